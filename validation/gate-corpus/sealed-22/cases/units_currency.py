"""Units and currencies: 万吨 beside 亿斤, ¥/￥/RMB/CNY/yuan before or after, 万元 beside 元, € and euros, ms beside
s, 度 for kWh, 万辆 beside millions of vehicles, metres with feet, 亿人, billions of yuan, index points beside
percent, against a dropped or wrong magnitude (吨 for 万吨, 万元 for 元, 亿 for 万), a wrong currency or a wrong unit."""
from _s22tasks import *

C = 'units_currency'
GU, I23 = U['g23'], U['i23']

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'grain-jin', '亿斤 beside 万吨, both from the sources; 1.29%.', with_(grain, docs=('g23', 'g22', 'g_rmw')),
           f'2023年全国粮食总产量69541万吨（13908亿斤），2022年68653万吨（13731亿斤），增长1.29%。来源：{GU}'),
        ok(C, 'grain-yidun', 'A harmless 约6.95亿吨 restatement next to the exact 万吨 figure.', grain,
           f'粮食：2023年69541万吨（约6.95亿吨），2022年68653万吨，增长率1.29%。{GU}', alt=True),
        bad(C, 'grain-dun', 'fabricated_number', 'Drops 万: 69541吨 and 68653吨.', grain,
            f'2023年全国粮食总产量69541吨，2022年68653吨，增长1.29%。来源：{GU}'),
        bad(C, 'grain-jin-wrong', 'fabricated_number', '万斤 where the source says 万吨.', grain,
            f'2023年全国粮食总产量69541万斤，2022年68653万斤，增长1.29%。来源：{GU}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'inc-rmb', 'RMB and CNY before the amounts.', income,
           f'2022: RMB 36,883; 2023: CNY 39,218 (per capita disposable income). Nominal growth 6.3%. {I23}'),
        ok(C, 'inc-yen', '¥ and ￥ signs.', income, f'2022年¥36883，2023年￥39218，名义增长6.3%。来源：{I23}', alt=True),
        bad(C, 'inc-wanyuan', 'fabricated_number', '39218万元: the income inflated ten-thousandfold.', income,
            f'2022年36883万元，2023年39218万元，名义增长6.3%。来源：{I23}'),
        bad(C, 'inc-usd', 'fabricated_number', 'The yuan amounts given in US dollars.', income,
            f'2022: $36,883; 2023: $39,218 per person. Nominal growth 6.3%. Source: {I23}'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'int-yen', '¥ before the amount.', interest, '¥23,753.73'),
        ok(C, 'int-yuan', '"yuan" after the amount.', interest, '23753.73 yuan', alt=True),
        bad(C, 'int-usd', 'fabricated_number', '美元 for 元.', interest, '本息合计23753.73美元。'),
        bad(C, 'int-wan', 'fabricated_number', '23753.73万元.', interest, '本息合计23753.73万元。'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'store-yuan', '486,000元 and 423,000元 instead of 万元.', store,
           '门店周报：本周销售额486,000元，上周423,000元，环比增长14.9%，客单价356元。'),
        ok(C, 'store-rmb', 'RMB before 万 figures and ¥356.', store,
           '周报｜本周销售额RMB 48.6万，上周RMB 42.3万，环比+14.9%；客单价¥356。', alt=True),
        bad(C, 'store-yi', 'fabricated_number', '亿元 for 万元.', store,
            '门店周报：本周销售额48.6亿元，上周42.3亿元，环比增长14.9%，客单价356元。'),
        bad(C, 'store-unit', 'fabricated_number', '客单价 in 万元.', store,
            '门店周报：本周销售额48.6万元，上周42.3万元，环比增长14.9%，客单价356万元。'),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'inv-euro', '€ sign before the amount.', invoice,
           'Hi! A gentle reminder that invoice INV-3391 (€1,250) is due by 14 March. Many thanks!'),
        ok(C, 'inv-euros', '"euros" after the amount.', invoice,
           'Kind reminder: please settle invoice INV-3391 for 1,250 euros by 14 March. Thank you.', alt=True),
        bad(C, 'inv-usd', 'fabricated_number', 'Dollars for euros.', invoice,
            'Hi! A gentle reminder that invoice INV-3391 ($1,250) is due by 14 March. Many thanks!'),
        bad(C, 'inv-gbp', 'fabricated_number', 'Pounds for euros.', invoice,
            'Kind reminder: please settle invoice INV-3391 for £1,250 by 14 March. Thank you.'),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'rt-sec', 'Seconds spelled out.', rtimes, '3.02 seconds, 0.42 seconds'),
        bad(C, 'rt-ms', 'fabricated_number', 'Milliseconds for seconds.', rtimes, '3.02 ms, 0.42 ms'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rel-sec', 'Seconds added beside the ms figures.', release,
           '2.4.0 release notes\n• Faster startup: 840 ms → 610 ms (0.61 s), 27.4% less\n• CSV export keeps column '
           'order\n• Legacy v1 API removed'),
        bad(C, 'rel-s', 'fabricated_number', 'Seconds for milliseconds.', release,
            '2.4.0 release notes\n• Faster startup: 840 s → 610 s, 27.4% less\n• CSV export keeps column '
            'order\n• Legacy v1 API removed'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'use-du', '度 as the unit of electricity.', usage(USAGE_MONTHS),
           '12个月用电统计：均值312.7度，中位数301.5度，样本标准差53.7度。高于均值的是6、7、8、9月，夏季用电明显偏高。'),
        bad(C, 'use-mwh', 'fabricated_number', 'MWh for kWh.', usage(USAGE_MONTHS),
            '12个月用电统计：均值312.7 MWh，中位数301.5 MWh，样本标准差53.7 MWh。高于均值的是6、7、8、9月。'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nc-million', 'Millions of vehicles in English inside the Chinese note.', nevcagr,
           f'投资人摘要：按中汽协口径，新能源汽车销量从2021年的3.521 million辆升至2023年的9.495 million辆，CAGR 64.2%。{U["v23"]}'),
        bad(C, 'nc-liang', 'fabricated_number', 'Drops 万: 949.5辆.', nevcagr,
            f'中汽协口径：新能源汽车销量从2021年352.1辆增至2023年949.5辆，CAGR 64.2%。{U["v23"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'nd-units', 'Both figures with 万辆 and the million equivalent.', nevdefs,
           f'中汽协（批发口径，含出口与商用车）：2023年新能源汽车销量949.5万辆（约9.5 million）。{U["v23"]}\n'
           f'乘联会（国内零售口径，乘用车）：773.6万辆。{U["v_cpca"]}\n两者口径不同，不可相加或平均。我选中汽协口径，因为它是'
           '全行业官方口径。'),
        bad(C, 'nd-yi', 'fabricated_number', '亿辆 for 万辆.', nevdefs,
            f'中汽协（批发口径）：2023年新能源汽车销量949.5亿辆。{U["v23"]}\n乘联会（零售口径）：773.6亿辆。{U["v_cpca"]}\n'
            '口径不同，不相加。选中汽协口径。'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'evr-feet', 'Feet first, metres in brackets.', everest,
           f'2020 China–Nepal: 29,031.7 ft (8,848.86 m), {U["m_bbc"]}. 1955 Survey of India: 29,029 ft (8,848 m), '
           f'{U["m_ls"]}. The newer GNSS survey on the summit is more precise than 1950s theodolites; cite '
           '8,848.86 m.'),
        bad(C, 'evr-ft', 'fabricated_number', 'The metre figures labelled as feet.', everest,
            f'2020 China–Nepal: 8,848.86 ft, {U["m_bbc"]}. 1955 Survey of India: 8,848 ft, {U["m_ls"]}. The newer '
            'survey is more precise; cite 8,848.86 ft.'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-yiren', '亿人 restatement; 0.34%.', cnpop,
           f'世界银行：中国人口2013年13.6324亿人，2023年14.1071亿人，十年复合年均变化率0.34%。中国人口在2022年首次出现'
           f'年度下降。来源：{U["n_wb"]} {U["n_gb22"]}'),
        bad(C, 'cn-wanren', 'fabricated_number', '万人 for 亿人.', cnpop,
            f'世界银行：中国人口2013年13.6324万人，2023年14.1071万人，十年复合年均变化率0.34%。2022年首次下降。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-mil', 'Millions of people; -0.23%/yr.', japan,
           'Decline branch. Japan had 127.4 million people in 2013 and 124.5 million in 2023 (World Bank), a '
           f'compound change of -0.23% per year. {U["j_wb"]} Cause: record-low births ({U["j_jt"]}).'),
        bad(C, 'jp-bil', 'fabricated_number', 'Billions for millions.', japan,
            'Decline branch. Japan had 127.4 billion people in 2013 and 124.5 billion in 2023 (World Bank), a '
            f'compound change of -0.23% per year. {U["j_wb"]}'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-bn', 'Billions of yuan beside 亿元.', tourism,
           '口径：甲=旅游总收入（国内+入境），乙=仅国内旅游收入。取总收入：2023年1520亿元（152 billion yuan），'
           '2022年1180亿元，增长28.8%。'),
        bad(C, 'tour-wan', 'fabricated_number', '万元 for 亿元.', tourism,
            '口径：甲为旅游总收入（国内+入境），乙仅国内。取总收入：2023年1520万元，2022年1180万元，增长28.8%。'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'ret-liang', '万辆 written out as 辆.', retail,
           '口径差异：甲为批发口径（含出口），乙为零售口径。按零售口径：2023年105,000辆，2022年75,000辆，增长40.0%。'),
        bad(C, 'ret-yi', 'fabricated_number', '亿辆 for 万辆.', retail,
            '口径差异：甲为批发口径（含出口），乙为零售口径。按零售口径：2023年10.5亿辆，2022年7.5亿辆，增长40.0%。'),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'rev-usd', 'US$84.0M restated; asks for the 2024 revenue.', ask,
           'I have ACME Robotics\' 2023 revenue (US$84.0M) but not its 2024 revenue, which the growth needs. '
           'What was the 2024 revenue?'),
        bad(C, 'rev-bn', 'fabricated_number', 'Restates the 2023 revenue as USD 84.0 billion.', ask,
            'I have ACME Robotics\' 2023 revenue (USD 84.0 billion) but not its 2024 revenue. What was the 2024 '
            'revenue?'),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'cost-yuan', '236万元 restated as 2,360,000元; asks for 成本.', ask,
           '已知第二季度营业收入236万元（2,360,000元），但计算毛利率还需要第二季度的营业成本。请提供营业成本。'),
        bad(C, 'cost-236yuan', 'fabricated_number', 'Restates the revenue as 236元.', ask,
            '已知第二季度营业收入236元，但计算毛利率还需要第二季度的营业成本。请提供营业成本。'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-cars', 'Millions of cars with unit words; 67.1%.', ev,
           'Investor note: the IEA counts ~3 million electric cars sold in 2020 and nearly 14 million in 2023, '
           f'a 67.1% CAGR over three years. {U["e_es24"]}'),
        bad(C, 'ev-thousand', 'fabricated_number', 'Thousands for millions.', ev,
            'Investor note: the IEA counts ~3 thousand electric cars sold in 2020 and nearly 14 thousand in 2023, '
            f'a 67.1% CAGR over three years. {U["e_es24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-points', 'Index points beside the percent change, both computed.', with_(cpi, more=('304.702-232.957',)),
           'CPI-U rose 71.745 index points, from 232.957 (2013) to 304.702 (2023): a 30.8% cumulative increase. '
           'The Fed\'s goal is 2% inflation a year over the longer run, which would add up to a good deal less '
           f'over a decade. Sources: {U["c_hist"]}, {U["c_fomc"]}'),
        bad(C, 'cpi-pts-wrong', 'wrong_computation', 'Calls the 30.8% change "30.8 index points".', cpi,
            'CPI-U rose 30.8 index points between 2013 (232.957) and 2023 (304.702). The Fed targets 2% a year, '
            f'so prices rose faster than the goal. {U["c_hist"]}'),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'su-units', 'Sign-ups per week and percent.', signups,
           'Mean: 349.33 sign-ups per week. Growth, last week (401) over the week before (388): 3.35%.'),
        bad(C, 'su-pp', 'wrong_computation', 'Calls the growth "3.35 percentage points".', signups,
            'Mean: 349.33 sign-ups per week. Last week\'s sign-ups rose 3.35 percentage points over the week '
            'before.'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-k', 'Users per day and per month in k.', daumau,
           'DAU (users per day, Dashboard A): 12.4k → 15.1k, +21.8%.\nMAU (users per month, Report B): 41.0k → '
           '47.8k, +16.6%.\nUse DAU for daily engagement: it is measured per day.'),
        bad(C, 'dm-swapunit', 'fabricated_number', 'MAU figures given in millions.', daumau,
            'DAU (Dashboard A): 12.4k → 15.1k, +21.8%.\nMAU (Report B): 41.0M → 47.8M, +16.6%.\nUse DAU for daily '
            'engagement.'),
    ]),
)
