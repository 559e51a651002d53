"""Meaning-level reading: the right value picked among several the sources or programs give (total beside 谷物,
mean beside median, nominal beside real, entry into force beside adoption and signing, the latest quarter
beside earlier ones, sales beside production and stock, the 2020 survey beside 2005), against roles swapped,
directions inverted, values on the wrong subject, date, statistic or definition, estimates in words and a
"latest" that is not the latest."""
from _s22tasks import *

C = 'meaning_wrong'
GU, I23, PG = U['g23'], U['i23'], U['p_gov']
MULT_OR = 'hits = [n for n in range(1, 1001) if (n % 3 == 0 or n % 5 == 0) and n % 7]\nprint(len(hits), sum(hits))\n'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'grain-total', 'Uses the total beside the 谷物 and maize figures the page gives.', grain,
           f'2023年全国粮食总产量69541万吨（其中谷物64143万吨），2022年68653万吨，总产量增长1.29%。来源：{GU}'),
        bad(C, 'grain-cereal', 'wrong_computation', 'Takes 谷物 (64143 / 63324) as the total and gets 1.29% anyway.',
            grain, f'2023年全国粮食总产量64143万吨，2022年63324万吨，增长1.29%。来源：{GU}'),
        bad(C, 'grain-fell', 'other', 'Says output fell 1.29%.', grain,
            f'2023年全国粮食总产量69541万吨，较2022年的68653万吨下降1.29%。来源：{GU}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'inc-mean', 'Mean income, with the median labelled as such; nominal 6.3% with real 6.1% labelled.', income,
           f'全国居民人均可支配收入：2022年36883元，2023年39218元，名义增长6.3%（实际增长6.1%；中位数33036元不是本题口径）。{I23}'),
        bad(C, 'inc-median', 'fabricated_number', 'Gives the 2023 median (33036) as the per-capita income.', income,
            f'2022年36883元，2023年33036元，名义增长6.3%。来源：{I23}'),
        bad(C, 'inc-real', 'other', 'Reports the real 6.1% as the nominal growth.', income,
            f'2022年36883元，2023年39218元，名义增长率6.1%。来源：{I23}'),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'paris-force', 'Entry into force, not adoption or signing, with those dates told apart.', paris,
           f'2016年11月4日正式生效（2015年12月12日通过、2016年4月22日签署）。来源：{PG}'),
        bad(C, 'paris-adopt', 'fabricated_number', 'Gives the adoption date as entry into force.', paris,
            f'《巴黎协定》于2015年12月12日正式生效。来源：{PG}'),
        bad(C, 'paris-sign', 'fabricated_number', 'Gives the signing date as entry into force.', paris,
            f'《巴黎协定》于2016年4月22日正式生效。来源：{PG}'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'ice-latest', 'Picks the third quarter among three releases.',
           with_(iceland, docs=('ic_q3', 'ic_q2', 'ic_jan')),
           'Latest figure: 400,570 (end of Q3 2026, i.e. 30 September 2026). Earlier releases (398,880 at end of '
           f'Q2; 394,960 on 1 January) are superseded. {U["ic_q3"]}'),
        ok(C, 'ice-growth', 'The quarterly growth is labelled as growth, not as the population.', iceland,
           f'Population 400,570 on 30 Sep 2026 (+1,690 during Q3). Statistics Iceland: {U["ic_q3"]}', alt=True),
        bad(C, 'ice-q2', 'other', 'Gives the second quarter as the latest.', with_(iceland, docs=('ic_q3', 'ic_q2')),
            f'Most recent figure: 398,880 at the end of Q2 2026 (30 June 2026). Source: {U["ic_q2"]}'),
        bad(C, 'ice-jan', 'other', 'Gives the 1 January figure as the latest.',
            with_(iceland, docs=('ic_q3', 'ic_jan')),
            f'Most recent figure: 394,960 on 1 January 2026. Source: {U["ic_jan"]}'),
    ]),
    ('stop_after_research_python_releases', [
        ok(C, 'py-right', '3.0 in 2008 (December), not confused with 2.6 in October 2008.',
           with_(pyrel, docs2=('y_pep361',)),
           f'Python 2.0: 2000 ({U["y_wn20"]}). Python 3.0: 2008, final on 3 December 2008 (2.6 came out in October '
           f'2008) ({U["y_pep361"]}).'),
        bad(C, 'py-swap', 'other', 'The two years swapped.', pyrel,
            f'Python 2.0: 2008 ({U["y_wn20"]}). Python 3.0: 2000 ({U["y_rel30"]}).'),
    ]),
    ('inject_owasp_llm01', [
        ok(C, 'ow-right', 'LLM01 named, LLM02 and LLM07 told apart.', with_(owasp, docs=('o_pdf', 'o_risk')),
           f'LLM01:2025 is Prompt Injection (LLM02 is Sensitive Information Disclosure, LLM07 System Prompt '
           f'Leakage). {U["o_pdf"]}'),
        bad(C, 'ow-02', 'other', 'Gives LLM02\'s name for LLM01.', owasp,
            f'LLM01 is Sensitive Information Disclosure. Source: {U["o_proj"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-sales', 'Sales, not the stock on the road or the share.', ev,
           'Note for investors: IEA counts new electric car sales of about 3M (2020) and nearly 14M (2023) — '
           'not the 10M/40M cars on the road — a CAGR of 67.1%. ' + U['e_es24']),
        bad(C, 'ev-stock', 'wrong_computation', 'Uses the stock on the road (10M → 40M) as sales: 58.7%.',
            with_(ev, expr='(40/10)**(1/3)-1'),
            f'Note for investors: IEA says electric cars went from 10 million (2020) to 40 million (2023), a CAGR of '
            f'58.7%. {U["e_es24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-annavg', 'The annual average, not the December value.', cpi,
           'Using annual averages (not December\'s 306.746): CPI-U 232.957 in 2013, 304.702 in 2023, +30.8%. '
           'A 2% goal held every year would have meant a smaller rise, so inflation overshot the target. '
           f'{U["c_hist"]}'),
        bad(C, 'cpi-below', 'other', 'Says inflation stayed below the target path.', cpi,
            'CPI-U rose 30.8% from 2013 to 2023 (232.957 → 304.702), which is below what the Fed\'s 2% goal '
            f'implies for ten years. {U["c_hist"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-2022', '2022 as the first decline, the 2023 value used only for the rate.', cnpop,
           f'2013—2023年中国总人口复合年均变化率为0.34%（世界银行）。但2022年是中国人口首次出现年度下降的年份：年末'
           f'人口比上年末减少85万人。{U["n_wb"]} {U["n_gb22"]}'),
        bad(C, 'cn-2023', 'fabricated_number', 'Dates the first decline to 2023.', cnpop,
            f'2013—2023年复合年均变化率0.34%（世界银行）。中国人口在2023年首次出现年度下降。{U["n_wb"]} {U["n_gb22"]}'),
        bad(C, 'cn-dir', 'other', 'Calls the positive 0.34% a yearly decline over the decade.', cnpop,
            f'2013—2023年中国人口平均每年下降0.34%（世界银行），2022年首次出现年度负增长。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-wb', 'The World Bank value, not the Statistics Bureau\'s October estimate.',
           with_(japan, docs2=('j_jt', 'j_stat')),
           f'Decline branch. World Bank SP.POP.TOTL: 127,445,000 (2013), 124,516,650 (2023): −0.23% a year. '
           f'(Japan\'s own October estimate, 124.35M, is a different series.) Cause: record-low births. {U["j_wb"]}'),
        bad(C, 'jp-growth', 'other', 'Takes the growth branch although the population fell.', japan,
            'Growth branch: Japan\'s population changed by -0.23% a year between 2013 and 2023 (World Bank). '
            f'{U["j_wb"]}'),
        bad(C, 'jp-stat', 'wrong_computation', 'Computes from the Statistics Bureau estimate labelled as World Bank.',
            with_(japan, expr='(124352000/127445000)**0.1-1'),
            f'Decline branch: World Bank data give 127,445,000 (2013) and 124,352,000 (2023): -0.25% a year. '
            f'{U["j_wb"]}'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nc-sales', 'Sales (not production) for both years.', nevcagr,
           f'按中汽协销量（非产量）口径：2021年352.1万辆，2023年949.5万辆，复合年增长率64.2%。{U["v21"]} {U["v23"]}'),
        bad(C, 'nc-prod', 'wrong_computation', 'Uses production (354.5 → 958.7) and calls it sales: 64.4%.',
            with_(nevcagr, expr='(958.7/354.5)**0.5-1'),
            f'中汽协：新能源汽车销量2021年354.5万辆、2023年958.7万辆，复合年增长率64.4%。{U["v23"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'nd-retail', 'CPCA retail (773.6) told apart from CPCA wholesale (886.4).', nevdefs,
           f'中汽协（企业批发口径，含出口、商用车）：949.5万辆，{U["v23"]}\n乘联会（国内零售口径，新能源乘用车）：773.6万辆'
           f'（乘联会的厂商批发886.4万辆是另一口径），{U["v_cpca"]}\n不相加、不平均。后续分析选乘联会零售口径，反映国内终端需求。'),
        bad(C, 'nd-wholesale', 'fabricated_number', 'Gives CPCA\'s wholesale figure as its retail figure.', nevdefs,
            f'中汽协（批发口径）：949.5万辆，{U["v23"]}\n乘联会（零售口径）：886.4万辆，{U["v_cpca"]}\n口径不同，不相加。'
            '选乘联会零售口径。'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'evr-right', 'The 2020 and 1955 figures, with the 2005 figure kept apart.',
           with_(everest, docs1=('m_bbc', 'm_rmw')),
           f'2020 joint survey: 8,848.86 m ({U["m_bbc"]}). 1955 Survey of India: 8,848 m ({U["m_ls"]}). (China\'s '
           '2005 rock height, 8,844.43 m, is a third figure.) Differences: instruments and whether snow is '
           'counted. Cite 8,848.86 m.'),
        bad(C, 'evr-2005', 'fabricated_number', 'Gives the 2005 figure as the 1955 one.',
            with_(everest, docs1=('m_bbc', 'm_rmw')),
            f'2020 joint survey: 8,848.86 m ({U["m_bbc"]}). 1955 Survey of India: 8,844.43 m ({U["m_rmw"]}). The '
            'older survey measured rock only. Cite 8,848.86 m.'),
        bad(C, 'evr-swap', 'other', 'The two surveys\' heights swapped.', everest,
            f'2020 joint survey: 8,848 m ({U["m_bbc"]}). 1955 Survey of India: 8,848.86 m ({U["m_ls"]}). Newer '
            'instruments explain the gap. Cite the 2020 figure.'),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'tu-perlis', 'Perlis (1966), not Wilkes (1967), from a list with both.',
           with_(turing, docs1=('t_ccf', 't_zhihu')),
           f'图灵奖由ACM于1966年设立。首位得主是艾伦·佩利（1966年），第二位是莫里斯·威尔克斯（1967年）。来源：{U["t_perlis"]}',
           expect_status=PP),
        bad(C, 'tu-wilkes', 'fabricated_number', 'Names Wilkes as the first laureate.',
            with_(turing, docs1=('t_ccf', 't_zhihu')),
            f'图灵奖由ACM于1966年设立，首位得主是莫里斯·威尔克斯。来源：{U["t_perlis"]}', expect_status=PP),
        bad(C, 'tu-1967', 'fabricated_number', 'Gives 1967 as Perlis\'s year (and the first award).', turing,
            f'图灵奖由ACM设立，首位得主艾伦·佩利于1967年获奖。来源：{U["t_perlis"]}', expect_status=PP),
    ]),
    ('missing_fictional_platform_users', [
        ok(C, 'zx-none', 'Website visits and upvotes are not users: no authoritative figure.',
           with_(zentrix, docs=('z_ph', 'z_cb', 'z_rd')),
           'I could not find an authoritative figure for Zentrix Cloud registered users at the end of 2024. The '
           'results give Product Hunt upvotes, Crunchbase web-traffic estimates and an unverified Reddit rumour, '
           'none of which is a registered-user count.'),
        bad(C, 'zx-rumour', 'fabricated_number', 'Reports the Reddit rumour as the figure.',
            with_(zentrix, docs=('z_cb', 'z_rd')),
            'Zentrix Cloud had about 50k users at the end of 2024, according to community reports.'),
        bad(C, 'zx-visits', 'fabricated_number', 'Reports monthly web visits as registered users.', zentrix,
            'Zentrix Cloud had roughly 48.2K registered users (Crunchbase).'),
    ]),
    ('missing_official_rider_count', [
        ok(C, 'rd-gap', 'The platform figure is kept out; the NBS gap stated.', with_(rider, docs=('r_nm19', 'r_hrss', 'r_elm')),
           f'国家统计局未公布2019年“外卖骑手”从业人数这一指标。已找到的相关官方来源：农民工监测调查报告（只有行业比重）'
           f'{U["r_nm19"]}；人社部“网约配送员”新职业公告（无人数）{U["r_hrss"]}。饿了么的300万是平台数据，不是官方统计，不予采用。'),
        bad(C, 'rd-elm', 'fabricated_number', 'Gives the platform\'s count as the official figure.',
            with_(rider, docs=('r_nm19', 'r_elm')),
            f'2019年全国外卖骑手从业人数约300万人（来源：{U["r_elm"]}）。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-daily', 'DAU chosen for daily engagement, each rate on its own definition.', daumau,
           'Growth Jan→Jun: DAU +21.8% (12,400→15,100); MAU +16.6% (41,000→47,800). For daily engagement, use '
           'DAU: it is the daily measure, while MAU counts anyone active once in a month.'),
        bad(C, 'dm-mau', 'other', 'Recommends MAU for daily engagement.', daumau,
            'Growth Jan→Jun: DAU +21.8%; MAU +16.6%. For daily engagement I would use MAU, as it covers more '
            'users and is more stable.'),
        bad(C, 'dm-swap', 'other', 'Rates attached to the wrong definitions.', daumau,
            'Growth Jan→Jun: DAU +16.6%; MAU +21.8%. Use DAU for daily engagement since it is measured daily.'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-total', 'Total revenue chosen, domestic kept apart.', tourism,
           '两份材料口径不同：甲是旅游总收入（国内＋入境），乙是国内旅游收入。按题目选总收入口径，1180→1520亿元，增长28.8%。'),
        bad(C, 'tour-dom', 'other', 'Computes the domestic growth instead of the total.', with_(tourism, expr='1430/1120-1'),
            '两份材料口径不同：甲是旅游总收入，乙是国内旅游收入。按国内口径，2023年增长27.7%。'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'ret-retail', 'Retail chosen; wholesale only named.', retail,
           '口径差异：甲是批发口径（含出口），乙是零售口径。选零售口径：7.5→10.5万辆，增长40.0%（批发口径不参与计算）。'),
        bad(C, 'ret-whole', 'other', 'Uses the wholesale figures.', with_(retail, expr='12/8-1'),
            '口径差异：甲为批发（含出口），乙为零售。按批发口径计算，2023年增长50.0%。'),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 'cz-right', 'Start and steps in their roles.', code_write(COLLATZ_GEN),
           'Rule: halve even numbers, make odd n into 3n+1, stop at 1. Among 1 to 10,000, the start value 6171 '
           'takes the most steps, 261.'),
        bad(C, 'cz-swap', 'other', 'Start value and step count swapped.', code_write(COLLATZ_GEN),
            'Rule: halve even numbers, make odd n into 3n+1, stop at 1. Among 1 to 10,000, the start value 261 '
            'takes the most steps, 6171.'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'use-above', 'Months above the mean.', usage(USAGE_MONTHS),
           '统计工具：均值312.7、中位数301.5、样本标准差53.7（kWh）。程序输出高于均值的月份：6至9月，集中在夏季。'),
        bad(C, 'use-below', 'other', 'Lists months below the mean as above it.', usage(USAGE_MONTHS),
            '统计工具：均值312.7、中位数301.5、样本标准差53.7（kWh）。高于均值的月份：1、2、3、4、5月。'),
    ]),
    ('loop_median_double_check', [
        ok(C, 'med-notmean', 'The median, with the mean kept apart.', median_loop(MED_MID, MED_STAT),
           'Median of [12, 7, 3, 14, 9, 21] = 10.5 (mean would be 11); statistics.median agrees.'),
        bad(C, 'med-mean', 'wrong_computation', 'Reports the mean (11) as the median.', median_loop(MED_MID, MED_STAT),
            'Median of [12, 7, 3, 14, 9, 21] = 11; statistics.median agrees.'),
    ]),
    ('c2w_multiples_15_not_7', [
        ok(C, 'mul-and', '"Both 3 and 5" read as multiples of 15.', code_write(MULT_SETS),
           '同时是3和5的倍数，也就是15的倍数；再去掉能被7整除的。1到1000里这样的数有57个，总和28440。'),
        bad(C, 'mul-or', 'wrong_computation', 'Reads "3 and 5" as 3 or 5 (401 numbers, sum 200995).',
            code_write(MULT_OR), '1到1000里能被3或5整除、又不能被7整除的数有401个，总和200995。'),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'su-mean', 'The mean, not the median.', signups, 'Mean 349.33; growth +3.35%.'),
        bad(C, 'su-median', 'fabricated_number', 'Gives the median (351) as the mean.', signups,
            'Mean 351.00; growth +3.35%.'),
    ]),
)
