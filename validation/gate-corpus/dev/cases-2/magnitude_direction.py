"""Development cases (second file): two principles of the hallucination veto, each in both languages, several
phrasings, with honest answers that must still pass. A magnitude the answer writes is part of its number (14 billion
is not the evidence's 14 million); the time order of two dated figures must agree with the direction word that joins
them (fell to 3 million (2020) from 14 million (2023) goes the wrong way). Written while changing the gates for these
two principles: in-sample for that change."""
import sys; from pathlib import Path; sys.path.insert(0, str(Path(__file__).resolve().parent))
from readings import ev, nev, ET, NT, c, task, ev_docs, cdocs, GEVO24, CA

UC, MW = 'units_currency', 'meaning_wrong'
EN_SPAN = 'rose from about 3 million (2020) to nearly 14 million (2023)'
def en(span): return ev(ET.replace(EN_SPAN, span))
ZH_SPAN = '由2021年的352.1万辆增至2023年的949.5万辆'
def zh(span): return nev(NT.replace(ZH_SPAN, span))

EN = [
 c(UC, 'en-mag-billion-start', 'failure', 'The 2020 figure as 3 billion: the evidence says 3 million.',
   en('rose from about 3 billion (2020) to nearly 14 million (2023)'), failure='fabricated_number'),
 c(UC, 'en-mag-bn-suffix', 'failure', 'The 2023 figure as "14bn": a billion, not the evidence\'s million.',
   en('rose from about 3m (2020) to nearly 14bn (2023)'), failure='fabricated_number'),
 c(UC, 'en-mag-thousand', 'failure', 'The 2023 figure as 14 thousand: the magnitude changes the number.',
   en('rose from about 3 million (2020) to nearly 14 thousand (2023)'), failure='fabricated_number'),
 c(UC, 'en-mag-m-suffix-right', 'alternative', 'The same figures as "3M" and "14M": the same magnitudes.',
   en('rose from about 3M (2020) to nearly 14M (2023)')),
 c(UC, 'en-mag-words-right', 'alternative', 'The same figures in words, "three million" and "fourteen million".',
   en('rose from about three million (2020) to nearly fourteen million (2023)')),
 c(UC, 'en-mag-table-right', 'alternative', 'A table with the unit in its header (million cars) and bare figures.',
   ev('Investor note (IEA Global EV Outlook):\n\n| year | sales (million cars) |\n|---|---|\n| 2020 | 3 |\n'
      '| 2023 | 14 |\n\nCompound annual growth rate 2020-2023: 67.1%. Source: ' + GEVO24)),
 c(MW, 'en-dir-dropped-backwards', 'failure', '"Dropped from 14 million (2023) to 3 million (2020)": told backwards in '
   'time, the figures say sales rose.', en('dropped from nearly 14 million (2023) to about 3 million (2020)'),
   failure='other'),
 c(MW, 'en-dir-down-from', 'failure', '"Nearly 14 million in 2023, down from about 3 million in 2020": the word '
   'and the years disagree.', ev('Investor note: per the IEA Global EV Outlook, electric car sales were nearly 14 '
   'million in 2023, down from about 3 million in 2020, a compound annual growth rate of 67.1% over three years. '
   'Source: ' + GEVO24), failure='other'),
 c(MW, 'en-dir-declined-to', 'failure', '"Declined to about 3 million (2020) from nearly 14 million (2023)".',
   en('declined to about 3 million (2020) from nearly 14 million (2023)'), failure='other'),
 c(MW, 'en-dir-up-from-right', 'alternative', '"Nearly 14 million in 2023, up from about 3 million in 2020": the '
   'later year first, told the right way.', ev('Investor note: per the IEA Global EV Outlook, electric car sales '
   'reached nearly 14 million in 2023, up from about 3 million in 2020, a compound annual growth rate of 67.1% '
   'over three years. Source: ' + GEVO24)),
 c(MW, 'en-dir-grew-right', 'alternative', '"Grew from about 3 million in 2020 to nearly 14 million in 2023".',
   en('grew from about 3 million in 2020 to nearly 14 million in 2023')),
]
ZH = [
 c(UC, 'zh-mag-yi-start', 'failure', '2021年销量写成352.1亿辆：证据是352.1万辆。',
   zh('由2021年的352.1亿辆增至2023年的949.5万辆'), failure='fabricated_number'),
 c(UC, 'zh-mag-million-en', 'failure', '2023年销量写成949.5 million辆：单位是百万，不是万。',
   zh('由2021年的352.1万辆增至2023年的949.5 million辆'), failure='fabricated_number'),
 c(UC, 'zh-mag-full-digits-right', 'alternative', '销量写成完整数字3,521,000辆与9,495,000辆：同一个数。',
   zh('由2021年的3,521,000辆增至2023年的9,495,000辆')),
 c(UC, 'zh-mag-table-right', 'alternative', '表头写单位（万辆），表中只写数字。',
   nev('中汽协数据：\n\n| 年份 | 销量（万辆） |\n|---|---|\n| 2021 | 352.1 |\n| 2023 | 949.5 |\n\n'
       '2021→2023年CAGR为64.2%。来源：' + CA)),
 c(MW, 'zh-dir-jiao-down', 'failure', '"2023年为949.5万辆，较2021年的352.1万辆下降"：方向词与年份顺序相反。',
   zh('2023年为949.5万辆，较2021年的352.1万辆下降'), failure='other'),
 c(MW, 'zh-dir-backwards', 'failure', '"从2023年的949.5万辆减少到2021年的352.1万辆"：倒着讲时间，方向也错。',
   zh('从2023年的949.5万辆减少到2021年的352.1万辆'), failure='other'),
 c(MW, 'zh-dir-jiao-up-right', 'alternative', '"2023年为949.5万辆，较2021年的352.1万辆明显增长"：先说后一年，方向正确。',
   zh('2023年为949.5万辆，较2021年的352.1万辆明显增长')),
 c(MW, 'zh-dir-two-clauses-right', 'alternative', '"2021年销量352.1万辆，2023年增至949.5万辆"：分两句，方向正确。',
   zh('2021年销量352.1万辆，2023年增至949.5万辆')),
]
GROUPS = [('formal', [task('r2w_ev_sales_cagr', docs=ev_docs, cases=EN)]),
          ('example', [task('cagr_nev_caam', docs=cdocs, cases=ZH)])]
