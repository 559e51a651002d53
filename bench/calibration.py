#!/usr/bin/env python
"""Calibration of the report's tests and intervals under task clustering (the large version of the table in
nbs/instrument/measure/14_stats.ipynb): simulated campaigns of 10-60 tasks x 1-5 trials, within-task correlation 0 / 0.5 / 1,
under the null (delta = 0) and an alternative (delta = 0.15).

    python bench/calibration.py                # 300 null campaigns per design, about 2 minutes on 2 cores
    python bench/calibration.py --sims 500 --write   # the recorded table (about 4 minutes); updates bench/README.md

Targets (issue 11): type-I error within [3%, 7%] at alpha = 0.05 and coverage within [93%, 97%] from 20 tasks on.
Numbers come from role_transfer.measure.stats.calibrate (simulated data, no model, no endpoint).
"""
import argparse, platform, re, sys, time
from pathlib import Path
import pandas as pd
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from role_transfer.measure.stats import calibrate, MIN_CALIBRATED_TASKS

DESIGNS = [(n, m, r) for n in (10, 20, 36, 60) for m in (1, 3, 5) for r in ((0.0,) if m == 1 else (0.0, 0.5, 1.0))]
NULL_COLS = ['primary t test rejects', 'sign-flip exact rejects', 'McNemar exact rejects', 'bootstrap diff. CI excludes 0',
             'primary CI covers', 'arm CI (task bootstrap) covers', 'arm CI (cell Wilson) covers']

def table(sims: int, seed: int) -> tuple:
    null = pd.DataFrame([calibrate(n, m, r, 0.0, n_sims=sims, seed=seed) for n, m, r in DESIGNS])
    alt = pd.DataFrame([calibrate(n, m, r, 0.15, n_sims=max(1, sims // 2), seed=seed) for n, m, r in DESIGNS])
    return null, alt

def _wilson(k, n, z=1.96):
    p = k / n; d = 1 + z * z / n; c = (p + z * z / (2 * n)) / d; h = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / d
    return c - h, c + h

def verdicts(null: pd.DataFrame, alt: pd.DataFrame) -> list:
    "Per check: pooled rate, range over designs, target, verdict. A design meets a target when the 95% Wilson interval of its simulated rate overlaps it (simulation noise)."
    both = pd.concat([null, alt])
    checks = [('primary t test: type-I error', null, 'primary t test rejects', (0.03, 0.07)),
              ('primary t interval: coverage (null and alternative)', both, 'primary CI covers', (0.93, 0.97)),
              ('arm Pass@1 task-bootstrap interval: coverage', null, 'arm CI (task bootstrap) covers', (0.93, 0.97)),
              ('exact McNemar: type-I error (secondary; valid only with one trial)', null, 'McNemar exact rejects', (0.03, 0.07)),
              ('cell Wilson interval: coverage (no longer printed)', null, 'arm CI (cell Wilson) covers', (0.93, 0.97))]
    out = []
    for label, df, col, (lo, hi) in checks:
        for scope, sel in ((f'>= {MIN_CALIBRATED_TASKS} tasks', df['n_tasks'] >= MIN_CALIBRATED_TASKS), ('10 tasks', df['n_tasks'] == 10)):
            d = df[sel]
            ok = all(_wilson(round(r[col] * r['n_sims']), r['n_sims'])[0] <= hi and _wilson(round(r[col] * r['n_sims']), r['n_sims'])[1] >= lo
                     for _, r in d.iterrows())
            pooled = (d[col] * d['n_sims']).sum() / d['n_sims'].sum()
            out.append((f'{label}, {scope}', pooled, d[col].min(), d[col].max(), f'[{lo:.0%}, {hi:.0%}]', 'met' if ok else 'NOT met'))
    return out

def _fmt(df, cols) -> list:
    return (['| ' + ' | '.join(['tasks', 'trials', 'ρ'] + cols) + ' |', '|' + '---|' * (3 + len(cols))] +
            ['| ' + ' | '.join([str(int(r['n_tasks'])), str(int(r['trials'])), f"{r['rho']:g}"] + [f'{r[c]:.3f}' for c in cols]) + ' |'
             for _, r in df.iterrows()])

def markdown(null, alt, ver, sims, secs) -> str:
    lines = [f'Measured {time.strftime("%Y-%m-%d")} on Python {platform.python_version()}, {sims} null and {max(1, sims // 2)} alternative '
             f'campaigns per design, {secs:.0f} s; source: simulated campaigns (`role_transfer.measure.stats.calibrate`), no model. '
             'A design meets a target when the 95% interval of its simulated rate overlaps the target.', '',
             '| check | pooled | min | max | target | verdict |', '|---|---|---|---|---|---|'] + [
             f'| {w} | {p:.3f} | {lo:.3f} | {hi:.3f} | {t} | {v} |' for w, p, lo, hi, t, v in ver] + [
             '', 'Under the null (δ = 0): rejection rates and coverages.', ''] + _fmt(null, NULL_COLS) + [
             '', 'Under the alternative (δ = 0.15): power and coverage.', ''] + _fmt(alt, ['primary t test rejects', 'sign-flip exact rejects', 'McNemar exact rejects', 'primary CI covers'])
    return '\n'.join(lines)

def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--sims', type=int, default=300); p.add_argument('--seed', type=int, default=20261201)
    p.add_argument('--write', action='store_true')
    a = p.parse_args(argv)
    if a.sims < 10: p.error('--sims must be >= 10')
    t0 = time.time(); null, alt = table(a.sims, a.seed); secs = time.time() - t0
    ver = verdicts(null, alt)
    md = markdown(null, alt, ver, a.sims, secs)
    print(md)
    if a.write:
        f = Path(__file__).with_name('README.md'); s = f.read_text(encoding='utf-8')
        block = f'<!-- CALIBRATION -->\n{md}\n<!-- /CALIBRATION -->'
        s = re.sub(r'<!-- CALIBRATION -->.*<!-- /CALIBRATION -->', lambda _: block, s, flags=re.S) if '<!-- CALIBRATION -->' in s else s.rstrip('\n') + (
            '\n\n## Calibration (statistics helper)\n\nThe report\'s tests and intervals under task clustering, by simulation: '
            '`python bench/calibration.py --sims 500 --write` (about four minutes on 2 shared cores). The small version runs in `nbs/instrument/measure/14_stats.ipynb`.\n\n' + block + '\n')
        f.write_text(s, encoding='utf-8')
    return 0

if __name__ == '__main__': sys.exit(main())
