#!/usr/bin/env python
"""Execute notebooks in place, saving their outputs (figures included), with nbdev's skip rules.

    python tools/run_nbs.py --all                                  # every notebook in nbs/, then nbdev_clean
    python tools/run_nbs.py nbs/instrument/present/21_analysis.ipynb [more notebooks]

nbdev 2 has no `nbdev_test --save`, and `jupyter nbconvert --execute` ignores `#| eval: false` and the `tst_flags`
(`#| live`, `#| notest`), so it would run live cells. This runs each cell in nbdev's own shell in the notebook's
folder with IN_TEST=1, skipping those cells, writes the outputs back, records in the notebook's metadata
(`role_transfer.sources_sha256`) the SHA-256 of the code it executed (see tools/check_outputs.py, which CI runs to
catch stale outputs), and cleans the notebook as nbdev_clean does. A notebook whose cell fails is left unchanged;
the others are still executed and the command exits 1 naming the failures.
"""
import argparse, os, sys, traceback
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell
from nbdev.clean import nbdev_clean
from nbdev.config import get_config
sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_outputs import META_KEY, HASH_KEY, skipped, sources_sha256  # one skip rule and one hash for both tools

def run(path: Path, flags):
    nb = read_nb(path)
    digest = sources_sha256(nb, flags)           # of the sources as read, before the shell touches the cells
    keep = [c for c in nb.cells if not skipped(c, flags)]
    cwd = os.getcwd(); os.chdir(path.parent); os.environ['IN_TEST'] = '1'
    try:
        sh = CaptureShell()
        for c in keep:
            if c.cell_type == 'code': sh.cell(c)      # outputs land in c.outputs
            if sh.exc: raise RuntimeError(f'{path.name}: cell failed:\n{c.source}') from sh.exc
    finally: os.chdir(cwd)
    nb.metadata[META_KEY] = {**(nb.metadata.get(META_KEY) or {}), HASH_KEY: digest}
    write_nb(nb, path)
    nbdev_clean(fname=str(path))
    print(f'executed {path}')

def all_notebooks() -> list:
    cfg = get_config()
    return sorted(p for p in Path(cfg.config_path/cfg.nbs_path).rglob('*.ipynb')
                  if not any(q.startswith(('_', '.')) for q in p.relative_to(cfg.config_path/cfg.nbs_path).parts))

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description='Execute notebooks offline and store their outputs.')
    ap.add_argument('notebooks', nargs='*', help='notebooks to execute')
    ap.add_argument('--all', action='store_true', help="every notebook of settings.ini's nbs_path")
    a = ap.parse_args(argv)
    paths = all_notebooks() if a.all else [Path(p) for p in a.notebooks]
    if not paths: ap.error('name notebooks or pass --all')
    flags, failed = get_config().tst_flags.split(), []
    for p in paths:
        try: run(Path(p).resolve(), flags)
        except Exception:
            traceback.print_exc(); failed.append(Path(p).name)
    if failed: print('run_nbs: FAILED ' + ', '.join(failed), file=sys.stderr); return 1
    return 0

if __name__ == '__main__': sys.exit(main())
