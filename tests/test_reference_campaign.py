"""The reference's published campaign folder (records, no trajectories) through the command line: `validate` and
`replay --reference` re-derive what its records support, name each figure they cannot and why, and exit 0."""
import json, subprocess, sys
from role_transfer.agent.core import external_dir
from external_data import requires_external

CAMPAIGN = 'seed-campaign-qwen35flash-v2'
MAIN = 'import sys; from role_transfer.commands import main; sys.exit(main(sys.argv[1:]))'

def rt(*args):
    return subprocess.run([sys.executable, '-c', MAIN, *map(str, args)], capture_output=True, text=True,
                          timeout=300)

@requires_external(CAMPAIGN, 'judge.json')
def test_validate_campaign_folder():
    r = rt('validate', external_dir()/CAMPAIGN)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = {l.split(':')[0]: l for l in r.stdout.splitlines() if ':' in l}
    assert lines['PASS transfer_pass_at_1'].startswith('PASS transfer_pass_at_1: 2/30')
    assert 'PASS skill_pass_at_1: 15/30' in r.stdout
    assert 'p = 0.00024' in lines['PASS paired_mcnemar_p']
    assert '17 of 30 pairs' in lines['WARN blind_quality_judge_position_swapped']
    assert 'sign test p = 0.33' in lines['PASS judge_pair_preference_p']
    for name in ('boundary_pass_rate', 'skill_minus_transfer_cost_usd_median', 'transfer_required_sequence_rate'):
        assert 'campaign.json' in lines[f'SKIP {name}'], name
    assert 'SKIP published_files: cannot check campaign.json' in r.stdout
    assert not (external_dir()/CAMPAIGN/'rederived.json').exists()

@requires_external(CAMPAIGN, 'judge.json')
def test_replay_campaign_folder(tmp_path):
    r = rt('replay', external_dir()/CAMPAIGN, '--reference', '--output', tmp_path/'out')
    assert r.returncode == 0, r.stdout + r.stderr
    d = json.loads((tmp_path/'out'/'rederived.json').read_text(encoding='utf-8'))
    st = {f['name']: f['status'] for f in d['figures']}
    assert st['skill_pass_at_1'] == st['paired_mcnemar_p'] == 're-derived'
    assert st['blind_quality_judge_position_swapped'] == 'corrected' and st['boundary_pass_rate'] == 'cannot'
    assert d['campaign_file'] == 'absent' and 'not re-scored' in d['source']
    again = rt('replay', external_dir()/CAMPAIGN, '--reference', '--output', tmp_path/'out')
    assert again.returncode == 2 and 'already exists' in again.stderr
