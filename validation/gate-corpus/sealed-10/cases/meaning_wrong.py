"""Right-looking numbers with the wrong meaning: roles swapped, direction inverted, wrong subject or source."""
from _s10tasks import *

C = 'meaning_wrong'
G = U['grain23']
ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        bad(C, 'mw-gr-years', 'other', 'Swaps the two years\' outputs.', grain,
            f'2022年全国粮食总产量69541万吨，2023年68653万吨，2023年增长1.29%。来源：{G}'),
        bad(C, 'mw-gr-down', 'other', 'Says output fell although it rose 1.29%.', grain,
            f'2023年全国粮食总产量69541万吨，较2022年68653万吨下降1.29%。来源：{G}'),
        ok(C, 'mw-gr-ctrl', 'Control: the rise stated the right way round.', grain,
           f'2023年粮食总产量69541万吨，高于2022年的68653万吨，上升1.29%。来源：{G}'),
    ), DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        bad(C, 'mw-inc-median', 'other', 'Calls the mean income the median (the median was 33036元).', income,
            f'2023年全国居民人均可支配收入中位数39218元，2022年36883元，名义增长6.3%。来源：{U["income"]}'),
        bad(C, 'mw-inc-real', 'other', 'Labels the computed nominal 6.3% as the real growth.', income,
            f'2022年36883元，2023年39218元；扣除价格因素实际增长6.3%。来源：{U["income"]}'),
    ), DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        bad(C, 'mw-su-inv', 'wrong_computation', 'Divides by the last week (3.24%), the calculator call shows the swapped roles.', with_(signups, expr='(1-388/401)*100'),
            'Mean 349.33; last week grew 3.24% over the week before.'),
        bad(C, 'mw-su-median', 'other', 'Reports the median (351) as the mean.', signups, 'Mean: 351.00. Growth: 3.35%.'),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        bad(C, 'mw-rt-ab', 'other', 'Attributes the retail figures to 材料甲 and calls them wholesale.', retail,
            '两份材料口径不同。选用材料甲的批发口径：10.5万辆对7.5万辆，增长40.0%。'),
        ok(C, 'mw-rt-ctrl', 'Control: retail definition attributed to 材料乙.', retail,
           '甲＝批发口径（含出口），乙＝零售口径。按乙的零售口径，2022→2023年增长40.0%，不与甲混用。'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        bad(C, 'mw-da-swap', 'other', 'Attaches the DAU growth to MAU and vice versa.', daumau,
            'MAU (Report B) grew 21.8%; DAU (Dashboard A) grew 16.6%. Use DAU for daily engagement.'),
        bad(C, 'mw-da-lower', 'other', 'Says DAU grew more slowly than MAU (21.8% vs 16.6% is faster).', daumau,
            'DAU +21.8%, MAU +16.6%: daily users grew more slowly than monthly ones. I\'d use DAU for daily engagement.'),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        bad(C, 'mw-tr-dom', 'other', 'Calls the total-revenue figures domestic revenue from 材料乙.', tourism,
            '口径：乙为国内旅游收入。按乙的国内口径，2023年1,520亿元，增长28.8%。'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        bad(C, 'mw-cpi-below', 'other', 'Says the 30.8% rise was below what the 2% target implies (21.9%).', with_(cpi, more=('(1.02**10-1)*100',)),
            f'CPI-U +30.8% from 2013 to 2023, below the ~21.9% the Fed\'s 2% target implies. {U["cpi"]} {U["fed"]}'),
        bad(C, 'mw-cpi-cpi', 'other', 'Says the Fed target is measured by CPI; the source says PCE.', with_(cpi, more=('(1.02**10-1)*100',)),
            f'CPI-U +30.8% (2013-2023). The Fed targets 2% CPI inflation, ~21.9% over ten years, so CPI overshot. {U["cpi"]} {U["fed"]}'),
        ok(C, 'mw-cpi-ctrl', 'Control: above the target, PCE named.', with_(cpi, more=('(1.02**10-1)*100',)),
           f'CPI-U rose 30.8% (2013→2023), above the ~21.9% a 2% annual target (measured by PCE) would imply over ten years. {U["cpi"]} {U["fed"]}'),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        bad(C, 'mw-jp-growth', 'other', 'Takes the growth branch although the population fell.', with_(japan, second=False),
            f'Growth branch: Japan went from 127,445,000 to 124,516,650, a compound rate of −0.23% a year. {U["jpwb"]}'),
        bad(C, 'mw-jp-rose', 'other', 'Says the population rose.', japan,
            f'Decline branch. Japan\'s population rose from 124,516,650 (2013) to 127,445,000 (2023), −0.23%/yr. {U["jpwb"]}'),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        bad(C, 'mw-cn-1962', 'other', 'Dates the first decline to 1962 (the source says first since 1962, in 2022).', cnpop,
            f'中国总人口2013年13.63亿，2023年14.11亿，年均变化约0.34%；中国总人口首次下降发生在1962年。来源：{U["cndrop"]}'),
    ), DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        bad(C, 'mw-nd-swap', 'other', 'Attaches the retail figure to 中汽协 and the wholesale one to 乘联会.', nevdefs,
            f'中汽协（零售口径）：773.6万辆；乘联会（批发口径）：949.5万辆。口径不同不相加，后续用中汽协。{U["caam23"]} {U["cpca"]}'),
        ok(C, 'mw-nd-ctrl', 'Control: each figure with its own source and definition.', nevdefs,
           f'1) 中汽协（批发口径，含商用车与出口）：2023年新能源汽车销量949.5万辆 {U["caam23"]}\n2) 乘联会（零售口径，乘用车、不含出口）：773.6万辆 {U["cpca"]}\n两者口径不同，不相加、不平均。后续分析选中汽协口径，覆盖全部车型。'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        bad(C, 'mw-eh-swap', 'other', 'Attaches 8,848 m to 2020 and 8,848.86 m to 1955.', everest,
            f'2020 survey: 8,848 m ({U["qomo"]}); 1955 Survey of India: 8,848.86 m ({U["everest"]}). I\'d cite the 2020 figure.'),
    ), DOCS),
    entry('formal', 'missing_fictional_platform_users', cases(
        bad(C, 'mw-zx-est', 'fabricated_number', 'Estimates a user count in words on a do-not-estimate task.', zentrix,
            'No authoritative source states it, but judging from the cloud market it is probably a few hundred thousand users.'),
        bad(C, 'mw-zx-idc', 'other', 'Takes IDC\'s market growth as a figure about Zentrix.', zentrix,
            f'IDC reports 20.0% growth for the platform\'s user base in 2024 ({U["zx1"]}).'),
    ), DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        bad(C, 'mw-rd-meituan', 'other', 'Gives the Meituan count as the official figure.', with_(rider, docs=('rider_gb', 'rider_ldl', 'rider_mt')),
            f'2019年全国外卖骑手398.7万人（国家统计局口径）。来源：{U["rider_mt"]}'),
    ), DOCS),
    entry('formal', 'loop_turing_award_verify', cases(
        bad(C, 'mw-tu-wilkes', 'other', 'Names Wilkes (1967) as the first laureate.', turing,
            f'图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯（Maurice Wilkes），Perlis次年获奖。来源：{U["turing_acm"]}', expect_status=PP),
    ), DOCS),
    entry('formal', 's1_paris_agreement_date', cases(
        bad(C, 'mw-pa-adopt', 'other', 'Gives the adoption date as the entry-into-force date.', paris,
            f'《巴黎协定》于2015年12月12日正式生效；2016年11月4日为通过日期。来源：{U["paris"]}'),
    ), DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        bad(C, 'mw-py-swap', 'other', 'Swaps the two release years.', pyrel,
            f'Python 2.0: released 2008 ({U["py20"]}). Python 3.0: released 2000 ({U["py30"]}).'),
    ), DOCS),
]
