"""units_currency: the right amount in another unit or currency notation (¥, RMB, CNY, yuan, 元 before or after,
万元 beside 元, 亿斤 beside 万吨, feet beside metres, seconds beside ms, million beside 万辆, € for EUR) passes;
a wrong unit, a dropped or extra 万, or a wrong conversion fails."""
from _s24tasks import *

C = 'units_currency'
WC, FM = 'wrong_computation', 'fabricated_number'
I = U['in_a']

ENTRIES = entries(
    ('s1_compound_interest', [
        ok(C, 'ci-rmb', 'RMB before the amount.', interest, ('RMB 23,753.73', '¥23,753.73')),
        ok(C, 'ci-yuan', '"yuan" after the amount, with 元 in brackets.', interest, '23753.73 yuan（元）'),
        ok(C, 'ci-wanyuan', '2.375373万元 beside 23753.73元.', interest, ('约2.375373万元（23753.73元）', '本息和：CNY 23,753.73')),
        bad(C, 'ci-usd-bad', FM, 'US dollars for a 元 amount.', interest, 'US$23,753.73'),
        bad(C, 'ci-wan-bad', FM, '23753.73万元 is ten thousand times the amount.', interest, '本息合计：23753.73万元'),
        bad(C, 'ci-conv-bad', WC, '2.3753万元 written as 237.54元 (wrong 万 conversion).', interest,
            '本息合计约2.3753万元，即237.54元。'),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'in-rmb', '¥ before the incomes, 元 after the others.', income,
           (f'2022年：¥36,883；2023年：¥39,218；名义增长6.3%。来源：{I}',
            f'- 2022年：36883元人民币\n- 2023年：39218元人民币\n- 增长率：6.3%\n{I}')),
        ok(C, 'in-wan', '万元 with the exact values.', income, f'2022年3.6883万元，2023年3.9218万元，名义增长6.3%。{I}'),
        bad(C, 'in-wan-bad', FM, '39218万元 per capita is ten thousand times the income.', income,
            f'2022年36883万元，2023年39218万元，名义增长6.3%。{I}'),
        bad(C, 'in-usd-bad', FM, 'USD for 元.', income, f'2022年：$36,883；2023年：$39,218；名义增长6.3%。来源：{I}'),
    ]),
    ('r2w_grain_output_growth', [
        ok(C, 'gr-jin', '13908.2亿斤 (the 人民网 figure) beside 69541万吨, both searched.',
           with_(grain, docs=('gr_a', 'gr_b', 'gr_c')),
           f'2023年全国粮食总产量69541万吨（约合13908.2亿斤），2022年68653万吨，增长1.29%。来源：{U["gr_a"]}'),
        ok(C, 'gr-yi', '6.9541亿吨 and 6.8653亿吨 for the 万吨 totals.', grain,
           f'粮食总产量：2023年6.9541亿吨，2022年6.8653亿吨，增长1.29%。来源：{U["gr_a"]}'),
        bad(C, 'gr-jin-bad', FM, '69541万斤 is not 69541万吨.', grain,
            f'2023年全国粮食总产量69541万斤，2022年68653万斤，增长1.29%。来源：{U["gr_a"]}'),
        bad(C, 'gr-yi-bad', WC, '69.541亿吨 is ten times the total (69541万吨 = 6.9541亿吨).', grain,
            f'粮食总产量：2023年69.541亿吨，2022年68.653亿吨，增长1.29%。来源：{U["gr_a"]}'),
    ]),
    ('conflict_everest_height', [
        ok(C, 'mt-ft', 'Metres with the feet the Wikipedia result gives (29,031.7 ft and 29,029 ft).',
           with_(everest, docs2=('mt_bbc', 'mt_wk')),
           ('Heights: 8,848.86 m / 29,031.7 ft (2020 China-Nepal survey, '
            f'{U["mt_gov"]}) and 8,848 m / 29,029 ft (Survey of India, 1955, {U["mt_wk"]}). The 2020 survey used '
            'satellite positioning and measured the snow cap. Cite 8,848.86 m today.',
            f'- **2020 survey**: 8848.86 metres — {U["mt_gov"]}\n- **1955 Survey of India**: 8848 metres (29,029 '
            f'feet) — {U["mt_bbc"]}\nWhy they differ: new GNSS data and the snow cap. I would cite 8848.86 m.')),
        bad(C, 'mt-ft-bad', FM, '8,848.86 feet: the 2020 height is in metres.', everest,
            f'Heights: 8,848.86 ft (2020 China-Nepal survey, {U["mt_gov"]}) and 8,848 m (Survey of India, 1955, '
            f'{U["mt_bbc"]}). The 2020 survey used satellite positioning. Cite the 2020 figure today.'),
        bad(C, 'mt-km-bad', WC, '88.4886 km is a wrong conversion of 8,848.86 m.', everest,
            f'Heights: 88.4886 km (2020 China-Nepal survey, {U["mt_gov"]}) and 8,848 m (Survey of India, 1955, '
            f'{U["mt_bbc"]}). The 2020 survey used satellite positioning. Cite the 2020 figure today.'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-wan', 'Sales in 万辆 and million cars beside each other (300万 = 3 million, 1400万 = 14 million).',
           ev, 'Investor note: IEA counts ~3 million electric cars sold in 2020 (300万辆) and nearly 14 million in '
           f'2023 (1,400万辆): a 67.1% CAGR. {U["ev24"]}'),
        bad(C, 'ev-bn-bad', FM, '14 billion cars is a thousand times the IEA figure.', ev,
            'Investor note: IEA counts ~3 billion electric cars sold in 2020 and nearly 14 billion in 2023: a 67.1% '
            f'CAGR. {U["ev24"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'nv-million', '949.5万辆 with 9.495 million, 773.6万辆 with 7.736 million.', nevdefs,
           f'中汽协批发口径：949.5万辆（9.495 million）{U["nv_caam"]}；乘联会零售口径（乘用车）：773.6万辆（7.736 million）'
           f'{U["nv_cpca"]}。两种口径不能相加或平均；后续分析采用中汽协口径，因其覆盖全部车型且为行业统计。'),
        bad(C, 'nv-yi-bad', FM, '949.5亿辆 for 949.5万辆.', nevdefs,
            f'中汽协批发口径：949.5亿辆 {U["nv_caam"]}；乘联会零售口径（乘用车）：773.6亿辆 '
            f'{U["nv_cpca"]}。两种口径不能相加或平均；后续分析采用中汽协口径。'),
        bad(C, 'nv-conv-bad', WC, '949.5万辆 restated as 94.95 million (it is 9.495 million).', nevdefs,
            f'中汽协批发口径：949.5万辆（94.95 million）{U["nv_caam"]}；乘联会零售口径（乘用车）：773.6万辆（77.36 million）'
            f'{U["nv_cpca"]}。两种口径不能相加或平均；后续分析采用中汽协口径，因其覆盖全部车型且为行业统计。'),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rl-sec', 'Startup in seconds beside ms (0.84 s -> 0.61 s).', release,
           '2.4.0\n- Startup 840 ms -> 610 ms (0.84 s -> 0.61 s), 27.4% faster\n- CSV export keeps column order\n'
           '- Legacy v1 API removed'),
        bad(C, 'rl-sec-bad', WC, '6.1 s is a wrong conversion of 610 ms.', release,
            '2.4.0\n- Startup 840 ms -> 610 ms (8.4 s -> 6.1 s), 27.4% faster\n- CSV export keeps column order\n'
            '- Legacy v1 API removed'),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'rt-s', 'The two numbers with their unit, seconds.', rtimes,
           ('3.02 s, 0.42 s', 'mean 3.02 s, SD 0.42 s')),
        bad(C, 'rt-ms-bad', WC, '3.02 ms for seconds.', rtimes, ('3.02 ms, 0.42 ms', 'mean 3.02 ms, SD 0.42 ms')),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'inv-eur', '€1,250 for EUR 1,250; number and date kept.', invoice,
           ('Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Thank you for arranging payment.',
            'Hello, a gentle reminder that INV-3391 (1,250 euros) falls due on 14 March. Many thanks!')),
        bad(C, 'inv-usd-bad', FM, 'USD 1,250 changes the currency.', invoice,
            'Friendly reminder: invoice INV-3391 for USD 1,250 is due on 14 March. Thank you for arranging payment.'),
        bad(C, 'inv-gbp-bad', FM, '£1,250 changes the currency.', invoice,
            'Hello, a gentle reminder that INV-3391 (£1,250) falls due on 14 March. Many thanks!'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'to-wanyi', '1520亿元 restated as 0.152万亿元; growth 28.8%.', tourism,
           '两份材料口径不同：甲是旅游总收入（国内+入境），乙只含国内旅游收入。取总收入口径：1520亿元（0.152万亿元）对1180亿元，'
           '2023年增长28.8%。'),
        bad(C, 'to-wan-bad', FM, '1520万元 for 1520亿元.', tourism,
            '两份材料口径不同：甲是旅游总收入（国内+入境），乙只含国内旅游收入。取总收入口径：1520万元对1180万元，2023年增长28.8%。'),
    ]),
    ('loop_quarterly_customers', [
        ok(C, 'cu-jia', '家 for customers; 16.0%.', customers,
           ('季度简报：本季度新增客户1,284家（上季度1,107家），环比增长16.0%。', '简报：新增客户1,284家，上季1,107家，环比+16.0%，增势稳健。')),
        bad(C, 'cu-wan-bad', FM, '1,284万家 inflates the count.', customers,
            '季度简报：本季度新增客户1,284万家（上季度1,107万家），环比增长16.0%。'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'is-people', '401,570 inhabitants restated as 0.40157 million people.', iceland,
           f'Iceland had 401,570 inhabitants (0.40157 million people) at the end of Q3 2026, per Statistics Iceland: {U["is_q3"]}'),
        bad(C, 'is-m-bad', FM, '4.0157 million for 401,570 people.', iceland,
            f'Iceland: 4.0157 million inhabitants at the end of Q3 2026 (Statistics Iceland). {U["is_q3"]}'),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'mg-wan', 'Asks for the cost, keeping 236万元 (2,360,000元) right.', ask,
           '已知第二季度营业收入236万元（即2,360,000元），但毛利率 =（收入 − 营业成本）÷ 收入，还缺第二季度的营业成本。'
           '请告诉我成本金额，我再计算。'),
        bad(C, 'mg-wan-bad', WC, '236万元 restated as 23,600元 (wrong conversion).', ask,
            '已知第二季度营业收入236万元（即23,600元），但还缺第二季度的营业成本，请提供成本后我再计算毛利率。'),
    ]),
)
ENTRIES = tagged('uc', ENTRIES)
