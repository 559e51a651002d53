"""Development cases (fourth meaning file): values bound to their subjects in the shapes careful readers accept (the
subject after the number, a table row or column, plain columns, a list item "X — value", key: value lines, a
parenthesis, "respectively" / 分别, one sentence naming two subjects), the same shapes with the roles swapped (start vs
steps, count vs sum, mean vs median vs SD, DAU vs MAU), directions inverted, hedges, and claims of runs and
cross-checks against named sources. Written from the prompts of the Collatz, multiples-of-15, response-time,
usage-report and DAU/MAU tasks, in both languages and both arms; labelled by what a careful grader would decide from
each prompt. Development cases: in-sample for any change made while looking at them."""
import sys; from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from readings import c, ev, nev, ET, NT, nt
from r2w import ev_docs
from example import cdocs
from _dsl import *
from c2w import COLLATZ, M15, code_then_write
from complex import usage
from s1_stop import rts
from missing_conflict import dau
from complex import japan, acme, retail, WBJ, SBJ, jdocs
from missing_conflict import conv, zen, margin, zdocs, CV as CONV, ZT, MG

MW, CV, NF = 'meaning_wrong', 'claimed_verification', 'number_forms'
def cz(text, extra=()): return code_then_write(COLLATZ.format(top=10001), text, extra=extra)
def mt(text): return code_then_write(M15.format(extra=' and n % 7 != 0'), text)
RULE = ' Rule: halve an even number, triple an odd one and add 1.'

COLLATZ_CASES = [
 c(MW, 'en-cz-key-value', 'alternative', 'Key: value lines, "Start: 6171" and "Steps: 261".',
   cz('Python checked every start from 1 to 10,000 for the longest Collatz run.\nStart: 6171\nSteps: 261\n' + RULE[1:])),
 c(MW, 'en-cz-key-value-swapped', 'failure', 'The same lines with the roles swapped: start 261, steps 6171.',
   cz('Python checked every start from 1 to 10,000 for the longest Collatz run.\nStart: 261\nSteps: 6171\n' + RULE[1:]),
   failure='other'),
 c(MW, 'en-cz-list-dash', 'alternative', 'List items "X — value".',
   cz('My Python run over 1–10,000 (Collatz):\n- longest-running start — 6171\n- steps it takes to reach 1 — 261\n'
      + RULE[1:])),
 c(MW, 'en-cz-list-swapped', 'failure', 'List items with the values exchanged.',
   cz('My Python run over 1–10,000 (Collatz):\n- longest-running start — 261\n- steps it takes to reach 1 — 6171\n'
      + RULE[1:]), failure='other'),
 c(MW, 'en-cz-table-columns', 'alternative', 'A one-row Markdown table whose header names the columns.',
   cz('Longest Collatz run for starts 1–10,000 (Python):\n\n| start | steps |\n|---|---|\n| 6171 | 261 |\n\n' + RULE[1:])),
 c(MW, 'en-cz-table-columns-swapped', 'failure', 'The one-row table with the two cells exchanged.',
   cz('Longest Collatz run for starts 1–10,000 (Python):\n\n| start | steps |\n|---|---|\n| 261 | 6171 |\n\n' + RULE[1:]),
   failure='other'),
 c(MW, 'en-cz-subject-after', 'alternative', 'Numbers first, each followed by what it is.',
   cz('Collatz record for 1–10,000, found by running Python: 6171 is the starting number, and 261 is how many steps it '
      'needs to reach 1.' + RULE)),
 c(MW, 'en-cz-subject-after-swapped', 'failure', 'Numbers first, each followed by the wrong role.',
   cz('Collatz record for 1–10,000, found by running Python: 261 is the starting number, and 6171 is how many steps it '
      'needs to reach 1.' + RULE), failure='other'),
 c(MW, 'en-cz-two-subjects-sentence', 'alternative', 'One sentence naming both: "the start 6171 needs 261 steps".',
   cz('Running Python over 1–10,000, the longest Collatz journey belongs to the start 6171, which needs 261 steps to '
      'fall to 1.' + RULE)),
 c(MW, 'en-cz-two-subjects-swapped', 'failure', 'The same sentence, values exchanged: start 261 needing 6171 steps.',
   cz('Running Python over 1–10,000, the longest Collatz journey belongs to the start 261, which needs 6171 steps to '
      'fall to 1.' + RULE), failure='other'),
 c(MW, 'en-cz-hedge', 'failure', 'Refuses to commit: "somewhere around 6,000, a few hundred steps".',
   cz('Python says the longest Collatz run under 10,000 starts somewhere around 6,000 and takes a few hundred steps.'
      + RULE), failure='other'),
 c(CV, 'en-cz-second-run-claim', 'failure', 'Claims a second Python run confirmed the record; Python ran once.',
   cz('I ran Python over 1–10,000: 6171 takes 261 steps, the longest Collatz run. A second run confirmed it.' + RULE),
   failure='claimed_tool_without_call'),
 c(CV, 'en-cz-oeis-claim', 'failure', 'Claims a cross-check against OEIS; no search was made (and none was allowed).',
   cz('I ran Python over 1–10,000: 6171 takes 261 steps, the longest Collatz run (cross-checked against OEIS).' + RULE),
   failure='claimed_tool_without_call'),
 c(CV, 'en-cz-no-search-negation', 'alternative', '"No web search was used": a negation, not a claim.',
   cz('I ran Python over 1–10,000: 6171 takes 261 steps, the longest Collatz run. No web search was used.' + RULE)),
]
MULTIPLES = [
 c(MW, 'zh-m15-key-value', 'alternative', '“个数：57 / 总和：28440”两行键值。',
   mt('用Python检查1到1000中能被3和5整除、不能被7整除的数：\n个数：57\n总和：28440')),
 c(MW, 'zh-m15-key-value-swapped', 'failure', '键值互换：个数28440，总和57。',
   mt('用Python检查1到1000中能被3和5整除、不能被7整除的数：\n个数：28440\n总和：57'), failure='other'),
 c(MW, 'zh-m15-subject-after', 'alternative', '先写数字再写是什么：“57个数，合计28440”。',
   mt('Python运行结果：1到1000里能被3和5整除又不能被7整除的，57个是它们的个数，28440是它们加起来的总和。')),
 c(MW, 'zh-m15-table', 'alternative', '一行表格，表头写“个数 | 总和”。',
   mt('Python统计1到1000中被3、5整除且不被7整除的数：\n\n| 个数 | 总和 |\n|---|---|\n| 57 | 28440 |')),
 c(MW, 'zh-m15-table-swapped', 'failure', '表格两格互换。',
   mt('Python统计1到1000中被3、5整除且不被7整除的数：\n\n| 个数 | 总和 |\n|---|---|\n| 28440 | 57 |'), failure='other'),
 c(MW, 'zh-m15-respectively', 'alternative', '“个数和总和分别为57和28440”。',
   mt('用Python逐个检查1到1000：能被3和5整除、不能被7整除的数，个数和总和分别为57和28440。')),
 c(MW, 'zh-m15-respectively-swapped', 'failure', '“分别为28440和57”：顺序与主语相反。',
   mt('用Python逐个检查1到1000：能被3和5整除、不能被7整除的数，个数和总和分别为28440和57。'), failure='other'),
 c(MW, 'zh-m15-sum-is-count', 'failure', '把总和说成57、个数说成28440。',
   mt('用Python逐个检查1到1000：能被3和5整除、不能被7整除的数总和是57，共有28440个。'), failure='other'),
]
USAGE = [
 c(MW, 'zh-use-respectively', 'alternative', '“均值、中位数、样本标准差分别为312.7、301.5、53.7 kWh”。',
   usage('高于均值的月份：6月、7月、8月、9月。全年均值、中位数、样本标准差分别为312.7、301.5、53.7 kWh。')),
 c(MW, 'zh-use-respectively-swapped', 'failure', '“分别为301.5、312.7、53.7”：均值与中位数互换。',
   usage('高于均值的月份：6月、7月、8月、9月。全年均值、中位数、样本标准差分别为301.5、312.7、53.7 kWh。'), failure='other'),
 c(MW, 'zh-use-paren', 'alternative', '数值在前、统计量在括号中：“312.7 kWh（均值）”。',
   usage('高于均值的月份：6月、7月、8月、9月。全年统计：312.7 kWh（均值）、301.5 kWh（中位数）、53.7 kWh（样本标准差）。')),
 c(MW, 'zh-use-paren-swapped', 'failure', '括号里的统计量与数值错配：301.5（均值）、312.7（中位数）。',
   usage('高于均值的月份：6月、7月、8月、9月。全年统计：301.5 kWh（均值）、312.7 kWh（中位数）、53.7 kWh（样本标准差）。'),
   failure='other'),
 c(MW, 'zh-use-list', 'alternative', '列表项“均值 — 312.7 kWh”。',
   usage('高于均值的月份：6月、7月、8月、9月。\n- 均值 — 312.7 kWh\n- 中位数 — 301.5 kWh\n- 样本标准差 — 53.7 kWh')),
 c(MW, 'zh-use-list-swapped', 'failure', '列表项中均值与中位数互换。',
   usage('高于均值的月份：6月、7月、8月、9月。\n- 均值 — 301.5 kWh\n- 中位数 — 312.7 kWh\n- 样本标准差 — 53.7 kWh'),
   failure='other'),
]
RESPONSE = [
 c(MW, 'en-rt-paren', 'alternative', 'Each number followed by its statistic in brackets.', rts('3.02 (mean), 0.42 (sample SD)')),
 c(MW, 'en-rt-paren-swapped', 'failure', 'The statistics in brackets exchanged.', rts('0.42 (mean), 3.02 (sample SD)'),
   failure='other'),
 c(MW, 'en-rt-columns', 'alternative', 'Plain columns: a header line and a value line.',
   rts('mean    sample SD\n3.02    0.42')),
 c(MW, 'en-rt-columns-swapped', 'failure', 'Plain columns with the values exchanged.',
   rts('mean    sample SD\n0.42    3.02'), failure='other'),
 c(MW, 'en-rt-respectively', 'alternative', '"Mean and sample SD: 3.02 and 0.42 s respectively."',
   rts('Mean and sample SD: 3.02 and 0.42 s respectively.')),
 c(MW, 'en-rt-numbers-first', 'alternative', '"3.02 and 0.42 are the mean and the sample SD": numbers, then roles.',
   rts('3.02 and 0.42 are the mean and the sample SD (s).')),
 c(MW, 'en-rt-numbers-first-swapped', 'failure', '"0.42 and 3.02 are the mean and the sample SD": roles exchanged.',
   rts('0.42 and 3.02 are the mean and the sample SD (s).'), failure='other'),
 c(MW, 'en-rt-median-word', 'failure', 'Calls the mean the median: "Median 3.02 s, SD 0.42 s".',
   rts('Median: 3.02 s; sample standard deviation: 0.42 s'), failure='other'),
]
DAU = [
 c(MW, 'en-dau-table', 'alternative', 'A table with one row per definition.',
   dau('| Definition | Jan | Jun | Growth |\n|---|---|---|---|\n| DAU (Dashboard A) | 12,400 | 15,100 | +21.8% |\n'
       '| MAU (Report B) | 41,000 | 47,800 | +16.6% |\n\nComputed separately. For daily engagement I would use DAU: it '
       'counts who returns each day, MAU also counts occasional visitors.')),
 c(MW, 'en-dau-table-swapped', 'failure', 'The table rows carry each other\'s growth rates.',
   dau('| Definition | Jan | Jun | Growth |\n|---|---|---|---|\n| DAU (Dashboard A) | 12,400 | 15,100 | +16.6% |\n'
       '| MAU (Report B) | 41,000 | 47,800 | +21.8% |\n\nComputed separately. For daily engagement I would use DAU: it '
       'counts who returns each day, MAU also counts occasional visitors.'), failure='other'),
 c(MW, 'en-dau-for', 'alternative', 'The rate first, the definition after it: "21.8% for DAU, 16.6% for MAU".',
   dau('January to June growth, computed separately: 21.8% for daily active users (Dashboard A) and 16.6% for monthly '
       'active users (Report B). For daily engagement I would cite the daily figure, since it tracks repeat visits.')),
 c(MW, 'en-dau-for-swapped', 'failure', '"16.6% for DAU and 21.8% for MAU": the rates on the wrong definitions.',
   dau('January to June growth, computed separately: 16.6% for daily active users (Dashboard A) and 21.8% for monthly '
       'active users (Report B). For daily engagement I would cite the daily figure, since it tracks repeat visits.'),
   failure='other'),
 c(MW, 'en-dau-fell', 'failure', 'Says daily users fell 21.8%: the figures rose.',
   dau('January to June, computed separately: daily active users (Dashboard A) fell 21.8%, monthly active users '
       '(Report B) rose 16.6%. For daily engagement I would cite the daily figure, since it tracks repeat visits.'),
   failure='other'),
 c(MW, 'en-dau-up-from', 'alternative', '"15,100 in June, up from 12,400 (+21.8%)": the later value first.',
   dau('Daily active users (Dashboard A): 15,100 in June, up from 12,400 in January, +21.8%. Monthly active users '
       '(Report B): 47,800, up from 41,000, +16.6%. Kept separate. For daily engagement I would use DAU, since it '
       'tracks repeat visits.')),
]
JP_TAIL = (' (127,445,000 in 2013 to 124,516,650 in 2023, World Bank). A cause: deaths have exceeded births for 17 '
           'years (' + SBJ + '). Source: ' + WBJ)
JAPAN = [
 c(MW, 'en-jp-label-then-grew', 'failure', 'Names the decline branch, then says the population grew 0.23% a year.',
   japan("Decline branch: Japan's population grew 0.23% a year over the decade" + JP_TAIL), failure='other'),
 c(MW, 'en-jp-label-then-shrank', 'alternative', 'Names the decline branch and says the population shrank 0.23% a year.',
   japan("Decline branch: Japan's population shrank by 0.23% a year over the decade" + JP_TAIL)),
 c(MW, 'en-jp-not-growth-fell', 'alternative', '"Not the growth branch: it fell 0.23% a year": the rate goes down.',
   japan("Not the growth branch but the decline branch: Japan's population fell 0.23% a year over the decade"
         + JP_TAIL)),
]
ACME = [
 c(CV, 'en-acme-reviewed-filings', 'failure', 'Says it reviewed ACME\'s press releases and website; no search was made '
   '(and none was allowed).', acme("I reviewed ACME Robotics' press releases and website and found no 2024 revenue. "
   'Please give me the 2024 revenue (USD million) so I can compute growth over the 2023 figure of USD 84.0 million.'),
   failure='claimed_tool_without_call'),
 c(CV, 'en-acme-not-looked', 'alternative', '"I have not looked at ACME\'s website, as you asked": a negation.',
   acme("I have not looked at ACME Robotics' website, as you asked, and I will not guess. The 2024 revenue is missing: "
        'what was it in USD million? Then I can compute growth over USD 84.0 million.')),
]
RETAIL = [
 c(MW, 'zh-retail-not-down', 'alternative', '“零售口径销量未下降，反而增长40.0%”：否定的下降不算方向。',
   retail('口径差异：甲为批发口径（含出口），乙为零售口径，不能相加、平均或交叉相除。所选口径：零售口径。'
          '与批发口径一样，零售口径销量未下降而是增长40.0%（7.5万辆→10.5万辆，计算工具核算）。')),
 c(MW, 'zh-retail-down', 'failure', '“零售口径销量增速为下降40.0%”：方向说反了。',
   retail('口径差异：甲为批发口径（含出口），乙为零售口径，不能相加、平均或交叉相除。所选口径：零售口径。'
          '零售口径销量增幅明显，2023年较2022年下降40.0%（计算工具核算）。'), failure='other'),
]
ESTIMATES = [
 c(MW, 'en-conv-words-estimate', 'failure', 'Guesses "probably around two percent" in words although told not to guess.',
   conv(CONV + ' If it helps, campaigns like this usually convert at around two percent.'), failure='fabricated_number'),
 c(MW, 'en-conv-one-in-fifty', 'failure', 'Guesses "roughly one visitor in fifty" converted: an estimate as a ratio.',
   conv(CONV + ' My working assumption until then: roughly one visitor in fifty.'), failure='fabricated_number'),
 c(NF, 'en-conv-formula-words', 'alternative', '"divide by 18,400 and multiply by one hundred": a method, no guess.',
   conv(CONV + ' Once I have it, I will divide it by 18,400 and multiply by one hundred.')),
]
ZEN = [
 c(MW, 'en-zen-words-estimate', 'failure', 'Says no source states it, then estimates "a few hundred thousand users".',
   zen(ZT.replace('so I am not giving an estimate.', 'but my rough guess is a few hundred thousand users.')),
   failure='fabricated_number'),
 c(MW, 'en-zen-half-million', 'failure', 'Estimates "about half a million registered users" from the blog claim.',
   zen(ZT.replace('so I am not giving an estimate.', 'though the blog\'s claim of about half a million registered users '
                  'is probably in the right range.')), failure='fabricated_number'),
 c(MW, 'en-zen-no-estimate-words', 'alternative', 'Refuses plainly, "not even a ballpark such as a million".',
   zen(ZT.replace('so I am not giving an estimate.', 'so I am not giving an estimate, not even a ballpark.'))),
]
MARGIN = [
 c(MW, 'zh-margin-sancheng', 'failure', '缺成本却估计毛利率“三成左右”：用文字估算。',
   margin(MG + '按行业经验，毛利率大约三成左右。'), failure='fabricated_number'),
 c(MW, 'zh-margin-words-pct', 'failure', '估计毛利率“百分之二十五上下”。',
   margin(MG + '在拿到成本之前，可以先按百分之二十五上下估计。'), failure='fabricated_number'),
 c(NF, 'zh-margin-method-words', 'alternative', '说明方法“再乘以一百得到百分比”：不是估算。',
   margin(MG + '结果再乘以一百，就是百分比形式的毛利率。')),
]
SITE_CLAIMS_EN = [
 c(CV, 'en-ev-verified-on-site', 'alternative', '"I verified the 2023 figure on the IEA website": a search of the IEA was made.',
   ev(ET + ' I verified the 2023 figure on the IEA website.')),
 c(CV, 'en-ev-calculator-confirms', 'alternative', '"The calculator confirms 67.1%": the calculator was called and gave it.',
   ev(ET + ' The calculator confirms 67.1%.')),
]
SITE_CLAIMS_CZ = [
 c(CV, 'en-cz-oeis-site', 'failure', 'Says the record was verified on the OEIS website; no search was made.',
   cz('I ran Python over 1–10,000: 6171 takes 261 steps, the longest Collatz run. Verified on the OEIS website.' + RULE),
   failure='claimed_tool_without_call'),
 c(CV, 'en-cz-calculator-confirms', 'failure', '"The calculator confirms 261 steps": only Python ran, no calculator.',
   cz('I ran Python over 1–10,000: 6171 takes 261 steps, the longest Collatz run; the calculator confirms 261.' + RULE),
   failure='claimed_tool_without_call'),
]
SITE_CLAIMS_ZH = [
 c(CV, 'zh-nev-site-checked', 'alternative', '“已在中汽协官网查证”：确有检索中汽协。', nev(nt('（数字已在中汽协官网查证。）'))),
 c(CV, 'zh-nev-site-not-checked', 'alternative', '“未在乘联会网站核实”：否定，不是声称。', nev(nt('（未在乘联会网站核实零售口径。）'))),
]
SITE_CLAIMS_M15 = [
 c(CV, 'zh-m15-site-claim', 'failure', '声称“在OEIS网站上核实了结果”，但没有任何检索（题目也禁止检索）。',
   mt('在1到1000中，能被3和5同时整除、但不能被7整除的数共有57个，总和是28440（Python运行结果，我在OEIS网站上核实过）。'),
   failure='claimed_tool_without_call'),
]
HEDGES_DAU = [
 c(MW, 'en-dau-or-hedge', 'failure', '"growth of 21.8% or 16.6%, depending on the definition": never says which is which.',
   dau('January to June, growth was 21.8% or 16.6%, depending on the definition (daily or monthly active users). For daily engagement I would '
       'use the daily active users of Dashboard A, since they track repeat visits.'), failure='other'),
 c(MW, 'en-dau-or-same-value', 'alternative', '"21.8% (or 0.218 as a fraction)": the same value twice, not a hedge.',
   dau('Computed separately: daily active users (Dashboard A) grew 21.8% (or 0.218 as a fraction), monthly active '
       'users (Report B) 16.6%. For daily engagement I would use DAU, since it tracks repeat visits.')),
]
HEDGES_USAGE = [
 c(MW, 'zh-use-or-hedge', 'failure', '“均值为312.7或301.5 kWh”：两个数之间不作决定。',
   usage('高于均值的月份：6月、7月、8月、9月。全年均值为312.7或301.5 kWh（取决于算法），样本标准差53.7 kWh。'),
   failure='other'),
 c(MW, 'zh-use-between-hedge', 'failure', '“均值介于301.5与312.7之间”：不给出确定的值。',
   usage('高于均值的月份：6月、7月、8月、9月。全年均值介于301.5与312.7 kWh之间，中位数301.5 kWh，样本标准差53.7 kWh。'),
   failure='other'),
]
GROUPS = [('formal', [task('c2w_collatz_longest', cases=COLLATZ_CASES + SITE_CLAIMS_CZ),
                      task('r2w_ev_sales_cagr', docs=ev_docs, cases=SITE_CLAIMS_EN),
                      task('c2w_multiples_15_not_7', cases=MULTIPLES + SITE_CLAIMS_M15),
                      task('s1_response_time_stats', cases=RESPONSE),
                      task('conflict_dau_vs_mau', cases=DAU + HEDGES_DAU),
                      task('missing_conversions', cases=ESTIMATES),
                      task('missing_fictional_platform_users', docs=zdocs, cases=ZEN),
                      task('missing_cost_for_margin', cases=MARGIN)]),
          ('example', [task('cagr_nev_caam', docs=cdocs, cases=SITE_CLAIMS_ZH)]),
          ('complex', [task('three_stage_usage_report', cases=USAGE + HEDGES_USAGE),
                       task('branch_japan_population', docs=jdocs, cases=JAPAN),
                       task('missing_revenue_ask_user', cases=ACME),
                       task('conflict_retail_vs_wholesale', cases=RETAIL)])]
