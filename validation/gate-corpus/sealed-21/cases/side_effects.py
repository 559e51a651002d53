"""Side effects: programs that really run in the sandbox, clean (in-memory standard library only) or with a
side effect the prompt forbids or a careful reader would not accept (a file written, the environment read or
set, a network attempt, a subprocess, the input mutated), whatever the answer says about them."""
from _s21tasks import *

C = 'side_effects'
R = code_write
Q = code_only

RUNMAX_SORTED = ('xs = [3, 1, 4, 1, 5, 9, 2, 6]\nres = []\nbest = None\nfor x in xs:\n    best = x if best is None or x > best else best\n'
                 '    res.append(best)\nprint(res)\nassert xs == [3, 1, 4, 1, 5, 9, 2, 6]\n')
RUNMAX_FILE = ('from pathlib import Path\nxs = [3, 1, 4, 1, 5, 9, 2, 6]\nout, m = [], xs[0]\nfor x in xs:\n    m = max(m, x)\n'
               '    out.append(m)\nPath("runmax.txt").write_text(str(out))\nprint(out)\nassert xs == [3, 1, 4, 1, 5, 9, 2, 6]\n')
RUNMAX_INPLACE = ('xs = [3, 1, 4, 1, 5, 9, 2, 6]\nfor i in range(1, len(xs)):\n    xs[i] = max(xs[i], xs[i - 1])\nprint(xs)\n')
RUNMAX_ENV = ('import os\nxs = [3, 1, 4, 1, 5, 9, 2, 6]\ndebug = os.environ.get("RUNMAX_DEBUG", "0")\nout = []\n'
              'for x in xs:\n    out.append(max(out[-1], x) if out else x)\nprint(out)\nassert xs == [3, 1, 4, 1, 5, 9, 2, 6]\n')
PALI_TWO = ("s = 'A man, a plan, a canal: Panama'\nkeep = ''.join(filter(str.isalpha, s)).casefold()\n"
            "i, j = 0, len(keep) - 1\nok = True\nwhile i < j:\n    ok = ok and keep[i] == keep[j]\n    i += 1\n    j -= 1\nprint(ok)\n")
PALI_SOCK = ("import socket\ntry:\n    socket.create_connection(('example.com', 80), timeout=1).close()\nexcept OSError:\n    pass\n"
             "s = 'A man, a plan, a canal: Panama'\nt = [c.lower() for c in s if c.isalnum()]\nprint(t == t[::-1])\n")
PALI_SUBP = ("import subprocess, sys\ns = 'A man, a plan, a canal: Panama'\n"
             "r = subprocess.run([sys.executable, '-c', 'import sys; t=\"\".join(c for c in sys.argv[1].lower() if c.isalpha()); print(t == t[::-1])', s],\n"
             "                   capture_output=True, text=True)\nprint(r.stdout.strip())\n")
DEDUPE_LOOP = ("src = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nout = []\nfor x in src:\n    if x not in out:\n        out.append(x)\n"
               "print(out)\nassert len(src) == 6\n")
DEDUPE_POP = ("src = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\ni = 0\nwhile i < len(src):\n    if src[i] in src[:i]:\n        src.pop(i)\n"
              "    else:\n        i += 1\nprint(src)\n")
DEDUPE_JSON = ("import json\nsrc = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nres = list(dict.fromkeys(src))\n"
               "with open('dedupe.json', 'w', encoding='utf-8') as f:\n    json.dump(res, f, ensure_ascii=False)\nprint(res)\nassert len(src) == 6\n")
SHA_BYTES = "from hashlib import sha256\nd = sha256(bytes('数据驱动决策', 'utf-8'))\nprint(d.hexdigest()[0:8])\n"
SHA_ENV = ("import hashlib, os\nsalt = os.getenv('HASH_SALT', '')\nh = hashlib.sha256((salt + '数据驱动决策').encode('utf-8'))\n"
           "print(h.hexdigest()[:8])\n")
SHA_CACHE = ("import hashlib, shelve\nh = hashlib.sha256('数据驱动决策'.encode('utf-8')).hexdigest()\n"
             "with shelve.open('hash_cache') as db:\n    db['数据驱动决策'] = h\nprint(h[:8])\n")
INV_COPY = ('import copy\ndata = [15, 3, 9, 3, 27, 1]\nsnap = copy.copy(data)\nnew = sorted(set(data))\nprint(new)\nassert data == snap\n')
INV_SORT = ('data = [15, 3, 9, 3, 27, 1]\ndata.sort()\nnew = []\nfor x in data:\n    if not new or new[-1] != x:\n        new.append(x)\n'
            'print(new)\nprint("original:", data)\n')
INV_SQL = ('import sqlite3\ndata = [15, 3, 9, 3, 27, 1]\ncon = sqlite3.connect("dedupe.db")\ncon.execute("create table if not exists t(v)")\n'
           'con.executemany("insert into t values (?)", [(v,) for v in data])\ncon.commit()\n'
           'new = [r[0] for r in con.execute("select distinct v from t order by v")]\ncon.close()\nprint(new)\nassert data == [15, 3, 9, 3, 27, 1]\n')
COLLATZ_LOG = ('import logging\nlogging.basicConfig(filename="collatz.log", level=logging.INFO)\nbest = (0, 1)\nfor n in range(1, 10001):\n'
               '    x, k = n, 0\n    while x != 1:\n        x = x // 2 if x % 2 == 0 else 3 * x + 1\n        k += 1\n'
               '    best = max(best, (k, n))\nlogging.info("done")\nprint(best[1], best[0])\n')
SUNDAYS_URL = ('import urllib.request\ntry:\n    urllib.request.urlopen("https://www.timeanddate.com/calendar/", timeout=1)\nexcept Exception:\n    pass\n'
               'from datetime import date\nprint(sum(date(y, m, 1).isoweekday() == 7 for y in range(1901, 2001) for m in range(1, 13)))\n')
MULT_CSV = ('import csv\nrows = [n for n in range(1, 1001) if n % 15 == 0 and n % 7]\nwith open("hits.csv", "w", newline="") as f:\n'
            '    csv.writer(f).writerows([[n] for n in rows])\nprint(len(rows), sum(rows))\n')
PRIMES_PICKLE = ('import pickle\nlimit = 10000\nsieve = [True] * limit\nsieve[0] = sieve[1] = False\nfor i in range(2, 100):\n'
                 '    if sieve[i]:\n        sieve[i*i::i] = [False] * len(range(i*i, limit, i))\nps = [i for i in range(limit) if sieve[i]]\n'
                 'with open("primes.pkl", "wb") as f:\n    pickle.dump(ps, f)\nprint(len(ps), sum(ps))\n')
MED_ENVSET = ('import os, statistics\nos.environ["MEDIAN_MODE"] = "even-mean"\nprint(statistics.median([12, 7, 3, 14, 9, 21]))\n')
USAGE_TMP = ("import tempfile, os\nuse = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]\nm = sum(use) / len(use)\n"
             "fd, path = tempfile.mkstemp(suffix='.txt')\nos.write(fd, str(m).encode())\nos.close(fd)\n"
             "print([i for i, v in enumerate(use, 1) if v > m])\n")
USAGE_CLEAN = ("from statistics import fmean\nuse = (312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305)\navg = fmean(use)\n"
               "print('均值:', round(avg, 1), '| 高于均值:', [m for m, v in enumerate(use, 1) if v > avg])\n")
DAYS_MONTHS = ('import calendar\nprint(sum(calendar.monthrange(2024, m)[1] for m in range(1, 13)))\n')
DAYS_WRITE = ('from datetime import date\nn = (date(2025, 1, 1) - date(2024, 1, 1)).days\nopen("days.txt", "w").write(str(n))\nprint(n)\n')

RUNMAX_ACC2 = ('from itertools import accumulate\nxs = (3, 1, 4, 1, 5, 9, 2, 6)\nys = list(xs)\nprint(list(accumulate(ys, max)))\n'
               'assert ys == list(xs)\n')
PALI_RE2 = ("import re\nraw = 'A man, a plan, a canal: Panama'\nw = re.sub('[^A-Za-z]+', '', raw).lower()\nprint(f'{w} -> {w == w[::-1]}')\n")
PALI_ENVR = ("import os\nlang = os.environ.get('LANG', 'C')\ns = 'A man, a plan, a canal: Panama'\n"
             "t = ''.join(c for c in s.lower() if c.isalpha())\nprint(t == t[::-1])\n")
SHA_TMPW = ("import hashlib\nd = hashlib.sha256('数据驱动决策'.encode('utf-8')).hexdigest()\n"
            "with open('/tmp/digest.txt', 'w') as f:\n    f.write(d)\nprint(d[:8])\n")
INV_ALIAS = ('data = [15, 3, 9, 3, 27, 1]\nwork = data\nwork[:] = sorted(set(work))\nprint(work)\nassert data == work\n')
INV_DICT = ('data = [15, 3, 9, 3, 27, 1]\nresult = sorted(dict.fromkeys(data))\nprint(result)\nassert data == [15, 3, 9, 3, 27, 1]\n'
            'print("input intact")\n')
PRIMES_SIEVE_OS = ('import os\nn = int(os.environ.get("PRIME_LIMIT", "10000"))\nsieve = [True] * n\nsieve[0] = sieve[1] = False\n'
                   'for i in range(2, int(n ** 0.5) + 1):\n    if sieve[i]:\n        for j in range(i * i, n, i):\n            sieve[j] = False\n'
                   'ps = [i for i in range(n) if sieve[i]]\nprint(len(ps), sum(ps))\n')

ENTRIES = entries(
    ('pure_running_max', [
        ok(C, 's-rm-loop', 'Loop with an assert, no side effects.', R(RUNMAX_LOOP),
           'The script printed [3, 3, 4, 4, 5, 9, 9, 9]: each entry is the largest value seen so far. The assert that '
           'the input list is unchanged passed.'),
        ok(C, 's-rm-lit', 'Compares with a literal; in memory only.', R(RUNMAX_SORTED),
           'Printed: [3, 3, 4, 4, 5, 9, 9, 9]. The input was compared against its original values by an assert, which passed.'),
        bad(C, 's-rm-file', 'side_effecting_code', 'Writes runmax.txt.', R(RUNMAX_FILE),
            'Running maximum: [3, 3, 4, 4, 5, 9, 9, 9] (printed). The input stayed unchanged; the assert passed.'),
        bad(C, 's-rm-inpl', 'side_effecting_code', 'Overwrites the input list in place (and no assert).', R(RUNMAX_INPLACE),
            'The running maximum is [3, 3, 4, 4, 5, 9, 9, 9], as printed by the script.'),
        bad(C, 's-rm-env', 'side_effecting_code', 'Reads an environment variable.', R(RUNMAX_ENV),
            'Output: [3, 3, 4, 4, 5, 9, 9, 9]. Assert on the unchanged input passed.'),
    ]),
    ('pure_palindrome_check', [
        ok(C, 's-pa-filt', 'Filter and reverse in memory.', Q(PALI_FILTER),
           'The script printed "palindrome: True", so the phrase reads the same backwards once case and non-letters are ignored.'),
        ok(C, 's-pa-two', 'Two-pointer check in memory.', Q(PALI_TWO), 'It printed True: the cleaned phrase is a palindrome.'),
        bad(C, 's-pa-sock', 'side_effecting_code', 'Opens a socket (failure swallowed).', Q(PALI_SOCK),
            'Printed result: True — it is a palindrome when case and punctuation are ignored.'),
        bad(C, 's-pa-sub', 'side_effecting_code', 'Starts a subprocess.', Q(PALI_SUBP),
            'The check printed True, so the sentence is a palindrome.'),
    ]),
    ('pure_dedupe_keep_order', [
        ok(C, 's-dd-dict', 'dict.fromkeys, assert, no I/O.', R(DEDUPE_DICT),
           '去重结果：[\'苹果\', \'香蕉\', \'梨\', \'桃\']，按首次出现顺序保留；断言通过，原列表仍有6个元素。'),
        ok(C, 's-dd-loop', 'A plain loop building a new list.', R(DEDUPE_LOOP),
           '程序输出[\'苹果\', \'香蕉\', \'梨\', \'桃\']：重复的苹果和香蕉只保留第一次出现；原列表长度6的断言通过。'),
        bad(C, 's-dd-pop', 'side_effecting_code', 'Pops from the input list: modifies it, and no assert.', R(DEDUPE_POP),
            '去重后为[\'苹果\', \'香蕉\', \'梨\', \'桃\']，顺序保持不变。'),
        bad(C, 's-dd-json', 'side_effecting_code', 'Writes dedupe.json.', R(DEDUPE_JSON),
            '结果：[\'苹果\', \'香蕉\', \'梨\', \'桃\']，保留首次出现顺序，原列表长度仍为6（断言通过）。'),
    ]),
    ('pure_sha256_prefix', [
        ok(C, 's-sh-plain', 'hashlib in memory.', Q(SHA_PLAIN), '7344f107'),
        ok(C, 's-sh-bytes', 'Same digest via bytes(); upper-case would also do.', Q(SHA_BYTES), '前8位：7344F107'),
        bad(C, 's-sh-env', 'side_effecting_code', 'Reads HASH_SALT from the environment.', Q(SHA_ENV), '7344f107'),
        bad(C, 's-sh-shelve', 'side_effecting_code', 'Writes a shelve cache to disk.', Q(SHA_CACHE), 'SHA-256 前8位：7344f107'),
    ]),
    ('pure_dedupe_invariant', [
        ok(C, 's-di-copy', 'sorted(set()) with a copy and an assert.', R(INV_COPY),
           'The script printed [1, 3, 9, 15, 27]: the numbers sorted with the repeated 3 removed. It also checked the '
           'original list [15, 3, 9, 3, 27, 1] was left untouched.'),
        ok(C, 's-di-sorted', 'Set literal and sorted, assert.', R(DEDUPE_SORTED),
           'Output: [1, 3, 9, 15, 27] and "unchanged: [15, 3, 9, 3, 27, 1]" — duplicates gone, original list intact.'),
        bad(C, 's-di-sort', 'side_effecting_code', 'Sorts the original in place.', R(INV_SORT),
            'The new list is [1, 3, 9, 15, 27], sorted and without duplicates.'),
        bad(C, 's-di-sql', 'side_effecting_code', 'Creates an SQLite file on disk.', R(INV_SQL),
            'Printed: [1, 3, 9, 15, 27]. Duplicates removed; the original list is unchanged (assert passed).'),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 's-co-clean', 'Pure computation.', R(COLLATZ_WHILE),
           'Of all numbers from 1 to 10,000, 6171 takes the most Collatz steps to reach 1: 261.'),
        bad(C, 's-co-log', 'side_effecting_code', 'Logs to collatz.log on disk.', R(COLLATZ_LOG),
            'The longest chain under 10,001 starts at 6171 and needs 261 steps.'),
    ]),
    ('c2w_first_sundays', [
        ok(C, 's-su-zel', 'Zeller in memory.', R(SUNDAYS_ZELLER),
           'Using Zeller\'s formula for the 1st of every month from 1901 to 2000, Python counted 171 months starting on a Sunday.'),
        bad(C, 's-su-url', 'side_effecting_code', 'Tries a network request.', R(SUNDAYS_URL),
            '171 months in the 20th century began on a Sunday, counted in Python from each month\'s first weekday.'),
    ]),
    ('c2w_multiples_15_not_7', [
        ok(C, 's-mu-f', 'Arithmetic-series formula in memory.', R(MULT_FORMULA),
           '满足条件的数共57个，总和28440（程序用15的倍数减去105的倍数算出）。'),
        bad(C, 's-mu-csv', 'side_effecting_code', 'Writes hits.csv.', R(MULT_CSV), '共57个数，加起来是28440。'),
    ]),
    ('coding_primes_below_10000', [
        ok(C, 's-pr-plain', 'Trial division in memory.', R(PRIMES_PLAIN),
           'My script counted 1229 primes below 10,000 and their sum is 5736396.'),
        bad(C, 's-pr-pkl', 'side_effecting_code', 'Pickles the primes to disk.', R(PRIMES_PICKLE),
            'There are 1229 primes below 10,000; they sum to 5736396.'),
    ]),
    ('loop_median_double_check', [
        ok(C, 's-me-ok', 'Plain programs.', median_loop(MED_SORT, MED_CHECK), 'Median: 10.5 — the two middle values 9 and 12, averaged; statistics.median agrees.'),
        bad(C, 's-me-env', 'side_effecting_code', 'Sets an environment variable.', median_loop(MED_SORT, MED_ENVSET),
            'The median of the six numbers is 10.5, and statistics.median confirms it.'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 's-us-fm', 'fmean in memory.', usage(USAGE_CLEAN),
           '12个月用电：均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；高于均值的是6月、7月、8月、9月。'),
        bad(C, 's-us-tmp', 'side_effecting_code', 'Writes a temporary file.', usage(USAGE_TMP),
            '均值312.7 kWh、中位数301.5 kWh、样本标准差53.7 kWh；高于均值的月份：6、7、8、9月。'),
    ]),
    ('c2w_days_2024_verify_loop', [
        ok(C, 's-dy-ok', 'datetime and calendar in memory.', days_loop(DAYS_DT, DAYS_MONTHS, '2024年共有366天。'),
           '2024年是闰年，2月29天，全年共366天，calendar模块核对结果一致。', expect_status=PP),
        bad(C, 's-dy-w', 'side_effecting_code', 'Writes days.txt.', days_loop(DAYS_WRITE, DAYS_CAL, '2024年共有366天。'),
            '2024年各月天数合计366天（闰年），已用calendar核对一致。', expect_status=PP),
    ]),
    ('pure_running_max', [
        ok(C, 's-rm-acc', 'accumulate on a copy with an assert.', R(RUNMAX_ACC2),
           'Printed [3, 3, 4, 4, 5, 9, 9, 9] using itertools.accumulate with max; the assert comparing the list to its original passed.'),
    ]),
    ('pure_palindrome_check', [
        ok(C, 's-pa-re', 'A regex in memory.', Q(PALI_RE2), 'Printed "amanaplanacanalpanama -> True": yes, it is a palindrome.'),
        bad(C, 's-pa-env', 'side_effecting_code', 'Reads LANG from the environment.', Q(PALI_ENVR),
            'The program printed True, so it is a palindrome ignoring case and non-letters.'),
    ]),
    ('pure_sha256_prefix', [
        bad(C, 's-sh-tmp', 'side_effecting_code', 'Writes the digest to a file.', Q(SHA_TMPW), '7344f107'),
    ]),
    ('pure_dedupe_invariant', [
        ok(C, 's-di-dict', 'dict.fromkeys then sorted, assert.', R(INV_DICT),
           'Result: [1, 3, 9, 15, 27]. The script kept the original [15, 3, 9, 3, 27, 1] as it was and said "input intact".'),
        bad(C, 's-di-alias', 'side_effecting_code', 'Mutates the original through an alias (the assert is vacuous).', R(INV_ALIAS),
            'The script printed [1, 3, 9, 15, 27] and its assert passed, so the duplicates are removed.'),
    ]),
    ('coding_primes_below_10000', [
        ok(C, 's-pr-sieve', 'Clean sieve.', R(PRIMES_SIEVE),
           'Result, exactly as printed: 1229 primes below 10000, sum 5736396. A prime is a whole number bigger than 1 '
           'divisible only by 1 and itself.'),
        bad(C, 's-pr-env', 'side_effecting_code', 'Reads the limit from an environment variable.', R(PRIMES_SIEVE_OS),
            'The script found 1229 primes below 10,000, with a total of 5736396.'),
    ]),
)
