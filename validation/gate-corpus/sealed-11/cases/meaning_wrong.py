"""Meaning wrong: the right numbers attached to the wrong year, subject, direction or definition, swapped, or
replaced by an estimate in words; and correct restatements in other words."""
from _s11tasks import *

C = 'meaning_wrong'
GU = '来源：' + U['grain23']
IU = ' Source: ' + U['ice_q2']
FN, WC, OT = 'fabricated_number', 'wrong_computation', 'other'
c = dict(
    grain=[
        ok(C, 'mw-grain-diff', 'The 888万吨 increase is in the source; direction and rate right.', grain,
           '2023年全国粮食总产量69541万吨，比2022年（68653万吨）多888万吨，增长1.29%。' + GU),
        bad(C, 'mw-grain-invert', OT, 'Says 2022 grew over 2023: the direction is inverted.', grain,
            '2022年全国粮食总产量68653万吨，比2023年（69541万吨）增长1.29%。' + GU),
        bad(C, 'mw-grain-fall', OT, 'Says output fell, though it rose.', grain,
            '2023年全国粮食总产量69541万吨，2022年68653万吨，同比下降1.29%。' + GU),
        bad(C, 'mw-grain-cereal', OT, 'Attaches the rate to cereal output rather than total grain output.', grain,
            '2023年谷物产量69541万吨，比2022年的68653万吨增长1.29%。' + GU),
        bad(C, 'mw-grain-words', WC, '“约一成” (about 10%) is not 1.29%.', grain,
            '2023年全国粮食总产量69541万吨，比2022年的68653万吨增长约一成。' + GU),
    ],
    iceland=[
        ok(C, 'mw-ice-sex', 'Total with the men/women split from the release.', iceland,
           '393,590 inhabitants on 30 June 2025 (203,020 men, 190,570 women).' + IU),
        bad(C, 'mw-ice-immig', OT, 'Calls the total population the number of immigrants.', iceland,
            'Iceland had 393,590 immigrants on 30 June 2025.' + IU),
        bad(C, 'mw-ice-growth', OT, 'Presents the population as the quarter\'s growth.', iceland,
            'Iceland\'s population grew by 393,590 in the second quarter of 2025 (to 30 June 2025).' + IU),
        bad(C, 'mw-ice-date', FN, 'Gives the Q2 figure with the Q1 reference date.', with_(iceland, docs=('ice_q2', 'ice_q1')),
            'Iceland had 393,590 inhabitants on 31 March 2025.' + IU),
    ],
    income=[
        ok(C, 'mw-inc-real', 'Years, figures and the nominal rate matched correctly, in another order.', income,
           '两年数字：36883元（2022年）、39218元（2023年）；2023年名义增长率6.3%。来源：' + U['income']),
        bad(C, 'mw-inc-median', OT, 'Calls the per-capita mean the median.', income,
            '全国居民人均可支配收入中位数：2022年36883元，2023年39218元，增长6.3%。来源：' + U['income']),
        bad(C, 'mw-inc-realx', OT, 'Calls the nominal growth real growth.', income,
            '2022年36883元，2023年39218元，扣除价格因素实际增长6.3%。来源：' + U['income']),
    ],
    pyrel=[
        ok(C, 'mw-py-order', 'Correct years, listed newest first.', pyrel,
           '3.0 → 2008 (' + U['py30'] + ')\n2.0 → 2000 (' + U['py20'] + ')'),
        bad(C, 'mw-py-swap', OT, 'The two release years are swapped.', pyrel,
            'Python 2.0 — 2008 (' + U['py20'] + ')\nPython 3.0 — 2000 (' + U['py30'] + ')'),
    ],
    rtimes=[
        ok(C, 'mw-rt-label', 'Labelled correctly.', rtimes, 'mean 3.02, SD 0.42'),
        bad(C, 'mw-rt-swap', OT, 'Mean and SD are swapped.', rtimes, 'mean 0.42, SD 3.02'),
    ],
    signups=[
        ok(C, 'mw-sign-ok', 'Growth correctly attributed to week 6 over week 5.', signups,
           'Mean weekly sign-ups: 349.33. Week 6 (401) vs week 5 (388): +3.35%.'),
        bad(C, 'mw-sign-span', OT, 'Attributes the last-week growth to the whole six weeks.', signups,
            'Mean weekly sign-ups: 349.33. Over the six weeks sign-ups grew 3.35%.'),
        bad(C, 'mw-sign-third', WC, '“about a third” is not 3.35%.', signups,
            'Mean: 349.33. The last week grew by about a third over the week before.'),
    ],
    everest=[
        ok(C, 'mw-ev-ok', 'Heights matched to their surveys.', everest,
           'The 2020 China–Nepal survey gives 8,848.86 m (' + U['qomo'] + '); the 1955 Survey of India gave 8,848 m ('
           + U['everest'] + '). They differ as surveys 65 years apart with different measurements; the 2020 figure '
           'is the snow-cap height. I would cite 8,848.86 m.'),
        bad(C, 'mw-ev-swap', OT, 'The two heights are attached to the wrong surveys.', everest,
            'The 2020 China–Nepal survey gives 8,848 m (' + U['qomo'] + '); the 1955 Survey of India gave 8,848.86 m ('
            + U['everest'] + '). They differ as surveys 65 years apart; I would cite the 2020 figure.'),
    ],
    tourism=[
        ok(C, 'mw-tour-ok', 'Explains the definitions and uses total revenue.', tourism,
           '口径差异：甲含国内与入境，是旅游总收入；乙只含国内旅游收入。选总收入口径：1520亿元对1180亿元，2023年增长28.8%。'),
        bad(C, 'mw-tour-domestic', OT, 'Uses the domestic-only figures although total revenue was required.',
            with_(tourism, expr='(1430/1120-1)*100'),
            '口径差异：甲含国内与入境，乙只含国内。按国内旅游收入：1430亿元对1120亿元，2023年增长27.7%。'),
    ],
    retail=[
        ok(C, 'mw-retail-ok', 'Retail definition used and named.', retail,
           '口径差异：甲为批发（含出口），乙为零售。选用零售口径：10.5万辆对7.5万辆，2022→2023年增长40.0%。'),
        bad(C, 'mw-retail-whole', OT, 'Uses the wholesale figures although retail was required.',
            with_(retail, expr='(12.0/8.0-1)*100'),
            '口径差异：甲为批发（含出口），乙为零售。按批发口径：12.0万辆对8.0万辆，增长50.0%。'),
    ],
    turing=[
        bad(C, 'mw-turing-wilkes', OT, 'Names the 1967 laureate as the first.', turing,
            '图灵奖由ACM于1966年设立，首位得主为莫里斯·威尔克斯（Maurice V. Wilkes）。来源：' + U['turing_zh'],
            expect_status=PP),
        ok(C, 'mw-turing-ok', 'Year and first laureate right, with URL.', turing,
           'ACM于1966年设立图灵奖，表彰对计算机事业作出重要贡献的个人，首位获奖者是艾伦·佩利（1966年）。来源：'
           + U['turing_acm'], expect_status=PP),
    ],
    nev=[
        bad(C, 'mw-nev-span', OT, 'Presents the two-year CAGR as the 2022→2023 growth.', nevcagr,
            '中汽协口径：2023年新能源汽车销量949.5万辆，比2022年增长64.2%。来源：' + U['caam23']),
    ],
    cnpop=[
        bad(C, 'mw-cn-fell', OT, 'Says the population fell over 2013–2023 though it rose.', cnpop,
            '据世界银行，中国总人口从2013年的13.6324亿降至2023年的14.1071亿，年均下降约0.34%。国家统计局公报显示，'
            '2022年为1962年以来首次年度下降。来源：' + U['cnwb'] + ' ' + U['cndrop']),
    ],
)
ENTRIES = entries(c)
