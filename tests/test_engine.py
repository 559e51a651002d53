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
    from role_transfer.commands import demo_main
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
    from role_transfer.commands import demo_main
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
    from role_transfer.commands import cache_replay_main
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
