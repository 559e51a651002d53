"""The fast replay path returns exactly what the straightforward implementations it replaced return.

Each optimisation of issue 15 (closed-form McNemar power, blocked cluster bootstrap, credential shapes tried only
where they can start, one fsync per rechained file, gate results copied without `asdict`'s walk) is checked against
the previous code, kept here as the reference, on the committed offline example and on a 200-cell synthetic
campaign (bench/synthetic_run.py; those tests are in the `slow` tier). No timing is asserted: speed is measured in
bench/run_bench.py.
"""
import dataclasses, json, random, sys
from pathlib import Path
import numpy as np, pytest
from scipy import stats as sst
from role_transfer.agent import credentials
from role_transfer.measure import stats
from role_transfer.agent.core import validation_dir
from role_transfer.records.rundir import JsonlAppender, rechain
from role_transfer.measure.gates import GateResult
from role_transfer.present.report import build_report
from role_transfer.records.rundir import read_run
from role_transfer.measure.replay import replay_stage
from role_transfer.commands import finish_run

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = validation_dir()/'runs'/'offline-example'


# --- the previous implementations (the reference) ---
def mcnemar_power_ref(n_pairs, discordance, delta, alpha=stats.ALPHA):
    if n_pairs < 1 or discordance == 0: return 0.0
    q, pw = (discordance + delta) / (2 * discordance), 0.0
    for D in range(1, n_pairs + 1):
        c = np.arange(D + 1)
        rej = np.minimum(1, 2 * sst.binom.cdf(np.minimum(c, D - c), D, 0.5)) <= alpha
        pw += sst.binom.pmf(D, n_pairs, discordance) * sst.binom.pmf(c, D, q)[rej].sum()
    return float(pw)

def bootstrap_reps_ref(v, groups, stat, rng, n_resamples, block=None):
    return np.array([stat(v[stats.resample_clusters(groups, rng)[1]]) for _ in range(n_resamples)])

def shape_matches_ref(shape, rx, text, index=None): return rx.finditer(text)

@pytest.fixture
def reference(monkeypatch):
    "Swap the previous implementations in (looked up through the modules' globals at call time)."
    monkeypatch.setattr(stats, 'mcnemar_power', mcnemar_power_ref)
    monkeypatch.setattr(stats, '_bootstrap_reps', bootstrap_reps_ref)
    monkeypatch.setattr(credentials, 'shape_matches', shape_matches_ref)
    monkeypatch.setattr(GateResult, 'to_dict', lambda self: dataclasses.asdict(self))


@pytest.fixture(scope='module')
def synthetic(tmp_path_factory):
    "A 200-cell synthetic campaign, replayed once with the current code."
    sys.path.insert(0, str(ROOT/'bench'))
    from synthetic_run import make_synthetic_run
    d = tmp_path_factory.mktemp('syn')
    src = make_synthetic_run(d/'src', n_cells=200, trials=4, seed=3)
    out = replay_stage(src, d/'replayed')
    finish_run(out, figures=False, view=False, strict=False); return out


@pytest.fixture(scope='module')
def example_replay(tmp_path_factory):
    out = replay_stage(EXAMPLE, tmp_path_factory.mktemp('ex')/'replayed')
    finish_run(out, figures=False, view=False, strict=False); return out


# --- whole pipeline ---
@pytest.mark.parametrize('which', [pytest.param('synthetic', marks=pytest.mark.slow), 'example_replay'])
def test_report_identical_with_previous_implementations(which, request, reference):
    "The replay's report.json (fast path) equals the report the previous implementations build from the same run."
    run_dir = request.getfixturevalue(which)
    saved = json.loads((run_dir/'report.json').read_text(encoding='utf-8'))
    assert json.loads(json.dumps(build_report(read_run(run_dir)))) == saved


def test_example_verdicts_unchanged(example_replay):
    before = {(c['task_id'], c['arm'], c['trial']): c['verdict'] for c in read_run(EXAMPLE).cells}
    after = {(c['task_id'], c['arm'], c['trial']): c['verdict'] for c in read_run(example_replay).cells}
    assert after == before


@pytest.mark.slow
def test_synthetic_run_has_failures_and_passes(synthetic):
    cells = read_run(synthetic).cells
    assert len(cells) == 200 and 0 < sum(c['passed'] for c in cells) < 200
    assert len({c['task_id'] for c in cells}) == 25


@pytest.mark.slow
def test_verdicts_identical_with_previous_gate_copy(synthetic):
    from role_transfer.measure.gates import score
    from role_transfer.measure.reference_tasks import load_tasks
    from role_transfer.agent.trajectory import trajectory_from_dict
    tasks = {t.id: t for t in load_tasks(synthetic/'tasks.json')}
    for c in read_run(synthetic).cells[:40]:
        v = score(trajectory_from_dict(c['trajectory']), tasks[c['task_id']], secrets={})
        fast = v.to_dict()
        slow = {**fast, 'gates': [dataclasses.asdict(g) for g in v.gates], 'vetoes': [dataclasses.asdict(g) for g in v.vetoes]}
        assert repr(fast) == repr(slow)                      # same values and the same container types
        assert json.loads(json.dumps(fast)) == c['verdict']


# --- the pieces ---
def test_mcnemar_power_matches_the_sum_over_outcomes():
    for n in (1, 2, 5, 12, 31):
        for disc in (0.05, 0.3, 0.8, 1.0):
            for delta in (0.0, disc / 3, -disc / 2, disc):
                for a in (0.01, 0.05, 0.3):
                    assert abs(stats.mcnemar_power(n, disc, delta, a) - mcnemar_power_ref(n, disc, delta, a)) < 1e-12
    for n, disc in ((30, 0.3), (60, 0.4)):
        assert (stats.mde(lambda d: stats.mcnemar_power(n, disc, d), disc)
                == stats.mde(lambda d: mcnemar_power_ref(n, disc, d), disc))


def test_cluster_bootstrap_identical_draws():
    rng = np.random.default_rng(0)
    for tasks, trials in ((30, 3), (5, 1), (60, 5)):
        v = rng.integers(-1, 2, tasks * trials).astype(float)
        cl = np.repeat([f't{i}' for i in range(tasks)], trials); rng.shuffle(cl)
        groups = stats._groups_of(cl)
        for stat in (np.mean, np.median):
            fast = stats._bootstrap_reps(v, groups, stat, stats.rng_for(3, 'x'), 777, block=100)
            slow = bootstrap_reps_ref(v, groups, stat, stats.rng_for(3, 'x'), 777)
            assert np.array_equal(fast, slow)
    groups = [np.array([0, 1]), np.array([2])]                 # unequal clusters: the plain loop
    assert np.array_equal(stats._bootstrap_reps(np.arange(3.0), groups, np.mean, stats.rng_for(1, 'y'), 50),
                          bootstrap_reps_ref(np.arange(3.0), groups, np.mean, stats.rng_for(1, 'y'), 50))


FRAGMENTS = ['sk_live_', 'rk_test_', 'AKIA', 'ASIA', 'bearer ', 'Bearer\t', '://', 'postgres://u:', '@', '"', "'", '\\',
             'key', 'KEY', 'token', 'secret', 'passwd', 'PassWord', 'auth', 'Authorization', 'proxy-authorization',
             'x-api-key', 'API_KEY', 'apikey', 'access_token', 'refresh-token', 'clientsecret', ':', '=', ' ', '\n',
             '/', '+', 'é', '\xe4\xb8\xad', '0123456789abcdef', 'ABCDEFGHIJKLMNOP', 'xK9+', 'AKIAABCDEFGHIJKLMNOP',
             'abcdEFGH1234abcdEFGH1234abcdEFGH1234abcd']

def test_shape_matches_is_finditer():
    rnd = random.Random(11)
    for _ in range(1500):
        t = ''.join(rnd.choice(FRAGMENTS) if rnd.random() < 0.5 else rnd.choice('abcXYZ0189/+=-_. "\':')
                    for _ in range(rnd.randint(1, 120)))
        b = t.encode('latin-1')
        for shape, rx in credentials.KEY_SHAPES.items():
            fast = [m.span() + m.groups() for m in credentials.shape_matches(shape, rx, t, (b, b.lower()))]
            assert fast == [m.span() + m.groups() for m in rx.finditer(t)], (shape, t)


def test_credential_scan_of_run_files_unchanged(example_replay, monkeypatch):
    files = [p for p in sorted(example_replay.rglob('*')) if p.is_file() and p.suffix in ('.json', '.jsonl', '.md')]
    fast = [credentials.find_secrets(p.read_bytes(), {}) for p in files]
    monkeypatch.setattr(credentials, 'shape_matches', shape_matches_ref)
    assert fast == [credentials.find_secrets(p.read_bytes(), {}) for p in files]


def test_rechain_writes_what_the_appender_writes(tmp_path):
    recs = [dict(a=i, s='中文 \u2028', prev_sha256='old') for i in range(5)] + [dict(x=[1.5, None])]
    for start in ('s' * 64, None):
        rechain(recs, tmp_path/'fast.jsonl', start)
        ref = tmp_path/'ref.jsonl'; ref.unlink(missing_ok=True)
        a = JsonlAppender(ref, start)
        for r in recs: a.append({k: v for k, v in r.items() if k != 'prev_sha256'})
        assert (tmp_path/'fast.jsonl').read_bytes() == ref.read_bytes()
    rechain([], tmp_path/'empty.jsonl', 's' * 64)
    assert (tmp_path/'empty.jsonl').read_bytes() == b''


# --- the replay stage's fast path (one pass per file, parallel re-scoring) ---
def _bodies(run_dir):
    "cells.jsonl of a replay without its chain (each replay has a new nonce)."
    return [{k: v for k, v in json.loads(l).items() if k != 'prev_sha256'}
            for l in (Path(run_dir)/'cells.jsonl').read_bytes().splitlines()]

def _replayed_cells(src, out, workers, min_parallel):
    from role_transfer.measure import replay as R
    run = read_run(src)
    tasks = {t.id: t for t in R.load_tasks(run.path/'tasks.json')}
    return R.rescore_all(run.cells, tasks, {}, {'OPENAI_API_KEY': 'sk-test-' + 'x' * 30}, workers, min_parallel)

@pytest.mark.parametrize('threaded', [False, True])
def test_rescore_all_same_bytes_for_any_workers(threaded):
    "Serial and 2-worker re-scoring give the same bytes and outcomes, with `fork` and with `forkserver`."
    import threading
    from role_transfer.measure.replay import start_method
    stop = threading.Event()
    t = threading.Thread(target=stop.wait, daemon=True)
    if threaded: t.start()                                  # a thread running: fork is unsafe, forkserver is used
    try:
        assert start_method() == ('forkserver' if threading.active_count() > 1 else 'fork')   # pytest-xdist runs threads
        serial = _replayed_cells(EXAMPLE, None, 1, 2)
        assert len(serial[1]) == len(serial[0])                # the example is in the old layout: raw moved out
        assert _replayed_cells(EXAMPLE, None, 2, 2) == serial
        assert _replayed_cells(EXAMPLE, None, 3, 2) == serial
    finally: stop.set()

def test_replay_stage_workers_identical_bytes(tmp_path):
    from role_transfer.measure.replay import replay_stage
    a = replay_stage(EXAMPLE, tmp_path/'w1', secrets={}, workers=1)
    import role_transfer.measure.replay as R
    old = R.PARALLEL_MIN_CELLS
    try:
        R.PARALLEL_MIN_CELLS = 2
        b = R.replay_stage(EXAMPLE, tmp_path/'w2', secrets={}, workers=2)
    finally: R.PARALLEL_MIN_CELLS = old
    assert _bodies(a) == _bodies(b)

def test_chain_checked_while_read_equals_chain_status(tmp_path):
    "read_run's one-pass chain status is chain_status's, for an intact, an edited and a truncated file."
    import shutil
    from role_transfer.records.rundir import chain_status
    d = tmp_path/'r'; shutil.copytree(EXAMPLE, d)
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
    assert run.chains['cells.jsonl'] == chain_status(d/'cells.jsonl', start) == f'broken at line {len(lines) + 1} (not a JSON object)'


# --- scoring while the run is read (workers parse their own lines; the finish gets the run in memory) ---
_FORKED = r"""
import json, sys
import role_transfer.measure.replay as R
R.PARALLEL_MIN_CELLS = 2
assert R.start_method() == 'fork'                    # a single-threaded interpreter, as a command line is
used, shares = [], R.scored_shares
R.scored_shares = lambda *a: used.append(1) or shares(*a)
run = R.replay_run(sys.argv[1], sys.argv[2], secrets={}, workers=2)
assert used == [1]                                   # the workers' scores, not the serial path's
print(json.dumps([c.to_dict() for c in run.cells]))
"""

def _run_fields(r):
    return dict(manifest=r.manifest.to_dict(), cells=[c.to_dict() for c in r.cells],
                boundary=[b.to_dict() for b in r.boundary], tasks=r.tasks, ignored=r.ignored_lines, chains=r.chains)

@pytest.mark.parametrize('layout', ['inline (cell/1)', 'sidecar (cell/2)'])
def test_forked_early_scoring_is_the_serial_replay(tmp_path, layout):
    "Forked workers scoring the raw lines give the serial replay's bytes, and the run handed on is the run read back."
    import subprocess
    from role_transfer.measure.replay import replay_run
    src = EXAMPLE if layout.startswith('inline') else replay_stage(EXAMPLE, tmp_path/'sidecar', secrets={})
    r = subprocess.run([sys.executable, '-c', _FORKED, str(src), str(tmp_path/'forked')], capture_output=True,
                       text=True, cwd=ROOT, env={'PATH': '/usr/bin:/bin', 'PYTHONPATH': str(ROOT)})
    assert r.returncode == 0, r.stderr[-3000:]
    serial = replay_run(src, tmp_path/'serial', secrets={}, workers=1)
    assert _bodies(tmp_path/'forked') == _bodies(tmp_path/'serial')
    assert json.loads(r.stdout) == json.loads(json.dumps([c.to_dict() for c in read_run(tmp_path/'forked', raw=False).cells]))
    assert _run_fields(serial) == _run_fields(read_run(tmp_path/'serial', raw=False))

def test_early_scoring_refused_run_writes_nothing(tmp_path):
    "A source whose chain is broken is refused while the workers score: nothing is written, the pool is closed."
    import shutil, threading
    import role_transfer.measure.replay as R
    src = tmp_path/'src'; shutil.copytree(EXAMPLE, src)
    lines = (src/'cells.jsonl').read_bytes().splitlines()
    (src/'cells.jsonl').write_bytes(b'\n'.join([lines[1], lines[0]] + lines[2:]) + b'\n')
    old, before = R.PARALLEL_MIN_CELLS, threading.active_count()
    try:
        R.PARALLEL_MIN_CELLS = 2
        with pytest.raises(ValueError, match='chain is broken'): R.replay_run(src, tmp_path/'out', secrets={}, workers=2)
    finally: R.PARALLEL_MIN_CELLS = old
    assert not (tmp_path/'out').exists()
    assert threading.active_count() <= before            # the pool's threads are gone

def test_finish_refuses_a_run_of_another_directory(tmp_path):
    from role_transfer.measure.replay import replay_run
    run = replay_run(EXAMPLE, tmp_path/'a', secrets={})
    with pytest.raises(ValueError, match='not'): finish_run(tmp_path/'b', run=run)

def test_a_replay_failing_while_it_writes_leaves_the_directory_reusable(tmp_path, monkeypatch):
    "Scoring fails after the task file and sidecar are copied: they and the partial cells are removed again."
    import role_transfer.measure.replay as R
    def boom(*a, **k): raise RuntimeError('scoring failed')
    monkeypatch.setattr(R, 'rescore_all', boom)
    with pytest.raises(RuntimeError, match='scoring failed'): R.replay_run(EXAMPLE, tmp_path/'out', secrets={}, workers=1)
    assert not [p.name for p in (tmp_path/'out').iterdir() if not p.name.startswith('.')]
    monkeypatch.undo()
    run = R.replay_run(EXAMPLE, tmp_path/'out', secrets={}, workers=1)      # the same directory, now replayed
    assert not (tmp_path/'out'/R.PARTIAL).exists() and len(run.cells) == len(read_run(EXAMPLE).cells)

_FORKED_REPORT = r"""
import json, os, sys
import role_transfer.present.report as P
from role_transfer.measure.replay import replay_run
from role_transfer.commands import finish_run
seen, inner = [], P.step_sections
def spy(raw, px):
    with open(sys.argv[3], 'a') as f: f.write(f'{os.getpid()}\n')
    return inner(raw, px)
P.step_sections, P.PARALLEL_REPORT_CELLS = spy, 1        # every run is large: the sections in a fork
run = replay_run(sys.argv[1], sys.argv[2], secrets={})
finish_run(run.path, figures=False, view=False, strict=False, run=run)  # the replay command's finish
print(os.getpid())
"""

def test_the_replay_command_reports_its_step_sections_from_a_fork(tmp_path):
    "In the replay command's process (one thread), the step sections come from a forked copy, unchanged."
    import subprocess
    pids = tmp_path/'pids.txt'
    r = subprocess.run([sys.executable, '-c', _FORKED_REPORT, str(EXAMPLE), str(tmp_path/'out'), str(pids)],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-2000:]
    parent, children = int(r.stdout.split()[-1]), [int(p) for p in pids.read_text().split()]
    assert len(children) == 1 and children[0] != parent        # computed once, in the copy only
    forked = json.loads((tmp_path/'out'/'report.json').read_text())
    here = build_report(read_run(tmp_path/'out'))              # small: computed in this process
    assert forked == json.loads(json.dumps(here))
