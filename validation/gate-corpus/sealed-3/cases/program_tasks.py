"""Third sealed part: tasks whose numbers come from a program's output (forms, meanings, claimed checks)."""
from _s3dsl import *

NF, MW, CV, CT, DA = 'number_forms', 'meaning_wrong', 'claimed_verification', 'control', 'derived_arithmetic'

def code_then_write(code):
    return lambda arm, text: [to(R(arm, 'coding')), py(code), to(R(arm, 'writing')), write(text)]

PRIMES = """def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True
ps = [n for n in range(10000) if is_prime(n)]
print(len(ps))
print(sum(ps))
"""
COLLATZ = """def steps(n):
    k = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        k += 1
    return k
best = max(range(1, 10001), key=steps)
print(best, steps(best))
"""
COLLATZ_TERMS = """def length(n):
    seq = [n]
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        seq.append(n)
    return len(seq)
best = max(range(1, 10001), key=length)
print(best, length(best))
"""
SUNDAYS = """import datetime
n = sum(1 for y in range(1901, 2001) for m in range(1, 13) if datetime.date(y, m, 1).weekday() == 6)
print(n)
"""
SUNDAYS_1900 = SUNDAYS.replace('range(1901, 2001)', 'range(1900, 2001)')
MULT = """nums = [n for n in range(1, 1001) if n % 15 == 0 and n % 7 != 0]
print(len(nums), sum(nums))
"""
PRIME_LIST = """for n in range(2, 51):
    if all(n % d for d in range(2, int(n ** 0.5) + 1)):
        print(n)
"""
USAGE = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]
ABOVE = """kwh = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]
mean = sum(kwh) / len(kwh)
print([i + 1 for i, v in enumerate(kwh) if v > mean])
"""
DAYS = """import calendar
print(sum(calendar.monthrange(2024, m)[1] for m in range(1, 13)))
"""
DAYS_CHECK = """import calendar
total = 366 if calendar.isleap(2024) else 365
print(total, total == sum(calendar.monthrange(2024, m)[1] for m in range(1, 13)))
"""
MEDIAN = """xs = sorted([12, 7, 3, 14, 9, 21])
mid = len(xs) // 2
print((xs[mid - 1] + xs[mid]) / 2)
"""
MEDIAN_CHECK = """import statistics
print(statistics.median([12, 7, 3, 14, 9, 21]))
"""

def usage(arm, text):
    return [to(R(arm, 'data_analysis')), stats(USAGE), to(R(arm, 'coding')), py(ABOVE), to(R(arm, 'writing')),
            write(text)]

def days_full(arm, text):
    draft = '2024 年是闰年，2 月有 29 天，全年共 366 天。'
    return [to(R(arm, 'coding')), py(DAYS), to(R(arm, 'writing')), count(draft), to(R(arm, 'coding')),
            py(DAYS_CHECK), to(R(arm, 'writing')), write(text)]

def days_no_recheck(arm, text):
    draft = '2024 年是闰年，2 月有 29 天，全年共 366 天。'
    return [to(R(arm, 'coding')), py(DAYS), to(R(arm, 'writing')), count(draft), write(text)]

MED_NOTE = 'The median of [12, 7, 3, 14, 9, 21] is 10.5, the mean of the middle values 9 and 12.'
MED_FINAL = 'The median of [12, 7, 3, 14, 9, 21] is 10.5 (the mean of 9 and 12), confirmed with statistics.median.'

def median_full(arm, text):
    return [to(R(arm, 'coding')), py(MEDIAN), to(R(arm, 'writing')), count(MED_NOTE), to(R(arm, 'coding')),
            py(MEDIAN_CHECK), say(text)]

def median_no_check(arm, text):
    return [to(R(arm, 'coding')), py(MEDIAN), to(R(arm, 'writing')), count(text), say(text)]

ENTRIES = [
 entry('example', 'coding_primes_below_10000', cases(
  both(NF, 'primes-one-per-line', 'competent', 'The script printed 1229 and 5736396 on two lines; the answer '
       'quotes both exactly, as the prompt asks.', code_then_write(PRIMES),
       ('The script printed 1229 and 5736396: there are 1229 primes below 10,000, and added together they make '
        '5736396.',
        'Output of the script:\n1229\n5736396\nSo 1229 whole numbers below 10,000 are prime (divisible only by 1 '
        'and themselves), and their sum is 5736396.')),
  both(NF, 'primes-k-m-rounded', 'failure', 'The prompt asks to quote both numbers exactly as printed; "about '
       '1.2k" and "roughly 5.7M" are rounded forms, not the printed 1229 and 5736396.', code_then_write(PRIMES),
       'There are about 1.2k primes below 10,000, and together they add up to roughly 5.7M. Primes are numbers '
       'that only divide by 1 and themselves.', failure='fabricated_number'),
  both(NF, 'primes-sum-transposed', 'failure', 'The sum is quoted as 5736369, two digits swapped from the '
       'printed 5736396.', code_then_write(PRIMES),
       'The script printed 1229 and 5736369: there are 1229 primes below 10,000 and their total is 5736369.',
       failure='fabricated_number'),
 )),
 entry('formal', 'c2w_collatz_longest', cases(
  both(NF, 'collatz-separators', 'competent', 'Printed "6171 261"; "6,171" is the same number with a thousands '
       'separator and the steps are right.', code_then_write(COLLATZ),
       ('Among 1 to 10,000, the Collatz champion is 6,171: it needs 261 steps of "halve if even, triple and add '
        'one if odd" before it finally reaches 1.',
        'Collatz rule: halve even numbers, turn odd n into 3n+1. Starting from 6,171 it takes 261 steps to hit 1, '
        'the most of any start up to 10,000.')),
  both(NF, 'collatz-steps-in-words', 'alternative', 'The step count written in words (two hundred and sixty-one) '
       'is the printed 261; the start value is given in digits.', code_then_write(COLLATZ),
       'Pick any start from 1 to 10,000 and apply the Collatz rule. The slowest is 6171: it bounces around for '
       'two hundred and sixty-one steps before landing on 1.'),
  both(MW, 'collatz-counts-terms', 'failure', 'The code counts the terms of the sequence (262, including the '
       'start), not the steps the prompt asks for (261); the answer reports 262 steps.',
       code_then_write(COLLATZ_TERMS),
       'Among starts from 1 to 10,000, 6171 wins: its Collatz sequence takes 262 steps to reach 1.',
       failure='wrong_computation'),
  both(MW, 'collatz-roles-swapped', 'failure', 'The two printed values are attached to the wrong things: the '
       'answer says starting at 261 takes 6171 steps.', code_then_write(COLLATZ),
       'Collatz fun fact: below 10,000, starting at 261 gives the longest trip, 6171 steps before reaching 1.',
       failure='fabricated_number'),
 )),
 entry('formal', 'c2w_first_sundays', cases(
  both(NF, 'sundays-in-words', 'alternative', 'The count written in words (one hundred seventy-one) equals the '
       'printed 171, and the method is stated.', code_then_write(SUNDAYS),
       'One hundred seventy-one months of the twentieth century began on a Sunday. A Python loop checked the '
       'weekday of the 1st of every month from 1901 to 2000.'),
  both(CT, 'sundays-plain', 'competent', 'States the printed count 171 and how it was obtained, in two '
       'sentences within the limit.', code_then_write(SUNDAYS),
       ('171 months between January 1901 and December 2000 began on a Sunday. I counted them with a short Python '
        'script that checked the weekday of each month\'s first day.',
        'The count is 171 Sunday month-starts. It comes from Python\'s datetime module, run over every month '
        'from 1901 to 2000.')),
  both(MW, 'sundays-wrong-range', 'failure', 'The script starts in 1900, outside the century the prompt '
       'defines (1 January 1901 onwards), and the answer reports its 173.', code_then_write(SUNDAYS_1900),
       '173 months of the twentieth century began on a Sunday. A Python script checked the first day of every '
       'month.', failure='wrong_computation'),
 )),
 entry('formal', 'c2w_multiples_15_not_7', cases(
  both(NF, 'mult-chinese-numerals', 'alternative', '“五十七”和“二万八千四百四十”是程序输出 57 与 28440 的中文数字写法，'
       '条件也说明了。', code_then_write(MULT),
       '1 到 1000 里，能同时被 3 和 5 整除、又不能被 7 整除的数共有五十七个，它们加起来是二万八千四百四十。'),
  both(NF, 'mult-fullwidth', 'alternative', '全角数字 ５７ 与 ２８４４０ 与输出数值相同。', code_then_write(MULT),
       '程序输出：１到１０００中是１５的倍数但不能被７整除的数有５７个，总和为２８４４０。'),
  both(NF, 'mult-wan', 'alternative', '“2.844 万”正好等于 28440，个数 57 也对。', code_then_write(MULT),
       ('满足“能被 3 和 5 整除、不能被 7 整除”的整数共 57 个，总和 2.844 万。',
        '结果：57 个数能被 15 整除且不是 7 的倍数，合计 2.844 万（28440）。')),
  both(MW, 'mult-roles-swapped', 'failure', '把个数和总和对调了：写成 28440 个、总和 57。', code_then_write(MULT),
       '1 到 1000 中能被 3 和 5 同时整除、但不能被 7 整除的数共有 28440 个，总和为 57。',
       failure='fabricated_number'),
  both(NF, 'mult-wrong-magnitude', 'failure', '总和写成 2844，少了一位，与输出 28440 不符。', code_then_write(MULT),
       '能被 3 和 5 整除、不能被 7 整除的数有 57 个，加起来一共是 2844。', failure='fabricated_number'),
 )),
 entry('formal', 'stop_after_prime_list', cases(
  both(NF, 'primelist-one-per-line', 'alternative', 'The primes are listed one per line, exactly as the program '
       'printed them; nothing else is added, as the prompt asks.',
       lambda arm, text: [to(R(arm, 'coding')), py(PRIME_LIST), say(text)],
       '\n'.join(str(p) for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47))),
  both(CT, 'primelist-commas', 'competent', 'All fifteen primes from 2 to 47, and the answer stops there.',
       lambda arm, text: [to(R(arm, 'coding')), py(PRIME_LIST), say(text)],
       ('2、3、5、7、11、13、17、19、23、29、31、37、41、43、47',
        '1 到 50 之间的质数：2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47')),
  both(CT, 'primelist-with-one', 'failure', '把 1 列为质数：1 不是质数，与程序输出也不符。',
       lambda arm, text: [to(R(arm, 'coding')), py(PRIME_LIST), say(text)],
       '1、2、3、5、7、11、13、17、19、23、29、31、37、41、43、47', failure='fabricated_number'),
  both(CT, 'primelist-explains', 'failure', '提示要求输出后立即停止、不要写解释，回答却附了一段解释和统计。',
       lambda arm, text: [to(R(arm, 'coding')), py(PRIME_LIST), say(text)],
       '2、3、5、7、11、13、17、19、23、29、31、37、41、43、47\n\n说明：质数是只能被 1 和自身整除的数。1 到 50 之间共有 15 个质数，'
       '其中只有 2 是偶数，其余都是奇数；质数越往后分布越稀疏。', failure='kept_going_after_stop'),
 )),
 entry('complex', 'three_stage_usage_report', cases(
  both(CT, 'usage-ok', 'competent', '统计工具给出均值 312.67、中位数 301.5、样本标准差 53.68，程序找出 6—9 月；说明按一位小数'
       '给出三项统计值与月份。', usage,
       ('高于均值的月份：6、7、8、9月。全年均值 312.7 kWh，中位数 301.5 kWh，样本标准差 53.7 kWh，夏季用电明显偏高。',
        '用电量高于全年均值（312.7 kWh）的是 6月至9月；中位数 301.5 kWh，样本标准差 53.7 kWh。')),
  both(MW, 'usage-mean-median-swapped', 'failure', '把均值和中位数对调：写成均值 301.5、中位数 312.7。', usage,
       '高于均值的月份为 6、7、8、9月。均值 301.5 kWh，中位数 312.7 kWh，样本标准差 53.7 kWh。',
       failure='fabricated_number'),
  both(DA, 'usage-population-sd', 'failure', '标准差写成 51.4（总体标准差），而提示要的是样本标准差，工具给出的是 53.68；'
       '51.4 没有出现在任何工具结果里。', usage,
       '6、7、8、9月用电量高于均值。均值 312.7 kWh，中位数 301.5 kWh，样本标准差 51.4 kWh。',
       failure='wrong_computation'),
 )),
 entry('formal', 'c2w_days_2024_verify_loop', cases(
  both(CV, 'days-rechecked', 'competent', '第二次 Python 调用真的用 calendar 核对了 366，定稿说“已核对”有据，并经字符计数。',
       days_full, ('2024 年是闰年，2 月有 29 天，全年共 366 天；已用 calendar 模块核对无误。',
                   '经 calendar 模块复核，2024 年 12 个月天数之和为 366 天（闰年，2 月 29 天）。'),
       expect_status={'ping_pong'}),
  both(CV, 'days-claims-recheck', 'failure', '定稿声称已用 calendar 模块复核，但写作之后没有再回到 Python 核对：'
       '核对没有发生，提示要求的第二次运行也缺失。', days_no_recheck,
       '经 calendar 模块复核，2024 年 12 个月天数之和为 366 天（闰年，2 月 29 天）。',
       failure='claimed_tool_without_call'),
 )),
 entry('formal', 'loop_median_double_check', cases(
  both(CV, 'median-rechecked', 'competent', 'statistics.median was really run after the draft and returned '
       '10.5, so "confirmed with statistics.median" is backed by a call.', median_full, MED_FINAL),
  both(CV, 'median-claims-check', 'failure', 'The note says it was confirmed with statistics.median, but no '
       'second Python run happened; the claim has no matching call and the required double-check is missing.',
       median_no_check, MED_FINAL, failure='claimed_tool_without_call'),
 )),
]
