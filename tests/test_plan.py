"role_transfer_plan: MDE consistent with the exact McNemar calculation, larger with correlated trials, tasks needed, dry-run cost."
import json, contextlib, io
import pytest
from role_transfer.agent.core import tasks_dir, SCRIPTED_ENDPOINT
from role_transfer.read_commands import plan_main, plan_parser
from role_transfer.measure.plan import make_plan, assumptions, power_plan, tasks_needed, campaign_cost, per_cell_usage
from role_transfer.measure.stats import mcnemar_power, primary_power
from role_transfer.testing.loopback import offline_endpoints

def _plan(*argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out): rc = plan_main(list(argv) + ['--json'])
    assert rc == 0
    return json.loads(out.getvalue())

def test_acceptance_30_independent_pairs():
    p = _plan('--tasks', '30', '--trials', '1', '--baseline', '0.5', '--difference', '0.1', '--discordance', '0.3')
    m = p['mde']['mde_mcnemar']
    assert 0.27 <= m <= 0.285
    assert mcnemar_power(30, 0.3, m) >= 0.8 > mcnemar_power(30, 0.3, m - 0.001)
    assert p['mde']['mcnemar_note'].startswith('exact')

def test_correlated_trials_give_a_larger_mde():
    ind = _plan('--tasks', '30', '--trials', '1', '--baseline', '0.5', '--difference', '0.1', '--discordance', '0.3')
    cor = _plan('--tasks', '15', '--trials', '2', '--baseline', '0.5', '--difference', '0.1', '--discordance', '0.3', '--icc', '0.2')
    assert cor['mde']['mde_mcnemar'] > ind['mde']['mde_mcnemar'] and cor['mde']['mde_primary'] > ind['mde']['mde_primary']
    none = _plan('--tasks', '10', '--trials', '3', '--baseline', '0.5', '--difference', '0.1', '--discordance', '0.3', '--icc', '0.9')
    assert none['mde']['mde_primary'] is None        # not reachable: reported, not invented

def test_tasks_needed_is_the_smallest():
    for trials, icc in ((1, 0.0), (3, 0.5)):
        n = tasks_needed(0.12, trials, 0.35, icc)
        assert primary_power(n, trials, 0.35, 0.12, icc) >= 0.8 > primary_power(n - 1, trials, 0.35, 0.12, icc)

@pytest.mark.parametrize('argv,flag', [(['--tasks', '30', '--baseline', '0.5'], '--difference'),
                                       (['--tasks', '30', '--baseline', '0.5', '--difference', '0.6'], '--baseline'),
                                       (['--tasks', '30', '--baseline', '0.5', '--difference', '0.1', '--icc', '2'], '--icc'),
                                       (['--tasks', '1', '--baseline', '0.5', '--difference', '0.1'], '--tasks'),
                                       (['--tasks', '30', '--baseline', '0.5', '--difference', '0.1', '--trials', '0'], '--trials'),
                                       (['--tasks', '30', '--baseline', '0.5', '--difference', '0.1', '--arms', 'transfer'], '--arms'),
                                       (['--tasks', '30', '--baseline', '0.5', '--difference', '0.1', '--task-file', '/no/such.json'], '--task-file'),
                                       (['--pilot', '/no/such/run'], '--pilot')])
def test_bad_flags_are_rejected_naming_the_flag(argv, flag):
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try: rc = plan_main(argv)
        except SystemExit as e: rc = e.code        # argparse refuses a number out of range itself
    assert rc == 2 and flag in err.getvalue()

def test_dry_run_cost_and_missing_prices():
    p = _plan('--tasks', '36', '--trials', '3', '--baseline', '0.5', '--difference', '0.15', '--task-file', str(tasks_dir()/'example.json'),
              '--input-price-per-million', '1', '--output-price-per-million', '2')
    c = p['cost']
    assert SCRIPTED_ENDPOINT in c['source'] and c['total']['conversations'] == 216
    for arm in ('transfer', 'skill'): assert c['arms'][arm]['api_calls'] > 0 and c['arms'][arm]['conversations'] == 108
    # cached tokens were reported but no cached price was given: the cause is named, not a zero
    assert c['total']['cost_usd'] is None
    assert any('cached_input_per_million' in x for r in c['arms'].values() for x in (r['cost_not_computable'] or []))

def test_pilot_run(tmp_path):
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    with offline_endpoints() as ep: run = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'pilot'), trials=2, offline=True,
                                      skip_boundary=True), progress=False, endpoints=ep).path
    p = _plan('--pilot', str(run), '--input-price-per-million', '1', '--cached-input-price-per-million', '0.1', '--output-price-per-million', '2')
    assert p['assumptions']['source'].startswith('pilot run') and p['design']['n_tasks'] == 3
    assert p['cost']['total']['cost_usd'] > 0 and p['cost']['arms']['skill']['conversations'] == 6 and p['design']['trials'] == 2
