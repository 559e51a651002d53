"Credential hygiene of a run package: no trace of a distinctive key, refusal when one is planted, the scan's rules."
import io, json, os, urllib.parse
from contextlib import redirect_stdout
from pathlib import Path
import pytest
from role_transfer.agent.core import tasks_dir
from role_transfer.measure.campaign import CampaignConfig, run_campaign
from role_transfer.agent.core import OFFLINE_TAVILY_KEY
from role_transfer.testing.loopback import offline_endpoints
from role_transfer.audit.provenance import (credential_scan, finalize_run, write_artifact_index, PackageRefused, ARTIFACT_INDEX,
                                      shape_matches, MIN_SECRET_CHARS)

KEYS = dict(OPENAI_API_KEY='sk-test-distinctive-9f8e7d6c5b4a3f2e1d', TAVILY_API_KEY='tvly-distinct-0a1b2c3d4e5f6a7b',
            OPENROUTER_API_KEY='sk-or-v1-distinct-55aa66bb77cc88dd', MY_SERVICE_PASSWORD='pw-distinct-31337')

def all_bytes(run: Path) -> dict:
    return {p.relative_to(run).as_posix(): p.read_bytes() for p in run.rglob('*') if p.is_file()}

def test_distinctive_keys_leave_no_trace(tmp_path, monkeypatch):
    for k, v in KEYS.items(): monkeypatch.setenv(k, v)
    with offline_endpoints() as ep: run = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'run'), trials=1, offline=True,
                                      skip_boundary=True, capture_raw=True), progress=False, endpoints=ep).path
    from role_transfer.present.report import write_report
    from role_transfer.run_commands import judge_main
    write_report(run)
    with redirect_stdout(io.StringIO()): assert judge_main([str(run), '--offline']) == 0
    assert os.environ['TAVILY_API_KEY'] == KEYS['TAVILY_API_KEY']       # the offline endpoints restored it
    idx = finalize_run(run)
    assert idx['complete'] is True and idx['refused'] is None
    assert set(KEYS) <= set(idx['credential_scan']['variables_searched'])
    files = all_bytes(run)
    assert {'cells.jsonl', 'manifest.json', 'report.json', 'judge.jsonl', ARTIFACT_INDEX} <= set(files)
    for v in KEYS.values():
        for form in {v, urllib.parse.quote(v, safe=''), v[8:]}:   # also a distinctive tail of each value
            hits = [f for f, b in files.items() if form.encode() in b]
            assert not hits, f'a key value appears in {hits}'

def test_planted_value_refuses_the_package(tmp_path):
    run = tmp_path/'run'; (run/'figures').mkdir(parents=True)
    (run/'cells.jsonl').write_text('{"ok": 1}\n')
    (run/'figures'/'notes.txt').write_text('line one\nthe key: sk-test-distinctive-9f8e7d6c5b4a3f2e1d\n')
    with pytest.raises(PackageRefused, match='OPENAI_API_KEY'): finalize_run(run, KEYS)
    idx = json.loads((run/ARTIFACT_INDEX).read_text())
    assert idx['complete'] is False and 'figures/notes.txt' in idx['refused']
    f = [x for x in idx['credential_scan']['findings'] if x['kind'] == 'variable']
    assert [(x['file'], x['line'], x['what']) for x in f] == [('figures/notes.txt', 2, 'OPENAI_API_KEY')]
    assert KEYS['OPENAI_API_KEY'] not in (run/ARTIFACT_INDEX).read_text()
    assert finalize_run(run, KEYS, strict=False)['complete'] is False

def test_json_escaped_and_url_encoded_values_are_found(tmp_path):
    env = {'SERVICE_SECRET': 'a"b/c\\d€e'}
    (tmp_path/'a.json').write_text(json.dumps({'x': env['SERVICE_SECRET']}))                    # ASCII escapes
    (tmp_path/'b.json').write_text(json.dumps({'x': env['SERVICE_SECRET']}, ensure_ascii=False))
    (tmp_path/'c.txt').write_text('https://x/?k=' + urllib.parse.quote(env['SERVICE_SECRET'], safe=''))
    assert {f['file'] for f in credential_scan(tmp_path, env)['findings']} == {'a.json', 'b.json', 'c.txt'}

def test_short_and_dummy_values(tmp_path):
    (tmp_path/'f.txt').write_text(f'abc {OFFLINE_TAVILY_KEY} scripted-offline-no-secret')
    s = credential_scan(tmp_path, {'X_TOKEN': 'abc', 'TAVILY_API_KEY': OFFLINE_TAVILY_KEY})
    assert s['clean'] and s['variables_too_short'] == ['X_TOKEN'] and s['variables_offline_dummy'] == ['TAVILY_API_KEY']
    assert MIN_SECRET_CHARS == 4
    (tmp_path/'g.txt').write_text(OFFLINE_TAVILY_KEY + 'x9k2')                       # longer than the dummy: a real shape
    assert not credential_scan(tmp_path, {})['clean']

@pytest.mark.parametrize('text,shape', [
    (b'sk-proj-AbCdEf0123456789XyZ', 'sk- key (OpenAI style)'), (b'sk-or-v1-0123456789abcdef01', 'sk-or- key (OpenRouter)'),
    (b'tvly-dev-0123456789', 'tvly- key (Tavily)'), (b'AKIAIOSFODNN7EXAMPLE', 'AKIA/ASIA key id (AWS)'),
    (b'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc123', 'bearer token'), (b'{"api_key": "hunter2hunter2"}', 'credential field'),
    (b'-----BEGIN RSA PRIVATE KEY-----', 'private key block'), (b'ghp_' + b'a1' * 18, 'GitHub token')])
def test_key_shapes(text, shape):
    assert [s for _, s, _ in shape_matches(text)] == [shape]

@pytest.mark.parametrize('text', [b'a bearer authentication scheme', b'task-0123456789abcdefghij', b'"api_key": null',
                                  b'"prompt_tokens": 1234', b'risk-assessment-of-something-long'])
def test_not_shapes(text):
    assert shape_matches(text) == []

# ---- chained records ----------------------------------------------------------------------------------------------
from role_transfer.audit.provenance import chain_start, chained_lines, chain_breaks, is_chained

def test_chain_round_trip_and_breaks():
    s = chain_start('r', 'cells.jsonl', 'ab12')
    assert s == chain_start('r', 'cells.jsonl', 'ab12') != chain_start('r', 'judge.jsonl', 'ab12')
    data = chained_lines([{'i': i, 'prev_sha256': 'stale'} for i in range(4)], s)      # a stale prev_sha256 is replaced
    assert chain_breaks(data, s) == [] and is_chained(data)
    lines = data.splitlines(keepends=True)
    assert [b.split(':')[0] for b in chain_breaks(b''.join(lines[:1] + lines[2:]), s)] == ['line 2']                 # dropped
    assert [b.split(':')[0] for b in chain_breaks(b''.join([lines[0], b'not json\n'] + lines[2:]), s)] == ['line 2', 'line 3']
    assert chain_breaks(b'{"i": 0}\n', s) == ['line 1: no prev_sha256']
    assert chain_breaks(b'', s) == []
    assert 'partial line' in chain_breaks(data + b'{"i": 9', s)[0]
