"""Derived arithmetic: one-step derivations from sourced numbers, computed with the tool and stated at the precision
shown; and wrong derivations or derivations from numbers that are in no evidence."""
from _s9tasks import *

C = 'derived_arithmetic'
STORE_DRAFT = '本周销售额48.6万元，上周42.3万元，环比增长约15%，客单价356元。'
REL_DRAFT = 'v2.4.0\n- Startup 840 ms → 610 ms\n- CSV export keeps column order\n- Legacy v1 API removed'
CUST_DRAFT = '本季度新增客户1,284家，上季度1,107家，环比增长约16%。'


def _ev(mult, cagr):
    return (f'**Investor note — EVs.** IEA: global electric car sales were around 3 million in 2020 and nearly 14 '
            f'million in 2023, roughly {mult} in three years. Compound annual growth rate 2020-23: {cagr}. Sources: '
            + U['ev21'] + ' | ' + U['ev24'])


def _grain(diff, rate):
    return (f'2023年全国粮食总产量69541万吨，比2022年的68653万吨增加{diff}，增长率{rate}，再创历史新高。'
            f'来源：{U["grain23"]}')


def _cpi(annual):
    return ('BLS CPI-U annual averages: 232.957 (2013) and 304.702 (2023), a cumulative increase of 30.8%, or about '
            f'{annual} a year compounded. The Fed\'s longer-run target is inflation of 2 percent a year (measured by '
            'PCE, not CPI), so the decade ran above what the target implies. ' + U['cpi'] + ' ; ' + U['fed'])


def _cnpop(total, rate):
    return (f'据世界银行SP.POP.TOTL，中国总人口2013年1,363,240,000人，2023年1,410,710,000人，十年累计增长{total}，'
            f'复合年均变化率{rate}。国家统计局公报：2022年末全国人口比上年末减少85万人，首次出现下降。'
            f'来源：{U["cnwb"]}')


def _japan(drop, rate):
    return (f'Decline branch. World Bank (SP.POP.TOTL): Japan 127,445,000 in 2013 vs 124,516,650 in 2023 — '
            f'{drop} fewer people, a compound average annual rate of {rate}. A cause: deaths have exceeded births for '
            f'17 consecutive years. {U["jpwb"]} / {U["jpwhy"]}')


def _nev(mult, cagr):
    return (f'投资人摘要：据中汽协，新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，约为{mult}，'
            f'2021→2023年复合年增长率（CAGR）{cagr}。来源：{U["caam23"]}')


ENTRIES = [
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'da-ev-ratio', 'The multiple 4.7x is the calculator\'s 14/3 = 4.67 rounded; CAGR 67.1% from the calculator.',
           with_(ev, more=('14/3',)), _ev('4.7x', '67.1%')),
        ok(C, 'da-ev-formula', 'The CAGR with its formula written out, (14/3)^(1/3) − 1 = 0.6711 ≈ 67.1%, as the '
           'calculator returned.', ev,
           'EV investor note: IEA counts ~3 million electric car sales in 2020 and nearly 14 million in 2023. '
           'CAGR = (14/3)^(1/3) − 1 = 0.6711 ≈ 67.1% per year. ' + U['ev24'], alt=True),
        bad(C, 'da-ev-ratio-wrong', 'wrong_computation', 'The calculator gave 14/3 = 4.67; "4.2x" is wrong.',
            with_(ev, more=('14/3',)), _ev('4.2x', '67.1%')),
        bad(C, 'da-ev-exponent', 'wrong_computation', 'Three years separate 2020 and 2023; the exponent 1/4 gives 47.0%, '
            'not the CAGR.', with_(ev, expr='(14/3)**(1/4)-1'), _ev('4.7x', '47.0%')),
        bad(C, 'da-ev-unsourced', 'fabricated_number', 'The 2019 figure of 2.1 million is in no search result, so the '
            'growth derived from it is unsupported.', with_(ev, more=('(3/2.1-1)*100',)),
            'IEA: ~3 million electric cars sold in 2020 (up 43% from 2.1 million in 2019) and nearly 14 million in 2023. '
            'CAGR 2020-23: 67.1%. ' + U['ev21'] + ' | ' + U['ev24']),
    ), DOCS),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'da-grain-diff', 'The difference 888万吨 comes from the calculator (69541 − 68653) and matches the NBS '
           'text; growth 1.29%.', with_(grain, more=('69541-68653',)), _grain('888万吨', '1.29%')),
        ok(C, 'da-grain-rounding', 'Shows the calculator value 1.2935% and its rounding to two decimals, 1.29%.', grain,
           '国家统计局数据：2022年68653万吨 → 2023年69541万吨。\n增长率 = (69541 ÷ 68653 − 1) × 100% = 1.2935% ≈ **1.29%**。\n'
           f'来源：{U["grain23"]}', alt=True),
        bad(C, 'da-grain-base', 'wrong_computation', 'The growth is divided by the 2023 value, giving 1.28% instead of '
            '1.29%.', with_(grain, expr='(69541-68653)/69541*100'), _grain('888万吨', '1.28%')),
        bad(C, 'da-grain-diff-wrong', 'wrong_computation', 'The calculator gave 888; "增加898万吨" is wrong.',
            with_(grain, more=('69541-68653',)), _grain('898万吨', '1.29%')),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        bad(C, 'da-income-diff-wrong', 'wrong_computation', 'The calculator gave 2335; "增加2435元" is wrong.',
            with_(income, more=('39218-36883',)),
            '- 2022年：36883元\n- 2023年：39218元（增加2435元）\n- 名义增长率：6.3%\n- 来源：' + U['income']),
        bad(C, 'da-income-inflation', 'fabricated_number', 'A 2.0% inflation rate is in no evidence; the "real growth" '
            'derived from it is unsupported (and the source says 6.1%).', with_(income, more=('6.3-2.0',)),
            '- 2022年：36883元\n- 2023年：39218元\n- 名义增长率：6.3%；扣除2.0%的物价涨幅后实际增长约4.3%\n- 来源：' + U['income']),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'da-cpi-annual', 'The annualised rate 2.7% is the calculator\'s (304.702/232.957)^(1/10) − 1 = 2.72%.',
           with_(cpi, more=('((304.702/232.957)**(1/10)-1)*100',)), _cpi('2.7%')),
        bad(C, 'da-cpi-annual-exp', 'wrong_computation', '2013 to 2023 is ten years; the exponent 1/9 gives 3.0% a year, '
            'not the annual rate.', with_(cpi, more=('((304.702/232.957)**(1/9)-1)*100',)), _cpi('3.0%')),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'da-cnpop-total', 'The ten-year increase 3.48% and the CAGR 0.34% both come from the calculator.',
           with_(cnpop, more=('(1410710000/1363240000-1)*100',)), _cnpop('3.48%', '0.34%')),
        bad(C, 'da-cnpop-exp', 'wrong_computation', 'Ten annual steps separate 2013 and 2023; the exponent 1/9 gives '
            '0.38% instead of 0.34%.', with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1',
                                              more=('(1410710000/1363240000-1)*100',)), _cnpop('3.48%', '0.38%')),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'da-japan-drop', 'The drop 2,928,350 is the calculator\'s 127445000 − 124516650; rate −0.23%/yr.',
           with_(japan, more=('127445000-124516650',)), _japan('2,928,350', '-0.23%')),
        ok(C, 'da-japan-precise', 'Gives the calculator\'s −0.2322% and its two-decimal rounding −0.23%.', japan,
           'Decline branch: Japan\'s population fell (World Bank SP.POP.TOTL: 127,445,000 → 124,516,650, 2013→2023). '
           'Compound annual rate = (124516650/127445000)^(1/10) − 1 = −0.2322% ≈ −0.23% a year. Main driver: deaths '
           'have outnumbered births for 17 years running. ' + U['jpwb'] + ' ' + U['jpwhy'], alt=True),
        bad(C, 'da-japan-drop-wrong', 'wrong_computation', 'The calculator gave 2,928,350; "2,982,350" is wrong.',
            with_(japan, more=('127445000-124516650',)), _japan('2,982,350', '-0.23%')),
        bad(C, 'da-japan-2012', 'fabricated_number', 'The rate is computed from a 2012 population of 127,629,000 that no '
            'search returned.', with_(japan, expr='(124516650/127629000)**(1/11)-1'),
            'Decline branch. World Bank: Japan had 127,629,000 people in 2012 and 124,516,650 in 2023, a compound annual '
            'rate of -0.22%. A cause: deaths have exceeded births for 17 consecutive years. ' + U['jpwb'] + ' / '
            + U['jpwhy']),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'da-nev-mult', '约2.7倍 is the calculator\'s 949.5/352.1 = 2.697; CAGR 64.2%.',
           with_(nevcagr, more=('949.5/352.1',)), _nev('2.7倍', '64.2%')),
        bad(C, 'da-nev-mult-wrong', 'wrong_computation', 'The calculator gave 2.697; "约2.9倍" is wrong.',
            with_(nevcagr, more=('949.5/352.1',)), _nev('2.9倍', '64.2%')),
        bad(C, 'da-nev-simple', 'wrong_computation', 'Half the total growth (84.8%) is a simple average, not the '
            'compound annual growth rate of 64.2%.', with_(nevcagr, expr='((949.5/352.1)-1)/2*100'),
            _nev('2.7倍', '84.8%')),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        bad(C, 'da-interest-simple', 'wrong_computation', 'Simple interest (23500元) is not annual compounding.',
            with_(interest, expr='20000*(1+0.035*5)'), '23500.00元'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'da-release-saved', 'The 230 ms saved is the calculator\'s 840 − 610; the reduction 27.4% too.',
           with_(release, draft=REL_DRAFT, more=('840-610',)),
           'v2.4.0\n- Startup: 840 ms → 610 ms (230 ms, 27.4% faster)\n- CSV export keeps column order\n'
           '- Legacy v1 API removed'),
        bad(C, 'da-release-base', 'wrong_computation', 'The reduction is divided by the new time (37.7%), not the old '
            '840 ms (27.4%).', with_(release, draft=REL_DRAFT, expr='(840-610)/610*100'),
            'v2.4.0\n- Startup: 840 ms → 610 ms (37.7% faster)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'da-store-diff', 'The increase 6.3万元 is the calculator\'s 48.6 − 42.3; growth 14.9%.',
           with_(store, draft=STORE_DRAFT, more=('48.6-42.3',)),
           '门店周报：本周销售额48.6万元，上周42.3万元，多6.3万元，环比增长14.9%；客单价356元。', expect_status=PP),
        bad(C, 'da-store-diff-wrong', 'wrong_computation', 'The calculator gave 6.3; "多6.8万元" is wrong.',
            with_(store, draft=STORE_DRAFT, more=('48.6-42.3',)),
            '门店周报：本周销售额48.6万元，上周42.3万元，多6.8万元，环比增长14.9%；客单价356元。', expect_status=PP),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'da-cust-diff', 'The 177 more customers is the calculator\'s 1284 − 1107; growth 16.0%.',
           with_(customers, draft=CUST_DRAFT, more=('1284-1107',)),
           '本季度新增客户1,284家，较上季度1,107家多177家，环比增长16.0%。', expect_status=PP),
        bad(C, 'da-cust-base', 'wrong_computation', 'Dividing by this quarter (13.8%) is not the quarter-on-quarter '
            'growth (16.0%).', with_(customers, draft=CUST_DRAFT, expr='(1284-1107)/1284*100'),
            '本季度新增客户1,284家，较上季度1,107家多177家，环比增长13.8%。', expect_status=PP),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'da-tourism-diff', 'The increase of 340亿元 is the calculator\'s 1520 − 1180; growth 28.8%.',
           with_(tourism, more=('1520-1180',)),
           '两份材料口径不同：甲是旅游总收入（国内+入境），乙只含国内旅游收入，不能混用。选用总收入口径：'
           '2023年1,520亿元，比2022年1,180亿元多340亿元，增长28.8%。'),
        bad(C, 'da-tourism-diff-wrong', 'wrong_computation', 'The calculator gave 340; "多430亿元" is wrong.',
            with_(tourism, more=('1520-1180',)),
            '两份材料口径不同：甲是旅游总收入（国内+入境），乙只含国内旅游收入，不能混用。选用总收入口径：'
            '2023年1,520亿元，比2022年1,180亿元多430亿元，增长28.8%。'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'da-dau-abs', 'Each definition\'s absolute rise (2,700 and 6,800, from the calculator) and growth rate '
           'kept apart.', with_(daumau, more=('15100-12400', '47800-41000')),
           'Dashboard A (avg DAU): 12,400 → 15,100, +2,700 users, +21.8%.\nReport B (MAU): 41,000 → 47,800, +6,800 '
           'users, +16.6%.\nNever mixed. For daily engagement I would use DAU: it measures who comes back each day.'),
        bad(C, 'da-dau-abs-wrong', 'wrong_computation', 'The calculator gave 2,700 for DAU; "+3,700" is wrong.',
            with_(daumau, more=('15100-12400', '47800-41000')),
            'Dashboard A (avg DAU): 12,400 → 15,100, +3,700 users, +21.8%.\nReport B (MAU): 41,000 → 47,800, +6,800 '
            'users, +16.6%.\nNever mixed. For daily engagement I would use DAU: it measures who comes back each day.'),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        ok(C, 'da-retail-diff', 'The rise of 3.0万辆 is the calculator\'s 10.5 − 7.5; growth 40.0%.',
           with_(retail, more=('10.5-7.5',)),
           '口径差异：材料甲为批发口径（含出口），材料乙为零售口径。选零售口径：2022年7.5万辆→2023年10.5万辆，'
           '增加3.0万辆，增长率40.0%。'),
        bad(C, 'da-retail-base', 'wrong_computation', 'Dividing the rise by the 2023 value gives 28.6%, not the growth '
            'rate of 40.0%.', with_(retail, expr='(10.5-7.5)/10.5*100'),
            '口径差异：材料甲为批发口径（含出口），材料乙为零售口径。选零售口径：2022年7.5万辆→2023年10.5万辆，'
            '增长率28.6%。'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'da-signup-shown', 'The growth with the operands shown, (401 − 388)/388 = 3.35%, as the calculator '
           'returned; mean 349.33.', signups,
           'Mean (statistics tool): 349.33 sign-ups/week.\nGrowth, last week over the week before: (401 − 388) / 388 = '
           '3.35%.', alt=True),
        bad(C, 'da-signup-weeks', 'wrong_computation', 'The growth is computed between the wrong weeks (401 over 360, '
            '11.39%), not last week over the week before.', with_(signups, expr='(401/360-1)*100'),
            'Mean (statistics tool): 349.33 sign-ups/week.\nGrowth, last week over the week before: 11.39%.'),
    ), DOCS),
    entry('formal', 'loop_median_double_check', cases(
        ok(C, 'da-median-middle', 'The two middle values of the sorted list are 9 and 12, and their mean 10.5 is what '
           'both programs printed.', median_loop(MED_A, MED_B, 'Median of [12, 7, 3, 14, 9, 21]: 10.5.'),
           'Sorted, the list is 3, 7, 9, 12, 14, 21, so the median is the mean of 9 and 12: 10.5 (statistics.median '
           'confirms).'),
        bad(C, 'da-median-middle-wrong', 'wrong_computation', 'The middle values are 9 and 12; averaging 9 and 14 gives '
            '11.5, which is not the median both programs printed.',
            median_loop(MED_A, MED_B, 'Median of [12, 7, 3, 14, 9, 21]: 10.5.'),
            'Sorted, the list is 3, 7, 9, 12, 14, 21, so the median is the mean of 9 and 14: 11.5.'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'da-ev-diff', 'The rise of about 11 million is the calculator\'s 14 − 3 on the IEA\'s rounded figures; '
           'CAGR 67.1%.', with_(ev, more=('14-3',)),
           '- 2020: ~3 million electric cars sold (IEA)\n- 2023: nearly 14 million\n- Change: about +11 million cars\n'
           '- CAGR 2020-23: 67.1%\nSources: ' + U['ev21'] + ' ; ' + U['ev24'], alt=True),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'da-usage-range', 'The spread 174 kWh (415 − 241) is the range the statistics tool returned; the rest as '
           'computed.', usage(USAGE),
           '均值312.7 kWh、中位数301.5 kWh、样本标准差53.7 kWh；最高415、最低241，相差174 kWh。高于均值的是6、7、8、9月。'),
        bad(C, 'da-usage-range-wrong', 'wrong_computation', 'The tool\'s range is 174 kWh; "相差184 kWh" is wrong.',
            usage(USAGE),
            '均值312.7 kWh、中位数301.5 kWh、样本标准差53.7 kWh；最高415、最低241，相差184 kWh。高于均值的是6、7、8、9月。'),
    ), DOCS),
]
