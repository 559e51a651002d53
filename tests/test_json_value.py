"""`core.json_value` (orjson where it agrees, the standard library elsewhere) gives exactly what `json.loads` gives:
the same values with the same types, and an error exactly where `json.loads` raises one. Checked on generated JSON
values (floats of every magnitude, integers beyond 64 bits, lone surrogates, control characters, deep nesting) and
on hostile byte mutations of their texts."""
import json, math, random, struct
import pytest
from role_transfer.agent.core import json_value, jsonl_lines, JsonlLineError, TRUNCATED_LINE, _may_hold_long_int


def typed(v):
    "The value with every type spelled out: 1, 1.0 and True differ; NaN equals NaN; -0.0 differs from 0.0."
    if isinstance(v, dict): return ('d', [(k, typed(x)) for k, x in v.items()])
    if isinstance(v, list): return ('l', [typed(x) for x in v])
    if isinstance(v, float): return ('f', 'nan' if math.isnan(v) else repr(v))
    return (type(v).__name__, repr(v))


def outcome(f, data: bytes):
    try: return typed(f(data))
    except RecursionError: return 'RecursionError'
    except ValueError: return 'ValueError'          # JSONDecodeError, UnicodeDecodeError


def stdlib(data: bytes): return json.loads(data.decode('utf-8'))


def _float(rng):
    k = rng.random()
    if k < 0.3: return struct.unpack('<d', rng.getrandbits(64).to_bytes(8, 'little'))[0]   # any bit pattern
    if k < 0.6: return rng.uniform(-1e6, 1e6)
    if k < 0.8: return rng.random() * 10.0 ** rng.randint(-330, 307)
    return rng.choice([0.0, -0.0, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308, 1e22, 1e23])


def _int(rng):
    k = rng.random()
    if k < 0.5: return rng.randint(-1000, 10 ** 6)
    if k < 0.8: return rng.choice([1, -1]) * rng.randint(2 ** 62, 2 ** 66)     # both sides of the 64-bit limits
    return rng.choice([1, -1]) * rng.randint(0, 10 ** rng.randint(15, 40))


_CHARS = ['a', 'é', '中', '\U0001d11e', '\ud800', '\udfff', '\x00', '\x1f', '\x7f', '"', '\\', '/', '\u2028', '\ufeff', '1', '-', '.']


def _str(rng): return ''.join(rng.choice(_CHARS) for _ in range(rng.randint(0, 8)))


def value(rng, depth=0):
    k = rng.random()
    if depth < 4 and k < 0.25: return [value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if depth < 4 and k < 0.45: return {_str(rng): value(rng, depth + 1) for _ in range(rng.randint(0, 4))}
    return rng.choice([_float, _int, _str, lambda r: r.choice([None, True, False, float('nan'), float('inf'), -float('inf')])])(rng)


def text(rng, v) -> bytes:
    s = json.dumps(v, ensure_ascii=rng.random() < 0.5, separators=rng.choice([(',', ':'), (', ', ': ')]))
    return s.encode('utf-8', 'surrogatepass' if rng.random() < 0.2 else 'backslashreplace')


_HOSTILE = [b'1' * 19, b'-', b'.', b'e', b'E+', b'\\ud800', b'\\u', b'"', b',', b']', b'}', b'\xff', b'\xed\xa0\x80', b'NaN',
            b'Infinity', b' ', b'\t', b'\r', b'\x0c', b'\xef\xbb\xbf', b'0', b'00', b'1e400', b'18446744073709551616']


def mutate(rng, data: bytes) -> bytes:
    for _ in range(rng.randint(1, 3)):
        i = rng.randint(0, len(data))
        k = rng.random()
        if k < 0.4: data = data[:i] + rng.choice(_HOSTILE) + data[i:]
        elif k < 0.7: data = data[:i] + data[i + rng.randint(1, 4):]
        else: data = data[:i] + rng.choice(_HOSTILE) + data[i + 1:]
    return data


def test_json_value_equals_json_loads_on_generated_values():
    rng = random.Random(20261201)
    for _ in range(3000):
        data = text(rng, value(rng))
        assert outcome(json_value, data) == outcome(stdlib, data), data


def test_json_value_equals_json_loads_on_hostile_mutations():
    rng = random.Random(7)
    for _ in range(4000):
        data = mutate(rng, text(rng, value(rng)))
        assert outcome(json_value, data) == outcome(stdlib, data), data


@pytest.mark.parametrize('data', [b'[' * 3000 + b']' * 3000, b'{"a":' * 3000 + b'1' + b'}' * 3000])
def test_deep_nesting_fails_as_the_standard_library_does(data):
    assert outcome(json_value, data) == outcome(stdlib, data)


def test_long_integer_detector_never_misses_an_integer_of_19_digits_or_more():
    rng = random.Random(3)
    for _ in range(2000):
        n = rng.choice([1, -1]) * rng.randint(10 ** 18, 10 ** rng.randint(19, 40))
        pre, post = rng.choice([b'', b'[', b'{"k": ', b' ', b'[1.5, ']), rng.choice([b'', b']', b'}', b', 2]', b' '])
        assert _may_hold_long_int(pre + str(n).encode() + post)
    for frac in (b'0.0006127100023149978', b'1.123456789012345678901234', b'1e-0000000000000000000001', b'2E+00000000000000000009'):
        assert not _may_hold_long_int(b'[' + frac + b']')     # the digits of a fraction or an exponent


def test_jsonl_lines_reads_what_json_loads_reads():
    rng = random.Random(11)
    lines = [text(rng, value(rng)) for _ in range(300)]
    lines = [l for l in lines if b'\n' not in l and outcome(stdlib, l) != 'ValueError']
    got = [(i, typed(v)) for i, _, v in jsonl_lines(b'\n'.join(lines) + b'\n')]
    assert got == [(i, typed(stdlib(l))) for i, l in enumerate(lines, 1) if l.strip()]
    with pytest.raises(JsonlLineError) as e: list(jsonl_lines(lines[0] + b'\n[1,]\n' + lines[1] + b'\n'))
    assert e.value.line == 2
    assert list(jsonl_lines(lines[0] + b'\n{"cut')) [-1][2] is TRUNCATED_LINE
