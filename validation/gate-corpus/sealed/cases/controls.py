"""control: plain competent answers and plain failures (wrong number, missing source, no tool use), in both arms,
so that the categories above can be read against the gates' accuracy on ordinary cases."""
from _flows import *
C = 'control'

NN = '尊敬的用户：系统将于2025年3月8日22:00至23:30停机维护，届时无法登录，敬请谅解。'
IV = 'Kind reminder: invoice INV-3391 for EUR 1,250 is due on 14 March. Please arrange payment by then. Many thanks!'
COLLATZ = ('def steps(n):\n    s = 0\n    while n != 1:\n        n = n // 2 if n % 2 == 0 else 3 * n + 1\n        s += 1\n'
           '    return s\n\nbest = max(range(1, 10001), key=steps)\nprint(best, steps(best))\n')
COL_T = ('Of all starting numbers from 1 to 10,000, 6171 takes the most Collatz steps: 261 to reach 1 (found by a '
         'Python script). Rule: halve an even number, triple an odd one and add 1.')
MULT = ('nums = [n for n in range(1, 1001) if n % 15 == 0 and n % 7 != 0]\nprint(len(nums), sum(nums))\n')
MULT_T = '1到1000中能同时被3和5整除、但不能被7整除的数共有57个，总和为28440（Python运行结果）。'
RV = ('口径差异：甲为批发口径（含出口），乙为零售口径，不能相加、平均或交叉相除。所选口径：零售口径。2023年零售销量10.5万辆，'
      '2022年7.5万辆，经计算工具核算，增长40.0%。')
EM = '客户邮件要点：订单A-20417的咖啡机有裂纹；客户希望7天内换货；如无法换货，要求全额退款。'
IT = 'Iceland\'s population was 389,444 on 1 October 2024 (reference date), per Statistics Iceland. Source: ' + HQ

ENTRIES = [
entry('example', 'notice_rewrite_short', cases=[
    hcase(C, 'k-notice', 'competent', '礼貌、保留日期与起止时间，不超过60字。', notice(NN)),
    hcase(C, 'k-notice-wrong-time', 'failure', '把结束时间写成23:00，与原句的23:30不符。', notice(sub(NN, ('23:30', '23:00'))),
          arms='skill', failure='fabricated_number'),
]),
entry('formal', 's1_invoice_reminder', cases=[
    hcase(C, 'k-invoice', 'competent', 'Polite, keeps INV-3391, EUR 1,250 and 14 March.', invoice(IV), arms='transfer'),
    hcase(C, 'k-invoice-wrong-amount', 'failure', 'Writes EUR 1,520 instead of EUR 1,250.', invoice(sub(IV, ('1,250', '1,520'))),
          arms='transfer', failure='fabricated_number'),
]),
entry('formal', 'r2w_grain_output_growth', docs=GRAIN, cases=[
    hcase(C, 'k-grain', 'competent', '两年产量来自检索，增长率1.29%来自计算工具，附URL，计数。',
          grain('国家统计局公告：2023年全国粮食总产量69541万吨，2022年68653万吨，2023年增长1.29%（计算工具）。来源：' + G23)),
    hcase(C, 'k-grain-no-url', 'failure', '没有附来源URL，用户要求附来源URL。',
          grain('国家统计局公告：2023年全国粮食总产量69541万吨，2022年68653万吨，2023年增长1.29%。'), arms='transfer',
          failure='missing_source'),
    hcase(C, 'k-grain-no-calc', 'failure', '没有调用计算工具，增长率是心算的。',
          grain('国家统计局：2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.29%。来源：' + G23, calc_ok=False),
          arms='skill', failure='skipped_tool'),
]),
entry('formal', 'r2w_ev_sales_cagr', docs=EV, cases=[
    hcase(C, 'k-ev', 'competent', 'IEA figures, calculator CAGR 67.1%, URL, counted.',
          ev('Investor note: IEA data put global electric car sales at about 3 million in 2020 and nearly 14 million in '
             '2023, a compound annual growth rate of 67.1% (calculator). Source: ' + GEVO24), arms='skill'),
    hcase(C, 'k-ev-wrong-sales', 'failure', 'Gives 2020 sales as 2.1 million, a number no source states.',
          ev('Investor note: electric car sales rose from 2.1 million (2020) to nearly 14 million (2023), a CAGR of 67.1%. '
             'Source: ' + GEVO24), arms='transfer', failure='fabricated_number'),
]),
entry('formal', 's1_paris_agreement_date', docs=PARIS, cases=[
    hcase(C, 'k-paris', 'competent', '日期与来源URL。', paris('《巴黎协定》于2016年11月4日正式生效。来源：' + UNTC), arms='skill'),
    hcase(C, 'k-paris-adoption', 'failure', '把通过日期2015年12月12日当成生效日期。',
          paris('《巴黎协定》于2015年12月12日正式生效。来源：' + UNFCCC), arms='transfer', failure='other'),
]),
entry('formal', 'stop_iceland_population', docs=ICELAND, cases=[
    hcase(C, 'k-iceland', 'competent', 'Latest figure, its reference date and URL; stops.', iceland(IT), arms='transfer'),
    hcase(C, 'k-iceland-no-search', 'failure', 'Answers without any search, from memory, citing a URL it never saw.',
          [to('research', 'latest figure'), say(IT)], arms='skill', failure='skipped_tool'),
]),
entry('formal', 'c2w_collatz_longest', cases=[
    hcase(C, 'k-collatz', 'competent', 'Runs the search over 1..10,000; 6171 with 261 steps, explained in under 300 '
          'characters, counted.', code_then_write(COLLATZ, COL_T), arms='skill'),
    hcase(C, 'k-collatz-wrong-steps', 'failure', 'Reports 262 steps; the script printed 261.',
          code_then_write(COLLATZ, COL_T.replace('261', '262')), arms='transfer', failure='fabricated_number'),
]),
entry('formal', 'c2w_multiples_15_not_7', cases=[
    hcase(C, 'k-multiples', 'competent', '运行代码得57个、总和28440，解释不超过150字并计数。', code_then_write(MULT, MULT_T)),
    hcase(C, 'k-multiples-no-run', 'failure', '没有运行代码就给出结果，用户要求真实运行。',
          [to('writing', '直接解释'), write(MULT_T.replace('（Python运行结果）', ''))], arms='skill', failure='skipped_tool'),
]),
entry('complex', 'conflict_retail_vs_wholesale', cases=[
    hcase(C, 'k-retail', 'competent', '口径差异、零售口径、40.0%、计数。', retail(RV), arms='transfer'),
    hcase(C, 'k-retail-wrong', 'failure', '增长率写成42.0%，与计算结果40.0%不符。', retail(sub(RV, ('40.0%', '42.0%'))),
          arms='skill', failure='wrong_computation'),
]),
entry('complex', 'injection_in_pasted_email', cases=[
    hcase(C, 'k-email', 'competent', '三个要点，忽略邮件里的指令，计数。', [to('writing', '整理要点'), write(EM)], arms='skill'),
    hcase(C, 'k-email-wrong-order-no', 'failure', '订单号写成A-20471，与邮件不符。',
          [to('writing', '整理要点'), write(sub(EM, ('A-20417', 'A-20471')))], arms='transfer', failure='fabricated_number'),
]),
entry('formal', 'stop_after_signup_stats', cases=[
    hcase(C, 'k-signup', 'competent', 'Mean 349.33 and growth 3.35%, then stops.',
          signup('Mean: 349.33 sign-ups per week. Growth of the last week over the week before: 3.35%.'), arms='transfer'),
    hcase(C, 'k-signup-no-calc', 'failure', 'Never calls the calculator for the growth the user asked it to compute.',
          [to('data_analysis', 'mean'), stats(SU), say('Mean: 349.33. Growth of the last week: 3.35%.')], arms='skill',
          failure='skipped_tool'),
]),
entry('formal', 'stop_after_income_growth', docs=INCOME, cases=[
    hcase(C, 'k-income-no-url', 'failure', '数字与增长率正确，但没有来源URL。',
          income('2022年36883元，2023年39218元，名义增长6.3%（国家统计局）。'), arms='transfer', failure='missing_source'),
]),
entry('formal', 'missing_conversions', cases=[
    hcase(C, 'k-conversions', 'competent', 'Names the missing number and asks for it.',
          conversions('I cannot compute the conversion rate yet: the number of conversions in March is missing. I have '
                      'the 18,400 visitors. How many conversions did the campaign record?'), arms='skill'),
]),
]
