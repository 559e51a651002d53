"Skill loader, catalog, document cache and equal-information checks (the notebook nbs/instrument/agent/02_skills.ipynb has the same checks inline)."
import shutil
from pathlib import Path
import pytest
from role_transfer.agent.core import ROLES, TOOL_NAMES, TRANSFER_TOOL, LOAD_SKILL_TOOL, skills_dir
from role_transfer.agent.skills import *

GOOD = {'name': 'research', 'description': 'Finds facts.', 'allowed-tools': 'web_search', 'metadata': {'version': '1.0.0'}}
BODY = '# Research\n\nSearch first.\n'

def _drop(k): return render_skill({f: v for f, v in GOOD.items() if f != k}, BODY)

MALFORMED = {
    'no_frontmatter': ('# Research\n\nbody\n', 'no frontmatter'),
    'unclosed_frontmatter': ('---\nname: research\n', 'no frontmatter'),
    'bad_yaml': ('---\nname: [research\n---\nbody\n', 'not valid YAML'),
    'not_mapping': ('---\n- a\n---\nbody\n', 'must be a YAML mapping'),
    'empty_frontmatter': ('---\n---\nbody\n', 'must be a YAML mapping'),
    **{f'missing_{k}': (_drop(k), f'missing field {k!r}') for k in ('name', 'description', 'metadata')},
    'missing_version': (render_skill({**GOOD, 'metadata': {}}, BODY), "missing field 'metadata.version'"),
    'top_level_version': (render_skill({**GOOD, 'version': '1.0.0'}, BODY), 'version goes under metadata'),
    'unknown_tool': (render_skill({**GOOD, 'allowed-tools': 'browse'}, BODY), 'unknown tool(s) in allowed-tools: browse'),
    'transition_tool_authorised': (render_skill({**GOOD, 'allowed-tools': TRANSFER_TOOL}, BODY), 'unknown tool'),
    'tools_as_list': (render_skill({**GOOD, 'allowed-tools': ['web_search']}, BODY), 'space-separated string'),
    'tools_repeated': (render_skill({**GOOD, 'allowed-tools': 'web_search web_search'}, BODY), 'more than once'),
    'version_float': ('---\nname: research\ndescription: d\nmetadata:\n  version: 1.0\n---\nbody\n', "'metadata.version' must be a string"),
    'underscore_name': (render_skill({**GOOD, 'name': 'data_analysis'}, BODY), "is skill 'data-analysis'"),
    'description_not_string': (render_skill({**GOOD, 'description': 3}, BODY), "'description' must be a string"),
    'empty_body': (render_skill(GOOD, '\n\n'), 'empty body'),
    'typo_field': (render_skill({**GOOD, 'allowed_tools': ''}, BODY), 'unknown field(s) allowed_tools'),
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
        catalog_from_files([root/skill_of_role(n)/'SKILL.md' for n in ROLES] + [other])
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
        left = tm.replace(roster, '', 1).replace(cat[role].text, '', 1)    # what only this arm says
        assert left == f'{TRANSFER_NOTE}\n\n\n\n# Your current role: {role}\n\n'
        assert LOAD_SKILL_TOOL not in tm and TRANSFER_TOOL not in doc and LOAD_SKILL_TOOL not in doc
    assert TRANSFER_TOOL not in sm

def test_tool_schemas():
    cat = load_catalog()
    t, l = transfer_tool_schema(cat)['function'], load_skill_tool_schema(cat)['function']
    assert (t['name'], t['parameters']['required']) == (TRANSFER_TOOL, ['target_role', 'reason'])
    assert t['parameters']['properties']['target_role']['enum'] == list(ROLES)
    assert (l['name'], l['parameters']['required']) == (LOAD_SKILL_TOOL, ['name'])
    assert l['parameters']['properties']['name']['enum'] == list(ROLES)

@pytest.mark.parametrize('folder', sorted(p.name for p in skills_dir().iterdir() if p.is_dir()))
def test_official_validator_accepts(folder):
    "The Agent Skills reference validator (skills-ref) finds no problem in the committed skill folder."
    from skills_ref.validator import validate
    assert validate(skills_dir()/folder) == []

def test_official_validator_rejects_the_old_form(tmp_path):
    "The validator run above does reject what it should: the pre-conformance frontmatter of data_analysis."
    from skills_ref.validator import validate
    p = tmp_path/'data_analysis'/'SKILL.md'; p.parent.mkdir()
    p.write_text('---\nname: data_analysis\ndescription: d\nversion: "1.0.0"\nallowed-tools: []\n---\nbody\n')
    assert validate(p.parent)

def test_role_ids_and_skill_names():
    assert [skill_of_role(r) for r in ROLES] == ['triage', 'research', 'coding', 'data-analysis', 'writing']
    assert sorted(p.name for p in skills_dir().iterdir() if p.is_dir()) == sorted(map(skill_of_role, ROLES))
    cat = load_catalog()
    assert cat['data-analysis'] is cat['data_analysis'] and skill_of_role(cat['data_analysis'].name) == 'data-analysis'

def test_no_tools_is_the_field_omitted(tmp_path):
    p = tmp_path/'notes'/'SKILL.md'; p.parent.mkdir()
    p.write_text(render_skill({'name': 'notes', 'description': 'd', 'metadata': {'version': '1'}}, BODY))
    assert parse_skill_file(p).allowed_tools == ()
    assert 'allowed-tools' not in (skills_dir()/'triage'/'SKILL.md').read_text() and load_catalog().tools_of('triage') == ()

def test_documents_shown_are_the_ones_the_example_run_recorded():
    "The arms show the bytes the committed example run appended (the file's frontmatter is not part of them)."
    import json
    from role_transfer.agent.core import validation_dir
    cat, seen = load_catalog(), {}
    for line in (validation_dir()/'runs'/'offline-example'/'cells.jsonl').read_text(encoding='utf-8').splitlines():
        for ev in json.loads(line)['trajectory']['events']:
            if ev.get('document_sha256'): seen[ev['document_key']] = ev['document_sha256']
    assert seen and all(cat[k.split('@')[0]].document_sha256 == h for k, h in seen.items()), seen
