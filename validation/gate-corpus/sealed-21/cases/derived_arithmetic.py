"""Derived arithmetic: figures derived from the sourced or given numbers (absolute changes, multiples,
cumulative and compound rates, implied paths), correct and through other correct routes, against wrong
bases, wrong spans, simple for compound, wrong multiples in words and misreported differences."""
from _s21tasks import *

C = 'derived_arithmetic'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'd-gr-abs', 'The absolute increase 888万吨 beside the rate.', with_(grain, more=('69541-68653',)),
           f'2023年粮食总产量69541万吨，比2022年68653万吨多888万吨，增长1.29%。来源：{U["g_nbs23"]}'),
        ok(C, 'd-gr-ratio', 'Growth via ratio minus one gives the same 1.29%.', with_(grain, expr='(69541/68653-1)*100'),
           f'国家统计局数据：2022年68653万吨，2023年69541万吨，同比增长1.29%（69541÷68653−1）。{U["g_nbs23"]}'),
        bad(C, 'd-gr-base', 'wrong_computation', 'The later year as base gives 1.28%, and the answer reports it.',
            with_(grain, expr='(69541-68653)/69541*100'),
            f'2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.28%。来源：{U["g_nbs23"]}'),
        bad(C, 'd-gr-diff', 'wrong_computation', 'The absolute increase is 888万吨, not 988万吨.', grain,
            f'2023年粮食产量69541万吨，比上年增加988万吨，增长1.29%。来源：{U["g_nbs23"]}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'd-in-ratio', 'Ratio minus one via the calculator.', with_(income, expr='39218/36883*100-100'),
           f'36883元（2022）→ 39218元（2023），名义增长6.3%。{U["i_nbs23"]}'),
        bad(C, 'd-in-base', 'wrong_computation', 'Dividing by the 2023 value gives 5.95% ≈ 6.0%, reported.',
            with_(income, expr='(39218-36883)/39218*100'),
            f'2022年36883元，2023年39218元，名义增长6.0%。来源：{U["i_nbs23"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'd-ev-log', 'The CAGR through exp/log is the same 67.1%.', with_(ev, expr='exp(log(14/3)/3)-1'),
           f'IEA: ~3M EVs sold in 2020, ~14M in 2023. CAGR = 67.1% a year. Source: {U["e_gevo24"]}'),
        ok(C, 'd-ev-mult', 'A multiple of about 4.7 beside the CAGR.', with_(ev, more=('14/3',)),
           f'Sales grew roughly 4.7-fold, from ~3M (2020) to ~14M (2023): 67.1% compound annual growth. IEA: {U["e_gevo24"]}'),
        bad(C, 'd-ev-span4', 'wrong_computation', 'A 1/4 exponent treats three years as four: 47.0%.',
            with_(ev, expr='(14/3)**(1/4)-1'),
            f'EV sales: ~3M (2020) → ~14M (2023). CAGR 47.0%. IEA: {U["e_gevo24"]}'),
        bad(C, 'd-ev-simple', 'wrong_computation', 'A simple average (366.7%/3 = 122.2%) called a CAGR.',
            with_(ev, expr='(14-3)/3/3*100'),
            f'From ~3M in 2020 to ~14M in 2023, EV sales grew at a CAGR of 122.2%. Source: {U["e_gevo24"]}'),
        bad(C, 'd-ev-five', 'wrong_computation', '"Five times as many" misstates the 4.7x multiple.', ev,
            f'EV sales in 2023 (~14M) were five times those of 2020 (~3M), a 67.1% CAGR. IEA: {U["e_gevo24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'd-cpi-path', 'The 2% goal compounded over ten years (21.9%) after the target search.',
           with_(cpi, after=('(1.02**10-1)*100',)),
           f'CPI-U rose 30.8% (232.957 → 304.702, 2013-2023; {U["c_tab"]}). The Fed\'s 2% goal compounded over ten '
           f'years would give about 21.9% ({U["c_fedfaq"]}), so actual inflation ran roughly 9 points higher.', expect_status=PP),
        ok(C, 'd-cpi-ann', 'An annualised rate of 2.72% beside the cumulative figure.',
           with_(cpi, after=('(304.702/232.957)**(1/10)-1',)),
           f'Ten-year change in CPI-U: +30.8% ({U["c_tab"]}), i.e. about 2.72% a year, above the Fed\'s 2% '
           f'longer-run goal ({U["c_fedfaq"]}).', expect_status=PP),
        bad(C, 'd-cpi-20', 'wrong_computation', '2% "over ten years" is 21.9% compounded, not 20%, and it is presented as compounded.',
            cpi,
            f'CPI-U rose 30.8% from 2013 to 2023. At the Fed\'s 2% target, compounding over ten years would give '
            f'exactly 20%, so inflation overshot by 10.8 points. {U["c_tab"]}'),
        bad(C, 'd-cpi-ann9', 'wrong_computation', 'A 1/9 exponent for a ten-year span: 3.03% a year.',
            with_(cpi, after=('(304.702/232.957)**(1/9)-1',)),
            f'CPI-U up 30.8% over 2013-2023 ({U["c_tab"]}), about 3.03% a year versus the Fed\'s 2% goal.', expect_status=PP),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'd-cn-abs', 'The absolute change (47,470,000) and the cumulative 3.48%.',
           with_(cnpop, more=('1410710000-1363240000', '(1410710000/1363240000-1)*100')),
           f'2013—2023年中国人口增加4747万（+3.48%），复合年均变化率0.34%。2022年人口首次年度下降。{U["n_wb"]}'),
        bad(C, 'd-cn-lin', 'wrong_computation', 'The cumulative change divided by ten (0.35%) is not the compound rate.',
            with_(cnpop, expr='(1410710000-1363240000)/1363240000/10*100'),
            f'中国人口2013年1,363,240,000，2023年1,410,710,000，复合年均变化率0.35%；2022年首次下降。{U["n_wb"]}'),
        bad(C, 'd-cn-span', 'wrong_computation', 'Exponent 1/9: 0.38%.', with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'),
            f'复合年均变化率：0.38%（2013→2023，世界银行）。2022年首次出现年度下降。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'd-jp-abs', 'The absolute fall (2,928,350) beside the rate.', with_(japan, more=('124516650-127445000',)),
           f'Decline branch: Japan lost 2,928,350 people from 2013 to 2023 (127,445,000 → 124,516,650), −0.23% a year '
           f'compounded. Record-low births are a key cause. {U["j_wb"]}'),
        bad(C, 'd-jp-abs2', 'wrong_computation', 'The fall is 2,928,350, not 2,982,350.', japan,
            f'Decline branch: a drop of 2,982,350 people (127,445,000 → 124,516,650), i.e. −0.23%/yr. Low births are '
            f'the main cause. {U["j_wb"]}'),
        bad(C, 'd-jp-lin', 'wrong_computation', 'An exponent of 1/11 for the ten-year span: −0.21% a year.',
            with_(japan, expr='(124516650/127445000)**(1/11)-1'),
            f'Decline branch. Compound annual change −0.21% (World Bank SP.POP.TOTL, 2013-2023). Births at record lows. {U["j_wb"]}'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'd-nv-sqrt', 'A square root gives the same two-year CAGR.', with_(nevcagr, expr='sqrt(949.5/352.1)-1'),
           f'新能源汽车销量（中汽协）：2021年352.1万辆，2023年949.5万辆，两年CAGR约64.2%。{U["v_caam23"]}'),
        ok(C, 'd-nv-22', 'The 2023 year-on-year growth beside the CAGR.', with_(nevcagr, more=('(949.5-688.7)/688.7*100',)),
           f'2021年352.1万辆→2022年688.7万辆→2023年949.5万辆，CAGR 64.2%，其中2023年同比增长37.9%。{U["v_caam23"]}'),
        bad(C, 'd-nv-3', 'wrong_computation', 'A 1/3 exponent for two years: 39.2%.', with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'),
            f'2021→2023年新能源汽车销量复合年增长率39.2%（352.1→949.5万辆，中汽协）。{U["v_caam23"]}'),
        bad(C, 'd-nv-tri', 'wrong_computation', 'Growth over the two years is 169.7% (2.7 times), not 300%.', nevcagr,
            f'两年间销量增长300%，由352.1万辆增至949.5万辆，CAGR 64.2%（中汽协）。{U["v_caam23"]}'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'd-ci-split', 'The factor computed first then multiplied gives the same total.', with_(interest, expr='1.035**5', more=('20000*1.18768630',)),
           '本息合计23753.73元。'),
        bad(C, 'd-ci-simple', 'wrong_computation', 'Simple interest (23500) for yearly compounding.', with_(interest, expr='20000*(1+0.035*5)'),
            '5年后本息合计23500.00元。'),
        bad(C, 'd-ci-month', 'wrong_computation', 'Monthly compounding (23,819.88) for yearly.', with_(interest, expr='20000*(1+0.035/12)**60'),
            '本息合计：23818.86元'),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'd-su-ok', 'Mean 349.33 and growth 3.35%.', signups, 'Mean: 349.33 sign-ups/week. Last-week growth: 3.35%.'),
        ok(C, 'd-su-ratio', 'Growth as ratio minus one.', with_(signups, expr='401/388*100-100'), '349.33; 3.35%'),
        bad(C, 'd-su-base', 'wrong_computation', 'Dividing by the last week gives 3.24%.', with_(signups, expr='(401-388)/401*100'),
            'Mean 349.33; growth of the last week 3.24%.'),
        bad(C, 'd-su-wk', 'wrong_computation', 'Growth over the wrong weeks (388 vs 360: 7.78%).', with_(signups, expr='(388-360)/360*100'),
            'Mean sign-ups: 349.33. Last week vs the week before: +7.78%.'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'd-to-abs', 'The 340亿元 increase beside the rate.', with_(tourism, more=('1520-1180',)),
           '口径：甲为旅游总收入（国内+入境），乙仅国内旅游收入，不可混用。按甲：2023年1520亿元，较2022年1180亿元增加340亿元，增长28.8%。'),
        bad(C, 'd-to-base', 'wrong_computation', 'Dividing by 1520 gives 22.4%.', with_(tourism, expr='(1520-1180)/1520*100'),
            '甲为总收入（含入境），乙为国内收入。按总收入口径，2023年增长22.4%。'),
        bad(C, 'd-to-mix', 'wrong_computation', 'Mixes the two definitions: 1520 over 1120 (35.7%).', with_(tourism, expr='(1520-1120)/1120*100'),
            '甲含入境、乙仅国内，口径不同。按旅游总收入口径，2023年增长35.7%。'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'd-rw-abs', 'The 3.0万辆 increase and 40.0%.', with_(retail, more=('10.5-7.5',)),
           '甲为批发口径（含出口），乙为零售口径，二者不可相加、平均或交叉相除。选零售口径：增加3.0万辆，增长40.0%。'),
        bad(C, 'd-rw-base', 'wrong_computation', 'Later value as base: 28.6%.', with_(retail, expr='(10.5-7.5)/10.5*100'),
            '差异：甲批发含出口，乙零售。选零售口径：7.5→10.5万辆，增长28.6%。'),
        bad(C, 'd-rw-cross', 'wrong_computation', 'Divides retail 2023 by wholesale 2022 (31.3%).', with_(retail, expr='(10.5-8.0)/8.0*100'),
            '甲为批发（含出口），乙为零售。按零售口径计算，2023年增长31.3%。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'd-da-abs', 'Absolute increases (2,700 and 6,800) beside the rates.', with_(daumau, more=('15100-12400', '47800-41000')),
           'DAU +2,700 (12,400 → 15,100), +21.8%. MAU +6,800 (41,000 → 47,800), +16.6%. Never mixed. For daily '
           'engagement, DAU: it counts who shows up each day.'),
        bad(C, 'd-da-mix', 'wrong_computation', 'Divides June MAU by January DAU.', with_(daumau, e2='(47800-12400)/12400*100'),
            'DAU grew 21.8%; active users overall grew 285.5% (12,400 → 47,800). DAU is better for daily engagement.'),
        bad(C, 'd-da-times', 'wrong_computation', '"MAU grew twice as fast as DAU" inverts 16.6% vs 21.8%.', daumau,
            'DAU +21.8%, MAU +16.6%: MAU grew about twice as fast as DAU. I would still use DAU for daily engagement.'),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'd-cu-ok', 'Draft corrected to 16.0%, with the 177 increase.', with_(customers, more=('1284-1107',)),
           '季度简报：本季度新增客户1,284家，比上季度1,107家多177家，环比增长16.0%。'),
        bad(C, 'd-cu-base', 'wrong_computation', 'Later value as base: 13.8%.', with_(customers, expr='(1284-1107)/1284*100'),
            '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长13.8%。'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'd-st-abs', 'An increase of 6.3万元 and 14.9%.', with_(store, more=('48.6-42.3',)),
           '门店周报：本周销售额48.6万元，比上周42.3万元增加6.3万元，环比增长14.9%；客单价356元。'),
        bad(C, 'd-st-diff', 'wrong_computation', 'The increase is 6.3万元, not 5.3万元.', store,
            '本周销售额48.6万元，较上周42.3万元增加5.3万元，环比增长14.9%，客单价356元。'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'd-re-abs', '230 ms saved and 27.4%.', with_(release, more=('840-610',)),
           'v2.4.0\n- Startup 230 ms faster (840 → 610 ms, −27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed'),
        bad(C, 'd-re-base', 'wrong_computation', 'New time as base: 37.7%.', with_(release, expr='(840-610)/610*100'),
            'v2.4.0\n- Startup time cut by 37.7% (840 ms → 610 ms)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ]),
)
