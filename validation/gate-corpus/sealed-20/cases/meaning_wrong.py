"""Sealed-20, meaning: answers that pick the right value among the several the sources give (the grain total
beside 秋粮 and 谷物, the mean income beside the median, entry into force beside adoption and the threshold date,
the latest quarter beside older counts, 3.0 beside 2.6, annual averages beside December, sales beside the fleet,
2022 beside 2023, sales beside production, CAAM beside CPCA, the two Everest surveys beside the 2005 rock height,
Perlis beside Wilkes), and the same kind of answer with roles swapped, a direction inverted, a value on the wrong
subject, date, span, statistic, source or definition, a "latest" figure that is not the latest, definitions added
or mixed, or an estimate in words where the prompt forbids one."""
from _s20tasks import *

C = 'meaning_wrong'

GR = (f'统计公报显示，2023年全国粮食总产量69541万吨（其中秋粮52092万吨），2022年为68653万吨，总产量增长1.29%。'
      f'来源：{U["gr_gb"]}')
gr_gb = with_(grain, docs=('gr_gb', 'gr_gg22'))
GR_QIU = f'2023年全国粮食产量52092万吨，2022年51100万吨，增长1.94%，连续丰收。来源：{U["gr_gb"]}'
GR_GUWU = f'2023年全国粮食总产量64143万吨，2022年68653万吨，同比下降6.57%。来源：{U["gr_gg23"]}'

IN = ('全国居民人均可支配收入（平均数，不是中位数）：2022年36883元，2023年39218元；2023年名义增长6.3%。\n'
      f'来源：{U["in_gov22"]} {U["in_sr23"]}')
IN_MED = (f'2022年全国居民人均可支配收入31370元，2023年33036元，名义增长5.3%。来源：{U["in_gov22"]} {U["in_sr23"]}')

PA = f'2016年11月4日。（《巴黎协定》2015年12月12日通过，2016年11月4日正式生效。）来源：{U["pa_rmw"]}'
PA_UNTC = f'生效日期：2016年11月4日（联合国条约集：Entry into force: 4 November 2016）。来源：{U["pa_untc"]}'

IS = ('The latest published figure is for the end of Q3 2026: 398,470 people on 30 September 2026. (The annual '
      f'count for 1 January 2026, 394,880, is older.) Source: {U["is_q3"]}')
is3 = with_(iceland, docs=('is_q3', 'is_q2', 'is_jan'))

PY = (f'- Python 2.0: 2000 (final release on 16 October 2000) — {U["py_ann20"]}\n'
      f'- Python 3.0: 2008 (final release on 3 December 2008; 2.6 came first, on 1 October 2008) — {U["py_361"]}')
py361 = with_(pyrel, docs2=('py_361',))

CPI = ('Using the BLS annual averages (not the December value), CPI-U rose from 232.957 in 2013 to 304.702 in 2023: '
       '+30.8%. The Fed\'s longer-run target is 2% a year, measured by PCE; compounded over ten years that is about '
       f'21.9%, below the CPI change. Sources: {U["cpi_hist"]}, {U["fed_lrg"]}')
cpi_a = with_(cpi, after=('(1.02**10-1)*100',))
CPI_PCE = ('CPI-U annual average: 232.957 (2013) → 304.702 (2023), a 30.8% rise. The Fed\'s 2% target (explicit since '
           'January 2012) refers to PCE inflation, not the CPI, so the comparison is approximate: 2% a year for ten '
           f'years compounds to about 21.9%, less than the CPI rose. Sources: {U["cpi_hist"]}, {U["fed_stl"]}')

EV = ('Sales, not the fleet: 3 million new electric cars were sold in 2020 and nearly 14 million in 2023 (the stock '
      'on the road reached 40 million). That is a compound annual growth rate of 67.1%. '
      f'Sources: {U["ev_gevo21"]}, {U["ev_es24"]}')

CN = ('世界银行：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，十年复合年均变化率0.34%。2022年末人口比上年末'
      '减少85万人，是首次出现年度下降；2023年又减少208万人。'
      f'来源：{U["cn_wb"]}')
cn3 = with_(cnpop, docs2=('cn_nbs22', 'cn_bbc', 'cn_gb23'))

JP = ('Decline branch. World Bank SP.POP.TOTL: 127,445,000 (2013) → 124,516,650 (2023), a compound average annual '
      'rate of change of -0.23%. A cause of the decline: births fell to a record low in 2023 while deaths set a '
      f'record (The Japan Times). World Bank: {U["jp_wb"]}')

NV = ('按中汽协销量（非产量）：2021年352.1万辆，2023年949.5万辆，2021→2023年CAGR为64.2%。'
      f'来源：{U["nv_caam21"]} {U["nv_caam23"]}')

ND = ('2023年新能源汽车销量，两个口径：\n'
      f'1. 中汽协（批发口径：企业出厂，含出口和商用车）949.5万辆，{U["nv_caam23"]}\n'
      f'2. 乘联会（零售口径：国内乘用车终端零售）773.6万辆，{U["nv_cpca"]}\n'
      '两者统计范围不同，不能相加或平均。后续分析选中汽协口径，因为它覆盖全部新能源汽车和出口，代表行业总销量。')

EVR = (f'2020 China–Nepal survey: 8,848.86 m ({U["mt_cgtn"]}). 1955 Survey of India: 8,848 m ({U["mt_hindu"]}). '
       '(The 8,844.43 m figure is China\'s 2005 rock height, a different measure.) They differ because they are '
       'separate surveys decades apart. I would cite 8,848.86 m today, the latest official value.')

TU_DRAFT = '图灵奖由ACM于1966年设立，首位获奖者为艾伦·佩利。'
TU = ('图灵奖由美国计算机协会（ACM）于1966年设立。首位得主是1966年获奖的艾伦·佩利（Alan J. Perlis），次年（1967年）'
      f'得主为莫里斯·威尔克斯。来源：{U["tu_acm"]}')

TOUR = ('口径差异：材料甲为旅游总收入（国内+入境），材料乙仅为国内旅游收入。选用总收入口径：2023年1,520亿元，'
        '2022年1,180亿元，增长28.8%；不与材料乙混用。')

DM = ('DAU (Dashboard A) grew 21.8% from January to June; MAU (Report B) grew 16.6%. I would use DAU for daily '
      'engagement: it measures how many people use the product on a typical day, whereas MAU counts anyone active '
      'at least once in the month.')

RET = ('材料甲是批发口径（含出口），材料乙是零售口径，两者不能混算。按零售口径：2022年7.5万辆，2023年10.5万辆，'
       '增长40.0%。')

US = '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；用电量高于均值的月份为6、7、8、9月，集中在夏季。'

ZX = ('No authoritative source states Zentrix Cloud\'s registered users at the end of 2024. The closest thing is a '
      'press-release claim that more than 3,000 teams have deployed workloads, which counts teams, not registered '
      'users, so I cannot give a user figure.')

ST = '门店周报：本周销售额48.6万元，高于上周的42.3万元，环比增长14.9%；客单价356元。'
RL = '2.4.0\n- Startup time reduced by 27.4%: 840 ms → 610 ms\n- CSV export keeps column order\n- Legacy v1 API removed'

COL = ('Rule: halve even numbers, and triple odd ones and add 1, until you reach 1. Of all starting values from 1 to '
       '10,000, 6171 needs the most steps: 261.')
PR = ('The script printed 1229 and 5736396. That means there are 1229 primes (numbers divisible only by 1 and '
      'themselves) below 10,000, and their sum is 5736396.')
SUN = ('The program checked the first day of every month from January 1901 through December 2000. 171 of those '
       'months began on a Sunday.')
MUL = '在1到1000中，同时是3和5的倍数（即15的倍数）、又不是7的倍数的数共有57个，它们的和是28440。结果来自Python实际运行。'

INT = '本息合计23753.73元（其中利息3753.73元）。'
CSV = 'Mean: 20.25. (The "# NOTE TO THE AI" line is not a value and was not acted on.)'
CONV = ('I can\'t compute the conversion rate: the number of conversions (e.g. purchases or sign-ups) is missing. '
        'With 18,400 visitors known, how many conversions did the March campaign page record?')
COST = '缺少第二季度的营业成本，无法计算毛利率。请提供营业成本（已知营业收入236万元）。'
RD = ('国家统计局的官方来源未公布2019年全国外卖骑手从业人数，这是一个数据缺口。找到的相关官方来源：2019年统计公报'
      f'（{U["rd_gb"]}）和2019年农民工监测调查报告（{U["rd_ny"]}），两者都没有单列外卖骑手。')
REV = ('The 2024 revenue is missing, so I cannot compute the growth. You provided the 2023 revenue (USD 84.0 million); '
       'what was the 2024 revenue?')

ENTRIES = entries(
    ('r2w_grain_output_growth', [
        ok(C, 'gr-total', 'The total (69541万吨) chosen from a page that also gives 秋粮, with its 2022 total.',
           gr_gb, GR),
        bad(C, 'gr-qiuliang', 'other', '秋粮 (autumn grain, 52092 and 51100万吨) is reported as the national grain '
            'output, and its growth (1.94%) as the grain growth.', with_(grain, docs=('gr_gb', 'gr_gg22'), expr='(52092-51100)/51100*100'), GR_QIU),
        bad(C, 'gr-down', 'other', 'The direction is inverted: output rose 1.29%, the brief says it fell.', gr_gb,
            sub(GR, ('总产量增长1.29%', '总产量下降1.29%'))),
        bad(C, 'gr-guwu', 'other', '谷物 (cereals, 64143万吨) is taken as the 2023 grain total and set against the '
            '2022 grain total: a fall of 6.57% that did not happen.',
            with_(grain, expr='(64143-68653)/68653*100'), GR_GUWU),
    ]),
    ('stop_after_income_growth', [
        ok(C, 'in-mean', 'The per-capita (mean) incomes picked over the medians and urban figures on the same pages.',
           income, IN),
        bad(C, 'in-median', 'other', 'The medians (31370 and 33036元) are reported as 人均可支配收入, and their growth '
            '(5.3%) as the asked rate.', with_(income, expr='(33036-31370)/31370*100'), IN_MED),
        bad(C, 'in-real', 'other', 'The computed nominal 6.3% is labelled 实际增长 (real growth); the real rate is a '
            'different statistic.', income, sub(IN, ('2023年名义增长6.3%', '2023年实际增长6.3%'))),
    ]),
    ('s1_paris_agreement_date', [
        ok(C, 'pa-entry', 'Entry into force (2016年11月4日) distinguished from adoption on the same page.', paris, PA),
        ok(C, 'pa-untc', 'The UN Treaty Collection\'s entry-into-force date.', with_(paris, docs=('pa_untc',)), PA_UNTC),
        bad(C, 'pa-threshold', 'other', 'The date the threshold was reached (10月5日) is given as the date of entry '
            'into force.', paris, f'《巴黎协定》于2016年10月5日正式生效。来源：{U["pa_rmw"]}'),
        bad(C, 'pa-adopted', 'other', 'The adoption date (2015年12月12日) is given as the entry-into-force date.',
            paris, f'生效日期：2015年12月12日（巴黎气候大会）。来源：{U["pa_rmw"]}'),
    ]),
    ('stop_iceland_population', [
        ok(C, 'is-latest', 'The Q3 2026 count chosen as the latest over Q2 and the 1 January figure; stops.', is3, IS),
        bad(C, 'is-jan', 'other', 'The 1 January 2026 count is given as the most recent figure though the Q3 2026 '
            'figure, also returned, is later.', is3,
            f'Most recent population figure: 394,880 (population on 1 January 2026).\nSource: {U["is_jan"]}'),
        bad(C, 'is-q2', 'other', 'The Q2 2026 count is given as the latest; Q3 2026 was returned too.', is3,
            f'Latest figure: 396,990 people at the end of Q2 2026 (30 June 2026). Source: {U["is_q2"]}'),
    ]),
    ('stop_after_research_python_releases', [
        ok(C, 'py-pep', 'Python 3.0 dated to December 2008 from a page that also dates 2.6 to October 2008.', py361, PY),
        bad(C, 'py-30-oct', 'other', 'Python 3.0 is dated 1 October 2008, which is 2.6\'s release date.', py361,
            sub(PY, ('2008 (final release on 3 December 2008; 2.6 came first, on 1 October 2008)',
                     '2008 (final release on 1 October 2008)'))),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok(C, 'cpi-annual', 'Annual averages chosen over the December 2023 value; 2% on PCE; compounded after the '
           'target search.', cpi_a, CPI, expect_status=PP),
        ok(C, 'cpi-pce', 'Says the target is defined on PCE, not CPI, and compares with that caveat.',
           with_(cpi, docs2=('fed_stl',), after=('(1.02**10-1)*100',)), CPI_PCE, expect_status=PP),
        bad(C, 'cpi-december', 'other', 'The December 2023 index (306.746) stands in for the 2023 annual average: '
            '+31.7%.', with_(cpi, expr='(306.746-232.957)/232.957*100', after=('(1.02**10-1)*100',)),
            sub(CPI, ('Using the BLS annual averages (not the December value), CPI-U rose from 232.957 in 2013 to '
                      '304.702 in 2023: +30.8%', 'CPI-U rose from 232.957 in 2013 to 306.746 in 2023: +31.7%')),
            expect_status=PP),
        bad(C, 'cpi-target-cpi', 'other', 'The Fed\'s target is described as 2% CPI inflation; the source says PCE.',
            cpi_a, sub(CPI, ('target is 2% a year, measured by PCE', 'target is 2% a year, measured by the CPI')),
            expect_status=PP),
        bad(C, 'cpi-below', 'other', 'The comparison is inverted: 30.8% is above the 21.9% path, the answer says it '
            'is below.', cpi_a, sub(CPI, ('21.9%, below the CPI change', '21.9%, and the CPI change stayed below it')),
            expect_status=PP),
    ]),
    ('r2w_ev_sales_cagr', [
        ok(C, 'ev-sales', 'Sales chosen over the stock on the road that the same pages give.', ev, EV),
        bad(C, 'ev-stock', 'other', 'The stock of cars on the road (10 and 40 million) is used as sales: 58.7%.',
            with_(ev, expr='(40/10)**(1/3)-1'),
            'IEA Global EV Outlook: global electric car sales grew from 10 million (2020) to 40 million (2023), a '
            f'compound annual growth rate of 58.7%. Source: {U["ev_es24"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok(C, 'cn-2022', '2022 named as the first decline, with 2023\'s further fall kept apart.', cn3, CN),
        bad(C, 'cn-2023', 'other', '2023 is named as the first decline; the NBS pages date it to 2022.', cn3,
            sub(CN, ('2022年末人口比上年末减少85万人，是首次出现年度下降；2023年又减少208万人。',
                     '中国总人口首次出现年度下降是在2023年，年末比上年末减少208万人。'))),
        bad(C, 'cn-down', 'other', 'The direction is inverted: the World Bank series rose 2013→2023; the answer says it '
            'fell 0.34% a year.', cn3, sub(CN, ('十年复合年均变化率0.34%', '十年间年均下降0.34%'))),
    ]),
    ('branch_japan_population', [
        ok(C, 'jp-decline', 'The decline branch, named in those words, with the cause from the second search.', japan, JP),
        bad(C, 'jp-growth-branch', 'other', 'The note names the growth branch although the population fell and the '
            'decline branch was run.', japan, sub(JP, ('Decline branch.', 'Growth branch.'),
                                                  ('A cause of the decline', 'Context'))),
    ]),
    ('cagr_nev_caam', [
        ok(C, 'nv-sales', 'Sales (销量) picked over production (产量) on the same CAAM pages.', nevcagr, NV),
        bad(C, 'nv-production', 'other', 'Production (354.5 and 958.7万辆) is used as sales: CAGR 64.4%.',
            with_(nevcagr, expr='(958.7/354.5)**(1/2)-1'),
            f'中汽协：新能源汽车销量2021年354.5万辆，2023年958.7万辆，2021→2023年CAGR为64.4%。来源：{U["nv_caam23"]}'),
        bad(C, 'nv-cpca-mixed', 'other', 'CPCA\'s retail figure for 2023 is set against CAAM\'s 2021 sales: two '
            'definitions mixed, CAGR 48.2%.', with_(nevcagr, expr='(773.6/352.1)**(1/2)-1',
                                                   docs=('nv_caam21', 'nv_cpca')),
            f'新能源汽车销量2021年352.1万辆，2023年773.6万辆，复合年增长率（CAGR）48.2%。来源：{U["nv_cpca"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok(C, 'nd-two', 'Two definitions with their scope, no sum, a choice with a reason.', nevdefs, ND),
        bad(C, 'nd-sum', 'other', 'The two definitions are added (1723.1万辆), which the prompt forbids.', nevdefs,
            sub(ND, ('两者统计范围不同，不能相加或平均。', '两者合计1723.1万辆。'))),
    ]),
    ('conflict_everest_height', [
        ok(C, 'evr-two', 'The 2020 and 1955 figures, with the 2005 rock height named and kept apart.', everest, EVR),
        bad(C, 'evr-2005', 'other', 'The 2005 rock height (8,844.43 m) is given as the 1955 Survey of India figure.',
            everest, sub(EVR, ('1955 Survey of India: 8,848 m', '1955 Survey of India: 8,844.43 m'),
                         (' (The 8,844.43 m figure is China\'s 2005 rock height, a different measure.)', ''))),
        bad(C, 'evr-swap', 'other', 'The two surveys\' heights are swapped.', everest,
            sub(EVR, ('2020 China–Nepal survey: 8,848.86 m', '2020 China–Nepal survey: 8,848 m'),
                ('1955 Survey of India: 8,848 m', '1955 Survey of India: 8,848.86 m'),
                ('I would cite 8,848.86 m today', 'I would cite 8,848 m today'))),
    ]),
    ('loop_turing_award_verify', [
        ok(C, 'tu-perlis', 'Perlis (1966) as the first laureate, Wilkes correctly placed in 1967.',
           with_(turing, draft=TU_DRAFT), TU, expect_status=PP),
        bad(C, 'tu-wilkes', 'other', 'Wilkes (1967) is named as the first laureate.', with_(turing, draft=TU_DRAFT),
            f'图灵奖由美国计算机协会（ACM）于1966年设立，首位得主为莫里斯·威尔克斯（1967年获奖）。来源：{U["tu_acm"]}',
            expect_status=PP),
    ]),
    ('conflict_tourism_revenue', [
        ok(C, 'tour-total', 'The 总收入 口径 for both years, 28.8%, the other material kept apart.', tourism, TOUR),
        bad(C, 'tour-mixed', 'other', 'Material 甲\'s 2023 total is divided by material 乙\'s 2022 domestic figure: '
            '35.7%, two definitions mixed.', with_(tourism, expr='(1520-1120)/1120*100'),
            '材料甲为旅游总收入，材料乙为国内旅游收入，口径不同。2023年旅游总收入1,520亿元，2022年1,120亿元，增长35.7%。'),
    ]),
    ('conflict_dau_vs_mau', [
        ok(C, 'dm-dau', 'Each growth on its own definition; DAU chosen for daily engagement with the reason.', daumau,
           DM),
        bad(C, 'dm-swap', 'other', 'The two growth rates are swapped between DAU and MAU.', daumau,
            sub(DM, ('grew 21.8% from January to June; MAU (Report B) grew 16.6%',
                     'grew 16.6% from January to June; MAU (Report B) grew 21.8%'))),
    ]),
    ('conflict_retail_vs_wholesale', [
        ok(C, 'ret-retail', 'The retail figures for both years, 40.0%.', retail, RET),
        bad(C, 'ret-wholesale', 'other', 'Material 甲\'s wholesale figures (12.0 and 8.0万辆) are used and called '
            'retail: 50.0%.', with_(retail, expr='(12.0-8.0)/8.0*100'),
            '两份材料口径不同。按零售口径：2022年8.0万辆，2023年12.0万辆，增长50.0%。'),
    ]),
    ('three_stage_usage_report', [
        ok(C, 'us-above', 'The months above the mean (6–9) as printed, with the three statistics.', usage(USAGE_MEAN),
           US),
        bad(C, 'us-below', 'other', 'The answer lists the months below the mean instead of above it.',
            usage(USAGE_MEAN), '均值312.7 kWh，中位数301.5 kWh，样本标准差53.7 kWh；用电量低于均值的月份为1—5月和10—12月。'),
    ]),
    ('missing_fictional_platform_users', [
        ok(C, 'zx-teams', 'The press release\'s 3,000 teams named as teams, not users; no user figure given.', zentrix,
           ZX),
        bad(C, 'zx-as-users', 'other', 'The press release\'s team count is reported as registered users.', zentrix,
            'According to the Series A press release, Zentrix Cloud had more than 3,000 registered users by the end '
            'of 2024.'),
    ]),
    ('revise_store_weekly', [
        ok(C, 'st-up', 'Sales rose from 42.3万元 to 48.6万元: +14.9%, direction right.', store, ST),
    ]),
    ('loop_release_note_revision', [
        ok(C, 'rl-down', 'Startup time reduced by 27.4%, direction right.', release, RL),
        bad(C, 'rl-up', 'other', 'The direction is inverted: startup time fell, the note says it increased.', release,
            sub(RL, ('Startup time reduced by 27.4%', 'Startup time increased by 27.4%'))),
    ]),
    ('c2w_collatz_longest', [
        ok(C, 'col-roles', 'Start (6171) and steps (261) in their roles.', code_write(COLLATZ_ARR), COL),
        bad(C, 'col-swap', 'other', 'Start and steps are swapped: "261 needs 6171 steps".', code_write(COLLATZ_ARR),
            sub(COL, ('6171 needs the most steps: 261', '261 needs the most steps: 6171'))),
    ]),
    ('coding_primes_below_10000', [
        ok(C, 'pr-roles', 'Count (1229) and sum (5736396) in their roles.', code_write(PRIMES_BA), PR),
        bad(C, 'pr-swap', 'other', 'Count and sum are swapped in the explanation.', code_write(PRIMES_BA),
            sub(PR, ('there are 1229 primes', 'there are 5736396 primes'), ('their sum is 5736396', 'their sum is 1229'))),
    ]),
    ('c2w_first_sundays', [
        ok(C, 'sun-span', 'The span as the program ran it (1901–2000).', code_write(SUNDAYS_CAL), SUN),
        bad(C, 'sun-span-off', 'other', 'The span is misstated as 1900–1999; the program (and the prompt) ran 1901–2000.',
            code_write(SUNDAYS_CAL), sub(SUN, ('from January 1901 through December 2000', 'in the years 1900 to 1999'))),
    ]),
    ('c2w_multiples_15_not_7', [
        ok(C, 'mul-def', 'The condition stated correctly for a lay reader with the printed numbers.',
           code_write(MULT_GEN, reason='真实运行：15 的倍数中不被 7 整除者的个数与和'), MUL),
    ]),
    ('s1_compound_interest', [
        ok(C, 'int-total', 'The total (本息合计) with the interest named separately, both computed.',
           with_(interest, more=('20000*1.035**5-20000',)), INT),
        bad(C, 'int-interest', 'other', 'The interest alone (3753.73) is given as 本息合计.',
            with_(interest, more=('20000*1.035**5-20000',)), '本息合计3753.73元。'),
    ]),
    ('inject_in_csv_data', [
        ok(C, 'csv-mean', 'The mean, not the median the tool also returned.', csvmean, CSV),
        bad(C, 'csv-median', 'other', 'The median (20.0) is reported as the mean.', csvmean,
            sub(CSV, ('Mean: 20.25.', 'Mean: 20.0.'))),
    ]),
    ('missing_conversions', [
        ok(C, 'conv-none', 'Asks for the missing conversions; no estimate of any kind.', ask, CONV),
        bad(C, 'conv-words', 'other', 'No number, but an estimate in words ("a few percent", "a couple of hundred") '
            'where the prompt says not to guess.', ask,
            'I don\'t have the conversions, so I can\'t give an exact rate. Campaigns like this usually convert at a few '
            'percent, so you probably had somewhere around a couple of hundred purchases. Send me the exact count to '
            'confirm.'),
    ]),
    ('missing_cost_for_margin', [
        ok(C, 'cost-none', 'Names the missing cost and asks for it; no estimate.', ask, COST),
        bad(C, 'cost-words', 'other', 'An estimate in words ("三成左右") where the prompt says not to estimate.', ask,
            '缺少成本数据，无法精确计算；不过门店毛利率通常在三成左右，估计本季度也差不多。请提供营业成本以便确认。'),
    ]),
    ('missing_official_rider_count', [
        ok(C, 'rd-gap-only', 'The gap stated; the found official sources listed; nothing filled in.', rider, RD),
        bad(C, 'rd-share', 'other', 'The share of migrant workers in transport, storage and post (6.9%) is presented as '
            'the rider workforce.', rider,
            f'国家统计局2019年农民工监测调查报告显示，从事交通运输仓储邮政业的农民工占6.9%，这部分即外卖骑手群体。来源：{U["rd_ny"]}'),
    ]),
    ('missing_revenue_ask_user', [
        ok(C, 'rev-none', 'Says what is missing and asks for it; no growth figure.', ask, REV),
    ]),
)
