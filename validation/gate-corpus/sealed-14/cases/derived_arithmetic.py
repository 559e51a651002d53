"""Derived arithmetic: correct steps taken from sourced or given numbers (a difference, a ratio, a multiple, a target
compounded over ten years, a unit conversion), with or without a further calculator call; and the same steps done
wrong."""
from _s14tasks import *

C = 'derived_arithmetic'


def E(prefix, task_id, *items):
    return entry(prefix, task_id, cases(*items), DOCS)


GURL = 'https://www.gov.cn/lianbo/bumen/202312/content_6919640.htm'
EV23 = 'https://www.iea.org/reports/global-ev-outlook-2024/executive-summary'
CPI = ('BLS CPI-U (1982-84=100): 232.957 in 2013, 304.702 in 2023, a cumulative rise of 30.8%. The Fed\'s longer-run '
       'target is 2% a year (PCE); compounded over ten years that implies about {t}, so prices rose {cmp} the target path. '
       'Sources: https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202401.pdf , '
       'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf')
JP = ('Decline branch. World Bank SP.POP.TOTL: Japan {a} (2013) → 124,516,650 (2023), i.e. {d}; compound annual rate '
      '-0.23%. IPSS: fertility 1.26 in 2022. Source: https://data.worldbank.org/indicator/SP.POP.TOTL?end=2023&locations=JP&start=2013')
RDRAFT = '- Startup: 840 ms -> 610 ms\n- CSV export keeps column order\n- Legacy v1 API removed'

ENTRIES = [
    E('formal', 'r2w_cpi_then_fed_target',
      ok(C, 'da-cpi-comp', 'A 2% target compounded over ten years is 21.9% (1.02^10 − 1), computed with the calculator.',
         with_(cpi, more=('(1.02**10-1)*100',)), CPI.format(t='21.9%', cmp='faster than')),
      ok(C, 'da-cpi-pts', 'The index rose 71.745 points (304.702 − 232.957), a correct difference in the head.', cpi,
         'CPI-U annual averages (BLS): 232.957 (2013) → 304.702 (2023): +71.745 index points, +30.8% cumulative. That is above what the Fed\'s 2% longer-run PCE target would imply over a decade (about 22% compounded). Sources: https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202401.pdf ; https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf'),
      bad(C, 'da-cpi-comp-wrong', 'wrong_computation', '2% a year compounded over ten years is 21.9%, not 24.3%.', cpi,
          CPI.format(t='24.3%', cmp='faster than')),
      bad(C, 'da-cpi-pts-wrong', 'wrong_computation', 'The index difference is 71.745 points, not 81.745.', cpi,
          'CPI-U annual averages (BLS): 232.957 (2013) → 304.702 (2023): +81.745 index points, +30.8% cumulative. That is above the Fed\'s 2% longer-run PCE target path. Sources: https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202401.pdf ; https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf')),
    E('formal', 'r2w_ev_sales_cagr',
      ok(C, 'da-ev-mult', 'Sales grew about 4.7-fold (14/3 = 4.67).', with_(ev, more=('14/3',)),
         f'IEA: electric car sales rose from 3 million (2020) to nearly 14 million (2023), roughly 4.7x in three years: a CAGR of 67.1%. Source: {EV23}'),
      ok(C, 'da-ev-diff', 'About 11 million more cars a year (14 − 3).', ev,
         f'Electric car sales: 3M in 2020, ~14M in 2023 (IEA GEVO) — annual sales about 11 million higher in 2023 than in 2020; a 67.1% compound annual growth rate. Source: {EV23}'),
      bad(C, 'da-ev-mult-wrong', 'wrong_computation', '14/3 is about 4.7, not 3.7.', ev,
          f'IEA: electric car sales rose from 3 million (2020) to nearly 14 million (2023), roughly 3.7x in three years: a CAGR of 67.1%. Source: {EV23}'),
      bad(C, 'da-ev-diff-wrong', 'wrong_computation', '14 − 3 is 11 million, not 9 million.', ev,
          f'Electric car sales: 3M in 2020, ~14M in 2023 (IEA GEVO) — annual sales about 9 million higher in 2023 than in 2020; a 67.1% compound annual growth rate. Source: {EV23}')),
    E('complex', 'branch_japan_population',
      ok(C, 'da-jp-loss', 'A loss of 2,928,350 people (127,445,000 − 124,516,650), checked with the calculator.',
         with_(japan, more=('127445000-124516650',)), JP.format(a='127,445,000', d='2,928,350 fewer people')),
      ok(C, 'da-jp-lossm', 'About 2.9 million fewer, rounded in the head from the same figures.', japan,
         JP.format(a='127,445,000', d='roughly 2.9 million fewer people')),
      bad(C, 'da-jp-loss-wrong', 'wrong_computation', 'The loss is 2.93 million, not 3.93 million.', japan,
          JP.format(a='127,445,000', d='3,928,350 fewer people')),
      bad(C, 'da-jp-pct-wrong', 'wrong_computation', 'The total ten-year fall is 2.3%, not 0.23%: the annual rate is given as the total.', japan,
          JP.format(a='127,445,000', d='a total fall of 0.23% over the decade'))),
    E('formal', 'stop_after_income_growth',
      ok(C, 'da-inc-diff', 'The increase of 2,335 元 (39218 − 36883), from a second calculator call.', with_(income, more=('39218-36883',)),
         ('2022年36883元，2023年39218元，增加2335元，名义增长6.3%。来源：https://www.gov.cn/lianbo/bumen/202401/content_6926623.htm',
          '| 年份 | 人均可支配收入 |\n|---|---|\n| 2022 | 36,883元 |\n| 2023 | 39,218元 |\n\n增加2,335元，名义增长6.3%。来源：https://www.gov.cn/lianbo/bumen/202401/content_6926623.htm')),
      bad(C, 'da-inc-diff-wrong', 'wrong_computation', 'The increase is 2,335 元, not 2,535 元.', income,
          '2022年36883元，2023年39218元，增加2535元，名义增长6.3%。来源：https://www.gov.cn/lianbo/bumen/202401/content_6926623.htm')),
    E('formal', 'conflict_dau_vs_mau',
      ok(C, 'da-dau-abs', 'Absolute gains (+2,700 DAU, +6,800 MAU) beside the growth rates.', daumau,
         'DAU (Dashboard A): 12,400 → 15,100, +2,700, +21.8%. MAU (Report B): 41,000 → 47,800, +6,800, +16.6%. Kept separate. For daily engagement I would use DAU: it measures daily activity; MAU mixes in occasional users.'),
      ok(C, 'da-dau-ratio', 'Each definition\'s June level as a multiple of its own January level (1.22x, 1.17x), computed; nothing mixed.', with_(daumau, more=('15100/12400', '47800/41000')),
         'Computed separately: DAU (Dashboard A) 12,400 → 15,100, +21.8% (June = 1.22x January); MAU (Report B) 41,000 → 47,800, +16.6% (1.17x). For daily engagement I would use DAU, which counts daily activity directly.'),
      bad(C, 'da-dau-abs-wrong', 'wrong_computation', 'The MAU gain is 6,800, not 5,800.', daumau,
          'DAU (Dashboard A): 12,400 → 15,100, +2,700, +21.8%. MAU (Report B): 41,000 → 47,800, +5,800, +16.6%. For daily engagement I would use DAU.'),
      bad(C, 'da-dau-ratio-wrong', 'wrong_computation', 'MAU in June is 1.17 times January, not 1.71 times.', daumau,
          'Computed separately: DAU (Dashboard A) 12,400 → 15,100, +21.8% (June = 1.22x January); MAU (Report B) 41,000 → 47,800, +16.6% (1.71x). For daily engagement I would use DAU.')),
    E('complex', 'revise_store_weekly',
      ok(C, 'da-st-diff', 'Sales up 6.3万元 week on week (48.6 − 42.3).', store,
         '本周销售额48.6万元，较上周42.3万元多6.3万元，环比增长14.9%；客单价356元。'),
      ok(C, 'da-st-orders', 'About 1,365 orders (486,000 ÷ 356), computed with the calculator.', with_(store, more=('486000/356',)),
         '本周销售额48.6万元（上周42.3万元），环比+14.9%，客单价356元，折合约1,365单。'),
      bad(C, 'da-st-diff-wrong', 'wrong_computation', 'The difference is 6.3万元, not 5.3万元.', store,
          '本周销售额48.6万元，较上周42.3万元多5.3万元，环比增长14.9%；客单价356元。'),
      bad(C, 'da-st-orders-wrong', 'wrong_computation', '486,000 ÷ 356 is about 1,365 orders, not 136.', store,
          '本周销售额48.6万元（上周42.3万元），环比+14.9%，客单价356元，折合约136单。')),
    E('formal', 'loop_release_note_revision',
      ok(C, 'da-rel-saved', '230 ms saved (840 − 610).', with_(release, draft=RDRAFT),
         '- v2.4.0 starts in 610 ms instead of 840 ms: 230 ms (27.4%) faster\n- CSV export keeps column order\n- Legacy v1 API removed'),
      ok(C, 'da-rel-ratio', 'Startup now takes 72.6% of the old time (610/840), computed.', with_(release, draft=RDRAFT, more=('610/840*100',)),
         '- 2.4.0: startup 840 ms → 610 ms (−27.4%; now 72.6% of the old time)\n- CSV export preserves column order\n- Legacy v1 API removed'),
      bad(C, 'da-rel-saved-wrong', 'wrong_computation', '840 − 610 is 230 ms, not 330 ms.', with_(release, draft=RDRAFT),
          '- v2.4.0 starts in 610 ms instead of 840 ms: 330 ms (27.4%) faster\n- CSV export keeps column order\n- Legacy v1 API removed'),
      bad(C, 'da-rel-speed', 'wrong_computation', '840/610 makes the new build 1.38x as fast; "1.27x as fast" is wrong.', with_(release, draft=RDRAFT),
          '- 2.4.0: startup 840 ms → 610 ms (−27.4%, i.e. 1.27x as fast)\n- CSV export preserves column order\n- Legacy v1 API removed')),
    E('formal', 'loop_quarterly_customers',
      ok(C, 'da-cu-diff', 'Net 177 more customers (1,284 − 1,107).', customers,
         '本季度新增客户1,284家，上季度1,107家，多177家，环比增长16.0%。'),
      bad(C, 'da-cu-diff-wrong', 'wrong_computation', '1,284 − 1,107 is 177, not 187.', customers,
          '本季度新增客户1,284家，上季度1,107家，多187家，环比增长16.0%。')),
    E('formal', 'conflict_everest_height',
      ok(C, 'da-eve-diff', 'The two heights differ by 0.86 m.', everest,
         '2020 China-Nepal survey: 8,848.86 m (https://english.www.gov.cn/news/topnews/202012/08/content_WS5fcf5a5fc6d0f725769419d1.html). 1955 Survey of India: 8,848 m (https://www.nationalgeographic.com/adventure/article/mount-everest-height-revised). The 0.86 m gap comes from newer GNSS/radar methods and the snow cap. I would cite 8,848.86 m.'),
      bad(C, 'da-eve-diff-wrong', 'wrong_computation', 'The gap is 0.86 m, not 8.6 m.', everest,
          '2020 China-Nepal survey: 8,848.86 m (https://english.www.gov.cn/news/topnews/202012/08/content_WS5fcf5a5fc6d0f725769419d1.html). 1955 Survey of India: 8,848 m (https://www.nationalgeographic.com/adventure/article/mount-everest-height-revised). The 8.6 m gap comes from newer methods and the snow cap. I would cite 8,848.86 m.')),
    E('formal', 'r2w_grain_output_growth',
      ok(C, 'da-grain-diff', 'An increase of 888万吨 (69541 − 68653), as the source also says.', grain,
         f'2023年全国粮食总产量69541万吨，比2022年68653万吨增加888万吨，增长1.29%。来源：{GURL}'),
      bad(C, 'da-grain-diff-wrong', 'wrong_computation', 'The increase is 888万吨, not 988万吨.', grain,
          f'2023年全国粮食总产量69541万吨，比2022年68653万吨增加988万吨，增长1.29%。来源：{GURL}')),
    E('example', 'cagr_nev_caam',
      ok(C, 'da-nev-mult', 'Sales grew 2.7-fold over two years (949.5/352.1 = 2.70).', nevcagr,
         '中汽协：新能源汽车销量2021年352.1万辆、2022年688.7万辆、2023年949.5万辆，两年增至约2.7倍，CAGR 64.2%。来源：http://www.caam.org.cn/chn/4/cate_39/con_5236829.html'),
      bad(C, 'da-nev-mult-wrong', 'wrong_computation', '949.5/352.1 is about 2.7, not 3.7.', nevcagr,
          '中汽协：新能源汽车销量2021年352.1万辆、2023年949.5万辆，两年增至约3.7倍，CAGR 64.2%。来源：http://www.caam.org.cn/chn/4/cate_39/con_5236829.html')),
    E('formal', 'conflict_nev_two_definitions',
      ok(C, 'da-defs-gap', 'The gap between the definitions (175.9万辆) stated as a gap, not a sum or mean.', nevdefs,
         '口径一：中汽协批发口径（含出口、含商用车）2023年新能源汽车销量949.5万辆（http://www.caam.org.cn/chn/4/cate_39/con_5236829.html）。口径二：乘联会零售口径（国内乘用车终端）773.6万辆（http://www.cpcaauto.com/newslist.php?types=csjd&id=3310）。两者相差175.9万辆，主要来自出口和商用车，不能相加或平均。我会用零售口径分析国内需求。'),
      bad(C, 'da-defs-gap-wrong', 'wrong_computation', 'The gap is 175.9万辆, not 157.9万辆.', nevdefs,
          '口径一：中汽协批发口径2023年新能源汽车销量949.5万辆（http://www.caam.org.cn/chn/4/cate_39/con_5236829.html）。口径二：乘联会零售口径773.6万辆（http://www.cpcaauto.com/newslist.php?types=csjd&id=3310）。两者相差157.9万辆，不能相加或平均。我会用零售口径分析国内需求。')),
    E('complex', 'three_stage_usage_report',
      ok(C, 'da-use-range', 'The range 174 kWh (415 − 241) added to the three statistics.', usage(USAGE),
         '均值312.7 kWh、中位数301.5 kWh、样本标准差53.7 kWh；最高8月415、最低5月241，极差174 kWh。高于均值的月份：6、7、8、9月。'),
      bad(C, 'da-use-range-wrong', 'wrong_computation', 'The range is 174 kWh, not 164.', usage(USAGE),
          '均值312.7 kWh、中位数301.5 kWh、样本标准差53.7 kWh；最高8月415、最低5月241，极差164 kWh。高于均值的月份：6、7、8、9月。')),
    E('formal', 'r2w_china_population_revisit',
      ok(C, 'da-cn-diff', 'A ten-year increase of 47.47 million (1,410,710,000 − 1,363,240,000), computed.', with_(cnpop, more=('1410710000-1363240000',)),
         '世界银行SP.POP.TOTL：中国总人口2013年13.6324亿、2023年14.1071亿，十年增加约4747万，复合年均变化率0.34%。中国总人口首次出现年度下降是在2022年（国家统计局：2022年末比上年末减少85万人）。来源：https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'),
      bad(C, 'da-cn-diff-wrong', 'wrong_computation', 'The increase is 4,747万, not 3,747万.', cnpop,
          '世界银行SP.POP.TOTL：中国总人口2013年13.6324亿、2023年14.1071亿，十年增加约3747万，复合年均变化率0.34%。中国总人口首次下降是在2022年。来源：https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN')),
]
