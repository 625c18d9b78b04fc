// grundy — shared helpers of the three pages: the API calls, building elements, and the
// layout of the server's explanations. The pages know no game and no position grammar:
// every word of the reasoning and every board come from the server.
"use strict";

const grundy = (() => {
  // The page's language: the reader's choice (kept in localStorage), else the server's
  // pick from the browser's Accept-Language. Every label comes from the server's
  // catalogue (GET /api/i18n), put on the elements marked data-i18n="id"; the API
  // answers in the same language (its Accept-Language header), prose only.
  const LANG_KEY = "grundy-lang";
  let messages = {};
  function stored() {
    try { return localStorage.getItem(LANG_KEY); } catch (e) { return null; }
  }
  async function loadLanguage() {
    const chosen = stored();
    try {
      const r = await fetch("/api/i18n" + (chosen ? "?lang=" + encodeURIComponent(chosen) : ""));
      const data = await r.json();
      messages = data.messages || {};
      document.documentElement.lang = data.lang;
      for (const node of document.querySelectorAll("[data-i18n]")) {
        const text = messages[node.getAttribute("data-i18n")];
        if (text !== undefined) node.textContent = text;
      }
      // Attributes too: data-i18n-placeholder, data-i18n-aria-label, data-i18n-label
      // (an optgroup's), data-i18n-title.
      for (const attr of ["placeholder", "aria-label", "label", "title"]) {
        for (const node of document.querySelectorAll(`[data-i18n-${attr}]`)) {
          const text = messages[node.getAttribute(`data-i18n-${attr}`)];
          if (text !== undefined) node.setAttribute(attr, text);
        }
      }
      // A label with words after data (a worked example: "wythoff(2) 4 5 — …").
      for (const node of document.querySelectorAll("[data-i18n-suffix]")) {
        const text = messages[node.getAttribute("data-i18n-suffix")];
        if (text !== undefined) node.textContent = (node.getAttribute("data-i18n-prefix") || "") + text;
      }
      languageMenu(data.languages || [], data.lang);
      return data.lang;
    } catch (e) {
      return chosen; // the page stays in English; the API still gets the choice
    }
  }
  // The menu in the header, on every page, beside the name: a choice reloads the page in
  // that language.
  function languageMenu(languages, current) {
    const header = document.querySelector("header");
    if (!header || !languages.length) return;
    const select = document.createElement("select");
    select.id = "lang";
    select.setAttribute("aria-label", messages["page-language"] || "Language");
    for (const l of languages) {
      const o = document.createElement("option");
      o.value = l.code;
      o.textContent = l.name;
      if (l.code === current) o.selected = true;
      select.append(o);
    }
    select.addEventListener("change", () => {
      try { localStorage.setItem(LANG_KEY, select.value); } catch (e) { /* private mode */ }
      location.reload();
    });
    // Beside the name, before the page links: the keyboard meets it where the eye does,
    // on a projector and on a phone (where the links take the lines under the name).
    const name = header.querySelector("h1");
    if (name) name.after(select);
    else header.prepend(select);
  }
  const ready = loadLanguage();
  // Message `id` of the catalogue, each `{$name}` in it replaced by `args[name]` (the
  // server sends the messages without arguments; Fluent writes a missing one so). The
  // pages draw after `ready`, so the catalogue is there; without it, the id shows.
  function t(id, args) {
    let text = messages[id];
    if (text === undefined) return id;
    for (const [name, value] of Object.entries(args || {})) text = text.split("{$" + name + "}").join(String(value));
    return text;
  }

  // `signal` (an AbortController's) cancels the request: the promise then rejects with
  // an error named "AbortError", which callers ignore. `headers`: more request headers
  // (a job's X-Job-Token). A body is sent as JSON, and says so: the server refuses any
  // other Content-Type (415), which keeps other sites' pages from posting here.
  async function api(method, path, body, signal, headers) {
    const lang = await ready;
    const options = { method, headers: { ...(headers || {}) }, signal };
    if (lang) options.headers["Accept-Language"] = lang;
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, options);
    } catch (e) {
      if (e.name === "AbortError") throw e;
      // The one sentence that cannot wait for the catalogue: it may be what failed.
      throw new Error((messages["page-no-server"] || "cannot reach the server:") + " " + e.message);
    }
    let data = null;
    try { data = await response.json(); } catch (e) { /* not JSON */ }
    if (!response.ok) {
      throw new Error((data && data.error) || t("page-server-answered", { status: response.status }));
    }
    return data;
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v);
    }
    for (const c of children) {
      if (c === null || c === undefined) continue;
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
  }

  // An explanation's table: a run of columns of one group (binary digits) gets the
  // group's name over their own headers; total rows sit under a rule.
  let tables = 0; // tables drawn: each scrolling box gets its own name
  function table(t, title) {
    const cols = t.columns;
    const runs = [];
    for (let i = 0; i < cols.length;) {
      let j = i + 1;
      if (cols[i].group !== null) while (j < cols.length && cols[j].group === cols[i].group) j++;
      runs.push([i, j]);
      i = j;
    }
    // A group gets its name over its columns' own headers (the digits' values).
    const named = ([i, j]) => cols[i].group !== null && (j - i > 1 || cols[i].header !== cols[i].group);
    const twoRows = runs.some(named);
    const head = el("thead");
    const top = el("tr");
    const sub = el("tr");
    for (const [i, j] of runs) {
      if (named([i, j])) {
        top.append(el("th", { colspan: j - i, class: "group" }, cols[i].group));
        for (let k = i; k < j; k++) sub.append(el("th", { class: "digit" }, cols[k].header));
      } else {
        top.append(el("th", twoRows ? { rowspan: 2, class: cols[i].align } : { class: cols[i].align }, cols[i].header));
      }
    }
    head.append(top);
    if (twoRows) head.append(sub);
    const body = el("tbody");
    let ruled = false;
    const more = () => { if (t.more) body.append(el("tr", { class: "more" }, el("td", { colspan: cols.length }, t.more))); };
    for (const r of t.rows) {
      const classes = [r.style];
      if (r.style === "total" && !ruled) {
        more();
        ruled = true;
        classes.push("rule");
      }
      const tr = el("tr", { class: classes.join(" ") });
      r.cells.forEach((c, i) => {
        const cls = [cols[i] ? cols[i].align : "right"];
        if (c.mark) cls.push(c.mark);
        tr.append(el("td", { class: cls.join(" ") }, c.text));
      });
      if (r.note) tr.append(el("td", { class: "note" }, r.note));
      body.append(tr);
    }
    if (!ruled) more();
    // A wide table scrolls in its box, which the keyboard can reach.
    tables++;
    return el("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": `table ${tables}: ${title}` },
      el("table", { class: "explain-table" }, head, body));
  }

  const FOLD = 8; // a conclusion's details shown before the rest are folded

  // One explanation: its title, paragraphs, table, and conclusion (the finding, then its
  // details as a list).
  function explanation(e) {
    const box = el("section", { class: "step" }, el("h3", {}, e.title));
    for (const p of e.paragraphs) box.append(el("p", {}, p));
    if (e.table) box.append(table(e.table, e.title));
    if (e.conclusion.length) {
      const [finding, ...details] = e.conclusion;
      const c = el("div", { class: "conclusion" }, el("p", {}, finding));
      // A long list of details is folded after its first few.
      const item = (d) => el("li", {}, d);
      if (details.length) c.append(el("ul", {}, ...details.slice(0, FOLD).map(item)));
      if (details.length > FOLD) {
        c.append(el("details", {}, el("summary", {}, `${details.length - FOLD} ${t("page-more")}`), el("ul", {}, ...details.slice(FOLD).map(item))));
      }
      box.append(c);
    }
    return box;
  }

  // One request at a time for one kind of action: a new request aborts the one before,
  // whose answer would be stale, and an answer is delivered only if no request came
  // after it. `busy(on)` is told when the action starts and ends; `key` names what is
  // asked, so that asking the same thing again while it runs is ignored.
  function latest(busy) {
    let controller = null;
    let running = null;
    let serial = 0;
    return {
      get running() { return running; },
      async run(key, method, path, body) {
        if (controller && running === key) return { stale: true };
        if (controller) controller.abort();
        const mine = new AbortController();
        const ticket = ++serial;
        controller = mine;
        running = key;
        if (busy) busy(true);
        try {
          const data = await api(method, path, body, mine.signal);
          return ticket === serial ? { data } : { stale: true };
        } catch (e) {
          if (e.name === "AbortError" || ticket !== serial) return { stale: true };
          return { error: e };
        } finally {
          if (ticket === serial) {
            controller = null;
            running = null;
            if (busy) busy(false);
          }
        }
      },
      abort() {
        if (controller) controller.abort();
        controller = null;
        running = null;
        serial++;
        if (busy) busy(false);
      },
    };
  }

  // A long text (a position after a move) cut to `max` characters, whole on hover; it
  // follows a move's words, so it starts with a space: "… (heap 6 → 4) → strip 1 4".
  function shortened(text, max) {
    if (text.length <= max) return el("span", { class: "after" }, " → " + text);
    return el("span", { class: "after", title: text }, " → " + text.slice(0, max) + " …");
  }

  // A JSON download of `data`, named `name`.
  function download(name, data) {
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    const a = el("a", { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return { api, el, explanation, latest, shortened, download, t, ready };
})();
