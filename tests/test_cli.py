"The demo command: offline runs, --list-roles without a key, and a clear exit when the key is missing."
import json, os, subprocess, sys
from role_transfer.trajectory import load_trajectory, transition_chain

DEMO = 'import sys; from role_transfer.commands import demo_main; sys.exit(demo_main(sys.argv[1:]))'
NO_KEYS = {k: v for k, v in os.environ.items() if k not in ('OPENAI_API_KEY', 'OPENROUTER_API_KEY', 'TAVILY_API_KEY', 'OPENAI_MODEL')}

def demo(*args, timeout=180):
    return subprocess.run([sys.executable, '-c', DEMO, *args], capture_output=True, text=True, timeout=timeout, env=NO_KEYS)

def test_list_roles_needs_no_key():
    r = demo('--list-roles')
    assert r.returncode == 0
    for role in ('triage', 'research', 'coding', 'data_analysis', 'writing'): assert role in r.stdout
    assert 'web_search' in r.stdout and 'cagr' in r.stdout

def test_missing_key_exits_nonzero_naming_the_variable():
    r = demo('--scenario', 'cagr')
    assert r.returncode != 0 and 'OPENAI_API_KEY' in r.stderr

def test_offline_cagr_transfer_prints_chain_and_writes_trajectory(tmp_path):
    out = tmp_path/'t.json'
    r = demo('--offline', '--scenario', 'cagr', '--arm', 'transfer', '--output', str(out))
    assert r.returncode == 0, r.stderr
    assert 'scripted endpoint' in r.stdout
    assert 'transition chain: triage → research → data_analysis → writing' in r.stdout
    assert 'final answer by: writing' in r.stdout and 'cached:' in r.stdout
    t = load_trajectory(out)
    assert transition_chain(t, 'triage') == ['triage', 'research', 'data_analysis', 'writing'] and t.stop_reason == 'final'

def test_offline_skill_arm_and_starting_role(tmp_path):
    r = demo('--offline', '--scenario', 'coding', '--arm', 'skill')
    assert r.returncode == 0, r.stderr
    assert 'load_skill' in r.stdout and 'execute_python' in r.stdout and 'skill documents appended' in r.stdout
    r = demo('--offline', '--task', 'Compute the CAGR from 120 to 198 over two years.', '--arm', 'transfer', '--role', 'data_analysis')
    assert r.returncode == 0, r.stderr
    assert '· data_analysis ·' in r.stdout

def test_interactive_offline_continues_the_same_loop():
    r = subprocess.run([sys.executable, '-c', DEMO, '--offline', '--scenario', 'coding', '--interactive'], input='Now also write a short summary of the result.\nexit\n',
                       capture_output=True, text=True, timeout=180, env=NO_KEYS)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count('==== summary ====') == 2
