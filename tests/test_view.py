"""The run viewer opened in headless Chromium: what a reader sees, hostile text shown as text, no network request.

Chromium runs the page's script (`--virtual-time-budget`) and `--dump-dom` prints the document after it ran.
Without a Chromium binary these tests skip, saying so; CI installs it (.ci/run)."""
import base64, hashlib, http.server, json, re, shutil, subprocess, threading
from html.parser import HTMLParser
from pathlib import Path
import pytest
from role_transfer.agent.core import validation_dir
from role_transfer.records.rundir import read_run
from role_transfer.present.view import write_view, VIEW_JS, VIEW_CSS

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
        c['verdict']['failed_gates'] = ['tool_order']
        c['verdict']['fired_vetoes'] = ['hallucinated_numbers']
        c['verdict']['gates'].append({'name': 'evil' + payload, 'passed': False, 'applicable': True, 'evidence': payload})
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
    pairs = {(c['task_id'], c['trial']) for c in run.cells}
    grids = els.having('div', 'sidebyside')
    assert len(els.having('section', 'pair')) == len(grids) == len(pairs) == 6
    # each grid holds one cell of each arm, transfer first (the configured order)
    blocks = dom.split('class="sidebyside"')[1:]
    for b in blocks:
        arms = re.findall(r'<span class="arm">([^<]*)</span>', b.split('<section')[0])
        assert arms == ['transfer', 'skill'], arms
    raw = els.having('details', 'raw')
    assert len(raw) == sum(len(c['trajectory']['raw_exchanges']) for c in run.cells) > 0
    assert all('open' not in a for a in raw)                            # raw exchanges closed until opened
    bars = els.having('span', 'cached')
    assert len(bars) == sum(c['api_calls'] for c in run.cells)          # one cached/uncached bar per call
    assert '1280 cached / 1684 prompt (76.0%)' in dom                   # a bar's label, from the recorded usage
    assert dom.count('<summary>system message (') == sum(c['api_calls'] for c in run.cells)   # on demand, per call

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
    from role_transfer.commands import view_main
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
    assert {p.name for p in written} == {'view.html.j2', 'view.css', 'view.js'}
    for p, body in written.items():
        assert p.read_text(encoding='utf-8') == body, f'{p} differs from its cell in {NOTEBOOK.name}: run the notebook'
    assert VIEW_JS == written[(templates/'view.js').resolve()] and VIEW_CSS == written[(templates/'view.css').resolve()]

def test_title_is_escaped_and_data_is_safe(tmp_path):
    "Autoescaping: a run id with markup is text in the title; the JSON block holds no '<'."
    run = tmp_path/'run'; shutil.copytree(RUN, run)
    m = json.loads((run/'manifest.json').read_text(encoding='utf-8'))
    m['run_id'] = '</title><script>alert(1)</script>'
    (run/'manifest.json').write_text(json.dumps(m), encoding='utf-8')
    text = write_view(read_run(run), tmp_path/'v.html').read_text(encoding='utf-8')
    assert '<title>run &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;: 12 cells</title>' in text
    assert text.count('<script') == 2 and '<' not in text.split('id="run-data">')[1].split('</script>')[0]
