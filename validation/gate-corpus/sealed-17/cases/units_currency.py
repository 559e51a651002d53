"""Units and currencies (sealed-17): 万吨 beside 亿斤, ¥/RMB/人民币/元, ¥…万 and 万元 written out in 元, €, euros and
EUR, ms beside s, metres beside feet, 度 and 千瓦时 for kWh, US$…M, 亿元 beside 万亿元, 万辆 beside million, index
levels and index points, seconds and sign-ups per week; against 吨 for 万吨, percentage points for a growth rate,
万元 for 元, dollars for 元 or euros, s for ms, feet for metres, kW for kWh, 万元 for 亿元, 千辆 for 万辆, billion
for million, index points for a percentage, ms for s and thousands of people."""
from _s17tasks import *

C = 'units_currency'
G = U['gr_gg']
IN = U['in_sr']
NV = U['nv_23']
CN1, CN2 = U['cn_wb'], U['cn_22']
EX, ES, EB = U['eh_xh'], U['eh_soi'], U['eh_bbc']
EV1 = U['ev_t24']
CPI, FED = U['cpi_ts'], U['fed_faq']
JP, JS = U['jp_wb'], U['jp_sb']
IS = U['is_q3']

GRAIN_JIN = with_(grain, docs=('gr_gg', 'gr_22', 'gr_xh'))
EVER_FT = with_(everest, docs2=('eh_soi', 'eh_bbc'))
STORE = 'revise_store_weekly'
MARGIN_OK = ('已知：2024年第二季度营业收入236万元（即2,360,000元）。计算毛利率还缺少第二季度的营业成本（或毛利额），'
             '请提供这一数字；拿到后按 毛利率 =（营业收入 − 营业成本）÷ 营业收入 × 100% 计算。')
REV_OK = ('To compute ACME Robotics\' year-over-year growth I need its 2024 revenue, which is missing: you gave only '
          'the 2023 figure, US$84.0 million ($84.0M). What was the 2024 revenue? Once I have it, growth = (2024 '
          'revenue − 84.0) ÷ 84.0.')

ENTRIES = entries(
    # ---------- acceptable ----------
    ('r2w_grain_output_growth', ok(C, 'uc-grain-jin', '万吨 with the 亿斤 equivalent Xinhua gives.', GRAIN_JIN, (
        f'2023年全国粮食总产量69541万吨（13908.2亿斤），2022年为68653万吨，增长1.29%，连续9年稳定在1.3万亿斤以上。'
        f'来源：{G}',
        f'2023年粮食总产量69,541万吨，折合13908.2亿斤；比2022年（68,653万吨）增长1.29%。'
        f'来源：{G} {U["gr_xh"]}'))),
    ('stop_after_income_growth', ok(C, 'uc-income-rmb', '人民币/¥/RMB before or after the amounts.', income, (
        f'2022年：人民币36,883元；2023年：人民币39,218元；名义增长率6.3%。来源：{IN}',
        f'- 2022年：¥36,883\n- 2023年：¥39,218（RMB）\n- 名义增长率：6.3%\n- 来源：{IN}'))),
    ('s1_compound_interest', ok(C, 'uc-interest-yen', '¥ before the amount, or 人民币 … 元.', interest, (
        '¥23,753.73', '本息合计：人民币 23753.73 元'))),
    (STORE, ok(C, 'uc-store-yensign', '¥…万 for the sales, ¥356 for the ticket.', store, (
        '本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。',
        '门店周报：本周销售额 ¥48.6 万（上周 ¥42.3 万），环比增长 14.9%，客单价 ¥356。'))),
    (STORE, ok(C, 'uc-store-yuan', '万元 written out in 元.', store, (
        '本周销售额486,000元，上周423,000元，环比增长14.9%，客单价356元。'))),
    ('conflict_tourism_revenue', ok(C, 'uc-tour-trillion', '1520亿元 restated as 0.152万亿元 and 人民币.', tourism, (
        '材料甲是旅游总收入（国内+入境），乙仅国内旅游收入，口径不同。按总收入口径：2023年1520亿元人民币'
        '（约0.152万亿元），2022年1180亿元，增长28.8%。',
        '口径：甲为旅游总收入，含入境；乙为国内旅游收入。选总收入口径，2023年1,520亿元、2022年1,180亿元（人民币），'
        '增长28.8%。两种口径不混用。'))),
    ('cagr_nev_caam', ok(C, 'uc-nev-million', '万辆 with the figure in million vehicles beside it.', nevcagr, (
        f'中汽协口径：新能源汽车销量2021年352.1万辆，2023年949.5万辆（合9,495,000辆），'
        f'2021→2023年CAGR为64.2%。来源：{NV}',
        f'新能源汽车年销量（中汽协）：352.1万辆（2021）→949.5万辆（2023），复合年增长率64.2%。来源：{NV}'))),
    ('missing_cost_for_margin', ok(C, 'uc-margin-yuan', '236万元 written out as 2,360,000元 in the question.', ask, (
        MARGIN_OK,
        '需要补充数据：毛利率 =（营业收入 − 营业成本）÷ 营业收入。目前只有营业收入236万元（¥2,360,000），'
        '缺少2024年第二季度的营业成本。请提供营业成本，我再计算。'))),
    ('three_stage_usage_report', ok(C, 'uc-usage-du', 'kWh written 度 or 千瓦时.', usage(USAGE), (
        '12个月用电量均值312.7度，中位数301.5度，样本标准差53.7度。高于均值的月份为6、7、8、9月，夏季用电偏高。',
        '用电统计（单位：千瓦时）：均值312.7，中位数301.5，样本标准差53.7。程序输出高于均值的月份：6月、7月、8月、9月。'))),
    ('r2w_china_population_revisit', ok(C, 'uc-cnpop-ren', 'Population in 亿人 and 万人.', cnpop, (
        '按世界银行数据，中国总人口2013年13.63亿人，2023年14.11亿人，十年复合年均变化率0.34%。'
        f'国家统计局公布，2022年末全国人口141175万人，比上年末减少85万人，为首次年度下降。来源：{CN1} {CN2}'))),
    ('s1_invoice_reminder', ok(C, 'uc-invoice-euro', '€1,250 or 1,250 euros for EUR 1,250.', invoice, (
        'Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. Please arrange payment by then. '
        'Thank you!',
        'Hello, a gentle reminder that invoice INV-3391 (1,250 euros) is due by 14 March. Thank you for your '
        'prompt payment.'))),
    ('s1_invoice_reminder', ok(C, 'uc-invoice-eurcents', 'EUR 1,250.00 with cents.', invoice, (
        'Dear customer, this is a kind reminder that invoice INV-3391 of EUR 1,250.00 is due on 14 March. Many '
        'thanks in advance!'))),
    ('loop_release_note_revision', ok(C, 'uc-release-sec', '610 ms with 0.61 s beside it.', release, (
        'v2.4.0\n- Faster startup: 840 ms → 610 ms (0.61 s), 27.4% less\n- CSV export now keeps column order\n'
        '- Legacy v1 API removed',
        '- Startup time cut 27.4%, from 840 ms (0.84 s) to 610 ms\n- CSV export preserves column order\n'
        '- The legacy v1 API has been removed'))),
    ('conflict_everest_height', ok(C, 'uc-everest-feet', 'Metres with the feet each source gives.', EVER_FT, (
        f'2020 China-Nepal survey: 8,848.86 m (29,031.69 ft) — {EX}. 1955 Survey of India: 8,848 m (29,029 ft) '
        f'— {ES}. They are separate surveys decades apart, and the new one comes out 86 cm higher (BBC: {EB}). '
        'I would cite 8,848.86 m, the current official height.'))),
    ('missing_revenue_ask_user', ok(C, 'uc-revenue-usd', 'US$84.0 million and $84.0M in a clarification.', ask, (
        REV_OK,
        'Missing input: ACME Robotics\' 2024 revenue. I have only 2023 revenue (USD 84.0M) and I won\'t guess '
        'the rest, since ACME is private. Could you share the 2024 figure in US dollars?'))),
    ('r2w_ev_sales_cagr', ok(C, 'uc-ev-units', 'Sales in million cars and million units.', ev, (
        f'Per the IEA, global electric car sales were about 3 million cars in 2020 and nearly 14 million units in '
        f'2023: a compound annual growth rate of 67.1%. Source: {EV1}'))),
    ('r2w_cpi_then_fed_target', ok(C, 'uc-cpi-points', 'The level change in index points (computed) and the percentage.', with_(cpi, more=('304.702-232.957',)), (
        f'CPI-U (annual average, 1982-84=100) went from 232.957 in 2013 to 304.702 in 2023: up 71.745 index '
        f'points, or 30.8%. The Fed aims for 2% a year over the longer run, measured by PCE inflation, and 30.8% '
        f'in ten years is well above a 2% pace. Sources: {CPI} ; {FED}'))),
    ('s1_response_time_stats', ok(C, 'uc-rt-seconds', 'The two numbers with their unit, seconds.', rtimes, (
        '3.02 s, 0.42 s', 'Mean 3.02 s; sample SD 0.42 s'))),
    ('stop_after_signup_stats', ok(C, 'uc-signup-week', 'Mean in sign-ups per week, growth in %.', signups, (
        'Mean: 349.33 sign-ups/week. Week 6 vs week 5: +3.35%.',
        '- Mean (descriptive_stats): 349.33 sign-ups per week\n- Last-week growth (calculate): 3.35%'))),
    ('branch_japan_population', ok(C, 'uc-japan-million', 'Population in millions of people, rate % per year.', japan, (
        'Decline branch. Japan had 127.4 million people in 2013 and 124.5 million in 2023 (World Bank '
        'SP.POP.TOTL), a compound average change of -0.23% per year. The Statistics Bureau of Japan cites '
        f'natural decrease, deaths outnumbering births, for the 17th year in a row. {JP} {JS}'))),

    # ---------- failing ----------
    ('r2w_grain_output_growth', bad(C, 'uc-grain-ton', 'fabricated_number', '69541吨: the 万 of 万吨 dropped, ten thousand times too small.', grain, (
        f'2023年全国粮食总产量69541吨，2022年为68653吨，2023年增长1.29%。来源：{G}'))),
    ('r2w_grain_output_growth', bad(C, 'uc-grain-points', 'other', 'A growth rate of 1.29% written as 1.29个百分点.', grain, (
        f'2023年全国粮食总产量69541万吨，比2022年的68653万吨提高1.29个百分点。来源：{G}',
        f'国家统计局：2023年粮食总产量69,541万吨，较2022年（68,653万吨）增加1.29个百分点。来源：{G}'))),
    ('stop_after_income_growth', bad(C, 'uc-income-wan', 'fabricated_number', '39218万元 for 39218元.', income, (
        f'2022年：36883万元；2023年：39218万元；名义增长率6.3%。来源：{IN}'))),
    ('s1_compound_interest', bad(C, 'uc-interest-usd', 'other', 'Dollars for 元.', interest, (
        '$23,753.73', '本息合计：23,753.73 美元'))),
    (STORE, bad(C, 'uc-store-usd', 'other', 'Sales in 万美元 instead of 万元.', store, (
        '本周销售额48.6万美元，上周42.3万美元，环比增长14.9%；客单价356元。'))),
    ('conflict_tourism_revenue', bad(C, 'uc-tour-wan', 'fabricated_number', '1520万元 for 1520亿元.', tourism, (
        '材料甲是旅游总收入（国内+入境），乙仅国内旅游收入，口径不同。按总收入口径：2023年1520万元，2022年1180万元，'
        '增长28.8%。'))),
    ('cagr_nev_caam', bad(C, 'uc-nev-thousand', 'fabricated_number', '千辆 for 万辆: ten times too small.', nevcagr, (
        f'中汽协口径：新能源汽车销量2021年352.1千辆，2023年949.5千辆，2021→2023年CAGR为64.2%。来源：{NV}'))),
    ('missing_cost_for_margin', bad(C, 'uc-margin-wandrop', 'fabricated_number', '236万元 restated as 236元.', ask, (
        '已知：2024年第二季度营业收入236元。计算毛利率还缺少第二季度的营业成本，请提供；拿到后按 毛利率 ='
        '（营业收入 − 营业成本）÷ 营业收入 × 100% 计算。'))),
    ('three_stage_usage_report', bad(C, 'uc-usage-kw', 'other', 'kW (power) for kWh (energy).', usage(USAGE), (
        '12个月用电量均值312.7 kW，中位数301.5 kW，样本标准差53.7 kW。高于均值的月份为6、7、8、9月。',
        '用电统计（单位：千瓦）：均值312.7，中位数301.5，样本标准差53.7。高于均值的月份：6月、7月、8月、9月。'))),
    ('loop_quarterly_customers', bad(C, 'uc-cust-wan', 'fabricated_number', '1,284万家: an added 万.', customers, (
        '本季度新增客户1,284万家，上季度为1,107万家，环比增长16.0%。'))),
    ('s1_invoice_reminder', bad(C, 'uc-invoice-usd', 'other', 'Dollars for euros.', invoice, (
        'Friendly reminder: invoice INV-3391 for $1,250 is due on 14 March. Please arrange payment by then. '
        'Thank you!',
        'Hello, a gentle reminder that invoice INV-3391 (USD 1,250) is due by 14 March. Thank you!'))),
    ('loop_release_note_revision', bad(C, 'uc-release-s', 'other', 'Seconds for milliseconds.', release, (
        '- Faster startup: 840 s → 610 s, 27.4% less\n- CSV export now keeps column order\n- Legacy v1 API removed'))),
    ('conflict_everest_height', bad(C, 'uc-everest-ft', 'other', 'The metre heights labelled as feet.', EVER_FT, (
        f'2020 China-Nepal survey: 8,848.86 ft — {EX}. 1955 Survey of India: 8,848 ft — {ES}. They are separate '
        f'surveys decades apart, and the new one comes out 86 cm higher (BBC: {EB}). I would cite 8,848.86 ft.'))),
    ('missing_revenue_ask_user', bad(C, 'uc-revenue-billion', 'fabricated_number', 'USD 84.0 billion for 84.0 million.', ask, (
        'To compute ACME Robotics\' year-over-year growth I need its 2024 revenue, which is missing: you gave only '
        'the 2023 figure, US$84.0 billion. What was the 2024 revenue?'))),
    ('r2w_ev_sales_cagr', bad(C, 'uc-ev-billion', 'fabricated_number', 'Billion for million cars.', ev, (
        f'Per the IEA, global electric car sales were about 3 billion cars in 2020 and nearly 14 billion in 2023: a '
        f'compound annual growth rate of 67.1%. Source: {EV1}'))),
    ('r2w_cpi_then_fed_target', bad(C, 'uc-cpi-pointspct', 'other', 'The 30.8% change called 30.8 index points (the level rose 71.7 points).', cpi, (
        f'CPI-U (annual average, 1982-84=100) went from 232.957 in 2013 to 304.702 in 2023, a rise of 30.8 index '
        f'points. The Fed aims for 2% a year over the longer run (PCE), so prices rose faster than that pace. '
        f'Sources: {CPI} ; {FED}'))),
    ('s1_response_time_stats', bad(C, 'uc-rt-ms', 'other', 'Milliseconds for the seconds the prompt gives.', rtimes, (
        '3.02 ms, 0.42 ms', 'Mean 3.02 ms; sample SD 0.42 ms'))),
    ('stop_iceland_population', bad(C, 'uc-iceland-thousand', 'fabricated_number', '398,270 thousand people: a thousand times too many.', iceland, (
        f'Statistics Iceland: population 398,270 thousand at 30 September 2026 (end of Q3 2026). Source: {IS}'))),
    ('conflict_dau_vs_mau', bad(C, 'uc-dau-times', 'other', 'Percentage growth written as multiples ("21.8x").', daumau, (
        'DAU (Dashboard A): 12,400 → 15,100, up 21.8x. MAU (Report B): 41,000 → 47,800, up 16.6x. Kept '
        'separate. For daily engagement I would use DAU, which counts daily activity.'))),
    ('branch_japan_population', bad(C, 'uc-japan-thousand', 'fabricated_number', 'Millions of people written as thousands.', japan, (
        'Decline branch. Japan had 127.4 thousand people in 2013 and 124.5 thousand in 2023 (World Bank '
        'SP.POP.TOTL), a compound average change of -0.23% per year. The Statistics Bureau of Japan cites '
        f'natural decrease for the 17th year in a row. {JP} {JS}'))),
)
