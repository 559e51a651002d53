"""The run viewer opened in headless Chromium: what a reader sees, hostile text shown as text, no network request.

Chromium runs the page's script (`--virtual-time-budget`) and `--dump-dom` prints the document after it ran.
Without a Chromium binary these tests skip, saying so; CI installs it (.ci/run)."""
import base64, hashlib, http.server, json, os, random, re, shutil, socket, subprocess, threading, time
from html.parser import HTMLParser
from pathlib import Path
import pytest
from role_transfer.agent.core import validation_dir
from role_transfer.records.rundir import read_run
from role_transfer.present.view import write_view, VIEW_JS, VIEW_CSS, GRADE_JS

RUN = validation_dir()/'runs'/'offline-example'
ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT/'nbs'/'instrument'/'present'/'23_view.ipynb'
CHROMIUM = next((shutil.which(n) for n in ('chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable')
                 if shutil.which(n)), None)
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason='no chromium binary on PATH (apt-get install chromium)')

def dump_dom(page: Path, tmp_path: Path) -> str:
    "The DOM of `page` after its scripts ran, as headless Chromium serialises it."
    profile = tmp_path/f'profile-{page.stem}'
    cmd = [CHROMIUM, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-proxy-server',
           '--disable-extensions', '--disable-background-networking', '--disable-dev-shm-usage', f'--user-data-dir={profile}',
           '--virtual-time-budget=5000', '--dump-dom', page.resolve().as_uri()]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and '<body' in p.stdout, p.stderr[-2000:]
    return p.stdout

class Elements(HTMLParser):
    "Every element of a serialised DOM as (tag, attrs)."
    def __init__(self, text):
        super().__init__(); self.els = []; self.feed(text)
    def handle_starttag(self, tag, attrs): self.els.append((tag, dict(attrs)))
    def having(self, tag, cls=None):
        return [a for t, a in self.els if t == tag and (cls is None or cls in (a.get('class') or '').split())]

def body_attrs(dom: str) -> dict: return Elements(dom).having('body')[0]

def edit_cells(run: Path, edit):
    "Apply `edit(index, cell)` to every cell of the copied run `run`."
    lines = [json.loads(l) for l in (run/'cells.jsonl').read_text(encoding='utf-8').splitlines() if l.strip()]
    for i, c in enumerate(lines): edit(i, c)
    (run/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in lines), encoding='utf-8')

class Hits(http.server.BaseHTTPRequestHandler):
    "A loopback HTTP server that counts every request it gets."
    count = []
    def do_GET(self):
        self.count.append(self.path); self.send_response(200); self.send_header('Content-Type', 'image/png')
        self.end_headers()
    def log_message(self, *a): pass

@pytest.fixture
def listener():
    srv = http.server.ThreadingHTTPServer(('127.0.0.1', 0), type('H', (Hits,), {'count': []}))
    th = threading.Thread(target=srv.serve_forever, args=(0.05,), daemon=True); th.start()   # shutdown: one poll
    try: yield srv
    finally: srv.shutdown(); srv.server_close()

def hostile_run(tmp_path: Path, url: str) -> tuple:
    "A copy of the offline run with planted markup, a rejected tool call, a failed gate and a fired veto in cell 0."
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    payload = (f'</script><img src="{url}/img" onerror="document.body.setAttribute(\'data-pwned\',\'1\')">'
               f'<!-- <script>document.body.setAttribute("data-pwned","2")</script>')
    def edit(i, c):
        if i: return
        t = c['trajectory']
        t['final_text'] = 'deliverable ' + payload
        ev = next(e for e in t['events'] if e['type'] == 'tool_call')
        ev.update(status='rejected', reason='unauthorised', result='{"status": "rejected", "error": "' + payload + '"}',
                  arguments=payload)
        c['passed'] = c['verdict']['passed'] = False
        v = c['verdict']                                  # a consistent verdict: what failed, what fired
        v['gates'] += [{'name': 'tool_order', 'passed': False, 'evidence': {}, 'applicable': True},
                       {'name': 'evil' + payload, 'passed': False, 'evidence': payload, 'applicable': True}]
        for g in v['vetoes']:
            if g['name'] == 'hallucinated_numbers': g['passed'] = False
        v['failed_gates'] = [g['name'] for g in v['gates'] if g['applicable'] and not g['passed']]
        v['fired_vetoes'] = [g['name'] for g in v['vetoes'] if not g['passed']]
        c['rejected_tool_calls'] = 1
    edit_cells(run, edit)
    return run, payload

@needs_chromium
def test_reader_sees_cells_verdicts_switches_side_by_side(tmp_path):
    page = write_view(RUN, tmp_path/'view.html')
    dom = dump_dom(page, tmp_path)
    run, els = read_run(RUN), Elements(dom)
    assert body_attrs(dom).get('data-rendered') == str(len(run.cells))
    rows = els.having('tr', 'cellrow')
    assert len(rows) == len(run.cells) == 12
    assert dom.count('>PASS<') >= len(run.cells)                       # a verdict per row (and per cell panel)
    assert re.search(r'all \d+ applicable gates passed', dom)
    assert '>final_not_error<' in dom and '>veto hallucinated_numbers<' in dom   # gate names in the gate tables
    assert 'role switch: triage → research' in dom                      # transfer arm
    assert 'skill load: research (document research@1.0.0 appended)' in dom    # skill arm
    pairs = {(c.task_id, c.trial) for c in run.cells}
    grids = els.having('div', 'sidebyside')
    assert len(els.having('section', 'pair')) == len(grids) == len(pairs) == 6
    # each grid holds one cell of each arm, transfer first (the configured order)
    blocks = dom.split('class="sidebyside"')[1:]
    for b in blocks:
        arms = re.findall(r'<span class="arm">([^<]*)</span>', b.split('<section')[0])
        assert arms == ['transfer', 'skill'], arms
    raw = els.having('details', 'raw')
    assert len(raw) == sum(len(c.trajectory.raw_exchanges) for c in run.cells) > 0
    assert all('open' not in a for a in raw)                            # raw exchanges closed until opened
    bars = els.having('span', 'cached')
    assert len(bars) == sum(c.api_calls for c in run.cells)          # one cached/uncached bar per call
    assert '1280 cached / 1684 prompt (76.0%)' in dom                   # a bar's label, from the recorded usage
    assert dom.count('<summary>system message (') == sum(c.api_calls for c in run.cells)   # on demand, per call

@needs_chromium
def test_raw_exchange_hidden_until_opened_and_filters(tmp_path):
    "A probe script (allowed by its own hash) asks the browser what is rendered: a raw exchange closed then open, rows filtered."
    page = write_view(RUN, tmp_path/'view.html')
    probe = ("var d=document.querySelector('details.raw'),p=d.querySelector('pre');"
             "document.body.setAttribute('data-closed',String(p.getClientRects().length>0&&p.checkVisibility()));"
             "d.open=true;document.body.setAttribute('data-open',String(p.getClientRects().length>0&&p.checkVisibility()));"
             "document.body.setAttribute('data-raw',p.textContent.slice(0,200));"
             "var s=document.querySelectorAll('.filters select'),vis=function(){return Array.prototype.filter.call("
             "document.querySelectorAll('tr.cellrow'),function(r){return r.checkVisibility();}).length;};"
             "s[0].value='skill';s[0].dispatchEvent(new Event('change'));document.body.setAttribute('data-skill',vis());"
             "s[1].value='FAIL';s[1].dispatchEvent(new Event('change'));document.body.setAttribute('data-skill-fail',vis());"
             "s[0].value='';s[1].value='';s[0].dispatchEvent(new Event('change'));s[1].dispatchEvent(new Event('change'));document.body.setAttribute('data-all',vis());"
             "document.body.setAttribute('data-font',getComputedStyle(document.querySelector('.assistant')).fontFamily);")
    h = base64.b64encode(hashlib.sha256(probe.encode()).digest()).decode()
    text = page.read_text(encoding='utf-8').replace("script-src 'sha256-", f"script-src 'sha256-{h}' 'sha256-", 1)
    text = text.replace('</body>', f'<script>{probe}</script></body>')
    probed = tmp_path/'probed.html'; probed.write_text(text, encoding='utf-8')
    b = body_attrs(dump_dom(probed, tmp_path))
    assert b.get('data-closed') == 'false' and b.get('data-open') == 'true', b
    assert '"request"' in b.get('data-raw', '') and '"messages"' in b['data-raw']
    n = len(read_run(RUN).cells)
    assert (b.get('data-skill'), b.get('data-skill-fail'), b.get('data-all')) == (str(n // 2), '0', str(n)), b
    font = b.get('data-font', '')                    # model text falls back to a CJK face, then to sans-serif
    assert '"Noto Sans CJK SC"' in font and '"Microsoft YaHei"' in font and font.endswith('sans-serif'), font

@needs_chromium
def test_planted_markup_is_text_and_nothing_is_fetched(tmp_path, listener):
    url = f'http://127.0.0.1:{listener.server_address[1]}'
    run, payload = hostile_run(tmp_path, url)
    page = write_view(run)
    assert page == run/'view.html'
    src = page.read_text(encoding='utf-8')
    assert src.count('<script') == 2 and '</script><img' not in src
    dom = dump_dom(page, tmp_path)
    els = Elements(dom)
    assert 'data-pwned' not in body_attrs(dom)                          # no planted handler or script ran
    assert not els.having('img') and len(els.having('script')) == 2     # no planted element exists
    assert '&lt;/script&gt;&lt;img src="' + url in dom                  # ... it is shown as text
    assert 'deliverable &lt;/script&gt;' in dom
    assert '>FAIL<' in dom and '>gate tool_order<' in dom and '>veto hallucinated_numbers<' in dom
    assert 'REJECTED (unauthorised)' in dom
    # no element of the page points anywhere: only in-page anchors
    refs = [v for _, a in els.els for k, v in a.items() if k in ('src', 'href', 'action', 'srcset', 'poster', 'data')]
    assert refs and all(v.startswith('#cell-') for v in refs), refs
    meta = [a for a in els.having('meta') if a.get('http-equiv', '').lower() == 'content-security-policy']
    assert len(meta) == 1 and "default-src 'none'" in meta[0]['content'] and 'unsafe-inline' not in meta[0]['content'].split('style-src')[0]
    assert listener.RequestHandlerClass.count == []

@needs_chromium
def test_policy_blocks_markup_that_got_through(tmp_path, listener):
    "If escaping ever failed, the policy still blocks the fetch; the control without the policy shows the probe works."
    url = f'http://127.0.0.1:{listener.server_address[1]}'
    text = write_view(RUN, tmp_path/'view.html').read_text(encoding='utf-8')
    leak = (f'<img src="{url}/img"><link rel="stylesheet" href="{url}/css"><script src="{url}/js"></script>'
            f'<iframe src="{url}/frame"></iframe>')
    (tmp_path/'leaky.html').write_text(text.replace('<div id="app">', leak + '<div id="app">'), encoding='utf-8')
    dump_dom(tmp_path/'leaky.html', tmp_path)
    assert listener.RequestHandlerClass.count == []
    no_csp = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', '', text).replace('<div id="app">', leak + '<div id="app">')
    (tmp_path/'control.html').write_text(no_csp, encoding='utf-8')
    dump_dom(tmp_path/'control.html', tmp_path)
    assert listener.RequestHandlerClass.count, 'control page made no request: the probe cannot detect one'

def test_view_of_malformed_cells(tmp_path):
    "A record of the wrong shape is refused by the one reader, named; wrong inner fields show as missing."
    from role_transfer.records.rundir import RecordError
    bad = tmp_path/'bad'; shutil.copytree(RUN, bad)
    edit_cells(bad, lambda i, c: c.update(trajectory='not a trajectory') if i == 0 else None)
    with pytest.raises(RecordError, match=r"cells.jsonl line 1: field 'trajectory'"): write_view(bad, tmp_path/'b.html')
    assert not (tmp_path/'b.html').exists()
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    def edit(i, c):
        if i == 1: c['trajectory']['calls'][0]['usage'] = None; c['trajectory']['events'] = 5
        if i == 2: c['status'] = 'error'; c['error'] = 'RateLimitError: <b>slow down</b>'
    edit_cells(run, edit)
    with open(run/'cells.jsonl', 'a', encoding='utf-8') as f: f.write('{"truncated line\n')
    text = write_view(run, tmp_path/'v.html').read_text(encoding='utf-8')
    data = json.loads(re.search(r'<script type="application/json" id="run-data">(.*?)</script>', text, re.S).group(1))
    by_i = {c['i']: c for c in data['cells']}
    assert by_i[1]['verdict'] == 'PASS' and by_i[1]['steps'][0]['prompt'] is None and by_i[2]['verdict'] == 'ERROR'
    assert by_i[2]['error'] == 'RateLimitError: <b>slow down</b>' and '<b>' not in text
    assert data['run']['ignored'] == {'cells.jsonl': 1}

def test_secrets_redacted_in_the_page(tmp_path, monkeypatch):
    "A key of this environment and a key-shaped string planted in model text do not reach the page."
    secret = 'env-secret-' + 'q7Z' * 8
    monkeypatch.setenv('OPENAI_API_KEY', secret)
    shaped = 'tvly-' + 'Xy9' * 11
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    def edit(i, c):
        if i == 0: c['trajectory']['final_text'] = f'here: {secret} and {shaped}'
    edit_cells(run, edit)
    text = write_view(run, tmp_path/'v.html').read_text(encoding='utf-8')
    assert secret not in text and shaped not in text and 'here: [redacted] and [redacted]' in text


def big_run(tmp_path: Path, copies: int = 10) -> Path:
    "The offline run's cells repeated as new trials (more cells than one page holds); one pair made to disagree."
    run = tmp_path/'big'; shutil.copytree(RUN, run)
    from role_transfer.records.rundir import read_run           # raw exchanges back inline: copies of a cell share none
    cells = [{k: v for k, v in c.to_dict().items() if k != 'exchanges'} for c in read_run(run).cells]
    (run/'exchanges.jsonl').unlink(missing_ok=True)
    top = max(c['trial'] for c in cells) + 1
    out = [dict(c, trial=c['trial'] + k * top) for k in range(copies) for c in cells]
    last = max(c['trial'] for c in out)
    for c in out:                                  # the last trial of the first task: one arm fails, one passes
        if c['trial'] == last and c['task_id'] == out[0]['task_id']:
            c['passed'] = c['verdict']['passed'] = c['arm'] == out[0]['arm']
    (run/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in out), encoding='utf-8')
    for f in ('artifacts.json', 'view.html'): (run/f).unlink(missing_ok=True)
    return run

@pytest.fixture(scope='module')
def big(tmp_path_factory) -> tuple:
    "One big run and its page, shared by the tests below: they read both and write only into their own tmp_path."
    run = big_run(tmp_path_factory.mktemp('big'))
    return run, write_view(run)

def data_of(page: Path) -> dict:
    text = page.read_text(encoding='utf-8')
    return json.loads(re.search(r'<script type="application/json" id="run-data">(.*?)</script>', text, re.S).group(1))

def test_small_run_page_holds_everything(tmp_path):
    d = data_of(write_view(RUN, tmp_path/'v.html'))
    assert 'omitted' not in d and all(c['steps'] is not None for c in d['cells'])
    assert sum(len(p['cells']) for p in d['pairs']) == len(d['cells']) == len(read_run(RUN).cells)

def test_large_run_page_is_bounded_disagreements_first(big):
    from role_transfer.present.view import VIEW_DETAIL_CELLS
    run, page = big
    d = data_of(page)
    n, full = len(d['cells']), [c for c in d['cells'] if c['steps'] is not None]
    assert n == len(read_run(run).cells) > VIEW_DETAIL_CELLS
    assert len(full) == d['omitted']['shown'] <= VIEW_DETAIL_CELLS and d['omitted']['cells'] == n - len(full)
    assert sorted(k for p in d['pairs'] for k in p['cells']) == [k for k, c in enumerate(d['cells']) if c['steps'] is not None]
    first = d['cells'][d['pairs'][0]['cells'][0]]
    split = [p for p in d['pairs'] if len({d['cells'][k]['verdict'] for k in p['cells']}) > 1]
    assert split, 'the pair whose arms disagree is shown in full'
    assert all(c['final_text'] is None and c['prompt'] is None for c in d['cells'] if c['steps'] is None)
    assert first['steps']

def test_cell_flag_shows_that_cells_pair(big, tmp_path, capsys):
    from role_transfer.read_commands import view_main
    run, page = big
    d = data_of(page)
    left = next(c['i'] for c in d['cells'] if c['steps'] is None)
    assert view_main([str(run), '--cell', str(left), '--output', str(tmp_path/'one.html')]) == 0
    one = data_of(tmp_path/'one.html')
    shown = [c for c in one['cells'] if c['steps'] is not None]
    assert left in [c['i'] for c in shown] and len(shown) == len(one['pairs'][0]['cells']) == 2
    assert one['omitted']['chosen'] == 'asked for'
    assert view_main([str(run), '--cell', '99999', '--output', str(tmp_path/'bad.html')]) == 2
    assert not (tmp_path/'bad.html').exists()
    assert 'no such cell' in capsys.readouterr().err

@needs_chromium
def test_large_run_page_says_what_it_left_out(big, tmp_path):
    run, page = big
    d = data_of(page)
    dom = dump_dom(page, tmp_path)
    els = Elements(dom)
    assert body_attrs(dom).get('data-rendered') == str(len(d['cells']))
    assert len(els.having('tr', 'cellrow')) == len(d['cells'])                 # every cell in the table
    assert len(els.having('div', 'cell')) == d['omitted']['shown']             # conversations of the chosen ones
    assert len(els.having('span', 'tableonly')) == d['omitted']['cells']
    note = re.search(r'<p class="ev omitted">(.*?)</p>', dom, re.S).group(1)
    assert f"the other {d['omitted']['cells']} are in the table only" in note and 'role_transfer_view RUN --cell N' in note

def test_page_files_are_the_notebooks_cells():
    "The page's template, style sheet and script in the package are what the notebook's %%writefile cells write."
    written = {}
    for c in json.loads(NOTEBOOK.read_text(encoding='utf-8'))['cells']:
        src = ''.join(c['source'])
        if c['cell_type'] != 'code' or not src.startswith('%%writefile '): continue
        first, _, body = src.partition('\n')
        written[(NOTEBOOK.parent/first.split(None, 1)[1]).resolve()] = body if body.endswith('\n') else body + '\n'
    templates = ROOT/'role_transfer'/'present'/'templates'
    assert sorted(written) == sorted(p.resolve() for p in templates.iterdir() if p.is_file())
    assert {p.name for p in written} == {'view.html.j2', 'view.css', 'dom.js', 'view.js', 'grade.js', 'grade.css'}
    for p, body in written.items():
        assert p.read_text(encoding='utf-8') == body, f'{p} differs from its cell in {NOTEBOOK.name}: run the notebook'
    dom = written[(templates/'dom.js').resolve()]                  # the one `h`, first in both scripts
    assert VIEW_JS == dom + written[(templates/'view.js').resolve()] and VIEW_CSS == written[(templates/'view.css').resolve()]
    assert GRADE_JS == dom + written[(templates/'grade.js').resolve()]

def test_title_is_escaped_and_data_is_safe(tmp_path):
    "Autoescaping: a run id with markup is text in the title; the JSON block holds no '<'."
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    m = json.loads((run/'manifest.json').read_text(encoding='utf-8'))
    m['run_id'] = '</title><script>alert(1)</script>'
    (run/'manifest.json').write_text(json.dumps(m), encoding='utf-8')
    text = write_view(read_run(run), tmp_path/'v.html').read_text(encoding='utf-8')
    assert '<title>run &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;: 12 cells</title>' in text
    assert text.count('<script') == 2 and '<' not in text.split('id="run-data">')[1].split('</script>')[0]


# --- driving the pages: Chromium's DevTools protocol over a websocket, for clicks, key strokes, reloads, downloads

class WebSocket:
    "The client side of RFC 6455, as much as the DevTools protocol needs: text frames, unfragmented sends."
    def __init__(self, port: int, path: str):
        self.s = socket.create_connection(('127.0.0.1', port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f'GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n'
                        f'Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n').encode())
        head = b''
        while not head.endswith(b'\r\n\r\n'): head += self._read(1)
        assert head.startswith(b'HTTP/1.1 101'), head
    def _read(self, n: int) -> bytes:
        buf = b''
        while len(buf) < n:
            chunk = self.s.recv(n - len(buf))
            if not chunk: raise EOFError('the browser closed the connection')
            buf += chunk
        return buf
    def send(self, text: str):
        data, mask = text.encode(), os.urandom(4)
        n = len(data)
        size = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, 'big') if n < 65536 \
            else bytes([0x80 | 127]) + n.to_bytes(8, 'big')
        self.s.sendall(bytes([0x81]) + size + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
    def recv(self) -> str:
        msg = b''
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7f
            if n >= 126: n = int.from_bytes(self._read(2 if n == 126 else 8), 'big')
            mask = self._read(4) if b1 & 0x80 else None
            data = self._read(n)
            if mask: data = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
            if b0 & 0x0f == 8: raise EOFError('the browser closed the websocket')
            if b0 & 0x0f in (9, 10): continue                      # ping, pong
            msg += data
            if b0 & 0x80: return msg.decode('utf-8')

class Browser:
    "Headless Chromium on a loopback debugging port; one page at a time, driven by real input events."
    def __init__(self, tmp_path: Path):
        self.profile, self.downloads = tmp_path/'cdp-profile', tmp_path/'downloads'
        self.downloads.mkdir()
        self.proc = subprocess.Popen([CHROMIUM, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
                                      '--no-proxy-server', '--disable-extensions', '--disable-background-networking',
                                      '--disable-dev-shm-usage', f'--user-data-dir={self.profile}',
                                      '--remote-debugging-port=0', 'about:blank'],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file, end = self.profile/'DevToolsActivePort', time.monotonic() + 60
        while not (port_file.is_file() and len(port_file.read_text().split()) == 2):
            assert time.monotonic() < end and self.proc.poll() is None, 'Chromium did not open its debugging port'
            time.sleep(0.1)
        port, path = port_file.read_text().split()
        self.ws, self.n, self.events, self.session = WebSocket(int(port), path), 0, [], None
        self.send('Browser.setDownloadBehavior', behavior='allow', downloadPath=str(self.downloads),
                  eventsEnabled=True, session=False)
    def send(self, method: str, session=None, **params) -> dict:
        self.n += 1
        msg = dict(id=self.n, method=method, params=params)
        if session is not False and (session or self.session): msg['sessionId'] = session or self.session
        self.ws.send(json.dumps(msg))
        while True:
            m = json.loads(self.ws.recv())
            if m.get('id') != self.n: self.events.append(m); continue
            assert 'error' not in m, (method, m['error'])
            return m['result']
    def open(self, page: Path):
        target = self.send('Target.createTarget', url=page.resolve().as_uri(), session=False)['targetId']
        self.session = self.send('Target.attachToTarget', targetId=target, flatten=True, session=False)['sessionId']
        self.send('Page.enable')
        self.wait('document.body && document.body.getAttribute("data-rendered")')
    def js(self, expression: str):
        r = self.send('Runtime.evaluate', expression=expression, returnByValue=True, awaitPromise=True)
        assert 'exceptionDetails' not in r, r['exceptionDetails']
        return r['result'].get('value')
    def wait(self, expression: str, timeout: float = 30):
        end = time.monotonic() + timeout
        while not (v := self.js(expression)):
            assert time.monotonic() < end, f'waited {timeout} s for {expression}'
            time.sleep(0.05)
        return v
    def click(self, selector: str, k: int = 0):
        "A left click, pressed and released by the input pipeline, at the middle of the k-th element matching `selector`."
        x, y = self.js(f'(() => {{ const e = document.querySelectorAll({json.dumps(selector)})[{k}];'
                       'e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect();'
                       'return [r.x + r.width / 2, r.y + r.height / 2]; })()')
        for kind in ('mousePressed', 'mouseReleased'):
            self.send('Input.dispatchMouseEvent', type=kind, x=x, y=y, button='left', clickCount=1)
    def type(self, selector: str, text: str, k: int = 0):
        "Click into a field, then type `text` as key strokes commit text (input events, as a person's typing)."
        self.click(selector, k)
        self.send('Input.insertText', text=text)
    def reload(self):
        self.js('document.body.removeAttribute("data-rendered")')
        self.send('Page.reload')
        self.wait('document.body && document.body.getAttribute("data-rendered")')
    def download(self, name: str, timeout: float = 30) -> Path:
        "The file the page handed to the browser as a download, once the browser says it is complete."
        end = time.monotonic() + timeout
        while not any(e.get('method') == 'Browser.downloadProgress' and e['params']['state'] == 'completed'
                      for e in self.events):
            assert time.monotonic() < end, f'no completed download in {timeout} s: {self.events[-5:]}'
            self.js('1')                      # reading the socket collects the browser's events
            time.sleep(0.05)
        return self.downloads/name
    def close(self):
        try: self.send('Browser.close', session=False)
        except (EOFError, OSError): pass
        try: self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired: self.proc.kill(); self.proc.wait()

@pytest.fixture
def browser(tmp_path):
    b = Browser(tmp_path)
    try: yield b
    finally: b.close()

ARMS = ('transfer', 'skill', 'prompt_swap', 'scoped_skill')
ARM_WORD = re.compile(r'\b(' + '|'.join(ARMS) + r')\b', re.I)     # 'role_transfer' names the package, no arm
FIELDS = ['sample', 'task_prompt', 'answer', 'evidence', 'questions', 'grade', 'reason', 'grader']

def _text(x) -> str | None: return x if x is None or isinstance(x, str) else json.dumps(x, ensure_ascii=False)

def grading_sheet(run: Path, seed: int = 7) -> list:
    """A blinded sheet of every cell of `run`, written to RUN/grading/sheet.jsonl in the sheet's format: task prompt,
    answer, the tool calls with their results (transitions left out: their tool names tell the arm), questions from
    the gates' names (never their verdicts), in a seeded random order."""
    cells = list(read_run(run).cells)
    random.Random(seed).shuffle(cells)
    rows = [dict(sample=f'g{k:03d}', task_prompt=c.prompt, answer=c.trajectory.final_text,
                 evidence=[dict(tool=e['tool'], arguments=_text(e.get('arguments')), result=_text(e.get('result')))
                           for e in c.events if e['type'] == 'tool_call'],
                 questions=[f"Does the answer meet this check: {g.name.replace('_', ' ')}?"
                            for g in c.gates if g.applicable],
                 grade=None, reason='', grader='')
            for k, c in enumerate(cells)]
    (run/'grading').mkdir(exist_ok=True)
    (run/'grading'/'sheet.jsonl').write_text(''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in rows),
                                             encoding='utf-8')
    return rows

def check_sheet(path: Path, like: list) -> list:
    "The lines of a graded sheet, each checked against the contract and against the sheet it came from."
    lines = [json.loads(l) for l in path.read_text(encoding='utf-8').splitlines()]
    assert [l['sample'] for l in lines] == [r['sample'] for r in like]
    for l, r in zip(lines, like):
        assert list(l) == FIELDS, list(l)
        assert l['grade'] in ('pass', 'fail', None) and isinstance(l['reason'], str) and isinstance(l['grader'], str)
        assert {k: l[k] for k in FIELDS[:5]} == {k: r[k] for k in FIELDS[:5]}       # what was read comes back as it was
    return lines

@needs_chromium
def test_a_person_grades_the_blinded_sheet_and_the_saved_file_reads_back(tmp_path, browser):
    from role_transfer.read_commands import view_main
    from role_transfer.run_commands import grade_main
    from role_transfer.measure.grading_sheet import sheet_stage, read_sheet, GRADES_FILE
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    rows = read_sheet(sheet_stage(run)['sheet'])                          # the package's own blinded sheet
    assert view_main([str(run), '--grade']) == 0
    page = run/'grading'/'grade.html'
    src = page.read_text(encoding='utf-8')
    assert not ARM_WORD.search(src) and 'verdict' not in src.lower()   # not even in the data
    browser.open(page)
    shown = browser.js('document.body.innerText')
    assert not ARM_WORD.search(shown), 'an arm name on the grading page'
    assert not re.search(r'\bPASS\b|\bFAIL\b|gates? passed|verdict', shown), 'a verdict on the grading page'
    assert browser.js('document.querySelectorAll("section.sample").length') == len(rows) == 12
    for r in rows: assert r['task_prompt'][:40] in shown and (r['answer'] or '')[:40] in shown
    assert browser.js('document.querySelectorAll("div.evidence .ev").length') == sum(len(r['evidence']) for r in rows)
    want = {r['sample']: ('pass' if k % 3 else 'fail', f'reason {k}: 见证 <b>{r["sample"]}</b>') for k, r in enumerate(rows)}
    half = len(rows) // 2
    browser.type('#grader', 'Ada Grader')
    for k, r in enumerate(rows[:half]):
        browser.click(f'#sample-{k} input.grade-{want[r["sample"]][0]}')
        browser.type(f'#sample-{k} textarea.reason', want[r['sample']][1])
    assert browser.js('document.body.getAttribute("data-graded")') == str(half)
    browser.reload()                                                      # progress survives a reload
    assert browser.js('document.body.getAttribute("data-graded")') == str(half)
    assert browser.js('document.getElementById("grader").value') == 'Ada Grader'
    assert browser.js('document.querySelector("#sample-0 textarea.reason").value') == want[rows[0]['sample']][1]
    for k, r in enumerate(rows[half:], half):
        browser.click(f'#sample-{k} input.grade-{want[r["sample"]][0]}')
        browser.type(f'#sample-{k} textarea.reason', want[r['sample']][1])
    assert browser.js('document.body.getAttribute("data-graded")') == str(len(rows))
    assert browser.js('document.querySelectorAll("b").length') == browser.js('document.querySelectorAll("section.sample").length') * 2
    browser.click('button.save')
    path = browser.download('sheet-graded.jsonl')
    saved = check_sheet(path, rows)
    assert {l['sample']: (l['grade'], l['reason']) for l in saved} == want
    assert {l['grader'] for l in saved} == {'Ada Grader'}
    assert not list(run.glob('grading/*.tmp'))
    assert grade_main([str(run), '--import', str(path)]) == 0            # read back by the package
    grades = [json.loads(l) for l in (run/GRADES_FILE).read_text(encoding='utf-8').splitlines()]
    assert {g['sample']: (g['grade'], g['reason'], g['grader']) for g in grades} == {
        k: (*v, 'Ada Grader') for k, v in want.items()}

@needs_chromium
def test_grading_page_keeps_sheet_grades_and_shows_hostile_text_as_text(tmp_path, browser, listener):
    url = f'http://127.0.0.1:{listener.server_address[1]}'
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    rows = grading_sheet(run)[:3]
    payload = f'</script><img src="{url}/img" onerror="document.body.setAttribute(\'data-pwned\',\'1\')">'
    rows[0] = dict(rows[0], answer='answer ' + payload, grade='fail', reason='already graded', grader='Bo')
    rows[1] = dict(rows[1], evidence=[dict(tool=payload, arguments=payload, result=payload * 20)])
    (run/'grading'/'sheet.jsonl').write_text(''.join(json.dumps(r) + '\n' for r in rows), encoding='utf-8')
    from role_transfer.present.view import write_grading_page
    browser.open(write_grading_page(run))
    assert browser.js('document.body.getAttribute("data-pwned")') is None
    assert browser.js('document.querySelectorAll("img, iframe").length') == 0
    assert 'answer ' + payload in browser.js('document.querySelector("#sample-0 .final").textContent')
    assert browser.js('document.querySelector("#sample-0 input.grade-fail").checked') is True
    assert browser.js('document.getElementById("grader").value') == 'Bo'
    browser.click('button.save')
    saved = check_sheet(browser.download('sheet-graded.jsonl'), rows)
    assert [(l['grade'], l['reason'], l['grader']) for l in saved] == [('fail', 'already graded', 'Bo'), (None, '', 'Bo'),
                                                                       (None, '', 'Bo')]
    assert listener.RequestHandlerClass.count == []

def test_grade_flag_refuses_a_sheet_that_breaks_the_contract(tmp_path, capsys):
    from role_transfer.read_commands import view_main
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    assert view_main([str(run), '--grade']) == 2
    assert 'grading/sheet.jsonl: no grading sheet' in capsys.readouterr().err
    rows = grading_sheet(run)
    sheet = run/'grading'/'sheet.jsonl'
    for k, bad, why in ((3, dict(rows[3], arm='skill'), "line 4: field 'arm' is not a field of the sheet"),
                        (0, dict(rows[0], grade=True), "line 1: field 'grade' must be"),
                        (1, {k: v for k, v in rows[1].items() if k != 'questions'}, "line 2: field 'questions' is missing")):
        sheet.write_text(''.join(json.dumps(bad if i == k else r) + '\n' for i, r in enumerate(rows)), encoding='utf-8')
        assert view_main([str(run), '--grade']) == 2
        err = capsys.readouterr().err
        assert why in err and err.count('\n') == 1, err
        assert not (run/'grading'/'grade.html').exists()
    grading_sheet(run)
    assert view_main([str(run), '--grade', '--cell', '0']) == 2 and '--cell' in capsys.readouterr().err
    assert view_main([str(run), '--grade', '--output', str(tmp_path/'g.html')]) == 0 and (tmp_path/'g.html').is_file()

@needs_chromium
def test_view_leads_with_the_answer_and_search_narrows_the_cells(tmp_path, browser):
    page = write_view(RUN, tmp_path/'view.html')
    browser.open(page)
    rep = json.loads((RUN/'report.json').read_text(encoding='utf-8'))
    top = browser.js('document.getElementById("summary").innerText')
    first = browser.js('document.querySelector("#app > section, #app > h2, #app > table").id')
    assert first == 'summary', 'the summary comes before the cells'
    t = next(c for c in rep['comparisons'] if c['role'] == 'primary')['primary_test']
    assert f"Primary estimate, pass rate {t['direction']}" in top and f"p = {t['p_value']:g}" in top
    for a, s in rep['arms'].items():
        share = rep['cache_physics']['by_arm'][a]['all']['cached_share']['share']
        row = browser.js(f'Array.from(document.querySelectorAll("#summary tr.armrow")).map(r => r.innerText)'
                         f'.find(r => r.startsWith({json.dumps(a)}))')
        assert f"{100 * s['pass_at_1']['estimate']:.1f}%" in row and f'{100 * share:.1f}%' in row, row
        assert f"{rep['completeness']['errors_by_arm'].get(a, 0)} of {s['n_cells']} cells" in row
    assert 'Verdicts: ' in top and 'not audited' in top and 'scripted endpoint' in top
    cells = read_run(RUN).cells
    def visible(): return browser.js('Array.from(document.querySelectorAll("tr.cellrow")).filter(r => r.checkVisibility()).length')
    assert visible() == len(cells)
    def expect(q):
        words = q.lower().split()
        return sum(all(w in '\n'.join([c.task_id, c.prompt, c.trajectory.final_text or '']).lower()
                       for w in words) for c in cells)
    in_answers_only = ('5736396', '64.22%')         # numbers only the answers hold, in no prompt or task id
    assert not [w for w in in_answers_only for c in cells if w in c.task_id + c.prompt]
    for q in ('PRIMES', 'cagr nev', *in_answers_only, 'no-such-words-anywhere'):
        browser.js('(() => { const s = document.querySelector("input.search"); s.value = ""; '
                   's.dispatchEvent(new Event("input")); })()')
        browser.type('input.search', q)
        assert visible() == expect(q) < len(cells), q
        assert browser.js('document.querySelector(".shown").textContent') == f'{expect(q)} of {len(cells)} cells shown'
    browser.js('(() => { const s = document.querySelector("input.search"); s.value = ""; '
               's.dispatchEvent(new Event("input")); })()')
    assert visible() == len(cells)
    browser.js('(() => { const s = document.querySelector("select.sort"); s.value = "tokens"; '
               's.dispatchEvent(new Event("change")); })()')
    order = browser.js('Array.from(document.querySelectorAll("tr.cellrow")).map(r => Number(r.cells[11].textContent))')
    assert order == sorted(order, reverse=True) and len(order) == len(cells)
    assert order[0] == max(c.input_tokens + c.output_tokens for c in cells)

def test_view_without_a_report_says_so(tmp_path):
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    (run/'report.json').unlink()
    d = data_of(write_view(run, tmp_path/'v.html'))
    assert d['summary'] == {'report': False, 'why': d['summary']['why']} and 'No report.json' in d['summary']['why']

CJK = subprocess.run(['fc-list', ':lang=zh', 'family'], capture_output=True, text=True).stdout.strip() \
    if shutil.which('fc-list') else ''

@needs_chromium
@pytest.mark.skipif(not CJK, reason='no CJK font installed (apt-get install fonts-noto-cjk; CI installs it)')
def test_chinese_is_drawn_with_a_cjk_face(tmp_path, browser):
    "The glyphs of Chinese model text come from a CJK font (what Chromium reports it drew with), not empty boxes."
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    edit_cells(run, lambda i, c: c['trajectory'].update(final_text='结论：复合年增长率为百分之十二。') if i == 0 else None)
    browser.open(write_view(run, tmp_path/'v.html'))
    browser.send('DOM.enable'); browser.send('CSS.enable')
    root = browser.send('DOM.getDocument')['root']['nodeId']
    node = browser.send('DOM.querySelector', nodeId=root, selector='#cell-0 .final')['nodeId']
    fonts = browser.send('CSS.getPlatformFontsForNode', nodeId=node)['fonts']
    cjk = [f for f in fonts if 'CJK' in f['familyName'] or 'Han' in f['familyName']]
    assert cjk and sum(f['glyphCount'] for f in cjk) >= len('结论：复合年增长率为百分之十二。'), fonts
