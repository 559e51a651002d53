"Task-file loader: every kind of malformed file is rejected with every problem listed; the shipped suites follow our conventions."
import json, math, re, socket
from pathlib import Path
import pytest
from role_transfer.agent.core import ROLES, TOOL_NAMES
from role_transfer.measure.tasks import *
from role_transfer.agent.core import ENTRY_ROLE
from role_transfer.measure.reference_tasks import load_tasks, task_suite_sha256   # the one loader (either format)

ROOT = Path(__file__).resolve().parents[1]
OK = {'id': 'ok', 'prompt': 'Say hi.', 'kind': 'writing', 'stratum': 'single_role_short_task'}

def rec(**kw): return {**OK, **kw}

def write(tmp_path, data, name='t.json'):
    p = tmp_path/name
    p.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding='utf-8')
    return p

def problems(path):
    with pytest.raises(TaskFileError) as ei: load_tasks(path)
    e = ei.value
    assert isinstance(e, ValueError) and e.problems and all(isinstance(p, Problem) for p in e.problems)
    assert all(str(p) in str(e) for p in e.problems), 'the message lists every problem'
    assert all(p.file == str(path) for p in e.problems)
    return e.problems

def where(ps): return {(p.record, p.field) for p in ps}

def one(tmp_path, record, field, *, label='ok', contains=''):
    "A file with one bad record yields exactly the problems at (label, field)."
    ps = problems(write(tmp_path, [record]))
    assert (label, field) in where(ps), [str(p) for p in ps]
    if contains: assert any(contains in p.message for p in ps if (p.record, p.field) == (label, field)), [str(p) for p in ps]
    return ps

# ------------------------------------------------------------------ the big one: every kind at once
BAD = [
    {'prompt': 'no id'},                                                         # 0 missing id, kind, stratum
    rec(id='dup'), rec(id='dup'),                                                # 1, 2 duplicate id
    rec(id='bad id!'),                                                           # 3 invalid id
    rec(id='unknown_field', rules=['x'], difficulty='hard'),                     # unknown fields
    rec(id='bad_tools', required_tools=['websearch'], forbidden_tools=['rm_rf'], required_tool_order=['shell']),
    rec(id='bad_roles', required_capabilities=['researcher', 'writing']),
    rec(id='bad_choice', stratum='easy', kind='poetry', language='fr'),
    rec(id='bad_regex', required_output_patterns=['(unclosed', 'a*', '37 家', '[1, 2, 3]'], forbidden_output_patterns=['[']),
    rec(id='bad_types', prompt='', required_tools='web_search', min_source_urls=True, max_deliverable_chars=2.0,
        required_output_patterns=[3], notes=7),
    rec(id='bad_numbers', min_source_urls=-1, min_output_source_urls=-2, max_deliverable_chars=0, max_duplicate_transitions=-1),
    rec(id='repeats', required_tools=['calculate', 'calculate'], required_output_patterns=['abc', 'abc']),
    rec(id='bad_expected', expected_values=[{'name': 'a', 'value': 'x', 'tolerence': 0.1},
                                            {'value': 1, 'tolerance': -1, 'rel_tolerance': 0.1, 'scale': 0, 'unit': ''},
                                            {'name': 'a', 'value': 2, 'tolerance': 0}, 5]),
    rec(id='impossible', required_tools=['calculate', 'web_search'], forbidden_tools=['web_search', 'execute_python'],
        required_tool_order=['execute_python', 'count_characters'], min_source_urls=1, min_output_source_urls=3,
        max_deliverable_chars=20, required_output_patterns=['abc'], forbidden_output_patterns=['abc'],
        required_capabilities=['research', 'research', 'data_analysis', 'research'], max_duplicate_transitions=0),
    'not an object',                                                             # 14
]

EXPECTED = {
    ('#0', 'id'), ('#0', 'kind'), ('#0', 'stratum'), ('#2', 'id'), ('#3', 'id'),
    ('unknown_field', 'rules'), ('unknown_field', 'difficulty'),
    ('bad_tools', 'required_tools[0]'), ('bad_tools', 'forbidden_tools[0]'), ('bad_tools', 'required_tool_order[0]'),
    ('bad_roles', 'required_capabilities[0]'),
    ('bad_choice', 'stratum'), ('bad_choice', 'kind'), ('bad_choice', 'language'),
    ('bad_regex', 'required_output_patterns[0]'), ('bad_regex', 'required_output_patterns[1]'),
    ('bad_regex', 'required_output_patterns[2]'), ('bad_regex', 'required_output_patterns[3]'),
    ('bad_regex', 'forbidden_output_patterns[0]'),
    ('bad_types', 'prompt'), ('bad_types', 'required_tools'), ('bad_types', 'min_source_urls'),
    ('bad_types', 'max_deliverable_chars'), ('bad_types', 'required_output_patterns[0]'), ('bad_types', 'notes'),
    ('bad_numbers', 'min_source_urls'), ('bad_numbers', 'min_output_source_urls'), ('bad_numbers', 'max_deliverable_chars'),
    ('bad_numbers', 'max_duplicate_transitions'),
    ('repeats', 'required_tools[1]'), ('repeats', 'required_output_patterns[1]'),
    ('bad_expected', 'expected_values[0].tolerence'), ('bad_expected', 'expected_values[0].value'),
    ('bad_expected', 'expected_values[0]'), ('bad_expected', 'expected_values[1].name'),
    ('bad_expected', 'expected_values[1]'), ('bad_expected', 'expected_values[1].tolerance'),
    ('bad_expected', 'expected_values[1].scale'), ('bad_expected', 'expected_values[1].unit'),
    ('bad_expected', 'expected_values'), ('bad_expected', 'expected_values[3]'),
    ('impossible', 'forbidden_tools'), ('impossible', 'required_tool_order'), ('impossible', 'min_source_urls'),
    ('impossible', 'min_output_source_urls'), ('impossible', 'max_deliverable_chars'),
    ('impossible', 'forbidden_output_patterns'), ('impossible', 'required_capabilities'),
    ('impossible', 'max_duplicate_transitions'),
    ('#14', None),
}

def test_every_kind_of_error_at_once(tmp_path):
    p = write(tmp_path, BAD, 'bad.json')
    ps = problems(p)
    assert EXPECTED <= where(ps), sorted(map(str, EXPECTED - where(ps)), key=str)
    msg = str(TaskFileError(p, ps))
    assert msg.startswith(f'{len(ps)} problem(s) in task file {p}')
    assert "record=bad_tools field=required_tools[0]: unknown tool 'websearch'" in msg
    assert 'record=#2 field=id: duplicate id' in msg

def test_rejected_before_any_request(tmp_path, monkeypatch):
    def no_network(*a, **k): raise AssertionError('the loader must not touch the network')
    monkeypatch.setattr(socket.socket, 'connect', no_network)
    with pytest.raises(TaskFileError): load_tasks(write(tmp_path, BAD))

# ------------------------------------------------------------------ file-level kinds
def test_unreadable_file(tmp_path):
    for path in (tmp_path/'missing.json', tmp_path):
        ps = problems(path)
        assert len(ps) == 1 and ps[0].record is None and 'cannot read' in ps[0].message

def test_not_utf8(tmp_path):
    p = tmp_path/'latin1.json'; p.write_bytes('[{"id": "é"}]'.encode('latin-1'))
    assert 'not UTF-8' in problems(p)[0].message

def test_invalid_json_has_line_and_column(tmp_path):
    ps = problems(write(tmp_path, '[\n  {"id": "a",\n   "prompt": }\n]'))
    assert len(ps) == 1 and 'invalid JSON at line 3, column' in ps[0].message

def test_json_nested_past_the_parser_is_a_problem_not_a_traceback(tmp_path, capsys):
    from role_transfer.run_commands import compare_main
    p = write(tmp_path, '[' * 100_000 + ']' * 100_000)
    assert [x.message for x in problems(p)] == ['invalid JSON: nested too deeply to read']
    assert compare_main(['--offline', '--task-file', str(p), str(tmp_path/'r'), '--trials', '1']) == 2
    assert 'nested too deeply' in capsys.readouterr().err

@pytest.mark.parametrize('data,msg', [({'tasks': []}, 'must be a list'), ('"x"', 'must be a list'), ([], 'no tasks')])
def test_top_level(tmp_path, data, msg):
    ps = problems(write(tmp_path, data if isinstance(data, str) else json.dumps(data)))
    assert len(ps) == 1 and msg in ps[0].message

def test_record_not_object(tmp_path): one(tmp_path, ['a'], None, label='#0', contains='must be an object')

# ------------------------------------------------------------------ record-level kinds
@pytest.mark.parametrize('field', ['id', 'prompt', 'kind', 'stratum'])
def test_missing_required_field(tmp_path, field):
    r = dict(OK); del r[field]
    if field == 'stratum': r['language'] = 'en'   # a file with no field only ours has reads as the reference format
    one(tmp_path, r, field, label='#0' if field == 'id' else 'ok', contains='missing required field')

def test_duplicate_ids(tmp_path):
    ps = problems(write(tmp_path, [OK, rec(prompt='x'), OK]))
    assert {(p.record, p.field) for p in ps} == {('#1', 'id'), ('#2', 'id')}

def test_invalid_id(tmp_path):
    one(tmp_path, rec(id='a b'), 'id', label='#0')
    one(tmp_path, rec(id=3), 'id', label='#0', contains='must be a string')

def test_unknown_field(tmp_path): one(tmp_path, rec(rules=[]), 'rules', contains='unknown field')

def test_duplicate_json_key(tmp_path):
    p = write(tmp_path, '[{"id": "ok", "prompt": "a", "prompt": "b", "kind": "writing", "stratum": "single_role_short_task"}]')
    assert where(problems(p)) == {('ok', 'prompt')}

@pytest.mark.parametrize('field', ['required_tools', 'forbidden_tools', 'required_tool_order'])
def test_unknown_tool(tmp_path, field):
    r = rec(**{field: ['calculate', 'load_skill']})
    if field == 'required_tool_order': r['required_tools'] = ['calculate']
    one(tmp_path, r, f'{field}[1]', contains="unknown tool 'load_skill'")

def test_unknown_role(tmp_path):
    one(tmp_path, rec(required_capabilities=['research', 'analyst']), 'required_capabilities[1]', contains="unknown role 'analyst'")

@pytest.mark.parametrize('field,value', [('stratum', 'coding'), ('kind', 'poem'), ('language', 'EN')])
def test_unknown_choice(tmp_path, field, value): one(tmp_path, rec(**{field: value}), field, contains=f'unknown {field}')

@pytest.mark.parametrize('pat,msg', [('(a', 'does not compile'), ('x|', 'empty string'), ('12 万元', 'literal space'),
                                     ('[1, 2, 3]', 'character class'), ('', 'must not be empty')])
def test_bad_pattern(tmp_path, pat, msg):
    one(tmp_path, rec(forbidden_output_patterns=[pat]), 'forbidden_output_patterns[0]', contains=msg)

@pytest.mark.parametrize('field,value,msg', [
    ('min_source_urls', True, 'got boolean'), ('max_deliverable_chars', 100.0, 'got number'),
    ('max_duplicate_transitions', '1', 'got string'), ('required_tools', 'calculate', 'must be a list'),
    ('required_capabilities', [None], 'must be a string'), ('prompt', ['hi'], 'must be a string'),
    ('expected_values', {'name': 'x'}, 'must be a list'), ('notes', '', 'must not be empty')])
def test_wrong_type(tmp_path, field, value, msg):
    ps = one(tmp_path, rec(**{field: value}), field if not isinstance(value, list) or field == 'prompt' else f'{field}[0]', contains=msg)

@pytest.mark.parametrize('field,value', [('min_source_urls', -1), ('min_output_source_urls', -1),
                                         ('max_deliverable_chars', 0), ('max_duplicate_transitions', -3)])
def test_out_of_range(tmp_path, field, value): one(tmp_path, rec(**{field: value}), field, contains='must be ≥')

def test_repeated_tool(tmp_path): one(tmp_path, rec(forbidden_tools=['calculate', 'calculate']), 'forbidden_tools[1]', contains='repeats')

@pytest.mark.parametrize('e,sub,msg', [
    ({'name': 'a', 'value': 1, 'tolerance': 0, 'units': '%'}, '.units', 'unknown field'),
    ({'value': 1, 'tolerance': 0}, '.name', 'missing'),
    ({'name': 'a', 'tolerance': 0}, '.value', 'missing'),
    ({'name': 'a', 'value': True, 'tolerance': 0}, '.value', 'finite number'),
    ({'name': 'a', 'value': 1}, '', 'exactly one'),
    ({'name': 'a', 'value': 1, 'tolerance': 0, 'rel_tolerance': 0}, '', 'got both'),
    ({'name': 'a', 'value': 1, 'rel_tolerance': -0.1}, '.rel_tolerance', '≥ 0'),
    ({'name': 'a', 'value': 1, 'tolerance': 0, 'scale': -1}, '.scale', '> 0'),
    ('a', '', 'must be an object')])
def test_bad_expected_value(tmp_path, e, sub, msg): one(tmp_path, rec(expected_values=[e]), f'expected_values[0]{sub}', contains=msg)

def test_non_finite_expected_value(tmp_path):
    p = write(tmp_path, '[{"id": "ok", "prompt": "p", "kind": "analysis", "stratum": "single_role_short_task", '
                        '"expected_values": [{"name": "a", "value": NaN, "tolerance": 0}]}]')
    assert ('ok', 'expected_values[0].value') in where(problems(p))

def test_repeated_expected_name(tmp_path):
    e = {'name': 'a', 'value': 1, 'tolerance': 0}
    one(tmp_path, rec(expected_values=[e, e]), 'expected_values', contains="repeats expected value name 'a'")

# ------------------------------------------------------------------ impossible combinations
@pytest.mark.parametrize('kw,field,msg', [
    (dict(required_tools=['calculate'], forbidden_tools=['calculate']), 'forbidden_tools', 'both required and forbidden'),
    (dict(required_tools=['calculate'], forbidden_tools=['web_search'], required_tool_order=['calculate', 'web_search']),
     'required_tool_order', 'forbidden'),
    (dict(required_tools=['calculate'], required_tool_order=['calculate', 'count_characters']), 'required_tool_order',
     'not in required_tools'),
    (dict(required_tool_order=['calculate']), 'required_tool_order', 'not in required_tools'),
    (dict(forbidden_tools=['web_search'], min_source_urls=1), 'min_source_urls', 'web_search is forbidden'),
    (dict(forbidden_tools=['web_search'], min_output_source_urls=1), 'min_output_source_urls', 'web_search is forbidden'),
    (dict(min_output_source_urls=5, max_deliverable_chars=40), 'max_deliverable_chars', 'too short'),
    (dict(required_output_patterns=['x{2}'], forbidden_output_patterns=['x{2}']), 'forbidden_output_patterns', 'also required'),
    (dict(required_capabilities=['coding', 'coding']), 'required_capabilities', 'twice in a row'),
    (dict(required_capabilities=['coding', 'writing', 'coding'], max_duplicate_transitions=0), 'max_duplicate_transitions',
     'revisits'),
])
def test_impossible_combination(tmp_path, kw, field, msg): one(tmp_path, rec(**kw), field, contains=msg)

def test_combinations_skip_fields_that_failed(tmp_path):
    "A bad tool name is reported once, not again as an impossible combination."
    ps = problems(write(tmp_path, [rec(required_tools=['nope'], required_tool_order=['nope'])]))
    assert where(ps) == {('ok', 'required_tools[0]'), ('ok', 'required_tool_order[0]')}

def test_revisit_within_allowance_is_fine(tmp_path):
    ts = load_tasks(write(tmp_path, [rec(required_capabilities=['research', 'data_analysis', 'research'],
                                         max_duplicate_transitions=1)]))
    assert ts[0].required_capabilities == ('research', 'data_analysis', 'research')

# ------------------------------------------------------------------ valid files
def test_round_trip(tmp_path):
    r = rec(language='en', required_tools=['calculate'], required_capabilities=['data_analysis'],
            expected_values=[{'name': 'g', 'value': 0.25, 'rel_tolerance': 0.01, 'unit': '%'}], notes='n')
    t, = load_tasks(write(tmp_path, [r]))
    assert t.to_dict() == r and mk_task(t.to_dict()) == t
    with pytest.raises(Exception): t.prompt = 'changed'   # frozen

def test_sha256_matches_bytes(tmp_path):
    import hashlib
    p = write(tmp_path, [OK])
    assert task_suite_sha256(p) == hashlib.sha256(p.read_bytes()).hexdigest()

# ------------------------------------------------------------------ the shipped suites
SUITE_TASKS = {s: load_tasks(ROOT/'tasks'/f'{s}.json') for s in SUITES}
ALL_TASKS = [(s, t) for s, ts in SUITE_TASKS.items() for t in ts]
CJK = re.compile(r'[\u4e00-\u9fff]')

def test_suite_sizes_and_balance():
    assert len(SUITE_TASKS['example']) == 3 and len(SUITE_TASKS['complex']) == 8
    formal = SUITE_TASKS['formal']
    assert len(formal) >= 30
    counts = suite_counts(formal)
    assert set(counts) == set(STRATA) and min(counts.values()) >= 3
    for s, ts in SUITE_TASKS.items(): assert set(suite_counts(ts, 'language')) == {'en', 'zh'}, s
    for st in STRATA: assert {t.language for t in formal if t.stratum == st} == {'en', 'zh'}, st

def test_ids_unique_across_suites():
    ids = [t.id for _, t in ALL_TASKS]
    assert len(ids) == len(set(ids))

def test_strata_match_protocol():
    for p in (ROOT/'validation'/'protocol.json', ROOT.parent/'shared'/'seeds'/'experiment_protocol.json'):
        if p.exists(): assert tuple(json.loads(p.read_text())['task_strata']) == STRATA; return
    pytest.skip('protocol file not available')

def test_languages_match_prompts():
    for s, t in ALL_TASKS:
        assert t.language in LANGUAGES, t.id
        assert bool(CJK.search(t.prompt)) == (t.language == 'zh'), t.id

@pytest.mark.parametrize('s,t', ALL_TASKS, ids=lambda x: getattr(x, 'id', x))
def test_suite_gates_are_fair(s, t):
    caps = list(t.required_capabilities)
    assert ENTRY_ROLE not in caps, 'triage is the entry role in both arms'
    for tool in t.required_tools: assert TOOL_OWNER[tool] in caps, f'{tool} needs {TOOL_OWNER[tool]}'
    owners = [TOOL_OWNER[x] for x in t.required_tool_order]
    owners = [o for i, o in enumerate(owners) if i == 0 or o != owners[i-1]]
    it = iter(caps); assert all(o in it for o in owners), 'tool order must fit the capability order'
    if caps and t.max_duplicate_transitions is not None:
        assert t.max_duplicate_transitions == required_duplicates(caps) + 1, 'required revisits + one return to triage'
    if t.min_source_urls or t.min_output_source_urls: assert 'web_search' in t.required_tools

NEUTRAL = ('The result is 1, 5, 12 and 30; it took 2 steps. 结果是 1、5、12 和 30，共 2 步。 Done. 完成。')

@pytest.mark.parametrize('s,t', ALL_TASKS, ids=lambda x: getattr(x, 'id', x))
def test_patterns_are_not_trivial(s, t):
    for p in t.required_output_patterns: assert not re.search(p, NEUTRAL), (t.id, p)
    for e in t.expected_values: assert not e.found_in(NEUTRAL), (t.id, e.name)

@pytest.mark.parametrize('s,t', [x for x in ALL_TASKS if x[1].expected_values], ids=lambda x: getattr(x, 'id', x))
def test_expected_values_match_their_own_rounding(s, t):
    "Each expected value is found in a text that writes it as the prompt asks (rounded), and not when off by a unit step."
    for e in t.expected_values:
        shown = e.value/e.factor
        decimals = 2 if e.factor != 1 or shown != int(shown) else 0
        text = f'{shown:.{decimals}f}{e.unit or ""}'
        assert e.found_in(text), (t.id, e.name, text)
        assert not e.found_in(f'{shown + 1:.{decimals}f}{e.unit or ""}'), (t.id, e.name)

def test_duplicate_key_inside_expected_value(tmp_path):
    p = write(tmp_path, '[{"id": "ok", "prompt": "p", "kind": "analysis", "stratum": "single_role_short_task", '
                        '"expected_values": [{"name": "a", "value": 1, "value": 2, "tolerance": 0}]}]')
    assert where(problems(p)) == {('ok', 'expected_values[0].value')}
