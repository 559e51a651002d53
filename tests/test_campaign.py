"Durability of the campaign runner: SIGKILL mid-campaign, resume, and compare with an uninterrupted run."
import json, os, signal, subprocess, sys, time
from pathlib import Path
import pytest
from role_transfer.core import tasks_dir
from role_transfer.campaign import read_jsonl

RUNNER = 'import sys; from role_transfer.campaign import compare_main; sys.exit(compare_main(sys.argv[1:]))'
CLOCK_KEYS = {'latency_s', 'wall_s', 'tool_s', 'duration_s', 'started_at', 'finished_at', 'created_at', 'response_id',
              'run_id', 'response_time', 'request_id', 'load_seconds', 'mean_hit_seconds', 'mean_miss_seconds', 'output', 'base_url', 'replay'}

def args(out, *extra):
    return [sys.executable, '-c', RUNNER, '--task-file', str(tasks_dir()/'example.json'), '--trials', '2', '--offline',
            '--skip-boundary', '--no-progress', '--latency', '0.03', '--output', str(out), *extra]

def strip_clock(obj):
    "Drop every field measured by a clock or naming the run folder; what remains must be reproducible."
    if isinstance(obj, dict): return {k: strip_clock(v) for k, v in obj.items() if k not in CLOCK_KEYS and not k.startswith('latency')}
    if isinstance(obj, list): return [strip_clock(v) for v in obj]
    return obj

def cell_key(c): return (c['task_id'], c['trial'], c['arm'])

def test_sigkill_and_resume_loses_nothing_and_duplicates_nothing(tmp_path):
    ref = tmp_path/'uninterrupted'
    subprocess.run(args(ref), check=True, capture_output=True, timeout=600)
    run = tmp_path/'killed'
    kills = 0
    for attempt in range(8):
        p = subprocess.Popen(args(run, *(['--resume'] if attempt else [])), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start = len(read_jsonl(run/'cells.jsonl'))
        deadline = time.time() + 120
        while p.poll() is None and time.time() < deadline and len(read_jsonl(run/'cells.jsonl')) < start + 2: time.sleep(0.05)
        if p.poll() is None and len(read_jsonl(run/'cells.jsonl')) < 12:
            time.sleep(0.1); p.send_signal(signal.SIGKILL); p.wait(); kills += 1
        else: p.wait()
        if p.returncode == 0: break
    assert kills >= 2, 'the campaign finished before it could be killed twice'
    if p.returncode != 0: subprocess.run(args(run, '--resume'), check=True, capture_output=True, timeout=600)
    cells = read_jsonl(run/'cells.jsonl')
    keys = [cell_key(c) for c in cells]
    assert len(keys) == 12 and len(set(keys)) == 12                       # each cell exactly once
    raw = (run/'cells.jsonl').read_bytes()
    assert raw.endswith(b'\n') and raw.count(b'\n') == 12                  # no partial line left behind
    ref_cells = {cell_key(c): strip_clock(c) for c in read_jsonl(ref/'cells.jsonl')}
    for c in cells: assert strip_clock(c) == ref_cells[cell_key(c)], cell_key(c)
    a, b = json.loads((ref/'report.json').read_text()), json.loads((run/'report.json').read_text())
    assert strip_clock(a) == strip_clock(b)

def test_bad_task_file_is_rejected_before_any_request(tmp_path):
    bad = tmp_path/'bad.json'
    bad.write_text(json.dumps([{'id': 'x', 'prompt': 'p', 'kind': 'nope', 'stratum': 'nope', 'required_tools': ['teleport']}]))
    r = subprocess.run([sys.executable, '-c', RUNNER, '--task-file', str(bad), '--offline', '--output', str(tmp_path/'r')],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and 'bad.json' in r.stderr and 'teleport' in r.stderr
    assert not (tmp_path/'r').exists()


def test_rejected_temperature_stops_the_campaign_and_keeps_the_cell(tmp_path, monkeypatch):
    import contextlib
    import role_transfer.campaign as rc
    from role_transfer.campaign import CampaignConfig, run_campaign
    from role_transfer.client import offline_client_config, make_client, ConfigError
    from role_transfer.offline import OfflineChatServer, Fault, ScriptedPolicy
    scripted = ScriptedPolicy()
    def picky(req): return Fault(400, 'temperature is not supported by this model') if 'temperature' in req else scripted(req)
    @contextlib.contextmanager
    def fake_client(cfg):
        with OfflineChatServer(policy=picky) as srv:
            ccfg = offline_client_config(srv.base_url, temperature=cfg.temperature, max_retries=0)
            yield ccfg, make_client(ccfg)
    monkeypatch.setattr(rc, 'campaign_client', fake_client)
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'r'), offline=True, skip_boundary=True)
    with pytest.raises(ConfigError, match='temperature'): run_campaign(cfg, progress=False, report=False)
    cells = read_jsonl(tmp_path/'r'/'cells.jsonl')
    assert len(cells) == 1 and cells[0]['status'] == 'error' and 'temperature' in cells[0]['error']
