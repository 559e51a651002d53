"""role_transfer_score: rescoring saved cells and trajectories of every schema version this package wrote."""
import json, os, subprocess, sys, warnings
from pathlib import Path
import pytest
from role_transfer.agent.core import validation_dir, external_dir
from role_transfer.measure.gates import GATE_VERSION
from role_transfer.testing.builders import mk_traj, mk_call
from role_transfer.agent.trajectory import trajectory_to_dict, save_trajectory
from role_transfer.read_commands import score_main
from role_transfer.measure.score import TRAJECTORY_SCHEMAS
from external_data import requires_external, skip_without_external

RUN = validation_dir()/'runs'/'offline-example'
OLD = Path(__file__).parent/'fixtures'/'score'/'e720c04'     # the first committed run (cells and tasks of that commit)

def run(argv, capsys):
    rc = score_main([str(a) for a in argv])
    o = capsys.readouterr()
    return rc, o.out, o.err

def rows_of(text): return [json.loads(l) for l in text.splitlines() if l.strip()]

def lines(p): return [json.loads(l) for l in Path(p).read_text(encoding='utf-8').splitlines() if l.strip()]

def test_offline_example_agrees_with_stored_verdicts(tmp_path, capsys):
    out = tmp_path/'r.jsonl'
    rc, _, err = run(['--task-file', RUN/'tasks.json', RUN/'cells.jsonl', '--output', out, '--check'], capsys)
    cells, rows = lines(RUN/'cells.jsonl'), lines(out)
    assert len(rows) == len(cells) and [r['task_id'] for r in rows] == [c['task_id'] for c in cells]
    for c, r in zip(cells, rows):
        assert {'task_id', 'passed', 'failed_gates', 'vetoes', 'evidence'} <= set(r)
        assert set(r['evidence']) == set(r['failed_gates']) | set(r['vetoes'])
        if c['verdict']['gate_version'] == GATE_VERSION:
            assert r['stored']['agrees'] and r['passed'] == c['passed'] and r['failed_gates'] == c['verdict']['failed_gates']
        else:
            assert not r['stored']['same_gate_version'] and any(c['verdict']['gate_version'] in n for n in r['notes'])
    assert rc == 0, err

@pytest.mark.parametrize('folder', [RUN, OLD], ids=['current', 'e720c04'])
def test_bare_trajectories_score_like_their_cells(folder, tmp_path, capsys):
    cells = lines(folder/'cells.jsonl')
    (tmp_path/'t.jsonl').write_text(''.join(json.dumps(c['trajectory'], ensure_ascii=False) + '\n' for c in cells))
    rc1, out1, _ = run(['--task-file', folder/'tasks.json', folder/'cells.jsonl'], capsys)
    rc2, out2, _ = run(['--task-file', folder/'tasks.json', tmp_path/'t.jsonl'], capsys)
    assert rc1 == rc2 == 0
    a, b = rows_of(out1), rows_of(out2)
    assert [r['input'] for r in b] == ['trajectory']*len(cells) and all('stored' not in r for r in b)
    key = lambda r: (r['task_id'], r['arm'], r['passed'], r['failed_gates'], r['vetoes'])
    assert list(map(key, a)) == list(map(key, b))

def test_oldest_committed_cells_and_their_verdicts(capsys):
    rc, out, err = run(['--task-file', OLD/'tasks.json', OLD/'cells.jsonl'], capsys)
    rows = rows_of(out)
    assert rc == 0 and [r['trajectory_schema'] for r in rows] == ['role_transfer.trajectory/1']*2
    assert [r['passed'] for r in rows] == [c['passed'] for c in lines(OLD/'cells.jsonl')] or any(
        'gate revision' in n for r in rows for n in r['notes'])
    assert 'role_transfer.trajectory/1' in TRAJECTORY_SCHEMAS

def test_pretty_printed_trajectory_file(tmp_path, capsys):
    t = mk_traj('I calculated 42.', [mk_call('calculate', '42')])
    p = save_trajectory(t, tmp_path/'t.json')
    tasks = tmp_path/'tasks.json'
    tasks.write_text(json.dumps([{'id': 't1', 'prompt': 'Do the task.', 'kind': 'analysis',
                                  'stratum': 'single_role_short_task', 'required_tools': ['execute_python']}]))
    rc, out, _ = run(['--task-file', tasks, p], capsys)
    [r] = rows_of(out)
    assert rc == 0 and r['failed_gates'] == ['required_tools'] and r['evidence']['required_tools']['missing'] == ['execute_python']

def test_check_flags_a_stored_verdict_that_disagrees(tmp_path, capsys):
    cells = lines(RUN/'cells.jsonl')
    c = cells[0]
    if c['verdict']['gate_version'] != GATE_VERSION: pytest.skip('offline example predates the current gates')
    c['verdict']['passed'] = not c['verdict']['passed']
    (tmp_path/'c.jsonl').write_text(json.dumps(c, ensure_ascii=False) + '\n')
    rc, out, err = run(['--task-file', RUN/'tasks.json', tmp_path/'c.jsonl', '--check'], capsys)
    assert rc == 1 and 'disagrees: line 1' in err and rows_of(out)[0]['stored']['agrees'] is False

def _bad_inputs(tmp_path):
    good = lines(RUN/'cells.jsonl')[0]
    t = good['trajectory']
    recs = [json.dumps(dict(t, task=dict(t['task'], id='no_such_task'))),          # 1 unknown task
            '{"truncated": ',                                                      # 2 invalid JSON
            json.dumps(dict(t, schema_version='role_transfer.trajectory/9')),      # 3 unknown version
            json.dumps(dict(good, trajectory=dict(t, events=[{'type': 'tool_call', 'tool': 7}]))),  # 4 bad event
            json.dumps(dict(good, task_id='other')),                              # 5 cell/trajectory mismatch
            json.dumps(dict(t, final_text={'a': 1})),                              # 6 wrong type
            json.dumps([1, 2]),                                                    # 7 not an object
            json.dumps({'hello': 'world'}),                                        # 8 neither
            (RUN/'boundary.jsonl').read_text(encoding='utf-8').splitlines()[0],    # 9 a boundary record
            (RUN/'judge.jsonl').read_text(encoding='utf-8').splitlines()[0]]       # 10 a judge record
    p = tmp_path/'bad.jsonl'
    p.write_text('\n'.join(recs) + '\n')
    return p

def test_bad_input_lists_every_problem(tmp_path, capsys):
    rc, out, err = run(['--task-file', RUN/'tasks.json', _bad_inputs(tmp_path)], capsys)
    assert rc == 2 and out == ''
    for where in ["line 1 field task.id: task id 'no_such_task' is not in the task file", 'line 2: invalid JSON', 'line 3 field schema_version',
                  'line 4 field trajectory.events[0].tool', 'line 5 field task_id', 'line 6 field final_text',
                  'line 7 field (record)', 'line 8 field (record)', 'line 9 field case_id', 'line 10 field schema']:
        assert where in err, (where, err)
    assert 'Traceback' not in err

def test_bad_files_and_flags(tmp_path, capsys):
    (tmp_path/'empty.jsonl').write_text('\n\n')
    (tmp_path/'latin1.jsonl').write_bytes('{"a": "é"}\n'.encode('latin-1'))
    for f, msg in [(tmp_path/'empty.jsonl', 'holds no records'), (tmp_path/'latin1.jsonl', 'not UTF-8'),
                   (tmp_path/'missing.jsonl', 'cannot read the file')]:
        rc, _, err = run(['--task-file', RUN/'tasks.json', f], capsys)
        assert rc == 2 and msg in err and str(f) in err
    (tmp_path/'tasks.json').write_text('[{"id": "a"}]')
    rc, _, err = run(['--task-file', tmp_path/'tasks.json', RUN/'cells.jsonl'], capsys)
    assert rc == 2 and 'record=a field=prompt' in err
    rc, _, err = run(['--task-file', RUN/'tasks.json', RUN/'cells.jsonl', '--output', RUN/'cells.jsonl'], capsys)
    assert rc == 2 and 'overwrite' in err

def test_command_line_exit_codes_and_help(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    r = subprocess.run([sys.executable, '-m', 'role_transfer.commands', 'score', '--help'], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and 'example:' in r.stdout and 'role_transfer_score --task-file' in r.stdout
    r = subprocess.run([sys.executable, '-m', 'role_transfer.commands', 'score', '--task-file', str(RUN/'tasks.json'),
                        str(_bad_inputs(tmp_path))], capture_output=True, text=True, env=env)
    assert r.returncode == 2 and 'Traceback' not in r.stderr and r.stderr.count('error:') >= 8

SEED = external_dir()/'seed-tasks'

@requires_external('seed-tasks', 'tasks.example.json')
def test_reference_format_task_file_and_imported_reference_run(tmp_path, capsys):
    from role_transfer.reference.reference import import_reference_run, reference_run_dir
    skip_without_external(reference_run_dir().name)
    t = trajectory_to_dict(import_reference_run(reference_run_dir()))
    (tmp_path/'k.jsonl').write_text(json.dumps(t, ensure_ascii=False) + '\n')
    # the reference run is its example task `cagr_nev` (its own id is the run id)
    rc, out, err = run(['--task-file', SEED/'tasks.example.json', tmp_path/'k.jsonl', '--task-id', 'cagr_nev'], capsys)
    [r] = rows_of(out)
    assert rc == 0 and 'read as the reference format' in err
    assert r['task_id'] == 'cagr_nev' and isinstance(r['passed'], bool) and any('prompt differs' in n for n in r['notes'])

def test_a_leaked_secret_is_not_repeated_in_the_output(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv('MY_SERVICE_TOKEN', 'tok-very-secret-123')
    t = mk_traj('Here it is: tok-very-secret-123 and sk-abcdefghijklmnopqrstuvwx.', [])
    (tmp_path/'t.jsonl').write_text(json.dumps(trajectory_to_dict(t)) + '\n')
    tasks = tmp_path/'tasks.json'
    tasks.write_text(json.dumps([{'id': 't1', 'prompt': 'Do the task.', 'kind': 'writing', 'stratum': 'single_role_short_task',
                                  'forbidden_output_patterns': ['tok-\\S+']}]))
    rc, out, _ = run(['--task-file', tasks, tmp_path/'t.jsonl', '--output', tmp_path/'o.jsonl'], capsys)
    text = (tmp_path/'o.jsonl').read_text()
    r = json.loads(text)
    assert rc == 0 and 'leak' in r['vetoes'] and 'forbidden_output_patterns' in r['failed_gates']
    assert 'tok-very-secret-123' not in text and 'abcdefghijklmnopqrstuvwx' not in text

def test_unwritable_output_is_a_clear_error(tmp_path, capsys):
    rc, _, err = run(['--task-file', RUN/'tasks.json', RUN/'cells.jsonl', '--output', tmp_path], capsys)
    assert rc == 2 and 'cannot write' in err

def test_demo_trajectory_without_task_id(tmp_path, capsys):
    "role_transfer_demo writes a pretty-printed trajectory whose task has a prompt and no id."
    from role_transfer.run_commands import demo_main
    from role_transfer.cli import SCENARIOS
    p = tmp_path/'demo.json'
    assert demo_main(['--offline', '--scenario', 'cagr', '--output', str(p)]) == 0
    capsys.readouterr()
    assert 'id' not in json.loads(p.read_text(encoding='utf-8'))['task']
    tasks = tmp_path/'tasks.json'
    rec = {'id': 'demo_cagr', 'prompt': SCENARIOS['cagr'], 'kind': 'cagr', 'stratum': 'research_to_analysis_to_writing',
           'required_tools': ['web_search', 'calculate']}
    tasks.write_text(json.dumps([rec, dict(rec, id='other', prompt='Something else.')], ensure_ascii=False))
    rc, out, err = run(['--task-file', tasks, p], capsys)
    [r] = rows_of(out)
    assert rc == 0 and r['task_id'] == 'demo_cagr' and any('matched by its prompt' in n for n in r['notes'])
    rc, out, _ = run(['--task-file', tasks, p, '--task-id', 'other'], capsys)
    assert rc == 0 and rows_of(out)[0]['task_id'] == 'other'
    tasks.write_text(json.dumps([dict(rec, prompt='Not the demo.')]))
    rc, _, err = run(['--task-file', tasks, p], capsys)
    assert rc == 2 and 'line 1 field task.id: no task id, and its prompt matches no task' in err and '--task-id' in err
    rc, _, err = run(['--task-file', tasks, p, '--task-id', 'nope'], capsys)
    assert rc == 2 and '--task-id nope: no such task' in err
