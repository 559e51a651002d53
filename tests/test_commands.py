"The commands: fast --help/--version (no heavy import), help on every option, shared names, exit codes, Ctrl-C."
import argparse, configparser, json, os, shutil, subprocess, sys, types
from pathlib import Path
import pytest
import role_transfer
from role_transfer.agent.core import tasks_dir, validation_dir, project_root
from role_transfer.commands import COMMANDS
from role_transfer.command_parts import PRICE_KEYS, finish_run
from role_transfer.run_commands import compare_main, demo_main, resume_command

HEAVY = ('matplotlib', 'scipy', 'pandas', 'numpy', 'openai', 'httpx', 'statsmodels', 'tavily', 'requests')
EXAMPLE = validation_dir()/'runs'/'offline-example'

def run_py(code, *args, env=None, timeout=120):
    return subprocess.run([sys.executable, '-c', code, *args], capture_output=True, text=True, timeout=timeout,
                          env=env or os.environ)

PROBE = '''import sys, io, json, contextlib
from role_transfer.commands import COMMANDS
main = COMMANDS[sys.argv[1]][0]
outs = []
for args in (['--help'], ['--version']):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try: main(args)
        except SystemExit as e: code = e.code
    outs.append((code, buf.getvalue()))
heavy = sorted({m.split('.')[0] for m in sys.modules} & set(%r))
print(json.dumps(dict(outs=outs, heavy=heavy)))''' % (HEAVY,)

@pytest.mark.parametrize('name', sorted(COMMANDS))
def test_help_and_version_import_nothing_heavy(name):
    r = run_py(PROBE, name)
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d['heavy'] == [], f'{name} --help/--version imported {d["heavy"]}'
    (hcode, help_text), (vcode, version) = d['outs']
    assert hcode == 0 and vcode == 0
    assert help_text.startswith(f'usage: {name}')
    assert 'example' in help_text and 'exit status' in help_text and name in help_text.split('example', 1)[1]
    assert version.strip() == f'{name} {role_transfer.__version__} (role_transfer)'

def test_core_imports_nothing_heavy():
    r = run_py('import sys, role_transfer.agent.core, role_transfer.commands; '
               f'print(sorted({{m.split(".")[0] for m in sys.modules}} & set({HEAVY!r})))')
    assert r.stdout.strip() == '[]', r.stdout + r.stderr

def test_list_roles_imports_no_client():
    code = ('import sys, io, contextlib; from role_transfer.run_commands import demo_main\n'
            'with contextlib.redirect_stdout(io.StringIO()) as o: rc = demo_main(["--list-roles"])\n'
            f'print(rc, sorted({{m.split(".")[0] for m in sys.modules}} & set({HEAVY!r})), "web_search" in o.getvalue())')
    r = run_py(code)
    assert r.stdout.strip() == '0 [] True', r.stdout + r.stderr

def test_every_option_of_every_command_has_help():
    missing = {}
    for name, (_, parser) in COMMANDS.items():
        for a in parser()._actions:
            if not a.option_strings and a.help is None: missing.setdefault(name, []).append(a.dest)
            if a.option_strings and a.help in (None, argparse.SUPPRESS):
                missing.setdefault(name, []).append(a.option_strings)
    assert missing == {}

def test_defaults_are_shown():
    h = COMMANDS['role_transfer_compare'][1]().format_help()
    for needle in ('(default: 1)', '(default: 120.0)', '(default: transfer,skill)', '(default: 0.0)', '(default: 12345)'):
        assert needle in ' '.join(h.split()), needle

def test_one_name_per_shared_option():
    "Prices and progress are spelled alike, with the same destinations, wherever they appear."
    for name, (_, parser) in COMMANDS.items():
        opts = {s: a for a in parser()._actions for s in a.option_strings}
        prices = [s for s in opts if 'price' in s]
        if prices:
            assert sorted(prices) == sorted('--' + k.replace('_per_million', '-price-per-million').replace('_', '-')
                                            for k in PRICE_KEYS), name
            assert {opts[s].dest for s in prices} == set(PRICE_KEYS), name
        if '--progress' in opts or '--no-progress' in opts:
            assert opts['--no-progress'].dest == 'progress' and opts['--no-progress'].default is True, name
            assert parser().parse_args(_minimal(name)).progress is True, name
    for name in ('role_transfer_compare', 'role_transfer_replay', 'role_transfer_plan'):
        assert '--input-price-per-million' in COMMANDS[name][1]().format_help()
    for name in ('role_transfer_compare', 'role_transfer_judge', 'role_transfer_cache_replay'):
        assert '--no-progress' in COMMANDS[name][1]().format_help()

def _minimal(name):
    return dict(role_transfer_compare=['o', '--task-file', 't']).get(name, ['r'])

def test_console_scripts_all_point_to_the_mains():
    "`role_transfer` is `commands.main`; each `role_transfer_*` script is its main, in the module that defines it."
    ini = configparser.ConfigParser(delimiters=['=']); ini.read(project_root()/'settings.ini')
    scripts = dict(x.split('=') for x in ini['DEFAULT']['console_scripts'].split())
    assert scripts == {'role_transfer': 'role_transfer.commands:main'} | {
        n: f'{m.__module__}:{m.__name__}' for n, (m, _) in COMMANDS.items()}
    assert {m.__module__ for m, _ in COMMANDS.values()} == {'role_transfer.run_commands', 'role_transfer.read_commands'}

def test_python_m_dispatches():
    r = subprocess.run([sys.executable, '-m', 'role_transfer.commands', 'plan', '--version'], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0 and 'role_transfer plan' in r.stdout
    r = subprocess.run([sys.executable, '-m', 'role_transfer.commands', 'nope'], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and 'compare' in r.stderr

ARGS = ['--task-file', str(tasks_dir()/'example.json'), '--skip-boundary', '--no-progress']

def test_offline_with_model_is_refused_before_anything_runs(tmp_path, capsys):
    assert compare_main(ARGS + ['--offline', '--model', 'gpt-4.1', str(tmp_path/'r')]) == 2
    err = capsys.readouterr().err
    assert '--offline' in err and '--model' in err and 'records' in err and not (tmp_path/'r').exists()

def test_retry_errors_needs_resume(tmp_path, capsys):
    assert compare_main(ARGS + ['--offline', '--retry-errors', str(tmp_path/'r')]) == 2
    assert '--resume' in capsys.readouterr().err and not (tmp_path/'r').exists()

def test_bad_number_is_an_argparse_error_naming_the_flag(tmp_path, capsys):
    with pytest.raises(SystemExit) as e: compare_main(ARGS + ['--offline', '--trials', '0', str(tmp_path/'r')])
    assert e.value.code == 2 and '--trials' in capsys.readouterr().err and not (tmp_path/'r').exists()

def stubbed_compare(monkeypatch, capsys, mode, *argv):
    """`compare_main` (the console script's function: its return value is the exit status) with the campaign
    replaced by a stub that ends with status `mode` or, for 'interrupt', raises KeyboardInterrupt; -> (status, stderr).
    In this process: the real Ctrl-C of a real campaign process is tested by test_real_double_sigint_... below."""
    def run_campaign(cfg, resume=False, progress=True, **kw):
        if mode == 'interrupt': raise KeyboardInterrupt
        return types.SimpleNamespace(path=cfg.output, status=mode, message='stopped by the test')
    import role_transfer.measure.campaign as c
    monkeypatch.setattr(c, 'run_campaign', run_campaign)
    capsys.readouterr()
    rc = compare_main(list(argv))
    return rc, capsys.readouterr().err

def test_second_ctrl_c_exits_130_without_traceback(tmp_path, monkeypatch, capsys):
    rc, err = stubbed_compare(monkeypatch, capsys, 'interrupt', *ARGS, '--offline', str(tmp_path/'r'))
    assert rc == 130 and 'Traceback' not in err
    assert err.strip().splitlines() == ['aborted: compare stopped at once by Ctrl-C; what was recorded is kept (a campaign resumes with --resume) (exit 130)']

@pytest.fixture
def run_copy(tmp_path):
    d = tmp_path/'run'; shutil.copytree(EXAMPLE, d); return d

def test_cancelled_run_is_finished_and_says_how_to_resume(run_copy, monkeypatch, capsys):
    rc, err = stubbed_compare(monkeypatch, capsys, 'cancelled', *ARGS, '--offline', str(run_copy), '--trials', '2')
    assert rc == 130, err
    assert 'Traceback' not in err and 'cancelled: stopped by the test' in err
    assert f"resume with: role_transfer_compare {' '.join(ARGS)} --offline {run_copy} --trials 2 --resume" in err
    assert (run_copy/'report.md').exists() and (run_copy/'artifacts.json').exists()

def test_config_error_status_exits_3_and_names_the_retry(run_copy, monkeypatch, capsys):
    monkeypatch.setenv('OPENAI_API_KEY', 'not-a-real-key'); monkeypatch.setenv('OPENAI_MODEL', 'm')
    rc, err = stubbed_compare(monkeypatch, capsys, 'config_error', *ARGS, str(run_copy), '--model', 'no-such-model')
    assert rc == 3, err
    assert 'stopped by the test' in err and '--resume --retry-errors' in err

def test_resume_command_quotes_and_drops_old_resume_flags():
    assert resume_command(['my run', '--resume', '--retry-errors']) == \
        "role_transfer_compare 'my run' --resume"

def test_finish_run_writes_report_figures_then_index(run_copy):
    for f in ('report.md', 'report.json', 'artifacts.json'): (run_copy/f).unlink(missing_ok=True)
    shutil.rmtree(run_copy/'figures', ignore_errors=True)
    out = finish_run(run_copy, strict=False)
    assert out['report'] == run_copy/'report.md' and out['report'].exists()
    assert out['figures'] and all(p.exists() for p in out['figures'])
    listed = json.loads((run_copy/'artifacts.json').read_text())
    text = json.dumps(listed)
    assert 'report.md' in text and out['figures'][0].name in text      # the index comes last: it covers both

def test_view_and_export_refuse_bad_input_before_importing_their_stage(tmp_path, capsys):
    assert COMMANDS['role_transfer_view'][0]([str(tmp_path/'none')]) == 2
    assert 'not a run directory' in capsys.readouterr().err
    assert COMMANDS['role_transfer_export'][0]([str(EXAMPLE), '--format', 'inspect', '--output', str(tmp_path)]) == 2
    assert 'is a directory' in capsys.readouterr().err

def test_real_double_sigint_exits_130_without_traceback(tmp_path):
    "Two SIGINTs to a running offline campaign: exit 130, no traceback (the first may cancel, the second aborts)."
    import signal, time
    from role_transfer.agent.core import read_jsonl
    run = tmp_path/'r'
    p = subprocess.Popen([sys.executable, '-c', 'import sys; from role_transfer.run_commands import compare_main; '
                          'sys.exit(compare_main(sys.argv[1:]))', *ARGS, '--offline', '--trials', '3',
                          '--latency', '0.05', str(run)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    deadline = time.time() + 180
    while time.time() < deadline and not read_jsonl(run/'cells.jsonl'): time.sleep(0.05)
    p.send_signal(signal.SIGINT); time.sleep(0.3)
    if p.poll() is None: p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=300)
    assert p.returncode == 130, (p.returncode, err[-2000:])
    assert 'Traceback' not in err, err[-2000:]


# ---- bad flags and bad run directories: one line naming the flag or file, exit 2, before anything runs ----------
@pytest.mark.parametrize('flags, said', [
    (['--temperature', 'nan'], '--temperature'), (['--temperature', 'inf'], '--temperature'),
    (['--temperature', '-0.5'], '--temperature'), (['--temperature', '3'], '--temperature'),
    (['--request-timeout', 'inf'], '--request-timeout'), (['--cell-timeout', 'nan'], '--cell-timeout'),
    (['--input-price-per-million', '1e308', '--output-price-per-million', '1'], '--input-price-per-million'),
    (['--input-price-per-million', 'nan', '--output-price-per-million', '1'], '--input-price-per-million'),
    (['--input-price-per-million', '0.6'], 'prices given in part'),
    (['--output-price-per-million', '2', '--cached-input-price-per-million', '0.1'], 'prices given in part'),
])
def test_compare_refuses_bad_numbers_before_any_call(flags, said, tmp_path, capsys):
    from role_transfer.run_commands import compare_main
    try: rc = compare_main(['--offline', '--task-file', 'example', str(tmp_path/'r'), *flags])
    except SystemExit as e: rc = e.code
    assert rc == 2 and said in capsys.readouterr().err and not (tmp_path/'r').exists()

def test_resume_of_a_missing_run_is_refused(tmp_path, capsys):
    from role_transfer.run_commands import compare_main
    rc = compare_main(['--offline', '--task-file', 'example', str(tmp_path/'nothing'), '--resume'])
    assert rc == 2 and 'holds no run to resume' in capsys.readouterr().err and not (tmp_path/'nothing').exists()

@pytest.mark.parametrize('name', ['figures', 'view', 'export', 'judge', 'replay'])
def test_a_run_without_cells_is_refused(name, tmp_path, capsys):
    from role_transfer import commands
    d = tmp_path/'run'; d.mkdir(); (d/'manifest.json').write_text('{}')
    argv = {'export': [str(d), '--format', 'inspect'], 'replay': [str(d), '--output', str(tmp_path/'o')],
            'judge': [str(d), '--offline']}.get(name, [str(d)])
    rc = getattr(commands, f'{name}_main')(argv)
    assert rc == 2 and 'no cells.jsonl' in capsys.readouterr().err

def _subcommands():
    from role_transfer.commands import main_parser
    sub = next(a for a in main_parser()._actions if isinstance(a, __import__('argparse')._SubParsersAction))
    return sorted(sub.choices)

@pytest.mark.parametrize('name', _subcommands())
def test_every_subcommand_has_help_and_refuses_a_bad_flag(name, capsys):
    from role_transfer.commands import main
    from role_transfer.command_parts import EXIT_TEXT
    with pytest.raises(SystemExit) as e: main([name, '--help'])
    assert e.value.code == 0 and EXIT_TEXT in capsys.readouterr().out
    with pytest.raises(SystemExit) as e: main([name, '--no-such-flag'])
    err = capsys.readouterr().err      # argparse names the flag, or first the missing argument
    assert e.value.code == 2 and 'error:' in err and ('--no-such-flag' in err or 'required' in err)

def test_subcommands_are_the_console_scripts():
    from role_transfer.commands import COMMANDS
    assert {n for n in _subcommands() if '-' not in n} == {s.removeprefix('role_transfer_') for s in COMMANDS}

def test_no_prefix_matching(tmp_path, capsys):
    "`--task` is not an abbreviation of `--task-file`, in the subcommand or in the old script."
    from role_transfer.commands import main
    for call in (lambda: main(['compare', str(tmp_path/'r'), '--task-file', 'example', '--task', 'hello', '--offline']),
                 lambda: compare_main([str(tmp_path/'r'), '--task-file', 'example', '--task', 'hello', '--offline'])):
        with pytest.raises(SystemExit) as e: call()
        assert e.value.code == 2 and 'unrecognized arguments: --task' in capsys.readouterr().err
    assert not (tmp_path/'r').exists()

@pytest.mark.parametrize('argv, flag', [
    (['compare', '{r}', '--task-file', 'example', '--offline', '--progress'], '--progress'),
    (['compare', '{r}', '--task-file', 'example', '--offline', '--capture-raw'], '--capture-raw'),
    (['compare', '--output', '{r}', '--task-file', 'example', '--offline'], '--output'),
    (['judge', '{r}', '--progress'], '--progress'),
    (['grade', '{r}', '--progress'], '--progress'),
    (['cache-replay', '{r}', '--offline', '--progress'], '--progress')])
def test_removed_flags_are_refused_by_name(tmp_path, capsys, argv, flag):
    "The old aliases are gone: argparse refuses each, naming it, exit 2, before any work."
    from role_transfer.commands import main
    with pytest.raises(SystemExit) as e: main([x.format(r=tmp_path/'r') for x in argv])
    assert e.value.code == 2 and f'unrecognized arguments: {flag}' in capsys.readouterr().err
    assert not (tmp_path/'r').exists()

def test_compare_needs_the_run_directory(capsys):
    with pytest.raises(SystemExit) as e: compare_main(['--task-file', 'example', '--offline'])
    assert e.value.code == 2 and 'RUN' in capsys.readouterr().err

def test_role_transfer_help_shows_the_exit_table():
    r = subprocess.run([sys.executable, '-m', 'role_transfer.commands', '--help'], capture_output=True, text=True)
    from role_transfer.command_parts import EXIT_TEXT
    assert r.returncode == 0 and EXIT_TEXT in r.stdout and 'cache-replay' in r.stdout
