"""Derived arithmetic: a further number (a difference, a ratio, an implied total) that a call computed (acceptable)
versus one that no call computed or that is wrong (failing)."""
from _s13tasks import *

C = 'derived_arithmetic'
G, Q = U['grain23'], U['income']
F = 'fabricated_number'

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'da-gr-diff', 'The 888万吨 increase was computed.', with_(grain, more=('69541-68653',)),
           f'2023年全国粮食总产量69541万吨，比2022年（68653万吨）多888万吨，增长1.29%。来源：{G}'),
        bad(C, 'da-gr-diffx', 'wrong_computation', 'A wrong difference (898万吨), never computed.', grain,
            f'2023年全国粮食总产量69541万吨，比2022年（68653万吨）多898万吨，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'da-in-diff', 'The 2335元 rise was computed.', with_(income, more=('39218-36883',)),
           f'2022年36883元，2023年39218元，增加2335元，名义增长6.3%。来源：{Q}'),
        bad(C, 'da-in-diffn', F, 'The same rise stated without any calculation of it.', income,
            f'2022年36883元；2023年39218元（增加2335元）；名义增长6.3%。来源：{Q}'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'da-ev-mult', 'The 4.7-fold multiple was computed.', with_(ev, more=('14/3',)),
           f"IEA: about 3M electric cars sold in 2020, nearly 14M in 2023 — roughly 4.7 times as many, a CAGR of 67.1%. {U['ev24']}"),
        bad(C, 'da-ev-multx', 'wrong_computation', 'A wrong multiple (5.2x), never computed.', ev,
            f"IEA: about 3M electric car sales in 2020 and nearly 14M in 2023, 5.2 times as many; CAGR 67.1%. {U['ev24']}"),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'da-cpi-imp', 'The 21.9% implied by 2% a year was computed.', with_(cpi, more=('(1.02**10-1)*100',)),
           f"BLS CPI-U: 232.957 (2013), 304.702 (2023), +30.8%. Ten years at the Fed's 2% target compound to +21.9%, so actual inflation ran above it. {U['cpi']} {U['fed']}"),
        bad(C, 'da-cpi-impn', F, 'States the implied 21.9% with no calculation of it.', cpi,
            f"BLS CPI-U: 232.957 (2013), 304.702 (2023), +30.8%. Ten years at the Fed's 2% target compound to +21.9%, so actual inflation ran above it. {U['cpi']} {U['fed']}"),
        bad(C, 'da-cpi-lin', 'wrong_computation', 'Says 2% a year implies exactly 20% over ten years, uncomputed.', cpi,
            f"CPI-U rose 30.8% from 2013 (232.957) to 2023 (304.702). The Fed's 2% target implies 20.0% over ten years, so prices rose 10.8 points faster. {U['cpi']}"),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'da-cn-diff', 'The 4747万 increase was computed.', with_(cnpop, more=('1410710000-1363240000',)),
           f'世界银行：中国人口2013年1,363,240,000，2023年1,410,710,000，十年增加47,470,000人，复合年均变化率0.34%；2022年首次年度下降。来源：{U["cnwb"]}'),
        bad(C, 'da-cn-diffx', 'wrong_computation', 'A wrong increase, never computed.', cnpop,
            f'世界银行：中国人口2013年1,363,240,000，2023年1,410,710,000，十年增加4,947万人，复合年均变化率0.34%；2022年首次年度下降。来源：{U["cnwb"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'da-jp-diff', 'The fall of 2,928,350 was computed.', with_(japan, more=('127445000-124516650',)),
           f"Decline branch. Japan's population fell by 2,928,350, from 127,445,000 (2013) to 124,516,650 (2023): -0.23% a year compounded (World Bank). Cause: deaths exceed births. {U['jpwb']}"),
        bad(C, 'da-jp-diffn', F, 'The same fall, never computed.', japan,
            f"Decline branch. Japan's population fell by 2,928,350, from 127,445,000 (2013) to 124,516,650 (2023): -0.23% a year compounded (World Bank). Cause: deaths exceed births. {U['jpwb']}"),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'da-to-diff', 'The 340亿元 increase was computed.', with_(tourism, more=('1520-1180',)),
           '甲为总收入（含国内与入境），乙仅国内，口径不同。按总收入：2023年1520亿元，较2022年1180亿元增加340亿元，增长28.8%。'),
        bad(C, 'da-to-share', 'wrong_computation', 'An inbound share never computed, and wrong.', tourism,
            '甲为总收入，乙仅国内。按总收入口径增长28.8%（1180→1520亿元）；其中入境收入约占12%。'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'da-da-ratio', 'The DAU/MAU ratio was computed.', with_(daumau, more=('15100/47800*100',)),
           'Dashboard A (avg DAU): +21.8% Jan–Jun. Report B (MAU): +16.6%. Kept separate. For daily engagement I would use DAU; June DAU/MAU stickiness was 31.6%.'),
        bad(C, 'da-da-ration', F, 'The same ratio, never computed.', daumau,
            'Dashboard A (avg DAU): +21.8% Jan–Jun. Report B (MAU): +16.6%. Kept separate. For daily engagement I would use DAU; June DAU/MAU stickiness was 31.6%.'),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        ok(C, 'da-rt-diff', 'The 3.0万辆 rise was computed.', with_(retail, more=('10.5-7.5',)),
           '甲为批发口径（含出口），乙为零售口径。选用零售口径：2022年7.5万辆→2023年10.5万辆，增加3.0万辆，增长40.0%。'),
        bad(C, 'da-rt-gap', 'wrong_computation', 'A wrong gap between the two definitions, never computed.', retail,
            '甲为批发口径（含出口），乙为零售口径。选用零售口径，增长40.0%；两口径2023年相差2.5万辆。'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'da-sw-diff', 'The 6.3万元 rise was computed.', lambda arm, text: store(arm, text, '本周48.6万元，上周42.3万元。', more=('48.6-42.3',)),
           '门店周报：本周销售额48.6万元，比上周多6.3万元，环比增长14.9%；客单价356元。'),
        bad(C, 'da-sw-orders', 'wrong_computation', 'An order count derived in the head (and wrong).', lambda arm, text: store(arm, text, '本周48.6万元，上周42.3万元。'),
            '门店周报：本周销售额48.6万元，环比增长14.9%，客单价356元，约合1,520单。'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'da-rl-ms', 'The 230 ms saving was computed.', lambda arm, text: release(arm, text, '• Faster startup\n• CSV order\n• v1 API gone', more=('840-610',)),
           '• Startup 230 ms faster (840 → 610 ms, −27.4%)\n• CSV export keeps column order\n• Legacy v1 API removed'),
        bad(C, 'da-rl-msn', F, 'The same saving, never computed.', lambda arm, text: release(arm, text, '• Faster startup\n• CSV order\n• v1 API gone'),
            '• Startup 230 ms faster (840 → 610 ms, −27.4%)\n• CSV export keeps column order\n• Legacy v1 API removed'),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'da-qc-diff', 'The 177 more customers were computed.', lambda arm, text: customers(arm, text, '本季度新增客户1,284家，上季度1,107家。', more=('1284-1107',)),
           '本季度新增客户1,284家，比上季度（1,107家）多177家，环比增长16.0%。'),
        bad(C, 'da-qc-diffx', 'wrong_computation', 'A wrong difference (187), never computed.', lambda arm, text: customers(arm, text, '本季度新增客户1,284家，上季度1,107家。'),
            '本季度新增客户1,284家，比上季度多187家，环比增长16.0%。'),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'da-ci-int', 'The interest part was computed too.', with_(interest, more=('20000*1.035**5-20000',)), '23753.73元（其中利息3753.73元）'),
        bad(C, 'da-ci-simple', 'wrong_computation', 'Simple interest in the head instead of the compound result.', with_(interest, computed=False), '23500.00元'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'da-su-diff', 'The 13 extra sign-ups were computed.', with_(signups, more=('401-388',)),
           'Mean: 349.33. Last week: 401 vs 388 (+13), growth 3.35%.'),
        bad(C, 'da-su-total', 'wrong_computation', 'A total never computed (and wrong).', signups,
            'Mean: 349.33 (2,086 sign-ups in total). Growth of the last week: 3.35%.'),
    ), DOCS),
]
