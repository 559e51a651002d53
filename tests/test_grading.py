"""The verdict audit end to end: the blinded sheet, a person's grades imported, the scripted grader through the command,
the report leading with the corrected figures, grades surviving a kill, and the validator re-deriving the audit."""
import contextlib, io, json, os, re, signal, subprocess, sys, time
from pathlib import Path
import pytest
from role_transfer.agent.core import KEY_ENV_VARS
from role_transfer.run_commands import grade_main
from role_transfer.command_parts import finish_run
from role_transfer.measure.grading import KEY_FILE
from role_transfer.measure.grading_sheet import (SHEET_FILE, SHEET_CSV, SHEET_FIELDS, read_sheet, sample_ids,
                                                 grade_with_model)
from role_transfer.measure.judge import BLIND_TERMS
from role_transfer.records.rundir import read_grades, chain_status, read_manifest, rechain, GRADES_FILE
from role_transfer.audit.validate import validate_run
from role_transfer.audit.provenance import write_artifact_index
from role_transfer.present.console import console_summary
from conftest import copy_run


def grade(*argv) -> tuple[int, str, str]:
    "Run `role_transfer grade` in-process: (exit status, stdout, stderr)."
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err): rc = grade_main([str(a) for a in argv])
    return rc, out.getvalue(), err.getvalue()


@pytest.fixture(scope='module')
def graded(tmp_path_factory, offline_run):
    "A copy of the session's offline run graded by the scripted grader through the command (which finishes it)."
    run = copy_run(offline_run, tmp_path_factory.mktemp('graded')/'run')
    rc, out, err = grade(run, '--offline', '--no-progress')
    assert rc == 0, err
    return run, out


def lines(p: Path) -> list: return p.read_text(encoding='utf-8').splitlines(keepends=True)


def test_scripted_grader_reports_agreement_and_the_corrected_difference(graded):
    run, out = graded
    r = json.loads((run/'report.json').read_text(encoding='utf-8'))
    va = r['verdict_audit']
    assert va['audited'] and va['grader'] == {**va['grader'], 'name': 'scripted-grader', 'kind': 'scripted',
                                               'scripted': True}
    for a, x in va['arms'].items():             # 6 cells per arm, fewer than 20 per stratum: every cell graded
        assert x['n_cells'] == x['graded_gate_passed'] + x['graded_gate_failed'] == 6
        assert x['corrected_pass_rate'] is not None and x['sensitivity']['estimate'] is not None
        assert set(x['definitions'] if 'definitions' in x else va['definitions']) >= {'sensitivity', 'kappa'}
    c = va['comparisons'][0]
    assert (c['arm_a'], c['arm_b']) == ('transfer', 'skill')
    assert c['corrected']['low'] <= c['corrected']['estimate'] <= c['corrected']['high']
    assert c['uncorrected']['estimate'] == pytest.approx(r['comparisons'][0]['pass_rate_difference']['estimate'])
    md = (run/'report.md').read_text(encoding='utf-8')
    first = md.split('\n## ')[1]                                       # the report's first section
    assert first.index('**Corrected result.**') < first.index('**Primary result.**')
    assert 'scripted grader' in first.split('**Corrected result.**')[1].split('\n')[0]
    assert '## Verdict audit' in md and 'Agreement of the gates with the scripted grader' in md
    assert 'Agreement of the gates with the scripted grader' in out and 'scripted-grader (scripted) graded 12' in out
    assert console_summary(run).count('Corrected result: ') == 1


def test_scripted_agreement_is_never_called_a_graders(graded):
    "Every sentence of the report and the console that speaks of agreement with a grader names the scripted one."
    run, out = graded
    texts = [(run/'report.md').read_text(encoding='utf-8'), console_summary(run), out]
    for text in texts:
        text = '\n'.join(t.split('Definitions:')[0] for t in text.split('## Verdict audit'))   # not the definitions
        for sentence in re.split(r'(?<=[.:])\s', text):
            if re.search(r'grader|agreement', sentence, re.I):
                assert 'scripted' in sentence, sentence


def test_the_sheet_is_blinded(graded, tmp_path):
    run = copy_run(graded[0], tmp_path/'run')
    rc, out, _ = grade(run, '--sheet')
    assert rc == 0 and 'keep it from the grader' in out
    rows = [json.loads(l) for l in lines(run/SHEET_FILE)]
    key = json.loads((run/KEY_FILE).read_text(encoding='utf-8'))
    assert [list(r) for r in rows] == [list(SHEET_FIELDS)] * 12
    assert [r['sample'] for r in rows] == sample_ids(12) == [s['sample'] for s in key['samples']]
    arms = [s['arm'] for s in key['samples']]
    assert arms != sorted(arms) and arms != sorted(arms, reverse=True)          # the order mixes the arms
    text = (run/SHEET_FILE).read_text(encoding='utf-8') + (run/SHEET_CSV).read_text(encoding='utf-8')
    assert not BLIND_TERMS.search(text) and not re.search(r'"(passed|verdict|arm|failed_gates)"', text)
    assert all(r['grade'] is None and not any('_' in q for q in r['questions']) for r in rows)
    assert read_sheet(run/SHEET_CSV) == read_sheet(run/SHEET_FILE) == rows


def test_a_person_grades_the_sheet(graded, tmp_path):
    run = copy_run(graded[0], tmp_path/'run')
    assert grade(run, '--sheet')[0] == 0
    rows = [json.loads(l) for l in lines(run/SHEET_FILE)]
    for r in rows[:3]: r.update(grade='fail', reason='the summary gives no source', grader='Ada')
    filled = tmp_path/'filled.jsonl'
    filled.write_text(''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in rows), encoding='utf-8')
    rc, out, _ = grade(run, '--import', filled)
    assert rc == 0 and 'imported 3 grades' in out
    assert grade(run, '--import', filled)[1].startswith('imported 0 grades')         # never twice
    ada = [g for g in read_grades(run) if g.grader == 'Ada']
    assert [(g.sample, g.grade, g.grader_kind) for g in ada] == [(r['sample'], 'fail', 'person') for r in rows[:3]]
    assert chain_status(run/GRADES_FILE, read_manifest(run).chain_start(GRADES_FILE)) == 'intact'
    assert grade(run, '--sheet')[0] == 0                        # an unfilled sheet may be written again
    (run/SHEET_FILE).write_bytes(filled.read_bytes())
    rc, _, err = grade(run, '--sheet')                           # a filled one is never overwritten
    assert rc == 2 and 'holds grades' in err


@pytest.mark.parametrize('edit,where', [
    (lambda r: r.update(grade='maybe'), "line 3: field 'grade'"),
    (lambda r: r.pop('reason'), "line 3: field 'reason' is missing"),
    (lambda r: r.update(arm='skill'), "line 3: field 'arm' is not a field"),
    (lambda r: r.update(sample='g999', grade='pass', grader='Ada'), "line 3: field 'sample'"),
    (lambda r: r.update(answer=r['answer'] + ' (edited)', grade='pass', grader='Ada'), "line 3: field 'answer'"),
    (lambda r: r.update(grade='pass'), "line 3: field 'grader' is empty"),
    (lambda r: r.update(evidence='none'), "line 3: field 'evidence'"),
    ('not json', "line 3: field '(line)'")])
def test_import_rejects_a_malformed_sheet(graded, tmp_path, edit, where):
    run = copy_run(graded[0], tmp_path/'run')
    assert grade(run, '--sheet')[0] == 0
    rows = [json.loads(l) for l in lines(run/SHEET_FILE)]
    rows[0].update(grade='pass', grader='Ada')                   # a good line first: nothing of the file is recorded
    text = [json.dumps(r, ensure_ascii=False) for r in rows]
    if callable(edit): edit(rows[2]); text[2] = json.dumps(rows[2], ensure_ascii=False)
    else: text[2] = edit
    bad = tmp_path/'bad.jsonl'; bad.write_text('\n'.join(text) + '\n', encoding='utf-8')
    before = (run/GRADES_FILE).read_bytes()
    rc, _, err = grade(run, '--import', bad)
    assert rc == 2 and len(err.strip().splitlines()) == 1, err
    assert err.startswith(f'error: {bad}') and where in err, err
    assert (run/GRADES_FILE).read_bytes() == before


def test_import_rejects_a_malformed_csv_sheet(graded, tmp_path):
    run = copy_run(graded[0], tmp_path/'run')
    assert grade(run, '--sheet')[0] == 0
    text = (run/SHEET_CSV).read_text(encoding='utf-8')
    bad = tmp_path/'bad.csv'; bad.write_text(text.replace('\n', ',\n', 1).replace('grader,', 'grader,extra'), 'utf-8')
    rc, _, err = grade(run, '--import', bad)
    assert rc == 2 and str(bad) in err and 'field' in err


def test_grade_refuses_contradictory_flags_and_a_missing_key(graded, tmp_path, monkeypatch, capsys):
    run = graded[0]
    assert grade(run, '--sheet', '--grader', 'Ada')[0] == 2
    assert grade(run, '--import', 'x.jsonl', '--seed', '3')[0] == 2
    assert grade(tmp_path/'nowhere')[0] == 2
    with pytest.raises(SystemExit) as e: grade(run, '--offline', '--model', 'gpt-x')
    assert e.value.code == 2
    for k in KEY_ENV_VARS: monkeypatch.delenv(k, raising=False)
    rc, _, err = grade(run, '--model', 'some-other-family-model')
    assert rc == 3 and 'error:' in err


def test_a_drawn_sample_is_kept(graded, tmp_path):
    run = copy_run(graded[0], tmp_path/'run')
    rc, _, err = grade(run, '--sheet', '--half-width', '0.3')   # the scripted grader drew it with the default size
    assert rc == 2 and 'another per_stratum' in err


def test_grading_cut_mid_write_resumes_each_sample_once(graded, tmp_path):
    "A grader killed while writing leaves a partial last line; the next run cuts it and grades the rest once."
    run = copy_run(graded[0], tmp_path/'run')
    keep = lines(run/GRADES_FILE)
    (run/GRADES_FILE).write_text(''.join(keep[:5]) + keep[5][:40], encoding='utf-8')
    rc, out, _ = grade(run, '--offline', '--no-progress')
    assert rc == 0 and 'graded 7 samples (5 graded before' in out
    got = [g.sample for g in read_grades(run)]
    assert sorted(got) == sample_ids(12) and len(set(got)) == 12
    assert chain_status(run/GRADES_FILE, read_manifest(run).chain_start(GRADES_FILE)) == 'intact'


KILLED = '''import sys
from role_transfer.agent.client import make_client
from role_transfer.testing.loopback import OfflineChatServer, offline_scoring_config
from role_transfer.testing.scripted import ScriptedGraderPolicy
from role_transfer.measure.grading_sheet import grade_with_model
with OfflineChatServer(policy=ScriptedGraderPolicy(), latency_s=0.4) as srv:
    cfg = offline_scoring_config('grader', srv.base_url)
    grade_with_model(sys.argv[1], cfg, make_client(cfg))
'''

@pytest.mark.slow
def test_grading_sigkilled_midway_resumes_each_sample_once(offline_run, tmp_path):
    run = copy_run(offline_run, tmp_path/'run')
    p = subprocess.Popen([sys.executable, '-c', KILLED, str(run)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and p.poll() is None:
        if (run/GRADES_FILE).exists() and len(lines(run/GRADES_FILE)) >= 3: break
        time.sleep(0.05)
    assert p.poll() is None, p.stderr.read().decode()
    os.kill(p.pid, signal.SIGKILL); p.wait(timeout=30)
    n = len(read_grades(run))
    assert 3 <= n < 12
    rc, out, err = grade(run, '--offline', '--no-progress')
    assert rc == 0, err
    got = [g.sample for g in read_grades(run)]
    assert sorted(got) == sample_ids(12) and len(got) == 12
    assert chain_status(run/GRADES_FILE, read_manifest(run).chain_start(GRADES_FILE)) == 'intact'
    assert {c.name for c in validate_run(run) if c.failed} == set()


def test_the_validator_re_derives_the_audit(graded):
    checks = {c.name: c for c in validate_run(graded[0])}
    assert not [c for c in checks.values() if c.failed], [str(c) for c in checks.values() if c.failed]
    assert checks['verdict_audit'].status == 'PASS' and 'scripted grader' in checks['verdict_audit'].detail
    assert 'chains intact' in checks['chains'].detail and 'grades.jsonl (12 lines)' in checks['chains'].detail


def test_the_validator_fails_an_edited_grade(graded, tmp_path):
    run = copy_run(graded[0], tmp_path/'run')
    g = lines(run/GRADES_FILE)
    i = next(i for i, l in enumerate(g) if '"grade": "pass"' in l)
    g[i] = g[i].replace('"grade": "pass"', '"grade": "fail"', 1)
    (run/GRADES_FILE).write_text(''.join(g), encoding='utf-8')
    assert {'artifact_hashes', 'chains', 'verdict_audit'} <= {c.name for c in validate_run(run) if c.failed}
    # a careful forger reseals the chain and the index: the figures the report states no longer follow
    rechain([json.loads(l) for l in g], run/GRADES_FILE, read_manifest(run).chain_start(GRADES_FILE))
    write_artifact_index(run)
    failed = {c.name: c for c in validate_run(run) if c.failed}
    assert set(failed) == {'verdict_audit'}, [str(c) for c in failed.values()]


def test_an_ungraded_run_still_validates(offline_run, tmp_path):
    run = copy_run(offline_run, tmp_path/'run')
    finish_run(run, figures=False, strict=False)
    checks = {c.name: c for c in validate_run(run)}
    assert not [c for c in checks.values() if c.failed]
    assert checks['verdict_audit'].status == 'SKIP' and 'verdicts not audited' in checks['verdict_audit'].detail
    assert 'verdicts not audited' in (run/'report.md').read_text(encoding='utf-8')


def scripted(run, mode):
    "Grade `run` with the scripted grader in `mode`, through the real client; what `grade_with_model` returns."
    from role_transfer.agent.client import make_client
    from role_transfer.testing.loopback import OfflineChatServer, offline_scoring_config
    from role_transfer.testing.scripted import ScriptedGraderPolicy
    with OfflineChatServer(policy=ScriptedGraderPolicy(mode)) as srv:
        cfg = offline_scoring_config('grader', srv.base_url)
        return grade_with_model(run, cfg, make_client(cfg), max_attempts=2)


def test_unusable_replies_leave_samples_ungraded(offline_run, tmp_path):
    run = copy_run(offline_run, tmp_path/'run')
    s = scripted(run, 'garbage')                          # never the JSON object: nothing is guessed
    assert (s['graded'], s['errors']) == (0, 12) and not (run/GRADES_FILE).exists()
    errors = [json.loads(l) for l in lines(run/'grading'/'errors.jsonl')]
    assert {e['status'] for e in errors} == {'unparsed'} and all(e['attempts'] == 2 for e in errors)
    s = scripted(run, 'garbage-once')                     # refused once, then answered: every sample graded
    assert (s['graded'], s['errors']) == (12, 0)
    assert {g.attempts for g in read_grades(run)} == {2}
    assert all(len(g.raw_exchanges) == 2 for g in read_grades(run))   # both attempts' exchanges kept
