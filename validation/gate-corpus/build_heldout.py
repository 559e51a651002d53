"""Build the held-out gate corpus and draw its development/sealed split: `python validation/gate-corpus/build_heldout.py`.

The held-out cases (`sealed/cases/*.py`) were written after the gates, from the task prompts, without reading the gate
code, and the gates were not run on them while they were written. Each case names a category of reading
(`CATEGORIES`). They are replayed exactly as the in-sample corpus is (`build.py`: the real loop, arm, tools and the
loopback endpoints), then split by a seeded draw stratified by category and label: about 40% to the development part
(`dev/cases.jsonl`, open to anyone improving the gates) and the rest to the sealed test part (`sealed/cases.jsonl`,
whose digest `sealed/SEAL.json` records). Both arms of one case always land in the same part.

    python validation/gate-corpus/build_heldout.py            # rebuild both parts (refuses to change a sealed file)
    python validation/gate-corpus/build_heldout.py --seal     # write sealed/SEAL.json (only when none exists)
    python validation/gate-corpus/build_heldout.py --baseline # record the current gates' sealed figures (BASELINE.json)
"""
from __future__ import annotations
import argparse, collections, datetime, hashlib, importlib.util, json, random, runpy, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SEALED = HERE / 'sealed'
SOURCES = SEALED / 'cases'
DEV_OUT, SEALED_OUT = HERE / 'dev' / 'cases.jsonl', SEALED / 'cases.jsonl'
SEAL_PATH, BASELINE_PATH = SEALED / 'SEAL.json', SEALED / 'BASELINE.json'
SEED = 20250301
DEV_SHARE = 0.4
STATEMENT = ('The gates have not been tuned against the sealed part: its cases were written from the task prompts without '
             'reading the gate code, the gates were not run on them while they were written, and at sealing only '
             'aggregate figures of the sealed part were computed.')


def _corpus_build():
    spec = importlib.util.spec_from_file_location('gate_corpus_build', HERE / 'build.py')
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod


def source_files() -> list[Path]:
    return sorted(SOURCES.glob('[!_]*.py'))


def sealed_files() -> list[Path]:
    "The files the seal covers: every case source (helpers included) and the built sealed part."
    return sorted(SOURCES.glob('*.py')) + [SEALED_OUT]


def load_entries() -> list[dict]:
    "Every held-out task entry (with its prefix), in file order; each case carries its category."
    out = []
    sys.path.insert(0, str(SOURCES))
    try:
        for f in source_files():
            for e in runpy.run_path(str(f))['ENTRIES']: out.append(dict(e, file=f.name))
    finally: sys.path.remove(str(SOURCES))
    return out


def group_of(r: dict) -> str:
    "The case a record belongs to, whatever its arm (both arms of a case share one part)."
    return r['case_id'].rsplit('.', 1)[0]


def draw_split(records: list, seed: int = SEED, share: float = DEV_SHARE) -> dict:
    "{case group: 'dev' | 'sealed'}: a seeded draw of `share` of the groups of each (category, label) stratum."
    strata = collections.defaultdict(set)
    for r in records: strata[(r['category'], r['expected_pass'])].add(group_of(r))
    out = {}
    for (cat, label), groups in sorted(strata.items()):
        g = sorted(groups)
        random.Random(f'{seed}/{cat}/{label}').shuffle(g)
        k = round(share * len(g))
        out.update({x: 'dev' for x in g[:k]}); out.update({x: 'sealed' for x in g[k:]})
    return out


def replay_entries(entries: list, **extra) -> list[dict]:
    "The cases of `entries` replayed through the package, labelled with category and language (and `extra`)."
    b = _corpus_build()
    tasks, catalog, switch = b.load_task_index(), b.load_catalog(), b.Switch()
    saved, out, errors = b.offline.SEARCH_DOCUMENTS, [], []
    try:
        with b.offline_endpoints(policy=switch) as ep:
            for e in entries:
                task = tasks[e['prefix']].get(e['task_id'])
                if task is None: raise KeyError(f"{e['file']}: unknown task {e['prefix']}/{e['task_id']}")
                passing = {json.dumps(c['steps'], sort_keys=True) for c in e['cases'] if c['expected_pass']}
                for c in e['cases']:
                    if not c['expected_pass'] and json.dumps(c['steps'], sort_keys=True) in passing:
                        errors.append(f"{e['task_id']}/{c['slug']}: failure case identical to a passing case"); continue
                    if c['failure_mode'] not in (None, *b.FAILURE_MODES): raise ValueError(c['failure_mode'])
                    for arm in c['arms']:
                        try: r = b.run_case(ep, switch, catalog, task, e['prefix'], e, c, arm)
                        except b.CaseError as err: errors.append(str(err)); continue
                        out.append(dict(r, category=c['category'], language=task['language'], **extra))
    finally: b.offline.SEARCH_DOCUMENTS = saved
    if errors: raise b.CaseError(f'{len(errors)} case(s) do not replay as scripted:\n' + '\n'.join(errors))
    ids = collections.Counter(r['case_id'] for r in out)
    if dup := [i for i, n in ids.items() if n > 1]: raise ValueError(f'duplicate case ids: {dup}')
    return out


def build() -> list[dict]:
    "Every held-out case replayed and labelled, with its category, language and part."
    out = replay_entries(load_entries())
    ids = {r['case_id'] for r in out}
    old = {json.loads(l)['case_id'] for l in (HERE / 'cases.jsonl').read_text(encoding='utf-8').splitlines()}
    if clash := sorted(ids & old): raise ValueError(f'case ids already in the in-sample corpus: {clash[:5]}')
    split = draw_split(out)
    return [dict(r, part=split[group_of(r)]) for r in out]


def sha256(p: Path) -> str: return hashlib.sha256(p.read_bytes()).hexdigest()


def counts(records: list) -> dict:
    "Cases by category, language, arm and label (expected pass / fail) of one part."
    def by(key):
        c = collections.defaultdict(lambda: {'cases': 0, 'expected_pass': 0, 'expected_fail': 0})
        for r in records:
            d = c[r[key]]; d['cases'] += 1; d['expected_pass' if r['expected_pass'] else 'expected_fail'] += 1
        return {k: dict(v) for k, v in sorted(c.items())}
    return dict(cases=len(records), expected_pass=sum(r['expected_pass'] for r in records),
                category=by('category'), language=by('language'), arm=by('arm'))


def git(*args) -> str:
    return subprocess.run(['git', *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def seal_record(records: list) -> dict:
    "The seal: digests of the sealed files, the date, the gates' commit and version, counts, and `opened: null`."
    sys.path.insert(0, str(ROOT))
    from role_transfer.measure.gates import GATE_VERSION
    gates_paths = [f'nbs/instrument/measure/{n}.ipynb'
                   for n in ('10c_verdict', '10d_hallucination', '10da_number_veto', '10e_claims',
                             '10ea_verification', '10f_leak', '10g_side_effects', '11_gates')]
    gates_paths += [f'role_transfer/measure/{m}.py'
                    for m in ('verdict', 'hallucination', 'number_veto', 'claims', 'verification', 'leak',
                              'side_effects', 'gates')]
    sealed = [r for r in records if r['part'] == 'sealed']
    return dict(
        sealed_on=datetime.date.today().isoformat(),
        gates_commit=git('log', '-1', '--format=%H', '--', *gates_paths), gates_paths=gates_paths,
        gate_version=GATE_VERSION, head_at_sealing=git('rev-parse', 'HEAD'),
        files={str(p.relative_to(HERE)): sha256(p) for p in sealed_files()},
        split=dict(seed=SEED, dev_share=DEV_SHARE, stratified_by=['category', 'expected_pass'],
                   unit='case (both arms together)', dev_file='dev/cases.jsonl', dev_sha256=sha256(DEV_OUT)),
        counts=dict(sealed=counts(sealed), dev=counts([r for r in records if r['part'] == 'dev'])),
        statement=STATEMENT, opened=None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--seal', action='store_true', help='write sealed/SEAL.json (refused when one exists)')
    ap.add_argument('--baseline', action='store_true', help='record the current gates\' sealed figures')
    a = ap.parse_args(argv)
    if a.baseline:
        sys.path.insert(0, str(ROOT))
        from role_transfer.measure.gate_accuracy import record_baseline
        base = record_baseline()
        print(f"{BASELINE_PATH}: {base['overall']}"); return 0
    recs = build()
    b = _corpus_build()
    seal = json.loads(SEAL_PATH.read_text(encoding='utf-8')) if SEAL_PATH.exists() else None
    sealed = [r for r in recs if r['part'] == 'sealed']
    if seal:                                                   # a sealed part is never rewritten
        tmp = SEALED_OUT.with_suffix('.check')
        b.write_jsonl(sealed, tmp)
        same = sha256(tmp) == seal['files'].get('sealed/cases.jsonl')
        tmp.unlink()
        if not same: raise SystemExit('the rebuilt sealed part differs from its seal: not written (see README)')
    DEV_OUT.parent.mkdir(exist_ok=True)
    b.write_jsonl([r for r in recs if r['part'] == 'dev'], DEV_OUT)
    b.write_jsonl(sealed, SEALED_OUT)
    print(json.dumps(dict(dev=counts([r for r in recs if r['part'] == 'dev'])['cases'], sealed=len(sealed),
                          expected_pass=sum(r['expected_pass'] for r in recs), total=len(recs))))
    if a.seal:
        if seal: raise SystemExit(f'{SEAL_PATH} exists: a seal is written once')
        SEAL_PATH.write_text(json.dumps(seal_record(recs), indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
        print('sealed:', SEAL_PATH)
    return 0


if __name__ == '__main__': sys.exit(main())
