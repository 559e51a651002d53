"Shared test configuration: the `slow` tier's marker (also declared in pytest.ini, so either file alone suffices)."
import pytest


def pytest_configure(config):
    config.addinivalue_line('markers', 'slow: inherently slow; deselected by the README test command, run by .ci/slow')
