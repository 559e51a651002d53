"""Numbers written in other forms (separators, 万/亿, k/M, fraction vs percent, Chinese numerals, number words,
full-width digits, scientific notation, program output one value per line, upper-case hex); and wrong numbers in
those forms."""
from _s12tasks import *

C = 'number_forms'
G = U['grain23']
F = 'fabricated_number'
W = 'wrong_computation'
MULT_LINES = ('nums = [n for n in range(1, 1001) if n % 15 == 0 and n % 7 != 0]\nprint(len(nums))\nprint(sum(nums))\n')

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'nf-gr-yi', '亿吨 and separators for the same values.', grain,
           f'国家统计局：2023年全国粮食总产量6.9541亿吨（69,541万吨），2022年6.8653亿吨，增长1.29%。来源：{G}'),
        bad(C, 'nf-gr-yi-bad', F, '6.9541万吨 is ten thousand times too small.', grain,
            f'国家统计局：2023年全国粮食总产量6.9541万吨，2022年6.8653万吨，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'nf-in-wan', '3.9218万元 and 36,883元 are the sourced values.', income,
           f'2022年：36,883元\n2023年：3.9218万元\n名义增长率：6.3%\n来源：{U["income"]}'),
        bad(C, 'nf-in-wan-bad', F, '39.218万元 is ten times the sourced value.', income,
            f'2022年：3.6883万元\n2023年：39.218万元\n名义增长率：6.3%\n来源：{U["income"]}'),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'nf-ci-sep', 'Thousands separator.', interest, '23,753.73元'),
        ok(C, 'nf-ci-fw', 'Full-width digits.', interest, '５年后本息合计２３７５３．７３元。'),
        bad(C, 'nf-ci-bad', F, 'Digits transposed.', interest, '本息合计：23,573.73 元'),
        bad(C, 'nf-ci-fw-bad', F, 'Full-width digits with a wrong value.', interest, '本息合计２３７５３．３７元。'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'nf-ev-m', '3M / 14M shorthand.', ev,
           f'EV sales: ~3M (2020) → ~14M (2023), per the IEA. CAGR: 67.1%. Strong compounding demand. {U["ev24"]}'),
        bad(C, 'nf-ev-k', F, '14k is a thousandfold too small.', ev,
            f'EV sales: ~3k (2020) → ~14k (2023), per the IEA. CAGR: 67.1%. {U["ev24"]}'),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'nf-cn-yi', '亿 forms of the sourced populations; rate as a percent.', cnpop,
           f'世界银行数据：中国总人口2013年13.6324亿，2023年14.1071亿，十年复合年均变化率0.34%。2022年为首次年度下降。来源：{U["cnwb"]}；{U["cndrop"]}'),
        bad(C, 'nf-cn-frac', W, 'The fraction 0.0034 written as a percent.', cnpop,
            f'世界银行数据：中国总人口2013年13.6324亿，2023年14.1071亿，十年复合年均变化率0.0034%。2022年为首次年度下降。来源：{U["cnwb"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'nf-jp-sci', 'Scientific notation of the sourced values.', japan,
           f'Decline branch: 1.27445e8 (2013) → 1.2451665e8 (2023), compound annual change −0.23%. Cause: deaths exceed births. {U["jpwb"]} {U["jpwhy"]}'),
        bad(C, 'nf-jp-sci-bad', F, '1.2451665e7 is ten times too small.', japan,
            f'Decline branch: 1.27445e8 (2013) → 1.2451665e7 (2023), compound annual change −0.23%. Cause: deaths exceed births. {U["jpwb"]} {U["jpwhy"]}'),
    ), DOCS),
    entry('example', 'coding_primes_below_10000', cases(
        ok(C, 'nf-pr-lines', 'Quotes the output one value per line as printed.', code_write(PRIMES),
           'The script printed:\n1229\n5736396\nSo there are 1229 primes below 10,000, and they add up to 5736396.'),
        bad(C, 'nf-pr-bad', F, 'The sum is misquoted.', code_write(PRIMES),
            'The script printed:\n1229\n5736369\nSo there are 1229 primes below 10,000, adding up to 5736369.'),
    ), DOCS),
    entry('formal', 'c2w_multiples_15_not_7', cases(
        ok(C, 'nf-mu-cn', 'Chinese numerals of the printed values.', code_write(MULT_LINES),
           '1到1000中，既能被3整除又能被5整除、但不能被7整除的数共有五十七个，它们的总和是二万八千四百四十（28440）。'),
        bad(C, 'nf-mu-cn-bad', F, 'The sum in Chinese numerals is wrong.', code_write(MULT_LINES),
            '1到1000中，既能被3整除又能被5整除、但不能被7整除的数共有五十七个，它们的总和是二万八千四百。'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'nf-su-frac', 'Growth as a fraction with its percent.', signups,
           'Mean: 349.33\nGrowth last week vs the week before: 0.0335 (3.35%)'),
        bad(C, 'nf-su-frac-bad', W, 'The fraction is labelled as a percent.', signups,
            'Mean: 349.33\nGrowth last week vs the week before: 0.0335%'),
    ), DOCS),
    entry('formal', 'c2w_collatz_longest', cases(
        ok(C, 'nf-cz-words', 'Number words for the printed values.', code_write(COLLATZ),
           'The winner is six thousand one hundred seventy-one (6171): its Collatz trail takes two hundred sixty-one steps to reach 1.'),
        bad(C, 'nf-cz-words-bad', F, 'The number words name a different start value.', code_write(COLLATZ),
            'The winner is six thousand one hundred seventeen: its Collatz trail takes two hundred sixty-one steps to reach 1.'),
    ), DOCS),
    entry('formal', 's1_response_time_stats', cases(
        ok(C, 'nf-rt-lines', 'One value per line.', rtimes, '3.02\n0.42'),
        bad(C, 'nf-rt-bad', F, 'The SD has its decimal point moved.', rtimes, '3.02\n4.17'),
    ), DOCS),
    entry('formal', 'pure_sha256_prefix', cases(
        ok(C, 'nf-sha-up', 'Upper-case hex of the printed prefix.', code_only(SHA), '7344F107'),
        bad(C, 'nf-sha-bad', F, 'Two hex digits swapped.', code_only(SHA), '7344f170'),
    ), DOCS),
    entry('formal', 'stop_after_prime_list', cases(
        ok(C, 'nf-p50-lines', 'The printed primes, one per line.', code_only(PRIMES50),
           '2\n3\n5\n7\n11\n13\n17\n19\n23\n29\n31\n37\n41\n43\n47'),
        bad(C, 'nf-p50-bad', F, '49 listed, 47 missing.', code_only(PRIMES50),
            '2、3、5、7、11、13、17、19、23、29、31、37、41、43、49'),
    ), DOCS),
]
