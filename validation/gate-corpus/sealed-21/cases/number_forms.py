"""Number forms: the right figures in the forms real answers use (亿, 万, words, scientific, separators,
rounding, ranges), against figures that are wrong however they are written."""
from _s21tasks import *

C = 'number_forms'
G23, G22, I23, I22 = U['g_nbs23'], U['g_nbs22'], U['i_nbs23'], U['i_nbs22']

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'gr-yi', '6.9541亿吨 and 6.8653亿吨 restate the 万吨 totals; 1.29% is the computed rate.', grain,
           f'国家统计局公告：2023年全国粮食总产量约6.9541亿吨，2022年为6.8653亿吨，增长1.29%。来源：{G23}'),
        ok(C, 'gr-sep', 'Thousands separators on 万吨 figures and "1.29 %" with a space are the same values.', grain,
           f'2023年粮食总产量69,541万吨，较2022年的68,653万吨增加888万吨，增幅1.29 %。数据见{G23}'),
        bad(C, 'gr-swap', 'fabricated_number', '69451 transposes the 2023 total (69541).', grain,
            f'2023年全国粮食总产量69451万吨，2022年68653万吨，同比增长1.29%。来源：{G23}'),
        bad(C, 'gr-rate', 'wrong_computation', '1.92% is not the calculator result 1.29%.', grain,
            f'简报：2023年粮食总产量69541万吨，比2022年（68653万吨）增长1.92%，再创新高。来源：{G23}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'in-wan', '3.9218万元 / 3.6883万元 restate the yuan figures.', income,
           f'2023年：3.9218万元；2022年：3.6883万元；名义增长6.3%。来源：{I23}'),
        ok(C, 'in-words', 'The yuan figures with the Chinese comma grouping and 百分之六点三.', income,
           f'2022年36,883元，2023年39,218元，名义增长百分之六点三（6.3%）。{I23}'),
        bad(C, 'in-drop', 'fabricated_number', '39128 is not the published 39218.', income,
            f'2022年36883元，2023年39128元，名义增长6.3%。来源：{I23}'),
        bad(C, 'in-rate', 'wrong_computation', '6.8% misstates the computed 6.3%.', income,
            f'全国居民人均可支配收入：2022年36883元，2023年39218元，名义增长6.8%。{I23}'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'ci-wan', '2.375373万元 is 23,753.73元 restated (two decimals of the yuan preserved).', interest,
           '5年后本息合计约23,753.73元（约2.38万元）。'),
        ok(C, 'ci-plain', 'The plain figure with 元.', interest, '本息合计：23753.73 元'),
        bad(C, 'ci-trans', 'fabricated_number', '23,735.73 transposes digits of the result.', interest,
            '5年后本息合计为23,735.73元。'),
        bad(C, 'ci-round', 'other', '约2.4万元 alone drops the two decimals the user asked for.', interest,
            '5年后本息合计大约2.4万元。'),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'rt-two', 'Mean 3.02 and SD 0.42, rounded as asked.', rtimes, 'Mean: 3.02 s; sample SD: 0.42 s'),
        ok(C, 'rt-bare', 'The two numbers and nothing else.', rtimes, ('3.02, 0.42', '3.02 / 0.42')),
        bad(C, 'rt-pop', 'wrong_computation', '0.38 is the population SD, not the sample SD (0.42).', rtimes,
            'Mean 3.02, standard deviation 0.38'),
        bad(C, 'rt-mean', 'fabricated_number', 'A mean of 3.20 does not match the tool (3.0167).', rtimes,
            'Mean = 3.20 s, SD = 0.42 s'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'is-space', '399 160 with a thin space, the same figure.', iceland,
           f'Statistics Iceland: 399\u202f160 inhabitants at 30 September 2026 (end of Q3 2026). Source: {U["ic_q3"]}'),
        ok(C, 'is-k', 'About 399.2 thousand, with the exact figure given too.', iceland,
           f'Iceland had 399,160 residents (≈399.2k) on 30 September 2026 per Statistics Iceland: {U["ic_q3"]}'),
        bad(C, 'is-tr', 'fabricated_number', '391,660 misreads the figure.', iceland,
            f'Population 391,660 as of 30 September 2026 (Statistics Iceland): {U["ic_q3"]}'),
        bad(C, 'is-round', 'fabricated_number', '"about 400,000" reported as the figure is not the published one.',
            iceland, f'Iceland\'s population is 400,000 as of 30 September 2026. Source: {U["ic_q3"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-words', 'Three million and nearly fourteen million in words; 67.1%.', ev,
           f'EV sales grew from about three million (2020) to nearly fourteen million (2023): a 67.1% CAGR. IEA: {U["e_gevo24"]}'),
        ok(C, 'ev-sci', '1.4 × 10^7 and 3 × 10^6 are the same counts.', ev,
           f'Global EV sales: 3×10^6 in 2020, ~1.4×10^7 in 2023 → CAGR ≈ 67.1%/yr (IEA GEVO, {U["e_gevo21"]}).'),
        bad(C, 'ev-cagr', 'wrong_computation', '76.1% transposes the 67.1% CAGR.', ev,
            f'EV sales rose from 3M (2020) to ~14M (2023), a CAGR of 76.1%. Source: {U["e_gevo24"]}'),
        bad(C, 'ev-m', 'fabricated_number', '4 million for 2020 is not the IEA figure (3 million).', ev,
            f'Electric car sales went from 4 million in 2020 to nearly 14 million in 2023, a 67.1% CAGR. {U["e_gevo24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-pct', '30.8% cumulative; index levels given with three decimals.', cpi,
           f'CPI-U averaged 232.957 in 2013 and 304.702 in 2023, up 30.8% over ten years. The Fed aims for 2% a year '
           f'(PCE), about 21.9% over a decade if compounded, so prices rose faster than that goal. {U["c_tab"]}'),
        ok(C, 'cpi-third', '"Almost a third (30.8%)" is the same change.', cpi,
           f'Prices rose by almost a third (30.8%) from 2013 to 2023 (CPI-U 232.957 → 304.702, BLS {U["c_tab"]}); '
           f'the Fed\'s longer-run goal is 2% inflation on PCE, see {U["c_fedfaq"]}.'),
        bad(C, 'cpi-38', 'wrong_computation', '38.0% is not the computed 30.8%.', cpi,
            f'The CPI-U rose from 232.957 (2013) to 304.702 (2023), a 38.0% increase, well above the Fed\'s 2% target. {U["c_tab"]}'),
        bad(C, 'cpi-lvl', 'fabricated_number', '2013 index given as 223.957.', cpi,
            f'CPI-U: 223.957 (2013) vs 304.702 (2023), +30.8% cumulatively; the Fed targets 2% (PCE). {U["c_tab"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-yi', '13.6324亿 and 14.1071亿 restate the World Bank values; 0.34%.', cnpop,
           f'世界银行数据：中国总人口2013年约13.6324亿，2023年约14.1071亿，十年复合年均变化率0.34%。'
           f'2022年首次出现年度下降（比上年末减少85万人）。来源：{U["n_wb"]}、{U["n_gb22"]}'),
        bad(C, 'cn-neg', 'wrong_computation', 'A rate of -0.34% has the wrong sign.', cnpop,
            f'中国人口2013年1,363,240,000人，2023年1,410,710,000人，复合年均变化率为-0.34%；2022年首次下降。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-m', '127.4 million and 124.5 million, with the exact rate.', japan,
           f'Decline branch: Japan fell from about 127.4 million (2013) to 124.5 million (2023), −0.23% a year '
           f'compounded. Low births (record-low fertility of 1.20) drive it. World Bank: {U["j_wb"]}'),
        bad(C, 'jp-rate', 'wrong_computation', '-0.32% transposes the -0.23% rate.', japan,
            f'Decline branch. Japan: 127,445,000 (2013) → 124,516,650 (2023); compound annual change −0.32%. '
            f'Cause: record-low births. {U["j_wb"]}'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nv-pct', '64.2% from 352.1 and 949.5万辆.', nevcagr,
           f'中汽协口径：新能源汽车销量2021年352.1万辆、2023年949.5万辆，两年复合年增长率约64.2%。来源：{U["v_caam23"]}'),
        ok(C, 'nv-yi', '9.495百万 written as 约950万辆 with the exact figure.', nevcagr,
           f'投资人摘要：新能源车销量由352.1万辆（2021）增至949.5万辆（2023，约950万），CAGR 64.2%。{U["v_caam23"]}'),
        bad(C, 'nv-46', 'wrong_computation', '46.2% is not the CAGR 64.2%.', nevcagr,
            f'中汽协数据显示，新能源汽车销量从2021年352.1万辆增至2023年949.5万辆，CAGR为46.2%。{U["v_caam23"]}'),
        bad(C, 'nv-21', 'fabricated_number', '2021 sales given as 325.1万辆.', nevcagr,
            f'2021年325.1万辆，2023年949.5万辆，复合年增长率64.2%（中汽协）。{U["v_caam21"]}'),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 'co-words', 'Start 6171 and two hundred sixty-one steps.', code_write(COLLATZ_WHILE),
           'Among 1 to 10,000, the number 6171 takes the longest road to 1: two hundred sixty-one steps of '
           '"halve if even, else triple and add one".'),
        bad(C, 'co-steps', 'fabricated_number', '216 steps is not the printed 261.', code_write(COLLATZ_WHILE),
            'The champion is 6171: it needs 216 steps before it finally reaches 1.'),
    ]),
    ('c2w_first_sundays', [
        ok(C, 'su-words', 'One hundred seventy-one, the printed 171.', code_write(SUNDAYS_DT),
           'One hundred seventy-one months of the 20th century began on a Sunday. A Python loop checked the weekday '
           'of the 1st of every month from 1901 to 2000.'),
        bad(C, 'su-117', 'fabricated_number', '117 is not 171.', code_write(SUNDAYS_DT),
            '117 months began on a Sunday between 1901 and 2000. I checked every first-of-month in Python.'),
    ]),
    ('c2w_multiples_15_not_7', [
        ok(C, 'mu-cn', '五十七个、两万八千四百四十 in Chinese numerals.', code_write(MULT_LOOP),
           '1到1000里既是3又是5的倍数、且不是7的倍数的数共有五十七个，加起来是两万八千四百四十。'),
        bad(C, 'mu-sum', 'fabricated_number', '28,404 is not the printed 28440.', code_write(MULT_LOOP),
            '满足条件的数一共57个，它们的总和是28,404。'),
    ]),
    ('coding_primes_below_10000', [
        ok(C, 'pr-exact', 'Both numbers as printed.', code_write(PRIMES_SIEVE),
           'There are 1229 prime numbers below 10,000, and together they add up to 5736396.'),
        ok(C, 'pr-sep', 'Separators do not change the quoted values.', code_write(PRIMES_PLAIN),
           ('The script found 1,229 primes below 10,000; their sum is 5,736,396.',
            'Result: count 1229, sum 5736396 (about 5.7 million). A prime has no divisors except 1 and itself.')),
        bad(C, 'pr-sum', 'fabricated_number', '5,763,396 transposes the sum.', code_write(PRIMES_SIEVE),
            'Below 10,000 there are 1229 primes; their total is 5,763,396.'),
        bad(C, 'pr-about', 'other', 'The prompt wants both numbers exactly as printed; "about 5.7 million" replaces the sum.',
            code_write(PRIMES_SIEVE), 'Below 10,000 there are 1229 primes, and they add up to about 5.7 million.'),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'inv-eur', 'EUR 1,250 as €1,250.', invoice,
           'Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it in time!'),
        bad(C, 'inv-amt', 'fabricated_number', '€1,520 is not the invoice amount.', invoice,
            'Kind reminder: invoice INV-3391 of EUR 1,520 is due by 14 March. Many thanks!'),
    ]),
    ('notice_rewrite_short', [
        ok(C, 'no-cn', '二十二点至二十三点三十分 are the same times.', notice,
           '尊敬的用户：系统将于2025年3月8日二十二点至二十三点三十分停机维护，届时无法登录，敬请谅解。'),
        bad(C, 'no-end', 'fabricated_number', 'The end time 23:00 is wrong (23:30).', notice,
            '温馨提示：2025年3月8日22:00至23:00系统停机维护，期间无法登录，感谢理解！'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'da-ok', '21.8% and 16.6% with the inputs.', daumau,
           'DAU: 12,400 → 15,100, +21.8%. MAU: 41,000 → 47,800, +16.6%. Computed separately. For daily engagement I '
           'would use DAU, since it measures use on a typical day.'),
        bad(C, 'da-mau', 'wrong_computation', 'MAU growth given as 16.1%.', daumau,
            'DAU grew 21.8% (12,400 → 15,100); MAU grew 16.1% (41,000 → 47,800). I would use DAU for daily engagement.'),
    ]),
    ('loop_median_double_check', [
        ok(C, 'me-half', 'Ten and a half, the median.', median_loop(MED_SORT, MED_CHECK),
           'The median of [12, 7, 3, 14, 9, 21] is ten and a half (10.5), confirmed with statistics.median.'),
        bad(C, 'me-11', 'fabricated_number', 'Eleven is not the median.', median_loop(MED_SORT, MED_CHECK),
            'The median of [12, 7, 3, 14, 9, 21] is 11, confirmed with statistics.median.'),
    ]),
)
