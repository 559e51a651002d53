"The demo command: offline runs, --list-roles without a key, and a clear exit when the key is missing."
import io, json, os, subprocess, sys
from role_transfer.agent.trajectory import load_trajectory, transition_chain

DEMO = 'import sys; from role_transfer.run_commands import demo_main; sys.exit(demo_main(sys.argv[1:]))'
NO_KEYS = {k: v for k, v in os.environ.items() if k not in ('OPENAI_API_KEY', 'OPENROUTER_API_KEY', 'TAVILY_API_KEY', 'OPENAI_MODEL')}

def demo(*args, timeout=180):
    return subprocess.run([sys.executable, '-c', DEMO, *args], capture_output=True, text=True, timeout=timeout, env=NO_KEYS)

def demo_here(monkeypatch, capsys, *args, stdin=''):
    """`demo_main` (the console script's function) in this process, without keys: -> (exit status, stdout, stderr).
    The offline demos run here; --list-roles and the missing key run as real processes above and below."""
    for k in ('OPENAI_API_KEY', 'OPENROUTER_API_KEY', 'TAVILY_API_KEY', 'OPENAI_MODEL'): monkeypatch.delenv(k, raising=False)
    monkeypatch.setattr(sys, 'stdin', io.StringIO(stdin))
    from role_transfer.run_commands import demo_main
    capsys.readouterr()
    rc = demo_main(list(args))
    out = capsys.readouterr()
    return rc, out.out, out.err

def test_list_roles_needs_no_key():
    r = demo('--list-roles')
    assert r.returncode == 0
    for role in ('triage', 'research', 'coding', 'data_analysis', 'writing'): assert role in r.stdout
    assert 'web_search' in r.stdout and 'cagr' in r.stdout

def test_missing_key_exits_nonzero_naming_the_variable():
    r = demo('--scenario', 'cagr')
    assert r.returncode != 0 and 'OPENAI_API_KEY' in r.stderr

def test_offline_cagr_transfer_prints_chain_and_writes_trajectory(tmp_path, monkeypatch, capsys):
    out = tmp_path/'t.json'
    rc, stdout, stderr = demo_here(monkeypatch, capsys, '--offline', '--scenario', 'cagr', '--arm', 'transfer', '--output', str(out))
    assert rc == 0, stderr
    assert 'scripted endpoint' in stdout
    assert 'transition chain: triage → research → data_analysis → writing' in stdout
    assert 'final answer by: writing' in stdout and 'cached:' in stdout
    t = load_trajectory(out)
    assert transition_chain(t, 'triage') == ['triage', 'research', 'data_analysis', 'writing'] and t.stop_reason == 'final'

def test_offline_skill_arm_and_starting_role(tmp_path, monkeypatch, capsys):
    rc, stdout, stderr = demo_here(monkeypatch, capsys, '--offline', '--scenario', 'coding', '--arm', 'skill')
    assert rc == 0, stderr
    assert 'load_skill' in stdout and 'execute_python' in stdout and 'skill documents appended' in stdout
    rc, stdout, stderr = demo_here(monkeypatch, capsys, '--offline', '--task', 'Compute the CAGR from 120 to 198 over two years.',
                                   '--arm', 'transfer', '--role', 'data_analysis')
    assert rc == 0, stderr
    assert '· data_analysis ·' in stdout

def test_interactive_offline_continues_the_same_loop(monkeypatch, capsys):
    rc, stdout, stderr = demo_here(monkeypatch, capsys, '--offline', '--scenario', 'coding', '--interactive',
                                   stdin='Now also write a short summary of the result.\nexit\n')
    assert rc == 0, stderr
    assert stdout.count('==== summary ====') == 2


def test_the_demo_never_prints_an_escape_sequence():
    "Model and tool text reach the terminal with escape sequences and bidi controls written out, not obeyed."
    import io
    from role_transfer.cli import console_observer
    out = io.StringIO()
    show = console_observer('transfer', True, out)
    evil = 'ok \x1b]52;c;SGVsbG8=\x07 \x1b]0;title\x07 \x1b[2J\r\u202eevil'
    show('tool_call', dict(tool='web_search', arguments=evil, status='ok', result=evil))
    show('transition', dict(mechanism='transfer_to_agent', to='research', status='ok', reason=evil, **{'from': 'triage'}))
    show('error', dict(kind='provider', error_type='APIError', message=evil))
    text = out.getvalue()
    assert not any(ch in text for ch in '\x1b\x07\r\u202e') and text.count('\\x1b') == 12
