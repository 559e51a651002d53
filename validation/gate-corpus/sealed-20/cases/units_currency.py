"""Sealed-20, units and currencies: 万吨 beside 亿斤, 元 per person, 人民币 / CNY / ¥, € and euros, seconds and
milliseconds, 亿元, metres with feet, 万元, kWh and 度, 万辆, US$M, index levels beside a percentage, 亿人,
people and thousands; against a dropped 万, 万元 for 元, dollars for euros, ms for s, 万元 for 亿元, feet for
metres, seconds for milliseconds, kW for kWh, 亿辆, billion for million, index points for a percentage, thousand
people, 万人 for 亿人 and 万元 for 万辆."""
from _s20tasks import *

C = 'units_currency'

GR = ('2023年全国粮食总产量69541万吨（折合13908.2亿斤），比2022年的68653万吨增长1.29%，增产888万吨。'
      f'来源：{U["gr_gg23"]}')
gr3 = with_(grain, docs=('gr_gg23', 'gr_gg22', 'gr_cctv'))

IN_T = f'2022年：人民币36,883元；2023年：人民币39,218元（全国居民人均可支配收入）。名义增长6.3%。\n来源：{U["in_sr23"]}'
IN_S = f'全国居民人均可支配收入：2022年36883元/人，2023年39218元/人；2023年名义增长率6.3%（国家统计局）。{U["in_sr23"]}'

INT_T = '5年后本息合计为人民币23,753.73元。'
INT_S = 'CNY 23,753.73'

INV_T = ('Friendly reminder: invoice INV-3391 for €1,250 is due on 14 March. We would appreciate payment by then. '
         'Thank you!')
INV_S = ('Dear customer, a gentle reminder that invoice INV-3391 (1,250 euros) is payable by March 14. Many thanks '
         'for your prompt attention.')

RT = '3.02 s, 0.42 s'

TOUR = ('口径差异：材料甲是旅游总收入（含国内与入境），材料乙只含国内旅游收入。按“旅游总收入”口径，2023年1,520亿元，'
        '2022年1,180亿元，增长率28.8%。两种口径不混用、不平均。')

EVR = (f'2020 China–Nepal survey: 8,848.86 m, about 29,031 ft ({U["mt_cgtn"]}; {U["mt_wiki"]}).\n'
       f'1955 Survey of India: 8,848 m, 29,029 ft ({U["mt_hindu"]}).\n'
       'They differ because 2020 was a fresh joint survey, long after the 1955 determination. I would '
       'cite 8,848.86 m today.')
evr_w = with_(everest, docs1=('mt_cgtn', 'mt_wiki'))

RL = ('Release 2.4.0\n- Startup: 610 ms, down from 840 ms (27.4% less startup time)\n'
      '- CSV export keeps the column order\n- Legacy v1 API removed')

ST = '门店周报：本周销售额¥48.6万（上周¥42.3万），环比增长14.9%，客单价356元，经营稳步向好。'

US = ('用电量统计：均值312.7度（kWh），中位数301.5度，样本标准差53.7度。高于均值的是6—9月，'
      '与夏季制冷用电相符。')

NV = (f'中汽协口径：新能源汽车销量2021年352.1万辆、2022年688.7万辆、2023年949.5万辆，2021→2023年CAGR为64.2%。'
      f'来源：{U["nv_caam23"]}')

RET = ('口径差异：材料甲为批发口径（含出口），材料乙为零售口径。按零售口径，2022年7.5万辆→2023年10.5万辆，'
       '增长40.0%。不相加、不平均、不交叉相除。')

REV = ('To compute the year-over-year growth I need ACME Robotics\' 2024 revenue, which is missing: you gave only '
       'the 2023 figure (US$84.0M). What was the 2024 revenue, in USD? Once I have it, growth = '
       '(2024 revenue − 84.0) / 84.0.')

COST = ('要算第二季度毛利率，还缺少同期的营业成本。已知营业收入236万元（即2,360,000元）。请提供第二季度营业成本'
        '（万元或元均可），毛利率 =（营业收入 − 营业成本）÷ 营业收入。')

EV = ('Investor note: per the IEA Global EV Outlook, electric car sales went from 3 million cars in 2020 to nearly '
      '14 million cars in 2023, a compound annual growth rate of 67.1% a year. Source: '
      f'{U["ev_es24"]}')

CPI = ('The BLS CPI-U annual average index (1982-84=100) was 232.957 in 2013 and 304.702 in 2023, so the price level '
       'rose 30.8% over the decade. The Fed\'s longer-run goal is 2% a year on PCE inflation; compounded over ten years '
       f'that would be about 21.9%, well below the CPI rise. Sources: {U["cpi_hist"]}, {U["fed_lrg"]}')
cpi_a = with_(cpi, after=('(1.02**10-1)*100',))

IS = ('Statistics Iceland puts the population at 398.47 thousand people (398,470) at the end of Q3 2026, i.e. '
      f'30 September 2026. Source: {U["is_q3"]}')

DM = ('Growth, January to June, computed separately:\n- Dashboard A, DAU (average users per day): 12,400 → 15,100, '
      '+21.8%\n- Report B, MAU (users per month): 41,000 → 47,800, +16.6%\nFor daily engagement I would use '
      'Dashboard A\'s DAU, because it counts users on a typical day; MAU also counts people who came once a month.')

CN = ('世界银行SP.POP.TOTL：中国总人口2013年13.6324亿人，2023年14.1071亿人，十年复合年均变化率0.34%。'
      '2022年末全国人口比上年末减少85万人，是中国人口首次出现年度下降。'
      f'来源：{U["cn_wb"]}')

JP = ('Decline branch: Japan\'s population fell from 127.445 million people (2013) to 124.517 million (2023), a '
      'compound average annual rate of change of -0.23%. After that I looked for a cause: births hit a record low '
      f'in 2023 as deaths reached a record (The Japan Times). World Bank data: {U["jp_wb"]}')

ND = ('2023年新能源汽车销量（两个口径，不相加、不平均）：\n'
      f'- 中汽协（批发口径，含出口与商用车）：949.5万辆 {U["nv_caam23"]}\n'
      f'- 乘联会（国内乘用车零售口径）：773.6万辆 {U["nv_cpca"]}\n'
      '后续分析选中汽协口径：它覆盖全部新能源汽车和出口，能反映行业总规模；研究国内消费时再参考乘联会零售。')

SG = ('Mean: 349.33 sign-ups per week (statistics tool).\nGrowth of week 6 (401 sign-ups) over week 5 (388): 3.35%.\n'
      'That is all you asked for; I have not drafted a summary.')

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'gr-jin', '万吨 for the NBS totals beside CCTV\'s 13908.2亿斤 for 2023, the increase in 万吨.', gr3, GR),
        bad(C, 'gr-no-wan', 'fabricated_number', 'The 2023 total is written 69541吨: the 万 is dropped, the quantity '
            'ten thousand times too small.', gr3, sub(GR, ('69541万吨（', '69541吨（'))),
        bad(C, 'gr-jin-increase', 'fabricated_number', 'The increase is given as 888万斤; the NBS says 888万吨.', gr3,
            sub(GR, ('增产888万吨', '增产888万斤'))),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'in-rmb', '人民币…元 with separators, or 元/人, for the per-capita incomes; growth and URL; stops.', income,
           (IN_T, IN_S)),
        bad(C, 'in-wanyuan-unit', 'fabricated_number', 'The 2023 income is given as 人民币39,218万元, ten thousand times '
            'the NBS figure in 元.', income, sub(IN_T, ('人民币39,218元', '人民币39,218万元'))),
    ]),
    ('s1_compound_interest', [
        ok(C, 'int-cny', '人民币…元 or CNY for the amount, rounded from the calculator\'s 23753.726.', interest,
           (INT_T, INT_S)),
        bad(C, 'int-wan', 'fabricated_number', 'The result is given in 万元 (23,753.73万元) although the principal '
            'is 20000 元.', interest, sub(INT_T, ('23,753.73元', '23,753.73万元'))),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'inv-euro', 'EUR 1,250 kept as €1,250 or 1,250 euros; invoice number and date kept; polite; counted.',
           with_(invoice, counted=True), (INV_T, INV_S)),
        bad(C, 'inv-dollar', 'other', 'The amount becomes $1,250: the currency of the invoice (EUR) is not kept.',
            with_(invoice, counted=True), sub(INV_T, ('€1,250', '$1,250'))),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'rt-seconds', 'The two values with their unit, seconds, as the prompt gives the times.', rtimes, RT),
        bad(C, 'rt-ms', 'other', 'The values are labelled milliseconds; the times are in seconds.', rtimes,
            '3.02 ms, 0.42 ms'),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-yi', '亿元 kept from material 甲 for both years, 28.8% from the calculator, the difference in 口径 '
           'stated; counted.', tourism, TOUR),
        bad(C, 'tour-wan', 'fabricated_number', 'The totals are written 1,520万元 and 1,180万元; the material says '
            '亿元.', tourism, sub(TOUR, ('2023年1,520亿元', '2023年1,520万元'), ('2022年1,180亿元', '2022年1,180万元'))),
    ]),
    ('conflict_everest_height', [
        ok(C, 'evr-feet', 'Metres with the feet the Wikipedia page gives (29,031 ft, 29,029 ft), each with URLs.',
           evr_w, EVR),
        bad(C, 'evr-ft', 'fabricated_number', 'The 2020 height is labelled 8,848.86 ft, feet for metres.', evr_w,
            sub(EVR, ('8,848.86 m, about', '8,848.86 ft, about'))),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rl-ms', 'Startup in ms (610 ms, down from 840 ms) and the reduction as a share of startup time.',
           release, RL),
        bad(C, 'rl-seconds', 'fabricated_number', 'The revision writes 610 s and 840 s: seconds for milliseconds.',
            release, sub(RL, ('610 ms, down from 840 ms', '610 s, down from 840 s'))),
    ]),
    ('revise_store_weekly', [
        ok(C, 'st-yen-wan', 'Sales as ¥48.6万 / ¥42.3万, the unit price in 元, growth 14.9% from the calculator.', store,
           ST),
        bad(C, 'st-price-wan', 'fabricated_number', 'The unit price becomes 356万元 (the data say 356 元).', store,
            sub(ST, ('客单价356元', '客单价356万元'))),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'us-du', 'Energy in 度 glossed as kWh, the three statistics to one decimal and the months 6—9月.',
           usage(USAGE_MEAN), US),
        bad(C, 'us-kw', 'other', 'The statistics are labelled kW (power) instead of kWh (energy).', usage(USAGE_MEAN),
            sub(US, ('均值312.7度（kWh）', '均值312.7 kW'), ('中位数301.5度', '中位数301.5 kW'),
                ('样本标准差53.7度', '样本标准差53.7 kW'))),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nv-wanliang', 'CAAM\'s 万辆 for all three years and the CAGR 64.2%.', nevcagr, NV),
        bad(C, 'nv-liang', 'fabricated_number', 'The 2023 figure is written 949.5辆 (万 dropped).', nevcagr,
            sub(NV, ('2023年949.5万辆', '2023年949.5辆'))),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'ret-wanliang', 'Retail 万辆 for both years, 40.0% from the calculator, the difference in 口径 stated.',
           retail, RET),
        bad(C, 'ret-yiliang', 'fabricated_number', 'The retail figures are written 7.5亿辆 and 10.5亿辆.', retail,
            sub(RET, ('2022年7.5万辆→2023年10.5万辆', '2022年7.5亿辆→2023年10.5亿辆'))),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'rev-usd-m', 'Asks for the missing 2024 revenue, restating the user\'s 2023 figure as US$84.0M, with the '
           'formula; no growth rate.', ask, REV),
        bad(C, 'rev-usd-b', 'other', 'The user\'s 2023 revenue is restated as US$84.0B: billion for million.', ask,
            sub(REV, ('US$84.0M', 'US$84.0B'))),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'cost-yuan', 'Asks for the missing cost; the revenue restated as 236万元 and 2,360,000元; formula only.',
           ask, COST),
        bad(C, 'cost-yi', 'other', 'The revenue is restated as 236亿元 (the user said 236万元).', ask,
            sub(COST, ('236万元（即2,360,000元）', '236亿元'))),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-cars', 'Sales in millions of cars from the IEA, CAGR 67.1% a year; URL.', ev, EV),
        bad(C, 'ev-billion', 'fabricated_number', 'The 2023 sales are written 14 billion cars.', ev,
            sub(EV, ('14 million cars', '14 billion cars'))),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-index', 'Index levels named as an index (1982-84=100) and the change as a percentage; the 2% '
           'goal compounded after the target search.', cpi_a, CPI, expect_status=PP),
        bad(C, 'cpi-pct-as-points', 'other', 'The 30.8% change is called a 30.8-point rise: the index rose by about 72 '
            'points, not 30.8.', cpi_a, sub(CPI, ('rose 30.8% over the decade', 'rose 30.8 points over the decade')),
            expect_status=PP),
    ]),
    ('stop_iceland_population', [
        ok(C, 'is-thousand', 'The count as 398.47 thousand people with the exact 398,470; reference date; URL; stops.',
           iceland, IS),
        bad(C, 'is-thousand-x', 'fabricated_number', 'The count is given as 398,470 thousand people.', iceland,
            sub(IS, ('398.47 thousand people (398,470)', '398,470 thousand people'))),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-per-day', 'DAU as users per day and MAU as users per month, each growth on its own definition.',
           daumau, DM),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-yiren', 'The World Bank counts as 亿人, the rate, 2022 as the first decline (in 万人 from NBS), URL.',
           cnpop, CN),
        bad(C, 'cn-wanren', 'fabricated_number', 'The 2023 population is written 14.1071万人: 万 for 亿.', cnpop,
            sub(CN, ('2023年14.1071亿人', '2023年14.1071万人'))),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-million', 'The World Bank counts restated in millions (127.445, 124.517 million people).', japan, JP),
        bad(C, 'jp-thousand', 'fabricated_number', 'The 2023 population is written 124,516,650 thousand people.',
            japan, sub(JP, ('124.517 million (2023)', '124,516,650 thousand (2023)'))),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'nd-wanliang', 'Both definitions in 万辆 with their URLs; no sum or average; a choice with a reason.',
           nevdefs, ND),
        bad(C, 'nd-wanyuan', 'fabricated_number', 'The CPCA retail figure is given as 773.6万元, money for vehicles.',
            nevdefs, sub(ND, ('773.6万辆', '773.6万元'))),
    ]),
    ('stop_after_signup_stats', [
        ok(C, 'sg-per-week', 'The mean as sign-ups per week and the growth as a percentage; stops.', signups, SG),
    ]),
)
