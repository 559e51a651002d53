"""Build the second sealed held-out part: `python validation/gate-corpus/build_sealed2.py`.

`sealed-2/cases/*.py` were written after the gates' revision 3 from the task prompts only, without reading the gate
code, the first held-out part's cases or the development cases, and without running the gates on them. They are
replayed exactly as the corpus is (`build.py`: the real loop, arm, tools and loopback endpoints). There is no split:
every case is sealed. Case ids carry the slug prefix `s2-` so that they never collide with another part.

    python validation/gate-corpus/build_sealed2.py            # rebuild (refuses to change a sealed file)
    python validation/gate-corpus/build_sealed2.py --seal     # write sealed-2/SEAL.json (only when none exists)
    python validation/gate-corpus/build_sealed2.py --baseline # score once with the current gates: BASELINE.json
"""
from __future__ import annotations
import argparse, datetime, hashlib, importlib.util, json, runpy, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PART = HERE / 'sealed-2'
SOURCES = PART / 'cases'
OUT, SEAL_PATH, BASELINE_PATH = PART / 'cases.jsonl', PART / 'SEAL.json', PART / 'BASELINE.json'
PREFIX = 's2-'
STATEMENT = ('The gates have not been tuned against this part and nobody has read it against them: its cases were '
             'written from the task prompts (tasks/*.json), the skills and the case vocabulary only, without '
             'reading the gate code, the first sealed part\'s cases or the development cases; the gates were not '
             'run on them while they were written; this seal was committed before any gate scored them.')


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod


def _corpus_build(): return _load('gate_corpus_build', HERE / 'build.py')
def _heldout(): return _load('gate_corpus_heldout', HERE / 'build_heldout.py')


def source_files() -> list[Path]: return sorted(SOURCES.glob('[!_]*.py'))
def sealed_files() -> list[Path]: return sorted(SOURCES.glob('*.py')) + [OUT]
def sha256(p: Path) -> str: return hashlib.sha256(p.read_bytes()).hexdigest()


def load_entries() -> list[dict]:
    out = []
    sys.path.insert(0, str(SOURCES))
    try:
        for name in [m for m in list(sys.modules) if m in ('_hdsl', '_dsl')]: del sys.modules[name]
        for f in source_files():
            for e in runpy.run_path(str(f))['ENTRIES']:
                out.append(dict(e, file=f.name, cases=[dict(c, slug=PREFIX + c['slug']) for c in e['cases']]))
    finally: sys.path.remove(str(SOURCES))
    return out


def _other_ids() -> set:
    ids = set()
    for p in [HERE / 'cases.jsonl', *sorted((HERE / 'dev').glob('*.jsonl')), HERE / 'sealed' / 'cases.jsonl']:
        ids |= {json.loads(l)['case_id'] for l in p.read_text(encoding='utf-8').splitlines()}
    return ids


def build() -> list[dict]:
    "Every sealed-2 case replayed and labelled, with its category, language and part ('sealed-2')."
    out = _heldout().replay_entries(load_entries(), part='sealed-2')
    if n := len({r['case_id'] for r in out} & _other_ids()):
        raise ValueError(f'{n} case id(s) already used by another part')
    return out


def git(*args) -> str:
    return subprocess.run(['git', *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def seal_record(records: list) -> dict:
    sys.path.insert(0, str(ROOT))
    from role_transfer.measure.gates import GATE_VERSION
    h = _heldout()
    gates_paths = ['nbs/instrument/measure', 'role_transfer/measure']
    return dict(
        sealed_on=datetime.date.today().isoformat(),
        gates_commit=git('log', '-1', '--format=%H', '--', *gates_paths), gates_paths=gates_paths,
        gate_version=GATE_VERSION, head_at_sealing=git('rev-parse', 'HEAD'),
        files={str(p.relative_to(HERE)): sha256(p) for p in sealed_files()},
        counts=h.counts(records), statement=STATEMENT, opened=None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--seal', action='store_true', help='write sealed-2/SEAL.json (refused when one exists)')
    ap.add_argument('--baseline', action='store_true', help='score once with the current gates')
    a = ap.parse_args(argv)
    if a.baseline: return record_baseline()
    recs = build()
    b = _corpus_build()
    seal = json.loads(SEAL_PATH.read_text(encoding='utf-8')) if SEAL_PATH.exists() else None
    if seal:                                                   # a sealed part is never rewritten
        tmp = OUT.with_suffix('.check'); b.write_jsonl(recs, tmp)
        same = sha256(tmp) == seal['files'].get('sealed-2/cases.jsonl'); tmp.unlink()
        if not same: raise SystemExit('the rebuilt sealed-2 part differs from its seal: not written (see README)')
    b.write_jsonl(recs, OUT)
    print(json.dumps(dict(cases=len(recs), expected_pass=sum(r['expected_pass'] for r in recs))))
    if a.seal:
        if seal: raise SystemExit(f'{SEAL_PATH} exists: a seal is written once')
        SEAL_PATH.write_text(json.dumps(seal_record(recs), indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
        print('sealed:', SEAL_PATH)
    return 0


def record_baseline():
    """Score sealed-2 once with the current gates and write BASELINE.json in the first sealed part's format
    (`gate_accuracy.baseline_record`: counts overall, per arm, category and language, and per case, keyed by a
    hash of its id, whether the gates were right, which the paired regression check needs) plus Wilson intervals.
    Only aggregate figures are printed; no case is listed."""
    sys.path.insert(0, str(ROOT))
    from role_transfer.measure import gate_accuracy as ga
    seal = json.loads(SEAL_PATH.read_text(encoding='utf-8'))
    bad = [f for f, h in seal['files'].items() if sha256(HERE / f) != h]
    if bad: raise SystemExit(f'sealed-2 files differ from their seal: {bad}')
    recs = [json.loads(l) for l in OUT.read_text(encoding='utf-8').splitlines()]
    rows = ga.score_corpus(recs)
    view = dict(seal, files={'sealed/cases.jsonl': seal['files']['sealed-2/cases.jsonl']})
    base = ga.baseline_record(rows, view)
    def ci(rs): return {k: v for k, v in ga.interval_rates(rs).items()}
    base['part'] = 'sealed-2'
    base['intervals'] = dict(
        overall=ci(rows),
        **{key: {v: ci([r for r in rows if r[key] == v]) for v in sorted({r[key] for r in rows})}
           for key in ('arm', 'category', 'language')},
        arm_by_category={f'{a}/{c}': ci([r for r in rows if r['arm'] == a and r['category'] == c])
                         for a in ('transfer', 'skill') for c in sorted({r['category'] for r in rows})})
    mw = [r for r in rows if r['category'] == 'meaning_wrong']
    base['meaning_wrong_passing'] = ci(mw)
    base['note'] = ('Scored once, after the seal was committed; only aggregate figures were read. `correct` is '
                    'keyed by gate_accuracy.case_key(case_id) for the paired regression check.')
    BASELINE_PATH.write_text(json.dumps(base, indent=1, ensure_ascii=False, sort_keys=True) + '\n', encoding='utf-8')
    show = {k: v for k, v in base.items() if k not in ('correct', 'intervals')}
    print(json.dumps(show, indent=1, ensure_ascii=False))
    print(json.dumps(base['intervals'], indent=1))
    return 0


if __name__ == '__main__': sys.exit(main())
