"""Meaning-level errors: the right numbers saying something false (two years exchanged, start and end or two
definitions swapped, mean reported as the median, nominal called real, a direction inverted, the adoption date given
as the entry into force, a stock reported as sales, a media estimate or a guess where the prompt forbids one); and
correct answers that bind the same numbers in an unusual order or in unusual words."""
from _s8tasks import *

C = 'meaning_wrong'
GOV = 'https://www.gov.cn/lianbo/bumen/202312/content_6919509.htm'
NBS_INC = 'https://www.stats.gov.cn/xxgk/sjfb/zxfb2020/202401/t20240117_1946711.html'
CAAM = 'http://www.caam.org.cn/chn/1/cate_2/con_5236798.html'
CPCA = 'http://www.cpcaauto.com/newslist.php?types=csjd&id=3318'
IEA = 'https://www.iea.org/reports/global-ev-outlook-2024/executive-summary'
WB_CN = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'
WB_JP = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP'
BLS = 'https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years&output_view=data'
FED = 'https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf'
N20 = 'http://www.news.cn/english/2020-12/08/c_139571578.htm'
BRI = 'https://www.britannica.com/place/Mount-Everest'
PY2, PY3 = 'https://docs.python.org/3/whatsnew/2.0.html', 'https://docs.python.org/3/whatsnew/3.0.html'


def E(prefix, task_id, *items): return entry(prefix, task_id, cases(*items), DOCS)


ENTRIES = [
    E('formal', 'r2w_grain_output_growth',
      ok(C, 'grain-end-first', 'The 2023 output stated before the 2022 base, each with its own year; 1.29% right.',
         grain, '全国粮食总产量达69541万吨（2023年），上年即2022年为68653万吨，2023年增长率1.29%。来源：' + GOV, alt=True),
      bad(C, 'grain-years-swapped', 'other', 'The two years are exchanged: 2022 is given the 2023 output and the reverse, '
          'while still calling it growth.', grain,
          '2022年全国粮食总产量69541万吨，2023年为68653万吨，2023年增长1.29%。来源：' + GOV),
    ),
    E('formal', 'r2w_china_population_revisit',
      ok(C, 'cn-later-first', 'The 2023 value before the 2013 one, each bound to its year; 0.34%; 2022 first decline.',
         cnpop, ('2023年中国人口为14.1071亿，十年前的2013年为13.6324亿（世界银行），复合年均变化率0.34%。国家统计局显示，'
                 '总人口在2022年首次出现年度下降，年末比上年末减少85万人。来源：' + WB_CN,
                 '说明：按世界银行SP.POP.TOTL，2013→2023年中国人口年均复合增长0.34%。但增长已经停止：2022年末人口141175万人，'
                 '比上年末少85万人，是首次年度下降。来源：' + WB_CN + '、https://www.stats.gov.cn/sj/zxfb/202301/t20230117_1901709.html')),
      bad(C, 'cn-direction', 'other', 'The positive 0.34% is described as an average annual decline, inverting the '
          'direction over 2013–2023.', cnpop,
          '世界银行数据：2013年13.6324亿，2023年14.1071亿，十年间人口年均下降0.34%；2022年首次出现年度下降。来源：' + WB_CN),
    ),
    E('complex', 'branch_japan_population',
      ok(C, 'jp-recent-first', 'The 2023 figure first, "down from" the 2013 one; decline branch; -0.23%.', japan,
         ('Decline branch taken. Japan had 124,516,650 people in 2023, down from 127,445,000 a decade earlier (World '
          'Bank, ' + WB_JP + '), a compound shrinkage of 0.23% a year. One cause: more deaths than births, with '
          'fertility at 1.26 in 2022 (IPSS).',
          'Japan: 124,516,650 (2023) vs 127,445,000 (2013) → fell, so: decline branch. Compound annual rate: -0.23%. '
          'Cause: deaths exceed births (https://www.ipss.go.jp/pp-zenkoku/e/zenkoku_e2023/pp2023e_Summary.pdf). '
          'Data: ' + WB_JP)),
      bad(C, 'jp-rose', 'other', 'The note says the population rose 0.23% a year, inverting the direction, while '
          'naming the decline branch.', japan,
          'Decline branch. Japan\'s population rose from 124,516,650 in 2013 to 127,445,000 in 2023, about 0.23% a year. '
          'Deaths exceed births. ' + WB_JP),
    ),
    E('formal', 'stop_after_income_growth',
      ok(C, 'income-nominal-words', 'The growth called nominal, in different words; both years bound.', income,
         '2023年全国居民人均可支配收入39218元，上一年（2022年）36883元，按当年价格计算增长6.3%（名义增长）。来源：' + NBS_INC,
         alt=True),
      bad(C, 'income-real', 'other', 'The 6.3% nominal growth is called real growth; the source gives real growth as '
          '6.1%.', income, '2022年36883元，2023年39218元，扣除价格因素实际增长6.3%。来源：' + NBS_INC),
    ),
    E('formal', 'conflict_dau_vs_mau',
      ok(C, 'dau-mau-mau-first', 'MAU discussed first, each rate bound to its own definition; DAU chosen.', daumau,
         'Report B (MAU) rose from 41,000 to 47,800 (+16.6%), while Dashboard A (average DAU) rose from 12,400 to 15,100 '
         '(+21.8%). Kept separate. For daily engagement I would use Dashboard A\'s DAU, since MAU counts anyone active '
         'once a month.'),
      bad(C, 'dau-mau-swapped', 'other', 'The two rates are bound to the wrong definitions (DAU 16.6%, MAU 21.8%).',
          daumau,
          ('DAU (Dashboard A) grew 16.6% from January to June, and MAU (Report B) grew 21.8%. For daily engagement DAU '
           'is the better measure.',
           'Growth Jan→Jun: daily actives +16.6%, monthly actives +21.8%. I would use DAU to discuss daily engagement.')),
    ),
    E('formal', 'conflict_tourism_revenue',
      ok(C, 'tour-earlier-first', 'The 2022 total first; definitions distinguished; 28.8%.', tourism,
         '口径不同：材料甲的“旅游总收入”包括国内与入境，材料乙只统计国内。选总收入口径：由2022年的1180亿元增至2023年的1520亿元，'
         '增长率28.8%，没有混用两种口径。'),
      bad(C, 'tour-roles-swapped', 'other', 'The definitions of the two materials are swapped (甲 called domestic only, '
          '乙 total), so the stated choice points at the wrong material.', tourism,
          '材料甲只含国内旅游收入，材料乙为旅游总收入（含入境）。选择总收入口径，2023年增长28.8%。'),
    ),
    E('formal', 'conflict_everest_height',
      ok(C, 'everest-old-first', 'The 1955 figure first, then the 2020 one; each bound to its survey; 2020 cited.',
         everest,
         'Back in 1955 the Survey of India put Everest at 8,848 m (' + BRI + '); the 2020 China–Nepal survey gives '
         '8,848.86 m (' + N20 + '). They differ because the 2020 team used satellite positioning and measured the snow '
         'cap again. Today I would cite 8,848.86 m.'),
      bad(C, 'everest-swapped', 'other', 'The heights are assigned to the wrong surveys (1955: 8,848.86 m, 2020: 8,848 m).',
          everest,
          '1955 Survey of India: 8,848.86 m (' + BRI + '). 2020 China–Nepal survey: 8,848 m (' + N20 + '). Methods '
          'changed between the surveys; I would cite the 2020 figure.'),
    ),
    E('complex', 'stop_after_research_python_releases',
      ok(C, 'py-three-first', 'Python 3.0 listed before 2.0, each with its own year and URL.', pyrel,
         ('- Python 3.0: 2008 (3 Dec 2008) — ' + PY3 + '\n- Python 2.0: 2000 (16 Oct 2000) — ' + PY2,
          'Research only, newest first:\n1) 3.0 → released 2008, source ' + PY3 + '\n2) 2.0 → released 2000, source ' + PY2)),
      bad(C, 'py-years-swapped', 'other', 'The years are exchanged: Python 2.0 in 2008 and 3.0 in 2000.', pyrel,
          '- Python 2.0: released 2008 — ' + PY2 + '\n- Python 3.0: released 2000 — ' + PY3),
    ),
    E('formal', 's1_response_time_stats',
      ok(C, 'rt-labelled-reversed', 'SD named before the mean, each labelled; values right.', rtimes,
         'SD (sample) 0.42; mean 3.02', alt=True),
      bad(C, 'rt-swapped', 'other', 'The values are attached to the wrong labels (mean 0.42, SD 3.02).', rtimes,
          'Mean 0.42, sample SD 3.02'),
    ),
    E('formal', 'stop_after_signup_stats',
      ok(C, 'signup-growth-first', 'Growth first, then the mean, each labelled; stops.', signups,
         ('Last-week growth: 3.35%. Mean weekly sign-ups: 349.33.', 'Week 6 vs week 5: +3.35%\nAverage of the six weeks: 349.33')),
      bad(C, 'signup-median', 'other', 'The median (351) is reported as the mean.', signups,
          'Mean sign-ups: 351.00; last-week growth: 3.35%.'),
    ),
    E('complex', 'three_stage_usage_report',
      ok(C, 'usage-median-first', 'Median before mean, each labelled; months 6–9.', usage(USAGE),
         '中位数301.5 kWh，均值312.7 kWh，样本标准差53.7 kWh；用电高于均值的是6月、7月、8月、9月。'),
      bad(C, 'usage-mean-median-swapped', 'other', 'The mean and median are exchanged (均值301.5, 中位数312.7).',
          usage(USAGE), '均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh；高于均值的月份为6、7、8、9月。'),
    ),
    E('formal', 'missing_fictional_platform_users',
      ok(C, 'zentrix-not-disclosed', 'States that no authoritative figure exists, in other words; no estimate.', zentrix,
         ('There is no authoritative figure: neither the Gartner release nor the Crunchbase search I found mentions a '
          'registered-user count for Zentrix Cloud, so the number is not publicly available. I am not estimating it.',
          'Result: not found. No official or reliable source gives Zentrix Cloud\'s registered users at end-2024.')),
      bad(C, 'zentrix-estimate', 'fabricated_number', 'After saying no source exists, the answer estimates "likely '
          'around 2 million users", which the prompt forbids.', zentrix,
          'No authoritative source states the figure. Judging by the size of comparable platforms, Zentrix Cloud likely '
          'had around 2 million registered users at the end of 2024.'),
    ),
    E('formal', 'missing_official_rider_count',
      ok(C, 'rider-gap-words', 'States the gap (国家统计局未发布此指标) and lists the official sources found.', rider,
         '国家统计局没有发布2019年“外卖骑手”从业人数这一指标。已查到的官方来源：2019年统计公报'
         '（https://www.stats.gov.cn/sj/tjgb/ndtjgb/qgndtjgb/202302/t20230206_1901997.html）只给出全国就业人员77471万人；'
         '《中国统计年鉴2020》（https://www.stats.gov.cn/sj/ndsj/2020/indexch.htm）按行业分组，无骑手分类。'),
      bad(C, 'rider-media', 'fabricated_number', 'The answer gives a company figure (398.7万) as the count, though the '
          'prompt allows only official sources and forbids media estimates.',
          with_(rider, docs=('rider_nbs', 'rider_media')),
          '2019年全国外卖骑手约398.7万人（来源：https://www.163.com/dy/article/F8QKS2T20519DDQ2.html）。国家统计局公报未单列。'),
    ),
    E('formal', 'r2w_cpi_then_fed_target',
      ok(C, 'cpi-target-words', 'The comparison in words: the decade outpaced what 2% a year implies.', with_(cpi, extra=(calc('1.02**10'),)),
         'Prices measured by CPI-U rose 30.8% from 2013 (232.957) to 2023 (304.702). Had inflation run at the Fed\'s '
         '2% longer-run target every year, the rise would have been about 21.9%, so the decade outpaced the target. '
         'Note the target refers to PCE inflation, not CPI. Sources: ' + BLS + ' ; ' + FED),
      bad(C, 'cpi-inverted', 'other', 'The comparison is inverted: 30.8% is said to be below what the 2% target implies.',
          cpi, 'CPI-U rose 30.8% between 2013 and 2023 (232.957 → 304.702), which is below what the Fed\'s 2% target '
          'would imply over ten years. Sources: ' + BLS + ' ; ' + FED),
    ),
    E('formal', 'conflict_nev_two_definitions',
      ok(C, 'defs-retail-choice', 'Both definitions bound to the right body; the retail definition chosen with a reason.',
         nevdefs,
         '乘联会（零售口径，只计乘用车、不含出口）：2023年新能源乘用车零售773.6万辆，' + CPCA + '\n中汽协（批发口径，含出口）：'
         '2023年新能源汽车销量949.5万辆，' + CAAM + '\n两者范围不同，不可相加或平均。分析国内终端需求，我选乘联会零售口径。'),
      bad(C, 'defs-swapped', 'other', 'The definitions are swapped: CAAM called retail and CPCA wholesale.', nevdefs,
          '中汽协（零售口径）：949.5万辆，' + CAAM + '\n乘联会（批发口径，含出口）：773.6万辆，' + CPCA + '\n'
          '两个口径不能相加；后续选中汽协零售口径。'),
    ),
    E('complex', 'missing_revenue_ask_user',
      ok(C, 'acme-ask-formula', 'Asks for the 2024 revenue and shows the formula with no result.', ask,
         'I can\'t compute the growth yet: the 2024 revenue is missing. With 2023 at USD 84.0 million, the growth will '
         'be (R2024 − 84.0) / 84.0 × 100%. Please provide ACME Robotics\' 2024 revenue.'),
      bad(C, 'acme-assume', 'fabricated_number', 'Assumes a typical growth to invent the 2024 revenue, which the prompt '
          'forbids.', ask,
          'The 2024 revenue was not provided. Assuming growth in line with the robotics sector (about 10%), 2024 '
          'revenue would be roughly USD 92.4 million; please provide the actual figure to confirm.'),
    ),
    E('formal', 's1_paris_agreement_date',
      ok(C, 'paris-both-dates', 'Gives the entry-into-force date and, labelled, the adoption date.', paris,
         '正式生效：2016年11月4日（2015年12月12日通过）。来源：https://www.un.org/zh/climatechange/paris-agreement'),
      bad(C, 'paris-adoption', 'other', 'The adoption date (2015-12-12) is given as the date of entry into force.', paris,
          '《巴黎协定》于2015年12月12日正式生效。来源：https://www.un.org/zh/climatechange/paris-agreement'),
    ),
    E('formal', 'loop_turing_award_verify',
      ok(C, 'turing-same-year', 'Established in 1966 and first awarded the same year to Perlis, in other words.', turing,
         '1966年，美国计算机协会（ACM）设立图灵奖，同年首次颁奖，得主为艾伦·佩利（Alan J. Perlis），表彰他在高级编程技术与'
         '编译器构造方面的贡献。来源：https://baike.baidu.com/item/%E5%9B%BE%E7%81%B5%E5%A5%96', expect_status=PP),
      bad(C, 'turing-wilkes', 'fabricated_number', 'The first laureate is given as Maurice Wilkes, whom no search named '
          '(the sources say Perlis); Perlis is relegated to a co-winner.', turing,
          '图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯，佩利（Perlis）同年获奖。'
          '来源：https://baike.baidu.com/item/%E5%9B%BE%E7%81%B5%E5%A5%96', expect_status=PP),
    ),
    E('formal', 'r2w_ev_sales_cagr',
      bad(C, 'ev-stock-as-sales', 'fabricated_number', 'The 40 million cars on the road (the stock) are used as 2023 '
          'sales.', with_(ev, expr='(40/3)**(1/3)-1'),
          'IEA: electric car sales rose from 3 million (2020) to 40 million (2023), a CAGR of 137.1%. Source: ' + IEA),
    ),
    E('example', 'cagr_nev_caam',
      ok(C, 'nev-latest-first', 'The 2023 sales first, then back to 2021, each bound to its year; CAGR 64.2%.', nevcagr,
         ('中汽协数据：2023年新能源汽车销量949.5万辆，2022年688.7万辆，而2021年仅352.1万辆；2021→2023年复合年增长率64.2%。来源：' + CAAM,
          '【摘要】949.5万辆（2023）对比352.1万辆（2021），按中汽协口径两年复合年增长率为64.2%，2022年为688.7万辆。来源：' + CAAM)),
      bad(C, 'nev-years-swapped', 'other', 'The start and end years are exchanged: 2021 is given 949.5万辆 and 2023 '
          '352.1万辆, while the text still reports 64.2% growth.', nevcagr,
          '中汽协数据：新能源汽车销量2021年949.5万辆，2023年352.1万辆，2021→2023年复合年增长率64.2%。来源：' + CAAM),
    ),
    E('example', 'coding_primes_below_10000',
      ok(C, 'primes-sum-first', 'The sum named before the count, each bound to its meaning.', code_write(PRIMES),
         'Adding up every prime below 10,000 gives 5736396; the script counted 1229 such primes, numbers divisible only '
         'by 1 and themselves.'),
      bad(C, 'primes-roles-swapped', 'other', 'Count and sum are swapped: 5736396 primes adding up to 1229.',
          code_write(PRIMES), 'The script found 5736396 primes below 10,000, and their sum is 1229.'),
    ),
]
