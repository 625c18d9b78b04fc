// The calculator: a position in, the outcome, every winning move and the reasoning out —
// all in the server's words.
"use strict";
(() => {
  const { api, el, explanation } = grundy;
  const $ = (id) => document.getElementById(id);
  let last = null; // the last analysis shown

  function show(a) {
    last = a;
    $("result").hidden = false;
    const o = $("outcome");
    o.className = "outcome " + a.outcome;
    o.textContent = a.summary.outcome;
    $("value").textContent = a.summary.value || "";
    $("moves-heading").textContent = a.summary.moves;
    $("moves").replaceChildren(...a.winning_moves.map((m) =>
      el("li", { class: "move" }, m.description, m.after !== undefined && m.after !== null ? el("span", { class: "after" }, "→ " + m.after) : null)));
    $("reasoning").replaceChildren(...a.explanation.map(explanation));
    $("notes").replaceChildren(...a.notes.map((n) => el("li", {}, n)));
  }

  async function analyze() {
    $("error").textContent = "";
    try {
      show(await api("POST", "/api/analyze", { position: $("position").value, misere: $("misere").checked, explain: true }));
      history.replaceState(null, "", "?" + new URLSearchParams({ position: $("position").value, misere: $("misere").checked ? "1" : "" }));
    } catch (e) {
      last = null;
      $("result").hidden = true;
      $("error").textContent = e.message;
    }
  }

  // The heap builder: heaps as stones, written as bare sizes.
  const BUILDER_LIMIT = 99;
  let heaps = [3, 4, 5];
  function drawBuilder() {
    const b = $("builder");
    b.replaceChildren();
    heaps.forEach((n, h) => {
      const row = el("div", { class: "heap" }, el("span", { class: "label" }, `heap ${h + 1}: ${n}`));
      for (let i = 0; i < n; i++) {
        row.append(el("span", { class: "stone", title: `keep ${i}`, onclick: () => { heaps[h] = i; sync(); } }));
      }
      row.append(el("button", { type: "button", class: "secondary", onclick: () => { heaps[h] += 1; sync(); } }, "+"));
      row.append(el("button", { type: "button", class: "secondary", onclick: () => { heaps.splice(h, 1); sync(); } }, "remove"));
      b.append(row);
    });
  }
  function sync() {
    if (heaps.length === 0) heaps = [0];
    $("position").value = heaps.join(" ");
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
  const params = new URLSearchParams(location.search);
  if (params.get("position")) $("position").value = params.get("position");
  if (params.get("misere")) $("misere").checked = true;
  analyze();
})();
