"""Shared test configuration: the `slow` tier's marker (also declared in pytest.ini, so either file alone suffices),
and the offline run several test files start from, built once per test session (the xdist workers share it).

A session fixture hands out the path of a pristine run that no test may change: a test or module fixture that edits,
judges, reports or finalises a run takes its own copy first (`copy_run`), so sharing changes no test's input.
"""
import fcntl, os, shutil, sys
from pathlib import Path
import pytest

# pytest rewrites the asserts of every test module it collects, and each xdist worker collects every file: ~4.5 s of
# CPU a worker here. It keeps the rewritten modules (tests/__pycache__/*-pytest-*.pyc) only where bytecode may be
# written, and this project's machine, like many containers, sets PYTHONDONTWRITEBYTECODE=1; allowing it in the test
# processes lets every run after the first reuse them. Only a cache, checked against each source's size and mtime and
# ignored by git; subprocesses the tests start keep the environment's setting.
sys.dont_write_bytecode = False


def pytest_configure(config):
    config.addinivalue_line('markers', 'slow: inherently slow; deselected by the README test command, run by .ci/slow')


def copy_run(src, dst) -> Path:
    "A fresh, writable copy of the run directory `src` at `dst` (which must not exist)."
    shutil.copytree(src, dst)
    return Path(dst)


def offline_campaign(out, **kw) -> Path:
    "The README's offline campaign on the example tasks (2 trials, no boundary check), written to `out`."
    from role_transfer.agent.core import tasks_dir
    from role_transfer.measure.campaign import CampaignConfig, run_campaign
    from role_transfer.testing.loopback import offline_endpoints
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
