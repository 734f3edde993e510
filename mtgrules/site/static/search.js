// Search of the rules book: by rule number, keyword and words of the text. Vanilla JavaScript,
// nothing fetched: the index is a global that search-index.js assigns (the book opens from disk,
// where browsers refuse fetch() of local files).
(function () {
  "use strict";
  var input = document.getElementById("search");
  var results = document.getElementById("search-results");
  if (!input || !results) { return; }
  var root = document.body.getAttribute("data-root") || "";
  var LIMIT = 100;
  var entries = (window.MTGRULES_SEARCH || []).map(function (e, i) {
    return { kind: e[0], name: e[1], title: e[2], href: e[3], order: i,
             key: e[1].toLowerCase(), head: (e[1] + " " + e[2]).toLowerCase(),
             text: (e[1] + " " + e[2] + " " + e[4]).toLowerCase() };
  });

  // An exact rule number or name first, then those it begins, then entries holding every word
  // (more for a word in the name or title); ties keep the book's order.
  function score(entry, query, words) {
    if (entry.key === query) { return 1e6; }
    if (entry.key.indexOf(query) === 0) { return 1e5 - entry.key.length; }
    var s = 0;
    for (var i = 0; i < words.length; i++) {
      if (entry.text.indexOf(words[i]) < 0) { return 0; }
      s += entry.head.indexOf(words[i]) >= 0 ? 10 : 1;
    }
    return s;
  }

  function show() {
    var query = input.value.trim().toLowerCase();
    results.textContent = "";
    if (!query) { return; }
    var words = query.split(/\s+/);
    var hits = [];
    entries.forEach(function (e) {
      var s = score(e, query, words);
      if (s > 0) { hits.push([s, e]); }
    });
    hits.sort(function (a, b) { return b[0] - a[0] || a[1].order - b[1].order; });
    hits.slice(0, LIMIT).forEach(function (hit) {
      var e = hit[1];
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + e.href;
      a.textContent = e.name + (e.title ? " — " + e.title : "") + " ";
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = "(" + e.kind + ")";
      a.appendChild(kind);
      li.appendChild(a);
      results.appendChild(li);
    });
    if (!hits.length) {
      var none = document.createElement("li");
      none.textContent = "No match.";
      results.appendChild(none);
    }
  }

  input.addEventListener("input", show);
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "Escape") { input.value = ""; show(); }
  });
})();
