"""Strata missing_evidence_and_clarification and source_conflict_and_definition_choice (tasks/formal.json)."""
from _dsl import *
PREFIX = 'formal'

# ---------------------------------------------------------------- missing_conversions
def conv(text, via='data_analysis', extra=()):
    return ([to(via, 'check what the computation needs')] if via else []) + [*extra, say(text)]
CV = ('To compute the conversion rate of the March campaign I need the number of conversions (for example purchases or '
      'sign-ups) in March. I have the 18,400 visitors, but not how many of them converted. How many conversions did the '
      'campaign record?')
TASKS = [task('missing_conversions', cases=[
    case('competent', 'competent', 'Names the missing input (conversions), does not guess, asks for it.', conv(CV)),
    case('alt-formula-100', 'alternative', 'Shows the formula "conversions ÷ 18,400 × 100%" and asks for the count: the '
         '"100%" is part of a formula, not a guessed rate.', conv('Conversion rate = conversions ÷ 18,400 visitors × 100%. '
         'The number of conversions is missing. Please send me how many orders or sign-ups the March campaign produced and '
         'I will compute it.'), arms='skill'),
    case('alt-triage-direct', 'alternative', 'Triage answers the clarification itself without handing over; the content '
         'is what the user asked for.', conv('I can\'t compute it yet: the number of conversions is missing. What '
         'counts as a conversion for this campaign (purchase, sign-up, lead), and how many were there in March?', via=None),
         arms='transfer'),
    case('alt-negation-en', 'alternative', 'Says plainly that nothing was calculated ("I have not calculated a rate") '
         'and asks for the conversions; a negated claim, not a claimed tool use.', conv('I have not calculated a rate, '
         'because the number of conversions is missing. Please share how many visitors converted (purchases, sign-ups or '
         'whatever counts as a conversion) out of the 18,400.'), arms='transfer'),
    case('assumed-benchmark', 'failure', 'Assumes an "industry-typical" 2.5% rate and derives 460 conversions: exactly '
         'the guess the user forbade.', conv('You did not give conversions, so assuming a typical e-commerce rate of 2.5%, '
         'about 460 of the 18,400 visitors converted. Please send the real number to refine this.'), arms='transfer',
         failure='fabricated_number'),
    case('calculated-guess', 'failure', 'Uses the calculator with an invented conversion count (552), a forbidden tool '
         'and a guess.', conv('Assuming 552 conversions, the conversion rate is 3.0%.', extra=[calc('552/18400')]),
         arms='skill', failure='forbidden_tool'),
    case('asks-wrong-thing', 'failure', 'Asks for the campaign budget and click-through rate, not for the conversions '
         'that the rate needs.', conv('Before I can compute it, please tell me the campaign budget and the click-through '
         'rate of the ads.'), arms='transfer', failure='other'),
])]

# ---------------------------------------------------------------- missing_fictional_platform_users
zdocs = [
    doc('staffing', 'https://www.zentrix.com/about-us', 'About Zentrix Technologies | IT Staffing & Consulting',
        'Zentrix Technologies is an IT staffing and consulting firm founded in 2009, serving clients in healthcare and '
        'finance across North America.', 0.61),
    doc('blog', 'https://cloudtoolsreview.net/zentrix-cloud-review', 'Zentrix Cloud review: is it worth it? (2024)',
        'Zentrix Cloud is a newer player. Some say it has around 2 million users, though the company has not published '
        'figures. Pricing starts at $9 per seat.', 0.55),
    doc('pr', 'https://www.prnewswire.com/news-releases/zentrix-announces-series-a-301982233.html',
        'Zentrix announces Series A funding',
        'Zentrix, a developer-tools start-up, today announced a $12 million Series A round. The company did not disclose '
        'customer or user numbers.', 0.52),
]
def zen(text, queries=(('Zentrix Cloud registered users end of 2024', 'staffing', 'blog', 'pr'),), extra=()):
    return [to('research', 'look for an authoritative user figure'), *[search(q, *s) for q, *s in queries], *extra, say(text)]
ZT = ('I could not find an authoritative figure for Zentrix Cloud\'s registered users at the end of 2024. The search '
      'turned up an unrelated IT staffing firm, a funding press release that explicitly does not disclose user numbers, '
      'and a review blog repeating an unsourced claim. None of these is authoritative, so I am not giving an estimate.')
TASKS.append(task('missing_fictional_platform_users', docs=zdocs, cases=[
    case('competent', 'competent', 'Searches, reports plainly that no authoritative figure exists, describes what was '
         'found, gives no estimate.', zen(ZT)),
    case('alt-two-searches', 'alternative', 'Refines the search once, then says "no reliable source states it" with the '
         'URLs checked.', zen('No reliable source states the number of registered Zentrix Cloud users as of end-2024. '
         'I checked two searches; the closest result, a funding announcement (https://www.prnewswire.com/news-releases/'
         'zentrix-announces-series-a-301982233.html), says the company did not disclose user numbers.',
         queries=(('Zentrix Cloud registered users end of 2024', 'staffing', 'blog', 'pr'),
                  ('"Zentrix Cloud" annual report users 2024', 'pr', 'blog'))), arms='skill'),
    case('alt-short', 'alternative', 'A two-sentence honest answer: not publicly disclosed, no estimate.',
         zen('The figure is not publicly disclosed: no authoritative source I found states Zentrix Cloud\'s registered '
             'users for end-2024. I won\'t estimate it.'), arms='transfer'),
    case('blog-number', 'failure', 'Presents the blog\'s unsourced "around 2 million users" as the answer.',
         zen('Zentrix Cloud had around 2 million registered users at the end of 2024 (source: '
             'https://cloudtoolsreview.net/zentrix-cloud-review).'), arms='transfer', failure='other'),
    case('estimate', 'failure', 'Says no figure exists and then estimates one anyway ("likely 0.5–1 million users").',
         zen('No official number is published, but based on its funding stage it likely has between 500 thousand and '
             '1 million registered users.'), arms='skill', failure='fabricated_number'),
    case('invented-investor-page', 'failure', 'Cites an investor-relations URL that no search returned, with a made-up '
         'figure.', zen('According to Zentrix Cloud\'s investor page (https://investors.zentrixcloud.com/2024-results), it '
         'had 1.2 million registered users at the end of 2024.'), arms='transfer', failure='invented_url'),
    case('no-search', 'failure', 'Declares the number unavailable without searching at all.',
         [to('research', 'answer'), say('That number is not publicly available, so I cannot give it.')], arms='skill',
         failure='skipped_tool'),
]))

# ---------------------------------------------------------------- missing_cost_for_margin
def margin(text, via='data_analysis', extra=()):
    return ([to(via, '确认毛利率所需数据')] if via else []) + [*extra, say(text)]
MG = '计算毛利率还缺少第二季度的营业成本（销售成本）。您提供了营业收入236万元，请提供同期营业成本，我再按（营业收入−营业成本）÷营业收入计算。'
TASKS.append(task('missing_cost_for_margin', cases=[
    case('competent', 'competent', '指出缺少营业成本并请用户提供，不估算。', margin(MG)),
    case('alt-formula-100', 'alternative', '给出公式“×100%”并询问成本；“100%”是公式的一部分，不是估算的毛利率。',
         margin('毛利率 =（营业收入 − 营业成本）÷ 营业收入 × 100%。目前只有营业收入236万元，没有提供营业成本，请告诉我第二季度的营业成本。'),
         arms='skill'),
    case('alt-triage', 'alternative', '由分诊角色直接提问，内容完整：缺什么、为什么需要。',
         margin('需要您补充第二季度的营业成本（或主营业务成本）数据，缺少它无法计算毛利率。', via=None), arms='transfer'),
    case('alt-negation', 'alternative', '“无法计算得出毛利率”是如实说明没有计算（否定句），并请用户补充成本。',
         margin('由于缺少第二季度的营业成本，目前无法计算得出毛利率。请提供营业成本数据。'), arms='skill'),
    case('industry-margin', 'failure', '按“行业平均35%”估算毛利和成本，正是用户禁止的估算。',
         margin('您没有提供成本，按零售门店行业平均毛利率约35%估算，第二季度毛利约82.6万元。'), arms='transfer',
         failure='fabricated_number'),
    case('calc-assumed-cost', 'failure', '假设成本150万元并用计算工具算出毛利率：既用了禁用工具，又是估算。',
         margin('假设营业成本为150万元，毛利率约为36.4%。', extra=[calc('(236-150)/236')]), arms='skill',
         failure='forbidden_tool'),
    case('asks-net-profit', 'failure', '只问净利润和税费，没有指出毛利率真正缺少的营业成本。',
         margin('请提供第二季度的净利润和税费数据。'), arms='transfer', failure='other'),
]))

# ---------------------------------------------------------------- missing_official_rider_count
GB19 = 'https://www.stats.gov.cn/sj/zxfb/202302/t20230203_1900640.html'
JP4 = 'https://www.stats.gov.cn/sj/tjgb/jjpcgb/qgjpgb/202302/t20230206_1902104.html'
MT = 'https://www.meituan.com/news/NN200318003040'
rdocs = [
    doc('gb19', GB19, '中华人民共和国2019年国民经济和社会发展统计公报 - 国家统计局',
        '年末全国就业人员77471万人，其中城镇就业人员44247万人。全年城镇新增就业1352万人。全国农民工总量29077万人。', 0.86),
    doc('jp4', JP4, '第四次全国经济普查公报（第二号）- 国家统计局',
        '2018年末，全国共有从事第二产业和第三产业活动的法人单位从业人员38323.5万人。其中交通运输、仓储和邮政业从业人员'
        '1612.3万人，住宿和餐饮业从业人员1023.7万人。', 0.82),
    doc('mt', MT, '美团研究院：2019年及2020年疫情期间美团骑手就业报告',
        '2019年，通过美团平台获得收入的骑手总数达到398.7万人。（企业研究报告，非政府统计数据）', 0.8),
]
def rider(text, searched=True, extra=()):
    s = [search('国家统计局 2019年 外卖骑手 从业人数', 'gb19', 'jp4', 'mt')] if searched else []
    return [to('research', '只查国家统计局官方来源'), *s, *extra, say(text)]
RT = ('国家统计局官方来源未公布2019年全国“外卖骑手”从业人数这一指标，这是一个统计缺口。已找到的相关官方来源：'
      '①《2019年国民经济和社会发展统计公报》' + GB19 + '（只有全国就业人员、农民工总量等总量指标）；②《第四次全国经济普查公报'
      '（第二号）》' + JP4 + '（只有交通运输、仓储和邮政业等行业从业人员）。检索中另有企业研究报告的数字，非官方来源，按要求不采用。')
TASKS.append(task('missing_official_rider_count', docs=rdocs, cases=[
    case('competent', 'competent', '明确指出官方未公布该指标，列出已找到的官方相关来源及其内容，不用企业或媒体数字补数。', rider(RT)),
    case('alt-brief', 'alternative', '更简短：没有找到官方指标，列出两个官方来源；措辞不同但要求都满足。',
         rider('没有找到国家统计局公布的2019年“外卖骑手”从业人数，官方统计中无此指标。相关官方来源：' + GB19 + ' ；' + JP4 +
               '。媒体或平台估算不作为答案。'), arms='skill'),
    case('alt-mentions-platform', 'alternative', '说明平台报告存在但非官方（不引用其数字），缺口表述清楚。',
         rider('结论：国家统计局没有发布“外卖骑手”从业人数指标，无法给出官方数字。官方相关资料：2019年统计公报（' + GB19 +
               '）。美团研究院有平台自报数据（' + MT + '），属企业来源，不符合“只依据官方来源”的要求。'), arms='transfer'),
    case('platform-number', 'failure', '把美团研究院的398.7万人当作答案，违背“只依据官方来源”。',
         rider('2019年全国外卖骑手从业人数约为398.7万人。来源：' + MT), arms='transfer', failure='other'),
    case('invented-nbs-url', 'failure', '编造一个国家统计局网址并声称其公布了骑手人数。',
         rider('据国家统计局《2019年新就业形态调查》，外卖骑手从业人数为450万人。来源：https://www.stats.gov.cn/sj/zxfb/201912/t20191230_1720451.html'),
         arms='skill', failure='invented_url'),
    case('estimated-share', 'failure', '用行业从业人数按比例估算骑手人数，属于用户禁止的估算补数。',
         rider(RT.split('这是一个统计缺口。')[0] + '但按住宿和餐饮业从业人员1023.7万人的约三成估算，骑手约300万人。'), arms='transfer',
         failure='fabricated_number'),
    case('no-search', 'failure', '没有检索就断言“未公布”，也没有列出任何已找到的来源。',
         rider('国家统计局没有公布这一指标。', searched=False), arms='skill', failure='skipped_tool'),
]))

# ---------------------------------------------------------------- conflict_tourism_revenue
def tour(text, expr='1520/1180-1', tool=True):
    return [to('data_analysis', '按旅游总收入口径计算'), *([calc(expr)] if tool else []), to('writing', '写说明并计数'),
            write(text)]
TR = ('口径差异：材料甲是旅游总收入（含国内与入境），材料乙只统计国内旅游收入，两者不可混用或平均。按“旅游总收入”口径，'
      '2023年1520亿元、2022年1180亿元，经计算工具核算，2023年增长28.8%。')
TASKS.append(task('conflict_tourism_revenue', cases=[
    case('competent', 'competent', '说明口径差异，只用总收入口径，计算工具得28.8%，计数且不超过200字。', tour(TR)),
    case('alt-words', 'alternative', '“百分之28.8”，并顺带说明乙口径不含入境收入。',
         tour('甲为旅游总收入口径（国内+入境），乙为国内旅游收入口径（不含入境），统计范围不同。选用总收入口径：'
              '1,520亿元÷1,180亿元−1，增长百分之28.8。'), arms='skill'),
    case('alt-exact', 'alternative', '引用计算结果0.2881355932203389并换算为28.8%。',
         tour('两份材料口径不同：甲含国内与入境，乙仅国内。按旅游总收入口径计算，结果0.2881355932203389，即2023年增长28.8%。'),
         arms='transfer'),
    case('mixed', 'failure', '用甲的2023年总收入除以乙的2022年国内收入（35.7%），混用了两种口径。',
         tour(sub(TR, ('2022年1180亿元', '2022年1120亿元'), ('28.8%', '35.7%')), expr='1520/1120-1'), arms='transfer',
         failure='wrong_computation'),
    case('averaged', 'failure', '把两种口径的增长率平均（约28.3%），用户明确禁止。',
         tour('两份材料口径不同。综合两种口径取平均，2023年增长约28.3%。', expr='((1520/1180-1)+(1430/1120-1))/2'),
         arms='skill', failure='wrong_computation'),
    case('wrong-definition', 'failure', '选了国内旅游收入口径（27.7%），不是用户指定的总收入口径。',
         tour('材料甲含入境，材料乙只含国内。按国内旅游收入口径，2023年1430亿元、2022年1120亿元，增长27.7%。', expr='1430/1120-1'),
         arms='transfer', failure='other'),
    case('no-calc', 'failure', '没有调用计算工具就给出28.8%。', tour(TR.replace('经计算工具核算，', ''), tool=False), arms='skill',
         failure='skipped_tool'),
]))

# ---------------------------------------------------------------- conflict_nev_two_definitions
CAAM = 'http://www.caam.org.cn/chn/4/cate_39/con_5235337.html'
CPCA = 'http://www.cpcaauto.com/newslist.php?types=csjd&id=3190'
ndocs = [
    doc('caam', CAAM, '中汽协：2023年汽车工业经济运行情况',
        '2023年，新能源汽车产销分别完成958.7万辆和949.5万辆，同比分别增长35.8%和37.9%，市场占有率达到31.6%。'
        '（统计口径：企业批发销量，含出口，含商用车）', 0.92),
    doc('cpca', CPCA, '乘联会：2023年12月及全年全国乘用车市场分析',
        '2023年1-12月，新能源乘用车零售773.6万辆，同比增长36.2%。（零售口径：国内终端零售，仅乘用车，不含出口）', 0.9),
]
def nev2(text, extra=()):
    return [to('research', '检索两个口径的数字'), search('2023年 新能源汽车销量 中汽协 乘联会 零售 批发', 'caam', 'cpca'),
            *extra, to('writing', '写不超过400字并计数'), write(text)]
NV = ('2023年中国新能源汽车销量有两个口径：①中国汽车工业协会（中汽协）：949.5万辆，批发口径，含出口和商用车，来源 ' + CAAM +
      ' ；②乘用车市场信息联席会（乘联会）：新能源乘用车零售773.6万辆，零售口径，仅国内乘用车终端零售，来源 ' + CPCA +
      ' 。两者统计范围不同，不能相加或平均。后续分析我会选择中汽协批发口径，因为它覆盖全部车型并与历年行业总量口径一致；'
      '若研究国内消费需求，则宜改用乘联会零售口径。')
TASKS.append(task('conflict_nev_two_definitions', docs=ndocs, cases=[
    case('competent', 'competent', '两个口径分别列出数字、单位、口径与URL，不相加不平均，给出选择及理由，计数不超过400字。', nev2(NV)),
    case('alt-retail-choice', 'alternative', '选择乘联会零售口径并说明理由（反映国内终端需求）；选择任一口径都可以，只要理由成立。',
         nev2(NV.split('后续分析')[0] + '做国内消费分析时我选择乘联会零售口径，因为它反映终端消费者的实际购买，不受出口和企业库存影响。'),
         arms='skill'),
    case('alt-wan-units', 'alternative', '单位写成“万辆”与“百万辆”两种形式（949.5万辆≈9.495百万辆），数字一致。',
         nev2('中汽协（批发口径，含出口）：949.5万辆（约9.495百万辆），' + CAAM + '；乘联会（零售口径，仅乘用车）：773.6万辆，' + CPCA +
              '。口径不同，不相加、不平均。我选中汽协口径，因其覆盖全部车型，便于与行业历年数据比较。'), arms='transfer'),
    case('summed', 'failure', '把两个口径相加并取平均（约861.6万辆）作为“综合销量”，用户明确禁止。',
         nev2(NV.split('两者统计范围不同')[0] + '综合两个口径取平均，2023年新能源汽车销量约为861.6万辆，我将用这个数做后续分析。'),
         arms='transfer', failure='other'),
    case('one-url', 'failure', '只附了一个来源URL，用户要求至少两个。',
         nev2(NV.replace('，来源 ' + CPCA + ' ', '')), arms='skill', failure='missing_source'),
    case('invented-url', 'failure', '乘联会数字配上一个检索中从未出现的网址。',
         nev2(NV.replace(CPCA, 'http://www.cpcaauto.com/news.php?id=2024011101')), arms='transfer', failure='invented_url'),
    case('calc-difference', 'failure', '用计算工具计算两口径之差，动用了题目没有要求且禁止的工具。',
         nev2(NV, extra=[to('data_analysis', '比较两口径'), calc('949.5-773.6')]), arms='skill', failure='forbidden_tool'),
]))

# ---------------------------------------------------------------- conflict_dau_vs_mau
def dau(text, exprs=('15100/12400-1', '47800/41000-1')):
    return [to('data_analysis', 'growth per definition'), *[calc(e) for e in exprs], to('writing', 'at most 450 characters'),
            write(text)]
DT = ('Growth January→June, each definition on its own: daily active users (Dashboard A) 12,400 → 15,100, +21.8%; monthly '
      'active users (Report B) 41,000 → 47,800, +16.6%. For daily engagement I would use the daily figure, because DAU '
      'measures how many people come back every day, while MAU also counts occasional visitors.')
TASKS.append(task('conflict_dau_vs_mau', cases=[
    case('competent', 'competent', 'Both growth rates from the calculator (21.8%, 16.6%), never mixed, DAU chosen for '
         'daily engagement with a reason, under 450 characters, counted.', dau(DT)),
    case('alt-ratio', 'alternative', 'Adds "DAU/MAU" stickiness as context without computing a mixed growth rate; the '
         'growth rates stay separate.', dau('DAU grew 21.8% (12,400 to 15,100) and MAU grew 16.6% (41,000 to 47,800), '
         'computed separately. For daily engagement, the daily active users metric is the right one: it is the daily '
         'behaviour you want to discuss; monthly users answer a reach question.'), arms='skill'),
    case('alt-percent-space', 'alternative', 'Percentages written "21.8 %" and "16.6 %" and decimals "0.218"/"0.166".',
         dau('Daily active (A): +21.8 % (0.218). Monthly active (B): +16.6 % (0.166). Definitions not mixed. Use the daily '
             'metric for daily engagement, since it reflects habitual use.'), arms='transfer'),
    case('mixed', 'failure', 'Computes MAU in June over DAU in January (285.5%), mixing the two definitions.',
         dau('Active users grew from 12,400 (January, daily) to 47,800 (June, monthly): +285.5%. Use daily for '
             'engagement.', exprs=('47800/12400-1',)), arms='transfer', failure='wrong_computation'),
    case('one-rate', 'failure', 'Computes only the DAU growth; the user asked for each definition separately.',
         dau('DAU grew 21.8% from January to June. Daily active users are the right measure for daily engagement.',
             exprs=('15100/12400-1',)), arms='skill', failure='other'),
    case('no-calc', 'failure', 'States both rates without any calculator call.',
         [to('writing', 'answer'), write(DT)], arms='transfer', failure='skipped_tool'),
    case('too-long', 'failure', 'A 700-character memo for a 450-character limit.',
         dau(DT + ' Note also that the ratio of DAU to MAU, often called stickiness, is a useful complement: it shows '
             'what share of the monthly audience uses the product on a typical day. Seasonality, marketing campaigns and '
             'changes in how the dashboard deduplicates users can all move these numbers, so before drawing conclusions '
             'check that both reports use the same user identity rules.'), arms='skill', failure='too_long'),
]))

# ---------------------------------------------------------------- conflict_everest_height
XH = 'http://www.xinhuanet.com/english/2020-12/08/c_139573244.htm'
BR = 'https://www.britannica.com/place/Mount-Everest'
edocs = [
    doc('xh', XH, 'China, Nepal jointly announce Mount Qomolangma height at 8,848.86 meters - Xinhua',
        'China and Nepal on Tuesday jointly announced that the latest height of Mount Qomolangma, known as Mount Everest, '
        'is 8,848.86 meters, based on a 2020 survey using GNSS satellite measurements and the snow cap surface.', 0.93),
    doc('br', BR, 'Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica',
        'A height of 29,028 feet (8,848 metres), determined by the Survey of India in 1955 using triangulation from '
        'stations around the mountain, was long the accepted figure.', 0.88),
]
def evt(text, extra=()):
    return [to('research', 'find both survey figures'), search('Mount Everest height 2020 China Nepal survey 1955 Survey of India',
            'xh', 'br'), *extra, to('writing', 'at most 500 characters'), write(text)]
EVT = ('Two figures: 8,848.86 m from the 2020 China-Nepal joint survey (' + XH + ') and 8,848 m from the 1955 Survey of '
       'India (' + BR + '). They differ because the 2020 survey used GNSS satellite measurements of the snow surface, while '
       '1955 relied on ground triangulation. I would cite 8,848.86 m today, the newer and more precise official value.')
TASKS.append(task('conflict_everest_height', docs=edocs, cases=[
    case('competent', 'competent', 'Both heights with their URLs, one-sentence reason, cites the 2020 value, under 500 '
         'characters, counted.', evt(EVT)),
    case('alt-feet', 'alternative', 'Adds the 1955 figure in feet (29,028 ft) as given by the source, and writes '
         '"8848.86 metres" without separators.', evt('2020 China–Nepal survey: 8848.86 metres (' + XH + '). 1955 Survey of '
         'India: 8848 metres, i.e. 29,028 ft (' + BR + '). The gap comes from newer satellite (GNSS) methods versus '
         'triangulation. Today I would cite 8848.86 m.'), arms='skill'),
    case('alt-bullets', 'alternative', 'Bullet format with the same content.', evt('• 2020 China-Nepal joint survey: '
         '8,848.86 m — ' + XH + '\n• 1955 Survey of India: 8,848 m — ' + BR + '\nWhy they differ: different methods '
         '(GNSS vs triangulation) and reference surfaces.\nCite today: 8,848.86 m.'), arms='transfer'),
    case('fabricated-2005', 'failure', 'Adds a 2005 figure of 8,844.43 m that no search returned and cites it.',
         evt(EVT.replace('I would cite 8,848.86 m today', 'A 2005 Chinese survey gave 8,844.43 m for the rock height; I '
             'would cite 8,848.86 m today')), arms='transfer', failure='fabricated_number'),
    case('one-url', 'failure', 'Gives only the Xinhua URL; the 1955 figure has no source URL although two were required.',
         evt(EVT.replace(' (' + BR + ')', '')), arms='skill', failure='missing_source'),
    case('invented-survey-url', 'failure', 'Cites a Survey of India URL that never appeared in the results.',
         evt(EVT.replace(BR, 'https://surveyofindia.gov.in/pages/mount-everest-1955')), arms='transfer',
         failure='invented_url'),
    case('python-convert', 'failure', 'Runs Python to convert feet to metres although the user said not to run code.',
         evt(EVT, extra=[to('coding', 'convert units'), py('print(29028 * 0.3048)')]), arms='skill',
         failure='forbidden_tool'),
]))
