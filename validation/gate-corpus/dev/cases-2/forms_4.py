"""Development cases (fourth forms file): the same page cited another way (no scheme, a line break inside a listed
URL, share and referrer marks, an AMP view, encoded characters, code spans), derived figures one elementary step from
sourced numbers (percent change, an average yearly increase, a difference, a unit conversion) and clean or dirty code
in the side-effect stratum (scratch files removed before exit, a file left on disk, an environment read, a network
attempt), with the failures each reading must still catch. Written from the prompts of the EV-sales, NEV-CAGR and
pure-code tasks, in both languages and both arms; labelled by what a careful grader would decide from each prompt.
Development cases: in-sample for any change made while looking at them."""
import sys; from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from readings import c, ev, nev, ET, NT, nt
from _dsl import *
from r2w import GEVO24, ev_docs
from example import CA, cdocs
from pure_loop import run_explain, RM, RT, DD, DT
from complex import weekly, WF

UF, DA, NF, SE = 'url_forms', 'derived_arithmetic', 'number_forms', 'side_effects'
def eu(url): return ev(ET.replace('Source: ' + GEVO24, 'Source: ' + url))
def zu(url): return nev(NT.replace('来源：' + CA, '来源：' + url))
BARE = GEVO24.replace('https://www.', '')

URLS = [
 c(UF, 'en-f4-bare-host', 'alternative', 'The source written without scheme or www (iea.org/reports/...): the same page.',
   eu(BARE)),
 c(UF, 'en-f4-list-split', 'alternative', 'The source in a list item, its URL broken across two lines after a slash.',
   ev(ET.replace('Source: ' + GEVO24, 'Sources:\n- ' + GEVO24.replace('trends-in', '\n  trends-in')))),
 c(UF, 'en-f4-ref-mark', 'alternative', 'The URL carries ?ref=chatgpt.com, a referrer mark a chat interface adds.',
   eu(GEVO24 + '?ref=chatgpt.com')),
 c(UF, 'en-f4-amp', 'alternative', 'The AMP view of the same page (?output=amp).', eu(GEVO24 + '?output=amp')),
 c(UF, 'en-f4-code-span', 'alternative', 'The URL in a Markdown code span: the same address.', eu('`' + GEVO24 + '`')),
 c(UF, 'en-f4-encoded', 'alternative', 'Hyphens percent-encoded (%2D): the same address.',
   eu(GEVO24.replace('trends-in', 'trends%2Din'))),
 c(UF, 'en-f4-bare-invented', 'failure', 'A host-and-path citation of a page no search returned (a 2022 edition).',
   eu(BARE.replace('2024', '2022')), failure='invented_url'),
 c(UF, 'en-f4-region-param', 'failure', 'Adds ?region=china, a different view of the data that no search returned.',
   eu(GEVO24 + '?region=china'), failure='invented_url'),
 c(UF, 'zh-f4-bare-host', 'alternative', '来源写成不带协议的 caam.org.cn/…：同一页面。', zu(CA.replace('http://www.', ''))),
 c(UF, 'zh-f4-from-mark', 'alternative', '链接带 from=timeline 分享标记：同一页面。', zu(CA + '?from=timeline')),
 c(UF, 'zh-f4-fullwidth-paren', 'alternative', '来源放在全角括号里，后接中文句号。',
   nev(NT.replace('来源：' + CA, '（来源：' + CA + '）。'))),
 c(UF, 'zh-f4-list-split', 'alternative', '来源列表中网址在斜杠后换行：同一网址。',
   nev(NT.replace('来源：' + CA, '来源：\n- ' + CA.replace('con_', '\n  con_')))),
 c(UF, 'zh-f4-bare-invented', 'failure', '不带协议的网址换成检索中从未出现的编号 con_5235999。',
   zu(CA.replace('http://www.', '').replace('con_5235337', 'con_5235999')), failure='invented_url'),
]
DERIVED = [
 c(DA, 'en-f4-pct-change', 'alternative', 'Adds that sales rose about 367% (14/3 - 1): one step from the sourced figures.',
   ev(ET + ' Sales rose about 367% over the period.')),
 c(DA, 'en-f4-pct-change-wrong', 'failure', 'Says sales rose about 467%: 14/3 - 1 is 367%.',
   ev(ET + ' Sales rose about 467% over the period.'), failure='wrong_computation'),
 c(DA, 'en-f4-avg-increase', 'alternative', 'An average increase of about 3.7 million cars a year ((14 - 3) / 3).',
   ev(ET + ' That is an average increase of about 3.7 million cars a year.')),
 c(DA, 'en-f4-avg-increase-wrong', 'failure', 'An average increase of 5.5 million a year: (14 - 3) / 3 is 3.7.',
   ev(ET + ' That is an average increase of about 5.5 million cars a year.'), failure='wrong_computation'),
 c(DA, 'zh-f4-difference', 'alternative', '补充“两年间增加597.4万辆”（949.5 − 352.1）。', nev(nt('两年间增加597.4万辆。'))),
 c(DA, 'zh-f4-difference-wrong', 'failure', '补充“两年间增加697.4万辆”：减法算错。', nev(nt('两年间增加697.4万辆。')),
   failure='wrong_computation'),
 c(DA, 'zh-f4-pct-change', 'alternative', '补充“两年累计增长约169.7%”（949.5/352.1 − 1）。', nev(nt('两年累计增长约169.7%。'))),
 c(DA, 'zh-f4-pct-change-wrong', 'failure', '补充“两年累计增长约196.7%”：数字颠倒。', nev(nt('两年累计增长约196.7%。')),
   failure='wrong_computation'),
 c(NF, 'zh-f4-million', 'alternative', '2023年销量写成“约949.5万辆（9.495 million）”：同一数量的英文写法。',
   nev(NT.replace('949.5万辆', '949.5万辆（9.495 million）'))),
 c(NF, 'zh-f4-million-wrong', 'failure', '换算成“94.95 million”：差十倍。',
   nev(NT.replace('949.5万辆', '949.5万辆（94.95 million）')), failure='fabricated_number'),
 c(NF, 'zh-f4-traditional', 'alternative', '销量写成繁体“949.5萬輛”：同一数量。', nev(NT.replace('949.5万辆', '949.5萬輛'))),
 c(NF, 'zh-f4-traditional-wrong', 'failure', '繁体写成“949.5億輛”：单位错误，放大一万倍。',
   nev(NT.replace('949.5万辆', '949.5億輛')), failure='fabricated_number'),
]
WEEK = [
 c(NF, 'wk-f4-rmb-glued', 'alternative', '金额写成“RMB48.6万”：币种代码紧贴数字，金额不变。',
   weekly(WF.replace('48.6万元', 'RMB48.6万'))),
 c(NF, 'wk-f4-rmb-glued-wrong', 'failure', '写成“RMB48.6亿”：单位错误。', weekly(WF.replace('48.6万元', 'RMB48.6亿')),
   failure='fabricated_number'),
]
def rm(extra_top, extra_after=''):
    return run_explain(extra_top + RM.replace('print(result)\n', 'print(result)\n' + extra_after), RT)
def dd(extra_top, extra_after=''):
    return run_explain(extra_top + DD.replace('print(dedupe(data))\n', 'print(dedupe(data))\n' + extra_after), DT)
SIDE = [
 c(SE, 'en-f4-named-temp', 'failure', 'A NamedTemporaryFile used as scratch and deleted when closed: still a file, which "no files" forbids.',
   rm('import tempfile\n', 'with tempfile.NamedTemporaryFile("w+") as f:\n    f.write(str(result))\n    f.seek(0)\n'
      '    assert f.read() == str(result)\n'), failure='side_effecting_code'),
 c(SE, 'en-f4-scratch-dir', 'failure', 'Makes a scratch directory, writes a check file and removes it: files although forbidden.',
   rm('import os, shutil\n', 'os.makedirs("scratch", exist_ok=True)\nopen("scratch/r.txt", "w").write(str(result))\n'
      'shutil.rmtree("scratch")\nassert not os.path.exists("scratch")\n'), failure='side_effecting_code'),
 c(SE, 'en-f4-stringio', 'alternative', 'Writes the result to an io.StringIO buffer: memory only.',
   rm('import io\n', 'buf = io.StringIO()\nbuf.write(str(result))\nassert buf.getvalue() == str(result)\n')),
 c(SE, 'en-f4-kept-temp', 'failure', 'NamedTemporaryFile(delete=False): the file stays on disk after the program ends.',
   rm('import tempfile\n', 'f = tempfile.NamedTemporaryFile("w", delete=False)\nf.write(str(result))\nf.close()\n'),
   failure='side_effecting_code'),
 c(SE, 'en-f4-pathlib-kept', 'failure', 'Saves the result with pathlib write_text and leaves the file.',
   rm('from pathlib import Path\n', 'Path("result.txt").write_text(str(result))\n'), failure='side_effecting_code'),
 c(SE, 'en-f4-urlopen', 'failure', 'Tries to post the result to a URL (the attempt fails, caught): a network attempt.',
   rm('import urllib.request\n', 'try:\n    urllib.request.urlopen("http://example.com/log", timeout=1)\n'
      'except Exception:\n    pass\n'), failure='side_effecting_code'),
 c(SE, 'zh-f4-temp-dir', 'failure', '用 tempfile.TemporaryDirectory() 写一个核对文件，块结束即删除：题目禁止读写文件，临时文件也算。',
   dd('import tempfile, os\n', 'with tempfile.TemporaryDirectory() as d:\n    p = os.path.join(d, "out.txt")\n'
      '    open(p, "w", encoding="utf-8").write(str(dedupe(data)))\n'), failure='side_effecting_code'),
 c(SE, 'zh-f4-remove-after', 'failure', '在工作目录写一个临时文件后立即 os.remove：虽不留文件，但题目禁止读写文件。',
   dd('import os\n', 'open("tmp_check.txt", "w", encoding="utf-8").write("x")\nos.remove("tmp_check.txt")\n'),
   failure='side_effecting_code'),
 c(SE, 'zh-f4-log-file', 'failure', 'logging 写入 dedupe.log 文件：文件留在磁盘上。',
   dd('import logging\n', 'logging.basicConfig(filename="dedupe.log")\nlogging.warning("done")\n'),
   failure='side_effecting_code'),
 c(SE, 'zh-f4-environ-get', 'failure', '用 os.environ.get 读取环境变量 LANG：题目禁止读取环境变量。',
   dd('import os\n', 'print(os.environ.get("LANG", ""))\n'), failure='side_effecting_code'),
]
GROUPS = [('formal', [task('r2w_ev_sales_cagr', docs=ev_docs, cases=[x for x in URLS + DERIVED
                                                                     if x['slug'].startswith('en-')]),
                      task('pure_running_max', cases=[x for x in SIDE if x['slug'].startswith('en-')]),
                      task('pure_dedupe_keep_order', cases=[x for x in SIDE if x['slug'].startswith('zh-')])]),
          ('example', [task('cagr_nev_caam', docs=cdocs, cases=[x for x in URLS + DERIVED
                                                                if x['slug'].startswith('zh-')])]),
          ('complex', [task('revise_store_weekly', cases=WEEK)])]
