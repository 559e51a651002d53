"Statistics acceptance: role_transfer.measure.stats against statsmodels/scipy on known data; the bootstrap is seeded and cluster-aware."
import json, math
from statistics import NormalDist
import numpy as np, pytest
from scipy.special import comb
from scipy.stats import binomtest
from statsmodels.stats.contingency_tables import mcnemar
from statsmodels.stats.proportion import proportion_confint
from role_transfer.agent.core import PROXY, SCRIPTED_ENDPOINT
from role_transfer.records.rundir import Cell
from role_transfer.measure.stats import (mcnemar_exact, wilson_interval, pass_hat_k, pass_hat_k_curve, rng_for, pair_cells,
    cluster_bootstrap, resample_clusters, paired_analysis, arm_summary, cache_physics, median_difference)

@pytest.mark.parametrize('b,c', [(0, 0), (1, 0), (0, 1), (15, 2), (0, 30), (7, 7), (3, 9), (40, 25), (100, 70)])
def test_mcnemar_matches_the_binomial_test(b, c):
    "mcnemar_exact is statsmodels' exact McNemar; scipy's binomial test and the tail sum written out give the same p."
    p = mcnemar_exact(b, c)
    assert p == mcnemar([[12, b], [c, 4]], exact=True).pvalue          # the concordant cells do not matter
    if b + c:
        assert p == pytest.approx(binomtest(b, b + c, 0.5).pvalue, abs=1e-12)
        assert p == pytest.approx(min(1.0, 2 * sum(comb(b + c, k, exact=True) for k in range(min(b, c) + 1)) / 2 ** (b + c)),
                                  rel=1e-12)
    assert 0 <= p <= 1

def test_mcnemar_known_values():
    assert mcnemar_exact(0, 0) == 1.0 and mcnemar_exact(1, 0) == 1.0
    assert mcnemar_exact(0, 30) == pytest.approx(2 * 0.5**30, rel=1e-12)
    assert mcnemar_exact(15, 2) == pytest.approx(2 * sum(comb(17, i) for i in range(3)) / 2**17, rel=1e-12)

def _wilson_by_hand(x, n, alpha):
    "The Wilson (1927) score interval written out."
    z = NormalDist().inv_cdf(1 - alpha / 2); p = x / n; den = 1 + z * z / n
    centre, half = (p + z * z / (2 * n)) / den, z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)

@pytest.mark.parametrize('x,n', [(0, 1), (1, 1), (0, 5), (5, 5), (3, 10), (7, 30), (15, 30), (29, 30), (1, 200), (123, 456)])
@pytest.mark.parametrize('alpha', [0.05, 0.1, 0.01])
def test_wilson_matches_the_formula(x, n, alpha):
    lo, hi = wilson_interval(x, n, alpha)
    assert (lo, hi) == pytest.approx(_wilson_by_hand(x, n, alpha), abs=1e-12)
    assert (lo, hi) == pytest.approx(proportion_confint(x, n, alpha=alpha, method='wilson'), abs=1e-15)
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
    cells = [Cell(task_id=t, trial=i, arm='A', passed=bool(p)) for t, ps in outcomes.items() for i, p in enumerate(ps)]
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
                cells.append(Cell(task_id=f'task-{t}', trial=i, arm=arm, passed=(arm == 'skill') or t % 3 == 0,
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


# --- issue 11: the task-level primary test, its calibration, power, Holm, the 2x2 -------------------------------
import itertools
from scipy.stats import ttest_1samp
from statsmodels.stats.multitest import multipletests
from role_transfer.measure.stats import (compare_arms, signflip_exact, task_t_test, holm, factorial_effects, mcnemar_power, primary_power,
    mde, design_mde, task_icc, calibrate, simulate_campaign, arm_rate_bootstrap, MIN_CALIBRATED_TASKS)

def test_issue_case_mcnemar_vs_task_level():
    "Six tasks favour skill, one transfer, three identical trials each: McNemar p = 0.0015, task-level sign-flip p = 0.125."
    oc = [(f't{t}', i, arm, (arm == 'skill' and t < 6) or (arm == 'transfer' and t == 6))
          for t in range(12) for i in range(3) for arm in ('transfer', 'skill')]
    r = compare_arms(oc, seed=1)
    assert mcnemar_exact(3, 18) == pytest.approx(0.0015, abs=1e-4)
    assert r['p_signflip'] == 0.125 and r['n_tasks'] == 12 and r['n_pairs'] == 36
    assert r['p_value'] == pytest.approx(ttest_1samp([1] * 6 + [-1] + [0] * 5, 0).pvalue)
    assert r['difference'] == pytest.approx(5 / 12)
    lo, hi = ttest_1samp([1] * 6 + [-1] + [0] * 5, 0).confidence_interval()
    assert (r['ci_low'], r['ci_high']) == pytest.approx((lo, hi))
    for k in ('difference', 'ci_low', 'ci_high', 'p_value', 'method'): assert k in r

@pytest.mark.parametrize('d,scale', [([1, -1, 1, 1, 0], 1), ([2/3, -1/3, 1, 0, 1/3, -1, 2/3], 3), ([0.5, 0.25, -0.75, 1, 0.5], 4)])
def test_signflip_exact_matches_brute_force(d, scale):
    s = abs(sum(d)); allv = [abs(sum(x * y for x, y in zip(sg, d))) for sg in itertools.product([1, -1], repeat=len(d))]
    assert signflip_exact(d, scale)['p_exact'] == pytest.approx(np.mean([v >= s - 1e-9 for v in allv]))

def test_compare_arms_rejects_bad_input_naming_the_record():
    good = [('a', 0, 'x', True), ('a', 0, 'y', False)]
    with pytest.raises(ValueError, match='exactly two arms'): compare_arms(good, arms=('x',))
    with pytest.raises(ValueError, match='outcome 1'): compare_arms([good[0], ('a', 0, 'y', 'no')])
    with pytest.raises(ValueError, match='duplicate'): compare_arms(good + good[:1])
    with pytest.raises(ValueError, match='expected only'): compare_arms(good + [('a', 0, 'z', True)], arms=('x', 'y'))
    with pytest.raises(ValueError, match='integer trial'): compare_arms([('a', 'zero', 'x', True), ('a', 0, 'y', True)])
    r = compare_arms([{'task_id': 'a', 'trial': 0, 'arm': 'x', 'passed': True}, {'task_id': 'a', 'trial': 0, 'arm': 'y', 'passed': True}])
    assert r['difference'] == 0 and r['p_value'] == 1.0

def test_unequal_trials_weigh_tasks_equally():
    oc = [('a', i, arm, arm == 'y') for i in range(4) for arm in 'xy'] + [('b', 0, 'x', True), ('b', 0, 'y', False), ('c', 0, 'x', False), ('c', 0, 'y', False)]
    r = compare_arms(oc, arms=('x', 'y'))
    assert r['difference'] == pytest.approx((1 - 1 + 0) / 3) and r['trials_per_task'] == {'min': 1, 'max': 4}

def test_calibration_targets_hold_pooled():
    "Pooled over designs with >= 20 tasks (independent and identical trials), the primary test and intervals meet the targets."
    rows = [calibrate(n, m, r, 0.0, n_sims=250, seed=3) for n, m, r in [(20, 3, 1.0), (30, 1, 0.0), (36, 3, 0.5), (40, 5, 1.0)]]
    t1 = np.mean([r['primary t test rejects'] for r in rows]); cov = np.mean([r['primary CI covers'] for r in rows])
    arm = np.mean([r['arm CI (task bootstrap) covers'] for r in rows])
    assert 0.03 <= t1 <= 0.07 and 0.93 <= cov <= 0.97 and 0.93 <= arm <= 0.97
    assert min(r['McNemar exact rejects'] for r in rows if r['rho'] == 1.0) > 0.07   # pairs-as-independent fails

def test_simulated_truth_is_exact():
    rng = rng_for(0, 'sim')
    A, B = zip(*[simulate_campaign(rng, 200, 2, 0.2, 0.3) for _ in range(20)])
    assert np.mean([b.mean() - a.mean() for a, b in zip(A, B)]) == pytest.approx(0.2, abs=0.02)

def test_mcnemar_power_and_mde_acceptance():
    "30 independent pairs at 30% discordance: MDE about 28 points (exact); correlated trials: larger."
    m = mde(lambda d: mcnemar_power(30, 0.3, d), 0.3)
    assert 0.27 <= m <= 0.285 and mcnemar_power(30, 0.3, m) >= 0.8 > mcnemar_power(30, 0.3, m - 0.001)
    ind, cor = design_mde(30, 1, 0.3), design_mde(15, 2, 0.3, icc=0.2)
    assert ind['mde_mcnemar'] == m
    assert cor['mde_mcnemar'] > ind['mde_mcnemar'] and cor['mde_primary'] > ind['mde_primary']

def test_primary_power_against_simulation():
    "The normal approximation of the primary test's power agrees with simulated rejections of task_t_test."
    rng, n, m, psi, dl = rng_for(4, 'power'), 30, 1, 0.3, 0.15
    hits = 0
    for _ in range(600):
        u = rng.random(n); d = np.where(u < (psi + dl) / 2, 1.0, np.where(u < psi, -1.0, 0.0))
        hits += task_t_test(d, 1)['p_value'] < 0.05
    assert hits / 600 == pytest.approx(primary_power(n, m, psi, dl), abs=0.07)

def _holm_by_hand(ps):
    "Holm's step-down: sort, multiply the i-th smallest by m - i, carry the running maximum, cap at 1."
    order = sorted(range(len(ps)), key=lambda i: ps[i]); out, run = [0.0] * len(ps), 0.0
    for r, i in enumerate(order): run = max(run, min(1.0, (len(ps) - r) * ps[i])); out[i] = run
    return out

def test_holm_matches_the_step_down():
    p = {'a': 0.001, 'b': 0.2, 'c': 0.03, 'd': 0.04, 'e': None}
    h = holm(p)
    assert h['e'] is None
    assert [h[k] for k in 'abcd'] == pytest.approx(_holm_by_hand([0.001, 0.2, 0.03, 0.04]), abs=1e-15)
    assert [h[k] for k in 'abcd'] == pytest.approx(list(multipletests([0.001, 0.2, 0.03, 0.04], method='holm')[1]))
    ps = list(np.random.default_rng(3).random(12) ** 3) + [0.02, 0.02]      # ties too
    hh = holm(dict(enumerate(ps)))
    assert [hh[i] for i in range(len(ps))] == pytest.approx(_holm_by_hand(ps), abs=1e-15)
    assert holm({}) == {} and holm({'x': None}) == {'x': None}

def test_task_icc():
    assert task_icc(np.repeat([1, 0, -1, 1], 3), np.repeat(np.arange(4), 3)) == 1.0
    assert task_icc([1, 0, 1, 0], ['a', 'a', 'b', 'b']) == 0.0
    assert task_icc([1, 0], ['a', 'b']) is None

def test_factorial_2x2_effects():
    arms = ('transfer', 'skill', 'prompt_swap', 'scoped_skill')
    # visibility matters only under the tool_result carrier: skill passes, scoped_skill and the system arms pass half the tasks
    oc = [(f't{t}', 0, a, a == 'skill' or t % 2 == 0) for t in range(20) for a in arms]
    e = factorial_effects(oc)['effects']
    car, vis, inter = (e[k]['estimate'] for k in e)
    assert car == pytest.approx(0.25) and vis == pytest.approx(0.25) and inter == pytest.approx(0.5)
    assert all(e[k]['ci_low'] <= e[k]['estimate'] <= e[k]['ci_high'] for k in e)
    assert factorial_effects(oc + [('extra', 0, 'skill', True)])['tasks_left_out'] == 1

def test_factorial_2x3_effects():
    # disclosure helps only under the tool_result carrier; superset helps nowhere
    arms = ('transfer', 'skill', 'prompt_swap', 'scoped_skill', 'disclosed_transfer', 'disclosed_skill')
    oc = [(f't{t}', 0, a, a == 'disclosed_skill' or t % 2 == 0) for t in range(20) for a in arms]
    f = factorial_effects(oc)
    assert f['levels'] == ['role', 'superset', 'disclosed'] and f['n_tasks'] == 20
    e = {k: v['estimate'] for k, v in f['effects'].items()}
    assert e == pytest.approx({'carrier (tool_result minus system)': 0.5 / 3,
                               'visibility (superset minus role)': 0.0,
                               'visibility (disclosed minus role)': 0.25,
                               'interaction (superset effect under tool_result minus under system)': 0.0,
                               'interaction (disclosed effect under tool_result minus under system)': 0.5})
    # the 2x3 without the superset level is a 2x2 of role vs disclosed
    two = factorial_effects([r for r in oc if r[2] not in ('skill', 'prompt_swap')])
    assert two['levels'] == ['role', 'disclosed'] and len(two['effects']) == 3

def test_arm_rate_bootstrap_resamples_tasks():
    cells = [Cell(task_id=f't{t}', trial=i, arm='A', passed=t < 10) for t in range(20) for i in range(5)]
    r = arm_rate_bootstrap(cells, 'A', seed=1, n_resamples=400)
    assert r['estimate'] == 0.5 and r['n_tasks'] == 20 and r['resampling'] == 'tasks'
    lo, hi = proportion_confint(50, 100, method='wilson')
    assert r['high'] - r['low'] > hi - lo        # 20 clusters, not 100 independent cells
