"README.md is for readers (short, every notebook listed, the quick start and live use); CONTRIBUTING.md for developers."
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT/'README.md').read_text(encoding='utf-8')
CONTRIBUTING = (ROOT/'CONTRIBUTING.md').read_text(encoding='utf-8')
QUICK_START = 'role_transfer_compare runs/offline-demo --offline --task-file tasks/example.json --trials 2'

def links(text: str) -> list: return re.findall(r'\]\(([^)\s]+)\)', text)

def test_readme_is_short():
    n = len(README.split())
    assert n <= 1550, f'README.md has {n} words; readers get at most about 1,500 (move developer matters to CONTRIBUTING.md)'

def test_readme_lists_every_notebook_with_a_working_link():
    nbs = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT/'nbs').rglob('*.ipynb')
                 if p.name != 'index.ipynb' and not any(q.startswith(('_', '.')) for q in p.relative_to(ROOT).parts))
    linked = [l for l in links(README) if l.endswith('.ipynb')]
    assert sorted(set(linked) & set(nbs)) == nbs, sorted(set(nbs) - set(linked))
    assert all((ROOT/l).is_file() for l in linked), [l for l in linked if not (ROOT/l).is_file()]

def test_readme_keeps_the_quick_start_and_the_live_variables():
    assert QUICK_START in README and 'pip install -e .' in README and 'example prices' in README
    for v in ('OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'TAVILY_API_KEY'): assert f'`{v}`' in README, v
    assert '[CONTRIBUTING.md](CONTRIBUTING.md)' in README

def test_contributing_names_only_what_exists():
    for rel in set(re.findall(r'(?:tools|bench|\.ci|tests)/[\w./]+\w', CONTRIBUTING)):
        if '<' not in rel: assert (ROOT/rel).exists(), rel
    for tool in (ROOT/'tools').glob('*.py'): assert f'`{tool.name}`' in CONTRIBUTING, tool.name
    for tier in ('bash .ci/slow', 'python -m pytest -q -m slow tests', 'bash .ci/engine'): assert tier in CONTRIBUTING

def test_sidebar_lists_the_chapter_first_then_every_instrument_notebook_by_layer():
    import yaml
    from test_layers import LAYERS
    side = yaml.safe_load((ROOT/'nbs'/'sidebar.yml').read_text(encoding='utf-8'))['website']['sidebar']['contents']
    assert side[0] == 'index.ipynb' and [s['section'] for s in side[1:]] == ['Chapter', 'Instrument']
    chapter, instrument = side[1]['contents'], side[2]['contents']
    assert [s['section'] for s in instrument] == LAYERS
    listed = chapter + [nb for s in instrument for nb in s['contents']]
    nbs = sorted(p.relative_to(ROOT/'nbs').as_posix() for p in (ROOT/'nbs').rglob('*.ipynb')
                 if p.name != 'index.ipynb' and not any(q.startswith(('_', '.')) for q in p.relative_to(ROOT).parts))
    assert sorted(listed) == nbs and len(listed) == len(set(listed))
    assert all(nb.startswith('chapter/') for nb in chapter)
    assert all(nb.startswith(f"instrument/{s['section']}/") for s in instrument for nb in s['contents'])
