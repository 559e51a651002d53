"""A careful forger's tools for the tamper suite (tests only).

A forgery edits a run and then rebuilds everything a careful forger can rebuild with the package's own writers: the
cells re-scored by the current gates, the chains re-linked from the nonce in the manifest, the judge summary
re-summarised, the report rewritten, the manifest's hashes recomputed and the artifact index regenerated. What is
left to catch the forgery is evidence the forger did not (or could not consistently) rewrite.

`add_chain` gives a run written before chained records and raw capture existed the shared layout: chain starts
in the manifest, `prev_sha256` on every line, and its legacy raw exchanges rewritten in the shared format with one
search exchange per successful `web_search` (a fixture for the validator's legacy path, not evidence). A run the
current writers made is already chained and captured, and is left as it is.
"""
import io, json
from contextlib import redirect_stdout
from pathlib import Path
from role_transfer.agent.core import tasks_dir, sha256_json, sha256_file, sha256_bytes, canonical_json, write_json, json_object
from role_transfer.measure.campaign import CampaignConfig, run_campaign
from role_transfer.audit.provenance import finalize_run, write_artifact_index, chain_start, chained_lines, CHAINED_FILES, CHAIN_ALGORITHM
from role_transfer.testing.loopback import offline_endpoints

CAP_BYTES = 4_000_000

def make_run(out, boundary: bool = True, judge: bool = True, capture_raw: bool = True, trials: int = 2, **kw) -> Path:
    "Offline campaign -> report -> scripted judge -> finalise, as the README runs it."
    from role_transfer.present.report import write_report
    from role_transfer.run_commands import judge_main
    with offline_endpoints() as ep: run = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(out), trials=trials, offline=True,
                                      skip_boundary=not boundary, capture_raw=capture_raw, **kw), progress=False, endpoints=ep).path
    write_report(run)
    if judge:
        with redirect_stdout(io.StringIO()): assert judge_main([str(run), '--offline']) == 0
    finalize_run(run)
    return Path(run)

def read_json(p) -> dict: return json.loads(Path(p).read_text(encoding='utf-8'))
def records(run, name) -> list: return [json.loads(l) for l in (Path(run)/name).read_text(encoding='utf-8').splitlines() if l.strip()]

def write_records(run, name, recs: list):
    "Rewrite a JSON-lines file of the run, chained from its recorded start when the manifest has a chain."
    start = ((read_json(Path(run)/'manifest.json').get('chain') or {}).get('files') or {}).get(name)
    clean = [{k: v for k, v in r.items() if k != 'prev_sha256'} for r in recs]
    data = chained_lines(clean, start) if start else b''.join((json.dumps(r, ensure_ascii=False) + '\n').encode('utf-8') for r in clean)
    (Path(run)/name).write_bytes(data)

def edit_json(p, fn):
    "Edit a JSON file in place, in the writers' layout."
    o = read_json(p); fn(o); write_json(p, o)

# ---- conformant records ---------------------------------------------------------------------------------------
def _exchange(x: dict, kind: str, tcid=None) -> dict:
    req, resp = canonical_json(x['request']).encode('utf-8'), canonical_json(x['response']).encode('utf-8')
    return dict(call_index=x['call_index'], kind=kind, tool_call_id=tcid, request=x['request'], response=x['response'], status_code=200,
                request_sha256=sha256_bytes(req), response_sha256=sha256_bytes(resp), request_bytes=len(req), response_bytes=len(resp),
                truncated=False, cap_bytes=CAP_BYTES)

def conformant_trajectory(t: dict) -> dict:
    "A trajectory whose legacy raw exchanges are rewritten in the shared layout, with its searches added."
    if t.get('raw_exchanges') is None: return t
    raw = [_exchange(x, 'chat') for x in t['raw_exchanges']]
    for e in t.get('events') or []:
        if e.get('type') == 'tool_call' and e.get('tool') == 'web_search' and e.get('status') == 'ok':
            res = json_object(e.get('result'))
            raw.append(_exchange(dict(call_index=e['call_index'], request=dict(query=json_object(e['arguments']).get('query'), max_results=5),
                                      response=dict(query=res.get('query'), results=res.get('results') or [], request_id='scripted-fixture')),
                                 'search', e.get('tool_call_id')))
    return {**t, 'raw_exchanges': raw}

def add_chain(run, nonce: str = '5eedc0ffee') -> Path:
    "Give a finished run the chained layout of the shared formats: manifest chain, prev_sha256 on every line, conformant raw exchanges."
    run = Path(run)
    if read_json(run/'manifest.json').get('chain'): return run      # the current writers chain and capture already
    def f(m):
        m['chain'] = dict(algorithm=CHAIN_ALGORITHM, nonce=nonce, files={n: chain_start(m['run_id'], n, nonce) for n in CHAINED_FILES})
        m['raw_capture'] = dict(cap_bytes=CAP_BYTES)
    edit_json(run/'manifest.json', f)
    write_records(run, 'cells.jsonl', [{**c, 'trajectory': conformant_trajectory(c['trajectory'])} for c in records(run, 'cells.jsonl')])
    for n in ('boundary.jsonl', 'judge.jsonl'):
        if (run/n).exists(): write_records(run, n, records(run, n))
    write_artifact_index(run)
    return run

# ---- the forger's rebuild -------------------------------------------------------------------------------------
def rescore(run):
    "Every cell re-scored by the current gates against the run's (possibly edited) tasks.json."
    from role_transfer.measure.reference_tasks import load_tasks
    from role_transfer.measure.replay import rescore_cell
    run = Path(run)
    tasks = {t.id: t for t in load_tasks(run/'tasks.json')}
    px = (read_json(run/'manifest.json').get('config') or {}).get('prices') or {}
    cells = [{k: v for k, v in rescore_cell(c, tasks[c['task_id']], px).to_dict().items() if k != 'replayed_from'} for c in records(run, 'cells.jsonl')]
    write_records(run, 'cells.jsonl', cells)

def resummarise_judge(run):
    "Judge records' gate outcomes from the cells, and judge_summary.json re-summarised from the records."
    from role_transfer.measure.judge import judge_plan, summarize_judgements
    from role_transfer.agent.client import ClientConfig
    run = Path(run)
    if not (run/'judge_summary.json').exists(): return
    cells, m, s = records(run, 'cells.jsonl'), read_json(run/'manifest.json'), read_json(run/'judge_summary.json')
    passed = {(c['task_id'], c['trial'], c['arm']): bool(c['passed']) for c in cells}
    recs = [{**r, 'gates_passed': {a: passed.get((r['task_id'], r['trial'], a), v) for a, v in r['gates_passed'].items()}} for r in records(run, 'judge.jsonl')]
    write_records(run, 'judge.jsonl', recs)
    cfg = ClientConfig(provider=s['judge_provider'], model=s['judge_model'], base_url=s['judge_base_url'], temperature=s['temperature'])
    tested = (m.get('provider') or {}).get('model') or m['config'].get('model')
    from role_transfer.records.rundir import Cell, JudgeRecord, read_manifest, read_records
    m, cells = read_manifest(run), read_records(run/'cells.jsonl', Cell)[0]
    judged = read_records(run/'judge.jsonl', JudgeRecord)[0]
    new = summarize_judgements(judged, judge_plan(m, cells, s['seed']), m, cfg, s['seed'], s['digest'], tested, 0)
    write_json(run/'judge_summary.json', {**new, 'created_at': s['created_at']})

def rehash_manifest(run):
    "The manifest's task hashes and configuration hash recomputed from tasks.json."
    run = Path(run)
    n = len(read_json(run/'tasks.json'))
    def f(m):
        m['task_file_sha256'] = m['config_identity']['task_file_sha256'] = sha256_file(run/'tasks.json')
        m['task_count'] = n
        m['config_hash'] = sha256_json(m['config_identity'])
    edit_json(run/'manifest.json', f)

def reseal(run, score: bool = True):
    "Everything a careful forger rebuilds after an edit: scores, chains, judge summary, report, manifest hashes, index."
    from role_transfer.present.report import write_report
    run = Path(run)
    rehash_manifest(run)
    if score: rescore(run)
    for n in CHAINED_FILES:
        if (run/n).exists(): write_records(run, n, records(run, n))
    resummarise_judge(run)
    write_report(run)
    write_artifact_index(run)
    return run
