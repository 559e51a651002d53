"The evidence layer: typed records read every schema version written, round-trip byte for byte, refuse malformed input."
import ast, io, json, re, shutil
from contextlib import redirect_stdout
from pathlib import Path
import pytest
from role_transfer.agent.core import jsonl_line, project_root, read_jsonl
from role_transfer.records.rundir import (Cell, Manifest, BoundaryRecord, JudgeRecord, Run, RecordError, read_run, read_records,
                                  chain_status, write_jsonl, JsonlAppender, rechain, new_chain, split_exchanges,
                                  EXCHANGES_FILE)

EXAMPLE = project_root()/'validation'/'runs'/'offline-example'
LEGACY = Path(__file__).parent/'fixtures'/'legacy-run'
PREVIOUS = Path(__file__).parent/'fixtures'/'offline-example-9b9c697'   # the example as committed before the rundir layer
RUNS = pytest.mark.parametrize('run', [EXAMPLE, PREVIOUS, LEGACY], ids=['offline-example', 'previous-layout', 'legacy-run'])
FILES = (('cells.jsonl', Cell), ('boundary.jsonl', BoundaryRecord), ('judge.jsonl', JudgeRecord))


@RUNS
@pytest.mark.parametrize('name,cls', FILES, ids=[f for f, _ in FILES])
def test_every_record_round_trips_byte_for_byte(run, name, cls):
    lines = (run/name).read_bytes().splitlines()
    assert lines
    for i, line in enumerate(lines, 1):
        rec = cls.from_dict(json.loads(line), name, i)
        assert jsonl_line(rec.to_dict()) == line, (name, i)
        assert not rec.extra, f'{name} line {i}: fields not declared by {cls.__name__}: {sorted(rec.extra)}'


@RUNS
def test_manifest_round_trips_and_reads_typed(run):
    m = json.loads((run/'manifest.json').read_text(encoding='utf-8'))
    rec = Manifest.from_dict(m, 'manifest.json')
    assert json.dumps(rec.to_dict()) == json.dumps(m) and not rec.extra
    assert rec.arms == m['config']['arms'] and rec.run_id == m['run_id'] and rec.schedule == m['schedule']


def test_write_jsonl_rewrites_a_run_file_identically(tmp_path):
    run = read_run(EXAMPLE, raw=False)                    # the records as written (raw exchanges stay in the sidecar)
    write_jsonl(tmp_path/'cells.jsonl', run.cells)
    assert (tmp_path/'cells.jsonl').read_bytes() == (EXAMPLE/'cells.jsonl').read_bytes()


@RUNS
def test_read_run_types_every_record(run):
    r = read_run(run)
    assert isinstance(r.manifest, Manifest) and all(isinstance(c, Cell) for c in r.cells)
    assert all(isinstance(b, BoundaryRecord) for b in r.boundary) and all(isinstance(j, JudgeRecord) for j in r.judge)
    assert len(r.cells) == len(read_jsonl(run/'cells.jsonl')) and len(r.judge) == len(read_jsonl(run/'judge.jsonl'))
    assert r.judge_summary == json.loads((run/'judge_summary.json').read_text(encoding='utf-8'))
    assert r.report == json.loads((run/'report.json').read_text(encoding='utf-8'))
    c = r.cells[0]
    assert c.key == (c.task_id, c.trial, c.arm) and not hasattr(c, 'get')
    assert c.trajectory.calls and len(c.trajectory.calls) == c.api_calls == len(c.calls)
    assert c.prompt == c.messages[0]['content']


def test_legacy_run_reads_as_legacy():
    r = read_run(LEGACY)
    assert r.manifest.chain is None and r.manifest.chain_start('cells.jsonl') is None
    assert all(c.prev_sha256 is None for c in r.cells) and 'prev_sha256' not in r.cells[0].to_dict()


# ---- malformed records are refused, naming file, line and field ------------------------------------------------
def _copy(tmp_path) -> Path:
    d = tmp_path/'run'; shutil.copytree(EXAMPLE, d); return d

def _edit_line(path: Path, i: int, f):
    lines = path.read_text(encoding='utf-8').splitlines()
    lines[i - 1] = f(lines[i - 1]); path.write_text('\n'.join(lines) + '\n', encoding='utf-8')

@pytest.mark.parametrize('edit,where', [
    (lambda d: {**d, 'trial': '1'}, "cells.jsonl line 3: field 'trial' must be int"),
    (lambda d: {**d, 'trial': True}, "cells.jsonl line 3: field 'trial' must be int"),
    (lambda d: {**d, 'passed': 'yes'}, "cells.jsonl line 3: field 'passed' must be bool"),
    (lambda d: {**d, 'input_tokens': 1.5}, "cells.jsonl line 3: field 'input_tokens'"),
    (lambda d: {**d, 'trajectory': 'text'}, "cells.jsonl line 3: field 'trajectory' must be Trajectory"),
    (lambda d: {k: v for k, v in d.items() if k != 'arm'}, "cells.jsonl line 3: field 'arm' is missing"),
    (lambda d: {**d, 'schema': 'role_transfer.cell/9'}, "cells.jsonl line 3: field 'schema' is 'role_transfer.cell/9'"),
    (lambda d: [d], "cells.jsonl line 3: field '(record)' must be a JSON object"),
])
def test_a_malformed_cell_is_refused_by_name(tmp_path, edit, where):
    d = _copy(tmp_path)
    _edit_line(d/'cells.jsonl', 3, lambda l: json.dumps(edit(json.loads(l)), ensure_ascii=False))
    with pytest.raises(RecordError, match=re.escape(where)): read_run(d)

def test_malformed_boundary_judge_and_manifest_are_refused(tmp_path):
    d = _copy(tmp_path)
    _edit_line(d/'boundary.jsonl', 2, lambda l: json.dumps({**json.loads(l), 'passed': None}))
    with pytest.raises(RecordError, match=re.escape("boundary.jsonl line 2: field 'passed' must be bool")): read_run(d)
    shutil.copyfile(EXAMPLE/'boundary.jsonl', d/'boundary.jsonl')
    _edit_line(d/'judge.jsonl', 5, lambda l: json.dumps({**json.loads(l), 'order_index': '1'}))
    with pytest.raises(RecordError, match=re.escape("judge.jsonl line 5: field 'order_index'")): read_run(d).judge
    m = json.loads((d/'manifest.json').read_text(encoding='utf-8'))
    (d/'manifest.json').write_text(json.dumps({**m, 'schedule': {}}), encoding='utf-8')
    with pytest.raises(RecordError, match=re.escape("manifest.json: field 'schedule' must be list")): read_run(d)
    (d/'manifest.json').write_text('{"schema": ', encoding='utf-8')
    with pytest.raises(RecordError, match='manifest.json'): read_run(d)

def test_a_damaged_line_is_refused_but_a_truncated_last_line_is_counted(tmp_path):
    d = _copy(tmp_path)
    _edit_line(d/'cells.jsonl', 2, lambda l: l[:40])
    with pytest.raises(RecordError, match=re.escape("cells.jsonl line 2: field '(line)' is not valid JSON")): read_run(d)
    shutil.copyfile(EXAMPLE/'cells.jsonl', d/'cells.jsonl')
    with open(d/'cells.jsonl', 'a', encoding='utf-8') as f: f.write('{"schema": "role_transfer.cell/1", "ta')
    r = read_run(d)
    assert r.ignored_lines == {'cells.jsonl': 1, 'boundary.jsonl': 0} and len(r.cells) == len(read_run(EXAMPLE).cells)
    with pytest.raises(RecordError): read_records(d/'cells.jsonl', Cell, strict=True)


def test_unknown_fields_are_kept_and_written_back(tmp_path):
    d = _copy(tmp_path)
    _edit_line(d/'cells.jsonl', 1, lambda l: json.dumps({**json.loads(l), 'from_a_newer_writer': {'x': 1}}, ensure_ascii=False))
    c = read_run(d, raw=False).cells[0]
    assert c.extra == {'from_a_newer_writer': {'x': 1}} and c.to_dict()['from_a_newer_writer'] == {'x': 1}
    write_jsonl(tmp_path/'again.jsonl', [c])
    assert (tmp_path/'again.jsonl').read_bytes().splitlines()[0] == (d/'cells.jsonl').read_bytes().splitlines()[0]


def test_replace_copies_and_appends_new_fields_last():
    c = read_run(EXAMPLE).cells[0]
    r = c.replace(passed=not c.passed, replayed_from=dict(passed=c.passed), note='x')
    assert (r.passed, c.passed) == (not c.passed, c.passed)
    assert list(r.to_dict())[-2:] == ['replayed_from', 'note'] and list(r.to_dict())[:-2] == list(c.to_dict())


def test_run_checks_records_given_as_dicts():
    r = read_run(EXAMPLE)
    run = Run(r.path, r.manifest.to_dict(), [c.to_dict() for c in r.cells])
    assert isinstance(run.manifest, Manifest) and all(isinstance(c, Cell) for c in run.cells)
    run.cells = [{**c.to_dict(), 'passed': True} for c in r.cells]
    assert all(isinstance(c, Cell) and c.passed for c in run.cells)
    with pytest.raises(RecordError, match="field 'passed'"): run.cells = [{**r.cells[0].to_dict(), 'passed': 'no'}]


# ---- the writers -----------------------------------------------------------------------------------------------
def test_appender_accepts_typed_records_and_chains_them(tmp_path):
    cells, ch = read_run(EXAMPLE).cells, new_chain('r')
    a = JsonlAppender(tmp_path/'cells.jsonl', ch['files']['cells.jsonl'])
    for c in cells: a.append(c)
    assert chain_status(tmp_path/'cells.jsonl', ch['files']['cells.jsonl']) == 'intact'
    back = read_records(tmp_path/'cells.jsonl', Cell)[0]
    assert [c.to_dict() | {'prev_sha256': None} for c in back] == [c.to_dict() | {'prev_sha256': None} for c in cells]
    rechain(back, tmp_path/'re.jsonl', ch['files']['cells.jsonl'])
    assert (tmp_path/'re.jsonl').read_bytes() == (tmp_path/'cells.jsonl').read_bytes()


def test_rechain_writes_what_appending_one_by_one_writes(tmp_path):
    "rechain drops the old prev_sha256 and writes what appending each record in turn writes, chained or not."
    recs = [dict(a=i, s='中文 \u2028', prev_sha256='old') for i in range(5)] + [dict(x=[1.5, None])]
    for start in ('s' * 64, None):
        rechain(recs, tmp_path/'re.jsonl', start)
        one = tmp_path/'one.jsonl'; one.unlink(missing_ok=True)
        a = JsonlAppender(one, start)
        for r in recs: a.append({k: v for k, v in r.items() if k != 'prev_sha256'})
        assert (tmp_path/'re.jsonl').read_bytes() == one.read_bytes()
    rechain([], tmp_path/'empty.jsonl', 's' * 64)
    assert (tmp_path/'empty.jsonl').read_bytes() == b''


def test_the_chain_status_read_with_the_run_is_chain_status(tmp_path):
    "read_run's one-pass chain status is chain_status's, for an intact, an edited, a swapped and a truncated file."
    d = _copy(tmp_path)
    start = read_run(d).manifest.chain_start('cells.jsonl')
    lines = (d/'cells.jsonl').read_bytes().splitlines()
    cases = {'intact': lines, 'edited': [lines[0], lines[1].replace(b'"trial": ', b'"trial":  ')] + lines[2:],
             'swapped': [lines[1], lines[0]] + lines[2:]}
    for name, ls in cases.items():
        (d/'cells.jsonl').write_bytes(b''.join(l + b'\n' for l in ls))
        assert read_run(d).chains['cells.jsonl'] == chain_status(d/'cells.jsonl', start), name
    (d/'cells.jsonl').write_bytes(b''.join(l + b'\n' for l in lines) + lines[0][:40])
    run = read_run(d)
    assert run.ignored_lines['cells.jsonl'] == 1
    assert (run.chains['cells.jsonl'] == chain_status(d/'cells.jsonl', start)
            == f"broken at line {len(lines) + 1} (no trailing newline: a cut or appended partial line)")


def test_cell_from_trajectory_reproduces_a_recorded_cell():
    "Re-assembling a recorded cell from its own trajectory, verdict and measurements gives the same record."
    from role_transfer.measure.reference_tasks import load_tasks
    from role_transfer.measure.gates import score
    from role_transfer.measure.campaign import cell_metrics
    run = read_run(EXAMPLE)
    tasks = {t.id: t for t in load_tasks(EXAMPLE/'tasks.json')}
    pairs = {s['pair_index']: s for s in run.manifest.schedule}
    for c in run.cells[:4]:
        t, task = c.trajectory, tasks[c.task_id]
        m = cell_metrics(t, run.manifest.prices or {})
        new = Cell.from_trajectory(task, c.trial, c.arm, pairs[c.pair_index], t, score(t, task), m)
        new, want = split_exchanges(new)[0], split_exchanges(c)[0]          # as the campaign writes it (schema 2)
        want = {k: v for k, v in want.to_dict().items() if k != 'prev_sha256'}
        assert json.loads(jsonl_line(new.to_dict())) == want      # as written (a verdict's tuples become lists)
        assert list(new.to_dict()) == list(want)


def test_build_manifest_gives_the_manifest_layout_the_runs_have(tmp_path):
    "The campaign's manifest (now assembled by rundir.build_manifest) has the fields and field order of the example's."
    from role_transfer.measure.campaign import CampaignConfig, build_manifest, make_schedule
    from role_transfer.agent.skills import load_catalog
    from role_transfer.measure.reference_tasks import load_tasks
    from role_transfer.agent.core import tasks_dir
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'r'), offline=True)
    tasks = load_tasks(cfg.task_file)
    m = build_manifest(cfg, tasks, load_catalog(), make_schedule([t.id for t in tasks], 1, cfg.arms, cfg.seed),
                       dict(provider='offline'), 'scripted endpoint', None)
    assert list(m) == list(json.loads((EXAMPLE/'manifest.json').read_text(encoding='utf-8')))
    assert Manifest.from_dict(m).to_dict() == m


# ---- the legacy and current runs still replay and validate ------------------------------------------------------
@RUNS
def test_saved_runs_replay_and_validate(run, tmp_path):
    from role_transfer.read_commands import replay_main, validate_main
    out, copy = tmp_path/'replayed', tmp_path/'copy'
    shutil.copytree(run, copy)               # validate writes its acceptance record into the run: not the committed one
    with redirect_stdout(io.StringIO()):
        assert replay_main([str(run), '--output', str(out), '--no-figures']) == 0
        assert validate_main([str(copy)]) == 0
    assert len(read_run(out).cells) == len(read_run(run).cells)
    assert chain_status(out/'cells.jsonl', read_run(out).manifest.chain_start('cells.jsonl')) == 'intact'
    # an old layout is replayed into the sidecar layout: the same raw exchanges, read back through the sidecar
    assert all(c['schema'] == 'role_transfer.cell/2' for c in read_jsonl(out/'cells.jsonl'))
    assert [c.trajectory.raw_exchanges for c in read_run(out).cells] == [c.trajectory.raw_exchanges for c in read_run(run).cells]


@pytest.mark.parametrize('run', [EXAMPLE, PREVIOUS], ids=['offline-example', 'previous-layout'])
def test_replayed_runs_in_the_sidecar_layout_validate(run, tmp_path):
    from role_transfer.read_commands import replay_main, validate_main
    with redirect_stdout(io.StringIO()):
        assert replay_main([str(run), '--output', str(tmp_path/'replayed'), '--no-figures']) == 0
        assert validate_main([str(tmp_path/'replayed')]) == 0


def test_a_sidecar_run_replays_its_sidecar_byte_for_byte(tmp_path):
    "A replay of a sidecar-layout run copies exchanges.jsonl as is; its cells name the same records; raw=False skips it."
    from role_transfer.measure.replay import replay_stage
    a = replay_stage(EXAMPLE, tmp_path/'a', secrets={})
    b = replay_stage(a, tmp_path/'b', secrets={})
    assert (b/EXCHANGES_FILE).read_bytes() == (a/EXCHANGES_FILE).read_bytes()
    assert [c.exchanges for c in read_run(b, raw=False).cells] == [c.exchanges for c in read_run(a, raw=False).cells]
    assert all(c.trajectory.raw_exchanges is None for c in read_run(b, raw=False).cells)
    lines = (b/EXCHANGES_FILE).read_bytes().splitlines()
    (b/EXCHANGES_FILE).write_bytes(b''.join(l + b'\n' for l in lines[1:]))       # a record removed
    with pytest.raises(RecordError, match=r"cells\.jsonl line \d+: field 'exchanges\.sha256'"): read_run(b)
    with pytest.raises(RecordError, match='the replay is refused'): replay_stage(b, tmp_path/'c', secrets={})


def test_moved_names_left_core_and_report():
    import role_transfer.agent.core as core, role_transfer.present.report as report
    for name in ('JsonlAppender', 'new_chain', 'chain_start', 'chain_status', 'rechain', 'run_lock', 'RunLocked',
                 'CHAIN_ALGORITHM', 'CHAINED_FILES'):
        assert not hasattr(core, name), name
    for name in ('write_jsonl', 'judge_summary'): assert not hasattr(report, name), name
    assert 'Run' not in report.__all__ and 'read_run' not in report.__all__
