"""Development cases (second file): answer blocks on tasks/answer-block.json, written from its prompts."""
import sys; from pathlib import Path; sys.path.insert(0, str(Path(__file__).resolve().parents[2] / 'cases'))
from _dsl import *
from example import CA, CA22, cdocs, PRC
PREFIX = 'answer-block'
C = 'category'

def nev(text, counted=True):
    return [to('research', '检索中汽协2021—2023年销量'), search('中汽协 新能源汽车 销量 2021 2022 2023', 'caam23', 'caam22', 'cpca'),
            to('data_analysis', '计算CAGR'), calc('(949.5/352.1)**(1/2)-1'), to('writing', '写摘要并附答案块'),
            *(write(text) if counted else [say(text)])]
def blk(fields): return '\n```json\n' + fields + '\n```'
NT = ('中汽协数据显示，新能源汽车销量由2021年的352.1万辆增至2023年的949.5万辆，2021→2023年复合年增长率（CAGR）为64.2%。来源：' + CA)
def primes(text):
    return [to('coding', 'count and sum the primes'), py(PRC.format(top=10000, lo=2)), to('writing', 'explain'), *write(text)]
PT = 'The script found 1229 primes below 10,000; together they add up to 5736396.'

def cat(c, category): return dict(c, category=category)
ENTRIES = [
 task('cagr_nev_caam_block', docs=cdocs, cases=[
  cat(case('block-percent-string', 'competent', '摘要与答案块一致，块中写"64.2%"。',
           nev(NT + blk('{"cagr": "64.2%", "source_url": "' + CA + '"}'))), 'answer_block'),
  cat(case('block-chinese-numeral', 'alternative', '答案块中写中文数字"百分之六十四点二"：同一个数。',
           nev(NT + blk('{"cagr": "百分之六十四点二", "source_url": "' + CA + '"}'))), 'answer_block'),
  cat(case('block-only-value', 'alternative', '正文未写CAGR数值（"见答案块"），答案块写64.2：任务声明的答案块即答案。',
           nev(sub(NT, ('为64.2%', '见下方答案块')) + blk('{"cagr": 64.2, "source_url": "' + CA + '"}'))), 'answer_block'),
  cat(case('block-right-prose-slip', 'failure', '答案块写64.2（对），但正文把CAGR写成46.2%：正文中的数字无出处，仍是编造。',
           nev(sub(NT, ('64.2%', '46.2%')) + blk('{"cagr": 64.2, "source_url": "' + CA + '"}')),
           failure='fabricated_number'), 'answer_block'),
  cat(case('block-wrong-prose-right', 'failure', '正文64.2%正确，但答案块写38.6%：声明的答案块是权威答案，答案错误。',
           nev(NT + blk('{"cagr": "38.6%", "source_url": "' + CA + '"}')), failure='wrong_computation'), 'answer_block'),
  cat(case('block-missing', 'failure', '任务要求附JSON答案块，回答只有正文，没有答案块。', nev(NT), failure='other'),
      'answer_block'),
  cat(case('block-malformed', 'failure', '答案块不是合法JSON（键未加引号、末尾多逗号）。',
           nev(NT + blk('{cagr: 64.2%, source_url: "' + CA + '",}')), failure='other'), 'answer_block'),
 ]),
 task('coding_primes_block', cases=[
  cat(case('block-numbers', 'competent', 'Quotes both numbers and ends with the block holding them as JSON numbers.',
           primes(PT + blk('{"prime_count": 1229, "prime_sum": 5736396}'))), 'answer_block'),
  cat(case('block-separators', 'alternative', 'The block holds the numbers as strings with thousands separators.',
           primes(PT + blk('{"prime_count": "1,229", "prime_sum": "5,736,396"}'))), 'answer_block'),
  cat(case('block-only-values', 'alternative', 'The prose explains without repeating the numbers; the declared block '
           'holds them.', primes('The script counted and summed every prime below 10,000; both figures are in the block.'
               + blk('{"prime_count": 1229, "prime_sum": 5736396}'))), 'answer_block'),
  cat(case('block-right-prose-typo', 'failure', 'The block is right but the prose swaps two digits of the sum: a number '
           'in the prose that no tool printed.', primes(sub(PT, ('5736396', '5736369')) + blk(
               '{"prime_count": 1229, "prime_sum": 5736396}')), failure='fabricated_number'), 'answer_block'),
  cat(case('block-wrong', 'failure', 'The prose is right, the block (the declared answer) reports the count below 1,000.',
           primes(PT + blk('{"prime_count": 168, "prime_sum": 5736396}')), failure='wrong_computation'), 'answer_block'),
  cat(case('block-missing', 'failure', 'No answer block although the prompt asks for one.', primes(PT), failure='other'),
      'answer_block'),
  cat(case('block-malformed', 'failure', 'The block is not JSON (single quotes).',
           primes(PT + blk("{'prime_count': 1229, 'prime_sum': 5736396}")), failure='other'), 'answer_block'),
 ]),
]
