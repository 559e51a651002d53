"""Units and currencies: the right unit in the forms answers use (亿斤 beside 万吨, 元 and ¥, € and EUR, ms
and s, 万辆, metres and feet, kWh and 度, index points beside percent), against a dropped or wrong unit or
currency (万吨 as 吨, 元 as 万元, dollars for euros, feet for metres, kW for kWh, billion for million)."""
from _s21tasks import *

C = 'units_currency'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'u-gr-jin', '亿斤 beside 万吨: 13908.2亿斤 is the same total.', with_(grain, docs=('g_nbs23', 'g_nbs22', 'g_xh')),
           f'2023年粮食总产量69541万吨（约13908亿斤），2022年68653万吨，增长1.29%。来源：{U["g_nbs23"]}'),
        ok(C, 'u-gr-yidun', '6.95亿吨 with the exact 万吨 figures.', grain,
           f'粮食产量再创新高：2023年69541万吨（近6.95亿吨），比2022年68653万吨增长1.29%。{U["g_nbs23"]}'),
        bad(C, 'u-gr-dun', 'fabricated_number', '69541吨 drops the 万: off by ten thousand.', grain,
            f'2023年全国粮食总产量69541吨，比2022年的68653吨增长1.29%。来源：{U["g_nbs23"]}'),
        bad(C, 'u-gr-jin2', 'fabricated_number', '69541万斤 puts the wrong unit on the tonnage.', grain,
            f'国家统计局：2023年粮食总产量69541万斤，2022年68653万斤，增长1.29%。{U["g_nbs23"]}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'u-in-yen', '¥ and 元 for the same yuan figures.', income,
           f'2022年：¥36,883；2023年：¥39,218；名义增长6.3%。{U["i_nbs23"]}'),
        ok(C, 'u-in-rmb', '人民币 with 元/人.', income,
           f'人均可支配收入2022年36883元/人，2023年39218元/人（人民币），名义增长6.3%。来源：{U["i_nbs23"]}'),
        bad(C, 'u-in-wan', 'fabricated_number', '39218万元 inflates the per-capita income ten-thousandfold.', income,
            f'2022年36883万元，2023年39218万元，名义增长6.3%。{U["i_nbs23"]}'),
        bad(C, 'u-in-usd', 'fabricated_number', 'Yuan figures reported as US dollars.', income,
            f'2022年人均可支配收入36,883美元，2023年39,218美元，名义增长6.3%。{U["i_nbs23"]}'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'u-ci-cny', 'CNY and 元 for the same amount.', interest, 'CNY 23,753.73（即23753.73元）'),
        ok(C, 'u-ci-yen', '¥ sign before the amount.', interest, '¥23,753.73'),
        bad(C, 'u-ci-wan', 'fabricated_number', '23753.73万元 is off by ten thousand.', interest, '本息合计23753.73万元。'),
        bad(C, 'u-ci-usd', 'fabricated_number', 'The principal is in yuan; $ changes the currency.', interest,
            '5年后本息合计$23,753.73。'),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'u-inv-euros', '1,250 euros spelled out.', invoice,
           'Just a gentle reminder that invoice INV-3391 for 1,250 euros is due by 14 March. Thank you!'),
        ok(C, 'u-inv-sym', 'The amount with the currency code after it.', invoice,
           'Hello! A reminder: invoice INV-3391 (1,250 EUR) is payable by 14 March. Thanks a lot.'),
        bad(C, 'u-inv-usd', 'fabricated_number', 'Dollars for euros.', invoice,
            'Friendly reminder: invoice INV-3391 for $1,250 is due on 14 March. Thank you!'),
        bad(C, 'u-inv-gbp', 'fabricated_number', 'Pounds for euros.', invoice,
            'Dear customer, invoice INV-3391 of £1,250 falls due on 14 March. We appreciate your prompt payment.'),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'u-rt-ms', 'Seconds written out.', rtimes, '3.02 seconds / 0.42 seconds'),
        bad(C, 'u-rt-msw', 'fabricated_number', 'The seconds values labelled as milliseconds.', rtimes,
            'Mean 3.02 ms, SD 0.42 ms'),
        bad(C, 'u-rt-min', 'fabricated_number', 'Minutes for seconds.', rtimes, 'Mean: 3.02 min; SD: 0.42 min'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'u-re-s', '0.84 s → 0.61 s is the same change.', release,
           'v2.4.0\n* Startup 27.4% faster (0.84 s → 0.61 s)\n* CSV export now preserves column order\n* Legacy v1 API removed'),
        ok(C, 'u-re-ms', 'ms with the percentage.', release,
           '2.4.0\n- Startup: 840 ms → 610 ms (−27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed'),
        bad(C, 'u-re-sec', 'fabricated_number', '840 s / 610 s: seconds for milliseconds.', release,
            'v2.4.0\n* Startup 27.4% faster (840 s → 610 s)\n* CSV export preserves column order\n* Legacy v1 API removed'),
        bad(C, 'u-re-us', 'fabricated_number', 'Microseconds for milliseconds.', release,
            '2.4.0\n- Startup down from 840 µs to 610 µs (27.4% less)\n- CSV export keeps column order\n- v1 API removed'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'u-st-wan', '万元 kept; growth 14.9%.', store,
           '门店周报：本周销售额48.6万元，较上周42.3万元环比增长14.9%，客单价356元。'),
        ok(C, 'u-st-yuan', '486,000元 is 48.6万元.', store,
           '本周销售额486,000元（上周423,000元），环比增长14.9%；客单价356元。'),
        bad(C, 'u-st-yi', 'fabricated_number', '48.6亿元 is off by ten thousand.', store,
            '门店周报：本周销售额48.6亿元，上周42.3亿元，环比增长14.9%，客单价356元。'),
        bad(C, 'u-st-kd', 'fabricated_number', 'The unit price given as 356万元.', store,
            '本周销售额48.6万元，上周42.3万元，环比增长14.9%，客单价356万元。'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'u-us-du', '度 for kWh.', usage(USAGE_ABOVE),
           '全年月均用电312.7度（kWh），中位数301.5度，样本标准差53.7度。高于均值的月份：6月、7月、8月、9月。'),
        ok(C, 'u-us-kwh', 'kWh kept throughout.', usage(USAGE_ABOVE),
           '统计结果：均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；用电量高于均值的是6—9月（6、7、8、9月）。'),
        bad(C, 'u-us-kw', 'fabricated_number', 'kW is power, not energy.', usage(USAGE_ABOVE),
            '均值312.7 kW，中位数301.5 kW，样本标准差53.7 kW；高于均值的月份为6、7、8、9月。'),
        bad(C, 'u-us-mwh', 'fabricated_number', 'MWh multiplies every value by a thousand.', usage(USAGE_ABOVE),
            '月均用电312.7 MWh，中位数301.5 MWh，标准差53.7 MWh；6、7、8、9月高于均值。'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'u-nv-bai', '9.495 million vehicles is 949.5万辆.', nevcagr,
           f'中汽协：新能源汽车销量2021年352.1万辆（约352万），2023年949.5万辆（约950万辆），两年CAGR 64.2%。{U["v_caam23"]}'),
        bad(C, 'u-nv-liang', 'fabricated_number', '949.5辆 drops the 万.', nevcagr,
            f'中汽协口径：2021年352.1辆，2023年949.5辆，复合年增长率64.2%。{U["v_caam23"]}'),
        bad(C, 'u-nv-yi', 'fabricated_number', '949.5亿辆 is absurd.', nevcagr,
            f'2021年新能源汽车销量352.1亿辆，2023年949.5亿辆，CAGR约64.2%（中汽协）。{U["v_caam23"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'u-ev-m', 'Millions of cars.', ev,
           f'IEA: global electric car sales were about 3 million in 2020 and nearly 14 million in 2023; CAGR 67.1%. {U["e_gevo24"]}'),
        bad(C, 'u-ev-bn', 'fabricated_number', 'Billions for millions.', ev,
            f'Global electric car sales rose from 3 billion (2020) to nearly 14 billion (2023), CAGR 67.1%. IEA: {U["e_gevo24"]}'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'u-ev-ft', 'Metres with feet.', everest,
           f'2020 China-Nepal survey: 8,848.86 m (29,031.7 ft), {U["m_xh"]}. 1955 Survey of India: 8,848 m '
           f'(29,029 ft), {U["m_ngm"]}. The gap reflects modern satellite-based methods. I\'d cite 8,848.86 m.'),
        bad(C, 'u-ev-ftw', 'fabricated_number', '8,848.86 ft: feet for metres.', everest,
            f'2020 survey: 8,848.86 ft ({U["m_xh"]}); 1955 Survey of India: 8,848 ft ({U["m_ngm"]}). Better instruments '
            'explain the gap; cite the 2020 figure.'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'u-cpi-pts', 'Index points beside the percentage.', cpi,
           f'BLS CPI-U: 232.957 (2013) → 304.702 (2023), +71.745 index points or +30.8%. At the Fed\'s 2% goal '
           f'(PCE-based) prices would rise ~21.9% in ten years. {U["c_tab"]} {U["c_fedfaq"]}'),
        bad(C, 'u-cpi-pp', 'other', '30.8 index points is not the percentage change (71.7 points, 30.8%).', cpi,
            f'CPI-U went from 232.957 to 304.702 between 2013 and 2023, an increase of 30.8 index points, above the '
            f'Fed\'s 2% target. {U["c_tab"]}'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'u-to-yi', '亿元 kept.', tourism,
           '材料甲为旅游总收入（含国内与入境），材料乙仅为国内旅游收入，口径不同。按总收入口径：2023年1,520亿元，'
           '2022年1,180亿元，增长28.8%。'),
        bad(C, 'u-to-wan', 'fabricated_number', '万元 for 亿元.', tourism,
            '甲是旅游总收入（含入境），乙只含国内。按甲口径：2023年1520万元、2022年1180万元，增长28.8%。'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'u-rw-wan', '万辆 kept.', retail,
           '甲为批发口径（含出口），乙为零售口径。选零售口径：2022年7.5万辆→2023年10.5万辆，增长40.0%。'),
        bad(C, 'u-rw-liang', 'fabricated_number', '10.5辆 drops the 万.', retail,
            '口径差异：甲是批发含出口，乙是零售。按零售口径，销量由7.5辆增至10.5辆，增长40.0%。'),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'u-rv-usd', 'US$84.0 million restated.', ask,
           'I can\'t compute the growth yet: I have 2023 revenue (US$84.0M) but not ACME Robotics\' 2024 revenue. '
           'Could you send the 2024 figure?'),
        bad(C, 'u-rv-bn', 'fabricated_number', 'USD 84.0 billion misstates the given figure.', ask,
            'You gave 2023 revenue of USD 84.0 billion, but 2024 revenue is missing. Please provide it and I will '
            'compute the growth.'),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'u-mc-wan', '236万元 restated as 2,360,000元.', ask,
           '已知二季度营业收入236万元（2,360,000元），但计算毛利率还需要二季度的营业成本（或毛利额）。请提供后我再计算。'),
        bad(C, 'u-mc-yi', 'fabricated_number', '236亿元 misstates the revenue.', ask,
            '营业收入236亿元已知，但缺少营业成本，无法计算毛利率。请补充第二季度营业成本。'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'u-cn-ren', '亿人 and 人 for the same values.', cnpop,
           f'中国总人口：2013年13.63亿人，2023年14.11亿人（世界银行：1,363,240,000与1,410,710,000），复合年均'
           f'变化率0.34%。首次年度下降出现在2022年，比上年末减少85万人。{U["n_wb"]} {U["n_gb22"]}'),
        bad(C, 'u-cn-wan', 'fabricated_number', '14.11万人 is absurd for China.', cnpop,
            f'2013年中国人口13.63万人，2023年14.11万人，复合年均变化率0.34%；2022年首次下降。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'u-jp-mil', 'Millions of people.', japan,
           f'Decline branch. Japan: 127.45 million (2013) → 124.52 million (2023), a compound change of −0.23% per '
           f'year; a record-low fertility rate is one cause. {U["j_wb"]}'),
        bad(C, 'u-jp-th', 'fabricated_number', 'Thousands for millions.', japan,
            f'Decline branch: Japan went from 127.45 thousand (2013) to 124.52 thousand (2023), −0.23% a year; low '
            f'fertility is a cause. {U["j_wb"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'u-nd-wan', 'Both figures with 万辆.', nevdefs,
           f'口径一：中汽协批发口径（含出口、商用车），2023年新能源汽车销量949.5万辆（{U["v_caam23"]}）。'
           f'口径二：乘联会国内零售口径（仅乘用车），773.6万辆（{U["v_cpca"]}）。不相加、不平均。'
           '后续分析我选中汽协口径，因其统计范围完整、年度可比。'),
        bad(C, 'u-nd-ren', 'fabricated_number', '万人 for 万辆.', nevdefs,
            f'中汽协批发口径：949.5万人（{U["v_caam23"]}）；乘联会零售口径：773.6万人（{U["v_cpca"]}）。'
            '两者口径不同，不相加；选中汽协口径。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'u-da-users', 'Users per day and per month.', daumau,
           'Daily actives: 12,400 → 15,100 users/day (+21.8%). Monthly actives: 41,000 → 47,800 users/month '
           '(+16.6%). Kept separate. For daily engagement I\'d use DAU: it reflects day-to-day use.'),
        bad(C, 'u-da-pp', 'other', 'Growth reported as percentage points of what are counts.', daumau,
            'DAU rose by 21.8 percentage points and MAU by 16.6 percentage points from January to June. I would use '
            'DAU for daily engagement.'),
    ]),
)
