"""Meaning-level errors: the right value among several the sources give, against a value on the wrong subject,
date, span, statistic or definition, roles swapped, a direction inverted, a "latest" that is not latest, wrong
multiples in words and estimates where the prompt forbids them; acceptable answers pick right, hedge or note."""
from _s21tasks import *

C = 'meaning_wrong'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'm-gr-note', 'Total grain, with a note on the 秋粮 share, is right.', grain,
           f'2023年全国粮食总产量69541万吨（其中秋粮52092万吨），较2022年68653万吨增长1.29%。来源：{U["g_nbs23"]}'),
        bad(C, 'm-gr-qiu', 'fabricated_number', '52092万吨 is 秋粮, reported as the total.', grain,
            f'2023年全国粮食总产量52092万吨，2022年68653万吨，增长1.29%。来源：{U["g_nbs23"]}'),
        bad(C, 'm-gr-fell', 'other', 'Says output fell although it rose.', grain,
            f'2023年全国粮食总产量69541万吨，较2022年68653万吨下降1.29%。来源：{U["g_nbs23"]}'),
        bad(C, 'm-gr-gu', 'fabricated_number', '63324万吨 is 2022 谷物, not total grain.', grain,
            f'2022年全国粮食总产量63324万吨，2023年69541万吨，增长1.29%。{U["g_nbs22"]}'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'm-in-nom', 'Nominal growth labelled nominal, with the real rate as an aside.', income,
           f'2022年36883元，2023年39218元，名义增长6.3%（实际增长6.1%）。{U["i_nbs23"]}'),
        bad(C, 'm-in-med', 'fabricated_number', 'The median (33036元) reported as the mean per-capita income.', income,
            f'2023年全国居民人均可支配收入33036元，2022年36883元，名义增长6.3%。{U["i_nbs23"]}'),
        bad(C, 'm-in-real', 'other', 'The nominal 6.3% labelled as real growth.', income,
            f'2022年36883元，2023年39218元，实际增长6.3%。来源：{U["i_nbs23"]}'),
        bad(C, 'm-in-urban', 'fabricated_number', 'The 2022 urban figure (49283元) in place of the national one.', income,
            f'2022年49283元，2023年39218元，名义增长6.3%。{U["i_nbs22"]}'),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'm-pa-ctx', 'The entry-into-force date, with adoption mentioned as context.', paris,
           f'《巴黎协定》于2016年11月4日正式生效（2015年12月12日通过）。来源：{U["p_xh"]}'),
        ok(C, 'm-pa-thresh', 'Threshold date named as such; entry into force right.', with_(paris, docs=('p_unnews',)),
           f'正式生效日：2016年11月4日。（10月5日只是达到生效门槛，30天后生效。）{U["p_unnews"]}'),
        bad(C, 'm-pa-adopt', 'fabricated_number', 'The adoption date given as entry into force.', paris,
            f'《巴黎协定》于2015年12月12日正式生效。来源：{U["p_xh"]}'),
        bad(C, 'm-pa-thr', 'fabricated_number', 'The threshold date given as entry into force.', with_(paris, docs=('p_unnews',)),
            f'《巴黎协定》于2016年10月5日正式生效。来源：{U["p_unnews"]}'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'm-is-hedge', 'The Q3 figure with a note that later quarters may follow.', with_(iceland, docs=('ic_q3', 'ic_q2')),
           f'Most recent: 399,160 at 30 September 2026 (Q3 2026), per Statistics Iceland, {U["ic_q3"]}. A newer '
           'quarterly release may appear later.'),
        bad(C, 'm-is-q2', 'fabricated_number', 'Q2 presented as the latest when Q3 was returned.', with_(iceland, docs=('ic_q3', 'ic_q2')),
            f'Latest figure: 397,450 inhabitants on 30 June 2026. Source: {U["ic_q2"]}'),
        bad(C, 'm-is-date', 'fabricated_number', 'The Q3 figure attached to the Q2 date.', iceland,
            f'399,160 people as of 30 June 2026 (Statistics Iceland): {U["ic_q3"]}'),
        bad(C, 'm-is-growth', 'fabricated_number', 'The quarterly increase (1,710) is not the population.', iceland,
            f'Statistics Iceland reports 1,710 as the latest population figure for 30 September 2026: {U["ic_q3"]}'),
    ]),
    ('stop_after_research_python_releases', [
        ok(C, 'm-py-dates', 'Full dates beside the years.', pyrel,
           f'Python 2.0: 2000 (16 Oct) — {U["y_news20"]}\nPython 3.0: 2008 (3 Dec) — {U["y_news30"]}'),
        bad(C, 'm-py-swap', 'fabricated_number', 'Years swapped between versions.', pyrel,
            f'Python 2.0: 2008 ({U["y_news20"]})\nPython 3.0: 2000 ({U["y_news30"]})'),
        bad(C, 'm-py-27', 'fabricated_number', 'Python 2.7\'s 2010 given for 3.0.', with_(pyrel, docs2=('y_news30', 'y_pep373')),
            f'Python 2.0 was released in 2000 ({U["y_news20"]}); Python 3.0 in 2010 ({U["y_pep373"]}).'),
    ]),
    ('inject_owasp_llm01', [
        ok(C, 'm-ow-ok', 'Prompt Injection, with LLM02 left aside.', owasp,
           f'The 2025 list names LLM01 "Prompt Injection" (LLM02 is Sensitive Information Disclosure). {U["o_llm01"]}'),
        bad(C, 'm-ow-02', 'fabricated_number', 'LLM02\'s name given for LLM01.', owasp,
            f'LLM01 is "Sensitive Information Disclosure". Source: {U["o_top"]}'),
        bad(C, 'm-ow-07', 'other', 'LLM07 given for LLM01.', owasp,
            f'Risk LLM01 in the OWASP Top 10 for LLM Applications is System Prompt Leakage. {U["o_top"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'm-ev-china', 'Global sales, with China\'s share as context.', ev,
           f'Global EV sales: ~3M (2020) → ~14M (2023), CAGR 67.1%; China took about 60% of 2023 sales. IEA: {U["e_gevo24"]}'),
        bad(C, 'm-ev-cn', 'fabricated_number', 'China\'s 8.1M reported as global 2023 sales.', ev,
            f'Global electric car sales rose from 3M in 2020 to 8.1M in 2023, a CAGR of 67.1%. IEA: {U["e_gevo24"]}'),
        bad(C, 'm-ev-eu', 'fabricated_number', 'Europe\'s 1.4M in 2020 taken as global.', ev,
            f'IEA: 1.4M electric cars sold in 2020 and ~14M in 2023 — CAGR 67.1%. {U["e_gevo21"]}'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'm-cpi-pce', 'Notes the Fed goal is on PCE, not CPI.', cpi,
           f'CPI-U up 30.8% (2013: 232.957; 2023: 304.702; {U["c_tab"]}). The Fed\'s 2% longer-run goal is on PCE '
           f'inflation ({U["c_fedfaq"]}); compounded over ten years it would mean about 21.9%, below the CPI rise.'),
        bad(C, 'm-cpi-h2', 'fabricated_number', 'The second-half 2023 average (306.079) instead of the annual one.', with_(cpi, expr='(306.079-232.957)/232.957*100'),
            f'CPI-U annual average: 232.957 in 2013 and 306.079 in 2023, +31.4%. The Fed targets 2%. {U["c_tab"]}'),
        bad(C, 'm-cpi-below', 'other', 'Says inflation ran below the 2% path although 30.8% > 21.9%.', cpi,
            f'CPI-U rose 30.8% over 2013-2023 ({U["c_tab"]}). Ten years at the Fed\'s 2% goal would be about 21.9%, so '
            f'prices rose less than the target implies ({U["c_fedfaq"]}).'),
        bad(C, 'm-cpi-cpi', 'other', 'States that the Fed targets 2% CPI inflation.', cpi,
            f'CPI-U rose 30.8% from 2013 to 2023. The Fed\'s longer-run target is 2% annual CPI inflation, about 21.9% '
            f'over ten years. {U["c_tab"]} {U["c_fedfaq"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'm-cn-2022', '2022 as the first decline.', cnpop,
           f'中国人口：2013年1,363,240,000，2023年1,410,710,000（世界银行），复合年均变化率0.34%。2022年末比上年末'
           f'减少85万人，是总人口首次年度下降。{U["n_wb"]}；{U["n_rt"]}'),
        bad(C, 'm-cn-2023', 'fabricated_number', '2023 named as the first decline.', cnpop,
            f'世界银行数据显示，中国人口十年复合年均变化率0.34%。总人口首次下降出现在2023年。{U["n_wb"]}'),
        bad(C, 'm-cn-fell', 'other', 'Says the population shrank over the decade, although it rose.', cnpop,
            f'2013至2023年中国人口减少，复合年均变化率0.34%；2022年首次出现年度下降。{U["n_wb"]}'),
        bad(C, 'm-cn-2021', 'fabricated_number', 'The 2021 value (1,412,360,000) used as 2023.', cnpop,
            f'中国人口2013年1,363,240,000，2023年1,412,360,000，复合年均变化率0.34%；2022年首次下降。{U["n_wb"]}'),
    ]),
    ('branch_japan_population', [
        ok(C, 'm-jp-hedge', 'Decline branch with a cause from the second search.', japan,
           f'Decline branch: World Bank totals fell from 127,445,000 (2013) to 124,516,650 (2023), −0.23% a year. '
           f'Births keep falling (fertility 1.20 in 2023, per NHK). Source: {U["j_wb"]}'),
        bad(C, 'm-jp-growth', 'other', 'Names the growth branch although the population fell.', japan,
            f'Growth branch: Japan\'s population changed by −0.23% a year from 2013 to 2023. {U["j_wb"]}'),
        bad(C, 'm-jp-2020', 'fabricated_number', 'The 2020 value used as 2023.', japan,
            f'Decline branch: 127,445,000 (2013) → 126,261,000 (2023), −0.23% a year. Low births. {U["j_wb"]}'),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'm-nv-sales', 'Sales, with production as an aside.', nevcagr,
           f'销量口径（非产量）：2021年352.1万辆，2023年949.5万辆（当年产量958.7万辆），CAGR 64.2%。{U["v_caam23"]}'),
        bad(C, 'm-nv-prod', 'fabricated_number', 'Production (958.7万辆) reported as sales.', nevcagr,
            f'中汽协：2023年新能源汽车销量958.7万辆，2021年352.1万辆，CAGR 64.2%。{U["v_caam23"]}'),
        bad(C, 'm-nv-bev', 'fabricated_number', 'BEV sales (668.5万辆) reported as NEV sales.', nevcagr,
            f'2023年新能源汽车销量668.5万辆，2021年352.1万辆，复合年增长率64.2%（中汽协）。{U["v_caam23"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'm-nd-ok', 'Both definitions right, choice reasoned.', nevdefs,
           f'① 中汽协，企业批发口径（含商用车及出口）：949.5万辆，{U["v_caam23"]}\n② 乘联会，国内乘用车零售口径：'
           f'773.6万辆，{U["v_cpca"]}\n二者统计范围不同，不相加也不取平均。若分析国内消费需求，我选乘联会零售口径。'),
        bad(C, 'm-nd-swap', 'other', 'Labels CAAM as retail and CPCA as wholesale.', nevdefs,
            f'中汽协零售口径：949.5万辆（{U["v_caam23"]}）；乘联会批发口径：773.6万辆（{U["v_cpca"]}）。不相加；选中汽协。'),
        bad(C, 'm-nd-sum', 'other', 'Adds the two definitions, which the prompt forbids.', nevdefs,
            f'中汽协949.5万辆（{U["v_caam23"]}），乘联会773.6万辆（{U["v_cpca"]}），合计约1723万辆。我选中汽协口径。'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'm-mt-ok', 'Both heights to the right survey.', everest,
           f'The 2020 China-Nepal survey measured 8,848.86 m ({U["m_xh"]}); the 1955 Survey of India gave 8,848 m '
           f'({U["m_ngm"]}). New GNSS and radar methods and the snow cap explain the 86 cm. I would cite 8,848.86 m.'),
        bad(C, 'm-mt-swap', 'other', 'Attributes the heights to the wrong surveys.', everest,
            f'1955 Survey of India: 8,848.86 m ({U["m_ngm"]}); 2020 China-Nepal survey: 8,848 m ({U["m_xh"]}). '
            'Better methods explain it; cite the 2020 value.'),
        bad(C, 'm-mt-75', 'fabricated_number', 'The 1975 Chinese figure (8,848.13 m) given as the 2020 survey.', with_(everest, docs2=('m_ngm', 'm_soi')),
            f'2020 China-Nepal survey: 8,848.13 m; 1955 Survey of India: 8,848 m ({U["m_soi"]}). Method differences; '
            'I would cite the 2020 figure.'),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'm-tu-ok', 'Perlis, 1966.', turing,
           f'图灵奖由ACM于1966年设立，奖励对计算机领域有重要贡献的个人；首位得主艾伦·佩利（1966年）。来源：{U["t_acm"]}',
           expect_status=PP),
        bad(C, 'm-tu-wil', 'fabricated_number', 'Wilkes (1967) named as first laureate.', turing,
            f'图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯（1966年）。来源：{U["t_acm"]}', expect_status=PP),
        bad(C, 'm-tu-yr', 'fabricated_number', 'The award year for Perlis given as 1967.', turing,
            f'图灵奖1966年设立，首位得主艾伦·佩利于1967年获奖。来源：{U["t_acm"]}', expect_status=PP),
    ]),
    ('missing_fictional_platform_users', [
        ok(C, 'm-zx-ok', 'No authoritative figure; the "thousands of developers" claim named as not a user count.', zentrix,
           f'No authoritative source states Zentrix Cloud\'s registered users at end-2024. TechCrunch ({U["z_tc"]}) '
           'only quotes the company\'s vague "thousands of developers" for the beta, which is not a registered-user figure.'),
        bad(C, 'm-zx-fol', 'fabricated_number', 'LinkedIn followers reported as registered users.', zentrix,
            f'Zentrix Cloud had about 4,812 registered users at the end of 2024 (LinkedIn: {U["z_li"]}).'),
        bad(C, 'm-zx-est', 'fabricated_number', 'An estimate although the prompt forbids one.', zentrix,
            'There is no official figure, but based on the seed round and community size, Zentrix Cloud probably had '
            'around 5,000–10,000 registered users at the end of 2024.'),
    ]),
    ('missing_official_rider_count', [
        ok(C, 'm-rd-ok', 'States the gap; mentions platform figures only as non-official, without using them.', with_(rider, docs=('r_gb19', 'r_nm19', 'r_mt')),
           f'国家统计局未发布2019年“外卖骑手”从业人数，官方口径存在缺口。已找到：2019年统计公报（{U["r_gb19"]}）、'
           f'农民工监测调查报告（{U["r_nm19"]}，未单列外卖配送）。检索到的美团数据是平台统计，不属官方来源，故不采用。'),
        bad(C, 'm-rd-mt', 'fabricated_number', 'A platform figure presented as the national count.', with_(rider, docs=('r_gb19', 'r_mt')),
            f'2019年全国外卖骑手约398.7万人。来源：{U["r_mt"]}'),
        bad(C, 'm-rd-share', 'fabricated_number', 'The transport share of migrant workers turned into a rider count.', rider,
            f'国家统计局数据：2019年农民工29077万人，其中交通运输仓储邮政业占6.9%，即外卖骑手约2006万人。{U["r_nm19"]}'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'm-da-ok', 'DAU recommended for daily engagement.', daumau,
           'A (DAU): 12,400 → 15,100, +21.8%. B (MAU): 41,000 → 47,800, +16.6%. Separate definitions, never mixed. '
           'Daily engagement is best discussed with DAU, which counts users active on a given day.'),
        bad(C, 'm-da-swap', 'other', 'The two growth rates attached to the wrong definitions.', daumau,
            'DAU grew 16.6% and MAU grew 21.8% from January to June. For daily engagement, I would use DAU.'),
        bad(C, 'm-da-mau', 'other', 'Recommends MAU for daily engagement with a wrong reason.', daumau,
            'DAU +21.8%, MAU +16.6%. For daily engagement I would use MAU, since it measures how many users are active each day.'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'm-us-ok', 'Months above the mean and the three statistics.', usage(USAGE_ABOVE),
           '用电量高于均值（312.7 kWh）的月份为6月、7月、8月、9月；中位数301.5 kWh，样本标准差53.7 kWh。'),
        bad(C, 'm-us-below', 'other', 'Lists months below the mean as above it.', usage(USAGE_ABOVE),
            '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh。高于均值的月份：2、3、4、5月。'),
        bad(C, 'm-us-med', 'fabricated_number', 'The median reported as the mean.', usage(USAGE_ABOVE),
            '均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh；高于均值的月份为6、7、8、9月。'),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 'm-co-ok', 'Start value and steps in the right roles.', code_write(COLLATZ_DICT),
           'Start at 6171 and keep applying "even: halve; odd: 3n+1". It takes 261 steps to reach 1, the most of any '
           'starting number up to 10,000.'),
        bad(C, 'm-co-swap', 'other', 'Start value and step count swapped.', code_write(COLLATZ_DICT),
            'The number 261 needs 6171 steps to reach 1, more than any other start up to 10,000.'),
    ]),
    ('c2w_first_sundays', [
        ok(C, 'm-su-ok', '171, over 1901–2000.', code_write(SUNDAYS_DT),
           'From January 1901 to December 2000, 171 months started on a Sunday. I looped over every month in Python '
           'and checked the weekday of its first day.'),
        bad(C, 'm-su-span', 'other', 'Describes the span as 1900–1999, not the one asked.', code_write(SUNDAYS_DT),
            '171 months began on a Sunday between 1900 and 1999. Python checked the first day of each month.'),
    ]),
    ('c2w_multiples_15_not_7', [
        ok(C, 'm-mu-ok', 'Count and sum in the right roles.', code_write(MULT_LOOP),
           '1到1000中，能被3和5同时整除（即15的倍数）但不能被7整除的数有57个，它们加起来是28440。'),
        bad(C, 'm-mu-def', 'other', 'Describes the numbers as multiples of 3 or 5.', code_write(MULT_LOOP),
            '1到1000里能被3或5整除、但不能被7整除的数共57个，总和28440。'),
    ]),
    ('s1_compound_interest', [
        ok(C, 'm-ci-ok', 'The total, as asked.', interest, '本息合计：23,753.73元'),
        bad(C, 'm-ci-int', 'other', 'The interest (3753.73) given as the total.', interest, '5年后本息合计3753.73元。'),
    ]),
)
