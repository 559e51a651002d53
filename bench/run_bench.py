#!/usr/bin/env python
"""Benchmarks of the package, each measured against a bare baseline in the same run on this machine.

    python bench/run_bench.py [--quick] [--write] [--only replay,cli]

- concurrency: one offline campaign at concurrency 1 and 4, against the ideal bound (serial time / 4).
- overhead: model calls through `AgentLoop`, then the identical request bodies as bare `openai` SDK calls.
- campaign: a whole offline campaign (tools, gates, records) per model call, then its request bodies as bare SDK
  calls to a fresh loopback server with the same injected latency.
- replay: the replay stage (`replay_run`) and the finish (`finish_run`: report, figures, view, finalise) of
  synthetic runs of 216, 1,000 and 10,000 cells (bench/synthetic_run.py; `--replay-sizes`), against a plain loop that only parses the cells.
- gates: `gates.score` per cell, against building the cell's `Trajectory` from its JSON.
- cli: `role_transfer_compare --help` in a fresh interpreter, against a bare `python -c pass`.
- suite (`--suite`, long): the README test command's pieces, timed.

Numbers come from the scripted endpoint with injected latency; they measure our harness, not any model.
`--write` records the results in bench/README.md (between the RESULTS markers) and bench/results.json; `--only`
runs some sections and keeps the others' recorded results.
"""
import argparse, json, math, os, platform, shutil, statistics, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT/'bench'))

from role_transfer.agent.core import tasks_dir, SCRIPTED_ENDPOINT
from role_transfer.measure.campaign import CampaignConfig, run_campaign
from role_transfer.agent.client import offline_client_config, make_client
from role_transfer.testing.loopback import campaign_endpoints, OfflineChatServer, SequencePolicy
from role_transfer.testing.builders import assistant, tool_call
from role_transfer.agent.skills import load_catalog
from role_transfer.agent.loop import AgentLoop
from role_transfer.agent.arms import make_arm
from synthetic_run import make_synthetic_run


def _bare_calls(bodies: list, latency: float) -> float:
    "Seconds per call of sending `bodies` as bare SDK calls to a fresh loopback chat server."
    with OfflineChatServer(latency_s=latency) as srv:
        client = make_client(offline_client_config(srv.base_url, max_retries=0))
        t0 = time.perf_counter()
        for b in bodies: client.chat.completions.create(**b)
        return (time.perf_counter() - t0) / len(bodies)


def bench_concurrency(tmp: Path, latency: float, n: int, trials: int) -> dict:
    "Same campaign at concurrency 1 and n; the ideal bound is serial time / min(n, pairs)."
    times = {}
    for c in (1, n):
        cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp/f'conc{c}'), trials=trials,
                             offline=True, skip_boundary=True, concurrency=c, latency_s=latency)
        with campaign_endpoints(cfg) as ep:
            t0 = time.perf_counter(); run_campaign(cfg, progress=False, endpoints=ep)
            times[c] = time.perf_counter() - t0
    pairs = 3 * trials
    ideal = times[1] / min(n, pairs) * (math.ceil(pairs / n) * min(n, pairs) / pairs)  # whole waves of equal pairs
    return dict(latency_s=latency, pairs=pairs, concurrency=n, serial_s=round(times[1], 3),
                concurrent_s=round(times[n], 3), ideal_s=round(ideal, 3), ratio_to_ideal=round(times[n] / ideal, 3))


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
        bare_per_call.append(_bare_calls(bodies, latency))
    lp, bp = statistics.median(loop_per_call), statistics.median(bare_per_call)
    return dict(latency_s=latency, calls=calls, repeats=repeats, loop_per_call_ms=round(lp * 1e3, 3),
                bare_per_call_ms=round(bp * 1e3, 3), overhead_pct=round((lp - bp) / bp * 100, 2))


def bench_campaign(tmp: Path, latency: float, trials: int) -> dict:
    "An offline campaign per model call (everything it does) vs the same request bodies as bare SDK calls."
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp/'campaign'), trials=trials,
                         offline=True, skip_boundary=True, latency_s=latency)
    with campaign_endpoints(cfg) as ep:
        t0 = time.perf_counter(); run_campaign(cfg, progress=False, endpoints=ep); wall = time.perf_counter() - t0
        bodies = list(ep.chat.requests)
    camp, bare = wall / len(bodies), _bare_calls(bodies, latency)
    return dict(latency_s=latency, cells=6 * trials, calls=len(bodies), campaign_s=round(wall, 3),
                campaign_per_call_ms=round(camp * 1e3, 3), bare_per_call_ms=round(bare * 1e3, 3),
                ratio=round(camp / bare, 2))


def _parse_cells(run: Path) -> float:
    "Seconds to read cells.jsonl and parse each line: the least any replay must do."
    t0 = time.perf_counter()
    n = sum(1 for line in (run/'cells.jsonl').read_bytes().split(b'\n') if line.strip() and json.loads(line))
    assert n
    return time.perf_counter() - t0


def bench_replay(tmp: Path, n_cells: int) -> dict:
    "The replay stage and the finish of an n-cell synthetic run, against parsing its cells."
    from role_transfer.measure.replay import replay_run
    from role_transfer.command_parts import finish_run
    src = make_synthetic_run(tmp/f'syn{n_cells}', n_cells=n_cells, trials=4)
    os.sync()                          # what was just written goes to disk now, not under the replay's fsyncs
    parse = min(_parse_cells(src) for _ in range(3))
    t0 = time.perf_counter(); run = replay_run(src, tmp/f'rep{n_cells}', secrets={})
    stage = time.perf_counter() - t0
    t0 = time.perf_counter(); finish_run(run.path, strict=False, run=run); finish = time.perf_counter() - t0
    cells = len(run.cells)
    shutil.rmtree(src); shutil.rmtree(run.path)
    return dict(cells=cells, parse_s=round(parse, 3), replay_s=round(stage, 3), finish_s=round(finish, 3),
                replay_per_cell_ms=round(stage / cells * 1e3, 3), ratio_to_parse=round(stage / parse, 1))


def bench_gates(tmp: Path, n_cells: int) -> dict:
    "`gates.score` per cell vs building the cell's `Trajectory` from its JSON (best of 2 passes, CPU time)."
    from role_transfer.agent.core import read_jsonl
    from role_transfer.agent.trajectory import trajectory_from_dict
    from role_transfer.measure.reference_tasks import load_tasks
    from role_transfer.measure.gates import score
    src = make_synthetic_run(tmp/'syn-gates', n_cells=n_cells)
    tasks = {t.id: t for t in load_tasks(src/'tasks.json')}
    raw = [(c['trajectory'], tasks[c['task_id']]) for c in read_jsonl(src/'cells.jsonl')]
    shutil.rmtree(src)
    def cpu(f):
        best = math.inf
        for _ in range(2):
            t0 = time.process_time(); f(); best = min(best, time.process_time() - t0)
        return best / len(raw) * 1e3
    build = cpu(lambda: [trajectory_from_dict(d) for d, _ in raw])
    trajs = [(trajectory_from_dict(d), task) for d, task in raw]
    scored = cpu(lambda: [score(t, task, secrets={}, rerun_code=False) for t, task in trajs])
    return dict(cells=len(raw), score_cpu_ms=round(scored, 3), build_trajectory_cpu_ms=round(build, 3),
                note='score(secrets={}, rerun_code=False) per cell, CPU time of this process (best pass)')


def _wall(code: str) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, '-c', code], env={**os.environ, 'PYTHONPATH': str(ROOT)}, cwd=ROOT,
                   capture_output=True, check=True)
    return time.perf_counter() - t0


def bench_cli(repeats: int = 5) -> dict:
    "`role_transfer_compare --help` in a fresh interpreter vs a bare interpreter start (medians, alternating)."
    help_code = ("from role_transfer.run_commands import compare_main\n"
                 "try: compare_main(['--help'])\nexcept SystemExit: pass")
    runs = {'help': [], 'bare': []}
    for _ in range(repeats):
        runs['help'].append(_wall(help_code)); runs['bare'].append(_wall('pass'))
    h, b = statistics.median(runs['help']), statistics.median(runs['bare'])
    return dict(command='role_transfer_compare --help (compare_main)', repeats=repeats,
                help_s=round(h, 3), bare_python_s=round(b, 3))


def bench_suite() -> dict:
    "The README test command's pieces, timed one after the other (as CI runs them)."
    out = {}
    steps = (('nbdev_test', ['nbdev_test', '--n_workers', '2']),
             ('pytest', [sys.executable, '-m', 'pytest', '-q', '-n', '2', '--dist', 'loadfile', 'tests']))
    for name, cmd in steps:
        t0 = time.perf_counter()
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env={**os.environ, 'PYTHONPATH': str(ROOT)})
        out[name] = dict(seconds=round(time.perf_counter() - t0, 1), returncode=r.returncode,
                         tail=r.stdout.strip().splitlines()[-1:])
    out['total_s'] = round(sum(v['seconds'] for v in out.values()), 1)
    return out


def cpu_model() -> str:
    "The processor's model name, as /proc/cpuinfo gives it (or the platform's processor string)."
    try:
        for line in Path('/proc/cpuinfo').read_text().splitlines():
            if line.startswith('model name'): return line.split(':', 1)[1].strip()
    except OSError: pass
    return platform.processor() or 'unknown'


def render(r: dict) -> str:
    "The results table of bench/README.md."
    m = r['machine']
    lines = [f"Measured {r['date']} on {m['cpus']} CPUs ({m['cpu']}), Python {m['python']}, load average "
             f"{r.get('load_average', '?')} at the end; source: {r['source']} (replay, gates, CLI: no endpoint).", '',
             '| benchmark | today\'s code | bare baseline, same run |', '|---|---|---|']
    if 'concurrency' in r:
        c = r['concurrency']
        lines.append(f"| campaign of {c['pairs']} pairs, latency {c['latency_s']} s, concurrency {c['concurrency']} "
                     f"| {c['concurrent_s']} s (serial {c['serial_s']} s) | ideal {c['ideal_s']} s: "
                     f"**{c['ratio_to_ideal']}×** ideal |")
    for o in r.get('overhead', []):
        lines.append(f"| `AgentLoop` per model call, latency {o['latency_s']} s | {o['loop_per_call_ms']} ms | bare "
                     f"SDK {o['bare_per_call_ms']} ms: **{o['overhead_pct']}%** more |")
    if 'campaign' in r:
        c = r['campaign']
        lines.append(f"| offline campaign per model call ({c['cells']} cells, {c['calls']} calls, latency "
                     f"{c['latency_s']} s; tools, gates, records included) | {c['campaign_per_call_ms']} ms | bare "
                     f"SDK {c['bare_per_call_ms']} ms: **{c['ratio']}×** |")
    for x in r.get('replay', []):
        lines.append(f"| replay of {x['cells']:,} synthetic cells: the stage (read, re-score, write) | "
                     f"**{x['replay_s']} s** ({x['replay_per_cell_ms']} ms/cell) | parsing the cells "
                     f"{x['parse_s']} s: **{x['ratio_to_parse']}×** |")
        lines.append(f"| &nbsp;&nbsp;then the finish (report, figures, view, finalise) | {x['finish_s']} s | |")
    if 'gates' in r:
        g = r['gates']
        lines.append(f"| `gates.score` per cell ({g['cells']} synthetic cells, CPU) | **{g['score_cpu_ms']} ms** | "
                     f"building its `Trajectory` {g['build_trajectory_cpu_ms']} ms |")
    if 'cli' in r:
        c = r['cli']
        lines.append(f"| `{c['command']}`, fresh interpreter, median of {c['repeats']} | **{c['help_s']} s** | "
                     f"`python -c pass` {c['bare_python_s']} s |")
    if 'suite' in r:
        u = r['suite']
        lines.append(f"| README test command: nbdev_test + pytest | **{u['total_s']} s** (nbdev_test "
                     f"{u['nbdev_test']['seconds']} s, pytest {u['pytest']['seconds']} s) | |")
    return '\n'.join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--quick', action='store_true', help='smaller sizes (a smoke check of the script)')
    ap.add_argument('--write', action='store_true')
    ap.add_argument('--only', default='concurrency,overhead,campaign,replay,gates,cli',
                    help='comma-separated sections: concurrency, overhead, campaign, replay, gates, cli, suite')
    ap.add_argument('--suite', action='store_true', help='also time the README test command (long)')
    ap.add_argument('--replay-sizes', default='216,1000,10000',
                    help='cells of the synthetic runs the replay section replays (comma-separated)')
    a = ap.parse_args()
    only = set(a.only.split(',')) | ({'suite'} if a.suite else set())
    path = ROOT/'bench'/'results.json'
    res = json.loads(path.read_text()) if path.exists() else {}
    res.update(machine=dict(python=platform.python_version(), cpus=os.cpu_count(), cpu=cpu_model()),
               source=SCRIPTED_ENDPOINT + ' with injected latency', date=time.strftime('%Y-%m-%d'))
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        if 'concurrency' in only:
            res['concurrency'] = bench_concurrency(tmp, latency=0.05 if a.quick else 0.2, n=4,
                                                   trials=1 if a.quick else 4)
        if 'overhead' in only:
            res['overhead'] = [bench_overhead(lat, calls=10, repeats=1 if a.quick else 3)
                               for lat in ((0.05,) if a.quick else (0.05, 0.2))]
        if 'campaign' in only: res['campaign'] = bench_campaign(tmp, latency=0.05, trials=1 if a.quick else 2)
        if 'replay' in only:
            sizes = (40,) if a.quick else tuple(int(x) for x in a.replay_sizes.split(','))
            res['replay'] = [bench_replay(tmp, n) for n in sizes]
        if 'gates' in only: res['gates'] = bench_gates(tmp, 100 if a.quick else 500)
        if 'cli' in only: res['cli'] = bench_cli(2 if a.quick else 5)
        if 'suite' in only: res['suite'] = bench_suite()
    res['load_average'] = round(os.getloadavg()[0], 1)
    for k in sorted(only & set(res)): print(k, json.dumps(res[k]), flush=True)
    if a.write:
        path.write_text(json.dumps(res, indent=1) + '\n')
        readme = ROOT/'bench'/'README.md'
        text, start, end = readme.read_text(), '<!-- RESULTS -->', '<!-- /RESULTS -->'
        readme.write_text(text[:text.index(start) + len(start)] + '\n' + render(res) + '\n' + text[text.index(end):])


if __name__ == '__main__':
    main()
