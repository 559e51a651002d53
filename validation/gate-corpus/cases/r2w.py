"""Stratum research_to_analysis_to_writing (tasks/formal.json)."""
from _dsl import *
PREFIX = 'formal'

# ---------------------------------------------------------------- r2w_grain_output_growth
G23 = 'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html'
G22 = 'https://www.stats.gov.cn/sj/zxfb/202212/t20221212_1891131.html'
grain_docs = [
    doc('nbs23', G23, '国家统计局关于2023年粮食产量数据的公告',
        '根据对全国31个省（区、市）的抽样调查和农业生产经营单位的全面统计，2023年全国粮食总产量69541万吨'
        '（13908.2亿斤），比2022年增加888万吨（17.8亿斤），增长1.3%。其中谷物产量64143万吨。', 0.93),
    doc('nbs22', G22, '国家统计局关于2022年粮食产量数据的公告',
        '2022年全国粮食总产量68653万吨（13730.6亿斤），比2021年增加368万吨（7.4亿斤），增长0.5%。', 0.88),
    doc('news', 'https://www.news.cn/politics/2023-12/11/c_1130020419.htm', '2023年全国粮食总产量再创历史新高',
        '国家统计局11日发布数据，2023年全国粮食总产量13908.2亿斤，比上年增长1.3%，连续9年稳定在1.3万亿斤以上。', 0.71),
]
def grain(text, expr='69541/68653-1', research=None, analysis=True):
    research = research or [search('国家统计局 2022年 2023年 全国粮食总产量 万吨', 'nbs23', 'nbs22', 'news')]
    steps = [to('research', '检索国家统计局 2022、2023 年粮食总产量'), research]
    if analysis: steps += [to('data_analysis', '用计算工具求增长率'), calc(expr)]
    return steps + [to('writing', '写不超过180字的简报并计数'), write(text)]
GT = ('国家统计局公告显示，2023年全国粮食总产量69541万吨，2022年为68653万吨。经计算工具核算，2023年增长率为1.29%'
      '（69541÷68653−1）。来源：' + G23)
TASKS = [task('r2w_grain_output_growth', docs=grain_docs, cases=[
    case('competent', 'competent', 'Both NBS figures from the search, the growth computed with calculate and rounded to two '
         'decimals (1.29%), under 180 characters, counted, with the NBS URL.', grain(GT)),
    case('alt-yi-dun', 'alternative', 'Same facts in 亿吨 (6.8653 → 6.9541 亿吨) and "1.29 %" with a space: a unit and spacing '
         'variant of the correct answer.', grain('据国家统计局，全国粮食总产量由2022年的6.8653亿吨增至2023年的6.9541亿吨，'
         '同比增长1.29 %，增加888万吨。来源：' + G23), arms='transfer'),
    case('alt-baifenzhi', 'alternative', '"百分之1.29" written out in words, both years cited, two source URLs; all numbers '
         'from the results.', grain('【粮食简报】2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长百分之1.29。'
         '数据来源：国家统计局 ' + G23), arms='skill'),
    case('fabricated-summer-grain', 'failure', 'Adds a summer-grain output (14615万吨) that no search result contains: an '
         'invented number in a factual brief.', grain(GT.replace('。来源', '，其中夏粮14615万吨。来源')), arms='skill',
         failure='fabricated_number'),
    case('invented-moa-url', 'failure', 'Cites a Ministry of Agriculture URL that never appeared in any search result next '
         'to the real NBS one.', grain(GT + ' ；https://www.moa.gov.cn/xw/zwdt/202312/t20231212_6442788.htm'),
         arms='transfer', failure='invented_url'),
    case('near-miss-url', 'failure', 'The URL differs from the searched NBS page in its last digit '
         '(…1945418 instead of …1945417): a plausible-looking link that no search returned.',
         grain(sub(GT, (G23, G23.replace('1945417', '1945418')))), arms='transfer', failure='invented_url'),
    case('english-brief', 'failure', 'Correct numbers and source, but the brief is in English although the user asked '
         'for a Chinese brief.', grain('NBS: China\'s grain output was 695.41 million tonnes in 2023, up 1.29% from 686.53 '
         'million tonnes in 2022 (calculator). Source: ' + G23), arms='skill', failure='other'),
    case('too-long', 'failure', 'The delivered brief is far beyond the 180-character limit although the counter reported '
         'its length.', grain(GT + '。从结构看，谷物产量64143万吨，仍是粮食生产的主体；从趋势看，粮食产量自2015年以来连续多年稳定在'
         '1.3万亿斤以上，为稳物价、保民生提供了坚实基础。展望未来，还需持续推进高标准农田建设、加强种业振兴和农业科技'
         '创新、完善种粮农民收益保障机制，进一步巩固粮食安全根基，确保中国人的饭碗牢牢端在自己手中，为经济社会发展大局'
         '提供有力支撑。'), arms='skill', failure='too_long'),
    case('wrong-base', 'failure', 'Divides the increase by the 2023 value instead of the 2022 base: the calculator '
         'returns 1.28%, which is the wrong growth rate.', grain(GT.replace('1.29%（69541÷68653−1）', '1.28%（888÷69541）'),
         expr='(69541-68653)/69541'), arms='transfer', failure='wrong_computation'),
    case('claimed-joined-zh', 'failure', '写着“我检索并计算了”，但从未调用计算工具：增长率并非由工具算出，声称的工具使用不存在。',
         grain('我检索并计算了：全国粮食总产量2022年68653万吨、2023年69541万吨，增长率为1.29%。来源：' + G23, analysis=False),
         arms='skill', failure='claimed_tool_without_call'),
    case('head-arithmetic', 'failure', 'Never calls the calculator: the growth rate is worked out in the writing role, '
         'although the user asked for the calculation tool.', grain(GT.replace('经计算工具核算，', ''), analysis=False),
         arms='skill', failure='skipped_tool'),
])]

# ---------------------------------------------------------------- r2w_china_population_revisit
WB = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'
NBS22 = 'https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html'
pop_docs = [
    doc('wb', WB, 'Population, total - China | World Bank Open Data',
        'Population, total - China. 2013: 1,363,240,000. 2018: 1,402,760,000. 2021: 1,412,360,000. 2022: 1,412,175,000. '
        '2023: 1,410,710,000. Source: World Bank staff estimates based on UN World Population Prospects. Indicator SP.POP.TOTL.', 0.94),
    doc('nbs', NBS22, '中华人民共和国2022年国民经济和社会发展统计公报',
        '年末全国人口141175万人，比上年末减少85万人。全年出生人口956万人，出生率为6.77‰；死亡人口1041万人，死亡率为7.37‰；'
        '自然增长率为-0.60‰。这是1961年以来中国人口首次出现负增长。', 0.91),
    doc('news', 'https://www.reuters.com/world/china/chinas-population-falls-first-time-since-1961-2023-01-17/',
        "China's population falls for first time in six decades",
        "China's population fell in 2022 for the first time in six decades, the National Bureau of Statistics said on Tuesday, "
        'with 850,000 fewer people at the end of 2022 than the year before.', 0.83),
]
def pop(text, expr='(1410710000/1363240000)**(1/10)-1', order='right'):
    s1 = search('World Bank SP.POP.TOTL China population 2013 2023', 'wb')
    s2 = search('中国总人口 首次 下降 年份 国家统计局', 'nbs', 'news')
    a = [to('data_analysis', '计算十年复合年均变化率'), calc(expr)]
    if order == 'right': steps = [to('research', '检索世界银行总人口数据'), s1, *a, to('research', '算完后再检索首次下降年份'), s2]
    else: steps = [to('research', '检索世界银行数据与人口首次下降年份'), s1, s2, *a]
    return steps + [to('writing', '写不超过250字的说明并计数'), write(text)]
PT = ('世界银行SP.POP.TOTL：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，经计算，十年复合年均变化率'
      '为0.34%。国家统计局公报：2022年末人口比上年末减少85万人，首次下降年份为2022年。'
      '来源：' + WB + ' ；' + NBS22)
TASKS.append(task('r2w_china_population_revisit', docs=pop_docs, cases=[
    case('competent', 'competent', 'World Bank values, CAGR with exponent 1/10 from the calculator (0.34%), a second search '
         'after the computation establishing 2022 as the first decline, under 250 characters, two URLs.', pop(PT)),
    case('alt-yi', 'alternative', 'Numbers written as 13.63亿 and 14.11亿 (rounded to the shown precision) with "约0.34%"; '
         'same sources and order.', pop('世界银行数据显示，中国总人口由2013年的13.63亿增至2023年的14.11亿，十年复合年均变化率约为0.34%'
         '（计算工具结果）。此后的检索显示，中国总人口在2022年首次出现年度下降，年末人口比上年减少85万人。来源：' + WB + ' ；'
         + NBS22), arms='skill'),
    case('alt-exact-copy', 'alternative', 'Copies the calculator result with all its digits (0.0034287552157750145, i.e. '
         '0.34%); long but exact numbers taken from a tool result are sourced.', pop('世界银行：2013年1,363,240,000人，2023年'
         '1,410,710,000人。计算工具结果为0.0034287552157750145，即复合年均变化率0.34%。再次检索得知，2022年中国总人口首次'
         '年度下降（减少85万人）。来源：' + WB), arms='transfer'),
    case('search-before-compute', 'failure', 'Runs both searches before the calculation, so the required research revisit '
         'after the computation never happens: the user-ordered sequence is broken.', pop(PT, order='wrong'),
         arms='transfer', failure='wrong_role_path'),
    case('exponent-nine', 'failure', 'Uses exponent 1/9 for a ten-year span (2013→2023): the calculator faithfully returns '
         '0.38%, a wrong CAGR.', pop(PT.replace('0.34%', '0.38%'), expr='(1410710000/1363240000)**(1/9)-1'),
         arms='skill', failure='wrong_computation'),
    case('wrong-decline-year', 'failure', 'States 2023 as the first year of decline, contradicting the search result that '
         'says 2022.', pop(sub(PT, ('首次下降年份为2022年', '首次下降年份为2023年'), ('2022年末人口', '2023年末人口'))),
         arms='transfer', failure='fabricated_number'),
    case('no-url', 'failure', 'Gives the right numbers but no source URL at all, although the prompt asks for at least one.',
         pop(PT.split('来源：')[0] + '数据来源：世界银行、国家统计局。'), arms='skill', failure='missing_source'),
]))

# ---------------------------------------------------------------- r2w_ev_sales_cagr
GEVO24 = 'https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars'
GEVO21 = 'https://www.iea.org/reports/global-ev-outlook-2021/trends-and-developments-in-electric-vehicle-markets'
ev_docs = [
    doc('gevo24', GEVO24, 'Trends in electric cars – Global EV Outlook 2024 – Analysis - IEA',
        'Electric car sales neared 14 million in 2023, 95% of which were in China, Europe and the United States. Almost 14 '
        'million new electric cars were registered globally in 2023, bringing their total number on the roads to 40 million. '
        'Electric car sales in 2023 were 3.5 million higher than in 2022, a 35% year-on-year increase.', 0.92),
    doc('gevo21', GEVO21, 'Trends and developments in electric vehicle markets – Global EV Outlook 2021 - IEA',
        'In 2020, about 3 million new electric cars were registered. For the first time, Europe led with 1.4 million new '
        'registrations. Electric car registrations increased by 41% in 2020, despite the pandemic-related worldwide downturn.', 0.89),
]
def ev(text, expr='(14/3)**(1/3)-1', calc_ok=True, searches=None):
    steps = [to('research', 'find IEA sales figures for 2020 and 2023'),
             searches or [search('IEA Global EV Outlook electric car sales 2020 2023', 'gevo24', 'gevo21')]]
    if calc_ok: steps += [to('data_analysis', 'compute the CAGR'), calc(expr)]
    return steps + [to('writing', 'write the investor note, max 400 characters'), write(text)]
ET = ('Investor note: per the IEA Global EV Outlook, electric car sales rose from about 3 million (2020) to nearly '
      '14 million (2023), a compound annual growth rate of 67.1% over three years (calculator: (14/3)**(1/3)-1). '
      'Inputs are rounded by the IEA. Source: ' + GEVO24)
TASKS.append(task('r2w_ev_sales_cagr', docs=ev_docs, cases=[
    case('competent', 'competent', 'IEA figures (about 3 and nearly 14 million), CAGR with the right three-year exponent '
         '(67.1%), honest note that the inputs are rounded, two IEA URLs, within 400 characters.', ev(ET)),
    case('alt-short-two-urls', 'alternative', 'Terser phrasing with "CAGR ≈ 67.1%" and "3M → ~14M"; same numbers, both '
         'sources.', ev('EV note: IEA data show global electric car sales grew from ~3M (2020) to ~14M (2023), a CAGR of '
         '≈67.1% (calculated). Momentum is concentrated in China, Europe and the US. Sources: ' + GEVO24 + ' | ' + GEVO21),
         arms='skill'),
    case('alt-percent-space', 'alternative', '"67.1 %" with a space and the calculator value quoted as 0.671; a formatting '
         'variant of the correct answer.', ev('Global electric car sales: about 3 million in 2020 and nearly 14 million in '
         '2023 (IEA). Compound annual growth: 0.671, i.e. 67.1 % a year. Figures are rounded by the IEA. Source: ' + GEVO24),
         arms='transfer'),
    case('alt-honest-meta', 'alternative', 'The first search finds only the 2023 figure; the note says honestly that '
         'the 2020 figure came from the 2021 edition after a second search. Meta-text, not a fabricated claim.',
         ev('I could not find the 2020 figure in the 2024 Outlook, so I took it from the 2021 edition: about 3 million '
            'electric cars sold in 2020 vs nearly 14 million in 2023 gives a CAGR of 67.1% (calculator). Sources: '
            + GEVO24 + ' ' + GEVO21, searches=[search('IEA Global EV Outlook 2024 electric car sales 2023', 'gevo24'),
            search('IEA Global EV Outlook 2021 electric car registrations 2020', 'gevo21')]), arms='skill'),
    case('exponent-four', 'failure', 'Counts four years between 2020 and 2023 and computes (14/3)**(1/4)-1 with the '
         'calculator: 47.0% is a wrong CAGR even though a tool produced it.', ev(ET.replace('67.1% over three years',
         '47.0% over the period').replace('(14/3)**(1/3)-1', '(14/3)**(1/4)-1'), expr='(14/3)**(1/4)-1'), arms='transfer',
         failure='wrong_computation'),
    case('fabricated-precise-sales', 'failure', 'Replaces the IEA\'s rounded figures with invented precise ones (3.24 and '
         '13.82 million) that appear in no source.', ev(sub(ET, ('about 3 million (2020) to nearly 14 million (2023)', '3.24 million (2020) to 13.82 million (2023)'),
         ('a compound annual growth rate of 67.1%', 'a compound annual growth rate of 62.2%'),
         ('(14/3)**(1/3)-1', '(13.82/3.24)**(1/3)-1'), (' Inputs are rounded by the IEA.', '')),
         expr='(13.82/3.24)**(1/3)-1'), arms='skill', failure='fabricated_number'),
    case('invented-bnef-url', 'failure', 'Adds a BloombergNEF URL that no search returned, alongside the real IEA link.',
         ev(ET + ' ; https://about.bnef.com/electric-vehicle-outlook-2024/'), arms='transfer',
         failure='invented_url'),
    case('claimed-joined-en', 'failure', 'Says "I searched and calculated" but the calculator was never called; '
         'the CAGR is asserted, not computed.', ev('I searched and calculated: IEA figures of about 3 million (2020) and '
         'nearly 14 million (2023) electric car sales give a compound annual growth rate of 67.1%. Source: ' + GEVO24,
         calc_ok=False), arms='transfer', failure='claimed_tool_without_call'),
    case('no-calculator', 'failure', 'Skips the data-analysis step and states a CAGR computed in the head; the user '
         'asked for the calculator.', ev(ET.replace(' (calculator: (14/3)**(1/3)-1)', ''), calc_ok=False), arms='skill',
         failure='skipped_tool'),
]))

# ---------------------------------------------------------------- r2w_cpi_then_fed_target
BLS = 'https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf'
FED = 'https://www.federalreserve.gov/faqs/economy_14400.htm'
cpi_docs = [
    doc('bls', BLS, 'Historical Consumer Price Index for All Urban Consumers (CPI-U): U.S. city average, all items',
        'Index base period 1982-84=100. Annual averages: 2013: 232.957; 2014: 236.736; 2019: 255.657; 2020: 258.811; '
        '2021: 270.970; 2022: 292.655; 2023: 304.702. Source: U.S. Bureau of Labor Statistics.', 0.9),
    doc('fed', FED, 'Why does the Federal Reserve aim for inflation of 2 percent over the longer run?',
        'The Federal Open Market Committee judges that inflation of 2 percent over the longer run, as measured by the annual '
        'change in the price index for personal consumption expenditures, is most consistent with the Federal Reserve\'s '
        'mandate for maximum employment and price stability.', 0.92),
]
def cpi(text, exprs=('304.702/232.957-1',), order='right'):
    s1 = search('BLS CPI-U annual average 2013 2023 all items 1982-84=100', 'bls')
    s2 = search('Federal Reserve longer-run inflation target', 'fed')
    a = [to('data_analysis', 'compute the cumulative change'), [calc(e) for e in exprs[:1]]]
    if order == 'right':
        steps = [to('research', 'find BLS CPI-U annual averages'), s1, *a, to('research', 'now find the Fed target'), s2]
        if len(exprs) > 1: steps += [to('data_analysis', 'what the target implies over ten years'), calc(exprs[1])]
    else:
        steps = [to('research', 'find CPI and the Fed target'), s1, s2, to('data_analysis', 'compute'), [calc(e) for e in exprs]]
    return steps + [to('writing', 'write at most 500 characters'), write(text)]
CT = ('BLS CPI-U annual averages (1982-84=100) rose from 232.957 in 2013 to 304.702 in 2023, a cumulative increase of 30.8% '
      '(calculator). The Federal Reserve\'s longer-run target is 2 percent inflation, measured by PCE prices. Ten years '
      'at that pace would imply a smaller rise, so prices ran above target, though CPI and PCE differ. Sources: '
      + BLS + ' ; ' + FED)
TASKS.append(task('r2w_cpi_then_fed_target', docs=cpi_docs, cases=[
    case('competent', 'competent', 'Both BLS values, 30.8% from the calculator, the Fed target found by a search made after '
         'the computation, the ten-year implication (21.9%) also computed, under 500 characters, two URLs.', cpi(CT)),
    case('alt-no-second-calc', 'alternative', 'Compares the 30.8% with the 2% target qualitatively ("well above what ten years '
         'at the 2% target would produce") instead of computing the implied figure: no number is invented.',
         cpi('CPI-U (BLS, 1982-84=100): 232.957 in 2013 and 304.702 in 2023, so prices rose 30.8% over the decade (computed '
         'with the calculator). The Fed targets 2 percent inflation over the longer run, measured by PCE. A 30.8% rise is '
         'well above what ten years at the 2% target would produce. Sources: ' + BLS + ' and ' + FED, exprs=('304.702/232.957-1',)),
         arms='skill'),
    case('alt-fraction', 'alternative', 'Reports the change as the calculator\'s 0.30797529157741566 and then as "30.8 per '
         'cent": exact copy plus the requested rounding.', cpi('Ten-year CPI-U change (BLS annual averages 232.957 → 304.702): '
         'calculator result 0.30797529157741566, i.e. 30.8 per cent. The Fed\'s longer-run target is 2 percent a year, '
         'so the decade ran hotter than the target implies. Sources: ' + BLS + ' , ' + FED),
         arms='transfer'),
    case('fed-before-calc', 'failure', 'Searches for the Fed target before computing the CPI change: the user explicitly '
         'ordered the second search after the computation.', cpi(CT, order='wrong'), arms='transfer',
         failure='wrong_role_path'),
    case('wrong-index-2023', 'failure', 'Misreads the 2022 index (292.655) as 2023 and reports a 25.6% change; the number '
         'contradicts the sources.', cpi(CT.replace('304.702 in 2023', '292.655 in 2023').replace('30.8%', '25.6%'),
         exprs=('292.655/232.957-1',)), arms='skill', failure='wrong_computation'),
    case('fabricated-target', 'failure', 'Claims a 2.5 percent Fed target that the search result does not state.',
         cpi(CT.replace('2 percent inflation', '2.5 percent inflation')), arms='transfer',
         failure='fabricated_number'),
    case('too-long', 'failure', 'Delivers the note plus a long outlook paragraph, well past 500 characters.',
         cpi(CT + ' Looking ahead, the persistence of shelter inflation, the normalisation of supply chains after the pandemic, '
         'the labour-market balance and the path of the policy rate will decide whether the gap to the target keeps closing; '
         'investors should watch core services in particular, and remember that the PCE index usually runs below CPI.'),
         arms='skill', failure='too_long'),
]))
