// The calculator: a position in, the outcome, every winning move and the reasoning out.
"use strict";
(() => {
  const { api, el, components, outcomeText } = grundy;
  const $ = (id) => document.getElementById(id);

  function binary(size, width) {
    let s = BigInt(size).toString(2);
    return s.padStart(width, "0");
  }

  function nimColumns(step) {
    const w = step.width;
    const top = step.top_bit === null ? -1 : w - 1 - step.top_bit;
    const carriers = new Set((step.carriers || []).map((c) => c.index));
    const head = el("tr", {}, el("th", {}, "heap"), el("th", {}, "size"));
    for (let i = 0; i < w; i++) head.append(el("th", {}, String(2n ** BigInt(w - 1 - i))));
    const table = el("table", { class: "bits", id: "bits" }, head);
    for (const r of step.rows) {
      const tr = el("tr", {}, el("td", { class: carriers.has(r.index) ? "carrier" : "" }, r.index + 1), el("td", {}, r.size));
      [...binary(r.size, w)].forEach((d, i) => tr.append(el("td", { class: (d === "1" ? "one" : "") + (i === top && d === "1" ? " top" : "") }, d)));
      table.append(tr);
    }
    const ones = el("tr", {}, el("td", { colspan: 2 }, "ones"));
    step.column_ones.forEach((n) => ones.append(el("td", {}, n)));
    const sum = el("tr", { class: "sum" }, el("td", { colspan: 2 }, "nim-sum " + step.nim_sum));
    step.column_parity.forEach((p, i) => sum.append(el("td", { class: i === top ? "top" : "" }, p)));
    table.append(ones, sum);
    const explain = el("div", { class: "explain" },
      el("p", {}, "Write each heap in binary and count the ones in each column. A column with an odd count gives a 1 in the nim-sum."),
      el("p", {}, step.nim_sum == 0
        ? "The nim-sum is 0: every move changes one heap, so it makes some column odd — the player to move loses against perfect play."
        : `The nim-sum is ${step.nim_sum}, not 0: the player to move wins. Its highest 1 is in the column of ${2n ** BigInt(step.top_bit)}; each of the ${step.carriers_total} heap(s) with a 1 there (green) can be reduced to size ⊕ ${step.nim_sum}, which makes every column even.`));
    for (const c of step.carriers || []) {
      explain.append(el("p", {}, `Heap ${c.index + 1}: ${c.size} ⊕ ${step.nim_sum} = ${c.target} — take ${c.take}.`));
    }
    if (step.rows.length < step.heaps_total) explain.append(el("p", {}, `(The first ${step.rows.length} of ${step.heaps_total} heaps are shown.)`));
    return el("div", {}, table, explain);
  }

  function genericStep(step) {
    switch (step.kind) {
      case "misere_nim":
        return el("div", { class: "explain" }, el("p", {}, `Misère Nim: ${step.big_heaps} heap(s) of 2 or more, ${step.one_heaps} heap(s) of 1, nim-sum ${step.nim_sum}.`), el("p", {}, step.rule));
      case "sum":
        return el("div", { class: "explain" }, el("p", {}, `Sprague–Grundy: the position is a sum; its value is the XOR of the components' values ${step.values.join(" ⊕ ")} = ${step.xor}. ${step.xor == 0 ? "0: the player to move loses." : "Not 0: the player to move wins by moving one component to the value that makes the XOR 0."}`));
      case "moore_columns": {
        const t = el("table", { class: "bits" }, el("tr", {}, el("th", {}, "column"), ...step.counts.map((_, i) => el("th", {}, String(2n ** BigInt(step.width - 1 - i))))));
        t.append(el("tr", {}, el("td", {}, "ones"), ...step.counts.map((c) => el("td", {}, c))));
        t.append(el("tr", { class: "sum" }, el("td", {}, "mod " + step.modulus), ...step.residues.map((c) => el("td", {}, c))));
        return el("div", {}, t, el("div", { class: "explain" }, el("p", {}, `Moore's Nim_${step.k}: count the ones in each binary column modulo ${step.modulus}. The position is P exactly when every count is 0 mod ${step.modulus}. ${step.problem_columns.length ? "Columns not 0: " + step.problem_columns.map((b) => 2n ** BigInt(b)).join(", ") + "." : "Every column is 0."}`)));
      }
      case "subtraction":
      case "heap_game": {
        const name = step.rule || step.game || "";
        const p = step.periodicity;
        const rows = (step.rows || []).map((r) => el("tr", {}, el("td", {}, r.index + 1), el("td", {}, r.size), el("td", {}, r.value ?? "?"), el("td", {}, r.method ?? "")));
        const table = el("table", {}, el("tr", {}, el("th", {}, "heap"), el("th", {}, "size"), el("th", {}, "G(size)"), el("th", {}, "how")), ...rows);
        const text = p ? `${name}: G(n + ${p.period}) = G(n)${p.saltus ? " + " + p.saltus : ""} for n ≥ ${p.preperiod}${p.certified ? " (proved)" : " (observed)"}.` : `${name}: values computed directly.`;
        return el("div", {}, table, el("div", { class: "explain" }, el("p", {}, text)));
      }
      case "search":
        return el("div", { class: "explain" }, el("p", {}, `Exhaustive search: ${step.reason} (${step.positions} positions).`));
      default:
        return el("pre", { class: "mono" }, JSON.stringify(step, null, 1));
    }
  }

  function show(report) {
    $("result").hidden = false;
    const o = $("outcome");
    o.className = "outcome " + report.outcome;
    o.textContent = outcomeText(report);
    $("value").textContent = report.value === null ? "" : "Grundy value: " + report.value;
    const moves = $("moves");
    moves.replaceChildren();
    if (report.winning_moves.length === 0) {
      moves.append(el("li", {}, report.outcome === "P" ? "None: every move leaves a winning position to the opponent." : "A winning move exists but could not be listed (see the notes)."));
    }
    for (const m of report.winning_moves) {
      moves.append(el("li", { class: "move" }, m.description, m.after !== undefined && m.after !== null ? el("span", { class: "after" }, "→ " + m.after) : null));
    }
    if (!report.winning_moves_complete && report.winning_move_count !== null) {
      moves.append(el("li", { class: "hint" }, `… ${report.winning_move_count} winning moves in all.`));
    }
    const reasoning = $("reasoning");
    reasoning.replaceChildren(...report.reasoning.map((s) => (s.kind === "nim_columns" ? nimColumns(s) : genericStep(s))));
    $("notes").replaceChildren(...report.notes.map((n) => el("li", {}, n)));
  }

  async function analyze() {
    $("error").textContent = "";
    try {
      const report = await api("POST", "/api/analyze", { position: $("position").value, misere: $("misere").checked });
      show(report);
      history.replaceState(null, "", "?" + new URLSearchParams({ position: $("position").value, misere: $("misere").checked ? "1" : "" }));
    } catch (e) {
      $("result").hidden = true;
      $("error").textContent = e.message;
    }
  }

  // The heap builder: Nim heaps as stones.
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
    const c = components($("position").value);
    if (c.length === 1 && c[0].game === "nim" && c[0].heaps.every((s) => s.length < 3)) heaps = c[0].heaps.map(Number);
    drawBuilder();
  });

  $("form").addEventListener("submit", (e) => { e.preventDefault(); analyze(); });
  $("misere").addEventListener("change", analyze);
  const params = new URLSearchParams(location.search);
  if (params.get("position")) $("position").value = params.get("position");
  if (params.get("misere")) $("misere").checked = true;
  analyze();
})();
