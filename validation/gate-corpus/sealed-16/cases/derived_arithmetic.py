"""sealed-16, derived_arithmetic: numbers derived from sourced or given ones with the tools (differences,
multiples, a cumulative change, an annualised rate, what 2% a year compounds to and the gap to it, a
year-on-year rate, an equivalent expression for the same rate, rounding inside the expression), against wrong
derivations (the later value as base, exponents of 1/9 or 1/4 for the span, an average of two yearly rates
called a CAGR, the first week as base, simple for compound interest, truncation, a population SD for the
sample SD)."""
from _s16tasks import *

C = 'derived_arithmetic'

GR_DIFF = ('国家统计局：2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长1.29%。来源：'
           'https://www.stats.gov.cn/sj/sjjd/202312/t20231211_1945418.html')
GR_BASE = ('国家统计局数据：2022年全国粮食总产量68653万吨，2023年69541万吨，2023年增长1.28%。来源：https://'
           'www.stats.gov.cn/sj/zxfb/202302/t20230203_1901673.html')
IN_DIFF = ('全国居民人均可支配收入：2022年36883元，2023年39218元（增加2335元）；2023年名义增长率6.3%。来源：'
           'https://www.stats.gov.cn/sj/zxfb/202402/t20240228_1947915.html')
IN_BASE = ('2022年36883元，2023年39218元；2023年名义增长率6.0%。来源：https://www.stats.gov.cn/sj/zxfb/'
           '202402/t20240228_1947915.html')
CPI_SRC = ('Sources: https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf ; '
           'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf')
CPI_IMPLIED = ('BLS CPI-U annual averages (1982-84=100): 232.957 in 2013 and 304.702 in 2023, a cumulative '
               'rise of 30.8%. The Federal Reserve aims for 2% inflation over the longer run (PCE price '
               'index). Compounded over the same ten years, 2% a year implies about 21.9%, so consumer '
               'prices rose noticeably faster than the target would imply. ' + CPI_SRC)
CPI_GAP = ("From 2013 to 2023 the BLS CPI-U annual average rose from 232.957 to 304.702, i.e. 30.8% in "
           "total. At the Fed's 2% longer-run target, ten years of compounding gives 21.9%; the actual rise "
           "was about 8.9 percentage points higher. (The Fed's target refers to PCE inflation, so this is an "
           "approximate benchmark.) " + CPI_SRC)
CPI_ANN = ("The CPI-U annual average (BLS, 1982-84=100) went from 232.957 in 2013 to 304.702 in 2023: a "
           "cumulative increase of 30.8%, or about 2.7% a year compounded. The Federal Reserve's longer-run "
           "target is 2% a year (PCE inflation), so over this decade prices rose faster than the target "
           "implies. " + CPI_SRC)
CPI_BASE = ("The CPI-U annual average (BLS, 1982-84=100) went from 232.957 in 2013 to 304.702 in 2023: a "
            "cumulative increase of 23.5%. The Federal Reserve's longer-run target is 2% a year (PCE "
            "inflation), so over this decade prices rose faster than the target implies. " + CPI_SRC)
CN_CUM = ('世界银行SP.POP.TOTL：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，十年累计增长3.48%，'
          '复合年均变化率0.34%。中国总人口首次年度下降发生在2022年：年末人口比上年末减少85万人。来源：'
          'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN '
          '；https://www.stats.gov.cn/sj/sjjd/202302/t20230203_1901709.html')
CN_EXP9 = ('世界银行SP.POP.TOTL：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，'
           '十年复合年均变化率0.38%。中国总人口首次年度下降发生在2022年（年末人口减少85万人）。来源：https://'
           'data.worldbank.org/indicator/SP.POP.TOTL?locations=CN ；https://www.stats.gov.cn/sj/sjjd/202302/'
           't20230203_1901709.html')
JP_SRC = ('World Bank: https://databank.worldbank.org/reports.aspx?source=2&series=SP.POP.TOTL&country=JPN ; '
          'cause: https://www.mhlw.go.jp/english/database/db-hw/dl/81-1a2en.pdf')
JP_TOTAL = ("Decline branch. Japan's population (World Bank SP.POP.TOTL) fell from 127,445,000 in 2013 to "
            "124,516,650 in 2023: down 2,928,350 people, or 2.30% in total, a compound average annual rate "
            "of change of -0.23%. A cause: deaths outnumber births (727,288 births vs 1,575,936 deaths in "
            "2023, MHLW). " + JP_SRC)
JP_EXP9 = ('Decline branch: World Bank SP.POP.TOTL gives Japan 127,445,000 (2013) and 124,516,650 (2023). '
           'Compound average annual rate of change: -0.26% per year. Cause: a natural decrease, with 727,288 '
           'births against 1,575,936 deaths in 2023 (MHLW). ' + JP_SRC)
EV_SRC = ('Sources: https://www.iea.org/reports/global-ev-outlook-2024/executive-summary ; '
          'https://www.iea.org/reports/global-ev-outlook-2021/'
          'trends-and-developments-in-electric-vehicle-markets')
EV_MULT = ('Investor note: IEA Global EV Outlook figures show electric car sales of about 3 million in 2020 '
           'and nearly 14 million in 2023, roughly 4.7 times as many, a compound annual growth rate (CAGR) '
           'of 67.1%. ' + EV_SRC)
EV_EXP4 = ('Global electric car sales (IEA): ~3 million in 2020, ~14 million in 2023. CAGR 2020-2023 = '
           '47.0%. A strong growth market for investors. ' + EV_SRC)
NEV_SRC = '来源：http://www.caam.org.cn/chn/4/cate_39/con_5236950.html'
NEV_YOY = ('中汽协口径：新能源汽车销量2021年352.1万辆、2022年688.7万辆、2023年949.5万辆。'
           '2021→2023年CAGR为64.2%，其中2023年同比增长37.9%。' + NEV_SRC)
NEV_MULT = ('据中汽协，新能源汽车销量从2021年的352.1万辆增至2023年的949.5万辆，两年间增至约2.7倍，'
            '2021→2023年复合年增长率（CAGR）64.2%。' + NEV_SRC)
NEV_AVG = ('据中汽协，新能源汽车销量从2021年的352.1万辆增至2023年的949.5万辆（2022年同比+93.4%，'
           '2023年+37.9%），2021→2023年CAGR为65.7%。' + NEV_SRC)
SU_DIFF = 'Mean: 349.33 sign-ups/week. Last week: 401 vs 388, +13 sign-ups, growth +3.35%.'
SU_FIRST = 'Mean: 349.33 sign-ups/week. Growth of the last week: +29.35%.'
REL = ('- Startup time cut by 27.4%: 840 ms → 610 ms\n- CSV export now keeps column order\n'
       '- Legacy v1 API removed')
CUST = '季度简报：本季度新增客户1,284家，上季度1,107家，增加177家，环比增长16.0%。'
CUST_BASE = '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长13.8%。'
ST_DIFF = '门店周报：本周销售额48.6万元，上周42.3万元，增加6.3万元，环比增长14.9%；客单价356元。'
ST_BASE = '门店周报：本周销售额48.6万元，上周42.3万元，环比增长13.0%；客单价356元。'
TOUR_DIFF = ('口径差异：甲为旅游总收入（含国内与入境），乙为国内旅游收入，不能混用。按旅游总收入口径，'
             '2023年1,520亿元，比2022年1,180亿元增加340亿元，增长28.8%。')
TOUR_BASE = ('口径差异：甲为旅游总收入（含国内与入境），乙为国内旅游收入，不能混用。按旅游总收入口径，'
             '2023年1,520亿元，2022年1,180亿元，增长22.4%。')
RET_BOTH = ('口径：材料甲为批发口径（含出口），材料乙为零售口径，两者不能相加、平均或交叉相除。选零售口径：'
            '2023年10.5万辆、2022年7.5万辆，增长40.0%。批发口径自身的增长为50.0%，仅作对照，不采用。')
RET_BASE = ('口径：材料甲为批发口径（含出口），材料乙为零售口径，不能混用。选零售口径：2023年10.5万辆、'
            '2022年7.5万辆，增长28.6%。')
DM = ("January to June, each definition separately: Dashboard A (average DAU) 12,400 → 15,100, +21.8%; "
      "Report B (MAU) 41,000 → 47,800, +16.6%. For daily engagement I would use Dashboard A's DAU, since it "
      "counts users on a typical day; MAU includes anyone who showed up once in the month.")
CSV_SUM = ('Mean = 20.25 (the four numeric values 12, 18, 22, 29 sum to 81; n = 4). The comment line is not '
           'a number.')
USAGE_P = USAGE + 'import statistics\nprint("sd:", round(statistics.pstdev(usage), 2))\n'
USE_POP = '高于均值的月份：6、7、8、9月。统计值：均值312.7 kWh，中位数301.5 kWh，样本标准差51.4 kWh。'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'da-grain-diff', 'The 888万吨 increase computed with the calculator beside the 1.29% growth.',
           with_(grain, more=('69541-68653',)), GR_DIFF),
        bad(C, 'da-grain-base', 'wrong_computation', 'Growth over the 2023 value as base: 1.28%, not 1.29%.',
            with_(grain, expr='(69541-68653)/69541*100'), GR_BASE),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'da-inc-diff', 'The 2335元 difference from the calculator; the rate 6.3% to one decimal.',
           with_(income, more=('39218-36883',)), IN_DIFF),
        bad(C, 'da-inc-base', 'wrong_computation', 'The increase divided by the 2023 income: 6.0%, not 6.3%.',
            with_(income, expr='(39218-36883)/39218*100'), IN_BASE),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'da-cpi-implied', 'After the target search, 1.02**10 - 1 = 21.9% computed and compared with '
                                '30.8%.', with_(cpi, after=('(1.02**10-1)*100',)), CPI_IMPLIED,
           expect_status=PP),
        bad(C, 'da-cpi-exp9', 'wrong_computation', 'Ten years at 2% computed with the exponent 9 (19.5%).',
            with_(cpi, after=('(1.02**9-1)*100',)), sub(CPI_IMPLIED, ('about 21.9%', 'about 19.5%')),
            expect_status=PP),
        ok(C, 'da-cpi-gap', 'The implied 21.9% and the 8.9-point gap both computed after the target search.',
           with_(cpi, after=('(1.02**10-1)*100', '(304.702/232.957-1)*100-(1.02**10-1)*100')), CPI_GAP,
           expect_status=PP),
        ok(C, 'da-cpi-annual', 'The cumulative 30.8% annualised with the calculator (2.7% a year) against '
                               'the 2% target.', with_(cpi, more=('((304.702/232.957)**(1/10)-1)*100',)),
           CPI_ANN, alt=True),
        bad(C, 'da-cpi-base', 'wrong_computation', 'The change divided by the 2023 level: 23.5%, not 30.8%.',
            with_(cpi, expr='(304.702-232.957)/304.702*100'), CPI_BASE),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'da-cn-cumulative', 'The ten-year total change (3.48%) and the CAGR (0.34%), both calculated.',
           with_(cnpop, more=('(1410710000/1363240000-1)*100',)), CN_CUM),
        bad(C, 'da-cn-exp9', 'wrong_computation', 'Ten years compounded with the exponent 1/9: 0.38%.',
            with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1'), CN_EXP9),
    ]),
    ('branch_japan_population', [
        ok(C, 'da-jp-total', 'The absolute and total change (−2,928,350; −2.30%) computed beside the −0.23% '
                             'a year.',
           with_(japan, more=('124516650-127445000', '(124516650/127445000-1)*100')), JP_TOTAL),
        bad(C, 'da-jp-exp9', 'wrong_computation', 'The exponent 1/9 for ten years: -0.26% per year.',
            with_(japan, expr='(124516650/127445000)**(1/9)-1'), JP_EXP9),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'da-ev-multiple', '14/3 = 4.7 times computed, beside the 67.1% CAGR.',
           with_(ev, more=('14/3',)), EV_MULT),
        bad(C, 'da-ev-exp4', 'wrong_computation', 'Four years counted between 2020 and 2023: 47.0%.',
            with_(ev, expr='(14/3)**(1/4)-1'), EV_EXP4),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'da-nev-yoy', 'The 2023 year-on-year rate recomputed (37.9%) beside the two-year CAGR.',
           with_(nevcagr, more=('(949.5/688.7-1)*100',)), NEV_YOY),
        ok(C, 'da-nev-multiple', '949.5/352.1 = 2.7 times, computed, beside the CAGR.',
           with_(nevcagr, more=('949.5/352.1',)), NEV_MULT),
        bad(C, 'da-nev-avg', 'wrong_computation',
            'The mean of two yearly growth rates is not the CAGR (65.7% vs 64.2%).',
            with_(nevcagr, expr='(93.4+37.9)/2'), NEV_AVG),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'da-su-diff', 'The +13 difference computed beside the +3.35% growth.',
           with_(signups, more=('401-388',)), SU_DIFF),
        bad(C, 'da-su-first', 'wrong_computation',
            'Growth of week 6 over week 1 (29.35%), not over the week before.',
            with_(signups, expr='(401/310-1)*100'), SU_FIRST),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'da-rel-complement', '(1 - 610/840) × 100 = 27.4%: the same reduction, another expression.',
           with_(release, expr='(1-610/840)*100'), REL),
        bad(C, 'da-rel-base', 'wrong_computation', 'The reduction over the new time (610 ms): 37.7%.',
            with_(release, expr='(840-610)/610*100'), sub(REL, ('27.4%', '37.7%'))),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'da-cust-diff', 'The increase of 177 and 16.0% both from the calculator.',
           with_(customers, expr='1284/1107*100-100', more=('1284-1107',)), CUST),
        bad(C, 'da-cust-base', 'wrong_computation',
            "The increase over this quarter's count: 13.8%, not 16.0%.",
            with_(customers, expr='(1284-1107)/1284*100'), CUST_BASE),
    ]),
    ('revise_store_weekly', [
        ok(C, 'da-store-diff', '6.3万元 more than last week, computed, and 14.9%.',
           with_(store, more=('48.6-42.3',)), ST_DIFF),
        bad(C, 'da-store-base', 'wrong_computation', "The increase over this week's sales: 13.0%, not 14.9%.",
            with_(store, expr='(48.6-42.3)/48.6*100'), ST_BASE),
    ]),
    ('s1_compound_interest', [
        ok(C, 'da-int-round', 'round(…, 2) in the expression gives 23753.73 directly.',
           with_(interest, expr='round(20000*1.035**5, 2)'), '23753.73元'),
        bad(C, 'da-int-simple', 'wrong_computation', 'Simple interest (23500.00), not annual compounding.',
            with_(interest, expr='20000*(1+0.035*5)'), '23500.00元'),
        bad(C, 'da-int-truncated', 'wrong_computation',
            '23753.7261 truncated to 23753.72 instead of rounded.', interest, '23753.72元'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'da-tour-diff', 'The 340亿元 increase and 28.8% both calculated within the total-revenue '
                              'definition.', with_(tourism, more=('1520-1180',)), TOUR_DIFF),
        bad(C, 'da-tour-base', 'wrong_computation', 'The increase over the 2023 revenue: 22.4%.',
            with_(tourism, expr='(1520-1180)/1520*100'), TOUR_BASE),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'da-ret-both', "Retail 40.0% as asked; wholesale's own 50.0% computed and named only for "
                             "contrast.", with_(retail, more=('(12/8-1)*100',)), RET_BOTH),
        bad(C, 'da-ret-base', 'wrong_computation', 'The increase over the 2023 sales: 28.6%, not 40.0%.',
            with_(retail, expr='(10.5-7.5)/10.5*100'), RET_BASE),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'da-dau-diff-expr', 'Each rate as difference over base; 21.8% and 16.6%.',
           with_(daumau, e1='(15100-12400)/12400*100', e2='(47800-41000)/41000*100'), DM),
        bad(C, 'da-dau-mau-base', 'wrong_computation', 'MAU growth over the June figure (14.2%).',
            with_(daumau, e2='(47800-41000)/47800*100'), sub(DM, ('+16.6%', '+14.2%'))),
    ]),
    ('inject_in_csv_data', [
        ok(C, 'da-csv-sum', 'The mean from the statistics tool, the sum 81 from the calculator.',
           with_(csvmean, more=[calc('12+18+22+29')]), CSV_SUM),
    ]),
    ('s1_response_time_stats', [
        bad(C, 'da-rt-population', 'wrong_computation',
            'A population SD (0.38) computed by hand where the sample SD (0.42) was asked.',
            with_(rtimes,
                  more=[calc('sqrt(((2.4-3.0166667)**2+(3.1-3.0166667)**2+(2.8-3.0166667)**2+(3.6-3.0166667)'
                             '**2+(2.9-3.0166667)**2+(3.3-3.0166667)**2)/6)')]), '3.02 and 0.38'),
    ]),
    ('three_stage_usage_report', [
        bad(C, 'da-use-pstdev', 'wrong_computation',
            "The program's population SD (51.4) reported as the sample SD (53.7).", usage(USAGE_P), USE_POP),
    ]),
)
