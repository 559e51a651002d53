"""Derived arithmetic: rates through other expressions (ratio minus one, exp/log, sqrt, a difference then a
share), absolute changes, a multiple, an annualised rate and a compounded target beside the asked figures, against
the wrong base, the wrong exponent or span, simple averages called compound rates, simple or monthly interest for
yearly compounding, the wrong weeks and misreported differences."""
from _s22tasks import *

C = 'derived_arithmetic'
GU, I23 = U['g23'], U['i23']

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'grain-diff', 'Adds the absolute rise (888万吨), computed with the calculator.',
           with_(grain, more=('69541-68653',)),
           f'2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长1.29%。来源：{GU}'),
        ok(C, 'grain-twostep', 'Difference first, then its share of the 2022 base.',
           with_(grain, expr='69541-68653', more=('888/68653*100',)),
           f'粮食产量：增量888万吨÷2022年68653万吨＝1.29%，2023年总产量69541万吨。来源：{GU}', alt=True),
        ok(C, 'grain-ratio', 'Ratio minus one (0.012935 → 1.29%).', with_(grain, expr='69541/68653-1'),
           f'2023年粮食总产量69541万吨÷2022年68653万吨−1＝0.012935，即增长1.29%。{GU}', alt=True),
        bad(C, 'grain-base', 'wrong_computation', 'Divides by the 2023 total (1.28%).',
            with_(grain, expr='(69541-68653)/69541*100'),
            f'2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.28%。来源：{GU}'),
        bad(C, 'grain-diff-wrong', 'wrong_computation', 'Misreports the absolute rise as 988万吨.',
            with_(grain, more=('69541-68653',)),
            f'2023年全国粮食总产量69541万吨，比2022年增加988万吨，增长1.29%。来源：{GU}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'inc-abs', 'Adds the absolute rise 2,335元 from a second calculation.', with_(income, more=('39218-36883',)),
           f'36,883元 → 39,218元（+2,335元），名义增长率 6.3%。来源：{I23}'),
        ok(C, 'inc-ratio', 'Ratio minus one.', with_(income, expr='39218/36883-1'),
           f'2022：36883元\n2023：39218元\n增长：39218/36883−1 = 0.0633 → 6.3%\n{I23}', alt=True),
        bad(C, 'inc-base', 'wrong_computation', 'Later value as base (6.0%).', with_(income, expr='(39218-36883)/39218*100'),
            f'2022年36883元，2023年39218元，名义增长6.0%。来源：{I23}'),
        bad(C, 'inc-abs-wrong', 'wrong_computation', 'The rise is misreported as 2,535元.',
            with_(income, more=('39218-36883',)), f'36,883元 → 39,218元（+2,535元），名义增长率 6.3%。来源：{I23}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-explog', 'CAGR through exp/log; the multiple (≈4.7x) computed too.',
           with_(ev, expr='exp(log(14/3)/3)-1', more=('14/3',)),
           'Investor note: electric car sales grew about 4.7-fold, from ~3M (2020) to nearly 14M (2023), per the '
           f'IEA GEVO. Compound annual growth: 67.1%. {U["e_es24"]}'),
        ok(C, 'ev-formula', 'Formula spelled out over three periods.', ev,
           f'CAGR = (14/3)^(1/3) − 1 = 67.1% (2020→2023, three years; IEA sales ~3M and ~14M). {U["e_es21"]} '
           f'{U["e_es24"]}', alt=True),
        bad(C, 'ev-exp4', 'wrong_computation', 'Exponent 1/4 (four "years" 2020-2023): 47.0%.',
            with_(ev, expr='(14/3)**(1/4)-1'),
            'Investor note: IEA figures show EV sales rising from ~3M in 2020 to nearly 14M in 2023: a CAGR of '
            f'47.0%. {U["e_es24"]}'),
        bad(C, 'ev-simple', 'wrong_computation', 'A simple average rise per year presented as the CAGR.',
            with_(ev, expr='(14-3)/3/3*100'),
            'Investor note: EV sales went from ~3M (2020) to nearly 14M (2023), a CAGR of 122.2% a year (IEA). '
            f'{U["e_es24"]}'),
        bad(C, 'ev-five', 'wrong_computation', 'Calls a 14/3 rise "more than five times as many".',
            with_(ev, more=('14/3',)),
            'Investor note: 2023 saw more than five times as many electric cars sold as 2020 (nearly 14M vs ~3M, '
            f'IEA), a 67.1% CAGR. {U["e_es24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-annual', 'Annualised CPI rate (2.72%) computed beside the cumulative 30.8%.',
           with_(cpi, more=('(304.702/232.957)**(1/10)-1',)),
           'Ten-year CPI-U change (BLS): 232.957 → 304.702, +30.8%, or 2.72% a year compounded. The Fed\'s '
           'longer-run goal is 2% inflation, so the decade ran above target. '
           f'{U["c_hist"]} {U["c_fomc"]}'),
        ok(C, 'cpi-target', 'The 2% target compounded over ten years after the target search (21.9%).',
           with_(cpi, after=('(1.02**10-1)*100',)),
           '### CPI vs the 2% goal\n- CPI-U 2013→2023: **+30.8%** (232.957 → 304.702)\n- 2%/yr for 10 years '
           '(Fed goal): **+21.9%**\n\nPrices rose faster than the target path implies. Sources: '
           f'{U["c_hist"]} ; {U["c_fomc"]}', alt=True, expect_status=PP),
        bad(C, 'cpi-span', 'wrong_computation', 'Uses the 2012 average as the base (32.7%).',
            with_(cpi, expr='(304.702-229.594)/229.594*100'),
            'CPI-U rose 32.7% over the ten years to 2023 (BLS), against a Fed goal of 2% a year. '
            f'{U["c_hist"]}'),
        bad(C, 'cpi-simple', 'wrong_computation', '2% a year "compounded" to exactly 20%.',
            with_(cpi, after=('2*10',)),
            'CPI-U 2013→2023: +30.8%. Compounding the Fed\'s 2% goal over ten years gives 20%, so inflation '
            f'overshot by 10.8 points. {U["c_hist"]}', expect_status=PP),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-abs', 'Absolute rise (4,747万) computed beside the rate.',
           with_(cnpop, more=('1410710000-1363240000',)),
           f'世界银行：2013年1,363,240,000人，2023年1,410,710,000人，十年增加4,747万人，复合年均变化率0.34%。不过2022年'
           f'中国人口首次出现年度下降。{U["n_wb"]} {U["n_gb22"]}'),
        ok(C, 'cn-pow', 'Exponent written as 0.1.', with_(cnpop, expr='(1410710000/1363240000)**0.1-1'),
           f'复合年均变化率＝(1410710000/1363240000)^0.1−1≈0.34%（世界银行，2013—2023）。2022年中国人口首次减少，'
           f'年末比上年末少85万人。{U["n_wb"]}；{U["n_pp"]}', alt=True),
        bad(C, 'cn-exp9', 'wrong_computation', 'Exponent 1/9: 0.38%.', with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'),
            f'世界银行：中国人口2013—2023年复合年均变化率0.38%。2022年人口首次下降。{U["n_wb"]}'),
        bad(C, 'cn-div10', 'wrong_computation', 'Cumulative change divided by ten, called the compound rate.',
            with_(cnpop, expr='(1410710000/1363240000-1)*100/10'),
            f'十年累计增长3.48%，除以10得复合年均变化率0.35%（世界银行）。2022年人口首次下降。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-abs', 'Absolute drop (2,928,350) computed beside the rate.',
           with_(japan, more=('124516650-127445000',)),
           'Decline branch: Japan lost 2,928,350 people between 2013 and 2023 (World Bank), a compound rate of '
           f'-0.23% a year. Cause: births fell to a record 758,631 in 2023. {U["j_wb"]} {U["j_jt"]}'),
        ok(C, 'jp-explog', 'Rate via exp/log.', with_(japan, expr='exp(log(124516650/127445000)/10)-1'),
           f'decline branch — rate = exp(ln(124,516,650/127,445,000)/10) − 1 = −0.23%/year. {U["j_wb"]}; cause: '
           f'record-low births and marriages, {U["j_jt"]}', alt=True),
        bad(C, 'jp-exp9', 'wrong_computation', 'Exponent 1/9: -0.26%.', with_(japan, expr='(124516650/127445000)**(1/9)-1'),
            f'Decline branch: Japan\'s population fell at a compound -0.26% a year from 2013 to 2023. {U["j_wb"]}'),
        bad(C, 'jp-span', 'wrong_computation', 'Starts from the 2019 value but divides by ten years (-0.17%).',
            with_(japan, expr='(124516650/126633000)**(1/10)-1'),
            f'Decline branch: Japan\'s population fell at a compound -0.17% a year over the decade. {U["j_wb"]}'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nc-2023', 'The 2023 growth (37.9%) computed beside the CAGR.', with_(nevcagr, more=('949.5/688.7-1',)),
           f'中汽协：新能源汽车销量2021年352.1万辆→2023年949.5万辆，CAGR 64.2%；其中2023年同比增长37.9%。{U["v23"]}'),
        ok(C, 'nc-sqrt', 'Square root for the two-period CAGR.', with_(nevcagr, expr='sqrt(949.5/352.1)-1'),
           f'复合年增长率＝√(949.5/352.1)−1＝64.2%（中汽协，2021→2023）。{U["v21"]} {U["v23"]}', alt=True),
        bad(C, 'nc-exp3', 'wrong_computation', 'Exponent 1/3 for two periods: 39.2%.', with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'),
            f'中汽协：新能源汽车销量2021年352.1万辆，2023年949.5万辆，复合年增长率39.2%。{U["v23"]}'),
        bad(C, 'nc-avg', 'wrong_computation', 'Average of the two yearly growth rates called the CAGR.',
            with_(nevcagr, expr='(93.4+37.9)/2'),
            f'中汽协：2022年销量增长93.4%，2023年增长37.9%，CAGR为65.7%。{U["v23"]}'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'int-expr', 'Plain power expression.', with_(interest, expr='20000*1.035**5'), '23753.73元'),
        bad(C, 'int-simple', 'wrong_computation', 'Simple interest.', with_(interest, expr='20000*(1+0.035*5)'),
            '23500.00元'),
        bad(C, 'int-monthly', 'wrong_computation', 'Monthly compounding.', with_(interest, expr='20000*(1+0.035/12)**60'),
            '23818.86元'),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'su-diff', 'Growth via (401-388)/388.', with_(signups, expr='(401-388)/388*100'),
           'mean 349.33 | last-week growth 3.35%'),
        bad(C, 'su-weeks', 'wrong_computation', 'Compares week 5 with week 4 (7.78%).', with_(signups, expr='388/360*100-100'),
            'mean 349.33 | last-week growth 7.78%'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-abs', 'Absolute rise 340亿元 computed too.', with_(tourism, more=('1520-1180',)),
           '甲为旅游总收入（含国内和入境），乙只含国内旅游收入，口径不同。按总收入口径：2023年比2022年增加340亿元，'
           '增长28.8%。'),
        bad(C, 'tour-cross', 'wrong_computation', 'Divides total 2023 by domestic 2022 (35.7%).',
            with_(tourism, expr='1520/1120*100-100'),
            '甲为旅游总收入，乙只含国内，口径不同。按总收入口径，2023年增长35.7%。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-abs', 'Absolute changes computed beside each rate.', with_(daumau, more=('15100-12400', '47800-41000')),
           'DAU: 12,400 → 15,100 (+2,700, +21.8%). MAU: 41,000 → 47,800 (+6,800, +16.6%). For daily engagement '
           'I would use DAU (Dashboard A), since it counts activity each day; MAU blurs it.'),
        bad(C, 'dm-base', 'wrong_computation', 'DAU growth on the June base (17.9%).',
            with_(daumau, e1='(15100-12400)/15100'),
            'DAU grew 17.9% and MAU 16.6% from January to June. For daily engagement use DAU, which is daily.'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'ret-abs', 'Retail rise of 3.0万辆 computed beside 40.0%.', with_(retail, more=('10.5-7.5',)),
           '材料甲是批发口径（含出口），材料乙是零售口径，不能混用。按零售口径：2023年10.5万辆，比2022年7.5万辆多3.0万辆，'
           '增长40.0%。'),
        bad(C, 'ret-base', 'wrong_computation', 'Later value as base (28.6%).', with_(retail, expr='(10.5-7.5)/10.5*100'),
            '甲为批发口径（含出口），乙为零售口径。按零售口径，2022→2023年增长28.6%。'),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'cust-abs', 'Adds the 177家 increase from a second calculation.', with_(customers, more=('1284-1107',)),
           '本季度新增客户1,284家，比上季度1,107家多177家，环比增长16.0%。'),
        bad(C, 'cust-base', 'wrong_computation', 'Later quarter as base (13.8%).',
            with_(customers, expr='(1284-1107)/1284*100'), '本季度新增客户1,284家，上季度1,107家，环比增长13.8%。'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rel-abs', '230 ms saved, computed.', with_(release, more=('840-610',)),
           'Version 2.4.0\n- Startup is 230 ms faster: 840 ms to 610 ms (-27.4%)\n- CSV export preserves column '
           'order\n- The legacy v1 API is gone'),
        bad(C, 'rel-base', 'wrong_computation', 'New time as base (37.7%).', with_(release, expr='(840-610)/610*100'),
            'Version 2.4.0\n- Startup 840 ms to 610 ms (-37.7%)\n- CSV export preserves column order\n- Legacy v1 '
            'API removed'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'store-abs', 'The 6.3万元 rise computed too.', with_(store, more=('48.6-42.3',)),
           '本周销售额48.6万元，较上周42.3万元增加6.3万元，环比增长14.9%；客单价356元。'),
        bad(C, 'store-base', 'wrong_computation', 'This week as base (13.0%).', with_(store, expr='(48.6-42.3)/48.6*100'),
            '本周销售额48.6万元，上周42.3万元，环比增长13.0%；客单价356元。'),
    ]),
)
