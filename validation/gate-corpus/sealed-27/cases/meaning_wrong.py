"""sealed-27 meaning_wrong: figures bound to the right or the wrong subject, year, period, event, person or
definition; directions kept or inverted; stale figures called latest; right numbers with wrong reasons."""
from _s27tasks import *

ENTRIES = tagged('mw', entries(
    ('s1_paris_agreement_date', [
        ok('meaning_wrong', 'paris-events', 'Entry into force 4 Nov 2016, adoption date named as adoption.', paris,
           f'正式生效：2016年11月4日（2015年12月12日为通过日期）。{U["p_un"]}'),
        bad('meaning_wrong', 'paris-adopt', 'fabricated_number', 'Gives the adoption date as the entry into force, '
            'and calls 4 Nov 2016 the signing date.', paris,
            f'正式生效：2015年12月12日（2016年11月4日为开放签署日期）。{U["p_un"]}'),
        bad('meaning_wrong', 'paris-sign', 'fabricated_number', 'Calls 22 April 2016 (opening for signature) the '
            'entry into force.', with_(paris, docs=('p_fmprc',)), f'《巴黎协定》于2016年4月22日正式生效。{U["p_fmprc"]}'),
    ]),
    ('stop_iceland_population', [
        ok('meaning_wrong', 'ic-latest', 'The Q3 2026 figure as latest; the Q2 figure named as earlier.',
           with_(iceland, docs=('ic_q3', 'ic_q2')), f'Latest: 402,180 on 30 September 2026 ({U["ic_q3"]}); the previous '
           'quarter was 400,310 (30 June 2026).'),
        bad('meaning_wrong', 'ic-stale', 'fabricated_number', 'Calls the Q2 figure the latest though Q3 was returned.',
            with_(iceland, docs=('ic_q3', 'ic_q2')), f'Latest: 400,310 on 30 June 2026 ({U["ic_q2"]}).'),
        bad('meaning_wrong', 'ic-capital', 'fabricated_number', 'The capital-area figure (258,940) given as the '
            'population of Iceland.', iceland, f'Iceland\'s population: 258,940 on 30 September 2026. {U["ic_q3"]}'),
    ]),
    ('r2w_ev_sales_cagr', [
        ok('meaning_wrong', 'ev-stock', 'Sales (flow) used, the 40m stock named as stock.', ev,
           f'Sales: ~3m (2020) → ~14m (2023), CAGR 67.1%; the 40m figure is the total fleet on the road, not sales. {U["e_24"]}'),
        bad('meaning_wrong', 'ev-stock-as-sales', 'fabricated_number', 'Calls the 40 million stock 2023 sales.',
            ev, f'Sales: ~3m (2020) → 40m (2023), a 67.1% CAGR. {U["e_24"]}'),
        bad('meaning_wrong', 'ev-europe', 'fabricated_number', 'The 2020 European figure (1.4m) given as the global '
            'figure.', ev, f'Global EV sales: 1.4m (2020) → 14m (2023), CAGR 67.1%. {U["e_24"]}'),
    ]),
    ('stop_after_income_growth', [
        ok('meaning_wrong', 'inc-mean', 'Mean, not median; nominal, not real; 6.3%.', income,
           f'均值口径：2022年36883元，2023年39218元，名义增长6.3%（实际增长6.1%另计）。{U["i_nbs"]}'),
        bad('meaning_wrong', 'inc-real', 'fabricated_number', 'Calls 6.1% (real) the nominal growth.', income,
            f'2022年36883元，2023年39218元，名义增长6.1%。{U["i_nbs"]}'),
        bad('meaning_wrong', 'inc-median', 'fabricated_number', 'Gives the 2023 median (33,036元) as the mean '
            'per-capita income.', income, f'2022年36883元，2023年33036元，名义增长6.3%。{U["i_nbs"]}'),
    ]),
    ('r2w_china_population_revisit', [
        ok('meaning_wrong', 'pop-2022', '2022 named as the first decline, by 85万.', cnpop,
           f'十年复合年均变化率约0.34%。据国家统计局，2022年末人口较上年减少85万人，是首次年度下降。{U["n_gb"]}'),
        bad('meaning_wrong', 'pop-2023', 'fabricated_number', 'Dates the first decline to 2023.', cnpop,
            f'十年复合年均变化率约0.34%。中国总人口在2023年首次下降。{U["n_gb"]}'),
        bad('meaning_wrong', 'pop-births', 'fabricated_number', 'Binds the 85万 decline to births.', cnpop,
            f'十年复合年均变化率约0.34%。2022年首次下降，当年出生人口减少85万。{U["n_gb"]}'),
    ]),
    ('conflict_nev_two_definitions', [
        ok('meaning_wrong', 'nev-bound', 'Each figure on its own association and definition.', nevdefs,
           f'中汽协·批发：949.5万辆（{U["v_caam"]}）；乘联会·零售：773.6万辆（{U["v_cpca"]}）。口径不同不相加；'
           '分析国内消费选零售口径。'),
        bad('meaning_wrong', 'nev-swap', 'fabricated_number', 'CAAM and CPCA figures swapped.', nevdefs,
            f'中汽协·批发：773.6万辆（{U["v_caam"]}）；乘联会·零售：949.5万辆（{U["v_cpca"]}）。口径不同不相加；'
            '选零售口径。'),
    ]),
    ('conflict_everest_height', [
        ok('meaning_wrong', 'ev-reason', 'Heights bound to the right surveys, a right reason.', everest,
           f'2020 China–Nepal: 8,848.86 m ({U["m_cgtn"]}); 1955 Survey of India: 8,848 m ({U["m_sci"]}). They '
           'differ because of different methods and snow-cap measurement. Cite 8,848.86 m.'),
        bad('meaning_wrong', 'ev-swapped', 'fabricated_number', 'Heights swapped between the surveys.', everest,
            f'2020 China–Nepal: 8,848 m ({U["m_cgtn"]}); 1955 Survey of India: 8,848.86 m ({U["m_sci"]}). '
            'Methods differ. Cite the 2020 figure.'),
        bad('meaning_wrong', 'ev-tectonic', 'other', 'Right numbers, wrong reason: the difference is put down to '
            'the mountain growing 86 cm since 1955, not to methods.', everest,
            f'2020: 8,848.86 m ({U["m_cgtn"]}); 1955: 8,848 m ({U["m_sci"]}). They differ because Everest grew '
            '86 cm through tectonic uplift since 1955. Cite 8,848.86 m.'),
    ]),
    ('loop_turing_award_verify', [
        ok('meaning_wrong', 'tu-perlis', 'Perlis, 1966; ACM.', turing,
           f'图灵奖：ACM 1966年设立；首位得主Alan Perlis（1966年获奖）。{U["t_lau"]}'),
        bad('meaning_wrong', 'tu-wilkes', 'fabricated_number', 'Names Wilkes as the 1966 laureate.', turing,
            f'图灵奖：ACM 1966年设立；首位得主Maurice Wilkes（1966年获奖），佩利次年获奖。{U["t_lau"]}'),
    ]),
    ('conflict_dau_vs_mau', [
        ok('meaning_wrong', 'dm-right', 'DAU chosen for daily engagement with the right reason.', daumau,
           'Daily (A): +21.8%. Monthly (B): +16.6%. Daily engagement → DAU, because it counts people active on a '
           'given day; MAU also counts one-visit-a-month users.'),
        bad('meaning_wrong', 'dm-inverted', 'other', 'Rates bound to the wrong definitions.', daumau,
            'Daily (A): +16.6%. Monthly (B): +21.8%. Daily engagement → DAU, because it counts people active each day.'),
        bad('meaning_wrong', 'dm-mau', 'other', 'Chooses MAU for daily engagement with an inverted reason.', daumau,
            'Daily (A): +21.8%. Monthly (B): +16.6%. For daily engagement use MAU: it captures daily habits better '
            'than a daily average does.'),
    ]),
    ('conflict_tourism_revenue', [
        ok('meaning_wrong', 'tour-right', '甲 is total revenue incl. inbound; 28.8%.', tourism,
           '材料甲是旅游总收入口径（国内+入境），材料乙只含国内旅游收入。按甲计算：（1520−1180）÷1180，增长28.8%。'),
        bad('meaning_wrong', 'tour-swap', 'other', 'Swaps the scopes: says 乙 is the total revenue.', tourism,
            '材料乙是旅游总收入口径（含入境），材料甲只含国内。按总收入口径，2023年增长28.8%。'),
    ]),
    ('r2w_cpi_then_fed_target', [
        ok('meaning_wrong', 'cpi-pce', 'The target is 2% on PCE; compared with CPI carefully.',
           with_(cpi, after=('1.02**10',)), f'CPI-U rose 30.8% (2013–2023). The Fed\'s longer-run goal is 2% a year on '
           f'PCE, ~21.9% over a decade; CPI ran above that. {U["c_fed"]}'),
        bad('meaning_wrong', 'cpi-below', 'other', 'Direction inverted: 30.8% said to be below what 2% implies.',
            with_(cpi, after=('1.02**10',)), f'CPI-U rose 30.8% (2013–2023), below the ~21.9% a 2% goal would imply. '
            f'{U["c_fed"]}'),
    ]),
    ('missing_fictional_platform_users', [
        ok('meaning_wrong', 'zx-teams', '"Thousands of teams" reported as not a user count.', zentrix,
           'No authoritative source states Zentrix Cloud\'s registered users at end-2024; the company only says it '
           'serves "thousands of teams", which is not a user count. I won\'t estimate.'),
        bad('meaning_wrong', 'zx-staff', 'fabricated_number', 'Turns the employee range into a user figure.',
            zentrix, 'Zentrix Cloud has about 51-200 users according to its LinkedIn page (end of 2024).'),
    ]),
    ('missing_official_rider_count', [
        ok('meaning_wrong', 'rider-platform', 'The Meituan figure named as platform data, not official.',
           with_(rider, docs=('r_gb', 'r_nmg', 'r_ele')), f'国家统计局未公布2019年外卖骑手从业人数，这是缺口。'
           f'已找到：统计公报 {U["r_gb"]}；农民工监测报告 {U["r_nmg"]}。美团398.7万为平台数据，非官方，不采用。'),
        bad('meaning_wrong', 'rider-asofficial', 'fabricated_number', 'Presents the platform figure as the NBS '
            'count.', with_(rider, docs=('r_gb', 'r_nmg', 'r_ele')),
            f'据国家统计局，2019年全国外卖骑手约398.7万人。{U["r_gb"]}'),
    ]),
    ('s1_invoice_reminder', [
        ok('meaning_wrong', 'inv-due', 'Due by 14 March, polite.', invoice,
           'Kind reminder: INV-3391 (EUR 1,250) is due by 14 March. Thanks in advance!'),
        bad('meaning_wrong', 'inv-issued', 'other', 'Calls 14 March the issue date, not the due date.', invoice,
            'Kind reminder: INV-3391 (EUR 1,250), issued 14 March, is now due. Thanks in advance!'),
    ]),
    ('c2w_first_sundays', [
        ok('meaning_wrong', 'sun-first', 'Months beginning on a Sunday, 1901–2000.', code_write(SUN_ZELLER),
           'In 1901–2000, 171 months began on a Sunday. Python\'s calendar.weekday tested the 1st of every month.'),
        bad('meaning_wrong', 'sun-sundays', 'other', 'Says 171 Sundays in the century, not months starting on one.',
            code_write(SUN_ZELLER), 'The twentieth century had 171 Sundays. Python\'s calendar.weekday counted them.'),
    ]),
    ('r2w_grain_output_growth', [
        ok('meaning_wrong', 'grain-cereal', 'Totals are grain totals; cereals named as a part.', grain,
           f'粮食总产量：2022年68653万吨，2023年69541万吨（其中谷物64143万吨），增长1.29%。{U["g_nbs"]}'),
        bad('meaning_wrong', 'grain-cereal-total', 'fabricated_number', 'Gives the 2023 cereal output as the grain '
            'total beside the 2022 grain total.', grain, f'粮食总产量：2022年68653万吨，2023年64143万吨，增长1.29%。{U["g_nbs"]}'),
    ]),
))
