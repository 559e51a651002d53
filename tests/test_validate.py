"The validator on an offline campaign: a clean package passes; each kind of tampering fails the check named for it."
import io, json, os, shutil
from contextlib import redirect_stdout
from pathlib import Path
import pytest
from role_transfer.agent.core import tasks_dir, external_dir, validation_dir
from role_transfer.measure.campaign import CampaignConfig, run_campaign
from role_transfer.audit.provenance import finalize_run, write_artifact_index, ARTIFACT_INDEX
from role_transfer.read_commands import validate_main
from role_transfer.audit.validate import validate_run, validate_reference, scope_line, is_loopback, FAIL, WARN, PASS, SKIP
from forgery import records, write_records
from external_data import requires_external, skip_without_external
from role_transfer.testing.loopback import offline_endpoints
from conftest import copy_run

CHECKS = ['artifact_hashes', 'chains', 'manifest', 'task_file_hash', 'task_suite', 'source_hashes', 'skills_hashes', 'protocol_hash',
          'pairing', 'raw_exchanges', 'trajectory_consistency', 'cell_identity', 'usage_source', 'rescore', 'statistics', 'bootstrap',
          'statistics_coverage', 'formal_status', 'boundary_rescore', 'judge_orders', 'judge_records', 'judge_summary', 'verdict_audit',
          'credential_scan']

def make_run(out, judge=True, trials=2, policy=None, source=None, **kw):
    "Offline campaign (or a copy of `source`, the session's shared one) -> report -> scripted judge -> finalize."
    if source: run = copy_run(source, out)
    else:
        with offline_endpoints(policy=policy) as ep: run = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(out), trials=trials, offline=True,
                                      skip_boundary=True, **kw), progress=False, endpoints=ep).path
    from role_transfer.present.report import write_report
    write_report(run)
    if judge:
        from role_transfer.run_commands import judge_main
        with redirect_stdout(io.StringIO()): assert judge_main([str(run), '--offline']) == 0
    finalize_run(run)
    return run

@pytest.fixture(scope='module')
def run(tmp_path_factory, offline_run):
    return make_run(tmp_path_factory.mktemp('v')/'run', source=offline_run)

@pytest.fixture
def copy(run, tmp_path):
    d = tmp_path/'run'; shutil.copytree(run, d); return d

def failing(d, **kw) -> set: return {c.name for c in validate_run(d, **kw) if c.status == FAIL}
def status(d, name, **kw) -> str: return next(c.status for c in validate_run(d, **kw) if c.name == name)
def reseal(d): write_artifact_index(d)     # a tamperer who also rewrites the index: the deeper checks must still catch it

def test_clean_run_passes(run, capsys):
    checks = validate_run(run)
    assert [c.name for c in checks] == CHECKS
    assert not [str(c) for c in checks if c.status == FAIL]
    assert {c.name for c in checks if c.status == PASS} >= {'artifact_hashes', 'pairing', 'rescore', 'statistics', 'bootstrap', 'judge_orders', 'credential_scan'}
    assert validate_main([str(run)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith(f'TOTAL {len(CHECKS)} checks') and out[-1].endswith('-> PASS')
    assert all(l.split(' ', 1)[0] in (PASS, FAIL, WARN, SKIP) for l in out[:-2])
    assert out[-2].startswith('SCOPE ') and 'out of reach of any local check' in out[-2]

def _flip(p: Path, at: int):
    b = bytearray(p.read_bytes()); b[at] ^= 0x01; p.write_bytes(bytes(b))

@pytest.mark.parametrize('name', ['cells.jsonl', 'manifest.json', 'tasks.json', 'report.json', 'report.md', 'judge.jsonl', 'judge_summary.json', ARTIFACT_INDEX])
@pytest.mark.parametrize('where', [0.5, 1.0])
def test_flipping_one_byte_in_any_file_fails(copy, name, where, capsys):
    p = copy/name
    assert p.exists(), f'{name} missing from the run'
    _flip(p, min(int(where * p.stat().st_size), p.stat().st_size - 1))
    assert validate_main([str(copy)]) == 1
    assert 'FAIL artifact_hashes: ' in capsys.readouterr().out

def test_deleting_a_cell_fails_pairing(copy):
    lines = (copy/'cells.jsonl').read_text(encoding='utf-8').splitlines(keepends=True)
    (copy/'cells.jsonl').write_text(''.join(lines[:3] + lines[4:]), encoding='utf-8')
    assert {'artifact_hashes', 'pairing'} <= failing(copy)
    reseal(copy)
    f = failing(copy)
    assert 'pairing' in f and 'artifact_hashes' not in f

def test_duplicating_a_cell_fails_pairing(copy):
    lines = (copy/'cells.jsonl').read_text(encoding='utf-8').splitlines(keepends=True)
    (copy/'cells.jsonl').write_text(''.join(lines + lines[:1]), encoding='utf-8'); reseal(copy)
    assert 'pairing' in failing(copy)

def _edit_json(p: Path, fn):
    o = json.loads(p.read_text(encoding='utf-8')); fn(o); p.write_text(json.dumps(o, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')

@pytest.mark.parametrize('edit', [
    lambda r: r['arms']['skill']['pass_at_1'].__setitem__('estimate', r['arms']['skill']['pass_at_1']['estimate'] + 0.01),
    lambda r: r['arms']['transfer']['pass_at_1'].__setitem__('successes', r['arms']['transfer']['pass_at_1']['successes'] + 1),
    lambda r: r['comparisons'][0]['mcnemar'].__setitem__('p_value', 0.04),
    lambda r: r['strata']['all']['transfer'].__setitem__('high', 0.99),
    lambda r: r['arms']['skill']['metrics']['uncached_input_tokens'].__setitem__('p95', 1.0),
])
def test_editing_the_report_fails_statistics(copy, edit):
    _edit_json(copy/'report.json', edit)
    assert {'artifact_hashes', 'statistics'} <= failing(copy)
    reseal(copy)
    assert failing(copy) == {'statistics'}

def test_editing_a_bootstrap_bound_fails_bootstrap(copy):
    _edit_json(copy/'report.json', lambda r: r['comparisons'][0]['pass_rate_difference'].__setitem__('high', 0.9)); reseal(copy)
    assert 'bootstrap' in failing(copy)

def test_editing_a_stored_verdict_fails_rescore(copy):
    cells = [json.loads(l) for l in (copy/'cells.jsonl').read_text(encoding='utf-8').splitlines()]
    cells[0]['passed'] = not cells[0]['passed']; cells[0]['verdict']['passed'] = cells[0]['passed']
    (copy/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in cells), encoding='utf-8'); reseal(copy)
    f = failing(copy)
    assert 'rescore' in f and 'statistics' in f      # the report no longer matches the cells either

def test_judge_same_order_twice_fails(copy):
    recs = [json.loads(l) for l in (copy/'judge.jsonl').read_text(encoding='utf-8').splitlines()]
    pid = recs[0]['pair_id']
    for r in recs:
        if r['pair_id'] == pid: r['shown_order'] = recs[0]['shown_order']
    write_records(copy, 'judge.jsonl', recs); reseal(copy)              # re-chained, as a careful forger would
    assert failing(copy) == {'judge_orders'}

def test_judge_missing_order_fails(copy):
    write_records(copy, 'judge.jsonl', records(copy, 'judge.jsonl')[1:]); reseal(copy)
    assert failing(copy) == {'judge_orders', 'judge_summary'}      # the summary no longer follows from the records either

def test_no_judge_is_skipped(copy):
    (copy/'judge.jsonl').unlink(); (copy/'judge_summary.json').unlink(); reseal(copy)
    assert status(copy, 'judge_orders') == SKIP and not failing(copy)

def test_planted_key_fails_credential_scan(copy, monkeypatch):
    key = 'sk-test-planted-9f8e7d6c5b4a3921'
    monkeypatch.setenv('OPENAI_API_KEY', key)
    with open(copy/'report.md', 'a', encoding='utf-8') as f: f.write(f'\nby the way: {key}\n')
    assert {'artifact_hashes', 'credential_scan'} <= failing(copy)
    line = next(str(c) for c in validate_run(copy) if c.name == 'credential_scan')
    assert 'OPENAI_API_KEY' in line and 'report.md' in line and key not in line

def test_planted_short_key_of_any_name(copy, monkeypatch):
    monkeypatch.setenv('SOME_SERVICE_TOKEN', 'q7Zp')   # 4 characters, an unknown variable name
    with open(copy/'tasks.json', 'a', encoding='utf-8') as f: f.write('q7Zp')
    assert 'credential_scan' in failing(copy)

def test_extra_and_missing_files_fail_artifacts(copy):
    (copy/'notes.txt').write_text('added later')
    assert 'artifact_hashes' in failing(copy)
    (copy/'notes.txt').unlink(); (copy/'report.md').unlink()
    assert 'artifact_hashes' in failing(copy)

def test_unfinalised_run_fails_artifacts(copy):
    (copy/ARTIFACT_INDEX).unlink()
    assert 'artifact_hashes' in failing(copy)

def test_installed_package_differs_is_a_warning_or_strict_failure(copy):
    def edit(m): m['source_sha256']['role_transfer/core.py'] = '0' * 64
    _edit_json(copy/'manifest.json', edit); reseal(copy)
    assert status(copy, 'source_hashes') == WARN and not failing(copy)
    assert failing(copy, strict=True) == {'source_hashes'}

def test_task_file_swapped_fails(copy):
    p = copy/'tasks.json'
    p.write_text(p.read_text(encoding='utf-8').replace('\n', '\n ', 1), encoding='utf-8'); reseal(copy)
    assert 'task_file_hash' in failing(copy)

def test_reference_run(capsys):
    folder = external_dir()/'seed-run-kimi-k2.5-v3'
    skip_without_external(folder.name)
    checks = {c.name: c for c in validate_reference(folder)}
    assert checks['artifact_hashes'].status == PASS and checks['receipt_hashes'].status == PASS
    assert checks['rescore'].status == PASS and checks['credential_scan'].status == PASS
    assert {n for n, c in checks.items() if c.status == SKIP} >= {'source_hashes', 'statistics', 'judge_orders', 'pairing'}
    assert 'packaging time' in checks['source_hashes'].detail
    assert validate_main([str(folder)]) == 0
    assert 'SKIP source_hashes: cannot' in capsys.readouterr().out


# ---- robustness: runs every command of the package writes validate ----------------------------------------------
def test_legacy_offline_example_validates_and_says_so():
    "A run of the previous layout (unchained, no raw exchanges) validates; what it lacks is stated, not failed."
    checks = {c.name: c for c in validate_run(Path(__file__).parent/'fixtures'/'legacy-run')}   # the example as committed before
    assert not [str(c) for c in checks.values() if c.status == FAIL]
    assert checks['chains'].status == SKIP and checks['chains'].detail.startswith('legacy: unchained')
    assert checks['raw_exchanges'].status == SKIP and checks['raw_exchanges'].detail.startswith('legacy: raw exchanges absent')
    assert 'legacy: unchained' in scope_line(list(checks.values())) and 'raw exchanges absent' in scope_line(list(checks.values()))

def inline(run):
    "The run with its raw exchanges back in cells.jsonl, the sidecar gone: the layout before cell schema 2."
    from role_transfer.records.rundir import read_run
    cells = [{k: v for k, v in c.to_dict().items() if k != 'exchanges'} for c in read_run(run).cells]
    (run/'exchanges.jsonl').unlink(missing_ok=True)
    write_records(run, 'cells.jsonl', cells); reseal(run)
    return run

def test_raw_exchanges_of_an_unknown_layout_are_refused_by_record_and_field(tmp_path, offline_run):
    run = inline(make_run(tmp_path/'run', judge=False, source=offline_run))   # captured raw exchanges
    bare = lambda t: {**t, 'raw_exchanges': [{k: x[k] for k in ('call_index', 'request', 'response')}
                                             for x in t['raw_exchanges'] if x.get('kind') == 'chat']}
    write_records(run, 'cells.jsonl', [{**c, 'trajectory': bare(c['trajectory'])} for c in records(run, 'cells.jsonl')])
    reseal(run)                                                    # no `kind`: no layout the writers use
    c = next(c for c in validate_run(run) if c.name == 'raw_exchanges')
    assert c.status == FAIL and "raw exchange 0: field 'kind' is None" in c.detail

def test_capture_claimed_but_raw_exchanges_removed(tmp_path, offline_run):
    run = make_run(tmp_path/'run', judge=False, source=offline_run)       # captured raw exchanges
    cells = [json.loads(l) for l in (run/'cells.jsonl').read_text(encoding='utf-8').splitlines()]
    for c in cells: c['trajectory']['raw_exchanges'] = None; c.pop('exchanges', None)   # inline or in the sidecar
    (run/'exchanges.jsonl').unlink(missing_ok=True)
    (run/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in cells), encoding='utf-8'); reseal(run)
    line = next(str(c) for c in validate_run(run) if c.name == 'raw_exchanges')
    assert line.startswith('FAIL raw_exchanges: the manifest says raw exchanges were captured')

def test_one_arm_without_a_successful_call(tmp_path, monkeypatch):
    "Every call of the skill arm fails: the report omits that arm's cache rows, and the validator must not fill zeros."
    from contextlib import contextmanager
    import role_transfer.testing.loopback as off
    class FailSkill:
        def __init__(self): self.policy = off.ScriptedPolicy()
        def __call__(self, body):
            if any(t['function']['name'] == 'load_skill' for t in body.get('tools') or []): return off.Fault(500, 'this arm is down')
            return self.policy(body)
    run = make_run(tmp_path/'run', judge=False, trials=1, policy=FailSkill(), max_retries=0)
    cells = [json.loads(l) for l in (run/'cells.jsonl').read_text(encoding='utf-8').splitlines()]
    assert all(c['status'] == 'error' for c in cells if c['arm'] == 'skill') and sum(c['arm'] == 'skill' for c in cells) == 3
    report = json.loads((run/'report.json').read_text(encoding='utf-8'))
    skill = report['cache_physics']['by_arm']['skill']['all']['cached_share']    # listed, with nothing to count
    assert (skill['n_calls'], skill['share']) == (0, None)
    assert not [str(c) for c in validate_run(run) if c.status == FAIL]

def test_the_replayed_reference_validates(tmp_path):
    from role_transfer.read_commands import replay_main
    folder = external_dir()/'seed-run-kimi-k2.5-v3'
    skip_without_external(folder.name)
    with redirect_stdout(io.StringIO()): assert replay_main([str(folder), '--reference', '--output', str(tmp_path/'ref')]) == 0
    checks = {c.name: c for c in validate_run(tmp_path/'ref')}
    assert not [str(c) for c in checks.values() if c.status == FAIL]
    assert checks['raw_exchanges'].status == PASS and '1 re-derived from their raw exchanges' in checks['raw_exchanges'].detail
    assert checks['usage_source'].status == PASS and checks['source_hashes'].status in (PASS, SKIP)
    assert 'an imported run' in checks['formal_status'].detail

@pytest.mark.parametrize('url,local', [('http://127.0.0.1:4000/v1', True), ('http://127.5.6.7/v1', True), ('http://localhost:8080', True),
                                       ('http://[::1]:9/v1', True), ('http://0.0.0.0:1/v1', True), ('https://api.openai.com/v1', False),
                                       ('https://openrouter.ai/api/v1', False), (None, False), ('not a url', False)])
def test_is_loopback(url, local):
    assert is_loopback(url) is local


# ---- honest conversations whose raw exchanges differ from the history only as the client records them ----------
def _conversation(*replies):
    from role_transfer.agent.loop import AgentLoop
    from role_transfer.agent.arms import make_arm
    from role_transfer.agent.skills import load_catalog
    from role_transfer.agent.client import make_client, offline_client_config
    from role_transfer.agent.trajectory import trajectory_to_dict
    from role_transfer.testing.loopback import OfflineChatServer, SequencePolicy
    with OfflineChatServer(policy=SequencePolicy(list(replies))) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0)
        return trajectory_to_dict(AgentLoop(make_arm('transfer', load_catalog()), make_client(cfg), cfg).run('hi'))

def test_null_arguments_and_a_key_shape_in_a_reply_validate():
    from role_transfer.audit.validate_trajectory import raw_differences, recorded
    from role_transfer.testing.builders import assistant
    null_args = {'id': 'c1', 'type': 'function', 'function': {'name': 'transfer_to_agent', 'arguments': None}}
    t = _conversation(assistant(None, null_args), assistant('the sample key looks like sk-proj-0123456789abcdefXYZ'))
    assert t['messages'][1]['tool_calls'][0]['function']['arguments'] == ''
    assert raw_differences(recorded(t)) == ('full', [])

def test_a_truncation_the_sizes_do_not_back_is_a_forgery():
    from role_transfer.audit.validate_trajectory import raw_differences, recorded
    from role_transfer.testing.builders import assistant
    t = _conversation(assistant('the answer is 42'))
    t['raw_exchanges'][0]['truncated'] = True
    kind, diffs = raw_differences(recorded(t))
    assert kind == 'full' and 'marked truncated, but their recorded sizes fit the cap' in diffs[0]


# ---- honest runs that end differently: a refused key, a provider sending `arguments: null` -------------------
def _finished(run):
    from role_transfer.present.report import write_report
    write_report(run); finalize_run(run)
    return {c.name: c for c in validate_run(run)}

@pytest.mark.parametrize('at', [0, 9])
def test_a_campaign_stopped_by_a_refused_key_validates(tmp_path, at, capsys):
    "A 401 stops the campaign (first request, or mid-run); the incomplete run validates, pairing saying why cells are missing."
    with offline_endpoints(faults={at: 401}) as ep:
        res = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'r'), trials=2,
                                          offline=True, skip_boundary=True, capture_raw=True), progress=False, endpoints=ep)
    assert res.status == 'config_error'
    checks = _finished(res.path)
    assert not [str(c) for c in checks.values() if c.status == FAIL]
    p = checks['pairing']
    assert p.status == WARN and 'stopped (config_error' in p.detail and 'as its report lists' in p.detail
    assert validate_main([str(res.path)]) == 0
    # the same cells missing from a run whose last session says nothing of a stop: a loss, and it fails
    st = res.path/'status.jsonl'
    st.write_text(''.join(l + '\n' for l in st.read_text(encoding='utf-8').splitlines()[:-1]), encoding='utf-8')
    write_artifact_index(res.path)
    p = next(c for c in validate_run(res.path) if c.name == 'pairing')
    assert p.status == FAIL and 'scheduled cell(s) missing' in p.detail

def test_a_provider_sending_null_arguments_validates_end_to_end(tmp_path):
    "Every conversation opens with a tool call whose arguments are null (refused by the harness); the whole run validates."
    from role_transfer.testing.scripted import ScriptedPolicy
    from role_transfer.testing.builders import assistant
    scripted = ScriptedPolicy()
    def policy(request):
        if not any(m.get('role') == 'assistant' for m in request['messages']):
            return assistant(None, {'id': 'null_args_0', 'type': 'function',
                                    'function': {'name': 'transfer_to_agent', 'arguments': None}})
        return scripted(request)
    run = make_run(tmp_path/'r', judge=False, trials=1, policy=policy, capture_raw=True)
    cells = records(run, 'cells.jsonl')
    firsts = [c['trajectory']['messages'][1]['tool_calls'][0]['function']['arguments'] for c in cells]
    assert firsts == [''] * len(cells)                 # recorded as the client keeps it
    checks = {c.name: c for c in validate_run(run)}
    assert not [str(c) for c in checks.values() if c.status == FAIL]
    assert checks['raw_exchanges'].status == PASS and checks['trajectory_consistency'].status == PASS
