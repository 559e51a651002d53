"The 2x3 design end to end: a six-arm offline campaign runs, validates and reports carrier x visibility."
import json
import pytest
from role_transfer.agent.arms import ARMS
from role_transfer.agent.trajectory import request_tools
from role_transfer.records.rundir import read_run
from role_transfer.run_commands import compare_main
from role_transfer.audit.validate import validate_run

def test_six_arm_campaign_validates_and_reports_the_2x3(tmp_path, capsys):
    run = tmp_path/'six'
    assert compare_main([str(run), '--offline', '--task-file', 'example', '--arms', ','.join(ARMS)]) == 0
    capsys.readouterr()
    checks = validate_run(run)
    assert not [str(c) for c in checks if c.status == 'FAIL'], [str(c) for c in checks if c.status == 'FAIL']
    report = json.loads((run/'report.json').read_text(encoding='utf-8'))
    f = report['factorial']
    assert f['levels'] == ['role', 'superset', 'disclosed'] and len(f['arms']) == 6 and len(f['effects']) == 5
    assert '## The 2×3' in (run/'report.md').read_text(encoding='utf-8')
    cells = read_run(run).cells
    for arm in ('disclosed_transfer', 'disclosed_skill'):
        for c in (c for c in cells if c.arm == arm):
            t = c.trajectory
            tools = [request_tools(t, k) for k in t.calls]
            assert all(tools_k == tools[0] for tools_k in tools), f'{arm}: the tools block changed between calls'
            assert sorted(x['function']['name'] for x in tools[0]) == sorted(
                ['call_tool', 'transfer_to_agent' if arm == 'disclosed_transfer' else 'load_skill'])
