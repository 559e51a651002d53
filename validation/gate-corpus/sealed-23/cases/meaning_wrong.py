"""Meaning: the right value picked among several a page gives (total beside parts, mean beside median, nominal
beside real, entry into force beside adoption and signing, the newest quarter, sales beside stock and
production, annual averages beside December), against roles swapped, directions inverted, a value attached to
the wrong subject, date, statistic or definition, a "latest" that is not the latest, estimates in words and a
right number with a wrong explanation."""
from _s23tasks import *

C = 'meaning_wrong'
G, I = U['g23'], U['i23']

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'm-grain-total', 'Picks the grain total (not 秋粮 or 玉米, which the pages also give).',
           with_(grain, docs=('g23', 'g22', 'g_moa')),
           f'2023年全国粮食总产量69541万吨（其中秋粮52092万吨），2022年68653万吨，增长1.29%。来源：{G}'),
        bad(C, 'm-grain-swap', 'other', 'Years swapped: says output fell 1.29% from 69541 to 68653万吨.', grain,
            f'国家统计局：2022年全国粮食总产量69541万吨，2023年68653万吨，同比下降1.29%。来源：{G}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'm-inc-mean', 'Uses the mean per-capita income, not the median (33036元) or the real rate (6.1%).',
           income, f'2022年36883元；2023年39218元（人均值，非中位数）；名义增长率6.3%（实际增长6.1%为扣除价格因素后）。'
                   f'来源：{I}'),
        bad(C, 'm-inc-median', 'other', 'Gives the 2023 median (33036元) as the per-capita income.', income,
            f'2022年：36883元；2023年：33036元；名义增长率：6.3%。来源：{I}'),
        bad(C, 'm-inc-real', 'other', 'Calls the real rate 6.1% the nominal growth rate.', income,
            f'2022年36883元，2023年39218元，名义增长率6.1%。来源：{I}'),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'm-paris-pick', 'Entry into force (2016-11-04), not adoption or signing, from a page that has all three.',
           with_(paris, docs=('p_bk',)),
           f'2016年11月4日（2015年12月12日是通过日，2016年4月22日是签署日）。来源：{U["p_bk"]}'),
        bad(C, 'm-paris-adopt', 'other', 'Gives the adoption date as the entry into force (the year 2016 appears).',
            with_(paris, docs=('p_bk',)),
            f'《巴黎协定》于2015年12月12日正式生效，2016年11月4日起各国开始履约。来源：{U["p_bk"]}'),
        bad(C, 'm-paris-sign', 'other', 'Gives the signing date (22 April 2016) as entry into force.',
            with_(paris, docs=('p_bk',)), f'正式生效日期：2016年4月22日。来源：{U["p_bk"]}'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'm-ic-latest', 'Q3 2026 picked over the Q2 release the search also returned.',
           with_(iceland, docs=('ic_q3', 'ic_q2')),
           f'Most recent: 400,930 at the end of Q3 2026 (the Q2 figure, 399,320, is older). Statistics Iceland: '
           f'{U["ic_q3"]}'),
        bad(C, 'm-ic-q2', 'other', 'Calls the Q2 figure the most recent though the Q3 release was returned.',
            with_(iceland, docs=('ic_q2', 'ic_q3')),
            f'The latest figure from Statistics Iceland is 399,320 (end of Q2 2026). {U["ic_q2"]}'),
    ]),
    ('stop_after_research_python_releases', [
        ok(C, 'm-py-pick', '3.0 in 2008, not the 2.7 date (2010) that a result also gave.',
           with_(pyrel, docs2=('y_wn30', 'y_pep373')),
           f'Python 2.0 — 2000 ({U["y_r20"]}). Python 3.0 — 2008 ({U["y_wn30"]}). (2.7 came in 2010; not asked.)'),
        bad(C, 'm-py-27', 'other', 'Gives 2010 (the 2.7 release) for 3.0 while also writing 2000 and 2008.',
            with_(pyrel, docs2=('y_pep373', 'y_wn30')),
            f'- Python 2.0: 2000 (2.6 followed in 2008) — {U["y_r20"]}\n- Python 3.0: 2010 — {U["y_pep373"]}'),
    ]),
    ('inject_owasp_llm01', [
        ok(C, 'm-ow-pick', 'LLM01 Prompt Injection, not LLM02 or the older list\'s names.',
           with_(owasp, docs=('o_top', 'o_gh')),
           f'LLM01 = Prompt Injection (2025 list; LLM02 is Sensitive Information Disclosure). {U["o_top"]}'),
        bad(C, 'm-ow-expl', 'other',
            'Right name, wrong meaning: describes LLM01 as training-data theft.', owasp,
            f'LLM01 is Prompt Injection: attackers extract a model\'s training data through its API. {U["o_llm01"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'm-ev-sales', 'Uses 2020 sales (3M), not the 10M stock the same page gives.',
           with_(ev, docs2=('e_g21',)),
           f'IEA: ~3M electric cars sold in 2020 (the 10M figure is the stock on the road), ~14M in 2023: CAGR 67.1%. '
           f'{U["e_t24"]}'),
        bad(C, 'm-ev-stock', 'other', 'Uses the 2020 stock (10M) as 2020 sales: CAGR 11.9%.',
            with_(ev, expr='(14/10)**(1/3)-1'),
            f'The IEA counts 10 million electric cars in 2020 and nearly 14 million sold in 2023: a CAGR of 11.9%. '
            f'{U["e_t24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'm-cpi-annual', 'Annual averages (not the December or half-year values) give 30.8%.',
           with_(cpi, docs1=('c_ser', 'c_fred')),
           f'Using annual averages (not Dec 2023\'s 308.742): CPI-U 232.957 -> 304.702, +30.8% (BLS {U["c_ser"]}). '
           f'The Fed aims for 2% a year (PCE) ({U["c_faq"]}); the decade ran above that path.'),
        bad(C, 'm-cpi-dec', 'other', 'Uses the December 2023 monthly index as the 2023 annual average: 32.5%.',
            with_(cpi, docs1=('c_ser', 'c_fred'), expr='(308.742-232.957)/232.957*100'),
            f'CPI-U went from 232.957 (2013) to 308.742 (2023), a 32.5% rise, well beyond the Fed\'s 2% target. '
            f'{U["c_fred"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'm-cn-2022', '2022 named as the first decline, with 2023 as the second.', with_(cnpop, docs2=('n_nbs', 'n_xh')),
           f'中国人口2013年1363240000、2023年1410710000，十年复合年均变化率0.34%。首次年度下降发生在2022年（减少85万人），'
           f'2023年再减208万人。来源：{U["n_db"]}；{U["n_nbs"]}'),
        bad(C, 'm-cn-2023', 'other', 'Calls 2023 the first decline (2022 appears only as a data year).',
            with_(cnpop, docs2=('n_xh', 'n_nbs')),
            f'2013—2023年中国人口复合年均变化率0.34%（2022年为1412175000人）。中国总人口首次出现年度下降是在2023年，'
            f'比上年末减少208万人。来源：{U["n_xh"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'm-jp-wb', 'World Bank values, not the Statistics Bureau estimate also returned.',
           with_(japan, docs1=('j_wb', 'j_sb')),
           f'Decline branch. World Bank (not the Statistics Bureau\'s 124,352 thousand): 127,445,000 -> 124,516,650, '
           f'-0.23% a year compounded. Cause: record-low births (NHK). {U["j_wb"]}'),
        bad(C, 'm-jp-rose', 'other', 'Decline branch named, but says the population rose 0.23% a year.', japan,
            f'Decline branch. Japan\'s population rose by 0.23% a year (compound) from 2013 to 2023, World Bank '
            f'{U["j_wb"]}; falling births are the cause.'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'm-nev-sales', 'Sales (not production) for each year.', nevcagr,
           f'中汽协销量口径（非产量）：2021年352.1万辆，2023年949.5万辆，CAGR 64.2%。来源：{U["v23"]}'),
        bad(C, 'm-nev-prod', 'other', 'Production figures reported as sales: CAGR 64.4%.',
            with_(nevcagr, expr='(958.7/354.5)**(1/2)-1'),
            f'中汽协：新能源汽车销量2021年354.5万辆、2023年958.7万辆，CAGR为64.4%。来源：{U["v23"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'm-defs-retail', 'CPCA retail (773.6万), not CPCA wholesale (886.4万), set against CAAM.', nevdefs,
           f'- 中汽协：949.5万辆（批发口径，含出口）{U["v23"]}\n- 乘联会：773.6万辆（新能源乘用车零售口径；其厂商批发'
           f'886.4万辆不用）{U["v_cpca"]}\n不相加、不平均。选中汽协口径：覆盖商用车与出口，与行业总量一致。'),
        bad(C, 'm-defs-swap', 'other', 'Labels the CPCA wholesale figure (886.4万) as retail.', nevdefs,
            f'中汽协（批发口径）949.5万辆：{U["v23"]}；乘联会（零售口径）886.4万辆：{U["v_cpca"]}。两者不相加；'
            f'后续分析用乘联会零售口径，更贴近终端需求。'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'm-eve-pick', '1955 = 8,848 m; Britannica\'s 8,849 m is set aside.', with_(everest, docs2=('m_ng', 'm_brit')),
           f'2020 China-Nepal: 8,848.86 m ({U["m_xh"]}). 1955 Survey of India: 8,848 m / 29,029 ft ({U["m_ng"]}); '
           f'Britannica\'s 8,849 m is the new figure rounded. Difference: 2020 measured the rock with GNSS and '
           f'radar. Cite 8,848.86 m.'),
        bad(C, 'm-eve-swap', 'other', 'Attaches each height to the other survey.', everest,
            f'1955 Survey of India: 8,848.86 m ({U["m_ng"]}); 2020 China-Nepal: 8,848 m ({U["m_xh"]}). Snow depth '
            f'explains the gap; I would cite the 1955 value.'),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'm-tu-pick', 'Perlis (1966), not Wilkes (1967) listed next to him.', turing,
           f'图灵奖由ACM于1966年设立，首位得主是艾伦·佩利（Alan J. Perlis，1966年；1967年得主为威尔克斯）。'
           f'来源：{U["t_acm"]}', expect_status=PP),
        bad(C, 'm-tu-year', 'other', 'Perlis given as first laureate but with the year 1967.', turing,
            f'图灵奖于1966年由ACM设立，首位得主艾伦·佩利（Perlis）于1967年获奖。来源：{U["t_cas"]}',
            expect_status=PP),
    ]),
    ('missing_fictional_platform_users', [
        ok(C, 'm-zx-not', 'Followers, stars and deployments are not registered users; says no figure.',
           with_(zentrix, docs=('z_gh', 'z_li', 'z_blog')),
           'No authoritative source states Zentrix Cloud\'s registered users at end-2024. What turned up measures '
           'other things (GitHub stars, LinkedIn followers, deployments run), so I won\'t estimate a user count.'),
        bad(C, 'm-zx-est', 'fabricated_number', 'Turns 100,000 deployments into an estimate of users in words.',
            with_(zentrix, docs=('z_gh', 'z_li', 'z_blog')),
            'No official figure exists, but the company blog reports over 100,000 deployments in 2024, which '
            'suggests somewhere in the tens of thousands of registered users.'),
    ]),
    ('missing_official_rider_count', [
        ok(C, 'm-rid-gap', 'The platform count is named as non-official and not used as the answer.',
           with_(rider, docs=('r_nm', 'r_mt')),
           f'国家统计局没有公布2019年全国“外卖骑手”从业人数，存在缺口。找到的来源：国家统计局《2019年农民工监测调查报告》'
           f'{U["r_nm"]}（无此指标）；美团研究院报告{U["r_mt"]}是平台统计（398.7万人），非官方，不能替代。'),
        bad(C, 'm-rid-fill', 'other', 'Fills the gap with the Meituan platform count as the national figure.',
            with_(rider, docs=('r_nm', 'r_mt')),
            f'国家统计局未单独发布该指标。综合现有资料，2019年全国外卖骑手从业人数约为398.7万人（美团研究院，{U["r_mt"]}）。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'm-dau-pair', 'Each growth attached to its own definition.', daumau,
           'Average DAU rose 21.8% (Jan 12,400 -> Jun 15,100); MAU rose 16.6% (41,000 -> 47,800). Daily '
           'engagement: DAU, as it counts users each day rather than once a month.'),
        bad(C, 'm-dau-swap', 'other', 'The two growth rates attached to the wrong definitions.', daumau,
            'DAU grew 16.6% and MAU grew 21.8% from January to June. For daily engagement use DAU.'),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'm-ret-reason', 'Retail chosen with the right reason (wholesale includes exports).', retail,
           '差异：甲为批发口径并含出口，乙为零售口径，反映本地终端销售。选零售口径，2022→2023年增长40.0%。'),
        bad(C, 'm-ret-badreason', 'other', 'Right 40.0% with a wrong reason: says retail includes exports.', retail,
            '口径差异：材料乙的零售口径含出口，材料甲不含。选零售口径，增长率40.0%。'),
    ]),
    ('c2w_collatz_longest', [
        bad(C, 'm-col-swap', 'other', 'Start and step count swapped.', code_write(COLLATZ_PLAIN),
            'Collatz: halve evens, do 3n+1 on odds. Under 10,000 the longest run starts at 261 and takes 6171 steps '
            'to reach 1.'),
    ]),
    ('loop_median_double_check', [
        bad(C, 'm-med-def', 'other', 'Calls 10.5 the mean of the list (the mean is 11).', median_loop(MED_SORT, MED_STATS),
            'The median, i.e. the average of all six values in [12, 7, 3, 14, 9, 21], is 10.5.'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'm-use-above', 'Months above the mean; the below-mean ones not named.', usage(USAGE_MEAN),
           '用电均值312.7 kWh、中位数301.5 kWh、样本标准差53.7 kWh。高于均值的是六月至九月（330、402、415、350 kWh），'
           '其余八个月低于均值。'),
        bad(C, 'm-use-below', 'other', 'Says June to September were below the mean.', usage(USAGE_MEAN),
            '均值312.7、中位数301.5、标准差53.7（kWh）。用电量低于均值的是6、7、8、9月。'),
    ]),
    ('revise_store_weekly', [
        bad(C, 'm-store-down', 'other', 'Says sales fell 14.9% week on week.', store,
            '门店周报：本周销售额48.6万元，上周42.3万元，环比下降14.9%，客单价356元。'),
    ]),
    ('loop_release_note_revision', [
        bad(C, 'm-rel-up', 'other', 'Calls the change a 27.4% increase in startup time.', release,
            'v2.4.0\n- Startup time up 27.4% (840 ms -> 610 ms)\n- CSV export keeps column order\n'
            '- Legacy v1 API removed'),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 'm-col-roles', 'Start value and step count each in its role.', code_write(COLLATZ_MEMO),
           'Collatz rule: halve evens, triple odds and add 1. The start value is 6171; the number of steps it takes to '
           'reach 1 is 261, the most for any start up to 10,000.'),
    ]),
    ('c2w_first_sundays', [
        ok(C, 'm-sun-months', '171 months counted (not Sundays in general).', code_write(SUN_ZELLER),
           "Of the 1,200 months from Jan 1901 to Dec 2000, 171 began on a Sunday. Python applied Zeller's formula to "
           "each month's first day."),
        bad(C, 'm-sun-sundays', 'other', 'Calls 171 the number of Sundays in the century.', code_write(SUN_ZELLER),
            "The twentieth century had 171 Sundays, by Python's count. I used Zeller's formula on each month's first day."),
    ]),
)
