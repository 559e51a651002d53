"""Build the labelled gate-validation corpus: `python validation/gate-corpus/build.py`.

Every case in `cases/*.py` is a hand-written script of assistant messages (hand-overs, tool calls with
their arguments, the final answer). The script is replayed through the package's real `AgentLoop` and
arm (transfer or skill) against the loopback scripted chat endpoint (`SequencePolicy`), so the system
messages, tool blocks, transitions and harness decisions (e.g. a rejected, unauthorised call) are exactly
what the package records. Tool results come from the package's own tools via `dispatch`; `web_search`
goes through `tavily-python` to the loopback Tavily-compatible server, which serves the case's
hand-written result documents. Timings and the server port are dropped so that the output is
byte-identical on every build (see `meta` in each trajectory).
"""
from __future__ import annotations
import argparse, collections, dataclasses, hashlib, json, os, runpy, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path: sys.path.insert(0, str(ROOT))

import role_transfer.testing.loopback as offline   # the search server reads `offline.SEARCH_DOCUMENTS`
from role_transfer.testing.loopback import offline_endpoints, SequencePolicy
from role_transfer.testing.builders import assistant, tool_call
from role_transfer.agent.client import offline_client_config, make_client
from role_transfer.agent.skills import load_catalog
from role_transfer.agent.arms import make_arm
from role_transfer.agent.loop import AgentLoop
from role_transfer.agent.trajectory import trajectory_to_dict, trajectory_from_dict
from role_transfer.agent.core import TRANSFER_TOOL, LOAD_SKILL_TOOL

CASE_FILES = sorted((HERE / 'cases').glob('[!_]*.py'))
TASK_FILES = {'formal': 'tasks/formal.json', 'complex': 'tasks/complex.json', 'example': 'tasks/example.json'}
OUTPUT = HERE / 'cases.jsonl'
FAILURE_MODES = ('fabricated_number', 'skipped_tool', 'invented_url', 'too_long', 'obeyed_injection',
                 'leaked_system_prompt', 'paraphrased_system_prompt', 'wrong_computation', 'side_effecting_code',
                 'kept_going_after_stop', 'claimed_tool_without_call', 'forbidden_tool', 'missing_source',
                 'wrong_role_path', 'other')
META = dict(
    corpus=True,
    source='hand-written gate-validation case (validation/gate-corpus): the assistant messages were written by '
           'a person imagining a model answer and replayed through the scripted loopback endpoint',
    usage='scripted endpoint estimates (ceil(UTF-8 bytes / 4) of each request; cached tokens from its simulated '
          'prefix cache), not provider-reported and not a model measurement',
    tools='results produced by role_transfer.agent.tools.dispatch; web_search through tavily-python against the '
          'loopback Tavily-compatible server serving hand-written result documents',
    timings='not recorded (null): corpus cases are not timing measurements; base_url port dropped')


class CaseError(RuntimeError):
    "A case whose replay does not do what its script intends (a slip in the case file)."


class Switch:
    "Chat policy whose replies come from the case being built."
    current = None
    def __call__(self, request): return self.current(request)


def load_case_files():
    "(prefix, task entry) for every task entry in the case files, in file order."
    out = []
    for f in CASE_FILES:
        sys.path.insert(0, str(f.parent))
        try: ns = runpy.run_path(str(f))
        finally: sys.path.pop(0)
        for entry in ns['TASKS']: out.append((ns['PREFIX'], entry))
    return out


def load_task_index():
    return {p: {t['id']: t for t in json.loads((ROOT / f).read_text(encoding='utf-8'))} for p, f in TASK_FILES.items()}


def script_messages(steps: list, arm: str) -> list:
    "The assistant messages the scripted endpoint replays for `steps` in `arm`."
    msgs, n = [], 0
    if arm == 'skill': steps = [dict(op='to', role='triage', reason='')] + steps
    for s in steps:
        if s['op'] == 'to':
            if arm == 'transfer': tc = tool_call(TRANSFER_TOOL, {'target_role': s['role'], 'reason': s['reason']})
            else: tc = tool_call(LOAD_SKILL_TOOL, {'name': s['role']})
            msgs.append(assistant(None, tc))
        elif s['op'] == 'call': msgs.append(assistant(s.get('note'), tool_call(s['tool'], s['args'])))
        elif s['op'] == 'say': msgs.append(assistant(s['text']))
        else: raise ValueError(f'unknown step {s!r}')
    return msgs


def search_documents(entry: dict, steps: list) -> list:
    "The task's documents, each served for exactly the queries of this case that list its slug."
    docs = {d['slug']: d for d in entry['docs']}
    terms = collections.defaultdict(list)
    for s in steps:
        if s['op'] == 'call' and s['tool'] == 'web_search':
            for slug in s['results']:
                if slug not in docs: raise ValueError(f"{entry['task_id']}: unknown document {slug!r}")
                terms[slug].append(s['args']['query'])
    return [dict(url=d['url'], title=d['title'], content=d['content'], score=d['score'], terms=terms[d['slug']])
            for d in entry['docs'] if terms[d['slug']]]


def normalise(t, case_id: str):
    "Drop what varies between builds (timings, port, random response ids); label the record as corpus."
    t.base_url = 'http://127.0.0.1/v1'
    t.started_at = t.finished_at = t.wall_s = None
    for c in t.calls:
        c.latency_s = None
        c.response_id = 'scripted-corpus-' + hashlib.sha256(f'{case_id}#{c.index}'.encode()).hexdigest()[:24]
    for e in t.events:
        if 'duration_s' in e: e['duration_s'] = None
    t.meta = dict(META, case_id=case_id)
    return t


def run_case(ep, switch, catalog, task: dict, prefix: str, entry: dict, c: dict, arm: str) -> dict:
    case_id = f"{prefix}/{task['id']}/{c['slug']}.{arm}"
    msgs = script_messages(c['steps'], arm)
    switch.current = SequencePolicy(msgs)
    offline.SEARCH_DOCUMENTS = search_documents(entry, c['steps'])
    ccfg = dataclasses.replace(offline_client_config(ep.chat_base_url), extra_body={'prompt_cache_key': case_id})
    loop = AgentLoop(make_arm(arm, catalog), make_client(ccfg), ccfg, max_steps=max(20, len(msgs) + 1), capture_raw=False,
                     task=dict(id=task['id'], prompt=task['prompt'], stratum=task['stratum'], kind=task['kind'], trial=0))
    t = loop.run(task['prompt'])
    problems = []
    if t.stop_reason != 'final': problems.append(f'stop_reason {t.stop_reason!r}')
    if len(t.calls) != len(msgs): problems.append(f'{len(t.calls)} calls for {len(msgs)} scripted messages')
    for e in t.events:
        if e['type'] in ('tool_call', 'transition') and e['status'] != 'ok' and e['status'] not in c['expect_status']:
            problems.append(f"{e['type']} {e.get('tool') or e.get('to')} status {e['status']}: {e['result'][:300]}")
        if e['type'] in ('correction', 'error') and e.get('kind') not in c['expect_status']:
            problems.append(f"{e['type']} event: {e.get('message', '')[:200]}")
    limit = task.get('max_deliverable_chars')
    if c['expected_pass'] and limit and len(t.final_text or '') > limit:      # a labelling slip of ours, not a gate
        problems.append(f'expected to pass but {len(t.final_text)} characters > {limit}')
    if problems: raise CaseError(f'{case_id}: ' + '; '.join(problems))
    rec = trajectory_to_dict(normalise(t, case_id))
    trajectory_from_dict(json.loads(json.dumps(rec)))          # loads with the package's own reader
    return dict(case_id=case_id, task_file=TASK_FILES[prefix], task_id=task['id'], arm=arm, kind=c['kind'],
                failure_mode=c['failure_mode'], expected_pass=c['expected_pass'], why=c['why'], trajectory=rec)


def build(only: str | None = None, task_ids=None) -> list:
    "All cases (or those of tasks whose id contains `only`, or whose id is in `task_ids`), replayed and labelled."
    tasks, catalog, switch = load_task_index(), load_catalog(), Switch()
    saved_docs, out, errors = offline.SEARCH_DOCUMENTS, [], []
    try:
        with offline_endpoints(policy=switch) as ep:
            for prefix, entry in load_case_files():
                if only and only not in entry['task_id']: continue
                if task_ids is not None and entry['task_id'] not in task_ids: continue
                task = tasks[prefix].get(entry['task_id'])
                if task is None: raise KeyError(f"{prefix}: unknown task {entry['task_id']!r}")
                passing = {json.dumps(c['steps'], sort_keys=True) for c in entry['cases'] if c['expected_pass']}
                for c in entry['cases']:
                    if not c['expected_pass'] and json.dumps(c['steps'], sort_keys=True) in passing:
                        errors.append(f"{entry['task_id']}/{c['slug']}: failure case identical to a passing case"); continue
                    if c['failure_mode'] not in (None, *FAILURE_MODES): raise ValueError(f"bad failure mode {c['failure_mode']}")
                    for arm in c['arms']:
                        try: out.append(run_case(ep, switch, catalog, task, prefix, entry, c, arm))
                        except CaseError as e: errors.append(str(e))
    finally: offline.SEARCH_DOCUMENTS = saved_docs
    if errors: raise CaseError(f'{len(errors)} case(s) do not replay as scripted:\n' + '\n'.join(errors))
    ids = [r['case_id'] for r in out]
    dup = [i for i, n in collections.Counter(ids).items() if n > 1]
    if dup: raise ValueError(f'duplicate case ids: {dup}')
    return out


def write_jsonl(records: list, path: Path):
    "Write atomically: a reader never sees a half-written file."
    tmp = path.with_suffix('.jsonl.tmp')
    with open(tmp, 'w', encoding='utf-8') as f:
        for r in records: f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + '\n')
    os.replace(tmp, path)


def counts(records: list, tasks=None) -> str:
    "Markdown tables: cases per stratum, arm, kind and failure mode."
    tasks = tasks or load_task_index()
    strat = lambda r: tasks[r['case_id'].split('/')[0]][r['task_id']]['stratum']
    def table(title, key):
        c = collections.Counter(key(r) for r in records)
        rows = [f'| {title} | cases | expected pass | expected fail |', '|---|---:|---:|---:|']
        for k in sorted(c, key=str):
            p = sum(1 for r in records if key(r) == k and r['expected_pass'])
            rows.append(f'| {k} | {c[k]} | {p} | {c[k] - p} |')
        return '\n'.join(rows)
    n, p = len(records), sum(r['expected_pass'] for r in records)
    head = (f'{n} cases over {len({r["task_id"] for r in records})} tasks: {p} expected to pass '
            f'({p / n:.0%}), {n - p} expected to fail ({(n - p) / n:.0%}).')
    return '\n\n'.join([head, table('stratum', strat), table('arm', lambda r: r['arm']),
                        table('kind', lambda r: r['kind']), table('failure mode', lambda r: r['failure_mode'] or '—'),
                        table('task file', lambda r: r['task_file'])])


def update_readme(text: str):
    p = HERE / 'README.md'
    if not p.exists(): return
    s = p.read_text(encoding='utf-8')
    a, b = '<!-- counts:start -->', '<!-- counts:end -->'
    if a in s and b in s:
        new = s[:s.index(a) + len(a)] + '\n' + text + '\n' + s[s.index(b):]
        if new != s: p.write_text(new, encoding='utf-8')


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--output', default=str(OUTPUT), help='where to write the cases (default: cases.jsonl here)')
    ap.add_argument('--only', help='build only tasks whose id contains this text (for drafting; not written to the default output)')
    a = ap.parse_args(argv)
    recs = build(a.only)
    out = Path(a.output)
    if a.only and out == OUTPUT: out = Path('/tmp/gate-corpus-draft.jsonl')
    write_jsonl(recs, out)
    table = counts(recs)
    print(f'wrote {out}\n\n{table}')
    if not a.only and out == OUTPUT: update_readme(table)
    return 0


if __name__ == '__main__': sys.exit(main())
