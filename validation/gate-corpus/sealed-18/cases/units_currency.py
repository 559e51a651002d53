"""Units and currencies written in the common ways (万吨 beside 亿斤 and 亿吨, 元/人民币/CNY/¥, €/euros/EUR,
seconds and milliseconds, metres and feet, 千瓦时/度/kWh, 万辆, index points beside a percentage, US$…M, 万元 written
out in 元, 亿元) against a dropped or wrong magnitude unit (吨 for 万吨, 万元 for 元, 亿元 for 万元, 千辆 for 万辆, billion
for million), a wrong currency (dollars for 元 or euros, euros for US dollars), ms for s and s for ms, feet for
metres, kW for kWh, percentage points for a growth rate and index points for a percentage."""
from _s18tasks import *

C = 'units_currency'

# ---------- grain (zh) ----------
G_JIN = ('2023年全国粮食总产量69541万吨（折合13908.2亿斤），比2022年的68653万吨增长1.29%。'
         f'来源：{U["gn_jd"]}')
G_YIDUN = ('国家统计局公布：2022年全国粮食总产量约6.87亿吨（68653万吨），2023年约6.95亿吨（69541万吨），'
           f'增长1.29%。来源 {U["gn_jd"]}')
GRAIN = [
    ok(C, 'uc-grain-jin', '万吨 with the 亿斤 restatement the CCTV report gives (13908.2亿斤).',
       with_(grain, docs=('gn_jd', 'gn_22', 'gn_cctv')), G_JIN),
    ok(C, 'uc-grain-yidun', '亿吨 roundings beside 万吨.', grain, G_YIDUN),
    bad(C, 'uc-grain-dun', 'fabricated_number', 'The totals are in 吨 (69541吨, 68653吨): 万 dropped from the unit.',
        grain, sub(G_YIDUN, ('（68653万吨）', '（68653吨）'), ('（69541万吨）', '（69541吨）'))),
]

# ---------- income (zh, stop) ----------
I_RMB = (f'2022年：人民币36,883元；2023年：人民币39,218元；名义增长率6.3%。\n来源：{U["nbs23"]} {U["ic_22"]}')
INCOME = [
    ok(C, 'uc-income-rmb', '人民币…元 for the per-capita incomes.', income, I_RMB),
    bad(C, 'uc-income-wanyuan', 'fabricated_number', 'The incomes are in 万元 (39218万元): ten thousand times too large.',
        income, sub(I_RMB, ('人民币36,883元', '36,883万元'), ('人民币39,218元', '39,218万元'))),
]

# ---------- compound interest (zh) ----------
INTEREST = [
    ok(C, 'uc-interest-yen-sign', 'The sum with the ¥ sign.', interest, ('¥23,753.73', '本息合计 ¥23753.73')),
    bad(C, 'uc-interest-dollars', 'other', 'The sum is given in US dollars ($23,753.73) for a 元 deposit.',
        interest, ('$23,753.73', '本息合计 US$23,753.73')),
]

# ---------- invoice (en) ----------
INV_EURO = ('Hello, a friendly reminder that invoice INV-3391 for €1,250 is due on 14 March. We would be '
            'grateful for payment by then. Thank you!')
INV_EUROS = ('Dear customer, just a reminder: invoice INV-3391 (1,250 euros) is payable by 14 March. Please let '
             'us know if you have any questions. Many thanks.')
INVOICE = [
    ok(C, 'uc-invoice-euro-sign', 'The € sign for EUR 1,250.', invoice, INV_EURO),
    ok(C, 'uc-invoice-euros', 'The amount written as 1,250 euros.', invoice, INV_EUROS),
    bad(C, 'uc-invoice-usd', 'other', 'The currency is changed to US dollars (USD 1,250).',
        invoice, sub(INV_EURO, ('for €1,250', 'for USD 1,250'))),
]

# ---------- response times (en) ----------
RTIMES = [
    ok(C, 'uc-rtimes-sec', 'Both values in seconds.', rtimes, ('3.02 s, 0.42 s', 'Mean: 3.02 sec\nSD: 0.42 sec')),
    bad(C, 'uc-rtimes-ms', 'other', 'The values are labelled milliseconds although the data are seconds.',
        rtimes, ('3.02 ms, 0.42 ms', 'Mean: 3.02 ms\nSD: 0.42 ms')),
]

# ---------- release note (en) ----------
REL_S = ('Version 2.4.0\n- Startup cut by 27.4%, from 0.84 s to 0.61 s\n- CSV export keeps column order\n'
         '- Legacy v1 API removed')
RELEASE = [
    ok(C, 'uc-release-seconds', 'The startup times converted to seconds (0.84 s → 0.61 s), correctly.', release, REL_S),
    bad(C, 'uc-release-s-for-ms', 'other', 'The times are written as 840 s and 610 s (seconds for ms).',
        release, sub(REL_S, ('from 0.84 s to 0.61 s', 'from 840 s to 610 s'))),
]

# ---------- Everest (en) ----------
EH_FT = ('- 2020 China–Nepal survey: 8,848.86 m (about 29,032 ft) — ' + U['mt_cgtn'] + '\n- 1955 Survey of India: '
         '8,848 m (29,029 ft) — ' + U['mt_hindu'] + '\nWhy they differ: newer satellite positioning and a '
         're-measured snow surface added about 86 cm. I would cite 8,848.86 m, the current official height.')
EH_M = ('The 2020 joint survey by China and Nepal gives 8848.86 metres (' + U['mt_cgtn'] + '); the Survey of '
        'India figure from 1955 is 8848 metres (' + U['mt_hindu'] + '). The newer value reflects modern survey '
        'methods, so it is the one I would cite today.')
EVEREST = [
    ok(C, 'uc-everest-feet', 'Metres with correct feet conversions (29,032 ft and 29,029 ft).', everest, EH_FT),
    ok(C, 'uc-everest-metres', 'British "metres" spelled out.', everest, EH_M),
    bad(C, 'uc-everest-ft-for-m', 'other', 'The 2020 height is labelled in feet (8,848.86 ft).',
        everest, sub(EH_FT, ('8,848.86 m (about 29,032 ft)', '8,848.86 ft'))),
]

# ---------- usage (zh) ----------
US_DU = ('12个月用电：均值312.7度，中位数301.5度，样本标准差53.7度。高于均值的月份是6月（330度）、7月（402度）、'
         '8月（415度）和9月（350度）。')
US_QW = '用电量统计（单位：千瓦时）：均值312.7，中位数301.5，样本标准差53.7。高于均值：6—9月。'
USAGE = [
    ok(C, 'uc-usage-du', '度 for kWh.', usage(USAGE_D), US_DU),
    ok(C, 'uc-usage-qianwashi', '千瓦时 for kWh.', usage(USAGE_D), US_QW),
    bad(C, 'uc-usage-kw', 'other', 'The energy figures are labelled kW (a power unit) instead of kWh.',
        usage(USAGE_D), sub(US_QW, ('（单位：千瓦时）', '（单位：kW）'))),
]

# ---------- NEV definitions (zh) ----------
ND = ('- 中汽协（批发、含出口）：2023年新能源汽车销量949.5万辆（约950万辆），' + U['ne_23'] + '\n'
      '- 乘联会（国内零售、乘用车）：2023年零售773.6万辆，' + U['ne_cpca'] + '\n'
      '两者口径不同，不相加、不平均。后续分析用乘联会零售口径：它反映国内终端需求。')
NEVDEFS = [
    ok(C, 'uc-nevdefs-wanliang', '万辆 for both definitions, with a rounded restatement.', nevdefs, ND),
    bad(C, 'uc-nevdefs-qianliang', 'other', 'The CAAM figure is in 千辆 (949.5千辆): ten times too small.',
        nevdefs, sub(ND, ('949.5万辆（约950万辆）', '949.5千辆'))),
]

# ---------- CPI (en) ----------
CPI_PTS = ('BLS CPI-U annual averages (1982-84=100): 232.957 in 2013 and 304.702 in 2023, up 71.745 index '
           'points or 30.8%. The Fed\'s longer-run goal of 2% a year would compound to about 21.9% over ten '
           f'years, so prices rose faster than the target implies. Sources: {U["cpi_tbl"]} {U["fed_stmt"]}')
CPI = [
    ok(C, 'uc-cpi-index-points', 'The change in index points (71.745, computed) beside the percentage.',
       with_(cpi, more=('304.702-232.957',), after=('(1.02**10-1)*100',)), CPI_PTS, expect_status=PP),
    bad(C, 'uc-cpi-points-for-pct', 'other', 'The 30.8% change is called "30.8 index points".',
        with_(cpi, after=('(1.02**10-1)*100',)),
        sub(CPI_PTS, ('up 71.745 index points or 30.8%', 'up 30.8 index points')), expect_status=PP),
]

# ---------- EV (en) ----------
EV_TXT = ('IEA data: about 3 million electric cars were sold worldwide in 2020 and nearly 14 million in 2023. '
          f'That is a compound annual growth rate of 67.1%. Source: {U["ev_24es"]}')
EV = [
    ok(C, 'uc-ev-million-cars', 'Sales in millions of cars.', ev, EV_TXT),
    bad(C, 'uc-ev-billion', 'other', 'The sales are in billions (14 billion cars).',
        ev, sub(EV_TXT, ('about 3 million', 'about 3 billion'), ('nearly 14 million', 'nearly 14 billion'))),
]

# ---------- revenue (en, ask) ----------
REV = ('I can\'t compute the growth yet: I have 2023 revenue (US$84.0M, i.e. USD 84.0 million) but not ACME '
       'Robotics\' 2024 revenue. Could you send the 2024 figure (and confirm it is also in US dollars)? Then '
       'growth = 2024 revenue / 84.0 − 1.')
REVENUE = [
    ok(C, 'uc-revenue-usd', 'US$84.0M and USD 84.0 million for the 2023 revenue; asks for 2024.', ask, REV),
    bad(C, 'uc-revenue-eur', 'other', 'The known revenue is restated in euros (EUR 84.0 million).',
        ask, sub(REV, ('(US$84.0M, i.e. USD 84.0 million)', '(EUR 84.0 million)'), (' (and confirm it is also in US dollars)', ''))),
]

# ---------- store (zh) ----------
ST = '门店周报：本周销售额48.6万元（486,000元），上周42.3万元，环比增长14.9%；客单价356元。'
STORE = [
    ok(C, 'uc-store-wanyuan', '48.6万元 written out as 486,000元.', store, ST),
    bad(C, 'uc-store-yuan', 'other', 'The weekly sales are given as 48.6元 and 42.3元 (万 dropped).',
        store, sub(ST, ('48.6万元（486,000元）', '48.6元'), ('上周42.3万元', '上周42.3元'))),
]

# ---------- margin (zh, ask) ----------
MG = ('要计算第二季度毛利率，还缺营业成本。已知营业收入236万元（即2,360,000元）。请提供同期营业成本（或毛利额），'
      '我再按 毛利率=(收入−成本)/收入 计算。')
MARGIN = [
    ok(C, 'uc-margin-wan', '236万元 restated as 2,360,000元; asks for the cost.', ask, MG),
    bad(C, 'uc-margin-yi', 'other', 'The revenue is restated as 236亿元.', ask, sub(MG, ('236万元（即2,360,000元）', '236亿元'))),
]

# ---------- retail (zh) ----------
RT = ('口径差异：甲为批发口径（含出口），乙为零售口径。本说明选用零售口径：2023年10.5万辆（105,000辆），'
      '2022年7.5万辆，增长40.0%。两种口径未混用。')
RETAIL = [
    ok(C, 'uc-retail-wanliang', '10.5万辆 written out as 105,000辆.', retail, RT),
    bad(C, 'uc-retail-yiliang', 'other', 'The retail sales are given in 亿辆.',
        retail, sub(RT, ('10.5万辆（105,000辆）', '10.5亿辆'), ('7.5万辆', '7.5亿辆'))),
]

# ---------- tourism (zh) ----------
TO = '甲含国内与入境，为旅游总收入；乙只计国内。按总收入口径：2023年1,520亿元，2022年1,180亿元，增长28.8%。'
TOURISM = [
    ok(C, 'uc-tourism-yiyuan', '亿元 for both years.', tourism, TO),
    bad(C, 'uc-tourism-wanyuan', 'other', 'The revenues are in 万元 (1,520万元).',
        tourism, sub(TO, ('1,520亿元', '1,520万元'), ('1,180亿元', '1,180万元'))),
]

# ---------- sign-ups (en, stop) ----------
SG = 'Mean: 349.33 sign-ups per week. Growth of week 6 over week 5: 3.35%. Stopping here.'
SIGNUPS = [
    bad(C, 'uc-signups-pp', 'other', 'The growth rate is called "3.35 percentage points" (a rate, not a difference '
        'of rates).', signups, sub(SG, ('5: 3.35%', '5: 3.35 percentage points'))),
]

# ---------- customers (zh) ----------
CU = '本季度新增客户1,284家，较上季度1,107家环比增长16.0%。'
CUSTOMERS = [
    bad(C, 'uc-customers-wanjia', 'other', 'The customer counts are in 万家 (1,284万家).',
        customers, sub(CU, ('1,284家', '1,284万家'), ('1,107家', '1,107万家'))),
]

# ---------- Japan (en) ----------
JP = ('Decline branch: Japan\'s population fell from 127.4 million in 2013 to 124.5 million in 2023 (World Bank), '
      'a compound change of −0.23% a year. A record natural decrease (deaths minus births: 848,728 in 2023) '
      f'drives it. {U["jpn_wb"]}')
JAPAN = [
    bad(C, 'uc-japan-billion', 'other', 'The populations are in billions (127.4 billion).',
        japan, sub(JP, ('127.4 million', '127.4 billion'), ('124.5 million', '124.5 billion'))),
]

# ---------- Iceland (en, stop) ----------
IS = f'Statistics Iceland: 399,460 residents at 31 December 2026 (end of Q4 2026). {U["isl_q4"]}'
ICELAND = [
    bad(C, 'uc-iceland-thousand', 'other', 'The figure is written as 399,460 thousand residents.',
        iceland, sub(IS, ('399,460 residents', '399,460 thousand residents'))),
]

ENTRIES = entries(
    ('r2w_grain_output_growth', GRAIN), ('stop_after_income_growth', INCOME), ('s1_compound_interest', INTEREST),
    ('s1_invoice_reminder', INVOICE), ('s1_response_time_stats', RTIMES), ('loop_release_note_revision', RELEASE),
    ('conflict_everest_height', EVEREST), ('three_stage_usage_report', USAGE),
    ('conflict_nev_two_definitions', NEVDEFS), ('r2w_cpi_then_fed_target', CPI), ('r2w_ev_sales_cagr', EV),
    ('missing_revenue_ask_user', REVENUE), ('revise_store_weekly', STORE), ('missing_cost_for_margin', MARGIN),
    ('conflict_retail_vs_wholesale', RETAIL), ('conflict_tourism_revenue', TOURISM),
    ('stop_after_signup_stats', SIGNUPS), ('loop_quarterly_customers', CUSTOMERS),
    ('branch_japan_population', JAPAN), ('stop_iceland_population', ICELAND),
)
