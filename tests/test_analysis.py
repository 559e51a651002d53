"Dataframes of a run: one row per cell, call and event; counts add up to the cells; unreported counts stay missing."
import json, shutil
import pandas as pd
import pytest
from role_transfer.agent.core import SCRIPTED_ENDPOINT, TRANSFER_TOOL, validation_dir
from role_transfer.present.analysis import (cells_df, calls_df, events_df, call_rows, trajectory_rows, CELL_COLUMNS, CALL_COLUMNS,
                                    EVENT_COLUMNS)
from role_transfer.present.numbers import call_records
from role_transfer.records.rundir import Cell, read_run
from role_transfer.agent.trajectory import trajectory_to_dict
from role_transfer.testing.builders import mk_traj, with_calls

RUN = validation_dir()/'runs'/'offline-example'


@pytest.fixture(scope='module')
def run(): return read_run(RUN)


def test_frames_accept_a_path_a_run_and_cells(run):
    for f in (cells_df, calls_df, events_df):
        a, b, c = f(RUN), f(run), f(run.cells)
        pd.testing.assert_frame_equal(a, b)
        pd.testing.assert_frame_equal(a.drop(columns='run_id'), c.drop(columns='run_id'))
        assert set(a['run_id']) == {'offline-example'} and c['run_id'].isna().all()
    with pytest.raises(TypeError, match='expected a run directory'): cells_df(42)
    with pytest.raises(FileNotFoundError): cells_df(RUN/'nowhere')


def test_columns_are_the_documented_ones(run):
    assert list(cells_df(run).columns) == list(CELL_COLUMNS)
    assert list(calls_df(run).columns) == list(CALL_COLUMNS)
    assert list(events_df(run).columns) == list(EVENT_COLUMNS)


def test_calls_add_up_to_the_cells(run):
    k, c = calls_df(run), cells_df(run).set_index(['arm', 'task_id', 'trial'])
    g = k.groupby(['arm', 'task_id', 'trial'])
    for col, cell_col in (('prompt_tokens', 'input_tokens'), ('cached_tokens', 'cached_input_tokens'),
                          ('uncached_tokens', 'uncached_input_tokens'), ('output_tokens', 'output_tokens')):
        assert (g[col].sum() == c[cell_col].loc[g[col].sum().index]).all(), col
    assert (g.size() == c['api_calls'].loc[g.size().index]).all()
    assert set(k['cached_source']) == {SCRIPTED_ENDPOINT}


def test_markers_follow_the_mechanism(run):
    k = calls_df(run)
    assert set(k.loc[k.arm == 'transfer', 'marker']) == {'', 'role switch'}
    assert set(k.loc[k.arm == 'skill', 'marker']) == {'', 'skill load', 'initial load'}
    assert (k.loc[k.marker == 'role switch', 'mechanism'] == TRANSFER_TOOL).all()
    # a call is marked exactly when it is the first call after an accepted transition
    assert (k['after_transition'] == (k['marker'] != '')).all()
    c = cells_df(run)
    assert k.groupby('arm')['marker'].apply(lambda m: m.eq('role switch').sum() + m.eq('skill load').sum()).to_dict() \
        == c.groupby('arm')['role_switches'].sum().to_dict()


def test_report_call_records_are_the_frame_rows(run):
    recs, rows = call_records(run.cells), [r for r in call_rows(run.cells) if not r['error']]
    assert [(r['arm'], r['index'], r['offset'], r['cached_tokens']) for r in recs] == \
           [(r['arm'], r['call'], r['offset'], r['cached_tokens']) for r in rows]


def test_unreported_and_failed_calls_stay_missing():
    t = with_calls(mk_traj('ok'),
        dict(usage=dict(prompt_tokens=100)),                                    # no cached field
        dict(usage=dict(prompt_tokens=120, cached_tokens=0)),                   # reported zero
        dict(usage=None, error='BadRequestError: model not found'))
    cell = Cell(arm='transfer', task_id='t', trial=0, stratum='s', usage_source='provider-reported', trajectory=t,
                input_tokens=220, cached_input_tokens=None)
    k = calls_df([cell])
    assert k['cached_tokens'].isna().tolist() == [True, False, True]
    assert k['uncached_tokens'].isna().tolist() == [True, False, True]
    assert k['error'].tolist()[2].startswith('BadRequestError') and k['prompt_tokens'].isna().tolist()[2]
    assert cells_df([cell])['cached_input_tokens'].isna().all()
    assert [r['index'] for r in call_records([cell])] == [0, 1]                      # the report skips the failed call


def test_hostile_event_payloads_are_text_only():
    ev = [dict(type='tool_call', call_index=0, tool='execute_python', status='ok', role='coding',
               arguments={'code': '__import__("os").system("rm -rf /")'}, result='{"stdout": "<script>x</script>"}')]
    e = events_df([dict(arm='transfer', task_id='t', trial=0, trajectory=trajectory_to_dict(mk_traj('ok', ev)))])
    assert e['arguments'][0] == json.dumps(ev[0]['arguments'], ensure_ascii=False)
    assert e['result'][0] == ev[0]['result'] and e['marker'][0] == ''
