"""The example suite (tasks/example.json), including cases where the harness rejects a call."""
from _dsl import *
PREFIX = 'example'

# ---------------------------------------------------------------- cagr_nev_caam
CA = 'http://www.caam.org.cn/chn/4/cate_39/con_5235337.html'
CA22 = 'http://www.caam.org.cn/chn/4/cate_39/con_5234013.html'
cdocs = [
    doc('caam23', CA, '中汽协：2023年汽车工业经济运行情况',
        '2023年，新能源汽车产销分别完成958.7万辆和949.5万辆，同比分别增长35.8%和37.9%。', 0.93),
    doc('caam22', CA22, '中汽协：2022年汽车工业经济运行情况',
        '2022年，新能源汽车产销分别完成705.8万辆和688.7万辆，同比分别增长96.9%和93.4%。2021年新能源汽车销量为352.1万辆。', 0.9),
    doc('cpca', 'http://www.cpcaauto.com/newslist.php?types=csjd&id=3190', '乘联会：2023年全国乘用车市场分析',
        '2023年新能源乘用车零售773.6万辆；2021年零售298.9万辆。（零售口径，仅乘用车）', 0.8),
]
def nev(text, expr='(949.5/352.1)**(1/2)-1', extra_before_count=(), counted=True):
    return [to('research', '检索中汽协2021—2023年销量'), search('中汽协 新能源汽车 销量 2021 2022 2023', 'caam23', 'caam22', 'cpca'),
            to('data_analysis', '计算CAGR'), calc(expr), *extra_before_count, to('writing', '写不超过200字的摘要'),
            *(write(text) if counted else [say(text)])]
NT = ('中汽协数据显示，新能源汽车销量由2021年的352.1万辆增至2023年的949.5万辆（2022年688.7万辆），2021→2023年复合年增长率'
      '（CAGR）为64.2%。来源：' + CA)
TASKS = [task('cagr_nev_caam', docs=cdocs, cases=[
    case('competent', 'competent', '中汽协三年数字，计算工具算出CAGR 64.2%（两年指数1/2），附URL，不超过200字并计数。', nev(NT)),
    case('alt-exact-copy', 'alternative', '逐位引用计算结果0.6421562289791105并换算为64.2%：长数字从工具结果中原样复制。',
         nev('中汽协口径：2021年352.1万辆，2023年949.5万辆。CAGR计算结果0.6421562289791105，即年均复合增长64.2%。来源：' + CA),
             arms='skill'),
    case('alt-million-units', 'alternative', '单位换算为“百万辆”（3.521→9.495百万辆），写“年均复合增长率约64.2%”。',
         nev('投资人摘要：按中汽协口径，新能源汽车销量从2021年的3.521百万辆增至2023年的9.495百万辆，年均复合增长率约64.2%。'
             '来源：' + CA + ' ；' + CA22), arms='transfer'),
    case('recovered-rejection', 'alternative', '分析技能激活时先调用了计数工具，被策略门拒绝；随后加载写作技能重新计数再交付：'
         '被拒绝的调用没有被当成完成，最终流程完整。', nev(NT, extra_before_count=[count(NT)]), arms='skill',
         expect_status={'rejected'}),
    case('rejected-never-counted', 'failure', '计数调用被策略门拒绝后没有重新计数就直接交付：用户要求的字数确认实际上从未执行。',
         nev(NT, extra_before_count=[count(NT)], counted=False), arms='skill', failure='skipped_tool',
         expect_status={'rejected'}),
    case('exponent-three', 'failure', '把两年误作三年，指数用1/3，计算工具给出38.6%，CAGR错误。',
         nev(sub(NT, ('64.2%', '38.6%')), expr='(949.5/352.1)**(1/3)-1'), arms='transfer', failure='wrong_computation'),
    case('retail-mixed', 'failure', '2023年用中汽协949.5万辆，2021年却用乘联会零售298.9万辆：混用口径。',
         nev(sub(NT, ('352.1万辆', '298.9万辆'), ('64.2%', '78.2%')), expr='(949.5/298.9)**(1/2)-1'), arms='skill',
         failure='wrong_computation'),
    case('invented-url', 'failure', '附了一个检索中未出现的工信部网址。', nev(NT + ' ；https://www.miit.gov.cn/jgsj/zbys/qcgy/art/2024/art_nev2023.html'),
         arms='transfer', failure='invented_url'),
    case('too-long', 'failure', '摘要约330字，超过200字。', nev(NT + '从结构看，纯电动车型仍占主导，插电混动增速更快；出口成为新的'
         '增长点，2023年新能源汽车出口大幅增长。展望后市，随着充电基础设施持续完善、电池成本进一步下降以及更多车型上市，行业有望'
         '保持较快增长，但价格竞争加剧可能压缩整车企业利润率，投资人应关注头部企业的规模优势、技术迭代速度和海外市场布局。'),
         arms='skill', failure='too_long'),
])]

# ---------------------------------------------------------------- coding_primes_below_10000
PRC = '''def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True

primes = [n for n in range({lo}, {top}) if is_prime(n)]
print(len(primes), sum(primes))
'''
PT = ('The script found 1229 prime numbers below 10,000, and together they add up to 5736396. A prime is a whole number '
      'greater than 1 that only divides evenly by 1 and itself.')
def primes(text, top=10000, lo=2, counted=True):
    return [to('coding', 'count and sum the primes'), py(PRC.format(top=top, lo=lo)), to('writing', 'explain'),
            *(write(text) if counted else [say(text)])]
TASKS.append(task('coding_primes_below_10000', cases=[
    case('competent', 'competent', 'Runs the script, quotes 1229 and 5736396 exactly as printed, under 300 characters, '
         'counted.', primes(PT)),
    case('alt-separators', 'alternative', '"5,736,396" with separators: the same number written for a lay reader (the '
         'prompt asks to quote exactly, but separators do not change the digits).',
         primes('There are 1,229 primes below 10,000; their sum is 5,736,396 (script output: 1229 5736396). Primes are '
                'numbers that can only be divided evenly by 1 and themselves.'), arms='skill'),
    case('alt-short', 'alternative', 'A short explanation quoting the output line verbatim.',
         primes('Script output: "1229 5736396" — 1229 primes below 10,000, summing to 5736396.'), arms='transfer'),
    case('below-1000', 'failure', 'The script only goes to 1,000 (168 primes, sum 76127) and the answer reports that '
         'as the count below 10,000.', primes(sub(PT, ('1229', '168'), ('5736396', '76127')), top=1000), arms='transfer',
         failure='wrong_computation'),
    case('misquoted-sum', 'failure', 'Quotes the sum as 5736369, swapping two digits of the printed output.',
         primes(sub(PT, ('5736396', '5736369'))), arms='skill', failure='fabricated_number'),
    case('no-counter', 'failure', 'Delivers without the character count the user asked for.', primes(PT, counted=False),
         arms='transfer', failure='skipped_tool'),
    case('too-long', 'failure', 'A 480-character explanation for a 300-character limit.', primes(PT + ' Primes are the '
         'building blocks of all whole numbers: every number can be written as a product of primes in exactly one way. '
         'They also protect your online banking, because multiplying two huge primes is easy but splitting the result '
         'back apart is extremely hard.'), arms='skill', failure='too_long'),
]))

# ---------------------------------------------------------------- notice_rewrite_short
def notice(text, counted=True):
    return [to('writing', '改写为礼貌通知'), *(write(text) if counted else [say(text)])]
NN = '尊敬的用户：系统将于2025年3月8日22:00至23:30停机维护，期间暂停登录，敬请谅解。'
TASKS.append(task('notice_rewrite_short', cases=[
    case('competent', 'competent', '礼貌、保留日期与起止时间，不超过60字并计数。', notice(NN)),
    case('alt-dash', 'alternative', '用“22:00—23:30”的写法和“感谢理解”。', notice('【维护通知】2025年3月8日22:00—23:30系统停机维护，'
         '期间无法登录，感谢您的理解！'), arms='skill'),
    case('alt-fullwidth-colon', 'alternative', '全角冒号“22：00”与“23：30”，时间不变。', notice('亲爱的用户，系统将在2025年3月8日'
         '22：00至23：30进行停机维护，届时无法登录，给您带来不便敬请谅解。'), arms='transfer'),
    case('dropped-end', 'failure', '漏掉了结束时间23:30，用户要求必须保留日期和起止时间。', notice('尊敬的用户：系统将于2025年3月8日22:00起停机维护，期间暂停登录，敬请谅解。'),
         arms='transfer', failure='other'),
    case('wrong-date', 'failure', '把维护日期改成了3月9日，与原句的3月8日不符，会误导用户。', notice(sub(NN, ('3月8日', '3月9日'))), arms='skill', failure='fabricated_number'),
    case('too-long', 'failure', '通知约90字，超过用户要求的60字上限。', notice(NN + '维护完成后系统将自动恢复，如有疑问请联系客服热线，我们将竭诚为您服务。'
         '感谢您一直以来的支持！'), arms='transfer', failure='too_long'),
]))
