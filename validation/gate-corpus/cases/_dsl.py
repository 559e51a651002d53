"""The small vocabulary the hand-written case files use (no logic about gates lives here).

A case is a list of steps, each one assistant message the imagined model writes:
  to(role, reason)        hand over (transfer_to_agent in the transfer arm, load_skill in the skill arm)
  call(tool, **args)      one domain tool call; `results=[slug, ...]` for web_search picks the documents
                          the loopback search server returns for that query
  say(text)               the final answer (plain text, no tool call)
  write(text)             count_characters(text) and then say(text): the usual finish of a writing role
"""

def to(role, reason=''):
    return dict(op='to', role=role, reason=reason)

def call(tool, note=None, results=None, **args):
    return dict(op='call', tool=tool, args=args, note=note, results=list(results or []))

def search(query, *slugs, note=None):
    return call('web_search', note=note, results=slugs, query=query)

def calc(expression, note=None):
    return call('calculate', note=note, expression=expression)

def stats(numbers, note=None):
    return call('descriptive_stats', note=note, numbers=list(numbers))

def py(code, note=None):
    return call('execute_python', note=note, code=code)

def count(text, note=None):
    return call('count_characters', note=note, text=text)

def say(text):
    return dict(op='say', text=text)

def write(text, note=None):
    return [count(text, note=note), say(text)]

def doc(slug, url, title, content, score=0.8):
    "One hand-written search result document (served only for queries that list its slug)."
    return dict(slug=slug, url=url, title=title, content=content, score=score)

def flat(steps):
    out = []
    for s in steps:
        if isinstance(s, list): out.extend(flat(s))
        else: out.append(s)
    return out

def case(slug, kind, why, steps, arms=('transfer', 'skill'), failure=None, expect_status=None):
    """One labelled case. kind: competent | alternative | failure. `arms`: the carriers it is built for.
    `expect_status`: tool-call statuses other than 'ok' the script deliberately provokes (e.g. {'rejected'})."""
    assert kind in ('competent', 'alternative', 'failure'), kind
    assert (kind == 'failure') == (failure is not None), (slug, kind, failure)
    if isinstance(arms, str): arms = (arms,)
    return dict(slug=slug, kind=kind, why=why, steps=flat(steps), arms=tuple(arms), failure_mode=failure,
                expected_pass=kind != 'failure', expect_status=set(expect_status or ()))

def task(task_id, cases, docs=()):
    return dict(task_id=task_id, cases=list(cases), docs=list(docs))

def sub(text, *pairs):
    "`text` with each (old, new) replaced; every `old` must occur (a failure variant must really differ)."
    for old, new in pairs:
        if old not in text: raise ValueError(f'{old!r} does not occur in {text[:80]!r}...')
        text = text.replace(old, new)
    return text
