// The nim-sequence explorer: values, a chart with the preperiod and period shaded, the
// rare values; long runs are server jobs with progress and cancel.
"use strict";
(() => {
  const { api, el, explanation } = grundy;
  const $ = (id) => document.getElementById(id);
  const SYNC_LIMIT = 20000;
  const TABLE_LIMIT = 2000;
  const NS = "http://www.w3.org/2000/svg";
  let job = null;

  function svg(tag, attrs, text) {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function chart(r) {
    const c = $("chart");
    c.replaceChildren();
    const values = r.values || [];
    const W = 1000, H = 360, L = 50, R = 10, T = 15, B = 35;
    const n = values.length;
    if (n === 0) return;
    const max = Math.max(1, r.stats.max_value);
    const x = (i) => L + (i / Math.max(1, n)) * (W - L - R);
    const y = (v) => H - B - (v / max) * (H - T - B);
    const p = r.period;
    if (p) {
      const pre = Math.min(p.preperiod, n), end = Math.min(p.preperiod + p.period, n);
      if (pre > 0) c.append(svg("rect", { class: "shade-pre", x: x(0), y: T, width: x(pre) - x(0), height: H - T - B, fill: "#fde2c8" }));
      c.append(svg("rect", { class: "shade-period", x: x(pre), y: T, width: Math.max(1, x(end) - x(pre)), height: H - T - B, fill: "#cfe3f7" }));
    }
    c.append(svg("line", { x1: L, y1: H - B, x2: W - R, y2: H - B, stroke: "#14213d" }));
    c.append(svg("line", { x1: L, y1: T, x2: L, y2: H - B, stroke: "#14213d" }));
    for (const v of [0, Math.round(max / 2), max]) {
      c.append(svg("text", { x: L - 8, y: y(v) + 5, "text-anchor": "end", "font-size": 16 }, v));
    }
    for (const i of [0, Math.floor(n / 2), n - 1]) {
      c.append(svg("text", { x: x(i), y: H - 10, "text-anchor": i === 0 ? "start" : i === n - 1 ? "end" : "middle", "font-size": 16 }, "n = " + i));
    }
    const split = r.stats.split;
    if (n <= 1200) {
      values.forEach((v, i) => c.append(svg("circle", { cx: x(i + 0.5), cy: y(v), r: n <= 300 ? 3.5 : 2, fill: isRare(split, i, v) ? "#b3261e" : "#1d3557" })));
    } else {
      // One column per pixel: the range of values in it.
      const cols = W - L - R;
      let d = "";
      for (let px = 0; px < cols; px++) {
        const a = Math.floor((px / cols) * n), b = Math.max(a + 1, Math.floor(((px + 1) / cols) * n));
        let lo = Infinity, hi = -Infinity;
        for (let i = a; i < b && i < n; i++) { lo = Math.min(lo, values[i]); hi = Math.max(hi, values[i]); }
        if (lo !== Infinity) d += `M${L + px + 0.5} ${y(lo) + 1}V${y(hi) - 1}`;
      }
      c.append(svg("path", { d, stroke: "#1d3557", "stroke-width": 1 }));
    }
  }

  function popcount(v) { let c = 0; while (v) { c += v & 1; v >>= 1; } return c; }

  // G(n) = v is rare under the report's split (its mask and parity rule, as data).
  const isRare = (split, n, v) => !!split && (popcount(v & split.mask) + (split.by_parity ? n & 1 : 0)) % 2 === 0;

  // The report: the library's words (title, period, frequencies, rare values), the chart
  // and the values, rare ones marked.
  function show(r) {
    $("result").hidden = false;
    $("summary").replaceChildren(...r.explanation.map(explanation));
    chart(r);
    const s = r.stats.split;
    const table = $("values");
    table.replaceChildren();
    const values = r.values || [];
    const head = el("tr", {}, el("th", {}, "n"));
    for (let j = 0; j < 10; j++) head.append(el("th", {}, "+" + j));
    table.append(head);
    const shown = Math.min(values.length, TABLE_LIMIT);
    for (let row = 0; row < shown; row += 10) {
      const tr = el("tr", {}, el("td", { class: "n" }, row));
      for (let j = row; j < Math.min(row + 10, shown); j++) {
        const v = values[j];
        tr.append(el("td", { class: isRare(s, j, v) ? "rare" : "" }, v));
      }
      table.append(tr);
    }
    $("values-note").textContent = values.length > shown ? `The first ${shown} of ${values.length} values are listed (all are in the chart).` : "Rare values are marked.";
  }

  function progress(view) {
    $("progress-box").hidden = false;
    $("bar").style.width = (100 * view.fraction).toFixed(1) + "%";
    $("progress-text").textContent = `${view.status}: ${view.computed.toLocaleString()} of ${view.target.toLocaleString()} values, largest value ${view.max_value}, ${(view.elapsed_ms / 1000).toFixed(1)} s`;
  }

  function busy(on) {
    $("compute").disabled = on;
    $("cancel").hidden = !on;
  }

  async function compute() {
    $("error").textContent = "";
    $("progress-box").hidden = true;
    const game = $("game").value.trim();
    const upto = Number($("upto").value);
    const period = $("period").checked;
    try {
      if (upto <= SYNC_LIMIT) {
        busy(true);
        show(await api("POST", "/api/sequence", { game, upto, period }));
        busy(false);
        return;
      }
      let view = await api("POST", "/api/sequence/jobs", { game, upto, period });
      job = view.id;
      busy(true);
      progress(view);
      while (view.status === "running") {
        await new Promise((r) => setTimeout(r, 300));
        view = await api("GET", "/api/sequence/jobs/" + view.id);
        progress(view);
      }
      job = null;
      busy(false);
      if (view.error) $("error").textContent = view.error;
      if (view.status === "cancelled") $("error").textContent = `Cancelled after ${view.computed.toLocaleString()} values: these are shown.`;
      if (view.status === "timed_out") $("error").textContent = `Stopped at the server's time limit after ${view.computed.toLocaleString()} values: these are shown.`;
      if (view.result) show(view.result);
    } catch (e) {
      busy(false);
      job = null;
      $("error").textContent = e.message;
    }
  }

  $("form").addEventListener("submit", (e) => { e.preventDefault(); compute(); });
  $("cancel").addEventListener("click", async () => {
    if (job !== null) {
      try { await api("DELETE", "/api/sequence/jobs/" + job); } catch (e) { $("error").textContent = e.message; }
    }
  });
  const params = new URLSearchParams(location.search);
  if (params.get("game")) $("game").value = params.get("game");
  if (params.get("upto")) $("upto").value = params.get("upto");
  compute();
})();
