"The loop's guards, identical for every arm, exercised through the real openai client against the loopback endpoint."
import json
import pytest
from role_transfer.agent.core import *
from role_transfer.agent.client import offline_client_config, make_client
from role_transfer.agent.skills import load_catalog
from role_transfer.agent.loop import AgentLoop
from role_transfer.agent.arms import make_arm, ARMS
from role_transfer.testing.loopback import OfflineChatServer, SequencePolicy
from role_transfer.testing.builders import tool_call, assistant
from role_transfer.agent.trajectory import events_of, transition_chain, trajectory_to_dict, trajectory_from_dict

CAT = load_catalog()

def run(arm_name, messages, max_steps=20, faults=None, prompt='do the task'):
    with OfflineChatServer(policy=SequencePolicy(messages), faults=faults) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0)
        loop = AgentLoop(make_arm(arm_name, CAT), make_client(cfg), cfg, max_steps=max_steps)
        t = loop.run(prompt)
        return t, srv.requests

def tr(target, reason='next'): return tool_call(TRANSFER_TOOL, {'target_role': target, 'reason': reason})
def ld(name): return tool_call(LOAD_SKILL_TOOL, {'name': name})
def results(t): return [m for m in t.messages if m['role'] == 'tool']

def test_every_tool_call_gets_exactly_one_result_in_order():
    t, _ = run('transfer', [assistant(None, tr('research'), tr('writing')), assistant(None, tool_call('web_search', {'query': 'x'}), tool_call('calculate', {'expression': '1+1'})), assistant('done')])
    ids = [tc['id'] for m in t.messages if m['role'] == 'assistant' for tc in (m.get('tool_calls') or [])]
    assert [m['tool_call_id'] for m in results(t)] == ids
    assert t.stop_reason == 'final' and t.final_text == 'done'

@pytest.mark.parametrize('arm', ['transfer', 'prompt_swap'])
def test_self_transfer_and_unknown_target_rejected(arm):
    t, _ = run(arm, [assistant(None, tr('triage')), assistant(None, tr('marketing')), assistant('ok')])
    ev = events_of(t, 'transition')
    assert [(e['status'], e['detail']) for e in ev] == [('rejected', 'self_transition'), ('rejected', 'unknown_target')]
    assert t.final_role == 'triage'

def test_skill_self_load_and_unknown_skill_rejected():
    t, _ = run('skill', [assistant(None, ld('triage')), assistant(None, ld('triage')), assistant(None, ld('nope')), assistant('ok')])
    assert [e['status'] for e in events_of(t, 'transition')] == ['ok', 'rejected', 'rejected']

def test_role_ownership_enforced_at_dispatch_in_transfer_arm():
    # triage cannot see web_search, but names it anyway: rejected, never executed
    t, _ = run('transfer', [assistant(None, tool_call('calculate', {'expression': '2+2'})), assistant('ok')])
    e = events_of(t, 'tool_call')[0]
    assert e['status'] == 'rejected' and e['reason'] == 'unauthorised' and '4' not in e['result']

def test_policy_gate_before_any_skill_and_for_unauthorised_tools():
    t, _ = run('skill', [assistant(None, tool_call('calculate', {'expression': '2+2'})),
                         assistant(None, ld('research')),                      # first load must be triage
                         assistant(None, ld('triage')), assistant(None, ld('research')),
                         assistant(None, tool_call('calculate', {'expression': '2+2'})),   # research does not authorise calculate
                         assistant(None, ld('data_analysis')),
                         assistant(None, tool_call('calculate', {'expression': '2+2'})),
                         assistant('4')])
    calls = events_of(t, 'tool_call')
    assert [c['status'] for c in calls] == ['rejected', 'rejected', 'ok']
    assert 'no skill is loaded' in calls[0]['result']
    first_load = events_of(t, 'transition')[0]
    assert first_load['status'] == 'rejected' and 'triage first' in first_load['result']

def test_reactivation_does_not_reappend_the_document():
    t, reqs = run('skill', [assistant(None, ld('triage')), assistant(None, ld('research')), assistant(None, ld('data_analysis')),
                            assistant(None, ld('research')), assistant('fine')])
    docs = [m['content'] for m in results(t) if m['content'].startswith('---')]
    assert len(docs) == 3
    assert json.loads(results(t)[-1]['content'])['activated'] == 'research'
    assert transition_chain(t) == ['triage', 'research', 'data_analysis', 'research']
    assert t.final_role == 'research'

def test_repeat_correction_after_three_identical_calls():
    same = tool_call('calculate', {'expression': '1+1'})
    t, _ = run('transfer', [assistant(None, tr('data_analysis'))] + [assistant(None, same)] * 3 + [assistant('2')])
    calls = events_of(t, 'tool_call')
    assert [c['status'] for c in calls] == ['ok', 'ok', 'rejected']
    assert [c['kind'] for c in events_of(t, 'correction')] == ['repeat']

def test_repeat_guard_keys_transitions_on_target_not_reason():
    # research asks three times, in new words each time, to hand over to itself: the third attempt is corrected
    t, _ = run('transfer', [assistant(None, tr('research', w)) for w in 'abcd'] + [assistant('x')])
    assert [e.get('detail') for e in events_of(t, 'transition')] == [None, 'self_transition', 'self_transition', 'repeat']
    assert events_of(t, 'correction')[0]['kind'] == 'repeat'

def test_ping_pong_correction():
    t, _ = run('transfer', [assistant(None, tr('research')), assistant(None, tr('triage')), assistant(None, tr('research')), assistant('x')])
    assert [c['kind'] for c in events_of(t, 'correction')] == ['ping_pong']
    assert 'correction' in json.loads(results(t)[-1]['content'])

def test_multiple_transitions_in_one_message_first_wins():
    t, reqs = run('transfer', [assistant(None, tr('research'), tr('writing')), assistant('x')])
    assert [e['status'] for e in events_of(t, 'transition')] == ['ok', 'ignored']
    assert t.final_role == 'research'
    assert [tl['function']['name'] for tl in reqs[1]['tools']] == ['web_search', 'transfer_to_agent']

def test_calls_after_a_transition_in_the_same_message_are_authorised_by_the_issuer():
    t, _ = run('transfer', [assistant(None, tr('research'), tool_call('web_search', {'query': 'x'})), assistant('x')])
    assert events_of(t, 'tool_call')[0]['status'] == 'rejected'

def test_malformed_arguments_from_the_model():
    t, _ = run('transfer', [assistant(None, tool_call(TRANSFER_TOOL, '{"target_role": "research"')),
                            assistant(None, tr('data_analysis')),
                            assistant(None, tool_call('calculate', '[1, 2]'), tool_call('calculate', '{"expr": "1"}'), tool_call('calculate', 'nope')),
                            assistant('x')])
    assert events_of(t, 'transition')[0]['status'] == 'rejected' and 'JSON' in events_of(t, 'transition')[0]['result']
    assert [c['status'] for c in events_of(t, 'tool_call')] == ['error', 'error', 'error']
    assert t.stop_reason == 'final'

def test_max_steps_exhaustion():
    t, reqs = run('transfer', [assistant(None, tr('research')), assistant(None, tr('triage'))] * 5, max_steps=4)
    assert t.stop_reason == 'max_steps' and len(t.calls) == 4 and len(reqs) == 4 and t.final_text is None

def test_provider_error_mid_run_is_recorded_not_lost():
    t, reqs = run('transfer', [assistant(None, tr('research')), assistant(None, tool_call('web_search', {'query': 'x'})), assistant('x')], faults={1: 500})
    assert t.stop_reason == 'error'
    assert len(t.calls) == 2 and t.calls[1].error and t.calls[0].response_id
    err = events_of(t, 'error')[0]
    assert err['kind'] == 'provider' and err['status_code'] == 500
    assert events_of(t, 'transition')[0]['status'] == 'ok'          # what happened before the error is kept
    assert trajectory_from_dict(json.loads(json.dumps(trajectory_to_dict(t)))).stop_reason == 'error'

def test_interactive_turns_continue_the_same_history_and_state():
    with OfflineChatServer(policy=SequencePolicy([assistant(None, tr('research')), assistant('first'), assistant('second')])) as srv:
        cfg = offline_client_config(srv.base_url, max_retries=0)
        loop = AgentLoop(make_arm('transfer', CAT), make_client(cfg), cfg)
        loop.run('one'); t = loop.run('two')
        assert t.final_text == 'second' and t.final_role == 'research'
        assert [m['content'] for m in t.messages if m['role'] == 'user'] == ['one', 'two']
        assert srv.requests[2]['messages'][1:len(srv.requests[1]['messages'])] == srv.requests[1]['messages'][1:]

@pytest.mark.parametrize('arm,call', [('skill', ld), ('transfer', tr)])
def test_a_skill_spelling_names_its_role(arm, call):
    """The catalog accepts a role's Agent Skills spelling (`data-analysis` for `data_analysis`): the role's tools are
    authorised, and the role chain every gate and report reads names the role id."""
    first = [assistant(None, ld('triage'))] if arm == 'skill' else []
    t, _ = run(arm, first + [assistant(None, call('data-analysis')),
                             assistant(None, tool_call('descriptive_stats', {'numbers': [1, 2, 3]})),
                             assistant('ok')])
    assert events_of(t, 'transition')[-1]['status'] == 'ok'
    assert transition_chain(t)[-1] == 'data_analysis'
    assert [e['status'] for e in events_of(t, 'tool_call')] == ['ok']
