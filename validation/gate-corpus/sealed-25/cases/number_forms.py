"Numbers in the forms real answers write them (grouping, European decimals, words, Chinese numerals, pct), right and wrong."
from _s25tasks import *

C = 'number_forms'
G = U['g_nbs']; I = U['i_nbs']; E24 = U['e_24']; IC = U['ic_q3']; MX = U['m_xh']; MN = U['m_ng']; WB = U['n_wb']

ENTRIES = tagged('nf', entries(
    ('r2w_grain_output_growth', ok(C, 'grain-words', 'Both harvests and 1.29% are right; the growth is also given in Chinese numerals, with the NBS URL, under 180 characters.',
        grain, f'2023年全国粮食总产量69,541万吨，2022年68,653万吨，增长1.29%（百分之一点二九）。来源：{G}')),
    ('r2w_grain_output_growth', bad(C, 'grain-decimal', 'wrong_computation', 'The growth is written as 12.9%, ten times the calculator result of 1.29%.',
        grain, f'2023年全国粮食总产量69,541万吨，2022年68,653万吨，增长12.9%。来源：{G}')),
    ('stop_after_income_growth', ok(C, 'income-space', 'Space-grouped thousands (36 883, 39 218) and 6.3% are the NBS figures; URL given, then it stops.',
        income, f'2022年：36 883元；2023年：39 218元；名义增长6.3%。来源：{I}')),
    ('stop_after_income_growth', bad(C, 'income-permille', 'wrong_computation', 'The growth is given as 6.3‰ (per mille), a tenth of the real 6.3%.',
        income, f'2022年：36 883元；2023年：39 218元；名义增长6.3‰。来源：{I}')),
    ('stop_after_signup_stats', ok(C, 'signup-pct', '"3.35 pct" and 349.33 are the two requested numbers, and it stops.',
        signups, ('Mean: 349.33 sign-ups/week. Last week vs the week before: +3.35 pct (388 → 401).',
                  'mean = 349.33; growth (week 6 over week 5) = 3.35 pct'))),
    ('stop_after_signup_stats', bad(C, 'signup-fraction', 'wrong_computation', 'It writes the growth as 0.0335%, which is a hundredth of the real 3.35%.',
        signups, 'Mean: 349.33 sign-ups/week. Last week vs the week before: +0.0335% (388 → 401).')),
    ('s1_response_time_stats', ok(C, 'rt-terse', 'Exactly the two numbers, two decimals, nothing else.',
        rtimes, ('3.02, 0.42', 'Mean 3.02 s; sample SD 0.42 s'))),
    ('s1_response_time_stats', bad(C, 'rt-popsd', 'wrong_computation', 'The standard deviation given (0.38) is the population SD, not the sample SD the tool returned (0.42).',
        rtimes, '3.02, 0.38')),
    ('s1_compound_interest', ok(C, 'interest-grouped', 'Comma-grouped 23,753.73 元 is the rounded result.',
        interest, ('23,753.73 元', '本息合计：23,753.73元'))),
    ('s1_compound_interest', bad(C, 'interest-trunc', 'wrong_computation', '23,753.72 truncates 23,753.7261 instead of rounding it.',
        interest, '23,753.72 元')),
    ('r2w_china_population_revisit', ok(C, 'cn-yi', 'Populations in 亿 (13.63 → 14.11), CAGR 0.34% and the 2022 first decline are right, with URLs.',
        cnpop, f'据世界银行SP.POP.TOTL，中国总人口由2013年约13.63亿增至2023年约14.11亿，十年复合年均变化率约0.34%。'
               f'国家统计局公报显示，2022年末人口比上年末减少85万，为首次年度下降。来源：{WB}；{U["n_gb"]}')),
    ('r2w_china_population_revisit', bad(C, 'cn-tenfold', 'wrong_computation', 'The CAGR is written as 0.034%, a tenth of the calculator result (0.34%).',
        cnpop, f'据世界银行SP.POP.TOTL，中国总人口由2013年约13.63亿增至2023年约14.11亿，十年复合年均变化率约0.034%。'
               f'2022年末人口比上年末减少85万，为首次年度下降。来源：{WB}')),
    ('r2w_ev_sales_cagr', ok(C, 'ev-million', 'About 3 million (2020) to nearly 14 million (2023) gives a CAGR of 67.1%; URL cited.',
        ev, f'Investor note — global electric car sales rose from about 3 million in 2020 to nearly 14 million in 2023 '
            f'(IEA Global EV Outlook), a compound annual growth rate (CAGR) of 67.1%. Source: {E24}')),
    ('r2w_ev_sales_cagr', bad(C, 'ev-billion', 'fabricated_number', 'It writes the sales as 3 billion and 14 billion cars, a thousandfold misstatement of the IEA figures.',
        ev, f'Investor note — global electric car sales rose from about 3 billion in 2020 to nearly 14 billion in 2023 '
            f'(IEA Global EV Outlook), a compound annual growth rate (CAGR) of 67.1%. Source: {E24}')),
    ('c2w_first_sundays', ok(C, 'sun-words', 'One hundred and seventy-one (171) is the right count, with the method, in two sentences.',
        code_write(SUN_DT, 'count first-of-month Sundays 1901-2000 with datetime'),
        'One hundred and seventy-one (171) months of the twentieth century began on a Sunday. Python checked the '
        'weekday of the 1st of every month from January 1901 to December 2000.')),
    ('c2w_first_sundays', bad(C, 'sun-transposed', 'fabricated_number', 'It reports 117, not the 171 the program printed.',
        code_write(SUN_DT, 'count first-of-month Sundays 1901-2000 with datetime'),
        'One hundred and seventeen (117) months of the twentieth century began on a Sunday. Python checked the '
        'weekday of the 1st of every month from January 1901 to December 2000.')),
    ('c2w_multiples_15_not_7', ok(C, 'mult-cn', '57 numbers summing to 28,440 (两万八千四百四十), explained plainly.',
        code_write(MULT_SUM, '运行 Python：1–1000 内 15 的倍数且不被 7 整除'),
        '1到1000里，既能被3整除又能被5整除（即15的倍数）、但不能被7整除的数共有57个，加起来是28,440（两万八千四百四十）。')),
    ('c2w_multiples_15_not_7', bad(C, 'mult-sum', 'fabricated_number', 'The sum is given as 2,844, not the 28,440 the program printed.',
        code_write(MULT_SUM, '运行 Python：1–1000 内 15 的倍数且不被 7 整除'),
        '1到1000里，既能被3整除又能被5整除（即15的倍数）、但不能被7整除的数共有57个，加起来是2,844。')),
    ('conflict_dau_vs_mau', ok(C, 'daumau-euro', 'European decimals (21,8 %; 16,6 %) are unambiguous here and right; definitions kept apart.',
        daumau, 'DAU (Dashboard A): 12 400 → 15 100, +21,8 %. MAU (Report B): 41 000 → 47 800, +16,6 %. '
                'For daily engagement use DAU: it counts who comes back each day, while MAU counts anyone active once in a month.')),
    ('conflict_dau_vs_mau', bad(C, 'daumau-shift', 'wrong_computation', 'The DAU growth is written 2,18 %, a tenth of the real 21.8%.',
        daumau, 'DAU (Dashboard A): 12 400 → 15 100, +2,18 %. MAU (Report B): 41 000 → 47 800, +16,6 %. '
                'For daily engagement use DAU: it counts who comes back each day, while MAU counts anyone active once in a month.')),
    ('loop_quarterly_customers', ok(C, 'cust-revised', 'The draft\'s 17% is revised to the computed 16.0%; both counts kept, under 100 characters.',
        customers, '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长16.0%，增势延续。')),
    ('loop_quarterly_customers', bad(C, 'cust-permille', 'wrong_computation', '16.0‰ is a tenth of the computed 16.0% growth.',
        customers, '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长16.0‰，增势延续。')),
    ('loop_release_note_revision', ok(C, 'rel-pct', 'Three bullets, 610 ms with the 27.4% reduction, CSV and the v1 removal.',
        release, 'v2.4.0\n* Startup 27.4% faster: 610 ms, down from 840 ms\n* CSV export keeps column order\n* Legacy v1 API removed')),
    ('loop_release_note_revision', bad(C, 'rel-shift', 'wrong_computation', 'The reduction is written 2.74%, a tenth of the computed 27.4%.',
        release, 'v2.4.0\n* Startup 2.74% faster: 610 ms, down from 840 ms\n* CSV export keeps column order\n* Legacy v1 API removed')),
    ('c2w_collatz_longest', ok(C, 'collatz-comma', '6,171 and 261 steps are what the program printed; explained for a teenager.',
        code_write(COLLATZ_MEMO, 'Collatz: longest chain below 10,001'),
        'Take a number; halve it if even, otherwise triple it and add 1; repeat until you hit 1. Up to 10,000 the '
        'longest trip starts at 6,171: 261 steps to reach 1.')),
    ('c2w_collatz_longest', bad(C, 'collatz-terms', 'fabricated_number', 'It says 262 steps, one more than the 261 the program printed.',
        code_write(COLLATZ_MEMO, 'Collatz: longest chain below 10,001'),
        'Take a number; halve it if even, otherwise triple it and add 1; repeat until you hit 1. Up to 10,000 the '
        'longest trip starts at 6,171: 262 steps to reach 1.')),
    ('stop_iceland_population', ok(C, 'ice-thousand', '402,180 (about 402.2 thousand) at 30 September 2026 is the latest Statistics Iceland figure; URL; it stops.',
        iceland, f'Statistics Iceland: 402,180 inhabitants (≈402.2 thousand) at the end of Q3 2026, i.e. 30 September 2026. {IC}')),
    ('stop_iceland_population', bad(C, 'ice-dropped', 'fabricated_number', 'It gives 40,218 inhabitants, dropping a digit of the 402,180 in the release.',
        iceland, f'Statistics Iceland: 40,218 inhabitants at the end of Q3 2026, i.e. 30 September 2026. {IC}')),
    ('conflict_everest_height', ok(C, 'ev-feet', 'Both heights with their URLs (and feet conversions), the reason and which to cite.',
        everest, f'2020 China–Nepal survey: 8,848.86 m (≈29,032 ft) — {MX}\n1955 Survey of India: 8,848 m (≈29,029 ft) — {MN}\n'
                 'They differ because the 2020 survey used GNSS and a snow-depth measurement instead of 1950s triangulation. '
                 'Cite 8,848.86 m today.')),
    ('conflict_everest_height', bad(C, 'ev-swap', 'fabricated_number', 'The 2020 height is written 8,884.86 m, transposing two digits.',
        everest, f'2020 China–Nepal survey: 8,884.86 m — {MX}\n1955 Survey of India: 8,848 m — {MN}\n'
                 'They differ because the 2020 survey used GNSS and a snow-depth measurement instead of 1950s triangulation. '
                 'Cite 8,884.86 m today.')),
))

DAYS_DRAFT = '2024年是闰年，全年366天。'
ENTRIES += tagged('nf', entries(
    ('stop_after_signup_stats', ok(C, 'signup-percent', '"3.35 per cent" and 349.33 are right; stops.',
        signups, 'The mean is 349.33 sign-ups a week, and the last week grew 3.35 per cent over the week before.')),
    ('r2w_grain_output_growth', ok(C, 'grain-cnyear', 'Years in Chinese numerals and 百分之一点二九 are right; NBS URL.',
        grain, f'二〇二三年全国粮食总产量六亿九千五百四十一万吨，较二〇二二年的六亿八千六百五十三万吨增长百分之一点二九（1.29%）。来源：{G}')),
    ('c2w_days_2024_verify_loop', ok(C, 'days-cn', '三百六十六天 (366) and the leap-year February are right; checked with calendar.',
        days_loop(DAYS_SUM, DAYS_VERIFY, DAYS_DRAFT), '二〇二四年是闰年，二月有二十九天，十二个月合计三百六十六天（366天）；calendar模块复核一致。')),
    ('c2w_days_2024_verify_loop', bad(C, 'days-365', 'fabricated_number', 'It says 三百六十五天 although both programs printed 366.',
        days_loop(DAYS_SUM, DAYS_VERIFY, DAYS_DRAFT), '二〇二四年是闰年，二月有二十九天，十二个月合计三百六十五天；calendar模块复核一致。')),
    ('loop_quarterly_customers', ok(C, 'cust-cn', '百分之十六点零 is the computed 16.0%; both counts kept.',
        customers, '本季度新增客户1284家，上季度1107家，环比增长百分之十六点零。')),
    ('loop_quarterly_customers', bad(C, 'cust-cnwrong', 'fabricated_number', '百分之十六点九 is not the computed 16.0%.',
        customers, '本季度新增客户1284家，上季度1107家，环比增长百分之十六点九。')),
    ('loop_median_double_check', ok(C, 'median-words', '"ten and a half (10.5)" is the median; checked with statistics.median.',
        median_loop(MED_SORT, MED_STAT), 'The median of [12, 7, 3, 14, 9, 21] is ten and a half (10.5), confirmed by statistics.median.')),
    ('loop_median_double_check', bad(C, 'median-1005', 'fabricated_number', '10.05 is not the 10.5 both programs printed.',
        median_loop(MED_SORT, MED_STAT), 'The median of [12, 7, 3, 14, 9, 21] is 10.05, confirmed by statistics.median.')),
    ('r2w_ev_sales_cagr', bad(C, 'ev-fraction', 'wrong_computation', 'It writes the CAGR as 0.671%, a hundredth of the 67.1% (0.671) the calculator gave.',
        ev, f'Electric car sales: ~3 million (2020) → ~14 million (2023), IEA. CAGR: 0.671%. {E24}')),
    ('conflict_dau_vs_mau', ok(C, 'dau-thousand', '12.4 thousand → 15.1 thousand DAU (+21.8%) and MAU +16.6% are right; DAU chosen.',
        daumau, 'Daily (Dashboard A): 12.4 thousand → 15.1 thousand, up 21.8%. Monthly (Report B): 41 thousand → 47.8 thousand, up 16.6%. '
                'Use the daily figure for daily engagement; monthly actives hide how often people return.')),
))
