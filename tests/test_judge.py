"The blinded pairwise judge end to end over the real openai client and a loopback scripted judge."
import dataclasses, json, re, shutil, warnings
from pathlib import Path
import pytest
from role_transfer.agent.core import tasks_dir, external_dir
from role_transfer.measure.campaign import CampaignConfig, run_campaign, read_jsonl
from role_transfer.agent.client import make_client
from role_transfer.testing.loopback import OfflineChatServer, offline_scoring_config, offline_endpoints
from role_transfer.testing.scripted import ScriptedJudgePolicy
from role_transfer.measure.judge import *
from role_transfer.records.rundir import Cell, JudgeRecord, read_manifest, read_records
from role_transfer.present.report import judge_section_markdown
from role_transfer.run_commands import judge_main
from external_data import requires_external, skip_without_external
from conftest import offline_campaign

ARM_WORDS = re.compile(r'transfer|skill|prompt_swap|技能', re.I)

@pytest.fixture(scope='module')
def base_runs(tmp_path_factory, offline_run):
    "Offline runs of the example tasks, 2 trials: two arms (the session's shared run) and all four arms."
    root = tmp_path_factory.mktemp('runs')
    return {'two': copy_run(offline_run, root/'two'),
            'four': offline_campaign(root/'four', arms=('transfer', 'skill', 'prompt_swap', 'scoped_skill'))}

def copy_run(src, dst, edit=None):
    "A fresh copy of a run directory, optionally with `edit(cell)` applied to every cell."
    shutil.copytree(src, dst)
    if edit:
        cells = read_jsonl(dst/'cells.jsonl')
        for c in cells: edit(c)
        (dst/'cells.jsonl').write_text(''.join(json.dumps(c, ensure_ascii=False) + '\n' for c in cells), encoding='utf-8')
    return dst

def judge(run, mode='evidence', **kw):
    "Judge `run` against a scripted judge; returns (summary, requests the server received, records)."
    with OfflineChatServer(policy=ScriptedJudgePolicy(mode)) as srv:
        cfg = dataclasses.replace(offline_scoring_config('judge', srv.base_url), **kw.pop('cfg', {}))
        s = judge_run(run, cfg, make_client(cfg), **kw)
        reqs = list(srv.requests)
    return s, reqs, read_jsonl(Path(run)/'judge.jsonl')

def leak_mechanism(c):
    "Make one arm's answer name its mechanism, and differ between arms, to test blinding."
    t, n = c['trajectory'], len(c['trajectory']['final_text'] or '') // 2   # in the middle: the counted envelope no longer applies
    leak = {'skill': ' (I used load_skill to read SKILL.md for the writing skill.) ', 'transfer': ' (Transferred to the writing agent via transfer_to_agent.) ',
            'prompt_swap': ' (prompt_swap arm) ', 'scoped_skill': ' (scoped_skill arm, 技能) '}[c['arm']]
    if t['final_text']: t['final_text'] = t['final_text'][:n] + leak + t['final_text'][n:]

def test_every_pair_twice_swapped_and_blind(base_runs, tmp_path):
    run = copy_run(base_runs['four'], tmp_path/'r', leak_mechanism)
    s, reqs, recs = judge(run)
    cells = read_jsonl(run/'cells.jsonl')
    pairs = {(c['task_id'], c['trial']) for c in cells}
    assert len(recs) == len(reqs) == 2*3*len(pairs)                   # 3 comparisons, both orders, one attempt each
    by_pair = {}
    for r in recs: by_pair.setdefault(r['pair_id'], []).append(r)
    assert len(by_pair) == 3*len(pairs)
    for pid, rs in by_pair.items():
        assert sorted(r['order_index'] for r in rs) == [0, 1]           # exactly twice, once per order
        r0, r1 = sorted(rs, key=lambda r: r['order_index'])
        assert r0['shown_order'] == r1['shown_order'][::-1] == r0['comparison']   # the mapping is reversed
        assert r0['shown_order'][0] == 'transfer'
        assert r0['first_order'] == r1['first_order'] and {r0['sequence'], r1['sequence']} == {1, 2}
        assert [r for r in rs if r['sequence'] == 1][0]['order_index'] == r0['first_order']
        assert all(r['status'] == 'parsed' and r['attempts'] == 1 for r in rs)
    for q in reqs:                                                      # nothing the judge reads names an arm or mechanism
        for m in q['messages']: assert not ARM_WORDS.search(m['content']), m['content']
    assert any(r['redactions']['A'] + r['redactions']['B'] > 0 for r in recs)   # the planted words were redacted
    assert set(s['comparisons']) == {'transfer vs skill', 'transfer vs prompt_swap', 'transfer vs scoped_skill'}
    assert all(c['pairs_both_orders_recorded'] == c['pairs'] == len(pairs) for c in s['comparisons'].values())
    assert s['source'] == 'scripted endpoint' and s['same_family'] is None

def test_first_order_is_seeded_and_recorded(base_runs, tmp_path):
    firsts = {}
    for name, seed in (('a', 7), ('b', 7), ('c', 8)):
        s, reqs, recs = judge(copy_run(base_runs['two'], tmp_path/name), seed=seed)
        assert s['seed'] == seed and all(r['seed'] == seed for r in recs)
        firsts[name] = {r['pair_id']: r['first_order'] for r in recs}
        # the request order on the wire follows the recorded draw
        assert [r['order_index'] for r in recs] == [k for p in dict.fromkeys(r['pair_id'] for r in recs)
                                                    for k in (firsts[name][p], 1 - firsts[name][p])]
    assert firsts['a'] == firsts['b']
    manifest = read_manifest(base_runs['two'])
    cells = read_records(base_runs['two']/'cells.jsonl', Cell)[0]
    plans = {sd: {p['pair_id']: p['first_order'] for p in judge_plan(manifest, cells, sd)} for sd in range(20)}
    assert plans[7] == firsts['a'] and plans[8] == firsts['c']
    assert len({tuple(sorted(v.items())) for v in plans.values()}) > 1     # the draw really depends on the seed
    assert all(set(v.values()) <= {0, 1} for v in plans.values())

def test_default_seed_is_the_runs(base_runs, tmp_path):
    s, _, _ = judge(copy_run(base_runs['two'], tmp_path/'r'))
    assert s['seed'] == json.loads((base_runs['two']/'manifest.json').read_text())['config']['seed']

def test_malformed_output_is_retried_then_unparsed(base_runs, tmp_path):
    s, reqs, recs = judge(copy_run(base_runs['two'], tmp_path/'g'), 'garbage', max_attempts=3)
    assert len(recs) == 12 and len(reqs) == 36
    for r in recs:
        assert r['status'] == 'unparsed' and r['verdict'] is None and r['winner_arm'] is None and r['attempts'] == 3
        assert len(r['exchanges']) == 3 and all(e['parse_error'] and e['response']['choices'] for e in r['exchanges'])
        assert 'could not be used' in r['exchanges'][1]['request']['messages'][-1]['content']
    c = s['comparisons']['transfer vs skill']
    assert c['unparsed_orders'] == 12 and c['pairs_both_orders_parsed'] == 0 and c['wins'] == {'transfer': 0, 'skill': 0}
    assert s['unparsed_orders'] == 12
    s2, reqs2, recs2 = judge(copy_run(base_runs['two'], tmp_path/'g1'), 'garbage-once', max_attempts=3)
    assert len(reqs2) == 24 and all(r['status'] == 'parsed' and r['attempts'] == 2 for r in recs2)

def blank_skill_answer(task_id, trial):
    def edit(c):
        if (c['task_id'], c['trial'], c['arm']) == (task_id, trial, 'skill'):
            c['trajectory']['final_text'], c['trajectory']['stop_reason'], c['passed'] = None, 'max_steps', False
    return edit

def test_win_only_when_both_orders_agree(base_runs, tmp_path):
    s, _, recs = judge(copy_run(base_runs['two'], tmp_path/'w', blank_skill_answer('cagr_nev_caam', 1)))
    c = s['comparisons']['transfer vs skill']
    assert c['wins'] == {'transfer': 1, 'skill': 0} and c['agreed_ties'] == 5 and c['split'] == 0
    assert c['position_consistency']['estimate'] == 1.0
    assert c['gate_agreement']['pairs_one_passed'] == 1 and c['gate_agreement']['judge_prefers_passing'] == 1
    assert c['scores']['dimensions']['overall']['difference']['estimate'] < 0
    # rewrite one order's verdict of the won pair: the pair becomes a split, not a win
    finals = final_records([JudgeRecord.from_dict(r) for r in recs])
    pid = 'cagr_nev_caam#1#transfer~skill'
    flipped = finals[(pid, 1)].replace(winner_arm='skill')
    manifest = read_manifest(tmp_path/'w')
    plan = judge_plan(manifest, read_records(tmp_path/'w'/'cells.jsonl', Cell)[0], s['seed'])
    c2 = summarize_comparison(plan, {**finals, (pid, 1): flipped}, 'transfer', 'skill', s['seed'])
    assert c2['wins'] == {'transfer': 0, 'skill': 0} and c2['split'] == 1
    assert c2['gate_agreement']['judge_prefers_passing'] == 0 and c2['gate_agreement']['split'] == 1

def test_position_biased_judge_wins_nothing(base_runs, tmp_path):
    s, _, recs = judge(copy_run(base_runs['two'], tmp_path/'p', blank_skill_answer('cagr_nev_caam', 1)), 'first')
    c = s['comparisons']['transfer vs skill']
    assert c['wins'] == {'transfer': 0, 'skill': 0} and c['agreed_ties'] == 0 and c['split'] == 6
    assert c['position_consistency']['estimate'] == 0.0 and c['first_slot_share'] == 1.0
    md = judge_section_markdown(s)
    assert 'scripted endpoint' in md and '| 6 | 6 | 0 | 0 | 0 | 6 | 0%' in md

def test_resume_skips_judged_orders_and_retries_errors(base_runs, tmp_path):
    run = copy_run(base_runs['two'], tmp_path/'r')
    full, _, recs = judge(run, seed=3)
    lines = (run/'judge.jsonl').read_text(encoding='utf-8').splitlines(keepends=True)
    (run/'judge.jsonl').write_text(''.join(lines[:5]) + lines[5][:40], encoding='utf-8')   # killed mid-write
    _, reqs, recs2 = judge(run, seed=3)
    assert len(reqs) == 7 and len(recs2) == 12
    key = lambda r: (r['pair_id'], r['order_index'], r['first_order'], r['winner_arm'])
    assert sorted(map(key, recs2)) == sorted(map(key, recs))
    # provider errors are recorded, then retried and superseded on resume
    run2 = copy_run(base_runs['two'], tmp_path/'e')
    with OfflineChatServer(policy=ScriptedJudgePolicy(), faults={1: 500, 4: 500}) as srv:
        cfg = dataclasses.replace(offline_scoring_config('judge', srv.base_url), max_retries=0)
        s = judge_run(run2, cfg, make_client(cfg), seed=3)
    assert s['pending_orders'] == 2 and s['provider_errors'] == 2 and len(read_jsonl(run2/'judge.jsonl')) == 10
    errs = read_jsonl(run2/'judge_errors.jsonl')
    assert len(errs) == 2 and all(e['status'] == 'error' and e['exchanges'][0]['request']['messages'] for e in errs)
    s2, reqs, recs3 = judge(run2, seed=3)
    assert len(reqs) == 2 and len(recs3) == 12 and s2['pending_orders'] == 0 and s2['orders_recorded'] == 12
    assert {(e['pair_id'], e['order_index']) for e in errs} <= {(r['pair_id'], r['order_index']) for r in recs3[-2:]}
    with pytest.raises(JudgeResumeMismatch): judge(run2, seed=4)
    with pytest.raises(JudgeResumeMismatch): judge(run2, seed=3, digest=False)

def test_same_family_warned_and_recorded(base_runs, tmp_path):
    run = copy_run(base_runs['two'], tmp_path/'f')
    m = json.loads((run/'manifest.json').read_text()); m['provider']['model'] = 'qwen/qwen3.5-flash'
    (run/'manifest.json').write_text(json.dumps(m))
    with pytest.warns(SameFamilyWarning):
        s, _, recs = judge(run, cfg=dict(model='qwen/qwen3-max'))
    assert s['same_family'] is True and s['judge_family'] == 'qwen' and recs[0]['judge_model'] == 'qwen/qwen3-max'
    assert 'same model family' in judge_section_markdown(s)
    run2 = copy_run(base_runs['two'], tmp_path/'g')
    (run2/'manifest.json').write_text(json.dumps(m))
    with warnings.catch_warnings():
        warnings.simplefilter('error', SameFamilyWarning)
        s2, _, _ = judge(run2, cfg=dict(model='google/gemini-2.5-flash-lite'))
    assert s2['same_family'] is False and s2['recommendation'] is None

def test_no_digest_and_records_hold_no_key(base_runs, tmp_path):
    run = copy_run(base_runs['two'], tmp_path/'d')
    s, reqs, recs = judge(run, digest=False)
    assert s['digest'] is False and all('<tool_log' not in q['messages'][1]['content'] for q in reqs)
    text = (run/'judge.jsonl').read_text(encoding='utf-8')
    from role_transfer.agent.core import OFFLINE_OPENAI_KEY
    assert OFFLINE_OPENAI_KEY not in text and 'authorization' not in text.lower()
    r = recs[0]['exchanges'][0]
    assert r['request']['messages'][0]['role'] == 'system' and r['response']['model'] == 'scripted-policy'

def test_cli_offline_and_key_resolution(base_runs, tmp_path, monkeypatch, capsys):
    run = copy_run(base_runs['two'], tmp_path/'c')
    assert judge_main([str(run), '--offline', '--seed', '5']) == 0
    assert (run/'judge_summary.json').exists() and len(read_jsonl(run/'judge.jsonl')) == 12
    assert 'Blinded pairwise judge' in capsys.readouterr().out
    for k in ('OPENAI_API_KEY', 'OPENROUTER_API_KEY'): monkeypatch.delenv(k, raising=False)
    assert judge_main([str(copy_run(base_runs['two'], tmp_path/'k')), '--model', 'gpt-4.1']) == 3   # missing credentials: exit 3
    assert 'no API key' in capsys.readouterr().err

def test_reference_judge_order_repeats():
    path = external_dir()/'seed-campaign-qwen35flash-v2'/'judge.json'
    skip_without_external('seed-campaign-qwen35flash-v2', 'judge.json')
    d = json.loads(path.read_text(encoding='utf-8'))
    orders = [{tuple(j['shown_order']) for j in p['judgments']} for p in d['pairs']]
    assert all(len(o) in (1, 2) for o in orders)
    assert sum(len(o) == 1 for o in orders) == 17          # the count the weakness notes state, recomputed from the records


@pytest.mark.parametrize('text', ['{"name": "a notebook export"}', '[]', '{"schema": "role_transfer.manifest/1", "config": {}}',
                                  '{"schema": "role_transfer.manifest/1", "config": {"arms": ["transfer"]}}', '\xff{', ''])
def test_foreign_manifest_is_a_clear_error_not_a_traceback(tmp_path, capsys, text):
    d = tmp_path/'foreign'; d.mkdir()
    (d/'manifest.json').write_bytes(text.encode('latin-1')); (d/'cells.jsonl').write_text('')
    assert judge_main([str(d), '--offline']) == 2
    err = capsys.readouterr().err
    assert err.startswith('error: ') and 'Traceback' not in err and 'manifest' in err
    assert not (d/'judge.jsonl').exists()


def test_judge_records_are_chained_and_carry_raw_bytes(base_runs, tmp_path):
    from role_transfer.agent.core import sha256_bytes
    from role_transfer.records.rundir import chain_status
    run = copy_run(base_runs['two'], tmp_path/'chained')
    s, reqs, recs = judge(run)
    m = json.loads((run/'manifest.json').read_text())
    assert chain_status(run/'judge.jsonl', m['chain']['files']['judge.jsonl']) == 'intact'
    assert s['chain']['start'] == m['chain']['files']['judge.jsonl']
    raw = recs[0]['raw_exchanges'][0]
    assert raw['kind'] == 'chat' and raw['status_code'] == 200 and raw['request']['messages'] == reqs[0]['messages']
    # resuming appends to the same chain
    (run/'judge.jsonl').write_bytes(b''.join(l + b'\n' for l in (run/'judge.jsonl').read_bytes().split(b'\n')[:2]))
    judge(run)
    assert chain_status(run/'judge.jsonl', m['chain']['files']['judge.jsonl']) == 'intact'


def test_malformed_judge_reply_is_an_error_record(base_runs, tmp_path):
    from role_transfer.testing.loopback import FAULT_KINDS
    run = copy_run(base_runs['two'], tmp_path/'malformed')
    with OfflineChatServer(policy=ScriptedJudgePolicy('evidence'), faults={0: FAULT_KINDS['ok_usage_list'], 1: FAULT_KINDS['ok_html_page']}) as srv:
        cfg = offline_scoring_config('judge', srv.base_url)
        s = judge_run(run, cfg, make_client(cfg))
    errs = read_jsonl(run/'judge_errors.jsonl')
    assert len(errs) == 2 and all(e['status'] == 'error' and 'MalformedReply' in e['unparsed_reason'] for e in errs)
    assert s['provider_errors'] == 2
