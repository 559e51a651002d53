"Figures: drawn from the frames, labelled with their source, written as the report links them, and shown inline in Jupyter."
import json, os, shutil, subprocess, sys, time
from pathlib import Path
import pytest
from matplotlib.figure import Figure
from role_transfer.agent.core import SCRIPTED_ENDPOINT, validation_dir, project_root
from role_transfer.records.rundir import read_run
from role_transfer.agent.trajectory import trajectory_to_dict
from role_transfer.testing.builders import mk_traj, with_calls
from role_transfer.present.numbers import build_report
from role_transfer.present.record import read_report
from role_transfer.present.report import figure_plan, figure_names, FIGURE_FILES
from role_transfer.present.analysis import calls_df
from role_transfer.present.figures import (ChapterFigure, fig_calls, fig_stratum_differences, fig_tokens_cost, fig_boundary,
                                   fig_paired_deltas, make_figures, replay_calls, stratum_differences, reference_available)

RUN = validation_dir()/'runs'/'offline-example'
REPLAY = validation_dir()/'runs'/'offline-example-cache-replay'/'cache_replay.json'


@pytest.fixture(scope='module')
def run(): return read_run(RUN)


def _copy(tmp_path, name='run', keep=lambda line: True):
    d = tmp_path/name
    shutil.copytree(RUN, d, ignore=shutil.ignore_patterns('figures', 'report.*'))
    lines = [l for l in (d/'cells.jsonl').read_text(encoding='utf-8').splitlines() if keep(l)]
    (d/'cells.jsonl').write_text(''.join(l + '\n' for l in lines), encoding='utf-8')
    return d


def test_every_figure_is_a_figure_that_renders_itself(run, recwarn):
    report = read_report(RUN)
    for f in (fig_calls(calls_df(run)), fig_stratum_differences(run), fig_tokens_cost(run), fig_boundary(run), fig_paired_deltas(report)):
        assert isinstance(f, Figure) and isinstance(f, ChapterFigure)
        assert f._repr_png_()[:8] == b'\x89PNG\r\n\x1a\n'
        assert SCRIPTED_ENDPOINT in f._suptitle.get_text()       # every figure names its source, read from the data
    layout = [str(w.message) for w in recwarn if 'constrained_layout' in str(w.message) or 'overlap' in str(w.message)]
    assert not layout, layout                                    # the layout engine fitted every label


def test_make_figures_writes_what_the_report_links(tmp_path):
    d = _copy(tmp_path)
    paths = make_figures(d)                                        # no report.json: built on the fly
    r = build_report(read_run(d))
    assert [p.name for p in paths] == [f'{n}.png' for n in figure_names(r)] == [
        'answer.png', 'calls.png', 'tokens_cost.png', 'paired_deltas.png']   # equal strata and boundary bars: not drawn
    assert [p.read_bytes() for p in make_figures(d, r)] == [p.read_bytes() for p in paths]   # same bytes, twice


def test_one_arm_and_no_cells_get_only_what_they_support(tmp_path):
    one = _copy(tmp_path, 'one', lambda l: '"arm": "skill"' in l)
    r = build_report(read_run(one), n_resamples=200)
    assert [p.stem for p in make_figures(one, r)] == ['calls', 'tokens_cost']   # both arms' boundary bars equal
    none = _copy(tmp_path, 'none', lambda l: False)
    r0 = build_report(read_run(none), n_resamples=200)
    assert [p.stem for p in make_figures(none, r0)] == []
    assert 'would be identical' in figure_plan(r0)['boundary']


def test_calls_figure_shows_the_frame_numbers_and_marks(run):
    k = calls_df(run)
    f = fig_calls(k, 'cagr_nev_caam', 1)
    d = k[(k.task_id == 'cagr_nev_caam') & (k.trial == 1)]
    assert [ax.get_title().split(':')[0] for ax in f.axes] == ['transfer', 'skill']   # same order in every trial
    for ax, arm in zip(f.axes, ['transfer', 'skill']):
        mine = d[d.arm == arm]
        heights = sorted(round(p.get_height()) for p in ax.patches if p.get_height() > 0)
        want = sorted(x for x in mine.cached_tokens.astype(int).tolist() + mine.uncached_tokens.astype(int).tolist() if x > 0)
        assert heights == want
        marks = [t.get_text() for t in ax.texts]                     # the role entered, above each marked call
        assert marks == mine.loc[mine.marker != '', 'transition_to'].tolist()


@pytest.mark.skipif(not REPLAY.is_file(), reason='no recorded cache replay in the repository')
def test_engine_replay_is_labelled_server_timings(run):
    doc = json.loads(REPLAY.read_text(encoding='utf-8'))
    e = replay_calls(doc, calls_df(run))
    f = fig_calls(e)
    assert 'server timings' in f._suptitle.get_text() and SCRIPTED_ENDPOINT not in f._suptitle.get_text()


def test_stratum_differences_top_row_is_the_primary_test(run):
    sd = stratum_differences(run)
    pt = json.loads((RUN/'report.json').read_text(encoding='utf-8'))['comparisons'][0]['primary_test']
    assert sd.iloc[0]['stratum'] == 'all strata'
    assert (sd.iloc[0]['difference'], sd.iloc[0]['ci_low'], sd.iloc[0]['ci_high']) == (pt['difference'], pt['ci_low'], pt['ci_high'])


@pytest.mark.slow   # starts a Jupyter kernel and executes the whole 21_analysis notebook again (nbdev_test runs it too)
def test_analysis_notebook_renders_figures_under_nbconvert(tmp_path):
    "Executing 21_analysis as a reader would (a Jupyter kernel, nbconvert) gives image outputs, not `<Figure ...>` text."
    nb, out = project_root()/'nbs'/'instrument'/'present'/'21_analysis.ipynb', tmp_path/'a.ipynb'
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join([str(project_root())] + [p for p in [os.environ.get('PYTHONPATH')] if p])}
    t = time.monotonic()
    p = subprocess.run([sys.executable, '-m', 'nbconvert', '--to', 'notebook', '--execute', str(nb), '--output', str(out),
                        '--ExecutePreprocessor.timeout=240'], capture_output=True, text=True, env=env, timeout=600,
                       cwd=project_root()/'nbs')
    assert p.returncode == 0, p.stderr[-3000:]
    cells = json.loads(out.read_text(encoding='utf-8'))['cells']
    outs = [o for c in cells for o in c.get('outputs', [])]
    images = sum('image/png' in o.get('data', {}) for o in outs)
    text_only = [o for o in outs if 'Figure size' in ''.join(o.get('data', {}).get('text/plain', '')) and 'image/png' not in o['data']]
    n_external = sum([reference_available()[0], REPLAY.is_file()])
    assert images >= 5 + n_external, images
    assert not text_only
    print(f'nbconvert of 21_analysis: {time.monotonic() - t:.1f} s, {images} images')


def test_hostile_labels_and_failed_calls_are_drawn_as_data():
    "Task ids, arm and role names with `$` are shown as written; a failed call is a cross, not a bar of 0 tokens."
    def call(i, **kw): return dict(usage=dict(prompt_tokens=100 * (i + 1), cached_tokens=50 * i), **kw)
    ev = [dict(type='transition', call_index=0, mechanism='transfer_to_agent', status='ok', to='$\\frac{x', **{'from': 'a'})]
    traj = trajectory_to_dict(with_calls(mk_traj('ok', ev), call(0), call(1, after_transition=True),
                                         dict(usage=None, error='APIError: boom')))
    cells = [dict(arm=arm, task_id='t$1$ {bad', trial=0, stratum='$s', usage_source='provider-reported', trajectory=traj,
                  passed=arm == 'x$', status='complete') for arm in ('x$', 'y$')]
    f = fig_calls(calls_df(cells))
    assert f._repr_png_()[:4] == b'\x89PNG'
    assert 'failed call (no usage)' in [t.get_text() for t in f.legends[0].get_texts()]
    assert [t.get_text() for t in f.axes[0].texts] == ['$\\frac{x']
