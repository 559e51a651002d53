"""The README's quick start, run exactly as printed (after its install line): with its example prices every cost is
priced, every figure it draws carries something, the figures it leaves out are explained in report.md, and the
console leads with the primary result and the cache mechanism."""
import json, os, re, shutil, subprocess, sys
from pathlib import Path
from matplotlib.image import imread
from role_transfer.present.report import FIGURE_FILES, figure_plan
from role_transfer.present.record import read_report

ROOT = Path(__file__).resolve().parents[1]

def quick_start_commands() -> list:
    "The `role_transfer...` commands of the README's quick-start block, continuation lines joined."
    blocks = re.findall(r'```sh\n(.*?)```', (ROOT/'README.md').read_text(encoding='utf-8'), re.S)
    mine = [b for b in blocks if re.search(r'role_transfer_compare \S+ --offline', b)]
    assert len(mine) == 1, f'README.md has {len(mine)} sh blocks running role_transfer_compare RUN --offline'
    lines = mine[0].replace('\\\n', ' ').splitlines()
    return [l for l in lines if l.startswith('role_transfer')]

def test_quick_start_draws_only_figures_with_something_to_show(tmp_path):
    cmds = quick_start_commands()
    assert cmds and 'example prices' in (ROOT/'README.md').read_text(encoding='utf-8')
    shutil.copytree(ROOT/'tasks', tmp_path/'tasks')
    env = dict(os.environ, PATH=f'{Path(sys.executable).parent}{os.pathsep}{os.environ.get("PATH", "")}')
    for k in ('OPENAI_API_KEY', 'OPENROUTER_API_KEY', 'TAVILY_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'):
        env.pop(k, None)
    out = ''
    for cmd in cmds:
        r = subprocess.run(['bash', '-c', cmd], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
        assert r.returncode == 0, (cmd, r.stderr[-3000:])
        out += r.stdout
    # the console leads with the answer: the primary result and the cache mechanism come before the arm table
    head = out.split('\narm ')[0]
    assert 'Primary result:' in head and 'Mechanism: cached share of prompt tokens' in head, head
    run = tmp_path/'runs'/'offline-demo'
    report = json.loads((run/'report.json').read_text(encoding='utf-8'))
    cost = report['prices']['cost']
    assert cost['cells_priced'] > 0 and cost['cells_not_priced'] == 0, cost      # the example prices applied
    plan = figure_plan(read_report(run))
    drawn = {n for n, why in plan.items() if why is None}
    assert {'answer', 'calls', 'tokens_cost', 'paired_deltas'} <= drawn, plan
    pngs = {p.stem for p in (run/'figures').glob('*.png')}
    assert pngs == drawn, (pngs, drawn)
    for n in drawn:                           # ink on the page, not an empty frame
        img = imread(run/'figures'/f'{n}.png')
        assert (img[..., :3].min(axis=2) < 0.9).mean() > 0.03, n
    md = (run/'report.md').read_text(encoding='utf-8')
    for n, why in plan.items():               # a figure left out is explained instead
        assert (f'(figures/{n}.png)' in md) == (why is None), n
        if why: assert why in md, n
    assert set(plan) == set(FIGURE_FILES)
