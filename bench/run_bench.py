#!/usr/bin/env python
"""Benchmarks of the campaign machinery, measured side by side in one run on this machine.

    python bench/run_bench.py [--quick] [--write]

1. Campaign wall-clock at concurrency 1 and N on the offline endpoint with injected latency, against the ideal bound.
2. Harness overhead per model call: the same request bodies sent through `AgentLoop` and as bare SDK calls.
3. Replay of a 1,000-cell synthetic campaign (re-scoring with the current gates, report included).

Numbers come from the scripted endpoint with injected latency; they measure our harness, not any model.
`--write` records the results in bench/README.md (between the RESULTS markers) and bench/results.json.
"""
import argparse, json, math, os, platform, shutil, statistics, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from role_transfer.core import tasks_dir, SCRIPTED_ENDPOINT
from role_transfer.campaign import CampaignConfig, run_campaign, read_jsonl
from role_transfer.client import offline_client_config, make_client
from role_transfer.loopback import offline_endpoints, campaign_endpoints, OfflineChatServer, SequencePolicy
from role_transfer.builders import assistant, tool_call
from role_transfer.skills import load_catalog
from role_transfer.loop import AgentLoop
from role_transfer.arms import make_arm


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
    from role_transfer.replay import replay
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
            if c['task_id'] == base['task_id']: out.append(dict(c, trial=trial, pair_index=i))
    manifest['schedule'] = schedule
    manifest['config']['trials'] = max(p['trial'] for p in schedule) + 1
    (big/'manifest.json').write_text(json.dumps(manifest))
    with open(big/'cells.jsonl', 'w') as f:
        for c in out: f.write(json.dumps(c, ensure_ascii=False) + '\n')
    t0 = time.perf_counter(); replay(big, tmp/'replayed'); dt = time.perf_counter() - t0
    return dict(cells=len(out), replay_s=round(dt, 3), per_cell_ms=round(dt / len(out) * 1e3, 3), target='replay_s < 10')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--quick', action='store_true', help='smaller sizes (a smoke check of the script)')
    ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    res = dict(machine=dict(python=platform.python_version(), cpus=os.cpu_count(), platform=platform.platform()),
               source=SCRIPTED_ENDPOINT + ' with injected latency', date=time.strftime('%Y-%m-%d'))
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        res['concurrency'] = bench_concurrency(tmp, latency=0.05 if a.quick else 0.2, n=4, trials=1 if a.quick else 4)
        print(json.dumps(res['concurrency']), flush=True)
        res['overhead'] = [bench_overhead(lat, calls=10, repeats=1 if a.quick else 3) for lat in ((0.05,) if a.quick else (0.05, 0.2))]
        print(json.dumps(res['overhead']), flush=True)
        res['replay'] = bench_replay(tmp, 100 if a.quick else 1000)
        print(json.dumps(res['replay']), flush=True)
    if a.write:
        (ROOT/'bench'/'results.json').write_text(json.dumps(res, indent=1) + '\n')
        readme = ROOT/'bench'/'README.md'
        text = readme.read_text()
        start, end = '<!-- RESULTS -->', '<!-- /RESULTS -->'
        table = render(res)
        text = text[:text.index(start) + len(start)] + '\n' + table + '\n' + text[text.index(end):]
        readme.write_text(text)


def render(r) -> str:
    c, rp = r['concurrency'], r['replay']
    lines = [f"Measured {r['date']} on {r['machine']['cpus']} CPUs, Python {r['machine']['python']}; source: {r['source']}.", '',
             '| benchmark | measured | target |', '|---|---|---|',
             f"| campaign, {c['pairs']} pairs, latency {c['latency_s']}s: concurrency 1 vs {c['concurrency']} | {c['serial_s']} s vs {c['concurrent_s']} s (ideal {c['ideal_s']} s); ratio to ideal **{c['ratio_to_ideal']}** | ≤ 1.2 |"]
    for o in r['overhead']:
        lines.append(f"| harness overhead per call, latency {o['latency_s']}s | loop {o['loop_per_call_ms']} ms vs bare SDK {o['bare_per_call_ms']} ms: **{o['overhead_pct']}%** ({o['overhead_ms']} ms) | ≤ 5% |")
    lines.append(f"| replay of {rp['cells']} synthetic cells (re-score + report) | **{rp['replay_s']} s** ({rp['per_cell_ms']} ms/cell) | < 10 s |")
    return '\n'.join(lines)


if __name__ == '__main__':
    main()
