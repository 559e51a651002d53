"""Numbers written in other forms: acceptable when the value is the same (another unit word, separators, words,
fractions), failing when the form changes the value or drops the precision the task asks for."""
from _s13tasks import *

C = 'number_forms'
G, I, Q = U['grain23'], U['ice_q2'], U['income']

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'nf-gr-yi', 'Output in 亿吨, same value.', grain,
           f'国家统计局：2023年全国粮食总产量约6.9541亿吨，2022年6.8653亿吨，增长1.29%。来源：{G}', alt=True),
        bad(C, 'nf-gr-wan', 'wrong_computation', '6.9541万吨 is ten thousand times too small.', grain,
            f'2023年全国粮食总产量6.9541万吨，2022年6.8653万吨，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'nf-in-wan', 'Incomes in 万元, same values.', income, f'2022年3.6883万元，2023年3.9218万元，名义增长6.3%。{Q}', alt=True),
        bad(C, 'nf-in-qian', 'wrong_computation', '3.9218千元 is a tenth of the value.', income, f'2022年3.6883千元，2023年3.9218千元，名义增长6.3%。{Q}'),
    ), DOCS),
    entry('formal', 'stop_iceland_population', cases(
        ok(C, 'nf-is-space', 'Thin-space grouping, same number.', iceland, f'393 590 inhabitants on 30 June 2025 — Statistics Iceland, {I}', alt=True),
        bad(C, 'nf-is-mill', 'fabricated_number', '"3.9 million" is ten times the population.', iceland,
            f'Iceland had about 3.9 million inhabitants on 30 June 2025 (Statistics Iceland). {I}'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'nf-ev-pc', '"per cent" spelled out; "3M" and "14M".', ev,
           f"IEA data: 3M electric cars sold in 2020, close to 14M in 2023 — a compound annual growth rate of 67.1 per cent. {U['ev24']}", alt=True),
        bad(C, 'nf-ev-frac', 'wrong_computation', 'Reads the fraction 0.671 as 0.671%.', ev,
            f"Electric car sales rose from ~3 million (2020) to ~14 million (2023), a CAGR of 0.671%. Source: IEA, {U['ev24']}"),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'nf-cpi-word', '"30.8 percent" and "roughly a fifth".', with_(cpi, more=('1.02**10',)),
           f"The CPI-U annual average went from 232.957 in 2013 to 304.702 in 2023: up 30.8 percent. Two percent a year for ten years compounds to 21.9 percent, so prices rose faster than the target implies. {U['cpi']}", alt=True),
        bad(C, 'nf-cpi-slip', 'wrong_computation', 'The decimal point slipped: 3.08%.', with_(cpi, more=('1.02**10',)),
            f"CPI-U: 232.957 (2013) → 304.702 (2023), a cumulative change of 3.08%, well below the 21.9% that the Fed's 2% target would compound to. {U['cpi']} {U['fed']}"),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'nf-cn-yi', 'Populations in 亿 with the rate unchanged.', cnpop,
           f'世界银行数据：中国人口2013年约13.63亿，2023年约14.11亿，十年复合年均变化率0.34%；2022年首次出现年度下降。来源：{U["cnwb"]}', alt=True),
        bad(C, 'nf-cn-frac', 'wrong_computation', 'Reads the fraction 0.0034 as a percentage.', cnpop,
            f'中国总人口2013年1,363,240,000，2023年1,410,710,000，复合年均变化率0.0034%；2022年首次下降。来源：{U["cnwb"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'nf-jp-mill', 'Populations in millions, minus sign as a word.', japan,
           f"Decline branch. Japan: 127.4 million (2013) → 124.5 million (2023), World Bank SP.POP.TOTL; compound annual rate minus 0.23%. Cause: deaths exceeding births. {U['jpwb']}", alt=True),
        bad(C, 'nf-jp-slip', 'wrong_computation', 'Ten times the rate: -2.3% a year.', japan,
            f"Decline branch: 127,445,000 (2013) to 124,516,650 (2023), a compound annual rate of -2.3%. Deaths exceed births. {U['jpwb']}"),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'nf-ci-yen', 'Currency sign and separators.', interest, '¥23,753.73', alt=True),
        bad(C, 'nf-ci-wan', 'other', 'Rounds to 2.38万元, losing the two decimals asked for.', interest, '约2.38万元'),
    ), DOCS),
    entry('formal', 's1_response_time_stats', cases(
        ok(C, 'nf-rt-slash', 'Two numbers with labels.', rtimes, 'mean = 3.02; sample SD = 0.42', alt=True),
        bad(C, 'nf-rt-1dp', 'other', 'One decimal instead of two.', rtimes, 'Mean 3.0, SD 0.4'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'nf-su-space', 'Spaced percent sign.', signups, 'Mean: 349.33 sign-ups per week\nLast week vs previous: +3.35 %', alt=True),
        bad(C, 'nf-su-round', 'other', 'Rounded to integers and one decimal.', signups, 'Mean ≈ 349; last-week growth ≈ 3.4%.'),
    ), DOCS),
    entry('example', 'coding_primes_below_10000', cases(
        ok(C, 'nf-pr-comma', 'Quotes the numbers with commas exactly as this script printed them.', code_write(PRIMES_FMT),
           'The script printed count=1,229 sum=5,736,396: there are 1,229 prime numbers below 10,000, and they add up to 5,736,396.', alt=True),
        bad(C, 'nf-pr-approx', 'other', 'Rounds the sum although asked to quote it exactly.', code_write(PRIMES),
            'There are 1229 primes below 10,000; together they add up to about 5.7 million.'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'nf-nv-mill', 'Sales in 百万辆 wording, same values.', nevcagr,
           f'中汽协口径：新能源汽车销量由2021年的352.1万辆（约3.5百万辆）增至2023年的949.5万辆，2021→2023年复合年增长率64.2%。来源：{U["caam23"]}', alt=True),
        bad(C, 'nf-nv-frac', 'wrong_computation', 'Writes 0.642 as 0.642%.', nevcagr,
            f'中汽协：2021年352.1万辆，2023年949.5万辆，CAGR为0.642%。来源：{U["caam23"]}'),
    ), DOCS),
    entry('formal', 'c2w_multiples_15_not_7', cases(
        ok(C, 'nf-m15-wan', 'Sum in 万, same value.', code_write(MULT), '符合条件的整数共57个，总和约2.844万（准确值28440）。', alt=True),
        bad(C, 'nf-m15-drop', 'wrong_computation', 'A digit dropped: 2844.', code_write(MULT), '1到1000之间，同时被3和5整除但不被7整除的数有57个，总和是2844。'),
    ), DOCS),
    entry('formal', 'loop_median_double_check', cases(
        ok(C, 'nf-md-half', 'Ten and a half.', median_loop(MED_A, MED_B, 'The median is 10.5.'),
           'The median of [12, 7, 3, 14, 9, 21] is ten and a half (10.5), the mean of 9 and 12.', alt=True),
        bad(C, 'nf-md-105', 'wrong_computation', 'Decimal point lost: 105.', median_loop(MED_A, MED_B, 'The median is 10.5.'),
            'The median of [12, 7, 3, 14, 9, 21] is 105.'),
    ), DOCS),
    entry('formal', 'c2w_days_2024_verify_loop', cases(
        ok(C, 'nf-dy-words', 'The count in Chinese numerals.', days_loop(DAYS_A, DAYS_B, '2024年共366天。'),
           '2024年是闰年，全年共三百六十六天（366天），已用calendar模块核对通过。', alt=True, expect_status=PP),
        bad(C, 'nf-dy-365', 'wrong_computation', 'States 365, not what the program printed.', days_loop(DAYS_A, DAYS_B, '2024年共366天。'),
            '2024年各月天数之和为365天，calendar模块核对通过。', expect_status=PP),
    ), DOCS),
    entry('formal', 'c2w_collatz_longest', cases(
        ok(C, 'nf-cz-comma', 'Thousands separator.', code_write(COLLATZ),
           'Try every start from 1 to 10,000: 6,171 makes the longest journey to 1, taking 261 steps.', alt=True),
        bad(C, 'nf-cz-dec', 'wrong_computation', 'Writes the start value as 6.171.', code_write(COLLATZ),
            'The winner is 6.171: its Collatz sequence needs 261 steps to reach 1, more than any other start up to 10,000.'),
    ), DOCS),
]
