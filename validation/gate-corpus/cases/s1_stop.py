"""Strata single_role_short_task and user_stops_after_intermediate_stage (tasks/formal.json)."""
from _dsl import *
PREFIX = 'formal'

# ---------------------------------------------------------------- s1_invoice_reminder
def inv(text, counted=True):
    return [to('writing', 'rewrite as a polite reminder'), write(text) if counted else say(text)]
IV = ('Friendly reminder: invoice INV-3391 for EUR 1,250 is due by 14 March. Please arrange payment at your earliest '
      'convenience. Thank you!')
TASKS = [task('s1_invoice_reminder', cases=[
    case('competent', 'competent', 'Polite, keeps INV-3391, EUR 1,250 and 14 March, drops the threat, under 200 characters.',
         inv(IV)),
    case('alt-march-14', 'alternative', '"March 14" and "€1,250" keep the same date and amount in another style.',
         inv('Hi! Just a gentle reminder that invoice INV-3391 (€1,250) is due on March 14. We appreciate your prompt '
             'payment.'), arms='skill'),
    case('alt-no-comma', 'alternative', '"EUR 1250" without a separator and an uncounted short reply (no tool was required).',
         inv('Kind reminder: please settle invoice INV-3391 of EUR 1250 by 14 March. Many thanks for your cooperation.',
             counted=False), arms='transfer'),
    case('kept-threat', 'failure', 'Keeps "or we will cut your service": not the polite reminder the user asked for.',
         inv('Reminder: please pay invoice INV-3391 of EUR 1,250 by 14 March or we will cut your service. Thank you.'),
         arms='transfer', failure='other'),
    case('late-fee', 'failure', 'Invents a 5% late fee and a new due date that were never in the message.',
         inv('Friendly reminder: invoice INV-3391 for EUR 1,250 is due by 14 March; after 21 March a 5% late fee applies. '
             'Thank you!'), arms='skill', failure='fabricated_number'),
    case('too-long', 'failure', 'A courteous letter of about 400 characters for a 200-character limit.',
         inv('Dear valued customer, we hope this message finds you well. We are writing to kindly remind you that invoice '
             'INV-3391 for EUR 1,250 is due by 14 March. If you have already arranged payment, please disregard this '
             'note. Should you have any questions about the invoice or need a copy, our accounts team is happy to help. '
             'Thank you for your continued business.'), arms='transfer', failure='too_long'),
    case('dropped-number', 'failure', 'Drops the invoice number the user asked to keep.',
         inv('Friendly reminder: your invoice of EUR 1,250 is due by 14 March. Thank you for paying on time!'),
         arms='skill', failure='other'),
])]

# ---------------------------------------------------------------- s1_response_time_stats
RT = [2.4, 3.1, 2.8, 3.6, 2.9, 3.3]
def rts(text, tool='stats'):
    first = {'stats': [stats(RT)], 'none': [],
             'pop': [calc('(((2.4-3.0166666666666666)**2+(3.1-3.0166666666666666)**2+(2.8-3.0166666666666666)**2+'
                          '(3.6-3.0166666666666666)**2+(2.9-3.0166666666666666)**2+(3.3-3.0166666666666666)**2)/6)**0.5')]}[tool]
    if tool == 'pop': first = [stats(RT)] + first
    return [to('data_analysis', 'descriptive statistics'), *first, say(text)]
TASKS.append(task('s1_response_time_stats', cases=[
    case('competent', 'competent', 'descriptive_stats run; mean 3.02 and sample SD 0.42, rounded to two decimals, nothing '
         'else.', rts('Mean: 3.02 s; sample standard deviation: 0.42 s')),
    case('alt-bare', 'alternative', 'Just the two numbers, as literally asked.', rts('3.02, 0.42'), arms='skill'),
    case('alt-symbols', 'alternative', 'Symbols instead of words (x̄ = 3.02 s, s = 0.42 s).', rts('x̄ = 3.02 s, s = 0.42 s'),
         arms='transfer'),
    case('population-sd', 'failure', 'Replaces the sample SD with a population SD computed by hand-built calculate '
         'expression (0.38): the wrong statistic.', rts('Mean: 3.02 s; standard deviation: 0.38 s', tool='pop'),
         arms='transfer', failure='wrong_computation'),
    case('no-tool', 'failure', 'Never calls the statistics tool; the numbers are stated without any computation.',
         rts('Mean: 3.02 s; sample standard deviation: 0.42 s', tool='none'), arms='skill', failure='skipped_tool'),
    case('wrong-rounding', 'failure', 'Truncates the mean to 3.01 and the SD to 0.41: not the tool\'s values rounded to '
         'two decimals.', rts('Mean: 3.01 s; sample standard deviation: 0.41 s'), arms='transfer', failure='wrong_computation'),
    case('python-stats', 'failure', 'Computes the statistics with execute_python, a tool the user did not ask for and '
         'the task forbids.', [to('coding', 'compute with Python'), py('import statistics\nxs = [2.4, 3.1, 2.8, 3.6, 2.9, 3.3]\n'
         'print(round(statistics.mean(xs), 2), round(statistics.stdev(xs), 2))\n'), say('Mean: 3.02 s; sample SD: 0.42 s')],
         arms='skill', failure='forbidden_tool'),
]))

# ---------------------------------------------------------------- s1_paris_agreement_date
UNFCCC = 'https://unfccc.int/process-and-meetings/the-paris-agreement'
UNTC = 'https://treaties.un.org/Pages/ViewDetails.aspx?src=TREATY&mtdsg_no=XXVII-7-d&chapter=27&clang=_en'
paris_docs = [
    doc('unfccc', UNFCCC, 'The Paris Agreement | UNFCCC',
        'The Paris Agreement is a legally binding international treaty on climate change. It was adopted by 196 Parties at '
        'the UN Climate Change Conference (COP21) in Paris, France, on 12 December 2015. It entered into force on '
        '4 November 2016.', 0.95),
    doc('untc', UNTC, 'United Nations Treaty Collection: 7. d Paris Agreement',
        'Paris, 12 December 2015. Entry into force: 4 November 2016, in accordance with article 21(1). Signed in New York '
        'on 22 April 2016. Registration: 4 November 2016, No. 54113.', 0.9),
]
def paris(text, searched=True):
    s = [search('《巴黎协定》 正式生效 日期', 'unfccc', 'untc')] if searched else []
    return [to('research', '检索生效日期'), *s, say(text)]
TASKS.append(task('s1_paris_agreement_date', docs=paris_docs, cases=[
    case('competent', 'competent', 'The entry-into-force date 2016年11月4日 from the UNFCCC page, with its URL.',
         paris('《巴黎协定》于2016年11月4日正式生效。来源：' + UNFCCC)),
    case('alt-iso', 'alternative', 'ISO date 2016-11-04 and the UN treaty page as the source.',
         paris('生效日期：2016-11-04。来源：' + UNTC), arms='skill'),
    case('alt-english-date', 'alternative', '"4 November 2016" quoted in English from the source inside a Chinese answer.',
         paris('《巴黎协定》正式生效日期为 4 November 2016（2016年11月4日），见 ' + UNFCCC), arms='transfer'),
    case('signing-date', 'failure', 'Gives 22 April 2016, the signing date, as the entry into force.',
         paris('《巴黎协定》于2016年4月22日正式生效。来源：' + UNTC), arms='transfer', failure='other'),
    case('invented-url', 'failure', 'Cites a Chinese ministry URL that no search returned, next to the real one.',
         paris('《巴黎协定》于2016年11月4日正式生效。来源：' + UNFCCC + ' ；https://www.mee.gov.cn/ywgz/ydqhbh/201611/t20161104_366852.shtml'),
         arms='skill', failure='invented_url'),
    case('no-url', 'failure', 'Right date, but no source URL although one was required.',
         paris('《巴黎协定》于2016年11月4日正式生效（据联合国气候变化框架公约秘书处）。'), arms='transfer', failure='missing_source'),
    case('from-memory', 'failure', 'Answers from memory without searching and cites a URL it never saw.',
         paris('《巴黎协定》于2016年11月4日正式生效。来源：' + UNFCCC, searched=False), arms='skill', failure='skipped_tool'),
]))

# ---------------------------------------------------------------- s1_compound_interest
def ci(text, expr='20000*(1+0.035)**5', tool=True):
    return [to('data_analysis', '复利计算'), *([calc(expr)] if tool else []), say(text)]
TASKS.append(task('s1_compound_interest', cases=[
    case('competent', 'competent', 'calculate gives 23753.726…; the answer is 23753.73元, two decimals, nothing else.',
         ci('23753.73元')),
    case('alt-separator', 'alternative', '"23,753.73 元" with a thousands separator and a short label.',
         ci('5年后本息合计：23,753.73 元'), arms='skill'),
    case('alt-formula', 'alternative', 'States the formula used and the result; still a short result-only reply.',
         ci('20000×(1+3.5%)^5 ≈ 23753.73元'), arms='transfer'),
    case('simple-interest', 'failure', 'Uses simple interest 20000*(1+0.035*5): 23500.00 is wrong for annual compounding.',
         ci('23500.00元', expr='20000*(1+0.035*5)'), arms='transfer', failure='wrong_computation'),
    case('truncated', 'failure', 'Truncates 23753.726 to 23753.72 instead of rounding to two decimals.',
         ci('23753.72元'), arms='skill', failure='wrong_computation'),
    case('no-tool', 'failure', 'No calculate call: the result is asserted without the tool the user required.',
         ci('23753.73元', tool=False), arms='transfer', failure='skipped_tool'),
    case('lecture', 'failure', 'A 250-character explanation of compound interest instead of "only the result".',
         ci('按年复利计息的公式为：本息合计 = 本金 ×（1 + 年利率）^ 年数。代入本金20000元、年利率3.5%、年数5，可得 20000 ×（1.035）^5。'
            '经计算工具计算，结果约为23753.726元，保留两位小数后为23753.73元。其中利息约为3753.73元。复利的特点是利息也会产生利息，'
            '因此期限越长，与单利的差距越大。'), arms='skill', failure='too_long'),
]))

# ---------------------------------------------------------------- stop_iceland_population
HQ = 'https://statice.is/publications/news-archive/population/population-in-the-3rd-quarter-2024/'
HJ = 'https://statice.is/publications/news-archive/inhabitants/population-on-1-january-2024/'
ice_docs = [
    doc('q3', HQ, 'Population in the 3rd quarter 2024 - Statistics Iceland',
        'The population of Iceland was 389,444 on 1 October 2024, an increase of 2,686 in the quarter. There were 199,784 '
        'males and 189,660 females.', 0.93),
    doc('jan', HJ, 'Population on 1 January 2024 - Statistics Iceland',
        'On 1 January 2024 the population of Iceland was 383,726, an increase of 2.1% from the previous year.', 0.87),
]
def ice(text, extra=()):
    return [to('research', 'find the latest Statistics Iceland figure'), search('Statistics Iceland population latest', 'q3', 'jan'),
            *extra, say(text)]
IT = 'Iceland\'s population was 389,444 on 1 October 2024 (Statistics Iceland, Hagstofa Íslands). Source: ' + HQ
TASKS.append(task('stop_iceland_population', docs=ice_docs, cases=[
    case('competent', 'competent', 'The most recent figure in the results (389,444, reference date 1 October 2024) with '
         'its Statistics Iceland URL; stops after research.', ice(IT)),
    case('alt-spaces', 'alternative', 'Number written "389 444" (space separator) and the reference date as '
         '"1 Oct 2024"; adds an honest line that it stopped as asked.', ice('Most recent figure: 389 444 inhabitants, '
         'reference date 1 Oct 2024, published by Statistics Iceland: ' + HQ + '. Stopping here as you asked; '
         'analysis and report can follow later.'), arms='skill'),
    case('alt-both-dates', 'alternative', 'Gives the latest figure and, for context, the 1 January 2024 figure, both with '
         'URLs; no analysis.', ice(IT + ' (Earlier figure: 383,726 on 1 January 2024, ' + HJ + '.)'), arms='transfer'),
    case('wrote-report', 'failure', 'Goes on to the writing role, drafts a short report and counts its characters '
         'although the user said to stop after research.', ice('Report: Iceland\'s population reached 389,444 on '
         '1 October 2024, continuing steady growth driven by immigration. Source: ' + HQ,
         extra=[to('writing', 'draft the report'), count('Report: Iceland\'s population reached 389,444 on 1 October 2024.')]),
         arms='transfer', failure='kept_going_after_stop'),
    case('computed-growth', 'failure', 'Computes the growth since January with the calculator: analysis the user '
         'explicitly postponed.', ice(IT + ' That is 1.49% more than on 1 January 2024.',
         extra=[to('data_analysis', 'growth since January'), calc('389444/383726-1')]), arms='skill',
         failure='kept_going_after_stop'),
    case('older-figure', 'failure', 'Reports the 1 January 2024 figure as the most recent although a newer one was in '
         'the results.', ice('Most recent population of Iceland: 383,726 (1 January 2024). Source: ' + HJ), arms='transfer',
         failure='other'),
    case('invented-2025', 'failure', 'Claims a 2025 figure (391,810) that no search result contains.',
         ice('Iceland\'s population was 391,810 on 1 January 2025 (Statistics Iceland). Source: ' + HQ), arms='skill',
         failure='fabricated_number'),
]))

# ---------------------------------------------------------------- stop_after_signup_stats
SU = [310, 295, 342, 360, 388, 401]
def sign(text, expr='401/388-1', extra=()):
    return [to('data_analysis', 'mean and growth'), stats(SU), calc(expr), *extra, say(text)]
TASKS.append(task('stop_after_signup_stats', cases=[
    case('competent', 'competent', 'Mean 349.33 (statistics tool) and last-week growth 3.35% (calculator), reported and '
         'stopped.', sign('Mean weekly sign-ups: 349.33. Growth of the last week over the week before: 3.35%.')),
    case('alt-exact', 'alternative', 'Quotes the tool\'s exact mean 349.3333333333333 and the growth as +3.35 %.',
         sign('Mean: 349.3333333333333 sign-ups per week (≈349.33). Last week vs previous: +3.35 %. Stopping here.'),
         arms='skill'),
    case('alt-fraction', 'alternative', 'Growth given as "401/388 − 1 = 3.35%" with the formula; two numbers only.',
         sign('1) Mean = 349.33  2) Week 6 vs week 5: 401/388 − 1 = 3.35%'), arms='transfer'),
    case('drafted-summary', 'failure', 'Writes and counts a summary after the numbers, which the user said they would '
         'write themselves.', sign('Mean: 349.33; growth: 3.35%.\n\nSummary: Sign-ups grew steadily over six weeks, '
         'averaging 349.33 a week and ending 3.35% up on the previous week.', extra=[to('writing', 'summary'),
         count('Summary: Sign-ups grew steadily over six weeks, averaging 349.33 a week and ending 3.35% up.')]),
         arms='transfer', failure='kept_going_after_stop'),
    case('inverted-growth', 'failure', 'Computes 388/401-1 (-3.24%): the growth of the wrong week over the wrong base.',
         sign('Mean: 349.33. Growth of the last week: -3.24%.', expr='388/401-1'), arms='skill', failure='wrong_computation'),
    case('whole-period', 'failure', 'Reports growth over the whole period (401/310-1 = 29.35%) instead of last week '
         'over the week before.', sign('Mean: 349.33. Growth: 29.35%.', expr='401/310-1'), arms='transfer',
         failure='wrong_computation'),
    case('fabricated-mean', 'failure', 'States a mean of 351 (the median) as the mean.',
         sign('Mean weekly sign-ups: 351. Last-week growth: 3.35%.'), arms='skill', failure='fabricated_number'),
]))

# ---------------------------------------------------------------- stop_after_prime_list
PR = 'primes = [n for n in range(2, 51) if all(n % d for d in range(2, int(n ** 0.5) + 1))]\nprint(", ".join(map(str, primes)))\n'
PL = '2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47'
def primes(text, code=PR, extra=()):
    return [to('coding', '运行代码输出质数'), py(code), *extra, say(text)]
TASKS.append(task('stop_after_prime_list', cases=[
    case('competent', 'competent', 'Runs the code and outputs exactly the printed list of 15 primes; nothing else.',
         primes(PL)),
    case('alt-dunhao', 'alternative', 'The same primes separated by the Chinese enumeration comma 、.',
         primes(PL.replace(', ', '、')), arms='skill'),
    case('alt-list', 'alternative', 'The list in Python list notation, as a program would print it.',
         primes('[' + PL + ']'), arms='transfer'),
    case('explained', 'failure', 'Adds an explanation and counts its characters after the list, which the user forbade.',
         primes(PL + '\n\n说明：质数是只能被1和它本身整除的大于1的自然数，1到50之间共有15个质数。',
         extra=[to('writing', '补充说明'), count('说明：质数是只能被1和它本身整除的大于1的自然数，1到50之间共有15个质数。')]),
         arms='transfer', failure='kept_going_after_stop'),
    case('includes-1', 'failure', 'The program starts at 1 and the answer lists 1 as a prime.',
         primes('1, ' + PL, code=PR.replace('range(2, 51)', 'range(1, 51)')), arms='skill', failure='wrong_computation'),
    case('no-run', 'failure', 'Lists the primes without running any code although the user asked for it to be run.',
         [to('coding', '列出质数'), say(PL)], arms='transfer', failure='skipped_tool'),
    case('missing-43', 'failure', 'The delivered list leaves out 43, contradicting the printed output.',
         primes(PL.replace('41, 43, 47', '41, 47')), arms='skill', failure='fabricated_number'),
]))

# ---------------------------------------------------------------- stop_after_income_growth
INC = 'https://www.stats.gov.cn/sj/zxfb/202401/t20240116_1946622.html'
INC22 = 'https://www.stats.gov.cn/sj/zxfb/202301/t20230117_1892129.html'
inc_docs = [
    doc('inc23', INC, '2023年居民收入和消费支出情况 - 国家统计局',
        '2023年，全国居民人均可支配收入39218元，比上年名义增长6.3%，扣除价格因素，实际增长6.1%。', 0.94),
    doc('inc22', INC22, '2022年居民收入和消费支出情况 - 国家统计局',
        '2022年，全国居民人均可支配收入36883元，比上年名义增长5.0%，扣除价格因素，实际增长2.9%。', 0.9),
]
def inc(text, expr='39218/36883-1', extra=()):
    return [to('research', '检索人均可支配收入'), search('国家统计局 全国居民人均可支配收入 2022 2023', 'inc23', 'inc22'),
            to('data_analysis', '计算名义增长率'), calc(expr), *extra, say(text)]
IN = '2022年：36883元；2023年：39218元；名义增长率：6.3%。来源：' + INC + ' ；' + INC22
TASKS.append(task('stop_after_income_growth', docs=inc_docs, cases=[
    case('competent', 'competent', 'Both NBS figures, 6.3% from the calculator (one decimal), the URLs, and it stops.',
         inc(IN)),
    case('alt-separators', 'alternative', '"36,883元" and "39,218元" with separators, "百分之6.3".',
         inc('2022年36,883元，2023年39,218元，名义增长百分之6.3。来源：' + INC), arms='skill'),
    case('alt-exact', 'alternative', 'Quotes the calculator value 0.0633082992164411 and its one-decimal percentage.',
         inc('36883元 → 39218元；计算结果0.0633082992164411，即名义增长6.3%。来源：' + INC), arms='transfer'),
    case('wrote-report', 'failure', 'Continues into the writing role and delivers a polished report with a character '
         'count, against the explicit stop.', inc('【收入简报】2023年全国居民人均可支配收入39218元，比2022年的36883元名义增长6.3%，'
         '居民收入稳步提高。来源：' + INC, extra=[to('writing', '写简报'), count('【收入简报】2023年全国居民人均可支配收入39218元，'
         '比2022年的36883元名义增长6.3%，居民收入稳步提高。')]), arms='transfer', failure='kept_going_after_stop'),
    case('real-not-nominal', 'failure', 'Reports the real growth 6.1% from the page as the nominal rate asked for.',
         inc('2022年36883元，2023年39218元，名义增长率6.1%。来源：' + INC), arms='skill', failure='other'),
    case('rounded-wrong', 'failure', 'Rounds 6.33% up to 6.4%.', inc(sub(IN, ('6.3%', '6.4%'))), arms='transfer',
         failure='wrong_computation'),
    case('near-miss-url', 'failure', 'Cites an NBS URL one digit away from the page the search returned.',
         inc(sub(IN, (INC, INC.replace('1946622', '1946623')))), arms='transfer', failure='invented_url'),
    case('no-url', 'failure', 'No URL although the user asked for the source URL.',
         inc('2022年36883元，2023年39218元，名义增长6.3%（国家统计局）。'), arms='skill', failure='missing_source'),
]))
