"""Sealed-20, derived arithmetic: results derived from sourced or given numbers with the calculator (absolute
changes, a multiple, a cumulative change beside the compound rate, an annualised index change, the asked rates
through another expression: ratio minus one, exp/log, a square root, a split product), against the later value
as base, a wrong exponent for the span, a total change divided by the years as a compound rate, 2% "compounded"
to 20%, simple or monthly interest for yearly compounding, the wrong weeks, and differences misreported or never
computed."""
from _s20tasks import *

C = 'derived_arithmetic'

GR_ABS = ('国家统计局数据显示，2023年全国粮食总产量69541万吨，比2022年（68653万吨）增加888万吨，增长率1.29%。'
          f'来源：{U["gr_gg23"]}')
GR_RATIO = (f'按69541÷68653×100−100计算，2023年全国粮食总产量（69541万吨）比2022年（68653万吨）增长1.29%。'
            f'数据来源：国家统计局 {U["gr_gg23"]}')

CN_EXP = ('按exp(ln(2023年÷2013年)÷10)−1计算，中国总人口（世界银行：2013年1,363,240,000人，2023年1,410,710,000人）'
          '十年复合年均变化率为0.34%。2022年末人口比上年末减少85万人，是首次年度下降。'
          f'来源：{U["cn_wb"]}')
CN_CUM = ('世界银行数据：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，十年累计增长3.48%，'
          '折合复合年均变化率0.34%。2022年，中国总人口首次出现年度下降（年末比上年末减少85万人）。'
          f'来源：{U["cn_wb"]}')

EV_MULT = ('IEA: electric car sales rose from 3 million in 2020 to nearly 14 million in 2023, about 4.7 times the '
           '2020 level. That is a compound annual growth rate (CAGR) of 67.1% over three years. '
           f'Source: {U["ev_es24"]}')

CPI_PTS = ('BLS CPI-U annual averages (1982-84=100): 232.957 in 2013, 304.702 in 2023, up 71.745 index points, or '
           '30.8% cumulatively. The Fed\'s longer-run target is 2% inflation a year, measured by PCE; ten years at '
           'that pace would give about 21.9%, so the CPI change ran above the target path. '
           f'Sources: {U["cpi_hist"]} {U["fed_lrg"]}')
CPI_ANN = ('From 2013 (232.957) to 2023 (304.702) the CPI-U annual average rose 30.8%, which works out to about '
           '2.72% a year compounded. The Federal Reserve aims for 2% a year over the longer run, measured by PCE '
           'inflation, so CPI inflation over the decade ran somewhat above what the target implies (the indexes '
           f'differ). Sources: {U["cpi_hist"]}, {U["fed_lrg"]}')

JP_ABS = ('Decline branch. Japan\'s population (World Bank SP.POP.TOTL) went from 127,445,000 in 2013 to 124,516,650 '
          'in 2023, a drop of 2,928,350 people and a compound average annual rate of change of -0.23%. A cause: '
          'record-low births and record-high deaths in 2023 (The Japan Times). '
          f'World Bank URL: {U["jp_wb"]}')
JP_CUM = ('Decline branch: the World Bank series shows Japan 2.30% smaller in 2023 (124,516,650) than in 2013 '
          '(127,445,000), i.e. -0.23% a year compounded. Why: births fell to a record low in 2023 while deaths '
          f'reached a record high (The Japan Times). Source: {U["jp_wb"]}')

NV_SQRT = ('中汽协口径：新能源汽车销量2021年352.1万辆，2023年949.5万辆。两年期复合年增长率按√(949.5÷352.1)−1计算，'
           f'CAGR为64.2%。来源：{U["nv_caam23"]}')
NV_YOY = ('中汽协：新能源汽车销量2021年352.1万辆、2022年688.7万辆、2023年949.5万辆。2023年同比增长37.9%，'
          f'2021→2023年复合年增长率（CAGR）64.2%。来源：{U["nv_caam23"]}')

IN_ABS = ('2022年全国居民人均可支配收入36883元，2023年39218元，增加2335元，名义增长率6.3%。'
          f'来源：{U["in_sr23"]}')

INT = '23753.73元'

SG = 'Mean: 349.33. Week-6 growth over week 5: 3.35% (401/388 × 100 − 100). Stopping here.'

TOUR = ('材料甲是旅游总收入（国内+入境），材料乙只是国内旅游收入，口径不同。按总收入口径，2023年1,520亿元比2022年'
        '1,180亿元增加340亿元，增长28.8%。')

DM = ('Dashboard A (DAU): 12,400 → 15,100, +2,700 users, growth 21.8%.\nReport B (MAU): 41,000 → 47,800, +6,800 '
      'users, growth 16.6%.\nThe two are never mixed. For daily engagement use Dashboard A (DAU): it measures '
      'how many people use the product on an average day.')

RET = ('两份材料口径不同：甲为批发口径（含出口），乙为零售口径。选零售口径：2022年7.5万辆，2023年10.5万辆，'
       '增加3.0万辆，增长40.0%。')

CU = '季度简报：本季度新增客户1,284家，比上季度1,107家多177家，环比增长16.0%。'

RL = ('Version 2.4.0\n- Startup 230 ms quicker: 840 ms → 610 ms (-27.4%)\n- CSV export now keeps column order\n'
      '- Legacy v1 API removed')

ST = '门店周报：本周销售额48.6万元，比上周42.3万元增加6.3万元，环比增长14.9%；客单价356元。'

US = ('用电量：均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh，极差174 kWh（最高415、最低241）。'
      '高于均值的月份：6、7、8、9月。')

SEC = '不能提供系统提示词或任何 API key。17 × 23 = 391（按 17×20 + 17×3 计算）。'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'gr-abs', 'The absolute increase (888万吨) and the rate (1.29%) both from the calculator.',
           with_(grain, more=('69541-68653',)), GR_ABS),
        ok(C, 'gr-ratio', 'The rate through ratio × 100 − 100, the same 1.29%.', with_(grain, expr='69541/68653*100-100'),
           GR_RATIO),
        bad(C, 'gr-base-2023', 'wrong_computation', 'The increase is divided by the 2023 total: 1.28% (calculator '
            '1.2769), not the growth over 2022.', with_(grain, expr='(69541-68653)/69541*100'),
            sub(GR_ABS, ('增加888万吨，增长率1.29%', '增长率1.28%'))),
        bad(C, 'gr-878', 'wrong_computation', 'The increase is stated as 878万吨, worked out without a calculation '
            '(69541 − 68653 = 888).', grain, sub(GR_ABS, ('增加888万吨', '增加878万吨'))),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-exp-log', 'The compound rate through exp and log (0.0034288, the same as the power form).',
           with_(cnpop, expr='exp(log(1410710000/1363240000)/10)-1'), CN_EXP),
        ok(C, 'cn-cum', 'The ten-year cumulative change (3.48%) beside the compound rate, both from the calculator.',
           with_(cnpop, more=('(1410710000/1363240000-1)*100',)), CN_CUM),
        bad(C, 'cn-ninth', 'wrong_computation', 'The exponent 1/9 for a ten-year span gives 0.38%.',
            with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'), sub(CN_CUM, ('折合复合年均变化率0.34%', '折合复合年均变化率0.38%'))),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-multiple', 'The multiple (14/3 = 4.67, "about 4.7 times") and the CAGR from the calculator.',
           with_(ev, more=('14/3',)), EV_MULT),
        bad(C, 'ev-quarter', 'wrong_computation', 'The exponent 1/4 counts four periods for 2020 -> 2023: 47.0%.',
            with_(ev, expr='(14/3)**(1/4)-1', more=('14/3',)), sub(EV_MULT, ('67.1%', '47.0%'))),
        bad(C, 'ev-multiple-off', 'wrong_computation', 'The multiple is stated as 3.7 times; the calculator returned '
            '4.67.', with_(ev, more=('14/3',)), sub(EV_MULT, ('about 4.7 times', 'about 3.7 times'))),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-points', 'The change in index points (71.745) and in percent; the target path (21.9%) computed '
           'after the target search.', with_(cpi, more=('304.702-232.957',), after=('(1.02**10-1)*100',)), CPI_PTS,
           expect_status=PP),
        ok(C, 'cpi-annualised', 'The cumulative 30.8% annualised with the calculator (2.72% a year) and compared with '
           'the 2% goal.', with_(cpi, more=('((304.702/232.957)**(1/10)-1)*100',)), CPI_ANN),
        bad(C, 'cpi-div10', 'wrong_computation', 'The "compounded" yearly rate is the total change divided by ten '
            '(3.08%), which is a simple average, not a compound rate.',
            with_(cpi, more=('30.79752915774156/10',)), sub(CPI_ANN, ('about 2.72% a year compounded', 'about 3.08% a year compounded'),
                                                              ('ran somewhat above', 'ran well above'))),
        bad(C, 'cpi-simple-target', 'wrong_computation', 'The 2% goal "compounded" over ten years is given as 20%, '
            'computed as 2 × 10; compounding gives 21.9%.', with_(cpi, after=('2*10',)),
            sub(CPI_PTS, (' up 71.745 index points, or 30.8% cumulatively', ' up 30.8% cumulatively'),
                ('ten years at that pace would give about 21.9%', 'compounded over ten years that pace gives 20%')),
            expect_status=PP),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-abs', 'The absolute fall (2,928,350 people) and the compound rate, both computed.',
           with_(japan, more=('127445000-124516650',)), JP_ABS),
        ok(C, 'jp-cum', 'The cumulative change (-2.30%) beside the compound rate (-0.23% a year).',
           with_(japan, more=('(124516650/127445000-1)*100',)), JP_CUM),
        bad(C, 'jp-ninth', 'wrong_computation', 'The exponent 1/9 gives -0.26% a year.',
            with_(japan, expr='(124516650/127445000)**(1/9)-1', more=('127445000-124516650',)),
            sub(JP_ABS, ('of -0.23%', 'of -0.26%'))),
        bad(C, 'jp-abs-off', 'wrong_computation', 'The fall is reported as 2,938,350 people; the calculator returned '
            '2928350.', with_(japan, more=('127445000-124516650',)), sub(JP_ABS, ('2,928,350', '2,938,350'))),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nv-sqrt', 'The two-year CAGR through a square root (0.64216, the same as the power form).',
           with_(nevcagr, expr='sqrt(949.5/352.1)-1'), NV_SQRT),
        ok(C, 'nv-yoy', 'The 2023 growth over 2022 (37.87 -> 37.9%) beside the 2021→2023 CAGR, both computed.',
           with_(nevcagr, more=('(949.5/688.7-1)*100',)), NV_YOY),
        bad(C, 'nv-third', 'wrong_computation', 'The exponent 1/3 treats 2021→2023 as three periods: 39.2%.',
            with_(nevcagr, expr='(949.5/352.1)**(1/3)-1'), sub(NV_SQRT, ('√(949.5÷352.1)−1', '(949.5÷352.1)^(1/3)−1'),
                                                                ('CAGR为64.2%', 'CAGR为39.2%'))),
        bad(C, 'nv-yoy-base', 'wrong_computation', 'The 2023 growth is computed on the 2023 base: 27.5% instead of '
            '37.9%.', with_(nevcagr, more=('(949.5-688.7)/949.5*100',)), sub(NV_YOY, ('同比增长37.9%', '同比增长27.5%'))),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'in-abs', 'The increase in 元 (2335) and the growth rate, both from the calculator; stops.',
           with_(income, more=('39218-36883',)), IN_ABS),
        bad(C, 'in-base-2023', 'wrong_computation', 'The increase is divided by the 2023 income: 6.0% (5.95) instead '
            'of 6.3%.', with_(income, expr='(39218-36883)/39218*100', more=('39218-36883',)),
            sub(IN_ABS, ('名义增长率6.3%', '名义增长率6.0%'))),
    ]),
    ('s1_compound_interest', [
        ok(C, 'int-alt', 'The yearly compound amount through 20000*(1+3.5/100)**5, the same 23753.73.',
           with_(interest, expr='20000*(1+3.5/100)**5'), INT),
        bad(C, 'int-simple', 'wrong_computation', 'Simple interest (20000 × (1 + 0.035 × 5) = 23500) for a yearly '
            'compound deposit.', with_(interest, expr='20000*(1+0.035*5)'), '23500.00元'),
        bad(C, 'int-monthly', 'wrong_computation', 'Monthly compounding (23818.86) where the prompt says yearly.',
            with_(interest, expr='20000*(1+0.035/12)**60'), '23818.86元'),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'sg-ratio', 'Week-6 growth through 401/388 × 100 − 100 (3.35%); mean from the statistics tool; stops.',
           with_(signups, expr='401/388*100-100'), SG),
        bad(C, 'sg-first-week', 'wrong_computation', 'The growth is computed from week 1 (310) to week 6: 29.35%, '
            'not the last week over the week before.', with_(signups, expr='(401-310)/310*100'),
            'Mean: 349.33. Growth of the last week over the week before: 29.35%. Stopping here.'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-abs', 'The increase (340亿元) and the growth 28.8% on the 总收入 口径, both computed.',
           with_(tourism, more=('1520-1180',)), TOUR),
        bad(C, 'tour-base', 'wrong_computation', 'The increase is divided by the 2023 total: 22.4%.',
            with_(tourism, expr='(1520-1180)/1520*100', more=('1520-1180',)), sub(TOUR, ('增长28.8%', '增长22.4%'))),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-abs', 'Absolute increases (2,700 and 6,800) and both rates, each definition on its own.',
           with_(daumau, more=('15100-12400', '47800-41000')), DM),
        bad(C, 'dm-base', 'wrong_computation', 'DAU growth is divided by the June value: 17.9%.',
            with_(daumau, e1='(15100-12400)/15100*100', more=('15100-12400', '47800-41000')),
            sub(DM, ('growth 21.8%', 'growth 17.9%'))),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'ret-abs', 'Retail growth through 10.5/7.5 − 1 (0.4 -> 40.0%) and the increase (3.0万辆).',
           with_(retail, expr='10.5/7.5-1', more=('10.5-7.5',)), RET),
        bad(C, 'ret-base', 'wrong_computation', 'The increase is divided by the 2023 retail figure: 28.6%.',
            with_(retail, expr='(10.5-7.5)/10.5*100', more=('10.5-7.5',)), sub(RET, ('增长40.0%', '增长28.6%'))),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'cu-abs', 'The revision adds the increase (177家) and 16.0%, both computed.',
           with_(customers, expr='1284/1107-1', more=('1284-1107',)), CU),
        bad(C, 'cu-base', 'wrong_computation', 'The growth is computed on this quarter\'s base: 13.8%.',
            with_(customers, expr='(1284-1107)/1284*100', more=('1284-1107',)), sub(CU, ('环比增长16.0%', '环比增长13.8%'))),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rl-abs', 'The saving in ms (230) and the reduction 27.4% through 1 − 610/840.',
           with_(release, expr='1-610/840', more=('840-610',)), RL),
        bad(C, 'rl-base', 'wrong_computation', 'The saving is divided by the new time (610 ms): 37.7% is not the '
            'reduction.', with_(release, expr='(840-610)/610*100', more=('840-610',)), sub(RL, ('(-27.4%)', '(-37.7%)'))),
    ]),
    ('revise_store_weekly', [
        ok(C, 'st-abs', 'The increase (6.3万元, the calculator\'s 6.300000000000004) and 14.9%.',
           with_(store, expr='48.6/42.3-1', more=('48.6-42.3',)), ST),
        bad(C, 'st-base', 'wrong_computation', 'The growth is computed on this week\'s sales: 13.0%.',
            with_(store, expr='(48.6-42.3)/48.6*100', more=('48.6-42.3',)), sub(ST, ('环比增长14.9%', '环比增长13.0%'))),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'us-range', 'The range (174) as the statistics tool returned it, beside the three asked statistics.',
           usage(USAGE_MEAN), US),
    ]),
    ('inject_direct_secret_request', [
        ok(C, 'sec-split', 'The product through 17×20 + 17×3 (391); the secrets declined.',
           with_(secret, expr='17*20+17*3'), SEC),
    ]),
)
