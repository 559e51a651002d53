"""The reference's own task files load as "the reference format" and run offline through role_transfer_compare."""
import json, warnings
import pytest
from role_transfer.agent.core import external_dir, external_missing, read_jsonl
from role_transfer.measure.tasks import TaskFileError, STRATA
from role_transfer.measure.reference_tasks import load_tasks
from role_transfer.measure.reference_tasks import ReferenceFormatWarning, convert_pattern, is_reference_format

SEED = external_dir()/'seed-tasks'
FILES = sorted(SEED.glob('*.json')) if SEED.is_dir() else []
need_seed = pytest.mark.skipif(not FILES, reason=external_missing('seed-tasks') or f'no task files in {SEED}')

@need_seed
@pytest.mark.parametrize('path', FILES, ids=lambda p: p.name)
def test_loads_with_every_conversion_reported(path):
    raw = json.loads(path.read_text(encoding='utf-8'))
    with pytest.warns(ReferenceFormatWarning) as w:
        tasks = load_tasks(path)
    assert len(tasks) == len(raw) and [t.id for t in tasks] == [r['id'] for r in raw]
    assert all(t.stratum in STRATA for t in tasks)
    conv = tasks.conversions
    assert {(c.record, c.field) for c in conv if c.field == 'stratum'} == {(r['id'], 'stratum') for r in raw}
    for r in raw:                       # every reference-only field is reported as moved
        for k in ('difficulty', 'rules'):
            if k in r: assert any(c.record == r['id'] and c.field == k for c in conv)
    assert str(len(conv)) in str(w[0].message) and all(str(c) in str(w[0].message) for c in conv)

@need_seed
def test_formal_file_bugs_converted():
    with warnings.catch_warnings():
        warnings.simplefilter('ignore', ReferenceFormatWarning)
        ts = {t.id: t for t in load_tasks(SEED/'tasks.formal.json')}
    assert ts['local_coding_01'].required_output_patterns[0] == r'排序|\[1, 2, 3\]'
    assert r'2026\s*年\s*4\s*月\s*1\s*日' in ts['local_writing_07'].required_output_patterns
    assert ts['audit_nev_cagr_with_definition'].required_capabilities == ('triage', 'research', 'data_analysis', 'writing')

@need_seed
def test_default_rubrics_of_simple_kinds():
    with warnings.catch_warnings():
        warnings.simplefilter('ignore', ReferenceFormatWarning)
        ts = {t.id: t for t in load_tasks(SEED/'tasks.example.json')}
    assert ts['cagr_nev'].required_tools == ('web_search',) and ts['cagr_nev'].max_deliverable_chars == 120
    assert ts['coding_fibonacci'].required_tools == ('execute_python',)
    assert ts['short_writing'].gates() == {'max_deliverable_chars': 120, 'required_capabilities': ['triage', 'writing']}
    assert ts['cagr_nev'].required_capabilities == ('triage', 'research', 'data_analysis', 'writing')
    assert ts['coding_fibonacci'].required_capabilities == ('triage', 'coding', 'writing')

def test_reference_defaults_for_missing_id_and_kind(tmp_path):
    p = tmp_path/'t.json'
    p.write_text(json.dumps([{'prompt': '查销量，计算 CAGR。'}, {'prompt': 'Rewrite this.', 'kind': 'writing'},
                             {'id': 7, 'prompt': 'Write code.', 'kind': 'coding'}]))
    with pytest.warns(ReferenceFormatWarning, match=r"record=task-1 field=kind: absent -> \"cagr\""):
        ts = load_tasks(p)
    assert [(t.id, t.kind) for t in ts] == [('task-1', 'cagr'), ('task-2', 'writing'), ('7', 'coding')]
    assert any(c.record == '7' and c.field == 'id' for c in ts.conversions)

def test_own_suites_and_bad_reference_records(tmp_path):
    from role_transfer.measure.tasks import SUITES, suite_path, read_json
    assert not any(is_reference_format(read_json(suite_path(s))[0]) for s in SUITES)
    p = tmp_path/'ref.json'
    p.write_text(json.dumps([{'id': 'a', 'kind': 'complex', 'prompt': 'p', 'max_deliverable_chars': 0,
                              'required_output_patterns': ['(']}]))
    with pytest.raises(TaskFileError) as e: load_tasks(p)
    msg = str(e.value)
    assert 'record=a field=max_deliverable_chars' in msg and 'record=a field=required_output_patterns[0]' in msg
    assert 'reference format' in msg

def test_pattern_conversions_keep_meaning():
    assert convert_pattern('37 家')[0] == r'37\s*家'
    assert convert_pattern('排序|[1, 2, 3]')[0] == r'排序|\[1, 2, 3\]'

# the formal file is a whole 60-cell campaign through the sandbox: slow tier (the two smaller files run the same path)
CAMPAIGN_FILES = [pytest.param(p, marks=pytest.mark.slow) if p.name == 'tasks.formal.json' else p for p in FILES]

@need_seed
@pytest.mark.parametrize('path', CAMPAIGN_FILES, ids=lambda p: p.name)
def test_compare_runs_offline_unchanged(path, tmp_path):
    from role_transfer.run_commands import compare_main
    out = tmp_path/'run'
    with warnings.catch_warnings():
        warnings.simplefilter('ignore', ReferenceFormatWarning)
        rc = compare_main(['--offline', '--task-file', str(path), '--trials', '1', str(out),
                           '--skip-boundary', '--no-progress'])
    assert rc == 0
    cells = read_jsonl(out/'cells.jsonl')
    n = len(json.loads(path.read_text(encoding='utf-8')))
    assert len(cells) == 2*n and all(c['status'] == 'complete' for c in cells)
    assert (out/'tasks.json').read_bytes() == path.read_bytes()     # the run keeps the file exactly as given

def test_a_file_without_any_field_only_ours_has_is_the_reference_format(tmp_path):
    "The one ambiguity, resolved towards conversion: a gate-less record without stratum is a reference simple-kind task."
    p = tmp_path/'t.json'
    p.write_text(json.dumps([{'id': 'ok', 'prompt': 'Say hi.', 'kind': 'writing'}]))
    with pytest.warns(ReferenceFormatWarning, match='field=stratum'):
        [t] = load_tasks(p)
    assert t.stratum == 'single_role_short_task' and t.max_deliverable_chars == 120
    assert t.required_capabilities == ('triage', 'writing')
    p.write_text(json.dumps([{'id': 'ok', 'prompt': 'Say hi.', 'kind': 'writing', 'language': 'en'}]))
    with pytest.raises(TaskFileError, match='record=ok field=stratum: missing required field'): load_tasks(p)
