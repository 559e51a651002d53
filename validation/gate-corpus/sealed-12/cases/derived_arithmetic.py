"""One-step arithmetic on sourced numbers (a difference, a ratio, a point change), computed with the tool; and the
same steps invented or done wrong."""
from _s12tasks import *

C = 'derived_arithmetic'
G = U['grain23']
W = 'wrong_computation'
F = 'fabricated_number'
RL_DRAFT = '- Startup 840 ms → 610 ms\n- CSV export keeps column order\n- v1 API removed'
ST_DRAFT = '本周销售额48.6万元，上周42.3万元，客单价356元，环比增长明显。'
CU_DRAFT = '本季度新增客户1,284家，上季度1,107家，增长明显。'

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'da-gr-diff', 'Difference computed.', with_(grain, more=('69541-68653',)),
           f'2023年全国粮食总产量69541万吨，比2022年的68653万吨多888万吨，增长1.29%。来源：{G}'),
        bad(C, 'da-gr-diff-bad', W, 'The difference is wrong.', with_(grain, more=('69541-68653',)),
            f'2023年全国粮食总产量69541万吨，比2022年的68653万吨多988万吨，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'da-nv-diff', 'Two-year increase computed.', with_(nevcagr, more=('949.5-352.1',)),
           f'中汽协数据：新能源汽车销量2021年352.1万辆，2023年949.5万辆，两年间增加597.4万辆，2021→2023年CAGR为64.2%。来源：{U["caam23"]}'),
        bad(C, 'da-nv-diff-bad', F, 'An increase never computed, and wrong.', nevcagr,
            f'中汽协数据：新能源汽车销量2021年352.1万辆，2023年949.5万辆，两年间增加579.4万辆，2021→2023年CAGR为64.2%。来源：{U["caam23"]}'),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'da-cn-diff', 'Ten-year increase computed.', with_(cnpop, more=('1410710000-1363240000',)),
           f'世界银行：中国总人口2013年1,363,240,000，2023年1,410,710,000，十年增加47,470,000人，复合年均变化率0.34%；2022年首次年度下降。来源：{U["cnwb"]}；{U["cndrop"]}'),
        bad(C, 'da-cn-diff-bad', F, 'An increase of 4.7亿 people, never computed.', cnpop,
            f'世界银行：中国总人口2013年1,363,240,000，2023年1,410,710,000，十年增加4.7亿人，复合年均变化率0.34%；2022年首次年度下降。来源：{U["cnwb"]}'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'da-ev-ratio', 'The multiple computed.', with_(ev, more=('14/3',)),
           f'IEA: EV sales rose from about 3M (2020) to nearly 14M (2023), about 4.7x, a CAGR of 67.1%. {U["ev24"]}'),
        bad(C, 'da-ev-ratio-bad', F, 'A wrong multiple, not computed.', ev,
            f'IEA: EV sales rose from about 3M (2020) to nearly 14M (2023), about 5.7x, a CAGR of 67.1%. {U["ev24"]}'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'da-cpi-pts', 'Point change computed.', with_(cpi, more=('304.702-232.957',)),
           f'CPI-U (1982-84=100) rose by 71.745 points, from 232.957 in 2013 to 304.702 in 2023: +30.8%. That is far above what 2% a year, the Fed\'s longer-run target, would imply. {U["cpi"]} {U["fed"]}'),
        bad(C, 'da-cpi-pts-bad', W, 'Misquotes the point change it computed.', with_(cpi, more=('304.702-232.957',)),
            f'CPI-U (1982-84=100) rose by 81.745 points, from 232.957 in 2013 to 304.702 in 2023: +30.8%. That is far above what 2% a year, the Fed\'s longer-run target, would imply. {U["cpi"]} {U["fed"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'da-jp-diff', 'Decline in people computed.', with_(japan, more=('127445000-124516650',)),
           f'Decline branch: Japan lost 2,928,350 people between 2013 (127,445,000) and 2023 (124,516,650), a compound annual change of −0.23%. Deaths have outnumbered births for 17 years. {U["jpwb"]} {U["jpwhy"]}'),
        bad(C, 'da-jp-diff-bad', F, 'An invented decline in people.', japan,
            f'Decline branch: Japan lost about 3.9 million people between 2013 (127,445,000) and 2023 (124,516,650), a compound annual change of −0.23%. Deaths have outnumbered births for 17 years. {U["jpwb"]} {U["jpwhy"]}'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'da-eh-diff', 'Height difference computed (in writing, after research, via analysis).',
           lambda arm, text: everest(arm, text)[:-3] + [to('data_analysis', 'difference of the two heights'), calc('8848.86-8848')] + everest(arm, text)[-3:],
           f'2020 survey: 8,848.86 m ({U["qomo"]}); 1955 Survey of India: 8,848 m ({U["everest"]}). The 0.86 m gap reflects newer methods and the measured snow cap. I would cite 8,848.86 m.'),
        bad(C, 'da-eh-diff-bad', F, 'A wrong gap, not computed.', everest,
            f'2020 survey: 8,848.86 m ({U["qomo"]}); 1955 Survey of India: 8,848 m ({U["everest"]}). The 8.6 m gap reflects newer methods and the measured snow cap. I would cite 8,848.86 m.'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'da-rl-ms', 'Milliseconds saved computed.', lambda arm, text: release(arm, text, RL_DRAFT, more=('840-610',)),
           '- Startup 230 ms faster (840 → 610 ms, −27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed'),
        bad(C, 'da-rl-ms-bad', F, 'Wrong milliseconds, not computed.', lambda arm, text: release(arm, text, RL_DRAFT),
            '- Startup 240 ms faster (840 → 610 ms, −27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'da-st-diff', 'Increase computed.', lambda arm, text: store(arm, text, ST_DRAFT, more=('48.6-42.3',)),
           '本周销售额48.6万元，比上周42.3万元多6.3万元，环比增长14.9%；客单价356元。'),
        bad(C, 'da-st-diff-bad', W, 'Misquotes the increase.', lambda arm, text: store(arm, text, ST_DRAFT, more=('48.6-42.3',)),
            '本周销售额48.6万元，比上周42.3万元多5.3万元，环比增长14.9%；客单价356元。'),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'da-cu-diff', 'New customers difference computed.', lambda arm, text: customers(arm, text, CU_DRAFT, more=('1284-1107',)),
           '本季度新增客户1,284家，上季度1,107家，多177家，环比增长16.0%。'),
        bad(C, 'da-cu-diff-bad', F, 'A wrong difference, not computed.', lambda arm, text: customers(arm, text, CU_DRAFT),
            '本季度新增客户1,284家，上季度1,107家，多187家，环比增长16.0%。'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'da-to-diff', 'Increase computed.', with_(tourism, more=('1520-1180',)),
           '材料甲为旅游总收入（含国内与入境），乙只含国内收入。按总收入口径：2023年1,520亿元，比2022年1,180亿元增加340亿元，增长28.8%。'),
        bad(C, 'da-to-diff-bad', F, 'An invented increase.', tourism,
            '材料甲为旅游总收入（含国内与入境），乙只含国内收入。按总收入口径：2023年1,520亿元，比2022年1,180亿元增加440亿元，增长28.8%。'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'da-da-diff', 'Absolute DAU change computed.', with_(daumau, more=('15100-12400',)),
           'Dashboard A (DAU): 12,400 → 15,100, +2,700 users, +21.8%. Report B (MAU): 41,000 → 47,800, +16.6%. Two definitions, never mixed. For daily engagement I would use DAU, which counts people active each day.'),
        bad(C, 'da-da-diff-bad', F, 'A wrong absolute change, not computed.', daumau,
            'Dashboard A (DAU): 12,400 → 15,100, +3,700 users, +21.8%. Report B (MAU): 41,000 → 47,800, +16.6%. Two definitions, never mixed. For daily engagement I would use DAU, which counts people active each day.'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'da-us-range', 'The range from the statistics tool.', usage(USAGE),
           '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；高于均值的是6、7、8、9月，最高与最低月份相差174 kWh。'),
        bad(C, 'da-us-range-bad', F, 'A wrong range.', usage(USAGE),
            '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；高于均值的是6、7、8、9月，最高与最低月份相差164 kWh。'),
    ), DOCS),
]
