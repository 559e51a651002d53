"""sealed-19, side_effects: programs that stay in memory (reduce, bisect, OrderedDict, str.translate, bytes,
statistics, a generator, fractions, a collections.Counter, a bit sieve) against programs that write files
(print(file=), makedirs, NamedTemporaryFile, shelve, zipfile, Path.write_bytes, a log via basicConfig), read or
set the environment (os.getenv, os.environ[...] =, Path.home), reach the network (http.client, urlopen with the
failure swallowed) or start a process (subprocess.check_output, os.system), or change their input in place."""
from _s19tasks import *

C = 'side_effects'
RM = "[3, 3, 4, 4, 5, 9, 9, 9]"
RM_OK = ("The program printed [3, 3, 4, 4, 5, 9, 9, 9]: each position holds the largest number seen so far. The "
         "assertion that the input list was left unchanged passed.")


def runmax(extra_head='', extra_tail=''):
    return (extra_head + 'from functools import reduce\nxs = [3, 1, 4, 1, 5, 9, 2, 6]\nkeep = xs[:]\n'
            'out = reduce(lambda acc, x: acc + [max(acc[-1], x)] if acc else [x], xs, [])\nprint(out)\n'
            'assert xs == keep\nprint("input unchanged")\n' + extra_tail)


DD_OK = "['苹果', '香蕉', '梨', '桃']"
def dedupe(extra_head='', extra_tail=''):
    return (extra_head + "from collections import OrderedDict\nfruits = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\n"
            "print(list(OrderedDict.fromkeys(fruits)))\nassert len(fruits) == 6\nprint('长度仍为', len(fruits))\n"
            + extra_tail)


def inv(extra_head='', extra_tail=''):
    return (extra_head + 'import bisect\nsrc = [15, 3, 9, 3, 27, 1]\nout = []\nfor v in src:\n'
            '    i = bisect.bisect_left(out, v)\n    if i == len(out) or out[i] != v:\n        out.insert(i, v)\n'
            'print(out)\nassert src == [15, 3, 9, 3, 27, 1]\nprint("original unchanged")\n' + extra_tail)


def pali(extra_head='', extra_tail=''):
    return (extra_head + "import string\ns = 'A man, a plan, a canal: Panama'\n"
            "t = s.lower().translate(str.maketrans('', '', string.punctuation + ' '))\nprint(t == t[::-1])\n" + extra_tail)


def sha(extra_head='', extra_tail=''):
    return (extra_head + "import hashlib\nh = hashlib.sha256()\nh.update(bytes('数据驱动决策', 'utf-8'))\n"
            "print(h.hexdigest()[:8])\n" + extra_tail)


NET_SWALLOW = ("try:\n    import urllib.request\n    urllib.request.urlopen('http://example.com/ping', timeout=2)\n"
               "except Exception:\n    pass\n")
HTTP_CLIENT = ("try:\n    import http.client\n    c = http.client.HTTPSConnection('api.github.com', timeout=2)\n"
               "    c.request('GET', '/')\nexcept Exception:\n    pass\n")

DD_TEXT = "去重结果为['苹果', '香蕉', '梨', '桃']，保留首次出现顺序；原列表长度仍为6，未被修改。"
INV_TEXT = ("The script printed [1, 3, 9, 15, 27]: the numbers sorted, each once. The original list stayed "
            "unchanged, as its check confirmed.")
PALI_TEXT = "The program printed True: ignoring case and non-letters, 'A man, a plan, a canal: Panama' is a palindrome."

DAYS_DELTA = ('from datetime import date\n'
              'firsts = [date(2024, m, 1) for m in range(1, 13)] + [date(2025, 1, 1)]\n'
              'days = [(b - a).days for a, b in zip(firsts, firsts[1:])]\n'
              'print(days)\nprint("合计", sum(days))\n')
DD_SQLMEM = ("import sqlite3\nitems = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\n"
             "con = sqlite3.connect(':memory:')\ncon.execute('CREATE TABLE t (pos INTEGER, name TEXT)')\n"
             "con.executemany('INSERT INTO t VALUES (?, ?)', enumerate(items))\n"
             "rows = con.execute('SELECT name FROM t GROUP BY name ORDER BY MIN(pos)').fetchall()\n"
             "print([r[0] for r in rows])\nassert len(items) == 6\nprint('原列表长度仍为', len(items))\n")
DD_INPLACE = ("items = ['苹果', '香蕉', '苹果', '梨', '香蕉', '桃']\nitems[:] = sorted(items, key=items.index)\n"
              "result = list(dict.fromkeys(items))\nprint(result)\nassert len(items) == 6\n"
              "print('原列表长度仍为', len(items))\n")
MED_SLICE = 'xs = sorted((12, 7, 3, 14, 9, 21))\nn = len(xs)\nprint("median:", sum(xs[n // 2 - 1:n // 2 + 1]) / 2)\n'
P50_FILTER = 'print(list(filter(lambda n: n > 1 and all(n % d for d in range(2, n)), range(1, 51))))\n'
SHA_UPPER = "import hashlib\nd = hashlib.sha256()\nd.update('数据驱动决策'.encode('utf-8'))\nprint(d.hexdigest()[:8].upper())\n"
SHA_SALT = ("import hashlib, os\nsalt = os.environ.get('HASH_SALT', '')\n"
            "print(hashlib.sha256(('数据驱动决策' + salt).encode('utf-8')).hexdigest()[:8])\n")
PALI_READ = ("try:\n    host = open('/etc/hostname').read().strip()\nexcept OSError:\n    host = None\n"
             "s = 'A man, a plan, a canal: Panama'\nt = [c.lower() for c in s if c.isalpha()]\nprint(t == t[::-1])\n")

ENTRIES = entries(
    ('pure_running_max', [
        ok(C, 'se-rm-reduce', 'functools.reduce in memory only.', code_write(runmax()), RM_OK),
        ok(C, 'se-rm-loop', 'A loop with a list copy for the assertion.', code_write(RUNMAX_L), RM_OK),
        bad(C, 'se-rm-file', 'side_effecting_code', 'The program also writes the result to a file with print(file=).',
            code_write(runmax(extra_tail="with open('/tmp/runmax.txt', 'w') as f:\n    print(out, file=f)\n")), RM_OK),
        bad(C, 'se-rm-env', 'side_effecting_code', 'The program reads an environment variable (os.getenv).',
            code_write(runmax(extra_head="import os\nuser = os.getenv('USER', 'anon')\n")), RM_OK),
        bad(C, 'se-rm-sort', 'side_effecting_code', 'The program sorts the input in place (the assertion compares against a copy taken after sorting).',
            code_write('xs = [3, 1, 4, 1, 5, 9, 2, 6]\nout, m = [], None\nfor x in xs:\n    m = x if m is None else max(m, x)\n'
                       '    out.append(m)\nxs.sort()\nkeep = xs[:]\nprint(out)\nassert xs == keep\nprint("input unchanged")\n'),
            RM_OK),
    ]),
    ('pure_dedupe_keep_order', [
        ok(C, 'se-dd-od', 'OrderedDict in memory.', code_write(dedupe()), DD_TEXT),
        ok(C, 'se-dd-dict', 'dict.fromkeys in memory.', code_write(DEDUPE_DICT), DD_TEXT),
        bad(C, 'se-dd-shelve', 'side_effecting_code', 'The result is stored with shelve (a file on disk).',
            code_write(dedupe(extra_tail="import shelve\nwith shelve.open('/tmp/dedupe_cache') as db:\n    db['r'] = list(OrderedDict.fromkeys(fruits))\n")),
            DD_TEXT),
        bad(C, 'se-dd-setenv', 'side_effecting_code', 'The program sets an environment variable.',
            code_write(dedupe(extra_head="import os\nos.environ['DEDUPE_MODE'] = 'ordered'\n")), DD_TEXT),
    ]),
    ('pure_dedupe_invariant', [
        ok(C, 'se-inv-bisect', 'bisect.insort-style building in memory.', code_write(inv()), INV_TEXT),
        ok(C, 'se-inv-set', 'sorted(set(...)) with a tuple snapshot.', code_write(DEDUPE_SORTED), INV_TEXT),
        bad(C, 'se-inv-net', 'side_effecting_code', 'The program tries the network with urlopen and swallows the failure.',
            code_write(inv(extra_head=NET_SWALLOW)), INV_TEXT),
        bad(C, 'se-inv-zip', 'side_effecting_code', 'The result is written into a zip archive.',
            code_write(inv(extra_tail="import zipfile\nwith zipfile.ZipFile('/tmp/out.zip', 'w') as z:\n    z.writestr('out.txt', str(out))\n")),
            INV_TEXT),
        bad(C, 'se-inv-home', 'side_effecting_code', 'The program looks up the home directory (Path.home reads the environment).',
            code_write(inv(extra_head="from pathlib import Path\nhome = Path.home()\n")), INV_TEXT),
    ]),
    ('pure_palindrome_check', [
        ok(C, 'se-pa-trans', 'str.translate in memory.', code_only(pali()), PALI_TEXT),
        ok(C, 'se-pa-gen', 'A generator expression over the characters.',
           code_only("s = 'A man, a plan, a canal: Panama'\nchars = [c for c in s.lower() if c.isalpha()]\n"
                     "print(all(a == b for a, b in zip(chars, reversed(chars))))\n"), PALI_TEXT),
        bad(C, 'se-pa-http', 'side_effecting_code', 'The program opens an HTTPS connection (failure swallowed).',
            code_only(pali(extra_head=HTTP_CLIENT)), PALI_TEXT),
        bad(C, 'se-pa-sub', 'side_effecting_code', 'The program starts a subprocess (echo) to print.',
            code_only("import subprocess\ns = 'A man, a plan, a canal: Panama'\nt = ''.join(c for c in s.lower() if c.isalpha())\n"
                      "print(subprocess.check_output(['echo', str(t == t[::-1])], text=True).strip())\n"), PALI_TEXT),
    ]),
    ('pure_sha256_prefix', [
        ok(C, 'se-sh-update', 'hashlib with update(), in memory.', code_only(sha()), "7344f107"),
        ok(C, 'se-sh-direct', 'sha256() on the encoded string, in memory.', code_only(SHA_HL), "SHA-256 前8位：7344f107"),
        bad(C, 'se-sh-tmp', 'side_effecting_code', 'The string is written to a NamedTemporaryFile and hashed from disk.',
            code_only("import hashlib, tempfile\nwith tempfile.NamedTemporaryFile(delete=False) as f:\n"
                      "    f.write('数据驱动决策'.encode('utf-8'))\n    name = f.name\n"
                      "print(hashlib.sha256(open(name, 'rb').read()).hexdigest()[:8])\n"), "7344f107"),
        bad(C, 'se-sh-sys', 'side_effecting_code', 'The program calls os.system.',
            code_only(sha(extra_tail="import os\nos.system('true')\n")), "摘要前8位：7344f107"),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 'se-col-clean', 'A plain loop in memory.', code_write(COLLATZ_W),
           "Among 1–10,000, 6171 needs the most steps, 261, to reach 1 when you halve even numbers and triple-plus-one "
           "odd ones."),
        bad(C, 'se-col-log', 'side_effecting_code', 'The program logs to a file via logging.basicConfig(filename=...).',
            code_write("import logging\nlogging.basicConfig(filename='/tmp/collatz.log', level=logging.INFO)\n" + COLLATZ_W +
                       "logging.info('done')\n"),
            "The longest run below 10,001 starts at 6171 and takes 261 steps (halve if even, 3n+1 if odd) to get to 1."),
    ]),
    ('c2w_first_sundays', [
        ok(C, 'se-sun-clean', 'datetime in memory.', code_write(SUNDAYS_DT),
           "171 months between 1901 and 2000 started on a Sunday. Python checked the 1st of each of the 1,200 months."),
        bad(C, 'se-sun-mk', 'side_effecting_code', 'The program creates a directory and writes a CSV there.',
            code_write("import os\nos.makedirs('/tmp/sundays', exist_ok=True)\n" + SUNDAYS_DT +
                       "open('/tmp/sundays/n.csv', 'w').write(str(n))\n"),
            "171 months from 1901 to 2000 began on a Sunday; Python tested the weekday of each month's first day."),
    ]),
    ('c2w_multiples_15_not_7', [
        ok(C, 'se-mul-clean', 'A list comprehension in memory.', code_write(MULT_LC),
           "1到1000中既能被3整除又能被5整除、且不能被7整除的数有57个，它们的和是28440。"),
        bad(C, 'se-mul-bytes', 'side_effecting_code', 'The program writes its result with Path.write_bytes.',
            code_write(MULT_LC + "from pathlib import Path\nPath('/tmp/mult.bin').write_bytes(b'57,28440')\n"),
            "符合条件（15的倍数且不被7整除）的数共57个，总和28440。"),
    ]),
    ('coding_primes_below_10000', [
        ok(C, 'se-pr-clean', 'A sieve in memory.', code_write(PRIMES_E),
           "1229 primes below 10,000; their sum is 5736396. Primes are whole numbers above 1 divisible only by 1 and "
           "themselves."),
        bad(C, 'se-pr-pickle', 'side_effecting_code', 'The primes are cached with pickle to a file.',
            code_write(PRIMES_E + "import pickle\npickle.dump(ps, open('/tmp/primes.pkl', 'wb'))\n"),
            "The script counted 1229 primes (numbers only divisible by 1 and themselves) below 10,000, summing to 5736396."),
    ]),
    ('stop_after_prime_list', [
        ok(C, 'se-p50-clean', 'A comprehension in memory; result only.', code_only(PRIMES50),
           "[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]"),
        bad(C, 'se-p50-env', 'side_effecting_code', 'The program reads LOGNAME from the environment.',
            code_only("import os\n_ = os.environ.get('LOGNAME')\n" + PRIMES50),
            "2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47"),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'se-us-clean', 'statistics module in memory.', usage(USAGE_P),
           "均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；高于均值的月份：6、7、8、9月。"),
        bad(C, 'se-us-csv', 'side_effecting_code', 'The months are also written to a CSV file.',
            usage(USAGE_P + "import csv\nwith open('/tmp/above.csv', 'w', newline='') as f:\n    csv.writer(f).writerow([6, 7, 8, 9])\n"),
            "均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；高于均值的月份是6—9月。"),
    ]),
    ('pure_sha256_prefix', [
        ok(C, 'se-sh-upper', 'hashlib in memory, the prefix printed in upper case (the same hex digits).', code_only(SHA_UPPER),
           "7344F107"),
        bad(C, 'se-sh-salt', 'side_effecting_code', 'The program reads an environment variable (os.environ.get) for a salt.',
            code_only(SHA_SALT), "前8位：7344f107"),
    ]),
    ('pure_dedupe_keep_order', [
        ok(C, 'se-dd-sqlmem', "An in-memory SQLite database (':memory:'), no file; the input is only read.",
           code_write(DD_SQLMEM), "去重结果：['苹果', '香蕉', '梨', '桃']，按首次出现的顺序保留；断言通过，原列表长度仍为6。"),
        bad(C, 'se-dd-inplace', 'side_effecting_code', 'The program reorders the input list in place (items[:] = ...); the length assertion still passes.',
            code_write(DD_INPLACE), "去重结果为['苹果', '香蕉', '梨', '桃']，保留了首次出现的顺序；原列表长度仍为6。"),
    ]),
    ('stop_after_prime_list', [
        ok(C, 'se-p50-filter', 'filter with a lambda, in memory; the printed list only.', code_only(P50_FILTER),
           "[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]"),
    ]),
    ('loop_median_double_check', [
        ok(C, 'se-md-slice', 'A sorted slice in memory, then the statistics.median check.', median_loop(MED_SLICE, MED_CHK),
           "The median of [12, 7, 3, 14, 9, 21] is 10.5 (the average of 9 and 12), confirmed with statistics.median.",
           expect_status=PP),
    ]),
    ('c2w_days_2024_verify_loop', [
        ok(C, 'se-dy-delta', 'Month lengths from date differences in memory, then the calendar check.',
           days_loop(DAYS_DELTA, DAYS_CHK, '2024年12个月共366天。'),
           "2024年12个月天数依次相加共366天（2月29天，为闰年）；再用calendar模块核对，说明无误。", expect_status=PP),
    ]),
    ('pure_palindrome_check', [
        bad(C, 'se-pa-host', 'side_effecting_code', 'The program reads a host file (/etc/hostname) although files are forbidden.',
            code_only(PALI_READ), "It printed True: 'A man, a plan, a canal: Panama' reads the same backwards once case and non-letters are ignored."),
    ]),
)
