"Units and currencies restated (万吨/亿吨/tonnes, 元/万元, EUR/€, m/ft/km, ms/s, 万辆, 万人) correctly and wrongly."
from _s25tasks import *

C = 'units_currency'
G = U['g_nbs']; I = U['i_nbs']; MX = U['m_xh']; MN = U['m_ng']; CA = U['v_caam']; CP = U['v_cpca']
WB = U['n_wb']; GB = U['n_gb']; E24 = U['e_24']; BLS = U['c_bls']; FED = U['c_fed']

ENTRIES = tagged('uc', entries(
    ('r2w_grain_output_growth', ok(C, 'grain-yi', '6.9541亿吨 and 6.8653亿吨 are the NBS 万吨 figures restated; 1.29% right.',
        grain, f'国家统计局公告：2023年全国粮食总产量6.9541亿吨（69541万吨），2022年6.8653亿吨，增长1.29%。来源：{G}')),
    ('r2w_grain_output_growth', ok(C, 'grain-tonnes', '695.41 million tonnes (69,541万吨) and 686.53 million tonnes are right; table with a 单位 column.',
        grain, f'| 年份 | 产量 | 单位 |\n|---|---|---|\n| 2022 | 68,653 | 万吨 |\n| 2023 | 69,541 | 万吨 |\n'
               f'增长1.29%（2023年即695.41 million tonnes）。来源：{G}')),
    ('r2w_grain_output_growth', bad(C, 'grain-wan', 'fabricated_number', 'The harvests are stated in 吨 instead of 万吨 (69541吨), ten thousand times too small.',
        grain, f'| 年份 | 产量 | 单位 |\n|---|---|---|\n| 2022 | 68,653 | 吨 |\n| 2023 | 69,541 | 吨 |\n增长1.29%。来源：{G}')),
    ('s1_compound_interest', ok(C, 'interest-rmb', '23,753.73 元 (人民币) is the result; nothing else added.',
        interest, '23,753.73元（人民币）')),
    ('s1_compound_interest', bad(C, 'interest-usd', 'other', 'The right number is given in US dollars; the principal was 20000 元.',
        interest, 'US$23,753.73')),
    ('s1_invoice_reminder', ok(C, 'inv-euro', 'Polite; INV-3391, €1,250 and 14 March kept; no threat.',
        invoice, 'Hi, a friendly reminder that invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it by then!')),
    ('s1_invoice_reminder', ok(C, 'inv-eur-words', 'EUR 1,250 written as 1,250 euros is the same amount; date and number kept.',
        invoice, 'Dear customer, just a gentle reminder: invoice INV-3391 (1,250 euros) is due by March 14. Many thanks!')),
    ('s1_invoice_reminder', bad(C, 'inv-usd', 'other', 'The currency changes from EUR to USD; the amount is no longer the invoice amount.',
        invoice, 'Hi, a friendly reminder that invoice INV-3391 for USD 1,250 is due on 14 March. Thank you for settling it by then!')),
    ('conflict_everest_height', ok(C, 'ev-km', 'Heights in metres and kilometres are consistent (8.84886 km); both URLs, reason, choice.',
        everest, f'2020 (China & Nepal): 8,848.86 metres, i.e. 8.84886 km — {MX}; 1955 (Survey of India): 8,848 metres — {MN}. '
                 'They differ mainly because of better instruments (GNSS, gravity survey) and a measured snow cap. Cite 8,848.86 m.')),
    ('conflict_everest_height', bad(C, 'ev-ft', 'fabricated_number', 'The heights are labelled feet; 8,848.86 ft is about 2,697 m, not Everest\'s height.',
        everest, f'2020 (China & Nepal): 8,848.86 ft — {MX}; 1955 (Survey of India): 8,848 ft — {MN}. '
                 'They differ mainly because of better instruments (GNSS, gravity survey) and a measured snow cap. Cite 8,848.86 ft.')),
    ('loop_release_note_revision', ok(C, 'rel-seconds', 'Startup given as 0.84 s → 0.61 s (610 ms) with −27.4%; CSV and v1 bullets there.',
        release, '2.4.0\n• Startup 0.84 s → 0.61 s (610 ms), 27.4% faster\n• CSV export keeps column order\n• Legacy v1 API removed')),
    ('loop_release_note_revision', bad(C, 'rel-sec', 'fabricated_number', 'The startup times are given as 840 s and 610 s, a thousand times the real milliseconds.',
        release, '2.4.0\n• Startup 840 s → 610 s, 27.4% faster\n• CSV export keeps column order\n• Legacy v1 API removed')),
    ('conflict_nev_two_definitions', ok(C, 'nev-million', 'Each figure with its unit and definition (万辆 and millions), not added; two URLs; a choice with a reason.',
        nevdefs, f'中汽协（批发口径，含乘用车与商用车）：949.5万辆（约9.5 million辆），{CA}\n'
                  f'乘联会（新能源乘用车零售口径）：773.6万辆，{CP}\n口径不同，不相加、不平均。分析整体市场选中汽协口径：覆盖全车型，时间序列长。')),
    ('conflict_nev_two_definitions', bad(C, 'nev-yi', 'fabricated_number', '949.5亿辆 is ten thousand times the CAAM figure of 949.5万辆.',
        nevdefs, f'中汽协（批发口径，含乘用车与商用车）：949.5亿辆，{CA}\n'
                  f'乘联会（新能源乘用车零售口径）：773.6万辆，{CP}\n口径不同，不相加、不平均。分析整体市场选中汽协口径：覆盖全车型，时间序列长。')),
    ('r2w_china_population_revisit', ok(C, 'cn-wanren', '141,071万人 and 136,324万人 restate the World Bank counts; 0.34%; 2022 first decline.',
        cnpop, f'世界银行数据：中国总人口2013年136,324万人，2023年141,071万人，十年复合年均增长0.34%。2022年末人口比上年末减少85万人，'
               f'这是首次出现年度下降。来源：{WB} ，{GB}')),
    ('r2w_china_population_revisit', bad(C, 'cn-units', 'fabricated_number', '1,363.24万人 and 1,410.71万人 are a thousand times too small.',
        cnpop, f'世界银行数据：中国总人口2013年1,363.24万人，2023年1,410.71万人，十年复合年均增长0.34%。2022年末人口比上年末减少85万人，'
               f'这是首次出现年度下降。来源：{WB}')),
    ('stop_after_income_growth', ok(C, 'income-wan', '39,218元 (约3.92万元) and 36,883元; 6.3%; URL; stops.',
        income, f'2022年：36,883元（约3.69万元）\n2023年：39,218元（约3.92万元）\n名义增长率：6.3%\n来源：{I}')),
    ('stop_after_income_growth', bad(C, 'income-wanyuan', 'fabricated_number', 'The incomes are labelled 万元 (39,218万元), ten thousand times the real per-capita figure.',
        income, f'2022年：36,883万元\n2023年：39,218万元\n名义增长率：6.3%\n来源：{I}')),
    ('conflict_tourism_revenue', ok(C, 'tour-yiyuan', 'Definitions explained; 1,520 and 1,180 亿元 total revenue, 28.8%; under 200 characters.',
        tourism, '口径差异：材料甲为旅游总收入（国内+入境），材料乙仅国内旅游收入。按总收入口径：2023年1,520亿元，2022年1,180亿元，增长28.8%。')),
    ('conflict_tourism_revenue', bad(C, 'tour-usd', 'other', 'The revenues are relabelled 亿美元 (US dollars); the materials give 亿元.',
        tourism, '口径差异：材料甲为旅游总收入（国内+入境），材料乙仅国内旅游收入。按总收入口径：2023年1,520亿美元，2022年1,180亿美元，增长28.8%。')),
    ('missing_cost_for_margin', ok(C, 'margin-yuan', 'Restates 236万元 as 2,360,000元 correctly and asks for the cost of goods sold.',
        ask, '已知二季度营业收入236万元（即2,360,000元）。毛利率 =（收入 − 营业成本）÷ 收入，还缺第二季度的营业成本（销货成本），请提供后我再计算。')),
    ('missing_cost_for_margin', bad(C, 'margin-yi', 'fabricated_number', 'Restates the revenue as 236亿元, a wrong unit for the 236万元 the user gave.',
        ask, '已知二季度营业收入236亿元。毛利率 =（收入 − 营业成本）÷ 收入，还缺第二季度的营业成本，请提供后我再计算。')),
    ('r2w_ev_sales_cagr', ok(C, 'ev-units', 'Sales as car counts (3,000,000 → ~14,000,000); CAGR 67.1%; URL.',
        ev, f'IEA: ~3,000,000 electric cars sold worldwide in 2020, ~14,000,000 in 2023. CAGR 2020–2023: 67.1% per year. '
            f'Growth remains strong but from a larger base. {E24}')),
    ('r2w_ev_sales_cagr', bad(C, 'ev-dollars', 'other', 'The IEA figures are car counts, but the note calls them sales revenue in dollars.',
        ev, f'IEA: ~$3 million of electric car sales worldwide in 2020, ~$14 million in 2023. CAGR 2020–2023: 67.1% per year. '
            f'Growth remains strong but from a larger base. {E24}')),
    ('r2w_cpi_then_fed_target', ok(C, 'cpi-points', 'Index levels given as points of a 1982–84=100 index; 30.8% vs about 21.9% under a 2% goal.',
        with_(cpi, after=('1.02**10',)),
        f'BLS CPI-U (1982–84 = 100): 232.957 points in 2013, 304.702 in 2023, a cumulative rise of 30.8%. The Fed\'s '
        f'longer-run target is 2% a year; ten years at 2% would compound to about 21.9%. Inflation ran roughly 9 points above that path. {BLS} {FED}')),
    ('r2w_cpi_then_fed_target', bad(C, 'cpi-dollar', 'other', 'The index levels are presented as dollar prices of a basket ($232.96, $304.70), which they are not.',
        with_(cpi, after=('1.02**10',)),
        f'BLS CPI-U: a basket cost $232.96 in 2013 and $304.70 in 2023, a cumulative rise of 30.8%. The Fed\'s '
        f'longer-run target is 2% a year; ten years at 2% would compound to about 21.9%. Inflation ran roughly 9 points above that path. {BLS} {FED}')),
    ('s1_response_time_stats', ok(C, 'rt-units', 'The two numbers in seconds, two decimals, nothing else.',
        rtimes, '3.02 s, 0.42 s')),
    ('s1_response_time_stats', bad(C, 'rt-ms', 'fabricated_number', 'The seconds are relabelled milliseconds (3.02 ms), a thousandfold error.',
        rtimes, '3.02 ms, 0.42 ms')),
    ('missing_conversions', ok(C, 'conv-k', 'Restates 18.4k visitors and asks for the number of conversions, with no rate guessed.',
        ask, 'I have the visitors (18,400, i.e. 18.4k) but not the conversions. How many purchases (or whatever counts as a conversion) did the March campaign produce? With that I can compute conversions ÷ 18,400.')),
    ('missing_conversions', bad(C, 'conv-m', 'fabricated_number', 'Restates the visitors as 18.4 million, a thousand times the 18,400 given.',
        ask, 'I have the visitors (18.4 million) but not the conversions. How many purchases did the March campaign produce? With that I can compute conversions ÷ visitors.')),
))

ENTRIES += tagged('uc', entries(
    ('r2w_grain_output_growth', ok(C, 'grain-kg', '6954.1亿公斤 equals 69541万吨; growth 1.29%; URL.',
        grain, f'2023年粮食总产量69541万吨（约6954.1亿公斤），2022年68653万吨，增长1.29%。来源：{G}')),
    ('r2w_grain_output_growth', bad(C, 'grain-kgwrong', 'fabricated_number', '69541万公斤 is a thousandth of the real output (69541万吨).',
        grain, f'2023年粮食总产量69541万公斤，2022年68653万公斤，增长1.29%。来源：{G}')),
    ('stop_after_income_growth', bad(C, 'income-usd', 'other', 'The per-capita incomes are labelled US dollars; the NBS figures are 元.',
        income, f'2022年：36,883美元；2023年：39,218美元；名义增长6.3%。来源：{I}')),
    ('s1_compound_interest', ok(C, 'interest-yen-sign', '¥23,753.73 is the rounded result in 元.',
        interest, '¥23,753.73')),
    ('s1_compound_interest', bad(C, 'interest-wan', 'fabricated_number', '23,753.73万元 is ten thousand times the real amount.',
        interest, '23,753.73万元')),
    ('stop_iceland_population', ok(C, 'ice-million', '0.40218 million people is exactly 402,180; date and URL given.',
        iceland, f'Iceland had 402,180 inhabitants (0.40218 million people) on 30 September 2026 — Statistics Iceland, {U["ic_q3"]}')),
    ('stop_iceland_population', bad(C, 'ice-millions', 'fabricated_number', '4.0218 million people is ten times Iceland\'s population.',
        iceland, f'Iceland had 4.0218 million inhabitants on 30 September 2026 — Statistics Iceland, {U["ic_q3"]}')),
))
