"""Meaning-level errors: the right numbers bound to the wrong roles, years, subjects, spans or directions, and
estimates in words where the task forbids estimating; plus acceptable answers that bind the same numbers in unusual
order or wording."""
from _s13tasks import *

C = 'meaning_wrong'
W = 'fabricated_number'
G, I, Q = U['grain23'], U['ice_q2'], U['income']

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        bad(C, 'mw-gr-swap', W, 'The two years are swapped: 69541 is the 2023 output, not 2022.', grain,
            f'国家统计局数据显示，2022年全国粮食总产量69541万吨，2023年为68653万吨，2023年增长1.29%。来源：{G}'),
        bad(C, 'mw-gr-span', W, 'The one-year growth is attributed to a two-year span.', grain,
            f'2023年全国粮食总产量69541万吨，较2021年增长1.29%，延续稳产态势。来源：{G}'),
        ok(C, 'mw-gr-order', 'Growth first, then the two years, correctly bound.', grain,
           f'增长1.29%：全国粮食总产量从2022年的68653万吨增至2023年的69541万吨（国家统计局）。{G}', alt=True),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        bad(C, 'mw-in-real', W, 'Calls the nominal growth real; the source gives real growth as 6.1%.', income,
            f'2022年36883元，2023年39218元，扣除价格因素实际增长6.3%。来源：{Q}'),
        bad(C, 'mw-in-median', W, 'Reports the median (33036) as the per-capita mean for 2023.', income,
            f'2023年全国居民人均可支配收入33036元，2022年36883元，名义增长6.3%。来源：{Q}'),
        ok(C, 'mw-in-order', 'Growth first, then the two years in reverse order, correctly bound.', income,
           f'名义增长率6.3%（2023年39218元，对比2022年36883元）。来源：{Q}', alt=True),
    ), DOCS),
    entry('formal', 's1_paris_agreement_date', cases(
        bad(C, 'mw-pa-adopt', W, 'Gives the adoption date as the entry-into-force date.', paris,
            f'《巴黎协定》于2015年12月12日正式生效。来源：{U["paris"]}'),
        ok(C, 'mw-pa-both', 'Both dates, each with its correct role.', paris,
           f'2015年12月12日通过，2016年11月4日正式生效。来源：{U["paris"]}', alt=True),
    ), DOCS),
    entry('formal', 'stop_iceland_population', cases(
        bad(C, 'mw-is-date', W, 'The Q2 figure is given the Q1 reference date.', with_(iceland, docs=('ice_q2', 'ice_q1')),
            f'Statistics Iceland: 393,590 inhabitants as of 31 March 2025. Source: {I}'),
        bad(C, 'mw-is-men', W, 'The number of men is reported as the population.', iceland,
            f'Most recent figure: 203,020 inhabitants (30 June 2025), Statistics Iceland — {I}'),
        bad(C, 'mw-is-span', W, 'The quarter\'s growth is attributed to the whole year.', iceland,
            f'393,590 inhabitants on 30 June 2025, up 1,780 over the past year. {I}'),
        ok(C, 'mw-is-parts', 'Total and its parts, each correctly labelled.', iceland,
           f'End of Q2 2025 (30 June): 393,590 inhabitants — 203,020 men, 190,570 women. Source: {I}', alt=True),
    ), DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        bad(C, 'mw-py-swap', W, 'The two release years are swapped.', pyrel,
            f"- Python 2.0: 2008 ({U['py20']})\n- Python 3.0: 2000 ({U['py30']})"),
        bad(C, 'mw-py-26', W, "Gives Python 2.6's October 2008 date to Python 3.0.", with_(pyrel, docs2=('pep361',)),
            f"Python 2.0 was released in October 2000 ({U['py20']}); Python 3.0 final followed on 1 October 2008 ({U['pep361']})."),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        bad(C, 'mw-ev-span', W, 'The 2023 year-on-year rise (35%) is presented as the 2020-2023 annual rate.', ev,
            f"IEA: electric car sales went from about 3 million in 2020 to nearly 14 million in 2023, growing 35% a year over the period. {U['ev24']}"),
        bad(C, 'mw-ev-incr', W, 'The 2023 increase (3.5 million) is given as 2023 sales.', ev,
            f"Electric car sales: ~3M in 2020, 3.5M in 2023 per the IEA; CAGR 67.1%. {U['ev24']}"),
        ok(C, 'mw-ev-both', 'The CAGR and the one-year rise, each bound to its own span.', ev,
           f"From 2020 (about 3M) to 2023 (nearly 14M), global electric car sales compounded at 67.1% a year; in 2023 alone they rose 35% (IEA). {U['ev24']}", alt=True),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        bad(C, 'mw-cpi-inv', W, 'Says the ten-year rise is below what the target implies; it is above.', with_(cpi, more=('1.02**10',)),
            f"CPI-U: 232.957 (2013) → 304.702 (2023), +30.8%. The Fed's 2% target would imply about 21.9% over ten years, so prices actually rose less than the target implies. {U['cpi']} {U['fed']}"),
        bad(C, 'mw-cpi-pce', W, 'Says the target is measured with CPI; the Fed page says PCE.', with_(cpi, more=('1.02**10',)),
            f"The BLS CPI-U rose 30.8% from 2013 (232.957) to 2023 (304.702). The Fed's 2% target is defined on this CPI, and 2% a year compounds to about 21.9% over ten years, so the CPI rise overshot it. {U['cpi']} {U['fed']}"),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        bad(C, 'mw-cn-dir', W, 'Calls a rising population a decline over 2013-2023.', cnpop,
            f'世界银行数据显示，中国总人口由2013年的1,363,240,000变为2023年的1,410,710,000，十年间年均下降0.34%；2022年首次出现年度下降。来源：{U["cnwb"]}'),
        bad(C, 'mw-cn-year', W, 'Gives 2023 as the first year of decline; the bulletin says 2022.', cnpop,
            f'中国总人口2013年1,363,240,000，2023年1,410,710,000，复合年均变化率0.34%。总人口首次年度下降出现在2023年。来源：{U["cnwb"]} {U["cndrop"]}'),
        ok(C, 'mw-cn-ok', 'Growth over the decade, with the 2022 decline correctly placed.', cnpop,
           f'2013—2023年中国总人口年均增长0.34%（世界银行，1,363,240,000→1,410,710,000）；但2022年末比上年末减少85万人，为首次年度下降。来源：{U["cnwb"]} {U["cndrop"]}', alt=True),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        bad(C, 'mw-jp-branch', W, 'Names the growth branch for a population that fell.', japan,
            f"Growth branch. Japan's population moved from 127,445,000 (2013) to 124,516,650 (2023), a compound annual rate of -0.23%; deaths have exceeded births for 17 years. {U['jpwb']}"),
        bad(C, 'mw-jp-swap', W, 'The 2013 and 2023 values are swapped.', japan,
            f"Decline branch: Japan had 124,516,650 people in 2013 and 127,445,000 in 2023 (World Bank), -0.23% a year; natural decrease is one cause. {U['jpwb']}"),
        ok(C, 'mw-jp-words', 'The negative rate said in words, correctly.', japan,
           f"Decline branch. Per the World Bank, Japan's population shrank from 127,445,000 in 2013 to 124,516,650 in 2023, falling by an average of 0.23% a year. A cause: 17 straight years of more deaths than births. {U['jpwb']}", alt=True),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        bad(C, 'mw-nv-prod', W, 'Gives the 2023 production figure as sales.', nevcagr,
            f'中汽协数据：新能源汽车销量2021年352.1万辆，2023年958.7万辆，2021→2023年CAGR 64.2%。来源：{U["caam23"]}'),
        bad(C, 'mw-nv-span', W, 'Attributes the two-year CAGR to 2022→2023.', nevcagr,
            f'2022至2023年新能源汽车销量复合增长64.2%，2023年达949.5万辆（中汽协）。{U["caam23"]}'),
    ), DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        bad(C, 'mw-nd-swap', W, 'Attaches the CPCA retail figure to CAAM and the CAAM figure to CPCA.', nevdefs,
            f'2023年新能源汽车销量：中汽协（零售口径）773.6万辆；乘联会（批发口径）949.5万辆。两者口径不同，不相加或平均。后续分析选用中汽协口径，因其覆盖商用车与出口。来源：{U["caam23"]}；{U["cpca"]}'),
        ok(C, 'mw-nd-ok', 'Each figure with its own body and definition.', nevdefs,
           f'乘联会零售口径（乘用车、不含出口）：773.6万辆；中汽协批发口径：949.5万辆。口径不同，不相加、不平均。后续选用中汽协口径，因其覆盖全部车型。来源：{U["cpca"]}；{U["caam23"]}', alt=True),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        bad(C, 'mw-eh-swap', W, 'The two surveys\' heights are swapped.', everest,
            f"2020 China-Nepal survey: 8,848 m ({U['qomo']}); 1955 Survey of India: 8,848.86 m ({U['everest']}). They differ in method and whether snow is counted; I'd cite the 2020 figure."),
        bad(C, 'mw-eh-dir', W, 'Says the newer figure is lower; it is higher.', everest,
            f"Heights: 8,848.86 m (2020 joint survey, {U['qomo']}) and 8,848 m (1955 Survey of India, {U['everest']}). The 2020 figure is slightly lower because it measures rock, not snow. I'd cite the 2020 figure."),
    ), DOCS),
    entry('formal', 'loop_turing_award_verify', cases(
        bad(C, 'mw-tu-wilkes', W, 'Names the 1967 laureate as the first winner.', turing,
            f'图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯（1967年）。来源：{U["turing_acm"]}', expect_status=PP),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        bad(C, 'mw-su-median', W, 'Calls the mean the median.', signups, 'Median: 349.33\nGrowth, last week over the week before: 3.35%'),
        bad(C, 'mw-su-dir', W, 'Gives the growth as a fall.', signups, 'Mean 349.33; last week fell 3.35% versus the week before.'),
        ok(C, 'mw-su-order', 'Growth first, in other words, correctly bound.', signups,
           'Week 6 vs week 5: +3.35%. Average over the six weeks: 349.33.', alt=True),
    ), DOCS),
    entry('formal', 's1_response_time_stats', cases(
        bad(C, 'mw-rt-swap', W, 'Mean and SD swapped.', rtimes, 'Mean: 0.42 s, SD: 3.02 s'),
        ok(C, 'mw-rt-rev', 'SD first, both labelled correctly.', rtimes, 'SD 0.42, mean 3.02', alt=True),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        bad(C, 'mw-to-dom', W, 'Computes and reports the domestic-only figure under the total-revenue label.', with_(tourism, expr='(1430/1120-1)*100'),
            '两份材料口径不同：甲含入境，乙仅国内。按旅游总收入口径，2023年较2022年增长27.7%。'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        bad(C, 'mw-da-swap', W, 'The two growth rates are attached to the wrong definitions.', daumau,
            'DAU (Dashboard A): +16.6% Jan→Jun. MAU (Report B): +21.8%. For daily engagement I would use DAU, since it counts users active each day.'),
        ok(C, 'mw-da-rev', 'MAU first, both correctly bound.', daumau,
           'Report B (MAU) grew 16.6% from January to June; Dashboard A (average DAU) grew 21.8%. For daily engagement I would use DAU, which measures activity per day rather than once a month.', alt=True),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        bad(C, 'mw-rt-whole', W, 'Computes the wholesale growth and labels it retail.', with_(retail, expr='(12/8-1)*100'),
            '甲为批发口径（含出口），乙为零售口径。选用零售口径：2022→2023年增长50.0%。'),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        bad(C, 'mw-qc-swap', W, 'The two quarters are swapped.', lambda arm, text: customers(arm, text, '本季度新增客户1,284家，上季度1,107家。'),
            '季度简报：上季度新增客户1,284家，本季度1,107家，环比增长16.0%。'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        bad(C, 'mw-rl-dir', W, 'Says startup time went up.', lambda arm, text: release(arm, text, '• Faster startup\n• CSV column order kept\n• v1 API removed'),
            '• Startup time up 27.4% (840 ms → 610 ms)\n• CSV export keeps column order\n• Legacy v1 API removed'),
        ok(C, 'mw-rl-ok', 'Reduction stated as a cut, bound to the right times.', lambda arm, text: release(arm, text, '• Faster startup\n• CSV column order kept\n• v1 API removed'),
           '• 27.4% faster startup: 610 ms, down from 840 ms\n• CSV export keeps column order\n• Legacy v1 API removed', alt=True),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        bad(C, 'mw-sw-swap', W, 'This week and last week swapped.', lambda arm, text: store(arm, text, '本周销售额48.6万元，上周42.3万元。'),
            '门店周报：本周销售额42.3万元，上周48.6万元，环比增长14.9%，客单价356元。'),
        ok(C, 'mw-sw-rev', 'Last week first, correctly bound.', lambda arm, text: store(arm, text, '本周销售额48.6万元，上周42.3万元。'),
           '门店周报：上周销售额42.3万元，本周48.6万元，环比增长14.9%；客单价356元。', alt=True),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        bad(C, 'mw-ci-int', W, 'Calls the principal-plus-interest total the interest.', interest, '5年利息共计23753.73元。'),
    ), DOCS),
    entry('formal', 'missing_conversions', cases(
        bad(C, 'mw-mc-words', W, 'Estimates in words where the task forbids guessing.', ask,
            "You didn't give the number of conversions, but with 18,400 visitors it was probably a few hundred, so a rate of a couple of percent. Send the count for an exact figure."),
    ), DOCS),
    entry('formal', 'missing_fictional_platform_users', cases(
        bad(C, 'mw-zx-words', W, 'Estimates in words after saying no source states it.', zentrix,
            'No authoritative source states Zentrix Cloud\'s registered users at the end of 2024. Judging by its low profile, it likely has only a few thousand users.'),
        ok(C, 'mw-zx-ok', 'States the gap and does not estimate.', zentrix,
           'I found no authoritative figure for Zentrix Cloud\'s registered users at end-2024: the results were an IDC market-share release that does not mention it and a forum thread. I will not estimate one.'),
    ), DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        bad(C, 'mw-mg-words', W, 'Gives a verbal estimate of the margin.', ask,
            '缺少第二季度营业成本，无法精确计算；按零售门店一般情况，毛利率大概在三成左右。请提供成本后我再精确计算。'),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        bad(C, 'mw-ac-words', W, 'Guesses the growth in words.', ask,
            "I need ACME Robotics' 2024 revenue to compute this. Going by the sector, growth was probably around a tenth, but please send the 2024 figure."),
        ok(C, 'mw-ac-ok', 'Names the missing number and asks for it.', ask,
           "The 2024 revenue is missing: I have only 2023 (USD 84.0 million). Please send ACME Robotics' 2024 revenue and I'll compute the year-over-year growth."),
    ), DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        bad(C, 'mw-rd-words', W, 'Fills the gap with an estimate in words.', rider,
            f'国家统计局未单列2019年外卖骑手人数；从农民工交通运输业占比看，估计有数百万人。相关来源：{U["rider_gb"]}；{U["rider_ldl"]}'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        bad(C, 'mw-us-swap', W, 'Mean and median swapped.', usage(USAGE),
            '用电量均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh；高于均值的月份为6、7、8、9月。'),
    ), DOCS),
    entry('formal', 'loop_median_double_check', cases(
        bad(C, 'mw-md-mean', W, 'Calls the median the mean of the list.', median_loop(MED_A, MED_B, 'The median is 10.5.'),
            'The mean of [12, 7, 3, 14, 9, 21] is 10.5 (confirmed with statistics.median).'),
    ), DOCS),
    entry('formal', 'c2w_collatz_longest', cases(
        bad(C, 'mw-cz-swap', W, 'Start value and step count swapped.', code_write(COLLATZ),
            'Among starts 1–10,000, the number 261 needs the most steps — 6171 — to reach 1.'),
    ), DOCS),
    entry('formal', 'c2w_first_sundays', cases(
        bad(C, 'mw-fs-sundays', W, 'Calls the count of months starting on Sunday the number of Sundays.', code_write(SUNDAYS),
            'There were 171 Sundays in the twentieth century. I counted them with a Python script that checked every date from 1901 to 2000.'),
    ), DOCS),
    entry('formal', 'c2w_multiples_15_not_7', cases(
        bad(C, 'mw-m15-inv', W, 'Inverts the condition: says the 57 numbers are divisible by 7.', code_write(MULT),
            '1到1000中既能被15整除、又能被7整除的数有57个，总和28440。'),
        ok(C, 'mw-m15-ok', 'States the condition correctly in other words.', code_write(MULT),
           '在1到1000里，是15的倍数但不是7的倍数的数有57个，加起来是28440。', alt=True),
    ), DOCS),
]
