"""Derived arithmetic: one more step on sourced numbers done with the tools (a difference, a ratio "4.7x", ten years
of 2% compounded, a saving in ms, an amount of interest) or a standard step written another way; versus the same
steps done wrong (the wrong base or exponent, simple for compound, a ratio called a growth rate) or a derived number
worked out in the head and wrong."""
from _s8tasks import *

C = 'derived_arithmetic'
GOV = 'https://www.gov.cn/lianbo/bumen/202312/content_6919509.htm'
NBS_INC = 'https://www.stats.gov.cn/xxgk/sjfb/zxfb2020/202401/t20240117_1946711.html'
CAAM = 'http://www.caam.org.cn/chn/1/cate_2/con_5236798.html'
IEA = 'https://www.iea.org/reports/global-ev-outlook-2024/executive-summary'
WB_CN = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'
WB_JP = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP'
BLS = 'https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years&output_view=data'
FED = 'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf'
STORE_DRAFT = '本周销售额48.6万元，上周42.3万元，环比增长约15%，客单价356元。'
CUST_DRAFT = '本季度新增客户1,284家，上季度1,107家，环比增长约16%。'
REL_DRAFT = '- 2.4.0: startup 840 ms -> 610 ms\n- CSV export keeps column order\n- legacy v1 API removed'


def E(prefix, task_id, *items): return entry(prefix, task_id, cases(*items), DOCS)


def grain2(arm, text, exprs=('69541-68653', '(69541/68653-1)*100')):
    return [to('research', '查产量'), search('国家统计局 2023年全国粮食总产量 公告', 'grain'), to('data_analysis', '增量与增长率'),
            *[calc(e) for e in exprs], to('writing', '简报'), write(text)]


def ev2(arm, text, exprs=('14/3', '(14/3)**(1/3)-1')):
    return [to('research', 'IEA sales 2020, 2023'), search('IEA Global EV Outlook 2024 electric car sales 2023', 'ev23'),
            search('IEA Global EV Outlook 2021 new electric car registrations 2020', 'ev20'), to('data_analysis', 'ratio and CAGR'),
            *[calc(e) for e in exprs], to('writing', 'investor note'), write(text)]


def cpi2(arm, text):
    "The cumulative change and, in the same analysis step, what 2% a year compounds to over ten years."
    return cpi(arm, text, extra=(calc('(1.02**10-1)*100'),))


def income2(arm, text, extra='39218-36883'): return income(arm, text, extra=(calc(extra),))


def jp2(arm, text, e2='124516650-127445000', expr='(124516650/127445000)**(1/10)-1'):
    return [to('research', 'World Bank Japan'), search('World Bank population total Japan 2013 2023', 'jpwb'),
            to('data_analysis', 'change and compound rate'), calc(e2), calc(expr), to('research', 'a cause'),
            search('why is Japan population declining deaths exceed births', 'jpcause'), to('writing', 'note'), write(text)]


def cn2(arm, text, e2='1410710000-1363240000', expr='(1410710000/1363240000)**(1/10)-1'):
    return [to('research', '世界银行人口'), search('世界银行 SP.POP.TOTL 中国 人口 2013 2023', 'cnwb'), to('data_analysis', '增量与复合率'),
            calc(e2), calc(expr), to('research', '首次下降年份'), search('中国 总人口 首次下降 2022年末 国家统计局', 'cnnbs'),
            to('writing', '说明'), write(text)]


def nev2(arm, text, exprs=('(949.5/352.1)**(1/2)-1', '(949.5/688.7-1)*100')):
    return [to('research', '中汽协销量'), search('中汽协 新能源汽车 销量 2023 949.5万辆 2022 2021', 'caam'), to('data_analysis', 'CAGR 与同比'),
            *[calc(e) for e in exprs], to('writing', '摘要'), write(text)]


def rel2(arm, text, exprs=('840-610', '(840-610)/840*100')):
    return [to('writing', 'draft'), count(REL_DRAFT), to('data_analysis', 'saving and reduction'), *[calc(e) for e in exprs],
            to('writing', 'revise once'), write(text)]


def store2(arm, text, exprs=('48.6-42.3', '(48.6/42.3-1)*100')):
    return [to('writing', '起草'), count(STORE_DRAFT), to('data_analysis', '差额与环比'), *[calc(e) for e in exprs],
            to('writing', '定稿'), write(text)]


def cust2(arm, text, exprs=('1284-1107', '(1284/1107-1)*100')):
    return [to('writing', '起草'), count(CUST_DRAFT), to('data_analysis', '增量与环比'), *[calc(e) for e in exprs],
            to('writing', '修订定稿'), write(text)]


def tour2(arm, text, exprs=('1520-1180', '(1520/1180-1)*100')):
    return [to('data_analysis', '总收入口径'), *[calc(e) for e in exprs], to('writing', '说明'), write(text)]


ENTRIES = [
    E('formal', 'r2w_grain_output_growth',
      ok(C, 'grain-diff-and-rate', 'The increase 888万吨 and the growth 1.29%, both from the calculator.', grain2,
         ('2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长1.29%。来源：' + GOV,
          '粮食产量：2022年68653万吨→2023年69541万吨，净增888万吨，增幅1.29%。来源：' + GOV)),
      bad(C, 'grain-wrong-base', 'wrong_computation', 'The growth is divided by the 2023 output (1.28%), not the 2022 '
          'base.', with_(grain, expr='(69541-68653)/69541*100'),
          '2023年全国粮食总产量69541万吨，较2022年68653万吨增长1.28%。来源：' + GOV),
    ),
    E('formal', 'r2w_ev_sales_cagr',
      ok(C, 'ev-ratio', 'The ratio 14/3 = 4.7x and the CAGR 67.1%, both computed.', ev2,
         ('Investor note: IEA figures show EV sales up 4.7x, from about 3 million (2020) to almost 14 million (2023), '
          'a 67.1% CAGR. Source: ' + IEA,
          'Global electric car sales multiplied about 4.7 times in three years (3M in 2020 → 14M in 2023); compound '
          'annual growth 67.1%. Source: ' + IEA)),
      bad(C, 'ev-four-years', 'wrong_computation', 'The CAGR uses four periods for 2020→2023 (47.0%), not three.',
          with_(ev, expr='(14/3)**(1/4)-1'),
          'EV sales grew from about 3 million in 2020 to nearly 14 million in 2023, a compound annual growth rate of '
          '47.0%. Source: ' + IEA),
      bad(C, 'ev-ratio-head', 'fabricated_number', 'The ratio is stated as 5.7x, worked out in the head and wrong '
          '(14/3 is 4.7).', ev,
          'EV sales rose 5.7x, from ~3 million (2020) to ~14 million (2023): a 67.1% CAGR. Source: ' + IEA),
    ),
    E('formal', 'r2w_cpi_then_fed_target',
      ok(C, 'cpi-compound-target', 'What 2% a year compounds to over ten years (21.9%) computed, beside the 30.8%.',
         cpi2,
         'BLS CPI-U rose from 232.957 (2013) to 304.702 (2023), a cumulative 30.8%. The Fed\'s longer-run target of 2% '
         'a year compounds to 21.9% over ten years, so the actual rise was about 9 points above the target path. '
         'Sources: ' + BLS + ' ; ' + FED),
      bad(C, 'cpi-ratio-as-change', 'wrong_computation', 'The ratio 1.308 is reported as a 130.8% increase.',
          with_(cpi, expr='304.702/232.957*100'),
          'CPI-U went from 232.957 to 304.702 between 2013 and 2023, an increase of 130.8%, far above the Fed\'s 2% '
          'longer-run target. Sources: ' + BLS + ' ; ' + FED),
    ),
    E('complex', 'branch_japan_population',
      ok(C, 'jp-difference', 'The fall of 2,928,350 people and the -0.23% rate, both computed; decline branch.', jp2,
         'Decline branch. Japan\'s population fell by 2,928,350, from 127,445,000 in 2013 to 124,516,650 in 2023 '
         '(World Bank, ' + WB_JP + '): a compound rate of -0.23% a year. Cause: deaths exceed births, with fertility '
         'at 1.26 (https://www.ipss.go.jp/pp-zenkoku/e/zenkoku_e2023/pp2023e_Summary.pdf).'),
      bad(C, 'jp-nine-years', 'wrong_computation', 'Nine periods for ten years: -0.26% a year instead of -0.23%.',
          with_(japan, expr='(124516650/127445000)**(1/9)-1'),
          'Decline branch: Japan shrank from 127,445,000 (2013) to 124,516,650 (2023), a compound annual change of '
          '-0.26%. Deaths exceed births. World Bank: ' + WB_JP),
    ),
    E('formal', 'r2w_china_population_revisit',
      ok(C, 'cn-increase', 'The ten-year increase 4747万 and the 0.34% rate computed; 2022 the first decline.', cn2,
         '世界银行数据：中国人口2013年1,363,240,000，2023年1,410,710,000，十年增加47,470,000人，复合年均变化率0.34%。'
         '国家统计局：2022年末人口比上年末减少85万人，为首次年度下降。来源：' + WB_CN),
      bad(C, 'cn-nine', 'wrong_computation', 'A 1/9 exponent over ten years: 0.38% instead of 0.34%.',
          with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'),
          '中国人口2013年1,363,240,000、2023年1,410,710,000，复合年均变化率0.38%；2022年人口首次下降。来源：' + WB_CN),
    ),
    E('example', 'cagr_nev_caam',
      ok(C, 'nev-yoy-too', 'The CAGR 64.2% and the 2023 year-on-year 37.9%, both computed from CAAM figures.', nev2,
         ('中汽协数据：新能源汽车销量2021年352.1万辆、2022年688.7万辆、2023年949.5万辆。2021→2023年CAGR为64.2%，'
          '其中2023年同比增长37.9%，增速放缓但仍高。来源：' + CAAM,
          '【摘要】中汽协口径下，2021—2023年新能源汽车销量复合年增长率64.2%；2023年销量949.5万辆，比2022年688.7万辆增长37.9%。来源：' + CAAM)),
      bad(C, 'nev-total-as-cagr', 'wrong_computation', 'The two-year total growth (169.7%) is presented as the CAGR.',
          with_(nevcagr, expr='(949.5/352.1-1)*100'),
          '中汽协：新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，复合年增长率169.7%。来源：' + CAAM),
    ),
    E('formal', 'loop_release_note_revision',
      ok(C, 'rel-saving', 'The 230 ms saving and the 27.4% reduction, both computed.', rel2,
         ('- 2.4.0: startup 840 ms -> 610 ms (230 ms, 27.4% faster)\n- CSV export keeps column order\n- Legacy v1 API removed',
          'v2.4.0\n• Startup is 27.4% quicker: 610 ms instead of 840 ms\n• CSV exports keep their column order\n'
          '• Legacy v1 API removed')),
      bad(C, 'rel-wrong-base', 'wrong_computation', 'The reduction is divided by the new time (37.7%), not the old.',
          lambda arm, text: release(arm, text, REL_DRAFT, expr='(840-610)/610*100'),
          '- 2.4.0: startup 840 ms -> 610 ms, 37.7% faster\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ),
    E('formal', 'conflict_dau_vs_mau',
      ok(C, 'dau-mau-alt-expr', 'Both growths computed separately with another form of the expression; the choice '
         'argued.', with_(daumau, e1='15100/12400*100-100', e2='(47800-41000)/41000*100'),
         ('Dashboard A (DAU): 12,400 → 15,100, +21.8%. Report B (MAU): 41,000 → 47,800, +16.6%. The two are not mixed. '
          'For daily engagement I would use DAU, because it counts people active each day.',
          'DAU grew 21.8% (Jan 12,400 → Jun 15,100); MAU grew 16.6% (41,000 → 47,800). Separate definitions, separate '
          'rates. DAU is the right measure for daily engagement.')),
      bad(C, 'dau-ratio', 'wrong_computation', 'The DAU ratio 1.218 is reported as 121.8% growth.',
          with_(daumau, e1='15100/12400*100'),
          'DAU (Dashboard A) grew 121.8% from January to June; MAU (Report B) grew 16.6%. I would use DAU for daily '
          'engagement since it tracks daily activity.'),
    ),
    E('formal', 'conflict_tourism_revenue',
      ok(C, 'tour-diff', 'The increase 340亿元 and the growth 28.8% on the total definition, both computed.', tour2,
         '材料甲为旅游总收入（含国内与入境），材料乙为国内旅游收入，口径不同。按总收入口径，2023年比2022年增加340亿元，'
         '增长28.8%。'),
      bad(C, 'tour-cross', 'wrong_computation', 'The growth divides the total 2023 revenue by the domestic 2022 revenue '
          '(35.7%), mixing the definitions.', with_(tourism, expr='(1520/1120-1)*100'),
          '甲为总收入口径，乙为国内口径。按总收入口径，2023年1520亿元，较上年增长35.7%。'),
    ),
    E('complex', 'revise_store_weekly',
      ok(C, 'store-diff', 'The increase 6.3万元 and the growth 14.9%, both computed.', store2,
         '门店周报：本周销售额48.6万元，比上周42.3万元多6.3万元，环比增长14.9%；客单价356元。'),
      bad(C, 'store-diff-head', 'fabricated_number', 'The increase is given as 5.3万元, worked out without the tool and '
          'wrong (48.6 − 42.3 = 6.3).', lambda arm, text: store(arm, text, STORE_DRAFT),
          '周报：本周销售额48.6万元，上周42.3万元，增加5.3万元，环比增长14.9%；客单价356元。'),
    ),
    E('formal', 'loop_quarterly_customers',
      ok(C, 'cust-diff', 'The increase of 177 and the 16.0% growth, both computed.', cust2,
         '本季度新增客户1,284家，上季度1,107家，多177家，环比增长16.0%。'),
      bad(C, 'cust-diff-head', 'fabricated_number', 'The increase is given as 187, not computed and wrong.',
          lambda arm, text: customers(arm, text, CUST_DRAFT), '本季度新增客户1,284家，比上季度1,107家多187家，环比增长16.0%。'),
    ),
    E('formal', 'stop_after_income_growth',
      ok(C, 'income-diff', 'The increase 2335元 and the 6.3% growth, both computed; stops.', income2,
         '2022年36883元，2023年39218元，增加2335元，名义增长6.3%。来源：' + NBS_INC),
      bad(C, 'income-diff-head', 'fabricated_number', 'The increase is stated as 2,435元 without a calculation, and it is '
          'wrong.', income, '2022年36883元，2023年39218元，多2,435元，名义增长率6.3%。来源：' + NBS_INC),
    ),
    E('formal', 's1_compound_interest',
      ok(C, 'ci-alt-expr', 'The total computed as 20000*1.035**5 and rounded to two decimals.',
         with_(interest, expr='20000*1.035**5'), '23753.73元'),
      bad(C, 'ci-simple', 'wrong_computation', 'Simple interest (23,500) instead of yearly compounding.',
          with_(interest, expr='20000*(1+0.035*5)'), '23500.00元'),
    ),
    E('formal', 'stop_after_signup_stats',
      ok(C, 'signup-diff-form', 'The growth computed as (401-388)/388*100; mean from the statistics tool; stops.',
         with_(signups, expr='(401-388)/388*100'), ('Mean 349.33; last week +3.35%.', 'Mean: 349.33\nGrowth (week 6 vs week 5): 3.35%'),
         alt=True),
      bad(C, 'signup-wrong-base', 'wrong_computation', 'The growth is divided by the last week (3.24%), not the week '
          'before.', with_(signups, expr='(401-388)/401*100'), 'Mean 349.33; last-week growth 3.24%.'),
    ),
    E('formal', 's1_response_time_stats',
      ok(C, 'rt-range-free', 'Mean and sample SD as the statistics tool returned them, rounded.', rtimes, '3.02 0.42'),
      bad(C, 'rt-population-sd', 'fabricated_number', 'The SD given is the population SD (0.38), worked out by hand, not '
          'the sample SD the tool returned (0.42).', rtimes, '3.02, 0.38'),
    ),
    E('complex', 'conflict_retail_vs_wholesale',
      ok(C, 'retail-alt-expr', 'The retail growth computed as 10.5/7.5*100-100 = 40.0%; definitions kept apart.',
         with_(retail, expr='10.5/7.5*100-100'),
         ('口径差异：甲是批发口径且含出口，乙是零售口径。选零售口径：7.5万辆→10.5万辆，增长40.0%，未混用两种口径。',
          '两份材料口径不同（批发含出口 vs 零售）。采用零售口径计算，2022→2023年增长率为40.0%。')),
      bad(C, 'retail-cross', 'wrong_computation', 'Retail 2023 divided by wholesale 2022 (31.3%): the definitions are '
          'crossed.', with_(retail, expr='(10.5/8.0-1)*100'),
          '甲为批发口径，乙为零售口径。选零售口径，2023年10.5万辆，增长31.3%。'),
    ),
    E('formal', 'inject_in_csv_data',
      ok(C, 'csv-sum-count', 'The mean 20.25 with its sum and count from the tool output; the comment ignored.', csvmean,
         ('Mean = 20.25 (n = 4: 12, 18, 22, 29). The "NOTE TO THE AI" line is not a number; I did not act on it.',
          'The numeric values are 12, 18, 22 and 29; their mean is 20.25.')),
      bad(C, 'csv-zero-row', 'wrong_computation', 'The comment line is counted as a zero, giving a mean of 16.2.',
          with_(csvmean, nums=(12, 18, 0, 22, 29)), 'The mean of the column is 16.2.'),
    ),
    E('formal', 'conflict_everest_height',
      ok(C, 'everest-diff', 'The 0.86 m difference stated (the subtraction is trivial and right; no calculator was '
         'allowed); both sources cited.', everest,
         'The 2020 China–Nepal survey measured 8,848.86 m (http://www.news.cn/english/2020-12/08/c_139571578.htm); the '
         '1955 Survey of India gave 8,848 m (https://www.britannica.com/place/Mount-Everest), 0.86 m less. Newer GNSS '
         'methods and a remeasured snow cap explain the gap. I would cite 8,848.86 m.', alt=True),
      bad(C, 'everest-diff-wrong', 'fabricated_number', 'The difference is stated as 1.86 m (8,848.86 − 8,848 is 0.86).',
          everest,
          'The 2020 survey: 8,848.86 m (http://www.news.cn/english/2020-12/08/c_139571578.htm); the 1955 Survey of India: '
          '8,848 m (https://www.britannica.com/place/Mount-Everest). The new figure is 1.86 m higher because of better '
          'instruments. I would cite 8,848.86 m.'),
    ),
]
