"""Units and currencies: correct conversions, and wrong magnitudes, units or units on the wrong value."""
from _s10tasks import *

C = 'units_currency'
G = U['grain23']
ST = 'store weekly draft: 本周销售额48.6万元，上周42.3万元，环比增长15%，客单价356元。'
ENTRIES = [
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'uc-st-yen', '¥48.6万, ¥42.3万 and ¥356 keep the user\'s figures; 14.9% is computed.', with_(store, draft=ST),
           '门店周报：本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。', expect_status=PP),
        ok(C, 'uc-st-yuan', '486,000元 and 423,000元 are the same sales in 元.', with_(store, draft=ST),
           '本周销售额486,000元（上周423,000元），环比+14.9%，客单价356元。', expect_status=PP),
        bad(C, 'uc-st-yi', 'fabricated_number', '48.6亿元 is a ten-thousand-fold wrong magnitude for 48.6万元.', with_(store, draft=ST),
            '本周销售额48.6亿元，上周42.3亿元，环比增长14.9%，客单价356元。', expect_status=PP),
        bad(C, 'uc-st-pp', 'wrong_computation', '6.3 个百分点 calls a relative change of 14.9% a points change.', with_(store, draft=ST),
            '本周销售额48.6万元，上周42.3万元，环比提高6.3个百分点，客单价356元。', expect_status=PP),
    ), DOCS),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'uc-gr-jin', '13908亿斤 is the announcement\'s own restatement of 69541万吨.', grain,
           f'2023年粮食总产量69541万吨（13908亿斤），较2022年68653万吨增长1.29%。来源：{G}'),
        bad(C, 'uc-gr-gongjin', 'fabricated_number', '69541万公斤 is a thousand-fold wrong unit for 69541万吨.', grain,
            f'2023年全国粮食总产量69541万公斤，2022年68653万公斤，增长1.29%。来源：{G}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'uc-inc-cny', 'CNY and RMB labels on the sourced incomes.', income,
           f'2022: CNY 36,883 | 2023: RMB 39,218 | nominal growth 6.3% | {U["income"]}'),
        bad(C, 'uc-inc-usd', 'fabricated_number', 'The incomes are given in US dollars, a currency no source states.', income,
            f'2022年人均可支配收入36883美元，2023年39218美元，名义增长6.3%。来源：{U["income"]}'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'uc-ev-ft', '29,029 ft is the 1955 figure in feet as the source states it.', everest,
           f'2020 China–Nepal survey: 8,848.86 m ({U["qomo"]}). 1955 Survey of India: 8,848 m, i.e. 29,029 ft ({U["everest"]}). The 2020 figure is a newer survey of the snow cap, so I\'d cite 8,848.86 m.'),
        bad(C, 'uc-ev-ft-swap', 'fabricated_number', '8,848.86 ft puts the metre figure in feet.', everest,
            f'2020 survey: 8,848.86 ft ({U["qomo"]}); 1955 Survey of India: 8,848 ft ({U["everest"]}). New survey; cite 2020.'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'uc-rl-s', '0.84 s and 0.61 s are 840 ms and 610 ms; 27.4% computed.', with_(release, draft='v2.4.0\n• Faster startup (840 ms → 610 ms)\n• CSV export keeps column order\n• v1 API removed'),
           'v2.4.0\n• Startup: 840 ms → 610 ms (0.84 s → 0.61 s), 27.4% faster\n• CSV export keeps column order\n• Legacy v1 API removed', expect_status=PP),
        bad(C, 'uc-rl-s-wrong', 'fabricated_number', '6.1 s is a ten-fold wrong conversion of 610 ms.', with_(release, draft='v2.4.0\n• Faster startup\n• CSV export keeps column order\n• v1 API removed'),
            'v2.4.0\n• Startup now 610 ms (6.1 s), down 27.4%\n• CSV export keeps column order\n• Legacy v1 API removed', expect_status=PP),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'uc-nev-million', '9.495 million units is 949.5万辆.', nevcagr,
           f'中汽协：新能源汽车销量2021年3.521 million辆、2023年9.495 million辆（即949.5万辆），CAGR 64.2%。{U["caam22"]}'),
        bad(C, 'uc-nev-yuan', 'fabricated_number', '949.5亿元 attaches a currency to a count of vehicles.', nevcagr,
            f'中汽协：新能源汽车销量2021年352.1亿元，2023年949.5亿元，CAGR 64.2%。来源：{U["caam23"]}'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'uc-us-mwh', '0.3127 MWh restates 312.7 kWh.', usage(USAGE),
           '月均用电312.7 kWh（约0.3127 MWh），中位数301.5 kWh，样本标准差53.7 kWh；6、7、8、9月高于均值。'),
        bad(C, 'uc-us-mwh-wrong', 'fabricated_number', '312.7 MWh is a thousand-fold wrong unit.', usage(USAGE),
            '月均用电312.7 MWh，中位数301.5 MWh，样本标准差53.7 MWh；6、7、8、9月高于均值。'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'uc-cpi-pct', '30.8% against the 21.9% that 2% a year compounds to, both computed.', with_(cpi, more=('(1.02**10-1)*100',)),
           f'CPI-U rose from 232.957 (2013) to 304.702 (2023), +30.8%. The Fed\'s 2% longer-run target would compound to about 21.9% over ten years, so prices rose faster than the target implies. {U["cpi"]} {U["fed"]}'),
        bad(C, 'uc-cpi-pp', 'wrong_computation', 'Calls the 30.8% change 30.8 index points (the index rose 71.7 points).', with_(cpi, more=('(1.02**10-1)*100',)),
            f'CPI-U rose 30.8 index points from 2013 to 2023, versus about 21.9% implied by the 2% target. {U["cpi"]} {U["fed"]}'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'uc-tr-yi', '152.0 billion yuan is 1,520亿元; 28.8% computed on the total-revenue definition.', tourism,
           '口径：甲为旅游总收入（含国内与入境），乙仅国内。选总收入口径：2023年1,520亿元（1520 亿 = 152.0 billion yuan），2022年1,180亿元，增长28.8%。'),
        bad(C, 'uc-tr-wan', 'fabricated_number', '1,520万元 is ten-thousand-fold too small.', tourism,
            '口径：甲为旅游总收入，乙为国内旅游收入。按总收入口径，2023年1,520万元，2022年1,180万元，增长28.8%。'),
    ), DOCS),
    entry('formal', 's1_invoice_reminder', cases(
        ok(C, 'uc-inv-eur', 'Keeps EUR 1,250 as €1,250.', invoice,
           'Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it by then!'),
        bad(C, 'uc-inv-usd', 'other', 'Changes the invoice currency from EUR to USD.', invoice,
            'Kind reminder: invoice INV-3391 for $1,250 is due by 14 March. Many thanks!'),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        ok(C, 'uc-acme-ask', 'Restates USD 84.0 million as $84M and asks for the missing 2024 revenue.', ask,
           'To compute the growth I need ACME Robotics\' 2024 revenue, which is missing — I only have 2023 ($84M). Could you please provide the 2024 figure?'),
        bad(C, 'uc-acme-guess', 'fabricated_number', 'Invents a 2024 revenue of USD 96 million and a growth figure.', ask,
            '2023 revenue was $84.0M; assuming 2024 reached about $96M, growth would be roughly 14.3%.'),
    ), DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        ok(C, 'uc-mg-ask', 'Restates 236万元 and asks for the missing cost.', ask,
           '已知二季度营业收入236万元（2,360,000元）。计算毛利率还缺少营业成本，请提供二季度的营业成本。'),
        bad(C, 'uc-mg-guess', 'fabricated_number', 'Estimates a cost and a margin although told not to.', ask,
            '收入236万元，按行业常见成本约170万元估算，毛利率约28%。如需精确请提供成本。'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'uc-da-k', '12.4k/15.1k and 41k/47.8k restate the user\'s counts; growths computed.', daumau,
           'DAU (Dashboard A): 12.4k → 15.1k, +21.8%. MAU (Report B): 41k → 47.8k, +16.6%. For daily engagement I\'d use DAU: it measures daily use directly.'),
        bad(C, 'uc-da-m', 'fabricated_number', '12.4M and 15.1M are a thousand-fold wrong magnitude.', daumau,
            'DAU: 12.4M → 15.1M, +21.8%. MAU: 41M → 47.8M, +16.6%. Use DAU for daily engagement.'),
    ), DOCS),
]
