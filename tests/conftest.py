"""Shared test configuration: the `slow` tier's marker (also declared in pytest.ini, so either file alone suffices),
the order the test files are handed to the xdist workers in (heaviest first), and the offline run several test
files start from, built once per test session (the xdist workers share it).

A session fixture hands out the path of a pristine run that no test may change: a test or module fixture that edits,
judges, reports or finalises a run takes its own copy first (`copy_run`), so sharing changes no test's input.
"""
import fcntl, os, shutil
from pathlib import Path
import pytest


# Seconds each file's default-tier tests took (sum of setup, call and teardown; `--junitxml`, 2 workers, a loaded
# 2-core machine). Only the order matters: with `--dist loadfile` a worker takes the next whole file when it is free,
# so handing out the longest files first lets both workers finish together (longest-processing-time-first). xdist's
# own order (files with the most tests first) sent the files with few but long tests (view, figures, campaign
# control, export) last, and one worker ran them alone. Files not listed follow, in name order; the order changes
# which worker runs a file and when, nothing a test checks.
FILE_SECONDS = {
    'test_tamper.py': 76, 'test_report.py': 61, 'test_view.py': 47, 'test_commands.py': 38,
    'test_figures.py': 35, 'test_validate.py': 30, 'test_replay_speed_equivalence.py': 29,
    'test_nb_tools.py': 24, 'test_campaign_control.py': 22, 'test_judge.py': 20, 'test_reference_tasks.py': 17,
    'test_boundary.py': 16, 'test_robustness.py': 15, 'test_tools.py': 13, 'test_gates.py': 12,
    'test_rundir.py': 12, 'test_report_equivalence.py': 11, 'test_provenance.py': 11, 'test_sandbox.py': 10,
    'test_score.py': 10, 'test_credentials.py': 10, 'test_campaign.py': 7, 'test_export.py': 7,
    'test_plan.py': 6, 'test_cache_replay.py': 6, 'test_stats.py': 4, 'test_gates_equivalence.py': 4,
    'test_cli.py': 4, 'test_loopback.py': 4, 'test_replay_finish.py': 3, 'test_loop.py': 2,
    'test_gate_corpus.py': 2, 'test_scripted.py': 2, 'test_reference.py': 2,
}


def pytest_configure(config):
    config.addinivalue_line('markers', 'slow: inherently slow; deselected by the README test command, run by .ci/slow')
    if getattr(config.option, 'loadscopereorder', False):   # pytest-xdist's "most tests first": keep ours instead
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(config, items):
    "Heaviest files first (`FILE_SECONDS`); a stable sort, so the tests of a file keep their order."
    items.sort(key=lambda item: -FILE_SECONDS.get(item.path.name, 0))


def copy_run(src, dst) -> Path:
    "A fresh, writable copy of the run directory `src` at `dst` (which must not exist)."
    shutil.copytree(src, dst)
    return Path(dst)


def offline_campaign(out, **kw) -> Path:
    "The README's offline campaign on the example tasks (2 trials, no boundary check), written to `out`."
    from role_transfer.core import tasks_dir
    from role_transfer.campaign import CampaignConfig, run_campaign
    from role_transfer.loopback import offline_endpoints
    cfg = CampaignConfig(task_file=str(tasks_dir()/'example.json'), output=str(out), trials=2, offline=True,
                         skip_boundary=True, **kw)
    with offline_endpoints() as ep: return Path(run_campaign(cfg, progress=False, endpoints=ep).path)


def built_once(tmp_path_factory, name: str, build) -> Path:
    """`build(path)` once per test session however many xdist workers ask: the first builds `name` in the workers'
    common temporary folder under a lock, the others wait for it and get the same path. Read-only for every caller."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get('PYTEST_XDIST_WORKER') else base   # xdist: .../pytest-N/popen-gwK
    out, done = root/name, root/f'{name}.done'
    with open(root/f'{name}.lock', 'w') as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)                    # released when the file is closed
        if not done.exists():
            shutil.rmtree(out, ignore_errors=True)          # a worker whose build failed may have left a part
            build(out)
            done.touch()
    return out


@pytest.fixture(scope='session')
def offline_run(tmp_path_factory) -> Path:
    """Pristine offline run of the example tasks, arms transfer and skill, 2 trials, raw exchanges captured, no
    boundary check, not reported, judged or finalised; built once per session, shared by the xdist workers.
    Read-only: copy it (`copy_run`) before changing anything."""
    return built_once(tmp_path_factory, 'offline-run', lambda out: offline_campaign(out, arms=('transfer', 'skill')))
