"""The model client honours HTTP(S)_PROXY / ALL_PROXY / NO_PROXY as httpx would, and never proxies loopback.

A capturing client hands httpx a `transport=`, and httpx then ignores the proxy variables; these tests check, through
a real forwarding/CONNECT proxy on 127.0.0.1 (a thread in this process), that requests now go where httpx's own
environment handling would send them, that capture and the per-attempt deadline behave the same through the proxy,
that the package's loopback servers are reached directly even with every proxy variable set, that TLS through a
CONNECT tunnel is verified with the shared context, and that proxy credentials never reach a record or a message.
The provider is addressed as `provider.test`, a name only the proxy resolves (and, for the direct NO_PROXY case, a
patched `socket.getaddrinfo`), so nothing leaves the machine. Variables are set with `monkeypatch` only.
"""
import base64, http.server, json, select, shutil, socket, socketserver, ssl, subprocess, threading, time, urllib.parse
import httpx, openai, pytest
from role_transfer.agent.client import (PROXY_ENV_VARS, CapturingTransport, ClientConfig, ConfigError, capturing_copy,
                                  capturing_http_client, default_ssl_context, direct_http_client, environment_proxies,
                                  is_loopback_host, make_client, offline_client_config, routed_http_client, ProxyRoute)
from role_transfer.agent.core import recording
from role_transfer.agent.credentials import RawRecorder
from role_transfer.agent.loop import capturing_client
from role_transfer.testing.loopback import FAULT_KINDS, OfflineChatServer, offline_endpoints

HOST = 'provider.test'          # resolvable only by the proxy (or the patched resolver of the direct cases)
SECRET = 's3cret-proxy-pw'
MSGS = [{'role': 'user', 'content': 'hi'}]


class Relay(socketserver.StreamRequestHandler):
    "One proxy connection: CONNECT tunnels, anything else is forwarded; every host maps to `server.upstream`."
    def handle(self):
        line = self.rfile.readline().decode('latin-1')
        if not line.strip(): return
        method, target, version = line.split()
        head = []
        while (h := self.rfile.readline()) not in (b'\r\n', b'\n', b''): head.append(h)
        auth = next((h.split(b':', 1)[1].strip().decode() for h in head if h.lower().startswith(b'proxy-authorization:')), None)
        self.server.seen.append(dict(method=method, target=target, auth=auth))
        up = socket.create_connection(self.server.upstream, timeout=10)
        with up:
            if method == 'CONNECT':
                self.wfile.write(b'HTTP/1.1 200 Connection established\r\n\r\n'); self.wfile.flush()
                socks = [self.connection, up]
                while True:
                    r, _, _ = select.select(socks, [], [], 10)
                    if not r: return
                    for s in r:
                        data = s.recv(65536)
                        if not data: return
                        (up if s is self.connection else self.connection).sendall(data)
            u = urllib.parse.urlsplit(target)
            n = next((int(h.split(b':')[1]) for h in head if h.lower().startswith(b'content-length:')), 0)
            keep = b''.join(h for h in head if not h.lower().startswith((b'proxy-', b'connection:')))
            path = u.path + (f'?{u.query}' if u.query else '')
            up.sendall(f'{method} {path} {version}\r\n'.encode() + keep + b'Connection: close\r\n\r\n' + self.rfile.read(n))
            while chunk := up.recv(65536): self.wfile.write(chunk); self.wfile.flush()   # streamed as it arrives


@pytest.fixture
def proxy():
    "Start a proxy relaying to `upstream` (host, port); yields a function returning (host:port, seen list)."
    servers = []
    def start(upstream):
        srv = socketserver.ThreadingTCPServer(('127.0.0.1', 0), Relay); srv.daemon_threads = True
        srv.handle_error = lambda *a: None                           # a client dropping a tunnel is not news
        srv.upstream, srv.seen = upstream, []
        threading.Thread(target=srv.serve_forever, args=(0.05,), daemon=True).start()
        servers.append(srv)
        return f'127.0.0.1:{srv.server_address[1]}', srv.seen
    yield start
    for s in servers: s.shutdown(); s.server_close()


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    "No proxy variable of either case from the user's shell; set per test with monkeypatch only."
    for k in PROXY_ENV_VARS: monkeypatch.delenv(k, raising=False); monkeypatch.delenv(k.lower(), raising=False)
    monkeypatch.delenv('REQUEST_METHOD', raising=False)


@pytest.fixture
def resolve_provider(monkeypatch):
    "`provider.test` resolves to 127.0.0.1 in this process (for the direct, NO_PROXY cases)."
    real = socket.getaddrinfo
    def fake(host, *a, **k): return real('127.0.0.1' if host == HOST else host, *a, **k)
    monkeypatch.setattr(socket, 'getaddrinfo', fake)


@pytest.fixture
def chat():
    with OfflineChatServer() as srv: yield srv


def call(http_client, port, host=HOST, **kw):
    "One chat completion through the real SDK over `http_client`; returns the assistant's role."
    c = openai.OpenAI(api_key='sk-test', base_url=f'http://{host}:{port}/v1', max_retries=0, http_client=http_client, **kw)
    return c.chat.completions.create(model='m', messages=MSGS).choices[0].message.role


def test_http_proxy_carries_the_request_and_the_capture_still_records_it(chat, proxy, monkeypatch):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv('HTTP_PROXY', f'http://alice:{SECRET}@{px}')
    rec = RawRecorder()
    with recording(rec): assert call(capturing_http_client(10.0, 10.0), chat.port) == 'assistant'
    assert [(s['method'], httpx.URL(s['target']).host) for s in seen] == [('POST', HOST)]
    assert seen[0]['auth'] == 'Basic ' + base64.b64encode(f'alice:{SECRET}'.encode()).decode()   # httpx's own handling
    assert len(rec.exchanges) == 1 and rec.exchanges[0]['status_code'] == 200
    assert rec.exchanges[0]['response']['choices'][0]['message']['role'] == 'assistant'
    assert SECRET not in json.dumps(rec.exchanges) and 'alice' not in json.dumps(rec.exchanges)


@pytest.mark.parametrize('var', ['http_proxy', 'ALL_PROXY', 'all_proxy'])
def test_lower_case_and_all_proxy_are_honoured(chat, proxy, monkeypatch, var):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv(var, f'http://{px}')
    assert call(capturing_http_client(10.0), chat.port) == 'assistant' and len(seen) == 1


def test_https_proxy_is_not_used_for_http(chat, proxy, monkeypatch, resolve_provider):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv('HTTPS_PROXY', f'http://{px}')                 # scheme-specific: http:// goes direct
    assert call(capturing_http_client(10.0), chat.port) == 'assistant' and seen == []


@pytest.mark.parametrize('no_proxy', [HOST, '.test', 'example.com, provider.test', '*', f'http://{HOST}'])
def test_no_proxy_match_goes_direct(chat, proxy, monkeypatch, resolve_provider, no_proxy):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv('HTTP_PROXY', f'http://{px}'); monkeypatch.setenv('NO_PROXY', no_proxy)
    rec = RawRecorder()
    with recording(rec): assert call(capturing_http_client(10.0), chat.port) == 'assistant'
    assert seen == [] and len(rec.exchanges) == 1


def test_no_proxy_that_does_not_match_still_proxies(chat, proxy, monkeypatch):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv('HTTP_PROXY', f'http://{px}'); monkeypatch.setenv('no_proxy', 'other.test,notprovider.test')
    assert call(capturing_http_client(10.0), chat.port) == 'assistant' and len(seen) == 1


@pytest.mark.parametrize('host', ['127.0.0.1', 'localhost'])
def test_loopback_endpoints_never_go_through_a_proxy(chat, proxy, monkeypatch, host):
    px, seen = proxy(('127.0.0.1', chat.port))
    for v in ('HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY'): monkeypatch.setenv(v, f'http://{px}')
    with httpx.Client() as plain:                                     # httpx alone would proxy a loopback host
        plain.get(f'http://{host}:{chat.port}/v1/models')
    assert len(seen) == 1
    seen.clear()
    assert call(capturing_http_client(10.0), chat.port, host) == 'assistant'
    cfg = offline_client_config(f'http://{host}:{chat.port}/v1')
    assert make_client(cfg).chat.completions.create(model='m', messages=MSGS).choices[0].message.role == 'assistant'
    with httpx.Client() as mine:                                      # the loop's copy of a client it did not build
        sdk = openai.OpenAI(api_key='k', base_url=f'http://{host}:{chat.port}/v1', max_retries=0, http_client=mine)
        copy = capturing_client(sdk, ClientConfig(provider='openai', model='m'))
        assert copy.chat.completions.create(model='m', messages=MSGS).choices[0].message.role == 'assistant'
    sdk_default = openai.OpenAI(api_key='k', base_url=f'http://{host}:{chat.port}/v1', max_retries=0)
    copy = capturing_client(sdk_default, ClientConfig(provider='openai', model='m'))
    assert isinstance(copy._client._transport, CapturingTransport)
    assert copy.chat.completions.create(model='m', messages=MSGS).choices[0].message.role == 'assistant'
    assert seen == []


def test_offline_endpoints_stay_offline_with_a_proxy_exported(proxy, monkeypatch):
    px, seen = proxy(('127.0.0.1', 9))                               # a proxy that could not even relay
    for v in ('HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY'): monkeypatch.setenv(v, f'http://{px}')
    with offline_endpoints() as ep:
        ep.client().models.list()
        assert ep.client().chat.completions.create(model='m', messages=MSGS).choices[0].message.role == 'assistant'
    assert seen == []


def test_the_loop_copy_keeps_the_proxy_of_a_client_it_did_not_build(chat, proxy, monkeypatch):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv('HTTP_PROXY', f'http://{px}')
    with httpx.Client() as mine:                                      # httpx mounted HTTP_PROXY itself
        sdk = openai.OpenAI(api_key='k', base_url=f'http://{HOST}:{chat.port}/v1', max_retries=0, http_client=mine)
        copy = capturing_client(sdk, ClientConfig(provider='openai', model='m'))
        rec = RawRecorder()
        with recording(rec): copy.chat.completions.create(model='m', messages=MSGS)
    assert len(seen) == 1 and len(rec.exchanges) == 1


def test_the_deadline_holds_through_a_proxy(proxy, monkeypatch):
    with OfflineChatServer(faults={0: FAULT_KINDS['slow_drip']}) as srv:
        px, seen = proxy(('127.0.0.1', srv.port))
        monkeypatch.setenv('HTTP_PROXY', f'http://{px}')
        rec, t0 = RawRecorder(), time.monotonic()
        with recording(rec), pytest.raises(openai.APITimeoutError):
            call(capturing_http_client(1.0, 1.0), srv.port)
        took = time.monotonic() - t0
    assert took < 2.5, took
    assert len(seen) == 1 and len(rec.exchanges) == 1 and rec.exchanges[0]['status_code'] == 200
    assert 0 < rec.exchanges[0]['response_bytes'] < 600


def test_proxy_credentials_never_reach_an_error_message(monkeypatch):
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); dead = s.getsockname()[1]
    monkeypatch.setenv('HTTPS_PROXY', f'http://alice:{SECRET}@127.0.0.1:{dead}')
    with pytest.raises(openai.APIConnectionError) as ei:
        c = openai.OpenAI(api_key='sk-test', base_url=f'https://{HOST}/v1', max_retries=0, http_client=capturing_http_client(5.0))
        c.chat.completions.create(model='m', messages=MSGS)
    text = f'{ei.value} {ei.value.__cause__!r} {ei.value.__cause__}'
    assert SECRET not in text and 'alice' not in text and f'http://127.0.0.1:{dead}' in text


@pytest.mark.parametrize('url', [f'ftp://alice:{SECRET}@proxy.example:2121', f'socks9://alice:{SECRET}@proxy.example'])
def test_an_unusable_proxy_is_a_config_error_naming_the_variable(monkeypatch, url):
    monkeypatch.setenv('https_proxy', url)
    with pytest.raises(ConfigError, match='HTTPS_PROXY: the proxy') as ei: capturing_http_client(5.0)
    assert SECRET not in str(ei.value) and 'alice' not in str(ei.value)


def test_trust_env_false_and_an_explicit_proxy(chat, proxy, monkeypatch, resolve_provider):
    px, seen = proxy(('127.0.0.1', chat.port))
    monkeypatch.setenv('HTTP_PROXY', f'http://{px}')
    assert call(capturing_http_client(10.0, trust_env=False), chat.port) == 'assistant' and seen == []
    monkeypatch.delenv('HTTP_PROXY')
    assert call(capturing_http_client(10.0, proxy=f'http://{px}'), chat.port) == 'assistant' and len(seen) == 1
    assert call(direct_http_client(), chat.port) == 'assistant' and len(seen) == 1


ENVS = [dict(HTTP_PROXY='http://p1:1'), dict(HTTPS_PROXY='http://p2:2'), dict(ALL_PROXY='http://p3:3'),
        dict(HTTP_PROXY='p1:1', HTTPS_PROXY='https://p2:2', NO_PROXY='example.com,.internal,10.0.0.7,::2'),
        dict(ALL_PROXY='http://p3:3', NO_PROXY='localhost,api.openai.com'), dict(all_proxy='http://p3:3', NO_PROXY='*'),
        dict(http_proxy='http://lower:1', HTTP_PROXY='http://upper:1'), dict(HTTPS_PROXY='http://p2:2', NO_PROXY='https://a.example')]
URLS = ['http://example.com/', 'https://www.example.com/', 'https://api.openai.com/v1', 'http://a.internal/', 'http://internal/',
        'http://10.0.0.7:80/', 'http://[::2]/', 'https://a.example/', 'http://a.example/', 'https://openrouter.ai/api/v1']


def route(client: httpx.Client, url: str):
    "The proxy URL (host:port) `client` sends `url` through, or None for direct (reads httpx's private routing)."
    t = getattr(client._transport_for_url(httpx.URL(url)), 'inner', None) or client._transport_for_url(httpx.URL(url))
    if isinstance(t, ProxyRoute):
        if is_loopback_host(httpx.URL(url).host): return None       # what ProxyRoute.handle_request decides
        t = t.proxy
    pool = getattr(t, '_pool', None)
    u = getattr(pool, '_proxy_url', None)
    return None if u is None else f'{u.host.decode()}:{u.port}'


@pytest.mark.parametrize('env', ENVS)
def test_routes_are_exactly_httpx_own_choice(monkeypatch, env):
    for k, v in env.items(): monkeypatch.setenv(k, v)
    with httpx.Client() as theirs, capturing_http_client(5.0) as ours:
        for url in URLS: assert route(ours, url) == route(theirs, url), (env, url)
        assert route(ours, 'http://127.0.0.1:8080/') is None and route(ours, 'http://localhost/') is None


def test_loopback_hosts():
    assert all(map(is_loopback_host, ['127.0.0.1', '127.1.2.3', 'localhost', 'x.localhost', '::1', '[::1]']))
    assert not any(map(is_loopback_host, ['provider.test', 'localhost.example', '10.0.0.1', '::2', '']))


def test_every_route_uses_the_shared_ssl_context(monkeypatch):
    monkeypatch.setenv('HTTPS_PROXY', 'https://p2:2'); monkeypatch.setenv('HTTP_PROXY', 'http://p1:1')
    with capturing_http_client(5.0) as c:
        for url in ('https://api.openai.com/', 'http://example.com/'):
            pool = c._transport_for_url(httpx.URL(url)).inner.proxy._pool
            assert pool._ssl_context is default_ssl_context()
            if url.startswith('https'): assert pool._proxy_ssl_context is default_ssl_context()   # https proxy verified too
        assert c._transport.inner._pool._ssl_context is default_ssl_context()
    assert environment_proxies() == {'https://': 'https://p2:2', 'http://': 'http://p1:1'}


# --- TLS through a CONNECT tunnel ------------------------------------------------------------------------------------
needs_openssl = pytest.mark.skipif(shutil.which('openssl') is None, reason='needs the openssl command to make a certificate')


class Hello(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        self.send_response(200); self.send_header('Content-Length', '2'); self.end_headers(); self.wfile.write(b'ok')


@pytest.fixture
def https_upstream(tmp_path):
    "A loopback HTTPS server with a fresh certificate for `provider.test`; yields (port, cert path)."
    cert, key = tmp_path/'cert.pem', tmp_path/'key.pem'
    subprocess.run(['openssl', 'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
                    '-days', '1', '-subj', '/CN=role-transfer-test', '-addext', f'subjectAltName=DNS:{HOST}',
                    '-keyout', str(key), '-out', str(cert)], check=True, capture_output=True, timeout=60)
    srv = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Hello)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER); ctx.load_cert_chain(cert, key)
    srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    threading.Thread(target=srv.serve_forever, args=(0.05,), daemon=True).start()
    yield srv.server_address[1], cert
    srv.shutdown(); srv.server_close()


@needs_openssl
def test_tls_through_the_tunnel_is_verified_with_the_shared_context(https_upstream, proxy, monkeypatch):
    port, cert = https_upstream
    px, seen = proxy(('127.0.0.1', port))
    monkeypatch.setenv('HTTPS_PROXY', f'http://{px}')
    monkeypatch.delenv('SSL_CERT_DIR', raising=False)
    with capturing_http_client(10.0) as c, pytest.raises(httpx.ConnectError, match='CERTIFICATE_VERIFY_FAILED'):
        c.get(f'https://{HOST}:{port}/')                              # untrusted: refused inside the tunnel
    assert [s['method'] for s in seen] == ['CONNECT'] and seen[0]['target'] == f'{HOST}:{port}'
    monkeypatch.setenv('SSL_CERT_FILE', str(cert))
    rec = RawRecorder()
    with capturing_http_client(10.0) as c, recording(rec):
        r = c.get(f'https://{HOST}:{port}/')
    assert (r.status_code, r.content, len(seen), len(rec.exchanges)) == (200, b'ok', 2, 1)


def _socks_supported() -> bool:
    try: import socksio  # noqa: F401  (httpx's optional SOCKS dependency)
    except ImportError: return False
    return True


@pytest.mark.parametrize('bad', [f'ftp://alice:{SECRET}@proxy.example:2121', 'socks5://proxy.example:1080'])
def test_an_unusable_proxy_setting_never_stops_an_offline_run(monkeypatch, bad):
    for v in ('HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY'): monkeypatch.setenv(v, bad)
    with offline_endpoints() as ep:
        c = make_client(offline_client_config(ep.chat_base_url))      # a loopback endpoint: variables unread
        assert c.chat.completions.create(model='m', messages=MSGS).choices[0].message.role == 'assistant'
        assert ep.client().chat.completions.create(model='m', messages=MSGS).choices[0].message.role == 'assistant'
    if bad.startswith('socks') and _socks_supported(): return          # a usable SOCKS proxy: nothing to reject
    live = ClientConfig(provider='openai', model='m', api_key_env='K')
    with pytest.raises(ConfigError, match='HTTP_PROXY/HTTPS_PROXY/ALL_PROXY: the proxy') as ei:
        make_client(live, environ={'K': 'sk-test'})                   # a live run: stopped before any call
    assert SECRET not in str(ei.value)


def test_offline_search_stays_offline_with_a_proxy_exported(proxy, monkeypatch):
    from role_transfer.agent.tools import web_search
    px, seen = proxy(('127.0.0.1', 9))
    monkeypatch.setenv('HTTP_PROXY', f'http://{px}')
    with offline_endpoints():
        try: web_search('cache')
        except Exception: pass                                        # (through the proxy it cannot connect)
    assert seen == []


def test_the_loop_copy_of_an_sdk_default_client_for_loopback_ignores_an_unusable_proxy(chat, monkeypatch):
    sdk = openai.OpenAI(api_key='k', base_url=chat.base_url, max_retries=0)   # (httpx2 itself would refuse it)
    monkeypatch.setenv('ALL_PROXY', 'ftp://proxy.example:2121')        # unusable, and irrelevant to 127.0.0.1
    copy = capturing_client(sdk, ClientConfig(provider='openai', model='m'))
    rec = RawRecorder()
    with recording(rec): copy.chat.completions.create(model='m', messages=MSGS)
    assert len(rec.exchanges) == 1
