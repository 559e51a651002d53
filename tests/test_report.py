"Report, figures and replay: determinism, formal vs smoke, prices, interval wording, re-scoring, no network."
import dataclasses, json, random, shutil, socket, time
from pathlib import Path
import pytest
from role_transfer.agent.core import PROVIDER_REPORTED, SCRIPTED_ENDPOINT, tasks_dir
from role_transfer.measure.gates import GATE_VERSION
from role_transfer.agent.core import read_jsonl
from role_transfer.records.rundir import Cell, Run, read_run, chain_status
from role_transfer.present.numbers import build_report, outcomes_of, REPORT_SCHEMA
from role_transfer.present.record import Report, read_report
from role_transfer.present.report import render_markdown, write_report, figure_names, FIGURE_FILES
from role_transfer.measure.pricing import cell_cost, cost_blockers, price_cells
from role_transfer.present.figures import make_figures
from role_transfer.read_commands import replay_main, figures_main
from role_transfer.command_parts import finish_run
from role_transfer.measure.replay import replay_stage
from role_transfer.reference.reference import replay_reference
from external_data import requires_external, skip_without_external
from role_transfer.testing.loopback import offline_endpoints
from conftest import copy_run

N = 300  # bootstrap resamples: enough for the tests, fast


@pytest.fixture(scope='module')
def run_dir(tmp_path_factory, offline_run):
    "This module's copy of the session's offline run (example tasks, 2 trials, no boundary check)."
    return copy_run(offline_run, tmp_path_factory.mktemp('runs')/'demo')


def _cells(run_dir): return [json.loads(l) for l in (run_dir/'cells.jsonl').read_text(encoding='utf-8').splitlines()]


def _write_legacy(src, cells, manifest=None):
    "Write hand-edited cells as a run from before chained records (a replay refuses a source whose chain is broken)."
    m = manifest if manifest is not None else json.loads((src/'manifest.json').read_text(encoding='utf-8'))
    m.pop('chain', None)
    (src/'manifest.json').write_text(json.dumps(m), encoding='utf-8')
    (src/'cells.jsonl').write_text(''.join(json.dumps({k: v for k, v in c.items() if k != 'prev_sha256'}, ensure_ascii=False) + '\n'
                                           for c in cells), encoding='utf-8')


def test_report_is_deterministic_under_shuffling(run_dir, tmp_path):
    a = build_report(read_run(run_dir), n_resamples=N)
    cells = _cells(run_dir); random.Random(7).shuffle(cells)
    run = read_run(run_dir); run.cells = cells
    b = build_report(run, n_resamples=N)
    assert json.dumps(a.to_dict(), sort_keys=True) == json.dumps(b.to_dict(), sort_keys=True)
    assert Report.from_dict(json.loads(json.dumps(a.to_dict(), allow_nan=False))) == a


def test_truncated_last_line_is_ignored(run_dir, tmp_path):
    d = tmp_path/'cut'; shutil.copytree(run_dir, d)
    text = (d/'cells.jsonl').read_text(encoding='utf-8')
    (d/'cells.jsonl').write_text(text + text.splitlines()[0][:50], encoding='utf-8')
    r = read_run(d)
    assert len(r.cells) == 12 and r.ignored_lines['cells.jsonl'] == 1


def test_smoke_and_formal(run_dir):
    run = read_run(run_dir)
    r = build_report(run, n_resamples=N)
    assert r.protocol.status == 'smoke'
    assert {'minimum_paired_samples', 'provider_endpoint'} <= set(r.protocol.deviations)
    md = render_markdown(r)
    assert 'Smoke run' in md and 'Scripted endpoint' in md
    # 36 pairs of provider-reported cells from the formal suite's file name: formal
    base = [c for c in run.cells]
    cells = [{**c.to_dict(), 'trial': c.trial + 2 * k, 'usage_source': PROVIDER_REPORTED} for k in range(6) for c in base]
    sched = [dict(pair_index=i, task_id=t, trial=k, order=['transfer', 'skill'] if i % 2 == 0 else ['skill', 'transfer'])
             for i, (t, k) in enumerate(sorted({(c['task_id'], c['trial']) for c in cells}))]
    for c in cells:
        s = next(s for s in sched if (s['task_id'], s['trial']) == (c['task_id'], c['trial']))
        c['position'] = s['order'].index(c['arm'])
    m = {**run.manifest.to_dict(), 'schedule': sched, 'task_file': 'tasks/formal.json',
         'config': {**run.manifest.config, 'offline': False, 'task_file': 'tasks/formal.json'}}
    f = build_report(Run(run_dir, m, cells), n_resamples=N)
    assert (f.protocol.status, f.protocol.deviations) == ('formal', []), f.protocol.checks
    md = render_markdown(f)
    assert 'Formal run' in md and 'Scripted endpoint' not in md


def test_prices_recomputed(run_dir):
    p = dict(input_per_million=2.0, cached_input_per_million=0.5, output_per_million=8.0)
    c = Cell(input_tokens=1000, cached_input_tokens=400, uncached_input_tokens=600, output_tokens=100)
    assert cell_cost(c, p) == pytest.approx((600 * 2 + 400 * 0.5 + 100 * 8) / 1e6)
    assert cell_cost(c, dict(input_per_million=2.0, output_per_million=8.0)) is None      # cached price missing
    assert cell_cost(c, {}) is None
    assert price_cells([c], p)[0].cost_usd == cell_cost(c, p)
    r = build_report(read_run(run_dir), prices=p, n_resamples=N)
    want = sorted(cell_cost(c, p) for c in read_run(run_dir).cells if c.arm == 'transfer')
    assert r.arms['transfer'].metrics['cost_usd']['mean'] == pytest.approx(sum(want) / len(want))
    assert r.prices.input_per_million == 2.0


def _with_passes(run, f): return Run(run.path, run.manifest, [c.replace(passed=f(c)) for c in run.cells])


def test_markdown_claims_difference_only_when_interval_excludes_zero(run_dir):
    run = read_run(run_dir)
    t0 = sorted({c.task_id for c in run.cells})[0]      # transfer passes one cell: the tasks differ
    yes = build_report(_with_passes(run, lambda c: c.arm == 'skill' or (c.task_id, c.trial) == (t0, 0)),
                       n_resamples=N)
    d = yes.comparisons[0].pass_rate_difference
    assert d['low'] > 0
    t = yes.comparisons[0].primary_test
    assert t.ci_low > 0
    md = render_markdown(yes)
    assert 'The interval excludes 0 and the p is below 0.05: in this run skill had higher pass rate than transfer' in md
    assert 'the interval excludes 0, so in this run skill had higher pass rate (pair-weighted) than transfer' in md
    no = build_report(_with_passes(run, lambda c: (c.trial + (c.arm == 'skill')) % 2 == 0), n_resamples=N)
    d = no.comparisons[0].pass_rate_difference
    assert d['low'] <= 0 <= d['high']
    assert no.comparisons[0].primary_test.ci_low <= 0 <= no.comparisons[0].primary_test.ci_high
    md = render_markdown(no)
    assert 'is not below 0.05: this run does not show a difference' in md
    assert 'higher pass rate' not in md and 'lower pass rate' not in md


def test_figures_written_and_deterministic(run_dir, tmp_path):
    d = tmp_path/'figs'; shutil.copytree(run_dir, d)
    write_report(d, n_resamples=N)
    paths = make_figures(d)
    r = json.loads((d/'report.json').read_text(encoding='utf-8'))
    assert [p.name for p in paths] == [f'{n}.png' for n in figure_names(read_report(d))]     # what has something to show
    assert paths[0].name == 'answer.png' and 'Not drawn' in (d/'report.md').read_text(encoding='utf-8')
    md = (d/'report.md').read_text(encoding='utf-8')
    assert all(f'](figures/{p.name})' in md for p in paths)                 # report.md links each file written
    assert all(p.stat().st_size > 5000 and p.read_bytes()[:4] == b'\x89PNG' for p in paths)
    first = [p.read_bytes() for p in paths]
    assert figures_main([str(d)]) == 0
    assert [p.read_bytes() for p in paths] == first


@pytest.fixture
def no_network(monkeypatch):
    def refuse(*a, **k): raise AssertionError('network access during replay')
    monkeypatch.setattr(socket.socket, 'connect', refuse)
    monkeypatch.setattr(socket, 'create_connection', refuse)


def test_replay_rescores_stale_verdict_without_network(run_dir, tmp_path, no_network):
    src = tmp_path/'stale'; shutil.copytree(run_dir, src)
    cells = _cells(src)
    i, truth = 0, cells[0]['passed']          # store the opposite verdict, as if older gates had given it
    cells[i] = {**cells[i], 'passed': not truth, 'gate_version': 'role_transfer.gates/0',
                'verdict': {**cells[i]['verdict'], 'passed': not truth, 'gate_version': 'role_transfer.gates/0'}}
    _write_legacy(src, cells)
    out = replay_stage(src, tmp_path/'out', prices=dict(input_per_million=1.0, cached_input_per_million=0.1, output_per_million=4.0), secrets={})
    finish_run(out, strict=False)             # the one finish: report, figures, view, index
    new = _cells(out)
    assert new[i]['passed'] is truth and new[i]['gate_version'] == GATE_VERSION
    assert new[i]['verdict']['passed'] is truth and new[i]['replayed_from']['gate_version'] == 'role_transfer.gates/0'
    m = json.loads((out/'manifest.json').read_text(encoding='utf-8'))
    assert m['replay']['gate_version'] == GATE_VERSION and m['replay']['passed_changed'] == 1
    assert all(c['cost_usd'] is not None for c in new)
    r = json.loads((out/'report.json').read_text(encoding='utf-8'))
    assert r['run']['replay']['gate_version'] == GATE_VERSION and r['prices']['output_per_million'] == 4.0
    assert build_report(read_run(out)) == read_report(out)  # what replay wrote equals a rebuild from the saved run
    assert sorted(p.stem for p in (out/'figures').glob('*.png')) == sorted(figure_names(read_report(out)))
    assert json.loads((src/'cells.jsonl').read_text(encoding='utf-8').splitlines()[i])['passed'] is (not truth)  # source untouched


def test_replay_refuses_a_source_whose_chain_is_broken(run_dir, tmp_path):
    src = tmp_path/'edited'; shutil.copytree(run_dir, src)
    cells = _cells(src); cells[0] = {**cells[0], 'passed': not cells[0]['passed']}     # edited, chain fields kept
    (src/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in cells), encoding='utf-8')
    with pytest.raises(ValueError, match='chain is broken'): replay_stage(src, tmp_path/'out', secrets={})
    assert not (tmp_path/'out').exists()
    assert replay_main([str(src), '--output', str(tmp_path/'out2')]) == 2


def test_replay_keeps_judge_and_skill_cache_files(run_dir, tmp_path):
    from role_transfer.run_commands import judge_main
    src = tmp_path/'judged'; shutil.copytree(run_dir, src)
    assert judge_main([str(src), '--offline']) == 0
    (src/'skill_cache.jsonl').exists() or (src/'skill_cache.jsonl').write_text('{"hits": 0}\n')
    out = replay_stage(src, tmp_path/'out', secrets={})
    for name in ('judge.jsonl', 'judge_summary.json', 'skill_cache.jsonl'): assert (out/name).exists(), name
    m = json.loads((out/'manifest.json').read_text(encoding='utf-8'))
    for name in ('cells.jsonl', 'judge.jsonl'): assert chain_status(out/name, m['chain']['files'][name]) == 'intact', name
    old = [{k: v for k, v in r.items() if k != 'prev_sha256'} for r in map(json.loads, (src/'judge.jsonl').read_text().splitlines())]
    new = [{k: v for k, v in r.items() if k != 'prev_sha256'} for r in map(json.loads, (out/'judge.jsonl').read_text().splitlines())]
    assert old == new and m['replay']['source_chains']['judge.jsonl'] == 'intact'
    assert json.loads((out/'judge_summary.json').read_text())['chain']['start'] == m['chain']['files']['judge.jsonl']


def test_replay_refuses_to_overwrite(run_dir, tmp_path):
    with pytest.raises(ValueError): replay_stage(run_dir, run_dir)
    replay_stage(run_dir, tmp_path/'a')
    with pytest.raises(FileExistsError): replay_stage(run_dir, tmp_path/'a')
    assert replay_main([str(run_dir), '--output', str(tmp_path/'a')]) == 2


@pytest.mark.slow   # a scale test (1,000 legacy cells re-scored, then the whole finish)
def test_replay_of_1000_cells(run_dir, tmp_path):
    base, src = _cells(run_dir), tmp_path/'big'
    src.mkdir()
    shutil.copyfile(run_dir/'tasks.json', src/'tasks.json')
    k = 1000 // len(base) + 1
    cells = [{**{f: v for f, v in c.items() if f != 'exchanges'}, 'trial': c['trial'] + 2 * j}   # copies share no raw
             for j in range(k) for c in base][:1000]
    m = json.loads((run_dir/'manifest.json').read_text(encoding='utf-8'))
    pairs = sorted({(c['task_id'], c['trial']) for c in cells})
    m['schedule'] = [dict(pair_index=i, task_id=t, trial=tr, order=['transfer', 'skill']) for i, (t, tr) in enumerate(pairs)]
    _write_legacy(src, cells, m)
    finish_run(replay_stage(src, tmp_path/'big_out', secrets={}), strict=False)   # its speed is measured in bench/
    assert len(_cells(tmp_path/'big_out')) == 1000


def test_replay_reference(tmp_path, no_network):
    from role_transfer.reference.reference import reference_run_dir
    folder = reference_run_dir()
    skip_without_external(folder.name, 'moonshot_receipts.json')
    out = replay_reference(folder, tmp_path/'ref', secrets={})
    assert not (out/'report.json').exists()    # the stage writes records only
    finish_run(out, strict=False)
    r = json.loads((out/'report.json').read_text(encoding='utf-8'))
    assert r['sources']['tokens'] == [PROVIDER_REPORTED]
    assert r['protocol']['status'] == 'smoke' and r['completeness']['cells_present'] == 1
    assert r['run']['imported']['reference_run_id'] and r['run']['replay']['gate_version'] == GATE_VERSION
    md = (out/'report.md').read_text(encoding='utf-8')
    assert 'Imported run' in md and 'Scripted endpoint' not in md and 'no paired comparison' in md


# --- issue 11: four arms, the 2x2, the primary test, errors, prices ------------------------------------------------
from role_transfer.measure.stats import compare_arms
from role_transfer.audit.validate import validate_run, check_statistics, check_bootstrap, check_statistics_coverage

ARMS4 = ('transfer', 'skill', 'prompt_swap', 'scoped_skill')

@pytest.fixture(scope='module')
def run4(tmp_path_factory):
    "A 4-arm offline run of the first four formal tasks (a subset file), with prices."
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    d = tmp_path_factory.mktemp('runs4')
    tasks = json.loads((tasks_dir()/'formal.json').read_text(encoding='utf-8'))[:4]
    (d/'formal.json').write_text(json.dumps(tasks, ensure_ascii=False), encoding='utf-8')
    with offline_endpoints() as ep: run = run_campaign(CampaignConfig(task_file=str(d/'formal.json'), output=str(d/'four'), arms=ARMS4, offline=True, skip_boundary=True,
                                       input_price_per_million=0.6, cached_input_price_per_million=0.15, output_price_per_million=2.5),
                        progress=False, endpoints=ep).path
    from role_transfer.audit.provenance import finalize_run
    write_report(run); make_figures(run); finalize_run(run)      # the finish steps the command runs after the stage
    return run

def test_four_arm_run_meets_arm_order_and_has_2x2(run4):
    r = json.loads((run4/'report.json').read_text(encoding='utf-8'))
    assert r['schema'] == REPORT_SCHEMA
    chk = next(c for c in r['protocol']['checks'] if c['control'] == 'arm_order')
    assert chk['ok'] and 'arm_order' not in r['protocol']['deviations'], chk
    for pos in range(4):
        assert sorted(o['order'][pos] for o in r['design']['order_counts'] for _ in range(o['count'])) == sorted(ARMS4)
    assert r['factorial'] and r['factorial']['n_tasks'] == 4 and len(r['factorial']['effects']) == 3
    md = (run4/'report.md').read_text(encoding='utf-8')
    assert '## The 2×2: instruction carrier × tool visibility' in md and 'carrier (tool_result minus system)' in md
    assert 'only 4 tasks' in md                       # the calibration sentence says the design is too small
    assert not any(c.failed for c in validate_run(run4))

def test_two_arm_run_has_no_2x2(run_dir):
    r = build_report(read_run(run_dir), n_resamples=N)
    assert r.factorial is None and '## The 2×2' not in render_markdown(r)

def test_report_prints_compare_arms_numbers(run_dir):
    run = read_run(run_dir)
    cells = [c.replace(passed=c.arm == 'skill' or c.task_id == 'cagr_nev_caam') for c in run.cells]
    r = build_report(Run(run_dir, run.manifest, cells), n_resamples=N)
    c = r.comparisons[0]
    want = compare_arms([(x.task_id, x.trial, x.arm, x.passed) for x in cells], seed=r.seed, arms=('transfer', 'skill'))
    for k in ('difference', 'ci_low', 'ci_high', 'p_value', 'method'): assert getattr(c.primary_test, k) == want[k]
    md = render_markdown(r)
    assert '**Primary test** (pre-registered): pass rate, skill minus transfer' in md
    assert f"p = {want['p_value']:.2g}" in md and 'Minimum detectable difference at 80% power' in md
    assert 'Secondary, exact McNemar' in md and 'Not valid here' in md         # two trials per task
    assert 'Holm-adjusted' in md and r.multiplicity.n_secondary_tests >= 1

def test_errored_cells_fail_and_leave_costs(run_dir, tmp_path):
    d = tmp_path/'err'; shutil.copytree(run_dir, d)
    cells = _cells(d)
    hit = next(c for c in cells if c['arm'] == 'skill')
    hit.update(status='error', error='provider error: 500', passed=True, input_tokens=10**7)
    (d/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in cells), encoding='utf-8')
    r = build_report(read_run(d), prices=dict(input_per_million=1.0, cached_input_per_million=0.1, output_per_million=2.0), n_resamples=N)
    assert r.arms['skill'].pass_at_1['successes'] == 5                 # the errored cell is a failure
    assert r.arms['skill'].metrics['input_tokens']['n'] == 5           # and its partial tokens are left out
    assert r.arms['skill'].metrics['input_tokens']['p95'] < 10**6
    s = r.comparisons[0].sensitivity_without_errors
    assert s is not None and s.n_pairs == 5
    md = render_markdown(r)
    assert 'Sensitivity (cells that ended in an error left out' in md and 'excluded from every median' in md
    write_report(d, prices=dict(input_per_million=1.0, cached_input_per_million=0.1, output_per_million=2.0), n_resamples=N)
    assert check_statistics(d).status == 'PASS' and check_bootstrap(d).status == 'PASS'

def test_cost_not_computable_says_missing_prices(run_dir):
    r = build_report(read_run(run_dir), n_resamples=N)
    md = render_markdown(r)
    assert r.prices.cost.cells_not_priced == 12
    assert 'Cost not computable for 12 of 12 cells: missing ' in md and 'price input_per_million (12 cells)' in md
    assert 'The cause is missing prices' in md

def test_cache_write_tokens_priced(run_dir):
    run = read_run(run_dir)
    x0 = next(x for x in run.cells if x.arm == 'skill')
    c = x0.replace(trajectory=dataclasses.replace(x0.trajectory, calls=[
        dataclasses.replace(k, usage={**k.usage, 'cache_write_tokens': 100}) for k in x0.calls]))
    w = 100 * len(c.calls)
    px = dict(input_per_million=1.0, cached_input_per_million=0.1, output_per_million=2.0, cache_write_per_million=1.25)
    base = cell_cost(c.replace(trajectory=None), px)
    assert cell_cost(c, px) == pytest.approx(base + w * 0.25 / 1e6)
    assert cost_blockers(c, {**px, 'cache_write_per_million': None}) == ['price cache_write_per_million']
    r = build_report(Run(run_dir, run.manifest, [c if x.key == c.key else x for x in run.cells]),
                     prices=px, n_resamples=N)
    assert r.prices.applied.startswith('cache-write tokens reported')

def test_initial_skill_load_reported_apart(run_dir):
    r = build_report(read_run(run_dir), n_resamples=N)
    tc = r.transition_chains
    assert tc['skill'].initial_loads['cells'] == 6 and tc['transfer'].initial_loads['total'] == 0
    assert tc['skill'].role_switches['mean'] == pytest.approx(tc['skill'].transitions['mean'] - 1)
    assert 'mandatory first `load_skill(triage)`' in render_markdown(r)

def test_old_report_schema_still_validates(tmp_path):
    "The committed offline example was written with report layout /1: the validator still reads it."
    src = Path(__file__).resolve().parents[1]/'validation'/'runs'/'offline-example'
    d = tmp_path/'old'; shutil.copytree(src, d)
    if json.loads((d/'report.json').read_text())['schema'] != 'role_transfer.report/1': pytest.skip('example regenerated with the new layout')
    assert check_statistics(d).status == 'PASS' and check_bootstrap(d).status == 'PASS'


def test_finish_reads_the_run_once_and_writes_what_the_parts_write(tmp_path, monkeypatch):
    "finish_run hands one `Run` to report, figures, view and finalise; the outputs equal each part run from the path."
    import shutil
    from role_transfer import commands
    from role_transfer.records import rundir
    from role_transfer.present import report as rp
    from role_transfer.present import figures as fg
    from role_transfer.present import view as vw
    from role_transfer.agent.core import validation_dir
    a, b = tmp_path/'a', tmp_path/'b'
    for d in (a, b): shutil.copytree(validation_dir()/'runs'/'offline-example', d)
    reads, real = [], rundir.read_run
    def counting(p, **k): reads.append(p); return real(p, **k)
    for mod in (rundir, rp, fg, vw): monkeypatch.setattr(mod, 'read_run', counting, raising=False)
    commands.finish_run(a, strict=False)
    assert len(reads) == 1
    monkeypatch.undo()
    rp.write_report(b); fg.make_figures(b); vw.write_view(b)
    for f in ['report.json', 'report.md', 'view.html'] + [f'figures/{p.name}' for p in (b/'figures').glob('*.png')]:
        assert (a/f).read_bytes() == (b/f).read_bytes(), f


# ---- runs made awkward on purpose ----------------------------------------------------------------------------------
EXAMPLE_RUN = Path(__file__).resolve().parents[1]/'validation'/'runs'/'offline-example'
FIXTURE_RUNS = [EXAMPLE_RUN, Path(__file__).parent/'fixtures'/'legacy-run',
                Path(__file__).parent/'fixtures'/'offline-example-9b9c697']
PRICES = dict(input_per_million=1.5, output_per_million=6.0, cached_input_per_million=0.25)


def _messy(cells):
    "Copies of `cells` with failed calls, unreported counts, errors, unreadable trajectories and missing fields."
    cs = [json.loads(json.dumps(c.to_dict())) for c in cells]
    for i, c in enumerate(cs):
        t = c.get('trajectory') or {}
        calls = t.get('calls') or []
        if i % 4 == 0 and calls: calls[0].update(error='HTTP 500', usage=None)
        if i % 4 == 1 and calls: calls[-1]['usage'] = dict(calls[-1].get('usage') or {}, cached_tokens=None)
        if i % 6 == 2: c['stratum'] = None
        if i % 7 == 3: c['trajectory'] = None
        if i % 5 == 0: c.update(cached_input_tokens=None, uncached_input_tokens=None)
        if i % 9 == 5: c['output_tokens'] = None
        if i % 8 == 6: c['status'] = 'error'
        if i % 12 == 10 and t: t['schema_version'] = 'role_transfer.trajectory/0'    # unreadable: no chain
    return cs


@pytest.mark.parametrize('path', FIXTURE_RUNS, ids=lambda p: p.name)
def test_every_saved_layout_reports(path):
    "The current example, a run from before chains and the first committed layout all give a report."
    for raw in (True, False):
        r = build_report(read_run(path, raw=raw), n_resamples=N)
        assert r.completeness.cells_present == len(read_run(path, raw=False).cells)


def test_awkward_runs_reach_the_paths_they_name():
    "Errors, unpriceable cells, unreadable chains, cache writes and a single arm each show in the report."
    run = read_run(EXAMPLE_RUN, raw=False)
    run.cells = _messy(read_run(EXAMPLE_RUN, raw=False).cells)
    r = build_report(run, prices=PRICES, n_resamples=200)
    assert r.completeness.errors > 0 and r.prices.cost.cells_not_priced > 0
    assert sum(s.n_cells for s in r.transition_chains.values()) > sum(
        c['count'] for s in r.transition_chains.values() for c in s.chains)     # some chains unreadable
    cells = [c.to_dict() for c in read_run(EXAMPLE_RUN, raw=False).cells]
    for c in cells:
        for k in (c.get('trajectory') or {}).get('calls') or []:
            if k.get('usage'): k['usage']['cache_write_tokens'] = 3
    run.cells = cells
    assert build_report(run, prices=PRICES, n_resamples=200).prices.cost.cache_write_tokens_reported
    run.cells = [c for c in cells if c['arm'] == cells[0]['arm']]
    assert [c.n_pairs for c in build_report(run, n_resamples=200).comparisons] == [0]


def test_headline_first_and_every_preregistered_metric(run_dir):
    "report.md opens with the answer; report.json carries each protocol metric with its definition."
    r = build_report(read_run(run_dir), n_resamples=N)
    md = render_markdown(r)
    first = md.split('\n## ')[1]
    assert first.startswith('The answer in this run')
    for want in ('Primary result', 'Pass rate, skill minus transfer', 'Errors', 'verdicts not audited',
                 'Cached share of prompt tokens', 'first call after a switch'):
        assert want in first, want
    assert '{' not in first and '`minimum_paired_samples`' not in md
    pre = r.preregistered.to_dict()
    assert set(pre) == {'veto_count', 'gate_failures', 'instruction_following', 'instruction_following_paired',
                        'static_prefix',
                        'wall_clock', 'price_recomputed_usd'}
    assert all(v['definition'] for v in pre.values())
    assert pre['static_prefix']['by_arm']['skill']['prefix_changed_calls'] == 0
    assert pre['static_prefix']['by_arm']['transfer']['prefix_changed_calls'] > 0
    assert set(pre['veto_count']['by_arm']['transfer']['by_kind']) >= {'hallucinated_numbers', 'claimed_tool_use', 'leak'}
    assert r.verdict_audit['audited'] is False
