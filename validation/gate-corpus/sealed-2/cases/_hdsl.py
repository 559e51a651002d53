"""The vocabulary of the held-out cases: the corpus DSL (../../cases/_dsl.py) plus a category per case.

A held-out case is written like any corpus case, and also names the category of reading it tests (`CATEGORIES`).
A case file defines `ENTRIES`, a list of `entry(prefix, task_id, cases, docs)`: several files may hold cases for the
same task (each entry serves its own search documents)."""
import sys
from pathlib import Path
_CORPUS_CASES = str(Path(__file__).resolve().parents[2] / 'cases')
if _CORPUS_CASES not in sys.path: sys.path.insert(0, _CORPUS_CASES)
from _dsl import *          # to, call, search, calc, stats, py, count, say, write, doc, case, task, sub

CATEGORIES = ('number_forms', 'url_forms', 'units_currency', 'derived_arithmetic', 'meaning_wrong',
              'claimed_verification', 'side_effects', 'control')

def hcase(category, slug, kind, why, steps, **kw):
    "One labelled held-out case in `category` (one of CATEGORIES); the rest as `case`."
    assert category in CATEGORIES, category
    return dict(case(slug, kind, why, steps, **kw), category=category)

def entry(prefix, task_id, cases, docs=()):
    "The held-out cases of one task (`prefix`: formal | complex | example)."
    assert prefix in ('formal', 'complex', 'example'), prefix
    return dict(task(task_id, cases, docs), prefix=prefix)


def pair(category, slug, kind, why, steps_of, **kw):
    """The same case written once per arm: `steps_of(arm)` gives the steps (transfer answers terse and
    role-labelled, skill answers in the loaded document's format). Both arms share the slug (one case group)."""
    return [hcase(category, slug, kind, why, steps_of(arm), arms=(arm,), **kw) for arm in ('transfer', 'skill')]


def cases(*items):
    "Flatten hcase dicts and pair(...) lists into one list."
    out = []
    for x in items: out.extend(x if isinstance(x, list) else [x])
    return out
