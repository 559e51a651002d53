// The one DOM helper of the package's pages (the run viewer and the grading page): an element of
// `tag` and class `cls`; every further argument is a child, and text is always a text node, never
// markup, so nothing a run holds is ever parsed as HTML.
function h(tag, cls) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  for (var i = 2; i < arguments.length; i++) {
    var c = arguments[i];
    if (c === null || c === undefined) continue;
    e.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
  }
  return e;
}
