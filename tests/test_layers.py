"""The package's layers, derived from its source with `ast`: no import cycle, no test double imported by a module that
measures, and every function-level package import says on its line why it is not at module level."""
import ast, io, tokenize
from pathlib import Path
import pytest

PKG = Path(__file__).resolve().parents[1]/'role_transfer'
PACKAGE = 'role_transfer'

# The one layer map (issue 15). Arrows point down this list only; the doubles are imported by nothing that measures.
LAYERS = {
    'mechanism': {'core', 'credentials', 'pricing', 'seeds', 'tools', 'skills', 'client', 'trajectory', 'loop', 'arms', 'transfer_arm',
                  'skill_arm', 'tasks', 'reference_tasks', 'engine'},
    'doubles': {'loopback', 'scripted', 'builders'},
    'evidence': {'rundir'},
    'stages': {'gates', 'gate_accuracy', 'boundary', 'judge', 'stats', 'campaign', 'replay', 'score', 'plan',
               'cache_replay', 'reference'},
    'presentation': {'report', 'figures', 'analysis', 'console', 'view', 'export'},
    'audit': {'provenance', 'validate', 'validate_base', 'validate_records', 'validate_trajectory', 'validate_statistics',
              'validate_stages', 'validate_imported'},
    'commands': {'commands', 'cli'},
}
PREFIX_LAYERS = {'validate_': 'audit'}          # validate split into one module per check family
DOUBLES = LAYERS['doubles']
MAY_IMPORT_DOUBLES = {'doubles', 'commands'}    # everything else measures, records or presents: never a double

# No known exceptions remain: a cycle or an upward import fails the tests below. (Both sets stay as names so that a
# future, deliberate exception is visible here, with the reason on its line; the coordinator keeps them empty.)
KNOWN_CYCLES = set()
KNOWN_UPWARD = set()


def layer_of(mod: str) -> str | None:
    "The layer of module `mod` (None: unclassified)."
    for layer, mods in LAYERS.items():
        if mod in mods: return layer
    return next((layer for p, layer in PREFIX_LAYERS.items() if mod.startswith(p)), None)


def package_modules(pkg: Path) -> dict:
    "Module name -> path of every module of the package directory `pkg` (subpackages as dotted names)."
    return {'.'.join(p.relative_to(pkg).with_suffix('').parts): p for p in sorted(pkg.rglob('*.py'))
            if p.name != '__init__.py' and not p.name.startswith('_')}


def comment_lines(source: str) -> set:
    "Line numbers that carry a comment."
    return {t.start[0] for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type == tokenize.COMMENT}


def _targets(node, mods: set, package: str) -> list:
    "Package modules one import node (or `import_module('...')` call) refers to."
    if isinstance(node, ast.Import):
        return [a.name[len(package) + 1:] for a in node.names if a.name.startswith(package + '.')]
    if isinstance(node, ast.ImportFrom):
        base = node.module or ''
        if node.level == 0:
            if base == package: base = ''
            elif base.startswith(package + '.'): base = base[len(package) + 1:]
            else: return []
        elif node.level > 1: return []             # beyond the package: not ours
        if base: return [base] if base in mods else [base.split('.')[0]]
        return [a.name for a in node.names if a.name in mods]
    if isinstance(node, ast.Call) and getattr(node.func, 'attr', getattr(node.func, 'id', None)) == 'import_module':
        arg = node.args[0] if node.args else None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.startswith(package + '.'):
            return [arg.value[len(package) + 1:]]
    return []


def imports_of(path: Path, mods: set, package: str = PACKAGE) -> list:
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
            for t in _targets(child, mods, package):
                out.append((t, fn, child.lineno, said(child)))
            visit(child, f)
    visit(tree, None)
    return [o for o in out if o[0] in mods]


def import_graph(pkg: Path = PKG, package: str = PACKAGE) -> dict:
    "Module -> list of (target, function or None, line, commented), module-level and function-level imports alike."
    mods = package_modules(pkg)
    return {m: imports_of(p, set(mods), package) for m, p in mods.items()}


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
        nxt = next((t for t in edges[path[-1]] if t not in seen), None) or next((t for t in edges[path[-1]] if t == start), None)
        if nxt is None or nxt == start: return path + [start]
        path.append(nxt); seen.add(nxt)


def double_imports(graph: dict) -> list:
    "Imports of a test double by a module outside the doubles and commands layers."
    return [(m, t, fn, line) for m, imps in graph.items() for t, fn, line, _ in imps
            if t in DOUBLES and layer_of(m) not in MAY_IMPORT_DOUBLES]


def silent_function_imports(graph: dict) -> list:
    "Function-level package imports with no comment on their line(s) or on a line of its own above."
    return [(m, t, fn, line) for m, imps in graph.items() for t, fn, line, commented in imps if fn and not commented]


# ---- the checks on the package ----

@pytest.fixture(scope='module')
def graph() -> dict:
    "The package's import graph, parsed when this file runs (not at collection: every xdist worker collects every file)."
    return import_graph()

def test_every_module_has_a_layer(graph):
    missing = sorted(m for m in graph if layer_of(m.split('.')[0]) is None)
    assert not missing, f'classify these modules in LAYERS (tests/test_layers.py): {missing}'

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

def upward_imports(graph: dict) -> set:
    "(importer, imported) pairs where the imported module sits in a later layer than its importer."
    order = list(LAYERS)
    rank = lambda m: order.index(layer_of(m)) if layer_of(m) else None
    return {(m, t) for m, imps in graph.items() for t, *_ in imps
            if rank(m) is not None and rank(t) is not None and rank(t) > rank(m)}

def test_arrows_point_down(graph):
    new = upward_imports(graph) - KNOWN_UPWARD
    assert not new, 'imports pointing up the layers (mechanism -> doubles -> evidence -> stages -> presentation -> audit -> commands): ' + str(sorted(new))

def test_known_upward_imports_are_still_there(graph):
    "An entry of KNOWN_UPWARD that no longer exists must be removed (the list only shrinks)."
    assert not KNOWN_UPWARD - upward_imports(graph), sorted(KNOWN_UPWARD - upward_imports(graph))

def test_function_level_imports_state_a_reason(graph):
    bad = silent_function_imports(graph)
    assert not bad, 'function-level package imports without a comment saying why:\n' + '\n'.join(
        f'{m}.py:{line} imports {t} in {fn}()' for m, t, fn, line in bad)


# ---- the checks themselves, on a package made to break every rule ----

def _fake(tmp_path) -> dict:
    pkg = tmp_path/PACKAGE; pkg.mkdir()
    files = {
        '__init__.py': '',
        'core.py': 'import json\n',
        'gates.py': 'from .core import *\nfrom role_transfer import report\n',
        'report.py': 'import role_transfer.gates as g\n',
        'judge.py': ('def judge_main():\n    from role_transfer.loopback import x  # the command starts it\n'
                     'def other():\n    from .scripted import ScriptedJudgePolicy\n'),
        'loopback.py': 'from .scripted import y\n',
        'scripted.py': 'from role_transfer.core import z\n',
        'trajectory.py': 'import importlib\ndef f():\n    return importlib.import_module("role_transfer.builders")\n',
        'builders.py': 'from .trajectory import Trajectory\n',
        'view.py': ('def g():\n    # the reason, on a line of its own above\n    from .core import z\n'
                    'def h():\n    x = 1  # a comment on another statement\n    from .core import w\n'),
    }
    for name, text in files.items(): (pkg/name).write_text(text)
    return import_graph(pkg)

def test_the_checks_catch_what_they_should(tmp_path):
    g = _fake(tmp_path)
    comps = cycles(g)
    assert {frozenset(c) for c in comps} == {frozenset({'gates', 'report'}), frozenset({'builders', 'trajectory'})}
    assert cycle_path(g, {'gates', 'report'}) == ['gates', 'report', 'gates']
    bad = double_imports(g)
    assert {(m, t, fn) for m, t, fn, _ in bad} == {('judge', 'loopback', 'judge_main'), ('judge', 'scripted', 'other'),
                                                   ('trajectory', 'builders', 'f')}
    assert {(m, t, fn) for m, t, fn, _ in silent_function_imports(g)} == {('judge', 'scripted', 'other'), ('trajectory', 'builders', 'f'),
                                                                     ('view', 'core', 'h')}
    assert layer_of('validate_chains') == 'audit' and layer_of('nowhere') is None
