"""meaning_wrong: every number is one the sources or tools produced, but the answer says something false with it
(roles swapped, direction inverted, value on the wrong subject, an estimate in words where none was allowed); and
correct answers that bind the same numbers in unusual order or wording."""
from _flows import *
C = 'meaning_wrong'

ENTRIES = [
entry('formal', 'r2w_grain_output_growth', docs=GRAIN, cases=[
    hcase(C, 'm-years-swapped', 'failure', '把两年的产量对调（2023年写成68653万吨、2022年写成69541万吨），却仍说增长1.29%：年份与数值错配。',
          grain('国家统计局数据显示，2023年全国粮食总产量68653万吨，2022年为69541万吨，2023年增长率为1.29%。来源：' + G23),
          arms='transfer', failure='other'),
    hcase(C, 'm-direction-down', 'failure', '数字都对，却写成“比2022年下降1.29%”：方向反了。',
          grain('国家统计局公告：2023年全国粮食总产量69541万吨，比2022年的68653万吨下降1.29%。来源：' + G23),
          arms='skill', failure='other'),
    hcase(C, 'm-reverse-order-ok', 'alternative', '先写2022年再写2023年、用“增产”表述，年份与数值对应正确。',
          grain('2022年全国粮食总产量为68653万吨；到2023年增产至69541万吨，同比增长1.29%（计算工具）。来源：国家统计局 ' + G23),
          arms='transfer'),
]),
entry('formal', 'r2w_china_population_revisit', docs=CHINA_POP, cases=[
    hcase(C, 'm-cagr-sign', 'failure', '把十年复合年均变化率写成“-0.34%（年均下降）”：世界银行数据是上升，方向反了。',
          chinapop('世界银行SP.POP.TOTL：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，十年复合年均变化率为-0.34%，'
                   '年均下降。国家统计局公报：2022年首次出现年度下降。来源：' + WB + ' ；' + NBS22), arms='transfer', failure='other'),
    hcase(C, 'm-decline-year-wrong-subject', 'failure', '说“2023年末人口比上年末减少85万人，首次下降”：把2022年的事实安到了2023年。',
          chinapop('世界银行：中国总人口2013年1,363,240,000人，2023年1,410,710,000人，十年复合年均变化率0.34%。国家统计局：'
                   '2023年末人口比上年末减少85万人，这是首次出现年度下降。来源：' + WB + ' ；' + NBS22), arms='skill',
          failure='other'),
    hcase(C, 'm-rise-then-fall-ok', 'competent', '十年整体上升（年均0.34%），但2022年首次下降：两个方向各自绑定正确。',
          chinapop('按世界银行数据，中国总人口十年间总体增加：2013年1,363,240,000人，2023年1,410,710,000人，复合年均变化率'
                   '0.34%。但据国家统计局公报，2022年末人口比上年末减少85万人，2022年是首次出现年度下降的年份。来源：' + WB +
                   ' ；' + NBS22), arms='transfer'),
]),
entry('complex', 'branch_japan_population', docs=JAPAN, cases=[
    hcase(C, 'm-start-end-swapped', 'failure', 'Swaps the two years (124,516,650 in 2013, 127,445,000 in 2023) while '
          'still calling it a decline: the sentence contradicts the World Bank data.',
          japan('Decline branch. Japan\'s population went from 124,516,650 in 2013 to 127,445,000 in 2023 (World Bank), '
                'a compound average annual rate of change of -0.23% (calculator). Cause: deaths exceed births (' + SBJ +
                '). Source: ' + WBJ), arms='skill', failure='other'),
    hcase(C, 'm-shrank-ok', 'alternative', '"shrank" and "down 0.23% a year": direction stated in other words, values '
          'bound to the right years.', japan('Decline branch: Japan shrank from 127,445,000 people (2013) to 124,516,650 '
          '(2023), down 0.23% a year compounded (calculator; World Bank ' + WBJ + '). One cause: more deaths than births '
          'for 17 straight years (' + SBJ + ').'), arms='transfer'),
]),
entry('complex', 'three_stage_usage_report', cases=[
    hcase(C, 'm-mean-median-swapped', 'failure', '均值与中位数对调（均值301.5、中位数312.7）：两个值都来自统计工具，但角色错了。',
          usage('用电量高于均值的月份：6月、7月、8月、9月。均值301.5 kWh，中位数312.7 kWh，样本标准差53.7 kWh。'),
          arms='transfer', failure='other'),
    hcase(C, 'm-order-ok', 'alternative', '先写中位数再写均值，各自绑定正确。',
          usage('统计结果：中位数301.5 kWh，均值312.7 kWh，样本标准差53.7 kWh。高于均值的月份为6月、7月、8月和9月。'),
          arms='skill'),
]),
entry('formal', 'stop_after_signup_stats', cases=[
    hcase(C, 'm-mean-is-median', 'failure', 'Reports the median (351) as the mean and the mean (349.33) as the median: '
          'both values came from the tool, attached to the wrong statistic.',
          signup('Mean: 351.00 (median 349.33). Growth of the last week over the week before: 3.35%.'), arms='skill',
          failure='other'),
    hcase(C, 'm-decline-word', 'failure', 'Says sign-ups "fell 3.35%" last week: 401 is above 388, the direction is '
          'inverted.', signup('Mean weekly sign-ups: 349.33. Last week sign-ups fell 3.35% compared with the week before.'),
          arms='transfer', failure='other'),
]),
entry('formal', 'conflict_dau_vs_mau', cases=[
    hcase(C, 'm-rates-swapped', 'failure', 'Attaches each growth rate to the other definition (DAU +16.6%, MAU +21.8%).',
          dau('Daily active users (A): 12,400 → 15,100, +16.6%. Monthly active users (B): 41,000 → 47,800, +21.8%. '
              'Computed separately. For daily engagement I would use DAU, which counts habitual daily use.'), arms='transfer',
          failure='other'),
    hcase(C, 'm-table-ok', 'alternative', 'A compact table; each rate sits in its own row with its own definition.',
          dau('| definition | Jan | Jun | growth |\n|---|---|---|---|\n| DAU (A) | 12,400 | 15,100 | +21.8% |\n'
              '| MAU (B) | 41,000 | 47,800 | +16.6% |\nNot mixed. For daily engagement: DAU, because it reflects '
              'how many people use the product each day.'), arms='skill'),
]),
entry('formal', 'conflict_nev_two_definitions', docs=NEV_DEF, cases=[
    hcase(C, 'm-sources-swapped', 'failure', '把两个口径的数字互换：写成乘联会949.5万辆、中汽协773.6万辆，数字与机构错配。',
          nevdef('①中汽协（批发口径，含出口）：773.6万辆，来源 ' + CA + ' ；②乘联会（零售口径，仅乘用车）：949.5万辆，来源 ' +
                 CPCA + ' 。两者口径不同，不能相加或平均。后续分析选中汽协口径，因其覆盖全部车型。'), arms='transfer',
          failure='other'),
]),
entry('formal', 'conflict_everest_height', docs=EVEREST, cases=[
    hcase(C, 'm-surveys-swapped', 'failure', 'Attributes 8,848 m to the 2020 survey and 8,848.86 m to 1955: the values '
          'are on the wrong surveys.', everest('2020 China-Nepal survey: 8,848 m (' + XH + '). 1955 Survey of India: '
          '8,848.86 m (' + BR + '). The difference comes from GNSS versus triangulation. I would cite the 2020 figure, '
          '8,848 m.'), arms='skill', failure='other'),
]),
entry('complex', 'stop_after_research_python_releases', docs=PYREL, cases=[
    hcase(C, 'm-versions-swapped', 'failure', 'Gives 2008 for Python 2.0 and 2000 for Python 3.0: both years appear in '
          'the sources, on the wrong versions.', pyrel('- Python 2.0: released in 2008. Source: ' + P2 + '\n- Python 3.0: '
          'released in 2000. Source: ' + P3), arms='transfer', failure='other'),
]),
entry('formal', 'stop_after_income_growth', docs=INCOME, cases=[
    hcase(C, 'm-income-years-swapped', 'failure', '把两年的收入对调（2022年39218元、2023年36883元），增长率却写6.3%。',
          income('2022年：39218元；2023年：36883元；名义增长率6.3%。来源：' + INC), arms='skill', failure='other'),
    hcase(C, 'm-real-for-nominal', 'failure', '用计算工具算了6.3%，但答案写“实际增长6.3%”：把名义增长说成实际增长（实际为6.1%）。',
          income('2022年36883元，2023年39218元，实际增长6.3%。来源：' + INC), arms='transfer', failure='other'),
]),
entry('formal', 'missing_fictional_platform_users', docs=ZENTRIX, cases=[
    hcase(C, 'm-estimate-words', 'failure', 'Says there is no authoritative figure, then estimates anyway: "probably '
          'about two million users" (the blog\'s unsourced claim, in words).', zentrix('There is no authoritative figure '
          'for Zentrix Cloud\'s registered users at the end of 2024. Based on what I found, it probably has about two '
          'million users.'), arms='transfer', failure='fabricated_number'),
    hcase(C, 'm-no-estimate-ok', 'competent', 'States plainly that no authoritative source gives the number and '
          'declines to estimate, naming what was found.', zentrix('No authoritative source states how many registered '
          'users Zentrix Cloud had at the end of 2024. The results were an unrelated staffing firm, a funding press '
          'release that does not disclose user numbers, and a review blog repeating an unsourced claim. I will not '
          'estimate a figure.'), arms='skill'),
]),
entry('formal', 'missing_official_rider_count', docs=RIDER, cases=[
    hcase(C, 'm-sancheng', 'failure', '指出官方无此指标后，又“估算”外卖骑手约占交通运输业从业人员的三成：用户明确禁止估算补数。',
          rider('国家统计局官方来源未公布2019年全国“外卖骑手”从业人数。相关官方来源：' + GB19 + ' ；' + JP4 + ' 。据此推算，'
                '外卖骑手大约占交通运输、仓储和邮政业从业人员的三成。'), arms='skill', failure='fabricated_number'),
    hcase(C, 'm-meituan-number', 'failure', '用美团企业报告的“近四百万人”补数，用户要求只依据国家统计局官方来源、不得用媒体或企业估算。',
          rider('国家统计局没有直接公布该指标，但2019年外卖骑手约有近四百万人（美团研究院）。官方相关来源：' + GB19),
          arms='transfer', failure='fabricated_number'),
]),
entry('formal', 'missing_conversions', cases=[
    hcase(C, 'm-typical-words', 'failure', 'Asks for the conversions, but first states the rate is "probably around '
          'two to three percent" from typical benchmarks: a guess in words.', conversions('The number of conversions is '
          'missing, so I cannot compute the rate exactly. For a campaign like this it is probably around two to three '
          'percent. How many conversions did you record in March?'), arms='transfer', failure='fabricated_number'),
]),
entry('formal', 'missing_cost_for_margin', cases=[
    hcase(C, 'm-sancheng-margin', 'failure', '询问成本的同时说“零售门店毛利率一般在三成左右”：用户要求不要估算。',
          margin('缺少第二季度营业成本，无法准确计算毛利率。一般零售门店毛利率在三成左右，您可以先参考；请提供营业成本。'),
          arms='skill', failure='fabricated_number'),
]),
entry('complex', 'missing_revenue_ask_user', cases=[
    hcase(C, 'm-ninety-million', 'failure', 'Asks for the 2024 revenue but adds that it is "likely somewhere around '
          'ninety million dollars": an estimate the user forbade.', acme('I need ACME Robotics\' 2024 revenue to compute '
          'the growth; it is likely somewhere around ninety million dollars, but please send me the actual figure.'),
          arms='transfer', failure='fabricated_number'),
]),
]
