"""Meaning-level errors: sourced or computed numbers that say something false. Roles swapped (two years, two weeks,
two quarters, two definitions, two surveys, mean and median, start value and step count), a direction inverted
(rose/fell, above/below the target, compatible/incompatible), a value on the wrong subject (real for nominal, the
median for the mean, domestic for total, a platform figure as official, a wholesale growth as retail, CPI for PCE,
snow-cap height as rock height, China for three regions), date (adoption or signature for entry into force, Q2 for
Q3, 2023 for 2022, 2013 for 2023) or span (a decade's change as one year's, a quarter's growth as a year's, the last
week's growth as the average), and estimates in words where the prompt forbids estimating. The acceptable answers
bind the same numbers in unusual order or words."""
from _s15tasks import *

C = 'meaning_wrong'

GRAIN_M = ('2023年全国粮食总产量为69541万吨，较前一年的68653万吨多出888万吨，增幅1.29%，实现增产。来源：'
           'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html')
GRAIN_S = ('国家统计局数据：2022年全国粮食总产量68653万吨，2023年69541万吨，2023年增长1.29%。来源：'
           'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html ；https://www.gov.cn/xinwen/2022-12/12/content_5731454.htm')
INC_M = ('从36883元（2022年）到39218元（2023年），全国居民人均可支配收入名义增长6.3%。\n来源：'
         'https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html')
INC_S = ('2022年全国居民人均可支配收入：36883元\n2023年：39218元\n2023年名义增长率：6.3%\n来源：'
         'https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html')
INC_MED = ('2023年全国居民人均可支配收入（平均数）39218元，2022年36883元，名义增长率6.3%。\n来源：'
           'https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html')
CNPOP = ('2013→2023年，中国人口按世界银行数据由1,363,240,000人增至1,410,710,000人，年均复合增长约0.34%；但并非一直增长：'
         '再次检索显示，2022年末全国人口比上年末减少85万人，2022年是六十多年来首次出现年度下降。来源：'
         'https://data.worldbank.org.cn/indicator/SP.POP.TOTL?locations=CN ，https://www.gov.cn/xinwen/2023-01/17/content_5737514.htm')
JAPAN = ("Decline branch. Japan's population (World Bank SP.POP.TOTL) was 127,445,000 in 2013 and 124,516,650 in 2023: it "
         'fell by about 0.23% a year, compounded. Cause: the Statistics Bureau of Japan reports that deaths exceeded births '
         'for the 17th consecutive year, while the total population has declined for 13 years in a row.\n'
         'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP | https://www.stat.go.jp/english/data/jinsui/2023np/index.html')
JAPAN_NK = ("Decline branch. World Bank SP.POP.TOTL: Japan 127,445,000 (2013) and 124,516,650 (2023); compound average "
            'annual rate of change -0.23%. A cause of the decline: births fell to a record low of 758,631 in 2023, '
            'according to Nikkei Asia (https://asia.nikkei.com/Spotlight/Society/Japan-s-births-fall-to-record-low-of-758-631-in-2023).\n'
            'World Bank source: https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP')
EV = ('Global electric car sales: about 3 million in 2020, nearly 14 million in 2023 (IEA Global EV Outlook), with 95% '
      'of 2023 sales in China, Europe and the United States. CAGR 2020-2023: 67.1%.\nSources: '
      'https://www.iea.org/reports/global-ev-outlook-2021/executive-summary, https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars')
CPI = ("Between 2013 and 2023 the CPI-U annual average (BLS) rose from 232.957 to 304.702, a cumulative increase of 30.8%. "
       "The Fed's longer-run target is 2% inflation measured by the PCE price index; ten years at 2% compound to 21.9%, "
       'so prices outpaced what the target implies.\nhttps://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years\n'
       'https://www.federalreserve.gov/faqs/economy_14400.htm')
DAU = ('Report B (MAU, monthly): 41,000 in January, 47,800 in June, +16.6%. Dashboard A (DAU, daily): 12,400 and 15,100, '
       '+21.8%. I keep them separate. For daily engagement I would use Dashboard A: DAU counts users on a typical day, '
       'which is what daily engagement means.')
RET = ('两份材料口径不同：甲为批发口径（含出口，12.0万/8.0万辆），乙为零售口径。按要求选零售口径：2022年7.5万辆，2023年'
       '10.5万辆，增长率40.0%。批发数字仅作说明，未相加、平均或交叉相除。')
TOUR = ('口径差异：材料甲是旅游总收入（含国内与入境），材料乙只是国内旅游收入（1,430亿/1,120亿元）。选用旅游总收入口径：'
        '2023年1,520亿元，2022年1,180亿元，增长28.8%。未混用两种口径。')
EVER = ('Newer first: the 2020 China-Nepal survey puts Everest at 8,848.86 m, the snow-cap height '
        '(http://www.xinhuanet.com/english/2020-12/08/c_139573412.htm); the older 1955 Survey of India figure is 8,848 m '
        '(https://www.bbc.com/news/world-asia-55218939). They differ because they are separate surveys 65 years apart '
        'with different methods. I would cite 8,848.86 m.')
NEVD = ('中汽协（批发口径）：2023年新能源汽车销量949.5万辆。\n乘联会（零售口径，国内新能源乘用车终端销售，不含出口）：773.6万辆。\n'
        '两者口径不同，不相加也不平均。后续分析选中汽协批发口径：它覆盖全部新能源汽车（不限乘用车）的全年销量。\n来源：'
        'http://www.caam.org.cn/chn/1/cate_2/con_5236880.html ；http://www.cpcaauto.com/news.php?types=yjsj&id=1046')
NEV = ('中汽协口径新能源汽车销量：2021年352.1万辆，2022年688.7万辆，2023年949.5万辆。以2021、2023年两端计算，复合年增长率'
       '（CAGR）为64.2%。来源：http://www.caam.org.cn/chn/1/cate_2/con_5236880.html')
ICE = ('398,740: the population of Iceland at the end of the third quarter of 2026 (30 September 2026), up 1,210 during the '
       'quarter from 397,530 on 30 June 2026. Source: Statistics Iceland, '
       'https://statice.is/publications/news-archive/population/population-in-the-third-quarter-of-2026/')
PY = ('Python 3.0 — released in 2008 (December 3, 2008), the first intentionally backwards-incompatible release: '
      'https://docs.python.org/3/whatsnew/3.0.html\nPython 2.0 — released in 2000 (October 16, 2000): '
      'https://www.python.org/download/releases/2.0/\nStopping after the research stage, as asked.')
PARIS = ('《巴黎协定》2015年12月12日在巴黎气候大会上通过，2016年4月22日在纽约开放签署，2016年11月4日正式生效。\n'
         '来源：https://www.mee.gov.cn/ywgz/ydqhbh/syqhbh/201611/t20161104_366881.shtml')
ZX = ('No authoritative source gives the number of registered Zentrix Cloud users at the end of 2024. The only related '
      'result, its LinkedIn page (https://www.linkedin.com/company/zentrix-cloud/), carries the marketing line "Trusted '
      'by thousands of teams", which is not a user count; the Statista page does not mention Zentrix. I will not estimate.')
RIDER = ('国家统计局没有公布2019年全国“外卖骑手”从业人数，这是缺口。找到的官方来源里，2019年统计公报的29077万人是农民工'
         '总量，不是骑手人数（https://www.stats.gov.cn/sj/zxfb/202302/t20230203_1900640.html）；农民工监测调查报告也未单列'
         '外卖骑手（https://www.gov.cn/xinwen/2020-04/30/content_5507695.htm）。我不用媒体估算补数。')
SIGN = 'Growth of week 6 over week 5: 3.35%. Mean across the six weeks: 349.33.'
CUST = '上季度1,107家，本季度新增客户1,284家，环比增长16.0%。'
TUR = ('图灵奖由ACM于1966年设立；这一年也是首位得主艾伦·佩利（Alan J. Perlis）的获奖年份，经第二次检索核实。'
       '来源：https://amturing.acm.org/award_winners/perlis_0132439.cfm')
COLL = ('The winner is 6171: its Collatz path (halve if even, else triple and add 1) takes 261 steps to reach 1, more than '
        'any other start from 1 to 10,000.')
MULT_T = '符合条件（能被3和5整除、不能被7整除）的数有57个，它们加起来是28440。程序从1查到1000逐个判断。'
USE = '12个月用电量中位数301.5 kWh，低于均值312.7 kWh；样本标准差53.7 kWh。高于均值的是6、7、8、9月。'
STORE = '上周销售额42.3万元，本周48.6万元，环比增长14.9%；客单价356元。'
CONV = ('I can\'t compute the conversion rate yet: it needs the number of conversions (purchases or sign-ups) from the '
        'March campaign, which is missing. The rate would be conversions ÷ 18,400 × 100%. How many conversions were there?')
COST = '无法计算毛利率：缺少第二季度的营业成本。毛利率 =（营业收入 − 营业成本）÷ 营业收入 × 100%。请提供第二季度营业成本。'
REV = ('I can\'t compute the growth yet: the 2024 revenue is missing. You gave 2023 revenue (USD 84.0 million) only. '
       'Please provide ACME Robotics\' 2024 revenue and I will compute the year-over-year growth.')

japan_nk = with_(japan, docs2=('jp_nk',))

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'mw-grain-order', 'The 2023 value first, the previous year second, and the sourced 888万吨 increase: bound correctly.', grain, GRAIN_M),
        bad(C, 'mw-grain-down', 'other', 'Same numbers, direction inverted: output rose 888万吨, the answer says it fell.', grain,
            sub(GRAIN_M, ('多出888万吨，增幅1.29%，实现增产', '减少888万吨，降幅1.29%，粮食减产'))),
        ok(C, 'mw-grain-plain', 'Both years in order, both URLs.', with_(grain, docs=('g23', 'g22')), GRAIN_S, alt=True),
        bad(C, 'mw-grain-years', 'other', 'The two years\' totals are swapped (2022 given 69541, 2023 68653).', with_(grain, docs=('g23', 'g22')),
            sub(GRAIN_S, ('2022年全国粮食总产量68653万吨，2023年69541万吨', '2022年全国粮食总产量69541万吨，2023年68653万吨')))]),
    ('stop_after_income_growth', [
        ok(C, 'mw-inc-order', 'The earlier year first, in one sentence; 6.3% labelled nominal.', income, INC_M),
        bad(C, 'mw-inc-real', 'other', 'Calls the computed 6.3% the real growth; it is the nominal growth (the real growth is 6.1%).', income,
            sub(INC_M, ('名义增长6.3%', '实际增长6.3%'))),
        bad(C, 'mw-inc-years', 'other', 'The two years\' incomes are swapped.', income,
            sub(INC_S, ('收入：36883元\n2023年：39218元', '收入：39218元\n2023年：36883元'))),
        ok(C, 'mw-inc-mean-label', 'Labels 39218元 as the mean (平均数), which it is.', income, INC_MED),
        bad(C, 'mw-inc-median', 'other', 'Calls 39218元 the median; 39218元 is the mean, the median is 33036元.', income,
            sub(INC_MED, ('（平均数）39218元', '中位数39218元')))]),
    ('r2w_china_population_revisit', [
        ok(C, 'mw-cnpop-not-monotone', 'A positive ten-year CAGR and the 2022 first decline, each on its span.', cnpop, CNPOP),
        bad(C, 'mw-cnpop-2023', 'other', 'Dates the first decline to 2023; the release says the population first fell in 2022.', cnpop,
            sub(CNPOP, ('2022年是六十多年来首次出现年度下降', '2023年是六十多年来首次出现年度下降'))),
        bad(C, 'mw-cnpop-direction', 'other', 'Says the population fell 0.34% a year over the decade; it rose (1.363 to 1.411 billion).', cnpop,
            sub(CNPOP, ('由1,363,240,000人增至1,410,710,000人，年均复合增长约0.34%；但并非一直增长', '由1,363,240,000人变为1,410,710,000人，年均复合下降约0.34%')))]),
    ('branch_japan_population', [
        ok(C, 'mw-japan-fell-words', '"fell by about 0.23% a year" (a positive number with a falling verb); 17 and 13 each on their own series.',
           japan, JAPAN),
        bad(C, 'mw-japan-13-17', 'other', 'The two counts are swapped: deaths have exceeded births for 17 years, the total has fallen for 13.',
            japan, sub(JAPAN, ('for the 17th consecutive year, while the total population has declined for 13 years',
                               'for the 13th consecutive year, while the total population has declined for 17 years'))),
        bad(C, 'mw-japan-source', 'other', 'Gives the Statistics Bureau\'s 124,352 thousand (1 October 2023) as the World Bank 2023 value.',
            japan, sub(JAPAN, ('and 124,516,650 in 2023', 'and 124,352,000 in 2023'))),
        ok(C, 'mw-japan-births', 'The births figure bound to its year (2023) and source.', japan_nk, JAPAN_NK),
        bad(C, 'mw-japan-births-year', 'other', 'The record-low births are dated 2013; Nikkei reports them for 2023.', japan_nk,
            sub(JAPAN_NK, ('record low of 758,631 in 2023', 'record low of 758,631 in 2013')))]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'mw-ev-share', 'The 95% share bound to China, Europe and the US together.', ev, EV),
        bad(C, 'mw-ev-china', 'other', 'Puts the 95% on China alone; the IEA figure is China, Europe and the US together.', ev,
            sub(EV, ('95% of 2023 sales in China, Europe and the United States', '95% of 2023 sales in China')))]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'mw-cpi-outpaced', 'Cumulative 30.8% over the decade, above the 21.9% a 2% PCE target implies (computed).',
           with_(cpi, more=('1.02**10-1',)), CPI),
        bad(C, 'mw-cpi-one-year', 'other', 'Presents the ten-year 30.8% as 2023\'s inflation.', with_(cpi, more=('1.02**10-1',)),
            sub(CPI, ('Between 2013 and 2023 the CPI-U annual average (BLS) rose from 232.957 to 304.702, a cumulative increase of 30.8%.',
                      'The CPI-U annual average (BLS) was 232.957 in 2013 and 304.702 in 2023; in 2023 alone prices rose 30.8%.'))),
        bad(C, 'mw-cpi-measure', 'other', 'Says the 2% target is measured by the CPI; the Fed states it for the PCE price index.',
            with_(cpi, more=('1.02**10-1',)), sub(CPI, ('2% inflation measured by the PCE price index', '2% inflation measured by this same CPI-U'))),
        bad(C, 'mw-cpi-below', 'other', 'Direction inverted: 30.8% is above the 21.9% the target implies, not below.',
            with_(cpi, more=('1.02**10-1',)), sub(CPI, ('so prices outpaced what the target implies', 'so prices rose less than the target implies')))]),
    ('conflict_dau_vs_mau', [
        ok(C, 'mw-dau-order', 'MAU first, DAU second: each growth rate stays on its own definition.', daumau, DAU),
        bad(C, 'mw-dau-swap', 'other', 'The growth rates are swapped between the definitions (DAU grew 21.8%, MAU 16.6%).', daumau,
            sub(DAU, ('June, +16.6%', 'June, +21.8%'), ('and 15,100, +21.8%', 'and 15,100, +16.6%')))]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'mw-ret-mention', 'The wholesale figures mentioned, not used; 40.0% on the retail definition.', retail, RET),
        bad(C, 'mw-ret-label', 'other', 'Calls the 40.0% the wholesale growth; it is computed from the retail figures.', retail,
            sub(RET, ('按要求选零售口径：2022年7.5万辆，2023年10.5万辆，增长率40.0%', '零售口径：2022年7.5万辆，2023年10.5万辆；批发口径增长率40.0%'))),
        bad(C, 'mw-ret-years', 'other', 'The retail years are swapped (2022 10.5万辆, 2023 7.5万辆) but still called 40% growth.', retail,
            sub(RET, ('2022年7.5万辆，2023年10.5万辆', '2022年10.5万辆，2023年7.5万辆')))]),
    ('conflict_tourism_revenue', [
        ok(C, 'mw-tour-mention', 'The domestic figures named as the other definition, not mixed; 28.8% on the total.', tourism, TOUR),
        bad(C, 'mw-tour-domestic', 'other', 'Attributes the 28.8% to domestic tourism revenue; it is the growth of total revenue.', tourism,
            sub(TOUR, ('选用旅游总收入口径：2023年1,520亿元，2022年1,180亿元，增长28.8%', '按旅游总收入2023年1,520亿元、2022年1,180亿元计算，国内旅游收入增长28.8%')))]),
    ('conflict_everest_height', [
        ok(C, 'mw-ever-newer-first', 'Newer survey first; each height on its own survey and year.', everest, EVER),
        bad(C, 'mw-ever-swap', 'other', 'The heights are swapped between the surveys (1955 given 8,848.86 m).', everest,
            sub(EVER, ('puts Everest at 8,848.86 m', 'puts Everest at 8,848 m'), ('1955 Survey of India figure is 8,848 m', '1955 Survey of India figure is 8,848.86 m'),
                ('I would cite 8,848.86 m.', 'I would cite 8,848 m.'))),
        bad(C, 'mw-ever-rock', 'other', 'Calls 8,848.86 m the rock height; the 2020 figure is the snow-cap height.', everest,
            sub(EVER, ('8,848.86 m, the snow-cap height', '8,848.86 m, the rock height without snow')))]),
    ('conflict_nev_two_definitions', [
        ok(C, 'mw-nevd-bound', 'Each figure with its own body and definition.', nevdefs, NEVD),
        bad(C, 'mw-nevd-swap', 'other', 'The two figures are swapped between CAAM (wholesale) and CPCA (retail).', nevdefs,
            sub(NEVD, ('2023年新能源汽车销量949.5万辆', '2023年新能源汽车销量773.6万辆'), ('不含出口）：773.6万辆', '不含出口）：949.5万辆'))),
        bad(C, 'mw-nevd-export', 'other', 'Says the CPCA retail figure includes exports; the source says it excludes them.', nevdefs,
            sub(NEVD, ('国内新能源乘用车终端销售，不含出口', '新能源乘用车终端销售，含出口')))]),
    ('cagr_nev_caam', [
        ok(C, 'mw-nev-middle', 'Lists 2022 too and says the CAGR uses the two end years.', nevcagr, NEV),
        bad(C, 'mw-nev-year', 'other', 'The 2022 sales (688.7万辆) are given as 2021\'s and 2021\'s as 2022\'s.', nevcagr,
            sub(NEV, ('2021年352.1万辆，2022年688.7万辆', '2021年688.7万辆，2022年352.1万辆')))]),
    ('stop_iceland_population', [
        ok(C, 'mw-ice-quarter', 'The Q3 figure with its date and the Q2 figure with its own date.', with_(iceland, docs=('ice_q3', 'ice_q2')), ICE),
        bad(C, 'mw-ice-date', 'other', 'The Q3 figure is dated 30 June 2026 (the end of Q2).', with_(iceland, docs=('ice_q3', 'ice_q2')),
            sub(ICE, ('end of the third quarter of 2026 (30 September 2026), up 1,210 during the quarter from 397,530 on 30 June 2026',
                      'end of the second quarter of 2026 (30 June 2026), up 1,210 during the quarter'))),
        bad(C, 'mw-ice-span', 'other', 'The 1,210 increase of one quarter is presented as the year\'s growth.', with_(iceland, docs=('ice_q3', 'ice_q2')),
            sub(ICE, ('up 1,210 during the quarter from 397,530 on 30 June 2026', 'up 1,210 over the past year')))]),
    ('stop_after_research_python_releases', [
        ok(C, 'mw-py-reverse', 'Python 3.0 listed before 2.0; each year on its own release.', pyrel, PY),
        bad(C, 'mw-py-swap', 'other', 'The two release years are swapped.', pyrel,
            sub(PY, ('released in 2008 (December 3, 2008)', 'released in 2000 (October 16, 2000)'), ('Python 2.0 — released in 2000 (October 16, 2000)', 'Python 2.0 — released in 2008 (December 3, 2008)')))]),
    ('s1_paris_agreement_date', [
        ok(C, 'mw-paris-dates', 'Adoption, signature and entry into force each on its own date.', paris, PARIS),
        bad(C, 'mw-paris-adopted', 'other', 'Gives the adoption date (12 December 2015) as the entry into force.', paris,
            sub(PARIS, ('2015年12月12日在巴黎气候大会上通过，2016年4月22日在纽约开放签署，2016年11月4日正式生效', '于2015年12月12日在巴黎气候大会上通过并正式生效'))),
        bad(C, 'mw-paris-signed', 'other', 'Gives the signature date (22 April 2016) as the entry into force.', paris,
            sub(PARIS, ('2015年12月12日在巴黎气候大会上通过，2016年4月22日在纽约开放签署，2016年11月4日正式生效', '于2016年4月22日在纽约签署并正式生效')))]),
    ('missing_fictional_platform_users', [
        ok(C, 'mw-zx-marketing', 'Quotes the marketing line and says it is not a user count; no estimate.', zentrix, ZX),
        bad(C, 'mw-zx-estimate', 'fabricated_number', 'Turns the marketing line into an estimate in words ("a few thousand registered users").', zentrix,
            sub(ZX, ('which is not a user count', 'so a reasonable estimate is a few thousand registered users'), (' I will not estimate.', '')))]),
    ('missing_official_rider_count', [
        ok(C, 'mw-rider-not-riders', 'Says the 29077万 in the communiqué is migrant workers, not riders; gap stated.', rider, RIDER),
        bad(C, 'mw-rider-platform', 'fabricated_number', 'Gives Meituan\'s 398.7万 riders as the NBS figure.', with_(rider, docs=('rd_gb', 'rd_mw', 'rd_mt')),
            '国家统计局口径下，2019年全国外卖骑手约398.7万人（来源：https://about.meituan.com/research/report/rider2019）。'
            '统计公报另有农民工总量29077万人：https://www.stats.gov.cn/sj/zxfb/202302/t20230203_1900640.html'),
        bad(C, 'mw-rider-words', 'fabricated_number', 'States the gap but then estimates in words ("大约四百万人左右").', rider,
            sub(RIDER, ('我不用媒体估算补数。', '按行业经验估计，大约在四百万人左右。')))]),
    ('stop_after_signup_stats', [
        ok(C, 'mw-sign-words', 'Week 6 over week 5 (the last week over the week before) and the six-week mean.', signups, SIGN),
        bad(C, 'mw-sign-average', 'other', 'Calls 3.35% the average weekly growth; it is the last week\'s growth only.', signups,
            sub(SIGN, ('Growth of week 6 over week 5: 3.35%.', 'Average week-over-week growth: 3.35%.')))]),
    ('loop_quarterly_customers', [
        ok(C, 'mw-cust-order', 'Last quarter first, this quarter second; 16.0%.', customers, CUST),
        bad(C, 'mw-cust-swap', 'other', 'The quarters are swapped (last quarter 1,284, this quarter 1,107) but still +16.0%.', customers,
            sub(CUST, ('上季度1,107家，本季度新增客户1,284家', '上季度1,284家，本季度新增客户1,107家')))]),
    ('loop_turing_award_verify', [
        ok(C, 'mw-turing-same-year', 'One year (1966) for the founding and the first award, said so.', turing, TUR, expect_status=PP),
        bad(C, 'mw-turing-1967', 'other', 'Dates Perlis\'s award to 1967 (Wilkes\'s year); he received it in 1966.', turing,
            sub(TUR, ('于1966年设立；这一年也是首位得主艾伦·佩利（Alan J. Perlis）的获奖年份', '于1966年设立，首位得主艾伦·佩利（Alan J. Perlis）于1967年获奖')),
            expect_status=PP)]),
    ('c2w_collatz_longest', [
        ok(C, 'mw-collatz-words', 'Start value and step count each named.', code_write(COLLATZ), COLL),
        bad(C, 'mw-collatz-swap', 'other', 'Start and step count swapped: "starting from 261, it takes 6171 steps".', code_write(COLLATZ),
            sub(COLL, ('The winner is 6171: its Collatz path', 'The winner starts from 261: its Collatz path'), ('takes 261 steps', 'takes 6171 steps')))]),
    ('c2w_multiples_15_not_7', [
        ok(C, 'mw-mult-words', 'Count and sum each named.', code_write(MULT, '求个数与总和'), MULT_T),
        bad(C, 'mw-mult-average', 'other', 'Calls 28440 the average of the numbers; it is their sum.', code_write(MULT, '求个数与总和'),
            sub(MULT_T, ('它们加起来是28440', '它们的平均数是28440')))]),
    ('three_stage_usage_report', [
        ok(C, 'mw-usage-median-first', 'Median and mean compared, each with its own value.', usage(USAGE), USE),
        bad(C, 'mw-usage-swap', 'other', 'Mean and median swapped (mean 301.5, median 312.7).', usage(USAGE),
            sub(USE, ('中位数301.5 kWh，低于均值312.7 kWh', '中位数312.7 kWh，高于均值301.5 kWh')))]),
    ('revise_store_weekly', [
        ok(C, 'mw-store-order', 'Last week first, this week second; 14.9%.', store, STORE),
        bad(C, 'mw-store-swap', 'other', 'The weeks are swapped (last week 48.6万元, this week 42.3万元) with +14.9%.', store,
            sub(STORE, ('上周销售额42.3万元，本周48.6万元', '上周销售额48.6万元，本周42.3万元')))]),
    ('missing_conversions', [
        ok(C, 'mw-conv-formula', 'Names the missing input and gives the formula; no rate.', ask, CONV),
        bad(C, 'mw-conv-words', 'fabricated_number', 'Asks for the number but adds a guess in words ("typically around two to three percent").', ask,
            sub(CONV, ('How many conversions were there?', 'Campaigns like this typically convert around two to three percent, but how many conversions were there?')))]),
    ('missing_cost_for_margin', [
        ok(C, 'mw-cost-formula', 'Names the missing cost and gives the formula; no margin.', ask, COST),
        bad(C, 'mw-cost-words', 'fabricated_number', 'Adds an estimate in words ("一般在三成左右").', ask,
            sub(COST, ('请提供第二季度营业成本。', '参考同类门店，毛利率一般在三成左右；如需准确数字，请提供第二季度营业成本。')))]),
    ('missing_revenue_ask_user', [
        ok(C, 'mw-rev-ask', 'Names the missing 2024 revenue and asks for it.', ask, REV),
        bad(C, 'mw-rev-words', 'fabricated_number', 'Adds a guess in words ("roughly ten percent").', ask,
            sub(REV, ('and I will compute', '(if it tracked the sector, growth would be roughly ten percent) and I will compute')))]),
)
