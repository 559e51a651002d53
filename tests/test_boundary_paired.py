"""Boundary cases repeat per trial in a campaign, and report.json compares the arms' instruction-following rates
paired by (case, trial) with the exact McNemar test, with its definition; the validator expects every trial."""
import json, shutil
import pytest
from role_transfer.agent.core import tasks_dir
from role_transfer.measure.campaign import CampaignConfig, run_campaign
from role_transfer.present.report import write_report
from role_transfer.testing.loopback import offline_endpoints
from role_transfer.audit.validate import validate_run

@pytest.mark.slow
def test_boundary_cases_per_trial_paired(tmp_path):
    cases = json.loads((tasks_dir()/'boundary.json').read_text(encoding='utf-8'))[:3]
    (tmp_path/'b.json').write_text(json.dumps(cases, ensure_ascii=False), encoding='utf-8')
    with offline_endpoints() as ep:
        run = run_campaign(CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(tmp_path/'run'),
                                          trials=2, offline=True, boundary_file=str(tmp_path/'b.json')),
                           progress=False, endpoints=ep).path
    recs = [json.loads(l) for l in (run/'boundary.jsonl').read_text(encoding='utf-8').splitlines()]
    assert sorted({(r['case_id'], r['arm'], r['trial']) for r in recs}) == sorted(
        (c['id'], a, t) for c in cases for a in ('transfer', 'skill') for t in (0, 1))
    write_report(run)
    p = json.loads((run/'report.json').read_text(encoding='utf-8'))['preregistered']['instruction_following_paired']
    assert 'exact McNemar' in p['definition']
    assert {v['pairs'] for v in p['by_arm']['skill_vs_transfer'].values()} == {6}
    assert 'Paired by case and trial' in (run/'report.md').read_text(encoding='utf-8')
    checks = {c.name: c for c in validate_run(run)}
    assert checks['boundary_rescore'].status == 'PASS' and '2 trial(s)' in checks['boundary_rescore'].detail
    (run/'boundary.jsonl').write_text(''.join(l + '\n' for l in (run/'boundary.jsonl').read_text(
        encoding='utf-8').splitlines()[:-1]), encoding='utf-8')
    bad = {c.name: c for c in validate_run(run)}['boundary_rescore']
    assert bad.failed and 'case × arm × trial missing' in bad.detail
