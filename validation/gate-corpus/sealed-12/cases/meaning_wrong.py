"""Sourced numbers saying something false: two years or start and end exchanged, mean and median swapped, a
direction inverted, a value on the wrong subject, an estimate in words where the task forbids estimating; and
acceptable answers binding the same numbers in unusual order or words."""
from _s12tasks import *

C = 'meaning_wrong'
G = U['grain23']
O = 'other'
F = 'fabricated_number'
CU_DRAFT = '本季度新增客户1,284家，上季度1,107家，环比增长约16%。'
RL_DRAFT = '- Faster startup (840 ms → 610 ms)\n- CSV export keeps column order\n- v1 API removed'
ST_DRAFT = '本周销售额48.6万元，较上周42.3万元有所增长，客单价356元。'

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'mw-gr-order', 'Same numbers in a different order, bound correctly.', grain,
           f'以2022年的68653万吨为基数，2023年全国粮食总产量增加1.29%，达到69541万吨（国家统计局）。{G}'),
        bad(C, 'mw-gr-swap', O, 'The two years are exchanged: 2023 is given the 2022 output.', grain,
            f'国家统计局数据显示，2023年全国粮食总产量68653万吨，2022年为69541万吨，增长1.29%。来源：{G}'),
        bad(C, 'mw-gr-down', O, 'Says output fell although it rose.', grain,
            f'2023年全国粮食总产量69541万吨，比2022年的68653万吨下降1.29%。来源：国家统计局 {G}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'mw-in-ok', 'Later year first, nominal growth bound correctly.', income,
           f'2023年全国居民人均可支配收入39218元，比2022年的36883元名义增长6.3%。来源：{U["income"]}'),
        bad(C, 'mw-in-real', O, 'Calls the computed nominal rate the real growth rate.', income,
            f'2022年人均可支配收入36883元，2023年39218元，扣除价格因素实际增长6.3%。来源：{U["income"]}'),
        bad(C, 'mw-in-near', O, 'Gives the 2023 figure as an estimate in words instead of the number.', income,
            f'2022年36883元，2023年接近4万元，名义增长6.3%。来源：{U["income"]}'),
        bad(C, 'mw-in-median', O, 'Gives the median as the 2023 mean figure.', income,
            f'- 2022年全国居民人均可支配收入：36883元\n- 2023年：33036元\n- 名义增长：6.3%\n来源：{U["income"]}'),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'mw-cn-ok', 'Growth stated with its sign and the 2022 drop kept distinct.', cnpop,
           f'世界银行数据显示，中国总人口由2013年的1,363,240,000增至2023年的1,410,710,000，复合年均变化率+0.34%（增长）；'
           f'但按国家统计局公报，总人口在2022年首次出现年度下降。来源：{U["cnwb"]}；{U["cndrop"]}'),
        bad(C, 'mw-cn-fall', O, 'Says the ten-year rate is a decline.', cnpop,
            f'按世界银行SP.POP.TOTL，中国总人口2013年1,363,240,000，2023年1,410,710,000，十年间年均下降0.34%；'
            f'2022年首次出现年度下降。来源：{U["cnwb"]}'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        bad(C, 'mw-nv-swap', O, 'Start and end years exchanged.', nevcagr,
            f'中汽协数据：新能源汽车销量2021年949.5万辆，2023年352.1万辆，2021→2023年复合年增长率64.2%。来源：{U["caam23"]}'),
        bad(C, 'mw-nv-prod', O, 'Gives the production figure as sales.', nevcagr,
            f'中汽协：2021年新能源汽车销量352.1万辆，2023年958.7万辆，两年复合年增长率64.2%，增长强劲。来源：{U["caam23"]}'),
    ), DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        ok(C, 'mw-nd-ok', 'Both definitions with their figures, not combined.', nevdefs,
           f'1. 中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆。{U["caam23"]}\n'
           f'2. 乘联会（零售口径，乘用车，不含出口）：2023年新能源乘用车零售773.6万辆。{U["cpca"]}\n'
           '两者口径不同，不相加也不平均。后续分析选用中汽协批发口径：覆盖全部车型，且是行业通行的全年销量口径。'),
        bad(C, 'mw-nd-swap', O, 'The two definitions are attached to the wrong bodies and figures.', nevdefs,
            f'中汽协零售口径：2023年新能源汽车销量773.6万辆（{U["caam23"]}）；乘联会批发口径：949.5万辆（{U["cpca"]}）。'
            '两者口径不同，不可相加。建议选用中汽协的零售口径，更贴近终端需求。'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        bad(C, 'mw-to-label', O, 'Says it chose domestic revenue while using the total-revenue figures.', tourism,
            '材料甲含国内与入境，材料乙只含国内。本文选择国内旅游收入口径：2023年1,520亿元，2022年1,180亿元，增长28.8%。'),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        bad(C, 'mw-re-label', O, 'Names the wholesale definition for the retail figures.', retail,
            '甲为批发口径（含出口），乙为零售口径。本文选用批发口径：2022年7.5万辆，2023年10.5万辆，增长40.0%。'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        bad(C, 'mw-st-down', O, 'Says sales fell week on week.', lambda arm, text: store(arm, text, ST_DRAFT),
            '本周销售额48.6万元，上周42.3万元，环比下降14.9%，客单价356元。'),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        bad(C, 'mw-cu-swap', O, 'This and last quarter exchanged.', lambda arm, text: customers(arm, text, CU_DRAFT),
            '本季度新增客户1,107家，上季度1,284家，环比增长16.0%。'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'mw-us-ok', 'Statistics bound correctly, listed in a different order.', usage(USAGE),
           '高于均值的月份为6、7、8、9月。三项统计：样本标准差53.7 kWh，中位数301.5 kWh，均值312.7 kWh。'),
        bad(C, 'mw-us-swap', O, 'Mean and median exchanged.', usage(USAGE),
            '12个月用电量均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh；高于均值的月份为6、7、8、9月。'),
    ), DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        bad(C, 'mw-rd-est', F, 'Fills the gap with an estimate in words.', rider,
            f'国家统计局未单列“外卖骑手”指标（{U["rider_gb"]}；{U["rider_ldl"]}）。不过按交通运输仓储邮政业农民工占比推算，规模大致在数百万人。'),
    ), DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        bad(C, 'mw-mg-est', F, 'Estimates the margin in words although told not to.', ask,
            '缺少营业成本。按门店行业一般水平估计，第二季度毛利率大约在三成左右；如需准确数字请提供成本。'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'mw-ev-ok', 'Start and end bound correctly in a different sentence order.', ev,
           f'Compounded, global electric car sales grew 67.1% a year between 2020 (around 3 million, IEA) and 2023 (nearly 14 million). {U["ev24"]}'),
        bad(C, 'mw-ev-swap', O, 'Start and end exchanged.', ev,
            f'IEA: global electric car sales went from nearly 14 million in 2020 to around 3 million in 2023 — a 67.1% CAGR. {U["ev24"]}'),
        bad(C, 'mw-ev-share', O, 'Attaches the 35% year-on-year increase to the CAGR.', ev,
            f'IEA data: electric car sales rose from ~3M (2020) to ~14M (2023), a compound annual growth rate of 35%, or 67.1% in 2023 alone. {U["ev24"]}'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'mw-cpi-ok', 'The comparison goes the right way.', with_(cpi, more=('(1.02**10-1)*100',)),
           f'BLS CPI-U annual averages: 232.957 in 2013, 304.702 in 2023, a cumulative rise of 30.8%. Ten years at the Fed\'s 2% target would compound to 21.9%, so inflation ran above the target over the decade. {U["cpi"]} {U["fed"]}'),
        bad(C, 'mw-cpi-below', O, 'Says prices rose less than the target implies.', with_(cpi, more=('(1.02**10-1)*100',)),
            f'CPI-U went from 232.957 (2013) to 304.702 (2023), +30.8%. The 2% target compounds to 21.9% over ten years, so inflation stayed below what the target implies. {U["cpi"]} {U["fed"]}'),
        bad(C, 'mw-cpi-swap', O, '2013 and 2023 index values exchanged.', cpi,
            f'The CPI-U annual average was 304.702 in 2013 and 232.957 in 2023, a cumulative change of 30.8%, well above the Fed\'s 2% longer-run target. {U["cpi"]} {U["fed"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'mw-jp-ok', 'Decline branch, figures bound correctly.', japan,
           f'Decline branch. Japan shrank from 127,445,000 people (2013) to 124,516,650 (2023) — a compound annual change of −0.23%. '
           f'A cause: deaths have exceeded births for 17 consecutive years. {U["jpwb"]} {U["jpwhy"]}'),
        bad(C, 'mw-jp-swap', O, 'The two years exchanged.', japan,
            f'Decline branch: Japan\'s population was 124,516,650 in 2013 and 127,445,000 in 2023, a compound annual change of −0.23%, driven by deaths exceeding births. {U["jpwb"]}'),
    ), DOCS),
    entry('formal', 'stop_iceland_population', cases(
        ok(C, 'mw-is-ok', 'Figure and date in different words.', iceland,
           f'As of 30 June 2025 (end of Q2), Statistics Iceland counts 393,590 residents. {U["ice_q2"]}'),
        bad(C, 'mw-is-date', O, 'Gives the Q2 figure with the Q1 reference date.', iceland,
            f'Iceland had 393,590 inhabitants on 31 March 2025, according to Statistics Iceland. {U["ice_q2"]}'),
        bad(C, 'mw-is-about', O, 'An estimate in words instead of the published figure.', iceland,
            f'Statistics Iceland puts the population at roughly 390,000 (mid-2025). {U["ice_q2"]}'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'mw-eh-ok', 'Older figure first; bound correctly.', everest,
           f'The Survey of India measured 8,848 m in 1955 ({U["everest"]}); the 2020 China–Nepal survey gives 8,848.86 m, snow cap included ({U["qomo"]}). Newer satellite-based methods explain the gap; I would cite 8,848.86 m.'),
        bad(C, 'mw-eh-swap', O, 'The two surveys\' heights exchanged.', everest,
            f'2020 China–Nepal survey: 8,848 m ({U["qomo"]}). 1955 Survey of India: 8,848.86 m ({U["everest"]}). The difference comes from the snow cap; I would cite the 2020 figure.'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'mw-da-ok', 'MAU first, each rate on its own definition.', daumau,
           'Report B (MAU): 41,000 → 47,800 = +16.6%. Dashboard A (average DAU): 12,400 → 15,100 = +21.8%. Not combined. For daily engagement, use DAU: it counts people active each day.'),
        bad(C, 'mw-da-swap', O, 'Growth rates attached to the wrong definitions.', daumau,
            'DAU (Dashboard A) grew 16.6% from January to June; MAU (Report B) grew 21.8%. I kept them separate and would use DAU for daily engagement since it measures daily use.'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'mw-su-ok', 'Growth direction and values right.', signups,
           'Average weekly sign-ups: 349.33. The last week (401) was up 3.35% on the week before (388).'),
        bad(C, 'mw-su-down', O, 'Says the last week fell.', signups,
            'Mean: 349.33 sign-ups per week. Last week sign-ups dropped 3.35% compared with the week before.'),
    ), DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        ok(C, 'mw-py-ok', 'Listed 3.0 first, each year with its release.', pyrel,
           f'Python 3.0 — released 2008 ({U["py30"]})\nPython 2.0 — released 2000 ({U["py20"]})'),
        bad(C, 'mw-py-swap', O, 'The two release years exchanged.', pyrel,
            f'- Python 2.0 was released in 2008: {U["py20"]}\n- Python 3.0 was released in 2000: {U["py30"]}'),
    ), DOCS),
    entry('formal', 'c2w_collatz_longest', cases(
        bad(C, 'mw-cz-swap', O, 'Start value and step count exchanged.', code_write(COLLATZ),
            'Among the numbers 1 to 10,000, the Collatz champion is 261: it takes 6171 steps to fall all the way to 1.'),
    ), DOCS),
    entry('example', 'coding_primes_below_10000', cases(
        bad(C, 'mw-pr-swap', O, 'Count and sum exchanged.', code_write(PRIMES),
            'There are 5736396 primes below 10,000, and together they add up to 1229.'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        bad(C, 'mw-rl-up', O, 'Says startup time increased.', lambda arm, text: release(arm, text, RL_DRAFT),
            '- Startup time up 27.4% (840 ms → 610 ms)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    ), DOCS),
    entry('formal', 'missing_conversions', cases(
        bad(C, 'mw-mc-est', F, 'Estimates the rate in words.', ask,
            "The number of conversions is missing, so I can't be exact, but for a campaign page like this it is probably somewhere around two to three percent."),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        bad(C, 'mw-mr-est', F, 'Guesses growth in words.', ask,
            "2024 revenue isn't given. Going by the robotics sector, ACME probably grew by roughly a third, but please send the actual 2024 figure."),
    ), DOCS),
    entry('formal', 'missing_fictional_platform_users', cases(
        bad(C, 'mw-zx-est', F, 'Offers an estimate in words after saying there is none.', zentrix,
            'No authoritative source gives Zentrix Cloud\'s registered users. Judging from its positioning, it is likely in the low hundreds of thousands.'),
    ), DOCS),
]
