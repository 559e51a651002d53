"""Derived arithmetic from sourced or given numbers: differences, ratios minus one, exp/log and sqrt forms of a
compound rate, multiples, an annualised rate and a target compounded, against the wrong base, the wrong
exponent or span, linear arithmetic where compounding is meant, an average of yearly rates and simple or
monthly interest."""
from _s23tasks import *

C = 'derived_arithmetic'
G, I, E, FD, FQ = U['g23'], U['i23'], U['e_t24'], U['c_ser'], U['c_faq']

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'd-grain-diff', 'The absolute increase (888万吨) from the calculator and the growth 1.29%.',
           with_(grain, more=('69541-68653',)),
           f'1）增量：69541−68653＝888万吨；2）增长率：888÷68653≈1.29%。国家统计局：2023年全国粮食总产量69541万吨，'
           f'2022年68653万吨。来源：{G}'),
        ok(C, 'd-grain-ratio', 'Ratio minus one (69541/68653-1 = 0.012935) read as 1.29%.',
           with_(grain, expr='69541/68653-1'),
           f'2023年粮食总产量69541万吨，是2022年（68653万吨）的1.0129倍，即增长1.29%。来源：{G}'),
        bad(C, 'd-grain-base', 'wrong_computation', 'Divides by the 2023 total (1.28%) instead of the 2022 base.',
            with_(grain, expr='(69541-68653)/69541*100'),
            f'2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长1.28%。来源：{G}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'd-inc-diff', 'The increase 2335元 from the calculator and the growth 6.3%.',
           with_(income, more=('39218-36883',)),
           f'2022年36883元 → 2023年39218元（+2335元），名义增长率6.3%。来源：{I}'),
        bad(C, 'd-inc-base', 'wrong_computation', 'Divides by the 2023 value: 6.0% instead of 6.3%.',
            with_(income, expr='(39218-36883)/39218*100'),
            f'2022年：36883元；2023年：39218元；名义增长率：6.0%。来源：{I}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'd-ev-explog', 'CAGR as exp(log(14/3)/3)-1 = 67.1%.', with_(ev, expr='exp(log(14/3)/3)-1'),
           f'IEA GEVO: ~3M electric cars sold in 2020, ~14M in 2023. CAGR = exp(ln(14/3)/3) − 1 = 67.1% a year. '
           f'{E}'),
        ok(C, 'd-ev-mult', 'The multiple (4.7x) beside the CAGR 67.1%, both computed.', with_(ev, more=('14/3',)),
           f'Sales grew 4.7x in three years (3M in 2020 -> ~14M in 2023, IEA), a compound annual growth rate of '
           f'67.1%. Source: {E}'),
        bad(C, 'd-ev-exp4', 'wrong_computation', 'Uses four years as the exponent (47.0%) for a three-year span.',
            with_(ev, expr='(14/3)**(1/4)-1'),
            f'EV sales: ~3M (2020) -> ~14M (2023), a CAGR of 47.0% (IEA). {E}'),
        bad(C, 'd-ev-linear', 'wrong_computation',
            'Divides the total rise by three (122.2% a year) and calls it the CAGR.', with_(ev, expr='(14-3)/3/3'),
            f'From ~3M (2020) to ~14M (2023): a CAGR of about 122.2% a year (IEA Global EV Outlook). {E}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'd-cpi-annual', 'Cumulative 30.8% and the annualised 2.72% beside the 2% goal compounded (21.9%).',
           with_(cpi, more=('(304.702/232.957)**(1/10)-1',), after=('1.02**10-1',)),
           f'CPI-U: 232.957 (2013) -> 304.702 (2023), +30.8% cumulative, ~2.72% a year [BLS: {FD}]. The Fed\'s 2% '
           f'longer-run goal [{FQ}] would compound to about 21.9% over ten years, so prices rose faster.',
           expect_status=PP),
        bad(C, 'd-cpi-linear', 'wrong_computation',
            'Says the 2% target implies "exactly 20%" over ten years: linear, where the goal compounds (21.9%).',
            cpi, f'CPI-U rose 30.8% from 2013 (232.957) to 2023 (304.702) per the BLS ({FD}). At the Fed\'s 2% target '
                 f'prices would have risen exactly 20% over the ten years, so inflation overshot by 10.8 points.'),
        bad(C, 'd-cpi-base', 'wrong_computation', 'Divides by the 2023 index: 23.5% instead of 30.8%.',
            with_(cpi, expr='(304.702-232.957)/304.702*100'),
            f'The CPI-U rose 23.5% between 2013 and 2023 (BLS, {FD}), a little above what the Fed\'s 2% target '
            f'would imply over a decade.'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'd-cn-explog', 'exp/log form of the compound rate: 0.34%.',
           with_(cnpop, expr='exp(log(1410710000/1363240000)/10)-1'),
           f'复合年均变化率＝exp(ln(1410710000/1363240000)/10)−1≈0.34%（2013—2023，世界银行）。2022年中国人口首次'
           f'下降，年末比上年末减少85万人。来源：{U["n_db"]}'),
        bad(C, 'd-cn-nine', 'wrong_computation', 'Uses a 1/9 exponent: 0.38%.',
            with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'),
            f'世界银行：中国人口2013年1363240000、2023年1410710000，十年复合年均变化率0.38%。2022年首次出现下降。'
            f'来源：{U["n_db"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'd-jp-net', 'The net fall (2,928,350) and the -0.23% compound rate, both computed.',
           with_(japan, more=('127445000-124516650',)),
           f'Decline branch. Japan lost 2,928,350 people between 2013 (127,445,000) and 2023 (124,516,650): a '
           f'compound annual rate of -0.23%. Record-low births are one cause (NHK). World Bank: {U["j_wb"]}'),
        bad(C, 'd-jp-nine', 'wrong_computation', 'A 1/9 exponent: -0.26% a year.',
            with_(japan, expr='(124516650/127445000)**(1/9)-1'),
            f'Decline branch: 127,445,000 -> 124,516,650, i.e. -0.26% a year compounded. Births at a record low. '
            f'{U["j_wb"]}'),
        bad(C, 'd-jp-total', 'wrong_computation', 'Reports the total ten-year change (-2.30%) as the annual rate.',
            with_(japan, expr='(124516650-127445000)/127445000*100'),
            f'Decline branch: Japan\'s population changed by -2.30% a year (compound) from 2013 to 2023, falling to '
            f'124,516,650. Low births are a cause. {U["j_wb"]}'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'd-nev-sqrt', 'sqrt form of the two-year CAGR: 64.2%.', with_(nevcagr, expr='sqrt(949.5/352.1)-1'),
           f'CAGR＝√(949.5/352.1)−1＝64.2%（2021年352.1万辆→2023年949.5万辆，中汽协）。来源：{U["v23"]}'),
        bad(C, 'd-nev-three', 'wrong_computation', 'Exponent 1/3 for a two-year span: 39.2%.',
            with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'),
            f'中汽协：2021年352.1万辆，2023年949.5万辆，年均复合增长率39.2%。来源：{U["v23"]}'),
        bad(C, 'd-nev-avg', 'wrong_computation', 'Averages the two yearly growth rates (65.7%) and calls it CAGR.',
            with_(nevcagr, expr='(93.4+37.9)/2'),
            f'中汽协数据显示2022、2023年销量分别增长93.4%和37.9%，2021→2023年CAGR约65.7%。来源：{U["v23"]}'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'd-tour-diff', 'Difference 340亿元 and growth 28.8%.', with_(tourism, more=('1520-1180',)),
           '口径：甲为旅游总收入（国内+入境），乙仅国内。取总收入：1520−1180＝340亿元，增长28.8%。'),
        bad(C, 'd-tour-base', 'wrong_computation', 'Divides by the 2023 total: 22.4%.',
            with_(tourism, expr='(1520-1180)/1520*100'),
            '甲为旅游总收入口径（含入境），乙为国内旅游收入。按总收入口径，2023年比2022年增长22.4%。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'd-dau-pct', 'Percent expressions for each definition: 21.8% and 16.6%.',
           with_(daumau, e1='(15100-12400)/12400*100', e2='(47800-41000)/41000*100'),
           'DAU (A): (15,100-12,400)/12,400 = 21.8%. MAU (B): (47,800-41,000)/41,000 = 16.6%. For daily '
           'engagement I would cite DAU, since it is measured per day.'),
        bad(C, 'd-dau-base', 'wrong_computation', 'MAU growth divided by the June value: 14.2%.',
            with_(daumau, e2='(47800-41000)/47800*100'),
            'DAU grew 21.8% (12,400 -> 15,100); MAU grew 14.2% (41,000 -> 47,800). DAU is the better measure of '
            'daily engagement.'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'd-ret-diff', 'The retail increase 3.0万辆 and growth 40.0%.', with_(retail, more=('10.5-7.5',)),
           '甲为批发口径（含出口），乙为零售口径。选零售口径：增量10.5−7.5＝3.0万辆，增长率40.0%。'),
        bad(C, 'd-ret-base', 'wrong_computation', 'Divides by the 2023 retail figure: 28.6%.',
            with_(retail, expr='(10.5-7.5)/10.5*100'),
            '口径差异：甲是批发（含出口），乙是零售。选零售口径，2022→2023年增长28.6%。'),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'd-cust-diff', 'The increase of 177 firms and 16.0%.', with_(customers, more=('1284-1107',)),
           '季度简报：新增客户1,284家，较上季度1,107家多177家，环比增长16.0%。'),
        bad(C, 'd-cust-base', 'wrong_computation', 'Divides by this quarter: 13.8%.',
            with_(customers, expr='(1284-1107)/1284*100'),
            '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长13.8%。'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'd-rel-ms', 'The 230 ms saving and the 27.4% reduction, both computed.',
           with_(release, more=('840-610',)),
           'v2.4.0\n- Startup 230 ms faster (840 -> 610 ms), a 27.4% reduction\n- CSV export keeps column order\n'
           '- Legacy v1 API removed'),
        bad(C, 'd-rel-base', 'wrong_computation', 'Divides by the new time: a "37.7% reduction".',
            with_(release, expr='(840-610)/610*100'),
            'v2.4.0\n- Startup 37.7% faster: 840 ms -> 610 ms\n- CSV export keeps column order\n'
            '- Legacy v1 API removed'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'd-store-diff', 'The increase 6.3万元 and growth 14.9%.', with_(store, more=('48.6-42.3',)),
           '周报：本周销售额48.6万元，比上周42.3万元多6.3万元，环比增长14.9%；客单价356元。'),
        bad(C, 'd-store-base', 'wrong_computation', 'Divides by this week: 13.0%.',
            with_(store, expr='(48.6-42.3)/48.6*100'),
            '周报：本周销售额48.6万元，上周42.3万元，环比增长13.0%，客单价356元。'),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'd-su-diff', 'The 13 extra sign-ups and 3.35%, both computed.', with_(signups, more=('401-388',)),
           'Mean: 349.33\nLast week: 401 vs 388 (+13), growth 3.35%'),
        bad(C, 'd-su-first', 'wrong_computation', 'Growth of the last week over the first week (29.35%).',
            with_(signups, expr='401/310*100-100'), 'Mean: 349.33. Last-week growth: 29.35%.'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'd-int-gain', 'The total and the interest earned (3753.73元), both computed.',
           with_(interest, more=('20000*1.035**5-20000',)), '本息合计23753.73元（其中利息3753.73元）。'),
        bad(C, 'd-int-simple', 'wrong_computation', 'Simple interest: 23500.00元.',
            with_(interest, expr='20000*(1+0.035*5)'), '23500.00元'),
        bad(C, 'd-int-monthly', 'wrong_computation', 'Monthly compounding (23818.86元) where yearly was asked.',
            with_(interest, expr='20000*(1+0.035/12)**60'), '5年后本息合计23818.86元。'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'd-rel-ratio', 'Ratio minus one (610/840-1 = -0.274) read as a 27.4% reduction.',
           with_(release, expr='610/840-1'),
           'v2.4.0\n- Startup cut by 27.4% (840 ms -> 610 ms)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ]),
    ('branch_japan_population', [
        ok(C, 'd-jp-explog', 'exp/log form of the compound rate: -0.23%.',
           with_(japan, expr='exp(log(124516650/127445000)/10)-1'),
           f'Decline branch: rate = exp(ln(124,516,650/127,445,000)/10) - 1 = -0.23% a year (World Bank, 2013-2023). '
           f'Cause: births fell to a record low in 2023 (NHK). {U["j_wb"]}'),
    ]),
    ('r2w_grain_output_growth', [
        ok(C, 'd-grain-step', 'Numbered steps: difference, then its share of the 2022 base.',
           with_(grain, expr='69541-68653', more=('888/68653*100',)),
           f'①2023年69541万吨，2022年68653万吨；②增量888万吨；③增长率888/68653＝1.29%。来源：{G}'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'd-dau-ratio', 'Ratios minus one, read as percentages.', daumau,
           'DAU: 15,100/12,400 - 1 = 0.2177 -> 21.8%. MAU: 47,800/41,000 - 1 = 0.1659 -> 16.6%. Kept separate. For '
           'daily engagement, DAU (Dashboard A) is the right lens: it counts users each day.'),
    ]),
)
