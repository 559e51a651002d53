"Malformed replies are data: a campaign against a loopback server serving 42 kinds of provider fault records every cell."
import json, time
from pathlib import Path
import httpx, openai, pytest
from role_transfer.agent.core import tasks_dir, read_jsonl, recording
from role_transfer.agent.credentials import RawRecorder
from role_transfer.testing.loopback import FAULT_KINDS, OfflineChatServer, SequencePolicy, Fault
from role_transfer.testing.builders import assistant
from role_transfer.agent.client import offline_client_config, make_client, chat_call, MalformedReply

def test_fault_campaign_records_every_cell(tmp_path):
    from role_transfer.run_commands import compare_main
    run = tmp_path/'faults'
    rc = compare_main(['--task-file', str(tasks_dir()/'example.json'), '--trials', '7', '--offline', '--skip-boundary',
                       '--no-progress', '--max-retries', '0', '--request-timeout', '1.5', '--inject-faults', 'all',
                       str(run)])
    assert rc in (0, 1)                                    # 1: finished, some cells in error (never a crash)
    from role_transfer.records.rundir import read_run
    cells = [c.to_dict() for c in read_run(run).cells]       # raw exchanges from the sidecar, checked
    keys = {(c['task_id'], c['trial'], c['arm']) for c in cells}
    assert len(cells) == len(keys) == 42                   # every cell recorded, once
    chats = [e for c in cells for e in c['trajectory']['raw_exchanges'] if e['kind'] == 'chat']
    assert len(chats) >= len(FAULT_KINDS)                  # every fault kind was served to some request
    errors = [e for c in cells for e in c['trajectory']['events'] if e['type'] == 'error']
    kinds = {e['kind'] for e in errors}
    assert {'provider', 'malformed_reply', 'deadline'} <= kinds, kinds
    msgs = ' | '.join(e['message'] for e in errors)
    for needle in ('usage is a list', 'not JSON', 'UTF-8', 'no choices', 'error object', '.id', 'deadline'):
        assert needle in msgs, needle
    for c in cells:
        assert c['status'] in ('complete', 'error')
        if c['status'] == 'error': assert c['error']
        for call in c['trajectory']['calls']:              # failed calls never pretend usage
            if call['error']: assert call['temperature_sent'] is None
    # the malformed bodies are kept on the cell, escaped where UTF-8 cannot hold them
    bad = [e for e in errors if e['kind'] == 'malformed_reply']
    assert all('body' in e for e in bad)
    text = (run/'cells.jsonl').read_text(encoding='utf-8')   # the whole file is valid UTF-8
    assert '\\ud800' in text or '\\\\ud800' in text
    assert (run/'report.json').exists()

def test_slow_drip_is_cut_at_the_request_deadline():
    with OfflineChatServer(faults={0: FAULT_KINDS['slow_drip']}) as srv:
        cfg = offline_client_config(srv.base_url, timeout_s=1.0, max_retries=0)
        t0 = time.monotonic()
        with pytest.raises(openai.APITimeoutError):
            chat_call(make_client(cfg), cfg, [{'role': 'user', 'content': 'hello'}])
        assert time.monotonic() - t0 < 2.5                 # each read was fast; the whole request was not

def test_cell_deadline_is_recorded_as_an_error_cell():
    from role_transfer.agent.loop import AgentLoop
    from role_transfer.agent.arms import make_arm
    from role_transfer.agent.skills import load_catalog
    with OfflineChatServer(latency_s=0.4) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0)
        loop = AgentLoop(make_arm('transfer', load_catalog()), make_client(cfg), cfg, cell_timeout_s=0.9)
        t0 = time.monotonic()
        t = loop.run('查一下中国 2021、2022、2023 三年的新能源汽车销量，并算出年均复合增长率，写一段 100 字以内的中文摘要')
    assert time.monotonic() - t0 < 2.5
    assert t.stop_reason == 'error'
    err = [e for e in t.events if e['type'] == 'error']
    assert err and err[-1]['kind'] == 'deadline'
    assert t.settings['cell_timeout_s'] == 0.9

USABLE = {'ok_content_parts', 'ok_lone_surrogate', 'ok_tool_call_bad_json_args',   # documented coercions / the loop's business
          'ok_usage_string', 'ok_usage_negative'}   # `usage_dict`: a digit string coerced, a negative count ignored, both noted

@pytest.mark.parametrize('kind', list(FAULT_KINDS))
def test_each_fault_is_a_recorded_call_error_or_a_documented_coercion(kind):
    with OfflineChatServer(SequencePolicy([assistant('fine')]), faults={0: FAULT_KINDS[kind]}) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0, timeout_s=1.0)
        rec = RawRecorder()
        with recording(rec):
            try: out = chat_call(make_client(cfg), cfg, [{'role': 'user', 'content': 'hello'}])
            except (MalformedReply, openai.OpenAIError) as e: out = e
    assert rec.exchanges, 'the exchange was recorded'
    e = rec.exchanges[0]
    assert e['request']['messages'] == [{'role': 'user', 'content': 'hello'}]
    if kind == 'ok_content_parts': assert out.message['content'] == 'Part one. Part two.'
    elif kind == 'ok_lone_surrogate': assert out.message['content'] == 'broken \\ud800 text'
    elif kind == 'ok_tool_call_bad_json_args': assert out.message['tool_calls'][0]['function']['arguments'] == '{"expression": "1+'
    elif kind == 'ok_usage_string': assert out.usage['prompt_tokens'] == 1234 and out.usage['problems']
    elif kind == 'ok_usage_negative': assert out.usage['completion_tokens'] != -5 and out.usage['problems']
    else: assert isinstance(out, Exception), out
    assert (kind in USABLE) == (not isinstance(out, Exception))
    json.dumps(e, ensure_ascii=False).encode('utf-8')     # storable as UTF-8


# ---- a full disk: one clear line, no temporary file left, and the run resumes once there is room -------------
def test_a_full_disk_stops_the_campaign_cleanly_and_it_resumes(tmp_path, capsys):
    import subprocess
    from role_transfer.commands import main as rt
    disk = tmp_path/'disk'; disk.mkdir()
    if subprocess.run(['mount', '-t', 'tmpfs', '-o', 'size=300k', 'tmpfs', str(disk)], capture_output=True).returncode:
        pytest.skip('mounting a small tmpfs needs root')
    try:
        run = disk/'run'
        assert rt(['compare', str(run), '--offline', '--task-file', 'example', '--trials', '1', '--no-progress']) == 1
        err = capsys.readouterr().err
        assert 'no space left on the device' in err and 'Traceback' not in err
        assert not [p.name for p in run.iterdir() if p.name.endswith(('.tmp', '.partial'))]
        subprocess.run(['mount', '-o', 'remount,size=30M', str(disk)], check=True)
        assert rt(['compare', str(run), '--offline', '--task-file', 'example', '--trials', '1', '--no-progress',
                   '--resume']) == 0
        assert rt(['validate', str(run)]) == 0
    finally: subprocess.run(['umount', '-l', str(disk)])
