(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('run-data').textContent);
  function missing(x) { return x === null || x === undefined; }
  function num(x) { return missing(x) ? 'n/a' : String(x); }
  function pct(a, b) { return (missing(a) || !b) ? 'n/a' : (100 * a / b).toFixed(1) + '%'; }
  function pp(x) { return missing(x) ? 'n/a' : (x > 0 ? '+' : '') + (100 * x).toFixed(1) + ' pp'; }
  function pv(x) {
    return missing(x) ? 'n/a' : x < 0.001 ? '< 0.001' : '= ' + String(Number(x.toPrecision(2)));
  }
  function usd(x) { return missing(x) ? 'n/a' : '$' + x.toFixed(4); }
  function tokens(c) {
    return missing(c.input_tokens) ? null : c.input_tokens + (c.output_tokens || 0);
  }
  function verdictBadge(c) { return h('span', 'badge v-' + c.verdict.toLowerCase(), c.verdict); }
  function decided(c) {
    var parts = [];
    c.failed_gates.forEach(function (g) { parts.push(h('span', 'gate fail', 'gate ' + g)); });
    c.fired_vetoes.forEach(function (g) { parts.push(h('span', 'gate veto', 'veto ' + g)); });
    if (c.status !== 'complete') parts.push(h('span', 'gate fail', 'status ' + c.status));
    if (!parts.length) {
      var n = c.gates.filter(function (g) { return g.applicable; }).length;
      parts.push(h('span', 'gate ok',
        c.gates.length ? 'all ' + n + ' applicable gates passed' : 'no verdict'));
    }
    var s = h('span', 'decided');
    parts.forEach(function (p) { s.appendChild(p); s.appendChild(document.createTextNode(' ')); });
    return s;
  }
  // cached (dark) and uncached (light) prompt tokens of one call, to the run's common scale
  function bar(st) {
    var w = D.max_prompt || 1, b = h('div', 'bar');
    b.title = 'prompt ' + num(st.prompt) + ' tokens, cached ' + num(st.cached) +
      ' (' + D.run.usage_source + ')';
    if (missing(st.prompt)) {
      b.appendChild(h('span', 'seg none', 'usage not reported'));
      return b;
    }
    if (missing(st.cached)) {
      var n = h('span', 'seg unknown'); n.style.width = (100 * st.prompt / w) + '%';
      b.appendChild(n);
    } else {
      var c = h('span', 'seg cached'); c.style.width = (100 * st.cached / w) + '%';
      var u = h('span', 'seg uncached');
      u.style.width = (100 * Math.max(0, st.prompt - st.cached) / w) + '%';
      b.appendChild(c); b.appendChild(u);
    }
    var label = missing(st.cached) ? num(st.prompt) + ' prompt tokens (cache not reported)' :
      num(st.cached) + ' cached / ' + num(st.prompt) + ' prompt (' +
      pct(st.cached, st.prompt) + ')';
    return h('div', 'barrow', b, h('span', 'barlabel', label));
  }
  function folded(label, text, cls) {  // long text on demand
    return h('details', cls || 'fold', h('summary', null, label), h('pre', null, text));
  }
  function eventNode(e) {
    var cls = 'ev ev-' + e.type + ' st-' + e.status, head;
    if (e.type === 'transition') {
      var skill = e.mechanism === 'load_skill';
      var what = skill ? 'skill load: ' + num(e.to) :
        'role switch: ' + (e.from || '(start)') + ' \u2192 ' + num(e.to);
      head = h('div', 'evhead', h('span', 'tag sw', skill ? 'SKILL LOAD' : 'ROLE SWITCH'), ' ',
        what, e.document_key ? ' (document ' + e.document_key + ' appended)' : null);
      cls += ' switch';
    } else if (e.type === 'tool_call') {
      head = h('div', 'evhead', h('span', 'tag tool', 'TOOL'), ' ', num(e.tool), ' by ',
        num(e.role));
    } else {
      head = h('div', 'evhead', h('span', 'tag other', String(e.type).toUpperCase()), ' ',
        e.kind || '');
    }
    if (e.status && e.status !== 'ok') {
      head.appendChild(h('span', 'tag rej',
        String(e.status).toUpperCase() + (e.reason ? ' (' + e.reason + ')' : '')));
    }
    var d = h('div', cls, head);
    if (e.arguments) d.appendChild(h('div', 'args', h('code', null, e.arguments)));
    if (e.message) d.appendChild(h('div', 'msg', e.message));
    if (!missing(e.result)) {
      var r = String(e.result);
      d.appendChild(r.length > 240 ?
        folded('result (' + r.length + ' chars): ' + r.slice(0, 120) + '\u2026', r, 'fold result') :
        h('div', 'result', h('code', null, r)));
    }
    return d;
  }
  function stepNode(c, st) {
    var d = h('div', 'step' + (st.after_transition ? ' after-switch' : ''),
      h('div', 'stephead', h('span', 'callno', 'call ' + st.index), ' ',
        h('span', 'role', st.role === null ? '(no role yet)' : st.role),
        st.after_transition ? h('span', 'tag sw', 'first call after a switch') : null, ' ',
        h('span', 'meta',
          'finish ' + num(st.finish) + ', ' + num(st.completion) + ' output tokens')),
      bar(st));
    var sys = typeof st.system === 'number' ? D.systems[st.system] : null;
    if (typeof sys === 'string') {
      d.appendChild(folded('system message (' + sys.length + ' chars)', sys, 'fold system'));
    }
    if (st.error) d.appendChild(h('div', 'ev st-error', 'call error: ' + st.error));
    if (st.text) d.appendChild(h('div', 'assistant', st.text));
    st.events.forEach(function (e) { d.appendChild(eventNode(e)); });
    st.raw.forEach(function (r) {
      d.appendChild(folded('raw exchange: ' + r.label, r.text, 'raw'));
    });
    return d;
  }
  function gateResult(g) {
    if (!g.applicable) return 'not applicable';
    return g.veto ? (g.passed ? 'not fired' : 'FIRED') : (g.passed ? 'pass' : 'FAIL');
  }
  function gateList(c) {
    var t = h('table', 'gates', h('tr', null, h('th', null, 'gate / veto'), h('th', null, 'result'),
      h('th', null, 'evidence')));
    c.gates.concat(c.vetoes).forEach(function (g) {
      t.appendChild(h('tr', g.applicable ? (g.passed ? 'ok' : 'fail') : 'na',
        h('td', null, (g.veto ? 'veto ' : '') + g.name), h('td', null, gateResult(g)),
        h('td', null, h('code', null, g.evidence))));
    });
    var label = 'gates (' + c.gates.length + ') and vetoes (' + c.vetoes.length + ')';
    return h('details', 'fold gatefold', h('summary', null, label), t);
  }
  function cellNode(c) {
    var d = h('div', 'cell');
    d.id = 'cell-' + c.i;
    d.appendChild(h('div', 'cellhead', h('span', 'arm', c.arm), ' ', verdictBadge(c), ' ',
      decided(c)));
    d.appendChild(h('div', 'meta',
      c.calls + ' calls, ' + c.transitions + ' transitions, ' + c.rejected + ' rejected calls; ' +
      'prompt ' + num(c.input_tokens) + ' tokens, cached ' + num(c.cached) +
      ' (' + pct(c.cached, c.input_tokens) + '); stop ' + num(c.stop_reason)));
    if (c.error) d.appendChild(h('div', 'ev st-error', 'cell error: ' + c.error));
    d.appendChild(gateList(c));
    if (c.prompt) d.appendChild(h('div', 'user', h('b', null, 'user: '), c.prompt));
    c.steps.forEach(function (st) { d.appendChild(stepNode(c, st)); });
    d.appendChild(h('div', 'final', h('b', null, 'final (' + num(c.final_role) + '): '),
      c.final_text === null ? '(none)' : c.final_text));
    return d;
  }
  // the report's answer first: primary estimate, pass rate, errors and cached share per arm, audit
  function summaryNode(S) {
    var s = h('section', 'summary', h('h2', null, 'The answer in this run'));
    s.id = 'summary';
    if (!S.report) { s.appendChild(h('p', 'ev st-error', S.why)); return s; }
    var p = S.primary;
    s.appendChild(p === null ? h('p', 'lead', 'Only one arm ran: there is no paired comparison.') :
      h('p', 'lead', (p.preregistered ? 'Primary estimate' : 'Estimate (not pre-registered)') +
        ', pass rate ' + p.direction + ': ', h('b', null, pp(p.difference)),
        ' (95% interval ' + pp(p.low) + ' to ' + pp(p.high) + '), p ' + pv(p.p) + '; ' +
        num(p.pairs) + ' complete pairs over ' + num(p.tasks) + ' tasks.'));
    var t = h('table', 'arms', h('tr', null, h('th', null, 'arm'),
      h('th', null, 'pass rate (95% interval)'), h('th', null, 'errors'),
      h('th', null, 'cached share of prompt tokens')));
    S.arms.forEach(function (a) {
      t.appendChild(h('tr', 'armrow', h('td', null, a.arm),
        h('td', null, pct(a.rate, 1) + ' (' + pct(a.low, 1) + ' to ' + pct(a.high, 1) + '), ' +
          num(a.passed) + ' of ' + num(a.n)),
        h('td', null, num(a.errors) + ' of ' + num(a.n_cells) + ' cells'),
        h('td', null, pct(a.cached, 1))));
    });
    s.appendChild(t);
    s.appendChild(h('p', S.audited ? 'audit' : 'audit none', 'Verdicts: ' + S.audit));
    s.appendChild(h('p', 'meta', 'Numbers from ' + S.source));
    var ul = h('ul');
    S.lines.forEach(function (l) {
      ul.appendChild(h('li', null, h('b', null, l[0] + '. '), l[1]));
    });
    s.appendChild(h('details', 'fold', h('summary', null, "the report's answer in words"), ul));
    return s;
  }
  var app = document.getElementById('app');
  var r = D.run;
  app.appendChild(h('h1', null, 'Run ' + r.id));
  if (r.title) app.appendChild(h('p', 'meta', r.title));
  app.appendChild(h('p', 'meta',
    'model ' + num(r.model) + ' via ' + num(r.provider) + '; created ' + num(r.created_at) +
    '; token counts: ' + num(r.usage_source) + '; ' + D.cells.length + ' cells; arms ' +
    r.arms.join(', ')));
  app.appendChild(summaryNode(D.summary));
  if (D.omitted) app.appendChild(h('p', 'ev omitted', D.omitted.shown + ' of ' + D.cells.length +
    ' cells are shown with their conversations (' + D.omitted.chosen + '; at most ' +
    D.omitted.bound + ' per page); the other ' + D.omitted.cells +
    ' are in the table only. To see cell N in full: ' +
    'role_transfer_view RUN --cell N --output cell-N.html'));
  Object.keys(r.ignored).forEach(function (f) {
    app.appendChild(h('p', 'ev st-error', r.ignored[f] + ' unreadable line(s) of ' + f +
      ' were skipped by the reader; they are not shown.'));
  });
  var head = h('tr');
  ['#', 'arm', 'task', 'trial', 'stratum', 'verdict', 'decided by', 'calls', 'switches', 'rejected',
   'cached share', 'tokens', 'cost'].forEach(function (x) { head.appendChild(h('th', null, x)); });
  var tbl = h('table', 'cells', head);
  D.cells.forEach(function (c) {
    var a = h('a', null, String(c.i)); a.setAttribute('href', '#cell-' + c.i);
    if (c.steps === null) {
      a = h('span', 'tableonly', String(c.i));
      a.title = 'in the table only: role_transfer_view RUN --cell ' + c.i;
    }
    var tr = h('tr', 'cellrow', h('td', null, a), h('td', null, c.arm), h('td', null, c.task),
      h('td', null, num(c.trial)), h('td', null, num(c.stratum)), h('td', null, verdictBadge(c)),
      h('td', null, decided(c)), h('td', null, num(c.calls)), h('td', null, num(c.transitions)),
      h('td', null, num(c.rejected)), h('td', null, pct(c.cached, c.input_tokens)),
      h('td', null, num(tokens(c))), h('td', null, usd(c.cost)));
    tbl.appendChild(tr);
  });
  // a select of 'all' + values; options get text and value only
  function picker(label, values, onchange) {
    var sel = h('select'), all = h('option', null, 'all'); all.value = ''; sel.appendChild(all);
    values.forEach(function (v) { var o = h('option', null, v); o.value = v; sel.appendChild(o); });
    sel.addEventListener('change', onchange);
    return h('label', 'picker', label + ' ', sel);
  }
  var rows = Array.prototype.slice.call(tbl.querySelectorAll('tr.cellrow'));
  var want = {arm: '', verdict: '', words: []};
  // what a search reads: task id, task prompt and final answer, lower case
  var hay = D.cells.map(function (c) {
    return [c.task, D.prompts[c.task] || '', c.final_text || c.answer_head || ''].join('\n')
      .toLowerCase();
  });
  var shown = h('span', 'shown');
  function applyFilter() {
    var n = 0;
    rows.forEach(function (tr, k) {
      var c = D.cells[k];
      tr.hidden = (want.arm && c.arm !== want.arm) ||
        (want.verdict && c.verdict !== want.verdict) ||
        !want.words.every(function (w) { return hay[k].indexOf(w) >= 0; }) ? true : false;
      if (!tr.hidden) n++;
    });
    shown.textContent = n + ' of ' + rows.length + ' cells shown';
  }
  var verdicts = ['PASS', 'FAIL', 'ERROR', 'UNSCORED'];
  var armAt = {}; r.arms.forEach(function (a, k) { armAt[a] = k; });
  // sort keys: the page order (task, trial, arm) breaks every tie
  var keys = {
    task: function () { return 0; },
    arm: function (c) { return c.arm in armAt ? armAt[c.arm] : r.arms.length; },
    verdict: function (c) { return ['FAIL', 'ERROR', 'UNSCORED', 'PASS'].indexOf(c.verdict); },
    cost: function (c) { return missing(c.cost) ? Infinity : -c.cost; },
    tokens: function (c) { return missing(tokens(c)) ? Infinity : -tokens(c); }
  };
  function applySort(by) {
    var order = rows.map(function (tr, k) { return k; });
    order.sort(function (x, y) {
      var a = keys[by](D.cells[x]), b = keys[by](D.cells[y]);
      return a < b ? -1 : a > b ? 1 : x - y;
    });
    order.forEach(function (k) { tbl.appendChild(rows[k]); });
  }
  var search = h('input', 'search');
  search.type = 'search';
  search.placeholder = 'task, prompt or answer';
  search.addEventListener('input', function () {
    want.words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    applyFilter();
  });
  var sorter = h('select', 'sort');
  [['task', 'task, trial, arm'], ['arm', 'arm'], ['verdict', 'verdict, failures first'],
   ['cost', 'cost, highest first'], ['tokens', 'tokens, most first']].forEach(function (o) {
    var e = h('option', null, o[1]); e.value = o[0]; sorter.appendChild(e);
  });
  sorter.addEventListener('change', function () { applySort(sorter.value); });
  app.appendChild(h('h2', null, 'Cells'));
  app.appendChild(h('div', 'filters', h('label', 'picker', 'search ', search), ' ',
    picker('arm', r.arms, function (ev) { want.arm = ev.target.value; applyFilter(); }), ' ',
    picker('verdict', verdicts, function (ev) { want.verdict = ev.target.value; applyFilter(); }),
    ' ', h('label', 'picker', 'sort by ', sorter), ' ', shown));
  app.appendChild(tbl);
  applyFilter();
  app.appendChild(h('h2', null, 'Conversations, the arms side by side per (task, trial)'));
  app.appendChild(h('p', 'meta',
    'Bars: dark = cached prompt tokens, light = uncached, one scale for the whole run ' +
    '(longest prompt ' + D.max_prompt + ' tokens); source: ' + num(r.usage_source) + '.'));
  D.pairs.forEach(function (p, k) {
    var s = h('section', 'pair', h('h3', null, 'task ' + p.task + ', trial ' + p.trial));
    s.id = 'pair-' + k;
    var g = h('div', 'sidebyside');
    g.style.gridTemplateColumns = 'repeat(' + p.cells.length + ', minmax(0, 1fr))';
    p.cells.forEach(function (i) { g.appendChild(cellNode(D.cells[i])); });
    s.appendChild(g);
    app.appendChild(s);
  });
  document.body.setAttribute('data-rendered', String(D.cells.length));
  if (location.hash) {
    var t = document.getElementById(location.hash.slice(1));
    if (t) t.scrollIntoView();
  }
})();
