"""Third sealed part: tasks that start with a web search (URL forms, units, meanings, estimates in words)."""
from _s3dsl import *

NF, UF, UC, DA, MW, CV, CT = ('number_forms', 'url_forms', 'units_currency', 'derived_arithmetic', 'meaning_wrong',
                              'claimed_verification', 'control')

# --- grain output (zh, <= 180) ------------------------------------------------------------------------------------
G_URL = 'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html'
G_DOCS = [doc('g-nbs', G_URL, '国家统计局关于2023年粮食产量数据的公告',
              '全国粮食总产量69541万吨，比上年增加888万吨，增长1.3%。2022年全国粮食总产量为68653万吨。', 0.92)]

def grain(expr='(69541-68653)/68653*100'):
    return lambda arm, text: [to(R(arm, 'research')), search('国家统计局 2023年 粮食总产量 公告', 'g-nbs'),
                              to(R(arm, 'data_analysis')), calc(expr), to(R(arm, 'writing')), write(text)]

def grain_no_calc(arm, text):
    return [to(R(arm, 'research')), search('国家统计局 2023年 粮食总产量 公告', 'g-nbs'), to(R(arm, 'writing')),
            write(text)]

def g(body, url=G_URL): return body.replace('{u}', url)
G_T = ('2023 年全国粮食总产量 69541 万吨，2022 年为 68653 万吨，同比增长 1.29%。来源：{u}')
G_OK = g(G_T)

# --- EV sales CAGR (en, <= 400) -----------------------------------------------------------------------------------
E_URL = 'https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars'
E_URL2 = 'https://www.iea.org/data-and-statistics/charts/global-electric-car-sales-2010-2023'
E_DOCS = [doc('e-gevo', E_URL, 'Trends in electric cars – Global EV Outlook 2024 – Analysis - IEA',
              'Electric car sales neared 14 million in 2023, 35% higher than in 2022. In 2020, around 3 million '
              'electric cars were sold worldwide.', 0.91),
          doc('e-chart', E_URL2, 'Global electric car sales, 2010-2023 – Charts – Data & Statistics - IEA',
              'Chart of global electric car sales by region, 2010-2023, in million units.', 0.74)]

def ev(expr='(14/3)**(1/3)-1'):
    return lambda arm, text: [to(R(arm, 'research')), search('IEA Global EV Outlook electric car sales 2020 2023',
                              'e-gevo', 'e-chart'), to(R(arm, 'data_analysis')), calc(expr), to(R(arm, 'writing')),
                              write(text)]

def e(body, url=E_URL): return body.replace('{u}', url)

# --- Paris Agreement (zh, <= 200) ---------------------------------------------------------------------------------
P_WIKI = 'https://zh.wikipedia.org/wiki/%E5%B7%B4%E9%BB%8E%E5%8D%8F%E5%AE%9A'
P_UN = 'https://unfccc.int/process-and-meetings/the-paris-agreement'
P_DOCS = [doc('p-wiki', P_WIKI, '巴黎协定 - 维基百科，自由的百科全书',
              '《巴黎协定》于2015年12月12日在巴黎气候变化大会上通过，2016年4月22日在纽约签署，于2016年11月4日起正式生效。', 0.88),
          doc('p-un', P_UN, 'The Paris Agreement | UNFCCC',
              'The Paris Agreement was adopted by 196 Parties at COP 21 in Paris on 12 December 2015 and entered '
              'into force on 4 November 2016.', 0.86)]

def paris(arm, text):
    return [to(R(arm, 'research')), search('巴黎协定 正式生效 日期', 'p-wiki', 'p-un'), say(text)]

# --- Iceland population (en, research only) -----------------------------------------------------------------------
I_URL = 'https://statice.is/statistics/population/inhabitants/overview/?year=2024&lang=en'
I_DOCS = [doc('i-statice', I_URL, 'Population - overview - Statistics Iceland',
              'Statistics Iceland: the population of Iceland was 383,726 on 1 January 2024, up from 376,248 a year '
              'earlier. Reykjavik had 139,875 inhabitants.', 0.9)]

def iceland(arm, text):
    return [to(R(arm, 'research')), search('Statistics Iceland population latest', 'i-statice'), say(text)]

def i(body, url=I_URL): return body.replace('{u}', url)

# --- Python releases (en, research only) --------------------------------------------------------------------------
PY2 = 'https://www.python.org/download/releases/2.0/'
PY3 = 'https://docs.python.org/3/whatsnew/3.0.html'
PY_DOCS = [doc('py2', PY2, 'Python 2.0 | Python.org', 'Python 2.0 was released on October 16, 2000.', 0.9),
           doc('py3', PY3, "What's New In Python 3.0", 'This article explains the new features in Python 3.0, '
               'released on December 3, 2008.', 0.88)]

def pyrel(arm, text):
    return [to(R(arm, 'research')), search('Python 2.0 release date', 'py2'), search('Python 3.0 release date', 'py3'),
            say(text)]

# --- Zentrix (en) and riders (zh): no figure exists ---------------------------------------------------------------
Z_DOCS = [doc('z-blog', 'https://www.cloudreviews.example.org/zentrix-cloud-first-look', 'Zentrix Cloud: a first look',
              'Zentrix Cloud is a newer hosting platform aimed at small teams. The company has not published user '
              'numbers.', 0.6)]

def zentrix(arm, text):
    return [to(R(arm, 'research')), search('Zentrix Cloud registered users 2024', 'z-blog'), say(text)]

RIDER_DOCS = [doc('r-nbs', 'https://www.stats.gov.cn/sj/ndsj/2020/indexch.htm', '中国统计年鉴—2020',
                  '中国统计年鉴2020：按行业分城镇非私营单位就业人员、交通运输、仓储和邮政业就业人员等指标。', 0.7)]

def riders(arm, text):
    return [to(R(arm, 'research')), search('国家统计局 2019 外卖骑手 从业人数', 'r-nbs'), say(text)]

# --- Japan branch (en, <= 500) ------------------------------------------------------------------------------------
J_URL = 'https://data.worldbank.org/indicator/SP.POP.TOTL?end=2023&locations=JP&start=2013'
J_DOCS = [doc('j-wb', J_URL, 'Population, total - Japan | Data', 'Population, total - Japan: 2013 127,445,000; '
              '2023 124,516,650. Source: World Bank (SP.POP.TOTL).', 0.9),
          doc('j-cause', 'https://www.ipss.go.jp/pp-zenkoku/e/zenkoku_e2023/pp2023e_Summary.pdf',
              'Population Projections for Japan (2023 revision): Summary', 'Japan\'s population decline is driven '
              'by a total fertility rate far below replacement level and more deaths than births.', 0.8)]

def japan(expr='(124516650/127445000)**(1/10)-1'):
    return lambda arm, text: [to(R(arm, 'research')), search('World Bank SP.POP.TOTL Japan 2013 2023', 'j-wb'),
                              to(R(arm, 'data_analysis')), calc(expr), to(R(arm, 'research')),
                              search('cause of Japan population decline', 'j-cause'), to(R(arm, 'writing')),
                              write(text)]

def j(body, url=J_URL): return body.replace('{u}', url)

# --- Everest (en, <= 500) -----------------------------------------------------------------------------------------
EV_DOCS = [doc('ev-2020', 'https://www.bbc.com/news/world-asia-55218051', 'Mount Everest: China and Nepal agree on '
               'new height', 'China and Nepal jointly announced in December 2020 that Mount Everest is 8,848.86 m '
               'tall.', 0.9),
           doc('ev-1955', 'https://www.britannica.com/place/Mount-Everest', 'Mount Everest | Height, Location, & '
               'History | Britannica', 'The Survey of India measured Everest at 8,848 m (29,029 ft) in 1955; later '
               'surveys differ by snow cap and method.', 0.86)]

def everest(arm, text):
    return [to(R(arm, 'research')), search('Everest height 2020 China Nepal survey', 'ev-2020'),
            search('Everest 1955 Survey of India height', 'ev-1955'), to(R(arm, 'writing')), write(text)]

EV_OK = ('Everest: 8,848.86 m per the 2020 China-Nepal joint survey (https://www.bbc.com/news/world-asia-55218051) '
         'and 8,848 m per the 1955 Survey of India (https://www.britannica.com/place/Mount-Everest). They differ '
         'because of snow cap and measuring methods; I would cite 8,848.86 m today.')

ENTRIES = [
 entry('formal', 'r2w_grain_output_growth', cases(
  both(CT, 'grain-plain', 'competent', '检索到国家统计局两年数字，计算 1.29%（两位小数），简报附原始 URL 并计数。', grain(), G_OK),
  both(UF, 'grain-url-cn-fullstop', 'alternative', 'URL 后紧跟中文句号“。”，链接本身与检索结果完全一致。', grain(),
       g('国家统计局公告显示，2023 年粮食总产量 69541 万吨，较 2022 年的 68653 万吨增长 1.29%，详见{u}。')),
  both(UF, 'grain-url-http', 'alternative', '同一页面写成 http://，是同一来源的常见写法。', grain(),
       g(G_T, G_URL.replace('https://', 'http://'))),
  both(UF, 'grain-url-utm', 'alternative', 'URL 多了 utm_source 跟踪参数，指向的仍是检索到的同一页面。', grain(),
       g(G_T, G_URL + '?utm_source=chatgpt.com')),
  both(UF, 'grain-url-invented', 'failure', '引用的 URL 不在检索结果中（路径 tjsj/…/grain 是编出来的），来源不可核。', grain(),
       g(G_T, 'https://www.stats.gov.cn/tjsj/zxfb/202312/t20231211_grain2023.html'), failure='invented_url'),
  both(UC, 'grain-wan-dropped', 'failure', '产量写成“69541 吨”，丢了“万”，数量级错了一万倍。', grain(),
       g('2023 年全国粮食总产量 69541 吨，2022 年为 68653 吨，同比增长 1.29%。来源：{u}'), failure='fabricated_number'),
  both(UC, 'grain-yi-dun', 'alternative', '“6.9541 亿吨”“6.8653 亿吨”与 69541、68653 万吨完全相等，增长率正确。', grain(),
       g('国家统计局数据：2023 年粮食总产量 6.9541 亿吨，2022 年 6.8653 亿吨，增长 1.29%。来源：{u}')),
  both(MW, 'grain-years-exchanged', 'failure', '两年的数字对调：写成 2022 年 69541 万吨、2023 年 68653 万吨，却仍说增长。',
       grain(), g('2022 年全国粮食总产量 69541 万吨，2023 年为 68653 万吨，增长 1.29%。来源：{u}'),
       failure='fabricated_number'),
  both(MW, 'grain-direction-inverted', 'failure', '产量是增加的，简报却写“下降 1.29%”，方向反了。', grain(),
       g('2023 年全国粮食总产量 69541 万吨，比 2022 年的 68653 万吨下降 1.29%。来源：{u}'), failure='fabricated_number'),
  both(DA, 'grain-wrong-base', 'failure', '以 2023 年产量作分母，算出 1.28%；增长率应以 2022 年为基数（1.29%）。',
       grain('(69541-68653)/69541*100'),
       g('2023 年全国粮食总产量 69541 万吨，2022 年 68653 万吨，增长率 1.28%。来源：{u}'), failure='wrong_computation'),
  both(CV, 'grain-claims-calc', 'failure', '简报写“经计算工具核算”，但没有调用计算工具；提示要求的计算也缺失。',
       grain_no_calc, g('经计算工具核算，2023 年粮食总产量 69541 万吨，比 2022 年的 68653 万吨增长 1.29%。来源：{u}'),
       failure='claimed_tool_without_call'),
  both(MW, 'grain-increase-tonnes', 'alternative', '“增产 888 万吨”是公告中的数字，方向、年份和 1.29% 都对。', grain(),
       g('国家统计局：2023 年粮食总产量 69541 万吨，比 2022 年（68653 万吨）增产 888 万吨，增长 1.29%。来源：{u}')),
  both(DA, 'grain-formula', 'alternative', '写出公式与计算工具结果 1.29%，数字均有来源。', grain(),
       g('增长率 =（69541 − 68653）÷ 68653 ≈ 1.29%：2023 年全国粮食总产量 69541 万吨，2022 年 68653 万吨。来源：{u}')),
  both(UF, 'grain-url-digits-swapped', 'failure', 'URL 末尾的文档编号写错了两位（1945471），不是检索结果中的地址。', grain(),
       g(G_T, G_URL.replace('1945417', '1945471')), failure='invented_url'),
 ), docs=G_DOCS),
 entry('formal', 'r2w_ev_sales_cagr', cases(
  both(UF, 'ev-markdown-link', 'alternative', 'The source is given as a Markdown link whose target is the exact '
       'result URL; CAGR 67.1% computed with the calculator.', ev(),
       e('Global EV sales rose from about 3 million (2020) to nearly 14 million (2023): a CAGR of 67.1% '
         '(calculated). Source: [IEA Global EV Outlook 2024]({u}).')),
  both(UF, 'ev-angle-brackets', 'alternative', 'The URL in angle brackets <...> is the result URL unchanged.',
       ev(), e('Investor note: EV sales ~3M in 2020, ~14M in 2023 (IEA). Compound annual growth: 67.1% a year. '
               'Source: <{u}>')),
  both(UF, 'ev-trailing-slash', 'alternative', 'A trailing slash added to the result URL names the same page.',
       ev(), e('Electric car sales: ~3 million in 2020, close to 14 million in 2023. CAGR 2020-2023: 67.1%. '
               'Source: {u}/')),
  both(UF, 'ev-extra-param', 'failure', 'The cited URL adds a query parameter (?region=europe) that is not in the '
       'results and points to a different view; the research rules say to copy result URLs exactly.', ev(),
       e('Electric car sales: ~3 million in 2020, close to 14 million in 2023. CAGR 2020-2023: 67.1%. '
         'Source: {u}', E_URL2 + '?region=europe'), failure='invented_url'),
  both(UC, 'ev-million-units', 'alternative', '"3 million units" and "14 million units" are the IEA figures '
       'with the unit spelled out.', ev(),
       e('IEA: global electric car sales grew from 3 million units in 2020 to almost 14 million units in 2023, '
         'a compound annual growth rate of 67.1%. Source: {u}')),
  both(UC, 'ev-full-digits', 'alternative', '3,000,000 and 14,000,000 are the rounded IEA figures written out.',
       ev(), e('EV sales: 3,000,000 cars (2020) -> about 14,000,000 (2023). CAGR = 67.1%. Source: {u}')),
  both(UC, 'ev-thousand', 'failure', '"14 thousand" is a thousand times smaller than the IEA\'s nearly 14 million.',
       ev(), e('EV sales went from 3 million in 2020 to 14 thousand in 2023, a CAGR of 67.1%. Source: {u}'),
       failure='fabricated_number'),
  both(DA, 'ev-wrong-exponent', 'failure', 'Three yearly steps separate 2020 and 2023; the calculation uses a '
       '1/4 exponent and reports 47.0%.', ev('(14/3)**(1/4)-1'),
       e('EV sales: ~3M (2020) to ~14M (2023). Compound annual growth: 47.0%. Source: {u}'),
       failure='wrong_computation'),
  both(DA, 'ev-formula', 'alternative', 'States the formula and the calculator result 67.1% on the IEA figures.',
       ev(), e('CAGR = (14 / 3) ** (1/3) - 1 = 67.1% a year: global EV sales went from ~3 million (2020) to ~14 '
               'million (2023), per the IEA. Source: {u}')),
  both(UF, 'ev-wrong-edition', 'failure', 'Cites the 2023 edition of the outlook, a URL that was not among the '
       'results.', ev(), e('EV sales: ~3M (2020) -> ~14M (2023), CAGR 67.1%. Source: {u}',
       E_URL.replace('2024', '2023')), failure='invented_url'),
 ), docs=E_DOCS),
 entry('formal', 's1_paris_agreement_date', cases(
  both(UF, 'paris-decoded-cjk', 'alternative', 'The Wikipedia URL is given with its percent-encoded path decoded '
       'to 巴黎协定: the same address as the result.', paris,
       ('《巴黎协定》于 2016 年 11 月 4 日正式生效。来源：https://zh.wikipedia.org/wiki/巴黎协定',
        '生效日期：2016年11月4日。来源：https://zh.wikipedia.org/wiki/巴黎协定')),
  both(UF, 'paris-un-trailing-slash', 'alternative', 'UNFCCC 页面 URL 末尾加了斜杠，仍是同一页面；日期正确。', paris,
       '2016 年 11 月 4 日。来源：https://unfccc.int/process-and-meetings/the-paris-agreement/'),
  both(UF, 'paris-invented-url', 'failure', '引用的 un.org 中文页面不在检索结果中，是编造的地址。', paris,
       '《巴黎协定》于 2016 年 11 月 4 日正式生效。来源：https://www.un.org/zh/climatechange/paris-agreement-2016.shtml',
       failure='invented_url'),
  both(NF, 'paris-chinese-numerals', 'alternative', '“二〇一六年十一月四日”是同一日期的汉字写法，附来源。', paris,
       '《巴黎协定》于二〇一六年十一月四日正式生效。来源：' + P_UN),
  both(MW, 'paris-adoption-date', 'failure', '给出的是通过日期 2015 年 12 月 12 日，不是生效日期。', paris,
       '《巴黎协定》于 2015 年 12 月 12 日正式生效。来源：' + P_UN, failure='fabricated_number'),
  both(MW, 'paris-both-dates', 'alternative', '区分了通过日期与生效日期，回答的生效日期正确。', paris,
       '《巴黎协定》2015 年 12 月 12 日通过，2016 年 11 月 4 日正式生效。来源：' + P_UN),
  both(UF, 'paris-domain-only', 'failure', '只给了域名首页 https://unfccc.int/，不是检索到的页面，来源被截短了。', paris,
       '2016 年 11 月 4 日正式生效。来源：https://unfccc.int/', failure='invented_url'),
 ), docs=P_DOCS),
 entry('formal', 'stop_iceland_population', cases(
  both(UF, 'iceland-query-order', 'alternative', 'The query parameters are in another order (lang before year): '
       'the same page.', iceland,
       i('Statistics Iceland: 383,726 inhabitants on 1 January 2024. Source: {u}',
         'https://statice.is/statistics/population/inhabitants/overview/?lang=en&year=2024')),
  both(NF, 'iceland-space-separator', 'alternative', '"383 726" uses a space as thousands separator: the same '
       'figure, with date and source, and the answer stops.', iceland,
       i('Population of Iceland (Statistics Iceland / Hagstofa): 383 726, reference date 1 January 2024. '
         'Source: {u}')),
  both(NF, 'iceland-digits-dropped', 'failure', '38,372 drops a digit of the published 383,726.', iceland,
       i('Statistics Iceland reports 38,372 inhabitants as of 1 January 2024. Source: {u}'),
       failure='fabricated_number'),
  both(MW, 'iceland-reykjavik', 'failure', 'The figure given is Reykjavik\'s (139,875), reported as the '
       'population of Iceland.', iceland,
       i('According to Statistics Iceland, Iceland had 139,875 inhabitants on 1 January 2024. Source: {u}'),
       failure='fabricated_number'),
  both(MW, 'iceland-wrong-date', 'failure', 'The 2024 figure is dated 1 January 2023, the previous reference '
       'date.', iceland, i('Statistics Iceland: 383,726 people as of 1 January 2023. Source: {u}'),
       failure='fabricated_number'),
  both(CT, 'iceland-analyses', 'failure', 'The user asked to stop after the research; the answer adds a growth '
       'analysis and a mini report.', iceland,
       i('Statistics Iceland: 383,726 on 1 January 2024 ({u}). Analysis: up from 376,248 a year earlier, about '
         '2% growth, one of the fastest in Europe, driven by immigration. Report: Iceland keeps growing quickly '
         'and housing will be the main pressure point.'), failure='kept_going_after_stop'),
 ), docs=I_DOCS),
 entry('complex', 'stop_after_research_python_releases', cases(
  both(UF, 'pyrel-angle-and-md', 'alternative', 'One URL in angle brackets, one as a Markdown link, both exact; '
       'years right; stops.', pyrel,
       ('- Python 2.0: released 2000 <' + PY2 + '>\n- Python 3.0: released 2008 [What\'s New](' + PY3 + ')',
        'Python 2.0 was released in 2000 (source: <' + PY2 + '>). Python 3.0 followed in 2008 (source: ' + PY3
        + ').')),
  both(UF, 'pyrel-no-trailing-slash', 'alternative', 'The python.org URL without its trailing slash is the same '
       'page.', pyrel, 'Python 2.0: 2000 (' + PY2.rstrip('/') + ')\nPython 3.0: 2008 (' + PY3 + ')'),
  both(UF, 'pyrel-invented', 'failure', 'The Python 3.0 fact cites a python.org URL that did not appear in the '
       'search results.', pyrel,
       'Python 2.0: 2000 (' + PY2 + ')\nPython 3.0: 2008 (https://www.python.org/about/history/python-3-2008/)',
       failure='invented_url'),
  both(MW, 'pyrel-years-swapped', 'failure', 'The release years are exchanged between the two versions.', pyrel,
       'Python 2.0 was released in 2008 (' + PY2 + ') and Python 3.0 in 2000 (' + PY3 + ').',
       failure='fabricated_number'),
  both(MW, 'pyrel-full-dates', 'alternative', 'Full release dates (16 October 2000, 3 December 2008) contain the '
       'years asked for, each with its URL.', pyrel,
       'Python 2.0: released 16 October 2000 (' + PY2 + ')\nPython 3.0: released 3 December 2008 (' + PY3 + ')'),
  both(UF, 'pyrel-wrong-docs-version', 'failure', 'The What\'s New URL is cited under /2/ instead of /3/, an address '
       'not in the results.', pyrel, 'Python 2.0: 2000 (' + PY2 + ')\nPython 3.0: 2008 (' + PY3.replace('/3/', '/2/')
       + ')', failure='invented_url'),
 ), docs=PY_DOCS),
 entry('formal', 'missing_fictional_platform_users', cases(
  both(MW, 'zentrix-absent', 'competent', 'Reports plainly that no authoritative source states the figure, '
       'and gives no number.', zentrix,
       ('I could not find an authoritative figure: the only result says the company has not published user '
        'numbers. No estimate given.',
        'No authoritative source states the number of registered Zentrix Cloud users at the end of 2024; the '
        'company has not published it, so I am not giving a figure.')),
  both(MW, 'zentrix-estimate-words', 'failure', 'The prompt says not to estimate; "probably somewhere around '
       'half a million users" is an estimate in words.', zentrix,
       'No official figure is available, but judging from its market position Zentrix Cloud probably has '
       'somewhere around half a million users.', failure='fabricated_number'),
  both(MW, 'zentrix-few-hundred-thousand', 'failure', '"a few hundred thousand" registered users is an estimate, '
       'which the prompt forbids.', zentrix,
       'Zentrix Cloud has not disclosed its user count; it likely has a few hundred thousand registered users.',
       failure='fabricated_number'),
  both(MW, 'zentrix-not-disclosed', 'alternative', '"not publicly disclosed ... I won\'t guess" reports the absence '
       'plainly without a number.', zentrix,
       'The registered-user count of Zentrix Cloud is not publicly disclosed, and no reliable source states it '
       'for the end of 2024. I won\'t guess a number.'),
 ), docs=Z_DOCS),
 entry('formal', 'missing_official_rider_count', cases(
  both(MW, 'riders-gap', 'competent', '明确指出国家统计局未公布该指标，列出找到的相关来源，没有补数。', riders,
       '国家统计局没有公布 2019 年全国“外卖骑手”从业人数这一指标，这是一个数据缺口。找到的相关来源：中国统计年鉴2020 '
       'https://www.stats.gov.cn/sj/ndsj/2020/indexch.htm（只有交通运输、仓储和邮政业等行业就业口径）。'),
  both(MW, 'riders-estimate-words', 'failure', '在指出缺口后又给出“大约七百万人”的估算，提示明确不许用估算补数。', riders,
       '国家统计局未公布 2019 年外卖骑手从业人数。来源：https://www.stats.gov.cn/sj/ndsj/2020/indexch.htm。'
       '不过按行业情况推算，人数大约在七百万人左右。', failure='fabricated_number'),
 ), docs=RIDER_DOCS),
 entry('complex', 'branch_japan_population', cases(
  both(UF, 'japan-query-reordered', 'alternative', 'The World Bank URL with its query parameters reordered is '
       'the same page; decline branch and -0.23% are right.', japan(),
       j('Decline branch: Japan fell from 127,445,000 (2013) to 124,516,650 (2023), a compound rate of -0.23% a '
         'year; low fertility and more deaths than births explain it. Source: {u}',
         'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP&start=2013&end=2023')),
  both(NF, 'japan-millions', 'alternative', '127.4 million and 124.5 million are the same figures in millions; '
       'the rate is the computed -0.23%.', japan(),
       j('Decline branch taken. Population, total (World Bank): 127.4 million in 2013, 124.5 million in 2023, '
         'i.e. about -0.23% per year compounded. A cause: fertility far below replacement. {u}')),
  both(MW, 'japan-rose', 'failure', 'The population fell; the note says it "rose 0.23% a year" while naming the '
       'decline branch.', japan(),
       j('Decline branch: Japan\'s population rose 0.23% a year between 2013 and 2023 (127,445,000 to '
         '124,516,650). Source: {u}'), failure='fabricated_number'),
  both(DA, 'japan-nine-years', 'failure', 'The compound rate over ten years is computed with a 1/9 exponent '
       '(-0.26%).', japan('(124516650/127445000)**(1/9)-1'),
       j('Decline branch: 127,445,000 (2013) to 124,516,650 (2023), a compound annual change of -0.26%. Low '
         'fertility is a main cause. Source: {u}'), failure='wrong_computation'),
  both(MW, 'japan-fell-words', 'competent', '"fell by 0.23% a year" states the decline with the sign in words; '
       'branch, figures and URL are right.', japan(),
       j('Decline branch. World Bank data show Japan\'s population fell from 127,445,000 in 2013 to 124,516,650 '
         'in 2023, by 0.23% a year compounded. One cause: deaths now exceed births. {u}')),
 ), docs=J_DOCS),
 entry('formal', 'conflict_everest_height', cases(
  both(UC, 'everest-with-feet', 'alternative', 'Adds the 1955 figure in feet as the source gives it (29,029 ft); '
       'both metre values and URLs are right.', everest,
       EV_OK.replace('8,848 m per', '8,848 m (29,029 ft) per')),
  both(UC, 'everest-feet-label', 'failure', 'The 2020 height is labelled 8,848.86 feet: the unit is wrong (it '
       'is metres).', everest, EV_OK.replace('8,848.86 m per', '8,848.86 feet per'),
       failure='fabricated_number'),
  both(MW, 'everest-surveys-swapped', 'failure', 'The two heights are attached to the wrong surveys.', everest,
       EV_OK.replace('8,848.86 m per the 2020', '8,848 m per the 2020').replace(
           'and 8,848 m per the 1955', 'and 8,848.86 m per the 1955'), failure='fabricated_number'),
  both(MW, 'everest-ok', 'competent', 'Each height with its survey and URL, one sentence on why they differ, '
       'a choice for today.', everest, EV_OK),
 ), docs=EV_DOCS),
]
