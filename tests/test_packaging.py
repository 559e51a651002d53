"Packaging rules from the foundation issue: setup.py reads settings.ini, never imports pkg_resources, ships only role_transfer."
import ast, configparser, subprocess, sys, zipfile
import pytest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

def _cfg():
    c = configparser.ConfigParser(delimiters=['=']); c.read(ROOT/'settings.ini', encoding='utf-8'); return c['DEFAULT']

def test_setup_py_does_not_import_pkg_resources():
    tree = ast.parse((ROOT/'setup.py').read_text())
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert 'pkg_resources' not in names

def test_known_pins_present():
    dev = _cfg()['dev_requirements']
    for pin in ('nbdev==2.4.14', 'execnb', 'ghapi<2', 'pytest-xdist=='): assert pin in dev
    assert 'fastcore' in _cfg()['requirements'] and '<2' in _cfg()['requirements']

@pytest.mark.slow
def test_wheel_holds_only_the_package(tmp_path):
    r = subprocess.run([sys.executable, '-m', 'pip', 'wheel', '--no-deps', '-q', '-w', str(tmp_path), str(ROOT)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    whl = next(tmp_path.glob('*.whl'))
    tops = {n.split('/')[0] for n in zipfile.ZipFile(whl).namelist()}
    assert {t for t in tops if not t.endswith('.dist-info')} == {'role_transfer'}
    names = set(zipfile.ZipFile(whl).namelist())
    want = {f'role_transfer/data/{p.relative_to(ROOT).as_posix()}' for p in (ROOT/'skills').rglob('*') if p.is_file()}
    want |= {f'role_transfer/data/tasks/{p.name}' for p in (ROOT/'tasks').glob('*.json')}
    want |= {'role_transfer/data/validation/protocol.json'}
    assert want <= names, sorted(want - names)
    assert not [n for n in names if n.startswith('role_transfer/data/validation/') and not n.endswith('protocol.json')]

TEST_COMMAND = 'python -m compileall -q role_transfer && nbdev_test --n_workers 2 && python -m pytest -q -n 2 --dist loadfile tests'

def test_readme_test_command_runs_on_two_workers_as_ci_does():
    "The README's test command uses both cores (pytest-xdist, one file per worker) and CI runs the same pieces."
    assert TEST_COMMAND in (ROOT/'README.md').read_text(encoding='utf-8')
    ci = (ROOT/'.ci'/'run').read_text(encoding='utf-8').splitlines()
    assert 'python -m compileall -q "$LIB" || fail "compileall"' in ci and 'LIB=role_transfer NBS=nbs' in ci
    assert 'nbdev_test --n_workers 2 --timing || fail "nbdev_test"' in ci
    assert 'python -m pytest -q -n 2 --dist loadfile tests' in ci

def _setup_data():
    tree = ast.parse((ROOT/'setup.py').read_text())
    return next(ast.literal_eval(n.value) for n in ast.walk(tree) if isinstance(n, ast.Assign)
                and any(getattr(t, 'id', None) == 'DATA' for t in n.targets))

def test_sdist_manifest_carries_the_package_data():
    "The sdist must hold what setup.py copies into the wheel (and settings.ini, which setup.py reads)."
    lines = [l.split() for l in (ROOT/'MANIFEST.in').read_text().splitlines() if l.strip() and not l.startswith('#')]
    listed = {w for l in lines if l[0] in ('graft', 'include') for w in l[1:]}
    assert set(_setup_data()) <= listed and 'settings.ini' in listed
    for rel in _setup_data(): assert (ROOT/rel).exists(), rel
