"Skill loader, catalog, document cache and equal-information checks (the notebook nbs/instrument/agent/02_skills.ipynb has the same checks inline)."
import shutil
from pathlib import Path
import pytest
from role_transfer.agent.core import ROLES, TOOL_NAMES, TRANSFER_TOOL, LOAD_SKILL_TOOL, skills_dir
from role_transfer.agent.skills import *

GOOD = {'name': 'research', 'description': 'Finds facts.', 'version': '1.0.0', 'allowed-tools': ['web_search']}
BODY = '# Research\n\nSearch first.\n'

def _drop(k): return render_skill({f: v for f, v in GOOD.items() if f != k}, BODY)

MALFORMED = {
    'no_frontmatter': ('# Research\n\nbody\n', 'no frontmatter'),
    'unclosed_frontmatter': ('---\nname: research\n', 'no frontmatter'),
    'bad_yaml': ('---\nname: [research\n---\nbody\n', 'not valid YAML'),
    'not_mapping': ('---\n- a\n---\nbody\n', 'must be a YAML mapping'),
    'empty_frontmatter': ('---\n---\nbody\n', 'must be a YAML mapping'),
    **{f'missing_{k}': (_drop(k), f'missing field {k!r}') for k in GOOD},
    'unknown_tool': (render_skill({**GOOD, 'allowed-tools': ['browse']}, BODY), 'unknown tool(s) in allowed-tools: browse'),
    'transition_tool_authorised': (render_skill({**GOOD, 'allowed-tools': [TRANSFER_TOOL]}, BODY), 'unknown tool'),
    'tools_not_list': (render_skill({**GOOD, 'allowed-tools': 'web_search'}, BODY), "'allowed-tools' must be a list"),
    'tools_not_strings': (render_skill({**GOOD, 'allowed-tools': [1]}, BODY), 'list of tool names (strings)'),
    'version_float': ('---\nname: research\ndescription: d\nversion: 1.0\nallowed-tools: []\n---\nbody\n', "'version' must be a string"),
    'description_not_string': (render_skill({**GOOD, 'description': 3}, BODY), "'description' must be a string"),
    'empty_body': (render_skill(GOOD, '\n\n'), 'empty body'),
    'typo_field': (render_skill({**GOOD, 'allowed_tools': []}, BODY), 'unknown field(s) allowed_tools'),
}

@pytest.mark.parametrize('case', sorted(MALFORMED))
def test_malformed_rejected_naming_file(tmp_path, case):
    text, needle = MALFORMED[case]
    p = tmp_path/'research'/'SKILL.md'; p.parent.mkdir(); p.write_text(text)
    with pytest.raises(SkillFileError) as e: parse_skill_file(p)
    assert str(p) in str(e.value) and needle in str(e.value)
    assert all(path == str(p) for path, _ in e.value.problems)

def test_name_folder_mismatch(tmp_path):
    p = tmp_path/'search'/'SKILL.md'; p.parent.mkdir(); p.write_text(render_skill(GOOD, BODY))
    with pytest.raises(SkillFileError, match="does not match its folder 'search'") as e: parse_skill_file(p)
    assert str(p) in str(e.value)

def test_missing_file_and_duplicate(tmp_path):
    root = tmp_path/'skills'; shutil.copytree(skills_dir(), root)
    other = tmp_path/'other'/'research'/'SKILL.md'; other.parent.mkdir(parents=True); other.write_text(render_skill(GOOD, BODY))
    with pytest.raises(SkillFileError, match='duplicate skill name') as e:
        catalog_from_files([root/n/'SKILL.md' for n in ROLES] + [other])
    assert str(other) in str(e.value)
    shutil.rmtree(root/'writing')
    with pytest.raises(SkillFileError) as e: load_catalog(root)
    assert f"{root/'writing'/'SKILL.md'}: file missing" in str(e.value)

def test_all_problems_in_one_error(tmp_path):
    root = tmp_path/'skills'; shutil.copytree(skills_dir(), root)
    (root/'coding'/'SKILL.md').write_text('nothing\n'); (root/'writing'/'SKILL.md').write_text(render_skill(GOOD, BODY))
    with pytest.raises(SkillFileError) as e: load_catalog(root)
    assert {Path(p).parent.name for p, _ in e.value.problems} == {'coding', 'writing'}

def test_canonical_catalog():
    cat = load_catalog()
    assert cat.names == ROLES
    assert {t: cat.owner_of(t) for t in TOOL_NAMES} == {'web_search': ['research'], 'execute_python': ['coding'],
        'calculate': ['data_analysis'], 'descriptive_stats': ['data_analysis'], 'count_characters': ['writing']}
    assert cat.tools_of('triage') == ()
    assert load_catalog().sha256 == cat.sha256

def test_catalog_hash_moves_with_one_byte(tmp_path):
    root = tmp_path/'skills'; shutil.copytree(skills_dir(), root)
    h = load_catalog(root).sha256
    assert h == load_catalog().sha256
    f = root/'coding'/'SKILL.md'; f.write_bytes(f.read_bytes() + b' ')
    assert load_catalog(root).sha256 != h

def test_cache_hits_misses_keyed_name_at_version():
    cat = load_catalog()
    for n in ['triage', 'research', 'research', 'writing', 'triage']: cat.document(n)
    st = cat.cache.stats()
    assert (st['hits'], st['misses'], st['loads']) == (2, 3, 5)
    assert st['keys'] == ['research@1.0.0', 'triage@1.0.0', 'writing@1.0.0']
    assert len(st['load_seconds']) == 5 and all(s >= 0 for s in st['load_seconds'])

def test_equal_information():
    cat = load_catalog()
    roster, sm = roster_text(cat), skill_system_message(cat)
    assert sm.count(roster) == 1 and sm.replace(roster, '') == SKILL_NOTE + '\n\n'
    for role in ROLES:
        tm, doc = transfer_system_message(cat, role), cat.document(role)
        assert tm.count(roster) == 1 and cat[role].body in tm and cat[role].body in doc and doc in tm
        assert arm_specific_text(cat, role) == f'{TRANSFER_NOTE}\n\n\n\n# Your current role: {role}\n\n'
        assert LOAD_SKILL_TOOL not in tm and TRANSFER_TOOL not in doc and LOAD_SKILL_TOOL not in doc
    assert TRANSFER_TOOL not in sm

def test_tool_schemas():
    cat = load_catalog()
    t, l = transfer_tool_schema(cat)['function'], load_skill_tool_schema(cat)['function']
    assert (t['name'], t['parameters']['required']) == (TRANSFER_TOOL, ['target_role', 'reason'])
    assert t['parameters']['properties']['target_role']['enum'] == list(ROLES)
    assert (l['name'], l['parameters']['required']) == (LOAD_SKILL_TOOL, ['name'])
    assert l['parameters']['properties']['name']['enum'] == list(ROLES)
