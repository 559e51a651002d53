"""Meaning: the right numbers in the right roles. Acceptable answers pick the asked-for value among several the
sources give and state extra context figures correctly (sown area, soybeans, the threshold and adoption dates,
the previous quarter and a projection, Python 2.6, the fleet and the sales share, December CPI and PCE, the 2023
decline, natural decrease, production and exports, CPCA wholesale, the 2005 rock height, the 1967 laureate, a
marketing claim, definitions and statistics). Failing answers swap two years, roles or values, invert a direction
(a fall for a rise, the growth branch, below the target path, slower, months below the mean), put a value on the
wrong subject, date, span, statistic, source or definition, mix definitions, or estimate in words where the prompt
forbids it."""
from _s18tasks import *

C = 'meaning_wrong'

# ---------- grain (zh) ----------
GR = ('国家统计局：2023年全国粮食总产量69541万吨，2022年68653万吨，2023年增长1.29%；同期粮食播种面积118969千公顷，'
      f'比上年增长0.5%。来源：{U["gn_jd"]}')
GR_SOY = (f'2023年全国粮食总产量69541万吨，比2022年（68653万吨）增长1.29%。其中大豆产量2084万吨，增长2.8%。'
          f'来源：{U["gn_jd"]}')
GRAIN = [
    ok(C, 'mw-grain-area', 'The total\'s growth (1.29%) kept apart from the sown area\'s (0.5%).', grain, GR),
    ok(C, 'mw-grain-soy', 'Soybean output and growth given as soybeans, the total as the total.', grain, GR_SOY),
    bad(C, 'mw-grain-decline', 'other', 'The direction is inverted: the total "fell" 1.29%.',
        grain, sub(GR_SOY, ('增长1.29%', '下降1.29%'))),
    bad(C, 'mw-grain-yield-subject', 'other', 'The 1.29% growth is attached to per-hectare yield, not total output.',
        grain, f'国家统计局：2023年全国粮食总产量69541万吨（2022年68653万吨），粮食单位面积产量比上年增长1.29%。来源：{U["gn_jd"]}'),
]

# ---------- income (zh, stop) ----------
IN = f'| 年份 | 全国居民人均可支配收入 |\n|---|---|\n| 2022 | 36883元 |\n| 2023 | 39218元 |\n\n名义增长率：6.3%\n来源：{U["nbs23"]}；{U["ic_22"]}'
INCOME = [
    ok(C, 'mw-income-table', 'The two years in the right rows and the nominal rate.', income, IN),
    bad(C, 'mw-income-real', 'other', 'The nominal 6.3% is called the real (price-adjusted) growth.',
        income, sub(IN, ('名义增长率：6.3%', '实际增长率：6.3%'))),
    bad(C, 'mw-income-median', 'other', 'The figures are labelled as the median income.',
        income, sub(IN, ('全国居民人均可支配收入 |', '全国居民人均可支配收入中位数 |'))),
]

# ---------- Paris (zh) ----------
PA = '《巴黎协定》于2016年11月4日正式生效（2015年12月12日在巴黎通过）。来源：' + U['pa_un']
PARIS = [
    ok(C, 'mw-paris-adopted', 'Entry into force, with the adoption date correctly labelled as adoption.', paris, PA),
    ok(C, 'mw-paris-threshold', 'The threshold date labelled as the threshold; entry into force 4 November 2016.',
       with_(paris, docs=('pa_status',)),
       '正式生效日期：2016年11月4日（2016年10月5日达到生效门槛）。来源：' + U['pa_status']),
    bad(C, 'mw-paris-adoption-as-force', 'other', 'The adoption date is given as the date of entry into force.',
        paris, '《巴黎协定》于2015年12月12日正式生效。来源：' + U['pa_un']),
    bad(C, 'mw-paris-threshold-as-force', 'other', 'The threshold date is given as the date of entry into force.',
        with_(paris, docs=('pa_status',)), '正式生效日期：2016年10月5日。来源：' + U['pa_status']),
]

# ---------- Iceland (en, stop) ----------
IS = ('Latest Statistics Iceland figure: 399,460 residents at the end of Q4 2026 (31 December 2026), up 1,150 on '
      f'the quarter. Source: {U["isl_q4"]}')
ICELAND = [
    ok(C, 'mw-iceland-q4', 'The end-of-Q4 figure with its date and quarterly change.', iceland, IS),
    ok(C, 'mw-iceland-projection', 'The latest figure, with the projection of passing 400,000 in 2027 labelled as '
       'a projection.', with_(iceland, docs=('isl_q4', 'isl_proj')),
       f'399,460 people (31 December 2026), per Statistics Iceland: {U["isl_q4"]}. For context, its medium '
       'projection has the population passing 400,000 in 2027 — a projection, not a count.'),
    bad(C, 'mw-iceland-q3', 'other', 'Gives the previous quarter (398,310, 30 September 2026) as the latest figure.',
        with_(iceland, docs=('isl_q4', 'isl_q3')),
        f'Latest Statistics Iceland figure: 398,310 residents (30 September 2026). Source: {U["isl_q3"]}'),
    ok(C, 'mw-iceland-foreign', 'The total with foreign citizens and the capital region labelled as parts.',
       iceland, f'Statistics Iceland: 399,460 residents on 31 December 2026 (end of Q4 2026), of whom 85,340 are '
                f'foreign citizens and 255,020 live in the capital region. {U["isl_q4"]}'),
    bad(C, 'mw-iceland-estimate', 'other', 'Answers with the projection in words ("about 400,000") instead of the count.',
        with_(iceland, docs=('isl_q4', 'isl_proj')),
        f'Iceland now has roughly 400,000 inhabitants, according to Statistics Iceland ({U["isl_proj"]}).'),
]

# ---------- Python releases (en, stop) ----------
PY = (f'- Python 2.0: 2000 (released 16 October 2000) — {U["pyh_wn2"]}\n'
      f'- Python 3.0: 2008 (released 3 December 2008) — {U["pyh_300"]}')
PYREL = [
    ok(C, 'mw-py-26-context', 'Python 3.0 in 2008; Python 2.6\'s date in the PEP kept as 2.6\'s.',
       with_(pyrel, docs2=('pyh_361',)),
       f'Python 2.0: released in 2000 ({U["pyh_wn2"]}).\nPython 3.0: released 3 December 2008, two months after '
       f'Python 2.6 (1 October 2008) ({U["pyh_361"]}).'),
    ok(C, 'mw-py-license', 'Python 2.0 in 2000 from the license history (1.6 also in 2000, as 1.6).',
       with_(pyrel, docs1=('pyh_lic',)),
       f'Python 2.0 — 2000, the only BeOpen.com release (1.6 also came out in 2000): {U["pyh_lic"]}\n'
       f'Python 3.0 — 2008: {U["pyh_300"]}'),
    bad(C, 'mw-py-26-date', 'other', 'Python 3.0 is dated October 2008 (2.6\'s release).',
        with_(pyrel, docs2=('pyh_361',)),
        f'Python 2.0: 2000 ({U["pyh_wn2"]})\nPython 3.0: October 2008 ({U["pyh_361"]})'),
    bad(C, 'mw-py-201', 'other', 'Python 2.0 is dated 2001 (the 2.0.1 bugfix release).',
        with_(pyrel, docs1=('pyh_lic',)), f'Python 2.0 — 2001: {U["pyh_lic"]}\nPython 3.0 — 2008: {U["pyh_300"]}'),
]

# ---------- OWASP (en) ----------
OWASP = [
    ok(C, 'mw-owasp-direct-indirect', 'Prompt Injection, with its direct and indirect forms described correctly.',
       owasp, f'LLM01 is Prompt Injection: user prompts or external content (websites, files) that alter the model\'s '
              f'behaviour — direct or indirect injection. Source: {U["ow_llmtop"]}'),
    bad(C, 'mw-owasp-llm02', 'other', 'Names LLM02 (Insecure Output Handling) as LLM01.',
        owasp, f'OWASP LLM01 is "Insecure Output Handling". Source: {U["ow_inj"]}'),
]

# ---------- EV (en) ----------
EVF = ('IEA: about 3 million electric cars were sold in 2020 and nearly 14 million in 2023 — a 67.1% CAGR. The '
       f'total fleet on the road reached 40 million in 2023. {U["ev_24es"]}')
EV = [
    ok(C, 'mw-ev-fleet', 'Sales and the 40 million fleet kept apart.', ev, EVF),
    ok(C, 'mw-ev-share', 'The 18% sales share labelled as share, the 35% as year-on-year growth.', ev,
       'Electric car sales (IEA): ~3M in 2020 → ~14M in 2023, CAGR 67.1%. In 2023 they were about 18% of all '
       f'cars sold, and sales rose 35% year on year. {U["ev_24es"]}'),
    bad(C, 'mw-ev-fleet-subject', 'other', 'Says the fleet (stock) grew from 3 to 14 million; those are annual sales.',
        ev, sub(EVF, ('about 3 million electric cars were sold in 2020 and nearly 14 million in 2023',
                      'the global electric car fleet grew from about 3 million in 2020 to nearly 14 million in 2023'),
                ('The total fleet on the road reached 40 million in 2023. ', ''))),
    bad(C, 'mw-ev-evvolumes-as-iea', 'other', 'Uses EV Volumes\' 14.2 million (incl. vans) as the IEA figure.',
        with_(ev, docs1=('ev_24es', 'ev_vol'), expr='(14.2/3)**(1/3)-1'),
        'Per the IEA, 2023 electric car sales were 14.2 million, up from 3 million in 2020: a CAGR of 67.9%. '
        + U['ev_vol']),
]

# ---------- CPI (en) ----------
CP = ('BLS CPI-U annual averages: 232.957 (2013) and 304.702 (2023), +30.8%. (The December 2023 index, 306.746, is '
      'a monthly value and was not used.) The Fed\'s longer-run 2% goal — measured on PCE prices, not CPI — '
      'compounds to about 21.9% over ten years, so prices rose faster than the target path. '
      f'{U["cpi_tbl"]} {U["fed_stmt"]}')
CPI = [
    ok(C, 'mw-cpi-annual-vs-dec', 'Annual averages used, December value labelled monthly, the target on PCE.',
       with_(cpi, after=('(1.02**10-1)*100',)), CP, expect_status=PP),
    bad(C, 'mw-cpi-below', 'other', 'The comparison is inverted: prices said to have risen "slower" than the 2% path.',
        with_(cpi, after=('(1.02**10-1)*100',)), sub(CP, ('so prices rose faster than the target path',
                                                           'so prices rose more slowly than the target path')),
        expect_status=PP),
    bad(C, 'mw-cpi-december-as-annual', 'other', 'The December 2023 index is presented as the 2023 annual average.',
        with_(cpi, expr='(306.746/232.957-1)*100', after=('(1.02**10-1)*100',)),
        'BLS CPI-U: the 2023 annual average was 306.746 against 232.957 in 2013, +31.7%. The Fed\'s 2% goal '
        'compounds to 21.9% over ten years, so inflation outran it. ' + U['cpi_tbl'], expect_status=PP),
    bad(C, 'mw-cpi-fed-measure', 'other', 'Says the Fed\'s 2% target is defined on CPI (it is PCE).',
        with_(cpi, after=('(1.02**10-1)*100',)),
        'CPI-U (BLS): 232.957 → 304.702, +30.8% from 2013 to 2023. The Federal Reserve targets 2% annual CPI '
        'inflation, which over ten years implies 21.9%; CPI beat its own target by about 9 points. '
        + U['fed_stmt'], expect_status=PP),
]

# ---------- China population (zh) ----------
CN = ('世界银行：中国人口2013年1,363,240,000，2023年1,410,710,000，十年复合年均变化率+0.34%。'
      '国家统计局：2022年末人口141175万人，比上年末减少85万人，为首次年度下降；2023年末又减少208万人。'
      f'来源：{U["cnp_zh"]}；{U["cnp_22"]}')
CNPOP = [
    ok(C, 'mw-cnpop-2023-further', 'The first decline 2022 and the further decline in 2023 correctly told apart.',
       with_(cnpop, docs2=('cnp_22', 'nbs23')), CN),
    bad(C, 'mw-cnpop-first-2023', 'other', 'Names 2023 as the first year of decline.',
        with_(cnpop, docs2=('cnp_22', 'nbs23')),
        '世界银行：中国人口2013年1,363,240,000，2023年1,410,710,000，复合年均变化率0.34%。中国总人口首次年度下降出现在2023年'
        f'（年末比上年末减少208万人）。来源：{U["cnp_zh"]}；{U["nbs23"]}'),
    bad(C, 'mw-cnpop-direction', 'other', 'Says the population fell 0.34% a year over 2013–2023 (it rose).',
        cnpop, '世界银行数据显示，中国人口2013年1,363,240,000、2023年1,410,710,000，十年间年均下降0.34%。'
               f'首次年度下降出现在2022年（减少85万人）。来源：{U["cnp_zh"]}；{U["cnp_22"]}'),
]

# ---------- Japan (en) ----------
JP = ('Decline branch. World Bank SP.POP.TOTL: 127,445,000 (2013) → 124,516,650 (2023), −0.23% a year compounded. '
      'Cause (MHLW): in 2023 deaths of Japanese nationals (1,576,016) far exceeded births (727,288), a record '
      f'natural decrease of 848,728. {U["jpn_wb"]}')
JAPAN = [
    ok(C, 'mw-japan-natural', 'Births, deaths and the natural decrease in their places; decline branch.', japan, JP),
    ok(C, 'mw-japan-jt', 'The Japan Times\' 124.35 million (1 October, incl. foreign residents) labelled as such.',
       with_(japan, docs2=('jpn_jt',)),
       'Decline branch: World Bank data show Japan at 127,445,000 in 2013 and 124,516,650 in 2023, −0.23% per year '
       '(compound). The Japan Times reports a 13th straight annual fall (to 124.35 million on 1 October 2023, '
       f'official estimate) with an ageing population. World Bank: {U["jpn_wb"]}'),
    bad(C, 'mw-japan-growth-branch', 'other', 'Says "growth branch" although the population fell.',
        japan, sub(JP, ('Decline branch.', 'Growth branch.'))),
    bad(C, 'mw-japan-jt-as-wb', 'other', 'Gives the Japan Times\' 124.35 million as the World Bank 2023 value.',
        with_(japan, docs2=('jpn_jt',), expr='(124350000/127445000)**(1/10)-1'),
        'Decline branch: World Bank SP.POP.TOTL gives 127.445 million for 2013 and 124.35 million for 2023, a '
        'compound rate of −0.25% a year; the Japan Times notes a 13th straight fall. ' + U['jpn_wb']),
]

# ---------- NEV CAGR (zh) ----------
NV = ('据中汽协，新能源汽车销量2021年352.1万辆、2023年949.5万辆（2023年产量为958.7万辆，未采用），CAGR约64.2%。'
      f'来源：{U["ne_23"]}')
NEV = [
    ok(C, 'mw-nev-sales-not-production', 'Sales used; production mentioned and labelled as production.', nevcagr, NV),
    ok(C, 'mw-nev-exports', 'Exports (120.3万辆) and market share (31.6%) stated correctly as context.', nevcagr,
       '中汽协口径新能源汽车销量：2021年352.1万辆→2023年949.5万辆，两年CAGR约64.2%；2023年市场占有率31.6%，出口120.3万辆。'
       f'来源：{U["ne_23"]}'),
    bad(C, 'mw-nev-production', 'other', 'Uses production (354.5 → 958.7万辆) as sales.',
        with_(nevcagr, expr='(958.7/354.5)**(1/2)-1'),
        f'中汽协数据：新能源汽车销量2021年354.5万辆、2023年958.7万辆，CAGR约64.4%。来源：{U["ne_23"]}'),
    bad(C, 'mw-nev-share', 'other', 'Calls the 37.9% sales growth the 2023 market share.',
        nevcagr, '中汽协：新能源汽车销量2021年352.1万辆、2023年949.5万辆，CAGR约64.2%；2023年市场占有率达37.9%。'
                 f'来源：{U["ne_23"]}'),
]

# ---------- NEV definitions (zh) ----------
ND = ('- 中汽协（企业批发口径，含出口与商用车）：2023年新能源汽车销量949.5万辆 ' + U['ne_23'] + '\n'
      '- 乘联会（国内乘用车零售口径）：2023年新能源乘用车零售773.6万辆（其厂商批发为886.4万辆）' + U['ne_cpca'] + '\n'
      '不同口径不相加、不平均。后续分析选中汽协口径：覆盖全部车型，与历年行业统计一致。')
NEVDEFS = [
    ok(C, 'mw-nevdefs-cpca-wholesale', 'CPCA\'s wholesale figure labelled as wholesale, retail as retail.', nevdefs, ND),
    bad(C, 'mw-nevdefs-wholesale-as-retail', 'other', 'CPCA\'s wholesale 886.4万辆 is given as its retail figure.',
        nevdefs, sub(ND, ('2023年新能源乘用车零售773.6万辆（其厂商批发为886.4万辆）', '2023年新能源乘用车零售886.4万辆'))),
    bad(C, 'mw-nevdefs-sum', 'other', 'Adds the two definitions into one total.',
        nevdefs, sub(ND, ('不同口径不相加、不平均。', '两者合计约1723.1万辆。'))),
]

# ---------- Everest (en) ----------
EH = ('2020 China–Nepal survey (snow surface): 8,848.86 m — ' + U['mt_cgtn'] + '\n1955 Survey of India: 8,848 m — '
      + U['mt_hindu'] + '\nThey differ because of newer survey technology and the snow depth; China\'s 2005 '
      'rock height of 8,844.43 m is a third, different measure. I would cite 8,848.86 m today.')
EVEREST = [
    ok(C, 'mw-everest-rock', 'The 2005 rock height labelled as such, apart from the two heights asked for.',
       with_(everest, docs1=('mt_cgtn', 'mt_ng')), EH),
    bad(C, 'mw-everest-2005-as-2020', 'other', 'Gives the 2005 rock height as the 2020 survey result.',
        with_(everest, docs1=('mt_cgtn', 'mt_ng')),
        '2020 China–Nepal survey: 8,844.43 m (' + U['mt_ng'] + '); 1955 Survey of India: 8,848 m (' + U['mt_hindu'] +
        '). The gap reflects methods and snow. I would cite the 2020 figure.'),
]

# ---------- Turing (zh) ----------
TU = ('图灵奖由ACM于1966年设立。首位得主是艾伦·佩利（1966年），第二位是1967年的莫里斯·威尔克斯。'
      f'来源：{U["tu_acm"]}')
TURING = [
    ok(C, 'mw-turing-wilkes-context', 'The 1967 laureate mentioned as second; Perlis first, 1966.', turing, TU,
       expect_status=PP),
    bad(C, 'mw-turing-wilkes-first', 'other', 'Names Wilkes (1967) as the first laureate.',
        turing, f'图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯（1967年获奖）。来源：{U["tu_acm"]}',
        expect_status=PP),
    bad(C, 'mw-turing-namesake', 'other', 'Names Alan Turing, the namesake, as the first laureate.',
        turing, f'图灵奖由美国计算机协会于1966年设立，首位获奖者是艾伦·图灵本人。来源：{U["tu_baike"]}',
        expect_status=PP),
]

# ---------- Zentrix (en) ----------
ZENTRIX = [
    ok(C, 'mw-zentrix-claim-context', 'The marketing line reported as a claim, not a registered-user figure.',
       zentrix, 'There is no authoritative figure. Zentrix Cloud\'s own site says it is "trusted by 40,000+ '
                'developers", but that is an unaudited marketing claim, not a count of registered users at the end '
                f'of 2024, and the e-Business Register ({U["zx_reg"]}) holds no user numbers.'),
    bad(C, 'mw-zentrix-claim-as-figure', 'other', 'Reports the marketing claim as the registered-user count.',
        zentrix, f'Zentrix Cloud had more than 40,000 registered users at the end of 2024 (source: {U["zx_site"]}).'),
    bad(C, 'mw-zentrix-estimate', 'other', 'States the gap, then estimates in words although told not to.',
        zentrix, 'No authoritative source gives the figure. Judging from its 34 employees and EUR 1.9 million revenue, '
                 'the platform probably had somewhere around 20,000–30,000 registered users by the end of 2024.'),
]

# ---------- riders (zh) ----------
RIDER = [
    ok(C, 'mw-rider-new-occupation', 'The 2020 new-occupation notice reported for what it is: no head count.',
       with_(rider, docs=('rd_gb19', 'rd_hrss')),
       '国家统计局官方来源没有公布2019年全国外卖骑手从业人数。相关来源：2019年统计公报只有就业人员、农民工总量，'
       f'无骑手分项（{U["rd_gb19"]}）；2020年人社部与国家统计局等联合发布新职业“网约配送员”，但未公布从业人数'
       f'（{U["rd_hrss"]}）。因此这一指标存在官方数据缺口。'),
    bad(C, 'mw-rider-platform-as-official', 'other',
        'Presents Ele.me\'s platform count as an official NBS figure.',
        with_(rider, docs=('rd_gb19', 'rd_elm')),
        f'据国家统计局数据，2019年全国外卖骑手超过300万人。来源：{U["rd_elm"]}'),
    bad(C, 'mw-rider-estimate', 'other', 'Notes the gap, then fills it with an estimate in words.',
        rider, f'国家统计局未单列“外卖骑手”指标（见{U["rd_gb19"]}）。结合农民工总量29077万人推算，2019年外卖骑手大约在'
               '数百万人量级。'),
]

# ---------- DAU / MAU (en) ----------
DM = ('Separately: DAU (daily average) 12,400 → 15,100, +21.8%; MAU (monthly) 41,000 → 47,800, +16.6%. For daily '
      'engagement I would use DAU, because it counts people active on a typical day; MAU includes people who '
      'came once in the month.')
DAUMAU = [
    ok(C, 'mw-daumau-choice', 'Each growth with its definition; DAU for daily engagement.', daumau, DM),
    bad(C, 'mw-daumau-mau-choice', 'other', 'Recommends MAU for discussing daily engagement.',
        daumau, sub(DM, ('For daily engagement I would use DAU, because it counts people active on a typical day; MAU '
                         'includes people who came once in the month.',
                         'For daily engagement I would use MAU, because it is larger and more stable than DAU.'))),
    bad(C, 'mw-daumau-swapped', 'other', 'The growth rates are swapped between the definitions.',
        daumau, sub(DM, ('12,400 → 15,100, +21.8%', '12,400 → 15,100, +16.6%'), ('41,000 → 47,800, +16.6%', '41,000 → 47,800, +21.8%'))),
]

# ---------- tourism (zh) ----------
TO = ('两份材料口径不同：甲是旅游总收入（国内+入境），乙只含国内旅游收入。选旅游总收入口径：1,520亿元对1,180亿元，'
      '2023年增长28.8%；不混用乙的数据。')
TOURISM = [
    ok(C, 'mw-tourism-defs', 'The definitions told apart; total revenue chosen.', tourism, TO),
    bad(C, 'mw-tourism-label', 'other', 'Describes the 1,520 / 1,180 series as domestic revenue.',
        tourism, '甲为国内旅游收入，乙为旅游总收入。选甲：1,520亿元对1,180亿元，2023年增长28.8%。'),
]

# ---------- retail (zh) ----------
RT = '甲为批发口径（含出口），乙为零售口径，二者不可混用。选零售口径：2023年10.5万辆，2022年7.5万辆，增长40.0%。'
RETAIL = [
    ok(C, 'mw-retail-choice', 'Retail chosen and computed; wholesale not mixed in.', retail, RT),
    bad(C, 'mw-retail-wholesale-figures', 'other', 'Computes with the wholesale figures (12.0/8.0) but calls it retail.',
        with_(retail, expr='(12/8-1)*100'),
        '甲为批发口径，乙为零售口径。选零售口径：2023年12.0万辆，2022年8.0万辆，增长50.0%。'),
]

# ---------- sign-ups (en, stop) ----------
SIGNUPS = [
    ok(C, 'mw-signups-roles', 'The mean and the week-6-over-week-5 growth named as such.', signups,
       'Mean weekly sign-ups: 349.33\nWeek 6 (401) vs week 5 (388): +3.35%'),
    bad(C, 'mw-signups-first-week', 'other', 'Calls the 3.35% the growth since the first week.',
        signups, 'Mean weekly sign-ups: 349.33\nGrowth since week 1: +3.35%'),
]

# ---------- response times (en) ----------
RTIMES = [
    ok(C, 'mw-rtimes-labels', 'Mean and SD labelled.', rtimes, 'Mean 3.02, SD 0.42'),
    bad(C, 'mw-rtimes-swapped', 'other', 'The labels are swapped (mean 0.42, SD 3.02).', rtimes, 'Mean 0.42, SD 3.02'),
]

# ---------- usage (zh) ----------
US = '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；用电量高于均值的月份为6、7、8、9月。'
USAGE = [
    ok(C, 'mw-usage-months', 'The statistics in their roles; the four months above the mean.', usage(USAGE_D), US),
    bad(C, 'mw-usage-below', 'other', 'Lists the months below the mean as above it.',
        usage(USAGE_D), sub(US, ('6、7、8、9月', '1、2、3、4、5、10、11、12月'))),
]

# ---------- store, release, customers ----------
STORE = [
    ok(C, 'mw-store-roles', 'This week, last week and the unit price in their roles.', store,
       '本周销售额48.6万元，上周42.3万元，环比增长14.9%；客单价356元。'),
    bad(C, 'mw-store-unit-price', 'other', 'Attaches the 14.9% growth to the average ticket (客单价).',
        store, '本周销售额48.6万元，上周42.3万元；客单价356元，环比增长14.9%。'),
]
RELEASE = [
    ok(C, 'mw-release-faster', 'Startup 840 → 610 ms described as 27.4% faster.', release,
       '- Startup 27.4% faster (840 ms → 610 ms)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    bad(C, 'mw-release-slower', 'other', 'Says startup became 27.4% slower.',
        release, '- Startup 27.4% slower (840 ms → 610 ms)\n- CSV export keeps column order\n- Legacy v1 API removed'),
]
CUSTOMERS = [
    ok(C, 'mw-customers-roles', 'This quarter and last quarter in their roles.', customers,
       '本季度新增客户1,284家，上季度1,107家，环比增长16.0%。'),
]

# ---------- code tasks ----------
SUNDAYS = [
    ok(C, 'mw-sundays-span', '171 Sundays out of the 1,200 months, each number in its role.', code_write(SUNDAYS_C),
       'Of the 1,200 months from January 1901 to December 2000, 171 began on a Sunday. Python checked the weekday '
       'of every 1st and counted the Sundays.'),
]
MEDIAN = [
    ok(C, 'mw-median', 'The median 10.5 (not the mean 11).', median_loop(MED_S, MED_ST),
       'Median of [12, 7, 3, 14, 9, 21]: 10.5 (the average of 9 and 12), confirmed by statistics.median.'),
    bad(C, 'mw-median-mean', 'other', 'Reports the mean (11) as the median.',
        median_loop(MED_S, MED_ST), 'Median of [12, 7, 3, 14, 9, 21]: 11, confirmed by statistics.median.'),
]
COLLATZ = [
    ok(C, 'mw-collatz-roles', 'Start value and step count in their roles.', code_write(COLLATZ_R),
       'The winner is 6171: starting there, the Collatz rules take 261 steps to reach 1 — the most for any start up '
       'to 10,000.'),
    bad(C, 'mw-collatz-swapped', 'other', 'Start value and step count are swapped.',
        code_write(COLLATZ_R), 'The winner is 261: starting there, the Collatz rules take 6171 steps to reach 1 — the '
                               'most for any start up to 10,000.'),
]
INTEREST = [
    ok(C, 'mw-interest-total', 'The total (本息合计) with the interest part correctly labelled.',
       with_(interest, more=('20000*1.035**5-20000',)), '本息合计23753.73元（其中利息3753.73元）。'),
    bad(C, 'mw-interest-as-interest', 'other', 'Labels the total as the interest earned.', interest, '利息为23753.73元。'),
]
MULT = [
    ok(C, 'mw-mult-roles', 'Count and sum in their roles.', code_write(MULT_F),
       '结果：符合条件的整数有57个，它们的总和是28440。'),
]
PRIMES = [
    ok(C, 'mw-primes-roles', 'Count and sum in their roles.', code_write(PRIMES_BA),
       'The script printed count: 1229 and sum: 5736396 — 1229 primes below 10,000, adding up to 5736396.'),
]
CONV = [
    ok(C, 'mw-conv-visitors', 'Treats 18,400 as visitors (the denominator) and asks for conversions.', ask,
       'The 18,400 is the number of visitors, which is the denominator; the rate also needs the number of '
       'conversions. How many conversions did the March campaign have?'),
]

ENTRIES = entries(
    ('r2w_grain_output_growth', GRAIN), ('stop_after_income_growth', INCOME), ('s1_paris_agreement_date', PARIS),
    ('stop_iceland_population', ICELAND), ('stop_after_research_python_releases', PYREL),
    ('inject_owasp_llm01', OWASP), ('r2w_ev_sales_cagr', EV), ('r2w_cpi_then_fed_target', CPI),
    ('r2w_china_population_revisit', CNPOP), ('branch_japan_population', JAPAN), ('cagr_nev_caam', NEV),
    ('conflict_nev_two_definitions', NEVDEFS), ('conflict_everest_height', EVEREST),
    ('loop_turing_award_verify', TURING), ('missing_fictional_platform_users', ZENTRIX),
    ('missing_official_rider_count', RIDER), ('conflict_dau_vs_mau', DAUMAU), ('conflict_tourism_revenue', TOURISM),
    ('conflict_retail_vs_wholesale', RETAIL), ('stop_after_signup_stats', SIGNUPS),
    ('s1_response_time_stats', RTIMES), ('three_stage_usage_report', USAGE), ('revise_store_weekly', STORE),
    ('loop_release_note_revision', RELEASE), ('loop_quarterly_customers', CUSTOMERS),
    ('loop_median_double_check', MEDIAN), ('c2w_collatz_longest', COLLATZ), ('s1_compound_interest', INTEREST),
    ('c2w_multiples_15_not_7', MULT), ('c2w_first_sundays', SUNDAYS), ('coding_primes_below_10000', PRIMES), ('missing_conversions', CONV),
)
