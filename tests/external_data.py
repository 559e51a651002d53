"""One skip rule for the tests that compare against the reference implementation's published data.

That data is not in the repository: `core.external_dir()` looks in `../shared/external` beside the checkout, or
where `ROLE_TRANSFER_EXTERNAL` points. A test that needs it skips with `core.external_missing`'s sentence, which
names the path looked at and how to point elsewhere, so a fresh clone's skips explain themselves.
"""
import pytest
from role_transfer.agent.core import external_missing

def requires_external(*parts):
    "Mark: skip unless `external_dir()/parts...` exists (each part is a path below it)."
    why = external_missing(*parts)
    return pytest.mark.skipif(why is not None, reason=why or '')

def skip_without_external(*parts):
    "Inside a test: skip, saying why, unless `external_dir()/parts...` exists."
    why = external_missing(*parts)
    if why: pytest.skip(why)
