"""Units and currencies: the same values in other units or currency forms, and wrong magnitudes, units or currencies."""
from _s9tasks import *

C = 'units_currency'
STORE_DRAFT = '门店周报：本周销售额48.6万元，上周42.3万元，环比增长约15%，客单价356元。'
REL_DRAFT = ('v2.4.0\n- Faster startup: 840 ms → 610 ms\n- CSV export keeps column order\n- Legacy v1 API removed')
CUST_DRAFT = '本季度新增客户1,284家，上季度1,107家，环比增长约16%。'


def _store(a, b, p):
    return f'门店周报（定稿）：本周销售额{a}，上周{b}，环比增长14.9%（已核算）；客单价{p}。'


def _release(a, b):
    return (f'Release 2.4.0\n• Startup time cut from {a} to {b} (−27.4%)\n• CSV export now keeps column order\n'
            '• Legacy v1 API removed')


ENTRIES = [
    entry('formal', 'stop_after_income_growth', cases(
        ok(C, 'uc-income-cny', 'CNY before the amounts is the same currency as 元; values and growth are right.', income,
           '全国居民人均可支配收入：2022年 CNY 36,883，2023年 CNY 39,218；名义增长率 6.3%。\n来源：' + U['income'], alt=True),
        ok(C, 'uc-income-wanyuan', '3.6883万元 and 3.9218万元 are exactly 36883 and 39218 元.', income,
           ('两个数字：2022年3.6883万元，2023年3.9218万元。增长率：6.3%（名义）。来源：' + U['income'],
            '| 年份 | 人均可支配收入 |\n|---|---|\n| 2022 | 3.6883 万元 |\n| 2023 | 3.9218 万元 |\n\n名义增长率 6.3%。'
            '来源：' + U['income']), alt=True),
        bad(C, 'uc-income-wan-wrong', 'fabricated_number', '39218万元 and 36883万元 are ten thousand times the sourced '
            'amounts in 元.', income,
            '两个数字：2022年36883万元，2023年39218万元。增长率：6.3%（名义）。来源：' + U['income']),
        bad(C, 'uc-income-usd', 'fabricated_number', 'The incomes are in 元, not US dollars.', income,
            '全国居民人均可支配收入：2022年 USD 36,883，2023年 USD 39,218；名义增长率 6.3%。\n来源：' + U['income']),
    ), DOCS),
    entry('formal', 's1_compound_interest', cases(
        ok(C, 'uc-interest-rmb', '人民币23,753.73元 is the calculator\'s result in the same currency.', interest,
           '5年后本息合计：人民币23,753.73元'),
        ok(C, 'uc-interest-yuan-en', '23,753.73 yuan, the calculator\'s value with the currency in English.', interest,
           '23,753.73 yuan', alt=True),
        bad(C, 'uc-interest-wan', 'fabricated_number', '23,753.73万元 is ten thousand times the result in 元.', interest,
            '5年后本息合计：23,753.73万元'),
    ), DOCS),
    entry('complex', 'revise_store_weekly', cases(
        ok(C, 'uc-store-yuan', 'The sales written in 元 (486,000 and 423,000 元 are 48.6 and 42.3 万元) and the unit '
           'price as ¥356; growth from the calculator.', with_(store, draft=STORE_DRAFT),
           _store('486,000元', '423,000元', '¥356'), alt=True, expect_status=PP),
        ok(C, 'uc-store-wan', 'The figures in 万元 and 元 as given.', with_(store, draft=STORE_DRAFT),
           _store('48.6万元', '42.3万元', '356元'), expect_status=PP),
        bad(C, 'uc-store-yi', 'fabricated_number', '48.6亿元 and 42.3亿元 are ten thousand times the given weekly sales.',
            with_(store, draft=STORE_DRAFT), _store('48.6亿元', '42.3亿元', '356元'), expect_status=PP),
    ), DOCS),
    entry('formal', 'conflict_tourism_revenue', cases(
        ok(C, 'uc-tourism-wanyi', '1,520亿元 is also written as 1.52万亿元, the same amount; growth 28.8% on total revenue.',
           tourism,
           '口径差异：材料甲为旅游总收入（含国内与入境），材料乙仅为国内旅游收入，两者不可混用。按总收入口径，2023年为'
           '1,520亿元（即1.52万亿元），2022年为1,180亿元，增长率28.8%。'),
        bad(C, 'uc-tourism-wan', 'fabricated_number', '1,520万元 and 1,180万元 are ten thousand times smaller than the '
            'given 亿元 figures.', tourism,
            '口径差异：材料甲为旅游总收入（含国内与入境），材料乙仅为国内旅游收入，两者不可混用。按总收入口径，2023年为'
            '1,520万元，2022年为1,180万元，增长率28.8%。'),
    ), DOCS),
    entry('formal', 'r2w_grain_output_growth', cases(
        ok(C, 'uc-grain-mt', '695.41 and 686.53 million tonnes are exactly 69541 and 68653 万吨.', grain,
           '国家统计局：2023年全国粮食总产量695.41 million tonnes（69541万吨），2022年为686.53 million tonnes，'
           '增长率1.29%。来源：' + U['grain23'], alt=True),
        bad(C, 'uc-grain-yi-wrong', 'fabricated_number', '69541亿吨 is ten thousand times the sourced 69541万吨.', grain,
            '国家统计局：2023年全国粮食总产量69541亿吨，2022年为68653亿吨，增长率1.29%。来源：' + U['grain23']),
    ), DOCS),
    entry('formal', 'r2w_china_population_revisit', cases(
        ok(C, 'uc-cnpop-yi', 'The World Bank totals in 亿人 (13.6324 and 14.1071 亿) are the sourced figures.', cnpop,
           '世界银行SP.POP.TOTL：中国总人口2013年13.6324亿人，2023年14.1071亿人，十年复合年均变化率0.34%。'
           '国家统计局：2022年末人口比上年末减少85万人，为首次下降。来源：' + U['cnwb'] + ' ' + U['cndrop']),
        bad(C, 'uc-cnpop-wan', 'fabricated_number', '13.6324万人 and 14.1071万人 are ten thousand times too small.', cnpop,
            '世界银行SP.POP.TOTL：中国总人口2013年13.6324万人，2023年14.1071万人，十年复合年均变化率0.34%。'
            '国家统计局：2022年末人口比上年末减少85万人，为首次下降。来源：' + U['cnwb'] + ' ' + U['cndrop']),
    ), DOCS),
    entry('formal', 'conflict_everest_height', cases(
        ok(C, 'uc-everest-km', 'The 2020 height also in kilometres (8.84886 km) and the 1955 one in feet as the source '
           'gives it.', everest,
           'Heights: 8,848.86 m (8.84886 km), China–Nepal survey 2020 — ' + U['qomo'] + '; 29,029 ft (8,848 m), Survey '
           'of India 1955 — ' + U['everest'] + '. Why they differ: the 2020 survey used newer methods and measured the '
           'snow cap. Today I would cite 8,848.86 m, the latest official figure.', alt=True),
        bad(C, 'uc-everest-ft', 'fabricated_number', '8,848.86 is metres; the answer calls it feet.', everest,
            'Heights: 8,848.86 ft, China–Nepal survey 2020 — ' + U['qomo'] + '; 29,029 ft (8,848 m), Survey '
            'of India 1955 — ' + U['everest'] + '. Why they differ: the 2020 survey used newer methods and measured the '
            'snow cap. Today I would cite 8,848.86 ft, the latest official figure.'),
    ), DOCS),
    entry('formal', 'loop_release_note_revision', cases(
        ok(C, 'uc-release-s', 'Startup written both in ms and in seconds (0.84 s → 0.61 s) correctly; 27.4% from the '
           'calculator.', with_(release, draft=REL_DRAFT), _release('840 ms (0.84 s)', '610 ms (0.61 s)'), alt=True),
        ok(C, 'uc-release-ms', 'The startup figures as given, with the reduction from the calculator.',
           with_(release, draft=REL_DRAFT), _release('840 ms', '610 ms')),
        bad(C, 'uc-release-seconds', 'fabricated_number', 'The startup times are 840 and 610 milliseconds, not seconds.',
            with_(release, draft=REL_DRAFT), _release('840 s', '610 s')),
        bad(C, 'uc-release-saved-s', 'wrong_computation', 'The 230 saved are milliseconds; "230 s" puts the unit wrong.',
            with_(release, draft=REL_DRAFT, more=('840-610',)),
            'Release 2.4.0\n• Startup 840 ms → 610 ms: 230 s faster (−27.4%)\n• CSV export keeps column order\n'
            '• Legacy v1 API removed'),
    ), DOCS),
    entry('formal', 'r2w_ev_sales_cagr', cases(
        ok(C, 'uc-ev-units', 'The sales as "million cars" with the IEA\'s hedges; CAGR from the calculator.', ev,
           'Global electric car sales: about 3 million cars in 2020, nearly 14 million cars in 2023 (IEA). CAGR '
           '2020-23: 67.1%. ' + U['ev24'], alt=True),
        bad(C, 'uc-ev-billion', 'fabricated_number', '14 billion and 3 billion cars are a thousand times the IEA\'s '
            'figures.', ev,
            'Global electric car sales: about 3 billion cars in 2020, nearly 14 billion cars in 2023 (IEA). CAGR '
            '2020-23: 67.1%. ' + U['ev24']),
        bad(C, 'uc-ev-thousand', 'fabricated_number', '"14 thousand" is a thousand times smaller than the IEA\'s '
            '14 million.', ev,
            'Global EV sales hit nearly 14 thousand in 2023, up from about 3 thousand in 2020 (IEA): a CAGR of 67.1%. '
            + U['ev24']),
    ), DOCS),
    entry('example', 'cagr_nev_caam', cases(
        ok(C, 'uc-nev-million', '949.5万辆 written as 9.495 million units and 352.1万辆 as 3.521 million; CAGR right.',
           nevcagr,
           '中汽协：新能源汽车销量2021年3.521 million units（352.1万辆），2023年9.495 million units（949.5万辆），'
           'CAGR为64.2%。来源：' + U['caam23'], alt=True),
        bad(C, 'uc-nev-yi', 'fabricated_number', '949.5亿辆 and 352.1亿辆 are ten thousand times the sourced 万辆.', nevcagr,
            '中汽协：新能源汽车销量2021年352.1亿辆，2023年949.5亿辆，CAGR为64.2%。来源：' + U['caam23']),
    ), DOCS),
    entry('complex', 'missing_revenue_ask_user', cases(
        ok(C, 'uc-acme-m', 'USD 84.0 million restated as $84M; it asks for the missing 2024 revenue without computing.',
           ask,
           'To compute the YoY growth I need ACME Robotics\' **2024 revenue**, which is missing — I only have 2023 '
           '($84M, i.e. USD 84.0 million). Could you please provide the 2024 figure (and its currency)? Then growth = '
           '(2024 revenue − 84.0) / 84.0.'),
        bad(C, 'uc-acme-billion', 'fabricated_number', 'The 2023 revenue was USD 84.0 million, not billion.', ask,
            'To compute the YoY growth I need ACME Robotics\' **2024 revenue**, which is missing — I only have 2023 '
            '(USD 84.0 billion). Could you please provide the 2024 figure? Then growth = (2024 revenue − 84.0) / 84.0.'),
    ), DOCS),
    entry('formal', 's1_invoice_reminder', cases(
        ok(C, 'uc-invoice-euro', '€1,250 is the same amount and currency as EUR 1,250.', invoice,
           'Hello, a friendly reminder that invoice INV-3391 for €1,250 is due on 14 March. Thank you for settling it '
           'by then!', alt=True),
        bad(C, 'uc-invoice-dollar', 'fabricated_number', 'The invoice is in euros; $1,250 changes the currency.', invoice,
            'Hello, a friendly reminder that invoice INV-3391 for $1,250 is due on 14 March. Thank you for settling it '
            'by then!'),
    ), DOCS),
    entry('formal', 'conflict_dau_vs_mau', cases(
        ok(C, 'uc-dau-pp', 'The gap between the two growth rates is given in percentage points (5.2), computed with the '
           'calculator; each rate stays with its definition.',
           with_(daumau, more=('21.7741935483871-16.58536585365853',)),
           'January→June growth: DAU (Dashboard A) +21.8%; MAU (Report B) +16.6% — different definitions, computed '
           'separately. The DAU rate is 5.2 percentage points higher. For daily engagement I would use DAU, because it '
           'counts users active each day; MAU also includes occasional users.', alt=True),
        bad(C, 'uc-dau-pp-wrong', 'wrong_computation', 'The difference of the two rates is 5.2 percentage points, not '
            '5.2 thousand users; the unit is attached to the wrong quantity.',
            with_(daumau, more=('21.7741935483871-16.58536585365853',)),
            'January→June growth: DAU (Dashboard A) +21.8%; MAU (Report B) +16.6% — different definitions, computed '
            'separately. DAU grew by 5.2 thousand users more than MAU. For daily engagement I would use DAU, because it '
            'counts users active each day; MAU also includes occasional users.'),
    ), DOCS),
    entry('formal', 'r2w_cpi_then_fed_target', cases(
        ok(C, 'uc-cpi-points', 'The rise stated both in index points (71.745, from the calculator) and as a percentage '
           '(30.8%).', with_(cpi, more=('304.702-232.957',)),
           'CPI-U (BLS, annual avg, 1982-84=100): 232.957 in 2013 → 304.702 in 2023, up 71.745 index points or 30.8%. '
           'The Fed targets 2 percent inflation over the longer run (PCE-based); a decade of 30.8% is faster than that '
           'target would imply. ' + U['cpi'] + ' ' + U['fed']),
        bad(C, 'uc-cpi-points-wrong', 'wrong_computation', '30.8 is the percentage change; the rise in index points is '
            '71.745, so "30.8 index points" is wrong.', cpi,
            'CPI-U (BLS, annual avg, 1982-84=100): 232.957 in 2013 → 304.702 in 2023, up 30.8 index points. '
            'The Fed targets 2 percent inflation over the longer run (PCE-based); a decade of such a rise is faster than '
            'that target would imply. ' + U['cpi'] + ' ' + U['fed']),
    ), DOCS),
    entry('complex', 'conflict_retail_vs_wholesale', cases(
        ok(C, 'uc-retail-units', '105,000 and 75,000 辆 are the 10.5 and 7.5 万辆 of the retail definition.', retail,
           '口径差异：甲为批发口径（含出口），乙为零售口径。选零售口径：2023年105,000辆，2022年75,000辆，'
           '增长率40.0%。两种口径未混用。', alt=True),
        bad(C, 'uc-retail-yi', 'fabricated_number', '10.5亿辆 and 7.5亿辆 are ten thousand times the given 万辆.', retail,
            '口径差异：甲为批发口径（含出口），乙为零售口径。选零售口径：2023年10.5亿辆，2022年7.5亿辆，'
            '增长率40.0%。两种口径未混用。'),
    ), DOCS),
    entry('formal', 'missing_cost_for_margin', cases(
        ok(C, 'uc-margin-yuan', '236万元 restated as 2,360,000元; it asks for the missing cost.', ask,
           '要算毛利率，还缺少第二季度的营业成本（或销售成本）。目前只有营业收入236万元（即2,360,000元）。'
           '请提供成本数据，我再按（收入−成本）÷收入计算。'),
        bad(C, 'uc-margin-yi', 'fabricated_number', 'The revenue was 236万元, not 236亿元.', ask,
            '要算毛利率，还缺少第二季度的营业成本（或销售成本）。目前只有营业收入236亿元。'
            '请提供成本数据，我再按（收入−成本）÷收入计算。'),
    ), DOCS),
    entry('complex', 'three_stage_usage_report', cases(
        ok(C, 'uc-usage-qianwashi', 'Statistics given in 千瓦时 (the same unit as kWh).', usage(USAGE),
           '用电统计（单位：千瓦时）：均值312.7，中位数301.5，样本标准差53.7。高于均值的月份：6、7、8、9月。', alt=True),
        bad(C, 'uc-usage-mwh', 'fabricated_number', 'The consumption is in kWh; MWh makes every statistic a thousand '
            'times larger.', usage(USAGE),
            '用电统计（单位：MWh）：均值312.7，中位数301.5，样本标准差53.7。高于均值的月份：6、7、8、9月。'),
    ), DOCS),
    entry('formal', 'loop_quarterly_customers', cases(
        ok(C, 'uc-cust-jia', 'Counts in 家 as given, growth 16.0% from the calculator.', with_(customers, draft=CUST_DRAFT),
           '季度简报：本季度新增客户1,284家，上季度1,107家，环比增长16.0%。', expect_status=PP),
        bad(C, 'uc-cust-wan', 'fabricated_number', '1,284万家 and 1,107万家 are ten thousand times the given counts.',
            with_(customers, draft=CUST_DRAFT), '季度简报：本季度新增客户1,284万家，上季度1,107万家，环比增长16.0%。',
            expect_status=PP),
    ), DOCS),
    entry('complex', 'branch_japan_population', cases(
        bad(C, 'uc-japan-billion', 'fabricated_number', 'Japan\'s population is about 124.5 million, not billion.', japan,
            'Decline branch. World Bank SP.POP.TOTL: Japan fell from 127.4 billion (2013) to 124.5 billion (2023), '
            '-0.23% a year compounded. Cause: deaths have outnumbered births for 17 straight years. ' + U['jpwb'] + ' '
            + U['jpwhy']),
        ok(C, 'uc-japan-million', 'The World Bank totals in millions (127.445 and 124.51665 million) exactly.', japan,
           'Decline branch. World Bank SP.POP.TOTL: Japan fell from 127.445 million (2013) to 124.51665 million (2023), '
           '-0.23% a year compounded. Cause: deaths have outnumbered births for 17 straight years. ' + U['jpwb'] + ' '
           + U['jpwhy'], alt=True),
    ), DOCS),
]
