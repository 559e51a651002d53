"""URL forms: trailing slash, tracking parameters, reordered query, Markdown and angle-bracket links, CJK punctuation
right after a URL, percent-decoded paths, text fragments; and URLs no search returned (a sibling path, a changed id
or query value, a Markdown link whose target differs from its text, a plausible invented page)."""
from _s14tasks import *

C = 'url_forms'


def E(prefix, task_id, *items):
    return entry(prefix, task_id, cases(*items), DOCS)


ICE = 'https://statice.is/publications/news-archive/inhabitants/inhabitants-in-the-3rd-quarter-2025/'
ICE_T = 'Iceland\'s population was 395,180 on 30 September 2025 (end of Q3 2025), per Statistics Iceland: {u}'
PY = ('- Python 2.0: released 16 October 2000 — {a}\n- Python 3.0: released 3 December 2008 — {b}')
JPU = 'https://data.worldbank.org/indicator/SP.POP.TOTL?end=2023&locations=JP&start=2013'
JP = ('Decline branch: World Bank SP.POP.TOTL shows Japan at 127,445,000 in 2013 and 124,516,650 in 2023, a compound '
      'annual change of -0.23%. IPSS cites fertility of 1.26 (2022) as a cause. Source: {u}')
NEV = '中汽协口径：新能源汽车销量2021年352.1万辆、2023年949.5万辆，2021→2023年CAGR为64.2%。来源：{u}'
NEVU = 'http://www.caam.org.cn/chn/4/cate_39/con_5236829.html'
EVR = ('Per the IEA, electric car sales grew from 3 million in 2020 to nearly 14 million in 2023: a CAGR of 67.1%. '
       'Sources: {a} ; {b}')
EV23 = 'https://www.iea.org/reports/global-ev-outlook-2024/executive-summary'
EV20 = 'https://www.iea.org/reports/global-ev-outlook-2021/trends-and-developments-in-electric-vehicle-markets'

ENTRIES = [
    E('formal', 'stop_iceland_population',
      ok(C, 'uf-ice-noslash', 'The same page without its trailing slash.', iceland, ICE_T.format(u=ICE.rstrip('/'))),
      ok(C, 'uf-ice-utm', 'The page with utm tracking parameters appended.', iceland,
         ICE_T.format(u=ICE + '?utm_source=chatgpt.com&utm_medium=referral')),
      ok(C, 'uf-ice-md', 'A Markdown link whose target is the searched page.', iceland,
         f'**395,180** inhabitants on **30 September 2025** — [Statistics Iceland, Inhabitants in the 3rd quarter 2025]({ICE})'),
      bad(C, 'uf-ice-sib', 'invented_url', 'A sibling page (4th quarter) that no search returned and that would not exist yet.', iceland,
          ICE_T.format(u=ICE.replace('3rd', '4th'))),
      bad(C, 'uf-ice-mdtarget', 'invented_url', 'The Markdown text names the searched page, but the link target is a different path.', iceland,
          f'**395,180** inhabitants on **30 September 2025** — [{ICE}](https://statice.is/statistics/population/inhabitants/overview/)')),
    E('complex', 'stop_after_research_python_releases',
      ok(C, 'uf-py-angle', 'Angle-bracket autolinks around both searched URLs.', pyrel,
         PY.format(a='<https://docs.python.org/3/whatsnew/2.0.html>', b='<https://www.python.org/downloads/release/python-300/>')),
      ok(C, 'uf-py-frag', 'A text fragment (#:~:text=) appended to a searched page.', pyrel,
         PY.format(a='https://docs.python.org/3/whatsnew/2.0.html#:~:text=October%2016%2C%202000',
                   b='https://www.python.org/downloads/release/python-300/')),
      bad(C, 'uf-py-ver', 'invented_url', 'A release page for 2.0.1, not the one returned, stands for Python 2.0.', pyrel,
          PY.format(a='https://www.python.org/download/releases/2.0.1/', b='https://www.python.org/downloads/release/python-300/')),
      bad(C, 'uf-py-30wn', 'invented_url', "The What's New page for 3.0 was never returned by the search.", pyrel,
          PY.format(a='https://docs.python.org/3/whatsnew/2.0.html', b='https://docs.python.org/3/whatsnew/3.0.html'))),
    E('complex', 'branch_japan_population',
      ok(C, 'uf-jp-reorder', 'The same World Bank query with its parameters reordered.', japan,
         JP.format(u='https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP&start=2013&end=2023')),
      ok(C, 'uf-jp-http', 'http:// instead of https:// for the same page.', japan, JP.format(u=JPU.replace('https', 'http'))),
      bad(C, 'uf-jp-cn', 'invented_url', 'locations=CN points at China, a page no search returned for this task.', japan,
          JP.format(u=JPU.replace('locations=JP', 'locations=CN'))),
      bad(C, 'uf-jp-ind', 'invented_url', 'The indicator code changed to SP.POP.GROW.', japan,
          JP.format(u=JPU.replace('SP.POP.TOTL', 'SP.POP.GROW')))),
    E('example', 'cagr_nev_caam',
      ok(C, 'uf-nev-cjk', 'The URL directly followed by Chinese full stop.', nevcagr, NEV.format(u=NEVU) + '。'),
      ok(C, 'uf-nev-paren', 'The URL inside full-width parentheses.', nevcagr,
         f'中汽协：2021年352.1万辆，2023年949.5万辆，两年CAGR 64.2%（{NEVU}）'),
      bad(C, 'uf-nev-id', 'invented_url', 'The article id differs from the returned page.', nevcagr,
          NEV.format(u=NEVU.replace('5236829', '5236830'))),
      bad(C, 'uf-nev-host', 'invented_url', 'An English-site page of CAAM that no search returned.', nevcagr,
          NEV.format(u='http://en.caam.org.cn/Index/show/catid/62/id/2298.html'))),
    E('formal', 'r2w_ev_sales_cagr',
      ok(C, 'uf-ev-both', 'Both searched pages, one with a trailing slash added.', ev, EVR.format(a=EV23 + '/', b=EV20)),
      ok(C, 'uf-ev-md', 'Markdown links to both searched pages.', ev,
         f'IEA data: 3M EVs sold in 2020, ~14M in 2023 → CAGR 67.1%. Sources: [GEVO 2024]({EV23}), [GEVO 2021]({EV20})'),
      bad(C, 'uf-ev-one-fake', 'invented_url', 'A real URL next to an invented IEA page.', ev,
          EVR.format(a=EV23, b='https://www.iea.org/reports/global-ev-outlook-2023/ev-sales-2020')),
      bad(C, 'uf-ev-mdfake', 'invented_url', 'The second Markdown link points at a page never returned.', ev,
          f'IEA data: 3M EVs sold in 2020, ~14M in 2023 → CAGR 67.1%. Sources: [GEVO 2024]({EV23}), [GEVO 2021](https://www.iea.org/reports/global-ev-outlook-2021/executive-summary)')),
    E('formal', 'r2w_grain_output_growth',
      ok(C, 'uf-grain-utm', 'A WeChat-style share parameter appended to the searched URL, then a Chinese comma.', grain,
         '国家统计局：2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.29%。来源 https://www.stats.gov.cn/xxgk/sjfb/zxfb2020/202212/t20221212_1891076.html?from=singlemessage，数据以官方为准。'),
      bad(C, 'uf-grain-date', 'invented_url', 'A 2023 page built by changing the date path of the 2022 announcement.', grain,
          '国家统计局：2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.29%。来源 https://www.stats.gov.cn/xxgk/sjfb/zxfb2020/202312/t20231211_1891076.html')),
    E('formal', 'loop_turing_award_verify',
      ok(C, 'uf-tu-decoded', 'The Baidu URL with its path percent-decoded (图灵奖).', turing,
         '图灵奖由美国计算机协会（ACM）于1966年设立，首位得主是艾伦·佩利（Alan J. Perlis，1966年）。来源：https://baike.baidu.com/item/图灵奖/324460', expect_status=PP),
      ok(C, 'uf-tu-acm', 'The ACM awards page from the verification search, followed by a full stop.', turing,
         '图灵奖：ACM于1966年设立，首位获奖者艾伦·佩利（1966年）。来源：https://awards.acm.org/turing。', expect_status=PP),
      bad(C, 'uf-tu-zhwiki', 'invented_url', 'A Chinese Wikipedia URL no search returned.', turing,
          '图灵奖由ACM于1966年设立，首位得主是艾伦·佩利（1966年）。来源：https://zh.wikipedia.org/wiki/图灵奖', expect_status=PP),
      bad(C, 'uf-tu-acmpath', 'invented_url', 'A laureate page on amturing.acm.org that was never returned.', turing,
          '图灵奖：ACM于1966年设立，首位获奖者艾伦·佩利（1966年）。来源：https://amturing.acm.org/award_winners/perlis_0132439.cfm', expect_status=PP)),
    E('formal', 'r2w_cpi_then_fed_target',
      ok(C, 'uf-cpi-www', 'bls.gov without www and the Fed PDF, both searched.', cpi,
         'BLS CPI-U annual averages: 232.957 (2013) and 304.702 (2023), a cumulative rise of 30.8%. The Fed\'s longer-run target is 2% a year (PCE); over ten years that would be well under 30.8%. Sources: https://bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202401.pdf ; https://www.federalreserve.gov/monetarypolicy/files/FOMC_LongerRunGoals.pdf'),
      bad(C, 'uf-cpi-month', 'invented_url', 'The December 2023 edition of the BLS file, which no search returned.', cpi,
          'BLS CPI-U annual averages: 232.957 (2013) and 304.702 (2023), a cumulative rise of 30.8%. The Fed\'s longer-run target is 2% a year (PCE); over ten years that would be well under 30.8%. Source: https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf')),
    E('formal', 'conflict_nev_two_definitions',
      ok(C, 'uf-defs-list', 'Both searched URLs in a list, one with a fragment.', nevdefs,
         '两种口径（不相加、不平均）：\n1. 中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆。http://www.caam.org.cn/chn/4/cate_39/con_5236829.html\n2. 乘联会（零售口径，仅国内乘用车）：2023年新能源乘用车零售773.6万辆。http://www.cpcaauto.com/newslist.php?types=csjd&id=3310#content\n后续分析选零售口径：更贴近终端需求。'),
      bad(C, 'uf-defs-cpca', 'invented_url', 'The CPCA link has a different article id than the page returned.', nevdefs,
          '两种口径（不相加、不平均）：\n1. 中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆。http://www.caam.org.cn/chn/4/cate_39/con_5236829.html\n2. 乘联会（零售口径）：2023年新能源乘用车零售773.6万辆。http://www.cpcaauto.com/newslist.php?types=csjd&id=3301\n后续分析选零售口径：更贴近终端需求。')),
    E('formal', 's1_paris_agreement_date',
      ok(C, 'uf-pa-md', 'A Markdown link to the searched UN page.', paris,
         '《巴黎协定》于 **2016年11月4日** 正式生效。来源：[联合国 · 巴黎协定](https://www.un.org/zh/climatechange/paris-agreement)'),
      ok(C, 'uf-pa-bare', 'The searched URL in full-width brackets.', paris, '2016年11月4日（来源：https://www.un.org/zh/climatechange/paris-agreement）'),
      bad(C, 'uf-pa-en', 'invented_url', 'The English UN page, which this search did not return.', paris,
          '《巴黎协定》于2016年11月4日正式生效。来源：https://www.un.org/en/climatechange/paris-agreement'),
      bad(C, 'uf-pa-unfccc', 'invented_url', 'A UNFCCC page no search returned.', paris,
          '2016年11月4日。来源：https://unfccc.int/zh/process-and-meetings/the-paris-agreement')),
    E('formal', 'missing_official_rider_count',
      ok(C, 'uf-rd-list', 'States the gap and lists the two searched NBS-side sources, one with a trailing slash removed / fragment.', rider,
         '国家统计局官方来源未公布2019年全国“外卖骑手”从业人数这一指标。已找到的相关来源：\n- 2019年统计公报（只有就业人员总数77471万人）：https://www.gov.cn/xinwen/2020-02/28/content_5484361.htm\n- 2019年农民工监测调查报告（未单列外卖骑手）：https://www.stats.gov.cn/sj/zxfb/202302/t20230203_1900641.html#'),
      bad(C, 'uf-rd-fake', 'invented_url', 'Lists an NBS page that no search returned as a related source.', rider,
          '国家统计局官方来源未公布2019年全国“外卖骑手”从业人数。相关来源：\n- 2019年统计公报：https://www.gov.cn/xinwen/2020-02/28/content_5484361.htm\n- 国家统计局新就业形态专题：https://www.stats.gov.cn/zt_18555/zthd/xjyxt/')),
]
