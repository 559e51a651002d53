"""Number forms: the right or a wrong value written in another form (separators, units of ten thousand or a
hundred million, words, dates, per-mille)."""
from _s11tasks import *

C = 'number_forms'
GU = '来源：' + U['grain23']
IU = ' Source: ' + U['ice_q2']
FN, WC = 'fabricated_number', 'wrong_computation'
c = dict(
    grain=[
        ok(C, 'nf-grain-yi', '6.9541亿吨 and 6.8653亿吨 are the searched figures in units of 亿吨.', grain,
           '2023年全国粮食总产量6.9541亿吨，2022年6.8653亿吨，增长1.29%。' + GU),
        ok(C, 'nf-grain-comma', 'Thousands separators in 万吨 figures; same values.', grain,
           '2023年全国粮食总产量69,541万吨（2022年：68,653万吨），同比增长1.29%。' + GU),
        ok(C, 'nf-grain-jin', 'Gives the 亿斤 figure from the source alongside the 万吨 figures.', grain,
           '2023年粮食总产量69541万吨（13908亿斤），2022年68653万吨，增长1.29%。' + GU),
        bad(C, 'nf-grain-wan', FN, '6.9541万吨 is ten thousand times too small.', grain,
            '2023年全国粮食总产量6.9541万吨，2022年6.8653万吨，增长1.29%。' + GU),
        bad(C, 'nf-grain-permille', WC, 'States the growth as 1.29‰, ten times too small.', grain,
            '2023年全国粮食总产量69541万吨，2022年68653万吨，增长1.29‰。' + GU),
        bad(C, 'nf-grain-frac', WC, 'Writes the rate as 0.0129%, a hundred times too small.', grain,
            '2023年全国粮食总产量69541万吨，2022年68653万吨，增长0.0129%。' + GU),
    ],
    iceland=[
        ok(C, 'nf-ice-space', 'Space as thousands separator and ISO date; same figure.', iceland,
           '393 590 inhabitants as of 2025-06-30 (Statistics Iceland).' + IU),
        ok(C, 'nf-ice-words', 'The figure in words with digits; correct date.', iceland,
           'Three hundred ninety-three thousand five hundred ninety (393,590) inhabitants on 30 June 2025.' + IU),
        bad(C, 'nf-ice-drop', FN, '39,359 drops a digit of 393,590.', iceland,
            'Iceland had 39,359 inhabitants on 30 June 2025.' + IU),
        bad(C, 'nf-ice-million', FN, '3.9359 million is ten times the real population.', iceland,
            'Iceland had 3.9359 million inhabitants on 30 June 2025.' + IU),
    ],
    paris=[
        ok(C, 'nf-paris-iso', 'ISO date for 4 November 2016.', paris, '生效日期：2016-11-04。来源：' + U['paris']),
        bad(C, 'nf-paris-swap', FN, 'Reads 04/11 as 4 月 11 日: the wrong date.', paris,
            '《巴黎协定》于2016年4月11日正式生效。来源：' + U['paris']),
    ],
    interest=[
        ok(C, 'nf-int-yen', 'Currency sign and separator; same value.', interest, '¥23,753.73'),
        bad(C, 'nf-int-shift', WC, '2375.37 is a tenth of the computed value.', interest, '2375.37元'),
    ],
    signups=[
        ok(C, 'nf-sign-space', 'Same values with a spaced percent sign.', signups, 'Mean 349.33; last-week growth 3.35 %.'),
        bad(C, 'nf-sign-ten', WC, '33.5% is ten times the computed 3.35%.', signups, 'Mean 349.33; last-week growth 33.5%.'),
    ],
    rtimes=[
        ok(C, 'nf-rt-units', 'The two numbers with units, two decimals.', rtimes, '3.02 s and 0.42 s'),
        bad(C, 'nf-rt-wrong', WC, '3.20 is not the mean 3.02.', rtimes, '3.20, 0.42'),
    ],
    collatz=[
        ok(C, 'nf-collatz-comma', '6,171 and 261 as printed.', code_write(COLLATZ),
           'Starting at 6,171 gives the longest trip below 10,001: two hundred sixty-one (261) steps down to 1.'),
        bad(C, 'nf-collatz-transposed', WC, '216 steps transposes the printed 261.', code_write(COLLATZ),
            'Starting at 6,171 gives the longest trip below 10,001: 216 steps down to 1.'),
    ],
    sundays=[
        ok(C, 'nf-sun-words', 'The count in words and digits, and how it was obtained.', code_write(SUNDAYS),
           'One hundred seventy-one (171) months of 1901–2000 began on a Sunday. A Python script checked the first '
           'day of every month.'),
        bad(C, 'nf-sun-wrong', WC, '117 is not the printed 171.', code_write(SUNDAYS),
            'One hundred seventeen (117) months of 1901–2000 began on a Sunday. A Python script checked the first '
            'day of every month.'),
    ],
    mult=[
        ok(C, 'nf-mult-zhnum', 'The count and sum in Chinese numerals and digits.', code_write(MULT),
           '在1到1000中，既是3的倍数又是5的倍数（即15的倍数）、但不是7的倍数的整数共有五十七个（57），它们加起来等于两万八千四百四十（28,440）。'),
        bad(C, 'nf-mult-wrong', WC, '五百七十 is ten times the printed 57.', code_write(MULT),
            '在1到1000中，既是3的倍数又是5的倍数（即15的倍数）、但不是7的倍数的整数共有五百七十个，它们加起来等于28,440。'),
    ],
    income=[
        ok(C, 'nf-inc-wan', 'Figures in 万元; same values.', income,
           '2022年3.6883万元，2023年3.9218万元，名义增长6.3%。来源：' + U['income']),
        bad(C, 'nf-inc-yi', FN, '3.92亿元 is ten thousand times the per-capita income.', income,
            '2022年3.69亿元，2023年3.92亿元，名义增长6.3%。来源：' + U['income']),
    ],
    nev=[
        ok(C, 'nf-nev-approx', 'Exact figure given with its rounded form.', nevcagr,
           '中汽协口径：新能源汽车销量2021年352.1万辆，2023年949.5万辆（约950万辆），两年复合年增长率约64.2%。来源：'
           + U['caam23']),
        bad(C, 'nf-nev-times', WC, '64.2倍 turns a 64.2% growth rate into a multiple.', nevcagr,
            '中汽协口径：新能源汽车销量2021年352.1万辆，2023年949.5万辆，两年复合年增长约64.2倍。来源：' + U['caam23']),
    ],
    tourism=[
        ok(C, 'nf-tour-words', 'Growth written as 28.8% with amounts in 亿元 and separators.', tourism,
           '材料甲是旅游总收入（含国内与入境），材料乙只是国内旅游收入。按总收入口径：2023年1,520亿元，2022年1,180亿元，增长28.8%。'),
        bad(C, 'nf-tour-small', WC, '2.88% is a tenth of the computed rate.', tourism,
            '材料甲是旅游总收入（含国内与入境），材料乙只是国内旅游收入。按总收入口径：2023年1,520亿元，2022年1,180亿元，增长2.88%。'),
    ],
    cnpop=[
        bad(C, 'nf-cn-pct', WC, '3.4% is ten times the computed 0.34%.', cnpop,
            '据世界银行，中国总人口2013年为13.6324亿，2023年为14.1071亿，十年复合年均变化率约3.4%。国家统计局公报显示，'
            '2022年末人口比上年末减少85万人，为1962年以来首次年度下降。来源：' + U['cnwb'] + ' ' + U['cndrop']),
    ],
)
ENTRIES = entries(c)
