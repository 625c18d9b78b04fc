// grundy — shared helpers of the three pages: the API calls and the position reader.
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

  // Reads a position written by the server ("3 4 5", "kayles 3 5 + nim 2") into
  // components [{game, heaps: [BigInt-safe strings]}]. Only for drawing: the server
  // reads positions for everything else.
  function components(text) {
    return text.split("+").map((part) => {
      const words = part.trim().split(/\s+/).filter((w) => w.length > 0);
      let game = "nim";
      if (words.length && !/^\d+$/.test(words[0])) game = words.shift();
      return { game, heaps: words };
    });
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

  function outcomeText(report) {
    const rule = report.convention === "misere" ? " (misère play)" : "";
    return report.outcome === "N"
      ? "N-position: the player to move wins" + rule
      : "P-position: the player to move loses" + rule;
  }

  return { api, components, el, outcomeText };
})();
