"""The faster gates give the verdicts the previous gates gave, verdict dict for verdict dict.

`tests/fixtures/gate_verdicts_d14f720.jsonl` holds one line per case, `{"key": ..., "verdict": ...}`, written by
the gates of commit d14f720 (before the per-score memo, the combined regexes and the prefilters) with

    git archive d14f720 | tar -x -C /tmp/old && PYTHONPATH=/tmp/old python tests/test_gates_equivalence.py --write

(the recorder below uses only names both versions have). The cases: every labelled case of the gate corpus, every
cell of the committed offline example and of the run fixtures, each of those cells again with its final answer cut
to 12 characters (what the synthetic benchmark run does to a share of its cells), and the reference's live run
scored against our CAGR task when the reference's data is present. Scored with `secrets={}` (the leak veto must not
depend on this machine's environment) and `rerun_code=False` (the audit re-run of submitted code is a subprocess
this change does not touch; the static side-effect analysis is still compared).
"""
import json, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT/'tests'/'fixtures'/'gate_verdicts_d14f720.jsonl'
RUNS = ('validation/runs/offline-example', 'tests/fixtures/offline-example-9b9c697', 'tests/fixtures/legacy-run')
OPTS = dict(secrets={}, rerun_code=False)


def _tasks(path) -> dict:
    from role_transfer.measure.reference_tasks import load_tasks
    return {t.id: t for t in load_tasks(path)}


def cases():
    "(key, trajectory, task) for every case the fixture covers."
    from dataclasses import replace
    from role_transfer.agent.trajectory import trajectory_from_dict
    from role_transfer.records.rundir import read_run
    files = {}
    for line in (ROOT/'validation'/'gate-corpus'/'cases.jsonl').read_text(encoding='utf-8').splitlines():
        r = json.loads(line)
        if r['task_file'] not in files: files[r['task_file']] = _tasks(ROOT/r['task_file'])
        yield f"corpus/{r['case_id']}", trajectory_from_dict(r['trajectory']), files[r['task_file']][r['task_id']]
    for rel in RUNS:
        run = read_run(ROOT/rel)
        tasks = _tasks(ROOT/rel/'tasks.json')
        for i, c in enumerate(run.cells):
            t = c.conversation
            if t is None: continue
            yield f'{rel}/{i}', t, tasks[c.task_id]
            if t.final_text: yield f'{rel}/{i}/cut12', replace(t, final_text=t.final_text[:12]), tasks[c.task_id]
    from role_transfer.reference.reference import reference_run_dir, import_reference_run, default_task
    if (reference_run_dir()/'evidence.json').exists():
        yield 'reference/kimi-run/default', import_reference_run(reference_run_dir()), default_task()


def verdicts() -> dict:
    from role_transfer.measure.gates import score
    return {k: json.loads(json.dumps(score(t, task, **OPTS).to_dict(), ensure_ascii=False, default=str))
            for k, t, task in cases()}


def test_verdicts_identical_to_d14f720():
    want = {(r := json.loads(l))['key']: r['verdict'] for l in FIXTURE.read_text(encoding='utf-8').splitlines()}
    got = verdicts()
    assert len(got) >= 450, len(got)
    assert not set(got) - set(want), f'cases without a recorded verdict: {sorted(set(got) - set(want))[:5]}'
    missing = set(want) - set(got)
    assert not missing or missing == {'reference/kimi-run/default'}, sorted(missing)[:5]
    differ = [k for k in got if got[k] != want[k]]
    assert not differ, f'{len(differ)} verdicts differ, first {differ[:5]}'


def test_fixture_is_not_trivial():
    "The recorded verdicts exercise the vetoes both ways (a fixture of passes only would prove little)."
    rs = [json.loads(l)['verdict'] for l in FIXTURE.read_text(encoding='utf-8').splitlines()]
    fired = {v for r in rs for v in r['fired_vetoes']}
    assert fired >= {'hallucinated_numbers', 'claimed_tool_use', 'leak'}, fired
    assert 0.2 < sum(r['passed'] for r in rs) / len(rs) < 0.8


if __name__ == '__main__' and '--write' in sys.argv:
    vs = verdicts()
    with open(FIXTURE, 'w', encoding='utf-8') as f:
        for k, v in vs.items(): f.write(json.dumps(dict(key=k, verdict=v), ensure_ascii=False) + '\n')
    print(f'wrote {len(vs)} verdicts to {FIXTURE}')
