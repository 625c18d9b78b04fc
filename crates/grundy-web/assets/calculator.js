// The calculator: a position in, the outcome, every winning move and the reasoning out —
// all in the server's words — with the position's picture, the winning move marked on it
// and on the Nim it hides. The position and misère are in the URL.
"use strict";
(() => {
  const { el, explanation, latest, shortened, t } = grundy;
  const $ = (id) => document.getElementById(id);
  const SHOWN_MOVES = 10; // more winning moves than this are folded
  let last = null; // the last analysis shown
  let view = null;

  const request = latest((on) => {
    $("result").setAttribute("aria-busy", on ? "true" : "false");
    $("busy").textContent = on ? t("page-analysing") : "";
  });

  function moveItem(m) {
    const item = el("li", { class: "move", tabindex: "0" }, m.description,
      m.after !== undefined && m.after !== null ? shortened(m.after, 80) : null);
    const mark = () => view && view.highlight(m);
    item.addEventListener("mouseenter", mark);
    item.addEventListener("focus", mark);
    return item;
  }

  function show(a) {
    last = a;
    $("result").hidden = false;
    const o = $("outcome");
    o.className = "outcome " + a.outcome;
    o.textContent = a.summary.outcome;
    $("value").textContent = a.summary.value || a.summary.method || "";
    $("moves-heading").textContent = a.summary.moves;
    view = grundy.boards.draw($("board"), a.pieces, {});
    $("show-nim").parentElement.hidden = !a.pieces.some((b) => b.nim.length);
    const items = a.winning_moves.map(moveItem);
    $("moves").replaceChildren(...items.slice(0, SHOWN_MOVES));
    const rest = items.slice(SHOWN_MOVES);
    $("more-moves").replaceChildren(...(rest.length
      ? [el("details", {}, el("summary", {}, t("page-more-moves", { count: rest.length })), el("ul", { class: "moves" }, ...rest))]
      : []));
    view.highlight(a.winning_moves[0] || null);
    $("reasoning").replaceChildren(...a.explanation.map(explanation));
    $("notes").replaceChildren(...a.notes.map((n) => el("li", {}, n)));
  }

  // Analyses the position in the box; a later request makes this one's answer stale,
  // and asking the same again while it runs is ignored.
  async function analyze() {
    const text = $("position").value;
    const misere = $("misere").checked;
    const answer = await request.run(JSON.stringify([text, misere]), "POST", "/api/analyze", { position: text, misere, explain: true });
    if (answer.stale) return;
    const params = new URLSearchParams({ position: text });
    if (misere) params.set("misere", "1");
    history.replaceState(null, "", "?" + params);
    if (answer.error) {
      last = null;
      $("result").hidden = true;
      $("error").textContent = answer.error.message;
      return;
    }
    $("error").textContent = "";
    show(answer.data);
  }

  // The heap builder: heaps as stones, written as bare sizes.
  const BUILDER_LIMIT = 99;
  let heaps = [3, 4, 5];
  function drawBuilder() {
    const b = $("builder");
    b.replaceChildren();
    heaps.forEach((n, h) => {
      const row = el("div", { class: "heap" }, el("span", { class: "label" }, t("page-heap-label", { heap: h + 1, size: n })));
      for (let i = 0; i < n; i++) {
        row.append(el("button", { type: "button", class: "stone", "aria-label": t("page-heap-keep", { heap: h + 1, size: i }), title: t("page-keep", { size: i }), onclick: () => { heaps[h] = i; sync(); } }));
      }
      row.append(el("button", { type: "button", class: "secondary", "aria-label": t("page-heap-one-more", { heap: h + 1 }), onclick: () => { heaps[h] += 1; sync(); } }, "+"));
      row.append(el("button", { type: "button", class: "secondary", "aria-label": t("page-remove-heap", { heap: h + 1 }), onclick: () => { heaps.splice(h, 1); sync(); } }, t("page-remove")));
      b.append(row);
    });
  }
  function sync() {
    if (heaps.length === 0) heaps = [0];
    $("position").value = heaps.join(" ");
    $("preset").value = "";
    drawBuilder();
    analyze();
  }
  $("add-heap").addEventListener("click", () => { heaps.push(1); sync(); });
  $("builder-box").addEventListener("toggle", () => {
    // Start from the position shown when the server wrote it as its bare sizes.
    const board = last && last.pieces.length === 1 ? last.pieces[0] : null;
    if (board && last.position === board.items.map((p) => p.label).join(" ")
        && board.items.every((p) => p.units !== null && p.units <= BUILDER_LIMIT)) {
      heaps = board.items.map((p) => p.units);
    }
    drawBuilder();
  });

  $("form").addEventListener("submit", (e) => { e.preventDefault(); analyze(); });
  $("misere").addEventListener("change", analyze);
  $("preset").addEventListener("change", () => {
    if ($("preset").value === "") return;
    $("position").value = $("preset").value;
    analyze();
  });
  $("position").addEventListener("input", () => { $("preset").value = ""; });
  const showNim = () => $("board").classList.toggle("show-nim", $("show-nim").checked);
  $("show-nim").addEventListener("change", showNim);
  $("export").addEventListener("click", () => {
    if (last) grundy.download("grundy-analysis.json", { position: last.position, misere: $("misere").checked, analysis: last });
  });
  const params = new URLSearchParams(location.search);
  if (params.get("position")) $("position").value = params.get("position");
  if (params.get("misere")) $("misere").checked = true;
  $("preset").value = [...$("preset").options].some((o) => o.value === $("position").value) ? $("position").value : "";
  showNim();
  grundy.ready.then(analyze);
})();
