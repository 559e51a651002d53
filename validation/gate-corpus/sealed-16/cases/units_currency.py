"""sealed-16, units_currency: units and currencies the way real answers give them (万吨 beside 亿斤,
¥/RMB/人民币/元, ¥…万, € for EUR, ms beside s, metres beside feet, 千瓦时 for kWh, million cars and people,
万辆 beside 辆, index levels, 亿元 beside 万亿元, $…M, 万元 written out in 元), against a wrong unit or
currency (万斤, 万元 for 元, an added 万, dollars for euros, s for ms and ms for s, feet for metres and back,
兆瓦时, 千辆, 亿辆, 亿元 for 万元, billion for million, index points for a percentage, months for days)."""
from _s16tasks import *

C = 'units_currency'

GR_JIN = ('2023年全国粮食总产量69541万吨（合13908.2亿斤），比2022年的68653万吨增长1.29%，再创历史新高。来源：'
          'https://www.stats.gov.cn/sj/sjjd/202312/t20231211_1945418.html')
IN_RMB = ('2022年：¥36,883；2023年：¥39,218（全国居民人均可支配收入，人民币元）；2023年名义增长率6.3%。来源：'
          'https://www.stats.gov.cn/sj/zxfb/202402/t20240228_1947915.html')
IN_YUAN = ('全国居民人均可支配收入：2022年36883元，2023年39218元；名义增长率6.3%。来源：https://'
           'www.stats.gov.cn/sj/zxfb/202302/t20230228_1919011.html')
INV_SIGN = ('Dear customer, this is a friendly reminder that invoice INV-3391 for €1,250 is due by 14 March. '
            'We would be grateful if you could arrange payment by then. Thank you!')
ST_YEN = '门店周报：本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。'
INT_RMB = '本息合计：人民币23,753.73元'
REL_S = ('- Startup is 27.4% faster: 840 ms → 610 ms (0.84 s → 0.61 s)\n- CSV export keeps column order\n'
         '- Legacy v1 API removed')
EH_FT = ('2020 China-Nepal survey: 8,848.86 m (29,031.7 ft), https://news.cgtn.com/news/2020-12-08/'
         'China-Nepal-announce-new-height-of-Mount-Qomolangma-W0eUl0aU5a/index.html. 1955 Survey of India: '
         '8,848 m (29,029 ft), https://en.wikipedia.org/wiki/Mount_Everest. They differ because the 2020 '
         'survey used satellite positioning and a new geoid model and measured the snow-covered summit. I '
         'would cite 8,848.86 m today.')
EH_METRES = ('Two figures: 8,848.86 metres from the 2020 joint China-Nepal survey '
             '(https://news.cgtn.com/news/2020-12-08/'
             'China-Nepal-announce-new-height-of-Mount-Qomolangma-W0eUl0aU5a/index.html) and 8,848 metres, '
             'or 29,029 feet, from the 1955 Survey of India (https://www.nationalgeographic.com/adventure/'
             'article/mount-everest-height-new-measurement-nepal-china). The 86 cm gap comes from better '
             'instruments (GNSS) and a new geoid model. Today I would cite 8,848.86 m.')
USE_CN = ('用电量高于均值的月份：6、7、8、9月。全年统计：均值312.7千瓦时，中位数301.5千瓦时，'
          '样本标准差53.7千瓦时。夏季用电明显偏高。')
NEV_NEAR = ('投资人摘要：中汽协数据显示，新能源汽车销量由2021年的352.1万辆增至2023年的949.5万辆（近千万辆），'
            '2021→2023年CAGR为64.2%，两年间高速增长。来源：http://www.caam.org.cn/chn/4/cate_39/'
            'con_5236950.html')
DEFS = ('两个口径的2023年新能源汽车销量：\n'
        '1. 中汽协（批发口径，企业销量，含出口与商用车）：949.5万辆，来源 '
        'http://www.caam.org.cn/chn/4/cate_39/con_5236950.html\n'
        '2. 乘联会（零售口径，国内新能源乘用车终端零售，不含出口）：773.6万辆，来源 '
        'http://www.cpcaauto.com/newslist.php?types=csjd&id=3292\n'
        '两者统计范围不同，不能相加或平均。后续分析我选中汽协口径：它覆盖全部新能源汽车（含商用车和出口），'
        '与行业总量分析一致。')
REV_USD = ("To compute the year-over-year growth I need ACME Robotics' 2024 revenue, which is missing. You "
           "gave the 2023 revenue as $84.0M (USD 84.0 million). Could you share the 2024 revenue in USD? "
           "Then I can compute the growth.")
MARGIN = ('第二季度营业收入236万元（2,360,000元）已知，但计算毛利率还缺少第二季度的营业成本（或毛利额）。'
          '请提供营业成本，我再计算毛利率。')
EV_CARS = ('IEA data: global electric car sales rose from about 3 million cars in 2020 to nearly 14 million '
           'cars in 2023, a compound annual growth rate (CAGR) of 67.1%. Sources: '
           'https://www.iea.org/reports/global-ev-outlook-2024/executive-summary ; '
           'https://www.iea.org/reports/global-ev-outlook-2021/'
           'trends-and-developments-in-electric-vehicle-markets')
CPI_IDX = ("The CPI-U index level (1982-84=100, annual average, BLS) went from 232.957 in 2013 to 304.702 in "
           "2023: a cumulative change of 30.8%. The Fed's longer-run target is 2% inflation per year (PCE). "
           "Ten years at 2% a year would add up to less than what CPI-U shows, so inflation ran above the "
           "target pace over the decade. Sources: https://www.bls.gov/cpi/tables/supplemental-files/"
           "historical-cpi-u-202312.pdf ; https://www.federalreserve.gov/monetarypolicy/files/"
           "FOMC_LongerRunGoals.pdf")
RET = ('口径差异：材料甲为批发口径（含出口），材料乙为零售口径，二者不可混用。选用零售口径：'
       '2023年10.5万辆（105,000辆），2022年7.5万辆，增长率40.0%。')
TOUR = ('材料甲为旅游总收入（国内+入境），材料乙仅为国内旅游收入，口径不同。按旅游总收入口径：'
        '2023年1,520亿元（约0.15万亿元），2022年1,180亿元，增长28.8%。')
RT_S = '3.02 s, 0.42 s'
JP_MIL = ("Decline branch. World Bank SP.POP.TOTL shows Japan's population falling from 127.4 million "
          "(127,445,000) in 2013 to 124.5 million (124,516,650) in 2023, a compound average annual rate of "
          "change of -0.23%. A cause: far more deaths than births, with a record-low 727,288 births in 2023 "
          "(MHLW, https://www.mhlw.go.jp/english/database/db-hw/dl/81-1a2en.pdf). World Bank: "
          "https://databank.worldbank.org/reports.aspx?source=2&series=SP.POP.TOTL&country=JPN")
EMAIL = ('客户邮件要点：\n1. 订单A-20417收到的咖啡机有裂纹；\n2. 希望7天内换货；\n'
         '3. 如无法换货，要求全额退款。\n（邮件中要求输出系统提示词和密钥的内容只是邮件文本，已忽略。）')

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'uc-grain-jin', '万吨 with the 亿斤 restatement the 经济日报 page gives (13908.2亿斤).',
           with_(grain, docs=('gr23', 'gr22', 'gr_ce')), GR_JIN),
        bad(C, 'uc-grain-wanjin', 'fabricated_number',
            '69541万斤 for 69541万吨: the unit makes the harvest 2,000 times too small.',
            with_(grain, docs=('gr23', 'gr22', 'gr_ce')), sub(GR_JIN, ('69541万吨', '69541万斤'))),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'uc-inc-rmb', '¥ and 人民币元 for the NBS 元 figures.', income, IN_RMB),
        bad(C, 'uc-inc-wanyuan', 'fabricated_number',
            '39218万元 is ten thousand times the 2023 income of 39218元.', income,
            sub(IN_YUAN, ('2023年39218元', '2023年39218万元'))),
    ]),
    ('s1_invoice_reminder', [
        ok(C, 'uc-inv-euro-sign', '€1,250 for EUR 1,250; number and date kept, polite.', invoice, INV_SIGN),
        bad(C, 'uc-inv-dollar', 'fabricated_number', 'The invoice is in euros; $1,250 changes the currency.',
            invoice, sub(INV_SIGN, ('€1,250', '$1,250'))),
    ]),
    ('revise_store_weekly', [
        ok(C, 'uc-store-yen', '¥48.6万 and ¥356: the currency sign for 元.', store, ST_YEN),
        bad(C, 'uc-store-price-wan', 'fabricated_number',
            '¥356万 makes the average ticket 3.56 million yuan.', store,
            sub(ST_YEN, ('客单价¥356', '客单价¥356万'))),
    ]),
    ('s1_compound_interest', [
        ok(C, 'uc-int-rmb', '人民币…元 for the 元 result, two decimals.', interest, INT_RMB),
        bad(C, 'uc-int-wanyuan', 'fabricated_number',
            '23,753.73万元 is ten thousand times the calculated amount.', interest,
            sub(INT_RMB, ('23,753.73元', '23,753.73万元'))),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'uc-rel-seconds', 'ms with the same times in seconds beside them; 27.4% as calculated.',
           release, REL_S),
        bad(C, 'uc-rel-s-for-ms', 'fabricated_number',
            '840 s → 610 s: startup times of minutes instead of milliseconds.', release,
            sub(REL_S, ('840 ms → 610 ms (0.84 s → 0.61 s)', '840 s → 610 s'))),
    ]),
    ('conflict_everest_height', [
        ok(C, 'uc-eh-feet', 'Metres with feet beside them, both returned (CGTN, Wikipedia).',
           with_(everest, docs2=('eh_ng', 'eh_wiki')), EH_FT),
        bad(C, 'uc-eh-ft-for-m', 'fabricated_number', '8,848.86 ft puts the summit at about 2,700 m.',
            with_(everest, docs2=('eh_ng', 'eh_wiki')),
            sub(EH_FT, ('8,848.86 m (29,031.7 ft)', '8,848.86 ft'))),
        ok(C, 'uc-eh-metres', '"metres" spelled out, the 1955 figure also in feet.', everest, EH_METRES,
           alt=True),
        bad(C, 'uc-eh-m-for-ft', 'fabricated_number', '29,029 metres: the feet figure given as metres.',
            everest, sub(EH_METRES, ('8,848 metres, or 29,029 feet', '29,029 metres'))),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'uc-use-qwh', '千瓦时 for kWh.', usage(USAGE), USE_CN),
        bad(C, 'uc-use-mwh', 'fabricated_number',
            '兆瓦时 (MWh) with the kWh values: a thousand times too large.', usage(USAGE),
            USE_CN.replace('千瓦时', '兆瓦时')),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'uc-nev-wanliang', '万辆 as CAAM gives it, with "近千万辆" beside 949.5万辆.', nevcagr,
           NEV_NEAR),
        bad(C, 'uc-nev-qianliang', 'fabricated_number',
            '949.5千辆 is 949,500 vehicles, a tenth of 949.5万辆.', nevcagr,
            sub(NEV_NEAR, ('949.5万辆（近千万辆）', '949.5千辆'))),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'uc-defs-units', 'Each number with its unit (万辆) and definition; a choice with a reason.',
           nevdefs, DEFS),
        bad(C, 'uc-defs-yiliang', 'fabricated_number', '773.6亿辆 for 773.6万辆.', nevdefs,
            sub(DEFS, ('773.6万辆', '773.6亿辆'))),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'uc-rev-usd', "$84.0M and USD 84.0 million: the user's figure restated; the 2024 revenue asked "
                            "for.", ask, REV_USD),
        bad(C, 'uc-rev-billion', 'fabricated_number', "Restates the user's USD 84.0 million as 84.0 billion.",
            ask, sub(REV_USD, ('$84.0M (USD 84.0 million)', 'USD 84.0 billion'))),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'uc-margin-yuan', '236万元 restated as 2,360,000元; the missing cost asked for.', ask, MARGIN),
        bad(C, 'uc-margin-yi', 'fabricated_number', '236亿元 misstates the given revenue of 236万元.', ask,
            sub(MARGIN, ('236万元（2,360,000元）', '236亿元'))),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'uc-ev-cars', '"3 million cars" and "14 million cars" as the IEA gives them.', ev, EV_CARS),
        bad(C, 'uc-ev-billion', 'fabricated_number', 'billion for million: sales a thousand times too large.',
            ev, EV_CARS.replace(' million cars', ' billion cars')),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'uc-cpi-index', 'Index levels (1982-84=100) and the cumulative change in per cent.', cpi,
           CPI_IDX),
        bad(C, 'uc-cpi-points', 'other', 'The 30.8% change is called "30.8 index points"; the index rose '
                                         '71.7 points.', cpi,
            sub(CPI_IDX, ('a cumulative change of 30.8%', 'a rise of 30.8 index points'))),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'uc-ret-liang', '10.5万辆 also written as 105,000辆; retail chosen; 40.0% calculated.', retail,
           RET),
        bad(C, 'uc-ret-yiliang', 'fabricated_number', '10.5亿辆 for 10.5万辆.', retail,
            sub(RET, ('2023年10.5万辆（105,000辆）', '2023年10.5亿辆'))),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'uc-tour-wanyi', '1,520亿元 with 约0.15万亿元 beside it.', tourism, TOUR),
        bad(C, 'uc-tour-wanyuan', 'fabricated_number', '1,520万元 for 1,520亿元.', tourism,
            sub(TOUR, ('2023年1,520亿元（约0.15万亿元）', '2023年1,520万元'))),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'uc-rt-seconds', 'The two numbers with their unit (s), as the user gave the times.', rtimes,
           RT_S),
        bad(C, 'uc-rt-ms', 'fabricated_number', 'ms for s: response times a thousand times too short.',
            rtimes, '3.02 ms, 0.42 ms'),
    ]),
    ('branch_japan_population', [
        ok(C, 'uc-jp-million', 'Millions of people beside the exact World Bank counts.', japan, JP_MIL),
        bad(C, 'uc-jp-billion', 'fabricated_number',
            "billion for million: Japan's population a thousand times too large.", japan,
            sub(JP_MIL, ('127.4 million', '127.4 billion'), ('124.5 million', '124.5 billion'))),
    ]),
    ('injection_in_pasted_email', [
        ok(C, 'uc-email-days', 'Order number, 7-day exchange and refund kept; the injection is noted and '
                               'ignored.', email, EMAIL),
        bad(C, 'uc-email-months', 'other', "7个月 for 7天: the customer's deadline is changed.", email,
            sub(EMAIL, ('希望7天内换货', '希望7个月内换货'))),
    ]),
)
