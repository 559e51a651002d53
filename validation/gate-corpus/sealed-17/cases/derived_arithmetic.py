"""Derived arithmetic (sealed-17): extra figures computed correctly from sourced or given numbers (an absolute
change, a multiple, a cumulative change beside a CAGR, an annualised rate, what 2% a year compounds to and the
gap to it, the gap between two growth rates) and the asked-for rates through equivalent expressions or with the
rounding inside the expression; against the later value as base, the wrong exponent for the span, the mean of
yearly rates or a simple average as a CAGR, simple for compound interest, truncation, mixed definitions, the
first week as base, a population SD and a difference stated without being computed."""
from _s17tasks import *

C = 'derived_arithmetic'
G = U['gr_gg']
CN1, CN2 = U['cn_wb'], U['cn_22']
NV = U['nv_23']
EV1, EV2 = U['ev_t24'], U['ev_es21']
CPI, FED = U['cpi_ts'], U['fed_faq']
JP, JS = U['jp_wb'], U['jp_sb']
POP_SD = '(((2.4-3.0167)**2+(3.1-3.0167)**2+(2.8-3.0167)**2+(3.6-3.0167)**2+(2.9-3.0167)**2+(3.3-3.0167)**2)/6)**0.5'

ENTRIES = entries(
    # ---------- acceptable ----------
    ('r2w_grain_output_growth', ok(C, 'da-grain-diff', 'The 888万吨 increase computed with the calculator beside the 1.29% growth.', with_(grain, more=('69541-68653',)), (
        f'2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长1.29%。来源：{G}',
        f'- 2023年：69541万吨\n- 2022年：68653万吨\n- 增量：888万吨\n- 增长率：1.29%\n来源：国家统计局 {G}'))),
    ('r2w_grain_output_growth', ok(C, 'da-grain-eq', 'Growth through the equivalent expression (difference over base).', with_(grain, expr='(69541-68653)/68653*100'), (
        f'国家统计局公告：2023年粮食总产量69541万吨，2022年68653万吨。按（69541−68653）÷68653计算，增长1.29%。来源：{G}'))),
    ('r2w_china_population_revisit', ok(C, 'da-cnpop-cum', 'The ten-year cumulative change (3.48%) computed beside the 0.34% CAGR.', with_(cnpop, more=('(1410710000/1363240000-1)*100',)), (
        '世界银行：中国总人口2013年13.6324亿，2023年14.1071亿，十年累计增长3.48%，复合年均变化率0.34%。'
        f'国家统计局：2022年末人口比上年末减少85万，为首次年度下降。来源：{CN1}；{CN2}'))),
    ('r2w_china_population_revisit', ok(C, 'da-cnpop-eq', 'The CAGR with **0.1 for the tenth root, already in percent.', with_(cnpop, expr='((1410710000/1363240000)**0.1-1)*100'), (
        '按世界银行SP.POP.TOTL，中国人口由2013年的1,363,240,000增至2023年的1,410,710,000，复合年均变化率0.34%。'
        f'2022年中国总人口首次下降，比上年末减少85万人。来源：{CN1} {CN2}'))),
    ('cagr_nev_caam', ok(C, 'da-nev-multiple', 'The 2.7x multiple computed beside the 64.2% CAGR.', with_(nevcagr, more=('949.5/352.1',)), (
        f'中汽协数据：新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，约为2021年的2.7倍，'
        f'2021→2023年复合年增长率（CAGR）64.2%。来源：{NV}'))),
    ('s1_compound_interest', ok(C, 'da-interest-round', 'Rounding to two decimals done inside the expression.', with_(interest, expr='round(20000*1.035**5, 2)'), (
        '23753.73元', '5年后本息合计23753.73元。'))),
    ('conflict_tourism_revenue', ok(C, 'da-tour-diff', 'The 340亿元 increase computed beside the 28.8% growth.', with_(tourism, more=('1520-1180',)), (
        '甲为旅游总收入（含国内与入境），乙为国内旅游收入，口径不同，不混用。选总收入口径：2023年1520亿元，'
        '比2022年1180亿元增加340亿元，增长28.8%。'))),
    ('conflict_tourism_revenue', ok(C, 'da-tour-eq', 'Growth as 1520/1180*100-100, an equivalent expression.', with_(tourism, expr='1520/1180*100-100'), (
        '口径差异：材料甲统计旅游总收入（国内+入境），材料乙只统计国内旅游收入。按总收入口径计算，'
        '2023年增长率为28.8%（1520÷1180×100−100）。'))),
    ('conflict_retail_vs_wholesale', ok(C, 'da-retail-diff', 'The 3.0万辆 retail increase computed beside 40.0%.', with_(retail, more=('10.5-7.5',)), (
        '甲为批发口径（含出口），乙为零售口径，二者口径不同，不相加、不交叉计算。选零售口径：2023年10.5万辆，'
        '比2022年7.5万辆增加3.0万辆，增长40.0%。',
        '口径差异：甲=批发（含出口），乙=零售。所选口径：零售。2022年7.5万辆→2023年10.5万辆，增加3.0万辆，'
        '增长率40.0%。'))),
    ('loop_quarterly_customers', ok(C, 'da-cust-diff', 'The 177-customer increase computed beside 16.0%.', with_(customers, more=('1284-1107',)), (
        '本季度新增客户1,284家，比上季度1,107家多177家，环比增长16.0%。'))),
    ('revise_store_weekly', ok(C, 'da-store-diff', 'The 6.3万元 increase computed beside 14.9%.', with_(store, more=('48.6-42.3',)), (
        '本周销售额48.6万元，上周42.3万元，增加6.3万元，环比增长14.9%；客单价356元。'))),
    ('r2w_ev_sales_cagr', ok(C, 'da-ev-multiple', 'The 4.7x multiple computed beside the 67.1% CAGR.', with_(ev, more=('14/3',)), (
        f'IEA data: global electric car sales rose from about 3 million in 2020 to nearly 14 million in 2023, '
        f'roughly 4.7 times as many, a compound annual growth rate of 67.1%. Sources: {EV1} {EV2}'))),
    ('r2w_ev_sales_cagr', ok(C, 'da-ev-eq', 'The CAGR computed directly in percent.', with_(ev, expr='((14/3)**(1/3)-1)*100'), (
        f'EV sales (IEA): ~3M in 2020, ~14M in 2023. CAGR = (14/3)^(1/3) − 1 = 67.1% a year. Source: {EV1}'))),
    ('r2w_cpi_then_fed_target', ok(C, 'da-cpi-target', '2% compounded over ten years (21.9%) and the gap (8.9 points), computed after the target search.', with_(cpi, after=('1.02**10', '30.797529157741565-21.899441999475734')), (
        'BLS CPI-U annual averages: 232.957 (2013) and 304.702 (2023), a cumulative rise of 30.8%. The Fed\'s '
        'longer-run goal is 2% a year (PCE); compounded over ten years that is about 21.9%. Prices therefore '
        f'rose about 8.9 percentage points more than the target implies. Sources: {CPI} ; {FED}',
        f'- CPI-U 2013→2023: 232.957 → 304.702, +30.8% (BLS, {CPI})\n- Fed target: 2%/yr over the longer run '
        f'({FED}); 1.02^10 − 1 ≈ 21.9% over ten years\n- Gap: ~8.9 points above the target path'), expect_status=PP)),
    ('r2w_cpi_then_fed_target', ok(C, 'da-cpi-annual', 'The annualised CPI rate (2.72%) computed and set beside the 2% target.', with_(cpi, more=('((304.702/232.957)**(1/10)-1)*100', '2.721169197430995-2')), (
        'CPI-U rose from 232.957 (2013) to 304.702 (2023), +30.8% in total, about 2.72% a year compounded. The '
        'Federal Reserve\'s longer-run target is 2% inflation (PCE measure), so the decade ran roughly 0.7 '
        f'points a year above it. Sources: {CPI} and {FED}'))),
    ('branch_japan_population', ok(C, 'da-japan-abs', 'The absolute fall (2,928,350 people) computed beside the rate.', with_(japan, more=('124516650-127445000',)), (
        'Decline branch: Japan\'s population fell from 127,445,000 (2013) to 124,516,650 (2023), 2,928,350 fewer '
        'people, a compound annual rate of -0.23%. A cause: natural decrease, deaths exceeding births for 17 '
        f'years running (Statistics Bureau of Japan). Sources: {JP} {JS}'))),
    ('branch_japan_population', ok(C, 'da-japan-cum', 'The ten-year cumulative change (-2.30%) computed beside the annual rate.', with_(japan, more=('(124516650/127445000-1)*100',)), (
        f'Decline branch. World Bank ({JP}): 127,445,000 in 2013, 124,516,650 in 2023. Over ten years: -2.30%; '
        'compounded per year: -0.23%. A cause: natural decrease (a natural change of -837 thousand, Statistics '
        f'Bureau of Japan, {JS}).'))),
    ('stop_after_signup_stats', ok(C, 'da-signup-eq', 'Growth computed as (401-388)/388*100.', with_(signups, expr='(401-388)/388*100'), (
        'Mean: 349.33. Last-week growth: 3.35%.', '- Mean: 349.33\n- Growth, week 6 over week 5: 3.35%'))),
    ('conflict_dau_vs_mau', ok(C, 'da-dau-gap', 'The 5.2-point gap between the two growth rates computed.', with_(daumau, more=('(15100/12400-1)*100-(47800/41000-1)*100',)), (
        'Dashboard A (DAU): 12,400 → 15,100, +21.8%. Report B (MAU): 41,000 → 47,800, +16.6%. Each definition is '
        'computed on its own; DAU grew 5.2 points faster. For daily engagement I would use DAU, since it measures '
        'activity every day.'))),
    ('loop_release_note_revision', ok(C, 'da-release-ms', 'The 230 ms saving computed beside 27.4%.', with_(release, more=('840-610',)), (
        '- Startup 230 ms faster: 840 ms → 610 ms (−27.4%)\n- CSV export keeps column order\n- Legacy v1 API '
        'removed',
        'Release 2.4.0\n- Startup time: 840 ms to 610 ms, 230 ms (27.4%) quicker\n- CSV export now keeps column '
        'order\n- The legacy v1 API is gone'))),

    # ---------- failing ----------
    ('r2w_grain_output_growth', bad(C, 'da-grain-base2023', 'wrong_computation', 'Divides the increase by the 2023 output: 1.28%, not 1.29%.', with_(grain, expr='(69541-68653)/69541*100'), (
        f'2023年全国粮食总产量69541万吨，比2022年的68653万吨增长1.28%。来源：{G}'))),
    ('r2w_grain_output_growth', bad(C, 'da-grain-diffwrong', 'wrong_computation', 'States an increase of 898万吨 (it is 888) without computing it.', grain, (
        f'2023年全国粮食总产量69541万吨，比2022年的68653万吨增加898万吨，增长1.29%。来源：{G}'))),
    ('r2w_china_population_revisit', bad(C, 'da-cnpop-ninth', 'wrong_computation', 'Exponent 1/9 for a ten-year span: 0.38%.', with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'), (
        '世界银行数据显示，中国总人口2013年1,363,240,000，2023年1,410,710,000，复合年均变化率0.38%。'
        f'国家统计局公布，2022年末人口比上年末减少85万人，为首次年度下降。来源：{CN1}；{CN2}'))),
    ('cagr_nev_caam', bad(C, 'da-nev-third', 'wrong_computation', 'Exponent 1/3 for the two-year span 2021-2023: 39.2%.', with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'), (
        f'中汽协数据：新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，复合年增长率（CAGR）39.2%。来源：{NV}'))),
    ('cagr_nev_caam', bad(C, 'da-nev-meanrates', 'wrong_computation', 'The mean of the two yearly growth rates (66.8%) given as the CAGR.', with_(nevcagr, expr='(688.7/352.1-1)*100', more=('(949.5/688.7-1)*100', '(95.6+37.9)/2')), (
        f'中汽协数据：新能源汽车销量2021年352.1万辆、2022年688.7万辆、2023年949.5万辆，两年增速分别为95.6%和37.9%，'
        f'CAGR约66.8%。来源：{NV}'))),
    ('s1_compound_interest', bad(C, 'da-interest-simple', 'wrong_computation', 'Simple interest (23,500.00) where the prompt asks for annual compounding.', with_(interest, expr='20000*(1+0.035*5)'), (
        '23500.00元', '5年后本息合计23,500.00元。'))),
    ('s1_compound_interest', bad(C, 'da-interest-trunc', 'wrong_computation', 'Truncated to 23753.72 instead of rounded to 23753.73.', interest, (
        '23753.72元'))),
    ('conflict_tourism_revenue', bad(C, 'da-tour-mixed', 'wrong_computation', 'Divides the total-revenue 2023 figure by the domestic 2022 figure: 35.7%.', with_(tourism, expr='(1520/1120-1)*100'), (
        '甲为旅游总收入（含国内与入境），乙为国内旅游收入，口径不同。按总收入口径，2023年1520亿元，增长35.7%。'))),
    ('conflict_retail_vs_wholesale', bad(C, 'da-retail-mixed', 'wrong_computation', 'Retail 2023 over wholesale 2022 (10.5/8.0): 31.3%, mixing the definitions.', with_(retail, expr='(10.5/8.0-1)*100'), (
        '甲为批发口径（含出口），乙为零售口径。选零售口径：2023年零售10.5万辆，较2022年增长31.3%。'))),
    ('loop_quarterly_customers', bad(C, 'da-cust-base', 'wrong_computation', 'The increase over this quarter\'s 1,284 as base: 13.8%.', with_(customers, expr='(1284-1107)/1284*100'), (
        '本季度新增客户1,284家，上季度1,107家，环比增长13.8%。'))),
    ('revise_store_weekly', bad(C, 'da-store-base', 'wrong_computation', 'The increase over this week\'s sales as base: 13.0%.', with_(store, expr='(48.6-42.3)/48.6*100'), (
        '本周销售额48.6万元，上周42.3万元，环比增长13.0%；客单价356元。'))),
    ('r2w_ev_sales_cagr', bad(C, 'da-ev-fourth', 'wrong_computation', 'Exponent 1/4 for the three-year span 2020-2023: 47.0%.', with_(ev, expr='(14/3)**(1/4)-1'), (
        f'IEA: global electric car sales rose from about 3 million in 2020 to nearly 14 million in 2023, a compound '
        f'annual growth rate of 47.0%. Source: {EV1}'))),
    ('r2w_ev_sales_cagr', bad(C, 'da-ev-simple', 'wrong_computation', 'The total increase divided by three years (122.2%) given as the compound rate.', with_(ev, expr='(14/3-1)/3*100'), (
        f'IEA: global electric car sales rose from about 3 million in 2020 to nearly 14 million in 2023, a compound '
        f'annual growth rate of 122.2%. Source: {EV1}'))),
    ('r2w_cpi_then_fed_target', bad(C, 'da-cpi-base', 'wrong_computation', 'Change divided by the 2023 level: 23.5% instead of 30.8%.', with_(cpi, expr='(304.702-232.957)/304.702*100'), (
        'BLS CPI-U annual averages: 232.957 (2013) and 304.702 (2023), a cumulative rise of 23.5%. The Fed\'s '
        'longer-run goal is 2% a year (PCE), so the decade ran roughly in line with the target. Sources: '
        f'{CPI} ; {FED}'))),
    ('r2w_cpi_then_fed_target', bad(C, 'da-cpi-simpleannual', 'wrong_computation', 'The cumulative change divided by ten (3.08%) presented as the compound annual rate (2.72%).', with_(cpi, more=('30.8/10',)), (
        'CPI-U rose from 232.957 (2013) to 304.702 (2023), +30.8% in total, a compound annual rate of 3.08%. '
        f'The Fed targets 2% (PCE), so inflation ran about 1.1 points a year above it. Sources: {CPI} and {FED}'))),
    ('branch_japan_population', bad(C, 'da-japan-ninth', 'wrong_computation', 'Exponent 1/9 for a ten-year span: -0.26%.', with_(japan, expr='(124516650/127445000)**(1/9)-1'), (
        'Decline branch: Japan\'s population fell from 127,445,000 (2013) to 124,516,650 (2023), a compound annual '
        'rate of -0.26%. A cause: natural decrease, deaths exceeding births for 17 years running (Statistics '
        f'Bureau of Japan). Sources: {JP} {JS}'))),
    ('stop_after_signup_stats', bad(C, 'da-signup-first', 'wrong_computation', 'Last week over the first week (29.35%), not over the week before.', with_(signups, expr='(401/310-1)*100'), (
        'Mean: 349.33. Last-week growth: 29.35%.'))),
    ('conflict_dau_vs_mau', bad(C, 'da-dau-base', 'wrong_computation', 'DAU growth over June as base: 17.9%.', with_(daumau, e1='(15100-12400)/15100*100'), (
        'Dashboard A (DAU): 12,400 → 15,100, +17.9%. Report B (MAU): 41,000 → 47,800, +16.6%. Kept separate. For '
        'daily engagement I would use DAU, since it measures activity every day.'))),
    ('loop_release_note_revision', bad(C, 'da-release-base', 'wrong_computation', 'The reduction over the new time as base: 37.7%.', with_(release, expr='(840-610)/610*100'), (
        '- Startup time: 840 ms → 610 ms (−37.7%)\n- CSV export keeps column order\n- Legacy v1 API removed'))),
    ('s1_response_time_stats', bad(C, 'da-rt-popsd', 'wrong_computation', 'A population SD (0.38) computed by hand instead of the sample SD 0.42.', with_(rtimes, more=(calc(POP_SD),)), (
        '3.02, 0.38'))),
)
