"""`role_transfer validate RUN` writes `acceptance.json` beside its printout: outside the artifact index, so a
second validation of the same run still passes; never into the reference's read-only folders."""
import json, subprocess, sys
from role_transfer.agent.core import validation_dir, external_dir, sha256_file
from external_data import requires_external
from conftest import copy_run

MAIN = 'import sys; from role_transfer.commands import main; sys.exit(main(sys.argv[1:]))'

def rt(*args):
    return subprocess.run([sys.executable, '-c', MAIN, *map(str, args)], capture_output=True, text=True,
                          timeout=600)

def test_acceptance_record_written_and_second_validation_passes(tmp_path):
    run = copy_run(validation_dir()/'runs'/'offline-example', tmp_path/'run')
    (run/'acceptance.json').unlink(missing_ok=True)
    first = rt('validate', run)
    assert first.returncode == 0, first.stdout[-2000:]
    acc = json.loads((run/'acceptance.json').read_text(encoding='utf-8'))
    assert acc['verdict'] == 'PASS' and acc['counts']['FAIL'] == 0
    printed = [l for l in first.stdout.splitlines() if l.split(' ')[0] in ('PASS', 'FAIL', 'WARN', 'SKIP')]
    assert [f"{c['status']} {c['name']}: {c['detail']}" for c in acc['checks']] == printed
    assert acc['scope'] in first.stdout and acc['scope'].startswith('SCOPE')
    assert acc['sources']['usage_source'] == 'scripted endpoint' and acc['sources']['report']['scripted']
    assert acc['artifact_index_sha256'] == sha256_file(run/'artifacts.json')
    second = rt('validate', run)
    assert second.returncode == 0 and 'not in the index' not in second.stdout
    assert json.loads((run/'acceptance.json').read_text(encoding='utf-8'))['verdict'] == 'PASS'

def test_failing_run_records_fail(tmp_path):
    run = copy_run(validation_dir()/'runs'/'offline-example', tmp_path/'run')
    (run/'report.md').write_text('edited\n', encoding='utf-8')
    r = rt('validate', run)
    assert r.returncode == 1
    acc = json.loads((run/'acceptance.json').read_text(encoding='utf-8'))
    assert acc['verdict'] == 'FAIL'
    assert {c['name'] for c in acc['checks'] if c['status'] == 'FAIL'} == {'artifact_hashes'}

@requires_external('seed-run-kimi-k2.5-v3', 'moonshot_receipts.json')
def test_reference_folder_not_written():
    folder = external_dir()/'seed-run-kimi-k2.5-v3'
    before = sha256_file(folder/'acceptance.json')
    assert rt('validate', folder).returncode == 0
    assert sha256_file(folder/'acceptance.json') == before
