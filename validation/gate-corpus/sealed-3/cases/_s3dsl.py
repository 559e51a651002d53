"""The vocabulary of the third sealed part: the held-out vocabulary (../../sealed-2/cases/_hdsl.py) plus two
helpers. `R(arm, role)` names a role as each arm's hand-over expects it (data_analysis is the skill
`data-analysis`); `both(category, slug, kind, why, steps_of, texts)` writes one case in both arms, where `texts`
is one final answer or a (transfer, skill) pair of differently phrased answers, and `steps_of(arm, text)` gives
the steps that lead to it."""
import sys
from pathlib import Path
_HELDOUT = str(Path(__file__).resolve().parents[2] / 'sealed-2' / 'cases')
if _HELDOUT not in sys.path: sys.path.insert(0, _HELDOUT)
from _hdsl import *         # to, call, search, calc, stats, py, count, say, write, doc, hcase, entry, pair, cases, sub

def R(arm, role):
    return role.replace('_', '-') if arm == 'skill' else role

def both(category, slug, kind, why, steps_of, texts, **kw):
    t = dict(zip(('transfer', 'skill'), texts if isinstance(texts, tuple) else (texts, texts)))
    return pair(category, slug, kind, why, lambda arm: steps_of(arm, t[arm]), **kw)
