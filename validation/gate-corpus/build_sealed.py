"""Build one sealed held-out part by name: `python validation/gate-corpus/build_sealed.py --part sealed-3`.

A sealed part's `cases/*.py` are written from the task prompts, the skills and the case vocabulary only, without
reading the gate code or any other part's cases, and without running the gates on them. They are replayed exactly as
the corpus is (`build.py`: the real loop, arm, tools and loopback endpoints). There is no split: every case is
sealed. Case ids carry the part's slug prefix (`s2-` ... `s10-`) so that they never collide with another part.

    python validation/gate-corpus/build_sealed.py --part sealed-3             # rebuild (refuses to change a sealed file)
    python validation/gate-corpus/build_sealed.py --part sealed-3 --seal      # write SEAL.json (only when none exists)
    python validation/gate-corpus/build_sealed.py --part sealed-3 --baseline  # score once with the current gates
"""
from __future__ import annotations
import argparse, datetime, hashlib, importlib.util, json, runpy, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
_S2 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills and the case vocabulary only, without '
       'reading the gate code, the first sealed part\'s cases or the development cases; the gates were not '
       'run on them while they were written; this seal was committed before any gate scored them.')
_S3 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py) and the build scripts only, without reading the gate code, any other part\'s '
       'cases or any corpus jsonl; the gates were not run on them while they were written; this seal was '
       'committed before any gate scored them and before the gate changes being made at the time landed.')
_S4 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py, sealed-3/cases/_s3dsl.py) and the build scripts only, without reading the gate '
       'code, any other part\'s cases or any corpus jsonl; the gates were not run on them while they were '
       'written; this seal was committed before any gate scored them, after gates/5 and before the next gate '
       'changes, whose out-of-sample measure it is.')
_S5 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py, sealed-3/cases/_s3dsl.py, sealed-4/cases/_s4dsl.py) and the build scripts only, '
       'without reading the gate code, any other part\'s cases or any corpus jsonl; the gates were not run on them '
       'while they were written; this seal was committed before any gate scored them, after gates/6 and before '
       'the next gate changes, whose out-of-sample measure it is.')
_S6 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py, sealed-3/cases/_s3dsl.py, sealed-4/cases/_s4dsl.py, sealed-5/cases/_s5dsl.py) '
       'and the build scripts only, without reading the gate code, any other part\'s cases or any corpus jsonl; '
       'the gates were not run on them while they were written; this seal was committed before any gate scored '
       'them, with gates/6 current and before the next gate changes, whose out-of-sample measure it is.')
_S7 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py, sealed-3/cases/_s3dsl.py, sealed-4/cases/_s4dsl.py, sealed-5/cases/_s5dsl.py, '
       'sealed-6/cases/_s6dsl.py) and the build scripts only, without reading the gate code, any other part\'s '
       'cases or any corpus jsonl; the gates were not run on them while they were written; this seal was committed '
       'before any gate scored them, with gates/7 current and before the next gate changes, whose out-of-sample '
       'measure it is.')
_S8 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py, sealed-7/cases/_s7dsl.py and _s7tasks.py, for the helper API only) and the build '
       'scripts only, without reading the gate code, any other part\'s cases or any corpus jsonl; the gates were not '
       'run on them while they were written; this seal was committed before any gate scored them, with gates/8 '
       '(role_transfer.gates/8) current and before the next gate changes, whose out-of-sample measure it is.')

_S9 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
       'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
       'sealed-2/cases/_hdsl.py, sealed-8/cases/_s8dsl.py and _s8tasks.py, for the helper API only) and the build '
       'scripts only, without reading the gate code, any other part\'s cases or any corpus jsonl; the gates were not '
       'run on them while they were written; this seal was committed before any gate scored them, with gates/9 '
       '(role_transfer.gates/9) current and before the next gate changes, whose out-of-sample measure it is.')

_S10 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-9/cases/_s9dsl.py and _s9tasks.py, for the helper API only) and the build '
        'scripts only, without reading the gate code, any other part\'s cases or any corpus jsonl; the gates were not '
        'run on them while they were written; this seal was committed before any gate scored them, with gates/10 '
        '(role_transfer.gates/10) current and before the next gate changes, whose out-of-sample measure it is.')

_S11 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-10/cases/_s10dsl.py and _s10tasks.py, for the helper API and as the '
        'starting copy of its own routes and documents only) and the build scripts only, without reading the gate '
        'code, any other part\'s cases or any corpus jsonl; the gates were not run on them while they were written; '
        'this seal was committed before any gate scored them, with gates/11 (role_transfer.gates/11) current and '
        'before the next gate changes, whose out-of-sample measure it is. The part concentrates on claimed '
        'verification: answers that claim a search, a named-source lookup, a count, a recalculation, a program run '
        'or a cross-check, with and without the matching call.')

_S12 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-10/cases/_s10dsl.py and _s10tasks.py, for the helper API and as the '
        'starting copy of its own routes and documents only) and the build scripts only, without reading the gate '
        'code, any other part\'s cases or any corpus jsonl; the gates were not run on them while they were written; '
        'this seal was committed before any gate scored them, with gates/12 (role_transfer.gates/12) current and '
        'before the next gate changes, whose out-of-sample measure it is. The part covers all eight categories, each '
        'both ways, and concentrates on claimed verification (a search, a named-source lookup, a count, a '
        'recalculation, a second run, an assertion or a cross-check, with and without the matching call) and on '
        'meaning-level errors (roles swapped, direction inverted, a value on the wrong subject, estimates in words).')

_S13 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-10/cases/_s10dsl.py and _s10tasks.py, for the helper API and as the '
        'starting copy of its own routes and documents only) and the build scripts only, without reading the gate '
        'code, any other part\'s cases or any corpus jsonl; the gates were not run on them while they were written; '
        'this seal was committed before any gate scored them, with gates/13 (role_transfer.gates/13) current and '
        'before the next gate changes, whose out-of-sample measure it is. The part covers all eight categories, each '
        'both ways, and concentrates on claimed verification (a search, a lookup in a source named by organisation, '
        'title, table id, host, period or language version, a count, a recalculation or second method, a second run, '
        'an assertion or a cross-check, with and without the matching call) and on meaning-level errors (roles '
        'swapped, direction inverted, a value on the wrong subject, date or span, estimates in words).')

_S14 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-13/cases/_s13dsl.py and _s13tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents were written anew) and the build scripts only, '
        'without reading the gate code, any other part\'s cases or any corpus jsonl; the gates were not run on them '
        'while they were written; this seal was committed before any gate scored them, with gates/13 '
        '(role_transfer.gates/13) current, and it stays unread until a gate change set made after gates/14, whose '
        'out-of-sample measure it is. The part covers all eight categories, each both ways, in both arms and '
        'languages: numbers, URLs, units and currencies in the forms real answers use; correct and wrong arithmetic '
        'derived from sourced numbers; meaning-level errors (roles swapped, direction inverted, a value on the wrong '
        'subject, date or span, estimates in words); claimed verification (a search, a lookup in a named source, a '
        'count, a recalculation or second method, a re-run, an assertion or a cross-check, with and without the '
        'matching call, and negated or planned checks); and programs with and without side effects.')

_S15 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-14/cases/_s14dsl.py and _s14tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures and programs were '
        'written anew) and the build scripts only, without reading the gate code, any other part\'s cases or any '
        'corpus jsonl; the gates were not run on them while they were written; this seal was committed before any '
        'gate scored them, with gates/13 (role_transfer.gates/13) current, and it stays unread until a gate change '
        'set made after the one sealed-14 measures (after gates/15), whose out-of-sample measure it is. The part '
        'covers all eight categories, each both ways, in both arms and languages, for realistic coverage of what '
        'models write: numbers, URLs, units and currencies in the forms real answers use; correct and wrong '
        'arithmetic derived from sourced numbers; meaning-level errors (roles swapped, direction inverted, a value on '
        'the wrong subject, date, span or statistic, estimates in words); claimed verification (a search, a lookup in '
        'a named source, a count, a recalculation or second method, a re-run, an assertion or a cross-check, with and '
        'without the matching call, and negated or planned checks); and programs with and without side effects.')

_S16 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-15/cases/_s15dsl.py and _s15tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/15 (role_transfer.gates/15) current, and '
        'it stays unread until a gate change set made after the one sealed-15 measures (after gates/16), '
        'whose out-of-sample measure it is. The part covers all eight categories, each both ways, in both '
        'arms and languages, for realistic coverage of what models write: numbers, URLs, units and '
        'currencies in the forms real answers use; correct and wrong arithmetic derived from sourced numbers; '
        'meaning-level errors (roles swapped, direction inverted, a value on the wrong subject, date, span '
        'or statistic, estimates in words); claimed verification (a search, a lookup in a named source, a '
        'count, a recalculation or second method, a re-run, an assertion or a cross-check, with and without '
        'the matching call, and negated or planned checks); and programs with and without side effects.')

_S17 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-16/cases/_s16dsl.py and _s16tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/17 (role_transfer.gates/17) current, and '
        'it stays unread until a gate change set made after the one sealed-16 measures (after gates/17), '
        'whose out-of-sample measure it is. The part covers all eight categories, each both ways, in both '
        'arms and languages, for realistic coverage of what models write: numbers, URLs, units and '
        'currencies in the forms real answers use; correct and wrong arithmetic derived from sourced numbers; '
        'meaning-level errors (roles swapped, direction inverted, a value on the wrong subject, date, span, '
        'statistic or definition, estimates in words); claimed verification (a search, a lookup in a named '
        'source, a count, a recalculation or second method, a re-run, an assertion or a cross-check, with and '
        'without the matching call, and negated, offered or planned checks); and programs with and without '
        'side effects.')

_S18 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-17/cases/_s17dsl.py and _s17tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/18 (role_transfer.gates/18) current, and '
        'it stays unread until a gate change set made after the one sealed-17 measures (after gates/18), '
        'whose out-of-sample measure it is. The part covers all eight categories, each both ways, in both '
        'arms and languages, for realistic coverage of what models write: numbers, URLs, units and '
        'currencies in the forms real answers use; correct and wrong arithmetic derived from sourced numbers; '
        'meaning-level errors (roles swapped, direction inverted, a value on the wrong subject, date, span, '
        'statistic, source or definition, estimates in words); claimed verification (a search, a lookup in a '
        'named source, a count, a recalculation or second method, a re-run, an assertion or a cross-check, '
        'with and without the matching call, and negated, offered or planned checks); and programs with and '
        'without side effects.')

_S19 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-18/cases/_s18dsl.py and _s18tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/19 (role_transfer.gates/19) current, and '
        'it stays unread until a gate change set made after gates/19, whose out-of-sample measure it is. The '
        'part covers all eight categories, each both ways, in both arms and languages, for realistic coverage '
        'of what models write: numbers, URLs, units and currencies in the forms real answers use; correct and '
        'wrong arithmetic derived from sourced numbers; meaning-level errors (roles swapped, direction '
        'inverted, a value on the wrong subject, date, span, statistic, source or definition, estimates in '
        'words); claimed verification (a search, a lookup in a named source, a recalculation or second method, '
        'a second program, an assertion or a cross-check, with and without the matching call, and negated, '
        'offered or planned checks); and programs with and without side effects.')

_S20 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-19/cases/_s19dsl.py and _s19tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/20 (role_transfer.gates/20) current, and '
        'it stays unread until a gate change set made after gates/20, whose out-of-sample measure it is. The '
        'part covers all eight categories, each both ways, in both arms and languages, for realistic coverage '
        'of what models write: numbers, URLs, units and currencies in the forms real answers use; correct and '
        'wrong arithmetic derived from sourced numbers; meaning-level errors (roles swapped, direction '
        'inverted, a value on the wrong subject, date, span, statistic, source or definition, estimates in '
        'words, a "latest" figure that is not the latest); claimed verification (a search, a lookup in a named '
        'source, a recalculation or second method, a second program, an assertion or a cross-check, with and '
        'without the matching call, and negated, offered or planned checks); control (injected instructions '
        'obeyed or refused, work continued past a requested stop, secrets leaked or refused); and programs '
        'with and without side effects. The part was re-sealed on 2026-12-06 after one case\'s program '
        '(s20-csv-ran) was changed to print a machine-independent value (the sorted names of the sandbox\'s '
        'environment variables instead of os.environ, whose PATH named the machine\'s Python venv, so the build '
        'was not byte-for-byte reproducible on another machine); that one case was read by a maintainer only to '
        'diagnose the non-reproducible build and change it (the lines next to it in cases/control.py were seen '
        'while editing it; no gate ran on it), and gates/20 (role_transfer.gates/20) is still current. The '
        'first seal\'s baseline (scored once with gates/20, aggregates only, not studied) was discarded with '
        'that seal; this seal was committed before the gates scored the part again.')

_S21 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-20/cases/_s20dsl.py and _s20tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/21 (role_transfer.gates/21) current, and '
        'it stays unread until a gate change set made after gates/21, whose out-of-sample measure it is. The '
        'part covers all eight categories, each both ways, in both arms and languages, for realistic coverage '
        'of what models write: numbers, URLs, units and currencies in the forms real answers use; correct and '
        'wrong arithmetic derived from sourced numbers; meaning-level errors (roles swapped, direction '
        'inverted, a value on the wrong subject, date, span, statistic, source or definition, wrong multiples '
        'in words, compounding over the wrong span, a "latest" figure that is not the latest); claimed '
        'verification (a search, a lookup in a named source, document or table, a recalculation or second '
        'method, a second program, an assertion or a cross-check, with and without the matching call, and '
        'negated, offered or planned checks); control (injected instructions obeyed or refused, work continued '
        'past a requested stop, secrets leaked or refused); and programs with and without side effects.')

_S22 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-21/cases/_s21dsl.py and _s21tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/22 (role_transfer.gates/22) current, and '
        'it stays unread until a gate change set made after gates/22, whose out-of-sample measure it is. It was '
        'written by a new writer, who varied the answers as different models write them (terse replies, long '
        'Markdown answers with tables and headings, key figures in table rows and bullets, mixed Chinese and '
        'English, Chinese numerals, 万 and 亿, full-width digits and punctuation, loose restatements of tool '
        'results, harmless and forbidden hedges). The part covers all eight categories, each both ways, in '
        'both arms and languages: numbers, URLs, units and currencies in the forms real answers use; correct '
        'and wrong arithmetic derived from sourced numbers; meaning-level errors (roles swapped, direction '
        'inverted, a value on the wrong subject, date, span, statistic or definition, estimates in words, a '
        '"latest" figure that is not the latest); claimed verification (a search, a lookup in a named source, '
        'document or table, a recalculation, a second program, an assertion or a cross-check, with and without '
        'the matching call, and negated, offered or planned checks); control (injected instructions obeyed or '
        'refused, work continued past a requested stop, secrets leaked or refused, unasked sections); and '
        'programs with and without side effects.')

_S23 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-22/cases/_s22dsl.py and _s22tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/23 (role_transfer.gates/23) current, and '
        'it stays unread until a gate change set made after gates/23, whose out-of-sample measure it is. It was '
        'written by a new writer, who varied the answers as different models write them (a one-line verdict '
        'then details, numbered steps, tool output quoted in a code block and then read, conversational asides '
        'in parentheses, footnote-style sources with a source list, a value restated in another unit or form, '
        'Chinese answers mixing Arabic and Chinese numerals with 约, 近, 逾 and 超 hedges, full-width brackets and '
        '顿号 lists). The part covers all eight categories, each both ways, in both arms and languages: numbers, '
        'URLs, units and currencies in the forms real answers use; correct and wrong arithmetic derived from '
        'sourced numbers; meaning-level errors (roles swapped, direction inverted, a value on the wrong subject, '
        'date, span, statistic or definition, estimates in words, a "latest" figure that is not the latest, a '
        'right number with a wrong reason); claimed verification (a count, a calculation, a run, a search, a '
        'cross-check against a named source or a named document or table of a source, a second method, with '
        'and without the matching call, and negated, offered or planned checks); control (injected '
        'instructions obeyed in part, paraphrased or acted on silently, or refused and flagged; work continued '
        'past a requested stop; secrets leaked or refused; unasked sections); and programs with and without '
        'side effects.')

_S24 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-23/cases/_s23dsl.py and _s23tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries and '
        'programs were written anew) and the build scripts only, without reading the gate code, any other '
        'part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/23 (role_transfer.gates/23) current, and '
        'it stays unread until a gate change set made after gates/23 (after the one sealed-23 measures), whose '
        'out-of-sample measure it is. It was written by a new writer, who varied the answers as different models '
        'write them (a short summary table then prose, inline citations [1] [2] with a reference list, a figure '
        'restated in another form such as 3.35% (0.0335), British spelling and c., approx. and circa hedges, '
        'Chinese answers with 逾, 约, 近, 不足 and 左右, 分之 fractions, 成 for tenths, 万 and 亿, full-width digits and '
        'mixed Chinese and English units, footnoted hedges, tool output quoted and then read, bullet lists with '
        'bold labels, and claimed checks worded as reconciled with, tallies with, squares with, 比对无误, 经…印证 '
        'and 与…吻合 against varied named sources, documents and methods). The part covers all eight categories, '
        'each both ways, in both arms and languages, over the 36 formal tasks: numbers, URLs, units and '
        'currencies in the forms real answers use; correct and wrong arithmetic derived from sourced numbers; '
        'meaning-level errors (roles swapped, direction inverted, a value on the wrong subject, date, span, '
        'statistic or definition, estimates in words, a "latest" figure that is not the latest, a right number '
        'with a wrong reason); claimed verification (a count, a calculation, a run, a search, a cross-check '
        'against a named source or a named document or table of a source, a second method, with and without '
        'the matching call, and negated, offered or planned checks); control (injected instructions obeyed in '
        'part, paraphrased or acted on silently, or refused and flagged; work continued past a requested stop; '
        'secrets leaked or refused; unasked sections); and programs with and without side effects.')

_S25 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-24/cases/_s24dsl.py and _s24tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries, '
        'reasons and programs were written anew) and the build scripts only, without reading the gate code, any '
        'other part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/24 (role_transfer.gates/24) current, and it '
        'stays unread until a gate change set made after the one sealed-24 measures, whose out-of-sample measure '
        'it is. It was written by a new writer, who varied the answers as different models write them (terse '
        'one-line answers, "Short answer: ... Details: ..." layouts, numbered steps, question-and-answer form, '
        'Chinese tables with 单位 columns, ranges and intervals, em dashes and semicolons, parenthetical '
        'conversions, numbers as 1,234.5, 1 234,5, 12.3 thousand, 0.5 million, Chinese numerals and 百分之 '
        'forms, pct and percentage points, unicode minus signs; URLs bare, in angle brackets, in Markdown, with '
        'fragments, www. added or dropped, upper-case hosts, index.html and mobile hosts; claimed checks worded '
        'as matches, is consistent with, lines up with, double-checked, re-ran, validated against, '
        'cross-referenced, confirmed by, 经核实, 对照, 核验, 查证, 复算, 印证 and 相符 against varied named sources, '
        'documents and methods). The part covers all eight categories, each both ways, in both arms and '
        'languages, over the 36 formal tasks: numbers, URLs, units and currencies in the forms real answers use; '
        'correct and wrong arithmetic derived from sourced numbers; meaning-level errors (roles swapped, '
        'direction inverted, a value on the wrong subject, year, statistic or definition, estimates in words, a '
        '"latest" figure that is not the latest, a right number with a wrong reason); claimed verification (a '
        'count, a calculation, a run, a search, a cross-check against a named source, document or table, a '
        'second method, with and without the matching call, and negated, offered or planned checks); control '
        '(injected instructions obeyed in part, paraphrased or acted on silently, or refused and flagged; work '
        'continued past a requested stop; secrets leaked or refused; unasked sections); and programs with and '
        'without side effects.')

_S26 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-25/cases/_s25dsl.py and _s25tasks.py, for the helper API and as the '
        'starting copy of its routes only; its search documents, hosts, titles, surrounding figures, queries, '
        'reasons and programs were written anew) and the build scripts only, without reading the gate code, any '
        'other part\'s cases or any corpus jsonl; the gates were not run on them while they were written; this '
        'seal was committed before any gate scored them, with gates/25 (role_transfer.gates/25) current, and it '
        'stays unread until a gate change set made after the one sealed-25 measures, whose out-of-sample measure '
        'it is. It was written by a new writer, who varied the answers as different models write them (verbose '
        'and hedging answers with caveats and "it is worth noting", single dense paragraphs, Markdown headings '
        'with bold key figures, answers that restate the question first; numbers as ranges and with roughly, '
        'about, approximately, 将近, 大约 and 上下, in words mixed with digits and as Chinese numerals with 万 and '
        '亿, per cent, pc, %-points and 个百分点, ratios as times, fold and 倍; dates as 2016-11-04, 4 Nov 2016, '
        'November 4th and 2016年11月4日; URLs with query strings, trailing punctuation, in Markdown and angle '
        'brackets and as footnote references; units and currencies in mixed scripts; claimed checks worded as '
        'ticked off, squared against, re-derived, counter-checked, 复核, 校验, 逐项核对 and 复查 against varied '
        'named sources, documents and methods). The part covers all eight categories, each both ways, in both '
        'arms and languages, over the 36 formal tasks: numbers, URLs, units and currencies in the forms real '
        'answers use; correct and wrong arithmetic derived from sourced numbers; meaning-level errors (a date '
        'bound to the wrong event, a year bound to the wrong person, a count bound to the wrong noun, a right '
        'name with a wrong definition, a right figure with a wrong reason, a figure of a neighbouring period, a '
        'ratio inverted, a cumulative figure called annual, a subset called the total, sources swapped); claimed '
        'verification (a count, a calculation, a run, a search, a cross-check against a named source, a second '
        'method, with and without the matching call, and negated, offered or planned checks); control (injected '
        'instructions obeyed in part, paraphrased or acted on silently, or refused and flagged; work continued '
        'past a requested stop; secrets leaked, paraphrased or refused; unasked sections); and programs that '
        'create files, read the environment, touch the network, spawn subprocesses or mutate their input, '
        'against clean programs.')

_S27 = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
        'written from the task prompts (tasks/*.json), the skills, the case vocabulary (cases/_dsl.py, '
        'sealed-2/cases/_hdsl.py, sealed-26/cases/_s26dsl.py and _s26tasks.py, for the helper API and as the '
        'starting copy of its routes only; ten of its search documents were rewritten with other pages, hosts, '
        'titles and surrounding figures, and its answers, reasons and side-effecting programs were written anew) '
        'and the build scripts only, without reading the gate code, any other part\'s cases or any corpus jsonl; '
        'the gates were not run on them while they were written; this seal was committed before any gate scored '
        'them, with the gate version current in its worktree, and it stays unread until a gate change set made '
        'after the one sealed-26 measures, whose out-of-sample measure it is. It was written by a new writer, who '
        'varied the answers as different models write them (terse bullet answers with inline citations, Markdown '
        'tables with units in the headers, arrows and English terms such as QoQ, wholesale and retail in Chinese '
        'text; numbers with separators, 万 and 亿 glosses, in words, as Chinese numerals, full-width digits, '
        'scientific notation, fractions and thin-space grouping; URLs as Markdown links, in angle brackets, with '
        'tracking parameters, fragments, http for https, a dropped trailing slash and trailing punctuation, and as '
        'footnotes). The part covers all eight categories, each both ways, in both arms and languages, over the 36 '
        'formal tasks: wrong units and currencies and magnitudes; wrong bases, exponents, simple for compound '
        'rates and mixed scopes; meaning-level errors (dates bound to the wrong event, a stale quarter called the '
        'latest, a region, subset, median, real rate or stock for the asked figure, sources and definitions '
        'swapped, a direction inverted, a right number with a wrong reason, a platform figure as official); '
        'claimed checks as twins with and without the matching call; control (injected instructions obeyed in '
        'part, paraphrased or refused; work continued past a stop; secrets leaked or refused; unasked sections; '
        'guesses where the user forbade them); and programs that write files, read the environment, open the '
        'network, spawn subprocesses or mutate their input, against clean programs.')

class Part:
    "One sealed part: its folder under validation/gate-corpus, its case-id slug prefix and its seal statement."
    def __init__(self, name: str, prefix: str, statement: str):
        self.name, self.prefix, self.statement = name, prefix, statement
    @property
    def dir(self) -> Path: return HERE / self.name
    @property
    def sources(self) -> Path: return self.dir / 'cases'
    @property
    def out(self) -> Path: return self.dir / 'cases.jsonl'
    @property
    def seal_path(self) -> Path: return self.dir / 'SEAL.json'
    @property
    def baseline_path(self) -> Path: return self.dir / 'BASELINE.json'


PARTS = {p.name: p for p in (Part('sealed-2', 's2-', _S2), Part('sealed-3', 's3-', _S3),
                                      Part('sealed-4', 's4-', _S4), Part('sealed-5', 's5-', _S5),
                                      Part('sealed-6', 's6-', _S6), Part('sealed-7', 's7-', _S7),
                                      Part('sealed-8', 's8-', _S8), Part('sealed-9', 's9-', _S9),
                                      Part('sealed-10', 's10-', _S10),
                                      Part('sealed-11', 's11-', _S11), Part('sealed-12', 's12-', _S12),
                                      Part('sealed-13', 's13-', _S13),
                                      Part('sealed-14', 's14-', _S14), Part('sealed-15', 's15-', _S15),
                                      Part('sealed-16', 's16-', _S16),
                                      Part('sealed-17', 's17-', _S17),
                                      Part('sealed-18', 's18-', _S18),
                                      Part('sealed-19', 's19-', _S19),
                                      Part('sealed-20', 's20-', _S20),
                                      Part('sealed-21', 's21-', _S21),
                                      Part('sealed-22', 's22-', _S22),
                                      Part('sealed-23', 's23-', _S23),
                                      Part('sealed-24', 's24-', _S24),
                                      Part('sealed-25', 's25-', _S25),
                                      Part('sealed-26', 's26-', _S26),
                                      Part('sealed-27', 's27-', _S27))}


def part(name: str) -> Part:
    if name not in PARTS: raise SystemExit(f'--part: unknown sealed part {name!r} (known: {", ".join(PARTS)})')
    return PARTS[name]


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod


def _corpus_build(): return _load('gate_corpus_build', HERE / 'build.py')
def _heldout(): return _load('gate_corpus_heldout', HERE / 'build_heldout.py')


def source_files(p: Part) -> list[Path]: return sorted(p.sources.glob('[!_]*.py'))
def sealed_files(p: Part) -> list[Path]: return sorted(p.sources.glob('*.py')) + [p.out]
def sha256(f: Path) -> str: return hashlib.sha256(f.read_bytes()).hexdigest()


def load_entries(p: Part) -> list[dict]:
    out = []
    sys.path.insert(0, str(p.sources))
    try:
        for name in [m for m in list(sys.modules) if m in ('_hdsl', '_dsl')]: del sys.modules[name]
        for f in source_files(p):
            for e in runpy.run_path(str(f))['ENTRIES']:
                out.append(dict(e, file=f.name, cases=[dict(c, slug=p.prefix + c['slug']) for c in e['cases']]))
    finally: sys.path.remove(str(p.sources))
    return out


def _other_ids(p: Part) -> set:
    "Case ids of every other built part: the corpus, the development files and the other sealed parts."
    paths = [HERE / 'cases.jsonl', *sorted((HERE / 'dev').glob('*.jsonl')), HERE / 'sealed' / 'cases.jsonl',
             *[q.out for q in PARTS.values() if q != p and q.out.exists()]]
    return {json.loads(l)['case_id'] for f in paths for l in f.read_text(encoding='utf-8').splitlines()}


def build(p: Part) -> list[dict]:
    "Every case of part `p` replayed and labelled, with its category, language and part (its name)."
    out = _heldout().replay_entries(load_entries(p), part=p.name)
    if n := len({r['case_id'] for r in out} & _other_ids(p)):
        raise ValueError(f'{n} case id(s) already used by another part')
    return out


def git(*args) -> str:
    return subprocess.run(['git', *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def seal_record(p: Part, records: list) -> dict:
    sys.path.insert(0, str(ROOT))
    from role_transfer.measure.gates import GATE_VERSION
    h = _heldout()
    gates_paths = ['nbs/instrument/measure', 'role_transfer/measure']
    return dict(
        sealed_on=datetime.date.today().isoformat(),
        gates_commit=git('log', '-1', '--format=%H', '--', *gates_paths), gates_paths=gates_paths,
        gate_version=GATE_VERSION, head_at_sealing=git('rev-parse', 'HEAD'),
        files={str(f.relative_to(HERE)): sha256(f) for f in sealed_files(p)},
        counts=h.counts(records), statement=p.statement, opened=None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--part', required=True, help=f'the sealed part to build ({", ".join(PARTS)})')
    ap.add_argument('--seal', action='store_true', help='write <part>/SEAL.json (refused when one exists)')
    ap.add_argument('--baseline', action='store_true', help='score once with the current gates')
    a = ap.parse_args(argv)
    p = part(a.part)
    if a.baseline: return record_baseline(p)
    recs = build(p)
    b = _corpus_build()
    seal = json.loads(p.seal_path.read_text(encoding='utf-8')) if p.seal_path.exists() else None
    if seal:                                                   # a sealed part is never rewritten
        tmp = p.out.with_suffix('.check'); b.write_jsonl(recs, tmp)
        same = sha256(tmp) == seal['files'].get(f'{p.name}/cases.jsonl'); tmp.unlink()
        if not same: raise SystemExit(f'the rebuilt {p.name} part differs from its seal: not written (see README)')
    b.write_jsonl(recs, p.out)
    print(json.dumps(dict(cases=len(recs), expected_pass=sum(r['expected_pass'] for r in recs))))
    if a.seal:
        if seal: raise SystemExit(f'{p.seal_path} exists: a seal is written once')
        p.seal_path.write_text(json.dumps(seal_record(p, recs), indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
        print('sealed:', p.seal_path)
    return 0


def record_baseline(p: Part):
    """Score part `p` once with the current gates and write its BASELINE.json in the first sealed part's format
    (`gate_accuracy.baseline_record`: counts overall, per arm, category and language, and per case, keyed by a
    hash of its id, whether the gates were right, which the paired regression check needs) plus Wilson intervals.
    Only aggregate figures are printed; no case is listed."""
    sys.path.insert(0, str(ROOT))
    from role_transfer.measure import gate_accuracy as ga
    seal = json.loads(p.seal_path.read_text(encoding='utf-8'))
    bad = [f for f, h in seal['files'].items() if sha256(HERE / f) != h]
    if bad: raise SystemExit(f'{p.name} files differ from their seal: {bad}')
    recs = [json.loads(l) for l in p.out.read_text(encoding='utf-8').splitlines()]
    rows = ga.score_corpus(recs)
    view = dict(seal, files={'sealed/cases.jsonl': seal['files'][f'{p.name}/cases.jsonl']})
    base = ga.baseline_record(rows, view)
    def ci(rs): return {k: v for k, v in ga.interval_rates(rs).items()}
    base['part'] = p.name
    base['intervals'] = dict(
        overall=ci(rows),
        **{key: {v: ci([r for r in rows if r[key] == v]) for v in sorted({r[key] for r in rows})}
           for key in ('arm', 'category', 'language')},
        arm_by_category={f'{a}/{c}': ci([r for r in rows if r['arm'] == a and r['category'] == c])
                         for a in ('transfer', 'skill') for c in sorted({r['category'] for r in rows})})
    mw = [r for r in rows if r['category'] == 'meaning_wrong']
    base['meaning_wrong_passing'] = ci(mw)
    base['note'] = ('Scored once, after the seal was committed; only aggregate figures were read. `correct` is '
                    'keyed by gate_accuracy.case_key(case_id) for the paired regression check.')
    p.baseline_path.write_text(json.dumps(base, indent=1, ensure_ascii=False, sort_keys=True) + '\n',
                               encoding='utf-8')
    show = {k: v for k, v in base.items() if k not in ('correct', 'intervals')}
    print(json.dumps(show, indent=1, ensure_ascii=False))
    print(json.dumps(base['intervals'], indent=1))
    return 0


if __name__ == '__main__': sys.exit(main())
