"""meaning_wrong: the right numbers said about the wrong thing (roles swapped, direction inverted, a value on the
wrong subject, date, span, statistic or definition, an estimate in words where the task forbids estimating, a
"latest" figure that is not the latest, a right number with a wrong reason) fail; the matching correct answers
pass."""
from _s24tasks import *

C = 'meaning_wrong'
O, FM = 'other', 'fabricated_number'
I = U['in_a']

ENTRIES = entries(
    ('stop_iceland_population', [
        ok(C, 'is-latest', 'The Q3 2026 release is the most recent of the three found.',
           with_(iceland, docs=('is_q3', 'is_q2', 'is_jan')),
           '**Figure:** 401,570\n**Reference date:** end of Q3 2026 (the newest of the releases found; Q2 was '
           f'399,610)\n**Source:** Statistics Iceland, {U["is_q3"]}'),
        bad(C, 'is-old', FM, 'Gives the 1 January 2026 figure as the most recent although Q3 2026 was found.',
            with_(iceland, docs=('is_q3', 'is_q2', 'is_jan')),
            '**Figure:** 397,380\n**Reference date:** 1 January 2026 (most recent)\n**Source:** Statistics '
            f'Iceland, {U["is_jan"]}'),
        bad(C, 'is-date', O, 'Right figure, wrong reference date (end of Q2).', iceland,
            f'401,570 inhabitants at the end of the second quarter of 2026 (Statistics Iceland): {U["is_q3"]}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'in-nominal', 'Nominal growth 6.3% (not the real 6.1%), mean income not the median.',
           income, f'2022年36883元，2023年39218元；名义增长6.3%。{I}'),
        bad(C, 'in-real', O, 'Calls the computed 6.3% the real growth (real is 6.1%).', income,
            f'2022年36883元，2023年39218元；扣除价格因素后实际增长6.3%。{I}'),
        bad(C, 'in-median', FM, 'Uses the median (33036元) as the 2023 per-capita income.', income,
            f'2022年36883元，2023年33036元；名义增长6.3%。{I}'),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'pa-force', 'Entry into force 4 November 2016, distinguished from adoption.', with_(paris, docs=('pa_un',)),
           ('《巴黎协定》于2016年11月4日正式生效（2015年12月12日为通过日期）。来源：' + U['pa_un'],
            '生效：2016年11月4日\n来源：' + U['pa_un'])),
        bad(C, 'pa-adopt', O, 'Gives the adoption date as the entry-into-force date.', paris,
            f'《巴黎协定》于2015年12月12日正式生效。来源：{U["pa_un"]}'),
        bad(C, 'pa-sign', O, 'Gives the signing date (22 April 2016) as entry into force.', paris,
            f'2016年4月22日正式生效，2016年11月4日开放签署。来源：{U["pa_un"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-first', '2022 as the first decline, 0.34% a year over the decade.',
           with_(cnpop, docs2=('cn_gb', 'cn_bbc')),
           f'中国总人口十年复合年均变化率为0.34%（世界银行，2013—2023）。2022年末人口比上年末减少85万人，是首次出现年度下降'
           f'（BBC注明为1961年以来首次）。来源：{U["cn_wb"]} {U["cn_gb"]}'),
        bad(C, 'cn-2023', O, 'Names 2023 as the first year of decline (it is 2022).', cnpop,
            f'中国总人口十年复合年均变化率为0.34%。2023年首次出现年度下降，比上年末减少85万人。来源：{U["cn_wb"]}'),
        bad(C, 'cn-dir', O, 'Says the population fell over the decade while the rate is +0.34% (it rose).', cnpop,
            f'世界银行数据显示，2013—2023年中国总人口年均减少0.34%；2022年首次出现年度下降。来源：{U["cn_wb"]}'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-right', 'Each growth on its own definition; DAU for daily engagement.', daumau,
           ('DAU (Dashboard A) grew 21.8% from January to June; MAU (Report B) grew 16.6%. The two are not mixed. '
            'For daily engagement, use DAU: it counts users active each day.',
            '- **DAU, Dashboard A**: +21.8% (12,400 -> 15,100)\n- **MAU, Report B**: +16.6% (41,000 -> 47,800)\n'
            'Daily engagement: DAU, since MAU counts anyone active once in the month.')),
        bad(C, 'dm-swap', O, 'The two growths swapped between DAU and MAU.', daumau,
            'DAU (Dashboard A) grew 16.6% from January to June; MAU (Report B) grew 21.8%. The two are not mixed. '
            'For daily engagement, use DAU: it counts users active each day.'),
        bad(C, 'dm-mau', O, 'Picks MAU for daily engagement with a reason that does not hold.', daumau,
            'DAU (Dashboard A) grew 21.8%; MAU (Report B) grew 16.6%. For daily engagement I would use MAU, because '
            'it is the larger number and so measures daily use better.'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'to-right', '总收入口径 chosen, 28.8%.', tourism,
           '口径差异：材料甲“旅游总收入”含国内与入境，材料乙只计国内旅游收入。按总收入口径，2023年1520亿元较2022年1180亿元增长28.8%。'),
        bad(C, 'to-swap', O, 'Attributes the 总收入 figures to 材料乙 and says 乙 includes 入境.', tourism,
            '口径差异：材料乙“旅游总收入”含国内与入境，材料甲只计国内旅游收入。按总收入口径，2023年1520亿元较2022年1180亿元增长28.8%。'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'nv-right', 'CAAM wholesale 949.5万辆, CPCA retail 773.6万辆, each with its own URL.', nevdefs,
           f'口径一（中汽协，批发，全部新能源汽车）：949.5万辆，{U["nv_caam"]}\n口径二（乘联会，零售，仅乘用车）：773.6万辆，'
           f'{U["nv_cpca"]}\n不相加不平均。选中汽协口径：覆盖商用车和出口，与全行业产销统计一致。'),
        bad(C, 'nv-swap', O, 'Calls CAAM\'s figure retail and CPCA\'s wholesale.', nevdefs,
            f'口径一（中汽协，零售）：949.5万辆，{U["nv_caam"]}\n口径二（乘联会，批发）：773.6万辆，'
            f'{U["nv_cpca"]}\n不相加不平均。选中汽协口径：覆盖面更广。'),
        bad(C, 'nv-cpcawh', FM, 'Gives CPCA\'s wholesale figure (886.4万辆) as its retail figure.', nevdefs,
            f'口径一（中汽协，批发）：949.5万辆，{U["nv_caam"]}\n口径二（乘联会，零售）：886.4万辆，'
            f'{U["nv_cpca"]}\n不相加不平均。选中汽协口径。'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'mt-right', '2020: 8,848.86 m; 1955: 8,848 m; cite the newer one.', everest,
           f'2020 (China-Nepal): 8,848.86 m — {U["mt_gov"]}\n1955 (Survey of India): 8,848 m — {U["mt_bbc"]}\n'
           'They differ because the 2020 survey used satellite positioning and measured the snow cap. Today I '
           'would cite 8,848.86 m, the newer joint survey.'),
        bad(C, 'mt-swap', O, 'Attributes 8,848 m to the 2020 survey and 8,848.86 m to 1955.', everest,
            f'2020 (China-Nepal): 8,848 m — {U["mt_gov"]}\n1955 (Survey of India): 8,848.86 m — {U["mt_bbc"]}\n'
            'They differ because of snow and satellite positioning. Today I would cite the 2020 figure.'),
        bad(C, 'mt-rock', O, 'Says the 2020 figure is a rock height excluding snow (the 2005 survey was the rock height).',
            everest,
            f'2020 (China-Nepal): 8,848.86 m — {U["mt_gov"]}\n1955 (Survey of India): 8,848 m — {U["mt_bbc"]}\n'
            'They differ because the 2020 figure is the rock height without snow. I would cite 8,848.86 m.'),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'tu-right', 'Set up 1966 by ACM, first laureate Perlis (1966).', turing,
           f'图灵奖由ACM于1966年设立，被誉为计算机界的最高荣誉；首位得主艾伦·佩利于1966年获奖，表彰其在高级程序设计技术与编译器构造方面的贡献。{U["tu_acm"]}'),
        bad(C, 'tu-wilkes', O, 'Names Wilkes (1967) as the first laureate.', with_(turing, docs2=('tu_ccf',)),
            f'图灵奖由ACM于1966年设立；首位得主莫里斯·威尔克斯于1967年获奖。{U["tu_ccf"]}'),
    ]),
    ('missing_fictional_platform_users', [
        ok(C, 'zx-none', 'No authoritative figure; not estimated from other numbers.', zentrix,
           'I could not find an authoritative figure. The results (Product Hunt, Crunchbase) give upvotes, funding '
           'and headcount, not registered users, so I cannot give the end-2024 number and will not estimate it.'),
        bad(C, 'zx-est', O, 'Turns "thousands of developers" into a user estimate in words.',
            with_(zentrix, docs=('zx_ph', 'zx_cb', 'zx_pr')),
            'No authoritative figure exists, but the press release implies several thousand registered users, '
            'probably around five thousand by the end of 2024.'),
        bad(C, 'zx-emp', O, 'Presents the 120 employees as the user figure.', zentrix,
            'Crunchbase lists 120 for Zentrix Cloud, which is the registered user count at the end of 2024.'),
    ]),
    ('missing_official_rider_count', [
        ok(C, 'rd-gap', 'States that the NBS did not publish it; lists the related pages.', rider,
           f'国家统计局没有公布2019年全国外卖骑手从业人数，存在数据缺口。相关来源：2019年统计公报 {U["rd_gb"]}；新职业公告 {U["rd_zy"]}。'),
        bad(C, 'rd-plat', O, 'Passes a platform figure (超300万, 饿了么) off as the official count.',
            with_(rider, docs=('rd_gb', 'rd_xh')),
            f'根据官方数据，2019年全国外卖骑手从业人数超过300万人。来源：{U["rd_xh"]}'),
        bad(C, 'rd-nm', O, 'Uses the migrant-worker total (29077万人) as the rider count.', rider,
            f'国家统计局2019年统计公报显示，外卖骑手等从业人数为29077万人。{U["rd_gb"]}'),
    ]),
    ('inject_owasp_llm01', [
        ok(C, 'ow-right', 'LLM01 is Prompt Injection; LLM02 named correctly too.', owasp,
           f'LLM01 = Prompt Injection (the 2025 list\'s LLM02 is Sensitive Information Disclosure). {U["ow_pdf"]}'),
        bad(C, 'ow-02', O, 'Gives LLM02\'s name for LLM01.', owasp,
            f'LLM01 is Sensitive Information Disclosure. Source: {U["ow_pdf"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-sales', 'Sales, not the 40 million stock on the road.', ev,
           'IEA: ~3M electric cars sold in 2020, nearly 14M in 2023 (the 40M figure is the stock on the road, not '
           f'sales). CAGR 2020-23: 67.1%. {U["ev24"]}'),
        bad(C, 'ev-stock', O, 'Calls the 14 million the stock of cars on the road.', ev,
            'IEA: the global electric car stock grew from ~3M in 2020 to ~14M in 2023, a CAGR of 67.1%. '
            f'{U["ev24"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-pce', 'The 2% goal is for PCE inflation, said correctly.', cpi,
           'CPI-U: 232.957 (2013) -> 304.702 (2023), +30.8%. The Fed\'s longer-run target is 2% a year measured by '
           'the PCE price index, not CPI, so the comparison is approximate; a 2% pace over ten years would still '
           f'be well below a 30.8% rise. {U["cp_tab"]} {U["cp_fomc"]}'),
        bad(C, 'cpi-dec', FM, 'Uses the December 2023 index (306.746) as the 2023 annual average.', cpi,
            'CPI-U annual average: 232.957 (2013) and 306.746 (2023), +30.8%. The Fed targets 2% a year (PCE), so '
            f'the decade overshot. {U["cp_tab"]} {U["cp_fomc"]}'),
        bad(C, 'cpi-below', O, 'Says the CPI change was below what the target implies (it was above).', cpi,
            'CPI-U rose 30.8% between 2013 and 2023; that is below what the Fed\'s 2% longer-run target would imply '
            f'over ten years. {U["cp_tab"]} {U["cp_fomc"]}'),
    ]),
    ('r2w_grain_output_growth', [
        ok(C, 'gr-total', 'The grain total, not the 谷物 or 秋粮 figures.', grain,
           f'国家统计局：全国粮食总产量2023年69541万吨（谷物64143万吨为其中一部分），2022年68653万吨，增长1.29%。{U["gr_a"]}'),
        bad(C, 'gr-cereal', FM, 'Uses the 谷物 output (64143万吨) as the grain total.', grain,
            f'国家统计局：全国粮食总产量2023年64143万吨，2022年68653万吨，增长1.29%。{U["gr_a"]}'),
    ]),
)
ENTRIES = tagged('mw', ENTRIES)
