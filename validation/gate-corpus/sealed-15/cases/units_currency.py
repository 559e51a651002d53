"""Units and currencies: 万吨 beside 亿斤, RMB/¥/元/元人民币, ¥…万, 元 in full, €/euros, ms beside s, metres beside
feet, million units, 万辆 beside 辆, 千瓦时/kWh, index points and per cent, 亿元 beside 万亿元 (acceptable); and wrong
units or currencies: 万斤 for 万吨, US$ for 元, 万元 for 元, a dropped 万, dollars for euros, s for ms, feet for metres,
billion for million, 千辆, 兆瓦时, index points for per cent."""
from _s15tasks import *

C = 'units_currency'

GRAIN = ('2023年全国粮食总产量69541万吨（13908.2亿斤），2022年为68653万吨；经计算，2023年增长率为1.29%。来源：'
         'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html')
INC_RMB = ('2022年全国居民人均可支配收入 RMB 36,883，2023年 RMB 39,218；2023年名义增长率6.3%。\n来源：'
           'https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html ；https://www.gov.cn/xinwen/2023-01/17/content_5737487.htm')
INC_YEN = ('¥36,883（2022年）→ ¥39,218（2023年），名义增长率 6.3%。\n数据来源：https://www.gov.cn/xinwen/2023-01/17/content_5737487.htm '
           '，https://www.stats.gov.cn/sj/zxfb/202401/t20240117_1946624.html')
INT_YEN = '¥23,753.73'
INT_RMB = '5年后本息合计为23753.73元人民币。'
STORE_YEN = '门店周报：本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。'
STORE_YUAN = '本周销售额486,000元，较上周423,000元环比增长14.9%，客单价356元。'
INV_EUR = 'Hi, a friendly reminder that invoice INV-3391 for €1,250 is due on 14 March. Could you arrange payment by then? Thank you!'
INV_WORD = ('Dear customer, just a gentle reminder: invoice INV-3391, amount 1,250 euros, is due by 14 March. Many thanks '
            'for your prompt payment.')
REL = ('v2.4.0 release notes\n- Faster startup: 840 ms (0.84 s) → 610 ms, a 27.4% reduction\n'
       '- CSV export now keeps column order\n- Legacy v1 API removed')
EVER_FT = ('2020 China-Nepal survey: 8,848.86 m (29,031.7 ft), http://www.xinhuanet.com/english/2020-12/08/c_139573412.htm\n'
           '1955 Survey of India: 8,848 m (29,029 ft), https://www.britannica.com/place/Mount-Everest\n'
           'They differ because the surveys are decades apart and used different methods. I would cite 8,848.86 m today.')
EVER_M = ('Heights: 8848.86 metres (2020 China-Nepal survey, http://www.xinhuanet.com/english/2020-12/08/c_139573412.htm) '
          'and 8848 metres (1955 Survey of India, https://www.bbc.com/news/world-asia-55218939). They differ because the '
          'surveys are 65 years apart and used different techniques. Today I would cite 8848.86 metres.')
EV_M = ('Investor note: global electric car sales grew from ~3m units in 2020 to ~14m in 2023 (IEA Global EV Outlook), a '
        '67.1% CAGR. Sources: https://www.iea.org/reports/global-ev-outlook-2021/executive-summary, '
        'https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars')
NEV = ('中汽协数据显示，新能源汽车销量由2021年的352.1万辆增至2023年的949.5万辆（约950万辆），2021→2023年复合年增长率'
       '（CAGR）为64.2%。来源：http://www.caam.org.cn/chn/1/cate_2/con_5236880.html')
NEVD = ('中汽协（批发口径）：2023年新能源汽车销量949.5万辆（约9,495,000辆），http://www.caam.org.cn/chn/1/cate_2/con_5236880.html\n'
        '乘联会（零售口径，国内新能源乘用车终端销售，不含出口）：773.6万辆，http://www.cpcaauto.com/news.php?types=yjsj&id=1046\n'
        '两种口径不可相加或平均。后续分析我选中汽协批发口径，因为它是全部新能源汽车的全年销量，乘联会只计乘用车国内零售。')
USE = '12个月用电量：均值312.7千瓦时，中位数301.5千瓦时，样本标准差53.7千瓦时。程序筛出高于均值的月份：6、7、8、9月。'
CPI = ("BLS CPI-U (1982-84=100): the annual average index rose from 232.957 in 2013 to 304.702 in 2023, a cumulative "
       "increase of 30.8%. The Fed's longer-run goal is 2% annual inflation (PCE); compounded over ten years that is "
       "about 21.9%, so the decade's price rise exceeded what the target implies.\nSources: "
       'https://data.bls.gov/timeseries/CUUR0000SA0?years_option=all_years, https://www.federalreserve.gov/faqs/economy_14400.htm')
RET = ('口径差异：材料甲为批发口径（含出口），材料乙为零售口径。选用零售口径：2022年7.5万辆（75,000辆），2023年10.5万辆'
       '（105,000辆），增长率40.0%。两种口径未相加、平均或交叉相除。')
TOUR = ('材料甲为旅游总收入（含国内与入境），材料乙仅为国内旅游收入，口径不同。按旅游总收入口径：2022年1,180亿元，'
        '2023年1,520亿元（0.152万亿元），增长28.8%。两种口径未混用。')
JAPAN = ("Decline branch. World Bank SP.POP.TOTL: Japan's population was 127.4 million in 2013 and 124.5 million people "
         'in 2023, a compound average annual rate of change of -0.23%. One cause: births fell to a record low of '
         '758,631 in 2023 (Nikkei Asia, https://asia.nikkei.com/Spotlight/Society/Japan-s-births-fall-to-record-low-of-758-631-in-2023).\n'
         'World Bank: https://data.worldbank.org/indicator/SP.POP.TOTL?locations=JP')

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'uc-grain-jin', '万吨 with the announcement\'s 亿斤 restatement beside it (13908.2亿斤, from the searched Ministry page).',
           with_(grain, docs=('g23', 'g22', 'g_moa')), GRAIN),
        bad(C, 'uc-grain-wanjin', 'other', '69541万斤: the unit is 万吨, not 万斤 (half a kilogram).',
            with_(grain, docs=('g23', 'g22', 'g_moa')), sub(GRAIN, ('69541万吨（', '69541万斤（')))]),
    ('stop_after_income_growth', [
        ok(C, 'uc-inc-rmb', 'RMB before the amounts instead of 元.', income, INC_RMB),
        bad(C, 'uc-inc-usd', 'other', 'The amounts are labelled US$: the figures are yuan.', income,
            sub(INC_RMB, ('RMB 36,883', 'US$36,883'), ('RMB 39,218', 'US$39,218'))),
        ok(C, 'uc-inc-yen', '¥ before the amounts; the growth with a space before %.', income, INC_YEN),
        bad(C, 'uc-inc-yen-wan', 'fabricated_number', '¥36,883万 and ¥39,218万: ten thousand times the per-capita income.',
            income, sub(INC_YEN, ('¥36,883（', '¥36,883万（'), ('¥39,218（', '¥39,218万（')))]),
    ('s1_compound_interest', [
        ok(C, 'uc-int-yen', 'Only the result, with ¥ and a separator.', interest, INT_YEN),
        bad(C, 'uc-int-usd', 'other', 'The amount is given in US dollars; the principal is in 元.', interest,
            sub(INT_YEN, ('¥23,753.73', 'US$23,753.73'))),
        ok(C, 'uc-int-rmb', '元人民币 after the amount.', interest, INT_RMB),
        bad(C, 'uc-int-wan', 'fabricated_number', '23753.73万元 is ten thousand times the amount.', interest,
            sub(INT_RMB, ('23753.73元人民币', '23753.73万元')))]),
    ('revise_store_weekly', [
        ok(C, 'uc-store-yen-wan', '¥48.6万, ¥42.3万 and ¥356 (the sign for 元); 14.9% as computed.', store, STORE_YEN),
        bad(C, 'uc-store-no-wan', 'fabricated_number', 'The 万 is dropped: ¥48.6 and ¥42.3 weekly sales.', store,
            sub(STORE_YEN, ('¥48.6万', '¥48.6'), ('¥42.3万', '¥42.3'))),
        ok(C, 'uc-store-yuan', 'The sales in 元 in full (486,000元, 423,000元).', store, STORE_YUAN),
        bad(C, 'uc-store-decimal', 'fabricated_number', '4.86万元 and 4.23万元: a tenth of the weekly sales.', store,
            sub(STORE_YUAN, ('486,000元', '4.86万元'), ('423,000元', '4.23万元')))]),
    ('s1_invoice_reminder', [
        ok(C, 'uc-inv-euro-sign', '€1,250 for EUR 1,250; number and date kept; polite.', invoice, INV_EUR),
        bad(C, 'uc-inv-dollar', 'other', 'The amount becomes $1,250: the invoice is in euros.', invoice,
            sub(INV_EUR, ('€1,250', '$1,250'))),
        ok(C, 'uc-inv-euros-word', '"1,250 euros" in words.', with_(invoice, counted=True), INV_WORD),
        bad(C, 'uc-inv-cents', 'fabricated_number', '12.50 euros: the amount is 1,250.', with_(invoice, counted=True),
            sub(INV_WORD, ('1,250 euros', '12.50 euros')))]),
    ('loop_release_note_revision', [
        ok(C, 'uc-rel-ms-s', '840 ms with 0.84 s beside it; 610 ms; 27.4%.', release, REL),
        bad(C, 'uc-rel-seconds', 'other', 'The new startup time is written 610 s: it is 610 ms.', release,
            sub(REL, ('→ 610 ms', '→ 610 s')))]),
    ('conflict_everest_height', [
        ok(C, 'uc-ever-ft', 'Metres with the feet each source gives (BBC and Britannica searched).',
           with_(everest, docs2=('ev_bbc', 'ev_brit')), EVER_FT),
        bad(C, 'uc-ever-ft-for-m', 'other', 'The 2020 height is labelled feet: 8,848.86 ft.', with_(everest, docs2=('ev_bbc', 'ev_brit')),
            sub(EVER_FT, ('8,848.86 m (29,031.7 ft)', '8,848.86 ft'))),
        ok(C, 'uc-ever-metres', '"metres" spelt out, no separators.', everest, EVER_M),
        bad(C, 'uc-ever-1955-feet', 'other', 'The 1955 height is given as 8848 feet: it is 8848 metres.', everest,
            sub(EVER_M, ('and 8848 metres (1955', 'and 8848 feet (1955')))]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'uc-ev-m-units', '~3m and ~14m units for about 3 and nearly 14 million cars.', ev, EV_M),
        bad(C, 'uc-ev-bn', 'other', '~14bn in 2023: the IEA says nearly 14 million.', ev, sub(EV_M, ('~14m in 2023', '~14bn in 2023')))]),
    ('cagr_nev_caam', [
        ok(C, 'uc-nev-wan', '万辆 with a rounded restatement in the same unit.', nevcagr, NEV),
        bad(C, 'uc-nev-qian', 'fabricated_number', '352.1千辆 and 949.5千辆: thousands instead of 万 (ten thousands).', nevcagr,
            sub(NEV, ('352.1万辆', '352.1千辆'), ('949.5万辆（约950万辆）', '949.5千辆（约950千辆）')))]),
    ('conflict_nev_two_definitions', [
        ok(C, 'uc-nevd-units', '949.5万辆 with 9,495,000辆 beside it; units and definitions per source.', nevdefs, NEVD),
        bad(C, 'uc-nevd-conv', 'fabricated_number', '949.5万辆 restated as 94,950,000辆, ten times too many.', nevdefs,
            sub(NEVD, ('约9,495,000辆', '约94,950,000辆')))]),
    ('three_stage_usage_report', [
        ok(C, 'uc-usage-qwh', '千瓦时 for kWh.', usage(USAGE), USE),
        bad(C, 'uc-usage-mwh', 'other', 'The statistics are labelled 兆瓦时 (MWh): the readings are kWh.', usage(USAGE),
            sub(USE, ('均值312.7千瓦时，中位数301.5千瓦时，样本标准差53.7千瓦时', '均值312.7兆瓦时，中位数301.5兆瓦时，样本标准差53.7兆瓦时')))]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'uc-cpi-index-pct', 'Index levels (1982-84=100) and the change in per cent.', with_(cpi, more=('1.02**10-1',)), CPI),
        bad(C, 'uc-cpi-points', 'other', 'Calls the 30.8% change "30.8 index points"; the index rose by about 71.7 points.',
            with_(cpi, more=('1.02**10-1',)), sub(CPI, ('a cumulative increase of 30.8%', 'a cumulative increase of 30.8 index points')))]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'uc-ret-units', '7.5万辆 with 75,000辆 beside it; 40.0%.', retail, RET),
        bad(C, 'uc-ret-conv', 'fabricated_number', '10.5万辆 restated as 10,500辆, a tenth of the figure.', retail,
            sub(RET, ('（105,000辆）', '（10,500辆）')))]),
    ('conflict_tourism_revenue', [
        ok(C, 'uc-tour-wanyi', '1,520亿元 with 0.152万亿元 beside it; 28.8%.', tourism, TOUR),
        bad(C, 'uc-tour-wan', 'fabricated_number', '2023 revenue written 1,520万元: the material says 亿元.', tourism,
            sub(TOUR, ('2023年1,520亿元（0.152万亿元）', '2023年1,520万元')))]),
    ('branch_japan_population', [
        ok(C, 'uc-japan-million', 'Millions of people; the cause from the searched Nikkei page.', with_(japan, docs2=('jp_nk',)), JAPAN),
        bad(C, 'uc-japan-billion', 'other', '124.5 billion people in 2023: it is 124.5 million.', with_(japan, docs2=('jp_nk',)),
            sub(JAPAN, ('124.5 million people', '124.5 billion people')))]),
)
