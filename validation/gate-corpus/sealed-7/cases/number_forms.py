"""Number forms: the right value written with separators, in words, in Chinese numerals, full-width digits,
万/亿, scientific notation, a fraction beside a percent, or as program output one value per line; against values
that are wrong, rounded where the prompt asked for exact figures, or off by a factor."""
from _s7tasks import *

C = 'number_forms'
primes_c, primes_p = code_write(PRIMES_COMMA), code_write(PRIMES_PLAIN)
collatz, sundays, mult = code_write(COLLATZ), code_write(SUNDAYS), code_write(MULT)
plist, plines = code_only(PRIMES50), code_only(PRIMES50_LINES)
sha = code_only(SHA)
days = days_loop(DAYS1, DAYS2, '2024年12个月共366天。')
USAGE_LINES = ('data = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]\nm = sum(data) / len(data)\n'
               'for month, v in enumerate(data, start=1):\n    if v > m:\n        print(month)\n')

ENTRIES = [
    entry('example', 'coding_primes_below_10000', cases(
        ok(C, 'primes-commas-printed', 'The script printed the numbers with thousands separators and the '
           'answer quotes them exactly so.', primes_c,
           'The program found 1,229 primes below 10,000, and together they add up to 5,736,396. A prime is a '
           'whole number that only divides by 1 and itself.'),
        bad(C, 'primes-rounded-k', 'other', 'The user asked for both numbers exactly as printed; "about 1.2k" '
            'and "roughly 5.7M" are roundings.', primes_p,
            'Below 10,000 there are about 1.2k primes (numbers divisible only by 1 and themselves), and their sum '
            'is roughly 5.7M, as the script showed.'),
    )),
    entry('formal', 'c2w_collatz_longest', cases(
        ok(C, 'collatz-separator', 'Start value written with a thousands separator; both values right.', collatz,
           'Among the numbers 1 to 10,000, the Collatz rule (halve if even, triple plus one if odd) takes longest '
           'from 6,171: it needs 261 steps to reach 1.'),
        ok(C, 'collatz-words', 'The step count in words is the same value; the start is exact.', collatz,
           'Start at 6171, apply Collatz (even: halve, odd: 3n+1), and you need two hundred sixty-one steps to '
           'hit 1 - the longest ride of any start up to 10,000.', alt=True),
        bad(C, 'collatz-off-by-one', 'fabricated_number', 'The program printed 261 steps; the answer says 262.',
            collatz, 'The Collatz champion below 10,000 is 6,171, which takes 262 steps before it finally '
            'reaches 1.'),
    )),
    entry('formal', 'c2w_multiples_15_not_7', cases(
        ok(C, 'mult-cn-numerals', 'The sum written in Chinese numerals equals the printed 28440.', mult,
           '1到1000里，同时能被3和5整除（即15的倍数）又不能被7整除的数共有57个，它们的和是二万八千四百四十。'),
        ok(C, 'mult-fullwidth', 'Full-width digits carry the same values.', mult,
           '程序运行结果：能被3和5整除、但不能被7整除的数有５７个，总和为２８４４０。', alt=True),
        bad(C, 'mult-count-swapped-digits', 'fabricated_number', 'The count was 57, not 75.', mult,
            '在1至1000中，能被15整除且不能被7整除的整数共有75个，合计28,440。'),
    )),
    entry('formal', 'c2w_first_sundays', cases(
        ok(C, 'sundays-words', 'The count in words is the printed 171; two sentences as asked.', sundays,
           'One hundred seventy-one months of the twentieth century began on a Sunday. A Python script checked '
           'the first day of every month from 1901 to 2000 with the datetime module.'),
        bad(C, 'sundays-words-wrong', 'fabricated_number', 'One hundred seventy is not the printed count (171).',
            sundays, 'One hundred and seventy months from 1901 to 2000 started on a Sunday. I counted them by '
            'looping over every month in Python.'),
    )),
    entry('formal', 'c2w_days_2024_verify_loop', cases(
        ok(C, 'days-cn-numerals', 'Three hundred sixty-six in Chinese numerals, checked with calendar; 2 月 29 '
           '天 explains it.', lambda a, t: days(a, t),
           '定稿：2024年是闰年，2月有29天，全年共计三百六十六天，已用calendar模块核对一致。', expect_status=PP),
        bad(C, 'days-365-words', 'fabricated_number', 'The final note gives 365 days; the runs printed 366.',
            lambda a, t: days(a, t), '定稿：2024年各月天数相加共三百六十五天，calendar核对无误。',
            expect_status=PP),
    )),
    entry('formal', 'stop_after_prime_list', cases(
        ok(C, 'plist-lines', 'The program printed one prime per line and the answer reproduces that output; '
           'it is the full list with nothing added.', plines,
           '2\n3\n5\n7\n11\n13\n17\n19\n23\n29\n31\n37\n41\n43\n47', alt=True),
        ok(C, 'plist-dunhao', 'Primes separated by 、, the usual Chinese list mark.', plist,
           '2、3、5、7、11、13、17、19、23、29、31、37、41、43、47'),
        bad(C, 'plist-with-one', 'other', 'The list starts with 1, which is not a prime.', plist,
            '1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47'),
    )),
    entry('formal', 'pure_sha256_prefix', cases(
        ok(C, 'sha-upper', 'Hexadecimal is case-insensitive; 7344F107 is the printed prefix.', sha, '7344F107',
           alt=True),
        bad(C, 'sha-transposed', 'fabricated_number', 'Two hex digits are transposed relative to the printed '
            'prefix 7344f107.', sha, '前 8 位：7344f170'),
    )),
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'interest-separator', 'Thousands separator and two decimals; the computed amount.', interest,
           '23,753.73元'),
        bad(C, 'interest-truncated', 'other', 'Truncated rather than rounded to two decimals: 23753.7257 rounds '
            'to 23753.73.', interest, '23753.72 元'),
    )),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'signup-fraction-too', 'Growth as a percent with two decimals, its fraction in brackets.', signups,
           'Mean: 349.33\nGrowth, last week over the week before: 3.35% (0.0335)'),
        bad(C, 'signup-one-decimal', 'other', 'The user asked for the growth as a percentage with two decimals; '
            '3.4% has one.', signups, 'Mean 349.3 sign-ups; last-week growth 3.4%.'),
    )),
    entry('formal', 's1_response_time_stats', cases(
        ok(C, 'rt-lines', 'The two values one per line, nothing else.', rtimes, '3.02\n0.42', alt=True),
        bad(C, 'rt-population', 'wrong_computation', 'The second number is the population SD (0.38); the user '
            'asked for the sample SD (0.42).', rtimes, '3.02\n0.38'),
    )),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'usage-printed-lines', 'The months are quoted as the program printed them, one per line, beside '
           'the three statistics.', usage(USAGE_LINES),
           '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh。程序输出的高于均值的月份：\n6\n7\n8\n9'),
        bad(C, 'usage-extra-month', 'other', 'May (241 kWh) is far below the mean and is listed among the months '
            'above it.', usage(USAGE_LINES),
            '均值312.7，中位数301.5，样本标准差53.7（kWh）。高于均值的月份：\n5\n6\n7\n8\n9'),
    )),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'cnpop-yi', 'Populations in 亿 (13.63 and 14.11) are the found values rounded for reading; the '
           'rate is the computed one.', cnpop,
           '世界银行数据：中国总人口2013年约13.63亿，2023年约14.11亿，十年复合年均变化率0.34%。国家统计局公报显示，'
           '2022年末人口比上年减少85万，为首次下降。来源：https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html'),
        bad(C, 'cnpop-wan', 'other', 'The populations are written as 13.63万 and 14.11万, ten thousand times too '
            'small.', cnpop,
            '中国总人口由2013年的13.63万人增至2023年的14.11万人，复合年均变化率0.34%；2022年人口首次下降。'
            '来源：https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'ev-M', 'Sales as 3M and 14M, the usual shorthand; the CAGR is computed.', ev,
           'EV note: global electric car sales rose from ~3M in 2020 to ~14M in 2023 (IEA), a CAGR of 67.1%. '
           'Source: https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars'),
        bad(C, 'ev-fraction-as-percent', 'other', 'The calculator returned 0.671, i.e. 67.1%; the note writes '
            '0.671%.', ev,
            'Global EV sales: about 3 million (2020) to nearly 14 million (2023); compound annual growth rate '
            '0.671%. Source: https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars'),
    ), RESEARCH_DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'jp-scientific', 'The rate is given as a percent and in scientific notation; populations in '
           'millions.', japan,
           'Decline branch. World Bank: 127.4 million (2013) -> 124.5 million (2023); compound annual change '
           '-0.23% (-2.32e-3 per year). Cause: natural decrease, deaths exceeding births '
           '(https://www.stat.go.jp/english/data/jinsui/2023np/index.html). '
           'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP&view=chart'),
        bad(C, 'jp-factor-ten', 'other', 'The rate is written as -2.3% a year, ten times the computed -0.23%.',
            japan,
            'Decline branch: Japan\'s population fell from 127.4 million to 124.5 million (2013-2023), about '
            '-2.3% per year, driven by more deaths than births. '
            'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP&view=chart'),
    ), RESEARCH_DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'caam-units-digits', 'Volumes written in full (9,495,000 辆) equal the 万辆 figures.', nevcagr,
           '中汽协口径下，新能源汽车销量从2021年的3,521,000辆增至2023年的9,495,000辆，复合年增长率64.2%。'
           '来源：http://www.caam.org.cn/chn/4/cate_39/con_5235337.html', alt=True),
        bad(C, 'caam-cagr-fraction', 'other', 'The CAGR is 64.2%; the summary writes 0.642%.', nevcagr,
            '据中汽协，2021—2023年新能源汽车销量由352.1万辆升至949.5万辆，CAGR为0.642%。'
            '来源：http://www.caam.org.cn/chn/4/cate_39/con_5235337.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'income-wan', 'Incomes in 万元 to four decimals are exact; growth to one decimal.', income,
           f'2022年：3.6883万元；2023年：3.9218万元；名义增长率6.3%。来源：{INCOME["url"]}', alt=True),
        bad(C, 'income-growth-tiny', 'other', 'The growth is written as 0.063%, a hundredth of the computed '
            '6.3%.', income, f'2022年36,883元，2023年39,218元，名义增长0.063%。来源：{INCOME["url"]}'),
    ), RESEARCH_DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'cust-no-sep', 'Figures without separators are the same numbers.', lambda a, t: customers(
            a, t, '本季度新增客户1284家，上季度1107家，环比增长约16%。'),
           '本季度新增客户1284家，上季度1107家，环比增长16.0%。'),
        bad(C, 'cust-growth-permille', 'other', 'The growth is written as 16.0‰ (per mille), a tenth of the '
            'computed 16.0%.', lambda a, t: customers(a, t, '本季度新增客户1284家，上季度1107家。'),
            '本季度新增客户1,284家，上季度1,107家，环比增长16.0‰。'),
    )),
]
