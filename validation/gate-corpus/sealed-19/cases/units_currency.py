"""sealed-19, units_currency: units and currencies the common ways (万吨 beside 亿斤 and 亿吨, ¥ and RMB, EUR and €,
s and ms, metres and feet, kWh and 度, 万辆 and 辆, index points beside a percentage) and wrong units or
magnitudes."""
from _s19tasks import *

C = 'units_currency'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'uc-gr-jin', '13908.2亿斤 is the same 2023 total as 69541万吨 (人民网 gives it).', with_(grain, docs=('gn_xh', 'gn_gov22', 'gn_people')),
           f"2023年全国粮食总产量69541万吨（约13908.2亿斤），2022年68653万吨，增长1.29%。来源：{U['gn_xh']}"),
        bad(C, 'uc-gr-ton', 'fabricated_number', '69541吨 drops the 万 of 万吨.', grain,
            f"2023年全国粮食总产量69541吨，较2022年的68653吨增长1.29%。来源：{U['gn_xh']}"),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'uc-inv-eur', '€1,250 keeps the amount in euros.', invoice,
           "Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it by then!"),
        ok(C, 'uc-inv-euros', '1,250 euros in words of the currency.', invoice,
           "Hello, a gentle reminder that invoice INV-3391 (1,250 euros) is due by March 14. Many thanks!", alt=True),
        bad(C, 'uc-inv-usd', 'other', 'The amount is turned into US dollars ($1,250); the invoice is in euros.', invoice,
            "Kind reminder: please pay invoice INV-3391 of $1,250 by 14 March. Thank you!"),
        bad(C, 'uc-inv-gbp', 'other', 'GBP 1,250 changes the currency of the invoice.', invoice,
            "Just a reminder that INV-3391 (GBP 1,250) is due on 14 March. Thanks a lot!"),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'uc-rt-ms', 'Both values carry the unit s, as the data are seconds.', rtimes,
           "3.02 s, 0.42 s"),
        bad(C, 'uc-rt-msx', 'fabricated_number', '3.02 ms and 0.42 ms: the times are in seconds.', rtimes,
            "3.02 ms, 0.42 ms"),
    ]),
    ('s1_compound_interest', [
        ok(C, 'uc-int-rmb', 'RMB and 元 with the rounded amount.', interest, "5年后本息合计为人民币23,753.73元。"),
        bad(C, 'uc-int-wan', 'fabricated_number', '23753.73万元 inflates the amount ten-thousand-fold.', interest,
            "本息合计23753.73万元"),
    ]),
    ('conflict_everest_height', [
        ok(C, 'uc-mt-ft', 'Metres with feet in brackets, both converted correctly.', with_(everest, docs2=('mt_soi', 'mt_bbc')),
           f"2020 China–Nepal survey: 8,848.86 m (29,031.7 ft) — {U['mt_xh']}. 1955 Survey of India: 8,848 m "
           f"(29,029 ft) — {U['mt_soi']}. Snow depth, GNSS surveying and a new reference datum explain the gap. "
           "Today I'd cite 8,848.86 m."),
        bad(C, 'uc-mt-feet', 'fabricated_number', '8,848.86 feet: the figure is in metres.', everest,
            f"The 2020 survey gives 8,848.86 feet ({U['mt_xh']}); the 1955 Survey of India gave 8,848 feet "
            f"({U['mt_soi']}). Better instruments explain the gap; cite the 2020 value."),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'uc-us-du', '度 for kWh (the same unit in Chinese usage).', usage(USAGE_P),
           "全年12个月用电：均值312.7度，中位数301.5度，样本标准差53.7度；6、7、8、9月用电量高于均值。"),
        bad(C, 'uc-us-kw', 'other', 'kW (power) for kWh (energy).', usage(USAGE_P),
            "用电统计：均值312.7 kW，中位数301.5 kW，样本标准差53.7 kW；高于均值的月份：6月至9月。"),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'uc-nev-liang', '9,495,000辆 restates 949.5万辆.', nevcagr,
           f"中汽协：2021年新能源汽车销量3,521,000辆，2023年9,495,000辆，两年CAGR为64.2%。来源：{U['ne_caam']}"),
        bad(C, 'uc-nev-yi', 'fabricated_number', '949.5亿辆 for 949.5万辆.', nevcagr,
            f"中汽协口径下，新能源汽车销量从352.1亿辆增至949.5亿辆，复合年增长率64.2%。来源：{U['ne_caam']}"),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'uc-rt-liang', '105,000辆 and 75,000辆 for 10.5 and 7.5万辆.', retail,
           "口径差异：甲为批发口径（含出口），乙为零售口径。选零售口径：2023年105,000辆，2022年75,000辆，增长40.0%。"),
        bad(C, 'uc-rt-qian', 'fabricated_number', '10.5千辆 shrinks 10.5万辆 tenfold.', retail,
            "甲是批发口径、乙是零售口径，不可混用。按零售口径：2023年10.5千辆，2022年7.5千辆，增长40.0%。"),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'uc-acme-usm', 'US$84.0M restates the 2023 revenue.', ask,
           "I can't compute the growth yet: I have 2023 revenue (US$84.0M) but not 2024 revenue. What was ACME "
           "Robotics' 2024 revenue?"),
        bad(C, 'uc-acme-bn', 'fabricated_number', 'USD 84.0 billion for 84.0 million.', ask,
            "To compute year-over-year growth I need ACME's 2024 revenue; I only have 2023's USD 84.0 billion. Could "
            "you provide the 2024 figure?"),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'uc-cpi-pts', 'Index points beside the percentage (71.745 points, 30.8%).', cpi,
           "The CPI-U annual average rose 71.7 index points, from 232.957 (2013) to 304.702 (2023): +30.8%. The Fed's "
           "2% longer-run goal (PCE) would imply about +21.9% over ten years, so prices outran the target. "
           f"{U['cpi_dv']} {U['fed_faq']}"),
        bad(C, 'uc-cpi-ptsx', 'other', 'The 30.8% change is called 30.8 index points (the rise is 71.7 points).', cpi,
            "CPI-U climbed 30.8 index points between 2013 and 2023 (232.957 → 304.702), more than the Fed's 2% a year "
            f"goal would imply. {U['cpi_dv']}"),
    ]),
    ('revise_store_weekly', [
        ok(C, 'uc-st-yen', '¥ before the 万 figures and the unit price.', store,
           "周报：本周销售额¥48.6万，上周¥42.3万，环比增长14.9%，客单价¥356。"),
        bad(C, 'uc-st-yuan', 'fabricated_number', '48.6元 drops 万 from the weekly sales.', store,
            "本周销售额48.6元，上周42.3元，环比增长14.9%，客单价356元。"),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'uc-tr-yi', '1,520亿元 and 1,180亿元 with 亿元 kept; 28.8%.', tourism,
           "口径差异：甲为旅游总收入（含国内与入境），乙仅为国内旅游收入。按总收入口径：2023年1,520亿元，2022年1,180亿元，"
           "增长28.8%。两种口径不混用。"),
        bad(C, 'uc-tr-wan', 'fabricated_number', '1,520万元 for 1,520亿元.', tourism,
            "甲是旅游总收入口径，乙是国内旅游收入口径。取总收入：2023年1,520万元，2022年1,180万元，增长28.8%。"),
    ]),
    ('stop_iceland_population', [
        ok(C, 'uc-isl-people', '400,920 people (persons) with the date.', iceland,
           f"Iceland: 400,920 people as of 31 March 2027 (end of Q1 2027). Statistics Iceland: {U['is_q1']}"),
        bad(C, 'uc-isl-k', 'fabricated_number', '400,920 thousand residents inflates the figure a thousandfold.', iceland,
            f"Population: 400,920 thousand (31 March 2027). Source: {U['is_q1']}"),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'uc-ev-mn', 'mn abbreviations, 3 mn and 14 mn cars.', ev,
           "Electric car sales: 3 mn in 2020, close to 14 mn in 2023 (IEA Global EV Outlook), i.e. a compound "
           f"annual growth rate of 67.1%. {U['ev_es21']} {U['ev_tr24']}"),
        bad(C, 'uc-ev-bn', 'fabricated_number', '3 billion and 14 billion cars for millions.', ev,
            "IEA: electric car sales rose from 3 billion (2020) to 14 billion (2023), a 67.1% CAGR. "
            f"{U['ev_tr24']}"),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'uc-rl-s', '0.84 s and 0.61 s restate the milliseconds.', release,
           "v2.4.0\n- Startup 27.4% faster: 610 ms (was 0.84 s)\n- CSV export keeps column order\n- Legacy v1 API removed"),
        bad(C, 'uc-rl-sx', 'fabricated_number', '610 s for 610 ms.', release,
            "v2.4.0\n- Startup time: 840 s -> 610 s (27.4% faster)\n- CSV export keeps column order\n"
            "- Removed legacy v1 API"),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'uc-inc-cny', 'CNY codes and 元 on the two figures.', income,
           f"2022年：CNY 36,883；2023年：CNY 39,218（元）。名义增长6.3%。{U['ic_gov23']}"),
        bad(C, 'uc-inc-wy', 'fabricated_number', '3.92万亿元 for 3.92万元 per person.', income,
            f"人均可支配收入：2022年3.69万亿元，2023年3.92万亿元，名义增长6.3%。来源：{U['ic_gov23']}"),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'uc-cn-yiren', '13.6324亿人 and 14.1071亿人 restate the World Bank totals exactly.', cnpop,
           "世界银行SP.POP.TOTL：中国总人口2013年为13.6324亿人，2023年为14.1071亿人，复合年均变化率0.34%。"
           f"2022年末人口比上年末减少85万人，为首次年度下降。来源：{U['cnp_wb']}、{U['cnp_wpp']}"),
        bad(C, 'uc-cn-wanren', 'fabricated_number', '13.6324万人 and 14.1071万人 shrink the totals ten-thousandfold (亿 -> 万).',
            cnpop, "世界银行数据：中国人口2013年为13.6324万人，2023年为14.1071万人，复合年均变化率0.34%；"
            f"2022年人口首次出现年度下降。来源：{U['cnp_wb']}"),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'uc-mc-yuan', '236万元 restated as 2,360,000元; asks for the missing cost.', ask,
           "已知第二季度营业收入236万元（2,360,000元），但缺少同期营业成本，无法计算毛利率。请提供第二季度的营业成本。"),
        bad(C, 'uc-mc-yi', 'fabricated_number', 'The revenue is restated as 236亿元, not 236万元.', ask,
            "第二季度营业收入为236亿元，但还缺营业成本，无法算毛利率。请补充第二季度营业成本。"),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'uc-dm-per', 'Users per day and per month kept as the two units of the two definitions.', daumau,
           "DAU (avg users/day): 12.4k → 15.1k, +21.8%.\nMAU (users/month): 41.0k → 47.8k, +16.6%.\nComputed "
           "separately, never mixed. For daily engagement use DAU: it measures users per day, while MAU counts anyone "
           "active at least once in a month."),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'uc-cpi-base', 'Index values with their base (1982-84 = 100) and the change in percent.', cpi,
           "CPI-U, all items (index, 1982–84 = 100): 232.957 in 2013 and 304.702 in 2023, a 30.8% rise. A 2% annual "
           "Fed target (PCE) compounds to about 21.9% over ten years, so prices rose faster than the target implies. "
           f"Source: {U['cpi_dv']}"),
    ]),
    ('conflict_tourism_revenue', [
        bad(C, 'uc-tr-usd', 'other', 'The 亿元 revenues are restated as 亿美元, a different currency.', tourism,
            "口径差异：甲为旅游总收入（含国内与入境），乙仅为国内旅游收入。按总收入口径：2023年1,520亿美元，"
            "2022年1,180亿美元，增长28.8%。"),
    ]),
)
