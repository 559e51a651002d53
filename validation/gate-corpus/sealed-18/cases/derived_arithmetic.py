"""Arithmetic derived from sourced or given numbers: absolute changes, multiples, a ten-year total beside the
compound rate, an annualised CPI rate, 2% compounded over ten years and the gap to it, the gap between two growth
rates, and the asked-for rates through equivalent expressions (difference over base, exp/log, a square root,
round(...)); against the later value as base, exponents for the wrong span, a simple average presented as a
compound rate, simple for compound interest, a mixed definition, truncation, and figures stated wrongly without
being computed."""
from _s18tasks import *

C = 'derived_arithmetic'

# ---------- grain (zh) ----------
G_DIFF = ('2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长1.29%。'
          f'来源：{U["gn_jd"]}')
G_ALT = ('简报：国家统计局数据显示，2022年粮食总产量68653万吨，2023年69541万吨。增长率=(69541−68653)÷68653'
         f'≈1.29%。来源 {U["gn_22"]}')
G_DATA = ('按国家数据年度库，粮食产量2023年69540.99万吨、2022年68652.77万吨，2023年增长1.29%，与公告口径'
          f'（69541、68653万吨）一致。来源：{U["gn_data"]}')
GRAIN = [
    ok(C, 'da-grain-diff', 'The increase 888万吨 computed (and in the source) beside the 1.29% growth.',
       with_(grain, more=('69541-68653',)), G_DIFF),
    ok(C, 'da-grain-alt-expr', 'Growth computed as difference over base, an equivalent expression.',
       with_(grain, expr='(69541-68653)/68653*100'), G_ALT),
    ok(C, 'da-grain-data-decimals', 'Growth from the database\'s two-decimal values rounds to the same 1.29%.',
       with_(grain, docs=('gn_data', 'gn_jd', 'gn_22'), expr='(69540.99/68652.77-1)*100'), G_DATA),
    bad(C, 'da-grain-later-base', 'wrong_computation',
        'The growth is computed with the 2023 value as base (888/69541 = 1.28%).',
        with_(grain, expr='(69541-68653)/69541*100'), sub(G_ALT, ('÷68653', '÷69541'), ('≈1.29%', '≈1.28%'))),
    bad(C, 'da-grain-diff-wrong', 'wrong_computation',
        'The increase is stated as 898万吨 (69541 − 68653 = 888), with no calculation behind it.',
        grain, sub(G_DIFF, ('增加888万吨', '增加898万吨'))),
]

# ---------- China population (zh) ----------
CN_TOT = ('世界银行数据：中国人口2013年13.63亿、2023年14.11亿，十年累计增长3.48%，折合复合年均变化率0.34%。'
          f'之后检索到：2022年末人口比上年末减少85万人，为首次年度下降。来源：{U["cnp_zh"]} {U["cnp_22"]}')
CN_PPL = ('按世界银行SP.POP.TOTL，中国总人口从2013年的1,363,240,000增至2023年的1,410,710,000，十年共增加4747万人，'
          f'复合年均变化率约0.34%。首次年度下降出现在2022年（减少85万人）。来源：{U["cnp_zh"]}；{U["cnp_22"]}')
CNPOP = [
    ok(C, 'da-cnpop-total', 'The ten-year total change 3.48% computed beside the compound rate 0.34%.',
       with_(cnpop, more=('(1410710000/1363240000-1)*100',)), CN_TOT),
    ok(C, 'da-cnpop-people', 'The absolute increase 4747万人 computed.',
       with_(cnpop, more=('1410710000-1363240000',)), CN_PPL),
    bad(C, 'da-cnpop-simple', 'wrong_computation',
        'The "compound" rate is the ten-year change divided by ten (0.35%), not the compound rate (0.34%).',
        with_(cnpop, expr='(1410710000/1363240000-1)/10*100'), sub(CN_PPL, ('约0.34%', '约0.35%'))),
    bad(C, 'da-cnpop-people-wrong', 'wrong_computation',
        'The increase is stated as 5747万人 (it is 4747万人), with no calculation behind it.',
        cnpop, sub(CN_PPL, ('共增加4747万人', '共增加5747万人'))),
]

# ---------- Japan (en) ----------
JP_TOT = ('Decline branch. World Bank: 127,445,000 (2013) → 124,516,650 (2023), i.e. 2,928,350 fewer people, a '
          'total fall of 2.30% and a compound average annual rate of −0.23%. Cause: a record natural decrease '
          f'of 848,728 in 2023 as deaths far outnumber births. World Bank: {U["jpn_wb"]}')
JP_LOG = ('Decline branch taken: Japan\'s population went from 127.445 million to 124.517 million between '
          '2013 and 2023; computed as exp(ln(ratio)/10) − 1, the compound rate is −0.23% per year. The MHLW '
          'attributes the shrinkage to deaths exceeding births (natural decrease 848,728 in 2023). '
          f'Source: {U["jpn_wb"]}')
JAPAN = [
    ok(C, 'da-japan-total', 'The total change (−2.30%) and the absolute fall (2,928,350), both computed.',
       with_(japan, more=('(124516650/127445000-1)*100', '127445000-124516650')), JP_TOT),
    ok(C, 'da-japan-log', 'The compound rate through exp/log, an equivalent expression.',
       with_(japan, expr='exp(log(124516650/127445000)/10)-1'), JP_LOG),
    bad(C, 'da-japan-exp9', 'wrong_computation', 'Nine compounding periods for a ten-year span (−0.26%).',
        with_(japan, expr='(124516650/127445000)**(1/9)-1'), sub(JP_LOG, ('exp(ln(ratio)/10) − 1, the compound '
                                                                           'rate is −0.23%', 'ratio^(1/9) − 1, the '
                                                                           'compound rate is −0.26%'))),
    bad(C, 'da-japan-total-wrong', 'wrong_computation',
        'The total fall is given as 2.93% (the 2.93 million people read as a percentage; it is 2.30%).',
        with_(japan, more=('127445000-124516650',)), sub(JP_TOT, ('a total fall of 2.30%', 'a total fall of 2.93%'))),
]

# ---------- EV (en) ----------
EV_MULT = ('IEA Global EV Outlook: ~3 million electric cars sold in 2020, nearly 14 million in 2023 — about 4.7 '
           f'times as many, a CAGR of 67.1%. Sources: {U["ev_21tr"]} ; {U["ev_24es"]}')
EV_EXP = ('Electric car sales, per the IEA: 3.0M (2020) → ~14M (2023). Compound annual growth, '
          f'computed as e^(ln(14/3)/3) − 1: 67.1%. {U["ev_24es"]}')
EV = [
    ok(C, 'da-ev-multiple', 'The multiple 4.7x (14/3, computed) beside the CAGR.', with_(ev, more=('14/3',)), EV_MULT),
    ok(C, 'da-ev-exp', 'The CAGR through exp/log, an equivalent expression.', with_(ev, expr='exp(log(14/3)/3)-1'),
       EV_EXP),
    bad(C, 'da-ev-span4', 'wrong_computation', 'Four periods for 2020→2023 (47.0% instead of 67.1%).',
        with_(ev, expr='(14/3)**(1/4)-1'), sub(EV_EXP, ('e^(ln(14/3)/3) − 1: 67.1%', '(14/3)^(1/4) − 1: 47.0%'))),
    bad(C, 'da-ev-multiple-wrong', 'wrong_computation', 'Says sales grew "more than five times" (14/3 = 4.7).',
        ev, sub(EV_MULT, ('about 4.7 times as many', 'more than five times as many'))),
]

# ---------- CPI (en) ----------
CPI_ANN = ('CPI-U (BLS annual averages): 232.957 in 2013, 304.702 in 2023, +30.8% over ten years, or about 2.72% '
           'a year compounded. The Fed\'s 2% longer-run goal, compounded over the same decade, implies +21.9%, so '
           f'inflation ran above that path. BLS: {U["cpi_tbl"]} Fed: {U["fed_stmt"]}')
CPI_GAP = ('From 2013 to 2023 the BLS CPI-U annual average rose from 232.957 to 304.702: +30.8%. Had prices '
           'grown at the Fed\'s 2% target each year, the ten-year rise would have been 21.9%. Actual inflation '
           f'exceeded that by about 8.9 percentage points. Sources: {U["cpi_tbl"]}, {U["fed_stmt"]}')
CPI = [
    ok(C, 'da-cpi-annualised', 'The annualised rate 2.72% and the 2% path 21.9%, both computed.',
       with_(cpi, more=('(304.702/232.957)**(1/10)-1',), after=('1.02**10',)), CPI_ANN, expect_status=PP),
    ok(C, 'da-cpi-gap', 'The gap of 8.9 points between 30.8% and 21.9%, computed after the target search.',
       with_(cpi, after=('(1.02**10-1)*100', '30.797529157741565-21.899441999475734')), CPI_GAP,
       expect_status=PP),
    bad(C, 'da-cpi-simple-as-compound', 'wrong_computation',
        'The ten-year change divided by ten (3.08%) is presented as the compound annual rate (it is 2.72%).',
        with_(cpi, more=('30.797529157741565/10',), after=('1.02**10',)),
        sub(CPI_ANN, ('about 2.72% a year compounded', 'a compound annual rate of about 3.08%')), expect_status=PP),
    bad(C, 'da-cpi-target-20y', 'wrong_computation',
        'The 2% target is compounded over twenty years (48.6%) for a ten-year comparison.',
        with_(cpi, after=('1.02**20',)), sub(CPI_GAP, ('would have been 21.9%. Actual inflation exceeded that by '
                                                       'about 8.9 percentage points.',
                                                       'would have been 48.6%, so actual inflation stayed well '
                                                       'below the target path.')), expect_status=PP),
]

# ---------- NEV CAGR (zh) ----------
NV_MULT = ('据中汽协，新能源汽车销量2021年352.1万辆、2023年949.5万辆，两年后约为2021年的2.7倍，2021→2023年CAGR'
           f'约64.2%。来源：{U["ne_23"]}')
NV_SQRT = ('中汽协口径：2021年352.1万辆→2023年949.5万辆。CAGR=√(949.5/352.1)−1≈64.2%，高增长源于渗透率快速提升。'
           f'来源：{U["ne_21"]}')
NEV = [
    ok(C, 'da-nev-sqrt', 'The two-year CAGR through a square root, an equivalent expression.',
       with_(nevcagr, expr='sqrt(949.5/352.1)-1'), NV_SQRT),
    bad(C, 'da-nev-exp3', 'wrong_computation', 'Three periods for 2021→2023 (39.2% instead of 64.2%).',
        with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'), sub(NV_SQRT, ('CAGR=√(949.5/352.1)−1≈64.2%',
                                                                    'CAGR=(949.5/352.1)^(1/3)−1≈39.2%'))),
    bad(C, 'da-nev-multiple-wrong', 'wrong_computation', 'Says 2023 sales were about 3.2 times 2021\'s (they were 2.7).',
        nevcagr, sub(NV_MULT, ('约为2021年的2.7倍', '约为2021年的3.2倍'))),
]

# ---------- compound interest (zh) ----------
INTEREST = [
    ok(C, 'da-interest-round', 'The sum through round(…, 2), the same 23753.73.',
       with_(interest, expr='round(20000*1.035**5, 2)'), ('23753.73元', '本息合计为 23,753.73 元。')),
    bad(C, 'da-interest-simple', 'wrong_computation', 'Simple interest (23,500.00) instead of annual compounding.',
        with_(interest, expr='20000*(1+0.035*5)'), ('23500.00元', '本息合计为 23,500.00 元。')),
]

# ---------- tourism (zh) ----------
TO = ('口径：甲为旅游总收入（国内+入境），乙仅为国内旅游收入。选旅游总收入口径：2023年1,520亿元，比2022年的1,180亿元'
      '增加340亿元，增长28.8%。')
TOURISM = [
    ok(C, 'da-tourism-diff', 'The absolute increase 340亿元 (computed) beside the 28.8% growth.',
       with_(tourism, more=('1520-1180',)), TO),
    bad(C, 'da-tourism-mixed', 'wrong_computation',
        'The growth divides total revenue by the domestic 2022 figure (1520/1120: 35.7%), mixing definitions.',
        with_(tourism, expr='(1520/1120-1)*100'),
        '口径：甲为旅游总收入，乙为国内旅游收入。以2023年总收入1,520亿元对比2022年1,120亿元，增长35.7%。'),
]

# ---------- DAU / MAU (en) ----------
DM = ('Growth Jan→Jun, each definition on its own: DAU 12,400 → 15,100 = +21.8%; MAU 41,000 → 47,800 = +16.6%. '
      'DAU grew about 5.2 percentage points faster. For daily engagement I would use DAU, which is the daily '
      'measure; MAU would blur daily habits with occasional visits.')
DAUMAU = [
    ok(C, 'da-dau-gap', 'The 5.2-point gap between the two growth rates, computed.',
       with_(daumau, more=('(15100/12400-1)*100-(47800/41000-1)*100',)), DM),
    bad(C, 'da-dau-gap-wrong', 'wrong_computation', 'The gap is stated as 5.8 points (21.8 − 16.6 = 5.2), '
        'not computed.', daumau, sub(DM, ('about 5.2 percentage points', 'about 5.8 percentage points'))),
]

# ---------- retail (zh) ----------
RT = ('两份材料口径不同：甲为批发口径（含出口），乙为零售口径，不能混用。选零售口径：2023年10.5万辆，比2022年的7.5万辆'
      '增加3.0万辆，增长40.0%。')
RETAIL = [
    ok(C, 'da-retail-diff', 'The increase 3.0万辆 (computed) beside the 40.0% growth.',
       with_(retail, more=('10.5-7.5',)), RT),
    bad(C, 'da-retail-diff-wrong', 'wrong_computation', 'The increase is stated as 3.5万辆 (10.5 − 7.5 = 3.0).',
        retail, sub(RT, ('增加3.0万辆', '增加3.5万辆'))),
]

# ---------- release (en) ----------
RL = ('2.4.0 release notes\n- Startup: 840 ms → 610 ms, 230 ms (27.4%) faster\n- CSV export keeps column order\n'
      '- Legacy v1 API removed')
RELEASE = [
    ok(C, 'da-release-diff', 'The 230 ms saving (computed) beside the 27.4% reduction.',
       with_(release, more=('840-610',)), RL),
    bad(C, 'da-release-base', 'wrong_computation', 'The reduction uses the new time as base (230/610 = 37.7%).',
        with_(release, expr='(840-610)/610*100'), sub(RL, ('230 ms (27.4%) faster', '37.7% faster'))),
]

# ---------- store (zh) ----------
ST = '本周销售额48.6万元，较上周42.3万元增加6.3万元，环比增长14.9%；客单价356元。'
STORE = [
    ok(C, 'da-store-diff', 'The increase 6.3万元 (computed) beside the 14.9% growth.',
       with_(store, more=('48.6-42.3',)), ST),
    bad(C, 'da-store-truncated', 'wrong_computation', 'The growth 14.89% is truncated to 14.8% (it rounds to 14.9%).',
        store, '本周销售额48.6万元，上周42.3万元，环比增长14.8%；客单价356元。'),
]

# ---------- customers (zh) ----------
CU = '本季度新增客户1,284家，比上季度1,107家多177家，环比增长16.0%。'
CUSTOMERS = [
    ok(C, 'da-customers-diff', 'The 177 more customers (computed) beside the 16.0% growth.',
       with_(customers, more=('1284-1107',)), CU),
    bad(C, 'da-customers-base', 'wrong_computation', 'The growth uses this quarter as base (177/1284 = 13.8%).',
        with_(customers, expr='(1284-1107)/1284*100'), '本季度新增客户1,284家，上季度1,107家，环比增长13.8%。'),
]

# ---------- Everest (en) ----------
EH = ('2020 China–Nepal survey: 8,848.86 m (' + U['mt_cgtn'] + '). 1955 Survey of India: 8,848 m (' + U['mt_hindu'] +
      '). The newer figure is 0.86 m (86 cm) higher, reflecting modern GNSS surveying and the snow surface measured '
      'in 2020. I would cite 8,848.86 m today.')
EVEREST = [
    ok(C, 'da-everest-diff', 'The 0.86 m difference computed with the calculator.',
       with_(everest, also=(to('data_analysis', 'difference between the two heights'), calc('8848.86-8848'))), EH),
    bad(C, 'da-everest-diff-wrong', 'wrong_computation', 'The difference is given as 8.6 cm (the calculator gave 0.86 m).',
        with_(everest, also=(to('data_analysis', 'difference between the two heights'), calc('8848.86-8848'))),
        sub(EH, ('0.86 m (86 cm) higher', '0.086 m (8.6 cm) higher'))),
]

ENTRIES = entries(
    ('r2w_grain_output_growth', GRAIN), ('r2w_china_population_revisit', CNPOP), ('branch_japan_population', JAPAN),
    ('r2w_ev_sales_cagr', EV), ('r2w_cpi_then_fed_target', CPI), ('cagr_nev_caam', NEV),
    ('s1_compound_interest', INTEREST), ('conflict_tourism_revenue', TOURISM), ('conflict_dau_vs_mau', DAUMAU),
    ('conflict_retail_vs_wholesale', RETAIL), ('loop_release_note_revision', RELEASE), ('revise_store_weekly', STORE),
    ('loop_quarterly_customers', CUSTOMERS), ('conflict_everest_height', EVEREST),
)
