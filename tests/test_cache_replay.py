"Cache replay against the package's scripted endpoint: exact bodies, isolation, bad input rejected before any call."
import dataclasses, json
from pathlib import Path
import pytest
from role_transfer.agent.core import validation_dir, SCRIPTED_ENDPOINT, SCRIPTED_MODEL
from role_transfer.testing.loopback import OfflineChatServer, offline_endpoints, prefix_text, PrefixCache, estimate_tokens
from role_transfer.agent.trajectory import trajectory_from_dict
from role_transfer.read_commands import cache_replay_main
from role_transfer.engines.cache_replay import cache_replay, cell_requests, replay_body, ReplayInputError

RUN = validation_dir()/'runs'/'offline-example'
from role_transfer.records.rundir import Cell, read_run
# the example's cells with their raw exchanges inline (the sidecar reference dropped), so a test can write them anew
CELLS = [{k: v for k, v in c.to_dict().items() if k != 'exchanges'} for c in read_run(RUN).cells]

def test_cli_offline_writes_table_and_figure(tmp_path, capsys):
    assert cache_replay_main([str(RUN), '--offline', '--output', str(tmp_path/'r'), '--cells', '0', '1']) == 0
    doc = json.loads((tmp_path/'r'/'cache_replay.json').read_text())
    assert (tmp_path/'r'/'cache_replay.png').stat().st_size > 10_000
    assert doc['isolation'] == 'prompt-cache-key' and len(doc['calls']) == CELLS[0]['api_calls'] + CELLS[1]['api_calls']
    assert {c['cached_source'] for c in doc['calls']} == {SCRIPTED_ENDPOINT}
    assert 'Spearman' in capsys.readouterr().out

def test_same_prompt_and_isolated_cache(tmp_path):
    "Every replayed call reports the recorded prompt size; cached tokens follow the block rule inside each cell only."
    with offline_endpoints() as ep:
        out = cache_replay(RUN, ep.chat_base_url, SCRIPTED_MODEL, cells=['2', '5', '8'], output=tmp_path/'r',
                           isolate='prompt-cache-key', usage_label=SCRIPTED_ENDPOINT)
    doc = json.loads((out/'cache_replay.json').read_text())
    want_prompt, want_cached = [], []
    for i in (2, 5, 8):
        t = trajectory_from_dict(CELLS[i]['trajectory'])
        cache = PrefixCache()                       # a fresh cache per cell: what isolation must give
        for r in cell_requests(Cell.from_dict(CELLS[i])):
            want_prompt.append(t.calls[r['index']].usage['prompt_tokens'])
            want_cached.append(cache.lookup(prefix_text(r['body'])))
    assert [c['prompt_tokens'] for c in doc['calls']] == want_prompt
    assert [c['cached_tokens'] for c in doc['calls']] == want_cached
    assert [c['cached_tokens'] for c in doc['calls'] if c['first_call']] == [0, 0, 0]

def test_without_isolation_a_cell_meets_the_previous_cell(tmp_path):
    "The control: with isolate=none, the second copy of a cell finds its first prompt already cached."
    with offline_endpoints() as ep:
        out = cache_replay(RUN, ep.chat_base_url, SCRIPTED_MODEL, cells=['1', '2'], output=tmp_path/'r', isolate='none')
    firsts = [c for c in json.loads((out/'cache_replay.json').read_text())['calls'] if c['first_call']]
    assert firsts[0]['cached_tokens'] == 0 and firsts[1]['cached_tokens'] > 0      # cells 1 and 2 are the same task and arm

def test_bodies_only_change_model_cap_and_isolation():
    r = cell_requests(Cell.from_dict(CELLS[1]))[3]
    b = replay_body(r['body'], 'm', 'cache-salt', 'tag')
    changed = {k for k in set(b) | set(r['body']) if b.get(k) != r['body'].get(k)}
    assert changed - {'prompt_cache_key'} == {'model', 'max_tokens', 'cache_salt'}   # the run's own partition key is dropped
    assert 'prompt_cache_key' not in b
    assert b['max_tokens'] == 1

def test_raw_exchanges_are_used_when_kept(tmp_path):
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    from role_transfer.agent.core import tasks_dir
    with offline_endpoints() as ep: run = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'run'), offline=True,
                                      skip_boundary=True, trials=1, capture_raw=True), progress=False, endpoints=ep).path
    cell = read_run(run).cells[0]                             # raw exchanges from the sidecar, checked
    reqs = cell_requests(cell)
    assert {r['body_source'] for r in reqs} == {'raw exchange'} and all(r['digest_match'] for r in reqs)
    cell = cell.replace(trajectory=dataclasses.replace(cell.trajectory, raw_exchanges=None))   # rebuilt: the same bytes
    assert all(r['digest_match'] and r['body_source'] == 'trajectory' for r in cell_requests(cell))

@pytest.mark.parametrize('args,needle', [
    (['--cells', '99'], "--cells '99'"),
    (['--cells', 'x:y:0'], "--cells 'x:y:0'"),
    (['--isolate', 'magic'], 'invalid choice'),
    (['--api-key-env', 'ROLE_TRANSFER_NO_SUCH_VAR'], 'ROLE_TRANSFER_NO_SUCH_VAR'),
])
def test_bad_input_rejected_before_any_call(args, needle, tmp_path, capsys):
    with OfflineChatServer() as srv:
        try: rc = cache_replay_main([str(RUN), '--base-url', srv.base_url, '--model', 'm', '--output', str(tmp_path/'o'), *args])
        except SystemExit as e: rc = e.code
        assert srv.requests == []
    assert rc == 2 and needle in capsys.readouterr().err
    assert not (tmp_path/'o').exists()

def test_cell_without_trajectory_named(tmp_path):
    run = tmp_path/'run'; run.mkdir()
    for f in ('manifest.json', 'tasks.json'): (run/f).write_text((RUN/f).read_text())
    bad = dict(CELLS[0]); bad.pop('trajectory')
    (run/'cells.jsonl').write_text(json.dumps(CELLS[1]) + '\n' + json.dumps(bad) + '\n')
    with pytest.raises(ReplayInputError, match=r'cells.jsonl line 2 .*trajectory missing'):
        cache_replay(run, 'http://127.0.0.1:9/v1', 'm')

def test_existing_output_refused(tmp_path):
    (tmp_path/'o').mkdir(); (tmp_path/'o'/'x').write_text('keep')
    with pytest.raises(ReplayInputError, match='not empty'):
        cache_replay(RUN, 'http://127.0.0.1:9/v1', 'm', output=tmp_path/'o')
