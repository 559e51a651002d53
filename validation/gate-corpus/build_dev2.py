"""Build the second development file: `python validation/gate-corpus/build_dev2.py` writes `dev/cases-2.jsonl`.

Its cases (`dev/cases-2/*.py`) were added after the seal, for answer blocks (`tasks/answer-block.json`) and for claimed
tool actions in both languages and arms. They are development cases: open, used to change the gates, never sealed.
A case file names its task file by `PREFIX` and lists `ENTRIES`, or lists (prefix, entries) pairs in `GROUPS`.
They are replayed exactly as every corpus case is (`build.py`: the real loop, arm, tools and loopback endpoints). The
seal (`sealed/SEAL.json`) is untouched: it records the first development file, and this one is checked on its own.
"""
from __future__ import annotations
import importlib.util, json, runpy, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES, OUT = HERE / 'dev' / 'cases-2', HERE / 'dev' / 'cases-2.jsonl'
EXTRA_TASK_FILES = {'answer-block': 'tasks/answer-block.json'}


def _corpus_build():
    spec = importlib.util.spec_from_file_location('gate_corpus_build', HERE / 'build.py')
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod


def build() -> list[dict]:
    b = _corpus_build()
    b.TASK_FILES.update(EXTRA_TASK_FILES)
    tasks, catalog, switch = b.load_task_index(), b.load_catalog(), b.Switch()
    saved, out, errors = b.offline.SEARCH_DOCUMENTS, [], []
    try:
        with b.offline_endpoints(policy=switch) as ep:
            for f in sorted(SOURCES.glob('[!_]*.py')):
                ns = runpy.run_path(str(f))
                for prefix, entries in ns.get('GROUPS') or [(ns['PREFIX'], ns['ENTRIES'])]:
                    for e in entries:
                        task = tasks[prefix][e['task_id']]
                        for c in e['cases']:
                            for arm in c['arms']:
                                try: r = b.run_case(ep, switch, catalog, task, prefix, e, c, arm)
                                except b.CaseError as err: errors.append(str(err)); continue
                                out.append(dict(r, case_id=r['case_id'].replace('/', '/dev2-', 1),
                                                category=c['category'], language=task['language'], part='dev'))
    finally: b.offline.SEARCH_DOCUMENTS = saved
    if errors: raise b.CaseError('\n'.join(errors))
    return out


if __name__ == '__main__':
    b = _corpus_build(); recs = build(); b.write_jsonl(recs, OUT)
    print(json.dumps(dict(cases=len(recs), expected_pass=sum(r['expected_pass'] for r in recs))))
