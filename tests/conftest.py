"""Shared test configuration: the `slow` tier's marker (also declared in pytest.ini, so either file alone suffices),
and the offline runs several test files start from, built once per test session (once per xdist worker).

A session fixture hands out the path of a pristine run that no test may change: a test or module fixture that edits,
judges, reports or finalises a run takes its own copy first (`copy_run`), so sharing changes no test's input.
"""
import shutil
from pathlib import Path
import pytest


def pytest_configure(config):
    config.addinivalue_line('markers', 'slow: inherently slow; deselected by the README test command, run by .ci/slow')


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


@pytest.fixture(scope='session')
def offline_run(tmp_path_factory) -> Path:
    """Pristine offline run of the example tasks, arms transfer and skill, 2 trials, raw exchanges captured, no
    boundary check, not reported, judged or finalised. Read-only: copy it (`copy_run`) before changing anything."""
    return offline_campaign(tmp_path_factory.mktemp('shared')/'offline-run', arms=('transfer', 'skill'))
