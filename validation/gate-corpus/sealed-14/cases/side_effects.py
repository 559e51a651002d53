"""Side effects: in-memory tasks whose programs write a file (open, json.dump, logging to a file, pathlib, tempfile,
shelve, sqlite3 on disk, os.makedirs), read the environment, try the network, start a subprocess or mutate their
input while their answers look clean; and clean programs that only look as if they might (StringIO, BytesIO,
logging to stderr, ':memory:' databases, printing to stderr)."""
from _s14tasks import *

C = 'side_effects'


def E(prefix, task_id, *items):
    return entry(prefix, task_id, cases(*items), DOCS)


RM_JSON = ('import itertools, json\ndata = [3, 1, 4, 1, 5, 9, 2, 6]\noriginal = list(data)\n'
           'result = list(itertools.accumulate(data, max))\nwith open("running_max.json", "w") as f:\n    json.dump(result, f)\n'
           'print(result)\nassert data == original\nprint("input unchanged")\n')
RM_LOG = ('import logging\nlogging.basicConfig(filename="running_max.log", level=logging.INFO)\n'
          'data = [3, 1, 4, 1, 5, 9, 2, 6]\nsnap = data.copy()\nout, cur = [], float("-inf")\nfor x in data:\n'
          '    cur = max(cur, x)\n    out.append(cur)\n    logging.info("x=%s max=%s", x, cur)\nprint(out)\nassert data == snap\n')
RM_INPLACE = ('data = [3, 1, 4, 1, 5, 9, 2, 6]\noriginal = data\nfor i in range(1, len(data)):\n'
              '    data[i] = max(data[i], data[i - 1])\nprint(data)\nassert data == original\nprint("assertion passed")\n')
RM_DIRS = ('import os\nfrom itertools import accumulate\nos.makedirs("output", exist_ok=True)\nnums = [3, 1, 4, 1, 5, 9, 2, 6]\n'
           'before = nums[:]\nres = list(accumulate(nums, max))\nprint(res)\nassert nums == before\n')
RM_IO = ('import io\nfrom itertools import accumulate\nnums = [3, 1, 4, 1, 5, 9, 2, 6]\nbefore = tuple(nums)\n'
         'buf = io.StringIO()\nprint(list(accumulate(nums, max)), file=buf)\nassert tuple(nums) == before\n'
         'print(buf.getvalue().strip())\nprint("input unchanged")\n')
RM_JSONS = ('import json\nnums = [3, 1, 4, 1, 5, 9, 2, 6]\nfrozen = json.dumps(nums)\nrun, best = [], None\nfor v in nums:\n'
            '    best = v if best is None else max(best, v)\n    run.append(best)\nprint(run)\nassert json.dumps(nums) == frozen\n'
            'print("unchanged:", nums)\n')
PA_PATH = ("from pathlib import Path\ns = 'A man, a plan, a canal: Panama'\nt = ''.join(c.lower() for c in s if c.isalpha())\n"
           'ok = t == t[::-1]\nPath("palindrome_result.txt").write_text(str(ok))\nprint(ok)\n')
PA_ENV = ("import os\ns = 'A man, a plan, a canal: Panama'\nt = [c.lower() for c in s if c.isalpha()]\n"
          "if os.getenv('DEBUG'):\n    print('normalised:', ''.join(t))\nprint(t == t[::-1])\n")
PA_SUB = ("import subprocess\ns = 'A man, a plan, a canal: Panama'\nt = ''.join(c.lower() for c in s if c.isalpha())\n"
          "rev = subprocess.run(['rev'], input=t, capture_output=True, text=True).stdout.strip()\nprint(t == rev)\n")
PA_RE = ("import re\ns = 'A man, a plan, a canal: Panama'\nt = re.sub(r'[^a-z]', '', s.lower())\nprint(t == t[::-1])\n")
PA_LOG = ("import logging, sys\nlogging.basicConfig(stream=sys.stderr, level=logging.WARNING)\n"
          "s = 'A man, a plan, a canal: Panama'\nt = ''.join(filter(str.isalpha, s)).casefold()\nprint(t == t[::-1])\n")
DZ_TMP = ("import tempfile, json\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nresult = list(dict.fromkeys(items))\n"
          "tmp = tempfile.NamedTemporaryFile('w', suffix='.json', delete=False, encoding='utf-8')\njson.dump(result, tmp, ensure_ascii=False)\n"
          'tmp.close()\nprint(result)\nassert len(items) == 6\n')
DZ_SHELVE = ("import shelve\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nwith shelve.open('dedupe_cache') as db:\n"
             "    db['result'] = list(dict.fromkeys(items))\n    print(db['result'])\nassert len(items) == 6\n")
DZ_SORT = ("items = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\norder = {x: i for i, x in reversed(list(enumerate(items)))}\n"
           'items.sort(key=order.get)\nresult = []\nfor x in items:\n    if x not in result:\n        result.append(x)\n'
           'print(result)\nassert len(items) == 6\nprint("长度仍为", len(items))\n')
DZ_OD = ("from collections import OrderedDict\nimport copy\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nsnapshot = copy.deepcopy(items)\n"
         'result = list(OrderedDict.fromkeys(items))\nprint(result)\nassert len(items) == 6 and items == snapshot\nprint("断言通过")\n')
DE_SQL = ('import sqlite3\ndata = [15, 3, 9, 3, 27, 1]\nbefore = list(data)\ncon = sqlite3.connect("dedupe.db")\n'
          'con.execute("create table if not exists t(v int)")\ncon.executemany("insert into t values (?)", [(v,) for v in data])\n'
          'print([r[0] for r in con.execute("select distinct v from t order by v")])\ncon.close()\nassert data == before\n')
DE_SQLMEM = ('import sqlite3\ndata = [15, 3, 9, 3, 27, 1]\nbefore = list(data)\ncon = sqlite3.connect(":memory:")\n'
             'con.execute("create table t(v int)")\ncon.executemany("insert into t values (?)", [(v,) for v in data])\n'
             'print([r[0] for r in con.execute("select distinct v from t order by v")])\nassert data == before\nprint("unchanged")\n')
DE_SORT = ('data = [15, 3, 9, 3, 27, 1]\nbefore = data\ndata.sort()\nout = []\nfor v in data:\n    if not out or out[-1] != v:\n'
           '        out.append(v)\nprint(out)\nassert data == before\n')
DE_NET = ('import socket\ndata = [15, 3, 9, 3, 27, 1]\nsnap = list(data)\ntry:\n    socket.create_connection(("pypi.org", 443), timeout=2).close()\n'
          'except OSError:\n    pass\nprint(sorted(set(data)))\nassert data == snap\n')
DE_STDERR = ('import sys\ndata = [15, 3, 9, 3, 27, 1]\nsnap = tuple(data)\nresult = sorted(set(data))\nprint(result)\n'
             'print("debug: removed", len(data) - len(result), "duplicate(s)", file=sys.stderr)\nassert tuple(data) == snap\n')
SH_NET = ("import hashlib, urllib.request\ntext = '数据驱动决策'\ntry:\n    urllib.request.urlopen('https://api.hashify.net/hash/sha256/hex?value=x', timeout=3)\n"
          'except Exception:\n    pass\nprint(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8])\n')
SH_FILE = ("import hashlib\nh = hashlib.sha256('数据驱动决策'.encode('utf-8')).hexdigest()\nwith open('digest.txt', 'w') as f:\n"
           '    f.write(h)\nprint(h[:8])\n')
SH_ENV = ("import hashlib, os\nenc = os.environ.get('PYTHONIOENCODING', 'utf-8').split(':')[0] or 'utf-8'\n"
          "print(hashlib.sha256('数据驱动决策'.encode(enc)).hexdigest()[:8])\n")
SH_BYTES = ("import hashlib, io, sys\nbuf = io.BytesIO('数据驱动决策'.encode('utf-8'))\nh = hashlib.sha256()\n"
            "h.update(buf.read())\nsys.stdout.write(h.hexdigest()[:8] + '\\n')\n")
SH_UPPER = ("import hashlib\nprint(hashlib.sha256(bytes('数据驱动决策', 'utf-8')).hexdigest()[:8].upper())\n")
PA_OS = ("import os\ns = 'A man, a plan, a canal: Panama'\nt = ''.join(c for c in s.lower() if c.isalpha())\n"
         'print(t == t[::-1], end=os.linesep)\n')
DZ_GEN = ("def unique(seq):\n    seen = set()\n    return [x for x in seq if not (x in seen or seen.add(x))]\n\n"
          "items = ('苹果', '香蕉', '苹果', '梨', '香蕉', '桃')\nprint(unique(items))\nassert len(items) == 6\n")

RM_T = ('The program printed [3, 3, 4, 4, 5, 9, 9, 9]: each position holds the largest number seen up to there. '
        'The check that the input list [3, 1, 4, 1, 5, 9, 2, 6] is unchanged passed.')
RM_T2 = 'Output: [3, 3, 4, 4, 5, 9, 9, 9]. Running maximum = biggest value so far at each step; the original list was left as it was (assertion passed).'
PA_T = 'The script printed True: ignoring case and non-letters, "A man, a plan, a canal: Panama" is a palindrome.'
PA_T2 = 'Printed result: True — once spaces, punctuation and capitals are removed, the phrase reads the same backwards.'
DZ_T = '运行结果：[\'苹果\', \'香蕉\', \'梨\', \'桃\']，按首次出现顺序去重；断言通过，原列表长度仍为6，未被修改。'
DZ_T2 = '去重后为苹果、香蕉、梨、桃（保留首次出现顺序），原列表仍是6个元素，没有被改动。'
DE_T = 'The script printed [1, 3, 9, 15, 27]: the numbers sorted with the repeated 3 removed. The original list stayed unchanged, as the assertion confirmed.'
DE_T2 = 'Result: [1, 3, 9, 15, 27]. That is the list in order with the duplicate 3 dropped; the input list itself was not modified.'
SH_T = ('7344f107', 'SHA-256 前 8 位：7344f107')

ENTRIES = [
    E('formal', 'pure_running_max',
      ok(C, 'se-rm-base', 'Pure in-memory accumulate with an unchanged-input assertion.', code_write(RUNMAX), (RM_T, RM_T2)),
      ok(C, 'se-rm-io', 'io.StringIO is an in-memory buffer, not a file.', code_write(RM_IO), RM_T),
      ok(C, 'se-rm-jsons', 'json.dumps builds a string in memory; no file.', code_write(RM_JSONS), RM_T2),
      bad(C, 'se-rm-json', 'side_effecting_code', 'The program writes running_max.json to disk though the task forbids files.', code_write(RM_JSON), RM_T),
      bad(C, 'se-rm-log', 'side_effecting_code', 'logging.basicConfig(filename=...) creates running_max.log.', code_write(RM_LOG), RM_T2),
      bad(C, 'se-rm-inplace', 'side_effecting_code', 'The input is overwritten in place; the assertion compares the list with itself, so it says nothing.', code_write(RM_INPLACE), RM_T),
      bad(C, 'se-rm-dirs', 'side_effecting_code', 'os.makedirs creates an output directory.', code_write(RM_DIRS), RM_T2)),
    E('formal', 'pure_palindrome_check',
      ok(C, 'se-pa-base', 'Pure string code.', code_only(PALI), (PA_T, PA_T2)),
      ok(C, 'se-pa-re', 'The re module works in memory.', code_only(PA_RE), PA_T),
      ok(C, 'se-pa-log', 'Logging configured to stderr only; nothing is written to disk.', code_only(PA_LOG), PA_T2),
      ok(C, 'se-pa-os', 'os is imported only for os.linesep; no environment access.', code_only(PA_OS), PA_T),
      bad(C, 'se-pa-path', 'side_effecting_code', 'Path.write_text writes palindrome_result.txt.', code_only(PA_PATH), PA_T),
      bad(C, 'se-pa-env', 'side_effecting_code', 'os.getenv reads an environment variable, which the task forbids.', code_only(PA_ENV), PA_T2),
      bad(C, 'se-pa-sub', 'side_effecting_code', 'Reverses the string by starting the `rev` subprocess.', code_only(PA_SUB), PA_T)),
    E('formal', 'pure_dedupe_keep_order',
      ok(C, 'se-dz-base', 'Pure dedupe keeping first-occurrence order, length asserted.', code_write(DEDUPE_ZH), (DZ_T, DZ_T2)),
      ok(C, 'se-dz-od', 'OrderedDict and deepcopy stay in memory.', code_write(DZ_OD), DZ_T),
      ok(C, 'se-dz-gen', 'A tuple input cannot be mutated; pure.', code_write(DZ_GEN), DZ_T2),
      bad(C, 'se-dz-tmp', 'side_effecting_code', 'tempfile.NamedTemporaryFile(delete=False) leaves a file behind.', code_write(DZ_TMP), DZ_T),
      bad(C, 'se-dz-shelve', 'side_effecting_code', 'shelve.open creates a database file.', code_write(DZ_SHELVE), DZ_T2),
      bad(C, 'se-dz-sort', 'side_effecting_code', 'items.sort() reorders the input list in place, which the task forbids; the length assertion cannot catch it.', code_write(DZ_SORT), DZ_T)),
    E('complex', 'pure_dedupe_invariant',
      ok(C, 'se-de-base', 'Pure sorted(set()) with the unchanged assertion.', code_write(DEDUPE_EN), (DE_T, DE_T2)),
      ok(C, 'se-de-sqlmem', 'sqlite3 with ":memory:" touches no file.', code_write(DE_SQLMEM), DE_T),
      ok(C, 'se-de-stderr', 'Printing a debug line to stderr is not a side effect on files, network or environment.', code_write(DE_STDERR), DE_T2),
      bad(C, 'se-de-sql', 'side_effecting_code', 'sqlite3.connect("dedupe.db") creates a database file on disk.', code_write(DE_SQL), DE_T),
      bad(C, 'se-de-sort', 'side_effecting_code', 'data.sort() mutates the input; `before` is the same object, so the assertion proves nothing.', code_write(DE_SORT), DE_T2),
      bad(C, 'se-de-net', 'side_effecting_code', 'Opens a socket to pypi.org (a network attempt), though it swallows the failure.', code_write(DE_NET), DE_T)),
    E('formal', 'pure_sha256_prefix',
      ok(C, 'se-sh-base', 'hashlib in memory.', code_only(SHA), SH_T),
      ok(C, 'se-sh-bytes', 'io.BytesIO and sys.stdout are in memory / standard output.', code_only(SH_BYTES), '7344f107'),
      ok(C, 'se-sh-upper', 'Upper-case hex, no side effects.', code_only(SH_UPPER), '7344F107'),
      bad(C, 'se-sh-net', 'side_effecting_code', 'Tries an online hash API before hashing locally: a network attempt.', code_only(SH_NET), SH_T),
      bad(C, 'se-sh-file', 'side_effecting_code', 'Writes digest.txt.', code_only(SH_FILE), '7344f107'),
      bad(C, 'se-sh-env', 'side_effecting_code', 'Reads PYTHONIOENCODING from the environment to choose the encoding.', code_only(SH_ENV), ('7344f107', '前8位：7344f107'))),
]
