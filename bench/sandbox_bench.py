#!/usr/bin/env python
"""Per-call overhead of the bubblewrap sandbox of `execute_python` against the previous runner, side by side in one run.

    python bench/sandbox_bench.py [--n 20] [--write]

The previous implementation (a fresh `python -I` in a temporary directory, its own process group, rlimits, no
namespaces and no cgroup) is copied below verbatim in behaviour, so the comparison does not depend on git history.
The two runners alternate call by call (ABAB...) on the same programs, so drift of the machine hits both equally.
Times are wall-clock seconds of one whole `execute_python` call measured with `time.perf_counter` in this process.
`--write` records the table in bench/README.md (between the SANDBOX markers) and bench/sandbox_results.json.
"""
import argparse, json, math, os, platform, resource, selectors, shutil, signal, statistics, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from role_transfer.agent import sandbox, tools
from role_transfer.agent.sandbox import _Capture, _drain, child_env, exec_limits, _Cgroup

# ---- the previous runner, kept here for comparison (unsandboxed: per-process limits only) ----

def _old_preexec(limits):
    def f():
        for res, lim in limits: resource.setrlimit(res, lim)
    return f

def _old_run_limited(cmd, cwd, env, timeout, limits=(), out_limit=10_000):
    out, err = _Capture(out_limit), _Capture(out_limit)
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         start_new_session=True, preexec_fn=_old_preexec(list(limits)))
    sel, timed_out, deadline = selectors.DefaultSelector(), False, time.monotonic() + timeout
    sel.register(p.stdout, selectors.EVENT_READ, out); sel.register(p.stderr, selectors.EVENT_READ, err)
    try:
        while p.poll() is None:
            left = deadline - time.monotonic()
            if left <= 0: timed_out = True; break
            _drain(sel, min(left, 0.05))
    finally:
        try: os.killpg(p.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError): pass
        p.wait()
        end = time.monotonic() + 0.5
        while sel.get_map() and time.monotonic() < end: _drain(sel, 0.05)
        sel.close(); p.stdout.close(); p.stderr.close()
    return p.returncode, timed_out, out, err

def old_execute_python(code: str, timeout: float = 10.0) -> str:
    limits = exec_limits(timeout)
    tmp = tempfile.mkdtemp(prefix='rt-exec-')
    try:
        with open(os.path.join(tmp, 'main.py'), 'w', encoding='utf-8') as f: f.write(code)
        rc, timed_out, out, err = _old_run_limited([sys.executable, '-I', 'main.py'], tmp, child_env(tmp), timeout, limits, 10_000)
    finally: shutil.rmtree(tmp, ignore_errors=True)
    return f'exit status: {rc}\n--- stdout ---\n{out.text()}\n--- stderr ---\n{err.text()}'

def new_execute_python(code: str, timeout: float = 10.0) -> str:
    return tools.execute_python(code, timeout)

PROGRAMS = {'print(1)': 'print(1)',
            'sum(range(10**6))': 'print(sum(range(10**6)))',
            'import numpy': 'import numpy; print(numpy.arange(10).sum())',
            '4 subprocesses': "import subprocess, sys\nfor _ in range(4): subprocess.run([sys.executable, '-c', 'pass'])"}

def q(xs, p): xs = sorted(xs); return xs[min(len(xs) - 1, max(0, math.ceil(p * len(xs)) - 1))]

def measure(n: int) -> dict:
    st = sandbox.sandbox_status(refresh=True)
    if st['mode'] != 'bwrap': raise SystemExit(f'no sandbox here: {st["problems"]}')
    for fn in (old_execute_python, new_execute_python): fn('pass')                   # warm the page cache
    rows = []
    for label, code in PROGRAMS.items():
        t = {'old': [], 'new': []}
        for i in range(n):
            for name, fn in (('old', old_execute_python), ('new', new_execute_python))[::1 if i % 2 == 0 else -1]:
                t0 = time.perf_counter(); out = fn(code); t[name].append(time.perf_counter() - t0)
                assert out.startswith('exit status: 0'), out
        mo, mn = statistics.median(t['old']), statistics.median(t['new'])
        rows.append(dict(program=label, n=n, old_median_ms=round(mo * 1e3, 1), new_median_ms=round(mn * 1e3, 1),
                         old_p90_ms=round(q(t['old'], .9) * 1e3, 1), new_p90_ms=round(q(t['new'], .9) * 1e3, 1),
                         overhead_ms=round((mn - mo) * 1e3, 1), ratio=round(mn / mo, 2)))
    cg = []
    for _ in range(n):                                                               # the cgroup's own share
        t0 = time.perf_counter(); c = _Cgroup.create(sandbox.EXEC_MEMORY_BYTES, sandbox.EXEC_MAX_PROCS); c.kill(); c.remove()
        cg.append(time.perf_counter() - t0)
    return dict(measured=time.strftime('%Y-%m-%d'), cpus=os.cpu_count(), python=platform.python_version(),
                bwrap=st['bwrap_version'], cgroup=st['cgroup'], source='wall clock of whole execute_python calls in this process',
                rows=rows, cgroup_setup_teardown_ms=round(statistics.median(cg) * 1e3, 2))

def table(r: dict) -> str:
    lines = [f"Measured {r['measured']} on {r['cpus']} CPUs, Python {r['python']}, bubblewrap {r['bwrap']}, cgroup {r['cgroup']}; "
             f"source: {r['source']}; {r['rows'][0]['n']} calls per runner and program, alternating.", '',
             '| program | previous runner, median (p90) | sandbox, median (p90) | overhead per call | ratio |', '|---|---|---|---|---|']
    for x in r['rows']:
        lines.append(f"| `{x['program']}` | {x['old_median_ms']} ms ({x['old_p90_ms']}) | {x['new_median_ms']} ms ({x['new_p90_ms']}) "
                     f"| **{x['overhead_ms']} ms** | {x['ratio']}× |")
    lines += ['', f"Creating, emptying and removing the per-call cgroup alone: {r['cgroup_setup_teardown_ms']} ms (median)."]
    return '\n'.join(lines)

if __name__ == '__main__':
    ap = argparse.ArgumentParser(); ap.add_argument('--n', type=int, default=20); ap.add_argument('--write', action='store_true')
    a = ap.parse_args()
    r = measure(a.n)
    print(table(r))
    if a.write:
        (ROOT/'bench'/'sandbox_results.json').write_text(json.dumps(r, indent=1) + '\n')
        readme = ROOT/'bench'/'README.md'; text = readme.read_text()
        start, end = '<!-- SANDBOX -->', '<!-- /SANDBOX -->'
        text = text[:text.index(start) + len(start)] + '\n' + table(r) + '\n' + text[text.index(end):]
        readme.write_text(text)
