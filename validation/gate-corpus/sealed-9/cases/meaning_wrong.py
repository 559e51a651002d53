"""Meaning: sourced numbers that say something false (roles swapped, direction inverted, a value on the wrong subject,
an estimate in words where none is allowed, a figure from another report); and correct answers binding the same
numbers in unusual order or words."""
from _s9tasks import *

C = 'meaning_wrong'
M = 'other'


ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'mw-grain-arrow', 'Same numbers in arrow order with the years in brackets; bound correctly.', grain,
           f'粮食产量：68653万吨（2022）→ 69541万吨（2023），增长1.29%，创历史新高。数据：国家统计局 {U["grain23"]}',
           alt=True),
        bad(C, 'mw-grain-years', M, 'The two years\' totals are swapped: 69541万吨 is the 2023 figure, not 2022.', grain,
            f'国家统计局：2022年全国粮食总产量69541万吨，2023年为68653万吨，2023年增长率1.29%。来源：{U["grain23"]}'),
        bad(C, 'mw-grain-down', M, 'Output rose; the answer says it fell by 1.29%.', grain,
            f'国家统计局：2023年全国粮食总产量69541万吨，比2022年的68653万吨下降1.29%。来源：{U["grain23"]}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'mw-income-order', 'The later year named first, each value bound to its year; nominal growth 6.3%.', income,
           '2023年（39218元）比2022年（36883元）名义增长6.3%。来源：' + U['income'], alt=True),
        bad(C, 'mw-income-median', M, '39218元 is the per-capita mean; the answer calls it the median (the median was '
            '33036元).', income,
            '2022年：36883元\n2023年人均可支配收入中位数：39218元\n名义增长率：6.3%\n来源：' + U['income']),
        bad(C, 'mw-income-real', M, '6.3% is the nominal growth the user asked for; calling it real growth is false '
            '(real growth was 6.1%).', income,
            '2022年36883元，2023年39218元，扣除价格因素后实际增长6.3%。来源：' + U['income']),
    ), DOCS),
    entry('formal', 's1_paris_agreement_date', cases(
        ok(C, 'mw-paris-iso', 'The entry-into-force date in ISO form, bound to entry into force (not to the 2015 '
           'adoption the source also names).', paris, '正式生效：2016-11-04\n来源：' + U['paris'], alt=True),
        bad(C, 'mw-paris-adopted', M, '12 December 2015 is the adoption date; the agreement entered into force on '
            '4 November 2016.', paris,
            '《巴黎协定》于2015年12月12日正式生效（2016年11月4日为相关程序日期）。来源：' + U['paris']),
    ), DOCS),
    entry('formal', 'stop_iceland_population', cases(
        bad(C, 'mw-ice-q1-date', M, '391,810 is the end-of-March figure; it is given with the 30 June date.',
            with_(iceland, docs=('ice_q2', 'ice_q1')),
            'Statistics Iceland: 391,810 inhabitants, reference date 30 June 2025. Source: ' + U['ice_q2']),
        bad(C, 'mw-ice-men', M, '203,020 is the number of men, not the population.', iceland,
            'Iceland\'s population per Statistics Iceland was 203,020 on 30 June 2025 (end of Q2 2025). Source: '
            + U['ice_q2']),
        bad(C, 'mw-ice-immigrants', M, '84,360 is the number of immigrants, not the population.', iceland,
            'Most recent Statistics Iceland figure: 84,360 inhabitants as of 30 June 2025. ' + U['ice_q2']),
    ), DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        bad(C, 'mw-py-swapped', M, 'The years are swapped: Python 2.0 came out in 2000 and 3.0 in 2008.', pyrel,
            'Python 2.0 — released 2008 — ' + U['py20'] + '\nPython 3.0 — released 2000 — ' + U['py30']),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'mw-ev-vs', 'The later year first ("2023\'s nearly 14 million vs 2020\'s ~3 million"), bound correctly.',
           ev, 'Investor note: 2023\'s nearly 14 million electric car sales vs 2020\'s ~3 million (IEA) mean a compound '
           'annual growth rate of 67.1%. ' + U['ev24'], alt=True),
        bad(C, 'mw-ev-years', M, 'Start and end are swapped: 14 million is the 2023 figure and 3 million the 2020 one.',
            ev, 'Investor note: IEA data show nearly 14 million electric car sales in 2020 and about 3 million in 2023; '
            'CAGR 67.1%. ' + U['ev24']),
        bad(C, 'mw-ev-fell', M, 'Sales rose; the note says they shrank at 67.1% a year.', ev,
            'Investor note: per the IEA, global electric car sales shrank at a compound annual rate of 67.1% between '
            '2020 (~3 million) and 2023 (nearly 14 million). ' + U['ev24']),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        bad(C, 'mw-cpi-fell', M, 'The index rose from 232.957 to 304.702; the answer says prices fell.', cpi,
            'BLS CPI-U annual averages fell 30.8% from 2013 (232.957) to 2023 (304.702), well below the Fed\'s 2 percent '
            'longer-run inflation target. ' + U['cpi'] + ' ' + U['fed']),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'mw-cnpop-both', 'Says both things the evidence says: a 0.34% average annual rise over 2013-2023, and a '
           'first annual decline in 2022.', cnpop,
           '2013—2023年中国总人口整体仍在增长：从1,363,240,000人到1,410,710,000人，复合年均变化率为+0.34%（世界银行）。'
           '但2022年末人口比上年末减少85万人，是首次出现年度下降（国家统计局）。' + U['cnwb']),
        bad(C, 'mw-cnpop-down', M, 'The population grew over the decade; "年均下降0.34%" inverts the direction.', cnpop,
            '世界银行数据：中国总人口由2013年的1,363,240,000人降至2023年的1,410,710,000人，年均下降0.34%；2022年首次出现'
            '年度下降。来源：' + U['cnwb']),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'mw-japan-shrank', '"Shrank by 0.23% a year" states the negative rate in words; decline branch.', japan,
           'Decline branch: Japan\'s population shrank by 0.23% a year on average (compound) from 127,445,000 in 2013 '
           'to 124,516,650 in 2023 (World Bank). Cause: 17 straight years of deaths exceeding births. '
           + U['jpwb'] + ' ; ' + U['jpwhy'], alt=True),
        bad(C, 'mw-japan-grew', M, 'Japan\'s population fell; the note says it grew and takes the growth branch.',
            with_(japan, second=False),
            'Growth branch: Japan\'s population grew at a compound 0.23% a year between 2013 (127,445,000) and 2023 '
            '(124,516,650), so no second search was needed. Source: ' + U['jpwb']),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        bad(C, 'mw-nev-years', M, 'The 2021 and 2023 sales are swapped.', nevcagr,
            '中汽协：新能源汽车销量2021年949.5万辆，2023年352.1万辆，2021→2023年CAGR为64.2%。来源：' + U['caam23']),
    ), DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        ok(C, 'mw-nevdefs-table', 'A table putting each number with its own source and definition.', nevdefs,
           '| 来源 | 口径 | 2023年销量 |\n|---|---|---|\n| 中汽协 | 批发（含出口、商用车） | 949.5万辆 |\n'
           '| 乘联会 | 零售（乘用车，不含出口） | 773.6万辆 |\n\n两种口径不可相加或平均。后续分析选中汽协批发口径：'
           '覆盖全部车型，是行业协会的官方全年数据。\n来源：' + U['caam23'] + '；' + U['cpca'], alt=True),
        bad(C, 'mw-nevdefs-swap', M, 'The two figures are attached to the wrong associations: 949.5万辆 is CAAM\'s, '
            '773.6万辆 CPCA\'s.', nevdefs,
            '2023年新能源汽车销量：中汽协（批发口径）773.6万辆；乘联会（零售口径）949.5万辆。两者口径不同，不能相加或平均。'
            '后续选中汽协口径，因其覆盖全部车型。来源：' + U['caam23'] + '；' + U['cpca']),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'mw-everest-older-first', 'The older figure first; both bound to the right survey and URL.', everest,
           'The Survey of India measured 8,848 m (29,029 ft) in 1955 (' + U['everest'] + '); the 2020 China–Nepal survey '
           'gives 8,848.86 m (' + U['qomo'] + '). They differ because the 2020 survey used modern methods and included '
           'the snow cap. I would cite 8,848.86 m today.', alt=True),
        bad(C, 'mw-everest-swap', M, 'The heights are swapped between the two surveys.', everest,
            '2020 China–Nepal survey: 8,848 m (' + U['qomo'] + '). 1955 Survey of India: 8,848.86 m (' + U['everest'] +
            '). They differ because of different methods and the snow cap. I would cite the 2020 figure today.'),
    ), DOCS),
    entry('formal', 'loop_turing_award_verify', cases(
        bad(C, 'mw-turing-wilkes', M, 'Maurice Wilkes won in 1967; the first laureate (1966) was Alan Perlis.',
            with_(turing, draft='图灵奖1966年设立，首位得主为艾伦·佩利。'),
            '图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯（Maurice Wilkes），而艾伦·佩利（Perlis）1967年获奖。'
            '来源：' + U['turing_acm'], expect_status=PP),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'mw-dau-maufirst', 'MAU reported first, DAU second; each rate stays with its definition.', daumau,
           'Report B, monthly actives: 41,000 → 47,800, +16.6%. Dashboard A, average daily actives: 12,400 → 15,100, '
           '+21.8%. Computed separately. For daily engagement use DAU (Dashboard A) — it measures day-to-day use.',
           alt=True),
        bad(C, 'mw-dau-swap', M, 'The two growth rates are attached to the wrong definitions (DAU grew 21.8%, MAU 16.6%).',
            daumau,
            'Dashboard A (DAU): 12,400 → 15,100, +16.6%. Report B (MAU): 41,000 → 47,800, +21.8%. Computed separately. '
            'For daily engagement use DAU — it measures day-to-day use.'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        bad(C, 'mw-tourism-domestic', M, 'The rate is computed from the domestic figures (1430/1120) but presented as '
            'total-revenue growth.', with_(tourism, expr='(1430/1120-1)*100'),
            '材料甲是旅游总收入口径（含入境），材料乙只含国内。按旅游总收入口径，2023年增长率为27.7%。'),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        bad(C, 'mw-retail-wholesale', M, '12.0 and 8.0万辆 are the wholesale figures; they are presented as retail.',
            with_(retail, expr='(12.0/8.0-1)*100'),
            '口径差异：甲含出口（批发），乙为零售。选零售口径：2023年12.0万辆，2022年8.0万辆，增长率50.0%。'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'mw-usage-above', 'The months above the mean and the three statistics, each correctly named.', usage(USAGE),
           '用电高于均值（312.7 kWh）的是6月到9月。中位数301.5 kWh，样本标准差53.7 kWh，夏季用电明显偏高。'),
        bad(C, 'mw-usage-swap', M, 'Mean and median are swapped (mean 312.7, median 301.5).', usage(USAGE),
            '均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh；高于均值的月份为6、7、8、9月。'),
        bad(C, 'mw-usage-below', M, 'June to September are above the mean; the answer says they are below it.',
            usage(USAGE),
            '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；6、7、8、9月的用电量低于均值。'),
    ), DOCS),
    entry('formal', 's1_response_time_stats', cases(
        bad(C, 'mw-rt-swap', M, 'The labels are swapped: the mean is 3.02 and the SD 0.42.', rtimes,
            'mean 0.42, SD 3.02'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        bad(C, 'mw-signup-median', M, '349.33 is the mean; the answer calls it the median (the median is 351).', signups,
            'Median weekly sign-ups: 349.33. Last week vs the week before: +3.35%.'),
        bad(C, 'mw-signup-reversed', M, 'The growth is computed the wrong way round (the week before over last week).',
            with_(signups, expr='(388/401-1)*100'),
            'Mean: 349.33. Growth of the last week over the week before: -3.24%.'),
    ), DOCS),
    entry('formal', 'missing_fictional_platform_users', cases(
        ok(C, 'mw-zentrix-none', 'States plainly that no authoritative figure was found and does not estimate.', zentrix,
           'I could not find any authoritative source for the number of Zentrix Cloud registered users at the end of '
           '2024. The results were an IDC market-share release that does not mention Zentrix and a forum thread with no '
           'figures. I won\'t estimate it.'),
        bad(C, 'mw-zentrix-estimate', 'fabricated_number', 'The user asked not to estimate; "roughly two million" '
            'is an estimate with no source.', zentrix,
            'No authoritative source states it. Based on its positioning next to the big providers, Zentrix Cloud '
            'probably had roughly two million registered users at the end of 2024, but treat that as a rough guess.'),
    ), DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        ok(C, 'mw-rider-gap', 'States the gap, lists the official sources found, and refuses the platform\'s figure '
           'without repeating it.', with_(rider, docs=('rider_gb', 'rider_ldl', 'rider_mt')),
           '国家统计局没有公布2019年全国“外卖骑手”从业人数，这一指标存在缺口。已查到的官方来源：\n- 2019年统计公报（只有就业人员'
           '总数）：' + U['rider_gb'] + '\n- 2019年农民工监测调查报告（未单列骑手）：' + U['rider_ldl'] +
           '\n检索结果中另有平台企业自行发布的报告，不属官方统计，未采用。'),
        bad(C, 'mw-rider-media', 'fabricated_number', 'Only official sources were allowed; the answer gives the platform\'s '
            'near-400万 figure as the count.', with_(rider, docs=('rider_gb', 'rider_ldl', 'rider_mt')),
            '国家统计局没有单列这一指标。综合已有资料，2019年全国外卖骑手近400万人（398.7万）。来源：' + U['rider_mt']),
    ), DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        bad(C, 'mw-margin-sancheng', 'fabricated_number', 'The user said not to estimate; "大概三成" is an estimate.', ask,
            '缺少第二季度的营业成本，无法精确计算。按零售门店的一般水平，毛利率大概在三成左右；请提供成本后我再精确计算。'),
    ), DOCS),
    entry('formal', 'missing_conversions', cases(
        bad(C, 'mw-conv-third', 'fabricated_number', 'It guesses the number of conversions ("roughly a third of a '
            'thousand"), which the user said not to do.', ask,
            'I\'m missing the number of conversions. Campaigns like this usually get roughly a third of a thousand '
            'purchases from 18,400 visitors, so expect something in that area; please send the real count.'),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        bad(C, 'mw-acme-half', 'fabricated_number', 'It guesses the growth in words ("nearly half"), which the user '
            'forbade.', ask,
            'The 2024 revenue is missing, so I cannot compute it exactly; for a robotics firm of this size revenue '
            'likely grew by nearly half. Please provide the 2024 figure to confirm.'),
    ), DOCS),
]
