"""Search-result documents of the held-out cases: realistic titles, contents and URLs, one list per task."""
from _hdsl import doc

G23 = 'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html'
G22 = 'https://www.stats.gov.cn/sj/zxfb/202212/t20221212_1891131.html'
GRAIN = [
    doc('nbs23', G23, '国家统计局关于2023年粮食产量数据的公告',
        '根据对全国31个省（区、市）的抽样调查和农业生产经营单位的全面统计，2023年全国粮食总产量69541万吨'
        '（13908.2亿斤），比2022年增加888万吨（17.8亿斤），增长1.3%。其中谷物产量64143万吨。', 0.93),
    doc('nbs22', G22, '国家统计局关于2022年粮食产量数据的公告',
        '2022年全国粮食总产量68653万吨（13730.6亿斤），比2021年增加368万吨（7.4亿斤），增长0.5%。', 0.88),
]

INC = 'https://www.stats.gov.cn/sj/zxfb/202401/t20240116_1946622.html'
INC22 = 'https://www.stats.gov.cn/sj/zxfb/202301/t20230117_1892129.html'
INCOME = [
    doc('inc23', INC, '2023年居民收入和消费支出情况 - 国家统计局',
        '2023年，全国居民人均可支配收入39218元，比上年名义增长6.3%，扣除价格因素，实际增长6.1%。', 0.94),
    doc('inc22', INC22, '2022年居民收入和消费支出情况 - 国家统计局',
        '2022年，全国居民人均可支配收入36883元，比上年名义增长5.0%，扣除价格因素，实际增长2.9%。', 0.9),
]

WB = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'
NBS22 = 'https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html'
CHINA_POP = [
    doc('wb', WB, 'Population, total - China | World Bank Open Data',
        'Population, total - China. 2013: 1,363,240,000. 2018: 1,402,760,000. 2021: 1,412,360,000. 2022: 1,412,175,000. '
        '2023: 1,410,710,000. Source: World Bank staff estimates based on UN World Population Prospects. '
        'Indicator SP.POP.TOTL.', 0.94),
    doc('nbs', NBS22, '中华人民共和国2022年国民经济和社会发展统计公报',
        '年末全国人口141175万人，比上年末减少85万人。全年出生人口956万人，出生率为6.77‰；死亡人口1041万人，死亡率为7.37‰；'
        '自然增长率为-0.60‰。这是1961年以来中国人口首次出现负增长。', 0.91),
]

GEVO24 = 'https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars'
GEVO21 = 'https://www.iea.org/reports/global-ev-outlook-2021/trends-and-developments-in-electric-vehicle-markets'
EV = [
    doc('gevo24', GEVO24, 'Trends in electric cars – Global EV Outlook 2024 – Analysis - IEA',
        'Electric car sales neared 14 million in 2023, 95% of which were in China, Europe and the United States. Almost 14 '
        'million new electric cars were registered globally in 2023, bringing their total number on the roads to 40 '
        'million. Electric car sales in 2023 were 3.5 million higher than in 2022, a 35% year-on-year increase.', 0.92),
    doc('gevo21', GEVO21, 'Trends and developments in electric vehicle markets – Global EV Outlook 2021 - IEA',
        'In 2020, about 3 million new electric cars were registered. For the first time, Europe led with 1.4 million new '
        'registrations. Electric car registrations increased by 41% in 2020, despite the pandemic-related worldwide '
        'downturn.', 0.89),
]

BLS = 'https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf'
FED = 'https://www.federalreserve.gov/faqs/economy_14400.htm'
CPI = [
    doc('bls', BLS, 'Historical Consumer Price Index for All Urban Consumers (CPI-U): U.S. city average, all items',
        'Index base period 1982-84=100. Annual averages: 2013: 232.957; 2014: 236.736; 2019: 255.657; 2020: 258.811; '
        '2021: 270.970; 2022: 292.655; 2023: 304.702. Source: U.S. Bureau of Labor Statistics.', 0.9),
    doc('fed', FED, 'Why does the Federal Reserve aim for inflation of 2 percent over the longer run?',
        'The Federal Open Market Committee judges that inflation of 2 percent over the longer run, as measured by the '
        'annual change in the price index for personal consumption expenditures, is most consistent with the Federal '
        'Reserve\'s mandate for maximum employment and price stability.', 0.92),
]

UNFCCC = 'https://unfccc.int/process-and-meetings/the-paris-agreement'
UNTC = 'https://treaties.un.org/Pages/ViewDetails.aspx?src=TREATY&mtdsg_no=XXVII-7-d&chapter=27&clang=_en'
PARIS = [
    doc('unfccc', UNFCCC, 'The Paris Agreement | UNFCCC',
        'The Paris Agreement is a legally binding international treaty on climate change. It was adopted by 196 Parties at '
        'the UN Climate Change Conference (COP21) in Paris, France, on 12 December 2015. It entered into force on '
        '4 November 2016.', 0.95),
    doc('untc', UNTC, 'United Nations Treaty Collection: 7. d Paris Agreement',
        'Paris, 12 December 2015. Entry into force: 4 November 2016, in accordance with article 21(1). Signed in New York '
        'on 22 April 2016. Registration: 4 November 2016, No. 54113.', 0.9),
]

HQ = 'https://statice.is/publications/news-archive/population/population-in-the-3rd-quarter-2024/'
HJ = 'https://statice.is/publications/news-archive/inhabitants/population-on-1-january-2024/'
ICELAND = [
    doc('q3', HQ, 'Population in the 3rd quarter 2024 - Statistics Iceland',
        'The population of Iceland was 389,444 on 1 October 2024, an increase of 2,686 in the quarter. There were 199,784 '
        'males and 189,660 females.', 0.93),
    doc('jan', HJ, 'Population on 1 January 2024 - Statistics Iceland',
        'On 1 January 2024 the population of Iceland was 383,726, an increase of 2.1% from the previous year.', 0.87),
]

WBJ = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP'
SBJ = 'https://www.stat.go.jp/english/data/jinsui/2023np/index.html'
JAPAN = [
    doc('wb', WBJ, 'Population, total - Japan | World Bank Open Data',
        'Population, total - Japan. 2013: 127,445,000. 2018: 126,811,000. 2023: 124,516,650. Indicator SP.POP.TOTL.', 0.94),
    doc('sbj', SBJ, 'Population Estimates (October 1, 2023) - Statistics Bureau of Japan',
        'The total population decreased by 595 thousand from the previous year. The natural change showed a decrease for '
        'the 17th consecutive year, as deaths exceeded births, reflecting the low fertility rate.', 0.88),
]

P2 = 'https://www.python.org/download/releases/2.0/'
P3 = 'https://www.python.org/download/releases/3.0/'
PYREL = [
    doc('p2', P2, 'Python 2.0 | Python.org', 'Python 2.0 was released on October 16, 2000. New features include list '
        'comprehensions, augmented assignment and garbage collection of cycles.', 0.92),
    doc('p3', P3, 'Python 3.0 Release | Python.org', 'Python 3.0 final was released on December 3rd, 2008. Python 3.0 '
        '(a.k.a. "Python 3000" or "Py3k") is a new version of the language that is incompatible with the 2.x line.', 0.92),
]

XH = 'http://www.xinhuanet.com/english/2020-12/08/c_139573244.htm'
BR = 'https://www.britannica.com/place/Mount-Everest'
EVEREST = [
    doc('xh', XH, 'China, Nepal jointly announce Mount Qomolangma height at 8,848.86 meters - Xinhua',
        'China and Nepal on Tuesday jointly announced that the latest height of Mount Qomolangma, known as Mount Everest, '
        'is 8,848.86 meters, based on a 2020 survey using GNSS satellite measurements and the snow cap surface.', 0.93),
    doc('br', BR, 'Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica',
        'A height of 29,028 feet (8,848 metres), determined by the Survey of India in 1955 using triangulation from '
        'stations around the mountain, was long the accepted figure.', 0.88),
]

CA = 'http://www.caam.org.cn/chn/4/cate_39/con_5235337.html'
CA22 = 'http://www.caam.org.cn/chn/4/cate_39/con_5234013.html'
CPCA = 'http://www.cpcaauto.com/newslist.php?types=csjd&id=3190'
NEV_CAGR = [
    doc('caam23', CA, '中汽协：2023年汽车工业经济运行情况',
        '2023年，新能源汽车产销分别完成958.7万辆和949.5万辆，同比分别增长35.8%和37.9%。', 0.93),
    doc('caam22', CA22, '中汽协：2022年汽车工业经济运行情况',
        '2022年，新能源汽车产销分别完成705.8万辆和688.7万辆，同比分别增长96.9%和93.4%。2021年新能源汽车销量为352.1万辆。', 0.9),
]
NEV_DEF = [
    doc('caam', CA, '中汽协：2023年汽车工业经济运行情况',
        '2023年，新能源汽车产销分别完成958.7万辆和949.5万辆，同比分别增长35.8%和37.9%，市场占有率达到31.6%。'
        '（统计口径：企业批发销量，含出口，含商用车）', 0.92),
    doc('cpca', CPCA, '乘联会：2023年12月及全年全国乘用车市场分析',
        '2023年1-12月，新能源乘用车零售773.6万辆，同比增长36.2%。（零售口径：国内终端零售，仅乘用车，不含出口）', 0.9),
]

ACM = 'https://amturing.acm.org/'
PER = 'https://amturing.acm.org/award_winners/perlis_0132439.cfm'
ZHWIKI_ENC = 'https://zh.wikipedia.org/wiki/%E5%9B%BE%E7%81%B5%E5%A5%96'
ZHWIKI_DEC = 'https://zh.wikipedia.org/wiki/图灵奖'
TURING = [
    doc('acm', ACM, 'A.M. Turing Award - ACM',
        'The A.M. Turing Award, the ACM\'s most prestigious technical award, is given for major contributions of lasting '
        'importance to computing. It was established in 1966 and is named for Alan M. Turing.', 0.92),
    doc('perlis', PER, 'Alan J Perlis - A.M. Turing Award Laureate',
        'Alan J. Perlis, 1966 Turing Award recipient, for his influence in the area of advanced programming techniques '
        'and compiler construction. Perlis was the first recipient of the award.', 0.9),
    doc('zhwiki', ZHWIKI_ENC, '图灵奖 - 维基百科，自由的百科全书',
        '图灵奖（A.M. Turing Award）由美国计算机协会（ACM）于1966年设立，以艾伦·图灵命名。首位获奖者为艾伦·佩利（Alan Perlis），'
        '1966年获奖。', 0.85),
]

OW = 'https://genai.owasp.org/llmrisk/llm01-prompt-injection/'
OWP = 'https://owasp.org/www-project-top-10-for-large-language-model-applications/'
OWASP = [
    doc('genai', OW, 'LLM01:2025 Prompt Injection - OWASP Top 10 for LLM & Generative AI Security',
        'A Prompt Injection Vulnerability occurs when user prompts alter the LLM\'s behavior or output in unintended '
        'ways. LLM01:2025 Prompt Injection is the first risk in the OWASP Top 10 for LLM Applications.', 0.93),
    doc('proj', OWP, 'OWASP Top 10 for Large Language Model Applications | OWASP Foundation',
        'The OWASP Top 10 for Large Language Model Applications: LLM01 Prompt Injection, LLM02 Insecure Output Handling, '
        'LLM03 Training Data Poisoning, LLM04 Model Denial of Service, LLM05 Supply Chain Vulnerabilities.', 0.9),
]

ZENTRIX = [
    doc('staffing', 'https://www.zentrix.com/about-us', 'About Zentrix Technologies | IT Staffing & Consulting',
        'Zentrix Technologies is an IT staffing and consulting firm founded in 2009, serving clients in healthcare and '
        'finance across North America.', 0.61),
    doc('blog', 'https://cloudtoolsreview.net/zentrix-cloud-review', 'Zentrix Cloud review: is it worth it? (2024)',
        'Zentrix Cloud is a newer player. Some say it has around 2 million users, though the company has not published '
        'figures. Pricing starts at $9 per seat.', 0.55),
    doc('pr', 'https://www.prnewswire.com/news-releases/zentrix-announces-series-a-301982233.html',
        'Zentrix announces Series A funding',
        'Zentrix, a developer-tools start-up, today announced a $12 million Series A round. The company did not disclose '
        'customer or user numbers.', 0.52),
]

GB19 = 'https://www.stats.gov.cn/sj/zxfb/202302/t20230203_1900640.html'
JP4 = 'https://www.stats.gov.cn/sj/tjgb/jjpcgb/qgjpgb/202302/t20230206_1902104.html'
MT = 'https://www.meituan.com/news/NN200318003040'
RIDER = [
    doc('gb19', GB19, '中华人民共和国2019年国民经济和社会发展统计公报 - 国家统计局',
        '年末全国就业人员77471万人，其中城镇就业人员44247万人。全年城镇新增就业1352万人。全国农民工总量29077万人。', 0.86),
    doc('jp4', JP4, '第四次全国经济普查公报（第二号）- 国家统计局',
        '2018年末，全国共有从事第二产业和第三产业活动的法人单位从业人员38323.5万人。其中交通运输、仓储和邮政业从业人员'
        '1612.3万人，住宿和餐饮业从业人员1023.7万人。', 0.82),
    doc('mt', MT, '美团研究院：2019年及2020年疫情期间美团骑手就业报告',
        '2019年，通过美团平台获得收入的骑手总数达到398.7万人。（企业研究报告，非政府统计数据）', 0.8),
]
