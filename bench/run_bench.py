#!/usr/bin/env python
"""Benchmarks of the campaign machinery, measured side by side in one run on this machine.

    python bench/run_bench.py [--quick] [--write]

1. Campaign wall-clock at concurrency 1 and N on the offline endpoint with injected latency, against the ideal bound.
2. Harness overhead per model call: the same request bodies sent through `AgentLoop` and as bare SDK calls.
3. Replay of a 1,000-cell synthetic campaign (re-scoring with the current gates, report included).
4. Replay of a 10,000-cell synthetic campaign (bench/synthetic_run.py), this code vs the previous implementation
   (commit PREVIOUS or `--previous REV`, unpacked with `git archive`), each in its own subprocess on the same cells
   (this code: the sidecar layout a campaign now writes; the previous code: the same cells with their raw exchanges
   inline, the layout it reads), with a phase breakdown in ms per cell and a check that both give the same verdicts
   and report numbers.
5. CLI start-up: wall time of `role_transfer_compare --help` (through `compare_main`) in a fresh interpreter, now vs
   previous, and the heavy modules it imports.
6. Finish of a replayed synthetic run (`--only finish`, `--finish-cells N`): `commands.finish_run` phases (report,
   figures, view, finalise; how often and how long the run is read), now vs FINISH_PREVIOUS (`git archive`), each in a
   fresh interpreter on a copy of the same replayed run, and which outputs are byte-identical.
7. Test-suite duration: the README test command's pieces (`nbdev_test`, `pytest`), timed (`--suite`; long).

Numbers come from the scripted endpoint with injected latency; they measure our harness, not any model.
`--write` records the results in bench/README.md (between the RESULTS markers) and bench/results.json; `--only`
runs some sections and keeps the others' recorded results.
"""
import argparse, json, math, os, platform, shutil, statistics, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from role_transfer.agent.core import tasks_dir, SCRIPTED_ENDPOINT
from role_transfer.measure.campaign import CampaignConfig, run_campaign, read_jsonl
from role_transfer.agent.client import offline_client_config, make_client
from role_transfer.testing.loopback import offline_endpoints, campaign_endpoints, OfflineChatServer, SequencePolicy
from role_transfer.testing.builders import assistant, tool_call
from role_transfer.agent.skills import load_catalog
from role_transfer.agent.loop import AgentLoop
from role_transfer.agent.arms import make_arm


def bench_concurrency(tmp: Path, latency: float, n: int, trials: int) -> dict:
    "Same campaign at concurrency 1 and n; the ideal bound is serial time / min(n, pairs)."
    times = {}
    for c in (1, n):
        cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp/f'conc{c}'), trials=trials, offline=True,
                             skip_boundary=True, concurrency=c, latency_s=latency)
        with campaign_endpoints(cfg) as ep:
            t0 = time.perf_counter(); run_campaign(cfg, progress=False, endpoints=ep); times[c] = time.perf_counter() - t0
    pairs = 3 * trials
    ideal = times[1] / min(n, pairs) * (math.ceil(pairs / n) * min(n, pairs) / pairs)  # whole waves of equal pairs
    return dict(latency_s=latency, pairs=pairs, concurrency=n, serial_s=round(times[1], 3), concurrent_s=round(times[n], 3),
                speedup=round(times[1] / times[n], 3), ideal_s=round(ideal, 3), ratio_to_ideal=round(times[n] / ideal, 3),
                target='ratio_to_ideal <= 1.2')


def _script(k: int) -> list:
    "A scripted conversation of k model calls in the data_analysis role (cheap tools, so calls dominate)."
    msgs = [assistant(None, tool_call('transfer_to_agent', {'target_role': 'data_analysis', 'reason': 'compute'}))]
    msgs += [assistant(None, tool_call('calculate', {'expression': f'{i}+1'})) for i in range(k - 2)]
    return msgs + [assistant('done')]


def bench_overhead(latency: float, calls: int, repeats: int) -> dict:
    "Per-call time through AgentLoop (tool time excluded) vs bare SDK calls with the identical request bodies."
    catalog, loop_per_call, bare_per_call = load_catalog(), [], []
    for _ in range(repeats):
        with OfflineChatServer(policy=SequencePolicy(_script(calls)), latency_s=latency) as srv:
            cfg = offline_client_config(srv.base_url, max_retries=0)
            loop = AgentLoop(make_arm('transfer', catalog), make_client(cfg), cfg, max_steps=calls + 1)
            t0 = time.perf_counter(); t = loop.run('compute a few sums'); total = time.perf_counter() - t0
            tool_s = sum(e.get('duration_s') or 0 for e in t.events if e['type'] == 'tool_call')
            loop_per_call.append((total - tool_s) / len(t.calls))
            bodies = list(srv.requests)
        with OfflineChatServer(policy=SequencePolicy(_script(calls)), latency_s=latency) as srv:
            client = make_client(offline_client_config(srv.base_url, max_retries=0))
            t0 = time.perf_counter()
            for b in bodies: client.chat.completions.create(**b)
            bare_per_call.append((time.perf_counter() - t0) / len(bodies))
    lp, bp = statistics.median(loop_per_call), statistics.median(bare_per_call)
    return dict(latency_s=latency, calls=calls, repeats=repeats, loop_per_call_ms=round(lp * 1e3, 3), bare_per_call_ms=round(bp * 1e3, 3),
                overhead_ms=round((lp - bp) * 1e3, 3), overhead_pct=round((lp - bp) / bp * 100, 2), target='overhead_pct <= 5')


def bench_replay(tmp: Path, n_cells: int) -> dict:
    "Replay (re-score + report) of a synthetic campaign made by replicating real offline cells."
    from role_transfer.measure.replay import replay_stage
    from role_transfer.commands import finish_run
    src = tmp/'seed'
    with offline_endpoints() as ep:
        run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(src), trials=1, offline=True, skip_boundary=True),
                     progress=False, endpoints=ep)
    cells, manifest = read_jsonl(src/'cells.jsonl'), json.loads((src/'manifest.json').read_text())
    big = tmp/'synthetic'; big.mkdir()
    shutil.copy(src/'tasks.json', big/'tasks.json')
    pairs = n_cells // 2
    schedule, out = [], []
    for i in range(pairs):
        base = manifest['schedule'][i % len(manifest['schedule'])]
        trial = i // len(manifest['schedule'])
        schedule.append(dict(pair_index=i, task_id=base['task_id'], trial=trial, order=base['order']))
        for c in cells:
            if c['task_id'] == base['task_id']:     # replicated cells: written as a run from before chains
                out.append({k: v for k, v in dict(c, trial=trial, pair_index=i).items() if k != 'prev_sha256'})
    manifest['schedule'] = schedule
    manifest.pop('chain', None)                     # (a replay refuses a source whose chain is broken)
    manifest['config']['trials'] = max(p['trial'] for p in schedule) + 1
    (big/'manifest.json').write_text(json.dumps(manifest))
    with open(big/'cells.jsonl', 'w') as f:
        for c in out: f.write(json.dumps(c, ensure_ascii=False) + '\n')
    t0 = time.perf_counter(); finish_run(replay_stage(big, tmp/'replayed'), view=False, strict=False)
    dt = time.perf_counter() - t0
    return dict(cells=len(out), replay_s=round(dt, 3), per_cell_ms=round(dt / len(out) * 1e3, 3), target='replay_s < 10')


PREVIOUS = '9b9c697'   # the implementation before issue 15's replay work (`--previous` picks another commit)
HEAVY = ('matplotlib', 'scipy', 'pandas', 'openai', 'numpy', 'statsmodels')

# Each phase is timed by wrapping one function where the replay looks it up (its home module for the finish, whose
# steps are imported at call time; the replay module for what it imported at load). Where a tree has the newer,
# enclosing function (rescore_all, JsonlAppender.append_lines) only that one is wrapped, so nothing counts twice.
_PHASES = r"""
import json, sys, time, importlib
from pathlib import Path
import role_transfer.measure.replay as R
T, M = {}, {}
import importlib.util, os
TREE = os.path.realpath(os.environ['PYTHONPATH'])
def timed(modname, name, key, owner=None):
    spec = importlib.util.find_spec(modname)          # only the tree's own modules (not the venv's install)
    if spec is None or not os.path.realpath(spec.origin).startswith(TREE + os.sep): return False
    mod = importlib.import_module(modname)
    obj = getattr(mod, owner) if owner else mod
    f = getattr(obj, name, None)
    if f is None: return False
    def w(*a, **k):
        t = time.perf_counter()
        try: return f(*a, **k)
        finally:
            T[key] = T.get(key, 0) + time.perf_counter() - t
            if key == 'report': M['reported_at'] = time.perf_counter() - t0   # re-scored and reported
    setattr(obj, name, w)
    if not owner and modname != 'role_transfer.measure.replay' and hasattr(R, name): setattr(R, name, w)
    C = sys.modules.get('role_transfer.commands')      # the finish's own binding, if it imported the name
    if not owner and C is not None and getattr(C, name, None) is f: setattr(C, name, w)
    return True
_cs = importlib.util.find_spec('role_transfer.commands')     # only a tree that has the commands module
if _cs is not None and os.path.realpath(_cs.origin).startswith(TREE + os.sep): import role_transfer.commands
timed('role_transfer.records.rundir', 'read_run', 'read (and chain check)') or timed('role_transfer.measure.replay', 'read_run', 'read (and chain check)')
timed('role_transfer.measure.replay', 'source_chains', 'chain check (second pass)')
timed('role_transfer.measure.replay', 'check_sidecar', 'sidecar hash check')
timed('role_transfer.measure.replay', 'rescore_all', 'rescore') or timed('role_transfer.measure.replay', 'rescore_cell', 'rescore')
(timed('role_transfer.records.rundir', 'append_bodies', 'write records', 'JsonlAppender')   # append_lines calls it
 or timed('role_transfer.records.rundir', 'append_lines', 'write records', 'JsonlAppender')
 or timed('role_transfer.measure.replay', 'rechain', 'write records'))
timed('role_transfer.present.report', 'write_report', 'report')
timed('role_transfer.present.figures', 'make_figures', 'figures') or timed('role_transfer.present.report', 'make_figures', 'figures')
timed('role_transfer.audit.provenance', 'finalize_run', 'finalise (credential scan, hashes)')
t0 = time.perf_counter()
if hasattr(R, 'replay_run'):   # the replay command's path: the stage's run handed on
    run = R.replay_run(sys.argv[1], sys.argv[2])
    import role_transfer.commands as C
    C.finish_run(run.path, view=False, strict=False, run=run)
elif hasattr(R, 'replay_stage'):         # the stage, then the finish the replay command runs (figures, no view)
    out = R.replay_stage(sys.argv[1], sys.argv[2])
    import role_transfer.commands as C
    C.finish_run(out, view=False, strict=False)
else: R.replay(sys.argv[1], sys.argv[2])
total = time.perf_counter() - t0
print(json.dumps(dict(total_s=total, reported_s=M.get('reported_at'), phases={k: round(v, 3) for k, v in T.items()})))
"""


def previous_tree(tmp: Path, rev: str = PREVIOUS) -> Path:
    "The package as of commit `rev`, unpacked from git (not a worktree: nothing in the repository changes)."
    d = tmp/f'previous-{rev}'; d.mkdir()
    arch = subprocess.run(['git', '-C', str(ROOT), 'archive', rev], check=True, capture_output=True).stdout
    subprocess.run(['tar', '-x', '-C', str(d)], input=arch, check=True)
    return d


def _replay_in(tree: Path, src: Path, out: Path) -> dict:
    "Replay `src` into `out` with the package in `tree`, in a fresh interpreter; phase times from inside it."
    env = {**os.environ, 'PYTHONPATH': str(tree)}
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, '-c', _PHASES, str(src), str(out)], env=env, capture_output=True, text=True, cwd=tree)
    wall = time.perf_counter() - t0
    if r.returncode: raise RuntimeError(f'replay with {tree} failed: {r.stderr[-2000:]}')
    res = json.loads(r.stdout.strip().splitlines()[-1])
    return dict(wall_s=round(wall, 3), replay_s=round(res['total_s'], 3), phases=res['phases'],
                rescored_and_reported_s=round(res['reported_s'], 3))


_VOLATILE = ('run',)   # the run block names the source, the time and the chain: different for every replay

def same_results(a: Path, b: Path) -> dict:
    "Do two replays of one run give the same verdicts and the same report numbers?"
    va = [(json.loads(l)['passed'], json.loads(l)['verdict']) for l in (a/'cells.jsonl').open(encoding='utf-8')]
    vb = [(json.loads(l)['passed'], json.loads(l)['verdict']) for l in (b/'cells.jsonl').open(encoding='utf-8')]
    ra, rb = (json.loads((d/'report.json').read_text(encoding='utf-8')) for d in (a, b))
    keys = sorted(k for k in set(ra) | set(rb) if k not in _VOLATILE and ra.get(k) != rb.get(k))
    return dict(verdicts_identical=va == vb, report_identical=not keys, report_keys_differing=keys)


def _inline_twin(src: Path, out: Path) -> Path:
    "The same synthetic run in the layout the previous code reads: each cell's raw exchanges back inline."
    from role_transfer.records.rundir import read_run, rechain
    out.mkdir()
    for n in ('manifest.json', 'tasks.json'): shutil.copyfile(src/n, out/n)
    run = read_run(src)
    cells = [{**{k: v for k, v in c.to_dict().items() if k != 'exchanges'}, 'schema': 'role_transfer.cell/1'} for c in run.cells]
    rechain(cells, out/'cells.jsonl', run.manifest.chain_start('cells.jsonl'))
    return out


def bench_replay_vs_previous(tmp: Path, n_cells: int, previous: str = PREVIOUS) -> dict:
    "Replay of an n-cell synthetic campaign, this code and the previous one, side by side."
    sys.path.insert(0, str(ROOT/'bench'))
    from synthetic_run import make_synthetic_run
    src = make_synthetic_run(tmp/'syn', n_cells=n_cells)
    old_src = _inline_twin(src, tmp/'syn-inline')          # the previous code cannot read the sidecar layout
    size = (src/'cells.jsonl').stat().st_size
    sizes = dict(cells_jsonl_bytes=size, exchanges_jsonl_bytes=(src/'exchanges.jsonl').stat().st_size,
                 inline_cells_jsonl_bytes=(old_src/'cells.jsonl').stat().st_size)
    prev = previous_tree(tmp, previous)
    os.sync()     # the 1.6 GB just written goes to disk now, not under the replays' own fsyncs
    new = _replay_in(ROOT, src, tmp/'replay-now')
    os.sync()
    old = _replay_in(prev, old_src, tmp/'replay-previous')
    for r in (new, old): r['ms_per_cell'] = {k: round(v / n_cells * 1e3, 3) for k, v in {**r['phases'], 'total': r['replay_s']}.items()}
    same = same_results(tmp/'replay-now', tmp/'replay-previous')
    for d in ('replay-now', 'replay-previous', 'syn', 'syn-inline', f'previous-{previous}'): shutil.rmtree(tmp/d)
    return dict(cells=n_cells, **sizes, previous=previous, now=new, before=old,
                ratio=round(old['replay_s'] / new['replay_s'], 2), **same,
                note='now: the sidecar layout (cell/2); previous: the same cells with raw exchanges inline (cell/1)',
                ratio_rescored_and_reported=round(old['rescored_and_reported_s'] / new['rescored_and_reported_s'], 2),
                target='rescored_and_reported_s < 10 at 10,000 cells on 2 cores (the replay stage and the report; '
                       'figures and finalise follow in the command and are listed as phases)')


_GATES_TIMING = r"""
import hashlib, json, sys, time
from pathlib import Path
from role_transfer.agent.core import read_jsonl
from role_transfer.agent.trajectory import trajectory_from_dict
import role_transfer.measure.reference_tasks as R, role_transfer.measure.tasks as T
load_tasks = getattr(R, 'load_tasks', None) or T.load_tasks   # its home now; tasks.load_tasks before
import role_transfer.measure.gates as G
run, repeats, clear = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == 'clear'
tasks = {t.id: t for t in load_tasks(run/'tasks.json')}
cells = [(trajectory_from_dict(c['trajectory']), tasks[c['task_id']]) for c in read_jsonl(run/'cells.jsonl')]
caches = [getattr(G, n) for n in ('_grams', '_source_pairs') if hasattr(G, n)]   # the previous gates' lru_caches
wall, cpu, out = [], [], None
for _ in range(repeats):
    for c in caches: c.cache_clear()
    w, p, vs = time.perf_counter(), time.process_time(), []
    for t, task in cells:
        if clear:
            for c in caches: c.cache_clear()
        vs.append(G.score(t, task, secrets={}, rerun_code=False))
    wall.append(time.perf_counter() - w); cpu.append(time.process_time() - p)
    out = vs
digest = hashlib.sha256(json.dumps([v.to_dict() for v in out], default=str, sort_keys=True).encode()).hexdigest()
print(json.dumps(dict(cells=len(cells), wall_ms=[x / len(cells) * 1e3 for x in wall],
                      cpu_ms=[x / len(cells) * 1e3 for x in cpu], verdicts_sha256=digest)))
"""


def _gates_in(tree: Path, run: Path, repeats: int, clear: bool = False) -> dict:
    "Per-cell `score()` times over the cells of `run`, with the package in `tree`, in a fresh interpreter."
    r = subprocess.run([sys.executable, '-c', _GATES_TIMING, str(run), str(repeats), 'clear' if clear else 'keep'],
                       env={**os.environ, 'PYTHONPATH': str(tree)}, capture_output=True, text=True, cwd=tree)
    if r.returncode: raise RuntimeError(f'gates timing with {tree} failed: {r.stderr[-2000:]}')
    return json.loads(r.stdout.strip().splitlines()[-1])


GATES_PREVIOUS = 'd14f720'   # the gates before issue 15's faster-scoring work


def bench_gates(tmp: Path, n_cells: int, rounds: int = 2, repeats: int = 1) -> dict:
    """`gates.score` per cell on one synthetic run (bench/synthetic_run.py): this code vs GATES_PREVIOUS, each in
    its own interpreter, alternating, best of `rounds` x `repeats` passes; the previous code is timed as it is
    (its two lru_caches over system texts kept warm from cell to cell, which a synthetic run of repeated texts
    flatters) and with those caches cleared before every cell (what a cell costs it on its own)."""
    sys.path.insert(0, str(ROOT/'bench'))
    from synthetic_run import make_synthetic_run
    src = make_synthetic_run(tmp/'syn-gates', n_cells=n_cells)
    prev = tmp/f'previous-{GATES_PREVIOUS}'
    if not prev.exists(): prev = previous_tree(tmp, GATES_PREVIOUS)
    variants = dict(now=(ROOT, False), before=(prev, False), before_caches_cleared=(prev, True))
    runs = {k: [] for k in variants}
    for _ in range(rounds):
        for k, (tree, clear) in variants.items(): runs[k].append(_gates_in(tree, src, repeats, clear))
    shutil.rmtree(src)
    best = {k: dict(wall_ms=round(min(x for r in rs for x in r['wall_ms']), 3),
                    cpu_ms=round(min(x for r in rs for x in r['cpu_ms']), 3)) for k, rs in runs.items()}
    digests = {k: {r['verdicts_sha256'] for r in rs} for k, rs in runs.items()}
    return dict(cells=n_cells, previous=GATES_PREVIOUS, **best,
                ratio=round(best['before']['cpu_ms'] / best['now']['cpu_ms'], 2),
                ratio_caches_cleared=round(best['before_caches_cleared']['cpu_ms'] / best['now']['cpu_ms'], 2),
                verdicts_identical=len(set.union(*digests.values())) == 1,
                load_average=round(os.getloadavg()[0], 1),
                note='score(secrets={}, rerun_code=False) per cell, CPU time of the scoring process (best pass); '
                     'verdicts compared as the SHA-256 of every to_dict()',
                target='ratio >= 3 (5 aimed at)')

FINISH_PREVIOUS = 'd14f720'   # finish_run before the one-read, fast-scan, bounded-view work

_FINISH = r"""
import json, sys, time, hashlib
from pathlib import Path
import role_transfer.records.rundir as D, role_transfer.present.report as R, role_transfer.present.figures as F
import role_transfer.present.view as V, role_transfer.audit.provenance as P, role_transfer.commands as C
T, N = {}, {}
def timed(mod, name, key):
    f = getattr(mod, name)
    def w(*a, **k):
        t = time.perf_counter(); N[key] = N.get(key, 0) + 1
        try: return f(*a, **k)
        finally: T[key] = T.get(key, 0) + time.perf_counter() - t
    setattr(mod, name, w)
for mod in (D, R, F, V): timed(mod, 'read_run', 'read_run (inside the phases)')
for mod, name, key in ((R, 'write_report', 'report'), (F, 'make_figures', 'figures'), (V, 'write_view', 'view'),
                       (P, 'finalize_run', 'finalise (credential scan, hashes)')):
    timed(mod, name, key)
t0 = time.perf_counter(); C.finish_run(sys.argv[1]); total = time.perf_counter() - t0
d = Path(sys.argv[1])
digest = lambda p: hashlib.sha256(p.read_bytes()).hexdigest() if p.exists() else None
print(json.dumps(dict(total_s=total, phases={k: round(v, 3) for k, v in T.items()}, calls=N,
                      files={p.relative_to(d).as_posix(): digest(p) for p in sorted(d.rglob('*'))
                             if p.is_file() and (p.suffix == '.png' or p.name in ('report.json', 'report.md', 'view.html'))},
                      view_bytes=(d/'view.html').stat().st_size)))
"""


def _finish_in(tree: Path, run: Path) -> dict:
    "`finish_run(run)` with the package in `tree`, in a fresh interpreter; phase times from inside it."
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, '-c', _FINISH, str(run)], env={**os.environ, 'PYTHONPATH': str(tree)},
                       capture_output=True, text=True, cwd=tree)
    wall = time.perf_counter() - t0
    if r.returncode: raise RuntimeError(f'finish with {tree} failed: {r.stderr[-2000:]}')
    res = json.loads(r.stdout.strip().splitlines()[-1])
    return dict(wall_s=round(wall, 3), finish_s=round(res['total_s'], 3), phases=res['phases'], calls=res['calls'],
                view_bytes=res['view_bytes'], files=res['files'])


def bench_finish(tmp: Path, n_cells: int) -> dict:
    "`finish_run` (report, figures, view, finalise) of an n-cell replayed synthetic run: now vs FINISH_PREVIOUS."
    sys.path.insert(0, str(ROOT/'bench'))
    from synthetic_run import make_synthetic_run
    from role_transfer.measure.replay import replay_stage
    src = make_synthetic_run(tmp/'fsyn', n_cells=n_cells)
    replay_stage(src, tmp/'fin-base', secrets={})                 # the records finish_run starts from
    prev = tmp/f'previous-{FINISH_PREVIOUS}'
    if not prev.exists(): prev = previous_tree(tmp, FINISH_PREVIOUS)
    shutil.copytree(tmp/'fin-base', tmp/'fin-now')
    _inline_twin(tmp/'fin-base', tmp/'fin-before')               # the previous code reads raw exchanges inline only
    new, old = _finish_in(ROOT, tmp/'fin-now'), _finish_in(prev, tmp/'fin-before')
    fn, fo = new.pop('files'), old.pop('files')
    same = {name: fn.get(name) == fo.get(name) for name in sorted(set(fn) | set(fo))}
    for p in (src, tmp/'fin-base', tmp/'fin-now', tmp/'fin-before'): shutil.rmtree(p)
    return dict(cells=n_cells, previous=FINISH_PREVIOUS, now=new, before=old,
                ratio=round(old['finish_s'] / new['finish_s'], 2), identical_files=same,
                note='view.html differs by design above VIEW_DETAIL_CELLS cells (conversations bounded)',
                target='finish of 500 cells < ~5 s, about linear in cells')


def _cli_once(tree: Path) -> tuple:
    code = ("import sys, time; t = time.perf_counter()\n"
            "try: from role_transfer.commands import compare_main\n"
            "except ImportError: from role_transfer.measure.campaign import compare_main\n"
            "try: compare_main(['--help'])\n"
            "except SystemExit: pass\n"
            f"print('@@', time.perf_counter() - t, ' '.join(m for m in {HEAVY!r} if m in sys.modules))")
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, '-c', code], env={**os.environ, 'PYTHONPATH': str(tree)}, capture_output=True,
                       text=True, cwd=tree)
    wall = time.perf_counter() - t0
    line = next(l for l in r.stdout.splitlines() if l.startswith('@@'))
    _, inside, *heavy = line.split()
    return wall, float(inside), heavy


def bench_cli(tmp: Path, repeats: int = 5) -> dict:
    "`role_transfer_compare --help` in a fresh interpreter: wall time (median), now vs previous, alternating."
    prev = tmp/f'previous-{PREVIOUS}' if (tmp/f'previous-{PREVIOUS}').exists() else previous_tree(tmp)
    runs = {'now': [], 'before': []}
    for _ in range(repeats):
        for k, tree in (('now', ROOT), ('before', prev)): runs[k].append(_cli_once(tree))
    row = lambda rs: dict(wall_s=round(statistics.median(r[0] for r in rs), 3),
                          import_and_help_s=round(statistics.median(r[1] for r in rs), 3), heavy_modules=rs[0][2])
    now, before = row(runs['now']), row(runs['before'])
    return dict(command='role_transfer_compare --help (compare_main)', repeats=repeats, previous=PREVIOUS, now=now,
                before=before, ratio=round(before['wall_s'] / now['wall_s'], 2))


def bench_suite() -> dict:
    "The README test command's pieces, timed one after the other (as CI runs them)."
    out = {}
    pytest = [sys.executable, '-m', 'pytest', '-q', '-n', '2', '--dist', 'loadfile', 'tests']   # as the README runs it
    steps = (('compileall', [sys.executable, '-m', 'compileall', '-q', 'role_transfer']),   # the README's order
             ('nbdev_test', ['nbdev_test', '--n_workers', '2']), ('pytest', pytest))
    for name, cmd in steps:
        t0 = time.perf_counter()
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env={**os.environ, 'PYTHONPATH': str(ROOT)})
        out[name] = dict(seconds=round(time.perf_counter() - t0, 1), returncode=r.returncode, tail=r.stdout.strip().splitlines()[-1:])
        log = Path(tempfile.gettempdir())/f'role_transfer-bench-{name}.log'        # the whole output, for a failure
        log.write_text(r.stdout + r.stderr, encoding='utf-8'); print(f'{name}: {out[name]}; output in {log}', flush=True)
    out['total_s'] = round(sum(v['seconds'] for v in out.values()), 1)
    out['note'] = f'load average at the end {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs (the machine is shared)'
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--quick', action='store_true', help='smaller sizes (a smoke check of the script)')
    ap.add_argument('--write', action='store_true')
    ap.add_argument('--only', default='concurrency,overhead,replay,replay10k,finish,gates,cli',
                    help='comma-separated sections: concurrency, overhead, replay, replay10k, finish, gates, cli, suite')
    ap.add_argument('--cells', type=int, default=10000, help='size of the replay10k campaign')
    ap.add_argument('--finish-cells', type=int, default=1000, help='size of the finish run')
    ap.add_argument('--previous', default=PREVIOUS, help='the commit replay10k compares with')
    ap.add_argument('--suite', action='store_true', help='also time the README test command (long)')
    a = ap.parse_args()
    only = set(a.only.split(',')) | ({'suite'} if a.suite else set())
    old = json.loads((ROOT/'bench'/'results.json').read_text()) if (ROOT/'bench'/'results.json').exists() else {}
    res = dict(old, machine=dict(python=platform.python_version(), cpus=os.cpu_count(), platform=platform.platform()),
               source=SCRIPTED_ENDPOINT + ' with injected latency', date=time.strftime('%Y-%m-%d'))
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        if 'concurrency' in only:
            res['concurrency'] = bench_concurrency(tmp, latency=0.05 if a.quick else 0.2, n=4, trials=1 if a.quick else 4)
            print(json.dumps(res['concurrency']), flush=True)
        if 'overhead' in only:
            res['overhead'] = [bench_overhead(lat, calls=10, repeats=1 if a.quick else 3) for lat in ((0.05,) if a.quick else (0.05, 0.2))]
            print(json.dumps(res['overhead']), flush=True)
        if 'replay' in only:
            res['replay'] = bench_replay(tmp, 100 if a.quick else 1000)
            print(json.dumps(res['replay']), flush=True)
        if 'replay10k' in only:
            res['replay10k'] = bench_replay_vs_previous(tmp, 200 if a.quick else a.cells, a.previous)
            res['replay10k']['load_average'] = round(os.getloadavg()[0], 1)
            print(json.dumps(res['replay10k']), flush=True)
        if 'gates' in only:
            res['gates'] = bench_gates(tmp, 200 if a.quick else 500, rounds=1 if a.quick else 2, repeats=1)
            print(json.dumps(res['gates']), flush=True)
        if 'finish' in only:
            res['finish'] = bench_finish(tmp, 100 if a.quick else a.finish_cells)
            res['finish']['load_average'] = round(os.getloadavg()[0], 1)
            print(json.dumps(res['finish']), flush=True)
        if 'cli' in only:
            res['cli'] = bench_cli(tmp, 2 if a.quick else 5)
            print(json.dumps(res['cli']), flush=True)
        if 'suite' in only:
            res['suite'] = bench_suite()
            print(json.dumps(res['suite']), flush=True)
    cpu = cpu_model()          # rows of different days may come from different machines: each row names its own
    for k in only & set(res): res[k] = [dict(o, measured=res['date'], cpu=cpu) for o in res[k]] if isinstance(res[k], list) else dict(res[k], measured=res['date'], cpu=cpu)
    if a.write:
        (ROOT/'bench'/'results.json').write_text(json.dumps(res, indent=1) + '\n')
        readme = ROOT/'bench'/'README.md'
        text = readme.read_text()
        start, end = '<!-- RESULTS -->', '<!-- /RESULTS -->'
        table = render(res)
        text = text[:text.index(start) + len(start)] + '\n' + table + '\n' + text[text.index(end):]
        readme.write_text(text)


def cpu_model() -> str:
    "The processor's model name, as /proc/cpuinfo gives it (or the platform's processor string)."
    try:
        for line in Path('/proc/cpuinfo').read_text().splitlines():
            if line.startswith('model name'): return line.split(':', 1)[1].strip()
    except OSError: pass
    return platform.processor() or 'unknown'


def _processors(r) -> str:
    "Which processor each day's rows ran on (recorded since 2026-12-02; rows before do not name theirs)."
    by = {}
    for k, x in r.items():
        for o in (x if isinstance(x, list) else [x]):
            if isinstance(o, dict) and 'measured' in o: by.setdefault(o['measured'], set()).add(o.get('cpu', 'not recorded'))
    return 'Processor: ' + '; '.join(f"{d}: {', '.join(sorted(v))}" for d, v in sorted(by.items())) + '.'


def _cpu(x) -> str:
    "The processor a row was measured on."
    return x.get('cpu') or 'processor not recorded'


def render(r) -> str:
    c, rp = r['concurrency'], r['replay']
    dates = sorted({x.get('measured', '2026-11-30') for k in ('concurrency', 'replay', 'replay10k', 'finish', 'gates', 'cli', 'suite') if k in r
                    for x in [r[k]]} | {o.get('measured', '2026-11-30') for o in r.get('overhead', [])})
    lines = [f"Measured {', '.join(dates)} (each row's date in results.json) on {r['machine']['cpus']} CPUs, "
             f"Python {r['machine']['python']}; source: {r['source']} (the replay and CLI rows: no endpoint). "
             + _processors(r), '',
             '| benchmark | measured | target |', '|---|---|---|',
             f"| campaign, {c['pairs']} pairs, latency {c['latency_s']}s: concurrency 1 vs {c['concurrency']} | {c['serial_s']} s vs {c['concurrent_s']} s (ideal {c['ideal_s']} s); ratio to ideal **{c['ratio_to_ideal']}** | ≤ 1.2 |"]
    for o in r['overhead']:
        lines.append(f"| harness overhead per call, latency {o['latency_s']}s | loop {o['loop_per_call_ms']} ms vs bare SDK {o['bare_per_call_ms']} ms: **{o['overhead_pct']}%** ({o['overhead_ms']} ms) | ≤ 5% |")
    lines.append(f"| replay of {rp['cells']} synthetic cells (re-score + report) | **{rp['replay_s']} s** ({rp['per_cell_ms']} ms/cell) | < 10 s |")
    if 'replay10k' in r:
        x = r['replay10k']; n, b = x['now'], x['before']
        if 'rescored_and_reported_s' in n:
            lines.append(f"| replay of {x['cells']:,} synthetic cells, **re-scored and reported** (the stage, then the report), "
                         f"now vs {x['previous']} (load average {x.get('load_average', '?')}; {_cpu(x)}) | **{n['rescored_and_reported_s']} s** "
                         f"({n['rescored_and_reported_s'] / x['cells'] * 1e3:.2f} ms/cell) vs {b['rescored_and_reported_s']} s: "
                         f"**{x['ratio_rescored_and_reported']}×** | < 10 s at 10,000 cells |")
        lines.append(f"| replay command of {x['cells']:,} synthetic cells ({x['cells_jsonl_bytes'] / 1e6:.0f} MB), with figures and "
                     f"finalise, now vs {x['previous']} | **{n['replay_s']} s** vs {b['replay_s']} s: "
                     f"**{x['ratio']}×** faster; verdicts identical: {x['verdicts_identical']}, report identical: "
                     f"{x['report_identical']} | |")
        for k in list(n['phases']) + [k for k in b['phases'] if k not in n['phases']]:   # both sides' phases
            lines.append(f"| &nbsp;&nbsp;phase: {k} | {n['phases'].get(k, '—')} s vs {b['phases'].get(k, '—')} s | |")
    if 'finish' in r:
        x = r['finish']; n, b = x['now'], x['before']
        lines.append(f"| finish_run of {x['cells']:,} replayed synthetic cells (report, figures, view, finalise), now vs "
                     f"{x['previous']} (load average {x.get('load_average', '?')}; {_cpu(x)}) | **{n['finish_s']} s** vs {b['finish_s']} s: "
                     f"**{x['ratio']}×**; identical: {', '.join(k for k, v in x['identical_files'].items() if v)}; "
                     f"view {n['view_bytes'] / 1e6:.1f} MB vs {b['view_bytes'] / 1e6:.1f} MB | < 5 s at 500 cells |")
        for k in n['phases']:
            lines.append(f"| &nbsp;&nbsp;phase: {k} | {n['phases'][k]} s ({n['calls'][k]}×) vs {b['phases'].get(k, '?')} s "
                         f"({b['calls'].get(k, '?')}×) | |")
    if 'gates' in r:
        g = r['gates']
        lines.append(f"| `gates.score` per cell, {g['cells']} synthetic cells, now vs {g['previous']} (load average "
                     f"{g.get('load_average', '?')}) | **{g['now']['cpu_ms']} ms** vs {g['before']['cpu_ms']} ms CPU: "
                     f"**{g['ratio']}×** ({g['ratio_caches_cleared']}× against {g['previous']} with its caches cleared per "
                     f"cell); verdicts identical: {g['verdicts_identical']} | ≥ 3× |")
    if 'cli' in r:
        c = r['cli']
        lines.append(f"| `{c['command']}`, fresh interpreter, median of {c['repeats']} | **{c['now']['wall_s']} s** vs "
                     f"{c['before']['wall_s']} s ({c['ratio']}×); heavy modules imported now: "
                     f"{', '.join(c['now']['heavy_modules']) or 'none'} | |")
    if 'suite' in r:
        u = r['suite']
        comp = f"compileall {u['compileall']['seconds']} s, " if 'compileall' in u else ''
        lines.append(f"| README test command: compileall + nbdev_test + pytest ({_cpu(u)}) | **{u['total_s']} s** ({comp}"
                     f"nbdev_test {u['nbdev_test']['seconds']} s, pytest {u['pytest']['seconds']} s); {u['note']} | < 180 s |")
    return '\n'.join(lines)


if __name__ == '__main__':
    main()
