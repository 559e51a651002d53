"Statistics acceptance: role_transfer.stats against statsmodels/scipy on known data; the bootstrap is seeded and cluster-aware."
import json, math
import numpy as np, pytest
from scipy.special import comb
from scipy.stats import binomtest
from statsmodels.stats.contingency_tables import mcnemar
from statsmodels.stats.proportion import proportion_confint
from role_transfer.core import PROXY, SCRIPTED_ENDPOINT
from role_transfer.stats import (mcnemar_exact, wilson_interval, pass_hat_k, pass_hat_k_curve, rng_for, pair_cells,
    cluster_bootstrap, resample_clusters, paired_analysis, arm_summary, cache_physics, median_difference)

@pytest.mark.parametrize('b,c', [(0, 0), (1, 0), (0, 1), (15, 2), (0, 30), (7, 7), (3, 9), (40, 25), (100, 70)])
def test_mcnemar_matches_statsmodels_and_scipy(b, c):
    p = mcnemar_exact(b, c)
    assert p == pytest.approx(mcnemar([[12, b], [c, 4]], exact=True).pvalue, abs=1e-12)
    if b + c: assert p == pytest.approx(binomtest(b, b + c, 0.5).pvalue, abs=1e-12)
    assert 0 <= p <= 1

def test_mcnemar_known_values():
    assert mcnemar_exact(0, 0) == 1.0 and mcnemar_exact(1, 0) == 1.0
    assert mcnemar_exact(0, 30) == pytest.approx(2 * 0.5**30, rel=1e-12)
    assert mcnemar_exact(15, 2) == pytest.approx(2 * sum(comb(17, i) for i in range(3)) / 2**17, rel=1e-12)

@pytest.mark.parametrize('x,n', [(0, 1), (1, 1), (0, 5), (5, 5), (3, 10), (7, 30), (15, 30), (29, 30), (1, 200), (123, 456)])
@pytest.mark.parametrize('alpha', [0.05, 0.1, 0.01])
def test_wilson_matches_statsmodels(x, n, alpha):
    lo, hi = wilson_interval(x, n, alpha)
    elo, ehi = proportion_confint(x, n, alpha=alpha, method='wilson')
    assert (lo, hi) == pytest.approx((elo, ehi), abs=1e-12)
    assert 0 <= lo <= x / n <= hi <= 1

def test_wilson_edge_cases():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(0, 9)[0] == 0.0 and wilson_interval(9, 9)[1] == 1.0
    with pytest.raises(ValueError): wilson_interval(4, 3)

def test_pass_hat_k_formula():
    assert pass_hat_k(3, 5, 2) == pytest.approx(3 / 10)
    for c, n in [(0, 4), (3, 5), (5, 5), (7, 10)]:
        assert pass_hat_k(c, n, 1) == pytest.approx(c / n)
        for k in range(1, n + 1): assert pass_hat_k(c, n, k) == pytest.approx(comb(c, k, exact=True) / comb(n, k, exact=True))
    with pytest.raises(ValueError): pass_hat_k(2, 3, 4)
    with pytest.raises(ValueError): pass_hat_k(2, 3, 0)

def test_pass_hat_k_curve_is_mean_over_tasks():
    outcomes = {'x': [1, 0, 1, 1], 'y': [0, 0, 1, 0], 'z': [1, 1, 1, 1]}
    cells = [dict(task_id=t, trial=i, arm='A', passed=bool(p)) for t, ps in outcomes.items() for i, p in enumerate(ps)]
    curve = pass_hat_k_curve(cells, 'A')
    assert sorted(curve) == [1, 2, 3, 4]
    for k in curve: assert curve[k] == pytest.approx(np.mean([comb(sum(ps), k) / comb(4, k) for ps in outcomes.values()]))
    assert curve[1] == pytest.approx(np.mean(sum(outcomes.values(), [])))

def test_streams_are_seeded_and_independent():
    draw = lambda s, n: rng_for(s, n).random(8).tolist()
    assert draw(3, 'a') == draw(3, 'a')
    assert draw(3, 'a') != draw(3, 'b') and draw(3, 'a') != draw(4, 'a')

def _correlated(n_tasks=12, trials=5):
    "Per-task deltas identical across trials: maximal within-task correlation."
    per_task = np.array([1, 1, 1, 0, 0, 0, 0, -1, 1, 0, 1, 0])[:n_tasks]
    return np.repeat(per_task, trials), np.repeat([f't{i}' for i in range(n_tasks)], trials)

def test_bootstrap_seeded():
    d = rng_for(0, 'data').normal(size=60); t = np.repeat(np.arange(20), 3)
    a, b = cluster_bootstrap(d, t, seed=1, name='x'), cluster_bootstrap(d, t, seed=1, name='x')
    c = cluster_bootstrap(d, t, seed=2, name='x')
    assert (a['low'], a['high']) == (b['low'], b['high'])
    assert (a['low'], a['high']) != (c['low'], c['high'])

def test_bootstrap_cluster_interval_wider_than_naive():
    d, t = _correlated()
    clu = cluster_bootstrap(d, t, seed=0, name='x')
    naive = cluster_bootstrap(d, np.arange(len(d)), seed=0, name='x')
    assert clu['resampling'] == 'tasks' and naive['resampling'] == 'pairs'
    assert clu['estimate'] == naive['estimate'] == pytest.approx(d.mean())
    assert clu['high'] - clu['low'] > 1.5 * (naive['high'] - naive['low'])

def test_resampling_draws_whole_tasks():
    sizes = [3, 1, 4, 2]
    groups, start = [], 0
    for s in sizes: groups.append(np.arange(start, start + s)); start += s
    rng = rng_for(0, 'whole-tasks')
    for _ in range(50):
        drawn, rows = resample_clusters(groups, rng)
        assert len(drawn) == len(groups)
        np.testing.assert_array_equal(rows, np.concatenate([groups[i] for i in drawn]))
        task_of = np.concatenate([[i] * s for i, s in enumerate(sizes)])
        for i, s in enumerate(sizes): assert (task_of[rows] == i).sum() == s * (drawn == i).sum()

def test_median_interval_is_of_the_median():
    d = np.r_[-np.arange(100, 135), [5000.0] * 5]
    ids = np.arange(len(d))
    med = cluster_bootstrap(d, ids, np.median, seed=5, name='m')
    mean = cluster_bootstrap(d, ids, np.mean, seed=5, name='m')
    assert med['estimate'] == np.median(d) and mean['estimate'] == pytest.approx(d.mean())
    assert med['low'] <= med['estimate'] <= med['high'] < 0
    assert mean['low'] > med['high']   # the mean's interval does not even contain the median

def _campaign(n_tasks=6, trials=3):
    cells = []
    for t in range(n_tasks):
        for i in range(trials):
            for arm in ('transfer', 'skill'):
                cells.append(dict(task_id=f'task-{t}', trial=i, arm=arm, passed=(arm == 'skill') or t % 3 == 0,
                                  input_tokens=1000 + 100 * t, cached_input_tokens=(600 if arm == 'skill' else 0),
                                  output_tokens=50, latency_s=2.0 + t + (0.5 if arm == 'skill' else 0), cost_usd=None,
                                  api_calls=4, capability_sequence_ok=arm == 'skill', stratum=['research', 'coding', 'writing'][t % 3]))
    return cells

def test_paired_analysis_is_deterministic_json_and_order_free():
    cells = _campaign()
    r = paired_analysis(cells, 'transfer', 'skill', seed=9, n_resamples=300)
    assert r == paired_analysis(cells[::-1], 'transfer', 'skill', seed=9, n_resamples=300)
    json.dumps(r, allow_nan=False)
    assert r['n_pairs'] == 18 and r['n_tasks'] == 6 and r['trials_per_task'] == {'min': 3, 'max': 3}
    assert r['mcnemar']['b'] == 0 and r['mcnemar']['c'] == 12
    assert r['mcnemar']['p_value'] == pytest.approx(mcnemar([[6, 0], [12, 0]], exact=True).pvalue)
    assert r['pass_rate_difference']['estimate'] == pytest.approx(12 / 18)
    assert r['median_differences']['uncached_input_tokens']['estimate'] == -600
    assert r['median_differences']['latency_s']['estimate'] == pytest.approx(0.5)
    assert r['median_differences']['cost_usd']['n'] == 0 and r['median_differences']['cost_usd']['estimate'] is None
    assert r['strata']['coding']['n_pairs'] == 6 and r['strata']['research']['difference'] == 0.0

def test_pairing_reports_incomplete_and_rejects_duplicates():
    cells = _campaign(2, 1)
    p = pair_cells(cells[:-1], 'transfer', 'skill')
    assert len(p) == 1 and p.attrs['incomplete'] == [{'task_id': 'task-1', 'trial': 0, 'missing': ['skill']}]
    with pytest.raises(ValueError): pair_cells(cells + cells[:1], 'transfer', 'skill')

def test_arm_summary():
    s = arm_summary(_campaign(), 'transfer')
    assert s['pass_at_1']['estimate'] == pytest.approx(6 / 18)
    assert (s['pass_at_1']['low'], s['pass_at_1']['high']) == pytest.approx(proportion_confint(6, 18, method='wilson'))
    assert sorted(s['pass_hat_k']) == [1, 2, 3] and s['capability_sequence']['estimate'] == 0.0
    m = s['metrics']['latency_s']
    lat = [2.0 + t for t in range(6) for _ in range(3)]
    assert (m['mean'], m['p50'], m['p95']) == pytest.approx((np.mean(lat), np.percentile(lat, 50), np.percentile(lat, 95)))
    json.dumps(s, allow_nan=False)

def test_cache_physics_labels_sources():
    calls = [dict(arm='skill', prompt_tokens=1000, cached_tokens=0, after_transition=False, shared_prefix_bytes=0, request_bytes=4000, source=SCRIPTED_ENDPOINT),
             dict(arm='skill', prompt_tokens=2000, cached_tokens=1500, after_transition=True, shared_prefix_bytes=7000, request_bytes=8000, source=SCRIPTED_ENDPOINT)]
    r = cache_physics(calls)['skill']
    assert r['all']['cached_share']['share'] == pytest.approx(1500 / 3000)
    assert r['after_transition']['cached_share']['share'] == pytest.approx(0.75)
    assert r['all']['prefix_share']['share'] == pytest.approx(7000 / 12000)
    assert r['all']['cached_share']['source'] == SCRIPTED_ENDPOINT and r['all']['prefix_share']['source'] == PROXY
