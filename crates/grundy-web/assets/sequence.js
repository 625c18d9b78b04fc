// The nim-sequence explorer: values, a chart with the preperiod and period shaded, the
// rare values; long runs are server jobs with progress and cancel.
"use strict";
(() => {
  const { api, el, explanation } = grundy;
  const $ = (id) => document.getElementById(id);
  const SYNC_LIMIT = 20000;
  const TABLE_LIMIT = 2000;
  const NS = "http://www.w3.org/2000/svg";

  function svg(tag, attrs, text) {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The chart: what the server sends in `chart` — for each pixel column the runs of
  // values in it, common and rare apart — drawn as it comes: a dot a value when each
  // column is one n, else one stroke a run.
  function chart(r) {
    const c = $("chart");
    c.replaceChildren();
    const data = r.chart;
    if (!data || data.columns.length === 0) return;
    // The left margin holds the largest value's label: on a phone the labels are drawn
    // at 32 px (style.css), so the margin grows with the digits.
    const labelPx = window.matchMedia("(max-width: 600px)").matches ? 32 : 16;
    const W = 1000, H = 360, R = 10, T = 15, B = 35;
    const L = Math.max(50, 14 + Math.ceil(0.62 * labelPx * String(Math.max(1, r.chart ? r.chart.max_value : 1)).length));
    const first = data.first, span = data.last - data.first + 1;
    const max = Math.max(1, data.max_value);
    const x = (n) => L + ((n - first) / span) * (W - L - R);
    const y = (v) => H - B - (v / max) * (H - T - B);
    const p = r.period;
    if (p) {
      const end = data.last + 1;
      const pre = Math.min(p.preperiod, end), stop = Math.min(p.preperiod + p.period, end);
      if (pre > first) c.append(svg("rect", { class: "shade-pre", x: x(first), y: T, width: x(pre) - x(first), height: H - T - B, fill: "#fde2c8" }));
      c.append(svg("rect", { class: "shade-period", x: x(pre), y: T, width: Math.max(1, x(stop) - x(pre)), height: H - T - B, fill: "#cfe3f7" }));
    }
    c.append(svg("line", { x1: L, y1: H - B, x2: W - R, y2: H - B, stroke: "#14213d" }));
    c.append(svg("line", { x1: L, y1: T, x2: L, y2: H - B, stroke: "#14213d" }));
    for (const v of [0, Math.round(max / 2), max]) {
      c.append(svg("text", { x: L - 8, y: y(v) + 5, "text-anchor": "end", "font-size": 16 }, v));
    }
    for (const n of [first, first + Math.floor(span / 2), data.last]) {
      c.append(svg("text", { x: x(n), y: H - 10, "text-anchor": n === first ? "start" : n === data.last ? "end" : "middle", "font-size": 16 }, "n = " + n));
    }
    const dots = span <= 1200;
    for (const [key, colour] of [["common", "#1d3557"], ["rare", "#b3261e"]]) {
      let d = "";
      for (const col of data.columns) {
        const cx = dots ? x(col.n + 0.5) : (x(col.n) + x(col.end + 1)) / 2;
        for (const [lo, hi] of col[key]) {
          if (dots) {
            for (let v = lo; v <= hi; v++) c.append(svg("circle", { cx, cy: y(v), r: span <= 300 ? 3.5 : 2, fill: colour, class: key }));
          } else {
            d += `M${cx.toFixed(1)} ${(y(lo) + 1).toFixed(1)}V${(y(hi) - 1).toFixed(1)}`;
          }
        }
      }
      if (d) c.append(svg("path", { d, stroke: colour, "stroke-width": 1, class: key }));
    }
  }

  function popcount(v) { let c = 0; while (v) { c += v & 1; v >>= 1; } return c; }

  // G(n) = v is rare under the report's split (its mask and parity rule, as data).
  const isRare = (split, n, v) => !!split && (popcount(v & split.mask) + (split.by_parity ? n & 1 : 0)) % 2 === 0;

  // Values a row of the table holds: a multiple of a proved period (at least 8, at most
  // 40), so that each column is one residue class; else ten.
  function rowWidth(p) {
    if (!p || !p.certified || typeof p.period !== "number" || p.period > 40) return 10;
    return p.period * Math.ceil(8 / p.period);
  }

  let current = null; // the report shown, for the exports
  let currentJob = null; // the job it came from, when it did (its values are fetched for an export)
  const LISTED_VALUES = 2100; // the values a job's report brings: the table's

  // The report: the library's words (title, period, frequencies, rare values), the chart
  // and the values, rare ones marked, before the preperiod shaded.
  function show(r, job) {
    current = r;
    currentJob = job === undefined ? null : job;
    $("result").hidden = false;
    // The headline and the period above the chart; the frequencies and the rare values
    // below it.
    const words = r.explanation.map(explanation);
    $("summary").replaceChildren(...words.slice(0, 2));
    $("details").replaceChildren(...words.slice(2));
    chart(r);
    const s = r.stats.split;
    const table = $("values");
    table.replaceChildren();
    const values = r.values || [];
    const width = rowWidth(r.period);
    const pre = width === 10 ? 0 : r.period.preperiod;
    const head = el("tr", {}, el("th", {}, "n"));
    for (let j = 0; j < width; j++) head.append(el("th", {}, "+" + j));
    table.append(head);
    const shown = Math.min(values.length, Math.ceil(TABLE_LIMIT / width) * width);
    for (let row = 0; row < shown; row += width) {
      const tr = el("tr", {}, el("td", { class: "n" }, row));
      for (let j = row; j < Math.min(row + width, shown); j++) {
        const v = values[j];
        const td = el("td", { class: isRare(s, j, v) ? "rare" : "" }, v);
        if (j < pre && !isRare(s, j, v)) td.classList.add("pre");
        tr.append(td);
      }
      table.append(tr);
    }
    const layout = width === 10 ? "" : grundy.t("page-layout-note", { width, period: r.period.period, preperiod: pre }) + " ";
    const listed = r.computed > shown ? grundy.t("page-listed-note", { shown, computed: r.computed }) + " " : "";
    $("values-note").textContent = layout + listed + grundy.t("page-rare-note");
  }

  // ---- exports, made here from the report the page has ----------------------------------

  function save(name, type, parts) {
    const url = URL.createObjectURL(new Blob(parts, { type }));
    const a = el("a", { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  const fileName = (r, ext) => `${r.game.replace(/[^A-Za-z0-9.-]+/g, "_")}-${r.computed - 1}.${ext}`;

  // The report with every value: the one shown, or the job's, fetched whole.
  async function whole() {
    if (!current.values || current.values.length >= current.computed || currentJob === null) return current;
    const response = await fetch(jobPath(currentJob), { headers: owner(currentJob) });
    const view = await response.json();
    if (!response.ok) throw new Error(view.error || grundy.t("page-server-answered", { status: response.status }));
    return view.result;
  }

  async function exportCsv() {
    const r = await whole();
    const values = r.values || [];
    const parts = ["n,g\n"];
    for (let i = 0; i < values.length; i += 65536) {
      parts.push(values.slice(i, i + 65536).map((v, j) => `${i + j},${v}\n`).join(""));
    }
    save(fileName(r, "csv"), "text/csv", parts);
  }

  async function exportJson() {
    const r = await whole();
    save(fileName(r, "json"), "application/json", [JSON.stringify(r)]);
  }

  function exportSvg() {
    const c = $("chart").cloneNode(true);
    c.removeAttribute("id");
    c.setAttribute("width", "1000");
    c.setAttribute("height", "360");
    // Outside the page the file has no style sheet: its words keep the page's font.
    c.setAttribute("font-family", "DejaVu Sans, Arial, Helvetica, Noto Sans CJK KR, Apple SD Gothic Neo, Malgun Gothic, sans-serif");
    c.prepend(svg("rect", { x: 0, y: 0, width: 1000, height: 360, fill: "#fff" }));
    c.prepend(svg("title", {}, current.explanation[0].title));
    save(fileName(current, "svg"), "image/svg+xml", [new XMLSerializer().serializeToString(c)]);
  }

  // ---- jobs: long runs on the server, watched by this page --------------------------
  // The page keeps the ids of the jobs it started in sessionStorage, with their tokens
  // (the proof that this page started them: the server asks for it to cancel or leave a
  // job, and only polls that carry it keep a job), so that a reload lists them again
  // (with Cancel) and goes on polling them; a job its page does not poll stops on the
  // server, and leaving the page tells the server at once (a reloaded page comes back
  // within the grace and keeps its jobs).
  const STORE = "grundy.sequence.jobs";
  const POLL_MS = 400;
  const mine = new Map(); // id → { id, token, game, upto, period, view }
  let watched = null; // the job whose progress the bar shows
  let polling = false;

  function store() {
    const list = [...mine.values()].map(({ id, token, game, upto, period }) => ({ id, token, game, upto, period }));
    try { sessionStorage.setItem(STORE, JSON.stringify(list)); } catch (e) { /* storage off: no list after a reload */ }
  }

  function stored() {
    try { return JSON.parse(sessionStorage.getItem(STORE) || "[]"); } catch (e) { return []; }
  }

  const running = (j) => j.view && j.view.status === "running";
  const jobPath = (id) => "/api/sequence/jobs/" + encodeURIComponent(id);
  // The header that proves this page started job `id`.
  const owner = (id) => {
    const j = mine.get(id);
    return j && j.token ? { "X-Job-Token": j.token } : {};
  };

  // The job's view without its report; null when the server no longer has it (or it is
  // no longer this page's: 403 after a restart of the server).
  async function peek(id) {
    const response = await fetch(jobPath(id) + "?result=false", { headers: owner(id) });
    if (response.status === 404 || response.status === 410 || response.status === 403) return null;
    const data = await response.json();
    if (!response.ok) throw new Error(data.error || grundy.t("page-server-answered", { status: response.status }));
    return data;
  }

  // A job's status (the API's word, `running`, `done`, …) in the page's language.
  const STATUS = {
    running: "page-job-running", done: "page-job-done", cancelled: "page-job-cancelled",
    timed_out: "page-job-timed-out", abandoned: "page-job-abandoned", failed: "page-job-failed",
  };
  const statusWord = (status) => (STATUS[status] ? grundy.t(STATUS[status]) : status);

  function progress(view) {
    $("progress-box").hidden = false;
    $("bar").style.width = (100 * view.fraction).toFixed(1) + "%";
    $("progress-text").textContent = grundy.t("page-progress", { game: view.game, upto: view.upto.toLocaleString(), status: statusWord(view.status), computed: view.computed.toLocaleString(), target: view.target.toLocaleString(), max: view.max_value, seconds: (view.elapsed_ms / 1000).toFixed(1) });
  }

  // A line about what the page is doing (hidden when there is none).
  function notice(text) {
    $("notice").textContent = text;
    $("notice").hidden = !text;
  }

  function busy(on) {
    $("compute").disabled = on;
    $("cancel").hidden = !on;
  }

  // Why a job stopped short, when it did.
  function stopped(view) {
    const n = view.computed.toLocaleString();
    switch (view.status) {
      case "cancelled": return grundy.t("page-cancelled-after", { count: n });
      case "timed_out": return grundy.t("page-timed-out-after", { count: n });
      case "abandoned": return grundy.t("page-abandoned-after", { count: n });
      default: return view.error || "";
    }
  }

  // The list of this page's jobs, newest first. A row is rebuilt only when its buttons
  // change (running, stopped, watched), so that a click never meets a replaced button.
  function renderJobs() {
    $("jobs-box").hidden = mine.size === 0;
    const list = $("jobs");
    const ids = new Set();
    let before = list.firstChild;
    for (const j of [...mine.values()].reverse()) {
      ids.add(j.id);
      const key = (running(j) ? "running" : j.view ? "stopped" : "unknown") + (j.id === watched ? " watched" : "");
      let li = [...list.children].find((x) => x.dataset.id === j.id);
      if (!li || li.dataset.key !== key) {
        const fresh = jobRow(j);
        fresh.dataset.key = key;
        if (li) li.replaceWith(fresh); else list.insertBefore(fresh, before);
        li = fresh;
      }
      before = li.nextSibling;
      const v = j.view;
      const what = `${j.game}, N = ${Number(j.upto).toLocaleString()}${j.period ? grundy.t("page-job-period") : ""}`;
      const state = v ? grundy.t("page-job-state", { status: statusWord(v.status), computed: v.computed.toLocaleString(), target: v.target.toLocaleString() }) : "…";
      li.firstChild.textContent = `${what} — ${state}${j.id === watched ? " " + grundy.t("page-shown-above") : ""} `;
    }
    for (const li of [...list.children]) if (!ids.has(li.dataset.id)) li.remove();
  }

  function jobRow(j) {
    const li = el("li", {}, el("span", {}));
    li.dataset.id = j.id;
    if (running(j)) {
      if (j.id !== watched) li.append(el("button", { type: "button", class: "secondary watch", onclick: () => watch(j.id) }, grundy.t("page-watch")));
      li.append(el("button", { type: "button", class: "secondary cancel", onclick: () => cancel(j.id) }, grundy.t("page-cancel")));
    } else if (j.view) {
      li.append(el("button", { type: "button", class: "secondary show", onclick: () => showJob(j.id) }, grundy.t("page-show")));
      li.append(el("button", { type: "button", class: "secondary forget", onclick: () => { mine.delete(j.id); store(); renderJobs(); } }, grundy.t("page-forget")));
    }
    return li;
  }

  // Fetches a stopped job's report and shows it, saying why it stopped short. A large
  // report may have to wait for a download slot (503): asked again a few times.
  async function showJob(id) {
    try {
      for (let attempt = 0; ; attempt++) {
        const response = await fetch(jobPath(id) + "?values=" + LISTED_VALUES, { headers: owner(id) });
        const view = await response.json();
        if (response.status === 503 && attempt < 10) {
          notice(view.error);
          await new Promise((r) => setTimeout(r, 1000));
          continue;
        }
        notice("");
        if (!response.ok) throw new Error(view.error || grundy.t("page-server-answered", { status: response.status }));
        $("error").textContent = stopped(view);
        if (view.result) show(view.result, id);
        return;
      }
    } catch (e) {
      $("error").textContent = e.message;
    }
  }

  function watch(id) {
    watched = id;
    const j = mine.get(id);
    busy(true);
    if (j && j.view) progress(j.view);
    renderJobs();
  }

  async function cancel(id) {
    try {
      const view = await api("DELETE", jobPath(id) + "?result=false", undefined, undefined, owner(id));
      const j = mine.get(id);
      if (j) j.view = view;
      await settle(id);
    } catch (e) {
      $("error").textContent = e.message;
    }
    renderJobs();
  }

  // A job seen stopped: if it is the watched one, its report is shown.
  async function settle(id) {
    if (id !== watched) return;
    watched = null;
    busy(false);
    // The bar showed a running job: what it stopped at is said with its report.
    $("progress-box").hidden = true;
    await showJob(id);
  }

  // Polls every running job of this page (which keeps them alive on the server).
  async function poll() {
    if (polling) return;
    polling = true;
    try {
      while ([...mine.values()].some(running)) {
        for (const j of [...mine.values()].filter(running)) {
          let view;
          try { view = await peek(j.id); } catch (e) { $("error").textContent = e.message; continue; }
          if (view === null) { mine.delete(j.id); store(); if (j.id === watched) { watched = null; busy(false); $("progress-box").hidden = true; } continue; }
          j.view = view;
          if (j.id === watched) progress(view);
          if (!running(j)) await settle(j.id);
        }
        renderJobs();
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    } finally {
      polling = false;
    }
  }

  async function startJob(game, upto, period) {
    const view = await api("POST", "/api/sequence/jobs", { game, upto, period });
    mine.set(view.id, { id: view.id, token: view.token, game, upto, period, view });
    store();
    watch(view.id);
    progress(view);
    poll();
  }

  // The jobs this page started before a reload: listed again, the newest running one
  // watched, all of them polled.
  async function resume() {
    for (const j of stored()) mine.set(j.id, { ...j, view: null });
    for (const j of [...mine.values()]) {
      try {
        j.view = await peek(j.id);
        if (j.view === null) mine.delete(j.id);
      } catch (e) { mine.delete(j.id); }
    }
    store();
    const live = [...mine.values()].filter(running);
    if (live.length) watch(live[live.length - 1].id);
    renderJobs();
    poll();
    return live.length > 0;
  }

  // ---- the form, and the page's state in its URL ---------------------------------------

  function remember(game, upto, period) {
    const q = new URLSearchParams({ game, upto: String(upto), period: period ? "1" : "0" });
    history.replaceState(null, "", location.pathname + "?" + q);
  }

  async function compute() {
    stale();
    notice("");
    $("progress-box").hidden = true;
    const game = $("game").value.trim();
    const upto = Number($("upto").value);
    const period = $("period").checked;
    remember(game, upto, period);
    try {
      if (upto <= SYNC_LIMIT) {
        busy(true);
        show(await api("POST", "/api/sequence", { game, upto, period }));
        busy(false);
        return;
      }
      await startJob(game, upto, period);
    } catch (e) {
      busy(false);
      $("error").textContent = e.message;
    }
  }

  $("form").addEventListener("submit", (e) => { e.preventDefault(); compute(); });
  // An error is about what was asked: once the asking changes (or the browser blocks a
  // value out of range before it is sent), it is stale.
  const stale = () => { $("error").textContent = ""; };
  for (const id of ["game", "upto", "period"]) $(id).addEventListener("input", stale);
  $("upto").addEventListener("invalid", stale);
  const exporting = (f) => () => f().catch((e) => { $("error").textContent = e.message; });
  $("export-csv").addEventListener("click", exporting(exportCsv));
  $("export-json").addEventListener("click", exporting(exportJson));
  $("export-svg").addEventListener("click", exportSvg);
  $("cancel").addEventListener("click", () => { if (watched !== null) cancel(watched); });
  // Leaving: the server ends this page's jobs — stops the running ones, forgets the
  // stopped ones — unless the page comes back (a reload). A fetch that outlives the page
  // (keepalive), as a beacon cannot carry the token.
  window.addEventListener("pagehide", () => {
    for (const j of mine.values()) {
      if (!j.token) continue;
      const headers = { "X-Job-Token": j.token, "Content-Type": "application/json" };
      fetch(jobPath(j.id) + "/leave", { method: "POST", headers, keepalive: true }).catch(() => {});
    }
  });

  const params = new URLSearchParams(location.search);
  if (params.get("game")) $("game").value = params.get("game");
  if (params.get("upto")) $("upto").value = params.get("upto");
  if (params.has("period")) $("period").checked = !["0", "false", "no"].includes(params.get("period"));
  grundy.ready.then(resume).then((watching) => {
    if (watching) return;
    // A link computes at once only what is answered at once: a long run waits for a click.
    if (Number($("upto").value) <= SYNC_LIMIT) compute();
    else notice(grundy.t("page-background-job", { upto: Number($("upto").value).toLocaleString() }));
  });
})();
