#!/usr/bin/env python
"""Execute notebooks in place, saving their outputs (figures included), with nbdev's skip rules.

    python tools/run_nbs.py nbs/21_analysis.ipynb [more notebooks]
    nbdev_clean

nbdev 2 has no `nbdev_test --save`, and `jupyter nbconvert --execute` ignores `#| eval: false` and the `tst_flags`
(`#| live`, `#| notest`), so it would run live cells. This runs each cell in nbdev's own shell in the notebook's
folder with IN_TEST=1, skipping those cells, and writes the outputs back.
"""
import os, sys
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell
from nbdev.config import get_config
from nbdev.process import extract_directives

def skip(cell, flags) -> bool:
    if cell.cell_type != 'code': return False
    d = extract_directives(cell, remove=False)
    return d.get('eval:', [''])[0].lower() == 'false' or any(f in d for f in flags)

def run(path: Path, flags):
    nb = read_nb(path)
    keep = [c for c in nb.cells if not skip(c, flags)]
    cwd = os.getcwd(); os.chdir(path.parent); os.environ['IN_TEST'] = '1'
    try:
        sh = CaptureShell()
        for c in keep:
            if c.cell_type == 'code': sh.cell(c)      # outputs land in c.outputs
            if sh.exc: raise RuntimeError(f'{path.name}: cell failed:\n{c.source}') from sh.exc
    finally: os.chdir(cwd)
    write_nb(nb, path)
    print(f'executed {path}')

if __name__ == '__main__':
    flags = get_config().tst_flags.split()
    for p in sys.argv[1:]: run(Path(p).resolve(), flags)
