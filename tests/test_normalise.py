"""Round trips for role_transfer.measure.normalise beyond the notebook's examples.

Numbers are written in many ways by seeded generators (cn2an's own an2cn for Chinese numerals, a small speller
for English words, the separators and suffixes for digits) and must be read back exactly, in context and with
their spans; URLs are respelled in every way the canonical form ignores; values are bound in generated tables
and sentences with several subjects.
"""
import random
from decimal import Decimal
from urllib.parse import quote

import cn2an
import pytest

from role_transfer.measure.normalise import (numbers_in, quantities_in, urls_in, same_number, same_quantity,
                                             canonical_url, same_url, extra_query, in_unit, as_quantity)
from role_transfer.measure.binding import segments, values_about, from_to, direction_of, bind, segment_at

SEEDS = range(5)
ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' \
       'seventeen eighteen nineteen'.split()
TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split()


def spell(n: int) -> str:
    "English words for 0 <= n < 10**12, with 'and' after hundred as British English writes it."
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10 - 2] + ('-' + ONES[n % 10] if n % 10 else '')
    if n < 1000: return ONES[n // 100] + ' hundred' + (' and ' + spell(n % 100) if n % 100 else '')
    for size, name in ((10**9, 'billion'), (10**6, 'million'), (10**3, 'thousand')):
        if n >= size: return spell(n // size) + ' ' + name + (' ' + spell(n % size) if n % size else '')


def test_speller_is_right():
    assert spell(105) == 'one hundred and five' and spell(2_000_000) == 'two million'
    assert spell(1234) == 'one thousand two hundred and thirty-four'


def _one(text: str):
    ns = numbers_in(text)
    assert len(ns) == 1, (text, ns)
    return ns[0]


@pytest.mark.parametrize('seed', SEEDS)
def test_digits_in_every_spelling_read_back(seed):
    rng = random.Random(seed)
    for _ in range(60):
        n = rng.choice([rng.randrange(10**3, 10**10), rng.randrange(0, 1000)])
        grouped = f'{n:,}'
        for text, sep in ((grouped, ','), (grouped.replace(',', ' '), ' '), (grouped.replace(',', '\u202f'), '')):
            for frame in ('Revenue was {} in total.', '总计{}，同比持平。'):
                s = frame.format(text)
                got = _one(s)
                assert got.value == n and s[got.start:got.end] == text and not got.percent, s
        fw = ''.join(chr(0xFF10 + int(c)) for c in str(n))
        assert _one(f'共{fw}辆').value == n
        d = Decimal(rng.randrange(1, 10**6)).scaleb(-rng.randrange(1, 5))
        got = _one(f'grew {d}% last year')
        assert got.percent and got.value == d and same_number(got, d / 100)


@pytest.mark.parametrize('seed', SEEDS)
def test_magnitudes_multiply_exactly(seed):
    rng = random.Random(seed)
    for _ in range(40):
        d = Decimal(rng.randrange(1, 10**4)).scaleb(-rng.randrange(0, 3))
        for suffix, mag in (('万', 10**4), ('亿', 10**8), (' million', 10**6), (' billion', 10**9), ('k', 10**3),
                            ('bn', 10**9)):
            got = _one(f'sales of {d}{suffix} units')
            assert got.value == d * mag and got.magnitude == mag, (d, suffix)


@pytest.mark.parametrize('seed', SEEDS)
def test_chinese_numerals_from_cn2an_read_back(seed):
    rng = random.Random(seed)
    for _ in range(60):
        n = rng.choice([rng.randrange(11, 10**9), rng.randrange(11, 10**4)])
        cn = cn2an.an2cn(n)
        got = _one(f'销量为{cn}辆，')
        assert got.value == n and got.form == 'chinese' and got.text == cn, (n, cn)
        d = Decimal(rng.randrange(11, 10**5)).scaleb(-rng.randrange(1, 3))
        cd = cn2an.an2cn(str(d))
        assert _one(f'增长了百分之{cd}。').value == d and _one(f'增长了百分之{cd}。').percent, cd


@pytest.mark.parametrize('seed', SEEDS)
def test_english_words_read_back(seed):
    rng = random.Random(seed)
    for _ in range(60):
        n = rng.choice([rng.randrange(2, 100), rng.randrange(100, 10**6), rng.randrange(10**6, 10**10)])
        words = spell(n)
        got = _one(f'They sold {words} cars in March.')
        assert got.value == n and got.form == 'words' and got.text == words, (n, words)


@pytest.mark.parametrize('seed', SEEDS)
def test_dates_phones_and_versions_hold_no_value(seed):
    rng = random.Random(seed)
    for _ in range(40):
        y, m, d = rng.randrange(1990, 2030), rng.randrange(1, 13), rng.randrange(1, 29)
        r = rng.randrange
        phone = f'+{r(1, 90)} {r(100, 999)}-{r(100, 999)}-{r(1000, 9999)}'
        mobile = f'1{rng.randrange(3, 10)}{rng.randrange(0, 10)}{rng.randrange(10**7, 10**8)}'
        texts = [f'{y}-{m:02d}-{d:02d}', f'{y}年{m}月{d}日', f'{d}/{m}/{y}', phone, mobile,
                 f'Python 3.{r(6, 14)}', f'v{r(1, 9)}.{r(0, 30)}.{r(0, 9)}',
                 f'https://example.com/{y}/{rng.randrange(1, 10**6)}?page={d}']
        for t in texts: assert numbers_in(f'见 {t}，详情。') == [], t


@pytest.mark.parametrize('seed', SEEDS)
def test_quantities_agree_across_units_and_magnitudes(seed):
    rng = random.Random(seed)
    for _ in range(40):
        w = rng.randrange(1, 10**4)
        assert same_quantity(f'{w}万元', f'{w * 10**4:,} yuan') and same_quantity(f'{w}万元', f'CNY {w * 10**4}')
        assert not same_quantity(f'{w}万元', f'${w * 10**4:,}') and not same_quantity(f'{w}万元', f'{w}元')
        ms = rng.randrange(1, 10**5)
        assert same_quantity(f'{ms} ms', f'{Decimal(ms).scaleb(-3)} s')
        assert not same_quantity(f'{ms} ms', f'{Decimal(ms + 1).scaleb(-3)} s')


@pytest.mark.parametrize('seed', SEEDS)
def test_url_spellings_share_one_canonical_form(seed):
    rng = random.Random(seed)
    for _ in range(20):
        host = rng.choice(['example.com', 'stats.gov.cn', 'zh.wikipedia.org'])
        path = '/'.join(rng.choice(['data', '北京', 'report', '2023', 'a b']) for _ in range(rng.randrange(1, 4)))
        params = [(f'k{i}', str(rng.randrange(100))) for i in range(rng.randrange(0, 4))]
        q = '&'.join(f'{k}={v}' for k, v in params)
        base = f'https://{host}/{quote(path)}' + (f'?{q}' if q else '')
        shuffled = params[:]
        rng.shuffle(shuffled)
        query = '&'.join(f'{k}={v}' for k, v in shuffled + [('utm_source', 'x')])
        variant = f'HTTP://{host.upper()}:80/{path}/?{query}#sec'
        assert same_url(base, variant), (base, variant)
        assert extra_query(base + ('&' if q else '?') + 'chapter=2', variant) == ('chapter',)
        assert extra_query(base + ('&' if q else '?') + 'lang=en&view=print', variant) == ()
        if params:
            changed = base.replace(f'{params[0][0]}={params[0][1]}', f'{params[0][0]}={params[0][1]}9')
            assert not same_url(base, changed) and extra_query(changed, base) is None
        assert canonical_url(variant).startswith(f'https://{host}/')
        marked = variant.replace('&', '&amp;').replace('#sec', '&srsltid=Af#sec')
        assert same_url(base, marked), (base, marked)


@pytest.mark.parametrize('seed', SEEDS)
def test_values_bind_to_their_own_subject(seed):
    rng = random.Random(seed)
    cities = ['Beijing', 'Shanghai', 'Shenzhen', 'Guangzhou', 'Chengdu']
    for _ in range(4):
        pops = {c: Decimal(rng.randrange(50, 400)).scaleb(-1) for c in cities}
        rng.shuffle(cities)
        table = '| City | Population |\n|---|---|\n' + ''.join(f'| {c} | {pops[c]} million |\n' for c in cities)
        prose = ', '.join(f'{c} has {pops[c]} million' for c in cities) + '.'
        for text in (table, prose):
            for c in cities:
                others = [o for o in cities if o != c]
                for o in others:
                    bound = values_about(text, [c], f'{pops[o]} million', others=others)
                    assert bound == [] or same_number(f'{pops[o]} million', f'{pops[c]} million'), (text, c, o)
                assert values_about(text, [c], f'{pops[c]} million', others=others), (text, c)


def test_swapped_roles_are_told_apart():
    for a, b in ((3.2, 4.1), (120, 80)):
        right, swapped = f'Sales went from {a} million to {b} million.', f'Sales went from {b} million to {a} million.'
        r, s = from_to(right), from_to(swapped)
        assert (same_number(r[0], a * 10**6), same_number(r[1], b * 10**6)) == (True, True)
        assert (same_number(s[0], a * 10**6), same_number(s[1], b * 10**6)) == (False, False)
    assert direction_of('销量没有增长，反而下降了') == 'down' and direction_of('sales did not decline') is None


def test_percent_units_and_years_do_not_leak():
    assert [q.unit for q in quantities_in('in the 1990s revenue rose 5% to 3 s')] == ['%', 'second']
    assert [n.year for n in numbers_in('2,023 cars in 2023')] == [False, True]


def test_random_text_never_raises_and_spans_quote_the_text():
    "Generated junk of numeral characters, units, URLs and punctuation: readers return, spans are exact."
    rng = random.Random(7)
    alphabet = list('零〇一二两三四五六七八九十百千万亿点负分之第月日号个辆元人0123456789,.% -–~eE×x^⁶kMBbn'
                    '$¥:/()|#\n，。；!?@') + ['http://', 'www.', ' million', ' percent', '百分之', '万元', ' km',
                                             ' ms', 'Python ', ' two', ' hundred', ' and ', 'point', '| a | 1 |\n']
    for _ in range(1500):
        s = ''.join(rng.choice(alphabet) for _ in range(rng.randrange(1, 50)))
        for n in numbers_in(s): assert s[n.start:n.end] == n.text, (s, n)
        for u in urls_in(s): assert s[u.start:u.end] == u.url and canonical_url(u.url).startswith('https://'), s
        for q in quantities_in(s): assert q.start <= q.number.start and q.number.end <= q.end, s
        for g in segments(s): assert g.text in s, s
        direction_of(s), from_to(s)
        loose = numbers_in(s, strict=False)
        for n in loose: assert s[n.start:n.end] == n.text, (s, n)
        assert len(bind(s, {'a': ['km'], 'b': ['ms']}, loose)) == len(loose)


@pytest.mark.parametrize('seed', SEEDS)
def test_every_year_of_a_generated_series_binds_to_its_value(seed):
    "Series written in the ways answers write them: each value is about its own year, in either language."
    rng = random.Random(seed)
    for _ in range(6):
        years = sorted(rng.sample(range(1990, 2025), 3))
        vals = [f'{rng.randrange(100, 999)},{rng.randrange(100, 999)}' for _ in years]
        forms = [' and '.join(f'{v} in {y}' for y, v in zip(years, vals)),
                 'from ' + ' to '.join(f'{v} ({y})' for y, v in zip(years, vals)),
                 '，'.join(f'{y}年为{v}人' for y, v in zip(years, vals)),
                 '. '.join(f'{y}: {v}' for y, v in zip(years, vals)) + '.',
                 ', '.join(f'the {y} figure was {v}' for y, v in zip(years, vals))]
        for text in forms:
            nums = [n for n in numbers_in(text) if not n.year]
            assert bind(text, {str(y): [str(y)] for y in years}, nums) == [str(y) for y in years], text


def test_tenths_numerals_in_other_words_and_units_converted():
    assert [(n.value, n.percent) for n in numbers_in('约三成、两成，成员三人，一成不变')] == [(30, True), (20, True), (3, False)]
    assert in_unit(as_quantity('1,500 ms'), 'second') == Decimal('1.5') and in_unit(as_quantity('5 km'), 'CNY') is None
    assert segment_at('A, b (c, d); e.', 6).text == 'b (c, d);'


@pytest.mark.parametrize('seed', SEEDS)
def test_latex_and_markdown_around_generated_percentages_read_the_same(seed):
    rng = random.Random(seed)
    for _ in range(40):
        v = Decimal(rng.randint(1, 99999)).scaleb(-rng.randint(1, 3))
        plain = numbers_in(f'growth of {v}% a year')
        for form in (f'**{v}%**', f'${v}\\%$', f'$+{v}\\%$', f'*{v} %*', f'{v}\\%'):
            got = numbers_in(f'growth of {form} a year')
            assert [(n.value, n.percent) for n in got] == [(n.value, n.percent) for n in plain], form
            assert [q.kind for q in quantities_in(f'growth of {form} a year')] == ['percent'], form


@pytest.mark.parametrize('seed', SEEDS)
def test_a_dollar_amount_stays_a_currency_beside_a_formula(seed):
    rng = random.Random(seed)
    a, b = rng.randint(2, 9999), rng.randint(2, 99)
    qs = quantities_in(f'${a:,} due, ${b} fee and $x^{{2}}$')
    assert [(q.unit, q.number.value) for q in qs] == [('USD', a), ('USD', b)]


@pytest.mark.parametrize('seed', SEEDS)
def test_a_two_digit_period_end_after_a_year_is_a_year(seed):
    rng = random.Random(seed)
    y = rng.choice([1900, 2000]) + rng.randint(13, 89)     # 2019-05 would be a month, not a period
    k = rng.randint(1, 9)
    end = (y + k) % 100
    for gap in ('-', '–', '/'):
        ns = numbers_in(f'index ({y}{gap}{end:02d}=100)')
        assert [(int(n.value), n.year) for n in ns] == [(y, True), (y + k, True), (100, False)], gap
    assert [int(n.value) for n in numbers_in(f'{y}/{rng.randint(2, 9)}')][0] == y
