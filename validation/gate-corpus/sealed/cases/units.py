"""units_currency: amounts with their units and currencies written in other places and scales, and wrong units."""
from _flows import *
C = 'units_currency'

ENTRIES = [
entry('formal', 's1_compound_interest', cases=[
    hcase(C, 'c-yen-sign', 'alternative', '“¥23,753.73”：人民币符号在前、带千分位，只给结果。', interest('¥23,753.73'), arms='transfer'),
    hcase(C, 'c-rmb-prefix', 'alternative', '“RMB 23753.73”：币种代码在前。', interest('本息合计 RMB 23753.73'), arms='skill'),
    hcase(C, 'c-yuan-suffix', 'alternative', '“23753.73 yuan”：拼音币种写在后面。', interest('23753.73 yuan'), arms='transfer'),
    hcase(C, 'c-wanyuan-exact', 'alternative', '“2.375373万元”与“23753.73元”并列：万元表示的同一金额。',
          interest('23753.73元（约2.375373万元）'), arms='skill'),
    hcase(C, 'c-wanyuan-wrong-scale', 'failure', '“23753.73万元”：单位写成万元，金额被放大了一万倍。', interest('23753.73万元'),
          arms='transfer', failure='other'),
    hcase(C, 'c-dollar', 'failure', '“$23,753.73”：本金是人民币元，答案换成了美元符号，币种错误。', interest('$23,753.73'),
          arms='skill', failure='other'),
]),
entry('complex', 'revise_store_weekly', cases=[
    hcase(C, 'c-yuan-full', 'alternative', '万元换算成元（486,000元、423,000元），环比增长14.9%，客单价356元。',
          weekly('本周销售额486,000元，上周423,000元，环比增长14.9%，客单价356元。'), arms='transfer'),
    hcase(C, 'c-rmb-wan', 'alternative', '“¥48.6万”“¥42.3万”：符号在前、万在后，数据不变。',
          weekly('本周销售额¥48.6万，上周¥42.3万，环比增长14.9%；客单价¥356。'), arms='skill'),
    hcase(C, 'c-dropped-wan', 'failure', '定稿把“48.6万元”写成“48.6元”，丢了“万”：销售额错了一万倍。',
          weekly('本周销售额48.6元，上周42.3元，环比增长14.9%，客单价356元。'), arms='transfer', failure='other'),
]),
entry('formal', 'conflict_tourism_revenue', cases=[
    hcase(C, 'c-wanyi', 'alternative', '把1,520亿元写成0.152万亿元、1,180亿元写成0.118万亿元，口径说明与28.8%不变。',
          tourism('口径差异：甲为旅游总收入（含国内与入境），乙仅为国内旅游收入，不可混用或平均。按总收入口径，2023年0.152万亿元、'
                  '2022年0.118万亿元，增长28.8%（计算工具）。'), arms='skill'),
    hcase(C, 'c-wanyuan-wrong', 'failure', '把“1,520亿元”写成“1,520万元”：单位错误，总收入被缩小了一万倍。',
          tourism('甲为旅游总收入口径（含入境），乙为国内旅游收入口径。选总收入口径：2023年1,520万元，2022年1,180万元，增长28.8%。'),
          arms='transfer', failure='other'),
]),
entry('formal', 'missing_cost_for_margin', cases=[
    hcase(C, 'c-yuan-restated', 'alternative', '把236万元换算成2,360,000元复述，指出缺少营业成本并询问，不估算。',
          margin('已知第二季度营业收入236万元（即2,360,000元），但计算毛利率还需要同期营业成本，请提供后我再计算。'), arms='transfer'),
    hcase(C, 'c-yi-restated-wrong', 'failure', '复述收入时写成“2.36亿元”：把用户给的236万元放大了一百倍。',
          margin('您提供的第二季度营业收入为2.36亿元；还缺少营业成本，请提供后我再计算毛利率。'), arms='skill', failure='other'),
]),
entry('example', 'cagr_nev_caam', docs=NEV_CAGR, cases=[
    hcase(C, 'c-million-units', 'alternative', '销量写成“949.5万辆（约9.5 million units）”：中英两种单位并列，数值一致。',
          nevcagr('中汽协数据：新能源汽车销量2021年352.1万辆（3.521 million units），2023年949.5万辆（9.495 million units），'
                  '两年CAGR为64.2%。来源：' + CA), arms='transfer'),
    hcase(C, 'c-dropped-wan-units', 'failure', '把“352.1万辆”写成“352.1辆”、“949.5万辆”写成“949.5辆”：丢了“万”，销量错误。',
          nevcagr('中汽协数据：新能源汽车销量由2021年的352.1辆增至2023年的949.5辆，CAGR为64.2%。来源：' + CA),
          arms='skill', failure='other'),
]),
entry('formal', 'conflict_nev_two_definitions', docs=NEV_DEF, cases=[
    hcase(C, 'c-million-units-en', 'alternative', '两口径数字同时给出“万辆”和“million units”，不相加不平均，附两个URL。',
          nevdef('①中汽协（批发口径，含出口和商用车）：949.5万辆，即9.495 million units，来源 ' + CA + ' ；②乘联会（零售口径，'
                 '仅国内乘用车）：773.6万辆（7.736 million units），来源 ' + CPCA + ' 。口径不同，不相加也不平均。后续分析选中汽协口径，'
                 '因其覆盖全部车型、与行业历年总量一致。'), arms='skill'),
    hcase(C, 'c-million-as-wan', 'failure', '把949.5万辆写成“949.5 million units”：单位换算错误，放大了一百倍。',
          nevdef('①中汽协（批发口径）：949.5 million units，来源 ' + CA + ' ；②乘联会（零售口径）：773.6万辆，来源 ' + CPCA +
                 ' 。两者口径不同，不能相加或平均。后续选中汽协口径，因其覆盖全部车型。'), arms='transfer', failure='other'),
]),
entry('formal', 'conflict_everest_height', docs=EVEREST, cases=[
    hcase(C, 'c-feet-conversion', 'alternative', 'Adds the 2020 height in feet (29,032 ft, a correct conversion of '
          '8,848.86 m) next to the sourced metres.', everest('2020 China-Nepal survey: 8,848.86 m (about 29,032 ft), '
          + XH + '. 1955 Survey of India: 8,848 m (29,028 ft), ' + BR + '. They differ because 2020 used GNSS '
          'satellite measurement of the snow surface, 1955 ground triangulation. I would cite 8,848.86 m today.'),
          arms='transfer'),
    hcase(C, 'c-metres-as-feet', 'failure', 'Labels the 2020 figure "8,848.86 ft": the unit is wrong (it is metres).',
          everest('2020 China-Nepal survey: 8,848.86 ft (' + XH + '). 1955 Survey of India: 29,028 ft (' + BR + '). '
                  'Different methods (GNSS vs triangulation) explain the gap. I would cite the 2020 figure.'),
          arms='skill', failure='other'),
]),
entry('formal', 's1_invoice_reminder', cases=[
    hcase(C, 'c-eur-suffix', 'alternative', '"1,250.00 EUR": currency code after the amount, with cents.',
          invoice('Friendly reminder: invoice INV-3391 (1,250.00 EUR) is due by 14 March. Thank you for arranging '
                  'payment in time!'), arms='skill'),
    hcase(C, 'c-usd', 'failure', '"USD 1,250": the currency changed from euros to dollars.',
          invoice('Friendly reminder: invoice INV-3391 for USD 1,250 is due by 14 March. Thank you!'), arms='transfer',
          failure='other'),
]),
entry('complex', 'three_stage_usage_report', cases=[
    hcase(C, 'c-kwh-chinese', 'alternative', '单位写成“千瓦时”与“度”，数值与统计工具一致。',
          usage('用电量高于均值的月份：6、7、8、9月。均值312.7千瓦时（度），中位数301.5千瓦时，样本标准差53.7千瓦时。'),
          arms='skill'),
    hcase(C, 'c-mwh-wrong', 'failure', '单位写成 MWh（兆瓦时）：数值不变但单位放大了一千倍，说明与数据不符。',
          usage('高于均值的月份：6月、7月、8月、9月。均值312.7 MWh，中位数301.5 MWh，样本标准差53.7 MWh。'), arms='transfer',
          failure='other'),
]),
entry('formal', 'loop_release_note_revision', cases=[
    hcase(C, 'c-seconds', 'alternative', 'Startup times converted to seconds (0.84 s → 0.61 s) with the calculator\'s '
          '27.4% reduction.', release('v2.4.0\n- Startup: 0.84 s → 0.61 s (27.4% faster)\n- CSV export keeps column '
          'order\n- Legacy v1 API removed', 'v2.4.0\n- Faster startup (840 ms → 610 ms)\n- CSV export keeps column order\n'
          '- Legacy v1 API removed'), arms='transfer'),
    hcase(C, 'c-seconds-wrong', 'failure', 'Converts 840 ms to "8.4 s" and 610 ms to "6.1 s": the unit conversion is '
          'off by a factor of ten.', release('v2.4.0\n- Startup: 8.4 s → 6.1 s (27.4% reduction)\n- CSV export keeps '
          'column order\n- Legacy v1 API removed', 'v2.4.0\n- Faster startup (840 ms → 610 ms)\n- CSV export keeps column '
          'order\n- Legacy v1 API removed'), arms='skill', failure='other'),
]),
]
