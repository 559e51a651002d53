"""The vocabulary of the twenty-seventh sealed part: the held-out vocabulary (../../sealed-2/cases/_hdsl.py) plus
two writers. `ok(category, slug, why, steps_of, texts)` writes one acceptable case in both arms and
`bad(category, slug, mode, why, steps_of, texts)` one failing case; `texts` is one final answer or a
(transfer, skill) pair of differently phrased answers, and `steps_of(arm, text)` gives the steps that lead to
it. `with_(route, **kw)` fixes some of a route's keyword arguments. The module name is unique to this part so
that a process loading several parts never reuses another part's cached helper."""
import sys
from pathlib import Path
_HELDOUT = str(Path(__file__).resolve().parents[2] / 'sealed-2' / 'cases')
if _HELDOUT not in sys.path: sys.path.insert(0, _HELDOUT)
from _hdsl import *   # to, call, search, calc, stats, py, count, say, write, doc, hcase, entry, pair, ...


def _texts(texts):
    return dict(zip(('transfer', 'skill'), texts if isinstance(texts, tuple) else (texts, texts)))


def ok(category, slug, why, steps_of, texts, alt=False, **kw):
    "An acceptable answer in both arms (`alt`: a less usual but still acceptable phrasing or route)."
    t = _texts(texts)
    kind = 'alternative' if alt else 'competent'
    return pair(category, slug, kind, why, lambda arm: steps_of(arm, t[arm]), **kw)


def bad(category, slug, mode, why, steps_of, texts, **kw):
    """A failing answer in both arms; `mode` is one of build.FAILURE_MODES
    (`kw`: as `case`, e.g. expect_status)."""
    t = _texts(texts)
    return pair(category, slug, 'failure', why, lambda arm: steps_of(arm, t[arm]), failure=mode, **kw)


def with_(route, **variation):
    "`route` with some of its keyword arguments fixed."
    return lambda arm, text: route(arm, text, **variation)
