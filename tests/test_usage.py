"Usage normalised across providers and engines: one documented response per shape, and hostile fields."
import json, math
from pathlib import Path
import httpx, openai, pytest
from role_transfer.agent.client import usage_dict, usage_of_response, chat_call, ClientConfig, SERVER_TIMINGS

SHAPES = json.loads((Path(__file__).parent/'fixtures'/'usage_shapes.json').read_text(encoding='utf-8'))['shapes']

@pytest.mark.parametrize('shape', SHAPES, ids=[s['shape'] for s in SHAPES])
def test_documented_shape(shape):
    u = usage_of_response(shape['response'])
    assert {k: u[k] for k in shape['expect']} == shape['expect']
    assert u['problems'] == []

def test_every_shape_distinct_and_documented():
    assert len({s['shape'] for s in SHAPES}) == len(SHAPES) >= 9
    assert all(s['doc'] for s in SHAPES)

@pytest.mark.parametrize('shape', [s for s in SHAPES if s['response'].get('choices')], ids=lambda s: s['shape'])
def test_through_the_official_client(shape):
    "The same bodies parsed by the real openai client (pydantic objects, extras in model_extra)."
    body = shape['response']
    def handler(request): return httpx.Response(200, json=body)
    client = openai.OpenAI(api_key='k', base_url='http://fake.invalid/v1', max_retries=0,
                           http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    out = chat_call(client, ClientConfig(provider='openai', model='m'), [{'role': 'user', 'content': 'x'}])
    assert {k: out.usage[k] for k in shape['expect']} == shape['expect']

@pytest.mark.parametrize('value,want,noted', [
    ('120', 120, True), (' 7 ', 7, True), ('lots', None, True), (-3, None, True), (2.5, None, True),
    (True, None, True), (float('nan'), None, True), ([1], None, True), ({'n': 1}, None, True), (4.0, 4, False), (9, 9, False)])
def test_hostile_cached_field(value, want, noted):
    u = usage_dict({'prompt_tokens': 1000, 'completion_tokens': 1, 'prompt_tokens_details': {'cached_tokens': value}})
    assert u['cached_tokens'] == want
    assert bool(u['problems']) == noted
    assert u['prompt_tokens'] == 1000

def test_hostile_prompt_tokens_never_raise():
    for v in ('12x', None, -1, [], 'NaN', math.inf):
        u = usage_dict({'prompt_tokens': v, 'completion_tokens': 2})
        assert u['prompt_tokens'] == 0 and u['completion_tokens'] == 2
    assert usage_dict('not a dict')['cached_tokens'] is None

def test_cached_larger_than_prompt_is_dropped():
    u = usage_dict({'prompt_tokens': 10, 'cached_tokens': 11})
    assert u['cached_tokens'] is None and 'exceeds' in u['problems'][0]

def test_timings_only_when_no_provider_field():
    u = usage_dict({'prompt_tokens': 100, 'prompt_tokens_details': {'cached_tokens': 64}}, timings={'cache_n': 90, 'prompt_n': 10, 'prompt_ms': 5.0})
    assert (u['cached_tokens'], u['cached_field']) == (64, 'usage.prompt_tokens_details.cached_tokens')
    assert u['server_timings']['prompt_ms'] == 5.0
    u = usage_dict(None, timings={'cache_n': 90, 'prompt_n': 10, 'prompt_ms': 'slow'})
    assert (u['prompt_tokens'], u['cached_tokens'], u['cached_source']) == (100, 90, SERVER_TIMINGS)
    assert u['server_timings']['prompt_ms'] is None and u['problems']

def test_scripted_source_label():
    assert usage_dict({'prompt_tokens': 5, 'cached_tokens': 3}, source='scripted endpoint')['cached_source'] == 'scripted endpoint'

def test_labels_follow_the_response_not_the_address():
    "A reply with llama.cpp's `timings` or vLLM's fields is engine data whatever the host; a plain reply keeps the configured label."
    from role_transfer.agent.client import ENGINE_REPORTED, usage_source
    from role_transfer.agent.core import PROVIDER_REPORTED
    vllm = {'usage': {'prompt_tokens': 50, 'completion_tokens': 1, 'prompt_tokens_details': {'cached_tokens': 32}},
            'kv_transfer_params': None}
    assert usage_of_response(vllm)['cached_source'] == ENGINE_REPORTED
    billed = {'usage': {'prompt_tokens': 50, 'completion_tokens': 1, 'prompt_tokens_details': {'cached_tokens': 32}}}
    assert usage_of_response(billed)['cached_source'] == PROVIDER_REPORTED
    local = ClientConfig(provider='openai', model='m', base_url='http://127.0.0.1:8080/v1')
    assert usage_source(local) == PROVIDER_REPORTED and usage_source(ClientConfig(**{**local.to_dict(), 'engine': 'llama.cpp'})) == ENGINE_REPORTED

def relabel_as_engine(run):
    "A scripted run rewritten to claim a llama.cpp engine's numbers: labels, manifest engine, server-timings cache source."
    from role_transfer.agent.client import ENGINE_REPORTED
    from forgery import records, write_records, edit_json, reseal
    def man(m):
        m['usage_source'] = ENGINE_REPORTED
        m['provider'] = dict(provider='openai', base_url='http://127.0.0.1:8080/v1', model='qwen2.5-coder-0.5b-instruct-q4_k_m',
                             engine='llama.cpp', cache_isolation='slot-erase')
        m['config']['offline'] = m['config_identity']['offline'] = False
    edit_json(run/'manifest.json', man)
    cells = records(run, 'cells.jsonl')
    for c in cells:
        t = c['trajectory']
        c['usage_source'] = t['usage_source'] = ENGINE_REPORTED
        t['provider'] = 'openai'
        for k in t['calls']:
            if k.get('usage'): k['usage']['cached_source'] = SERVER_TIMINGS
    write_records(run, 'cells.jsonl', cells)
    reseal(run)

def test_scripted_run_relabelled_as_engine_data_fails(tmp_path):
    from forgery import make_run
    from role_transfer.audit.validate import validate_run, FAIL
    run = make_run(tmp_path/'run', boundary=False, judge=False, trials=1)
    assert {c.name: c.status for c in validate_run(run)}['usage_source'] != FAIL
    relabel_as_engine(run)
    check = {c.name: c for c in validate_run(run)}['usage_source']
    assert check.status == FAIL and 'engine-reported' in check.detail and 'scripted' in check.detail, check
