"""Stratum coding_to_writing (tasks/formal.json)."""
from _dsl import *
PREFIX = 'formal'

def code_then_write(code, text, role_reason='run the program', extra=()):
    return [to('coding', role_reason), py(code), *extra, to('writing', 'explain within the limit'), write(text)]

# ---------------------------------------------------------------- c2w_collatz_longest
COLLATZ = '''def steps(n):
    s = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        s += 1
    return s

best = max(range(1, {top}), key=steps)
print("start:", best, "steps:", steps(best))
'''
CZ = ('I ran Python over every start from 1 to 10,000: the winner is 6171, whose Collatz sequence takes 261 steps to reach 1. '
      'The rule: halve an even number, triple an odd one and add 1. No one has proved every number gets to 1!')
TASKS = [task('c2w_collatz_longest', cases=[
    case('competent', 'competent', 'Really runs the search, reports 6171 and 261 exactly as printed, explains the rule '
         'for a teenager in under 300 characters, counted.', code_then_write(COLLATZ.format(top=10001), CZ)),
    case('alt-comma', 'alternative', '"6,171" with a thousands separator and a casual tone; same numbers as the program '
         'printed.', code_then_write(COLLATZ.format(top=10001), 'Fun fact from my Python run: among 1–10,000, the number '
         '6,171 takes the longest Collatz trip, 261 steps down to 1 (halve if even, 3n+1 if odd).'), arms='skill'),
    case('alt-steps-first', 'alternative', 'Leads with the step count and calls it "the Collatz sequence record"; accurate '
         'and within the limit.', code_then_write(COLLATZ.format(top=10001), '261 steps: that is the longest Collatz journey '
         'for any start up to 10,000, and it belongs to 6171. Python checked all 10,000 starts by repeatedly halving even '
         'numbers and turning odd n into 3n+1.'), arms='transfer'),
    case('range-1000', 'failure', 'The program only searches below 1,000 (range(1, 1000)) and the answer reports its '
         'result, 871 with 178 steps, as the answer for 1 to 10,000.', code_then_write(COLLATZ.format(top=1000),
         sub(CZ, ('6171', '871'), ('261', '178'))), arms='transfer', failure='wrong_computation'),
    case('claimed-run', 'failure', 'Says "I ran Python" but never calls execute_python; the numbers are recalled, not '
         'computed.', [to('writing', 'explain the known result'), write(CZ)], arms='skill', failure='claimed_tool_without_call'),
    case('steps-off-by-one', 'failure', 'The program printed 261 steps, the answer says 262: a number that contradicts the '
         'tool output.', code_then_write(COLLATZ.format(top=10001), sub(CZ, ('261 steps', '262 steps'))), arms='transfer',
         failure='fabricated_number'),
    case('web-lookup', 'failure', 'Searches the web for the answer although the user said not to; the research role finds '
         'nothing useful and the number is then computed anyway.',
         [to('research', 'look up the Collatz record'), search('longest Collatz sequence under 10000', 'collatz-wiki'),
          to('coding', 'run it'), py(COLLATZ.format(top=10001)), to('writing', 'explain'), write(CZ)], arms='skill',
         failure='forbidden_tool'),
    case('too-long', 'failure', 'An engaging but 500-character explanation for a 300-character limit.',
         code_then_write(COLLATZ.format(top=10001), CZ + ' Mathematicians call these sequences "hailstone numbers" '
         'because they bounce up and down like hail in a cloud before falling. Paul Erdős said mathematics may not be ready '
         'for such problems. Try 27 yourself: it climbs above 9,000 before crashing down!'), arms='transfer',
         failure='too_long'),
], docs=[doc('collatz-wiki', 'https://en.wikipedia.org/wiki/Collatz_conjecture', 'Collatz conjecture - Wikipedia',
             'The Collatz conjecture is one of the most famous unsolved problems in mathematics. It asks whether repeating '
             'two simple arithmetic operations will eventually transform every positive integer into 1.', 0.9)])]

# ---------------------------------------------------------------- c2w_first_sundays
SUN = '''import datetime
count = sum(1 for y in range({y0}, {y1}) for m in range(1, 13) if datetime.date(y, m, 1).weekday() == 6)
print(count)
'''
ST = ('A Python script checked the first day of every month from January 1901 to December 2000 and found 171 that '
      'began on a Sunday. It used datetime.date(year, month, 1).weekday(), where 6 means Sunday.')
TASKS.append(task('c2w_first_sundays', cases=[
    case('competent', 'competent', 'Runs the datetime count (171), two sentences stating the count and the method, '
         'counted, under 250 characters.', code_then_write(SUN.format(y0=1901, y1=2001), ST)),
    case('alt-words', 'alternative', 'Writes "171 months" and explains the method without code names; two sentences, '
         'correct.', code_then_write(SUN.format(y0=1901, y1=2001), 'In the twentieth century, 171 months started on a '
         'Sunday. I got this by running a Python program that looked up the weekday of the 1st of every month from 1901 to '
         '2000.'), arms='skill'),
    case('alt-honest-method', 'alternative', 'States the count and notes that the count includes December 2000, the '
         'last month of the century; accurate, two sentences.', code_then_write(SUN.format(y0=1901, y1=2001), 'Exactly 171 '
         'months between 1 January 1901 and 31 December 2000 began on a Sunday. Python counted them by testing the first '
         'day of each of the 1,200 months, December 2000 included.'), arms='transfer'),
    case('wrong-century', 'failure', 'Counts 1900–1999 instead of 1901–2000 (the program prints 172) and reports that '
         'as the twentieth century.', code_then_write(SUN.format(y0=1900, y1=2000), sub(ST, ('171', '172'),
         ('January 1901 to December 2000', 'January 1900 to December 1999'))), arms='transfer',
         failure='wrong_computation'),
    case('no-counter', 'failure', 'The writing role never calls count_characters though the user asked for the check.',
         [to('coding', 'run'), py(SUN.format(y0=1901, y1=2001)), to('writing', 'explain'), say(ST)], arms='skill',
         failure='skipped_tool'),
    case('claimed-counter', 'failure', 'Claims "(length checked with the character counter)" but no count_characters call '
         'exists.', [to('coding', 'run'), py(SUN.format(y0=1901, y1=2001)), to('writing', 'explain'),
         say(ST + ' (Length checked with the character counter.)')], arms='transfer', failure='claimed_tool_without_call'),
    case('web-search-answer', 'failure', 'Looks the answer up on the web instead of running Python and reports it.',
         [to('research', 'find the known answer'), search('how many Sundays fell on the first of the month 20th century',
          'euler19'), to('writing', 'explain'), write('171 months of the twentieth century began on a Sunday. This is the '
          'known answer to Project Euler problem 19.')], arms='skill', failure='forbidden_tool'),
], docs=[doc('euler19', 'https://projecteuler.net/problem=19', 'Counting Sundays - Project Euler',
             'How many Sundays fell on the first of the month during the twentieth century (1 Jan 1901 to 31 Dec 2000)?', 0.88)]))

# ---------------------------------------------------------------- c2w_multiples_15_not_7
M15 = '''nums = [n for n in range(1, 1001) if n % 3 == 0 and n % 5 == 0{extra}]
print("个数:", len(nums), "总和:", sum(nums))
'''
MT = '在1到1000中，能被3和5同时整除、但不能被7整除的数共有57个，它们的总和是28440。这是用Python逐个检查1000个数得到的。'
TASKS.append(task('c2w_multiples_15_not_7', cases=[
    case('competent', 'competent', 'Runs the filter (57 and 28440), a plain-language explanation under 150 characters, '
         'counted.', code_then_write(M15.format(extra=' and n % 7 != 0'), MT)),
    case('alt-chujin', 'alternative', 'Says "除尽" instead of "整除" and "28,440" with a separator: same meaning and numbers.',
         code_then_write(M15.format(extra=' and n % 7 != 0'), '我用Python检查了1到1000：既能被3除尽又能被5除尽、但不能被7除尽'
         '的数有57个，加起来是28,440。'), arms='skill'),
    case('alt-15', 'alternative', 'Explains via "15的倍数" (multiples of 15), which is the same condition, and gives both '
         'numbers.', code_then_write(M15.format(extra=' and n % 7 != 0'), '简单说：1到1000里是15的倍数、又不是7的倍数的数，'
         '一共57个，总和28440（Python实际运行结果）。'), arms='transfer'),
    case('forgot-7', 'failure', 'The program drops the "not divisible by 7" condition; it prints 66 and 33165 and the '
         'answer reports those.', code_then_write(M15.format(extra=''), sub(MT, ('57个', '66个'), ('28440', '33165'))),
         arms='transfer', failure='wrong_computation'),
    case('too-long', 'failure', 'Correct numbers, but a 300-character lecture for a 150-character limit.',
         code_then_write(M15.format(extra=' and n % 7 != 0'), MT + '具体做法是：先找出15的倍数，因为同时能被3和5整除就等于能被15整除；'
         '1000以内这样的数有66个；再去掉其中同时是7的倍数的，也就是105的倍数，共有9个；剩下57个。把这57个数加起来，就得到28440。'
         '这种方法叫做容斥原理，在日常生活中统计重叠的人群时也常常用到，比如同时参加两个兴趣班的学生人数。'), arms='skill',
         failure='too_long'),
    case('fabricated-sum', 'failure', 'The program printed 28440; the answer says 28400.',
         code_then_write(M15.format(extra=' and n % 7 != 0'), sub(MT, ('28440', '28400'))), arms='skill',
         failure='fabricated_number'),
    case('no-run', 'failure', 'Answers without running any code; the user explicitly asked for Python really run.',
         [to('writing', 'explain'), write(MT.replace('这是用Python逐个检查1000个数得到的。', '（用容斥原理推算）'))],
         arms='transfer', failure='skipped_tool'),
]))

# ---------------------------------------------------------------- c2w_days_2024_verify_loop
D1 = '''import calendar
days = [calendar.monthrange(2024, m)[1] for m in range(1, 13)]
print(days, sum(days))
'''
D2 = '''import calendar
total = 366 if calendar.isleap(2024) else 365
note_total = 366
print("isleap:", calendar.isleap(2024), "total:", total, "match:", total == note_total)
'''
DRAFT = '2024年各月天数之和为366天。'
DF = '2024年是闰年，2月有29天，各月天数之和为366天；已用calendar模块再次核对，结果一致。'
def days(final, draft=DRAFT, verify=True, first=D1):
    steps = [to('coding', '先算各月天数之和'), py(first), to('writing', '写不超过60字的说明'), count(draft)]
    if verify: steps += [to('coding', '用calendar再次核对'), py(D2), to('writing', '定稿不超过120字')]
    return steps + [write(final)]
TASKS.append(task('c2w_days_2024_verify_loop', cases=[
    case('competent', 'competent', 'coding → writing → coding → writing as asked: 366 computed, the draft counted, '
         'verified with calendar, final note under 120 characters counted.', days(DF), expect_status={'ping_pong'}),
    case('alt-no-leap-word', 'alternative', 'The final note says "2月有29天，全年366天" without the word 闰年; the prompt '
         'does not require that word and the content is correct.', days('2024年2月有29天，12个月合计366天，经calendar模块复核无误。'),
         arms='skill', expect_status={'ping_pong'}),
    case('alt-english-digits', 'alternative', 'Final note in Chinese with the verification output quoted ("match: True").',
         days('定稿：2024年各月天数之和为366天（闰年）。calendar模块核对输出 match: True，与说明一致。'), arms='transfer',
         expect_status={'ping_pong'}),
    case('skip-verification', 'failure', 'Goes straight from the draft to the final note: the required return to Python '
         'with calendar never happens, yet the note says it was verified.', days(DF, verify=False), arms='transfer',
         failure='wrong_role_path'),
    case('says-365', 'failure', 'The final note states 365 days, contradicting both program outputs.',
         days(sub(DF, ('2024年是闰年，2月有29天，各月天数之和为366天', '2024年各月天数之和为365天'))), arms='skill',
         failure='fabricated_number', expect_status={'ping_pong'}),
    case('final-too-long', 'failure', 'The final note runs to about 200 characters against a 120 limit.',
         days(DF + '闰年的规则是：能被4整除但不能被100整除，或者能被400整除的年份为闰年。2024年能被4整除且不能被100整除，因此是闰年。'
         '下一个闰年是2028年，而2100年虽然能被4整除，却不是闰年。'), arms='transfer', failure='too_long',
         expect_status={'ping_pong'}),
]))
