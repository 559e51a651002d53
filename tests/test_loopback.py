"Integration tests of the loopback endpoints that do not fit in a notebook cell: concurrency, volume, leaks, faults."
import json, os, threading, time
from concurrent.futures import ThreadPoolExecutor
import httpx, openai, pytest
from role_transfer.agent.core import *
from role_transfer.testing.loopback import *
from role_transfer.testing.builders import tool_call, assistant

MSGS = [{'role': 'system', 'content': 'You are terse. ' * 50}, {'role': 'user', 'content': 'hello'}]


def test_concurrent_requests_with_latency():
    "Requests are served in parallel: 40 requests with 0.2 s latency each take far less than the 8 s a serial server needs."
    with OfflineChatServer(latency_s=0.2) as srv:
        cl = openai.OpenAI(base_url=srv.base_url, api_key=OFFLINE_OPENAI_KEY, max_retries=0)
        t0 = time.perf_counter()
        with ThreadPoolExecutor(20) as ex:
            rs = list(ex.map(lambda i: cl.chat.completions.create(model='m', messages=MSGS + [{'role': 'user', 'content': str(i)}]), range(40)))
        assert time.perf_counter() - t0 < 6     # serial service would take 8 s; the margin absorbs a loaded machine
        assert len(srv.requests) == 40 and len({r.id for r in rs}) == 40
        assert all(r.model == SCRIPTED_MODEL and r.system_fingerprint == 'scripted' for r in rs)


def test_many_requests_keep_hitting_the_cache():
    "Hundreds of requests through HTTP, each extending a long shared prefix: the cache keeps hitting (speed is measured in bench/)."
    base = [{'role': 'system', 'content': 'x' * 20_000}]
    with OfflineChatServer() as srv, httpx.Client(base_url=srv.base_url, headers={'Authorization': 'Bearer t'}) as c:
        for i in range(300):
            r = c.post('/chat/completions', json={'model': 'm', 'messages': base + [{'role': 'user', 'content': f'q{i}'}]}).json()
        assert r['usage']['prompt_tokens_details']['cached_tokens'] >= 5000 - 64


def test_no_thread_or_port_leak():
    before = threading.active_count()
    for _ in range(10):
        with offline_endpoints() as ep: ep.client().models.list()
    time.sleep(0.1)
    assert threading.active_count() == before


def test_environment_restored_on_error(monkeypatch):
    monkeypatch.setenv('TAVILY_API_KEY', 'previous-value')
    monkeypatch.delenv('TAVILY_BASE_URL', raising=False)
    with pytest.raises(RuntimeError):
        with offline_endpoints():
            assert os.environ['TAVILY_API_KEY'] == OFFLINE_TAVILY_KEY
            raise RuntimeError('boom')
    assert os.environ['TAVILY_API_KEY'] == 'previous-value' and 'TAVILY_BASE_URL' not in os.environ


def test_bearer_token_never_kept():
    secret = 'sk-this-must-not-be-stored-123456'
    with OfflineChatServer() as chat, OfflineSearchServer() as search:
        openai.OpenAI(base_url=chat.base_url, api_key=secret, max_retries=0).chat.completions.create(model='m', messages=MSGS)
        httpx.post(f'{search.base_url}/search', json={'query': 'solar'}, headers={'Authorization': f'Bearer {secret}'})
        for srv in (chat, search): assert secret not in repr(vars(srv)) + json.dumps(srv.requests)


def test_rate_limit_fault_is_sdk_error():
    with OfflineChatServer(faults={0: 429}) as srv:
        cl = openai.OpenAI(base_url=srv.base_url, api_key=OFFLINE_OPENAI_KEY, max_retries=0)
        with pytest.raises(openai.RateLimitError): cl.chat.completions.create(model='m', messages=MSGS)
        assert cl.chat.completions.create(model='m', messages=MSGS).choices[0].finish_reason == 'stop'
