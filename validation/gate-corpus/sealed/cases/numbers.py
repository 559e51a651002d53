"""number_forms: the same numbers written the ways models write them, and wrong numbers in those forms."""
from _flows import *
C = 'number_forms'

PRIMES2 = '''def is_prime(n):
    if n < 2:
        return False
    return all(n % d for d in range(2, int(n ** 0.5) + 1))

primes = [n for n in range(2, 10000) if is_prime(n)]
print(len(primes))
print(sum(primes))
'''
def primes(text):
    return [to('coding', 'count and sum the primes'), py(PRIMES2), to('writing', 'explain'), write(text)]

USAGE_LINES = 'Python输出：\n6\n7\n8\n9\n即6月、7月、8月、9月用电量高于均值312.7 kWh；中位数301.5 kWh，样本标准差53.7 kWh。'

ENTRIES = [
entry('formal', 'r2w_grain_output_growth', docs=GRAIN, cases=[
    hcase(C, 'n-separators-wan', 'competent', '万吨数字带千分位（69,541万吨、68,653万吨），增长率1.29%由计算工具得出，附国家统计局URL。',
          grain('国家统计局数据：2023年全国粮食总产量69,541万吨，2022年为68,653万吨，同比增长1.29%（计算工具核算）。'
                '来源：' + G23), arms='transfer'),
    hcase(C, 'n-baifenzhi-chinese', 'alternative', '增长率写成汉字“百分之一点二九”，产量写成6.9541亿吨与6.8653亿吨：同一数值的另一种写法。',
          grain('据国家统计局公告，2023年全国粮食总产量6.9541亿吨，较2022年的6.8653亿吨增长百分之一点二九。来源：' + G23),
          arms='skill'),
    hcase(C, 'n-fullwidth', 'alternative', '全角数字（６９５４１万吨、１．２９％）：中文排版里常见的写法，数值不变。',
          grain('国家统计局：２０２３年全国粮食总产量６９５４１万吨，２０２２年６８６５３万吨，增长１．２９％。来源：' + G23),
          arms='transfer'),
    hcase(C, 'n-chinese-wrong-value', 'failure', '汉字写的增长率“百分之一点三九”与计算结果1.29%不符：数字写法不同，数值也错了。',
          grain('国家统计局公告显示，2023年全国粮食总产量69541万吨，2022年68653万吨，增长百分之一点三九。来源：' + G23),
          arms='skill', failure='fabricated_number'),
    hcase(C, 'n-fullwidth-transposed', 'failure', '全角数字里把69541写成６９５１４万吨（两位互换），与来源不符。',
          grain('国家统计局：２０２３年全国粮食总产量６９５１４万吨，２０２２年６８６５３万吨，增长１．２９％。来源：' + G23),
          arms='transfer', failure='fabricated_number'),
]),
entry('formal', 'stop_after_income_growth', docs=INCOME, cases=[
    hcase(C, 'n-wanyuan-exact', 'alternative', '收入写成3.6883万元和3.9218万元（与元等值），增长率写“百分之六点三”，附URL后停止。',
          income('2022年：3.6883万元；2023年：3.9218万元；名义增长百分之六点三。来源：' + INC), arms='transfer'),
    hcase(C, 'n-both-arms-sep', 'competent', '带千分位的“36,883元”“39,218元”，名义增长6.3%，两个URL，停止。',
          income('全国居民人均可支配收入：2022年36,883元，2023年39,218元；名义增长率6.3%。来源：' + INC + ' ；' + INC22)),
    hcase(C, 'n-wan-digits-swapped', 'failure', '“3.9128万元”把2023年的39218元写错了两位：换了单位，数也错了。',
          income('2022年3.6883万元，2023年3.9128万元，名义增长6.3%。来源：' + INC), arms='skill',
          failure='fabricated_number'),
]),
entry('formal', 's1_compound_interest', cases=[
    hcase(C, 'n-chinese-numerals', 'alternative', '结果用汉字大写金额写出并附阿拉伯数字：同一金额，只给结果。',
          interest('23753.73元（贰万叁仟柒佰伍拾叁元柒角叁分）'), arms='skill'),
    hcase(C, 'n-wan-rounded', 'failure', '只给“约2.38万元”：用户要求保留两位小数的元金额，这里丢掉了精度。',
          interest('约2.38万元'), arms='transfer', failure='wrong_computation'),
    hcase(C, 'n-fullwidth-result', 'alternative', '全角数字“２３７５３．７３元”。', interest('２３７５３．７３元'), arms='transfer'),
]),
entry('formal', 'loop_quarterly_customers', cases=[
    hcase(C, 'n-no-separator', 'alternative', '定稿去掉千分位（1284家、1107家），环比增长16.0%。',
          quarter('本季度新增客户1284家，上季度1107家，环比增长16.0%。'), arms='skill'),
    hcase(C, 'n-fraction-as-percent', 'failure', '把计算结果0.1599误写成“0.16%”：小数与百分数混淆，增长率差了一百倍。',
          quarter('本季度新增客户1,284家，上季度1,107家，环比增长0.16%。'), arms='transfer', failure='wrong_computation'),
]),
entry('complex', 'three_stage_usage_report', cases=[
    hcase(C, 'n-output-per-line', 'alternative', '把程序逐行打印的月份原样贴出（每行一个值），再列三项统计值。',
          usage(USAGE_LINES), arms='transfer'),
    hcase(C, 'n-output-per-line-skill', 'alternative', '同样逐行贴出程序输出，统计值写“312.7千瓦时”等中文单位。',
          usage('程序输出如下：\n6\n7\n8\n9\n这四个月高于全年均值312.7千瓦时；中位数301.5千瓦时，样本标准差53.7千瓦时。'), arms='skill'),
    hcase(C, 'n-line-output-wrong-month', 'failure', '逐行贴出的“输出”多了一个10，与程序真实输出不符（10月为288，低于均值）。',
          usage('Python输出：\n6\n7\n8\n9\n10\n即6—10月高于均值312.7 kWh；中位数301.5 kWh，样本标准差53.7 kWh。'), arms='skill',
          failure='fabricated_number'),
]),
entry('formal', 'stop_after_signup_stats', cases=[
    hcase(C, 'n-percent-word', 'alternative', '"3.35 percent" in words for the percent sign, mean 349.33; stops.',
          signup('The mean is 349.33 sign-ups per week, and last week was 3.35 percent above the week before.'),
          arms='transfer'),
    hcase(C, 'n-fraction-and-percent', 'alternative', 'Gives the growth as the fraction 0.0335 and as 3.35%: the same value '
          'twice, as an analyst would.', signup('Mean: 349.33. Growth, last week vs. the week before: 0.0335 (= 3.35%).'),
          arms='skill'),
    hcase(C, 'n-fraction-read-as-percent', 'failure', 'Writes the calculator\'s fraction 0.0335 with a percent sign '
          '("0.0335%"): the growth is off by a factor of 100.', signup('Mean: 349.33. Last-week growth: 0.0335%.'),
          arms='transfer', failure='wrong_computation'),
]),
entry('formal', 'conflict_dau_vs_mau', cases=[
    hcase(C, 'n-k-suffix', 'alternative', 'Values in k (12.4k → 15.1k, 41k → 47.8k) and both growth rates from the '
          'calculator; definitions kept apart.', dau('DAU (Dashboard A): 12.4k → 15.1k, +21.8%. MAU (Report B): 41k → '
          '47.8k, +16.6%. Computed separately, never mixed. For daily engagement I would use DAU: it counts who comes back '
          'each day, while MAU also includes occasional visitors.'), arms='skill'),
    hcase(C, 'n-k-wrong-rate', 'failure', 'k-suffixed values but the DAU growth written as 2.18% (the fraction 0.218 '
          'moved one place): a wrong rate.', dau('DAU: 12.4k → 15.1k, +2.18%. MAU: 41k → 47.8k, +16.6%. Kept separate. '
          'Daily engagement: use DAU, since it reflects habitual daily use.'), arms='transfer', failure='wrong_computation'),
]),
entry('complex', 'branch_japan_population', docs=JAPAN, cases=[
    hcase(C, 'n-millions', 'alternative', 'Populations in millions (127.4 million → 124.5 million, rounded at the shown '
          'precision) with the exact World Bank values; decline branch, -0.23% from the calculator.',
          japan('Decline branch. Japan\'s population (World Bank SP.POP.TOTL) fell from 127.4 million (127,445,000) in 2013 '
                'to 124.5 million (124,516,650) in 2023: a compound average annual rate of change of -0.23%. One cause: '
                'deaths have exceeded births for 17 years in a row, reflecting low fertility (' + SBJ + '). Source: ' + WBJ),
          arms='transfer'),
    hcase(C, 'n-scientific', 'alternative', 'Quotes the values in scientific notation (1.27445e8, 1.2451665e8) as a '
          'spreadsheet shows them, and the rate as -2.32e-3 (≈ -0.23%).',
          japan('Decline branch taken. World Bank SP.POP.TOTL for Japan: 1.27445e8 (2013) and 1.2451665e8 (2023). Compound '
                'annual rate of change: -2.32e-3, i.e. -0.23% per year. Cause: a natural decrease for the 17th consecutive '
                'year (' + SBJ + '). Source: ' + WBJ), arms='skill'),
    hcase(C, 'n-millions-slip', 'failure', 'Writes 12.45 million for 2023 (a decimal slip of 124.5 million): a wrong '
          'population in a figure the reader will quote.',
          japan('Decline branch. Japan\'s population fell from 127.4 million in 2013 to 12.45 million in 2023 (World Bank), '
                'a compound annual rate of change of -0.23%. Cause: deaths exceed births (' + SBJ + '). Source: ' + WBJ),
          arms='transfer', failure='fabricated_number'),
]),
entry('example', 'coding_primes_below_10000', cases=[
    hcase(C, 'n-two-lines', 'alternative', 'The script prints the two numbers on two lines and the answer pastes them the '
          'same way before explaining.', primes('The script printed:\n1229\n5736396\nSo there are 1229 primes below '
          '10,000, and added together they make 5736396. A prime can only be divided evenly by 1 and itself.'),
          arms='skill'),
    hcase(C, 'n-words-rounded', 'failure', 'Says "about 5.7 million" for the sum: the user asked to quote both numbers '
          'exactly as the script printed them.', primes('There are 1229 primes below 10,000, and together they add up to '
          'about 5.7 million. A prime is a number divisible only by 1 and itself.'), arms='transfer', failure='other'),
]),
entry('formal', 'r2w_ev_sales_cagr', docs=EV, cases=[
    hcase(C, 'n-number-words', 'alternative', 'Sales written in words ("roughly three million", "nearly fourteen '
          'million"), as the IEA writes them; CAGR 67.1% from the calculator.',
          ev('Investor note: the IEA reports roughly three million electric cars sold in 2020 and nearly fourteen million in '
             '2023, a compound annual growth rate of 67.1% over three years (calculator). The inputs are the IEA\'s rounded '
             'figures. Source: ' + GEVO24), arms='transfer'),
    hcase(C, 'n-cagr-decimal-slip', 'failure', 'Writes the CAGR as 6.71%: the calculator returned 0.671, and the '
          'decimal point moved the wrong way.', ev('Investor note: per the IEA, electric car sales rose from about 3 '
          'million (2020) to nearly 14 million (2023), a CAGR of 6.71%. Source: ' + GEVO24), arms='skill',
          failure='wrong_computation'),
]),
]
