"The one secret detector: 24+ planted forms of known values and key shapes are all found; the offline dummies are not."
import base64, json, urllib.parse
import pytest
from role_transfer.agent.core import OFFLINE_OPENAI_KEY, OFFLINE_TAVILY_KEY
from role_transfer.agent.credentials import find_secrets, redact_secrets, environment_secrets, MIN_SECRET_CHARS

KEY = 'sk-canary-Zx9Qw8Er7Ty6Ui5Op4'
SECRETS = {'OPENAI_API_KEY': KEY, 'DB_PASSWORD': 'p4ss-canary-word-81'}
ZW = '\u200b'

def b64(s: str) -> str: return base64.b64encode(s.encode()).decode()

VALUE_FORMS = {   # planted text -> form expected
    f'key {KEY} end': 'verbatim',
    f'rev {KEY[::-1]} end': 'reversed',
    f'b64 {b64(KEY)} end': 'base64',
    f'b64 offset 1 {b64("x" + KEY + "y")} end': 'base64',
    f'b64 offset 2 {b64("xy" + KEY)} end': 'base64',
    f'urlsafe {base64.urlsafe_b64encode(("??>" + KEY + "??").encode()).decode().replace("=", "")} end': ('base64', 'base64url'),
    f'hex {KEY.encode().hex()} end': 'hex',
    f'HEX {KEY.encode().hex().upper()} end': 'hex',
    f'url {urllib.parse.quote("k=" + SECRETS["DB_PASSWORD"] + "/", safe="")} end': 'verbatim',
    'unicode ' + ''.join(f'\\u{ord(c):04x}' for c in KEY) + ' end': 'unicode-escape',
    'spaced ' + ' '.join(KEY) + ' end': 'verbatim+spaced',
    'newlines ' + '\n'.join(KEY) + ' end': 'verbatim+spaced',
    'zero-width ' + ZW.join(KEY) + ' end': 'verbatim+zero-width',
    'rev spaced ' + ' '.join(KEY[::-1]) + ' end': 'reversed+spaced',
    'json ' + json.dumps({'v': 'a"' + KEY})[6:-1] + ' end': 'verbatim',
    f'b64 of reversed {b64(KEY[::-1])} end': 'reversed+base64',
}

SHAPES = {   # planted text (no known value) -> shape expected
    'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c': 'JWT',
    'hf hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789': 'hf_ token (Hugging Face)',
    'stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc': 'sk_live_ key (Stripe)',
    'aws wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY alone': 'AWS secret access key',
    'aws id AKIAIOSFODNN7EXAMPLE': 'AKIA/ASIA key id (AWS)',
    'openai sk-proj-AbCdEf0123456789XyZaBcDeF': 'sk- key (OpenAI style)',
    'openrouter sk-or-v1-0123456789abcdef0123456789abcdef': 'sk-or- key (OpenRouter)',
    'tavily tvly-dev-AbC123dEf456GhI789': 'tvly- key (Tavily)',
    'github ghp_' + 'a1B2' * 9: 'GitHub token',
    'google AIzaSyA-1234567890abcdefghijklmnopqrstu': 'Google API key',
    'header Authorization: Bearer abcDEF123456ghiJKL789': 'bearer token',
    'dsn postgres://app_user:Tr0ub4dor-and-3@db.internal:5432/prod': 'database URL password',
    'config api_token = 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08': 'hex token in key context',
    'path runs/sk-proj-FileNameKey0123456789abcd.json': 'sk- key (OpenAI style)',
    'field {"password": "correct-horse-battery"}': 'credential field',
    'pem -----BEGIN RSA PRIVATE KEY-----': 'private key block',
    'zero-width shape sk-' + ZW.join('proj0123456789ABCDEFGHIJ'): 'sk- key (OpenAI style)',
}

def test_enough_planted_forms(): assert len(VALUE_FORMS) + len(SHAPES) >= 24

@pytest.mark.parametrize('text,form', VALUE_FORMS.items())
def test_known_value_found(text, form):
    found = [f for f in find_secrets(text, SECRETS) if f['kind'] == 'value']
    assert found and found[0]['form'] in ((form,) if isinstance(form, str) else form), found
    red = redact_secrets(text, SECRETS)
    assert find_secrets(red, SECRETS) == [] and red.startswith(text.split()[0]) and red.endswith('end')

@pytest.mark.parametrize('text,shape', SHAPES.items())
def test_shape_found(text, shape):
    found = find_secrets(text, {})
    assert [f['what'] for f in found] == [shape], found
    assert find_secrets(redact_secrets(text, {}), {}) == []

def test_bytes_give_byte_offsets():
    data = ('é' * 3 + ' ' + KEY).encode()
    f, = find_secrets(data, SECRETS)
    assert (f['offset'], f['length']) == (7, len(KEY)) and data[f['offset']:f['offset'] + f['length']] == KEY.encode()

def test_offline_dummies_and_ordinary_text_are_not_secrets():
    text = (f'Authorization: Bearer {OFFLINE_OPENAI_KEY}\n{{"api_key": "{OFFLINE_TAVILY_KEY}"}} {OFFLINE_TAVILY_KEY}\n'
            'task-0123456789abcdefghij risk-assessment-of-something-long a bearer authentication scheme\n'
            '"sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" git 3f2c1e0d9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e')
    env = {'OPENAI_API_KEY': OFFLINE_OPENAI_KEY, 'TAVILY_API_KEY': OFFLINE_TAVILY_KEY}
    assert find_secrets(text, env) == [] and environment_secrets(env) == {}
    assert redact_secrets(text, env) == text

def test_one_minimum_length():
    assert MIN_SECRET_CHARS == 4
    assert find_secrets('pw is q7Z here', {'X_PASSWORD': 'q7Z'}) == []                   # 3 characters: not searched
    assert find_secrets('pw is q7Zp here', {'X_PASSWORD': 'q7Zp'})[0]['form'] == 'verbatim'
    assert find_secrets('postgres://u:abc@h/db', {}) == []                               # a 3-character URL password
    assert find_secrets('postgres://u:abcd@h/db', {})[0]['what'] == 'database URL password'

def test_environment_default_redaction(monkeypatch):
    monkeypatch.setenv('MY_SERVICE_TOKEN', 'tok-canary-4455667788')
    leak = 'x ' + b64('tok-canary-4455667788') + ' y ' + 'tok-canary-4455667788'[::-1]
    assert {f['form'] for f in find_secrets(leak)} == {'base64', 'reversed'}
    assert redact_secrets(leak) == 'x [redacted] y [redacted]'

def test_provider_error_echoing_the_key_is_scrubbed_before_it_is_recorded(monkeypatch):
    "A 401 body that echoes the key (verbatim, or partly disguised) reaches the trajectory redacted."
    from role_transfer.agent.client import offline_client_config, make_client
    from role_transfer.agent.skills import load_catalog
    from role_transfer.agent.loop import AgentLoop
    from role_transfer.agent.arms import make_arm
    from role_transfer.testing.loopback import OfflineChatServer, SequencePolicy, Fault
    from role_transfer.agent.trajectory import trajectory_to_dict
    monkeypatch.setenv('OPENROUTER_API_KEY', KEY)
    body = f'Incorrect API key provided: {KEY}. Reversed: {KEY[::-1]}. Encoded: {b64(KEY)}'
    with OfflineChatServer(policy=SequencePolicy([Fault(401, body)])) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0)
        t = AgentLoop(make_arm('transfer', load_catalog()), make_client(cfg), cfg).run('do the task')
    saved = json.dumps(trajectory_to_dict(t), ensure_ascii=False)
    assert t.stop_reason == 'error' and 'Incorrect API key provided: [redacted]' in saved
    assert find_secrets(saved, {'OPENROUTER_API_KEY': KEY}) == []


# ---- the fast shape scan on any text (non-Latin-1 included) equals plain finditer ----
import random, re
from role_transfer.agent import credentials as C

def test_fold_table_is_every_non_latin1_char_that_ignorecase_maps_to_ascii():
    "Derived from every code point: the characters a `(?i:)` ASCII literal matches beyond Latin-1."
    allc = ''.join(chr(i) for i in range(0x100, 0x110000) if not 0xd800 <= i < 0xe000)
    found = {}
    for a in map(chr, range(128)):
        for m in re.finditer('(?i:' + re.escape(a) + ')', allc): found[m.group()] = a.lower()
    assert found == C._FOLDS

HOSTILE = ['sk_live_', 'rk_test_', 'AKIA', 'ASIA', 'bearer ', 'BEARER\t', '://', 'postgres://u:', 'μs://', '@', '"',
           "'", '\\', '\\\\"', 'key', 'KEY', '\u212aey', 'K\u212aEY', 'token', 'to\u212aen', 'secret', '\u017fecret',
           'SECRET', 'passwd', 'pa\u017f\u017fword', 'PassWord', 'auth', 'Authorization', 'author\u0130zation',
           'author\u0131zation', 'proxy-authorization', 'x-api-key', 'x-ap\u0131-\u212aey', 'API_KEY', 'apikey',
           'access_token', 'refresh-token', 'clientsecret', 'cl\u0130ent_secret', ':', '=', ' ', '\n', '/', '+',
           'é', '中', '\u2014', '\U0001f600', '\ud800', '\u200b', '\u2060', '\ufeff', '\u00ad', '\u180e', '\x80',
           '0123456789abcdef', 'ABCDEFGHIJKLMNOP', 'xK9+', 'AKIAABCDEFGHIJKLMNOP', 'abcdEFGH1234abcdEFGH1234abcdEFGH1234abcd',
           'sk-or-v1-0123456789abcdef01', 'sk-proj-0123456789abcdefXYZ', 'tvly-abcdef0123', 'hf_' + 'a1' * 16,
           'ghp_' + 'B2' * 16, 'AIza' + 'c3' * 18, 'xoxb-0123456789-abc', 'eyJabcdefghi.eyJabcdefghi.abcdefghij',
           '-----BEGIN RSA PRIVATE KEY-----', 'https://app:Zq8-long-pass@db', '"api_key": "v\u00e9ry\u4e2dlong"']

def _rand_char(rnd):
    r = rnd.random()
    if r < 0.25: return rnd.choice('abcXYZ0189/+=-_. "\':')
    if r < 0.5: return chr(rnd.randrange(0x80, 0x100))
    if r < 0.8: return chr(rnd.randrange(0x100, 0x3000))
    return chr(rnd.randrange(0x3000, 0x110000))        # surrogates included: the text may hold them

def _hostile(rnd):
    return ''.join(rnd.choice(HOSTILE) if rnd.random() < 0.5 else _rand_char(rnd) for _ in range(rnd.randint(1, 150)))

def test_fast_shape_scan_equals_finditer_on_hostile_text():
    rnd = random.Random(15)
    for _ in range(2500):
        t = _hostile(rnd)
        idx = C._index(t)
        assert len(idx[0]) == len(idx[1]) == len(t)
        for shape, rx in C.KEY_SHAPES.items():
            fast = [m.span() + m.groups() for m in C.shape_matches(shape, rx, t, idx)]
            assert fast == [m.span() + m.groups() for m in rx.finditer(t)], (shape, t)

def test_find_shapes_and_redaction_same_as_plain_finditer(monkeypatch):
    rnd = random.Random(16)
    texts = [_hostile(rnd) for _ in range(400)]
    texts += [t.replace('k', '\u212a').replace('s', '\u017f') for t in texts[:50]]
    fast = [(C.find_shapes(t), C.find_secrets(t, {}), C.redact_secrets(t, {})) for t in texts]
    monkeypatch.setattr(C, '_index', lambda text: None)        # None: every shape by plain finditer
    assert fast == [(C.find_shapes(t), C.find_secrets(t, {}), C.redact_secrets(t, {})) for t in texts]

def test_folded_key_context_found_in_non_latin1_text():
    t = '\u4e2d \u212aEY="' + '0123456789abcdef' * 2 + '" and \u017fecret: ' + 'ab12' * 9
    assert [s for *_, s in C.find_shapes(t)] == ['hex token in key context'] * 2
    assert '0123456789abcdef' not in redact_secrets(t, {})

def _shape_findings_ref(text, enc):
    "The previous implementation: a position per kept character."
    out = [dict(kind='shape', what=s, form='verbatim', offset=o, length=n) for o, n, s in C.find_shapes(text)]
    zw = [enc(z) for z in C.ZERO_WIDTH]
    if any(z in text for z in zw):
        rx = re.compile('|'.join(map(re.escape, zw)))
        keep, pos, last = [], [], 0
        for m in rx.finditer(text):
            keep.append(text[last:m.start()]); pos.extend(range(last, m.start())); last = m.end()
        keep.append(text[last:]); pos.extend(range(last, len(text)))
        joined, seen = ''.join(keep), {f['offset'] for f in out}
        for o, n, s in C.find_shapes(joined):
            a, b = pos[o], pos[o + n - 1] + 1
            if a in seen: continue
            out.append(dict(kind='shape', what=s, form='zero-width', offset=a, length=b - a))
    return out

def test_zero_width_findings_same_as_a_position_per_character():
    rnd = random.Random(17)
    for _ in range(400):
        key = rnd.choice(HOSTILE[-12:]) if rnd.random() < 0.5 else 'sk-proj-' + 'aX9' * 8
        zw = ''.join(rnd.choice(C.ZERO_WIDTH) * rnd.randint(1, 2) + c if rnd.random() < 0.3 else c for c in key)
        t = _hostile(rnd) + rnd.choice(' \n"') + zw + rnd.choice(' \n"') + _hostile(rnd)
        for data, enc in ((t, lambda s: s), (t.encode('utf-8', 'surrogatepass'), None)):
            text, enc = C._as_text(data)
            assert C._shape_findings(text, enc) == _shape_findings_ref(text, enc), t

def test_overlap_check_equals_the_pairwise_check():
    rnd = random.Random(18)
    for _ in range(300):
        xs, ys, spans = [], [], []
        for _ in range(rnd.randint(0, 30)):
            a = rnd.randrange(200); b = a + rnd.randint(1, 12)
            brute = any(a < y and x < b for x, y in spans)
            assert C._hits(xs, ys, a, b) == brute, (spans, a, b)
            if not brute:
                k = C.bisect.bisect_left(xs, a); xs.insert(k, a); ys.insert(k, b); spans.append((a, b))

def test_many_findings_all_redacted():
    t = ' '.join(f'key="{i:032x}"' for i in range(3000))
    assert len(C.find_shapes(t)) == 3000
    assert redact_secrets(t, {}) == ' '.join('key="[redacted]"' for _ in range(3000))


# ---- a hostile endpoint plants a key in many disguises: no record of the conversation holds it ----------------
def _disguises(key: str) -> dict:
    import codecs, html
    k, rot = key.encode(), codecs.encode(key, 'rot13')
    return {'verbatim': key, 'capitals': key.upper(), 'reversed': key[::-1], 'no prefix': key.split('-', 2)[-1],
            'rot13': rot, 'rot13 reversed': rot[::-1], 'hex': k.hex(), 'HEX': k.hex().upper(),
            'base32': base64.b32encode(k).decode(), 'base64': base64.b64encode(k).decode(),
            'base64url': base64.urlsafe_b64encode(b'=' + k).decode(), 'base85': base64.b85encode(k).decode(),
            'ascii85': base64.a85encode(b'xy' + k).decode(), 'b64 of rot13': base64.b64encode(rot.encode()).decode(),
            'decimal': ' '.join(map(str, k)), 'decimal commas': ','.join(map(str, k)),
            'entities': ''.join(f'&#{b};' for b in k), 'hex entities': ''.join(f'&#x{b:X};' for b in k),
            'u escapes': ''.join(f'\\u{b:04x}' for b in k), 'x escapes': ''.join(f'\\x{b:02x}' for b in k),
            'percent': ''.join(f'%{b:02x}' for b in k), 'spaced': ' '.join(key), 'commas': ','.join(key),
            'interleaved': '*'.join(key) + '*', 'every other': ''.join(c + 'Z' for c in key),
            'pieces': f'{key[:11]} ... then ... {key[11:]}', 'json escaped': json.dumps(key)[1:-1].replace('-', '\\u002d'),
            'url': urllib.parse.quote(key)}

def test_a_key_planted_in_many_disguises_is_in_no_record(monkeypatch, tmp_path):
    "The model (a hostile endpoint) writes the key in 28 disguises, in its text and in a tool call's arguments."
    from role_transfer.agent.loop import AgentLoop
    from role_transfer.agent.arms import make_arm
    from role_transfer.agent.skills import load_catalog
    from role_transfer.agent.client import make_client
    from role_transfer.agent.trajectory import trajectory_to_dict
    from role_transfer.measure.leak import veto_leak
    from role_transfer.agent.client import offline_client_config
    from role_transfer.testing.loopback import OfflineChatServer, SequencePolicy
    from role_transfer.testing.builders import assistant, tool_call
    key = 'sk-canary-' + 'Hq3ZpL8vN2xR7tWm5Ky9'
    monkeypatch.setenv('CANARY_API_KEY', key)
    forms = _disguises(key)
    assert len(forms) >= 25
    text = '\n'.join(f'{name}: {v}' for name, v in forms.items())
    call = tool_call('calculate', {'expression': forms['rot13']}, id='c1')
    policy = SequencePolicy([assistant('checking ' + forms['base64'], call), assistant(text)])
    with OfflineChatServer(policy=policy) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0)
        t = AgentLoop(make_arm('transfer', load_catalog()), make_client(cfg), cfg).run('hi')
    record = json.dumps(trajectory_to_dict(t), ensure_ascii=False)
    assert t.raw_exchanges and len(t.messages) >= 3
    left = [f['form'] for f in find_secrets(record, {'CANARY_API_KEY': key}) if f['kind'] == 'value']
    assert left == [], left
    assert [e['secrets'] for e in t.events if e['type'] == 'redaction'] == [['CANARY_API_KEY']] * 2
    assert not veto_leak(t, secrets={}).passed
