"""Units and currencies: RMB/¥/元/yuan/CNY before or after, 万元 written out in 元, 万辆 in 辆, metres with feet,
"million cars", ms with s, kWh as 千瓦时, index points with the percent change, full-width time colons; versus a
wrong currency (USD for RMB, GBP for EUR), a dropped or added 万/亿, feet for metres, ms for s, MWh for kWh, index
points called percent, percentage points for a percent change, a sales value for a unit count."""
from _s8tasks import *

C = 'units_currency'
GOV = 'https://www.gov.cn/lianbo/bumen/202312/content_6919509.htm'
NBS_INC = 'https://www.stats.gov.cn/xxgk/sjfb/zxfb2020/202401/t20240117_1946711.html'
CAAM = 'http://www.caam.org.cn/chn/1/cate_2/con_5236798.html'
CPCA = 'http://www.cpcaauto.com/newslist.php?types=csjd&id=3318'
STORE_DRAFT = '本周销售额48.6万元，上周42.3万元，环比增长约15%，客单价356元。'
REL_DRAFT = ('- v2.4.0: faster startup (840 ms -> 610 ms)\n- CSV export keeps column order\n- Legacy v1 API removed')


def store_(arm, text): return store(arm, text, STORE_DRAFT)
def release_(arm, text): return release(arm, text, REL_DRAFT)
def E(prefix, task_id, *items): return entry(prefix, task_id, cases(*items), DOCS)


ENTRIES = [
    E('formal', 's1_compound_interest',
      ok(C, 'ci-rmb', 'The amount with 人民币 and 元, rounded to two decimals.', interest,
         ('本息合计人民币23,753.73元', 'RMB 23,753.73')),
      ok(C, 'ci-cny-yuan', 'The amount in CNY / yuan wording; the same value.', interest,
         ('CNY 23753.73', '23753.73 yuan'), alt=True),
      bad(C, 'ci-usd', 'other', 'The principal was 20000 元, but the result is given in US dollars.', interest,
          '5年后本息合计$23,753.73'),
      bad(C, 'ci-wan-yuan', 'other', 'The value is right but labelled 万元, which makes it 2.4 亿元.', interest,
          '本息合计23,753.73万元'),
    ),
    E('complex', 'revise_store_weekly',
      ok(C, 'store-yen-sign', 'Sales and unit price with the ¥ sign before the figures; growth 14.9%.', store_,
         ('本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。',
          '周报：本周营收48.6万元（上周42.3万元），环比+14.9%，客单价356元，表现良好。')),
      bad(C, 'store-dropped-wan', 'other', 'The 万 is dropped: sales of 48.6元 and 42.3元 instead of 48.6万元 and '
          '42.3万元.', store_, '门店周报：本周销售额48.6元，上周42.3元，环比增长14.9%，客单价356元。'),
    ),
    E('formal', 's1_invoice_reminder',
      ok(C, 'inv-euro-sign', 'EUR 1,250 written €1,250; number and date kept; polite, no threat.', invoice,
         ('Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it by then so '
          'your service continues without interruption.',
          'Hello, a gentle reminder that invoice INV-3391 (€1,250) is due by 14 March. Many thanks for your prompt '
          'payment!')),
      ok(C, 'inv-euros-word', 'The amount as "1,250 euros"; the same currency.', invoice,
         'Just a reminder that invoice INV-3391 of 1,250 euros is due on March 14. Please let us know if you have any '
         'questions. Thank you!', alt=True),
      bad(C, 'inv-dollars', 'other', 'The amount is given in dollars although the invoice is in euros.', invoice,
          'Kind reminder: please pay invoice INV-3391 of $1,250 by 14 March. Thank you!'),
      bad(C, 'inv-gbp', 'other', 'The currency is changed to pounds sterling.', invoice,
          ('Dear customer, invoice INV-3391 for 1,250 GBP is due on 14 March. We appreciate your timely payment.',
           'Reminder: INV-3391, £1,250, due 14 March. Thank you!')),
    ),
    E('formal', 'conflict_everest_height',
      ok(C, 'everest-feet-too', 'Both heights in metres, the 1955 one also in feet as the source gives it.', everest,
         ('2020 China–Nepal survey: 8,848.86 m (http://www.news.cn/english/2020-12/08/c_139571578.htm). 1955 Survey of '
          'India: 29,029 ft, i.e. 8,848 m (https://www.britannica.com/place/Mount-Everest). They differ because the '
          '2020 survey used satellite positioning and measured the snow surface anew. I would cite 8,848.86 m today.',
          'Everest: 8,848.86 metres per the 2020 joint survey (http://www.news.cn/english/2020-12/08/c_139571578.htm) vs '
          '8,848 metres (29,029 feet) per the 1955 Survey of India (https://www.britannica.com/place/Mount-Everest). '
          'Different methods and eras explain the gap; today I would cite 8,848.86 m.')),
      bad(C, 'everest-feet-wrong', 'other', 'The 2020 height is given as 8,848.86 feet (about 2.7 km), not metres.',
          everest,
          'The 2020 survey gives 8,848.86 ft (http://www.news.cn/english/2020-12/08/c_139571578.htm); the 1955 Survey of '
          'India gives 29,029 ft (https://www.britannica.com/place/Mount-Everest). New methods explain the difference; '
          'cite the 2020 value.'),
    ),
    E('example', 'cagr_nev_caam',
      ok(C, 'nev-liang', 'Sales in 万辆 with the 2023 figure also written in 辆 (9,495,000辆); CAGR 64.2%.', nevcagr,
         '中汽协数据：新能源汽车销量2021年352.1万辆，2023年949.5万辆（即9,495,000辆），2021→2023年复合年增长率64.2%。'
         '来源：' + CAAM),
      bad(C, 'nev-yi-liang', 'other', 'The sales are labelled 亿辆 (hundreds of millions of cars) instead of 万辆.', nevcagr,
          '中汽协口径：新能源汽车销量2021年352.1亿辆、2023年949.5亿辆，CAGR为64.2%。来源：' + CAAM),
    ),
    E('formal', 'r2w_ev_sales_cagr',
      ok(C, 'ev-units', 'Sales as "million cars" / "million units"; CAGR 67.1%.', ev,
         ('Investor note: EV sales reached almost 14 million cars in 2023, up from about 3 million units in 2020: a '
          '67.1% CAGR (IEA, https://www.iea.org/reports/global-ev-outlook-2024/executive-summary).',
          'From ~3 million units (2020) to ~14 million units (2023), global electric car sales compounded at 67.1% a '
          'year. Source: https://www.iea.org/reports/global-ev-outlook-2024/executive-summary')),
      bad(C, 'ev-dollars', 'other', 'The unit counts are turned into a sales value ("$14 million of sales").', ev,
          'Global EV sales rose from $3 million in 2020 to $14 million in 2023, a CAGR of 67.1% (IEA, '
          'https://www.iea.org/reports/global-ev-outlook-2024/executive-summary).'),
    ),
    E('formal', 'r2w_grain_output_growth',
      ok(C, 'grain-jin', 'Output also in 斤 (13908.2亿斤 = 69541万吨), growth 1.29%.', grain,
         '2023年全国粮食总产量69541万吨（约13908.2亿斤），比2022年的68653万吨增长1.29%。来源：' + GOV, alt=True),
      bad(C, 'grain-dun', 'other', 'The 万 is dropped: 69541吨 and 68653吨, ten thousand times too little grain.', grain,
          '2023年全国粮食总产量69541吨，2022年68653吨，增长1.29%。来源：' + GOV),
    ),
    E('formal', 'stop_after_income_growth',
      ok(C, 'income-rmb-yuan', 'Incomes in yuan / 人民币; growth 6.3%; stops.', income,
         ('2022年：人民币36,883元；2023年：人民币39,218元；名义增长6.3%。来源：' + NBS_INC,
          '2022年 36883 yuan，2023年 39218 yuan，名义增长率6.3%。来源：' + NBS_INC), alt=True),
      bad(C, 'income-usd', 'other', 'The incomes are labelled 美元 instead of 元.', income,
          '2022年人均可支配收入36883美元，2023年39218美元，名义增长6.3%。来源：' + NBS_INC),
    ),
    E('formal', 'conflict_tourism_revenue',
      ok(C, 'tour-wanyi', 'Total revenue also in 万亿元 (0.152万亿元); growth 28.8% on the total definition.', tourism,
         ('材料甲为旅游总收入（国内+入境），材料乙仅为国内旅游收入，口径不同。按总收入口径：2023年1520亿元（约0.152万亿元），'
          '2022年1180亿元，增长28.8%。',
          '口径：甲=总收入（含入境），乙=国内收入。选旅游总收入：1,520亿元 vs 1,180亿元，2023年增长28.8%，未混用口径。')),
      bad(C, 'tour-wan', 'other', 'The revenues are labelled 万元 instead of 亿元.', tourism,
          '甲含国内与入境，是总收入口径；乙只算国内。按总收入口径，2023年1520万元，2022年1180万元，增长28.8%。'),
    ),
    E('complex', 'three_stage_usage_report',
      ok(C, 'usage-qianwashi', 'kWh written 千瓦时; months and three statistics right.', usage(USAGE),
         '该楼月均用电312.7千瓦时，中位数301.5千瓦时，样本标准差53.7千瓦时。高于均值的月份是6、7、8、9月。'),
      bad(C, 'usage-mwh', 'other', 'The statistics are labelled MWh, a thousand times the kWh given.', usage(USAGE),
          '月均用电312.7 MWh，中位数301.5 MWh，样本标准差53.7 MWh；高于均值的月份：6、7、8、9月。'),
    ),
    E('formal', 'loop_release_note_revision',
      ok(C, 'rel-seconds', 'The startup times also in seconds; 27.4% reduction; three bullets.', release_,
         ('- v2.4.0: startup 840 ms -> 610 ms (0.84 s -> 0.61 s), 27.4% faster\n- CSV export now keeps column order\n'
          '- Legacy v1 API removed',
          'Release 2.4.0\n• Startup time cut by 27.4% (840 ms → 610 ms)\n• CSV export preserves column order\n'
          '• The legacy v1 API has been removed')),
      bad(C, 'rel-seconds-wrong', 'other', 'The startup times are given as 840 s and 610 s, a thousand times too slow '
          '(the 610 ms survives only as a parenthesis).', release_,
          '- 2.4.0: startup went from 840 s to 610 s (610 ms target), 27.4% faster\n- CSV export keeps column order\n'
          '- Legacy v1 API removed'),
    ),
    E('formal', 's1_response_time_stats',
      ok(C, 'rt-seconds', 'Both values with the unit of the input (s).', rtimes, ('3.02 s, 0.42 s', 'mean 3.02 s; SD 0.42 s'),
         alt=True),
      bad(C, 'rt-ms', 'other', 'The values are labelled milliseconds although the times were in seconds.', rtimes,
          '3.02 ms, 0.42 ms'),
    ),
    E('complex', 'missing_revenue_ask_user',
      ok(C, 'acme-usd-m', 'Restates the given 2023 revenue as $84.0M and asks for the missing 2024 revenue.', ask,
         ('To compute the growth I need ACME Robotics\' 2024 revenue, which is missing. You gave 2023 revenue of $84.0M '
          '(USD 84.0 million). Please provide the 2024 figure, in USD as well.',
          'Missing input: 2024 revenue. I have 2023 = USD 84.0 million only. Could you share the 2024 revenue? Then the '
          'growth is (2024 revenue − 84.0) / 84.0.')),
    ),
    E('formal', 'missing_cost_for_margin',
      ok(C, 'margin-yuan', 'Restates 236万元 as 2,360,000元 and asks for the missing cost.', ask,
         ('计算毛利率还缺少第二季度的营业成本。已知营业收入236万元（即2,360,000元），请提供同期营业成本，'
          '毛利率 =（收入 − 成本）÷ 收入。',
          '缺少数据：2024年第二季度营业成本。目前只有营业收入236万元。请提供成本后我再计算，不做估算。')),
    ),
    E('formal', 'r2w_cpi_then_fed_target',
      ok(C, 'cpi-points', 'The change given in index points and as 30.8%; the 2% target compared.',
         with_(cpi, extra=(calc('1.02**10'),)),
         ('BLS CPI-U (1982-84=100) rose from 232.957 in 2013 to 304.702 in 2023: +71.745 index points, a cumulative '
          '30.8%. The Fed\'s 2% longer-run target would imply about 21.9% over ten years (1.02^10), so the decade ran '
          'hotter than the target. Sources: https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years&output_view=data, '
          'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf',
          'Ten-year CPI-U change: 232.957 → 304.702 (+71.745 points), 30.8% cumulative. At the Fed\'s 2% target, prices '
          'would have risen about 21.9%. Sources: https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years&output_view=data ; '
          'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf')),
      bad(C, 'cpi-points-as-percent', 'wrong_computation', 'The 71.745-point rise is called a 71.7% rise, which doubles '
          'the real 30.8%.', with_(cpi, expr='304.702-232.957'),
          'CPI-U rose by 71.7% between 2013 (232.957) and 2023 (304.702), far above what the Fed\'s 2% target would '
          'imply. Sources: https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years&output_view=data ; '
          'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf'),
    ),
    E('formal', 'r2w_china_population_revisit',
      bad(C, 'cn-wanyi', 'other', 'The population is written 1.41万亿人 (1.41 trillion people).', cnpop,
          '世界银行数据显示中国人口2013年1.36万亿人、2023年1.41万亿人，复合年均变化率0.34%；2022年首次出现下降。'
          '来源：https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'),
    ),
    E('formal', 'conflict_nev_two_definitions',
      ok(C, 'defs-liang', 'Both figures with units, also written out in 辆; definitions stated, not added.', nevdefs,
         '中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆（9,495,000辆），' + CAAM + '\n乘联会（零售口径，'
         '仅乘用车）：773.6万辆（7,736,000辆），' + CPCA + '\n两者统计范围不同，不相加也不平均。后续分析选中汽协口径，'
         '因其覆盖全部车型、是行业全年正式数据。'),
      bad(C, 'defs-yuan', 'other', 'The CPCA retail figure is given as a sales value (773.6亿元) instead of 773.6万辆.',
          nevdefs,
          '中汽协批发口径：949.5万辆（' + CAAM + '）；乘联会零售口径：773.6亿元（' + CPCA + '）。口径不同，不相加，'
          '后续选零售口径分析终端需求。'),
    ),
    E('formal', 'conflict_dau_vs_mau',
      bad(C, 'dau-pp', 'other', 'The growth rates are called percentage points, as if they were changes of a share.',
          daumau,
          'DAU (Dashboard A) grew by 21.8 percentage points from January to June; MAU (Report B) by 16.6 percentage '
          'points. I would use DAU for daily engagement, since it measures daily use.'),
    ),
    E('complex', 'conflict_retail_vs_wholesale',
      ok(C, 'retail-liang', 'Retail volumes in 万辆 (also 105,000辆), growth 40.0%, definitions not mixed.', retail,
         '口径差异：材料甲为批发口径（含出口），材料乙为零售口径。选用零售口径：2023年10.5万辆（105,000辆），2022年7.5万辆，'
         '增长40.0%。未将两种口径相加、平均或交叉相除。'),
      bad(C, 'retail-yuan', 'other', 'The retail volumes are described as sales revenue (10.5亿元, 7.5亿元).', retail,
          '甲是批发口径（含出口），乙是零售口径。按零售口径，2023年零售额10.5亿元，2022年7.5亿元，增长40.0%。'),
    ),
    E('example', 'notice_rewrite_short',
      ok(C, 'notice-fullwidth-colon', 'Date and both times kept (full-width colons); polite; within 60 characters.',
         notice, ('【通知】系统将于2025年3月8日22：00至23：30停机维护，期间暂无法登录，敬请谅解。',
                  '尊敬的用户：2025年3月8日22:00—23:30系统维护，届时无法登录，给您带来不便敬请谅解。')),
      bad(C, 'notice-end-time', 'other', 'The end time is changed to 23:00; the prompt requires the original times.',
          notice, '温馨提示：系统将于2025年3月8日22:00至23:00停机维护，期间无法登录，感谢理解。'),
    ),
]
