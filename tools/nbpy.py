#!/usr/bin/env python
"""Round-trip a notebook and a percent-format script, for authoring notebooks in an editor.

    python tools/nbpy.py to-nb  draft.py  nbs/instrument/agent/01_tools.ipynb   # script -> notebook
    python tools/nbpy.py to-py  nbs/instrument/agent/01_tools.ipynb  draft.py   # notebook -> script

Cells start with `# %%` (code) or `# %% [markdown]` (markdown; each line prefixed with `# `).
The notebook in `nbs/` stays the source of truth; this is only an editing aid. Outputs are not kept
when going script -> notebook, so run `nbdev_clean` afterwards as usual.
"""
import hashlib, json, sys
from pathlib import Path

KERNEL = {"kernelspec": {"display_name": "python3", "language": "python", "name": "python3"}}

def _cell(kind, lines):
    while lines and not lines[-1].strip(): lines.pop()
    while lines and not lines[0].strip(): lines.pop(0)
    if kind == 'markdown': lines = [l[2:] if l.startswith('# ') else l.lstrip('#') for l in lines]
    src = [l + '\n' for l in lines]
    if src: src[-1] = src[-1].rstrip('\n')
    c = {"cell_type": kind, "id": hashlib.sha1(''.join(src).encode()).hexdigest()[:8], "metadata": {}, "source": src}
    if kind == 'code': c.update(execution_count=None, outputs=[])
    return c

def py2nb(text):
    cells, kind, buf = [], None, []
    for line in text.splitlines():
        if line.startswith('# %%'):
            if kind: cells.append(_cell(kind, buf))
            kind, buf = ('markdown' if '[markdown]' in line else 'code'), []
        elif kind: buf.append(line)
    if kind: cells.append(_cell(kind, buf))
    seen = set()
    for i, c in enumerate(cells):   # ids must be unique: identical cells get their position mixed in
        if c['id'] in seen: c['id'] = hashlib.sha1(f"{i}{c['id']}".encode()).hexdigest()[:8]
        seen.add(c['id'])
    return {"cells": cells, "metadata": KERNEL, "nbformat": 4, "nbformat_minor": 5}

def nb2py(nb):
    out = []
    for c in nb['cells']:
        src = ''.join(c['source'])
        if c['cell_type'] == 'markdown':
            out.append('# %% [markdown]\n' + '\n'.join(('# ' + l) if l else '#' for l in src.splitlines()))
        else: out.append('# %%\n' + src)
    return '\n\n'.join(out) + '\n'

if __name__ == '__main__':
    cmd, src, dst = sys.argv[1:4]
    if cmd == 'to-nb':
        Path(dst).write_text(json.dumps(py2nb(Path(src).read_text(encoding='utf-8')), indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
    elif cmd == 'to-py':
        Path(dst).write_text(nb2py(json.loads(Path(src).read_text(encoding='utf-8'))), encoding='utf-8')
    else: sys.exit(f'unknown command {cmd!r}')
