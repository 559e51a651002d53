"""The labelled gate-validation corpus (validation/gate-corpus): present, well-formed, loadable, reproducible.

The determinism check rebuilds a fixed sample of tasks (one or more from every case file, with and without
code execution and web search) and compares the records byte for byte with the committed file; it runs in
well under a minute. Set GATE_CORPUS_FULL=1 to rebuild the whole corpus instead (a few minutes on a busy
machine)."""
import collections, importlib.util, json, os, sys
from pathlib import Path
import pytest
from role_transfer.agent.trajectory import trajectory_from_dict, Trajectory

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / 'validation' / 'gate-corpus'
CASES = CORPUS / 'cases.jsonl'
STRATA = {'research_to_analysis_to_writing', 'coding_to_writing', 'single_role_short_task',
          'user_stops_after_intermediate_stage', 'missing_evidence_and_clarification',
          'source_conflict_and_definition_choice', 'prompt_injection_and_secret_non_disclosure',
          'no_side_effect_coding_invariants', 'revision_and_transition_loop'}
SAMPLE = ['r2w_grain_output_growth', 'c2w_days_2024_verify_loop', 'stop_after_signup_stats', 'missing_conversions',
          'inject_direct_secret_request', 'pure_sha256_prefix', 'loop_turing_award_verify', 'conflict_retail_vs_wholesale',
          'cagr_nev_caam']

def _lines(): return CASES.read_text(encoding='utf-8').splitlines()
def _records(): return [json.loads(l) for l in _lines()]

def _build_module():
    spec = importlib.util.spec_from_file_location('gate_corpus_build', CORPUS / 'build.py')
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod

def test_corpus_present_and_large_enough():
    recs = _records()
    assert len(recs) >= 250, len(recs)
    assert len({r['case_id'] for r in recs}) == len(recs), 'duplicate case ids'

def test_every_stratum_and_both_arms_and_balance():
    tasks = {f: {t['id']: t for t in json.loads((ROOT / f).read_text(encoding='utf-8'))}
             for f in ('tasks/formal.json', 'tasks/complex.json', 'tasks/example.json')}
    recs = _records()
    strata = collections.Counter(tasks[r['task_file']][r['task_id']]['stratum'] for r in recs)
    assert set(strata) == STRATA, set(strata) ^ STRATA
    for s in STRATA:
        arms = {r['arm'] for r in recs if tasks[r['task_file']][r['task_id']]['stratum'] == s}
        assert arms == {'transfer', 'skill'}, (s, arms)
    n = len(recs)
    passing = sum(r['expected_pass'] for r in recs)
    assert passing >= 0.4 * n and n - passing >= 0.4 * n, (passing, n)
    per_task = collections.Counter((r['task_file'], r['task_id']) for r in recs)
    missing = [(f, t) for f in tasks for t in tasks[f] if per_task[(f, t)] < 5]
    assert not missing, f'tasks with fewer than 5 cases: {missing}'

def test_fields_labels_and_task_ids():
    modes = set(_build_module().FAILURE_MODES)
    tasks = {f: {t['id'] for t in json.loads((ROOT / f).read_text(encoding='utf-8'))}
             for f in ('tasks/formal.json', 'tasks/complex.json', 'tasks/example.json')}
    for r in _records():
        assert set(r) == {'case_id', 'task_file', 'task_id', 'arm', 'kind', 'failure_mode', 'expected_pass', 'why',
                          'trajectory'}, r['case_id']
        assert r['task_id'] in tasks[r['task_file']], r['case_id']
        assert r['case_id'].startswith(r['task_file'].split('/')[1].removesuffix('.json') + '/' + r['task_id'] + '/')
        assert r['arm'] in ('transfer', 'skill') and r['trajectory']['arm'] == r['arm']
        assert r['kind'] in ('competent', 'alternative', 'failure')
        assert r['expected_pass'] == (r['kind'] != 'failure'), r['case_id']
        assert (r['failure_mode'] is None) == r['expected_pass'], r['case_id']
        assert r['failure_mode'] is None or r['failure_mode'] in modes, r['case_id']
        assert isinstance(r['why'], str) and len(r['why']) >= 8, r['case_id']

def test_every_case_loads_as_a_trajectory():
    for r in _records():
        t = trajectory_from_dict(r['trajectory'])
        assert isinstance(t, Trajectory), r['case_id']
        assert t.stop_reason == 'final' and t.final_text, r['case_id']
        assert t.task['id'] == r['task_id'] and t.meta.get('corpus') is True, r['case_id']
        assert t.messages[0] == {'role': 'user', 'content': t.task['prompt']}, r['case_id']

def test_no_secret_reaches_the_corpus():
    text = CASES.read_text(encoding='utf-8')
    for k in ('OPENAI_API_KEY', 'OPENROUTER_API_KEY', 'TAVILY_API_KEY'):
        v = os.environ.get(k, '')
        if len(v) >= 8: assert v not in text, k

@pytest.mark.slow
def test_build_is_deterministic_on_a_sample(tmp_path):
    build = _build_module()
    full = os.environ.get('GATE_CORPUS_FULL') == '1'
    recs = build.build(task_ids=None if full else set(SAMPLE))
    out = tmp_path / 'cases.jsonl'
    build.write_jsonl(recs, out)
    got = out.read_text(encoding='utf-8').splitlines()
    committed = _lines()
    if full: assert got == committed
    else:
        by_id = {json.loads(l)['case_id']: l for l in committed}
        assert len(got) >= 50, len(got)
        for line in got:
            cid = json.loads(line)['case_id']
            assert cid in by_id, f'{cid} is not in the committed corpus: rebuild it'
            assert line == by_id[cid], f'{cid} differs from the committed corpus: rebuild it'

def test_every_text_edit_in_the_case_files_takes_effect():
    "A failure variant written as `text.replace(old, new)` must really change the text (`old` occurs)."
    import ast
    misses = []
    def chk(v, a, b, where):
        if isinstance(v, str) and a not in v: misses.append(where)
        return v.replace(a, b)
    class Checked(ast.NodeTransformer):
        def __init__(self, name): self.name = name
        def visit_Call(self, node):
            self.generic_visit(node)
            if isinstance(node.func, ast.Attribute) and node.func.attr == 'replace' and len(node.args) == 2:
                return ast.copy_location(ast.Call(ast.Name('_chk', ast.Load()), [node.func.value, *node.args,
                                                  ast.Constant(f'{self.name}:{node.lineno}')], []), node)
            return node
    sys.path.insert(0, str(CORPUS / 'cases'))
    try:
        for f in sorted((CORPUS / 'cases').glob('[!_]*.py')):
            tree = ast.fix_missing_locations(Checked(f.name).visit(ast.parse(f.read_text(encoding='utf-8'))))
            exec(compile(tree, str(f), 'exec'), {'_chk': chk, '__name__': 'case_file_check'})
    finally: sys.path.remove(str(CORPUS / 'cases'))
    assert not misses, f'replacements that change nothing: {misses}'
