#!/usr/bin/env python
"""Cost of keeping raw exchanges: the same offline campaign with and without `--no-capture-raw`, side by side.

    python bench/raw_capture.py [--repeats 3]

Wall-clock per campaign (3 example tasks x 2 trials x 2 arms, no boundary cases) and the size of cells.jsonl. Numbers
come from the scripted loopback endpoint: they measure our harness (capture, hashing, scrubbing, writing), not a model.
"""
import argparse, json, statistics, sys, tempfile, time
from pathlib import Path
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from role_transfer.agent.core import tasks_dir
from role_transfer.measure.campaign import CampaignConfig, run_campaign
from role_transfer.testing.loopback import offline_endpoints

def once(tmp: Path, capture: bool, i: int) -> tuple:
    out = tmp/f"{'raw' if capture else 'noraw'}-{i}"
    with offline_endpoints() as ep:
        t0 = time.perf_counter()
        run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(out), trials=2, offline=True,
                                    skip_boundary=True, capture_raw=capture), progress=False, endpoints=ep)
    return time.perf_counter() - t0, (out/'cells.jsonl').stat().st_size

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('--repeats', type=int, default=3); a = ap.parse_args()
    res = {True: [], False: []}
    with tempfile.TemporaryDirectory() as d:
        for i in range(a.repeats):
            for cap in (False, True): res[cap].append(once(Path(d), cap, i))   # interleaved, so drift hits both
    med = {k: statistics.median(t for t, _ in v) for k, v in res.items()}
    out = dict(source='scripted loopback endpoint (harness cost only)', repeats=a.repeats,
               wall_s_median=dict(capture=round(med[True], 3), no_capture=round(med[False], 3)),
               ratio_capture_over_no_capture=round(med[True] / med[False], 3),
               cells_bytes=dict(capture=res[True][0][1], no_capture=res[False][0][1]))
    print(json.dumps(out, indent=1))

if __name__ == '__main__': main()
