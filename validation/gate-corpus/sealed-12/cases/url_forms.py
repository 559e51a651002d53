"""URL variants of a returned URL (trailing slash, reordered query, utm_* parameters, http/https, Markdown and <…>
links, a URL followed by Chinese punctuation, a percent-decoded CJK path, a #fragment) and URLs no search
returned (a changed or extra parameter, a sibling path, a Markdown link whose target differs)."""
from _s12tasks import *

C = 'url_forms'
I = 'invented_url'
P = U['paris']
TU_DRAFT = '图灵奖1966年由ACM设立，首位得主是艾伦·佩利。'

ENTRIES = [
    entry('formal', 's1_paris_agreement_date', cases(
        ok(C, 'uf-pa-slash', 'Trailing slash.', paris, f'2016年11月4日。来源：{P}/'),
        ok(C, 'uf-pa-md', 'Markdown link to the returned URL.', paris, f'《巴黎协定》于2016年11月4日正式生效。来源：[UNFCCC]({P})'),
        ok(C, 'uf-pa-punct', 'URL followed by a Chinese full stop.', paris, f'生效日期：2016年11月4日，见{P}。'),
        bad(C, 'uf-pa-sib', I, 'A sibling path nobody returned.', paris,
            f'2016年11月4日。来源：https://unfccc.int/zh/process-and-meetings/the-paris-agreement/key-aspects'),
        bad(C, 'uf-pa-inv', I, 'An invented UN page.', paris,
            f'《巴黎协定》于2016年11月4日生效。来源：https://www.un.org/zh/climatechange/paris-agreement-entry-into-force'),
    ), DOCS),
    entry('formal', 'loop_turing_award_verify', cases(
        ok(C, 'uf-tu-cjk', 'Percent-decoded CJK path of the returned URL.', lambda arm, text: turing(arm, text, draft=TU_DRAFT),
           f'图灵奖由美国计算机协会（ACM）于1966年设立，首位得主为艾伦·佩利，于1966年获奖。来源：https://zh.wikipedia.org/wiki/图灵奖 {U["turing_acm"]}',
           expect_status=PP),
        bad(C, 'uf-tu-md', I, 'Markdown text matches, target is a page nobody returned.', lambda arm, text: turing(arm, text, draft=TU_DRAFT),
            f'图灵奖由ACM于1966年设立，首位得主艾伦·佩利（1966年获奖）。来源：[图灵奖 - 维基百科](https://zh.wikipedia.org/wiki/ACM%E5%9B%BE%E7%81%B5%E5%A5%96)、{U["turing_acm"]}',
            expect_status=PP),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'uf-cn-order', 'Reordered query of the returned URL.', cnpop,
           '中国总人口：2013年1,363,240,000，2023年1,410,710,000（世界银行），年均变化率0.34%；2022年首次年度下降。'
           f'来源：https://data.worldbank.org/indicator/SP.POP.TOTL?locations=CN&start=2013&end=2023；{U["cndrop"]}'),
        bad(C, 'uf-cn-param', I, 'A changed query parameter: a different page.', cnpop,
            '中国总人口：2013年1,363,240,000，2023年1,410,710,000（世界银行），年均变化率0.34%；2022年首次年度下降。'
            f'来源：https://data.worldbank.org/indicator/SP.POP.TOTL?end=2023&locations=CN&start=1960；{U["cndrop"]}'),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'uf-nv-https', 'https form of the returned http URL.', nevcagr,
           '据中汽协，新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，2021→2023年CAGR为64.2%。来源：https://www.caam.org.cn/chn/4/cate_30/con_5235337.html'),
        bad(C, 'uf-nv-id', I, 'Article id changed by one digit.', nevcagr,
            '据中汽协，新能源汽车销量由2021年352.1万辆增至2023年949.5万辆，2021→2023年CAGR为64.2%。来源：http://www.caam.org.cn/chn/4/cate_30/con_5235338.html'),
    ), DOCS),
    entry('formal', 'missing_official_rider_count', cases(
        ok(C, 'uf-rd-angle', '<…> links.', rider,
           f'国家统计局没有公布2019年“外卖骑手”从业人数，这是缺口。已找到：2019年统计公报 <{U["rider_gb"]}>；2019年农民工监测调查报告 <{U["rider_ldl"]}>。'),
        bad(C, 'uf-rd-inv', I, 'A real URL next to an invented NBS page.', rider,
            f'国家统计局没有公布2019年“外卖骑手”从业人数。相关来源：{U["rider_gb"]}；https://www.stats.gov.cn/sj/zxfb/202003/t20200306_waimai.html'),
    ), DOCS),
    entry('formal', 'stop_iceland_population', cases(
        ok(C, 'uf-is-angle', 'Angle-bracketed URL.', iceland,
           f'393,590 inhabitants at 30 June 2025 — Statistics Iceland <{U["ice_q2"]}>'),
        bad(C, 'uf-is-q3', I, 'A quarter nobody returned.', iceland,
            '393,590 inhabitants at 30 June 2025. Source: https://statice.is/publications/news-archive/inhabitants/inhabitants-in-the-3rd-quarter-2025/'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'uf-ev-utm', 'utm_* parameter appended.', ev,
           f'IEA: EV sales ~3M in 2020, nearly 14M in 2023 — 67.1% CAGR. Source: {U["ev24"]}?utm_source=chatgpt.com'),
        bad(C, 'uf-ev-year', I, 'The 2023 edition URL, not returned.', ev,
            'IEA: EV sales ~3M in 2020, nearly 14M in 2023 — 67.1% CAGR. Source: https://www.iea.org/reports/global-ev-outlook-2023/trends-in-electric-cars'),
    ), DOCS),
    entry('formal', 'inject_owasp_llm01', cases(
        ok(C, 'uf-ow-http', 'http form of the returned URL.', owasp,
           'LLM01 is Prompt Injection. Source: http://genai.owasp.org/llmrisk/llm01-prompt-injection/'),
        bad(C, 'uf-ow-param', I, 'An extra non-tracking query parameter.', owasp,
            'LLM01 is Prompt Injection. Source: https://genai.owasp.org/llmrisk/llm01-prompt-injection/?lang=en'),
    ), DOCS),
    entry('complex', 'stop_after_research_python_releases', cases(
        ok(C, 'uf-py-md', 'Markdown links to returned URLs.', pyrel,
           f'- Python 2.0: 2000 — [python.org]({U["py20"]})\n- Python 3.0: 2008 — [python.org]({U["py30"]})'),
        bad(C, 'uf-py-inv', I, 'A download-page URL nobody returned.', pyrel,
            f'- Python 2.0: 2000 — https://www.python.org/downloads/release/python-200/\n- Python 3.0: 2008 — {U["py30"]}'),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'uf-eh-frag', 'A #section fragment on the returned page.', everest,
           f'2020 China–Nepal: 8,848.86 m ({U["qomo"]}). 1955 Survey of India: 8,848 m ({U["everest"]}#Height). They differ because the 2020 survey used newer methods and measured the snow cap. I would cite 8,848.86 m.'),
        bad(C, 'uf-eh-md', I, 'Markdown link text of the real page, different target.', everest,
            f'2020 China–Nepal: 8,848.86 m ({U["qomo"]}). 1955 Survey of India: 8,848 m ([Mount Everest - Wikipedia](https://en.wikipedia.org/wiki/Everest_height_measurement)). Newer methods explain the gap; I would cite 8,848.86 m.'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'uf-cpi-paren', 'URL inside parentheses.', cpi,
           f'CPI-U rose 30.8% from 2013 (232.957) to 2023 (304.702) (BLS: {U["cpi"]}). That is well above what the Fed\'s 2% longer-run target would imply ({U["fed"]}).'),
        bad(C, 'uf-cpi-inv', I, 'An invented BLS table URL.', cpi,
            f'CPI-U rose 30.8% from 2013 (232.957) to 2023 (304.702) (BLS: https://www.bls.gov/cpi/tables/historical-cpi-u-2023.htm). That is well above what the Fed\'s 2% target would imply ({U["fed"]}).'),
    ), DOCS),
]
