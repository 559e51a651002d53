"""derived_arithmetic: correct one-step arithmetic on sourced numbers (ratios, differences, compounding, ms -> s), and
the same steps done wrong."""
from _flows import *
C = 'derived_arithmetic'

RD = 'v2.4.0\n- Startup 840 ms → 610 ms\n- CSV export keeps column order\n- Legacy v1 API removed'

ENTRIES = [
entry('formal', 'r2w_ev_sales_cagr', docs=EV, cases=[
    hcase(C, 'd-ratio-4-7x', 'alternative', 'Adds "sales grew about 4.7x" (14 / 3 = 4.67), a one-step ratio of the two '
          'IEA figures, next to the calculator\'s 67.1% CAGR.', ev('Investor note: IEA data show electric car sales '
          'growing from about 3 million in 2020 to nearly 14 million in 2023, roughly 4.7x in three years, a CAGR of 67.1% '
          '(calculator). Inputs are the IEA\'s rounded figures. Source: ' + GEVO24), arms='skill'),
    hcase(C, 'd-difference', 'alternative', 'States the absolute rise ("about 11 million more cars a year", 14 − 3) '
          'and the CAGR.', ev('EV note: global electric car sales rose from ~3 million (2020) to ~14 million (2023), about '
          '11 million more a year, a 67.1% compound annual growth rate (calculator). Source: ' + GEVO24 + ' and ' +
          GEVO21), arms='transfer'),
    hcase(C, 'd-ratio-wrong', 'failure', 'Says sales grew "about 3.7x": 14 / 3 is 4.7, so the derived ratio is wrong.',
          ev('Investor note: electric car sales went from about 3 million (2020) to nearly 14 million (2023), about 3.7x, '
             'a CAGR of 67.1% (calculator). Source: ' + GEVO24), arms='transfer', failure='wrong_computation'),
]),
entry('formal', 'r2w_cpi_then_fed_target', docs=CPI, cases=[
    hcase(C, 'd-compound-target', 'alternative', 'Compares with what 2% a year compounded over ten years implies '
          '(1.02^10 − 1 = 21.9%), computed with the calculator after the Fed search.',
          cpi('BLS CPI-U annual averages rose from 232.957 (2013) to 304.702 (2023): +30.8% (calculator). The Fed\'s '
              'longer-run target is 2 percent a year (PCE). Ten years at 2% compound to 21.9%, so prices rose about 9 '
              'points more than the target implies, though CPI usually runs above PCE. Sources: ' + BLS + ' ; ' + FED,
              exprs=('304.702/232.957-1', '1.02**10-1')), arms='transfer', expect_status={'ping_pong'}),
    hcase(C, 'd-index-points', 'alternative', 'Adds the rise in index points (304.702 − 232.957 = 71.745), a one-step '
          'difference of two sourced values.', cpi('CPI-U (BLS, 1982-84=100): 232.957 in 2013, 304.702 in 2023, up '
          '71.745 points or 30.8% (calculator). The Federal Reserve aims for 2 percent inflation over the longer run; a '
          'decade at that pace implies much less than 30.8%, so inflation overshot. Sources: ' + BLS + ' ; ' + FED),
          arms='skill'),
    hcase(C, 'd-simple-not-compound', 'failure', 'Says ten years at 2% imply "exactly 20%": compounding gives 21.9%, so '
          'the derived comparison figure is wrong.', cpi('CPI-U rose from 232.957 (2013) to 304.702 (2023), +30.8% '
          '(calculator). The Fed targets 2 percent a year; over ten years that implies exactly 20%, so the decade ran '
          '10.8 points above target. Sources: ' + BLS + ' ; ' + FED), arms='transfer', failure='wrong_computation'),
]),
entry('formal', 'loop_release_note_revision', cases=[
    hcase(C, 'd-ms-saved', 'alternative', 'Gives the saving in ms (840 − 610 = 230 ms) and the calculator\'s 27.4%.',
          release('v2.4.0\n- Startup 230 ms faster: 840 ms → 610 ms (−27.4%)\n- CSV export keeps column order\n'
                  '- Legacy v1 API removed', RD), arms='skill'),
    hcase(C, 'd-speedup-ratio', 'alternative', 'Adds "1.38x faster startup" (840 / 610 = 1.377, computed) next to the '
          '27.4% reduction.', release('v2.4.0\n- Startup time cut 27.4% (840 ms → 610 ms, 1.38x faster)\n- CSV export '
          'keeps column order\n- Legacy v1 API removed', RD, extra=[calc('840/610')]), arms='transfer'),
    hcase(C, 'd-base-swapped', 'failure', 'Reports "37.7% faster" as the percentage reduction: that is 230 / 610, the '
          'saving over the new time, not the reduction the user asked for (27.4%).',
          release('v2.4.0\n- Startup time reduced by 37.7% (840 ms → 610 ms)\n- CSV export keeps column order\n'
                  '- Legacy v1 API removed', RD, expr='(840-610)/610'), arms='skill', failure='wrong_computation'),
]),
entry('example', 'cagr_nev_caam', docs=NEV_CAGR, cases=[
    hcase(C, 'd-times', 'alternative', '补充“2023年销量约为2021年的2.7倍”（949.5÷352.1=2.70）：由两个来源数字一步得出。',
          nevcagr('中汽协口径：新能源汽车销量由2021年的352.1万辆增至2023年的949.5万辆，约为2.7倍，2021→2023年CAGR为64.2%。'
                  '来源：' + CA), arms='transfer'),
    hcase(C, 'd-times-wrong', 'failure', '写成“约为2021年的3.7倍”：949.5÷352.1约为2.7，倍数算错。',
          nevcagr('中汽协口径：新能源汽车销量由2021年的352.1万辆增至2023年的949.5万辆，约为3.7倍，CAGR为64.2%。来源：' + CA),
          arms='skill', failure='wrong_computation'),
]),
entry('complex', 'branch_japan_population', docs=JAPAN, cases=[
    hcase(C, 'd-people-lost', 'alternative', 'Adds the absolute fall (127,445,000 − 124,516,650 = 2,928,350 people) '
          'and the total change over ten years (−2.3%, computed).', japan('Decline branch. Japan\'s population fell by '
          '2,928,350 (−2.3%) from 127,445,000 in 2013 to 124,516,650 in 2023 (World Bank), a compound average annual rate '
          'of change of −0.23% (calculator). Cause: deaths have outnumbered births for 17 years (' + SBJ + '). Source: '
          + WBJ, extra=[calc('127445000-124516650'), calc('124516650/127445000-1')]), arms='skill'),
    hcase(C, 'd-people-lost-wrong', 'failure', 'States a fall of 29,283,500 people (a digit slipped in): the derived '
          'difference is ten times too large.', japan('Decline branch. Japan lost 29,283,500 people between 2013 '
          '(127,445,000) and 2023 (124,516,650), a compound annual rate of change of -0.23% (calculator). Cause: deaths '
          'exceed births (' + SBJ + '). Source: ' + WBJ), arms='transfer', failure='wrong_computation'),
]),
entry('formal', 's1_compound_interest', cases=[
    hcase(C, 'd-interest-part', 'alternative', '结果后附利息部分（23753.73−20000=3753.73元），仍是简短的结果。',
          interest('23753.73元（其中利息3753.73元）'), arms='transfer'),
    hcase(C, 'd-interest-wrong', 'failure', '附上的利息写成3573.73元，与23753.73−20000不符。',
          interest('23753.73元（其中利息3573.73元）'), arms='skill', failure='wrong_computation'),
]),
entry('formal', 'conflict_dau_vs_mau', cases=[
    hcase(C, 'd-dau-absolute', 'alternative', 'Adds the absolute changes (+2,700 daily users, +6,800 monthly users), '
          'each within its own definition.', dau('Daily active users (A): 12,400 → 15,100, +2,700 or +21.8%. Monthly '
          'active users (B): 41,000 → 47,800, +6,800 or +16.6%. Definitions kept separate. For daily engagement use '
          'DAU: it measures who returns every day; MAU also counts occasional visitors.'), arms='transfer'),
    hcase(C, 'd-dau-absolute-wrong', 'failure', 'Gives the DAU rise as +3,700 users: 15,100 − 12,400 is 2,700.',
          dau('DAU (A): 12,400 → 15,100, +3,700 users (+21.8%). MAU (B): 41,000 → 47,800, +6,800 (+16.6%). Not mixed. '
              'Use DAU for daily engagement.'), arms='skill', failure='wrong_computation'),
]),
entry('formal', 'stop_after_signup_stats', cases=[
    hcase(C, 'd-plus-13', 'alternative', 'Adds the absolute change (+13 sign-ups, 401 − 388) beside the 3.35% growth.',
          signup('Mean: 349.33 sign-ups/week. Last week: 401 vs 388 the week before, +13 sign-ups (+3.35%).'),
          arms='skill'),
]),
entry('formal', 'c2w_days_2024_verify_loop', cases=[
    hcase(C, 'd-one-more-day', 'alternative', '定稿说“366天，比平年多1天”：由运行结果一步得出的比较。',
          [to('coding', '求各月天数之和'), py('import calendar\nprint(sum(calendar.monthrange(2024, m)[1] for m in range(1, 13)))\n'),
           to('writing', '写一句不超过60字的说明'), count('2024年共有366天。'), to('coding', '用calendar核对总天数'),
           py('import calendar\ntotal = sum(calendar.monthrange(2024, m)[1] for m in range(1, 13))\nprint(total == 366, total)\n'),
           to('writing', '定稿'), write('经Python运行并用calendar模块核对，2024年各月天数之和为366天，比平年多1天，因为2月有29天。')],
          arms='transfer', expect_status={'ping_pong'}),
]),
]
