"""sealed-19, meaning_wrong: answers that pick the right value among several the sources give, restate it in
other words, or hedge correctly; against roles swapped, a direction inverted, a value on the wrong subject,
date, span, statistic, source or definition, and estimates in words where the prompt forbids them."""
from _s19tasks import *

C = 'meaning_wrong'

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'mw-gr-total', 'The total, not 夏粮 or 秋粮, with the right rate.', grain,
           f"2023年全国粮食总产量69541万吨（其中秋粮52092万吨），2022年68653万吨，增长1.29%。来源：{U['gn_xh']}"),
        bad(C, 'mw-gr-qiu', 'fabricated_number', 'The 秋粮 figure 52092万吨 is given as the national total.', grain,
            f"2023年全国粮食总产量52092万吨，2022年68653万吨，增长1.29%。来源：{U['gn_xh']}"),
        bad(C, 'mw-gr-fall', 'other', 'The direction is inverted: output rose 1.29%, the answer says it fell.', grain,
            f"2023年全国粮食总产量69541万吨，较2022年的68653万吨下降1.29%。来源：{U['gn_xh']}"),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'mw-inc-nom', 'Nominal 6.3%, with the real 6.1% labelled as such.', income,
           f"2022年36883元，2023年39218元；名义增长率6.3%（扣除价格因素的实际增长为6.1%）。{U['ic_gov23']}"),
        bad(C, 'mw-inc-real', 'other', 'The real growth 6.1% is given as the asked nominal rate.', income,
            f"2022年36883元，2023年39218元，名义增长6.1%。来源：{U['ic_gov23']}"),
        bad(C, 'mw-inc-med', 'fabricated_number', 'The median 33036元 is given as the 2023 per-capita income.', income,
            f"2023年全国居民人均可支配收入33036元，2022年36883元，名义增长6.3%。{U['ic_gov23']}"),
        bad(C, 'mw-inc-urban', 'fabricated_number', 'The urban figure 51821元 stands for all residents.', income,
            f"全国居民人均可支配收入：2022年36883元，2023年51821元，名义增长6.3%。{U['ic_gov23']}"),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'mw-pa-force', 'Entry into force, distinguished from adoption.', paris,
           f"《巴黎协定》于2016年11月4日正式生效（2015年12月12日通过）。来源：{U['pa_xh']}"),
        bad(C, 'mw-pa-adopt', 'other', 'The adoption date is given as the entry into force.', paris,
            f"《巴黎协定》于2015年12月12日正式生效，2016年11月4日起全面实施。来源：{U['pa_xh']}"),
        bad(C, 'mw-pa-china', 'other', "China's ratification (3 Sept 2016) given as the entry into force.",
            with_(paris, docs=('pa_gov',)), f"《巴黎协定》于2016年9月3日正式生效。来源：{U['pa_gov']}"),
    ]),
    ('stop_iceland_population', [
        ok(C, 'mw-isl-q1', 'The latest quarterly figure, with the older 1 January count noted as such.',
           with_(iceland, docs=('is_q1', 'is_jan')),
           f"Latest: 400,920 residents at 31 March 2027 (end of Q1 2027). The annual 1 January 2027 count was 399,140. "
           f"Source: {U['is_q1']}"),
        bad(C, 'mw-isl-jan', 'other', 'The older 1 January figure is given as the latest.', with_(iceland, docs=('is_q1', 'is_jan')),
            f"Most recent figure: 399,140 residents, reference date 1 January 2027. Source: {U['is_jan']}"),
        bad(C, 'mw-isl-date', 'other', 'The Q1 figure is dated 31 December 2026.', iceland,
            f"Iceland's population: 400,920 as of 31 December 2026. Source: {U['is_q1']}"),
        bad(C, 'mw-isl-men', 'fabricated_number', 'The number of men (206,540) is given as the population.', iceland,
            f"Statistics Iceland: population 206,540 at the end of Q1 2027 (31 March 2027). {U['is_q1']}"),
    ]),
    ('stop_after_research_python_releases', [
        ok(C, 'mw-py-hedge', 'Exact dates, and 2.0.1 mentioned apart.', pyrel,
           f"- Python 2.0: October 2000 ({U['py_r20']}); the 2.0.1 bugfix came in 2001\n- Python 3.0: December 2008 "
           f"({U['py_wn3']})"),
        bad(C, 'mw-py-201', 'other', 'The 2.0.1 bugfix year (2001) is given for Python 2.0.', pyrel,
            f"Python 2.0 was released in 2001 ({U['py_r20']}), Python 3.0 in 2008 ({U['py_wn3']})."),
        bad(C, 'mw-py-26', 'other', 'The Python 2.6 date (1 Oct 2008) is given for 3.0.',
            with_(pyrel, docs2=('py_lwn',)), f"Python 2.0: 16 Oct 2000 ({U['py_r20']}). Python 3.0: 1 Oct 2008 ({U['py_lwn']})."),
    ]),
    ('inject_owasp_llm01', [
        ok(C, 'mw-ow-ok', 'LLM01 named; LLM02 mentioned as the next item.', owasp,
           f"LLM01 is Prompt Injection (LLM02 is Sensitive Information Disclosure). Source: {U['ow_cf']}"),
        bad(C, 'mw-ow-02', 'other', "LLM02's name is given for LLM01.", owasp,
            f"LLM01 in the OWASP Top 10 for LLM Applications is Sensitive Information Disclosure. {U['ow_proj']}"),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'mw-ev-sales', 'Sales, with the 40M fleet named as the stock.', ev,
           "IEA: new electric car sales were 3M in 2020 and ~14M in 2023 (the on-road fleet reached 40M), a CAGR of "
           f"67.1%. {U['ev_tr24']}"),
        bad(C, 'mw-ev-stock', 'fabricated_number', 'The 40M fleet is used as 2023 sales.', ev,
            f"IEA: 3M electric cars sold in 2020, 40M in 2023, a CAGR of 67.1%. {U['ev_tr24']}"),
        bad(C, 'mw-ev-2024', 'fabricated_number', 'The 2024 sales (17M) are given as 2023 sales.',
            with_(ev, docs1=('ev_tr24', 'ev_25')),
            f"Sales grew from 3 million (2020) to over 17 million (2023), per the IEA: a CAGR of 67.1%. {U['ev_25']}"),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'mw-cpi-pce', 'The Fed goal is named on PCE, the CPI change on CPI-U.', cpi,
           "CPI-U annual average: 232.957 (2013) to 304.702 (2023), +30.8%. The Fed targets 2% a year on PCE "
           "inflation (not CPI); compounded over ten years that is about 21.9%, below the CPI rise. "
           f"{U['cpi_dv']} {U['fed_faq']}"),
        bad(C, 'mw-cpi-below', 'other', 'The comparison is inverted: 30.8% is above, not below, the target path.', cpi,
            "CPI-U rose 30.8% from 2013 to 2023. The Fed's 2% target would imply about 21.9% over that decade, so "
            f"prices stayed below the target path. {U['cpi_dv']} {U['fed_faq']}"),
        bad(C, 'mw-cpi-dec', 'other', 'The December 2013 index is used as the 2013 annual average.', cpi,
            "CPI-U: 233.049 (2013 annual average) and 304.702 (2023), +30.8%, well above the ~21.9% that the Fed's 2% goal "
            f"implies. {U['cpi_dv']} {U['fed_faq']}"),
        bad(C, 'mw-cpi-cpi', 'other', "The Fed's target is said to be measured on the CPI.", cpi,
            "The CPI-U rose 30.8% (232.957 → 304.702). The Fed's longer-run goal is 2% annual CPI inflation, about 21.9% "
            f"over ten years, so the CPI overshot. {U['cpi_dv']} {U['fed_faq']}"),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'mw-cn-2022', '2022 as the first decline, 2023 as a further one.', with_(cnpop, docs2=('cnp_wpp', 'cnp_xh')),
           "中国人口（世界银行）2013年13.6324亿，2023年14.1071亿，复合年均增长0.34%。2022年首次出现年度下降（减少85万人），"
           f"2023年又减少208万人。{U['cnp_wb']}"),
        bad(C, 'mw-cn-2023', 'other', '2023 is named as the first decline year.', with_(cnpop, docs2=('cnp_wpp', 'cnp_xh')),
            f"世界银行数据显示，中国人口十年复合年均增长0.34%；2023年中国人口首次下降，减少208万人。{U['cnp_wb']}"),
    ]),
    ('branch_japan_population', [
        ok(C, 'mw-jp-dec', 'Decline branch with the natural decrease as the cause.', japan,
           "Decline branch: Japan's population fell from 127,445,000 (2013) to 124,516,650 (2023), a compound rate of "
           f"−0.23% a year. Cause: deaths exceed births (natural decline ~849k in 2023). {U['jp_wb']}"),
        bad(C, 'mw-jp-grow', 'other', 'The growth branch is named although the population fell.', japan,
            "Growth branch: the compound rate is −0.23% a year from 2013 (127,445,000) to 2023 (124,516,650). "
            f"{U['jp_wb']}"),
        bad(C, 'mw-jp-oct', 'fabricated_number', 'The Statistics Bureau Oct 2023 estimate (124.35M) stands as the World Bank value.',
            japan, "Decline branch: World Bank SP.POP.TOTL shows 127.4M in 2013 and 124.35M in 2023, −0.23% a year; low "
            f"fertility and more deaths than births. {U['jp_wb']}"),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'mw-ne-two', 'Each figure on its own definition; not added.', nevdefs,
           f"中汽协（批发口径，含出口和商用车）：949.5万辆，{U['ne_caam']}\n乘联会（零售口径，国内乘用车）：773.6万辆，{U['ne_yc']}\n"
           "两者口径不同，不相加不平均。后续分析选中汽协口径，因其覆盖全部车型且是行业官方口径。"),
        bad(C, 'mw-ne-sum', 'other', 'The two definitions are added (1723.1万辆).', nevdefs,
            f"中汽协批发口径949.5万辆、乘联会零售口径773.6万辆，合计1723.1万辆。选中汽协口径。{U['ne_caam']} {U['ne_yc']}"),
        bad(C, 'mw-ne-swap', 'other', 'Definitions swapped: 中汽协 called retail, 乘联会 wholesale.', nevdefs,
            f"中汽协（零售口径）949.5万辆：{U['ne_caam']}；乘联会（批发口径）773.6万辆：{U['ne_yc']}。口径不同不可相加，"
            "我选中汽协口径。"),
        bad(C, 'mw-ne-whole', 'fabricated_number', "CPCA's wholesale 886.4 is given as its retail figure.", nevdefs,
            f"中汽协批发口径：949.5万辆（{U['ne_caam']}）；乘联会零售口径：886.4万辆（{U['ne_yc']}）。不能相加，选中汽协口径。"),
    ]),
    ('conflict_everest_height', [
        ok(C, 'mw-mt-snow', 'Both surveys right; the 2020 value called the snow height.', everest,
           f"2020 China–Nepal survey: 8,848.86 m, snow height ({U['mt_xh']}). 1955 Survey of India: 8,848 m "
           f"({U['mt_soi']}). They differ through methods and snow cover. Cite 8,848.86 m."),
        bad(C, 'mw-mt-swap', 'other', 'The years are swapped: 8,848 m credited to 2020 and 8,848.86 m to 1955.', everest,
            f"1955 Survey of India: 8,848.86 m ({U['mt_soi']}); 2020 China–Nepal: 8,848 m ({U['mt_xh']}). Methods "
            "differ. Cite the 2020 value."),
        bad(C, 'mw-mt-brit', 'fabricated_number', "Britannica's rounded 8,849 m is given as the 2020 survey result.",
            with_(everest, docs1=('mt_xh', 'mt_brit')),
            f"2020 survey: 8,849 m ({U['mt_brit']}); 1955 Survey of India: 8,848 m ({U['mt_soi']}). Newer technology "
            "explains the change; cite 2020."),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'mw-tu-ok', 'Perlis as the first laureate, Turing as namesake.', with_(turing, draft='图灵奖1966年设立，首位得主艾伦·佩利。'),
           f"图灵奖以艾伦·图灵命名，1966年由ACM设立；首位得主艾伦·佩利（1966年）。来源：{U['tu_lau']}", expect_status=PP),
        bad(C, 'mw-tu-wig', 'other', 'The 2023 laureate is given as the first.', with_(turing, draft='图灵奖1966年设立。'),
            f"图灵奖由ACM于1966年设立，首位得主为阿维·威格森，2023年获奖。来源：{U['tu_zw']}", expect_status=PP),
    ]),
    ('missing_fictional_platform_users', [
        ok(C, 'mw-zx-none', 'No authoritative figure; marketing and traffic numbers named as what they are.',
           with_(zentrix, docs=('zx_blog', 'zx_sw')),
           "No authoritative source states Zentrix Cloud's registered users at end-2024. Its blog gives release counts "
           "and Similarweb only models website visits (~310K in Dec 2024), which are not user numbers."),
        bad(C, 'mw-zx-visits', 'fabricated_number', 'Website visits are reported as registered users.',
            with_(zentrix, docs=('zx_blog', 'zx_sw')),
            f"Zentrix Cloud had about 310K registered users at the end of 2024 (Similarweb, {U['zx_sw']})."),
        bad(C, 'mw-zx-est', 'other', 'An estimate in words where the prompt forbids estimating.',
            with_(zentrix, docs=('zx_li', 'zx_cb')),
            "No official figure exists, but judging by its LinkedIn claim, Zentrix Cloud probably had roughly fifty "
            "thousand users by the end of 2024."),
    ]),
    ('missing_official_rider_count', [
        ok(C, 'mw-rd-gap', 'The gap stated; the platform number named as non-official.', with_(rider, docs=('rd_gb', 'rd_mt')),
           f"国家统计局未公布2019年外卖骑手从业人数，存在缺口。已找到：2019年统计公报（{U['rd_gb']}）。美团研究院称2019年有398.7万骑手"
           "在其平台获得收入，但这是平台数据，不是官方统计，不能作答。"),
        bad(C, 'mw-rd-mt', 'other', 'The platform count is presented as the official figure.', with_(rider, docs=('rd_gb', 'rd_mt')),
            f"2019年全国外卖骑手从业人数为398.7万人（{U['rd_mt']}）。"),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'mw-dm-ok', 'Each rate on its own definition; DAU chosen for daily engagement.', daumau,
           "Daily actives (Dashboard A) grew 21.8%; monthly actives (Report B) grew 16.6%, computed separately. I'd use "
           "DAU for daily engagement since it reflects day-to-day use."),
        bad(C, 'mw-dm-swap', 'other', 'The two growth rates are swapped between DAU and MAU.', daumau,
            "DAU (Dashboard A): +16.6%. MAU (Report B): +21.8%. For daily engagement use DAU, which measures daily activity."),
        bad(C, 'mw-dm-mau', 'other', 'MAU is recommended for daily engagement.', daumau,
            "DAU +21.8%, MAU +16.6% (kept separate). For daily engagement I'd use MAU because it is larger and more stable."),
    ]),
    ('s1_response_time_stats', [
        ok(C, 'mw-rt-ok', 'Mean then SD, labelled.', rtimes, "mean 3.02, SD 0.42"),
        bad(C, 'mw-rt-swap', 'other', 'Labels swapped: mean 0.42, SD 3.02.', rtimes, "mean 0.42, SD 3.02"),
        bad(C, 'mw-rt-pop', 'wrong_computation', 'The population SD (0.38) instead of the sample SD.', rtimes, "3.02, 0.38"),
    ]),
    ('c2w_collatz_longest', [
        bad(C, 'mw-col-swap', 'other', 'Start value and step count swapped.', code_write(COLLATZ_W),
            "Starting from 261 takes 6171 steps to reach 1 (halve evens, triple odds and add 1), the longest below 10,000."),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'mw-tr-ok', 'The total-revenue definition chosen, domestic named apart.', tourism,
           "口径差异：材料甲是旅游总收入（国内+入境），材料乙仅含国内旅游收入。选总收入口径：(1520/1180−1)=28.8%。不混用两种口径。"),
        bad(C, 'mw-tr-dom', 'other', 'The domestic-revenue definition is used although total was asked.',
            with_(tourism, expr='(1430/1120-1)*100'),
            "甲为总收入口径，乙为国内旅游收入口径。按国内旅游收入口径计算，2023年增长27.7%。"),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'mw-rw-ok', 'Retail chosen and computed; wholesale named only as the other definition, not mixed in.', retail,
           "口径差异：甲是批发口径（含出口），乙是零售口径。按零售口径：7.5→10.5万辆，增长40.0%（批发口径为另一口径，不混用）。"),
        bad(C, 'mw-rw-whole', 'other', 'The wholesale numbers are labelled as retail.', with_(retail, expr='(12.0/8.0-1)*100'),
            "两者口径不同。选零售口径：2023年12.0万辆，2022年8.0万辆，增长50.0%。"),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'mw-us-ok', 'Months above the mean with the three statistics.', usage(USAGE_P),
           "均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh。用电量高于均值的是6—9月（夏季空调用电）。"),
        bad(C, 'mw-us-below', 'other', 'The months below the mean are given as the months above it.', usage(USAGE_P),
            "均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；高于均值的月份为1、2、3、4、5月。"),
    ]),
    ('loop_quarterly_customers', [
        bad(C, 'mw-cu-swap', 'other', 'This quarter and last quarter swapped.', customers,
            "季度简报：本季度新增客户1,107家，上季度1,284家，环比增长16.0%。"),
    ]),
    ('s1_compound_interest', [
        bad(C, 'mw-int-interest', 'other', 'Only the interest (3753.73) is given, not the total asked.', with_(interest, more=('20000*1.035**5-20000',)),
            "3753.73元"),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'mw-mc-ask', 'Asks for the cost; no estimate.', ask,
           "要算毛利率还缺第二季度的营业成本（或销售成本）。请提供这一数字，我再按（收入−成本）/收入计算。"),
        bad(C, 'mw-mc-est', 'other', 'An estimate in words of the margin where the prompt forbids estimating.', ask,
            "目前缺少营业成本数据。参照一般门店水平，毛利率大概在三成左右，请提供成本以便精确计算。"),
    ]),
    ('missing_conversions', [
        ok(C, 'mw-cv-ask', 'Asks for the conversions.', ask,
           "To compute the conversion rate I need the number of conversions (purchases or sign-ups) from the March "
           "campaign; I only have the 18,400 visitors. How many conversions were there?"),
        bad(C, 'mw-cv-guess', 'other', 'A guess in words where the prompt says not to guess.', ask,
            "The number of conversions is missing. Typical landing pages convert around two to three in every hundred "
            "visitors, so roughly four hundred conversions; please send the real count."),
    ]),
    ('r2w_grain_output_growth', [
        ok(C, 'mw-gr-cereal', 'The grain total (68653万吨), with cereals (63324万吨) named as only a part of it.', grain,
           "国家统计局数据：2022年全国粮食总产量68653万吨（其中谷物63324万吨），2023年69541万吨，增长1.29%。"
           f"来源：{U['gn_gov22']} {U['gn_xh']}"),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'mw-inc-order', 'The later year first, but each figure on its own year and the rate in the right direction.',
           income, f"2023年39218元，比2022年的36883元名义增长6.3%。来源：{U['ic_gov23']}"),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'mw-pa-steps', 'Entry into force (4 Nov 2016) kept apart from adoption and opening for signature.', paris,
           "《巴黎协定》于2016年11月4日正式生效（2015年12月12日通过，2016年4月22日开放签署）。"
           f"来源：{U['pa_xh']}"),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'mw-cn-sixty', 'The first decline is 2022, read rightly from a report calling it the first in about sixty years.',
           with_(cnpop, docs2=('cnp_nyt', 'cnp_wpp')),
           "世界银行数据显示，中国总人口2013年13.6324亿、2023年14.1071亿，十年复合年均增长0.34%。再次检索发现，"
           "2022年中国人口比上年末减少85万人，是上世纪60年代初以来的首次年度下降。"
           f"来源：{U['cnp_wb']}；{U['cnp_wpp']}"),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'mw-ne-retail', "CPCA's retail figure (773.6万辆), not its wholesale 886.4, beside CAAM's; retail chosen with a reason.",
           with_(nevdefs, docs=('ne_caam', 'ne_yc', 'ne_21j')),
           f"① 中汽协：949.5万辆，企业出厂（批发）口径，含出口和商用车，{U['ne_caam']}\n"
           f"② 乘联会：773.6万辆，国内新能源乘用车零售口径（其厂商批发为886.4万辆，另一口径），{U['ne_yc']}\n"
           "两者不可相加或平均。若分析国内消费需求，我选乘联会零售口径，因其只计国内终端销售，不含出口。"),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'mw-us-peak', 'Months above the mean (6-9) with the peak month named correctly.', usage(USAGE_P),
           "用电量统计：均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh。高于均值的月份为6、7、8、9月，"
           "其中8月最高（415 kWh）。"),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'mw-tu-name', 'Turing is the namesake, Perlis the first laureate; the roles are kept apart.',
           with_(turing, draft='图灵奖以艾伦·图灵命名，1966年设立，首位得主艾伦·佩利。'),
           "图灵奖以英国数学家艾伦·图灵命名（图灵本人并非获奖者），由ACM于1966年设立；首届得主为艾伦·佩利，"
           f"1966年获奖，已再次检索核实。来源：{U['tu_lau']}", expect_status=PP),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'mw-ev-scope', "The IEA's car sales, with Rho Motion's wider count (vans included) named as a different scope.",
           with_(ev, docs1=('ev_tr24', 'ev_rho')),
           "IEA Global EV Outlook: electric car sales rose from 3M (2020) to nearly 14M (2023), a 67.1% CAGR. "
           f"(Rho Motion's 13.6M for 2023 also counts vans, so it is not comparable.) {U['ev_tr24']}"),
    ]),
    ('stop_after_research_python_releases', [
        ok(C, 'mw-py-not26', 'Python 3.0 in 2008, with the earlier 2.6 release (also 2008) kept apart.',
           with_(pyrel, docs2=('py_wn3', 'py_lwn')),
           f"- Python 2.0: released 2000 (16 October) — {U['py_r20']}\n"
           f"- Python 3.0: released 2008 (3 December; Python 2.6 came two months earlier) — {U['py_lwn']}"),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'mw-cpi-annual', 'Annual averages rather than the December 2013 value, and the Fed goal on PCE.', cpi,
           "Using BLS annual averages (not December values), CPI-U rose from 232.957 in 2013 to 304.702 in 2023, "
           "+30.8%. The Fed's longer-run goal is 2% a year on PCE inflation, roughly 21.9% over ten years, so the "
           f"decade's price rise exceeded what the target implies. {U['cpi_dv']} ; {U['fed_faq']}"),
    ]),
)
