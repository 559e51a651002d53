#!/usr/bin/env python
"""Replace citations of the reference-weaknesses document ("weakness 7", "(weakness 12)", "W7", "weaknesses 3 and
11", "`reference-weaknesses.md`, item 9") by a sentence naming the flaw: the chapter's reader does not have that
document, so a number in it says nothing.

    python tools/deweakness.py nbs/                 # rewrite in place; prints every change
    python tools/deweakness.py --check nbs/ README.md   # change nothing; exit 1 listing what remains (for CI)

Paths are notebooks (only cell sources are read and rewritten, never outputs), Markdown or Python files, or folders of
them. The descriptions in FLAWS are this project's own one-line summaries of the reference implementation's flaws.
Rules, chosen so the result reads in every position the citations take:

- a citation becomes "in the reference, <description>" ("In the reference, ..." at the start of a sentence); the
  citation's own words go, a leading "see " with them, and the parentheses or dashes around it stay;
- several numbers (`3 and 11`, `23–24`) become their descriptions joined by "; ";
- the short form `W<n>` counts only with a number the document has (1-34), in Markdown and in the comment part of a
  code line (in code it could be a name);
- a mention of the document that names no number (or a number with no description) cannot be rewritten: it is
  reported, left alone, and fails `--check`.

Running it twice changes nothing the second time (its output contains no citation).
"""
import argparse, json, re, sys
from pathlib import Path

FLAWS = {
    1: "the skill arm's system prompt listed every role with its tools while the transfer arm's showed only the "
       "current role, so the two arms did not get the same information",
    2: "the arms also differed in which tools they saw (all of them always, or only the role's own), and no arm "
       "separated that difference from the carrier of the role",
    3: "a loaded skill could never be loaded again, so the skill arm could not return to an earlier role, and its "
       "tool gate and triage-first rule were added after a first campaign, outside the pre-registration",
    4: "the transfer arm executed any known tool whatever the current role, so its tool isolation was only what the "
       "tool schema showed",
    5: "the cache hypothesis was never tested: every call reported zero cached tokens and the skill-document cache "
       "could not hit by construction",
    6: "its loop guard counted repeats over the whole run instead of in a row, only warned, ignored transfers and "
       "existed in one arm only",
    7: "any text-only message ended the run, so a role that announced a handoff in prose stopped the conversation",
    8: "the transfer arm's system prompt named the skill arm's `load_skill` tool",
    9: "its boundary cases were fresh single prompts rather than frozen conversation prefixes, its injection case "
       "injected nothing and each case ran once",
    10: "its 30 pairs were 30 different tasks run once each, most of them trivial and unevenly spread over the strata",
    11: "its tool-evidence check credited a required tool even when the call had been rejected or had failed",
    12: "its output patterns were matched literally on the final answer, leaked reasoning included, and some were so "
        "short that they matched almost anything",
    13: "its length gate measured the last text given to the character counter, not the text delivered",
    14: "it counted source URLs that appeared only in the final answer, never checking that a tool had returned them",
    15: "its hallucination veto was two leak patterns, which also fired on refusals, with no check of numbers against "
        "sources nor of tool use claimed without a call",
    16: "a growth-rate gate was a pattern fitted to one dataset and its calculation check passed on any tool text "
        "holding an equals sign",
    17: "repeated transfers were detected on the full arguments, free-text reason included, so a reworded repeat went "
        "unnoticed",
    18: "the search service's own generated answer, with wrong units in the retained runs, was handed to the model as "
        "evidence",
    19: "median estimates were paired with bootstrap intervals of the mean, one seed served every metric and nothing "
        "was clustered by task",
    20: "the live report left out the step limit and a replay stamped its own value instead",
    21: "when a provider rejected the temperature, a retry silently dropped it while the report still said "
        "temperature 0",
    22: "latency included search, subprocess time and the extra rounds, so it did not measure the model",
    23: "the judge's answer order was drawn anew for each repeat, so many pairs were shown in the same order twice, "
        "and the check that the order was swapped never looked",
    24: "the judge saw only final answers, under a token limit that cut many replies short, and its scores were never "
        "aggregated",
    25: "source hashes were taken when packaging rather than when the run happened, and a run's manifest was "
        "regenerated afterwards",
    26: "it is unresolved which version of the tool code produced the retained run: its receipts and its code "
        "disagree under one hash",
    27: "its report template hard-coded one campaign's conclusions",
    28: "its validator hard-coded the expected outcomes, trusted its inputs, relied on assertions that `python -O` "
        "removes and re-scored nothing",
    29: "its packaging gates demanded arbitrary counts (a failed run, exactly 30 tasks) and always declared the "
        "comparison complete",
    30: "its credential scan ignored short secrets and every variable beyond four known names",
    31: "model-written Python ran unsandboxed, with the caller's environment (API keys included), network and files",
    32: "only a few exception types were caught around tools, a provider error aborted the campaign without retry, "
        "and thinking models' reasoning content was dropped",
    33: "unknown model names were silently mapped to a default model, and its commands disagreed on the fallback",
    34: "its documentation had drifted from its code",
}

NUMS = r'\d{1,2}(?:\s*(?:,|and|&|/|or|to|–|-)\s*\d{1,2})*'
LONG = re.compile(r'(?P<see>\bsee\s+)?(?:'
                  r'`?reference[- ]weaknesses(?:\.md)?`?,?\s*(?:items?|§|no\.?|#)?\s*(?P<a>' + NUMS + r')'
                  r'|\b[Ww]eakness(?:es)?\s*(?:#|no\.?\s*)?(?P<b>' + NUMS + r'))\b', re.I)
SHORT = re.compile(r'(?P<see>\bsee\s+)?\bW(?P<c>\d{1,2})\b')
MENTION = re.compile(r'reference[- ]weaknesses|weakness(?:es)?\s*(?:#|no\.?\s*)?\d+', re.I)

def _numbers(text: str) -> list:
    "The numbers a citation names; `23–24` and `3 to 5` are ranges."
    out, parts = [], re.split(r'\s*(,|and|&|/|or|to|–|-)\s*', text.strip())
    for i in range(0, len(parts), 2):
        n = int(parts[i])
        if i >= 2 and parts[i - 1] in ('to', '–', '-') and out and out[-1] < n: out += range(out[-1] + 1, n + 1)
        else: out.append(n)
    return out

def _replacement(m, src: str):
    "The sentence for one citation match, or None when a number has no description."
    nums = _numbers(next(g for g in (m.groupdict().get(k) for k in 'abc') if g))
    if not nums or any(n not in FLAWS for n in nums): return None
    body = '; '.join(FLAWS[n] for n in nums)
    start = m.start()
    before = src[:start].rstrip(' \t')
    long_capital = m.re is LONG and m.group(0)[:1].isupper()      # "Weakness 7 ..." opens a clause
    cap = (not before) or before.endswith(('.', '!', '?', '\n')) or long_capital
    return ('In' if cap else 'in') + ' the reference, ' + body

def rewrite_text(src: str, short: bool = True) -> tuple:
    "(new text, [(old, new)]) for one piece of prose; `short` also rewrites the `W<n>` form."
    changes = []
    def sub(m):
        new = _replacement(m, src_now[0])
        if new is None: return m.group(0)
        changes.append((m.group(0), new)); return new
    src_now = [src]
    out = LONG.sub(sub, src)
    if short:
        src_now[0] = out
        out = SHORT.sub(sub, out)
    return out, changes

def _code_comment_rewrite(src: str) -> tuple:
    "Rewrite citations in a code cell: the long form anywhere, `W<n>` only after a `#` on its line."
    lines, changes = [], []
    for line in src.splitlines(keepends=True):
        code, hash_, comment = line.partition('#')
        if hash_:
            new_code, c1 = rewrite_text(code, short=False)
            new_comment, c2 = rewrite_text(comment, short=True)
            lines.append(new_code + hash_ + new_comment); changes += c1 + c2
        else:
            new, c = rewrite_text(line, short=False); lines.append(new); changes += c
    return ''.join(lines), changes

def remaining(src: str, markdown: bool) -> list:
    "Citations (or mentions of the document) still in a text."
    hits = [m.group(0) for m in MENTION.finditer(src)]
    prose = [src] if markdown else [line.partition('#')[2] for line in src.splitlines()]
    # `W<n>` counts only with a number of the document: "W40" or a variable's name elsewhere is not a citation
    return hits + [m.group(0) for t in prose for m in SHORT.finditer(t) if int(m.group('c')) in FLAWS]

def process_file(path: Path, check: bool) -> tuple:
    "(changes, remaining citations) for one file; writes it unless `check`."
    text = path.read_text(encoding='utf-8')
    changes, left = [], []
    if path.suffix == '.ipynb':
        nb = json.loads(text)
        for i, c in enumerate(nb.get('cells', [])):
            src = ''.join(c.get('source', []))
            md = c.get('cell_type') == 'markdown'
            new, ch = rewrite_text(src) if md else _code_comment_rewrite(src)
            changes += [(f'cell {i}', o, n) for o, n in ch]
            left += [(f'cell {i}', h) for h in remaining(new, md)]
            if new != src: c['source'] = new.splitlines(keepends=True)
        out = json.dumps(nb, indent=1, ensure_ascii=False) + '\n'
    else:
        md = path.suffix != '.py'
        new, ch = rewrite_text(text) if md else _code_comment_rewrite(text)
        changes = [('', o, n) for o, n in ch]
        left = [('', h) for h in remaining(new, md)]
        out = new
    if changes and not check: path.write_text(out, encoding='utf-8')
    return changes, left

def files(paths) -> list:
    out = []
    for p in map(Path, paths):
        if p.is_dir(): out += sorted(q for ext in ('*.ipynb', '*.md', '*.py') for q in p.rglob(ext)
                                     if '.ipynb_checkpoints' not in q.parts and '_proc' not in q.parts)
        elif p.is_file(): out.append(p)
        else: raise SystemExit(f'deweakness: no such file or folder: {p}')
    return out

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('paths', nargs='+', help='notebooks, Markdown or Python files, or folders of them')
    ap.add_argument('--check', action='store_true', help='change nothing; exit 1 when any citation remains')
    a = ap.parse_args(argv)
    n_changed, n_left = 0, 0
    for f in files(a.paths):
        if f.resolve() == Path(__file__).resolve(): continue   # this tool quotes the forms it looks for
        changes, left = process_file(f, a.check)
        if a.check: left = [(w, o) for w, o, _ in changes] + left
        for where, old, new in ([] if a.check else changes):
            print(f'{f}: {where}: {old!r} -> {new[:90]!r}{"..." if len(new) > 90 else ""}')
        for where, hit in left: print(f'{f}: {where}: citation left: {hit!r}')
        n_changed += 0 if a.check else len(changes); n_left += len(left)
    if a.check:
        print(f'deweakness --check: {n_left} citation(s) of the reference-weaknesses document')
        return 1 if n_left else 0
    print(f'deweakness: {n_changed} citation(s) rewritten, {n_left} left for a hand edit')
    return 1 if n_left else 0

if __name__ == '__main__': sys.exit(main())
