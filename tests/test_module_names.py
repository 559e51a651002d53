"""No module of the package binds one top-level name twice.

A module built from a notebook is every export cell in order, so a helper defined again in a later cell (say a
second `_pct` with another format) silently replaces the first for every function of the module, while the notebook,
run cell by cell, shows the first one's output above the second. Methods added to a class with fastcore's `@patch`
share the method's name on purpose and are not bindings of the module's namespace that anything reads.
"""
import ast
from pathlib import Path
import pytest

PKG = Path(__file__).resolve().parents[1]/'role_transfer'
MODULES = sorted(p for p in PKG.rglob('*.py') if p.name != '_modidx.py')


def _patched(node) -> bool:
    return any((d.id if isinstance(d, ast.Name) else getattr(d, 'func', None) and getattr(d.func, 'id', None)) == 'patch'
               for d in getattr(node, 'decorator_list', []))


def top_level_bindings(src: str) -> list:
    "(name, line) of each top-level def, class and plain assignment, @patch methods left out."
    out = []
    for node in ast.parse(src).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if not _patched(node): out.append((node.name, node.lineno))
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                out += [(n, node.lineno) for n in _names(t)]
    return out


def _names(target) -> list:
    "The module names an assignment target binds (`a`, `a, b`, `*a`), not attributes or items set."
    if isinstance(target, ast.Name): return [target.id]
    if isinstance(target, ast.Starred): return _names(target.value)
    if isinstance(target, (ast.Tuple, ast.List)): return [n for e in target.elts for n in _names(e)]
    return []


def test_detector_sees_a_second_definition():
    src = "def _pct(x): return 1\nX = 1\nA.b = 2\nA, (c, *d) = 1, (2, 3)\n@patch\ndef handle(self: A): pass\n@patch\ndef handle(self: B): pass\n" \
          "def _pct(x): return 2\n"
    names = [n for n, _ in top_level_bindings(src)]
    assert names.count('_pct') == 2 and 'handle' not in names
    assert names.count('A') == 1 and {'c', 'd', 'X'} <= set(names) and 'b' not in names


@pytest.mark.parametrize('path', MODULES, ids=lambda p: p.stem)
def test_no_name_bound_twice(path):
    seen, twice = {}, []
    for name, line in top_level_bindings(path.read_text(encoding='utf-8')):
        if name in seen and name != '__all__': twice.append(f'{name} (lines {seen[name]} and {line})')
        seen.setdefault(name, line)
    assert not twice, f'{path.name} binds again: {twice}'
