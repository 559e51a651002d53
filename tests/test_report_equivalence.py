"""`build_report` (and so `report.json`) is exactly what the straightforward implementations it replaced build.

Issue 15 made the report cheaper per cell: one pass over each cell's calls instead of a 24-column row per call,
chains read from three trajectory fields instead of a rebuilt `Trajectory`, one pair table per comparison, per-task
groups found in one pass, bootstrap medians read off the sorted values, each cell's cache-write tokens counted once.
The previous code is kept here as the reference and swapped in with `monkeypatch` (every module that imported a
name gets it too); the whole report is compared as canonical JSON on the committed offline example, the test
fixtures' runs, cells made awkward on purpose (errors, failed calls, unreported counts, cache writes, a single arm,
missing cells, mixed token sources, shuffled order) and a small synthetic campaign. Speed is not asserted here: it
is measured in bench/.
"""
import copy, json, random, sys
from collections import Counter
from pathlib import Path
import numpy as np, pandas as pd, pytest
from role_transfer.measure import pricing
from role_transfer.present import report
from role_transfer.measure import stats
from role_transfer.agent.core import validation_dir
from role_transfer.records.rundir import read_run
from role_transfer.present.analysis import call_rows
from role_transfer.measure.gates import entered_roles
from role_transfer.agent.trajectory import trajectory_from_dict

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = validation_dir()/'runs'/'offline-example'
RUNS = [EXAMPLE, ROOT/'tests'/'fixtures'/'legacy-run', ROOT/'tests'/'fixtures'/'offline-example-9b9c697']


# --- the previous implementations (the reference) ---
def cache_write_tokens_ref(c):
    if c.get('cache_write_tokens') is not None: return c['cache_write_tokens']
    w = [(k.get('usage') or {}).get('cache_write_tokens') for k in (c.get('trajectory') or {}).get('calls') or []]
    w = [x for x in w if x is not None]
    return sum(w) if w else None

def cost_blockers_ref(c, prices):
    p, cached, w = prices or {}, c.get('cached_input_tokens') or 0, cache_write_tokens_ref(c) or 0
    need = (['input_per_million', 'output_per_million'] + (['cached_input_per_million'] if cached else [])
            + (['cache_write_per_million'] if w else []))
    out = [f'price {k}' for k in need if p.get(k) is None]
    if pricing.uncached_tokens(c) is None: out.append('token count input_tokens')
    if c.get('output_tokens') is None: out.append('token count output_tokens')
    return out

def cell_cost_ref(c, prices):
    if cost_blockers_ref(c, prices): return None
    p, cached, w = prices, c.get('cached_input_tokens') or 0, cache_write_tokens_ref(c) or 0
    return ((pricing.uncached_tokens(c) - w) * p['input_per_million'] + w * (p.get('cache_write_per_million') or 0)
            + cached * (p.get('cached_input_per_million') or 0) + c['output_tokens'] * p['output_per_million']) / 1e6

def price_cells_ref(cells, prices): return [{**c, 'cost_usd': cell_cost_ref(c, prices)} for c in cells]

def cost_status_ref(cells, prices):
    ok = [c for c in cells if c.get('status') != 'error']
    causes = Counter(b for c in ok for b in cost_blockers_ref(c, prices))
    return dict(cells_priced=sum(1 for c in ok if not cost_blockers_ref(c, prices)),
                cells_not_priced=sum(1 for c in ok if cost_blockers_ref(c, prices)),
                causes=dict(sorted(causes.items())), errored_cells_excluded=len(cells) - len(ok),
                cache_write_tokens_reported=any(cache_write_tokens_ref(c) for c in ok))

def call_records_ref(cells):
    return [dict(arm=r['arm'], task_id=r['task_id'], trial=r['trial'], index=r['call'], offset=r['offset'],
                 prompt_tokens=r['prompt_tokens'] or 0, cached_tokens=r['cached_tokens'],
                 after_transition=r['after_transition'], shared_prefix_bytes=r['shared_prefix_bytes'],
                 request_bytes=r['request_bytes'], source=r['usage_source'])
            for r in call_rows(cells) if not r['error']]

def cached_share_ref(calls):
    rep = [c for c in calls if c.get('cached_tokens') is not None]
    tot = sum(c.get('prompt_tokens') or 0 for c in rep)
    return {'share': sum(c['cached_tokens'] for c in rep) / tot if tot else None,
            'cached_tokens': sum(c['cached_tokens'] for c in rep),
            'prompt_tokens': tot, 'n_calls': len(rep), 'n_unreported': len(calls) - len(rep),
            'source': stats._source(calls)}

def cache_physics_ref(calls):
    calls, out = list(calls), {}
    for arm in sorted({c['arm'] for c in calls}, key=str):
        mine = [c for c in calls if c['arm'] == arm]
        parts = {'all': mine, 'after_transition': [c for c in mine if c.get('after_transition')],
                 'other': [c for c in mine if not c.get('after_transition')]}
        out[arm] = {k: {'cached_share': cached_share_ref(v), 'prefix_share': stats.prefix_share(v)}
                    for k, v in parts.items()}
    return stats.jsonable(out)

def cache_by_offset_ref(records):
    out = {}
    for arm in sorted({r['arm'] for r in records}, key=str):
        mine = [r for r in records if r['arm'] == arm and r['offset'] is not None]
        out[arm] = [dict(offset=o, **cached_share_ref([r for r in mine if r['offset'] == o]),
                         prefix_share=stats.prefix_share([r for r in mine if r['offset'] == o])['share'])
                    for o in sorted({r['offset'] for r in mine})]
    return stats.jsonable(out)

def chain_ref(cell, known=None):
    d = cell.get('trajectory')
    if not d: return None
    try: return [r or '-' for r in entered_roles(trajectory_from_dict(d))]
    except (ValueError, TypeError): return None

def strata_rates_ref(cells, arms):
    strata = sorted({str(c.get('stratum') or 'unstratified') for c in cells})
    pick = lambda s, a: [c.get('passed') for c in cells
                         if c['arm'] == a and (s == 'all' or str(c.get('stratum') or 'unstratified') == s)]
    return stats.jsonable({s: {a: stats.rate([bool(p) for p in pick(s, a)]) for a in arms} for s in ['all'] + strata})

def arm_frame_ref(cells, arm=None):
    df = pd.DataFrame(list(cells))
    if df.empty: return pd.DataFrame(columns=['task_id', 'trial', 'arm', 'passed'])
    if arm is not None: df = df[df['arm'] == arm]
    df = df.assign(passed=df['passed'].map(stats._passed).astype(bool), _key=df['task_id'].astype(str))
    return df.sort_values(['_key', 'trial'], kind='stable').drop(columns='_key').reset_index(drop=True)

def groups_of_ref(clusters):
    keys = np.array([str(c) for c in clusters])
    return [np.flatnonzero(keys == k) for k in sorted(set(keys))]

def per_task_ref(values, clusters):
    keys = np.array([str(c) for c in clusters]); v = np.asarray(values, dtype=float)
    tasks = sorted(set(keys))
    return tasks, np.array([v[keys == t].mean() for t in tasks])

def task_icc_ref(values, clusters):
    keys = np.array([str(c) for c in clusters]); v = np.asarray(values, dtype=float)
    groups = [v[keys == k] for k in sorted(set(keys))]
    n, k = len(v), len(groups)
    if k < 2 or n <= k: return None
    grand = v.mean()
    msb = sum(len(g) * (g.mean() - grand) ** 2 for g in groups) / (k - 1)
    msw = sum(((g - g.mean()) ** 2).sum() for g in groups) / (n - k)
    n0 = (n - sum(len(g) ** 2 for g in groups) / n) / (k - 1)
    den = msb + (n0 - 1) * msw
    if den <= 0: return None
    return float(min(1.0, max(0.0, (msb - msw) / den)))

def metric_test_ref(pairs, metric, alpha=stats.ALPHA):
    d = (pairs[f'{metric}_b'] - pairs[f'{metric}_a']).to_numpy(dtype=float); ok = np.isfinite(d)
    tasks = pairs['task_id'].astype(str).to_numpy()[ok]
    med = [float(np.median(d[ok][tasks == t])) for t in sorted(set(tasks))]
    r = stats.task_t_test(med, None, alpha)
    return {'p_value': r['p_value'], 'n_tasks': len(med), 'degenerate': r['degenerate'],
            'method': 't test over tasks of per-task median differences'}

def bootstrap_reps_ref(v, groups, stat, rng, n_resamples, block=250):
    if stat not in (np.mean, np.median) or len({len(g) for g in groups}) != 1:
        return np.array([stat(v[stats.resample_clusters(groups, rng)[1]]) for _ in range(n_resamples)])
    g2, reps = np.stack(groups), []
    for b in range(0, n_resamples, block):
        drawn = rng.integers(0, len(groups), (min(block, n_resamples - b), len(groups)))
        reps.append(stat(v[g2[drawn].reshape(len(drawn), -1)], axis=1))
    return np.concatenate(reps)

def paired_analysis_ref(cells, arm_a, arm_b, seed=stats.DEFAULT_SEED, metrics=stats.METRICS,
                        n_resamples=stats.N_RESAMPLES, alpha=stats.ALPHA, pairs=None):
    return PAIRED(cells, arm_a, arm_b, seed, metrics, n_resamples, alpha)   # builds its own pair table

def run_mde_ref(cells, a, b, alpha=stats.ALPHA, pairs=None): return RUN_MDE(cells, a, b, alpha)

PAIRED, RUN_MDE = stats.paired_analysis, report.run_mde

@pytest.fixture
def reference(monkeypatch):
    "Swap the previous implementations in, in every module that holds the name."
    for mod, name, ref in [(pricing, 'cache_write_tokens', cache_write_tokens_ref),
                           (pricing, 'cost_blockers', cost_blockers_ref), (pricing, 'cell_cost', cell_cost_ref),
                           (pricing, 'price_cells', price_cells_ref), (report, 'price_cells', price_cells_ref),
                           (report, 'cost_blockers', cost_blockers_ref),
                           (report, 'cache_write_tokens', cache_write_tokens_ref),
                           (report, 'cost_status', cost_status_ref), (report, 'call_records', call_records_ref),
                           (stats, 'cached_share', cached_share_ref), (report, 'cached_share', cached_share_ref),
                           (stats, 'cache_physics', cache_physics_ref), (report, 'cache_physics', cache_physics_ref),
                           (report, 'cache_by_offset', cache_by_offset_ref), (report, '_chain', chain_ref),
                           (report, 'strata_rates', strata_rates_ref), (stats, '_arm_frame', arm_frame_ref),
                           (stats, '_groups_of', groups_of_ref), (stats, '_per_task', per_task_ref),
                           (stats, 'task_icc', task_icc_ref), (report, 'task_icc', task_icc_ref),
                           (stats, 'metric_test', metric_test_ref), (report, 'metric_test', metric_test_ref),
                           (stats, '_bootstrap_reps', bootstrap_reps_ref),
                           (report, 'paired_analysis', paired_analysis_ref), (report, 'run_mde', run_mde_ref)]:
        assert hasattr(mod, name), (mod.__name__, name)
        monkeypatch.setattr(mod, name, ref)


# --- runs made awkward on purpose ---
def _awkward(cells, kind):
    "Copies of `cells` changed the way `kind` says (deterministically)."
    cs = copy.deepcopy([c.to_dict() for c in cells])
    for i, c in enumerate(cs):
        t = c.get('trajectory') or {}
        calls = t.get('calls') or []
        if kind == 'errors' and i % 5 == 1: c.update(status='error', error='provider error ' * 40)
        if kind == 'messy':
            if i % 4 == 0 and calls: calls[0].update(error='HTTP 500', usage=None)
            if i % 4 == 1 and calls: calls[-1]['usage'] = dict(calls[-1].get('usage') or {}, cached_tokens=None)
            if i % 6 == 2: c['stratum'] = None
            if i % 7 == 3: c['trajectory'] = None
            if i % 7 == 4 and calls: calls[0]['after_transition'] = True; calls[0].pop('shared_prefix_bytes', None)
            if i % 5 == 0: c.update(cached_input_tokens=None, uncached_input_tokens=None)
            if i % 9 == 5: c['output_tokens'] = None
            if i % 3 == 2 and calls: calls[0]['temperature_sent'] = 0.7
            if i % 8 == 6: c['status'] = 'error'
            if i % 10 == 7: c.update(passed=False, transitions=None)
            if i % 11 == 8 and t.get('events'): t['events'][0]['status'] = 'rejected'
            if i % 13 == 9 and t.get('events'):
                t['events'].append({'type': 'transition', 'status': 'ok', 'from': None, 'to': 'x', 'call_index': None})
            if i % 12 == 10 and t: t['schema_version'] = 'role_transfer.trajectory/0'    # unreadable: no chain
            if i % 12 == 11 and calls: calls[0]['surprise'] = 1                          # unknown call field
        if kind == 'cachewrite':
            for k in calls:
                if k.get('usage'): k['usage']['cache_write_tokens'] = 3 + i % 4
        if kind == 'mixed' and i % 3 == 0: c['usage_source'] = 'provider-reported'
    if kind == 'onearm': cs = [c for c in cs if c['arm'] == cs[0]['arm']]
    if kind == 'drop': cs = [c for i, c in enumerate(cs) if i % 4 != 2]
    if kind == 'shuffled': random.Random(4).shuffle(cs)
    return cs

PRICES = dict(input_per_million=1.5, output_per_million=6.0, cached_input_per_million=0.25)
KINDS = ['errors', 'messy', 'cachewrite', 'mixed', 'onearm', 'drop', 'shuffled']

def _both(run, request, **kw) -> tuple:
    "Canonical JSON of `build_report(run, **kw)` (or its error) with the current code and with the reference."
    def one():
        try: return json.dumps(report.build_report(run, **kw), sort_keys=True, ensure_ascii=False)
        except Exception as e: return f'{type(e).__name__}: {e}'
    fast = one()
    request.getfixturevalue('reference')
    return fast, one()


@pytest.mark.parametrize('path', RUNS, ids=lambda p: p.name)
@pytest.mark.parametrize('raw', [True, False])
def test_report_of_saved_runs_identical(path, raw, request):
    fast, ref = _both(read_run(path, raw=raw), request)
    assert fast == ref and not fast.startswith(('ValueError', 'TypeError', 'KeyError'))


@pytest.mark.parametrize('kind', KINDS)
def test_report_of_awkward_runs_identical(kind, request):
    run = read_run(EXAMPLE, raw=False)
    run.cells = _awkward(run.cells, kind)
    fast, ref = _both(run, request, prices=dict(PRICES, cache_write_per_million=2.0) if kind == 'cachewrite'
                      else PRICES, seed=7, n_resamples=400)
    assert fast == ref


def test_awkward_runs_exercise_the_paths_they_name():
    "The awkward runs reach what they are meant to reach (errors, unreadable chains, cache writes, one arm)."
    run = read_run(EXAMPLE, raw=False)
    run.cells = _awkward(read_run(EXAMPLE, raw=False).cells, 'messy')
    r = report.build_report(run, prices=PRICES, n_resamples=200)
    assert r['completeness']['errors'] > 0 and r['prices']['cost']['cells_not_priced'] > 0
    assert sum(s['n_cells'] for s in r['transition_chains'].values()) > sum(
        c['count'] for s in r['transition_chains'].values() for c in s['chains'])     # some chains unreadable
    run.cells = _awkward(read_run(EXAMPLE, raw=False).cells, 'cachewrite')
    assert report.build_report(run, prices=PRICES, n_resamples=200)['prices']['cost']['cache_write_tokens_reported']
    run.cells = _awkward(read_run(EXAMPLE, raw=False).cells, 'onearm')
    assert [c['n_pairs'] for c in report.build_report(run, n_resamples=200)['comparisons']] == [0]


@pytest.fixture(scope='module')
def synthetic(tmp_path_factory):
    "A 120-cell synthetic campaign (24 tasks, 5 trials) made from the offline example's cells."
    sys.path.insert(0, str(ROOT/'bench'))
    from synthetic_run import make_synthetic_run
    return make_synthetic_run(tmp_path_factory.mktemp('syn')/'run', n_cells=120, trials=5, seed=2)


def test_report_of_synthetic_run_identical(synthetic, request):
    run = read_run(synthetic, raw=False)
    fast, ref = _both(run, request, n_resamples=500)
    r = json.loads(fast)
    assert fast == ref and r['comparisons'][0]['n_tasks'] >= 10 and r['comparisons'][0]['trials_per_task']['max'] == 5


def test_bootstrap_medians_equal_numpy_row_by_row():
    "The sorted-values medians equal `np.median` of each resample (ties, one cluster, one value per cluster)."
    rng = np.random.default_rng(1)
    for k, g in ((30, 3), (12, 4), (1, 5), (25, 1), (7, 2)):
        v = rng.integers(-3, 4, k * g).astype(float) * rng.choice([1.0, 0.5], k * g)
        groups = stats._groups_of(np.repeat([f't{i}' for i in range(k)], g))
        fast = stats._bootstrap_reps(v, groups, np.median, stats.rng_for(5, 'm'), 613, block=100)
        ref = bootstrap_reps_ref(v, groups, np.median, stats.rng_for(5, 'm'), 613, block=100)
        assert fast.tolist() == ref.tolist()
    v = np.array([1.0, np.nan, 3.0, 4.0])                      # a NaN: numpy's own median, NaN included
    with np.errstate(invalid='ignore'):
        fast = stats._bootstrap_reps(v, [np.array([0, 1]), np.array([2, 3])], np.median, stats.rng_for(1, 'n'), 20)
    assert np.isnan(fast).any()
