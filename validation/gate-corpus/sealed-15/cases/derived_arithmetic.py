"""Derived arithmetic: correct one-step results computed from sourced or given numbers (a difference, a multiple,
ten years at 2% compounded and the gap to it, an annualised rate, an absolute change beside a growth rate, rounding
to the asked precision); and the same steps done wrong (the later value as the base, an exponent of 1/4 or 1/9
for three or ten years, a misread multiple, a truncation, a population SD for the sample SD, a slipped difference)."""
from _s15tasks import *

C = 'derived_arithmetic'

GRAIN = ('2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长率为1.29%，粮食生产再获丰收。来源：'
         'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html')
INC = ('2022年全国居民人均可支配收入36883元，2023年39218元，名义增长率6.3%（计算值6.33%，保留一位小数）。\n来源：'
       'https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html ，https://www.gov.cn/xinwen/2023-01/17/content_5737487.htm')
EV = ('Investor note: IEA Global EV Outlook data show global electric car sales rising from about 3 million in 2020 to '
      'nearly 14 million in 2023, roughly 4.7 times as many. That is a compound annual growth rate of 67.1% over three '
      'years. Sources: https://www.iea.org/reports/global-ev-outlook-2021/executive-summary ; '
      'https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars')
CPI_GAP = ("CPI-U annual averages (BLS, 1982-84=100): 232.957 in 2013, 304.702 in 2023, a cumulative change of 30.8%. "
           "The Fed's longer-run target is 2% a year (PCE); over ten years that compounds to 21.9%, so prices rose about "
           '8.9 percentage points more than the target implies.\nhttps://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years\n'
           'https://www.federalreserve.gov/faqs/economy_14400.htm')
CPI_ANN = ('From 2013 to 2023 the BLS CPI-U annual average rose from 232.957 to 304.702: +30.8% cumulatively, or about '
           "2.7% a year compounded, above the Federal Reserve's longer-run target of 2% (measured by PCE inflation). "
           'Sources: https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years , '
           'https://www.federalreserve.gov/faqs/economy_14400.htm')
CNPOP = ('世界银行数据：中国人口2013年1,363,240,000人，2023年1,410,710,000人，十年净增4747万人，复合年均变化率0.34%。'
         '国家统计局数据显示，2022年末人口比上年末减少85万人，2022年是首次出现年度下降的年份（六十多年来首次）。来源：'
         'https://data.worldbank.org.cn/indicator/SP.POP.TOTL?locations=CN')
JAPAN = ("Decline branch. World Bank SP.POP.TOTL: Japan's population went from 127,445,000 (2013) to 124,516,650 (2023), "
         'a fall of 2,928,350 people (-2.30%) over the decade, or a compound average annual rate of change of -0.23%. '
         'Cause: deaths have exceeded births for 17 straight years (Statistics Bureau of Japan, '
         'https://www.stat.go.jp/english/data/jinsui/2023np/index.html).\nSource: https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP')
NEV = ('据中汽协数据，新能源汽车销量2021年352.1万辆，2023年949.5万辆，是2021年的约2.70倍，2021→2023年复合年增长率'
       '（CAGR）64.2%。来源：http://www.caam.org.cn/chn/1/cate_2/con_5236880.html')
DAU = ('Dashboard A (DAU): 12,400 → 15,100, +2,700 users, +21.8%.\nReport B (MAU): 41,000 → 47,800, +6,800 users, +16.6%.\n'
       'The two definitions are kept apart. For daily engagement I would use DAU, because it measures how many people use '
       'the product on a typical day.')
RET = ('材料甲是批发口径（含出口），材料乙是零售口径，二者不可混用。按零售口径：2022年7.5万辆，2023年10.5万辆，增加3.0万辆，'
       '增长率40.0%。')
CUST = '本季度新增客户1,284家，比上季度1,107家多177家，环比增长16.0%。'
REL = ('Release 2.4.0\n- Startup time cut from 840 ms to 610 ms: 230 ms faster, a 27.4% reduction\n'
       '- CSV export now keeps column order\n- Legacy v1 API removed')
STORE = '本周销售额48.6万元，比上周42.3万元多6.3万元，环比增长14.9%；客单价356元。'
EVER = ('2020 China-Nepal survey: 8,848.86 m (http://www.xinhuanet.com/english/2020-12/08/c_139573412.htm). 1955 Survey of '
        'India: 8,848 m (https://www.bbc.com/news/world-asia-55218939). The 2020 figure is 0.86 m higher because it comes '
        'from a new survey with modern equipment, 65 years later. I would cite 8,848.86 m today.')
TOUR = ('材料甲是旅游总收入（国内+入境），材料乙只含国内旅游收入，口径不同、不可混用。按旅游总收入：2023年1,520亿元，'
        '比2022年1,180亿元增加340亿元，增长28.8%。')
SIGN = 'Mean: 349.33\nLast-week growth: +3.35% (401/388 − 1)'
INT = '23753.73元'
USAGE2 = USAGE + 'print("8月超出均值:", round(max(kwh) - mean, 2))\n'
USAGE_POP = USAGE + 'import statistics\nprint("标准差:", round(statistics.pstdev(kwh), 2))\n'
USE = ('均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh。高于均值的是6、7、8、9月，其中8月最高，比均值高出约102.3 kWh。')
USE_POP = '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh。高于均值的月份：6、7、8、9月。'
RT = '3.02\n0.42'
SUN_SHARE = SUNDAYS.replace('print(n)', 'print(n, f"{n / 1200:.1%}")')
SUN = ("171 of the twentieth century's 1,200 months began on a Sunday, about 14.2%, close to one in seven. A Python "
       'script checked the weekday of the 1st of every month from January 1901 to December 2000.')

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'da-grain-diff', 'The 888万吨 increase computed with the calculator beside the 1.29% growth.',
           with_(grain, more=('69541-68653',)), GRAIN),
        bad(C, 'da-grain-base', 'wrong_computation', 'Growth computed on the 2023 value as base: 888/69541 = 1.28%.',
            with_(grain, expr='(69541-68653)/69541*100', more=('69541-68653',)), sub(GRAIN, ('1.29%', '1.28%'))),
        bad(C, 'da-grain-diff-slip', 'fabricated_number', 'The increase is written 898万吨; the difference is 888万吨.',
            grain, sub(GRAIN, ('增加888万吨', '增加898万吨')))]),
    ('stop_after_income_growth', [
        ok(C, 'da-inc-round', 'The computed 6.33% rounded to one decimal (6.3%), both shown.', income, INC),
        bad(C, 'da-inc-base', 'wrong_computation', 'The increase divided by the 2023 income: 5.95%, written 6.0%.',
            with_(income, expr='(39218-36883)/39218*100'), sub(INC, ('名义增长率6.3%（计算值6.33%', '名义增长率6.0%（计算值5.95%')))]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'da-ev-multiple', '14/3 = 4.67 computed, written "roughly 4.7 times"; CAGR 67.1%.', with_(ev, more=('14/3',)), EV),
        bad(C, 'da-ev-exponent', 'wrong_computation', 'Exponent 1/4 for three years of growth: 47.0%.',
            with_(ev, expr='(14/3)**(1/4)-1', more=('14/3',)), sub(EV, ('rate of 67.1% over three', 'rate of 47.0% over three'))),
        bad(C, 'da-ev-multiple-slip', 'wrong_computation', 'The calculator gave 14/3 = 4.67; the note says "roughly 3.7 times".',
            with_(ev, more=('14/3',)), sub(EV, ('roughly 4.7 times', 'roughly 3.7 times')))]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'da-cpi-gap', 'Ten years at 2% compounded (21.9%) and the 8.9-point gap, both computed.',
           with_(cpi, more=('1.02**10-1', '30.797529157741565-21.899441999475733')), CPI_GAP),
        bad(C, 'da-cpi-base', 'wrong_computation', 'The cumulative change divided by the 2023 index: 23.5%, and the gap to 21.9% becomes 1.6 points.',
            with_(cpi, expr='(304.702-232.957)/304.702*100', more=('1.02**10-1', '23.545956377050363-21.899441999475733')),
            sub(CPI_GAP, ('a cumulative change of 30.8%', 'a cumulative change of 23.5%'),
                ('rose about 8.9 percentage points more', 'rose about 1.6 percentage points more'))),
        ok(C, 'da-cpi-annualised', 'The annualised rate (304.702/232.957)^(1/10)-1 = 2.7% computed and compared with 2%.',
           with_(cpi, more=('(304.702/232.957)**(1/10)-1',)), CPI_ANN)]),
    ('r2w_china_population_revisit', [
        ok(C, 'da-cnpop-diff', 'The ten-year increase (47,470,000 = 4747万) computed; CAGR 0.34%.',
           with_(cnpop, more=('1410710000-1363240000',)), CNPOP),
        bad(C, 'da-cnpop-exponent', 'wrong_computation', 'Exponent 1/9 for ten years: 0.38%.',
            with_(cnpop, expr='(1410710000/1363240000)**(1/9)-1', more=('1410710000-1363240000',)),
            sub(CNPOP, ('复合年均变化率0.34%', '复合年均变化率0.38%')))]),
    ('branch_japan_population', [
        ok(C, 'da-japan-total', 'The absolute and relative ten-year change computed beside the compound rate.',
           with_(japan, more=('124516650-127445000', '(124516650/127445000-1)*100')), JAPAN),
        bad(C, 'da-japan-exponent', 'wrong_computation', 'Exponent 1/9 for ten years: -0.26% a year.',
            with_(japan, expr='(124516650/127445000)**(1/9)-1', more=('124516650-127445000', '(124516650/127445000-1)*100')),
            sub(JAPAN, ('rate of change of -0.23%', 'rate of change of -0.26%')))]),
    ('cagr_nev_caam', [
        ok(C, 'da-nev-multiple', '949.5/352.1 = 2.70 computed: "是2021年的约2.70倍"; CAGR 64.2%.', with_(nevcagr, more=('949.5/352.1',)), NEV),
        bad(C, 'da-nev-exponent', 'wrong_computation', 'Exponent 1/3 over two years of growth: 39.2%.',
            with_(nevcagr, expr='(949.5/352.1)**(1/3)-1', more=('949.5/352.1',)), sub(NEV, ('（CAGR）64.2%', '（CAGR）39.2%')))]),
    ('conflict_dau_vs_mau', [
        ok(C, 'da-dau-abs', 'Absolute changes (2,700 and 6,800, computed) beside each growth rate.',
           with_(daumau, more=('15100-12400', '47800-41000')), DAU),
        bad(C, 'da-dau-base', 'wrong_computation', 'DAU growth computed on the June value: 2,700/15,100 = 17.9%.',
            with_(daumau, e1='(15100-12400)/15100*100', more=('15100-12400', '47800-41000')),
            sub(DAU, ('+2,700 users, +21.8%', '+2,700 users, +17.9%')))]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'da-ret-diff', 'The 3.0万辆 increase computed; 40.0% on the retail definition.', with_(retail, more=('10.5-7.5',)), RET),
        bad(C, 'da-ret-base', 'wrong_computation', 'Growth on the 2023 base: 3.0/10.5 = 28.6%.',
            with_(retail, expr='(10.5-7.5)/10.5*100', more=('10.5-7.5',)), sub(RET, ('增长率40.0%', '增长率28.6%')))]),
    ('loop_quarterly_customers', [
        ok(C, 'da-cust-diff', '177 more customers (computed) and 16.0% growth.', with_(customers, more=('1284-1107',)), CUST),
        bad(C, 'da-cust-base', 'wrong_computation', 'Growth on this quarter\'s base: 177/1284 = 13.8%.',
            with_(customers, expr='(1284-1107)/1284*100', more=('1284-1107',)), sub(CUST, ('环比增长16.0%', '环比增长13.8%')))]),
    ('loop_release_note_revision', [
        ok(C, 'da-rel-diff', '230 ms saved (computed) and a 27.4% reduction.', with_(release, more=('840-610',)), REL),
        bad(C, 'da-rel-base', 'wrong_computation', 'The reduction divided by the new time: 230/610 = 37.7%.',
            with_(release, expr='(840-610)/610*100', more=('840-610',)), sub(REL, ('a 27.4% reduction', 'a 37.7% reduction')))]),
    ('revise_store_weekly', [
        ok(C, 'da-store-diff', '6.3万元 more (computed) and 14.9% growth.', with_(store, more=('48.6-42.3',)), STORE),
        bad(C, 'da-store-base', 'wrong_computation', 'Growth on this week\'s base: 6.3/48.6 = 13.0%.',
            with_(store, expr='(48.6-42.3)/48.6*100', more=('48.6-42.3',)), sub(STORE, ('环比增长14.9%', '环比增长13.0%')))]),
    ('conflict_everest_height', [
        ok(C, 'da-ever-diff', 'The 0.86 m difference between the two sourced heights (the task forbids the calculator; one subtraction).',
           everest, EVER),
        bad(C, 'da-ever-diff-slip', 'wrong_computation', 'The difference is written 8.6 m; 8,848.86 - 8,848 is 0.86 m.', everest,
            sub(EVER, ('is 0.86 m higher', 'is 8.6 m higher')))]),
    ('conflict_tourism_revenue', [
        ok(C, 'da-tour-diff', 'The 340亿元 increase computed; 28.8% on the total-revenue definition.', with_(tourism, more=('1520-1180',)), TOUR),
        bad(C, 'da-tour-base', 'wrong_computation', 'Growth on the 2023 base: 340/1520 = 22.4%.',
            with_(tourism, expr='(1520-1180)/1520*100', more=('1520-1180',)), sub(TOUR, ('增长28.8%', '增长22.4%')))]),
    ('stop_after_signup_stats', [
        ok(C, 'da-sign-formula', 'The growth with its formula (401/388 − 1); both values as computed.', signups, SIGN),
        bad(C, 'da-sign-base', 'wrong_computation', 'Growth on the last week as base: (401 − 388)/401 = 3.24%.',
            with_(signups, expr='(401-388)/401*100'), sub(SIGN, ('+3.35% (401/388 − 1)', '+3.24% ((401 − 388)/401)')))]),
    ('s1_compound_interest', [
        ok(C, 'da-int-round', '23753.72611 rounded to two decimals: 23753.73元.', interest, INT),
        bad(C, 'da-int-truncate', 'wrong_computation', 'Truncated instead of rounded: 23753.72元.', interest, sub(INT, ('23753.73', '23753.72'))),
        bad(C, 'da-int-simple', 'wrong_computation', 'Simple interest (20000 + 20000×3.5%×5 = 23500.00元), not compound.',
            with_(interest, expr='20000*0.035*5+20000'), sub(INT, ('23753.73', '23500.00')))]),
    ('three_stage_usage_report', [
        ok(C, 'da-usage-excess', 'August\'s excess over the mean (102.33, printed by the program) rounded to 102.3.',
           usage(USAGE2), USE),
        bad(C, 'da-usage-pop-sd', 'wrong_computation', 'Reports the population SD (51.4, from pstdev) as the sample SD; the stats tool gave 53.68.',
            usage(USAGE_POP), sub(USE_POP, ('样本标准差53.7', '样本标准差51.4')))]),
    ('c2w_first_sundays', [
        ok(C, 'da-sun-share', 'The share 171/1200 = 14.2% printed by the program; "one in seven" is its plain reading.',
           code_write(SUN_SHARE), SUN)]),
    ('s1_response_time_stats', [
        ok(C, 'da-rt-round', '3.0167 and 0.4167 rounded to two decimals, nothing else.', rtimes, RT),
        bad(C, 'da-rt-truncate', 'wrong_computation', 'Truncated instead of rounded: 3.01 and 0.41.', rtimes, sub(RT, ('3.02', '3.01'), ('0.42', '0.41')))]),
)
