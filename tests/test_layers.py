"""The package's layers are its folders, checked from its source with `ast`: every module sits in a layer folder (or is
the command-line module at the top), no import cycle, no import pointing up the layers, no test double imported by a
module that measures, and every function-level package import says on its line why it is not at module level."""
import ast, io, tokenize
from pathlib import Path
import pytest

PKG = Path(__file__).resolve().parents[1]/'role_transfer'
PACKAGE = 'role_transfer'

# The one layer map: the subpackages, in the order arrows may point (down this list only). Modules at the top of the
# package (the command line) form the last layer. The test doubles live in `testing`; nothing that measures imports it.
LAYERS = ['agent', 'testing', 'records', 'measure', 'engines', 'reference', 'present', 'audit', 'cli']
MAY_IMPORT_DOUBLES = {'testing', 'cli'}

# No known exceptions remain: a cycle or an upward import fails the tests below. (Both sets stay as names so that a
# future, deliberate exception is visible here, with the reason on its line.)
KNOWN_CYCLES = set()
KNOWN_UPWARD = set()


def layer_of(mod: str) -> str | None:
    "The layer of module `mod` (a dotted name below the package): its folder, or `cli` at the top; None elsewhere."
    parts = mod.split('.')
    if len(parts) == 1: return 'cli'
    return parts[0] if parts[0] in LAYERS and len(parts) == 2 else None


def package_modules(pkg: Path) -> dict:
    "Module name -> path of every module of the package directory `pkg` (subpackages as dotted names)."
    return {'.'.join(p.relative_to(pkg).with_suffix('').parts): p for p in sorted(pkg.rglob('*.py'))
            if p.name != '__init__.py' and not p.name.startswith('_')}


def comment_lines(source: str) -> set:
    "Line numbers that carry a comment."
    return {t.start[0] for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type == tokenize.COMMENT}


def _resolve(base: str, names: list, mods: set) -> list:
    "Modules that `from base import names` reaches: `base` itself, else those of `names` that are modules under it."
    if base in mods: return [base]
    return [f'{base}.{n}' if base else n for n in names if (f'{base}.{n}' if base else n) in mods]


def _targets(node, importer: str, mods: set, package: str) -> list:
    "Package modules one import node (or `import_module('...')` call) of module `importer` refers to."
    if isinstance(node, ast.Import):
        return [t for a in node.names if a.name.startswith(package + '.')
                for t in _resolve(a.name[len(package) + 1:], [], mods)]
    if isinstance(node, ast.ImportFrom):
        names = [a.name for a in node.names]
        if node.level == 0:
            mod = node.module or ''
            if mod == package: return _resolve('', names, mods)
            if not mod.startswith(package + '.'): return []
            return _resolve(mod[len(package) + 1:], names, mods)
        here = importer.split('.')[:-1]               # the importer's package, relative to ours
        if node.level - 1 > len(here): return []     # beyond the package: not ours
        parts = here[:len(here) - (node.level - 1)] + (node.module.split('.') if node.module else [])
        return _resolve('.'.join(parts), names, mods)
    if isinstance(node, ast.Call) and getattr(node.func, 'attr', getattr(node.func, 'id', None)) == 'import_module':
        arg = node.args[0] if node.args else None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.startswith(package + '.'):
            return _resolve(arg.value[len(package) + 1:], [], mods)
    return []


def imports_of(path: Path, importer: str, mods: set, package: str = PACKAGE) -> list:
    "(target, function name or None, line, commented) for every package import in the module at `path`."
    source = path.read_text(encoding='utf-8')
    tree, comments, out = ast.parse(source), comment_lines(source), []
    text = source.splitlines()
    def said(node) -> bool:     # a comment on the import's line(s), or on a line of its own just above
        lines = range(node.lineno, (node.end_lineno or node.lineno) + 1)
        return any(l in comments for l in lines) or (
            node.lineno > 1 and text[node.lineno - 2].lstrip().startswith('#'))
    def visit(node, fn):
        for child in ast.iter_child_nodes(node):
            f = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else fn
            if isinstance(child, ast.Lambda): f = fn or '<lambda>'
            for t in _targets(child, importer, mods, package):
                out.append((t, fn, child.lineno, said(child)))
            visit(child, f)
    visit(tree, None)
    return out


def import_graph(pkg: Path = PKG, package: str = PACKAGE) -> dict:
    "Module -> list of (target, function or None, line, commented), module-level and function-level imports alike."
    mods = package_modules(pkg)
    return {m: imports_of(p, m, set(mods), package) for m, p in mods.items()}


def cycles(graph: dict) -> list:
    "Every strongly connected set of modules that import each other (a self-import counts), as a list of sets."
    edges = {m: {t for t, *_ in imps if t in graph} for m, imps in graph.items()}
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]
    def strong(v):                                  # Tarjan
        index[v] = low[v] = n[0]; n[0] += 1; stack.append(v); on.add(v)
        for w in sorted(edges[v]):
            if w not in index: strong(w); low[v] = min(low[v], low[w])
            elif w in on: low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop(); on.discard(w); comp.add(w)
                if w == v: break
            if len(comp) > 1 or v in edges[v]: out.append(comp)
    for v in sorted(edges):
        if v not in index: strong(v)
    return out


def cycle_path(graph: dict, comp: set) -> list:
    "One closed path through the modules of `comp`, for the failure message."
    edges = {m: sorted(t for t, *_ in graph[m] if t in comp) for m in comp}
    start = min(comp); path, seen = [start], {start}
    while True:
        nxt = (next((t for t in edges[path[-1]] if t not in seen), None)
               or next((t for t in edges[path[-1]] if t == start), None))
        if nxt is None or nxt == start: return path + [start]
        path.append(nxt); seen.add(nxt)


def double_imports(graph: dict) -> list:
    "Imports of a test double (a module of `testing`) by a module outside the testing and command-line layers."
    return [(m, t, fn, line) for m, imps in graph.items() for t, fn, line, _ in imps
            if layer_of(t) == 'testing' and layer_of(m) not in MAY_IMPORT_DOUBLES]


def silent_function_imports(graph: dict) -> list:
    "Function-level package imports with no comment on their line(s) or on a line of its own above."
    return [(m, t, fn, line) for m, imps in graph.items() for t, fn, line, commented in imps if fn and not commented]


def upward_imports(graph: dict) -> set:
    "(importer, imported) pairs where the imported module sits in a later layer than its importer."
    rank = lambda m: LAYERS.index(layer_of(m)) if layer_of(m) else None
    return {(m, t) for m, imps in graph.items() for t, *_ in imps
            if rank(m) is not None and rank(t) is not None and rank(t) > rank(m)}


# ---- the checks on the package ----

@pytest.fixture(scope='module')
def graph() -> dict:
    "The package's import graph, parsed when this file runs (not at collection: every xdist worker collects every file)."
    return import_graph()

def test_every_module_sits_in_a_layer_folder(graph):
    missing = sorted(m for m in graph if layer_of(m) is None)
    assert not missing, f'modules outside the layer folders {LAYERS} (tests/test_layers.py): {missing}'
    assert {layer_of(m) for m in graph} == set(LAYERS), 'a layer folder is empty or missing'

def test_no_import_cycle(graph):
    found = [c for c in cycles(graph) if frozenset(c) not in KNOWN_CYCLES]
    assert not found, 'import cycles: ' + '; '.join(' -> '.join(cycle_path(graph, c)) for c in found)

def test_known_cycles_still_exist(graph):
    "An entry of KNOWN_CYCLES that no longer is a cycle must be removed (the set only shrinks)."
    gone = [sorted(k) for k in KNOWN_CYCLES if not any(set(k) <= c for c in cycles(graph))]
    assert not gone, gone

def test_no_measurement_module_imports_a_double(graph):
    bad = double_imports(graph)
    assert not bad, '\n'.join(f'{m}.py:{line} imports {t} (in {fn or "module level"})' for m, t, fn, line in bad)

def test_arrows_point_down(graph):
    new = upward_imports(graph) - KNOWN_UPWARD
    assert not new, f'imports pointing up the layers ({" -> ".join(LAYERS)}): {sorted(new)}'

def test_known_upward_imports_are_still_there(graph):
    "An entry of KNOWN_UPWARD that no longer exists must be removed (the list only shrinks)."
    assert not KNOWN_UPWARD - upward_imports(graph), sorted(KNOWN_UPWARD - upward_imports(graph))

def test_function_level_imports_state_a_reason(graph):
    bad = silent_function_imports(graph)
    assert not bad, 'function-level package imports without a comment saying why:\n' + '\n'.join(
        f'{m}.py:{line} imports {t} in {fn}()' for m, t, fn, line in bad)


# ---- the checks themselves, on a package made to break every rule ----

def _fake(tmp_path) -> dict:
    pkg = tmp_path/PACKAGE
    files = {
        '__init__.py': '',
        'agent/__init__.py': '',
        'agent/core.py': 'import json\n',
        'measure/gates.py': 'from ..agent.core import *\nfrom role_transfer.present import report\n',
        'present/report.py': 'import role_transfer.measure.gates as g\n',
        'measure/judge.py': ('def judge_main():\n    from role_transfer.testing.loopback import x  # the command starts it\n'
                             'def other():\n    from ..testing.scripted import ScriptedJudgePolicy\n'),
        'testing/loopback.py': 'from .scripted import y\n',
        'testing/scripted.py': 'from role_transfer.agent.core import z\n',
        'agent/trajectory.py': ('import importlib\ndef f():\n'
                                '    return importlib.import_module("role_transfer.testing.builders")\n'),
        'testing/builders.py': 'from ..agent.trajectory import Trajectory\n',
        'present/view.py': ('def g():\n    # the reason, on a line of its own above\n    from ..agent.core import z\n'
                            'def h():\n    x = 1  # a comment on another statement\n    from ..agent import core\n'),
        'cli.py': 'from .testing import loopback\nfrom .present.view import g\n',
        'stray/thing.py': '',
    }
    for name, text in files.items():
        (pkg/name).parent.mkdir(parents=True, exist_ok=True); (pkg/name).write_text(text)
    return import_graph(pkg)

def test_the_checks_catch_what_they_should(tmp_path):
    g = _fake(tmp_path)
    comps = cycles(g)
    assert {frozenset(c) for c in comps} == {frozenset({'measure.gates', 'present.report'}),
                                             frozenset({'testing.builders', 'agent.trajectory'})}
    assert cycle_path(g, {'measure.gates', 'present.report'}) == ['measure.gates', 'present.report', 'measure.gates']
    bad = double_imports(g)
    assert {(m, t, fn) for m, t, fn, _ in bad} == {('measure.judge', 'testing.loopback', 'judge_main'),
                                                   ('measure.judge', 'testing.scripted', 'other'),
                                                   ('agent.trajectory', 'testing.builders', 'f')}
    assert {(m, t, fn) for m, t, fn, _ in silent_function_imports(g)} == {
        ('measure.judge', 'testing.scripted', 'other'), ('agent.trajectory', 'testing.builders', 'f'),
        ('present.view', 'agent.core', 'h')}
    assert ('measure.gates', 'present.report') in upward_imports(g) and ('agent.trajectory', 'testing.builders') in upward_imports(g)
    assert ('cli', 'present.view') not in upward_imports(g) and not [b for b in bad if b[0] == 'cli']
    assert layer_of('audit.validate_chains') == 'audit' and layer_of('stray.thing') is None and layer_of('cli') == 'cli'
