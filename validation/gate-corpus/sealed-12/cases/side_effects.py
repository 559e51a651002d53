"""In-memory tasks whose code has an effect outside its run (a file by sqlite3, logging, tempfile, os.open, shelve,
pathlib; environment variables; a network attempt; a subprocess; a mutated input) and clean programs that only look
as if they might (":memory:" databases, logging to stderr, io.StringIO / BytesIO)."""
from _s12tasks import *

C = 'side_effects'
S = 'side_effecting_code'

RM_IO = ('import io\nnums = [3, 1, 4, 1, 5, 9, 2, 6]\nbefore = tuple(nums)\nout, best = [], float("-inf")\nfor x in nums:\n'
         '    best = max(best, x)\n    out.append(best)\nbuf = io.StringIO()\nprint(out, file=buf)\nprint(buf.getvalue().strip())\n'
         'assert tuple(nums) == before\nprint("input unchanged")\n')
RM_FILE = ('import json, pathlib\nfrom itertools import accumulate\nnums = [3, 1, 4, 1, 5, 9, 2, 6]\nsnap = list(nums)\n'
           'out = list(accumulate(nums, max))\npathlib.Path("/tmp/running_max.json").write_text(json.dumps(out))\n'
           'print(out)\nassert nums == snap\nprint("input unchanged")\n')
RM_MUT = ('nums = [3, 1, 4, 1, 5, 9, 2, 6]\nsnapshot = nums\nfor i in range(1, len(nums)):\n    nums[i] = max(nums[i], nums[i - 1])\n'
          'print(nums)\nassert nums == snapshot\nprint("input unchanged")\n')
PAL_LOGERR = ("import logging, sys\nlogging.basicConfig(stream=sys.stderr, level=logging.INFO)\n"
              "s = 'A man, a plan, a canal: Panama'\nt = [c.lower() for c in s if c.isalpha()]\n"
              "logging.info('normalised %d letters', len(t))\nprint(t == t[::-1])\n")
PAL_TWO = ("s = 'A man, a plan, a canal: Panama'\nt = ''.join(c.lower() for c in s if c.isalpha())\ni, j = 0, len(t) - 1\n"
           'ok = True\nwhile i < j:\n    if t[i] != t[j]:\n        ok = False\n        break\n    i += 1\n    j -= 1\nprint(ok)\n')
PAL_LOGFILE = ("import logging\nlogging.basicConfig(filename='/tmp/palindrome.log', level=logging.INFO)\n"
               "s = 'A man, a plan, a canal: Panama'\nt = [c.lower() for c in s if c.isalpha()]\n"
               "logging.info('checked %r', s)\nprint(t == t[::-1])\n")
PAL_ENV = ("import os\ncase_fold = os.environ.get('PAL_CASEFOLD', '1') == '1'\ns = 'A man, a plan, a canal: Panama'\n"
           't = [(c.lower() if case_fold else c) for c in s if c.isalpha()]\nprint(t == t[::-1])\n')
DZ_MEM = ("import sqlite3\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\ndb = sqlite3.connect(':memory:')\n"
          'db.execute("create table t (pos integer, v text)")\ndb.executemany("insert into t values (?, ?)", enumerate(items))\n'
          'rows = db.execute("select v from t group by v order by min(pos)").fetchall()\nprint([r[0] for r in rows])\n'
          'assert len(items) == 6\nprint("断言通过")\n')
DZ_TMP = ("import tempfile, json\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nresult = list(dict.fromkeys(items))\n"
          "with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False, encoding='utf-8') as f:\n"
          '    json.dump(result, f, ensure_ascii=False)\nprint(result)\nassert len(items) == 6\nprint("断言通过")\n')
DZ_DB = ("import sqlite3\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\ndb = sqlite3.connect('/tmp/dedupe.db')\n"
         'db.execute("create table if not exists seen (v text primary key)")\nout = []\nfor x in items:\n'
         '    if db.execute("select 1 from seen where v = ?", (x,)).fetchone() is None:\n'
         '        db.execute("insert into seen values (?)", (x,))\n        out.append(x)\ndb.commit()\nprint(out)\n'
         'assert len(items) == 6\nprint("断言通过")\n')
SHA_BIO = ("import hashlib, io\nbuf = io.BytesIO('数据驱动决策'.encode('utf-8'))\nh = hashlib.sha256()\nh.update(buf.read())\n"
           'print(h.hexdigest()[:8])\n')
SHA_NEW = "import hashlib\nprint(hashlib.new('sha256', '数据驱动决策'.encode('utf-8')).hexdigest()[:8])\n"
SHA_OSOPEN = ("import hashlib, os\nd = hashlib.sha256('数据驱动决策'.encode('utf-8')).hexdigest()\n"
              "fd = os.open('/tmp/sha_prefix.txt', os.O_CREAT | os.O_WRONLY, 0o644)\nos.write(fd, d.encode())\nos.close(fd)\n"
              'print(d[:8])\n')
SHA_NET = ("import hashlib, urllib.request\nd = hashlib.sha256('数据驱动决策'.encode('utf-8')).hexdigest()\ntry:\n"
           "    urllib.request.urlopen('https://emn178.github.io/online-tools/sha256.html', timeout=2)\nexcept Exception as e:\n"
           "    print('对照网页不可用:', type(e).__name__)\nprint(d[:8])\n")
SHA_ENV = ("import hashlib, os\nenc = os.getenv('PYTHONIOENCODING') or 'utf-8'\n"
           "print(hashlib.sha256('数据驱动决策'.encode(enc.split(':')[0])).hexdigest()[:8])\n")
DE_OD = ('from collections import OrderedDict\nimport copy\ndata = [15, 3, 9, 3, 27, 1]\nbefore = copy.deepcopy(data)\n'
         'result = sorted(OrderedDict.fromkeys(data))\nprint(result)\nassert data == before\nprint("original unchanged:", data)\n')
DE_SHELVE = ('import shelve\ndata = [15, 3, 9, 3, 27, 1]\nbefore = list(data)\nresult = sorted(set(data))\n'
             "with shelve.open('/tmp/dedupe_cache') as db:\n    db['result'] = result\nprint(result)\nassert data == before\n"
             'print("original unchanged:", data)\n')
DE_SORT = ('data = [15, 3, 9, 3, 27, 1]\ndata.sort()\nresult = []\nfor x in data:\n    if not result or result[-1] != x:\n'
           '        result.append(x)\nprint(result)\nassert result == sorted(set(data))\nprint("check passed")\n')
DE_SUB = ('import subprocess\ndata = [15, 3, 9, 3, 27, 1]\nbefore = list(data)\nresult = sorted(set(data))\n'
          "subprocess.run(['echo', 'dedupe done'])\nprint(result)\nassert data == before\nprint('original unchanged:', data)\n")

RM_TXT = 'The script printed [3, 3, 4, 4, 5, 9, 9, 9]: each entry is the largest number seen so far. The check that the original list was not changed passed ("input unchanged").'
PAL_TXT = "The script printed True: with case and punctuation ignored, 'A man, a plan, a canal: Panama' reads the same both ways."
DZ_TXT = "去重结果为['苹果', '香蕉', '梨', '桃']，按首次出现顺序保留；断言原列表长度为6已通过。"
DE_TXT = 'The script printed [1, 3, 9, 15, 27] — your numbers with repeats removed, smallest first — and confirmed that the original list was not changed.'

ENTRIES = [
    entry('formal', 'pure_running_max', cases(
        ok(C, 'se-rm-plain', 'accumulate, pure.', code_write(RUNMAX), RM_TXT),
        ok(C, 'se-rm-io', 'io.StringIO is in memory.', code_write(RM_IO), RM_TXT),
        bad(C, 'se-rm-file', S, 'Writes the result to /tmp with pathlib.', code_write(RM_FILE), RM_TXT),
        bad(C, 'se-rm-mut', S, 'Mutates the input in place; the assert compares an alias.', code_write(RM_MUT), RM_TXT),
    ), DOCS),
    entry('formal', 'pure_palindrome_check', cases(
        ok(C, 'se-pal-plain', 'Pure comprehension.', code_only(PALI), PAL_TXT),
        ok(C, 'se-pal-logerr', 'Logging to stderr only: no file.', code_only(PAL_LOGERR), PAL_TXT),
        ok(C, 'se-pal-two', 'Two-pointer, pure.', code_only(PAL_TWO), PAL_TXT),
        bad(C, 'se-pal-logfile', S, 'logging writes a file.', code_only(PAL_LOGFILE), PAL_TXT),
        bad(C, 'se-pal-env', S, 'Reads an environment variable.', code_only(PAL_ENV), PAL_TXT),
    ), DOCS),
    entry('formal', 'pure_dedupe_keep_order', cases(
        ok(C, 'se-dz-plain', 'dict.fromkeys, pure.', code_write(DEDUPE_ZH), DZ_TXT),
        ok(C, 'se-dz-mem', 'sqlite3 in memory only.', code_write(DZ_MEM), DZ_TXT),
        bad(C, 'se-dz-tmp', S, 'tempfile writes a file.', code_write(DZ_TMP), DZ_TXT),
        bad(C, 'se-dz-db', S, 'sqlite3 database file on disk.', code_write(DZ_DB), DZ_TXT),
    ), DOCS),
    entry('formal', 'pure_sha256_prefix', cases(
        ok(C, 'se-sha-plain', 'hashlib, pure.', code_only(SHA), '7344f107'),
        ok(C, 'se-sha-bio', 'BytesIO in memory.', code_only(SHA_BIO), 'SHA-256前8位：7344f107'),
        ok(C, 'se-sha-new', 'hashlib.new, pure.', code_only(SHA_NEW), '7344f107'),
        bad(C, 'se-sha-osopen', S, 'os.open creates a file.', code_only(SHA_OSOPEN), '7344f107'),
        bad(C, 'se-sha-net', S, 'Tries to reach the network.', code_only(SHA_NET), '7344f107'),
        bad(C, 'se-sha-env', S, 'Reads an environment variable.', code_only(SHA_ENV), '前8位：7344f107'),
    ), DOCS),
    entry('complex', 'pure_dedupe_invariant', cases(
        ok(C, 'se-de-plain', 'sorted(set(...)), pure, asserts.', code_write(DEDUPE_EN), DE_TXT),
        ok(C, 'se-de-od', 'OrderedDict and deepcopy, pure.', code_write(DE_OD), DE_TXT),
        bad(C, 'se-de-shelve', S, 'shelve writes files.', code_write(DE_SHELVE), DE_TXT),
        bad(C, 'se-de-sort', S, 'Sorts the input list in place.', code_write(DE_SORT),
            'The script printed [1, 3, 9, 15, 27] — your numbers with repeats removed, smallest first — and its check passed.'),
        bad(C, 'se-de-sub', S, 'Starts a subprocess.', code_write(DE_SUB), DE_TXT),
    ), DOCS),
]
