"""The Inspect AI export read back by Inspect's own reader (`inspect_ai.log.read_eval_log`).

inspect_ai is the optional extra `inspect` (`pip install -e ".[inspect]"`; CI installs it). Without it these tests
skip, saying so; the writer itself needs only the standard library."""
import json, re, shutil
from pathlib import Path
import pytest
from role_transfer.agent.core import validation_dir
from role_transfer.records.rundir import read_run
from role_transfer.present.export import export_inspect

@pytest.fixture(scope='module', autouse=True)
def inspect_log():
    """inspect_ai's log reader; every test of this file skips without it. Imported when this file runs, not at
    collection: the import takes ~4 s, which an xdist worker that runs the other files would pay for nothing."""
    return pytest.importorskip('inspect_ai.log', reason='inspect_ai not installed (optional extra: pip install -e ".[inspect]")')

RUN = validation_dir()/'runs'/'offline-example'

def edit_cells(run: Path, edit):
    lines = [json.loads(l) for l in (run/'cells.jsonl').read_text(encoding='utf-8').splitlines() if l.strip()]
    for i, c in enumerate(lines): edit(i, c)
    (run/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in lines), encoding='utf-8')

def test_offline_run_reads_back(tmp_path, inspect_log):
    run = read_run(RUN)
    p = export_inspect(RUN, tmp_path/'log.json')
    log = inspect_log.read_eval_log(str(p))
    m = run.manifest
    assert log.version == 2 and log.status == 'success'
    assert log.eval.model == f"{m.provider['provider']}/{m.provider['model']}"
    assert log.eval.task == 'role_transfer/' + Path(m.task_file).stem and log.eval.run_id == m.run_id
    assert log.eval.config.epochs == m.config['trials']
    assert log.eval.dataset.samples == len({(c.task_id, c.arm) for c in run.cells}) == len(log.eval.dataset.sample_ids)
    assert log.eval.metadata['role_transfer']['task_count'] == len(run.tasks) and log.eval.revision.commit == m.git_commit
    assert log.eval.metadata['role_transfer']['config_hash'] == m.config_hash
    assert len(log.samples) == len(run.cells)
    by = {(s.id, s.epoch): s for s in log.samples}
    assert len(by) == len(run.cells)                                   # ids unique per epoch
    for c in run.cells:
        s = by[(f"{c.task_id}/{c.arm}", c.trial + 1)]
        t = c.trajectory
        assert s.metadata['arm'] == c.arm and s.input == t.task['prompt']
        assert s.scores['gates'].value == ('C' if c.passed else 'I')
        assert s.output.completion == t.final_text
        u = s.model_usage[log.eval.model]
        assert u.input_tokens_cache_read == c.cached_input_tokens
        assert u.input_tokens + u.input_tokens_cache_read == c.input_tokens     # uncached + cached = prompt
        assert u.output_tokens == c.output_tokens
        non_system = [x for x in s.messages if x.role != 'system']
        assert [x.role for x in non_system] == [x['role'] for x in t.messages]
        systems = [x.content for x in s.messages if x.role == 'system']
        assert systems[0] == t.systems[t.calls[0].system_sha256] and s.messages[0].role == 'system'
        want = len(set(x.system_sha256 for x in t.calls))
        assert len(systems) == (want if c.arm == 'transfer' else 1) and want >= 1
        calls = [tc for x in s.messages if x.role == 'assistant' for tc in (x.tool_calls or [])]
        assert [tc.id for tc in calls] == [tc['id'] for x in t.messages if x['role'] == 'assistant'
                                           for tc in x.get('tool_calls') or []]
        assert all(isinstance(tc.arguments, dict) for tc in calls)
        kinds = [e.event for e in s.events]
        assert kinds.count('model') == len(t.calls)                            # one per recorded call
        models = [e for e in s.events if e.event == 'model']
        for e, k in zip(models, t.calls):
            u = k.usage
            assert e.output.usage.input_tokens == u['prompt_tokens'] - u['cached_tokens']   # token_totals
            assert e.output.usage.input_tokens_cache_read == u['cached_tokens']
            assert len(e.input) == 1 + k.history_len and e.input[0].role == 'system'
            assert {x.name for x in e.tools} == set(k.tools_visible)
        tools = [e for e in s.events if e.event == 'tool']
        assert [e.id for e in tools] == [e['tool_call_id'] for e in t.events if e.get('tool_call_id')]
        infos = [e.data for e in s.events if e.event == 'info' and e.source == 'role_transfer/transition']
        want_tr = [e for e in t.events if e['type'] == 'transition']
        assert [(x['mechanism'], x['to']) for x in infos] == [(e['mechanism'], e['to']) for e in want_tr]
        assert want_tr and all(x['mechanism'] == ('transfer_to_agent' if c.arm == 'transfer' else 'load_skill')
                               for x in infos)
    acc = log.results.scores[0].metrics
    for a in m.config['arms']:
        cs = [c.passed for c in run.cells if c.arm == a]
        assert acc[f'accuracy ({a})'].value == pytest.approx(sum(cs) / len(cs))
    assert log.stats.model_usage[log.eval.model].input_tokens_cache_read == sum(c.cached_input_tokens for c in run.cells)

def test_failures_errors_rejections_and_missing_cells(tmp_path, inspect_log):
    "A failed verdict, a rejected call, an errored cell, malformed arguments and a missing cell survive the round trip."
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    payload = '</script><img src=x onerror=alert(1)>'
    def edit(i, c):
        t = c['trajectory']
        if i == 0:
            c['passed'] = c['verdict']['passed'] = False
            v = c['verdict']                              # a consistent verdict: the gate failed, the veto fired
            for g in v['gates'] + v['vetoes']:
                if g['name'] in ('required_tool_order', 'leak'): g.update(passed=False, applicable=True)
            v['failed_gates'] = [g['name'] for g in v['gates'] if g['applicable'] and not g['passed']]
            v['fired_vetoes'] = [g['name'] for g in v['vetoes'] if not g['passed']]
            ev = next(e for e in t['events'] if e['type'] == 'tool_call')
            ev.update(status='rejected', reason='unauthorised')
            t['final_text'] = payload
        if i == 1: c['status'], c['error'] = 'error', 'NotFoundError: model not found'
        if i == 2:
            tc = next(m for m in t['messages'] if m['role'] == 'assistant' and m.get('tool_calls'))['tool_calls'][0]
            tc['function']['arguments'] = '{"query": broken'
        if i == 3: c['verdict'] = None; c['passed'] = False
    edit_cells(run, edit)
    lines = (run/'cells.jsonl').read_text(encoding='utf-8').splitlines()
    (run/'cells.jsonl').write_text('\n'.join(lines[:-1]) + '\n', encoding='utf-8')     # one cell never ran
    cells = read_run(run).cells
    p = export_inspect(run, tmp_path/'logs'/'log.json')
    log = inspect_log.read_eval_log(str(p))
    assert log.status == 'cancelled' and log.results.total_samples == 12 and len(log.samples) == 11
    by = {(s.id, s.epoch): s for s in log.samples}
    key = lambda c: (f"{c.task_id}/{c.arm}", c.trial + 1)
    s0, s1, s2, s3 = (by[key(c)] for c in cells[:4])
    assert s0.scores['gates'].value == 'I'
    assert s0.scores['gates'].explanation == 'failed gate required_tool_order; fired veto leak'
    assert s0.output.completion == payload
    rej = cells[0].events
    tcid = next(e['tool_call_id'] for e in rej if e['type'] == 'tool_call')
    tool = next(x for x in s0.messages if x.role == 'tool' and x.tool_call_id == tcid)
    assert tool.error is not None and tool.error.type == 'permission'
    ev = next(e for e in s0.events if e.event == 'tool' and e.id == tcid)
    assert ev.error is not None and ev.error.type == 'permission' and ev.failed
    assert s1.error is not None and 'model not found' in s1.error.message
    bad = next(tc for x in s2.messages if x.role == 'assistant' for tc in (x.tool_calls or []))
    assert bad.arguments == {} and 'not JSON' in bad.parse_error
    assert s3.scores == {} or s3.scores is None
    assert log.results.scores[0].scored_samples == 10 and log.results.scores[0].unscored_samples == 1

def test_bad_output_rejected(tmp_path):
    with pytest.raises(ValueError, match=r'ends in \.json or \.eval'): export_inspect(RUN, tmp_path/'log.txt')
    with pytest.raises(FileNotFoundError, match='manifest.json'): export_inspect(tmp_path, tmp_path/'x.json')

def test_without_inspect_ai_json_only(tmp_path, monkeypatch):
    "Without the extra the same document is written as JSON by the standard library, and .eval is refused."
    from role_transfer.present import export
    monkeypatch.setattr(export, 'inspect_writer', lambda: None)
    with pytest.raises(ValueError, match='.eval needs inspect_ai'): export_inspect(RUN, tmp_path/'log.eval')
    monkeypatch.chdir(tmp_path); monkeypatch.delenv('INSPECT_LOG_DIR', raising=False)
    p = export_inspect(RUN)
    assert p.parent == Path('logs') and p.suffix == '.json'
    log = json.loads(p.read_text(encoding='utf-8'))
    assert all(any(e['event'] == 'model' for e in s['events']) for s in log['samples'])

def test_eval_format_default_place_and_validate_after(tmp_path, monkeypatch, inspect_log):
    "Default options write Inspect's .eval into Inspect's log folder, outside the run: the run still validates."
    from role_transfer.read_commands import validate_main
    from inspect_ai.log import _file as inspect_file     # the pattern `inspect view` lists logs by
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    monkeypatch.chdir(tmp_path); monkeypatch.delenv('INSPECT_LOG_DIR', raising=False)
    p = export_inspect(run)
    assert p.parent == Path('logs') and p.suffix == '.eval' and re.match(inspect_file.log_file_pattern, p.name)
    log = inspect_log.read_eval_log(str(p))
    assert len(log.samples) == len(read_run(RUN).cells)
    assert all(any(e.event == 'model' for e in s.events) and any(e.event == 'info' for e in s.events)
               for s in log.samples)
    assert validate_main([str(run)]) == 0                   # role_transfer validate RUN passes
    monkeypatch.setenv('INSPECT_LOG_DIR', str(tmp_path/'elsewhere'))
    assert export_inspect(run).parent == tmp_path/'elsewhere'

def test_inspect_view_lists_and_serves_the_log(tmp_path, monkeypatch):
    "`inspect view` (its HTTP API, which parses the log as an EvalLog) lists the default-named log and serves it."
    import socket, subprocess, sys, time, urllib.parse, urllib.request
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    monkeypatch.setenv('INSPECT_LOG_DIR', str(tmp_path/'logs'))      # the default place, kept in tmp_path
    p = export_inspect(run)
    with socket.socket() as s: s.bind(('127.0.0.1', 0)); port = s.getsockname()[1]
    exe = Path(sys.executable).with_name('inspect')
    if not exe.exists(): pytest.skip(f'no inspect command beside {sys.executable}')
    proc = subprocess.Popen([str(exe), 'view', '--log-dir', str(p.parent), '--host', '127.0.0.1', '--port', str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f'http://127.0.0.1:{port}/api'
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        deadline = time.monotonic() + 60
        while True:                               # poll often: the server answers as soon as it has started
            try: listing = json.loads(opener.open(f'{base}/logs', timeout=5).read()); break
            except OSError:
                if time.monotonic() > deadline: pytest.fail('inspect view did not answer within 60 s')
                time.sleep(0.05)
        assert [Path(urllib.parse.urlparse(f['name']).path).name for f in listing['files']] == [p.name]
        body = json.loads(opener.open(f"{base}/logs/{urllib.parse.quote(listing['files'][0]['name'], safe='')}",
                                      timeout=60).read())
        assert body['status'] == 'success' and len(body['samples']) == len(read_run(RUN).cells)
    finally:
        proc.terminate()
        try: proc.wait(timeout=10)
        except subprocess.TimeoutExpired: proc.kill(); proc.wait()

def test_secrets_redacted_in_the_log(tmp_path, monkeypatch, inspect_log):
    secret = 'env-secret-' + 'q7Z' * 8
    monkeypatch.setenv('TAVILY_API_KEY', secret)
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    edit_cells(run, lambda i, c: c['trajectory'].update(final_text=f'here: {secret}') if i == 0 else None)
    p = export_inspect(run, tmp_path/'log.json')
    text = p.read_text(encoding='utf-8')
    assert secret not in text and 'here: [redacted]' in text
    assert inspect_log.read_eval_log(str(p)).samples

def test_malformed_cells_export_and_read_back(tmp_path, inspect_log):
    "A record of the wrong shape is refused by the one reader, named; wrong inner fields are left out."
    from role_transfer.records.rundir import RecordError
    bad = tmp_path/'bad'; shutil.copytree(RUN, bad)
    edit_cells(bad, lambda i, c: c.update(trial='one') if i == 2 else None)
    with pytest.raises(RecordError, match=r"cells.jsonl line 3: field 'trial'"): export_inspect(bad, tmp_path/'b.json')
    assert not (tmp_path/'b.json').exists()
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    def edit(i, c):
        if i == 1: c['trajectory']['calls'][0]['usage'] = None
        if i == 2: c['trajectory']['messages'][1]['tool_calls'] = [{'id': 5, 'function': 'nope'}]
    edit_cells(run, edit)
    log = inspect_log.read_eval_log(str(export_inspect(run, tmp_path/'log.json')))
    assert len(log.samples) == 12 and all(s.scores for s in log.samples)
