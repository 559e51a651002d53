"Meaning-level readings: roles swapped, direction inverted, wrong subject/year/definition, estimates in words, stale 'latest'."
from _s25tasks import *

C = 'meaning_wrong'
G = U['g_nbs']; IC = U['ic_q3']; IQ2 = U['ic_q2']; WB = U['n_wb']; GB = U['n_gb']; BLS = U['c_bls']; FED = U['c_fed']
MX = U['m_xh']; MN = U['m_ng']; CA = U['v_caam']; CP = U['v_cpca']; E24 = U['e_24']; TL = U['t_lau']
RG = U['r_gb']; RN = U['r_nmg']

TOUR = '口径：材料甲是旅游总收入（国内+入境），材料乙只算国内旅游收入，二者不能混用。{x}'
NEV = ('| 来源 | 口径 | 2023年新能源汽车销量 | 单位 |\n|---|---|---|---|\n| {a} | {ad} | {av} | 万辆 |\n| {b} | {bd} | {bv} | 万辆 |\n'
       '{tail}\n来源：{u1} ；{u2}')
DAU = ('DAU (Dashboard A): {d}; MAU (Report B): {m}. {tail}')

ENTRIES = tagged('mw', entries(
    ('conflict_tourism_revenue', ok(C, 'tour-right', 'Uses only the total-revenue definition: 28.8%; explains the difference.',
        tourism, TOUR.format(x='按“旅游总收入”口径：(1520−1180)÷1180，2023年增长28.8%。'))),
    ('conflict_tourism_revenue', bad(C, 'tour-domestic', 'wrong_computation', 'It computes the growth on 材料乙\'s domestic revenue (27.7%), not the total-revenue definition the task requires.',
        with_(tourism, expr='(1430-1120)/1120*100'), TOUR.format(x='按国内旅游收入口径：2023年增长27.7%。'))),
    ('conflict_tourism_revenue', bad(C, 'tour-avg', 'wrong_computation', 'It averages the two definitions\' growth rates (28.3%), which the task forbids.',
        with_(tourism, more=('(1430-1120)/1120*100', '(28.8+27.7)/2')), TOUR.format(x='两个口径平均，2023年增长约28.3%。'))),
    ('conflict_nev_two_definitions', ok(C, 'nev-retail', 'Both definitions kept apart with units; choosing the retail definition for consumer demand is a reasoned choice.',
        nevdefs, NEV.format(a='中汽协', ad='批发（企业销量，含商用车）', av='949.5', b='乘联会', bd='零售（新能源乘用车）', bv='773.6',
                            tail='不相加、不平均。研究终端消费需求时我选乘联会零售口径：更贴近消费者实际购车。', u1=CA, u2=CP))),
    ('conflict_nev_two_definitions', bad(C, 'nev-swap', 'other', 'The figures are swapped between the associations: 949.5万辆 is CAAM\'s, 773.6万辆 is CPCA retail.',
        nevdefs, NEV.format(a='中汽协', ad='批发（企业销量，含商用车）', av='773.6', b='乘联会', bd='零售（新能源乘用车）', bv='949.5',
                            tail='不相加、不平均。研究终端消费需求时我选乘联会零售口径：更贴近消费者实际购车。', u1=CA, u2=CP))),
    ('conflict_nev_two_definitions', bad(C, 'nev-sum', 'other', 'It adds the two definitions into a 1,723.1万辆 "total", which the task forbids.',
        nevdefs, NEV.format(a='中汽协', ad='批发（企业销量，含商用车）', av='949.5', b='乘联会', bd='零售（新能源乘用车）', bv='773.6',
                            tail='两者合计1723.1万辆，作为后续分析的总量。', u1=CA, u2=CP))),
    ('conflict_dau_vs_mau', ok(C, 'dau-right', 'Each growth on its own definition; DAU chosen for daily engagement with a reason.',
        daumau, DAU.format(d='+21.8%', m='+16.6%', tail='For daily engagement I would use DAU; MAU counts anyone who showed up once in the month.'))),
    ('conflict_dau_vs_mau', bad(C, 'dau-swapped', 'other', 'The two growth rates are attached to the wrong definitions (DAU grew 21.8%, MAU 16.6%).',
        daumau, DAU.format(d='+16.6%', m='+21.8%', tail='For daily engagement I would use DAU; MAU counts anyone who showed up once in the month.'))),
    ('conflict_dau_vs_mau', bad(C, 'dau-mau', 'other', 'It recommends MAU for discussing daily engagement, the opposite of what the definitions support.',
        daumau, DAU.format(d='+21.8%', m='+16.6%', tail='For daily engagement I would use MAU: it is the larger, more stable number.'))),
    ('stop_iceland_population', ok(C, 'ice-latest', 'The Q3 2026 release is the most recent; figure, date and URL; no analysis.',
        iceland, f'Most recent Statistics Iceland figure: 402,180 residents on 30 September 2026. Source: {IC}')),
    ('stop_iceland_population', bad(C, 'ice-q2', 'other', 'It presents the Q2 figure as the most recent although the Q3 release it retrieved is newer.',
        with_(iceland, docs=('ic_q3', 'ic_q2')), f'Most recent Statistics Iceland figure: 400,310 residents on 30 June 2026. Source: {IQ2}')),
    ('r2w_china_population_revisit', ok(C, 'cn-first', 'Growth 0.34% a year over 2013–2023 with 2022 as the first annual decline; URLs.',
        cnpop, f'2013至2023年中国总人口年均增长0.34%（世界银行，{WB}）。但2022年末比上年末减少85万人，是首次出现年度下降（{GB}），2023年延续下降。')),
    ('r2w_china_population_revisit', bad(C, 'cn-year', 'other', 'It names 2023 as the first year of decline; the NBS bulletin it found says 2022.',
        cnpop, f'2013至2023年中国总人口年均增长0.34%（世界银行，{WB}）。2023年末人口比上年末减少，是首次出现年度下降（{GB}）。')),
    ('r2w_china_population_revisit', bad(C, 'cn-sign', 'other', 'It says the population fell 0.34% a year over the decade; it rose (1.363 to 1.411 billion).',
        cnpop, f'2013至2023年中国总人口年均下降0.34%（世界银行，{WB}）。2022年末比上年末减少85万人，是首次出现年度下降（{GB}）。')),
    ('r2w_cpi_then_fed_target', ok(C, 'cpi-above', 'Prices rose 30.8%, more than the ~21.9% a 2% target implies; URLs.',
        with_(cpi, after=('(1.02**10-1)*100',)),
        f'Prices rose faster than the Fed wants: CPI-U +30.8% from 2013 to 2023, while 2% a year would give about +21.9%. {BLS} {FED}')),
    ('r2w_cpi_then_fed_target', bad(C, 'cpi-below', 'other', 'It says inflation stayed below the target path, but 30.8% exceeds the ~21.9% it implies.',
        with_(cpi, after=('(1.02**10-1)*100',)),
        f'Prices rose slower than the Fed wants: CPI-U +30.8% from 2013 to 2023, below what a 2% target implies. {BLS} {FED}')),
    ('conflict_everest_height', ok(C, 'ev-cite', 'Heights attached to the right surveys, a one-sentence reason, cites 2020.',
        everest, f'2020 China–Nepal: 8,848.86 m ({MX}). 1955 Survey of India: 8,848 m ({MN}). The newer figure uses satellite positioning and '
                 'includes a measured snow cap; I would cite 8,848.86 m.')),
    ('conflict_everest_height', bad(C, 'ev-swap', 'other', 'The two heights are attached to the wrong surveys.',
        everest, f'2020 China–Nepal: 8,848 m ({MX}). 1955 Survey of India: 8,848.86 m ({MN}). The newer figure uses satellite positioning and '
                 'includes a measured snow cap; I would cite the 2020 figure.')),
    ('missing_fictional_platform_users', ok(C, 'zx-none', 'Says plainly that no authoritative figure exists and does not estimate.',
        zentrix, 'I could not find an authoritative figure. The search turned up only Zentrix Cloud\'s GitHub organisation and its own '
                 'year-in-review blog post, neither of which states a registered-user count for end-2024. I will not estimate one.')),
    ('missing_fictional_platform_users', bad(C, 'zx-words', 'fabricated_number', 'It says no source exists but then estimates in words (tens of thousands), which the task forbids.',
        zentrix, 'I could not find an authoritative figure. Judging by its GitHub following and blog, Zentrix Cloud probably has somewhere in '
                 'the tens of thousands of registered users, but nothing official confirms it.')),
    ('missing_official_rider_count', ok(C, 'rider-gap', 'States the gap and lists the NBS sources found, without a media figure.',
        rider, f'国家统计局未公布2019年“外卖骑手”从业人数。相关官方来源：2019年统计公报（{RG}）；2019年农民工监测调查报告（{RN}），其中未单列外卖送餐人员。')),
    ('missing_official_rider_count', bad(C, 'rider-media', 'fabricated_number', 'It fills the gap with a platform figure (约398.7万), which the task forbids.',
        with_(rider, docs=('r_gb', 'r_mt')), f'国家统计局未公布这一指标；按美团研究院数据，2019年外卖骑手约398.7万人，可作为全国从业人数参考。来源：{RG}')),
    ('missing_cost_for_margin', ok(C, 'margin-ask', 'Asks for the cost figure and does not estimate.',
        ask, '毛利率需要营业成本。请告诉我2024年第二季度的营业成本（或毛利额），我再按（236万元 − 成本）÷ 236万元计算。')),
    ('missing_cost_for_margin', bad(C, 'margin-guess', 'other', 'It estimates a typical margin in words (三成左右), which the user said not to do.',
        ask, '还缺营业成本，请提供。在拿到成本之前，按一般门店经验，毛利率大概在三成左右。')),
    ('loop_turing_award_verify', ok(C, 'turing-right', 'Established 1966, first laureate Alan Perlis (1966); URL; under 150 characters.',
        turing, f'图灵奖是ACM于1966年设立的计算机科学最高奖项之一。首位得主为艾伦·佩利（Alan Perlis），1966年因编程技术与编译器方面的贡献获奖。{TL}')),
    ('loop_turing_award_verify', bad(C, 'turing-wilkes', 'other', 'It names Maurice Wilkes (1967) as the first laureate; Perlis won the first award in 1966.',
        turing, f'图灵奖是ACM于1966年设立的计算机科学最高奖项之一。首位得主为莫里斯·威尔克斯（Maurice Wilkes），1967年获奖（另有佩利）。{TL}')),
    ('r2w_grain_output_growth', ok(C, 'grain-up', 'Output rose 1.29% from 2022 to 2023; URL.',
        grain, f'2023年全国粮食总产量69541万吨，较2022年68653万吨增长1.29%，再创新高。来源：{G}')),
    ('r2w_grain_output_growth', bad(C, 'grain-down', 'other', 'It says output fell 1.29%; it rose.',
        grain, f'2023年全国粮食总产量69541万吨，较2022年68653万吨下降1.29%。来源：{G}')),
    ('r2w_ev_sales_cagr', ok(C, 'ev-reason', 'CAGR 67.1% from about 3 to 14 million, with an accurate reading of what it means.',
        ev, f'Global EV sales compounded at 67.1% a year (CAGR, 2020–2023): about 3 million cars in 2020, nearly 14 million in 2023 (IEA). {E24}')),
    ('r2w_ev_sales_cagr', bad(C, 'ev-doubling', 'other', 'Right CAGR, wrong reason: 67.1% a year is not doubling every year (that would be 100%).',
        ev, f'Global EV sales compounded at 67.1% a year (CAGR, 2020–2023), meaning sales doubled every year: about 3 million cars in 2020, nearly 14 million in 2023 (IEA). {E24}')),
    ('missing_conversions', ok(C, 'conv-ask', 'Names what is missing (conversions) and asks for it, with no rate.',
        ask, 'To compute the conversion rate I need the number of conversions (e.g. purchases or sign-ups) from the March campaign. How many were there?')),
    ('stop_after_signup_stats', ok(C, 'signup-right', 'Mean and last-week growth are the right statistics; stops.',
        signups, 'Mean: 349.33. Growth, last week over the week before: 3.35%.')),
    ('stop_after_signup_stats', bad(C, 'signup-firstlast', 'other', 'It reports growth from week 1 to week 6 (29.35%) instead of last week over the week before.',
        with_(signups, expr='(401-310)/310*100'), 'Mean: 349.33. Growth, last week over the week before: 29.35%.')),
))

I = U['i_nbs']; I22 = U['i_nbs22']; E21 = U['e_21']
ENTRIES += tagged('mw', entries(
    ('r2w_cpi_then_fed_target', bad(C, 'cpi-2012', 'wrong_computation', 'It takes the 2012 annual average (229.594) as the 2013 value, so the change (32.7%) is for the wrong year.',
        with_(cpi, expr='(304.702-229.594)/229.594*100', after=('(1.02**10-1)*100',)),
        f'CPI-U annual average: 229.594 (2013) → 304.702 (2023), +32.7% in ten years, versus ~21.9% under a 2% target. {BLS} {FED}')),
    ('stop_after_income_growth', bad(C, 'income-urban', 'wrong_computation', 'It uses the 2022 urban per-capita income (49283元) as the national figure.',
        with_(income, expr='(39218-49283)/49283*100'), f'2022年49283元，2023年39218元，名义增长−20.4%。来源：{I22}')),
    ('stop_after_income_growth', ok(C, 'income-nominal', 'Gives the nominal growth (6.3%), not the real 6.1% the release also states; URL; stops.',
        income, f'2022年36883元；2023年39218元；名义增长率（未扣除价格因素）6.3%。{I}')),
    ('r2w_ev_sales_cagr', bad(C, 'ev-stock', 'wrong_computation', 'It takes the 2020 electric car stock (10 million) as 2020 sales, so the CAGR (11.9%) is for the wrong statistic.',
        with_(ev, expr='(14/10)**(1/3)-1'), f'Global EV sales grew from 10 million in 2020 to nearly 14 million in 2023: a CAGR of 11.9% (IEA). {E21}')),
    ('loop_turing_award_verify', ok(C, 'turing-first', 'Set up in 1966 and first awarded to Perlis the same year; URL.',
        turing, f'图灵奖（A.M. Turing Award）：ACM于1966年设立，同年首次颁奖，得主为艾伦·佩利（Alan J. Perlis）。来源：{TL}')),
    ('conflict_nev_two_definitions', ok(C, 'nev-caam', 'Definitions kept apart; CAAM chosen for the whole industry with a reason; two URLs.',
        nevdefs, NEV.format(a='中国汽车工业协会', ad='批发（企业出厂销量）', av='949.5', b='乘用车市场信息联席会', bd='零售（终端上牌口径）', bv='773.6',
                            tail='两口径不可相加或平均。做整体产业分析选中汽协：覆盖乘用车和商用车，且包含出口。', u1=CA, u2=CP))),
    ('missing_fictional_platform_users', bad(C, 'zx-thousands', 'fabricated_number', 'It turns the 2.1k GitHub followers into a registered-user count, an estimate the task forbids.',
        zentrix, 'No official registered-user number exists, but based on its 2.1k GitHub followers Zentrix Cloud has about 2,100 registered users.')),
))
