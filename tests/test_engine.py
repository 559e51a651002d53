"""Real-engine tier: runs only when ROLE_TRANSFER_ENGINE_URL names an OpenAI-compatible engine (`.ci/engine` starts a
llama.cpp server with the verified Qwen2.5-Coder-0.5B and sets it). It asserts the engine's cache physics and its
tool-call parsing, never the small model's task skill; the demos are recorded whatever the model does."""
import json, os, shutil
from pathlib import Path
import pytest

URL = os.environ.get('ROLE_TRANSFER_ENGINE_URL')
pytestmark = pytest.mark.skipif(not URL, reason='ROLE_TRANSFER_ENGINE_URL is not set (run .ci/engine, or point it at an engine)')

from role_transfer.agent.core import validation_dir
from role_transfer.engines.engine import DEFAULT_MODEL
from role_transfer.agent.trajectory import load_trajectory, STOP_REASONS

MODEL = os.environ.get('ROLE_TRANSFER_ENGINE_MODEL', DEFAULT_MODEL)
ARTIFACTS = Path(os.environ['ROLE_TRANSFER_ENGINE_ARTIFACTS']) if os.environ.get('ROLE_TRANSFER_ENGINE_ARTIFACTS') else None
RUN = validation_dir()/'runs'/'offline-example'

BUDGET = int(os.environ.get('ROLE_TRANSFER_ENGINE_TOKEN_BUDGET', '32000'))

def default_cells(budget: int = BUDGET) -> list:
    "Trial-0 cells of whole tasks (every arm, so the arms stay paired), smallest tasks first, within `budget` recorded input tokens."
    cells = [json.loads(l) for l in (RUN/'cells.jsonl').read_text(encoding='utf-8').splitlines() if l.strip()]
    tasks = {}
    for i, c in enumerate(cells):
        if c['trial'] == 0: tasks.setdefault(c['task_id'], []).append((i, c['input_tokens']))
    out, used = [], 0
    for task, members in sorted(tasks.items(), key=lambda kv: sum(n for _, n in kv[1])):
        size = sum(n for _, n in members)
        if used + size > budget and out: break
        out += [str(i) for i, _ in members]; used += size
    return out

def _keep(src: Path, name: str):
    if ARTIFACTS: ARTIFACTS.mkdir(parents=True, exist_ok=True); shutil.copytree(src, ARTIFACTS/name, dirs_exist_ok=True) if src.is_dir() else shutil.copy(src, ARTIFACTS/name)

def test_tool_calling_probe():
    "The pinned runtime parses the model's tool call into `tool_calls` (releases >= 0.2.13 left it as text)."
    import openai
    from role_transfer.agent.tools import tool_schemas
    client = openai.OpenAI(base_url=URL, api_key=os.environ.get('ROLE_TRANSFER_ENGINE_KEY') or 'not-needed', timeout=300, max_retries=0)
    r = client.chat.completions.create(model=MODEL, temperature=0, max_tokens=64, tools=tool_schemas(['calculate']),
                                       messages=[{'role': 'system', 'content': 'You are a calculator. Always answer by calling a tool.'},
                                                 {'role': 'user', 'content': 'Use the calculate tool to compute 17*23.'}])
    msg = r.choices[0].message
    assert msg.tool_calls, f'no tool call parsed; content was {msg.content!r}'
    assert msg.tool_calls[0].function.name == 'calculate'
    assert 'expression' in json.loads(msg.tool_calls[0].function.arguments)

@pytest.mark.parametrize('arm', ['transfer', 'skill'])
def test_capped_demo(arm, tmp_path, monkeypatch, capsys):
    "One short demo per arm through the package's own loop, recorded whatever the model does."
    from role_transfer.run_commands import demo_main
    monkeypatch.setenv('OPENAI_API_KEY', os.environ.get('ROLE_TRANSFER_ENGINE_KEY') or 'not-needed')
    monkeypatch.setenv('OPENAI_BASE_URL', URL)
    monkeypatch.delenv('OPENROUTER_API_KEY', raising=False)
    out = tmp_path/f'demo-{arm}.json'
    rc = demo_main(['--arm', arm, '--scenario', 'coding', '--model', MODEL, '--max-steps', '3', '--max-output-tokens', '96',
                    '--request-timeout', '240', '--output', str(out)])
    t = load_trajectory(out)
    _keep(out, out.name)
    assert rc == (0 if t.stop_reason == 'final' else 1)
    assert t.stop_reason in STOP_REASONS and t.calls
    assert t.settings['max_output_tokens'] == 96 and t.settings['timeout_s'] == 240
    answered = [c for c in t.calls if not c.error]
    assert answered, [c.error for c in t.calls]
    missing = [c.index for c in answered if c.usage['cached_tokens'] is None]
    assert not missing, f'calls {missing}: the engine reported no cached tokens (llama.cpp: timings.cache_n; vLLM: --enable-prompt-tokens-details)'

def test_a_reply_cut_at_the_cap_is_not_an_answer(tmp_path, monkeypatch):
    "Four output tokens cut the engine's first reply (`finish_reason: length`): the run stops as truncated, rc 1."
    from role_transfer.run_commands import demo_main
    monkeypatch.setenv('OPENAI_API_KEY', os.environ.get('ROLE_TRANSFER_ENGINE_KEY') or 'not-needed')
    monkeypatch.setenv('OPENAI_BASE_URL', URL)
    monkeypatch.delenv('OPENROUTER_API_KEY', raising=False)
    out = tmp_path/'demo-cut.json'
    rc = demo_main(['--arm', 'transfer', '--scenario', 'coding', '--model', MODEL, '--max-steps', '1',
                    '--max-output-tokens', '4', '--request-timeout', '240', '--output', str(out)])
    t = load_trajectory(out)
    assert t.calls[-1].finish_reason == 'length', t.calls[-1].finish_reason
    assert (t.stop_reason, rc) == ('truncated', 1)

def test_cache_replay_physics(tmp_path):
    "Replay the committed offline example's cells with one-token outputs and check the physics of the engine's cache."
    from role_transfer.read_commands import cache_replay_main
    cells = os.environ.get('ROLE_TRANSFER_ENGINE_CELLS', '').split() or default_cells()
    out = tmp_path/'replay'
    rc = cache_replay_main([str(RUN), '--base-url', URL, '--model', MODEL, '--output', str(out), '--cells', *cells])
    _keep(out, 'cache-replay')
    doc = json.loads((out/'cache_replay.json').read_text())
    assert rc == 0, [c['error'] for c in doc['calls'] if c['error']]
    checks = doc['summary']['checks']
    assert all(c['cached_tokens'] is not None for c in doc['calls']), 'the engine reported no cached tokens'
    assert checks['skill_median_cached_share_after_first']['passed'], checks
    assert checks['transfer_max_cached_share_after_switch']['passed'], checks
    assert checks['spearman_prefill_vs_uncached']['passed'], checks
    if doc['isolation'] == 'slot-erase':       # the reset worked: each cell's first call found nothing cached
        assert [c['cached_tokens'] for c in doc['calls'] if c['first_call']] == [0] * len(cells)

CAMPAIGN_TASKS = ('coding_primes_below_10000', 'notice_rewrite_short')

@pytest.fixture(scope='module')
def engine_campaign(tmp_path_factory):
    "2 tasks x 1 trial x 2 arms against the engine through `role_transfer_compare`, capped output, no boundary cases."
    from role_transfer.agent.core import tasks_dir
    from role_transfer.run_commands import compare_main
    d = tmp_path_factory.mktemp('engine-campaign')
    suite = json.loads((tasks_dir()/'example.json').read_text(encoding='utf-8'))
    tasks = suite if isinstance(suite, list) else suite['tasks']
    chosen = [t for t in tasks if t['id'] in CAMPAIGN_TASKS]
    assert len(chosen) == 2, [t['id'] for t in tasks]
    task_file = d/'engine-pair.json'
    task_file.write_text(json.dumps(chosen if isinstance(suite, list) else {**suite, 'tasks': chosen}), encoding='utf-8')
    mp = pytest.MonkeyPatch()
    mp.setenv('OPENAI_API_KEY', os.environ.get('ROLE_TRANSFER_ENGINE_KEY') or 'not-needed')
    mp.setenv('OPENAI_BASE_URL', URL)
    mp.delenv('OPENROUTER_API_KEY', raising=False)
    try:
        out = d/'run'
        rc = compare_main(['--task-file', str(task_file), str(out), '--model', MODEL, '--trials', '1',
                           '--max-steps', '3', '--max-output-tokens', '96', '--request-timeout', '240',
                           '--skip-boundary', '--no-progress'])
    finally: mp.undo()
    _keep(out, 'engine-campaign')
    return out, rc

def test_tiny_campaign_is_labelled_isolated_and_validates(engine_campaign, capsys):
    "The campaign runs, is reported as engine data, every cell was isolated, and the validator passes it."
    from role_transfer.agent.client import ENGINE_REPORTED, SERVER_TIMINGS
    from role_transfer.agent.trajectory import trajectory_from_dict
    from role_transfer.measure.campaign import first_call_reuse
    from role_transfer.audit.validate import validate_run, FAIL, PASS
    out, rc = engine_campaign
    cells = [json.loads(l) for l in (out/'cells.jsonl').read_text(encoding='utf-8').splitlines() if l.strip()]
    assert rc in (0, 1) and len(cells) == 4, (rc, len(cells))       # rc 1: a cell the small model left errored
    manifest = json.loads((out/'manifest.json').read_text(encoding='utf-8'))
    assert manifest['usage_source'] == ENGINE_REPORTED and manifest['provider']['engine'] == 'llama.cpp'
    report = json.loads((out/'report.json').read_text(encoding='utf-8'))
    assert report['sources']['tokens'] == [ENGINE_REPORTED] and report['sources']['cached_tokens'] == [SERVER_TIMINGS]
    for c in cells:
        t = trajectory_from_dict(c['trajectory'])
        assert c['usage_source'] == ENGINE_REPORTED
        iso = t.meta['cache_isolation']
        assert iso['method'] == 'slot-erase' and 'error' not in iso, iso
        reuse = first_call_reuse(t)
        assert reuse is not None and not reuse['carried_over'], (c['task_id'], c['arm'], reuse)
        assert t.calls[0].usage['cached_tokens'] == 0, (c['task_id'], c['arm'], t.calls[0].usage)   # the slot was empty
    checks = {c.name: c for c in validate_run(out)}
    assert checks['usage_source'].status == PASS, str(checks['usage_source'])
    assert not [str(c) for c in checks.values() if c.status == FAIL]

def test_engine_run_relabelled_as_billed_fails(engine_campaign, tmp_path):
    "The same engine run rewritten to claim provider-billed numbers fails `usage_source` (timings stay in the replies)."
    import shutil
    from forgery import records, write_records, edit_json, reseal
    from role_transfer.agent.core import PROVIDER_REPORTED
    from role_transfer.audit.validate import validate_run, FAIL
    run = tmp_path/'run'; shutil.copytree(engine_campaign[0], run)
    def man(m): m['usage_source'] = PROVIDER_REPORTED; m['provider'].pop('engine', None)
    edit_json(run/'manifest.json', man)
    cells = records(run, 'cells.jsonl')
    for c in cells: c['usage_source'] = c['trajectory']['usage_source'] = PROVIDER_REPORTED
    write_records(run, 'cells.jsonl', cells)
    reseal(run)
    check = {c.name: c for c in validate_run(run)}['usage_source']
    assert check.status == FAIL and 'self-hosted engine' in check.detail, str(check)

def test_scripted_run_relabelled_as_engine_data_fails(tmp_path):
    "A scripted run rewritten to claim this engine's numbers still fails validation."
    from forgery import make_run
    from test_usage import relabel_as_engine
    from role_transfer.audit.validate import validate_run, FAIL
    run = make_run(tmp_path/'run', boundary=False, judge=False, trials=1)
    relabel_as_engine(run)
    check = {c.name: c for c in validate_run(run)}['usage_source']
    assert check.status == FAIL and 'scripted' in check.detail, str(check)


def test_the_bundled_engine_serves_cells_in_parallel_one_slot_each():
    "`EngineServer(slots=2)` starts llama.cpp with two slots, each with the whole context (a campaign pins one per worker)."
    import httpx
    from role_transfer.engines.engine import EngineServer, fetch_model
    from role_transfer.agent.client import llama_slots, root_url
    with EngineServer(fetch_model(DEFAULT_MODEL, download=False), n_ctx=4096, slots=2) as srv:
        with httpx.Client(timeout=30) as http: slots = llama_slots(http, root_url(srv.base_url))
    assert [s['id'] for s in slots] == [0, 1] and all(s.get('n_ctx', 4096) >= 4096 for s in slots), slots
