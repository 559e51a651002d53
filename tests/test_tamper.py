"""The tamper suite: forgeries that passed `role_transfer_validate` once the artifact index and manifest were rebuilt.

Each forgery is made on a chained offline run with raw exchanges (see `forgery.py`), then resealed the way a careful
forger would: re-scored, re-chained, judge summary and report rewritten, manifest hashes and artifact index rebuilt.
Each must fail the validator, with the check that catches it named, while the shallow checks it was built to pass
(`artifact_hashes`, `chains`) still pass.
"""
import json, shutil
from pathlib import Path
import pytest
from role_transfer.agent.core import PROVIDER_REPORTED
from role_transfer.audit.provenance import ACCEPTANCE_FILE, write_artifact_index, ARTIFACT_INDEX
from role_transfer.read_commands import validate_main
from role_transfer.audit.validate import validate_run, check_artifact_hashes, FAIL, PASS, WARN
from forgery import make_run, add_chain, records, write_records, edit_json, read_json, reseal

@pytest.fixture(scope='module')
def base(tmp_path_factory):
    return add_chain(make_run(tmp_path_factory.mktemp('tamper')/'run'))

@pytest.fixture
def run(base, tmp_path):
    d = tmp_path/'run'; shutil.copytree(base, d); return d

SHALLOW = {'artifact_hashes', 'chains', 'manifest', 'task_file_hash', 'statistics', 'rescore'}

def failing(d) -> set: return {c.name for c in validate_run(d) if c.status == FAIL}

def caught(d, name, capsys, passes=()) -> str:
    "Run the command on `d`: exit 1 with `FAIL name:`, and none of `passes` failing; return that line."
    capsys.readouterr()
    assert validate_main([str(d)]) == 1
    out = capsys.readouterr().out
    fails = {l.split(':', 1)[0][5:] for l in out.splitlines() if l.startswith('FAIL ')}
    line = next((l for l in out.splitlines() if l.startswith(f'FAIL {name}:')), None)
    assert line, f'{name} did not fail:\n{out}'
    assert not set(passes) & fails, f'the forgery should have passed {set(passes) & fails}:\n{out}'
    caught.fails = fails
    return line

def test_the_chained_run_passes(base, capsys):
    checks = {c.name: c for c in validate_run(base)}
    assert not [str(c) for c in checks.values() if c.status == FAIL]
    assert checks['chains'].status == PASS and 'cells.jsonl' in checks['chains'].detail and 'judge.jsonl' in checks['chains'].detail
    assert checks['raw_exchanges'].status == PASS and '116 re-derived from their raw exchanges' in checks['raw_exchanges'].detail   # 12 cells, 104 boundary records (26 cases x 2 arms x 2 trials)
    assert validate_main([str(base)]) == 0
    assert 'out of reach of any local check' in capsys.readouterr().out

def _cells(d, fn, arm=None):
    cells = records(d, 'cells.jsonl')
    for c in cells:
        if arm is None or c['arm'] == arm: fn(c)
    write_records(d, 'cells.jsonl', cells)

def test_final_texts_rewritten_and_rescored(run, capsys):
    assert sum(c['passed'] for c in records(run, 'cells.jsonl') if c['arm'] == 'transfer') == 6
    def rewrite(c):
        t = c['trajectory']
        t['final_text'] = t['messages'][-1]['content'] = 'I could not find reliable figures, so I will not give a number.'
    _cells(run, rewrite, 'transfer'); reseal(run)
    assert sum(c['passed'] for c in records(run, 'cells.jsonl') if c['arm'] == 'transfer') == 0      # 6/6 -> 0/6, re-scored
    assert 'final text differs from the last raw response' in caught(run, 'raw_exchanges', capsys, SHALLOW)

@pytest.mark.parametrize('rename', [False, True])
def test_a_task_dropped_from_tasks_schedule_cells_and_judge(run, rename, capsys):
    tasks = read_json(run/'tasks.json'); drop = tasks[0]['id']
    if rename:                                   # the edited copy also claims to be a suite of its own
        edit_json(run/'manifest.json', lambda m: [m.__setitem__('task_file', 'tasks/my_suite.json'), m['config'].__setitem__('task_file', 'tasks/my_suite.json')])
    (run/'tasks.json').write_text(json.dumps(tasks[1:], ensure_ascii=False, indent=2) + '\n', encoding='utf-8')
    m = read_json(run/'manifest.json')
    keep = [p for p in m['schedule'] if p['task_id'] != drop]
    new_index = {p['pair_index']: i for i, p in enumerate(keep)}
    edit_json(run/'manifest.json', lambda m: m.__setitem__('schedule', [{**p, 'pair_index': new_index[p['pair_index']]} for p in keep]))
    write_records(run, 'cells.jsonl', [{**c, 'pair_index': new_index[c['pair_index']]} for c in records(run, 'cells.jsonl') if c['task_id'] != drop])
    write_records(run, 'judge.jsonl', [{**r, 'pair_index': new_index[r['pair_index']]} for r in records(run, 'judge.jsonl') if r['task_id'] != drop])
    reseal(run)
    if rename:      # a renamed copy with a task left out looks like a selection: stated, not provable
        c = next(c for c in validate_run(run) if c.name == 'task_suite')
        assert c.status == WARN and f'tasks dropped {drop}' in c.detail and 'not a formal suite' in c.detail
    else: assert 'is not the content of the suite it names' in caught(run, 'task_suite', capsys, SHALLOW)

@pytest.mark.parametrize('rename', [False, True])
def test_tolerances_widened_and_url_gates_deleted(run, rename, capsys):
    if rename: edit_json(run/'manifest.json', lambda m: [m.__setitem__('task_file', 'my.json'), m['config'].__setitem__('task_file', 'my.json')])
    tasks = read_json(run/'tasks.json')
    for t in tasks:
        for v in t.get('expected_values') or []: v['tolerance'] = abs(v['value']) * 10        # ±1000%
        for k in ('min_source_urls', 'min_output_source_urls'): t.pop(k, None)
        t['required_output_patterns'] = [p for p in t.get('required_output_patterns') or [] if 'http' not in p]
    (run/'tasks.json').write_text(json.dumps(tasks, ensure_ascii=False, indent=2) + '\n', encoding='utf-8')
    reseal(run)
    line = caught(run, 'task_suite', capsys, SHALLOW)
    if rename: assert 'an edited copy of an installed suite: tasks/example.json with tasks edited' in line

def _relabel(run, deep, strip=False):
    "A scripted run relabelled provider-reported with a real model name; `deep` also rewrites URLs, models and ids outside the raw exchanges; `strip` deletes those."
    model, url = 'gpt-4.1-2025-04-14', 'https://api.openai.com/v1'
    def man(m):
        m['usage_source'], m['provider'] = PROVIDER_REPORTED, dict(provider='openai', base_url=url, model=model)
        m['config']['offline'] = m['config_identity']['offline'] = False
        m['config']['model'] = m['config_identity']['model'] = model
        if strip: m['config']['capture_raw'] = m['config_identity']['capture_raw'] = False
    edit_json(run/'manifest.json', man)
    def cell(c):
        t = c['trajectory']
        c['usage_source'] = t['usage_source'] = PROVIDER_REPORTED
        t['model'], t['provider'] = model, 'openai'
        if strip: t['raw_exchanges'] = None
        if deep:
            t['base_url'] = url
            for k in t['calls']: k['response_model'], k['response_id'] = model, 'chatcmpl-' + (k['response_id'] or '')[9:]
    _cells(run, cell)
    reseal(run)
    def formal(r): r['protocol']['status'], r['protocol']['deviations'] = 'formal', []
    edit_json(run/'report.json', formal)
    md = (run/'report.md').read_text(encoding='utf-8')
    (run/'report.md').write_text('**Formal run**: every checked control of the recorded protocol was met.\n' + md, encoding='utf-8')
    write_artifact_index(run)

@pytest.mark.parametrize('deep,strip', [(False, False), (True, False), (True, True)])
def test_scripted_run_relabelled_provider_reported(run, deep, strip, capsys):
    _relabel(run, deep, strip)
    line = caught(run, 'usage_source', capsys, {'artifact_hashes', 'chains', 'manifest'})
    assert 'formal_status' in caught.fails
    if deep and not strip: assert 'raw_exchanges' in caught.fails          # the raw responses still name the scripted model
    if strip: assert 'search results from the scripted search server' in line   # what the tool returned stays in the history
    assert 'provider-reported' in line and ('base URL on this machine' in line or 'scripted' in line)

def test_search_event_and_final_text_edited_history_left(run, capsys):
    def edit(c):
        t = c['trajectory']
        ev = next((e for e in t['events'] if e.get('tool') == 'web_search' and e.get('status') == 'ok'), None)
        if ev is None or c.get('edited_one'): return
        ev['result'] = ev['result'].replace('https://scripted.example/', 'https://www.caam.org.cn/')
        t['final_text'] = t['final_text'].replace('https://scripted.example/', 'https://www.caam.org.cn/')
    cells = records(run, 'cells.jsonl')
    target = next(c for c in cells if any(e.get('tool') == 'web_search' and e.get('status') == 'ok' for e in c['trajectory']['events']))
    edit(target); write_records(run, 'cells.jsonl', cells); reseal(run)
    line = caught(run, 'trajectory_consistency', capsys, SHALLOW)
    assert 'raw_exchanges' in caught.fails
    assert 'result differs from the tool message' in line and 'final text is not the last assistant message' in line

def test_a_rejected_tool_call_credited_as_run(run, capsys):
    "A rejection (or any event status) flipped in the events: the result text in the history still says what happened."
    cells = records(run, 'cells.jsonl')
    e = next(e for c in cells for e in c['trajectory']['events'] if e['type'] == 'transition' and e['status'] == 'ok')
    e['status'] = 'rejected'
    write_records(run, 'cells.jsonl', cells); reseal(run)
    assert 'contradicts its result' in caught(run, 'trajectory_consistency', capsys, {'artifact_hashes', 'chains'})

def test_boundary_outcomes_flipped(run, capsys):
    recs = records(run, 'boundary.jsonl')
    for r in recs:
        if r['arm'] == 'skill': r['passed'] = not r['passed']
    write_records(run, 'boundary.jsonl', recs); reseal(run)
    assert 'records differ from a re-score' in caught(run, 'boundary_rescore', capsys, SHALLOW)

def test_judge_summary_edited(run, capsys):
    def edit(s):
        c = next(iter(s['comparisons'].values()))
        c['wins'] = {a: (c['pairs'] if i else 0) for i, a in enumerate(c['wins'])}
        c['agreed_ties'] = 0
    edit_json(run/'judge_summary.json', edit)
    from role_transfer.present.report import write_report
    write_report(run); write_artifact_index(run)
    assert 'wins' in caught(run, 'judge_summary', capsys, SHALLOW)

def test_judge_verdicts_flipped_and_resummarised(run, capsys):
    recs = records(run, 'judge.jsonl')
    for r in recs:
        if r['status'] == 'parsed':
            r['verdict']['winner'] = 'A'; r['winner_arm'] = r['shown_order'][0]
    write_records(run, 'judge.jsonl', recs); reseal(run, score=False)
    line = caught(run, 'judge_records', capsys, SHALLOW | {'judge_summary', 'judge_orders'})
    assert 'winner_arm' in line and 'verdict' in line

def test_a_flipped_byte_in_every_artifact(base, tmp_path, capsys):
    # acceptance.json (written by an earlier validation of `base`) is outside the index by design
    files = sorted(p.relative_to(base).as_posix() for p in base.rglob('*')
                   if p.is_file() and p.name != ACCEPTANCE_FILE)
    assert {'cells.jsonl', 'boundary.jsonl', 'judge.jsonl', 'judge_summary.json', 'manifest.json', 'tasks.json', 'report.json',
            'report.md', 'skill_cache.jsonl', ARTIFACT_INDEX} <= set(files)
    d = tmp_path/'run'; shutil.copytree(base, d)
    for name in files:                      # the check the command runs first, on every file; the whole command on three
        orig = (d/name).read_bytes()
        b = bytearray(orig); b[len(b) // 2] ^= 0x01; (d/name).write_bytes(bytes(b))
        c = check_artifact_hashes(d)
        assert c.status == FAIL and (name in c.detail or name == ARTIFACT_INDEX), (name, str(c))
        if name in ('cells.jsonl', 'manifest.json', ARTIFACT_INDEX): caught(d, 'artifact_hashes', capsys)
        (d/name).write_bytes(orig)
    assert check_artifact_hashes(d).status == PASS

def test_the_last_chained_line_dropped(run, capsys):
    "A chain runs backwards: without its last line it is still a valid chain. The completeness checks catch the loss."
    for name, check in (('cells.jsonl', 'pairing'), ('boundary.jsonl', 'boundary_rescore'), ('judge.jsonl', 'judge_orders')):
        (run/name).write_bytes(b''.join((run/name).read_bytes().splitlines(keepends=True)[:-1]))
    write_artifact_index(run)
    caught(run, 'pairing', capsys, {'chains', 'artifact_hashes'})
    assert {'boundary_rescore', 'judge_orders'} <= caught.fails

@pytest.mark.parametrize('name,how', [('cells.jsonl', 'drop'), ('cells.jsonl', 'reorder'), ('cells.jsonl', 'edit'),
                                      ('boundary.jsonl', 'drop'), ('judge.jsonl', 'reorder'), ('judge.jsonl', 'edit')])
def test_a_chained_line_dropped_reordered_or_edited(run, name, how, capsys):
    lines = (run/name).read_bytes().splitlines(keepends=True)
    if how == 'drop': lines = lines[:2] + lines[3:]
    elif how == 'reorder': lines[1], lines[2] = lines[2], lines[1]
    else:
        r = json.loads(lines[1])
        if 'passed' in r: r['passed'] = not r['passed']
        else: r['winner_arm'] = 'skill' if r['winner_arm'] != 'skill' else 'transfer'
        lines[1] = (json.dumps(r, ensure_ascii=False) + '\n').encode('utf-8')         # its own prev_sha256 kept
    (run/name).write_bytes(b''.join(lines)); write_artifact_index(run)
    assert f'{name}: line' in caught(run, 'chains', capsys, {'artifact_hashes'})

def test_the_chain_removed_from_the_manifest(run, capsys):
    edit_json(run/'manifest.json', lambda m: m.pop('chain')); write_artifact_index(run)
    assert 'no chain start is recorded' in caught(run, 'chains', capsys)

def test_a_chain_start_not_derived_from_the_nonce(run, capsys):
    edit_json(run/'manifest.json', lambda m: m['chain'].__setitem__('nonce', 'another')); write_artifact_index(run)
    assert 'not sha256(run_id:file:nonce)' in caught(run, 'chains', capsys)

def test_raw_response_edited_without_the_trajectory(run, capsys):
    def edit(x): x[0]['response']['usage']['prompt_tokens'] += 1
    _forge_raw(run, edit, 'skill'); write_artifact_index(run)
    assert 'call 0: usage' in caught(run, 'raw_exchanges', capsys)

def test_a_truncated_body_cannot_be_rederived(run):
    "A body the recorder cut at its cap (recorded larger than the cap, stored as the cut text) is not compared."
    def cut(x):
        x[0]['truncated'], x[0]['response_bytes'] = True, x[0]['cap_bytes'] + 1
        x[0]['response'] = {'_unparsed': json.dumps(x[0]['response'])[:100]}
    _forge_raw(run, cut, n=1)
    write_artifact_index(run)
    c = next(c for c in validate_run(run) if c.name == 'raw_exchanges')
    assert c.status == PASS and '1 cannot be re-derived' in c.detail

def test_a_truncation_claimed_without_a_cut_body_fails(run):
    "Marking an exchange truncated does not switch the comparison off: its sizes and body must show the cut."
    def claim(x): x[0]['truncated'] = True
    _forge_raw(run, claim, n=1)
    write_artifact_index(run)
    c = next(c for c in validate_run(run) if c.name == 'raw_exchanges')
    assert c.status == FAIL and 'marked truncated' in c.detail


# --- the raw-exchange sidecar (`exchanges.jsonl`, cell schema 2) ---
# The validator reads cells.jsonl itself; until it reads cells through `rundir.read_run` (which puts the sidecar's
# exchanges back and checks their hashes) it sees no raw exchanges in a sidecar-layout run. These marks say so and
# fail (strict) once it does, so they are removed then.
from role_transfer.records.rundir import read_run, RecordError, EXCHANGES_FILE

def _sidecar(d) -> list: return (Path(d)/EXCHANGES_FILE).read_bytes().splitlines()
def _write_sidecar(d, lines): (Path(d)/EXCHANGES_FILE).write_bytes(b''.join(l + b'\n' for l in lines))

def _edit_exchange(line: bytes) -> bytes:
    r = json.loads(line); r['raw_exchanges'][0]['response']['usage']['prompt_tokens'] += 1
    return json.dumps(r, ensure_ascii=False).encode('utf-8')

def _swap(lines):
    "The raw exchanges of the first two records swapped, each record keeping its cell's identity."
    a, b = json.loads(lines[0]), json.loads(lines[1])
    a['raw_exchanges'], b['raw_exchanges'] = b['raw_exchanges'], a['raw_exchanges']
    return [json.dumps(a, ensure_ascii=False).encode(), json.dumps(b, ensure_ascii=False).encode()] + lines[2:]

SIDECAR_FORGERIES = {'edited': lambda ls: [_edit_exchange(ls[0])] + ls[1:], 'removed': lambda ls: ls[1:], 'swapped': _swap}

def test_new_runs_keep_raw_exchanges_in_the_sidecar(base):
    cells = records(base, 'cells.jsonl')
    assert all(c['schema'] == 'role_transfer.cell/2' and 'raw_exchanges' not in c['trajectory'] for c in cells)
    assert len(_sidecar(base)) == len(cells) and all(c['exchanges']['count'] > 0 for c in cells)
    full = read_run(base).cells
    assert [len(c.trajectory.raw_exchanges) for c in full] == [c['exchanges']['count'] for c in cells]
    assert all(c.trajectory.raw_exchanges is None for c in read_run(base, raw=False).cells)

@pytest.mark.parametrize('how', sorted(SIDECAR_FORGERIES))
def test_a_sidecar_record_forged_is_refused_by_the_reader(run, how):
    _write_sidecar(run, SIDECAR_FORGERIES[how](_sidecar(run))); write_artifact_index(run)
    with pytest.raises(RecordError, match=r"cells\.jsonl line \d+: field 'exchanges\.sha256' names no record"):
        read_run(run)
    read_run(run, raw=False)                               # the cells themselves are intact: only the raw is refused

@pytest.mark.parametrize('how', sorted(SIDECAR_FORGERIES))
def test_a_sidecar_record_forged_fails_validate(run, how):
    assert not failing(run)                                # the untouched sidecar-layout run passes
    _write_sidecar(run, SIDECAR_FORGERIES[how](_sidecar(run))); write_artifact_index(run)
    assert failing(run) - {'artifact_hashes'}

def test_a_sidecar_record_moved_to_another_cell_is_refused(run):
    "A cell's hash pointed at another cell's record needs an edited cell: the chain breaks, the key check names it."
    from role_transfer.records.rundir import attach_exchanges
    cells = read_run(run, raw=False).cells
    moved = [cells[0].replace(exchanges=cells[1].exchanges)] + cells[1:]
    with pytest.raises(RecordError, match=r"exchanges\.jsonl line \d+: field 'task_id' belongs to another cell"):
        attach_exchanges(moved, run)


def _forge_raw(run, fn, arm=None, n=None):
    """Edit raw exchanges the way a careful forger would in the sidecar layout: the sidecar record rewritten, the
    cell's `exchanges` hash updated, the chain re-issued (`write_records`)."""
    from role_transfer.agent.core import sha256_bytes
    by_hash = {sha256_bytes(l): l for l in _sidecar(run)}
    cells, side, done = records(run, 'cells.jsonl'), [], 0
    for c in cells:
        rec = json.loads(by_hash[c['exchanges']['sha256']])
        if (arm is None or c['arm'] == arm) and (n is None or done < n): fn(rec['raw_exchanges']); done += 1
        line = json.dumps(rec, ensure_ascii=False).encode('utf-8')
        c['exchanges'] = {**c['exchanges'], 'sha256': sha256_bytes(line)}
        side.append(line)
    _write_sidecar(run, side); write_records(run, 'cells.jsonl', cells)


# --- cells that are not what their labels say: swapped arms, a copied cell, cells from before the run ---
def _relabelled(run, cells):
    "Write `cells` as a careful forger would: each sidecar record copied and relabelled to its cell, hashes updated."
    from role_transfer.agent.core import sha256_bytes
    by_hash, side = {sha256_bytes(l): l for l in _sidecar(run)}, []
    for c in cells:
        rec = {**json.loads(by_hash[c['exchanges']['sha256']]), 'task_id': c['task_id'], 'trial': c['trial'],
               'arm': c['arm']}
        line = json.dumps(rec, ensure_ascii=False).encode('utf-8')
        c['exchanges'] = {**c['exchanges'], 'sha256': sha256_bytes(line)}
        side.append(line)
    _write_sidecar(run, side); write_records(run, 'cells.jsonl', cells); reseal(run)

def test_arm_labels_swapped_everywhere_are_caught_by_the_first_calls(run, capsys):
    "Relabel every transfer cell as skill and back, in the cell, its trajectory and its calls: the prefixes tell."
    def swap(c):
        new = 'skill' if c['arm'] == 'transfer' else 'transfer'
        c['arm'] = c['trajectory']['arm'] = new
        for x in c['trajectory']['calls']: x['arm'] = new
    cells = records(run, 'cells.jsonl')
    for c in cells: swap(c)
    _relabelled(run, cells)
    assert 'another arm than their label' in caught(run, 'cell_identity', capsys)

def test_a_cell_copied_in_as_another_trial_repeats_its_response_ids(run, capsys):
    cells = records(run, 'cells.jsonl')
    src = next(c for c in cells if c['trial'] == 0 and c['arm'] == 'skill')
    i = next(i for i, c in enumerate(cells) if c['trial'] == 1 and c['arm'] == 'skill' and c['task_id'] == src['task_id'])
    cells[i] = {**json.loads(json.dumps(src)), 'trial': 1, 'pair_index': cells[i]['pair_index'],
                'position': cells[i]['position']}
    _relabelled(run, cells)
    assert 'recorded more than once' in caught(run, 'cell_identity', capsys)

def test_a_cell_older_than_its_run_is_caught(run, capsys):
    def older(c): c['trajectory']['started_at'] = '2020-01-01T00:00:00.000+00:00'
    _cells(run, older, 'transfer'); reseal(run)
    assert 'started before the run' in caught(run, 'cell_identity', capsys)


# --- a tool result edited mid-conversation: what each trace of the edit shows, and the rewrite no check reaches ---
def _edit_tool_result(cells, raw_too: bool, digests_too: bool):
    """In the first cell with a successful search, the search result's first figure '2' made a '3' in the tool
    message and its event; `raw_too`: in every later raw request as well; `digests_too`: every call's request digest,
    prompt size and shared prefix recomputed, and each raw request's own digest fields rewritten to match."""
    from role_transfer.agent.core import sha256_json, canonical_json, sha256_bytes
    from role_transfer.audit.validate_trajectory import rebuilt_request
    from role_transfer.agent.trajectory import render_prompt, shared_prefix_len, trajectory_from_dict
    c = next(c for c in cells if any(e.get('tool') == 'web_search' and e.get('status') == 'ok'
                                     for e in c['trajectory']['events']))
    t = c['trajectory']
    k = next(i for i, m in enumerate(t['messages']) if m['role'] == 'tool' and '2' in m['content'])
    old = t['messages'][k]['content']; new = old.replace('2', '3', 1)
    t['messages'][k]['content'] = new
    for e in t['events']:
        if e.get('tool_call_id') == t['messages'][k]['tool_call_id']: e['result'] = new
    later = [x['index'] for x in t['calls'] if x['history_len'] > k]
    assert later                                      # the edit lies before at least one later call
    if raw_too:
        for x in t['raw_exchanges']:
            if x['kind'] == 'chat' and x['call_index'] in later:
                x['request']['messages'][k + 1]['content'] = new     # after the system message
    if digests_too:
        prev, typed = b'', trajectory_from_dict(t)
        for x, call in zip(t['calls'], typed.calls):
            body = rebuilt_request(typed, call); r = render_prompt(body.get('tools'), body['messages'])
            x['request_sha256'], x['request_bytes'] = sha256_json(body), len(r)
            x['shared_prefix_bytes'] = shared_prefix_len(prev, r); prev = r
        for x in t['raw_exchanges']:
            if x['kind'] == 'chat':
                b = canonical_json(x['request']).encode('utf-8')
                x['request_sha256'], x['request_bytes'] = sha256_bytes(b), len(b)
    return c

def _forge_tool_result(run, raw_too, digests_too):
    "The edit on the run read whole (sidecar put back), then written in the sidecar layout and resealed."
    from role_transfer.agent.core import sha256_bytes
    full = [json.loads(json.dumps(c.to_dict())) for c in read_run(run).cells]
    target = _edit_tool_result(full, raw_too, digests_too)
    key = (target['task_id'], target['trial'], target['arm'])
    by_hash = {sha256_bytes(l): l for l in _sidecar(run)}
    cells, side = records(run, 'cells.jsonl'), []
    for c in cells:
        rec = json.loads(by_hash[c['exchanges']['sha256']])
        if (c['task_id'], c['trial'], c['arm']) == key:
            c['trajectory'] = {k: v for k, v in target['trajectory'].items() if k != 'raw_exchanges'}
            rec['raw_exchanges'] = target['trajectory']['raw_exchanges']
        line = json.dumps(rec, ensure_ascii=False).encode('utf-8')
        c['exchanges'] = {**c['exchanges'], 'sha256': sha256_bytes(line)}
        side.append(line)
    _write_sidecar(run, side); write_records(run, 'cells.jsonl', cells); reseal(run)

def test_a_tool_result_edited_in_the_trajectory_only(run, capsys):
    "History and event agree, the raw requests and the recorded digests still show the original."
    _forge_tool_result(run, raw_too=False, digests_too=False)
    assert 'request digest of calls' in caught(run, 'trajectory_consistency', capsys, SHALLOW)
    assert 'raw_exchanges' in caught.fails

def test_a_tool_result_edited_in_trajectory_and_raw_requests(run, capsys):
    "The raw requests agree with the edited history; every later call's recorded digest does not."
    _forge_tool_result(run, raw_too=True, digests_too=False)
    line = caught(run, 'raw_exchanges', capsys, SHALLOW)
    assert 'request digest' in line and 'messages sent' not in line
    assert 'trajectory_consistency' in caught.fails

def test_a_fully_consistent_rewrite_is_out_of_local_reach(run, capsys):
    "History, event, later raw requests, digests and sizes all rewritten: the SCOPE line's stated limit."
    _forge_tool_result(run, raw_too=True, digests_too=True)
    assert not failing(run)
    capsys.readouterr(); validate_main([str(run)])
    assert 'rewrites raw exchanges and trajectories consistently' in capsys.readouterr().out


@pytest.mark.parametrize('how', ['drop', 'loosen'])
def test_a_renamed_suite_in_a_run_that_claims_formal_fails(run, how, capsys):
    "A task dropped or a gate loosened under a renamed suite is WARN for a smoke run; a run calling itself formal fails."
    edit_json(run/'manifest.json', lambda m: [m.__setitem__('task_file', 'tasks/my_suite.json'),
                                              m['config'].__setitem__('task_file', 'tasks/my_suite.json')])
    tasks = read_json(run/'tasks.json')
    if how == 'drop': tasks = tasks[1:]
    else:
        for t in tasks: t['required_output_patterns'] = []
    (run/'tasks.json').write_text(json.dumps(tasks, ensure_ascii=False, indent=2) + '\n', encoding='utf-8')
    if how == 'drop':
        keep = {t['id'] for t in tasks}
        m = read_json(run/'manifest.json')
        sched = [p for p in m['schedule'] if p['task_id'] in keep]
        idx = {p['pair_index']: i for i, p in enumerate(sched)}
        edit_json(run/'manifest.json', lambda m: m.__setitem__('schedule', [{**p, 'pair_index': idx[p['pair_index']]} for p in sched]))
        write_records(run, 'cells.jsonl', [{**c, 'pair_index': idx[c['pair_index']]} for c in records(run, 'cells.jsonl') if c['task_id'] in keep])
        write_records(run, 'judge.jsonl', [{**r, 'pair_index': idx[r['pair_index']]} for r in records(run, 'judge.jsonl') if r['task_id'] in keep])
    reseal(run)
    def formal(r): r['protocol']['status'], r['protocol']['deviations'] = 'formal', []
    edit_json(run/'report.json', formal)
    md = (run/'report.md').read_text(encoding='utf-8')
    (run/'report.md').write_text('**Formal run**: every checked control of the recorded protocol was met.\n' + md, encoding='utf-8')
    write_artifact_index(run)
    line = caught(run, 'task_suite', capsys, {'artifact_hashes', 'chains'})
    assert ('claims a formal run' if how == 'drop' else 'an edited copy of an installed suite') in line
    assert 'formal_status' in caught.fails
