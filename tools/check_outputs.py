#!/usr/bin/env python
"""Check that the outputs committed with the notebooks are current and cover enough of the chapter.

    python tools/check_outputs.py [NOTEBOOK_OR_FOLDER ...]      # default: nbs/

`tools/run_nbs.py` records, in each notebook's metadata (`role_transfer.sources_sha256`), the SHA-256 of the code it
executed: the JSON list of the sources of its code cells, in order, leaving out the cells nbdev's tests skip
(`#| eval: false` and the `tst_flags` of settings.ini, e.g. `#| live`). This static check (no execution) fails,
exit 1, naming the notebooks, when

- a notebook with code cells has no recorded hash (never executed by run_nbs.py),
- the recorded hash differs from its current sources (its outputs are stale: re-run run_nbs.py on it),
- fewer than MIN_COVERAGE of all code cells, over every notebook checked, carry an output.

It prints each notebook's coverage and the total.
"""
import argparse, configparser, hashlib, json, sys
from pathlib import Path
from execnb.nbio import read_nb
from nbdev.process import extract_directives

ROOT = Path(__file__).resolve().parents[1]
META_KEY, HASH_KEY = 'role_transfer', 'sources_sha256'
MIN_COVERAGE = 0.25

def tst_flags(root=ROOT) -> list:
    "The flags nbdev_test skips (settings.ini `tst_flags`)."
    c = configparser.ConfigParser(delimiters=['=']); c.read(Path(root)/'settings.ini', encoding='utf-8')
    return c['DEFAULT'].get('tst_flags', '').split()

def skipped(cell, flags) -> bool:
    "True for a code cell nbdev_test (and so run_nbs.py) does not execute: nbdev's own directive parser decides."
    if cell.cell_type != 'code': return False
    d = extract_directives(cell, remove=False)
    return d.get('eval:', [''])[0].lower() == 'false' or any(f in d for f in flags)

def executed_sources(nb, flags) -> list:
    return [c.source for c in nb.cells if c.cell_type == 'code' and not skipped(c, flags)]

def sources_sha256(nb, flags) -> str:
    "SHA-256 of the JSON list of the executed code cells' sources (what run_nbs.py records)."
    return hashlib.sha256(json.dumps(executed_sources(nb, flags), ensure_ascii=False).encode('utf-8')).hexdigest()

def has_output(cell) -> bool: return bool(cell.get('outputs'))

def check(nb_path: Path, flags) -> tuple:
    "(problem or None, code cells, code cells with output) for one notebook."
    nb = read_nb(nb_path)
    code = [c for c in nb.cells if c.cell_type == 'code']
    with_out = sum(map(has_output, code))
    if not code: return None, 0, 0
    rec = (nb.metadata.get(META_KEY) or {}).get(HASH_KEY)
    if not rec: return 'no recorded sources hash (never executed by tools/run_nbs.py)', len(code), with_out
    if rec != sources_sha256(nb, flags): return 'stale outputs: sources changed since tools/run_nbs.py ran', len(code), with_out
    return None, len(code), with_out

def notebooks(args) -> list:
    paths = [Path(a) for a in args] or [ROOT/'nbs']
    out = []
    for p in paths:
        if p.is_dir(): out += sorted(q for q in p.rglob('*.ipynb') if not any(x.startswith(('_', '.')) for x in q.relative_to(p).parts))
        elif p.is_file(): out.append(p)
        else: raise SystemExit(f'check_outputs: no such notebook or folder: {p}')
    return out

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('paths', nargs='*', help='notebooks or folders of notebooks (default: nbs/)')
    ap.add_argument('--min-coverage', type=float, default=MIN_COVERAGE,
                    help='least share of code cells with output, over all notebooks (default: %(default)s)')
    a = ap.parse_args(argv)
    flags, bad, total, covered = tst_flags(), [], 0, 0
    for p in notebooks(a.paths):
        problem, n, k = check(p, flags)
        total, covered = total + n, covered + k
        print(f'{p.name:32} {k:4}/{n:<4} code cells with output' + (f'   FAIL: {problem}' if problem else ''))
        if problem: bad.append(p.name)
    share = covered / total if total else 1.0
    print(f'coverage: {covered}/{total} code cells carry output ({share:.1%}; at least {a.min_coverage:.0%} required)')
    if share < a.min_coverage: bad.append(f'coverage {share:.1%} < {a.min_coverage:.0%}')
    if bad: print('check_outputs FAILED: ' + ', '.join(bad) + ' (run: python tools/run_nbs.py --all)'); return 1
    return 0

if __name__ == '__main__': sys.exit(main())
