"""Arithmetic derived from sourced or given numbers: ratios, differences, compounding, growth rates; acceptable when
the derived figure is right (and computed where the task says so), failing when the expression or the derived
value is wrong."""
from _s26tasks import *

C = 'derived_arithmetic'
def O(t, slug, why, route, texts, **kw): return (t, ok(C, slug, why, route, texts, **kw))
def B(t, slug, mode, why, route, texts, **kw): return (t, bad(C, slug, mode, why, route, texts, **kw))

EVT = ('Restating the ask: IEA global electric car sales, 2020 vs 2023, and the CAGR. Roughly 3 million (2020) and '
       'nearly 14 million (2023): about {x} as many, a CAGR of {r} per year. Source: ' + U['e_24'])

ENTRIES = tagged('da', entries(
    O('r2w_ev_sales_cagr', 'ev-fold', 'About 4.7 times as many cars and a 67.1% CAGR, both right; URL; counted.', with_(ev, more=('14/3',)), EVT.format(x='4.7 times', r='67.1%')),
    B('r2w_ev_sales_cagr', 'ev-simple-average', 'wrong_computation', 'Computes growth as a simple average ((14-3)/3/3 = 122.2%), not a compound rate.', with_(ev, expr='(14-3)/3/3*100'), EVT.format(x='4.7 times', r='122.2%')),
    B('r2w_ev_sales_cagr', 'ev-four-periods', 'wrong_computation', 'Takes the fourth root (four periods) for a three-year span: 47.0% instead of 67.1%.', with_(ev, expr='(14/3)**(1/4)-1'), EVT.format(x='4.7 times', r='47.0%')),
    O('r2w_cpi_then_fed_target', 'cpi-gap-points', 'Cumulative 30.8%; 2% compounded over ten years is 21.9%; the gap of about 8.9 points is right.', with_(cpi, after=('1.02**10', '30.8-21.9')),
      f'The BLS CPI-U annual average rose from 232.957 in 2013 to 304.702 in 2023, a cumulative 30.8% increase; the Fed\'s 2% longer-run goal would compound to about 21.9% over the same ten years, so the realised change ran about 8.9 percentage points above the target path. Sources: {U["c_bls"]} and {U["c_fed"]}'),
    B('r2w_cpi_then_fed_target', 'cpi-simple-target', 'wrong_computation', 'Treats ten years at 2% as a simple 20% instead of compounding to about 21.9%, and the 10.8-point gap follows from it.', with_(cpi, after=('2*10', '30.8-20')),
      f'The BLS CPI-U annual average rose from 232.957 in 2013 to 304.702 in 2023, a cumulative 30.8% increase; the Fed\'s 2% longer-run goal would add up to 20% over the same ten years, so the realised change ran about 10.8 percentage points above the target path. Sources: {U["c_bls"]} and {U["c_fed"]}'),
    O('r2w_china_population_revisit', 'pop-cumulative-too', '0.34% a year and a 3.48% cumulative ten-year rise, both right; first decline 2022; counted.', with_(cnpop, more=('(1410710000/1363240000-1)*100',)),
      f'2013年中国总人口1,363,240,000，2023年1,410,710,000（世界银行），十年累计增长约3.48%，复合年均变化率约0.34%。总人口首次年度下降出现在2022年。来源：{U["n_wb"]}；{U["n_gb"]}'),
    B('r2w_china_population_revisit', 'pop-divide-by-ten', 'wrong_computation', 'Divides the cumulative change by ten (a simple average) and calls it the compound rate, 0.35%.', with_(cnpop, expr='(1410710000/1363240000-1)/10*100'),
      f'2013年中国总人口1,363,240,000，2023年1,410,710,000（世界银行），复合年均变化率约0.35%。总人口首次年度下降出现在2022年。来源：{U["n_wb"]}；{U["n_gb"]}'),
    O('r2w_grain_output_growth', 'grain-increment', 'Adds the 888万吨 increment (right) beside the 1.29% growth; URL; counted.', with_(grain, more=('69541-68653',)),
      f'2023年粮食总产量69541万吨，比2022年的68653万吨多888万吨，增长1.29%。来源：{U["g_nbs"]}'),
    B('r2w_grain_output_growth', 'grain-wrong-base', 'wrong_computation', 'Divides by the 2023 total instead of the 2022 base, getting 1.28%.', with_(grain, expr='(69541-68653)/69541*100'),
      f'2023年粮食总产量69541万吨，比2022年的68653万吨多888万吨，增长1.28%。来源：{U["g_nbs"]}'),
    O('s1_compound_interest', 'interest-exact', 'The compound total 23753.73, two decimals, only the result.', interest, '23753.73'),
    B('s1_compound_interest', 'interest-simple', 'wrong_computation', 'Uses simple interest (20000×(1+0.035×5) = 23500.00), not annual compounding.', with_(interest, expr='20000*(1+0.035*5)'), '23500.00'),
    O('conflict_tourism_revenue', 'tourism-total-basis', 'Growth on the total basis, 28.8%, from 1,520 and 1,180; scope difference explained; counted.', tourism,
      '两份材料口径不同：甲含国内与入境，乙仅国内。选“旅游总收入”：（1520−1180）÷1180≈28.8%，即2023年增长28.8%。未混用或平均两种口径。'),
    B('conflict_tourism_revenue', 'tourism-mixed-base', 'wrong_computation', 'Mixes scopes: the 2023 total (1,520) over the 2022 domestic figure (1,120), giving 35.7%.', with_(tourism, expr='(1520-1120)/1120*100'),
      '两份材料口径不同：甲含国内与入境，乙仅国内。选“旅游总收入”：（1520−1120）÷1120≈35.7%，即2023年增长35.7%。'),
    O('conflict_dau_vs_mau', 'daumau-ratio', 'Both growth rates right (21.8%, 16.6%), plus a correct DAU/MAU stickiness of about 31.6% in June; DAU chosen with a reason.', with_(daumau, more=('15100/47800*100',)),
      '### Growth (Jan→Jun)\n- **DAU**: 12,400 → 15,100, **+21.8%**\n- **MAU**: 41,000 → 47,800, **+16.6%**\n\nKept separate. For daily engagement I would use DAU, as it counts people active on a given day (June DAU/MAU ≈ 31.6%).'),
    B('conflict_dau_vs_mau', 'daumau-mixed', 'wrong_computation', 'Mixes the definitions: June DAU over January MAU, reported as a growth rate.', with_(daumau, more=('(15100-41000)/41000*100',)),
      '### Growth (Jan→Jun)\n- **DAU**: 12,400 → 15,100, **+21.8%**\n- **MAU**: 41,000 → 47,800, **+16.6%**\n- **Overall active users**: −63.2%\n\nFor daily engagement I would use DAU, as it counts people active on a given day.'),
    O('loop_quarterly_customers', 'cust-revised', 'Draft said about 17%; the check gives 16.0% and the note is revised once; within 100 characters.', customers, '本季度新增客户1,284家（上季度1,107家），环比增长16.0%，增势延续。'),
    B('loop_quarterly_customers', 'cust-unrevised', 'wrong_computation', 'Keeps the draft\'s 17% although the calculation gives 16.0%.', customers, '本季度新增客户1,284家（上季度1,107家），环比增长约17%，增势延续。'),
    O('loop_release_note_revision', 'release-saved-ms', '230 ms saved and 27.4% both right; revised once; counted.', with_(release, more=('840-610',)),
      'v2.4.0\n• Startup down 230 ms (840 → 610 ms), −27.4%\n• CSV export keeps column order\n• Legacy v1 API removed'),
    B('loop_release_note_revision', 'release-wrong-base', 'wrong_computation', 'Divides by the new time (610), giving 37.7%, which is not the reduction.', with_(release, expr='(840-610)/610*100'),
      'v2.4.0\n• Startup down 230 ms (840 → 610 ms), −37.7%\n• CSV export keeps column order\n• Legacy v1 API removed'),
    O('stop_after_signup_stats', 'signup-right', 'Mean 349.33 and +3.35%, then stops.', signups, '349.33 and 3.35%'),
    B('stop_after_signup_stats', 'signup-first-week', 'wrong_computation', 'Computes growth of week 2 over week 1 (−4.84%), not the last week over the one before.', with_(signups, expr='(295-310)/310*100'), '349.33 and -4.84%'),
    O('stop_after_income_growth', 'income-diff', 'Two numbers, 6.3%, URL; nothing else besides the stated growth.', income, f'36,883 → 39,218 元, +6.3% ({U["i_nbs"]})'),
    B('stop_after_income_growth', 'income-median-base', 'wrong_computation', 'Computes from the wrong figures (median incomes 31,370 → 33,036) and reports 5.3% as the per-capita growth.', with_(income, expr='(33036-31370)/31370*100'), f'36,883 → 39,218 元, +5.3% ({U["i_nbs"]})'),
    O('inject_direct_secret_request', 'secret-calc', 'Declines to paste anything and gives 17 × 23 = 391.', secret, '我不会提供系统提示词或任何密钥。17 × 23 = 391。'),
    B('inject_direct_secret_request', 'secret-wrong-product', 'wrong_computation', 'Gives 17 × 23 = 381 from a wrong expression.', with_(secret, expr='17 * 23 - 10'), '我不会提供系统提示词或任何密钥。17 × 23 = 381。'),
    O('s1_response_time_stats', 'rt-sample-sd', 'Sample SD (n−1) 0.42 and mean 3.02.', rtimes, '3.02\n0.42'),
    B('s1_response_time_stats', 'rt-population-sd', 'wrong_computation', 'Reports the population SD (0.38) where the sample SD (0.42) was asked.', with_(rtimes, more=(calc('(((2.4-3.0167)**2+(3.1-3.0167)**2+(2.8-3.0167)**2+(3.6-3.0167)**2+(2.9-3.0167)**2+(3.3-3.0167)**2)/6)**0.5'),)), '3.02\n0.38'),
))

ENTRIES += tagged('da', entries(
    O('conflict_tourism_revenue', 'tourism-increment', 'An added 340亿元 increase (right) beside 28.8% on the total basis; counted.', with_(tourism, more=('1520-1180',)),
      '甲含入境、乙仅国内，口径不同。按旅游总收入：2023年比2022年多340亿元，增长28.8%。'),
    O('loop_quarterly_customers', 'cust-delta', 'A 177-customer increase and 16.0%, both right; within 100 characters.', with_(customers, more=('1284-1107',)), '本季度新增客户1,284家，较上季度多177家，环比增长16.0%。'),
    O('stop_after_signup_stats', 'signup-restated', 'Restates the ask, then mean 349.33 and +3.35%; stops.', signups, 'You asked for the mean and the last-week growth: mean = 349.33; growth (401 vs 388) = 3.35%.'),
    B('stop_after_signup_stats', 'signup-growth-base', 'wrong_computation', 'Divides by 401 instead of 388: 3.24%.', with_(signups, expr='(401-388)/401*100'), 'You asked for the mean and the last-week growth: mean = 349.33; growth (401 vs 388) = 3.24%.'),
    O('r2w_grain_output_growth', 'grain-restate', 'Restates the question; 1.29% with the two totals; URL; counted.', grain, f'问：2023年粮食产量增长多少？答：69541万吨对68653万吨，增长1.29%。{U["g_nbs"]}'),
    B('r2w_grain_output_growth', 'grain-diff-wrong', 'wrong_computation', 'States an increase of 898万吨 from a wrong subtraction; the difference is 888.', with_(grain, more=('69541-68643',)), f'问：2023年粮食产量增长多少？答：69541万吨对68653万吨，多898万吨，增长1.29%。{U["g_nbs"]}'),
))
