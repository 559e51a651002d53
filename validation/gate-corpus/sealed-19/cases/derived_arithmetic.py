"""sealed-19, derived_arithmetic: figures derived from sourced or given numbers (absolute changes, multiples,
annualised and compounded rates, gaps between rates, the asked rate by another route) right and wrong."""
from _s19tasks import *

C = 'derived_arithmetic'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'da-gr-diff', '888万吨 is 69541 − 68653; 1.29% the rate.', with_(grain, more=('69541-68653',)),
           f"2023年全国粮食总产量69541万吨，比2022年（68653万吨）多888万吨，增长1.29%。来源：{U['gn_xh']}"),
        bad(C, 'da-gr-base', 'wrong_computation', '1.28% divides by the 2023 total instead of 2022.',
            with_(grain, expr='(69541-68653)/69541*100'),
            f"2023年粮食总产量69541万吨，2022年68653万吨，增长率1.28%。来源：{U['gn_xh']}"),
        bad(C, 'da-gr-diffx', 'wrong_computation', 'The stated increase 898万吨 is not 69541 − 68653 = 888.', grain,
            f"全国粮食总产量2023年69541万吨，较上年增加898万吨，增长1.29%。来源：{U['gn_xh']}"),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'da-cpi-gap', '2% compounded for ten years (21.9%) is computed after the target search; the gap is 8.9 points.',
           with_(cpi, after=('(1.02**10-1)*100', '30.8-21.9')),
           "BLS CPI-U: 232.957 (2013) → 304.702 (2023), +30.8%. At the Fed's 2% goal, ten years compound to +21.9%, so "
           f"actual inflation ran about 8.9 points above that path. {U['cpi_dv']} | {U['fed_faq']}", expect_status=PP),
        ok(C, 'da-cpi-ann', 'The 2.7% annualised rate (calculated) beside the cumulative 30.8%.',
           with_(cpi, more=('((304.702/232.957)**(1/10)-1)*100',)),
           "From 2013 to 2023 the CPI-U annual average rose 30.8% (232.957 to 304.702), about 2.7% a year, above the "
           f"Fed's 2% longer-run target. Sources: {U['cpi_dv']}, {U['fed_faq']}"),
        bad(C, 'da-cpi-20', 'wrong_computation', '2% over ten years is not 20% compounded (it is 21.9%); and the gap 10.8 is wrong.',
            cpi, "CPI-U rose 30.8% (232.957 → 304.702). The Fed's 2% target compounds to 20% over ten years, so prices "
            f"overshot by 10.8 points. {U['cpi_dv']} {U['fed_faq']}"),
        bad(C, 'da-cpi-ann31', 'wrong_computation', '30.8/10 = 3.08% is a simple average, stated as the compound annual rate.',
            cpi, "The index rose 30.8% over 2013–2023, a compound annual rate of 3.08%, vs the Fed's 2% target. "
            f"{U['cpi_dv']}"),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'da-ev-mult', '14/3 ≈ 4.7x beside the 67.1% CAGR.', with_(ev, more=('14/3',)),
           "IEA: about 3M electric cars sold in 2020 and nearly 14M in 2023, roughly 4.7x in three years, a CAGR of "
           f"67.1%. {U['ev_tr24']}"),
        bad(C, 'da-ev-exp4', 'wrong_computation', 'An exponent of 1/4 for a three-year span (47.0%).', with_(ev, expr='(14/3)**(1/4)-1'),
            "Global EV sales rose from 3M (2020) to ~14M (2023) per the IEA, a compound annual growth rate of 47.0%. "
            f"{U['ev_tr24']}"),
        bad(C, 'da-ev-simple', 'wrong_computation', '366.7%/3 = 122.2% is an average, not the CAGR.',
            with_(ev, expr='(14/3-1)*100/3'),
            f"EV sales: 3M → 14M (2020–2023, IEA). Growth averaged 122.2% per year. {U['ev_tr24']}"),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'da-cn-diff', '4747万人 is 1,410,710,000 − 1,363,240,000.', with_(cnpop, more=('1410710000-1363240000',)),
           "世界银行：中国人口2013年13.6324亿、2023年14.1071亿，十年增加约4747万人，复合年均增长率0.34%。2022年人口首次下降"
           f"（国家统计局：比上年末减少85万人）。{U['cnp_wb']}"),
        bad(C, 'da-cn-exp9', 'wrong_computation', 'A 1/9 exponent for ten years (0.38%).',
            with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'),
            f"中国人口2013年13.63亿、2023年14.11亿，复合年均增长率0.38%。2022年首次出现负增长。来源：{U['cnp_wb']}"),
    ]),
    ('branch_japan_population', [
        ok(C, 'da-jp-drop', 'A fall of 2,928,350 people (calculated) beside −0.23% a year.',
           with_(japan, more=('127445000-124516650',)),
           "Decline branch. Japan lost 2,928,350 people between 2013 (127,445,000) and 2023 (124,516,650): −0.23% per "
           f"year compounded. Cause: a record natural decline as deaths outnumber births. {U['jp_wb']}"),
        bad(C, 'da-jp-drop2', 'wrong_computation', 'The stated loss 3,928,350 is off by a million.', japan,
            "Decline branch: Japan's population fell by 3,928,350 from 2013 to 2023 (127,445,000 → 124,516,650), a "
            f"compound rate of −0.23% a year; births are far below deaths. {U['jp_wb']}"),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'da-nev-x', '949.5/352.1 ≈ 2.7倍, and the CAGR via a square root.', with_(nevcagr, expr='sqrt(949.5/352.1)-1', more=('949.5/352.1',)),
           f"中汽协口径新能源汽车销量：2021年352.1万辆，2023年949.5万辆，两年增长约2.7倍，CAGR为64.2%。来源：{U['ne_caam']}"),
        bad(C, 'da-nev-3y', 'wrong_computation', 'A 1/3 exponent for the two-year span (39.2%).',
            with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'),
            f"2021年352.1万辆到2023年949.5万辆（中汽协），复合年增长率39.2%。来源：{U['ne_caam']}"),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'da-dm-gap', 'The 5.2-point gap between the two growth rates (calculated).', with_(daumau, more=('21.8-16.6',)),
           "DAU (Dashboard A): 12,400 → 15,100, +21.8%. MAU (Report B): 41,000 → 47,800, +16.6%. DAU grew 5.2 points "
           "faster. For daily engagement I'd use DAU, which counts daily visits; MAU hides how often people return."),
        bad(C, 'da-dm-diff', 'wrong_computation', 'The absolute DAU change is 2,700, not 3,700.', daumau,
            "DAU rose by 3,700 users, +21.8%; MAU rose by 6,800, +16.6%. Daily engagement: use DAU, since it measures "
            "activity each day."),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'da-tr-diff', '340亿元 is 1,520 − 1,180 (calculated).', with_(tourism, more=('1520-1180',)),
           "甲为旅游总收入（国内+入境），乙仅为国内旅游收入，口径不同。按总收入口径，2023年1,520亿元比2022年多340亿元，增长28.8%。"),
        bad(C, 'da-tr-base', 'wrong_computation', '22.4% divides by the 2023 total.', with_(tourism, expr='(1520-1180)/1520*100'),
            "两份材料口径不同：甲是旅游总收入，乙是国内旅游收入。按总收入口径，2023年增长率为22.4%。"),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'da-rw-diff', '3.0万辆 more (10.5 − 7.5) and 40.0%.', with_(retail, more=('10.5-7.5',)),
           "口径差异：甲为批发口径（含出口），乙为零售口径。按零售口径，2023年10.5万辆，比2022年7.5万辆多3.0万辆，增长40.0%。"),
        bad(C, 'da-rw-diffx', 'wrong_computation', '10.5 − 7.5 is 3.0万辆, not 2.5万辆.', retail,
            "甲为批发口径、乙为零售口径。选零售口径：销量增加2.5万辆，增长率40.0%。"),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'da-rl-230', '230 ms saved (840 − 610) and 27.4%.', with_(release, more=('840-610',)),
           "Release 2.4.0\n• Startup 840 ms → 610 ms (−230 ms, 27.4% faster)\n• CSV export keeps column order\n"
           "• Legacy v1 API removed"),
        bad(C, 'da-rl-376', 'wrong_computation', '37.7% divides the saving by 610 instead of 840.',
            with_(release, expr='(840-610)/610*100'),
            "2.4.0\n- Startup: 840 ms → 610 ms (37.7% faster)\n- CSV export keeps column order\n- v1 API removed"),
    ]),
    ('revise_store_weekly', [
        ok(C, 'da-st-63', '6.3万元 more than last week (48.6 − 42.3).', with_(store, more=('48.6-42.3',)),
           "本周销售额48.6万元，较上周42.3万元增加6.3万元，环比增长14.9%；客单价356元。"),
        bad(C, 'da-st-base', 'wrong_computation', '13.0% divides by this week.', with_(store, expr='(48.6-42.3)/48.6*100'),
            "门店周报：本周销售额48.6万元，上周42.3万元，环比增长13.0%，客单价356元。"),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'da-cu-177', '177 more customers (1,284 − 1,107) and 16.0%.', with_(customers, more=('1284-1107',)),
           "季度简报：本季度新增客户1,284家，上季度1,107家，多177家，环比增长16.0%。"),
        bad(C, 'da-cu-round', 'wrong_computation', '15.9% truncates 15.99 instead of rounding to 16.0%.', customers,
            "季度简报：本季度新增客户1,284家，上季度1,107家，环比增长15.9%。"),
    ]),
    ('s1_compound_interest', [
        ok(C, 'da-int-exp', 'The amount via exp/log gives the same 23753.73.', with_(interest, expr='20000*exp(5*log(1.035))'),
           "23753.73元"),
        bad(C, 'da-int-simple', 'wrong_computation', 'Simple interest (23500) instead of compound.',
            with_(interest, expr='20000*(1+0.035*5)'), "23500.00元"),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'da-inc-route', 'The nominal rate as difference over the 2022 base (6.33 -> 6.3%), as asked.',
           with_(income, expr='(39218-36883)/36883*100'),
           f"2022年：36883元\n2023年：39218元\n名义增长率：6.3%\n来源：{U['ic_gov23']}"),
        bad(C, 'da-inc-base', 'wrong_computation', '6.0% divides the increase by the 2023 figure.',
            with_(income, expr='(39218-36883)/39218*100'),
            f"2022年36883元，2023年39218元，名义增长6.0%。来源：{U['ic_gov23']}"),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'da-su-route', 'The growth as 401/388*100-100 (3.35%), the same rate by another expression.',
           with_(signups, expr='401/388*100-100'), "Mean: 349.33 | Week 6 vs week 5: +3.35%"),
        bad(C, 'da-su-base', 'wrong_computation', '3.24% divides by week 6.', with_(signups, expr='(401-388)/401*100'),
            "Mean 349.33 sign-ups; last-week growth 3.24%."),
    ]),
    ('conflict_everest_height', [
        ok(C, 'da-mt-86', 'The 0.86 m (86 cm) difference.', everest,
           f"2020 China–Nepal: 8,848.86 m ({U['mt_xh']}); 1955 Survey of India: 8,848 m ({U['mt_soi']}). The 0.86 m "
           "gap reflects modern GNSS surveying and snow-cap measurement. I'd cite 8,848.86 m today."),
        bad(C, 'da-mt-186', 'wrong_computation', 'The difference is 0.86 m, not 1.86 m.', everest,
            f"Heights: 8,848.86 m (2020, {U['mt_xh']}) and 8,848 m (1955, {U['mt_soi']}), 1.86 m apart because of "
            "better technology. I would cite the 2020 figure."),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'da-tr-round', "The rate rounded inside the calculator with round(…, 1): 28.8.",
           with_(tourism, expr='round((1520/1180-1)*100, 1)'),
           "两份材料口径不同：甲是旅游总收入（国内+入境），乙只统计国内旅游收入，不能混用或平均。按旅游总收入口径，"
           "2023年1,520亿元、2022年1,180亿元，增长率为28.8%。"),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'da-cn-cum', 'The ten-year cumulative change (3.48%, calculated) beside the 0.34% compound annual rate.',
           with_(cnpop, expr='((1410710000/1363240000)**0.1-1)*100', more=('(1410710000/1363240000-1)*100',)),
           "据世界银行SP.POP.TOTL，中国总人口2013年为1,363,240,000，2023年为1,410,710,000，十年累计增长3.48%，"
           "复合年均变化率为0.34%。国家统计局数据显示，2022年末人口比上年末减少85万人，为首次出现年度下降。"
           f"来源：{U['cnp_wb']}"),
        bad(C, 'da-cn-div10', 'wrong_computation', 'The ten-year change divided by ten (0.35%) is given as the compound annual rate (0.34%).',
            with_(cnpop, expr='(1410710000/1363240000-1)*100/10'),
            "世界银行数据：中国人口2013年13.6324亿，2023年14.1071亿，复合年均变化率0.35%。2022年人口首次出现年度下降"
            f"（减少85万人）。来源：{U['cnp_wb']}"),
    ]),
    ('revise_store_weekly', [
        ok(C, 'da-st-alt', 'The week-on-week rate as 48.6/42.3*100-100 (14.9%).', with_(store, expr='48.6/42.3*100-100'),
           "门店周报：本周销售额48.6万元，上周42.3万元，环比增长14.9%；客单价356元。"),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'da-rl-alt', 'The reduction as (1 - 610/840)*100 = 27.4%.', with_(release, expr='(1-610/840)*100'),
           "2.4.0 release notes\n* Startup time cut by 27.4% (840 ms → 610 ms)\n* CSV export now keeps column order\n"
           "* Legacy v1 API removed"),
    ]),
    ('s1_compound_interest', [
        bad(C, 'da-int-month', 'wrong_computation', 'Monthly compounding (23818.86) where the prompt says yearly.',
            with_(interest, expr='20000*(1+0.035/12)**60'), "23818.86元"),
    ]),
)
