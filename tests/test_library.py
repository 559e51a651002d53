"""The library face: `import role_transfer` stays light, and the script the README shows runs exactly as printed."""
import json, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ('openai', 'pandas', 'matplotlib', 'scipy', 'statsmodels', 'inspect_ai')

def readme_script() -> str:
    "The one Python block of README.md that imports the package as `rt`."
    blocks = re.findall(r'```python\n(.*?)```', (ROOT/'README.md').read_text(encoding='utf-8'), re.S)
    mine = [b for b in blocks if 'import role_transfer as rt' in b]
    assert len(mine) == 1, f'README.md has {len(mine)} python blocks importing role_transfer as rt'
    return mine[0]

def test_import_is_light():
    probe = f'import sys, json, role_transfer as rt; print(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))'
    r = subprocess.run([sys.executable, '-c', probe], capture_output=True, text=True, check=True)
    assert json.loads(r.stdout) == []
    r = subprocess.run([sys.executable, '-c', 'import role_transfer as rt; rt.nope'], capture_output=True, text=True)
    assert r.returncode == 1 and "module role_transfer has no attribute 'nope'" in r.stderr.splitlines()[-1]

def test_readme_script_runs_offline(tmp_path):
    script = readme_script()
    assert len(script.strip().splitlines()) <= 10
    r = subprocess.run([sys.executable, '-c', script], cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    assert (tmp_path/'runs'/'quick'/'report.md').is_file() and "'difference'" in r.stdout
    assert "'transfer'" in r.stdout and "'skill'" in r.stdout

def test_compare_arms_error_is_one_line(tmp_path):
    "A bad record is named in one line, not by the repr of a cell."
    code = ('import role_transfer as rt\n'
            'run = rt.read_run(%r)\n'
            'try: rt.compare_arms(run, arms=("transfer", "prompt_swap"))\n'
            'except ValueError as e: print(len(str(e).splitlines()), len(str(e)))\n') % str(ROOT/'validation'/'runs'/'offline-example')
    r = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True)
    lines, chars = map(int, r.stdout.split())
    assert lines == 1 and chars < 300
