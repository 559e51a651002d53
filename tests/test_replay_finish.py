"""The replay is a stage: it writes a run's records and returns the path; `commands.finish_run` is the one finish
(report, figures, view, artifact index), and `role_transfer_replay` runs it exactly once, with or without
`--reference`."""
import pytest
import role_transfer.measure.replay as replay_module
import role_transfer.present.report as report_module
import role_transfer.audit.provenance as provenance_module
from role_transfer.agent.core import validation_dir
from role_transfer.read_commands import replay_main
from role_transfer.measure.replay import replay_stage
from role_transfer.reference.reference import replay_reference
from role_transfer.reference.reference import reference_run_dir
from external_data import skip_without_external

EXAMPLE = validation_dir()/'runs'/'offline-example'
FINISHED = ('report.json', 'report.md', 'view.html')


@pytest.fixture
def finishes(monkeypatch):
    "Names of the finish steps run, in order (the real functions still run)."
    seen = []
    for mod, name in ((report_module, 'write_report'), (provenance_module, 'finalize_run')):
        real = getattr(mod, name)
        def counted(*a, _real=real, _name=name, **k):
            seen.append(_name); return _real(*a, **k)
        monkeypatch.setattr(mod, name, counted)
    return seen


def test_the_stage_writes_records_only(tmp_path, finishes):
    out = replay_stage(EXAMPLE, tmp_path/'out', secrets={})
    assert (out/'cells.jsonl').is_file() and (out/'manifest.json').is_file()
    assert not [n for n in FINISHED if (out/n).exists()] and not (out/'figures').exists()
    assert finishes == []
    assert not hasattr(replay_module, 'replay')      # no second entry point that finishes on its own


def test_the_command_finishes_once(tmp_path, finishes):
    assert replay_main([str(EXAMPLE), '--output', str(tmp_path/'out'), '--no-figures']) == 0
    assert finishes == ['write_report', 'finalize_run']
    assert all((tmp_path/'out'/n).is_file() for n in FINISHED)


def test_the_reference_command_finishes_once(tmp_path, finishes, capsys):
    folder = reference_run_dir()
    skip_without_external(folder.name, 'moonshot_receipts.json')
    out = replay_reference(folder, tmp_path/'staged', secrets={})
    assert finishes == [] and not (out/'report.json').exists()
    assert replay_main([str(folder), '--reference', '--output', str(tmp_path/'ref'), '--no-figures']) == 0
    assert finishes == ['write_report', 'finalize_run']
    assert 'replayed 1 cells' in capsys.readouterr().out


# ---- the replay's outcome and its refusals -----------------------------------------------------------------------
def test_the_example_replayed_keeps_every_verdict(tmp_path):
    "Re-scored with the gates that scored it, the committed example keeps every verdict."
    from role_transfer.records.rundir import read_run
    out = replay_stage(EXAMPLE, tmp_path/'out', secrets={})
    before = {c.key: c.verdict for c in read_run(EXAMPLE, raw=False).cells}
    assert {c.key: c.verdict for c in read_run(out, raw=False).cells} == before


def test_a_broken_source_is_refused_and_nothing_is_written(tmp_path):
    import shutil
    src = tmp_path/'src'; shutil.copytree(EXAMPLE, src)
    lines = (src/'cells.jsonl').read_bytes().splitlines()
    (src/'cells.jsonl').write_bytes(b'\n'.join([lines[1], lines[0]] + lines[2:]) + b'\n')   # two lines swapped
    with pytest.raises(ValueError, match='chain is broken'): replay_stage(src, tmp_path/'out', secrets={})
    assert not (tmp_path/'out').exists()


def test_finish_refuses_a_run_of_another_directory(tmp_path):
    from role_transfer.command_parts import finish_run
    run = replay_module.replay_run(EXAMPLE, tmp_path/'a', secrets={})
    with pytest.raises(ValueError, match='not'): finish_run(tmp_path/'b', run=run)


def test_a_replay_failing_while_it_writes_leaves_the_directory_reusable(tmp_path, monkeypatch):
    "Scoring fails after the task file and sidecar are copied: they are removed again, and the directory reused."
    from role_transfer.records.rundir import read_run
    def boom(*a, **k): raise RuntimeError('scoring failed')
    monkeypatch.setattr(replay_module, 'rescore_cell', boom)
    with pytest.raises(RuntimeError, match='scoring failed'): replay_stage(EXAMPLE, tmp_path/'out', secrets={})
    assert not [p.name for p in (tmp_path/'out').iterdir()]
    monkeypatch.undo()
    run = replay_module.replay_run(EXAMPLE, tmp_path/'out', secrets={})     # the same directory, now replayed
    assert not (tmp_path/'out'/replay_module.PARTIAL).exists()
    assert len(run.cells) == len(read_run(EXAMPLE, raw=False).cells)
