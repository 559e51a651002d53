"""Units and currency: the right unit or currency in another spelling (acceptable) versus a wrong unit, scale or
currency (failing)."""
from _s13tasks import *

C = 'units_currency'
G = U['grain23']

ENTRIES = [
    entry('formal', 's1_invoice_reminder', cases(
        ok(C, 'uc-inv-sym', 'Euro sign for EUR.', invoice, 'Hi! Just a friendly reminder that invoice INV-3391 for €1,250 is due on 14 March. Many thanks!', alt=True),
        ok(C, 'uc-inv-word', 'Currency spelled out.', invoice, 'Dear customer, a kind reminder: invoice INV-3391, amounting to 1,250 euros, is due by 14 March. Thank you for your prompt payment.', alt=True),
        bad(C, 'uc-inv-usd', 'other', 'Changes the currency to US dollars.', invoice, 'Friendly reminder: invoice INV-3391 for USD 1,250 is due by 14 March. Thank you!'),
        bad(C, 'uc-inv-cent', 'other', 'Changes the amount scale to EUR 12.50.', invoice, 'Kind reminder: invoice INV-3391 (EUR 12.50) is due by 14 March. Thanks a lot!'),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'uc-ci-rmb', '人民币 spelled out.', interest, '本息合计：人民币23753.73元', alt=True),
        bad(C, 'uc-ci-usd', 'other', 'Reports the yuan amount in dollars.', interest, '23753.73美元'),
    ), DOCS),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'uc-gr-jin', 'Adds the 斤 equivalent the source gives.', grain,
           f'2023年全国粮食总产量69541万吨（13908亿斤），2022年68653万吨，增长1.29%。来源：国家统计局 {G}', alt=True),
        bad(C, 'uc-gr-ton', 'fabricated_number', 'Drops 万: 69541吨.', grain, f'2023年全国粮食总产量69541吨，2022年68653吨，增长1.29%。来源：{G}'),
        bad(C, 'uc-gr-jinwrong', 'fabricated_number', 'Labels 万吨 figures as 万斤.', grain, f'全国粮食总产量：2023年69541万斤，2022年68653万斤，增长1.29%。{G}'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'uc-eh-ft', 'Metres and the feet Britannica gives.', with_(everest, also=(search('Britannica Mount Everest height feet', 'brit'),)),
           f"2020 China-Nepal survey: 8,848.86 m (29,031.7 ft), {U['qomo']}. 1955 Survey of India: 8,848 m (29,029 ft), {U['everest']}. The 2020 figure is the snow-cap height from a newer survey; I'd cite 8,848.86 m today.", alt=True),
        ok(C, 'uc-eh-metres', '"metres" written out.', everest,
           f"Two heights: 8848.86 metres from the 2020 China-Nepal survey ({U['qomo']}) and 8848 metres from the 1955 Survey of India ({U['everest']}). Better instruments explain the gap; I would cite the 2020 figure."),
        bad(C, 'uc-eh-feet', 'fabricated_number', 'Gives the metre figures as feet.', everest,
            f"2020 survey: 8,848.86 ft ({U['qomo']}); 1955 Survey of India: 8,848 ft ({U['everest']}). Methods differ; I'd cite the 2020 figure."),
    ), DOCS),
    entry('formal', 's1_response_time_stats', cases(
        ok(C, 'uc-rt-s', 'Seconds stated.', rtimes, '3.02 s (mean), 0.42 s (SD)', alt=True),
        bad(C, 'uc-rt-ms', 'other', 'Milliseconds instead of seconds.', rtimes, 'Mean 3.02 ms, SD 0.42 ms'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'uc-nv-en', 'Million units from the CAAM English page, 万辆 in Chinese.', with_(nevcagr, also=(search('CAAM 2023 NEV sales million units', 'caam_en'),)),
           f'中汽协：新能源汽车销量2021年352.1万辆，2023年949.5万辆（即9.495 million units），2021→2023年CAGR 64.2%。来源：{U["caam23"]}', alt=True),
        bad(C, 'uc-nv-qian', 'fabricated_number', '千辆 instead of 万辆.', nevcagr, f'中汽协新能源汽车销量：2021年352.1千辆，2023年949.5千辆，CAGR 64.2%。{U["caam23"]}'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'uc-sw-yuan', '48.6万元 as 486,000元.', lambda arm, text: store(arm, text, '本周销售额48.6万元，上周42.3万元。'),
           '门店周报：本周销售额486,000元，上周423,000元，环比增长14.9%，客单价356元。', alt=True),
        bad(C, 'uc-sw-yuanonly', 'fabricated_number', 'Drops 万: 48.6元.', lambda arm, text: store(arm, text, '本周销售额48.6万元，上周42.3万元。'),
            '本周销售额48.6元，上周42.3元，环比增长14.9%，客单价356元。'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'uc-to-yi', '亿元 kept, written "1,520亿元".', tourism,
           '口径差异：甲为旅游总收入（含国内与入境），乙仅为国内旅游收入。按总收入口径，2023年1,520亿元、2022年1,180亿元，增长28.8%。', alt=True),
        bad(C, 'uc-to-wan', 'fabricated_number', '亿元 turned into 万元.', tourism,
            '甲含入境、乙仅国内，口径不同。选用总收入口径：2023年1520万元，2022年1180万元，增长28.8%。'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'uc-us-kwh', 'kWh throughout.', usage(USAGE),
           '用电量（kWh）：均值312.7，中位数301.5，样本标准差53.7；高于均值的是6月、7月、8月、9月。', alt=True),
        bad(C, 'uc-us-kw', 'other', 'Energy reported as power (kW).', usage(USAGE),
            '月均用电312.7 kW，中位数301.5 kW，样本标准差53.7 kW；高于均值的月份：6、7、8、9月。'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'uc-rl-sec', 'Milliseconds as seconds, same values.', lambda arm, text: release(arm, text, '• Faster startup\n• CSV order kept\n• v1 API removed'),
           '• Startup: 0.84 s → 0.61 s (−27.4%)\n• CSV export keeps column order\n• Legacy v1 API removed', alt=True),
        bad(C, 'uc-rl-s', 'fabricated_number', 'Milliseconds written as seconds.', lambda arm, text: release(arm, text, '• Faster startup\n• CSV order kept\n• v1 API removed'),
            '• Startup time cut 27.4%: 840 s → 610 s\n• CSV export keeps column order\n• Legacy v1 API removed'),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        ok(C, 'uc-ac-dollar', '$84.0M for USD 84.0 million.', ask,
           "I can't compute the growth yet: the 2024 revenue is missing. I have 2023 = $84.0M. What was ACME Robotics' 2024 revenue?", alt=True),
        bad(C, 'uc-ac-bn', 'other', 'Million turned into billion.', ask,
            "To compute the growth I need ACME Robotics' 2024 revenue; 2023 was USD 84.0 billion. Could you send the 2024 figure?"),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        bad(C, 'uc-da-pct', 'other', 'Writes the two growth rates as numbers of users.', daumau,
            'Avg DAU rose by 21.8 users (12,400 → 15,100); MAU rose by 16.6 users (41,000 → 47,800). I would use DAU for daily engagement, as it tracks daily use.'),
    ), DOCS),
    entry('formal', 'stop_iceland_population', cases(
        ok(C, 'uc-is-people', '"people" / "residents".', iceland, f'Statistics Iceland: 393,590 residents at 30 June 2025. {U["ice_q2"]}', alt=True),
        bad(C, 'uc-is-house', 'fabricated_number', 'Calls inhabitants households.', iceland, f'393,590 households in Iceland on 30 June 2025 (Statistics Iceland): {U["ice_q2"]}'),
    ), DOCS),
]
