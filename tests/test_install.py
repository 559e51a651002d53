"""`pip install .` installs a package that runs: a wheel, installed into a fresh venv and used from a folder outside
the checkout, finds its packaged skills, task suites and protocol (no ROLE_TRANSFER_HOME) and runs the quick start."""
import hashlib, json, os, subprocess, sys, sysconfig, site
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRUB = ('PYTHONPATH', 'ROLE_TRANSFER_HOME', 'ROLE_TRANSFER_EXTERNAL', 'OPENAI_API_KEY', 'OPENROUTER_API_KEY',
         'TAVILY_API_KEY', 'OPENAI_BASE_URL', 'TAVILY_BASE_URL', 'OPENAI_MODEL')

def _sha(p): return hashlib.sha256(Path(p).read_bytes()).hexdigest()

@pytest.fixture(scope='module')
def installed(tmp_path_factory):
    "A fresh venv holding only the built wheel; its dependencies come from this interpreter's site-packages."
    d = tmp_path_factory.mktemp('install')
    env = {k: v for k, v in os.environ.items() if k not in SCRUB}  # PYTHONPATH would make pip see a checkout
    r = subprocess.run([sys.executable, '-m', 'pip', 'wheel', '--no-deps', '-q', '-w', str(d/'dist'), str(ROOT)],
                       capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    whl = next((d/'dist').glob('*.whl'))
    venv = d/'venv'
    subprocess.run([sys.executable, '-m', 'venv', '--without-pip', str(venv)], check=True, env=env)
    py = venv/'bin'/'python'
    purelib = Path(subprocess.run([str(py), '-c', "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  capture_output=True, text=True, check=True, env=env).stdout.strip())
    # plain paths in a .pth: the parent's packages become importable, its .pth files (an editable install of this
    # checkout) are not processed, so `role_transfer` can only come from the wheel
    parents = [p for p in (*site.getsitepackages(), sysconfig.get_paths()['purelib']) if Path(p).is_dir()]
    (purelib/'_parent_env.pth').write_text('\n'.join(dict.fromkeys(parents)) + '\n')
    r = subprocess.run([sys.executable, '-m', 'pip', '--python', str(py), 'install', '--no-deps', '-q', str(whl)],
                       capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    work = d/'elsewhere'; work.mkdir()
    return dict(venv=venv, py=py, purelib=purelib, env=env, work=work)

def _py(inst, code):
    r = subprocess.run([str(inst['py']), '-c', code], cwd=inst['work'], env=inst['env'], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stdout.strip()

@pytest.mark.slow
def test_installed_package_finds_its_data(installed):
    out = json.loads(_py(installed, "import json, role_transfer.agent.core as c; from role_transfer.measure.tasks import suite_path; "
                                    "print(json.dumps(dict(mod=c.__file__, root=str(c.project_root()), "
                                    "skills=str(c.skills_dir()), suite=str(suite_path('example')), "
                                    "bare=str(c.find_task_file('example')), "
                                    "proto=(c.validation_dir()/'protocol.json').is_file())))"))
    data = installed['purelib']/'role_transfer'/'data'
    assert Path(out['mod']).parent == installed['purelib']/'role_transfer'/'agent'      # the wheel, not the checkout
    assert Path(out['root']) == data and Path(out['skills']) == data/'skills' and out['proto']
    assert Path(out['suite']) == Path(out['bare']) == data/'tasks'/'example.json'
    assert sorted(p.parent.name for p in (data/'skills').glob('*/SKILL.md')) == \
        sorted(p.parent.name for p in (ROOT/'skills').glob('*/SKILL.md'))
    for rel in ('tasks/example.json', 'tasks/formal.json', 'tasks/boundary.json', 'validation/protocol.json'):
        assert _sha(data/rel) == _sha(ROOT/rel), rel
    assert not (data/'validation'/'gate-corpus').exists() and not (data/'validation'/'runs').exists()

@pytest.mark.slow
def test_quick_start_from_another_folder(installed):
    data = installed['purelib']/'role_transfer'/'data'
    # mark the packaged copy of one role document, so the run proves which copy it read
    skill = data/'skills'/'writing'/'SKILL.md'
    skill.write_text(skill.read_text(encoding='utf-8') + '\n<!-- installed copy -->\n', encoding='utf-8')
    exe = installed['venv']/'bin'/'role_transfer_compare'
    assert exe.exists()
    r = subprocess.run([str(exe), '--offline', '--task-file', str(data/'tasks'/'example.json'), '--trials', '1',
                        'OUT'], cwd=installed['work'], env=installed['env'], capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, (r.stdout[-2000:], r.stderr[-2000:])
    out = installed['work']/'OUT'
    m = json.loads((out/'manifest.json').read_text(encoding='utf-8'))
    assert m['skills']['files']['writing'] == _sha(skill) != _sha(ROOT/'skills'/'writing'/'SKILL.md')
    assert m['protocol_sha256'] == _sha(data/'validation'/'protocol.json')
    cells = [json.loads(l) for l in (out/'cells.jsonl').read_text(encoding='utf-8').splitlines() if l.strip()]
    assert len(cells) == 6                                                       # 3 tasks x 2 arms x 1 trial
    ran = {json.loads(l)['case_id'] for l in (out/'boundary.jsonl').read_text(encoding='utf-8').splitlines() if l.strip()}
    assert ran == {c['id'] for c in json.loads((data/'tasks'/'boundary.json').read_text(encoding='utf-8'))}
    assert (out/'report.md').is_file()

@pytest.mark.slow
def test_wheel_built_from_the_sdist_carries_the_data(tmp_path):
    "What a package index serves: the sdist must hold the data (MANIFEST.in), and its wheel the packaged copies."
    import tarfile, zipfile
    env = {k: v for k, v in os.environ.items() if k not in SCRUB}
    r = subprocess.run([sys.executable, 'setup.py', '-q', 'sdist', '-d', str(tmp_path/'sdist')], cwd=ROOT, env=env,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    sdist = next((tmp_path/'sdist').glob('*.tar.gz'))
    with tarfile.open(sdist) as t: t.extractall(tmp_path/'src', filter='data')
    src = next((tmp_path/'src').iterdir())
    r = subprocess.run([sys.executable, '-m', 'pip', 'wheel', '--no-deps', '-q', '-w', str(tmp_path/'dist'), str(src)],
                       env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    names = set(zipfile.ZipFile(next((tmp_path/'dist').glob('*.whl'))).namelist())
    for rel in ('skills/research/SKILL.md', 'tasks/example.json', 'tasks/boundary.json', 'validation/protocol.json'):
        assert f'role_transfer/data/{rel}' in names, rel
