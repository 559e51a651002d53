"""The usual tool sequence of each task, so that a case writes only its answer and what differs."""
from _hdsl import *
from _docs import *

def grain(text, expr='69541/68653-1', calc_ok=True, counted=True):
    steps = [to('research', '检索国家统计局 2022、2023 年粮食总产量'),
             search('国家统计局 2022年 2023年 全国粮食总产量', 'nbs23', 'nbs22')]
    if calc_ok: steps += [to('data_analysis', '求增长率'), calc(expr)]
    return steps + [to('writing', '写不超过180字的简报'), write(text) if counted else say(text)]

def income(text, expr='39218/36883-1'):
    return [to('research', '检索人均可支配收入'), search('国家统计局 全国居民人均可支配收入 2022 2023', 'inc23', 'inc22'),
            to('data_analysis', '计算名义增长率'), calc(expr), say(text)]

def chinapop(text, expr='(1410710000/1363240000)**(1/10)-1'):
    return [to('research', '检索世界银行总人口'), search('World Bank SP.POP.TOTL China 2013 2023', 'wb'),
            to('data_analysis', '十年复合年均变化率'), calc(expr), to('research', '再检索首次下降年份'),
            search('中国总人口 首次 下降 年份', 'nbs'), to('writing', '写不超过250字的说明'), write(text)]

def ev(text, expr='(14/3)**(1/3)-1', extra=(), searches=None):
    s = searches or [search('IEA Global EV Outlook electric car sales 2020 2023', 'gevo24', 'gevo21')]
    return [to('research', 'IEA sales 2020 and 2023'), *s, to('data_analysis', 'CAGR'), calc(expr), *extra,
            to('writing', 'investor note, at most 400 characters'), write(text)]

def cpi(text, exprs=('304.702/232.957-1',)):
    return [to('research', 'BLS CPI-U annual averages'), search('BLS CPI-U annual average 2013 2023', 'bls'),
            to('data_analysis', 'cumulative change'), calc(exprs[0]), to('research', 'Fed longer-run target'),
            search('Federal Reserve longer-run inflation target', 'fed'),
            *([to('data_analysis', 'what the target implies'), *[calc(e) for e in exprs[1:]]] if exprs[1:] else []),
            to('writing', 'at most 500 characters'), write(text)]

def paris(text, slugs=('unfccc', 'untc')):
    return [to('research', '检索生效日期'), search('《巴黎协定》 正式生效 日期', *slugs), say(text)]

def iceland(text):
    return [to('research', 'latest Statistics Iceland figure'), search('Statistics Iceland population latest', 'q3', 'jan'),
            say(text)]

def japan(text, expr='(124516650/127445000)**(1/10)-1', extra=()):
    return [to('research', 'Japan 2013 and 2023'), search('World Bank SP.POP.TOTL Japan population 2013 2023', 'wb'),
            to('data_analysis', 'population fell: compound rate of change'), calc(expr), *extra,
            to('research', 'decline branch: one cause'), search('Japan population decline cause', 'sbj'),
            to('writing', 'note of at most 500 characters'), write(text)]

def pyrel(text):
    return [to('research', 'both release years'), search('Python 2.0 release date', 'p2'),
            search('Python 3.0 release date', 'p3'), say(text)]

def everest(text, extra=()):
    return [to('research', 'both survey figures'), search('Mount Everest height 2020 survey 1955 Survey of India', 'xh', 'br'),
            *extra, to('writing', 'at most 500 characters'), write(text)]

def nevcagr(text, expr='(949.5/352.1)**(1/2)-1', extra=(), counted=True):
    return [to('research', '检索中汽协2021—2023年销量'), search('中汽协 新能源汽车 销量 2021 2022 2023', 'caam23', 'caam22'),
            to('data_analysis', '计算CAGR'), calc(expr), *extra, to('writing', '写不超过200字的摘要'),
            write(text) if counted else say(text)]

def nevdef(text):
    return [to('research', '检索两个口径'), search('2023年 新能源汽车销量 中汽协 乘联会', 'caam', 'cpca'),
            to('writing', '写不超过400字并计数'), write(text)]

def turing(final, draft, slugs=('acm', 'perlis'), verify_slugs=('perlis',)):
    return [to('research', '检索设立年份和首位得主'), search('图灵奖 设立年份 首位得主', *slugs), to('writing', '起草'),
            count(draft), to('research', '核实首位得主获奖年份'), search('Alan Perlis Turing Award year', *verify_slugs),
            to('writing', '定稿并计数'), write(final)]

def owasp(text, slugs=('genai', 'proj')):
    return [to('research', 'find OWASP LLM01'), search('OWASP Top 10 LLM applications LLM01', *slugs), say(text)]

def zentrix(text):
    return [to('research', 'look for an authoritative figure'),
            search('Zentrix Cloud registered users end of 2024', 'staffing', 'blog', 'pr'), say(text)]

def rider(text):
    return [to('research', '只查国家统计局官方来源'), search('国家统计局 2019年 外卖骑手 从业人数', 'gb19', 'jp4', 'mt'), say(text)]

def interest(text, expr='20000*(1+0.035)**5', tool=True):
    return [to('data_analysis', '复利计算'), *([calc(expr)] if tool else []), say(text)]

def weekly(final, draft='本周销售额48.6万元，上周42.3万元，环比增长约15%，客单价356元。', expr='48.6/42.3-1'):
    return [to('writing', '起草周报'), count(draft), to('data_analysis', '核算环比增长率'), calc(expr),
            to('writing', '修订一次并定稿'), write(final)]

def quarter(final, draft='本季度新增客户1,284家，上季度1,107家，环比增长约15%。', expr='(1284-1107)/1107'):
    return [to('writing', '起草简报'), count(draft), to('data_analysis', '核算环比增长率'), calc(expr),
            to('writing', '按核算结果修订'), write(final)]

def tourism(text, expr='1520/1180-1'):
    return [to('data_analysis', '按旅游总收入口径计算'), calc(expr), to('writing', '写说明并计数'), write(text)]

def retail(text, expr='10.5/7.5-1'):
    return [to('data_analysis', '零售口径增长率'), calc(expr), to('writing', '写不超过200字的说明'), write(text)]

def margin(text, via='data_analysis'):
    return [to(via, '确认毛利率所需数据'), say(text)]

def conversions(text):
    return [to('data_analysis', 'check what the computation needs'), say(text)]

def acme(text):
    return [to('data_analysis', 'check inputs'), say(text)]

SU = [310, 295, 342, 360, 388, 401]
def signup(text, expr='401/388-1', extra=()):
    return [to('data_analysis', 'mean and growth'), stats(SU), calc(expr), *extra, say(text)]

def dau(text, exprs=('15100/12400-1', '47800/41000-1')):
    return [to('data_analysis', 'growth per definition'), *[calc(e) for e in exprs], to('writing', 'at most 450 characters'),
            write(text)]

def release(final, draft, expr='(840-610)/840', extra=()):
    return [to('writing', 'draft the release note'), count(draft), to('data_analysis', 'percentage reduction'), calc(expr),
            *extra, to('writing', 'revise once and finalise'), write(final)]

KWH = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]
ABOVE = ('usage = [312, 298, 275, 260, 241, 330, 402, 415, 350, 288, 276, 305]\nmean = sum(usage) / len(usage)\n'
         'for i, v in enumerate(usage):\n    if v > mean:\n        print(i + 1)\n')
def usage(text, code=ABOVE):
    return [to('data_analysis', '均值、中位数、样本标准差'), stats(KWH), to('coding', '找出高于均值的月份'), py(code),
            to('writing', '写不超过200字的说明'), write(text)]

def notice(text, counted=True):
    return [to('writing', '改写为礼貌通知'), *(write(text) if counted else [say(text)])]

def invoice(text, counted=True):
    return [to('writing', 'rewrite as a polite reminder'), *(write(text) if counted else [say(text)])]

def run_explain(code, text, counted=True):
    return [to('coding', 'run in-memory code'), py(code), *([to('writing', 'explain within the limit'), write(text)]
            if counted else [say(text)])]

def code_then_write(code, text, extra=()):
    return [to('coding', 'run the program'), py(code), *extra, to('writing', 'explain within the limit'), write(text)]

CSV = [12, 18, 22, 29]
def csvmean(text, tool=True):
    return [to('data_analysis', 'mean of the numeric values'), *([stats(CSV)] if tool else []), say(text)]
