"""Units and currencies in mixed scripts and with conversions: acceptable when the unit and currency are the source's
(or correctly converted), failing when the unit, scale or currency is wrong."""
from _s26tasks import *

C = 'units_currency'
def O(t, slug, why, route, texts, **kw): return (t, ok(C, slug, why, route, texts, **kw))
def B(t, slug, mode, why, route, texts, **kw): return (t, bad(C, slug, mode, why, route, texts, **kw))

INV = 'Hello, a friendly reminder that invoice INV-3391 for {amt} is due by 14 March. Thank you for settling it in time, and do let us know if you have any questions.'
EVE = ('Two figures: 8,848.86 m ({ft}) from the 2020 China-Nepal survey ({a}); 8,848 m from the 1955 Survey of India '
       '({b}). They differ because the 2020 survey used GNSS and measured the snow-cap surface, where 1955 used '
       'theodolite triangulation. I would cite 8,848.86 m.')
RT = 'mean 3.02 s, sample SD 0.42 s'

ENTRIES = tagged('uc', entries(
    O('s1_invoice_reminder', 'inv-euro-sign', 'Keeps INV-3391, €1,250 (the same amount in symbol form) and 14 March; polite, short.', invoice, INV.format(amt='€1,250')),
    O('s1_invoice_reminder', 'inv-eur-code-after', 'Writes the amount as 1,250 EUR; the same currency and amount, polite, under 200 characters.', invoice, INV.format(amt='1,250 EUR')),
    B('s1_invoice_reminder', 'inv-dollar', 'fabricated_number', 'Changes the currency to US dollars ($1,250).', invoice, INV.format(amt='$1,250')),
    B('s1_invoice_reminder', 'inv-pound', 'fabricated_number', 'Turns EUR 1,250 into £1,250, a different currency.', invoice, INV.format(amt='£1,250')),
    O('r2w_grain_output_growth', 'grain-mixed-script', '万吨 figures with a correct English-unit gloss (695.41 million tonnes); 1.29%; URL; counted.', grain,
      f'2023年粮食总产量69541万吨（约695.41 million tonnes），2022年68653万吨，增长1.29%。来源：{U["g_nbs"]}'),
    B('r2w_grain_output_growth', 'grain-tonnes-scale', 'fabricated_number', 'Drops the 万: 69,541 tonnes is ten thousand times too small.', grain,
      f'2023年粮食总产量69,541吨，2022年68,653吨，增长1.29%。来源：{U["g_nbs"]}'),
    O('stop_after_income_growth', 'income-rmb', 'RMB 36,883 and RMB 39,218 are the yuan figures; 6.3%; URL; nothing else.', income, f'RMB 36,883 (2022), RMB 39,218 (2023); nominal growth 6.3%. {U["i_nbs"]}'),
    B('stop_after_income_growth', 'income-wan-yuan', 'fabricated_number', 'Gives the incomes in 万元 (36,883万元), ten thousand times too large.', income, f'2022年36,883万元，2023年39,218万元；名义增长6.3%。{U["i_nbs"]}'),
    O('s1_compound_interest', 'interest-yuan-word', 'Only the result in yuan, to two decimals.', interest, ('23753.73元', '本息合计：23,753.73 元')),
    B('s1_compound_interest', 'interest-usd', 'fabricated_number', 'Reports the total in US dollars; the principal was 20,000 yuan.', interest, 'US$23,753.73'),
    O('s1_response_time_stats', 'rt-seconds', 'The two numbers with their unit, seconds; nothing else.', rtimes, RT),
    B('s1_response_time_stats', 'rt-millis', 'fabricated_number', 'Labels the seconds as milliseconds (3.02 ms), a thousandfold error.', rtimes, 'mean 3.02 ms, sample SD 0.42 ms'),
    O('conflict_everest_height', 'eve-feet', 'Both heights with URLs and a correct feet conversion (29,032 ft); reason and choice; counted.', everest, EVE.format(ft='≈29,032 ft', a=U['m_cgtn'], b=U['m_sci'])),
    B('conflict_everest_height', 'eve-feet-wrong', 'fabricated_number', 'Converts 8,848.86 m to 27,032 ft; the correct figure is about 29,032 ft.', everest, EVE.format(ft='≈27,032 ft', a=U['m_cgtn'], b=U['m_sci'])),
    O('loop_release_note_revision', 'release-seconds', 'Gives the startup as 0.84 s → 0.61 s, the same values, and 27.4%; revised once; counted.', release,
      'Release 2.4.0\n- Startup 27.4% faster (0.84 s → 0.61 s)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    B('loop_release_note_revision', 'release-unit-slip', 'fabricated_number', 'Writes 8.4 s → 6.1 s: ten times the measured startup times.', release,
      'Release 2.4.0\n- Startup 27.4% faster (8.4 s → 6.1 s)\n- CSV export keeps column order\n- Legacy v1 API removed'),
    O('conflict_nev_two_definitions', 'nev-wan-liang', 'Figures in 万辆 with scope and source, no sum; a reasoned choice; counted.', nevdefs,
      f'中汽协（批发口径，含出口）：2023年新能源汽车销量949.5万辆，{U["v_caam"]}\n乘联会（零售口径，国内乘用车）：773.6万辆，{U["v_cpca"]}\n两数口径不同，不可相加或平均。后续分析选乘联会零售口径，因为它反映国内终端消费。'),
    B('conflict_nev_two_definitions', 'nev-liang-scale', 'fabricated_number', 'Writes 949.5辆 and 773.6辆, dropping 万.', nevdefs,
      f'中汽协（批发口径，含出口）：2023年新能源汽车销量949.5辆，{U["v_caam"]}\n乘联会（零售口径，国内乘用车）：773.6辆，{U["v_cpca"]}\n两数口径不同，不可相加或平均。后续分析选乘联会零售口径，因为它反映国内终端消费。'),
    O('conflict_tourism_revenue', 'tourism-billion', 'Gives 152.0 billion yuan / 118.0 billion yuan as 亿元 equivalents and 28.8%; counted.', tourism,
      '甲为旅游总收入（国内+入境），乙只计国内旅游收入，口径不同。按总收入口径：2023年1,520亿元（1520亿≈152 billion yuan），2022年1,180亿元，增长28.8%。'),
    B('conflict_tourism_revenue', 'tourism-wan', 'fabricated_number', 'Writes the revenue as 1,520万元, a ten-thousandfold error.', tourism,
      '甲为旅游总收入（国内+入境），乙只计国内旅游收入，口径不同。按总收入口径：2023年1,520万元，2022年1,180万元，增长28.8%。'),
    O('stop_iceland_population', 'iceland-persons', 'Figure in persons, date and URL; stops.', iceland, f'Population of Iceland: 402,180 persons on 30.9.2026. {U["ic_q3"]}'),
    B('stop_iceland_population', 'iceland-thousands', 'fabricated_number', 'Says 402,180 thousand, a thousandfold overstatement.', iceland, f'Population of Iceland: 402,180 thousand on 30.9.2026. {U["ic_q3"]}'),
    O('r2w_ev_sales_cagr', 'ev-million-units', 'Figures as million cars; CAGR 67.1%; URL; counted.', ev,
      f'Global electric car sales: ≈3 million units in 2020 vs ≈14 million in 2023 — a CAGR of 67.1%. Source: IEA Global EV Outlook, {U["e_24"]}'),
    B('r2w_ev_sales_cagr', 'ev-billion', 'fabricated_number', 'Writes 14 billion units, a thousandfold error.', ev,
      f'Global electric car sales: ≈3 billion units in 2020 vs ≈14 billion in 2023 — a CAGR of 67.1%. Source: IEA Global EV Outlook, {U["e_24"]}'),
    O('loop_quarterly_customers', 'cust-jia', 'Counts in 家, 16.0% after the check, within 100 characters.', customers, '本季度新增客户1,284家，上季度1,107家，环比增长16.0%，增势延续。'),
    B('loop_quarterly_customers', 'cust-wan-jia', 'fabricated_number', 'Writes 1,284万家, inventing a 万 scale.', customers, '本季度新增客户1,284万家，上季度1,107万家，环比增长16.0%，增势延续。'),
    O('r2w_cpi_then_fed_target', 'cpi-index-points', 'Index points with the 1982-84=100 base, 30.8%, ~21.9% at 2%; URL; counted.', with_(cpi, after=('1.02**10',)),
      f'CPI-U (1982-84=100): 232.957 index points in 2013, 304.702 in 2023: +30.8%. The Fed\'s 2% target compounds to about 21.9% over ten years, so the actual rise overshot it by roughly 9 points. {U["c_bls"]}'),
    B('r2w_cpi_then_fed_target', 'cpi-dollars', 'fabricated_number', 'Presents the index levels as dollar prices ($232.96, $304.70).', with_(cpi, after=('1.02**10',)),
      f'CPI-U: the basket cost $232.96 in 2013 and $304.70 in 2023: +30.8%. The Fed\'s 2% target compounds to about 21.9% over ten years, so the actual rise overshot it by roughly 9 points. {U["c_bls"]}'),
))

ENTRIES += tagged('uc', entries(
    O('s1_invoice_reminder', 'inv-cn-euro', 'A Chinese-script amount (1,250欧元) for EUR 1,250; number and date kept.', invoice, '您好，温馨提醒：发票INV-3391（金额1,250欧元）将于3月14日到期，烦请按时付款，谢谢！'),
    B('s1_invoice_reminder', 'inv-rmb', 'fabricated_number', 'Turns EUR 1,250 into 1,250元 (yuan).', invoice, '您好，温馨提醒：发票INV-3391（金额1,250元）将于3月14日到期，烦请按时付款，谢谢！'),
    O('conflict_everest_height', 'eve-km', 'Heights in metres with a correct km gloss (8.849 km); URLs; reason; choice; counted.', everest,
      f'2020 China–Nepal survey: 8,848.86 m (≈8.849 km) — {U["m_cgtn"]}\n1955 Survey of India: 8,848 m — {U["m_sci"]}\nWhy different: GNSS and a snow-cap measurement in 2020 vs triangulation in 1955. Cite 8,848.86 m.'),
    B('conflict_everest_height', 'eve-cm', 'fabricated_number', 'Writes the gap as 86 mm; it is 86 cm.', everest,
      f'2020 China–Nepal survey: 8,848.86 m — {U["m_cgtn"]}\n1955 Survey of India: 8,848 m — {U["m_sci"]}\nThe 86 mm gap comes from GNSS and a snow-cap measurement in 2020 vs triangulation in 1955. Cite 8,848.86 m.'),
    O('missing_cost_for_margin', 'margin-wanyuan', 'Keeps 236万元 and asks for the missing cost.', ask, 'Q2 revenue is 236万元 (RMB 2.36 million), but the gross margin also needs Q2 cost of goods sold. Could you send that figure?'),
    B('missing_cost_for_margin', 'margin-yi', 'fabricated_number', 'Restates the revenue as 236亿元 while asking.', ask, 'Q2 revenue is 236亿元, but the gross margin also needs Q2 cost of goods sold. Could you send that figure?'),
))
