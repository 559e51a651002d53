(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('run-data').textContent);
  var KEY = 'role_transfer.grading.' + D.key;      // this sheet's progress in this browser
  function text(x) { return x === null || x === undefined ? '' : String(x); }
  // the grades: the sheet's own, then what this browser kept for it
  var state = {grader: '', samples: {}};
  D.samples.forEach(function (s) {
    state.samples[s.sample] = {grade: s.grade, reason: s.reason};
    if (s.grader && !state.grader) state.grader = s.grader;
  });
  try {
    var kept = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (kept && typeof kept === 'object') {
      if (typeof kept.grader === 'string') state.grader = kept.grader;
      Object.keys(state.samples).forEach(function (id) {
        var k = kept.samples && kept.samples[id];
        if (!k || typeof k !== 'object') return;
        if (k.grade === 'pass' || k.grade === 'fail' || k.grade === null) {
          state.samples[id].grade = k.grade;
        }
        if (typeof k.reason === 'string') state.samples[id].reason = k.reason;
      });
    }
  } catch (e) { /* nothing kept, or not readable: start from the sheet */ }
  function keep() {
    try { localStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* private mode */ }
    progress();
  }
  function graded() {
    return D.samples.filter(function (s) { return state.samples[s.sample].grade; }).length;
  }
  // one line of the sheet: its fields in the sheet's order, the grader's three filled in
  function line(s) {
    var o = {}, g = state.samples[s.sample];
    D.fields.forEach(function (f) {
      o[f] = f === 'grade' ? g.grade : f === 'reason' ? g.reason : f === 'grader' ? state.grader : s[f];
    });
    return JSON.stringify(o);
  }
  function save() {
    var body = D.samples.map(line).join('\n') + '\n';
    var url = URL.createObjectURL(new Blob([body], {type: 'application/x-ndjson'}));
    var a = h('a');
    a.href = url;
    a.download = D.download;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
    said.textContent = 'saved ' + D.download + ': ' + graded() + ' of ' + D.samples.length +
      ' graded';
    document.body.setAttribute('data-saved', String(graded()));
  }
  var app = document.getElementById('app');
  app.appendChild(h('h1', null, 'Grading sheet: ' + D.samples.length + ' answers'));
  app.appendChild(h('p', 'meta', 'Read each task, its answer and the tool calls behind it; ' +
    'answer the questions for yourself; then mark the answer pass or fail and say why in a ' +
    'sentence. The samples are in a random order and say nothing about how they were produced ' +
    'or what anyone else decided. Your progress is kept in this browser as you go; "save" ' +
    'downloads ' + D.download + ', the sheet with your grades, for: role_transfer grade RUN ' +
    '--import FILE.'));
  var name = h('input', 'grader');
  name.id = 'grader';
  name.value = state.grader;
  name.addEventListener('input', function () { state.grader = name.value; keep(); });
  var button = h('button', 'save', 'save');
  button.type = 'button';
  button.addEventListener('click', save);
  var bar = h('span', 'progress'), said = h('span', 'said');
  function progress() {
    bar.textContent = graded() + ' of ' + D.samples.length + ' graded';
    document.body.setAttribute('data-graded', String(graded()));
  }
  app.appendChild(h('div', 'toolbar', h('label', null, 'your name ', name), ' ', bar, ' ',
    button, ' ', said));
  function evidenceNode(e) {
    var d = h('div', 'ev', h('div', 'evhead', h('span', 'tag tool', 'TOOL'), ' ', text(e.tool)));
    if (e.arguments) d.appendChild(h('div', 'args', h('code', null, e.arguments)));
    var r = text(e.result);
    d.appendChild(r.length > 240 ?
      h('details', 'fold result', h('summary', null, 'result (' + r.length + ' chars): ' +
        r.slice(0, 120) + '\u2026'), h('pre', null, r)) :
      h('div', 'result', h('code', null, r)));
    return d;
  }
  D.samples.forEach(function (s, k) {
    var g = state.samples[s.sample];
    var sec = h('section', 'sample', h('h2', null, 'Sample ' + s.sample));
    sec.id = 'sample-' + k;
    sec.appendChild(h('div', 'user', h('b', null, 'task: '), s.task_prompt));
    sec.appendChild(h('div', 'final', h('b', null, 'answer: '),
      s.answer === null ? '(no answer)' : s.answer));
    var ev = h('div', 'evidence', h('h3', null, 'tool evidence (' + s.evidence.length + ' calls)'));
    if (!s.evidence.length) ev.appendChild(h('p', 'meta', 'no tool was called'));
    s.evidence.forEach(function (e) { ev.appendChild(evidenceNode(e)); });
    sec.appendChild(ev);
    var qs = h('ol', 'questions');
    s.questions.forEach(function (q) { qs.appendChild(h('li', null, q)); });
    sec.appendChild(h('div', null, h('h3', null, 'questions'), qs));
    var choice = h('div', 'choice');
    [['pass', 'pass'], ['fail', 'fail'], ['', 'not graded']].forEach(function (o) {
      var b = h('input');
      b.type = 'radio';
      b.name = 'grade-' + k;
      b.value = o[0];
      b.className = 'grade-' + (o[0] || 'none');
      b.checked = (g.grade || '') === o[0];
      b.addEventListener('change', function () { g.grade = b.value || null; keep(); });
      choice.appendChild(h('label', null, b, ' ' + o[1]));
    });
    var why = h('textarea', 'reason');
    why.rows = 2;
    why.placeholder = 'why, in a sentence';
    why.value = g.reason;
    why.addEventListener('input', function () { g.reason = why.value; keep(); });
    sec.appendChild(h('div', 'grading', choice, why));
    app.appendChild(sec);
  });
  progress();
  document.body.setAttribute('data-rendered', String(D.samples.length));
})();
