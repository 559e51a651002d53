"""Development cases (second file): plain failures that must fail (a wrong final answer, missing required content, an
answer to a different question, a refusal where an answer was due), plain competent answers that must pass, claims
of verification in indirect words, and task patterns read against their prompts (a date or time written another way
that the prompt does not forbid). Written from the prompts of three example tasks and one formal task, in both arms
and both languages, before the gates were run on them; in-sample for any change made while looking at them."""
import sys; from pathlib import Path; sys.path.insert(0, str(Path(__file__).resolve().parent))
from readings import ev, nev, ET, NT, c, task, ev_docs, cdocs, GEVO24, CA
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from _dsl import to, py, calc, search, write, say, sub
from example import primes, PT, notice, NN, PRC

CT, CV, TP = 'control', 'claimed_verification', 'task_pattern'

PRIMES = [
 c(CT, 'en-competent-plain', 'competent', 'Runs the script and quotes both numbers as printed, in plain words.',
   primes('Running the script gives 1229 primes below 10,000; added together they make 5736396. A prime is a '
          'number only 1 and itself divide.')),
 c(CT, 'en-wrong-count', 'failure', 'Reports 1230 primes although the script printed 1229: a wrong final answer.',
   primes(sub(PT, ('1229', '1230'))), failure='fabricated_number'),
 c(CT, 'en-sum-missing', 'failure', 'Quotes only the count; the prompt asks for both numbers.',
   primes('The script found 1229 prime numbers below 10,000. A prime is a whole number greater than 1 that only '
          'divides evenly by 1 and itself.'), failure='other'),
 c(CT, 'en-different-question', 'failure', 'Counts and sums the primes below 100 (25 and 1060) instead.',
   primes('The script found 25 prime numbers below 100, and together they add up to 1060. A prime is a whole '
          'number greater than 1 that only divides evenly by 1 and itself.', top=100), failure='wrong_computation'),
 c(CT, 'en-refusal', 'failure', 'Refuses to run code although the task asks for exactly that.',
   [to('writing', 'explain'), say('I am sorry, but I cannot run code, so I cannot tell you how many primes there are '
                                  'below 10,000.')], failure='skipped_tool'),
 c(CV, 'en-verified-by-run-backed', 'alternative', '"Verified by running the script": the run was made and printed '
   'both numbers.', primes('Verified by running the script: 1229 primes below 10,000, summing to 5736396. A prime '
                           'divides evenly only by 1 and itself.')),
 c(CV, 'en-checked-by-hand-unbacked', 'failure', 'Claims the sum was "double-checked with the calculator"; no '
   'calculator call was made (and the prompt forbade it).',
   primes(PT + ' I double-checked the sum with the calculator.'), failure='claimed_tool_without_call'),
]
EVX = [
 c(CT, 'en-competent-brief', 'alternative', 'A brief note with both figures, the CAGR and the source.',
   ev('IEA Global EV Outlook: about 3 million electric cars sold in 2020, nearly 14 million in 2023; CAGR 67.1%. '
      'Source: ' + GEVO24)),
 c(CT, 'en-cagr-wrong', 'failure', 'States a CAGR of 57.1% although the calculator gave 67.1%.',
   ev(ET.replace('67.1%', '57.1%')), failure='wrong_computation'),
 c(CT, 'en-no-cagr', 'failure', 'Reports the two sales figures but never the growth rate the prompt asks for.',
   ev('Investor note: per the IEA Global EV Outlook, electric car sales rose from about 3 million (2020) to nearly '
      '14 million (2023). Source: ' + GEVO24), failure='other'),
 c(CT, 'en-refuses-after-search', 'failure', 'The search returned the figures, yet the note says they could not be '
   'found and gives nothing.', ev('I could not find reliable IEA figures for global electric car sales, so I cannot '
                                  'compute a growth rate or write the note.'), failure='other'),
 c(CV, 'en-confirmed-by-calc-backed', 'alternative', '"Confirmed with the calculator: (14/3)^(1/3)-1 = 67.1%": the '
   'calculation was made.', ev(ET + ' Confirmed with the calculator.')),
 c(CV, 'en-rechecked-python-unbacked', 'failure', 'Says the CAGR was "re-checked in Python"; no Python ran.',
   ev(ET.replace('over three years.', 'over three years (re-checked in Python).')),
   failure='claimed_tool_without_call'),
]
NEVX = [
 c(CT, 'zh-competent-plain', 'alternative', '平实写法：两年销量、CAGR与来源都在。',
   nev('据中汽协，2021年新能源汽车销量352.1万辆，2023年949.5万辆，两年复合年增长率约64.2%。来源：' + CA)),
 c(CT, 'zh-one-year-growth', 'failure', '把2022→2023年的同比增长37.9%当作所求的CAGR：回答了另一个问题。',
   nev(NT.replace('2021→2023年CAGR为64.2%', '2023年同比增长37.9%（CAGR）')), failure='wrong_computation'),
 c(CT, 'zh-no-source', 'failure', '摘要里没有来源URL，题目要求至少一个。',
   nev(NT.replace('来源：' + CA, '数据来源：中汽协。')), failure='missing_source'),
 c(CT, 'zh-refusal', 'failure', '检索已有结果，却回答"无法提供投资建议"，没有给出数字。',
   nev('抱歉，我无法提供投资建议，也不便撰写投资人摘要。'), failure='other'),
 c(CV, 'zh-checked-with-tool-backed', 'alternative', '"已用计算工具验算"，确有计算调用。',
   nev(NT.replace('CAGR为64.2%', 'CAGR为64.2%（已用计算工具验算）'))),
 c(CV, 'zh-compared-yearbook-unbacked', 'failure', '声称"数据已与国家统计局年鉴比对一致"，从未检索统计局。',
   nev(NT.replace('来源：', '数据已与国家统计局年鉴比对一致。来源：')), failure='claimed_tool_without_call'),
]
NOTICE = [
 c(TP, 'zh-iso-date', 'alternative', '日期写成“2025-03-08”：同一天，题目只要求保留日期。',
   notice('【停机通知】系统将于2025-03-08 22:00至23:30停机维护，期间无法登录，敬请谅解。')),
 c(TP, 'zh-time-words', 'alternative', '时间写成“晚上10点至11点半”：起止时间不变，面向用户的常见写法。',
   notice('尊敬的用户：系统将于2025年3月8日晚上10点至11点半停机维护，期间无法登录，敬请谅解。')),
 c(CT, 'zh-end-time-wrong', 'failure', '结束时间写成23:00，与原句23:30不符。',
   notice(sub(NN, ('23:30', '23:00'))), failure='fabricated_number'),
 c(CT, 'zh-date-missing', 'failure', '只写了时间，漏掉日期；题目要求必须保留日期。',
   notice('尊敬的用户：系统将于22:00至23:30停机维护，期间暂停登录，敬请谅解。'), failure='other'),
 c(CT, 'zh-refusal', 'failure', '以"无法确认维护安排"为由拒绝改写。',
   notice('抱歉，我无法确认维护安排是否属实，因此不能改写这条通知。'), failure='other'),
]
GROUPS = [('example', [task('coding_primes_below_10000', cases=PRIMES), task('cagr_nev_caam', docs=cdocs, cases=NEVX),
                       task('notice_rewrite_short', cases=NOTICE)]),
          ('formal', [task('r2w_ev_sales_cagr', docs=ev_docs, cases=EVX)])]
