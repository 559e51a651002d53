#!/usr/bin/env python
"""A synthetic campaign of any size, made from the committed offline example's real cells.

    python bench/synthetic_run.py OUT --cells 2000 [--trials 5] [--seed 0]

Every synthetic task is a copy of one of the example's tasks under a new id (`<id>__s0007`); every cell is a copy of
the example's cell of the same task template, arm and trial parity, with its task, trial, pair index, position and
timestamps re-written, so the structure (trajectory, calls, events, raw exchanges, verdict) is exactly what a real
offline campaign records. So that the statistics have something to chew on, a seeded share of cells (more in the
first arm than in the second) has its deliverable cut to a stub, which the gates then fail on re-scoring. The run
directory has a manifest with a fresh chain, a chained `cells.jsonl`, the raw exchanges in the sidecar
`exchanges.jsonl` (the layout a campaign writes, `role_transfer.cell/2`, whatever the layout of the source) and
`tasks.json`; no boundary or judge files (the replay copies those verbatim, so they only add constant time). Numbers
in it come from the scripted endpoint.
"""
import argparse, json, random, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path: sys.path.insert(0, str(ROOT))

from role_transfer.agent.core import write_json, sha256_file, validation_dir
from role_transfer.records.rundir import (new_chain, rechain, read_run, Cell, split_exchanges, JsonlAppender,
                                  EXCHANGES_FILE)

EXAMPLE = validation_dir()/'runs'/'offline-example'
FAIL_SHARE = {'transfer': 0.35, 'skill': 0.2}   # seeded share of cells whose deliverable is cut to a stub


def _templates(cells: list) -> dict:
    "(task id, arm, trial parity) -> the example's cell."
    return {(c['task_id'], c['arm'], c['trial'] % 2): c for c in cells}


def _cell(tpl: dict, task_id: str, trial: int, pair_index: int, position: int, fail: bool) -> dict:
    "A copy of template cell `tpl` re-labelled for `task_id`/`trial` (only the changed parts are copied)."
    t = dict(tpl['trajectory'])
    t['task'] = {**t['task'], 'id': task_id}
    t['started_at'] = f'2026-12-01T{pair_index // 3600 % 24:02d}:{pair_index // 60 % 60:02d}:{pair_index % 60:02d}.000+00:00'
    t['finished_at'] = t['started_at']
    if fail: t['final_text'] = t['final_text'][:12]
    v = {**tpl['verdict'], 'task_id': task_id} if tpl.get('verdict') else tpl.get('verdict')
    return {**tpl, 'task_id': task_id, 'trial': trial, 'pair_index': pair_index, 'position': position,
            'verdict': v, 'trajectory': t}


def make_synthetic_run(out,                  # new run directory
                       n_cells: int = 2000,  # cells to write (rounded down to whole pairs of whole tasks)
                       trials: int = 5,      # trials per synthetic task
                       seed: int = 0,        # seeds which cells fail
                       source=EXAMPLE        # the run whose cells are the templates
                      ) -> Path:
    "Write a synthetic campaign of about `n_cells` cells to `out`; returns the run directory."
    src, out = Path(source), Path(out)
    cells = [c.to_dict() for c in read_run(src).cells]          # raw exchanges included, whatever the layout
    manifest = json.loads((src/'manifest.json').read_text())
    tasks = json.loads((src/'tasks.json').read_text())
    arms, tpl = manifest['config']['arms'], _templates(cells)
    n_tasks = max(1, n_cells // (len(arms) * trials))
    rng, syn_tasks, schedule, out_cells = random.Random(seed), [], [], []
    for k in range(n_tasks):
        base = tasks[k % len(tasks)]
        tid = f"{base['id']}__s{k:04d}"
        syn_tasks.append({**base, 'id': tid})
        for trial in range(trials):
            pi = len(schedule)
            order = arms if pi % 2 == 0 else arms[::-1]
            schedule.append(dict(pair_index=pi, task_id=tid, trial=trial, order=list(order)))
            for pos, arm in enumerate(order):
                out_cells.append(_cell(tpl[(base['id'], arm, trial % 2)], tid, trial, pi, pos,
                                       rng.random() < FAIL_SHARE.get(arm, 0.25)))
    out.mkdir(parents=True, exist_ok=False)
    (out/'tasks.json').write_text(json.dumps(syn_tasks, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
    run_id = f'synthetic-{len(out_cells)}-s{seed}'
    chain = new_chain(run_id)
    m = {**manifest, 'run_id': run_id, 'schedule': schedule, 'chain': chain, 'task_count': n_tasks,
         'task_file_sha256': sha256_file(out/'tasks.json'),
         'config': {**manifest['config'], 'trials': trials, 'output': str(out)},
         'synthetic': dict(source=str(src), cells=len(out_cells), tasks=n_tasks, trials=trials, seed=seed,
                           fail_share=FAIL_SHARE)}
    write_json(out/'manifest.json', m)
    split = [split_exchanges(Cell.from_dict(c, 'synthetic cell')) for c in out_cells]
    JsonlAppender(out/EXCHANGES_FILE).append_lines([raw for _, raw in split if raw is not None])
    rechain([c for c, _ in split], out/'cells.jsonl', chain['files']['cells.jsonl'])
    return out


if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('out', help='new run directory')
    ap.add_argument("--cells", type=int, default=2000)
    ap.add_argument('--trials', type=int, default=5)
    ap.add_argument('--seed', type=int, default=0)
    a = ap.parse_args()
    d = make_synthetic_run(a.out, a.cells, a.trials, a.seed)
    print(f'wrote {d}')
