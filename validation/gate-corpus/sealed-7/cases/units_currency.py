"""Units and currency: RMB/¥/元/yuan before or after the amount, 万元 against 元, metres against feet, million
units, euro signs and words; against the right digits under the wrong unit, currency or magnitude."""
from _s7tasks import *

C = 'units_currency'
wk = lambda a, t: store(a, t, '本周销售额48.6万元，上周42.3万元，客单价356元，环比增长15%。')
rel = lambda a, t: release(a, t, '- v2.4.0: startup 840 ms -> 610 ms\n- CSV export keeps column order\n'
                                 '- legacy v1 API removed')

ENTRIES = [
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'interest-yen-sign', 'The yuan sign before the amount is the same currency as 元.', interest,
           '¥23,753.73'),
        ok(C, 'interest-rmb', 'RMB before the amount names the same currency.', interest, 'RMB 23,753.73',
           alt=True),
        ok(C, 'interest-renminbi', '人民币……元 is the plain Chinese form.', interest, '本息合计：人民币23753.73元'),
        bad(C, 'interest-wanyuan', 'other', 'The amount is given in 万元, ten thousand times the true sum.',
            interest, '23753.73万元'),
        bad(C, 'interest-dollar', 'other', 'The principal was in yuan; the answer reports dollars.', interest,
            '$23,753.73'),
    )),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'store-yen-wan', 'The sales carry the yuan sign with 万, and the unit price ¥356.', wk,
           '周报：本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。'),
        ok(C, 'store-full-yuan', 'Sales written in full yuan (486,000 元, 423,000 元) equal the 万元 figures.', wk,
           '本周销售额486,000元，上周423,000元，环比增长14.9%，客单价356元。', alt=True),
        bad(C, 'store-yuan-not-wan', 'other', 'The 万 is lost: sales of 48.6 元 and 42.3 元 are ten thousand '
            'times too small.', wk, '本周销售额48.6元，上周42.3元，环比增长14.9%，客单价356元。'),
        bad(C, 'store-shifted', 'other', 'The sales are written as 4.86万元 and 4.23万元, a tenth of the given '
            'amounts.', wk, '本周销售额4.86万元，上周4.23万元，环比增长14.9%，客单价356元。'),
    )),
    entry('formal', 's1_invoice_reminder', cases(
        ok(C, 'invoice-euro-sign', 'EUR 1,250 written as €1,250; number, amount and date kept, polite.', invoice,
           'Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Please arrange payment by then - '
           'thank you!'),
        ok(C, 'invoice-euros-word', 'The amount in words of currency after the figure (1,250 euros).', invoice,
           'Hello, a quick reminder that invoice INV-3391 (1,250 euros) falls due on March 14th. We would be '
           'grateful for payment by that date.', alt=True),
        bad(C, 'invoice-usd', 'other', 'The currency changed from euros to US dollars.', invoice,
            'Kind reminder: please settle invoice INV-3391 of USD 1,250 by 14 March. Thank you for your prompt '
            'attention.'),
        bad(C, 'invoice-amount-off', 'other', 'The amount lost a digit (EUR 125).', invoice,
            'Just a gentle reminder that invoice INV-3391 for EUR 125 is due on 14 March. Many thanks!'),
    )),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'everest-m-and-ft', 'Metres as found, the 1955 height also in feet as its source gives it.', everest,
           '2020 China-Nepal survey: 8,848.86 m - '
           'https://www.xinhuanet.com/english/2020-12/08/c_139573045.htm. 1955 Survey of India: 8,848 m '
           '(29,029 ft) - https://en.wikipedia.org/wiki/Mount_Everest#Surveys. The 1955 value was measured to the '
           'snow surface with older methods; I would cite 8,848.86 m today.'),
        ok(C, 'everest-metres-word', 'Heights in the word metres; both sources.', everest,
           'The joint 2020 survey put Everest at 8848.86 metres '
           '(https://www.xinhuanet.com/english/2020-12/08/c_139573045.htm); the 1955 Survey of India said 8848 '
           'metres (https://en.wikipedia.org/wiki/Mount_Everest#Surveys). The older figure was a snow-surface '
           'measurement. Today I would cite the 2020 height.', alt=True),
        bad(C, 'everest-feet', 'other', 'The metre values are labelled feet, a different height.', everest,
            'Everest is 8,848.86 feet per the 2020 survey (https://www.xinhuanet.com/english/2020-12/08/c_139573045.htm) '
            'and 8,848 feet per the 1955 Survey of India (https://en.wikipedia.org/wiki/Mount_Everest#Surveys). '
            'Methods differ; cite 2020.'),
    ), RESEARCH_DOCS),
    entry('formal', 'conflict_nev_two_definitions', cases(
        ok(C, 'nev-wan-units', '万辆 for both sources, each with its definition and URL.', nevdefs,
           '中汽协（批发、含出口）2023年新能源汽车销量949.5万辆：http://www.caam.org.cn/chn/4/cate_39/con_5235337.html；'
           '乘联会（零售、乘用车）773.6万辆：http://www.cpcaauto.com/newslist.php?types=csjd&id=3310。口径不同，'
           '不相加。后续用乘联会零售口径，更贴近终端消费。'),
        bad(C, 'nev-yi', 'other', 'The CAAM figure is given in 亿辆, ten thousand times too large.', nevdefs,
            '中汽协（批发）：949.5亿辆，http://www.caam.org.cn/chn/4/cate_39/con_5235337.html；乘联会（零售）：'
            '773.6万辆，http://www.cpcaauto.com/newslist.php?types=csjd&id=3310。两个口径分别列出，选中汽协口径。'),
    ), RESEARCH_DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'caam-million-units', 'The volumes in million units (3.521 -> 9.495 million) equal 352.1 and 949.5 '
           '万辆.', nevcagr,
           '投资人摘要：中汽协数据显示，新能源汽车销量由2021年的3.521 million辆增至2023年的9.495 million辆，'
           'CAGR达64.2%。来源：http://www.caam.org.cn/chn/4/cate_39/con_5235337.html', alt=True),
        bad(C, 'caam-million-wrong', 'other', '949.5 million units is a hundred times the 949.5 万辆 found.',
            nevcagr, '据中汽协，新能源汽车销量从2021年352.1 million辆增至2023年949.5 million辆，CAGR 64.2%。'
            '来源：http://www.caam.org.cn/chn/4/cate_39/con_5235337.html'),
    ), RESEARCH_DOCS),
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'income-yuan-word', 'Amounts with yuan after the figure; the same values as 元.', income,
           f'2022: 36,883 yuan; 2023: 39,218 yuan; nominal growth 6.3%. 来源：{INCOME["url"]}', alt=True),
        bad(C, 'income-wanyuan', 'other', 'Per-capita income given in 万元, ten thousand times the found value.',
            income, f'2022年36883万元，2023年39218万元，名义增长6.3%。来源：{INCOME["url"]}'),
    ), RESEARCH_DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        ok(C, 'margin-restate-yuan', 'The revenue restated in 元 (2,360,000 元) is the given 236 万元; the '
           'answer asks for cost.', ask,
           '毛利率 =（营业收入 − 营业成本）÷ 营业收入。您给出了第二季度营业收入236万元（即2,360,000元），但缺少同期的'
           '营业成本。请提供第二季度营业成本，我再计算。'),
        bad(C, 'margin-restate-wrong', 'other', 'The revenue is restated as 236 元, which misquotes the user\'s '
            'figure by a factor of ten thousand.', ask,
            '已知营业收入236元，缺少营业成本，请提供后再计算毛利率。'),
    )),
    entry('complex', 'missing_revenue_ask_user', cases(
        ok(C, 'acme-usdm', 'US$84m restates the given USD 84.0 million; the missing 2024 revenue is asked for.',
           ask, 'To compute the growth I need ACME Robotics\' 2024 revenue, which is missing: I only have 2023 '
           '(US$84m). Please provide the 2024 figure.'),
        bad(C, 'acme-billion', 'other', 'The 2023 revenue is misquoted as USD 84.0 billion.', ask,
            'I have 2023 revenue of USD 84.0 billion but the 2024 revenue is missing. Please provide it and I will '
            'compute the growth.'),
    )),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'grain-yi-dun', '6.9541亿吨 and 6.8653亿吨 equal 69541 and 68653 万吨.', grain,
           f'国家统计局：2023年全国粮食总产量6.9541亿吨，2022年6.8653亿吨，增长1.29%。来源：{GRAIN["url"]}',
           alt=True),
        bad(C, 'grain-dun', 'other', 'The 万 is dropped: 69541 吨 is ten thousand times too little grain.',
            grain, f'2023年全国粮食总产量69541吨，2022年68653吨，增长1.29%。来源：{GRAIN["url"]}'),
    ), RESEARCH_DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        ok(C, 'retail-vehicles', 'Retail volumes given in 万辆 and also as 105,000 vehicles; growth computed.',
           retail, '口径差异：甲为批发（含出口），乙为零售。选零售口径：2023年10.5万辆（105,000辆），2022年7.5万辆，'
           '增长40.0%。'),
        bad(C, 'retail-yuan', 'other', 'Vehicle sales are written as 万元, a sum of money.', retail,
            '甲是批发口径，乙是零售口径。按零售口径，2023年10.5万元，2022年7.5万元，增长40.0%。'),
    )),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'release-seconds', 'Startup written in seconds (0.84 s -> 0.61 s) beside 610 ms; reduction '
           'computed.', rel,
           '- 2.4.0: startup 840 ms -> 610 ms (0.84 s -> 0.61 s), 27.4% faster\n- CSV export now keeps column '
           'order\n- Legacy v1 API removed'),
        bad(C, 'release-610s', 'other', 'The new startup time is given as 610 s instead of 610 ms.', rel,
            '- v2.4.0: startup cut from 840 ms to 610 s (-27.4%)\n- CSV export keeps column order\n- v1 API removed'),
    )),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'cpi-index-points', 'The index values given as index points, not money.', cpi,
           'The CPI-U annual average went from 232.957 index points in 2013 to 304.702 in 2023 (1982-84=100), '
           'a 30.8% rise (https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf). The '
           'Fed\'s longer-run target is 2% (https://www.federalreserve.gov/faqs/economy_14400.htm); the decade ran '
           'hotter than that.'),
        bad(C, 'cpi-dollars', 'other', 'The CPI index levels are presented as dollar prices.', cpi,
            'A basket that cost $232.957 in 2013 cost $304.702 in 2023, a 30.8% rise '
            '(https://www.bls.gov/cpi/tables/supplemental-files/historical-cpi-u-202312.pdf). The Fed targets 2% '
            '(https://www.federalreserve.gov/faqs/economy_14400.htm), so inflation ran above target.'),
    ), RESEARCH_DOCS),
]
