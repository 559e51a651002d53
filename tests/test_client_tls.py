"""The capturing client's shared SSL context verifies for real: a TLS handshake with a loopback HTTPS server.

`client.default_ssl_context` builds httpx's default context once per process. These tests check in a real handshake
that sharing it weakens nothing: an untrusted certificate is refused, a trusted one for another host name is refused,
and a bundle named by `SSL_CERT_FILE` (which httpx's default honours) is honoured here too. The certificates are
made per test run with the `openssl` command (skipped, saying so, where it is missing); nothing leaves 127.0.0.1.
"""
import http.server, shutil, ssl, subprocess, threading
import httpx, pytest
from role_transfer.agent.client import capturing_http_client, default_ssl_context

pytestmark = pytest.mark.skipif(shutil.which('openssl') is None, reason='needs the openssl command to make a test certificate')


def make_cert(d, san: str):
    "A self-signed EC certificate and key for `san` (e.g. 'IP:127.0.0.1'), written to `d`."
    cert, key = d/'cert.pem', d/'key.pem'
    subprocess.run(['openssl', 'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
                    '-days', '1', '-subj', '/CN=role-transfer-test', '-addext', f'subjectAltName={san}',
                    '-keyout', str(key), '-out', str(cert)], check=True, capture_output=True, timeout=60)
    return cert, key


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        self.send_response(200); self.send_header('Content-Length', '2'); self.end_headers(); self.wfile.write(b'ok')


@pytest.fixture
def https_server(tmp_path):
    "Start a loopback HTTPS server with a fresh certificate for `san`; yields (url, cert path)."
    servers = []
    def start(san):
        d = tmp_path/san.replace(':', '_'); d.mkdir()
        cert, key = make_cert(d, san)
        srv = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER); ctx.load_cert_chain(cert, key)
        srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
        threading.Thread(target=srv.serve_forever, args=(0.05,), daemon=True).start()   # shutdown waits one poll
        servers.append(srv)
        return f'https://127.0.0.1:{srv.server_address[1]}/', cert
    yield start
    for s in servers: s.shutdown(); s.server_close()


def get(url):
    with capturing_http_client(10.0) as c: return c.get(url)


def test_untrusted_certificate_is_refused(https_server):
    url, _ = https_server('IP:127.0.0.1')
    with pytest.raises(httpx.ConnectError, match='CERTIFICATE_VERIFY_FAILED'): get(url)


def test_trusted_bundle_from_ssl_cert_file_is_honoured_and_the_host_name_checked(https_server, monkeypatch):
    url, cert = https_server('IP:127.0.0.1')
    shared = default_ssl_context()
    monkeypatch.delenv('SSL_CERT_DIR', raising=False); monkeypatch.setenv('SSL_CERT_FILE', str(cert))
    assert default_ssl_context() is not shared                # another bundle in force: a context of its own
    r = get(url)
    assert (r.status_code, r.content) == (200, b'ok')
    other, other_cert = https_server('DNS:not-this-host.invalid')   # trusted, but issued for another name
    monkeypatch.setenv('SSL_CERT_FILE', str(other_cert))
    with pytest.raises(httpx.ConnectError, match='mismatch'): get(other)
    monkeypatch.undo()
    assert default_ssl_context() is shared                    # back to the process's one context
