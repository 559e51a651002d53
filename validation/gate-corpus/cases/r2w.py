"""Stratum research_to_analysis_to_writing (tasks/formal.json)."""
from _dsl import *
PREFIX = 'formal'

# ---------------------------------------------------------------- r2w_grain_output_growth
G23 = 'https://www.stats.gov.cn/sj/zxfb/202312/t20231211_1945417.html'
G22 = 'https://www.stats.gov.cn/sj/zxfb/202212/t20221212_1891131.html'
grain_docs = [
    doc('nbs23', G23, '国家统计局关于2023年粮食产量数据的公告',
        '根据对全国31个省（区、市）的抽样调查和农业生产经营单位的全面统计，2023年全国粮食总产量69541万吨'
        '（13908.2亿斤），比2022年增加888万吨（17.8亿斤），增长1.3%。其中谷物产量64143万吨。', 0.93),
    doc('nbs22', G22, '国家统计局关于2022年粮食产量数据的公告',
        '2022年全国粮食总产量68653万吨（13730.6亿斤），比2021年增加368万吨（7.4亿斤），增长0.5%。', 0.88),
    doc('news', 'https://www.news.cn/politics/2023-12/11/c_1130020419.htm', '2023年全国粮食总产量再创历史新高',
        '国家统计局11日发布数据，2023年全国粮食总产量13908.2亿斤，比上年增长1.3%，连续9年稳定在1.3万亿斤以上。', 0.71),
]
def grain(text, expr='69541/68653-1', research=None, analysis=True):
    research = research or [search('国家统计局 2022年 2023年 全国粮食总产量 万吨', 'nbs23', 'nbs22', 'news')]
    steps = [to('research', '检索国家统计局 2022、2023 年粮食总产量'), research]
    if analysis: steps += [to('data_analysis', '用计算工具求增长率'), calc(expr)]
    return steps + [to('writing', '写不超过180字的简报并计数'), write(text)]
GT = ('国家统计局公告显示，2023年全国粮食总产量69541万吨，2022年为68653万吨。经计算工具核算，2023年增长率为1.29%'
      '（69541÷68653−1）。来源：' + G23)
TASKS = [task('r2w_grain_output_growth', docs=grain_docs, cases=[
    case('competent', 'competent', 'Both NBS figures from the search, the growth computed with calculate and rounded to two '
         'decimals (1.29%), under 180 characters, counted, with the NBS URL.', grain(GT)),
    case('alt-yi-dun', 'alternative', 'Same facts in 亿吨 (6.8653 → 6.9541 亿吨) and "1.29 %" with a space: a unit and spacing '
         'variant of the correct answer.', grain('据国家统计局，全国粮食总产量由2022年的6.8653亿吨增至2023年的6.9541亿吨，'
         '同比增长1.29 %，连续保持增产。来源：' + G23), arms='transfer'),
    case('alt-baifenzhi', 'alternative', '"百分之1.29" written out in words, both years cited, two source URLs; all numbers '
         'from the results.', grain('【粮食简报】2023年全国粮食总产量69541万吨，比2022年的68653万吨增加888万吨，增长百分之1.29。'
         '数据来源：国家统计局 ' + G23), arms='skill'),
    case('fabricated-summer-grain', 'failure', 'Adds a summer-grain output (14615万吨) that no search result contains: an '
         'invented number in a factual brief.', grain(GT.replace('。来源', '，其中夏粮14615万吨。来源')), arms='skill',
         failure='fabricated_number'),
    case('invented-moa-url', 'failure', 'Cites a Ministry of Agriculture URL that never appeared in any search result next '
         'to the real NBS one.', grain(GT + ' ；https://www.moa.gov.cn/xw/zwdt/202312/t20231212_6442788.htm'),
         arms='transfer', failure='invented_url'),
    case('too-long', 'failure', 'The delivered brief is far beyond the 180-character limit although the counter reported '
         'its length.', grain(GT + '。从结构看，谷物产量64143万吨，仍是粮食生产的主体；从趋势看，粮食产量自2015年以来连续多年稳定在'
         '1.3万亿斤以上，为稳物价、保民生提供了坚实基础。展望未来，还需持续推进高标准农田建设、加强种业振兴和农业科技'
         '创新、完善种粮农民收益保障机制，进一步巩固粮食安全根基，确保中国人的饭碗牢牢端在自己手中，为经济社会发展大局'
         '提供有力支撑。'), arms='skill', failure='too_long'),
    case('wrong-base', 'failure', 'Divides the increase by the 2023 value instead of the 2022 base: the calculator '
         'returns 1.28%, which is the wrong growth rate.', grain(GT.replace('1.29%（69541÷68653−1）', '1.28%（888÷69541）'),
         expr='(69541-68653)/69541'), arms='transfer', failure='wrong_computation'),
    case('head-arithmetic', 'failure', 'Never calls the calculator: the growth rate is worked out in the writing role, '
         'although the user asked for the calculation tool.', grain(GT.replace('经计算工具核算，', ''), analysis=False),
         arms='skill', failure='skipped_tool'),
])]
