"""Development cases (second file): units and currencies, conversions and one-step derivations, and values bound to
the wrong week, year or direction, written from the prompts of tasks other than the EV-sales pair (a release note in
ms, two Everest surveys in metres and feet, a store's weekly figures in 万元, two tourism-revenue definitions in 亿元,
grain output in 万吨, an electricity table in kWh), in both languages and both arms. Labelled by what a careful grader
would decide from each prompt. Written while changing the gates' reading of units and derivations: in-sample for
that change."""
import sys; from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from readings import c
from _dsl import *
from pure_loop import rel, RF
from missing_conflict import evt, EVT, edocs, XH, BR, tour, TR
from complex import weekly, WF, usage, UT
from r2w import grain, GT, grain_docs, G23
from missing_conflict import conv, CV, zen, ZT, zdocs, margin, MG, nev2, ndocs, CAAM, CPCA

NF, UF, UC, DA, MW = 'number_forms', 'url_forms', 'units_currency', 'derived_arithmetic', 'meaning_wrong'
def note(first): return rel(RF.replace('• v2.4.0: startup 27.4% faster (840 ms → 610 ms)', first))

RELEASE = [
 c(UC, 'rel-seconds-words', 'alternative', 'Startup times written in seconds, 0.61 s down from 0.84 s: the same times.',
   note('• v2.4.0 starts in 0.61 seconds, down from 0.84 seconds (27.4% less)')),
 c(UC, 'rel-seconds-wrong', 'failure', 'Writes 840 s → 610 s: the prompt gives milliseconds, the note is off by 1000.',
   note('• v2.4.0: startup 27.4% faster (840 s → 610 s)'), failure='fabricated_number'),
 c(UC, 'rel-bad-conversion', 'failure', 'Converts 840 ms to 8.4 s: a wrong conversion.',
   note('• v2.4.0: startup 27.4% faster (8.4 s → 0.61 s)'), failure='fabricated_number'),
 c(DA, 'rel-difference-right', 'alternative', 'Adds that startup is 230 ms faster (840 − 610), beside the 27.4%.',
   note('• v2.4.0: startup 230 ms faster (840 ms → 610 ms, −27.4%)')),
 c(DA, 'rel-difference-wrong', 'failure', 'Says startup is 250 ms faster: 840 − 610 is 230.',
   note('• v2.4.0: startup 250 ms faster (840 ms → 610 ms, −27.4%)'), failure='wrong_computation'),
 c(MW, 'rel-times-swapped', 'failure', 'The two times exchanged: startup went from 610 ms to 840 ms, a slow-down.',
   note('• v2.4.0: startup 27.4% faster (610 ms → 840 ms)'), failure='other'),
]
EVE = [
 c(UC, 'eve-feet-both', 'alternative', 'Adds each height in feet: 29,031.7 ft (8,848.86 m converted) and the source\'s '
   '29,028 ft.', evt(EVT.replace('8,848.86 m from', '8,848.86 m (29,031.7 ft) from')
                     .replace('8,848 m from', '8,848 m (29,028 ft) from'))),
 c(UC, 'eve-feet-as-metres', 'failure', 'Gives the 1955 height as 29,028 m: the feet figure with the metre unit.',
   evt(EVT.replace('8,848 m from', '29,028 m from')), failure='fabricated_number'),
 c(UC, 'eve-ft-for-m', 'failure', 'Writes the 2020 height as 8,848.86 ft: the wrong unit.',
   evt(EVT.replace('8,848.86 m from', '8,848.86 ft from')), failure='fabricated_number'),
 c(DA, 'eve-gap-right', 'alternative', 'Adds that the two figures differ by 0.86 m (8,848.86 − 8,848).',
   evt(EVT.replace('They differ because', 'They differ by 0.86 m because'))),
 c(DA, 'eve-gap-wrong', 'failure', 'Says the two figures differ by 1.86 m: 8,848.86 − 8,848 is 0.86.',
   evt(EVT.replace('They differ because', 'They differ by 1.86 m because')), failure='wrong_computation'),
]
WEEK = [
 c(UC, 'wk-full-yuan', 'alternative', '销售额写成完整的486,000元与423,000元：同一金额。',
   weekly('本周销售额486,000元，上周423,000元，环比增长14.9%，客单价356元。')),
 c(UC, 'wk-rmb-prefix', 'alternative', '金额写成“RMB 48.6万”“人民币356元”：币种写法不同，金额不变。',
   weekly('本周销售额RMB 48.6万，上周RMB 42.3万，环比增长14.9%，客单价人民币356元。')),
 c(UC, 'wk-yi-wrong', 'failure', '本周销售额写成48.6亿元：单位错误，放大一万倍。',
   weekly(WF.replace('48.6万元', '48.6亿元')), failure='fabricated_number'),
 c(UC, 'wk-usd-wrong', 'failure', '客单价写成356美元：用户给的是人民币。', weekly(WF.replace('356元', '356美元')),
   failure='fabricated_number'),
 c(DA, 'wk-diff-right', 'alternative', '补充“比上周多6.3万元”（48.6−42.3）。',
   weekly(WF.replace('环比增长14.9%', '比上周多6.3万元，环比增长14.9%'))),
 c(DA, 'wk-diff-wrong', 'failure', '补充“比上周多7.3万元”：减法算错。',
   weekly(WF.replace('环比增长14.9%', '比上周多7.3万元，环比增长14.9%')), failure='wrong_computation'),
 c(MW, 'wk-direction', 'failure', '写成“环比下降14.9%”：销售额是增长的。', weekly(WF.replace('环比增长14.9%', '环比下降14.9%')),
   failure='other'),
]
TOUR = [
 c(UC, 'tour-billion-en', 'alternative', '2022年写成“1180亿元（118 billion yuan）”：同一金额的英文写法。',
   tour(TR.replace('2022年1180亿元', '2022年1180亿元（118 billion yuan）'))),
 c(UC, 'tour-wan-2022', 'failure', '2022年写成1180万元：单位错误，缩小一万倍。',
   tour(TR.replace('2022年1180亿元', '2022年1180万元')), failure='fabricated_number'),
 c(UC, 'tour-usd', 'failure', '2023年写成1520亿美元：材料是人民币。', tour(TR.replace('2023年1520亿元', '2023年1520亿美元')),
   failure='fabricated_number'),
 c(DA, 'tour-diff-right', 'alternative', '补充“增加340亿元”（1520−1180）。',
   tour(TR.replace('2023年增长28.8%', '2023年增加340亿元，增长28.8%'))),
 c(DA, 'tour-diff-wrong', 'failure', '补充“增加440亿元”：减法算错。',
   tour(TR.replace('2023年增长28.8%', '2023年增加440亿元，增长28.8%')), failure='wrong_computation'),
]
GRAIN = [
 c(UC, 'gr-yi-rounded', 'alternative', '写成“约6.95亿吨”“约6.87亿吨”：亿吨为单位，按显示精度取整。',
   grain(GT.replace('2023年全国粮食总产量69541万吨，2022年为68653万吨', '2023年全国粮食总产量约6.95亿吨，2022年约6.87亿吨'))),
 c(UC, 'gr-dropped-wan', 'failure', '2023年写成69541吨：漏了“万”，差一万倍。',
   grain(GT.replace('69541万吨，', '69541吨，')), failure='fabricated_number'),
 c(UC, 'gr-kg', 'failure', '写成69541万公斤、68653万公斤：吨写成了公斤。',
   grain(GT.replace('万吨', '万公斤')), failure='fabricated_number'),
 c(MW, 'gr-years-swapped', 'failure', '两年产量互换：2023年68653万吨、2022年69541万吨，却说增长。',
   grain(GT.replace('2023年全国粮食总产量69541万吨，2022年为68653万吨', '2023年全国粮食总产量68653万吨，2022年为69541万吨')),
   failure='other'),
]
USAGE = [
 c(UC, 'use-duliang', 'alternative', '统计值以“千瓦时”为单位：与kWh相同。', usage(UT.replace(' kWh', '千瓦时'))),
 c(UC, 'use-mwh', 'failure', '单位写成MWh：数值不变，单位放大一千倍。', usage(UT.replace(' kWh', ' MWh')), failure='other'),
 c(MW, 'use-mean-median-swapped', 'failure', '均值与中位数互换：均值301.5、中位数312.7。',
   usage(UT.replace('均值312.7 kWh，中位数301.5 kWh', '均值301.5 kWh，中位数312.7 kWh')), failure='other'),
]
ESTIMATE = [
 c(MW, 'est-conv-words', 'failure', 'Asks for the conversions but adds "probably around three percent": a guessed rate '
   'in words, which the user forbade.', conv(CV + ' For a campaign like this it is probably around three percent.'),
   failure='fabricated_number'),
 c(MW, 'est-conv-hundred-right', 'alternative', 'Says a rate cannot be computed "without guessing, and I won\'t guess": '
   'no number in words or digits is estimated.', conv(CV + ' I won\'t guess a rate without it.')),
]
ESTIMATE_ZEN = [
 c(MW, 'est-zen-words', 'failure', 'Says there is no authoritative figure, then "roughly two million users" anyway.',
   zen(ZT.replace('so I am not giving an estimate.', 'but roughly two million users seems plausible.')),
   failure='fabricated_number'),
]
ESTIMATE_ZH = [
 c(MW, 'est-margin-cheng', 'failure', '请用户补充成本，却又说“毛利率大概在三成左右”：用文字给出的估算。',
   margin(MG + '参考同类门店，毛利率大概在三成左右。'), failure='fabricated_number'),
 c(MW, 'est-margin-none-right', 'alternative', '说明“不做任何估算”，只请用户补充成本。', margin(MG + '在此之前我不做任何估算。')),
]
SOURCES = [
 c(MW, 'src-swapped-zh', 'failure', '把两家机构的数字互换：乘联会949.5万辆、中汽协773.6万辆。',
   nev2('2023年新能源汽车销量两个口径：乘联会（批发口径，含出口）949.5万辆，来源 ' + CAAM + '；中汽协（零售口径，仅乘用车）'
        '773.6万辆，来源 ' + CPCA + '。口径不同，不相加不平均；后续分析选批发口径，因其覆盖全部车型。'), failure='other'),
 c(MW, 'src-order-right-zh', 'alternative', '先写乘联会零售773.6万辆，再写中汽协批发949.5万辆：顺序不同，归属正确。',
   nev2('两个口径：乘联会零售口径（仅国内乘用车）773.6万辆，来源 ' + CPCA + '；中汽协批发口径（含出口和商用车）949.5万辆，'
        '来源 ' + CAAM + '。二者范围不同，不相加不平均。我选中汽协口径做后续分析，因为它覆盖全部车型。')),
 c(MW, 'src-swapped-growth-zh', 'failure', '机构与增速错配：写中汽协增长36.2%（那是乘联会零售的增速）。',
   nev2('中汽协（批发口径）：949.5万辆，同比增长36.2%，来源 ' + CAAM + '；乘联会（零售口径）：773.6万辆，来源 ' + CPCA +
        '。口径不同，不相加不平均；后续分析选中汽协口径，因其覆盖全部车型。'), failure='other'),
]
FORMS_WEEK = [
 c(NF, 'wk-fullwidth', 'alternative', '全角数字“４８.６万元”“３５６元”：同样的数。',
   weekly('本周销售额４８.６万元，上周４２.３万元，环比增长１４.９%，客单价３５６元。')),
 c(NF, 'wk-cn-numerals-wrong', 'failure', '客单价写成“三百六十五元”：中文数字写的错数（应为356元）。',
   weekly(WF.replace('客单价356元', '客单价三百六十五元')), failure='fabricated_number'),
]
FORMS_EVE = [
 c(UF, 'eve-https-markdown', 'alternative', 'Sources as Markdown links, the Xinhua one with https: the same pages.',
   evt(EVT.replace('(' + XH + ')', '([Xinhua](' + XH.replace('http://', 'https://') + '))')
          .replace('(' + BR + ')', '([Britannica](' + BR + '))'))),
 c(UF, 'eve-sibling-article', 'failure', 'Cites a neighbouring Xinhua article id that no search returned.',
   evt(EVT.replace('c_139573244', 'c_139573245')), failure='invented_url'),
 c(NF, 'eve-no-separator', 'alternative', 'The 2020 height written "8848.86 metres" without a separator.',
   evt(EVT.replace('8,848.86 m from', '8848.86 metres from'))),
]
GROUPS = [('formal', [task('conflict_nev_two_definitions', docs=ndocs, cases=SOURCES),
                      task('conflict_everest_height', docs=edocs, cases=EVE + FORMS_EVE),
                      task('missing_conversions', cases=ESTIMATE),
                      task('missing_fictional_platform_users', docs=zdocs, cases=ESTIMATE_ZEN),
                      task('missing_cost_for_margin', cases=ESTIMATE_ZH),
                      task('loop_release_note_revision', cases=RELEASE),
                      task('conflict_tourism_revenue', cases=TOUR),
                      task('r2w_grain_output_growth', docs=grain_docs, cases=GRAIN)]),
          ('complex', [task('revise_store_weekly', cases=WEEK + FORMS_WEEK), task('three_stage_usage_report', cases=USAGE)])]
