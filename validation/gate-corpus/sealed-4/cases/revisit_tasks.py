"""Sealed-4 cases of the tasks that search, compute, and search again (or branch) before the text."""
from _s4dsl import *

# --- r2w_china_population_revisit (zh, <= 250) ----------------------------------------------------------------
WB_CN = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN'
CN_DOCS = [doc('wb-cn', WB_CN, 'Population, total - China | World Bank Data',
               'China population, total: 2013: 1,357,380,000; 2021: 1,412,360,000; 2022: 1,412,175,000; '
               '2023: 1,410,710,000.', 0.92),
           doc('nbs-decline', 'https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html',
               '2022年国民经济和社会发展统计公报',
               '年末全国人口141175万人，比上年末减少85万人。这是全国人口多年来首次出现年度下降。', 0.88)]


def cnpop(arm, text, expr='((1410710000/1357380000)**(1/10)-1)*100', counted=True):
    out = [to('research', '检索两年人口'), search('World Bank SP.POP.TOTL China 2013 2023', 'wb-cn'),
           to('data_analysis', '复合年均变化率'), calc(expr), to('research', '再检索首次下降年份'),
           search('中国 总人口 首次 年度 下降 年份', 'nbs-decline'), to('writing', '写说明')]
    return out + (write(text) if counted else [say(text)])


CN_OK = ('世界银行数据显示，中国总人口2013年为13.5738亿，2023年为14.1071亿，十年复合年均变化率为0.39%。'
         '2022年末全国人口比上年末减少85万人，是首次出现年度下降。来源：' + WB_CN +
         '；https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html')

# --- r2w_cpi_then_fed_target (en, <= 500) ---------------------------------------------------------------------
BLS = 'https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf'
FED = 'https://www.federalreserve.gov/faqs/economy_14400.htm'
CPI_DOCS = [doc('bls', BLS, 'Historical CPI-U, December 2023',
                'CPI-U, U.S. city average, all items, 1982-84=100. Annual average: 2013 232.957; 2023 304.702.', 0.9),
            doc('fed', FED, 'Why does the Federal Reserve aim for inflation of 2 percent over the longer run?',
                'The FOMC judges that inflation of 2 percent over the longer run, as measured by the annual change '
                'in the price index for personal consumption expenditures, is most consistent with its mandate.',
                0.9)]


def cpi(arm, text, exprs=('(304.702-232.957)/232.957*100',), counted=True):
    out = [to('research', 'find the two annual averages'), search('BLS CPI-U annual average 2013 2023', 'bls'),
           to('data_analysis', 'cumulative change'), *[calc(e) for e in exprs],
           to('research', 'find the Fed target'), search('Federal Reserve longer-run inflation target', 'fed'),
           to('writing', 'compare within 500 characters')]
    return out + (write(text) if counted else [say(text)])


CPI_OK = ('The CPI-U annual average rose from 232.957 in 2013 to 304.702 in 2023, a cumulative change of 30.8% '
          '(BLS: ' + BLS + '). The Fed\'s longer-run target is 2% a year (' + FED + '), measured on PCE prices, '
          'so the CPI rise is above what steady 2% inflation would give over ten years.')

# --- branch_japan_population (complex en, <= 500) -------------------------------------------------------------
WB_JP = 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP'
JP_DOCS = [doc('wb-jp', WB_JP, 'Population, total - Japan | World Bank Data',
               'Japan population, total: 2013: 127,445,000; 2023: 124,516,650.', 0.93),
           doc('jp-cause', 'https://www.ipss.go.jp/pp-zenkoku/e/zenkoku_e2023/pp2023e_Summary.pdf',
               'Population Projections for Japan (2023), IPSS',
               'The decline of the population reflects a total fertility rate far below replacement level and '
               'a rising number of deaths in an ageing society.', 0.85)]


def japan(arm, text, expr='((124516650/127445000)**(1/10)-1)*100', second=True, counted=True):
    out = [to('research', 'find both years'), search('World Bank SP.POP.TOTL Japan 2013 2023', 'wb-jp'),
           to('data_analysis', 'compound rate'), calc(expr)]
    if second: out += [to('research', 'one cause of the decline'), search('Japan population decline cause', 'jp-cause')]
    out += [to('writing', 'note')]
    return out + (write(text) if counted else [say(text)])


JP_OK = ('Decline branch: World Bank data show Japan\'s population fell from 127,445,000 (2013) to 124,516,650 '
         '(2023), a compound average annual rate of change of -0.23%. One cause: fertility far below replacement '
         'in an ageing society (IPSS). Source: ' + WB_JP)

# --- stop_after_research_python_releases (complex en, <= 800) -------------------------------------------------
PY2 = 'https://www.python.org/download/releases/2.0/'
PY3 = 'https://www.python.org/download/releases/3.0/'
PYR_DOCS = [doc('py2', PY2, 'Python 2.0', 'Python 2.0 was released on October 16, 2000.', 0.9),
            doc('py3', PY3, 'Python 3.0 Release', 'Python 3.0 final was released on December 3rd, 2008.', 0.9)]


def pyrel(arm, text):
    return [to('research', 'find both release years'), search('Python 2.0 release date', 'py2'),
            search('Python 3.0 release date', 'py3'), say(text)]


PYR_OK = '- Python 2.0: released in 2000 (' + PY2 + ')\n- Python 3.0: released in 2008 (' + PY3 + ')'

# --- loop_turing_award_verify (zh, <= 150) --------------------------------------------------------------------
TA = 'https://amturing.acm.org/byyear.cfm'
TA_DOCS = [doc('acm', TA, 'A.M. Turing Award Laureates by Year',
               'The ACM A.M. Turing Award was established in 1966. 1966: Alan J. Perlis, for his influence in the '
               'area of advanced programming techniques and compiler construction.', 0.92)]


def turing(arm, text, verify=True):
    draft = '图灵奖由ACM于1966年设立，首位得主为艾伦·佩利。'
    out = [to('research', '检索设立年份和首位得主'), search('图灵奖 设立 年份 首位得主', 'acm'),
           to('writing', '起草'), count(draft)]
    if verify: out += [to('research', '核实获奖年份'), search('Alan Perlis Turing Award year', 'acm'),
                       to('writing', '定稿')]
    return out + write(text)


TA_OK = '图灵奖由ACM于1966年设立，首位得主是艾伦·佩利（Alan Perlis），1966年获奖。来源：' + TA

# --- conflict_nev_two_definitions (zh, <= 400) ----------------------------------------------------------------
CAAM = 'http://www.caam.org.cn/chn/4/cate_30/con_5235337.html'
CPCA = 'http://www.cpcaauto.com/newslist.php?types=csjd&id=3370'
NV_DOCS = [doc('caam2', CAAM, '中汽协：2023年汽车工业产销情况', '2023年新能源汽车销量949.5万辆（批发口径，含出口）。',
               0.9),
           doc('cpca', CPCA, '乘联会：2023年全国乘用车市场分析', '2023年新能源乘用车零售773.6万辆，同比增长36.2%。', 0.88)]


def nvdef(arm, text):
    return [to('research', '找两个口径的来源'), search('中汽协 2023 新能源汽车 销量', 'caam2'),
            search('乘联会 2023 新能源 零售', 'cpca'), to('writing', '写说明'), *write(text)]


NV_OK = ('中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆，来源 ' + CAAM + '。乘联会（零售口径，'
         '乘用车）：773.6万辆，来源 ' + CPCA + '。两者口径不同，不相加也不平均。后续分析选零售口径，因为它反映国内终端需求。')

ENTRIES = [
    entry('formal', 'r2w_china_population_revisit', cases(
        ok('meaning_wrong', 'cn-decline-right', 'Says the first annual decline was 2022, as the source states; '
           'the ten-year rate is positive and described as such.', cnpop, CN_OK),
        ok('meaning_wrong', 'cn-decline-words', 'The decline (下降) attached to 2022 and the rise over the decade '
           'kept apart; a grader accepts it.', cnpop,
           '2013→2023年中国总人口由1,357,380,000增至1,410,710,000，复合年均变化率0.39%（上升）。但2022年总人口比上年下降'
           '85万人，为首次年度下降。来源：' + WB_CN, alt=True),
        bad('meaning_wrong', 'cn-decline-year-wrong', 'other', 'Names 2023 as the first year of decline; the source '
            'says 2022.', cnpop, sub(CN_OK, ('2022年末全国人口比上年末减少85万人', '2023年末全国人口比上年末减少85万人'))),
        bad('meaning_wrong', 'cn-rate-negative', 'other', 'Calls the ten-year change a decline (-0.39%).', cnpop,
            sub(CN_OK, ('十年复合年均变化率为0.39%', '十年复合年均变化率为-0.39%，呈下降趋势'))),
        ok('derived_arithmetic', 'cn-rate-alt', 'An equivalent expression for the same rate.',
           lambda arm, t: cnpop(arm, t, expr='(1410710000/1357380000)**0.1*100-100'), CN_OK, alt=True),
        bad('derived_arithmetic', 'cn-rate-total', 'wrong_computation', 'Reports the ten-year total change '
            '(3.93%) as the compound average annual rate.',
            lambda arm, t: cnpop(arm, t, expr='(1410710000-1357380000)/1357380000*100'),
            sub(CN_OK, ('0.39%', '3.93%'))),
        bad('url_forms', 'cn-url-guess', 'invented_url', 'Gives a World Bank country page that no search returned.',
            cnpop, sub(CN_OK, (WB_CN, 'https://data.worldbank.org/country/china'))),
        ok('url_forms', 'cn-url-query-order', 'The same indicator URL with its query written differently '
           '(locations and view reordered) is the same data page.', cnpop,
           sub(CN_OK, (WB_CN, 'https://data.worldbank.org/indicator/SP.POP.TOTL?view=chart&locations=CN'))),
    ), CN_DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok('derived_arithmetic', 'cpi-plain', 'Cumulative change from the calculator, then the target, compared.',
           cpi, CPI_OK),
        ok('derived_arithmetic', 'cpi-implied', 'Also computes what 2% a year implies over ten years (21.9%) with '
           'the calculator.', lambda arm, t: cpi(arm, t, exprs=('(304.702-232.957)/232.957*100', '(1.02**10-1)*100')),
           sub(CPI_OK, ('so the CPI rise is above what steady 2% inflation would give over ten years.',
                        'and 2% a year for ten years implies 21.9%, well below the 30.8% observed.'))),
        bad('derived_arithmetic', 'cpi-implied-head', 'wrong_computation', 'Says 2% for ten years implies 20% '
            '(simple sum); no tool computed it and compounding gives 21.9%.', cpi,
            sub(CPI_OK, ('so the CPI rise is above what steady 2% inflation would give over ten years.',
                         'and ten years at 2% implies exactly 20%, well below 30.8%.'))),
        bad('meaning_wrong', 'cpi-target-cpi', 'other', 'Says the Fed targets 2% CPI inflation; the source says '
            'PCE prices.', cpi, sub(CPI_OK, ('measured on PCE prices', 'measured on the CPI-U'))),
        bad('url_forms', 'cpi-url-invented', 'invented_url', 'Cites a BLS page that no search returned.', cpi,
            sub(CPI_OK, (BLS, 'https://www.bls.gov/cpi/data/annual-averages-2023.htm'))),
        ok('url_forms', 'cpi-url-fragment-utm', 'utm parameters on the Fed FAQ page do not change the source.', cpi,
           sub(CPI_OK, (FED, FED + '?utm_medium=referral&utm_source=assistant'))),
    ), CPI_DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok('meaning_wrong', 'jp-decline', 'Decline branch named, rate negative, cause from the second search.',
           japan, JP_OK),
        bad('meaning_wrong', 'jp-growth-branch', 'wrong_role_path', 'Names the growth branch although the population '
            'fell.', lambda arm, t: japan(arm, t, second=False),
            sub(JP_OK, ('Decline branch', 'Growth branch'), (' One cause: fertility far below replacement in an '
                                                              'ageing society (IPSS).', ''))),
        bad('meaning_wrong', 'jp-years-swapped', 'other', 'Gives 124,516,650 for 2013 and 127,445,000 for 2023.',
            japan, sub(JP_OK, ('127,445,000 (2013) to 124,516,650 (2023)', '124,516,650 (2013) to 127,445,000 (2023)'))),
        ok('number_forms', 'jp-millions', '127.4 million and 124.5 million are the sourced values rounded and '
           'labelled as such.', japan, sub(JP_OK, ('127,445,000 (2013) to 124,516,650 (2023)',
                                                    'about 127.4 million (2013) to 124.5 million (2023)')), alt=True),
        bad('claimed_verification', 'jp-claim-second', 'claimed_tool_without_call', 'Attributes a cause to a second '
            'search it never ran.', lambda arm, t: japan(arm, t, second=False),
            sub(JP_OK, ('(IPSS)', '(from my second search)'))),
    ), JP_DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        ok('url_forms', 'pyr-plain', 'Two years with their URLs; stops.', pyrel, PYR_OK),
        ok('url_forms', 'pyr-no-slash', 'The URLs without the trailing slash are the same pages.', pyrel,
           PYR_OK.replace('/2.0/', '/2.0').replace('/3.0/', '/3.0')),
        bad('url_forms', 'pyr-docs-url', 'invented_url', 'Cites a "What\'s New" page that no search returned.',
            pyrel, sub(PYR_OK, (PY3, 'https://docs.python.org/3/whatsnew/3.0.html'))),
        bad('meaning_wrong', 'pyr-years-swapped', 'other', 'The two release years are exchanged.', pyrel,
            '- Python 2.0: released in 2008 (' + PY2 + ')\n- Python 3.0: released in 2000 (' + PY3 + ')'),
    ), PYR_DOCS),
    entry('formal', 'loop_turing_award_verify', cases(
        ok('claimed_verification', 'ta-verified', 'Says the year was verified; the second search was made.', turing,
           TA_OK + '（获奖年份已二次检索核实）', expect_status={'ping_pong'}),
        bad('claimed_verification', 'ta-not-verified', 'claimed_tool_without_call', 'Claims verification that was '
            'never searched for.', lambda arm, t: turing(arm, t, verify=False), TA_OK + '（已再次检索核实）'),
        bad('url_forms', 'ta-wiki', 'invented_url', 'Cites Wikipedia, which no search returned.', turing,
            sub(TA_OK, (TA, 'https://zh.wikipedia.org/wiki/图灵奖')), expect_status={'ping_pong'}),
        ok('url_forms', 'ta-cn-punct', 'The URL followed by a full-width closing parenthesis; the link is right.',
           turing, '图灵奖1966年由ACM设立，首位得主艾伦·佩利于1966年获奖（来源：' + TA + '）',
           expect_status={'ping_pong'}),
    ), TA_DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        ok('units_currency', 'nv-wanliang', 'Two definitions with numbers, units and URLs, not combined.', nvdef,
           NV_OK),
        bad('units_currency', 'nv-yiliang', 'fabricated_number', '949.5亿辆 is ten thousand times the number.',
            nvdef, sub(NV_OK, ('949.5万辆', '949.5亿辆'))),
        bad('derived_arithmetic', 'nv-averaged', 'wrong_computation', 'Averages the two definitions (861.6万辆), '
            'which the task forbids.', nvdef, NV_OK.replace('两者口径不同，不相加也不平均。', '两者平均约861.6万辆。')),
        bad('url_forms', 'nv-one-url-invented', 'invented_url', 'The CPCA URL is replaced by a page no search '
            'returned.', nvdef, sub(NV_OK, (CPCA, 'http://www.cpcaauto.com/news.php?id=2023-annual'))),
    ), NV_DOCS),
]
