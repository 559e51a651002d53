#!/usr/bin/env python
"""The notebook rhythm of the nbdev anchors: one definition per export cell, the code a reader should see shown,
short lines. Reports the metrics; optionally rewrites the notebooks.

    python tools/nb_rhythm.py [nbs/]                         # report only: export-cell stats and lines > 100
    python tools/nb_rhythm.py --split --exports nbs/         # rewrite in place, then report
    python tools/nb_rhythm.py --check-export nbs/            # rewrite a temporary copy; check the modules match
    python tools/nb_rhythm.py --split --exports --check-export nbs/   # check first, write only when they match

`--split` cuts an export cell holding several top-level definitions (def, async def, class) into one cell per
definition (one-line definitions in a row stay together). The cell's directive lines (`#| export`, ...) open every
piece. A comment, decorator or module-level statement goes with the definition it precedes (constants usually
serve the function below them); a statement that names the definition just above it (`f.__doc__ = ...`,
`x = f()`) and statements after the last definition go with the one above. A cell with a syntax error is left
alone. The first piece keeps the cell's id and outputs; the others get ids derived from their text.

`--exports` turns `#| export` into `#| exports` (nbdev then shows the code in the rendered chapter) for every
export cell except internal ones, which stay hidden: a cell holding only imports, or one whose every top-level
name is private (starts with `_`). `#| exporti` cells are never touched.

`--check-export` exports (nbdev_export) a copy of the project with the original notebooks and a copy with the
rewritten ones, and compares the modules after removing nbdev's `# %% ...` cell markers and blank lines: the
rewrite may move code between cells but must not change a module. With `--split`/`--exports` it writes the
notebooks only when the check passes; alone, it checks the rewrite with both options and writes nothing.

The report (the metrics of issue 15): export cells, mean lines per export cell (directives and blank lines left
out), mean definitions per export cell, mean line length, share of lines over 100 and 120 characters, and every
code line over 100 characters (notebook, cell, line, length).
"""
import argparse, ast, hashlib, json, re, shutil, subprocess, sys, tempfile
from pathlib import Path

DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
DIRECTIVE = re.compile(r'^\s*#\s*\|')
EXPORT = re.compile(r'^\s*#\s*\|\s*export\s*$')
EXPORT_ANY = re.compile(r'^\s*#\s*\|\s*export[s]?\b(?!i)')
MARKER = re.compile(r'^# %% .*$', re.M)

def read(path: Path) -> dict: return json.loads(Path(path).read_text(encoding='utf-8'))
def write(path: Path, nb: dict): Path(path).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
def src(cell) -> str: return ''.join(cell.get('source', []))

def split_directives(text: str) -> tuple:
    "(leading directive lines, the rest) of a cell's source, as nbdev reads them."
    lines = text.splitlines(keepends=True)
    i = 0
    while i < len(lines) and (DIRECTIVE.match(lines[i]) or not lines[i].strip()): i += 1
    return lines[:i], lines[i:]

def is_export(cell) -> bool:
    return cell.get('cell_type') == 'code' and any(EXPORT_ANY.match(l) for l in split_directives(src(cell))[0])

def definitions(code: str) -> list | None:
    "Top-level definition nodes of `code`, or None when it does not parse."
    try: return [n for n in ast.parse(code).body if isinstance(n, DEFS)]
    except SyntaxError: return None

def _names(node) -> set: return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}

def pieces(code: str) -> list:
    "The code of one cell cut into one piece per top-level definition (see the rules above); [code] if not cuttable."
    try: body = ast.parse(code).body
    except SyntaxError: return [code]
    defs = [i for i, n in enumerate(body) if isinstance(n, DEFS)]
    if len(defs) < 2: return [code]
    owner = {}                                     # statement index -> index of the definition it goes with
    for k, d in enumerate(defs):
        owner[d] = d
        nxt = defs[k + 1] if k + 1 < len(defs) else len(body)
        gap = range(d + 1, nxt)
        # up to the last statement naming this definition (all of them after the last one) go with it; the rest
        # precede, and so go with, the next definition: each piece stays one contiguous run of statements
        last = max((i for i in gap if body[d].name in _names(body[i])), default=d)
        if nxt == len(body): last = nxt - 1
        for i in gap: owner[i] = d if i <= last else nxt
    for i in range(defs[0]): owner[i] = defs[0]
    lines = code.splitlines(keepends=True)
    # statement i's text runs from the end of statement i-1 (the comments and blank lines above it included)
    start = [0] + [body[i - 1].end_lineno for i in range(1, len(body))]
    end = [n.end_lineno for n in body[:-1]] + [len(lines)]
    groups = []
    for d in sorted(set(owner.values())):
        idx = [i for i in range(len(body)) if owner[i] == d]
        one_liner = body[d].lineno == body[d].end_lineno and not body[d].decorator_list
        if groups and one_liner and idx == [d] and groups[-1][1]:
            groups[-1][0].extend(idx)                                  # one-line defs in a row stay together
        else: groups.append((idx, one_liner))
    out = [''.join(lines[start[g[0]]:end[g[-1]]]).strip('\n') for g, _ in groups]
    if ''.join(out).replace('\n', '') != code.replace('\n', ''): return [code]     # nothing lost or moved
    return out

def _cell_id(text: str, taken: set) -> str:
    h = hashlib.sha1(text.encode('utf-8')).hexdigest()
    for k in range(0, len(h) - 8):
        if (i := h[k:k + 8]) not in taken: taken.add(i); return i
    raise RuntimeError('no free cell id')

def split_cells(nb: dict) -> int:
    "Split multi-definition export cells in place; returns how many cells were split."
    taken, out, n = {c.get('id') for c in nb['cells']}, [], 0
    for c in nb['cells']:
        if not is_export(c): out.append(c); continue
        head, rest = split_directives(src(c))
        parts = pieces(''.join(rest))
        if len(parts) < 2: out.append(c); continue
        n += 1
        head_text = ''.join(head).rstrip('\n') + '\n'
        for k, p in enumerate(parts):
            text = head_text + p
            new = dict(c) if k == 0 else {'cell_type': 'code', 'execution_count': None, 'id': _cell_id(text, taken),
                                          'metadata': {}, 'outputs': []}
            new['source'] = text.splitlines(keepends=True)
            out.append(new)
    nb['cells'] = out
    return n

def internal(code: str) -> bool:
    "An export cell a reader need not see: only imports, or only private top-level names."
    try: body = ast.parse(code).body
    except SyntaxError: return False
    if not body or all(isinstance(n, (ast.Import, ast.ImportFrom)) for n in body): return True
    names = []
    for n in body:
        if isinstance(n, DEFS): names.append(n.name)
        elif isinstance(n, (ast.Assign, ast.AnnAssign)):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            names += [t.id for t in targets if isinstance(t, ast.Name)]
        elif isinstance(n, (ast.Import, ast.ImportFrom)): continue
        else: return False                                          # a statement with an effect: show it
    return bool(names) and all(x.startswith('_') for x in names)

def show_exports(nb: dict) -> int:
    "`#| export` -> `#| exports` in every export cell that is not internal; returns how many cells changed."
    n = 0
    for c in nb['cells']:
        if c.get('cell_type') != 'code': continue
        head, rest = split_directives(src(c))
        if not any(EXPORT.match(l) for l in head) or internal(''.join(rest)): continue
        head = [re.sub(r'(#\s*\|\s*)export(\s*)$', r'\1exports\2', l) if EXPORT.match(l) else l for l in head]
        c['source'] = ''.join(head + rest).splitlines(keepends=True); n += 1
    return n

# ------------------------------------------------------------------ the report
def stats(paths) -> dict:
    cells = lines = defs = chars = over100 = over120 = 0
    long = []
    for p in paths:
        for ci, c in enumerate(read(p)['cells']):
            if c.get('cell_type') != 'code': continue
            text = src(c)
            for li, l in enumerate(text.splitlines(), 1):
                if len(l) > 100: long.append((p.name, ci, li, len(l)))
            if not is_export(c): continue
            _, rest = split_directives(text)
            body = [l.rstrip('\n') for l in rest if l.strip()]
            cells += 1; lines += len(body); chars += sum(map(len, body))
            over100 += sum(len(l) > 100 for l in body); over120 += sum(len(l) > 120 for l in body)
            defs += len(definitions(''.join(rest)) or [])
    pct = lambda k: 100 * k / lines if lines else 0.0
    return dict(export_cells=cells, mean_lines_per_cell=lines / cells if cells else 0.0,
                mean_defs_per_cell=defs / cells if cells else 0.0, mean_line_chars=chars / lines if lines else 0.0,
                pct_lines_over_100=pct(over100), pct_lines_over_120=pct(over120), long_lines=long)

def report(paths):
    s = stats(paths)
    for name, ci, li, n in s['long_lines']: print(f'{name}: cell {ci}, line {li}: {n} characters')
    print(f"export cells {s['export_cells']}: {s['mean_lines_per_cell']:.1f} lines and {s['mean_defs_per_cell']:.2f} "
          f"definitions per cell; mean line {s['mean_line_chars']:.0f} characters, {s['pct_lines_over_100']:.1f}% over "
          f"100, {s['pct_lines_over_120']:.1f}% over 120; {len(s['long_lines'])} code lines over 100 characters")
    return s

# ------------------------------------------------------------------ the export check
def project_of(nbs: Path) -> Path:
    for d in (nbs, *nbs.parents):
        if (d/'settings.ini').is_file(): return d
    raise SystemExit(f'nb_rhythm: no settings.ini above {nbs}')

def _export(root: Path) -> dict:
    r = subprocess.run([sys.executable, '-c', 'from nbdev.doclinks import nbdev_export; nbdev_export()'], cwd=root,
                       capture_output=True, text=True)
    if r.returncode: raise RuntimeError(f'nbdev_export failed in {root}:\n{r.stderr[-3000:]}')
    lib = root/_lib_path(root)
    return {p.relative_to(lib).as_posix(): p.read_text(encoding='utf-8') for p in sorted(lib.rglob('*.py'))}

def _lib_path(root: Path) -> str:
    import configparser
    c = configparser.ConfigParser(delimiters=['=']); c.read(root/'settings.ini', encoding='utf-8')
    return c['DEFAULT'].get('lib_path', c['DEFAULT']['lib_name'])

def normalise(module: str) -> str:
    "A module without nbdev's cell markers and blank lines (a cell boundary adds some; Python ignores them)."
    return '\n'.join(l for l in MARKER.sub('', module).splitlines() if l.strip()) + '\n'

def check_export(nbs: Path, rewrite) -> list:
    "Modules whose export differs after `rewrite(nb)` is applied to every notebook of `nbs` (in copies)."
    root = project_of(nbs.resolve())
    rel = nbs.resolve().relative_to(root)
    with tempfile.TemporaryDirectory() as d:
        copies = {}
        for tag in ('before', 'after'):
            dst = Path(d)/tag
            dst.mkdir()
            shutil.copy2(root/'settings.ini', dst/'settings.ini')
            shutil.copytree(root/rel, dst/rel)
            lib = _lib_path(root)
            if (root/lib).is_dir(): shutil.copytree(root/lib, dst/lib, ignore=shutil.ignore_patterns('__pycache__'))
            if tag == 'after':
                for p in sorted((dst/rel).rglob('*.ipynb')):
                    nb = read(p); rewrite(nb); write(p, nb)
            copies[tag] = _export(dst)
    a, b = copies['before'], copies['after']
    return sorted(k for k in a.keys() | b.keys() if normalise(a.get(k, '')) != normalise(b.get(k, '')))

def notebooks(paths) -> list:
    out = []
    for p in map(Path, paths):
        if p.is_dir(): out += sorted(q for q in p.rglob('*.ipynb') if not any(x.startswith(('_', '.')) for x in q.relative_to(p).parts))
        elif p.is_file(): out.append(p)
        else: raise SystemExit(f'nb_rhythm: no such notebook or folder: {p}')
    return out

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('paths', nargs='*', default=['nbs'], help='notebooks or folders of them (default: nbs)')
    ap.add_argument('--split', action='store_true', help='one top-level definition per export cell')
    ap.add_argument('--exports', action='store_true', help='`#| export` -> `#| exports` except internal cells')
    ap.add_argument('--check-export', action='store_true',
                    help='check on copies that nbdev_export gives the same modules; write only if so')
    a = ap.parse_args(argv)
    paths = notebooks(a.paths)
    split, exports = (a.split, a.exports) if (a.split or a.exports) else (True, True)
    def rewrite(nb):
        n = split_cells(nb) if split else 0
        return n, (show_exports(nb) if exports else 0)
    if a.check_export:
        folders = sorted({p.parent.resolve() for p in paths})
        for f in folders:
            bad = check_export(f, rewrite)
            if bad: print(f'nb_rhythm --check-export: modules differ after the rewrite: {", ".join(bad)}'); return 1
            print(f'nb_rhythm --check-export: {f}: nbdev_export gives the same modules after the rewrite')
    if a.split or a.exports:
        for p in paths:
            nb = read(p); n_split, n_shown = rewrite(nb)
            if n_split or n_shown:
                write(p, nb); print(f'{p}: {n_split} cells split, {n_shown} cells shown (#| exports)')
    report(paths)
    return 0

if __name__ == '__main__': sys.exit(main())
