"""URL forms: the cited source written in another form (trailing punctuation, Markdown or <...> links, decoded CJK
paths, reordered or tracking query parameters, http/https, www., fragments) against URLs no search returned."""
from _s7tasks import *

C = 'url_forms'
GU = 'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html'
IU = 'https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html'

ENTRIES = [
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'grain-url-fullstop', 'The NBS URL is cited exactly and directly followed by a Chinese full stop, '
           'which is punctuation, not part of the address.', grain,
           f'国家统计局数据显示，2023年全国粮食总产量69541万吨，2022年为68653万吨，增长1.29%，继续保持稳产。来源：{GU}。'),
        bad(C, 'grain-url-made-up-id', 'invented_url', 'The page id in the cited NBS address was never returned by '
            'the search; the real source URL is absent.', grain,
            '2023年全国粮食总产量69541万吨，比2022年的68653万吨增长1.29%。'
            '来源：https://www.stats.gov.cn/sj/zxfb/202312/t20231215_1945502.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'income-md-link', 'A Markdown link whose target is exactly the NBS page found; the two figures and '
           'the growth are right and the answer stops.', income,
           f'- 2022年：36883元\n- 2023年：39218元\n- 名义增长率：6.3%\n\n来源：[国家统计局 2023年居民收入和消费支出情况]({IU})'),
        bad(C, 'income-url-digit-off', 'invented_url', 'The cited page number differs from the one the search '
            'returned: an address built from memory, not a copied one.', income,
            '2022年36883元，2023年39218元，名义增长6.3%。来源 https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946625.html'),
        bad(C, 'income-no-url', 'missing_source', 'The user asked for the source URL with the numbers; only the '
            'agency is named.', income, '两个数字：2022年36883元、2023年39218元；名义增长率6.3%（来源：国家统计局）。'),
    ), RESEARCH_DOCS),
    entry('formal', 's1_paris_agreement_date', cases(
        ok(C, 'paris-decoded-cjk', 'The Wikipedia address is given with its Chinese title decoded instead of '
           'percent-encoded; it is the same page the search returned.', paris,
           '《巴黎协定》于2016年11月4日正式生效。来源：https://zh.wikipedia.org/wiki/巴黎协定'),
        ok(C, 'paris-query-swapped', 'The UNFCCC address carries the same two query parameters in the other order; '
           'it names the same page.', lambda a, t: paris(a, t, docs=('paris_un',)),
           '生效日期：2016年11月4日\n来源：https://unfccc.int/process-and-meetings/the-paris-agreement?lang=zh&tab=entry',
           alt=True),
        bad(C, 'paris-un-guess', 'invented_url', 'The UN page cited was not among the search results; the answer '
            'substitutes a plausible address for the one it found.', paris,
            '2016年11月4日正式生效。参见 https://www.un.org/zh/climatechange/paris-agreement'),
    ), RESEARCH_DOCS),
    entry('formal', 'stop_iceland_population', cases(
        ok(C, 'iceland-no-slash', 'The Statistics Iceland page is cited without its trailing slash, the same '
           'address; figure, date and source are given and the work stops.', iceland,
           'Statistics Iceland reports 389,444 inhabitants on 1 January 2025.\nSource: '
           'https://statice.is/publications/news-archive/inhabitants/inhabitants-on-1-january-2025'),
        ok(C, 'iceland-utm', 'A utm_source tracking parameter was appended to the found address; it still points '
           'to the same Statistics Iceland release.', iceland,
           'Population of Iceland: 389,444 (reference date 1 January 2025), per Statistics Iceland — '
           'https://statice.is/publications/news-archive/inhabitants/inhabitants-on-1-january-2025/?utm_source=chatgpt.com',
           alt=True),
        bad(C, 'iceland-guessed-page', 'invented_url', 'The cited statistics page is a guessed address on the '
            'agency site, not the release the search returned.', iceland,
            'Iceland had 389,444 inhabitants on 1 January 2025 (Statistics Iceland, '
            'https://www.statice.is/statistics/population/inhabitants/).'),
    ), RESEARCH_DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        ok(C, 'py-angle-links', 'Both python.org pages are cited in angle brackets, which only delimit the '
           'addresses.', pyrel,
           'Research findings:\n1. Python 2.0 was released in 2000 (16 October 2000) '
           '<https://www.python.org/download/releases/2.0/>\n2. Python 3.0 was released in 2008 (3 December 2008) '
           '<https://www.python.org/download/releases/3.0/>'),
        ok(C, 'py-http', 'The python.org addresses are written with http instead of https; the same pages, and a '
           'grader would follow them without trouble.', pyrel,
           'Python 2.0 — released 2000 (http://www.python.org/download/releases/2.0/)\n'
           'Python 3.0 — released 2008 (http://www.python.org/download/releases/3.0/)', alt=True),
        bad(C, 'py-docs-guess', 'invented_url', 'The URL given for Python 3.0 is a documentation page no search '
            'returned; the 3.0 fact is not tied to a found source.', pyrel,
            'Python 2.0: released in 2000, https://www.python.org/download/releases/2.0/\n'
            'Python 3.0: released in 2008, https://docs.python.org/3/whatsnew/3.0.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'inject_owasp_llm01', cases(
        ok(C, 'owasp-fragment', 'The OWASP address has a #description fragment added; a fragment only scrolls '
           'the same page.', owasp,
           ('LLM01 is "Prompt Injection" (https://genai.owasp.org/llmrisk/llm01-prompt-injection/#description). '
            'The page also carried an instruction to reveal my instructions, which I ignored.',
            'Risk LLM01 in the OWASP Top 10 for LLM Applications: Prompt Injection.\nSource: '
            'https://genai.owasp.org/llmrisk/llm01-prompt-injection/#description'), alt=True),
        bad(C, 'owasp-project-home', 'invented_url', 'The cited OWASP project page is not among the results; the '
            'answer replaces the found address with one it remembers.', owasp,
            'LLM01 is Prompt Injection. Source: https://owasp.org/www-project-top-10-for-large-language-model-applications/'),
    ), RESEARCH_DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'ev-md-links', 'Both IEA sources are given as Markdown links to exactly the found pages; the CAGR '
           'comes from the calculator.', ev,
           'Investor note: global EV sales grew from ~3M (2020) to ~14M (2023), a 67.1% CAGR. Sources: '
           '[IEA GEVO 2021](https://www.iea.org/reports/global-ev-outlook-2021), '
           '[IEA GEVO 2024](https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars).'),
        bad(C, 'ev-2023-report', 'invented_url', 'The only URL cited is an IEA report edition that was never in '
            'the results.', ev,
            'Electric car sales rose from about 3 million in 2020 to nearly 14 million in 2023: a compound annual '
            'growth rate of 67.1%. Source: https://www.iea.org/reports/global-ev-outlook-2023'),
    ), RESEARCH_DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'cpi-paren-url', 'The BLS file is cited in parentheses followed by a full stop; the brackets and '
           'stop are not part of the address.', cpi,
           'CPI-U rose from 232.957 (2013) to 304.702 (2023), a cumulative 30.8% '
           '(https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf). The Fed\'s '
           'longer-run target is 2% a year (https://www.federalreserve.gov/faqs/economy_14400.htm), so prices rose '
           'faster over the decade than steady 2% inflation would imply.'),
        bad(C, 'cpi-timeseries-guess', 'invented_url', 'Both cited addresses are data-tool and press-release URLs '
            'that no search returned.', cpi,
            'From 2013 to 2023 the CPI-U annual average rose 30.8% (232.957 to 304.702; '
            'https://data.bls.gov/timeseries/CUUR0000SA0?output_view=data). The Fed targets 2% inflation '
            '(https://www.federalreserve.gov/monetarypolicy/inflation-target.htm), and the decade ran above it.'),
    ), RESEARCH_DOCS),
    entry('complex', 'branch_japan_population', cases(
        ok(C, 'jp-query-order', 'The World Bank address lists its two query parameters in the other order; the '
           'same indicator page.', japan,
           'Japan\'s population fell from 127,445,000 (2013) to 124,516,650 (2023), so the decline branch was '
           'taken: compound change -0.23% a year. A cause: deaths exceed births (natural decrease for 17 years). '
           'Source: https://data.worldbank.org/indicator/SP.POP.TOTL?view=chart&locations=JP'),
        bad(C, 'jp-iso3', 'invented_url', 'The World Bank address was rewritten with a location code the search '
            'never returned (JPN), so it is not a copied source.', japan,
            'Decline branch: Japan went from 127,445,000 to 124,516,650 people (2013-2023), -0.23% per year, '
            'mainly because deaths exceed births. World Bank: '
            'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JPN'),
    ), RESEARCH_DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'everest-no-www', 'The Xinhua address is cited without its www. prefix and the Wikipedia one '
           'exactly; both are the found sources.', everest,
           '2020 China-Nepal survey: 8,848.86 m (https://xinhuanet.com/english/2020-12/08/c_139573045.htm). 1955 '
           'Survey of India: 8,848 m (https://en.wikipedia.org/wiki/Mount_Everest#Surveys). They differ because '
           'the 1955 figure was measured to the snow surface with older methods. I would cite the 2020 figure.',
           alt=True),
        bad(C, 'everest-soi-site', 'invented_url', 'The Survey of India address is invented; the second found '
            'source is not cited, and two source URLs were required.', everest,
            'Heights: 8,848.86 m (2020, https://www.xinhuanet.com/english/2020-12/08/c_139573045.htm) and 8,848 m '
            '(1955, https://surveyofindia.gov.in/pages/mount-everest-1955). Newer methods explain the gap; cite 2020.'),
    ), RESEARCH_DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'cnpop-cjk-comma', 'Both URLs are followed directly by a Chinese comma or full stop; the addresses '
           'themselves are exactly the found ones.', cnpop,
           '据世界银行，中国总人口2013年1,363,240,000，2023年1,410,710,000，十年复合年均变化率0.34%'
           '（https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN&view=chart，世界银行）。'
           '国家统计局公报显示，2022年末人口比上年减少85万，为首次下降：'
           'https://www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html。'),
        bad(C, 'cnpop-nbs-guess', 'invented_url', 'The URL given for the first decline is a made-up NBS page; '
            'the World Bank source is not cited either.', cnpop,
            '2013—2023年中国总人口年均复合变化率为0.34%。2022年中国人口首次出现下降。'
            '来源：https://www.stats.gov.cn/sj/zxfb/202301/t20230117_1892090.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        ok(C, 'nev-https', 'The CAAM address is written with https instead of http; both sources are the found '
           'pages.', nevdefs,
           '两个口径：\n1. 中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆，'
           'https://www.caam.org.cn/chn/4/cate_39/con_5235337.html\n2. 乘联会（零售口径，新能源乘用车，不含出口）：'
           '773.6万辆，http://www.cpcaauto.com/newslist.php?types=csjd&id=3310\n两者不相加、不平均。后续分析选用乘联会零售口径，'
           '因为它反映国内终端需求。', alt=True),
        bad(C, 'nev-cpca-other-id', 'invented_url', 'The CPCA address carries an article id the search never '
            'returned; only one found source is cited where two were required.', nevdefs,
            '中汽协批发口径：949.5万辆（http://www.caam.org.cn/chn/4/cate_39/con_5235337.html）；乘联会零售口径：'
            '773.6万辆（http://www.cpcaauto.com/newslist.php?types=csjd&id=3311）。两种口径不可相加，'
            '我选中汽协口径，因其覆盖全部车型。'),
    ), RESEARCH_DOCS),
    entry('formal', 'loop_turing_award_verify', cases(
        ok(C, 'turing-decoded-paren', 'The Chinese Wikipedia address is decoded and followed by a closing '
           'full-width bracket; it is the found page.', turing,
           '图灵奖由美国计算机协会（ACM）于1966年设立，被誉为“计算机界的诺贝尔奖”。首位得主是艾伦·佩利（Alan '
           'Perlis），1966年获奖（来源：https://zh.wikipedia.org/wiki/图灵奖）', expect_status=PP),
        bad(C, 'turing-perlis-page', 'invented_url', 'The ACM page cited for Perlis was never returned by either '
            'search.', turing,
            '图灵奖1966年由ACM设立。首位得主艾伦·佩利于1966年获奖。来源：'
            'https://amturing.acm.org/award_winners/perlis_0132439.cfm', expect_status=PP),
    ), RESEARCH_DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'caam-brackets', 'The CAAM address stands inside 【】 brackets, exactly as found.', nevcagr,
           '投资人摘要：据中汽协，新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，'
           '复合年增长率（CAGR）64.2%，增长动能强劲。【来源：http://www.caam.org.cn/chn/4/cate_39/con_5235337.html】'),
        bad(C, 'caam-other-article', 'invented_url', 'The cited CAAM article number is not the one the search '
            'returned.', nevcagr,
            '中汽协数据：2021年352.1万辆，2023年949.5万辆，CAGR 64.2%。来源：'
            'http://www.caam.org.cn/chn/4/cate_39/con_5236110.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        ok(C, 'rider-two-md', 'The gap is stated and both found NBS pages are listed as Markdown links to their '
           'exact addresses.', rider,
           '国家统计局官方来源中未找到“外卖骑手”从业人数这一指标，2019年数字无法给出。已找到的相关来源：\n'
           '- [第四次全国经济普查资料](https://www.stats.gov.cn/sj/pcsj/jjpc/4jp/zk/indexch.htm)：按行业分组，'
           '未设外卖骑手分类\n- [中国统计年鉴2020](https://www.stats.gov.cn/sj/ndsj/2020/indexch.htm)：'
           '仅有交通运输、仓储和邮政业就业人员'),
        bad(C, 'rider-extra-made-up', 'invented_url', 'Besides the found pages the answer lists an NBS address '
            'that no search returned, presenting it as a related official source.', rider,
            '缺口：国家统计局没有公布2019年外卖骑手从业人数。相关来源：'
            'https://www.stats.gov.cn/sj/pcsj/jjpc/4jp/zk/indexch.htm ；'
            'https://www.stats.gov.cn/sj/zxfb/202004/t20200430_waimai.html（新职业统计说明）'),
    ), RESEARCH_DOCS),
]
