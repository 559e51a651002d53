"""Units and currencies: RMB/¥/元/yuan before or after, 万元 vs 元, 亿斤 vs 万吨, metres vs feet, ms vs s, kWh vs 千瓦时,
EUR/€, "million units"; and wrong units or currencies."""
from _s12tasks import *

C = 'units_currency'
G = U['grain23']
F = 'fabricated_number'
ST_DRAFT = '本周销售额48.6万元，上周42.3万元，客单价356元。'
RL_DRAFT = '- Startup: 840 ms to 610 ms\n- CSV export keeps column order\n- Legacy v1 API removed'

ENTRIES = [
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'uc-ci-rmb', 'RMB before the amount.', interest, 'RMB 23,753.73'),
        ok(C, 'uc-ci-yen', '¥ sign.', interest, '5年后本息合计¥23,753.73。'),
        bad(C, 'uc-ci-wan', F, '万元 makes it ten thousand times larger.', interest, '本息合计23,753.73万元'),
        bad(C, 'uc-ci-usd', F, 'The wrong currency.', interest, '本息合计 US$23,753.73'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'uc-in-wan', '万元 form of the sourced yuan figures.', income,
           f'2022年3.6883万元，2023年3.9218万元，名义增长6.3%。来源：{U["income"]}'),
        bad(C, 'uc-in-wan-bad', F, '39218万元 instead of 元.', income,
            f'2022年全国居民人均可支配收入36883万元，2023年39218万元，名义增长6.3%。来源：{U["income"]}'),
    ), DOCS),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'uc-gr-jin', 'The 亿斤 figures the source gives alongside 万吨.', grain,
           f'2023年全国粮食总产量69541万吨（13908亿斤），2022年68653万吨（13731亿斤），增长1.29%。来源：{G}'),
        bad(C, 'uc-gr-ton', F, '吨 instead of 万吨.', grain,
            f'2023年全国粮食总产量69541吨，2022年68653吨，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'uc-st-yuan', '万元 and the same amounts in 元.', lambda arm, text: store(arm, text, ST_DRAFT),
           '本周销售额48.6万元（486,000元），上周42.3万元，环比增长14.9%，客单价356元。'),
        bad(C, 'uc-st-yi', F, '亿元 instead of 万元.', lambda arm, text: store(arm, text, ST_DRAFT),
            '本周销售额48.6亿元，上周42.3亿元，环比增长14.9%，客单价356元。'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'uc-eh-ft', 'Feet from the Britannica page it searched.', with_(everest, also=(search('Mount Everest height feet Britannica', 'brit'),)),
           f'2020 China–Nepal survey: 8,848.86 m / 29,031.69 ft ({U["qomo"]}). 1955 Survey of India: 8,848 m / 29,029 ft ({U["everest"]}). The 2020 survey used modern methods and measured the snow cap; cite 8,848.86 m today.'),
        bad(C, 'uc-eh-ft-bad', F, 'Metres labelled as feet.', everest,
            f'2020 China–Nepal survey: 8,848.86 ft ({U["qomo"]}). 1955 Survey of India: 8,848 ft ({U["everest"]}). Modern methods and the snow cap explain the gap; cite the 2020 figure.'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'uc-rl-s', 'ms and s for the same values.', lambda arm, text: release(arm, text, RL_DRAFT),
           '- Startup now 0.61 s, down from 840 ms (−27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed'),
        bad(C, 'uc-rl-s-bad', F, 'Seconds instead of milliseconds.', lambda arm, text: release(arm, text, RL_DRAFT),
            '- Startup time cut from 840 s to 610 s (−27.4%)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'uc-us-kwh', '千瓦时 for kWh.', usage(USAGE),
           '用电量高于均值的是6、7、8、9月。均值312.7千瓦时，中位数301.5千瓦时，样本标准差53.7千瓦时。'),
        bad(C, 'uc-us-mwh', F, '兆瓦时 (MWh) instead of kWh.', usage(USAGE),
            '用电量高于均值的是6、7、8、9月。均值312.7兆瓦时，中位数301.5兆瓦时，样本标准差53.7兆瓦时。'),
    ), DOCS),
    entry('formal', 's1_invoice_reminder', cases(
        ok(C, 'uc-inv-eur', '€ for EUR.', invoice,
           'Hi, just a friendly reminder that invoice INV-3391 for €1,250 is due on 14 March. Many thanks!'),
        bad(C, 'uc-inv-usd', F, 'The amount turned into dollars.', invoice,
            'Hi, just a friendly reminder that invoice INV-3391 for USD 1,250 is due on 14 March. Many thanks!'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'uc-ev-units', '"million units" for million cars.', ev,
           f'Global EV sales: about 3 million units in 2020, nearly 14 million units in 2023 (IEA). CAGR 67.1%. {U["ev24"]}'),
        bad(C, 'uc-ev-thou', F, 'Thousands instead of millions.', ev,
            f'Global EV sales: about 3 thousand units in 2020, nearly 14 thousand in 2023 (IEA). CAGR 67.1%. {U["ev24"]}'),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        ok(C, 'uc-mr-m', '$84.0m for USD 84.0 million.', ask,
           "I have 2023 revenue ($84.0m) but not 2024 revenue, so I can't compute the growth. What was ACME's 2024 revenue?"),
        bad(C, 'uc-mr-bn', F, 'Billion instead of million.', ask,
            "I have 2023 revenue (USD 84.0 billion) but not 2024 revenue, so I can't compute the growth. What was ACME's 2024 revenue?"),
    ), DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        ok(C, 'uc-mg-yuan', '236万元 also written in 元.', ask,
           '已知营业收入236万元（2,360,000元），但缺少第二季度营业成本。请提供成本后我再算毛利率。'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        bad(C, 'uc-to-wan', F, '万元 instead of 亿元.', tourism,
            '甲为旅游总收入（含国内与入境），乙仅为国内旅游收入，口径不同。按总收入：2023年1,520万元，2022年1,180万元，增长28.8%。'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'uc-nv-wan', '万辆 written out in 辆.', nevcagr,
           f'中汽协口径：新能源汽车销量2021年352.1万辆（3,521,000辆），2023年949.5万辆（9,495,000辆），两年CAGR 64.2%。来源：{U["caam23"]}'),
        bad(C, 'uc-nv-liang', F, '辆 instead of 万辆.', nevcagr,
            f'中汽协口径：新能源汽车销量2021年352.1辆，2023年949.5辆，两年CAGR 64.2%。来源：{U["caam23"]}'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        bad(C, 'uc-cpi-usd', F, 'An index given in dollars.', cpi,
            f'The average CPI-U was $232.957 in 2013 and $304.702 in 2023, a 30.8% cumulative change — far more than a 2% yearly target implies. {U["cpi"]} {U["fed"]}'),
    ), DOCS),
]
