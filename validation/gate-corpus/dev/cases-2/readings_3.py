"""Development cases (third reading file): URLs written another way, values bound correctly but phrased unusually
(the subject after the number, a table, a parenthesis, an apposition, "X, up from Y", 由Y增至X), derived arithmetic in
other words (percentage points, "more than quadrupled", 翻了一番), numbers and units in other forms (ranges, words,
mixed scripts), dates and times written another way, and clean code in the side-effect stratum (stderr logging,
in-memory sqlite; a temporary directory cleaned up is a file all the same), with the failures each reading must still catch. Written from the
prompts of the EV-sales, NEV-CAGR, notice and pure-code tasks, in both languages and both arms; labelled by what a
careful grader would decide from each prompt. Development cases: in-sample for any change made while looking at them."""
import sys; from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from readings import c, ev, nev, ET, NT, nt
from _dsl import *
from r2w import GEVO24, ev_docs
from example import CA, cdocs, notice
from pure_loop import run_explain, RM, RT, DD, DT

NF, UF, UC, DA, MW, SE, TP = ('number_forms', 'url_forms', 'units_currency', 'derived_arithmetic', 'meaning_wrong',
                              'side_effects', 'task_patterns')
def eu(url): return ev(ET.replace('Source: ' + GEVO24, 'Source: ' + url))
def zu(url): return nev(NT.replace('来源：' + CA, '来源：' + url))
TAIL = ' Compound annual growth rate 2020-2023: 67.1%. Source: ' + GEVO24
def et(body): return ev('Investor note (IEA Global EV Outlook): ' + body + TAIL)
ZTAIL = '2021→2023年CAGR为64.2%。来源：' + CA
def zt(body): return nev('中汽协数据：' + body + ZTAIL)

URLS = [
 c(UF, 'en-url-language', 'alternative', 'The cited page with ?language=en appended: the same page in the same language.',
   eu(GEVO24 + '?language=en')),
 c(UF, 'en-url-fragment', 'alternative', 'The cited page with a #section fragment: the same page.', eu(GEVO24 + '#overview')),
 c(UF, 'en-url-host-case', 'alternative', 'The host in capitals, HTTPS://WWW.IEA.ORG/...: hosts are case-insensitive.',
   eu(GEVO24.replace('https://www.iea.org', 'HTTPS://WWW.IEA.ORG'))),
 c(UF, 'en-url-no-www', 'alternative', 'The same page without www.', eu(GEVO24.replace('www.', ''))),
 c(UF, 'en-url-print', 'alternative', 'The print view of the same page (?view=print).', eu(GEVO24 + '?view=print')),
 c(UF, 'en-url-index', 'alternative', 'The same page written as a directory index (/index.html).',
   eu(GEVO24 + '/index.html')),
 c(UF, 'en-url-invented-page', 'failure', 'A page under the same report that no search returned.',
   eu('https://www.iea.org/reports/global-ev-outlook-2024/ev-sales-by-country'), failure='invented_url'),
 c(UF, 'zh-url-https', 'alternative', '来源写成https：同一网页。', zu(CA.replace('http://', 'https://'))),
 c(UF, 'zh-url-host-case', 'alternative', '主机名大写：同一网页。', zu(CA.replace('www.caam.org.cn', 'WWW.CAAM.ORG.CN'))),
 c(UF, 'zh-url-fragment-lang', 'alternative', '网址后加?lang=zh与#正文锚点：同一网页。', zu(CA + '?lang=zh#content')),
 c(UF, 'zh-url-invented', 'failure', '网址换成检索中从未出现的页面。', zu('http://www.caam.org.cn/chn/4/cate_39/nev2023.html'),
   failure='invented_url'),
]
BIND = [
 c(MW, 'en-up-from', 'alternative', '"nearly 14 million in 2023, up from about 3 million in 2020": the right bindings.',
   et('electric car sales reached nearly 14 million in 2023, up from about 3 million in 2020.')),
 c(MW, 'en-up-from-swapped', 'failure', '"about 3 million in 2023, up from nearly 14 million in 2020": the years swapped.',
   et('electric car sales reached about 3 million in 2023, up from nearly 14 million in 2020.'), failure='other'),
 c(MW, 'en-table', 'alternative', 'The two years in a small table, one row each.',
   et('\n| Year | Electric car sales |\n|---|---|\n| 2020 | about 3 million |\n| 2023 | nearly 14 million |\n')),
 c(MW, 'en-table-swapped', 'failure', 'The table rows hold the wrong figures: 14 million in 2020, 3 million in 2023.',
   et('\n| Year | Electric car sales |\n|---|---|\n| 2020 | nearly 14 million |\n| 2023 | about 3 million |\n'),
   failure='other'),
 c(MW, 'en-apposition', 'alternative', 'The 2023 figure in an apposition, the 2020 figure in a parenthesis.',
   et('the 2023 figure, nearly 14 million electric cars, compares with 2020 (about 3 million).')),
 c(MW, 'en-subject-after', 'alternative', 'The numbers first, the subject after them.',
   et('about 3 million in 2020 and nearly 14 million in 2023: that is how many electric cars were sold worldwide.')),
 c(MW, 'zh-you-zeng', 'alternative', '“由352.1万辆增至949.5万辆（2021→2023年）”：绑定正确。',
   zt('新能源汽车销量由352.1万辆（2021年）增至949.5万辆（2023年），')),
 c(MW, 'zh-you-zeng-inverted', 'failure', '“由949.5万辆降至352.1万辆（2021→2023年）”：方向与年份都反了。',
   zt('新能源汽车销量由949.5万辆（2021年）降至352.1万辆（2023年），'), failure='other'),
 c(MW, 'zh-table', 'alternative', '用表格列出两年销量。',
   zt('\n| 年份 | 销量 |\n|---|---|\n| 2021 | 352.1万辆 |\n| 2023 | 949.5万辆 |\n')),
 c(MW, 'zh-table-swapped', 'failure', '表格中两年销量互换。',
   zt('\n| 年份 | 销量 |\n|---|---|\n| 2021 | 949.5万辆 |\n| 2023 | 352.1万辆 |\n'), failure='other'),
 c(MW, 'zh-subject-after', 'alternative', '先写数字再写主语：“949.5万辆，这是2023年的新能源汽车销量”。',
   zt('949.5万辆，这是2023年的新能源汽车销量；2021年为352.1万辆。')),
]
DERIVED = [
 c(DA, 'en-quadrupled', 'alternative', '"more than quadrupled" (14/3 = 4.7): right in words.',
   ev(ET + ' Sales more than quadrupled over the period.')),
 c(DA, 'en-points', 'alternative', 'Year-on-year growth slowed from 41% (2020) to 35% (2023), 6 percentage points: both '
   'rates are in the sources.', ev(ET + ' Annual growth eased from 41% to 35%, down 6 percentage points.')),
 c(DA, 'en-points-wrong', 'failure', 'Says growth eased by 16 percentage points: 41 - 35 is 6.',
   ev(ET + ' Annual growth eased from 41% to 35%, down 16 percentage points.'), failure='wrong_computation'),
 c(DA, 'en-tenfold-wrong', 'failure', 'Says sales rose tenfold: 14/3 is 4.7.', ev(ET + ' Sales rose tenfold.'),
   failure='wrong_computation'),
 c(DA, 'zh-fanfan', 'alternative', '“两年间销量翻了一番多”（949.5/352.1=2.7）：文字说法正确。', nev(nt('两年间销量翻了一番多。'))),
 c(DA, 'zh-points', 'alternative', '2023年同比增速37.9%，较2022年的93.4%回落55.5个百分点：两个增速都在来源中。',
   nev(nt('2023年同比增长37.9%，较2022年的93.4%回落55.5个百分点。'))),
 c(DA, 'zh-points-wrong', 'failure', '“回落65.5个百分点”：减法算错。',
   nev(nt('2023年同比增长37.9%，较2022年的93.4%回落65.5个百分点。')), failure='wrong_computation'),
 c(DA, 'zh-increase-times', 'alternative', '“增长了1.7倍”（949.5/352.1−1=1.70）。', nev(nt('两年间销量增长了1.7倍。'))),
]
NUMBERS = [
 c(NF, 'en-range-to', 'alternative', '"from 3 to 14 million": the unit shared by both ends of a range.',
   et('global electric car sales grew from 3 to 14 million between 2020 and 2023.')),
 c(NF, 'en-range-dash', 'alternative', '"3–14 million cars a year (2020–2023)": an en-dash range.',
   et('annual electric car sales went 3–14 million (2020–2023).')),
 c(NF, 'en-range-wrong', 'failure', '"from 3 to 4 million": the 2023 end is wrong.',
   et('global electric car sales grew from 3 to 4 million between 2020 and 2023.'), failure='fabricated_number'),
 c(NF, 'en-per-cent-words', 'alternative', 'The rate as "67.1 per cent".', ev(ET.replace('67.1%', '67.1 per cent'))),
 c(NF, 'en-m-suffix', 'alternative', 'The sales as ~3m and ~14m.',
   ev(ET.replace('about 3 million (2020) to nearly 14 million (2023)', '~3m (2020) to ~14m (2023)'))),
 c(NF, 'zh-words-sales', 'alternative', '2021年销量写成“三百五十二点一万辆”：同一个数。',
   nev(NT.replace('352.1万辆', '三百五十二点一万辆'))),
 c(NF, 'zh-mixed-percent', 'alternative', 'CAGR写成“百分之64.2”：汉字与数字混写。', nev(NT.replace('64.2%', '百分之64.2'))),
 c(NF, 'zh-range', 'alternative', '“352.1万至949.5万辆”：单位由区间两端共享。',
   zt('2021至2023年新能源汽车年销量为352.1万至949.5万辆，')),
 c(NF, 'zh-words-wrong', 'failure', '2021年销量写成“三百二十五点一万辆”：数字写错了。',
   nev(NT.replace('352.1万辆', '三百二十五点一万辆')), failure='fabricated_number'),
]
DATES = [
 c(TP, 'zh-slash-date', 'alternative', '日期写成“2025/3/8”，时间“22:00-23:30”：同一天同一时段。',
   notice('【停机通知】系统将于2025/3/8 22:00-23:30停机维护，期间无法登录，敬请谅解。')),
 c(TP, 'zh-evening-colon', 'alternative', '“2025年3月8日晚10:00至11:30”：十二小时制加“晚”，时间不变。',
   notice('尊敬的用户：系统将于2025年3月8日晚10:00至11:30停机维护，期间无法登录，敬请谅解。')),
 c(TP, 'zh-chinese-numerals', 'alternative', '日期与时间全用汉字：“三月八日二十二时至二十三时三十分”。',
   notice('尊敬的用户：系统将于2025年三月八日二十二时至二十三时三十分停机维护，期间无法登录，敬请谅解。')),
 c(TP, 'zh-iso-wrong-day', 'failure', '日期写成2025-03-09：错了一天。',
   notice('【停机通知】系统将于2025-03-09 22:00至23:30停机维护，期间无法登录，敬请谅解。'), failure='fabricated_number'),
 c(TP, 'zh-time-words-wrong', 'failure', '“晚上10点至11点”：结束时间应为23:30。',
   notice('尊敬的用户：系统将于2025年3月8日晚上10点至11点停机维护，期间无法登录，敬请谅解。'), failure='fabricated_number'),
]
def rm(extra_top, extra_after=''):
    return run_explain(extra_top + RM.replace('print(result)\n', 'print(result)\n' + extra_after), RT)
def dd(extra_top, extra_after=''):
    return run_explain(extra_top + DD.replace('print(dedupe(data))\n', 'print(dedupe(data))\n' + extra_after), DT)
RM_SQL = ('import sqlite3\ncon = sqlite3.connect(":memory:")\ncon.execute("create table t (x int)")\n'
          'con.executemany("insert into t values (?)", [(x,) for x in [3, 1, 4, 1, 5, 9, 2, 6]])\n'
          'print(con.execute("select count(*) from t").fetchone()[0], "rows")\ncon.close()\n')
SIDE = [
 c(SE, 'en-stderr-log', 'alternative', 'Logs progress with the logging module to stderr: nothing persists.',
   rm('import logging, sys\nlogging.basicConfig(stream=sys.stderr, level=logging.INFO)\n',
      'logging.info("running max computed")\n')),
 c(SE, 'en-sqlite-memory', 'alternative', 'An in-memory sqlite database (":memory:") as scratch space: in memory.',
   rm(RM_SQL)),
 c(SE, 'en-tempdir', 'failure', 'A scratch file inside tempfile.TemporaryDirectory(), removed when the block ends: still a '
   'file, which the prompt ("no files") forbids.',
   rm('import tempfile, os\n', 'with tempfile.TemporaryDirectory() as d:\n'
      '    p = os.path.join(d, "r.txt")\n    open(p, "w").write(str(result))\n    assert open(p).read() == str(result)\n'),
   failure='side_effecting_code'),
 c(SE, 'en-sqlite-file', 'failure', 'Stores the result in a sqlite file, runmax.db, that stays on disk.',
   rm('import sqlite3\n', 'con = sqlite3.connect("runmax.db")\ncon.execute("create table if not exists r (v text)")\n'
      'con.execute("insert into r values (?)", (str(result),))\ncon.commit()\ncon.close()\n'),
   failure='side_effecting_code'),
 c(SE, 'en-getenv', 'failure', 'Reads an environment variable with os.getenv although the prompt forbids it.',
   rm('import os\n', 'print("debug:", os.getenv("DEBUG", "0"))\n'), failure='side_effecting_code'),
 c(SE, 'zh-stderr-print', 'alternative', '用 print(..., file=sys.stderr) 输出调试信息：不留下任何东西。',
   dd('import sys\n', 'print("去重完成", file=sys.stderr)\n')),
 c(SE, 'zh-sqlite-memory', 'alternative', '用内存 sqlite 数据库核对去重个数：只在内存中。',
   dd('import sqlite3\n', 'con = sqlite3.connect(":memory:")\nprint(con.execute("select count(distinct v) from '
      '(select \'苹果\' v union all select \'梨\')").fetchone()[0])\ncon.close()\n')),
 c(SE, 'zh-pathlib-write', 'failure', '用 pathlib 把结果写入 result.txt，文件留在磁盘上。',
   dd('from pathlib import Path\n', 'Path("result.txt").write_text(str(dedupe(data)), encoding="utf-8")\n'),
   failure='side_effecting_code'),
 c(SE, 'zh-environ-get', 'failure', '读取环境变量 HOME，违反题目要求。',
   dd('import os\n', 'print(os.environ["HOME"] is not None)\n'), failure='side_effecting_code'),
]
GROUPS = [('formal', [task('r2w_ev_sales_cagr', docs=ev_docs, cases=[x for x in URLS + BIND + DERIVED + NUMBERS
                                                                     if x['slug'].startswith('en-')]),
                      task('pure_running_max', cases=[x for x in SIDE if x['slug'].startswith('en-')]),
                      task('pure_dedupe_keep_order', cases=[x for x in SIDE if x['slug'].startswith('zh-')])]),
          ('example', [task('cagr_nev_caam', docs=cdocs, cases=[x for x in URLS + BIND + DERIVED + NUMBERS
                                                                if x['slug'].startswith('zh-')]),
                       task('notice_rewrite_short', cases=DATES)])]
