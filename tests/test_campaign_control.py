"Campaign control: Ctrl-C stops and resumes, a configuration error stops before spending more, --retry-errors repairs it."
import hashlib, json, os, signal, subprocess, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
import httpx, pytest
from role_transfer.agent.core import tasks_dir, read_jsonl
from role_transfer.records.rundir import chain_status

RUNNER = ('import sys\n'
          'from role_transfer.run_commands import compare_main\n'
          'sys.exit(compare_main(sys.argv[1:]))')
TASKS = str(tasks_dir()/'example.json')

def args(out, *extra, latency='0.2'):
    return [sys.executable, '-c', RUNNER, '--task-file', TASKS, '--trials', '2', '--offline', '--skip-boundary',
            '--no-progress', '--latency', latency, str(out), *extra]

def keys(run): return [(c['task_id'], c['trial'], c['arm']) for c in read_jsonl(run/'cells.jsonl')]

def chain_ok(run, name='cells.jsonl'):
    m = json.loads((run/'manifest.json').read_text())
    return chain_status(run/name, m['chain']['files'][name]) == 'intact'

def wait_for_cells(p, run, n, timeout=120):
    deadline = time.time() + timeout
    while p.poll() is None and time.time() < deadline and len(read_jsonl(run/'cells.jsonl')) < n: time.sleep(0.02)
    assert p.poll() is None, 'the campaign ended before it could be interrupted'

@pytest.mark.slow   # real signals, by nature slow: a campaign process at 0.2 s per call, Ctrl-C, a resume (~25-33 s)
def test_first_ctrl_c_cancels_and_resume_completes(tmp_path, capsys):
    run = tmp_path/'run'
    p = subprocess.Popen(args(run), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for_cells(p, run, 1); time.sleep(0.5)                            # the second cell is in flight
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 130, (p.returncode, err)
    assert 'Traceback' not in err and 'cancelled' in err and '--resume' in err
    st = read_jsonl(run/'status.jsonl')
    assert [s['status'] for s in st] == ['running', 'cancelled']
    got = keys(run)
    assert 2 <= len(got) < 12 and len(set(got)) == len(got) and st[-1]['cells_done'] == len(got)  # in flight: finished
    assert (run/'cells.jsonl').read_bytes().endswith(b'\n') and chain_ok(run)
    assert (run/'report.json').exists()                                   # the report of what exists
    from role_transfer.run_commands import compare_main                   # the resume needs no signal: run it here
    capsys.readouterr()
    code = compare_main(args(run, '--resume', '--concurrency', '3')[3:])  # --concurrency: not a result setting
    r = capsys.readouterr()
    assert code == 0, r.err
    got = keys(run)
    assert len(got) == 12 and len(set(got)) == 12 and chain_ok(run)       # every cell exactly once
    assert read_jsonl(run/'status.jsonl')[-1]['status'] == 'complete'
    assert 'pass rate' in r.out and 'report.md' in r.out                   # the console summary

@pytest.mark.slow   # real signals, by nature slow: a campaign process at 0.6 s per call, two Ctrl-C (~8-10 s); the
                    # default tier keeps the commands' real double Ctrl-C (tests/test_commands.py, 0.05 s per call)
def test_second_ctrl_c_aborts_at_once_without_traceback(tmp_path):
    run = tmp_path/'run'
    errf = tmp_path/'stderr.txt'           # a file, not a pipe: a sandboxed tool child may hold a pipe open a little longer
    with open(errf, 'w') as ef:
        p = subprocess.Popen(args(run, latency='0.6'), stdout=subprocess.DEVNULL, stderr=ef, text=True)
        wait_for_cells(p, run, 1); time.sleep(0.5)                        # the second cell is in flight
        p.send_signal(signal.SIGINT); time.sleep(0.3)
        t0 = time.time(); p.send_signal(signal.SIGINT)
        while 'aborted' not in errf.read_text() and time.time() - t0 < 60: time.sleep(0.02)
        took = time.time() - t0                # until the command said so (interpreter teardown is not the campaign's)
        p.wait(timeout=60)
    err = errf.read_text()
    assert p.returncode == 130, (p.returncode, err)
    assert 'Traceback' not in err and 'aborted' in err and len(err.strip().splitlines()[-1]) < 200
    assert took < 2.0, f'{took:.1f} s after the second Ctrl-C'             # the cell in flight needs ~5 calls x 0.6 s
    assert read_jsonl(run/'status.jsonl')[-1]['status'] == 'aborted'
    assert len(keys(run)) == 1 and chain_ok(run)                         # the cell in flight was abandoned, no half line
    assert (run/'cells.jsonl').read_bytes().endswith(b'\n')


# ---- a provider that does not know the model -------------------------------------------------------------------

class Stub:
    "A tiny OpenAI-compatible front: 404 model_not_found for every model but `good`, which it forwards upstream."
    def __init__(self, upstream: str | None = None, good: str | None = None, echo: str = ''):
        self.requests, self.upstream, self.good, self.echo = [], upstream, good, echo
        self.http = httpx.Client()             # one client (one SSL context) for every forwarded request
        stub = self
        class H(BaseHTTPRequestHandler):
            def log_message(self, *a): pass
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get('Content-Length') or 0))
                stub.requests.append(body)
                model = json.loads(body).get('model')
                if model == stub.good and stub.upstream:
                    r = stub.http.post(stub.upstream + self.path.removeprefix('/v1'), content=body, timeout=30,
                                   headers={'Content-Type': 'application/json', 'Authorization': 'Bearer offline'})
                    code, data = r.status_code, r.content
                else:
                    code = 404
                    data = json.dumps({'error': {'message': f'The model `{model}` does not exist{stub.echo}',
                                                 'type': 'invalid_request_error', 'code': 'model_not_found'}}).encode()
                self.send_response(code); self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Length', str(len(data))); self.end_headers(); self.wfile.write(data)
        self.httpd = ThreadingHTTPServer(('127.0.0.1', 0), H)
        self.base_url = f'http://127.0.0.1:{self.httpd.server_address[1]}/v1'
    def __enter__(self):
        threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True).start(); return self  # shutdown: one 0.05 s poll
    def __exit__(self, *a): self.httpd.shutdown(); self.httpd.server_close(); self.http.close()

KEY = 'sk-proj-' + 'Zq9Xw8Vu7Ts6Rq5Po4Nm3Lk2' * 2      # a fake key the provider echoes back: it must never be recorded

@pytest.fixture
def live_env(monkeypatch):
    monkeypatch.setenv('OPENAI_API_KEY', KEY)
    monkeypatch.delenv('OPENAI_MODEL', raising=False)
    monkeypatch.delenv('OPENROUTER_API_KEY', raising=False)
    return monkeypatch

def cfg_for(run, base_url, model, **kw):
    from role_transfer.measure.campaign import CampaignConfig
    assert os.environ['OPENAI_BASE_URL'] == base_url
    return CampaignConfig(task_file=TASKS, output=str(run), model=model, skip_boundary=True, max_retries=3, **kw)

def test_model_not_found_stops_after_the_first_calls(tmp_path, live_env):
    from role_transfer.measure.campaign import run_campaign
    with Stub(echo=f' (key {KEY})') as stub:
        live_env.setenv('OPENAI_BASE_URL', stub.base_url)
        res = run_campaign(cfg_for(tmp_path/'r', stub.base_url, 'gpt-typo', trials=3, concurrency=3), progress=False)
    assert res.status == 'config_error' and 'does not exist' in res.message and '--retry-errors' in res.message
    assert 1 <= len(stub.requests) <= 3                                  # at most one request per worker, none retried
    cells = read_jsonl(tmp_path/'r'/'cells.jsonl')
    assert 1 <= len(cells) <= 3 and all(c['status'] == 'error' for c in cells)
    ev = [e for c in cells for e in c['trajectory']['events'] if e['type'] == 'error']
    assert ev and all(e['kind'] == 'config' and e['status_code'] == 404 for e in ev)
    assert read_jsonl(tmp_path/'r'/'status.jsonl')[-1]['status'] == 'config_error'
    for f in (tmp_path/'r').iterdir():                                   # the echoed key reached no file
        assert KEY not in f.read_text(encoding='utf-8', errors='replace'), f.name
    assert KEY not in res.message

def test_command_exits_non_zero_on_a_configuration_error(tmp_path, live_env, capsys):
    from role_transfer.run_commands import compare_main
    with Stub() as stub:
        live_env.setenv('OPENAI_BASE_URL', stub.base_url)
        rc = compare_main(['--task-file', TASKS, '--model', 'gpt-typo', '--skip-boundary', '--no-progress',
                           str(tmp_path/'r')])
    err = capsys.readouterr().err
    assert rc == 3 and 'does not exist' in err and 'Traceback' not in err and len(stub.requests) == 1

def test_mistyped_model_then_corrected_resumes_with_retry_errors(tmp_path, live_env):
    from role_transfer.measure.campaign import run_campaign, ResumeMismatch
    from role_transfer.testing.loopback import offline_endpoints
    run = tmp_path/'r'
    with offline_endpoints() as ep, Stub(upstream=ep.chat_base_url, good='gpt-good') as stub:
        live_env.setenv('OPENAI_BASE_URL', stub.base_url)
        assert run_campaign(cfg_for(run, stub.base_url, 'gpt-goood'), progress=False).status == 'config_error'
        failed = read_jsonl(run/'cells.jsonl')
        failed_lines = [l for l in (run/'cells.jsonl').read_bytes().split(b'\n') if l.strip()]
        with pytest.raises(ResumeMismatch, match='model'):                # the identity check still holds ...
            run_campaign(cfg_for(run, stub.base_url, 'gpt-good'), resume=True, progress=False)
        res = run_campaign(cfg_for(run, stub.base_url, 'gpt-good'), resume=True, retry_errors=True, progress=False)
        assert res.status == 'complete' and res.retried == len(failed), res  # ... but allows exactly this repair
        got = keys(run)
        assert len(got) == 6 and len(set(got)) == 6 and chain_ok(run)
        cells = read_jsonl(run/'cells.jsonl')
        assert all(c['trajectory']['model'] == 'gpt-good' for c in cells) and any(c['status'] == 'complete' for c in cells)
        arch = read_jsonl(run/'retried_cells.jsonl')
        assert [a['archived_sha256'] for a in arch] == [hashlib.sha256(l).hexdigest() for l in failed_lines]  # nothing lost
        m = json.loads((run/'manifest.json').read_text())
        assert m['provider']['model'] == 'gpt-good' and m['config_identity']['model'] == 'gpt-good'
        assert [(a['old'], a['new']) for a in m['amendments']] == [('gpt-goood', 'gpt-good')]
        with pytest.raises(ResumeMismatch, match='model'):                # after successful cells: refused
            run_campaign(cfg_for(run, stub.base_url, 'gpt-other'), resume=True, retry_errors=True, progress=False)

def test_transient_errors_are_retried_not_a_configuration_error(tmp_path, live_env):
    from role_transfer.measure.campaign import run_campaign
    from role_transfer.testing.loopback import offline_endpoints
    with offline_endpoints(faults={0: 429, 1: 503}) as ep:
        live_env.setenv('OPENAI_BASE_URL', ep.chat_base_url)
        res = run_campaign(cfg_for(tmp_path/'r', ep.chat_base_url, 'm'), progress=False)
    assert res.status == 'complete' and res.cells_done == 6
    assert all(c['status'] == 'complete' for c in read_jsonl(tmp_path/'r'/'cells.jsonl'))

def test_offline_records_the_scripted_model_not_the_users(tmp_path):
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    from role_transfer.agent.core import SCRIPTED_MODEL
    from role_transfer.testing.loopback import offline_endpoints
    with offline_endpoints() as ep:
        res = run_campaign(CampaignConfig(task_file=TASKS, output=str(tmp_path/'r'), model='gpt-5-imaginary', offline=True,
                                          skip_boundary=True), progress=False, endpoints=ep)
    m = json.loads((res.path/'manifest.json').read_text())
    assert (m['config']['model'], m['config_identity']['model'], m['provider']['model']) == (SCRIPTED_MODEL,) * 3
    assert 'gpt-5-imaginary' not in (res.path/'manifest.json').read_text()
