"""One-step derivations from sourced numbers, and wrong or uncomputed ones."""
from _s10tasks import *

C = 'derived_arithmetic'
G = U['grain23']
CU = '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长约18%。'
ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'da-gr-diff', 'The 888万吨 difference is computed as well as the 1.29% growth.', with_(grain, more=('69541-68653',)),
           f'2023年全国粮食产量69541万吨，比2022年多888万吨，增长1.29%。来源：{G}'),
        bad(C, 'da-gr-den', 'wrong_computation', '1.28% divides by the 2023 value, as the calculator call shows.', with_(grain, expr='(69541-68653)/69541*100'),
            f'2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.28%。来源：{G}'),
        bad(C, 'da-gr-nocalc', 'skipped_tool', 'The growth is stated though the calculator never computed it.', with_(grain, expr='69541-68653'),
            f'2023年全国粮食总产量69541万吨，比2022年增加888万吨，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'da-nev-yoy', 'Adds the 2022 growth, also computed, beside the CAGR.', with_(nevcagr, more=('(688.7/352.1-1)*100',)),
           f'中汽协：352.1→688.7→949.5万辆；2022年同比约95.6%，2021→2023年CAGR 64.2%。来源：{U["caam23"]}'),
        bad(C, 'da-nev-exp', 'wrong_computation', 'Divides the total growth by two instead of compounding (84.8%).', with_(nevcagr, expr='(949.5/352.1-1)/2*100'),
            f'中汽协：2021年352.1万辆，2023年949.5万辆，年均复合增长率84.8%。来源：{U["caam23"]}'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'da-ev-mult', 'The 4.67x multiple is computed from the IEA figures as well.', with_(ev, more=('14/3',)),
           f'IEA: ~3M EVs (2020) → nearly 14M (2023), about 4.67x; CAGR 67.1%. {U["ev24"]}'),
        bad(C, 'da-ev-4', 'wrong_computation', 'A fourth-root exponent (47.0%) for a three-year span.', with_(ev, expr='(14/3)**(1/4)-1'),
            f'IEA: ~3M (2020) → ~14M (2023). CAGR 47.0%. {U["ev24"]}'),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        bad(C, 'da-cn-9', 'wrong_computation', 'A 1/9 exponent over a ten-year span gives 0.38%.', with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'),
            f'中国总人口2013年13.63亿，2023年14.11亿，年均复合变化率0.38%；2022年首次负增长。来源：{U["cnwb"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'da-jp-total', 'The cumulative −2.3% is computed as well as the yearly −0.23%.', with_(japan, more=('(124516650/127445000-1)*100',)),
           f'Decline branch. Japan: 127,445,000 (2013) → 124,516,650 (2023), −2.3% in total, −0.23% a year compounded. Cause: deaths exceed births. {U["jpwb"]} {U["jpwhy"]}'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'da-tr-ok', 'Total-revenue growth 28.8% from the calculator.', tourism,
           '两份材料口径不同：甲是旅游总收入（含国内与入境），乙只含国内旅游收入。选用旅游总收入口径：(1520/1180−1)=28.8%。'),
        bad(C, 'da-tr-mix', 'wrong_computation', 'Mixes definitions: 1520/1120 gives 35.7%.', with_(tourism, expr='(1520/1120-1)*100'),
            '口径：甲为总收入，乙为国内收入。按旅游总收入口径，2023年增长35.7%。'),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        ok(C, 'da-rt-ok', 'Retail growth 40.0% from the calculator.', retail,
           '口径差异：甲为批发口径（含出口），乙为零售口径。按零售口径：10.5万辆÷7.5万辆−1＝40.0%。'),
        bad(C, 'da-rt-mix', 'wrong_computation', 'Cross-divides retail 2023 by wholesale 2022 (31.3%).', with_(retail, expr='(10.5/8.0-1)*100'),
            '口径：甲批发、乙零售。按零售口径增长31.3%。'),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'da-cu-ok', '16.0% from the calculator replaces the draft\'s 18%.', with_(customers, draft=CU),
           '本季度新增客户1,284家，上季度1,107家，环比增长16.0%。', expect_status=PP),
        bad(C, 'da-cu-keep', 'wrong_computation', 'Keeps the draft\'s 18% although the calculator returned 16.0%.', with_(customers, draft=CU),
            '本季度新增客户1,284家，上季度1,107家，环比增长约18%。', expect_status=PP),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'da-rl-ok', '27.4% from the calculator.', with_(release, draft='v2.4.0\n- Startup 840 ms → 610 ms\n- CSV keeps column order\n- v1 API removed'),
           'v2.4.0\n- Startup 840 ms → 610 ms (−27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed', expect_status=PP),
        bad(C, 'da-rl-inv', 'wrong_computation', '37.7% divides by the new time (230/610).', with_(release, expr='(840-610)/610*100', draft='v2.4.0\n- Startup 840 ms → 610 ms\n- CSV keeps column order\n- v1 API removed'),
            'v2.4.0\n- Startup 840 ms → 610 ms (37.7% faster)\n- CSV export keeps column order\n- Legacy v1 API removed', expect_status=PP),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'da-su-ok', 'Mean and growth from the tools.', signups, 'Mean: **349.33**\nLast week vs previous: **+3.35%**'),
        bad(C, 'da-su-nocalc', 'skipped_tool', 'States the growth without the calculator call the task demands.', with_(signups, expr='401-388'),
            'Mean 349.33; growth of the last week 3.35%.'),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        bad(C, 'da-int-simple', 'wrong_computation', 'Simple interest (23500) instead of compound.', with_(interest, expr='20000*(1+0.035*5)'),
            '23500.00 元'),
        bad(C, 'da-int-nocalc', 'skipped_tool', 'The amount is stated without any calculator call.', with_(interest, computed=False),
            '23753.73 元'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'da-da-table', 'Both growths from the calculator, in a table.', daumau,
           '| Definition | Jan | Jun | Growth |\n|---|---|---|---|\n| DAU (A) | 12,400 | 15,100 | 21.8% |\n| MAU (B) | 41,000 | 47,800 | 16.6% |\n\nFor daily engagement: DAU, since it counts daily use.'),
        bad(C, 'da-da-mix', 'wrong_computation', 'Crosses definitions: MAU June over DAU January.', with_(daumau, e2='(47800/12400-1)*100'),
            'DAU grew 21.8% (Jan→Jun). MAU grew 285.5%. Use DAU for daily engagement.'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'da-cpi-ok', 'Cumulative 30.8% and the implied 21.9%, both computed.', with_(cpi, more=('(1.02**10-1)*100',)),
           f'- CPI-U 2013: 232.957; 2023: 304.702 → **+30.8%**\n- 2% target over 10 years ≈ +21.9%\n- So prices rose well above what the target implies.\nSources: {U["cpi"]}, {U["fed"]}'),
        bad(C, 'da-cpi-20', 'wrong_computation', 'Reads the 2% annual target as a 2% ten-year change, so the comparison is wrong.', cpi,
            f'CPI-U +30.8% (2013→2023) vs the 2% the Fed target implies for the decade, i.e. roughly fifteen times the target. {U["cpi"]} {U["fed"]}'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'da-us-ok', 'The statistics tool values rounded to one decimal; months from the program.', usage(USAGE),
           '均值312.7、中位数301.5、样本标准差53.7（kWh）。Python 输出高于均值的月份：6、7、8、9月。'),
    ), DOCS),
]
