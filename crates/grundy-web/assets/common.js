// grundy — shared helpers of the three pages: the API calls, building elements, and the
// layout of the server's explanations. The pages know no game and no position grammar:
// every word of the reasoning and every board come from the server.
"use strict";

const grundy = (() => {
  async function api(method, path, body) {
    const options = { method, headers: {} };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, options);
    } catch (e) {
      throw new Error("cannot reach the server: " + e.message);
    }
    let data = null;
    try { data = await response.json(); } catch (e) { /* not JSON */ }
    if (!response.ok) {
      throw new Error((data && data.error) || ("the server answered " + response.status));
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
  function table(t) {
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
    return el("div", { class: "table-wrap" }, el("table", { class: "explain-table" }, head, body));
  }

  // One explanation: its title, paragraphs, table, and conclusion (the finding, then its
  // details as a list).
  function explanation(e) {
    const box = el("section", { class: "step" }, el("h3", {}, e.title));
    for (const p of e.paragraphs) box.append(el("p", {}, p));
    if (e.table) box.append(table(e.table));
    if (e.conclusion.length) {
      const [finding, ...details] = e.conclusion;
      const c = el("div", { class: "conclusion" }, el("p", {}, finding));
      if (details.length) c.append(el("ul", {}, ...details.map((d) => el("li", {}, d))));
      box.append(c);
    }
    return box;
  }

  return { api, el, explanation };
})();
