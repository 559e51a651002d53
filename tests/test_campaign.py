"Durability of the campaign runner: SIGKILL mid-campaign, resume, and compare with an uninterrupted run."
import json, os, signal, subprocess, sys, time
from pathlib import Path
import pytest
from role_transfer.agent.core import tasks_dir
from role_transfer.measure.campaign import read_jsonl

RUNNER = 'import sys; from role_transfer.run_commands import compare_main; sys.exit(compare_main(sys.argv[1:]))'
CLOCK_KEYS = {'latency_s', 'wall_s', 'wall_clock', 'tool_s', 'duration_s', 'started_at', 'finished_at', 'created_at', 'response_id',
              'run_id', 'response_time', 'request_id', 'load_seconds', 'mean_hit_seconds', 'mean_miss_seconds', 'output', 'base_url', 'replay',
              'prev_sha256', 'raw_exchanges', 'exchanges'}   # chains start from a per-run nonce; raw bodies carry server
                                                              # ids and clocks (and so does the hash of their sidecar record)

def args(out, *extra):
    return [sys.executable, '-c', RUNNER, '--task-file', str(tasks_dir()/'example.json'), '--trials', '2', '--offline',
            '--skip-boundary', '--no-progress', '--latency', '0.03', str(out), *extra]

def strip_clock(obj):
    "Drop every field measured by a clock or naming the run folder; what remains must be reproducible."
    if isinstance(obj, dict): return {k: strip_clock(v) for k, v in obj.items() if k not in CLOCK_KEYS and not k.startswith('latency')}
    if isinstance(obj, list): return [strip_clock(v) for v in obj]
    return obj

def cell_key(c): return (c['task_id'], c['trial'], c['arm'])

def assert_chain_intact(run, name='cells.jsonl'):
    "Every line's prev_sha256 is the SHA-256 of the line before it; the first is the manifest's chain start."
    import hashlib
    m = json.loads((run/'manifest.json').read_text())
    prev = m['chain']['files'][name]
    assert prev == hashlib.sha256(f"{m['run_id']}:{name}:{m['chain']['nonce']}".encode()).hexdigest()
    for i, line in enumerate((run/name).read_bytes().split(b'\n')[:-1]):
        assert json.loads(line)['prev_sha256'] == prev, f'{name} line {i + 1}'
        prev = hashlib.sha256(line).hexdigest()

def in_process(argv) -> int:
    "The command run in this process (`sys.exit(compare_main(argv))` in a subprocess is the same function)."
    from role_transfer.run_commands import compare_main
    return compare_main(argv[3:])                                    # argv[:3]: python -c RUNNER


KILLS = 2   # a fresh run killed, then a resumed run killed, then a resume that completes: further kills repeat these


@pytest.mark.slow   # real signals, by nature slow: three campaign processes with injected latency, two SIGKILLs (~40-60 s)
def test_sigkill_and_resume_loses_nothing_and_duplicates_nothing(tmp_path, capsys):
    ref = tmp_path/'uninterrupted'
    assert in_process(args(ref)) == 0                                # the reference needs no signal: run it here
    run = tmp_path/'killed'
    kills = 0
    for attempt in range(8):
        p = subprocess.Popen(args(run, *(['--resume'] if attempt else [])), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start = len(read_jsonl(run/'cells.jsonl'))
        deadline = time.time() + 120
        while (kills < KILLS and p.poll() is None and time.time() < deadline
               and len(read_jsonl(run/'cells.jsonl')) < start + 2): time.sleep(0.05)
        if kills < KILLS and p.poll() is None and len(read_jsonl(run/'cells.jsonl')) < 12:
            time.sleep(0.1); p.send_signal(signal.SIGKILL); p.wait(); kills += 1   # a cell is in flight
        else: p.wait(timeout=600)
        if p.returncode == 0: break
    assert kills >= 2, 'the campaign finished before it could be killed twice'
    if p.returncode != 0: subprocess.run(args(run, '--resume'), check=True, capture_output=True, timeout=600)
    cells = read_jsonl(run/'cells.jsonl')
    keys = [cell_key(c) for c in cells]
    assert len(keys) == 12 and len(set(keys)) == 12                       # each cell exactly once
    raw = (run/'cells.jsonl').read_bytes()
    assert raw.endswith(b'\n') and raw.count(b'\n') == 12                  # no partial line left behind
    assert_chain_intact(run)                                              # the chain survives kills and resumes
    from role_transfer.records.rundir import read_run
    assert [c.exchanges.count for c in read_run(run).cells] == [c['exchanges']['count'] for c in cells]  # every raw record kept, hash checked
    ref_cells = {cell_key(c): strip_clock(c) for c in read_jsonl(ref/'cells.jsonl')}
    for c in cells: assert strip_clock(c) == ref_cells[cell_key(c)], cell_key(c)
    a, b = json.loads((ref/'report.json').read_text()), json.loads((run/'report.json').read_text())
    assert strip_clock(a) == strip_clock(b)

def test_bad_task_file_is_rejected_before_any_request(tmp_path, capsys):
    bad = tmp_path/'bad.json'
    bad.write_text(json.dumps([{'id': 'x', 'prompt': 'p', 'kind': 'nope', 'stratum': 'nope', 'required_tools': ['teleport']}]))
    code = in_process([sys.executable, '-c', RUNNER, '--task-file', str(bad), '--offline', str(tmp_path/'r')])
    err = capsys.readouterr().err
    assert code == 2 and 'bad.json' in err and 'teleport' in err
    assert not (tmp_path/'r').exists()


def test_rejected_temperature_stops_the_campaign_and_keeps_the_cell(tmp_path, monkeypatch):
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    from role_transfer.agent.client import ConfigError
    from role_transfer.testing.loopback import offline_endpoints, Fault
    from role_transfer.testing.scripted import ScriptedPolicy
    scripted = ScriptedPolicy()
    def picky(req): return Fault(400, 'temperature is not supported by this model') if 'temperature' in req else scripted(req)
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'r'), offline=True, skip_boundary=True)
    with offline_endpoints(policy=picky) as ep:
        res = run_campaign(cfg, progress=False, endpoints=ep)
    assert res.status == 'config_error' and 'temperature' in res.message
    cells = read_jsonl(tmp_path/'r'/'cells.jsonl')
    assert len(cells) == 1 and cells[0]['status'] == 'error' and 'temperature' in cells[0]['error']
    assert [r['status'] for r in read_jsonl(tmp_path/'r'/'status.jsonl')] == ['running', 'config_error']


@pytest.mark.slow   # real signals, by nature slow: three campaign processes with injected latency, one SIGKILL (~25-60 s)
def test_two_concurrent_resumes_one_proceeds_one_is_refused(tmp_path, capsys):
    run = tmp_path/'run'
    p = subprocess.Popen(args(run), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while time.time() < deadline and len(read_jsonl(run/'cells.jsonl')) < 2: time.sleep(0.05)
    p.send_signal(signal.SIGKILL); p.wait()
    before = len(read_jsonl(run/'cells.jsonl'))
    assert 0 < before < 12
    procs = [subprocess.Popen(args(run, '--resume'), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [(q.wait(timeout=600), q.stderr.read()) for q in procs]
    codes = sorted(rc for rc, _ in outs)
    assert codes == [0, 2], outs
    refused = next(err for rc, err in outs if rc == 2)
    assert 'another process' in refused and 'Traceback' not in refused
    keys = [cell_key(c) for c in read_jsonl(run/'cells.jsonl')]
    assert len(keys) == 12 and len(set(keys)) == 12                       # no duplicate cell
    assert_chain_intact(run)
    assert in_process(args(run, '--resume')) == 0, capsys.readouterr().err   # later resumes still work


def test_output_that_holds_something_else_is_refused_untouched(tmp_path, capsys):
    other = tmp_path/'notes'; other.mkdir(); (other/'thesis.tex').write_text('precious')
    assert in_process(args(other)) == 2 and 'holds no run' in capsys.readouterr().err
    assert sorted(p.name for p in other.iterdir()) == ['thesis.tex'] and (other/'thesis.tex').read_text() == 'precious'


def test_resume_with_other_prices_is_refused(tmp_path):
    from role_transfer.measure.campaign import CampaignConfig, run_campaign, ResumeMismatch
    import dataclasses
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'r'), offline=True, skip_boundary=True,
                         input_price_per_million=1.0, output_price_per_million=2.0)
    from role_transfer.testing.loopback import offline_endpoints
    with offline_endpoints() as ep:
        run_campaign(cfg, progress=False, endpoints=ep)
        with pytest.raises(ResumeMismatch, match='prices'):
            run_campaign(dataclasses.replace(cfg, input_price_per_million=5.0), resume=True, progress=False, endpoints=ep)
    m = json.loads((tmp_path/'r'/'manifest.json').read_text())
    assert m['raw_capture']['enabled'] is True and m['raw_capture']['cap_bytes'] == cfg.raw_cap_bytes
    assert m['deadlines'] == {'request_timeout_s': cfg.request_timeout, 'cell_timeout_s': None}
    assert_chain_intact(tmp_path/'r')
    from role_transfer.records.rundir import read_run
    cells = read_jsonl(tmp_path/'r'/'cells.jsonl')
    assert 'raw_exchanges' not in cells[0]['trajectory'] and cells[0]['exchanges']['count'] > 0   # in the sidecar
    ex = read_run(tmp_path/'r').cells[0].trajectory.raw_exchanges                              # read back, checked
    assert {e['kind'] for e in ex} <= {'chat', 'search'} and ex[0]['call_index'] == 0 and ex[0]['status_code'] == 200
    calls = [e for e in ex if e['kind'] == 'chat']
    assert len(calls) == cells[0]['api_calls']


@pytest.mark.parametrize('extra, needle', [(['--inject-faults', 'nonsense'], 'nonsense'), (['--cell-timeout', '0'], '--cell-timeout'),
                                           (['--raw-cap-bytes', '10'], '--raw-cap-bytes'), (['--request-timeout', '-1'], '--request-timeout')])
def test_bad_flags_are_refused_before_anything_is_written(tmp_path, capsys, extra, needle):
    from role_transfer.run_commands import compare_main
    out = tmp_path/'r'
    try: rc = compare_main(['--task-file', str(tasks_dir()/'example.json'), '--offline', '--no-progress', str(out), *extra])
    except SystemExit as e: rc = e.code          # argparse refuses a number out of range itself
    assert rc == 2 and needle in capsys.readouterr().err and not out.exists()


def test_inject_faults_needs_offline(tmp_path, capsys, monkeypatch):
    from role_transfer.run_commands import compare_main
    monkeypatch.setenv('OPENAI_API_KEY', 'not-a-real-key-for-this-test'); monkeypatch.setenv('OPENAI_MODEL', 'm')
    assert compare_main(['--task-file', str(tasks_dir()/'example.json'), '--no-progress', str(tmp_path/'r'),
                         '--inject-faults', 'all']) == 2
    assert '--offline' in capsys.readouterr().err and not (tmp_path/'r').exists()


def test_no_capture_raw_makes_the_run_non_formal(tmp_path):
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    from role_transfer.present.numbers import build_report
    from role_transfer.records.rundir import read_run
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'r'), offline=True, skip_boundary=True,
                         capture_raw=False)
    from role_transfer.testing.loopback import offline_endpoints
    with offline_endpoints() as ep: run = run_campaign(cfg, progress=False, endpoints=ep).path
    cells = read_jsonl(run/'cells.jsonl')
    assert all(c['trajectory']['raw_exchanges'] is None for c in cells)
    m = json.loads((run/'manifest.json').read_text())
    assert m['raw_capture'] == {'enabled': False, 'cap_bytes': None, 'format': 'role_transfer.raw_exchange/2'}
    rep = build_report(read_run(run))
    assert 'raw_exchanges' in rep.protocol.deviations
