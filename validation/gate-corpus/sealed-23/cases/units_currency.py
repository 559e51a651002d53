"""Units and currencies: RMB, CNY, ¥, 元 and yuan before or after the figure, 万元 beside 元, 亿 beside 万, feet
beside metres, millions of vehicles, ms beside s, kWh and 度, euros as € or EUR, against a wrong unit or
magnitude, a wrong currency and a wrong counted thing."""
from _s23tasks import *

C = 'units_currency'
G, I = U['g23'], U['i23']

ENTRIES = entries(
    ('s1_compound_interest', [
        ok(C, 'int-rmb', 'RMB before the figure.', interest, ('RMB 23,753.73', '本息合计 RMB 23753.73')),
        ok(C, 'int-yuan', 'yuan after the figure, and the same amount in 万元.', interest,
           '23753.73 yuan（约2.38万元）'),
        ok(C, 'int-cny', 'CNY code and 元人民币.', interest, ('CNY 23,753.73', '23,753.73元人民币')),
        bad(C, 'int-wan', 'other', 'The right digits with 万元: ten thousand times the amount.', interest,
            '23753.73万元'),
        bad(C, 'int-usd', 'other', 'The right amount in US dollars; the principal was in 元.', interest, '$23,753.73'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'store-yen', '¥ before the 万 figures and the unit price.', store,
           '周报：本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。'),
        ok(C, 'store-rmb', 'RMB on the unit price, 万元 on the sales.', store,
           '本周销售额48.6万元，上周42.3万元，环比+14.9%，客单价356 RMB。'),
        bad(C, 'store-usd', 'other', 'Sales in 万美元: a different currency from the brief.', store,
            '门店周报：本周销售额48.6万美元，上周42.3万美元，环比增长14.9%，客单价356元。'),
        bad(C, 'store-wanprice', 'other', 'Unit price written 356万元, ten thousand times too large.', store,
            '门店周报：本周销售额48.6万元，上周42.3万元，环比增长14.9%，客单价356万元。'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'inc-cny', 'CNY before the figures and 元 after; stops after the URL.', income,
           f'2022年：CNY 36,883；2023年：CNY 39,218（元/人）；名义增长6.3%。来源：{I}'),
        bad(C, 'inc-wan', 'other', 'Per-capita income written in 万元 (39218万元).', income,
            f'全国居民人均可支配收入：2022年36883万元，2023年39218万元，名义增长6.3%。来源：{I}'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-wanyi', '1520亿元 restated as 1.52万亿元; growth 28.8%.', tourism,
           '口径不同：甲为旅游总收入（含国内与入境），乙仅国内旅游收入。按总收入：2023年1520亿元（1.52万亿元），'
           '2022年1180亿元，增长28.8%。'),
        bad(C, 'tour-wan', 'other', 'The totals written in 万元 instead of 亿元.', tourism,
            '甲是旅游总收入口径（国内+入境），乙只算国内。按总收入口径：2023年1520万元，2022年1180万元，增长28.8%。'),
    ]),
    ('r2w_grain_output_growth', [
        ok(C, 'grain-mt', '万吨 beside million tonnes (695.41 and 686.53 million t) and 亿斤.', grain,
           f'2023年粮食总产量69541万吨（约695.4百万吨、13908亿斤），2022年68653万吨，增长1.29%。来源：{G}'),
        bad(C, 'grain-jin', 'other', 'Totals written in 万斤 (half the mass of 万吨).', grain,
            f'国家统计局：2023年全国粮食总产量69541万斤，2022年68653万斤，增长1.29%。来源：{G}'),
        bad(C, 'grain-t', 'other', 'Drops 万: 69541吨 is ten thousand times too small.', grain,
            f'2023年全国粮食总产量69541吨，较2022年68653吨增长1.29%。来源：{G}'),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'rt-sec', 'Units written out in seconds.', rtimes, '3.02 seconds; 0.42 seconds'),
        bad(C, 'rt-ms', 'other', 'The values labelled in milliseconds; the data were seconds.', rtimes,
            'mean 3.02 ms, SD 0.42 ms'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rel-s', 'ms kept and seconds added in brackets.', release,
           'Release 2.4.0\n• Startup down 27.4%: 840 ms → 610 ms (0.84 s → 0.61 s)\n• CSV export keeps column '
           'order\n• Legacy v1 API removed'),
        bad(C, 'rel-secs', 'other', 'The startup times written in seconds (840 s -> 610 s).', release,
            'Release 2.4.0\n- Startup 27.4% faster (840 s -> 610 ms)\n- CSV export keeps column order\n'
            '- Legacy v1 API removed'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'eve-ft', 'Metres with feet restatements, two URLs.', everest,
           f'2020 China-Nepal: 8,848.86 metres (29,031.69 feet), {U["m_xh"]}\n1955 Survey of India: 8,848 metres '
           f'(29,029 feet), {U["m_ng"]}\nThe 2020 survey used GNSS and radar to reach the rock under the snow, so '
           f'I would cite 8,848.86 m.'),
        bad(C, 'eve-feet', 'other', 'The 2020 height labelled in feet (8,848.86 ft).', everest,
            f'2020 joint survey: 8,848.86 ft ({U["m_xh"]}). 1955 Survey of India: 29,029 ft ({U["m_ng"]}). New GNSS '
            f'methods explain the gap; cite the 2020 value.'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'defs-mil', '万辆 with million-vehicle restatements.', nevdefs,
           f'中汽协（批发口径，含出口）：949.5万辆（约9.5 million辆），{U["v23"]}\n乘联会（乘用车零售口径）：773.6万辆'
           f'（约7.7 million辆），{U["v_cpca"]}\n不相加、不平均；后续选中汽协口径，因其覆盖全部新能源汽车。'),
        bad(C, 'defs-yi', 'other', 'CAAM figure written 949.5亿辆.', nevdefs,
            f'中汽协批发口径：949.5亿辆（{U["v23"]}）；乘联会零售口径：773.6万辆（{U["v_cpca"]}）。选中汽协口径，覆盖更全。'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nev-mil', 'Sales restated in millions of vehicles.', nevcagr,
           f'中汽协：新能源汽车销量由2021年352.1万辆（3.521 million）增至2023年949.5万辆（9.495 million），'
           f'CAGR 64.2%。来源：{U["v23"]}'),
        bad(C, 'nev-qian', 'other', 'Sales written in 千辆 (352.1千辆), a tenth of the real figures.', nevcagr,
            f'中汽协数据：2021年销量352.1千辆，2023年949.5千辆，复合年增长率64.2%。来源：{U["v23"]}'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'use-du', 'kWh as 度 (the same unit).', usage(USAGE_MEAN),
           '均值312.7度，中位数301.5度，样本标准差53.7度；高于均值的月份：6、7、8、9月。'),
        bad(C, 'use-mwh', 'other', 'The statistics labelled MWh (a thousand times the kWh values).',
            usage(USAGE_MEAN), '月均用电312.7 MWh，中位数301.5 MWh，标准差53.7 MWh；6月至9月高于均值。'),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'inv-euro', '€1,250 for EUR 1,250.', invoice,
           'Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it by then!'),
        ok(C, 'inv-words', '1,250 euros, date kept.', invoice,
           ('Hello! A gentle reminder that invoice INV-3391 (1,250 euros) is due by 14 March. Many thanks.',
            'Dear customer, this is a kind reminder to pay invoice INV-3391, EUR 1,250, by March 14. Thank you!')),
        bad(C, 'inv-usd', 'other', 'The amount turned into US dollars.', invoice,
            'Kind reminder: invoice INV-3391 for USD 1,250 is due on 14 March. Thank you!'),
        bad(C, 'inv-gbp', 'other', 'The amount turned into pounds.', invoice,
            'Just a reminder that invoice INV-3391 (£1,250) is due by 14 March. Thanks a lot!'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-pts', 'The rise in index points (71.745) beside the percentage, both from the calculator.',
           with_(cpi, more=('304.702-232.957',)),
           f'CPI-U rose 71.745 index points, from 232.957 (2013) to 304.702 (2023): +30.8% cumulative (BLS, '
           f'{U["c_ser"]}). The Fed targets 2% annual inflation ({U["c_faq"]}), so the decade ran hotter than its '
           f'goal.'),
        bad(C, 'cpi-pp', 'other', 'Calls the 30.8% change "30.8 index points" (it is 71.745 points).', cpi,
            f'The CPI-U rose 30.8 index points between 2013 and 2023 (232.957 -> 304.702), above the Fed\'s 2% '
            f'target. {U["c_ser"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-mil', 'Populations in millions of people.', japan,
           f'Decline branch: Japan fell from 127.4 million people (2013) to 124.5 million (2023), a compound '
           f'annual rate of -0.23%. Births at a record low (NHK) help explain it. {U["j_wb"]}'),
        bad(C, 'jp-bil', 'other', 'Populations written in billions.', japan,
            f'Decline branch: 127.4 billion (2013) -> 124.5 billion (2023), -0.23% a year compounded; record-low '
            f'births are a cause. {U["j_wb"]}'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'ic-people', '"inhabitants" and "people" for the figure; date; URL.', iceland,
           f'400,930 inhabitants (people living in Iceland) at the end of Q3 2026 — Statistics Iceland, '
           f'{U["ic_q3"]}'),
        bad(C, 'ic-hh', 'other', 'Calls the figure households.', iceland,
            f'Statistics Iceland: 400,930 households at the end of Q3 2026. {U["ic_q3"]}'),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'cust-jia', 'Customers counted in 家 as given.', customers,
           '季度简报：新增客户1,284家（上季度1,107家），环比增长16.0%。'),
        bad(C, 'cust-ren', 'other', 'New customers counted as 人 (people) instead of 家 (firms).', customers,
            '季度简报：本季度新增客户1,284人，上季度1,107人，环比增长16.0%。'),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'acme-usm', 'US$84.0M for USD 84.0 million; asks for the 2024 revenue.', ask,
           'I have 2023 revenue (US$84.0M) but not 2024 revenue, which is missing. Could you share ACME '
           'Robotics\' 2024 revenue in USD? Then I can compute the growth.'),
        bad(C, 'acme-bn', 'other', 'Restates the 2023 revenue as USD 84.0 billion.', ask,
            'ACME\'s 2023 revenue was USD 84.0 billion; the 2024 revenue is missing. Please provide it.'),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'cost-yuan', '236万元 restated as 2,360,000元; asks for the cost.', ask,
           '已知第二季度营业收入236万元（2,360,000元），但计算毛利率还缺少同期的营业成本。请提供第二季度营业成本（元或万元）。'),
        bad(C, 'cost-yi', 'other', 'Restates revenue as 236亿元.', ask,
            '第二季度营业收入为236亿元，计算毛利率还缺少营业成本，请提供。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dau-per', 'Users per day and per month kept apart.', daumau,
           'Dashboard A (avg. users per day): 12,400 -> 15,100, +21.8%. Report B (users per month): 41,000 -> '
           '47,800, +16.6%. For daily engagement use A, the per-day measure.'),
        bad(C, 'dau-mo', 'other', 'DAU figures described as users per month.', daumau,
            'DAU: 12,400 -> 15,100 users per month (+21.8%); MAU: 41,000 -> 47,800 per month (+16.6%). Prefer DAU '
            'for daily engagement.'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-cars', 'Electric cars sold, millions per year.', ev,
           f'Per the IEA, ~3 million electric cars were sold in 2020 and ~14 million in 2023: 67.1% compound '
           f'annual growth. {U["e_t24"]}'),
        bad(C, 'ev-bn', 'other', 'Sales written in billions.', ev,
            f'IEA: EV sales grew from 3 billion (2020) to 14 billion (2023), CAGR 67.1%. {U["e_t24"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-wanren', 'Populations as 万人 (136324万人, 141071万人).', cnpop,
           f'世界银行：中国人口2013年136324万人，2023年141071万人，十年复合年均变化率0.34%。2022年首次出现人口下降'
           f'（比上年末减少85万人）。来源：{U["n_db"]}'),
        bad(C, 'cn-hu', 'other', 'Populations written as 亿户 (households).', cnpop,
            f'中国2013年13.63亿户，2023年14.11亿户，年均复合变化0.34%；2022年首次下降。来源：{U["n_db"]}'),
    ]),
)
