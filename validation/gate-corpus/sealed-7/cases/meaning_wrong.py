"""Meaning: the right values stated about the right subjects in many shapes (sentences, lists, tables, answer
blocks), against the same values attached to the wrong thing (roles or years swapped, mean for median, direction
inverted, wrong subject) and estimates in words where the user forbade estimating."""
from _s7tasks import *

C = 'meaning_wrong'
IU = INCOME['url']
USAGE = ('data = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]\n'
         'mean = sum(data) / len(data)\n'
         'above = [m for m, v in enumerate(data, start=1) if v > mean]\n'
         'print(above)\n')
usage_steps = usage(USAGE)

ENTRIES = [
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'dau-table', 'A table keeps each growth rate in the row of its own definition; both computed.',
           daumau,
           '| Definition | Jan | Jun | Growth |\n|---|---|---|---|\n| DAU (Dashboard A) | 12,400 | 15,100 | 21.8% |\n'
           '| MAU (Report B) | 41,000 | 47,800 | 16.6% |\nFor daily engagement use DAU: it measures how many people '
           'come back each day.'),
        ok(C, 'dau-prose-reverse', 'The sentence names MAU first, then DAU, each with its own growth; the choice '
           'of DAU is argued.', daumau,
           'Monthly actives (Report B) went from 41,000 to 47,800, up 16.6%; daily actives (Dashboard A) from '
           '12,400 to 15,100, up 21.8%. The two are never mixed. For daily engagement I would quote the daily '
           'figure, since MAU counts anyone who showed up once in a month.', alt=True),
        bad(C, 'dau-swapped', 'other', 'The growth rates are attached to the wrong definitions: 16.6% is the MAU '
            'growth, 21.8% the DAU growth.', daumau,
            'DAU grew 16.6% (12,400 to 15,100) and MAU grew 21.8% (41,000 to 47,800). For daily engagement, DAU is '
            'the better measure because it reflects daily visits.'),
    ), RESEARCH_DOCS),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'grain-block', 'An answer block with each year\'s output and the growth, all as found and computed.',
           grain, f'【简报】\n2022年粮食总产量：68653万吨\n2023年粮食总产量：69541万吨\n增长率：1.29%\n'
           f'粮食生产再获丰收。来源：{GRAIN["url"]}'),
        bad(C, 'grain-years-swapped', 'other', 'The two years\' outputs are exchanged, so the text says output '
            'fell while reporting a growth.', grain,
            f'2022年全国粮食总产量69541万吨，2023年为68653万吨，增长1.29%。来源：{GRAIN["url"]}'),
    ), RESEARCH_DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'cnpop-list', 'A list giving each year\'s population, the computed rate and 2022 as the first '
           'decline year, with a source.', cnpop,
           '- 2013年中国总人口：1,363,240,000\n- 2023年：1,410,710,000\n- 十年复合年均变化率：0.34%\n'
           '- 首次年度下降：2022年（比上年末减少85万人）\n来源：https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html'),
        bad(C, 'cnpop-decline-2023', 'other', 'The first decline is dated 2023; the source found dates it to '
            '2022, the year the user asked for.', cnpop,
            '世界银行数据显示，中国人口从2013年的1,363,240,000增至2023年的1,410,710,000，年均复合变化0.34%。'
            '2023年中国总人口首次出现下降。来源：https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN&view=chart'),
    ), RESEARCH_DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'jp-block', 'A labelled block: start and end populations, the negative rate, the branch and a cause, '
           'all tied to the right years.', japan,
           'Branch taken: decline branch\n2013: 127,445,000\n2023: 124,516,650\nCompound annual change: -0.23%\n'
           'Cause: deaths outnumber births (https://www.stat.go.jp/english/data/jinsui/2023np/index.html)\n'
           'Source: https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP&view=chart'),
        bad(C, 'jp-inverted', 'other', 'The direction is inverted: the population is said to have grown although '
            'the figures fell, and the wrong branch is named.', japan,
            'Japan\'s population grew slightly between 2013 and 2023 (127,445,000 to 124,516,650), about 0.23% a '
            'year, so this is the growth branch. Source: https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP&view=chart'),
    ), RESEARCH_DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        ok(C, 'retail-both-named', 'Each definition keeps its own figures; the retail growth is the one '
           'computed and chosen.', retail,
           '口径差异：材料甲为批发口径（含出口），2023年12.0万辆、2022年8.0万辆；材料乙为零售口径，2023年10.5万辆、'
           '2022年7.5万辆。选用零售口径，2022→2023年增长40.0%。'),
        bad(C, 'retail-wholesale-figs', 'other', 'The wholesale figures are presented as retail ones, so the '
            'stated retail sales are wrong even though the rate is the retail rate.', retail,
            '两份材料口径不同。按零售口径，该市2022年销量8.0万辆，2023年12.0万辆，增长40.0%。'),
    ), RESEARCH_DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'tour-sentence', 'The total-revenue figures and their growth are named as total revenue; the '
           'domestic figures are named as the other definition.', tourism,
           '材料甲为旅游总收入口径（含国内与入境），材料乙只含国内旅游收入，口径不同不能混用。按总收入口径，2023年'
           '1,520亿元较2022年1,180亿元增长28.8%。'),
        bad(C, 'tour-domestic-label', 'other', 'The 28.8% is the total-revenue growth but is presented as the '
            'growth of domestic tourism revenue.', tourism,
            '两份材料口径不同：甲为总收入，乙为国内收入。计算得国内旅游收入2023年增长28.8%，总收入口径下数据一致。'),
    ), RESEARCH_DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'usage-table', 'A compact table keeps mean, median and SD apart and lists June-September.',
           usage_steps,
           '用电统计（kWh）：\n均值｜312.7\n中位数｜301.5\n样本标准差｜53.7\n高于均值的月份：6月、7月、8月、9月，'
           '夏季用电明显偏高。'),
        bad(C, 'usage-mean-median', 'other', 'Mean and median are exchanged: 301.5 is the median, 312.7 the mean.',
            usage_steps, '12个月用电量均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh；高于均值的是6、7、8、9月。'),
    ), RESEARCH_DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'everest-table', 'Each height is placed beside its own survey and URL.', everest,
           '| Survey | Height | Source |\n|---|---|---|\n| China-Nepal 2020 | 8,848.86 m | '
           'https://www.xinhuanet.com/english/2020-12/08/c_139573045.htm |\n| Survey of India 1955 | 8,848 m | '
           'https://en.wikipedia.org/wiki/Mount_Everest#Surveys |\nThey differ because 1955 measured to the snow '
           'surface with older methods. Cite the 2020 figure today.'),
        bad(C, 'everest-swapped', 'other', 'The two heights are attached to the wrong surveys.', everest,
            'The 2020 China-Nepal survey gives 8,848 m (https://www.xinhuanet.com/english/2020-12/08/c_139573045.htm);'
            ' the 1955 Survey of India gives 8,848.86 m (https://en.wikipedia.org/wiki/Mount_Everest#Surveys). The '
            'methods differ; I would cite the 2020 value.'),
    ), RESEARCH_DOCS),
    entry('formal', 'stop_after_signup_stats', cases(
        ok(C, 'signup-block', 'Two labelled values, each the right quantity; nothing else is drafted.', signups,
           'Mean weekly sign-ups: 349.33\nLast week vs. the week before: +3.35%'),
        bad(C, 'signup-decline', 'other', 'The change is called a decline; sign-ups rose from 388 to 401.',
            signups, 'Mean: 349.33 sign-ups per week. Last week fell 3.35% compared with the week before.'),
    ), RESEARCH_DOCS),
    entry('formal', 's1_response_time_stats', cases(
        ok(C, 'rt-two', 'The two numbers in the order asked, mean then sample SD, and nothing else.', rtimes,
           '3.02, 0.42'),
        bad(C, 'rt-labels-swapped', 'other', 'The labels are swapped: the mean is 3.02 s, the standard deviation '
            '0.42 s.', rtimes, 'mean 0.42, SD 3.02'),
    ), RESEARCH_DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        ok(C, 'nev-list', 'Each association keeps its own figure and definition; no sum or average.', nevdefs,
           '中汽协：949.5万辆，批发口径（含出口），http://www.caam.org.cn/chn/4/cate_39/con_5235337.html\n'
           '乘联会：773.6万辆，零售口径（新能源乘用车），http://www.cpcaauto.com/newslist.php?types=csjd&id=3310\n'
           '两者口径不同，不相加也不平均；后续分析用中汽协口径，因为它覆盖商用车且是行业通行口径。'),
        bad(C, 'nev-swapped', 'other', 'The two figures are attached to the wrong associations and definitions.',
            nevdefs,
            '乘联会（零售口径）：949.5万辆，http://www.cpcaauto.com/newslist.php?types=csjd&id=3310；'
            '中汽协（批发口径）：773.6万辆，http://www.caam.org.cn/chn/4/cate_39/con_5235337.html。口径不同，'
            '选乘联会零售口径。'),
    ), RESEARCH_DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        ok(C, 'py-sentence', 'Both release years stated about the right versions, each with its URL.', pyrel,
           'Python 3.0 came out in 2008 (https://www.python.org/download/releases/3.0/), eight years after '
           'Python 2.0, released in 2000 (https://www.python.org/download/releases/2.0/).'),
        bad(C, 'py-swapped', 'other', 'The release years are attached to the wrong versions.', pyrel,
            'Python 2.0: 2008 — https://www.python.org/download/releases/2.0/\n'
            'Python 3.0: 2000 — https://www.python.org/download/releases/3.0/'),
    ), RESEARCH_DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'income-sentence', 'Both years\' incomes and the growth stated about the right years.', income,
           f'全国居民人均可支配收入：2023年39218元，上年（2022年）36883元，名义增长6.3%。来源 {IU}'),
        bad(C, 'income-fell', 'other', 'The change is described as a fall although income rose.', income,
            f'2022年36883元，2023年39218元，人均可支配收入名义下降6.3%。来源：{IU}'),
    ), RESEARCH_DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'store-wow', 'This week\'s and last week\'s sales stay with the right week and the growth is up.',
           lambda a, t: store(a, t, '本周销售额48.6万元，上周42.3万元，客单价356元，环比增长约15%。'),
           '本周销售额48.6万元，上周42.3万元，环比增长14.9%；客单价356元。'),
        bad(C, 'store-inverted', 'other', 'The weeks are exchanged, so the text reports a fall of 14.9%.',
            lambda a, t: store(a, t, '本周销售额48.6万元，上周42.3万元，客单价356元。'),
            '本周销售额42.3万元，上周48.6万元，环比下降14.9%；客单价356元。'),
    ), RESEARCH_DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'cust-block', 'Quarter labels and figures match; the revised growth is the computed one.',
           lambda a, t: customers(a, t, '本季度新增客户1,284家，上季度1,107家，环比增长约15%。'),
           '季度简报：本季度新增客户1,284家（上季度1,107家），环比增长16.0%。'),
        bad(C, 'cust-quarters-swapped', 'other', 'The quarters are swapped: 1,107 is last quarter\'s figure.',
            lambda a, t: customers(a, t, '本季度新增客户1,284家，上季度1,107家。'),
            '本季度新增客户1,107家，上季度1,284家，环比增长16.0%。'),
    ), RESEARCH_DOCS),
    entry('formal', 'missing_fictional_platform_users', cases(
        ok(C, 'zentrix-plain', 'The absence of an authoritative figure is stated with no number.', zentrix,
           'I could not find any authoritative source for Zentrix Cloud\'s registered users at the end of 2024; '
           'the only result was a general roundup that says no such figures appear in filings or official '
           'statistics. I won\'t estimate one.'),
        bad(C, 'zentrix-words', 'fabricated_number', 'Despite the instruction, the answer estimates the user base '
            'in words.', zentrix,
            'No authoritative source states it. Judging from comparable platforms, Zentrix Cloud probably had a '
            'few hundred thousand registered users by the end of 2024.'),
    ), RESEARCH_DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        ok(C, 'rider-gap', 'The gap is stated and the related sources listed; no media estimate.', rider,
           '缺口说明：国家统计局未公布2019年“外卖骑手”从业人数，经济普查与统计年鉴均未单列此类职业。已找到：'
           'https://www.stats.gov.cn/sj/pcsj/jjpc/4jp/zk/indexch.htm 、https://www.stats.gov.cn/sj/ndsj/2020/indexch.htm'),
        bad(C, 'rider-estimate', 'fabricated_number', 'After stating the gap the answer fills it with an '
            'estimate in words, which the user ruled out.', rider,
            '国家统计局没有公布该指标（https://www.stats.gov.cn/sj/pcsj/jjpc/4jp/zk/indexch.htm）。'
            '不过按行业情况推断，2019年全国外卖骑手大约有七百万人。'),
    ), RESEARCH_DOCS),
]
