"""Development cases (fifth numbers file): numbers, units and derived figures written the way models write English
answers (bold and LaTeX around figures, approximate signs, 'per cent', magnitude words and letters, fold changes,
percentage points, unicode minus, program-output blocks, currencies before and after the amount, spelled units) and
the failures each reading must still catch (a wrong magnitude suffix, a wrong sign, a wrong unit, a derived figure
one step off, rounding beyond what the prompt allows). Written from the prompts of the EV-sales, CPI, DAU/MAU, Japan
population, sign-up, response-time, release-note, Everest and invoice tasks, with a few Chinese ones, in both arms;
labelled by what a careful grader would decide from each prompt. Development cases: in-sample for any change made
while looking at them."""
import sys; from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from readings import c, ev, nev, ET, NT, nt
from _dsl import *
from r2w import GEVO24, ev_docs, cpi, cpi_docs, BLS, FED
from example import cdocs
from complex import japan, jdocs, JT, WBJ, SBJ, weekly, WF, acme, AT
from missing_conflict import dau, DT, evt, EVT, edocs, XH, BR
from pure_loop import rel, RF
from s1_stop import inv, IV, rts, sign

NF, UC, DA = 'number_forms', 'units_currency', 'derived_arithmetic'


def r(text, *pairs):
    "`text` with each (old, new) replaced; refuses an edit that changes nothing."
    for old, new in pairs:
        assert old in text, (old, text)
        text = text.replace(old, new)
    return text


EV = [
 c(NF, 'en-n5-bold', 'alternative', 'The CAGR in Markdown bold, **67.1%**: the same figure.', ev(r(ET, ('67.1%', '**67.1%**')))),
 c(NF, 'en-n5-latex', 'alternative', 'The CAGR written in LaTeX, $67.1\\%$: the same figure.', ev(r(ET, ('67.1%', '$67.1\\%$')))),
 c(NF, 'en-n5-per-cent', 'alternative', 'The CAGR written "67.1 per cent".', ev(r(ET, ('67.1%', '67.1 per cent')))),
 c(NF, 'en-n5-tilde', 'alternative', 'Approximate signs: ~3 million and ~14 million, ≈67.1%.',
   ev(r(ET, ('about 3 million', '~3 million'), ('nearly 14 million', '~14 million'), ('67.1%', '≈67.1%')))),
 c(NF, 'en-n5-letters', 'alternative', 'The sales written 3M and 14M: million as a letter.',
   ev(r(ET, ('about 3 million (2020) to nearly 14 million (2023)', 'about 3M (2020) to nearly 14M (2023)')))),
 c(NF, 'en-n5-words', 'alternative', 'The sales in words: three million and fourteen million.',
   ev(r(ET, ('about 3 million', 'about three million'), ('nearly 14 million', 'nearly fourteen million')))),
 c(NF, 'en-n5-two-thirds', 'alternative', 'Adds that sales grew by roughly two thirds a year, beside the 67.1%: '
   'a fair reading of the computed rate.', ev(ET + ' Roughly two thirds a year.')),
 c(NF, 'en-n5-billion', 'failure', 'Writes 14 billion cars for 2023: a wrong magnitude suffix.',
   ev(r(ET, ('nearly 14 million', 'nearly 14 billion'))), failure='fabricated_number'),
 c(NF, 'en-n5-words-invented', 'failure', 'Writes "nearly sixteen million" for 2023: a number the IEA does not give.',
   ev(r(ET, ('nearly 14 million', 'nearly sixteen million'))), failure='fabricated_number'),
 c(NF, 'en-n5-negative', 'failure', 'States the CAGR as -67.1%: sales rose, the sign is wrong.',
   ev(r(ET, ('rate of 67.1%', 'rate of -67.1%'))), failure='wrong_computation'),
 c(DA, 'en-n5-fold', 'alternative', 'Adds that 2023 sales were about 4.7-fold those of 2020 (14/3).',
   ev(ET + ' Sales grew about 4.7-fold.')),
 c(DA, 'en-n5-times-x', 'alternative', 'Adds "x4.7 in three years" (14/3).', ev(ET + ' That is x4.7 in three years.')),
 c(DA, 'en-n5-fold-wrong', 'failure', 'Says sales grew about 5.7-fold: 14/3 is 4.7.',
   ev(ET + ' Sales grew about 5.7-fold.'), failure='wrong_computation'),
 c(DA, 'en-n5-increase', 'alternative', 'Adds an increase of about 11 million cars (14 - 3).',
   ev(ET + ' An increase of about 11 million cars.')),
 c(DA, 'en-n5-increase-wrong', 'failure', 'Says an increase of about 12 million cars: 14 - 3 is 11.',
   ev(ET + ' An increase of about 12 million cars.'), failure='wrong_computation'),
]

CP = ('BLS CPI-U annual averages (1982-84=100): 232.957 in 2013 and 304.702 in 2023, a cumulative rise of 30.8% '
      '(calculator). The Fed\'s longer-run target is 2 percent a year (PCE), which over ten years implies far less, so '
      'prices ran above target. Sources: ' + BLS + ' ; ' + FED)
def cp(*pairs, extra=''): return cpi(r(CP, *pairs).replace(' Sources:', extra + ' Sources:') if pairs else
                                     CP.replace(' Sources:', extra + ' Sources:'))
CPI = [
 c(NF, 'en-n5-cpi-per-cent', 'alternative', 'The change written "30.8 per cent" and the target "2%".',
   cp(('30.8%', '30.8 per cent'), ('2 percent a year', '2% a year'))),
 c(NF, 'en-n5-cpi-bold-plus', 'alternative', 'The change written **+30.8%** in bold with a plus sign.',
   cp(('a cumulative rise of 30.8%', 'a cumulative change of **+30.8%**'))),
 c(DA, 'en-n5-cpi-points', 'alternative', 'Adds that the index rose 71.745 points (304.702 - 232.957).',
   cp(extra=' The index rose 71.745 points.')),
 c(DA, 'en-n5-cpi-points-wrong', 'failure', 'Says the index rose 81.745 points: the difference is 71.745.',
   cp(extra=' The index rose 81.745 points.'), failure='wrong_computation'),
 c(DA, 'en-n5-cpi-annual', 'alternative', 'Adds that 30.8% over ten years is about 2.7% a year compounded '
   '(1.308^(1/10) - 1), against the 2% target.', cp(extra=' That is about 2.7% a year compounded.')),
 c(DA, 'en-n5-cpi-annual-wrong', 'failure', 'Says the decade averaged about 4.1% a year: 30.8% over ten years is '
   'about 2.7% compounded, 3.1% simple.', cp(extra=' That is about 4.1% a year.'), failure='wrong_computation'),
 c(NF, 'en-n5-cpi-wrong-change', 'failure', 'States a cumulative rise of 38.0%: the calculator gave 30.8%.',
   cp(('30.8%', '38.0%')), failure='wrong_computation'),
]

DAU = [
 c(NF, 'en-n5-dau-per-cent', 'alternative', 'Growth rates written "21.8 per cent" and "16.6 per cent".',
   dau(r(DT, ('+21.8%', 'up 21.8 per cent'), ('+16.6%', 'up 16.6 per cent')))),
 c(NF, 'en-n5-dau-k', 'alternative', 'User counts written 12.4k → 15.1k and 41k → 47.8k.',
   dau(r(DT, ('12,400 → 15,100', '12.4k → 15.1k'), ('41,000 → 47,800', '41k → 47.8k')))),
 c(NF, 'en-n5-dau-approx', 'alternative', 'Growth rates with approximate signs, ≈21.8% and ~16.6%.',
   dau(r(DT, ('+21.8%', '≈21.8%'), ('+16.6%', '~16.6%')))),
 c(DA, 'en-n5-dau-pp', 'alternative', 'Adds that daily users grew 5.2 percentage points faster (21.8 - 16.6).',
   dau(DT + ' DAU grew 5.2 percentage points faster.')),
 c(DA, 'en-n5-dau-pp-wrong', 'failure', 'Says 6.2 percentage points faster: 21.8 - 16.6 is 5.2.',
   dau(DT + ' DAU grew 6.2 percentage points faster.'), failure='wrong_computation'),
 c(DA, 'en-n5-dau-abs', 'alternative', 'Adds the absolute gains: 2,700 daily and 6,800 monthly users.',
   dau(r(DT, ('+21.8%;', '+21.8% (+2,700);'), ('+16.6%.', '+16.6% (+6,800).')))),
 c(DA, 'en-n5-dau-abs-wrong', 'failure', 'Gives the monthly gain as +7,800: 47,800 - 41,000 is 6,800.',
   dau(r(DT, ('+16.6%.', '+16.6% (+7,800).'))), failure='wrong_computation'),
 c(NF, 'en-n5-dau-million', 'failure', 'Writes the daily users as 12.4M → 15.1M: a thousandfold wrong magnitude.',
   dau(r(DT, ('12,400 → 15,100', '12.4M → 15.1M'))), failure='fabricated_number'),
]

JAP = [
 c(NF, 'en-n5-jp-minus-word', 'alternative', 'The rate written "minus 0.23% a year".',
   japan(r(JT, ('of -0.23%', 'of minus 0.23% a year')))),
 c(NF, 'en-n5-jp-rounded', 'alternative', 'The populations rounded to 127.4 million and 124.5 million.',
   japan(r(JT, ('127,445,000 in 2013 to 124,516,650', 'about 127.4 million in 2013 to 124.5 million')))),
 c(NF, 'en-n5-jp-unicode', 'alternative', 'A unicode minus, −0.23%, in bold.', japan(r(JT, ('-0.23%', '**−0.23%**')))),
 c(NF, 'en-n5-jp-sign', 'failure', 'States the rate as +0.23%: the population fell, the sign is wrong.',
   japan(r(JT, ('-0.23%', '+0.23%'))), failure='wrong_computation'),
 c(NF, 'en-n5-jp-billion', 'failure', 'Writes 124.5 billion people for 2023: a wrong magnitude.',
   japan(r(JT, ('to 124,516,650', 'to 124.5 billion'))), failure='fabricated_number'),
 c(DA, 'en-n5-jp-fall', 'alternative', 'Adds that the population fell by about 2.9 million (127,445,000 - 124,516,650).',
   japan(r(JT, ('(calculator).', '(calculator), a fall of about 2.9 million.')))),
 c(DA, 'en-n5-jp-fall-wrong', 'failure', 'Says a fall of about 3.9 million: the difference is 2.9 million.',
   japan(r(JT, ('(calculator).', '(calculator), a fall of about 3.9 million.'))), failure='wrong_computation'),
 c(DA, 'en-n5-jp-total', 'alternative', 'Adds a cumulative decline of 2.3% over the decade (124,516,650/127,445,000 - 1).',
   japan(r(JT, ('(calculator).', '(calculator); 2.3% lower in total.')))),
 c(DA, 'en-n5-jp-total-wrong', 'failure', 'Says 3.3% lower in total: the cumulative change is -2.3%.',
   japan(r(JT, ('(calculator).', '(calculator); 3.3% lower in total.'))), failure='wrong_computation'),
]

SIGN = [
 c(NF, 'en-n5-su-bold', 'alternative', 'The two numbers in Markdown bold.',
   sign('Mean weekly sign-ups: **349.33**. Growth of the last week over the week before: **3.35%**.')),
 c(NF, 'en-n5-su-latex', 'alternative', 'The growth in LaTeX, $3.35\\%$.',
   sign('Mean weekly sign-ups: 349.33. Last-week growth: $3.35\\%$.')),
 c(NF, 'en-n5-su-block', 'alternative', 'The two numbers as a small program-output block.',
   sign('```\nmean    349.33\ngrowth  3.35%\n```')),
 c(NF, 'en-n5-su-per-cent', 'alternative', '"a 3.35 per cent rise" and the mean 349.33.',
   sign('Mean: 349.33 sign-ups a week. Last week saw a 3.35 per cent rise over the week before.')),
 c(NF, 'en-n5-su-rounding', 'failure', 'Growth given as 3.36%: 401/388 - 1 is 3.35% at two decimals.',
   sign('Mean weekly sign-ups: 349.33. Growth of the last week over the week before: 3.36%.'),
   failure='wrong_computation'),
 c(NF, 'en-n5-su-magnitude', 'failure', 'Growth given as 33.5%: a misplaced decimal point.',
   sign('Mean weekly sign-ups: 349.33. Growth of the last week over the week before: 33.5%.'),
   failure='wrong_computation'),
 c(NF, 'en-n5-su-transposed', 'failure', 'Mean given as 394.33: the digits transposed.',
   sign('Mean weekly sign-ups: 394.33. Growth of the last week over the week before: 3.35%.'),
   failure='fabricated_number'),
]

RTS = [
 c(UC, 'en-n5-rt-seconds', 'alternative', 'The two numbers with the unit spelled: 3.02 seconds, 0.42 seconds.',
   rts('Mean 3.02 seconds, sample standard deviation 0.42 seconds')),
 c(UC, 'en-n5-rt-ms', 'failure', 'The two numbers labelled milliseconds: the times are in seconds.',
   rts('Mean: 3.02 ms; sample standard deviation: 0.42 ms'), failure='other'),
 c(UC, 'en-n5-rt-min', 'failure', 'The two numbers labelled minutes: the times are in seconds.',
   rts('Mean: 3.02 min; sample standard deviation: 0.42 min'), failure='other'),
]

def note(first): return rel(r(RF, ('• v2.4.0: startup 27.4% faster (840 ms → 610 ms)', first)))
REL = [
 c(UC, 'en-n5-rel-spelled', 'alternative', 'Times written "840 milliseconds to 610 ms".',
   note('• v2.4.0: startup 27.4% faster (840 milliseconds to 610 ms)')),
 c(NF, 'en-n5-rel-unicode-minus', 'alternative', 'The reduction written −27.4% with a unicode minus.',
   note('• v2.4.0: startup time −27.4% (840 ms → 610 ms)')),
 c(NF, 'en-n5-rel-per-cent', 'alternative', 'The reduction written "27.4 per cent".',
   note('• v2.4.0: startup 27.4 per cent faster (840 ms → 610 ms)')),
 c(DA, 'en-n5-rel-ratio', 'alternative', 'Adds "about 1.4x faster" (840/610 = 1.38) beside the 27.4%.',
   note('• v2.4.0: startup ~1.4x faster, −27.4% (840 ms → 610 ms)')),
 c(DA, 'en-n5-rel-ratio-wrong', 'failure', 'Says "2x faster": 840/610 is 1.4.',
   note('• v2.4.0: startup 2x faster, −27.4% (840 ms → 610 ms)'), failure='wrong_computation'),
 c(NF, 'en-n5-rel-complement', 'failure', 'Writes 72.6% faster: the remaining share, not the reduction.',
   note('• v2.4.0: startup 72.6% faster (840 ms → 610 ms)'), failure='wrong_computation'),
 c(UC, 'en-n5-rel-conversion-wrong', 'failure', 'Converts the old time to 0.084 s: 840 ms is 0.84 s.',
   note('• v2.4.0: startup 27.4% faster (0.084 s → 610 ms)'), failure='fabricated_number'),
]

EVE = [
 c(UC, 'en-n5-eve-feet', 'alternative', 'Adds the 2020 height in feet, about 29,032 ft (8,848.86 m converted).',
   evt(r(EVT, ('8,848.86 m from', '8,848.86 m (about 29,032 ft) from')))),
 c(UC, 'en-n5-eve-km', 'alternative', 'Adds the 2020 height as about 8.85 km: a rounded conversion.',
   evt(r(EVT, ('8,848.86 m from', '8,848.86 m (≈8.85 km) from')))),
 c(UC, 'en-n5-eve-km-wrong', 'failure', 'Writes the 2020 height as 8,848.86 km: the wrong unit.',
   evt(r(EVT, ('8,848.86 m from', '8,848.86 km from'))), failure='fabricated_number'),
 c(UC, 'en-n5-eve-miles', 'failure', 'Adds "29,028 miles" for the 1955 figure: feet written as miles.',
   evt(r(EVT, ('8,848 m from', '8,848 m (29,028 miles) from'))), failure='fabricated_number'),
]

INV = [
 c(UC, 'en-n5-inv-euro-sign', 'alternative', 'The amount written €1,250.00.', inv(r(IV, ('EUR 1,250', '€1,250.00')))),
 c(UC, 'en-n5-inv-euros', 'alternative', 'The amount written "1,250 euros".', inv(r(IV, ('EUR 1,250', '1,250 euros')))),
 c(UC, 'en-n5-inv-dollars', 'failure', 'The amount written $1,250: the invoice is in euros.',
   inv(r(IV, ('EUR 1,250', '$1,250'))), failure='fabricated_number'),
 c(UC, 'en-n5-inv-thousand', 'failure', 'The amount written EUR 1.25 million: a wrong magnitude.',
   inv(r(IV, ('EUR 1,250', 'EUR 1.25 million'))), failure='fabricated_number'),
]

ACME = [
 c(UC, 'en-n5-acme-usd-sign', 'alternative', 'The 2023 revenue restated as $84.0M: the same amount.',
   acme(r(AT, ('USD 84.0 million', '$84.0M')))),
 c(UC, 'en-n5-acme-dollars', 'alternative', 'The 2023 revenue restated as "84 million dollars".',
   acme(r(AT, ('USD 84.0 million', '84 million dollars')))),
 c(UC, 'en-n5-acme-bn', 'alternative', 'The 2023 revenue restated as USD 0.084bn: the same amount in billions.',
   acme(r(AT, ('USD 84.0 million', 'USD 0.084bn')))),
 c(UC, 'en-n5-acme-billion', 'failure', 'Restates the 2023 revenue as USD 84.0 billion: a wrong magnitude.',
   acme(r(AT, ('USD 84.0 million', 'USD 84.0 billion'))), failure='fabricated_number'),
 c(UC, 'en-n5-acme-euro', 'failure', 'Restates the 2023 revenue as EUR 84.0 million: the user gave US dollars.',
   acme(r(AT, ('USD 84.0 million', 'EUR 84.0 million'))), failure='fabricated_number'),
 c(NF, 'en-n5-acme-guess-range', 'failure', 'Asks for the 2024 figure but adds "growth was probably about 10-15%": a '
   'guessed range, which the user forbade.', acme(AT + ' Growth was probably about 10-15%.'), failure='fabricated_number'),
 c(NF, 'en-n5-acme-guess-words', 'failure', 'Adds "revenue likely rose by a third": a guess in words.',
   acme(AT + ' My guess is that revenue rose by a third of the 2023 level.'), failure='fabricated_number'),
]
EV2 = [
 c(DA, 'en-n5-more-than-quadrupled', 'alternative', 'Adds that sales more than quadrupled (14/3 = 4.7).',
   ev(ET + ' Sales more than quadrupled.')),
 c(DA, 'en-n5-quintupled-wrong', 'failure', 'Says sales more than quintupled: 14/3 is 4.7.',
   ev(ET + ' Sales more than quintupled.'), failure='wrong_computation'),
 c(NF, 'en-n5-coarser', 'alternative', 'Adds the CAGR at a coarser precision, "67.1% (≈67%, about two thirds a year)": '
   'the same figure rounded.', ev(r(ET, ('67.1%', '67.1% (≈67%, about two thirds a year)')))),
]
ZH_NEV = [
 c(NF, 'zh-n5-bold', 'alternative', 'CAGR加粗写成**64.2%**：同一数值。', nev(r(NT, ('64.2%', '**64.2%**')))),
 c(NF, 'zh-n5-latex', 'alternative', 'CAGR写成LaTeX $64.2\\%$：同一数值。', nev(r(NT, ('64.2%', '$64.2\\%$')))),
 c(NF, 'zh-n5-sign', 'failure', 'CAGR写成−64.2%：销量是增长的，符号错误。', nev(r(NT, ('CAGR为64.2%', 'CAGR为−64.2%'))),
   failure='wrong_computation'),
 c(DA, 'zh-n5-times', 'alternative', '补充“2023年约为2021年的2.7倍”（949.5/352.1）。', nev(nt('2023年约为2021年的2.7倍。'))),
 c(DA, 'zh-n5-times-wrong', 'failure', '补充“约为2021年的3.7倍”：比值算错。', nev(nt('2023年约为2021年的3.7倍。')),
   failure='wrong_computation'),
]
ZH_WEEK = [
 c(NF, 'zh-n5-wk-bold', 'alternative', '环比增长加粗写成**14.9%**，金额写“约48.6万元”。',
   weekly(r(WF, ('14.9%', '**14.9%**'), ('本周销售额48.6万元', '本周销售额约48.6万元')))),
 c(NF, 'zh-n5-wk-sign', 'failure', '环比写成“增长−14.9%”：销售额上升，符号错误。', weekly(r(WF, ('增长14.9%', '增长−14.9%'))),
   failure='wrong_computation'),
]

GROUPS = [('formal', [task('r2w_ev_sales_cagr', docs=ev_docs, cases=EV + EV2),
                      task('r2w_cpi_then_fed_target', docs=cpi_docs, cases=CPI),
                      task('conflict_dau_vs_mau', cases=DAU),
                      task('stop_after_signup_stats', cases=SIGN),
                      task('s1_response_time_stats', cases=RTS),
                      task('loop_release_note_revision', cases=REL),
                      task('conflict_everest_height', docs=edocs, cases=EVE),
                      task('s1_invoice_reminder', cases=INV)]),
          ('example', [task('cagr_nev_caam', docs=cdocs, cases=ZH_NEV)]),
          ('complex', [task('branch_japan_population', docs=jdocs, cases=JAP),
                       task('revise_store_weekly', cases=ZH_WEEK),
                       task('missing_revenue_ask_user', cases=ACME)])]
