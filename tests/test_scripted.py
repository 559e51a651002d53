"The scripted policy through the package's real loop, every arm, over the loopback endpoints (a test double end to end)."
import pytest
from role_transfer.testing.loopback import offline_endpoints

CAGR_ZH = ('我在准备一份给投资人看的材料。请帮我：1) 查一下中国 2021、2022、2023 三年的新能源汽车销量；2) 据此算出这三年的年均复合增长率(CAGR)；'
           '3) 把数据和这个增长率结论，写成一段面向投资人的、不超过 120 字的中文总结。')


def _real_loop(arm_name, ep):
    loop_mod = pytest.importorskip('role_transfer.agent.loop')
    from role_transfer.agent.skills import load_catalog
    from role_transfer.agent.arms import make_arm
    from role_transfer.agent.client import offline_client_config, make_client
    cfg = offline_client_config(ep.chat_base_url)
    return loop_mod.AgentLoop(make_arm(arm_name, load_catalog()), make_client(cfg), cfg, max_steps=20)


@pytest.mark.parametrize('arm_name', ['transfer', 'skill', 'prompt_swap', 'scoped_skill', 'disclosed_transfer', 'disclosed_skill'])
def test_scripted_policy_plays_every_arm_of_the_real_loop(arm_name):
    "The package's own loop, every arm, the cagr task: the full chain, the real tools, a final text within the limit."
    from role_transfer.agent.trajectory import transition_chain
    with offline_endpoints() as ep:
        t = _real_loop(arm_name, ep).run(CAGR_ZH)
    chain = [r for r in transition_chain(t) if r != 'triage']
    ok_tools = [e['tool'] for e in t.events if e.get('type') == 'tool_call' and e.get('status') == 'ok']
    assert t.stop_reason == 'final' and chain == ['research', 'data_analysis', 'writing']
    assert ok_tools == ['web_search', 'calculate', 'count_characters']
    assert not [e for e in t.events if e.get('status') == 'rejected']
    assert len(t.final_text) <= 120 and '64.22%' in t.final_text and 'https://scripted.example/' in t.final_text


def test_interactive_follow_up_continues_the_same_history():
    "A second user turn re-plans from the new message; the writer rewrites within the new limit."
    with offline_endpoints() as ep:
        loop = _real_loop('skill', ep)
        loop.run(CAGR_ZH)
        t = loop.run('Now write it in English, at most 260 characters.')
    assert t.stop_reason == 'final' and len(t.final_text) <= 260 and '64.22%' in t.final_text
    assert not any('\u4e00' <= ch <= '\u9fff' for ch in t.final_text)
