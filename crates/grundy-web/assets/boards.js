// grundy — the boards: draws the server's boards (rows of units, or pictures of shapes at
// coordinates) and plays the moves they carry. It knows no game: every shape, its place,
// its name, every move's text and what it changes come from the server.
//
//   const view = grundy.boards.draw(container, boards, { onPlay: (text) => … });
//   view.highlight(move)   // a report's winning move: its shapes and its Nim heap; returns
//                          // the move as it is typed (null when no play makes it)
//   view.busy(true|false)  // while a move is on its way: nothing can be clicked
// A play of a chosen amount (a heap drawn as a bar) asks how many in a small form.
"use strict";

grundy.boards = (() => {
  const { el } = grundy;
  const SVG = "http://www.w3.org/2000/svg";
  // Screen pixels per picture unit: large for small pictures, at least 30.
  const scale = (w, h) => Math.max(30, Math.min(72, 960 / w, 560 / h));
  const MIN_PX = 26; // a picture shrinks to fit a phone down to this, then scrolls
  const TARGET_PX = 44; // a pressable shape's own square on the screen at least (WCAG 2.5.5)
  const HIT_CAP = 1.2; // a pressable shape's square at most (picture units)
  const MAX_PX = 110; // screen pixels per picture unit at most, whatever the squares need
  const STROKE = 0.07; // half the stroke a pressable line is drawn with (style.css: 0.13)
  const STONES = 40; // a hidden heap larger than this is shown as a number
  const LISTED = 100; // a board too large to draw lists this many of its pieces

  function svg(tag, attrs, ...children) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) if (c) node.append(c);
    return node;
  }

  const sameSet = (a, b) => a.length === b.size && a.every((s) => b.has(s));
  const covers = (a, b) => [...b].every((s) => a.includes(s));
  // A move's changes as a key that does not depend on their order.
  const key = (changes) => JSON.stringify([...changes].sort((x, y) => x.heap - y.heap)
    .map((c) => [c.heap, c.from, c.to, c.parts === undefined ? null : c.parts]));

  // The geometry of one shape of a picture (in picture units).
  function geometry(s) {
    const [x, y] = s.at;
    if (s.form === "rect") {
      const [w, h] = s.size || [1, 1];
      return svg("rect", { x, y, width: w, height: h, rx: 0.06 });
    }
    if (s.form === "circle") return svg("circle", { cx: x, cy: y, r: (s.size ? s.size[0] : 0.8) / 2 });
    if (s.form === "line") {
      const [u, v] = s.to || s.at;
      let d;
      if (u === x && v === y) {
        d = `M ${x} ${y} C ${x - 0.7} ${y - 1.2} ${x + 0.7} ${y - 1.2} ${x} ${y}`;
      } else if (s.bend) {
        const len = Math.hypot(u - x, v - y) || 1;
        const cx = (x + u) / 2 - ((v - y) / len) * s.bend;
        const cy = (y + v) / 2 + ((u - x) / len) * s.bend;
        d = `M ${x} ${y} Q ${cx} ${cy} ${u} ${v}`;
      } else {
        d = `M ${x} ${y} L ${u} ${v}`;
      }
      return svg("path", { d });
    }
    return null;
  }

  // The centre of a shape, where its text goes.
  function centre(s) {
    const [x, y] = s.at;
    if (s.form === "rect") {
      const [w, h] = s.size || [1, 1];
      return [x + w / 2, y + h / 2];
    }
    if (s.form === "line" && s.to) return [(x + s.to[0]) / 2, (y + s.to[1]) / 2];
    return [x, y];
  }

  // Points along a line's path (its segment, curve or loop), n + 1 of them.
  function pathPoints(s, n) {
    const [x, y] = s.at;
    const [u, v] = s.to || s.at;
    const points = [];
    for (let k = 0; k <= n; k++) {
      const t = k / n, r = 1 - t;
      if (u === x && v === y) {
        const cubic = (a, b, c, d) => r * r * r * a + 3 * r * r * t * b + 3 * r * t * t * c + t * t * t * d;
        points.push([cubic(x, x - 0.7, x + 0.7, x), cubic(y, y - 1.2, y - 1.2, y)]);
      } else if (s.bend) {
        const len = Math.hypot(u - x, v - y) || 1;
        const cx = (x + u) / 2 - ((v - y) / len) * s.bend;
        const cy = (y + v) / 2 + ((u - x) / len) * s.bend;
        points.push([r * r * x + 2 * r * t * cx + t * t * u, r * r * y + 2 * r * t * cy + t * t * v]);
      } else {
        points.push([x + (u - x) * t, y + (v - y) * t]);
      }
    }
    return points;
  }

  // A circle's or a rectangle's box [left, top, right, bottom].
  function box(s) {
    const [x, y] = s.at;
    if (s.form === "rect") {
      const [w, h] = s.size || [1, 1];
      return [x, y, x + w, y + h];
    }
    const r = (s.size ? s.size[0] : 0.8) / 2;
    return [x - r, y - r, x + r, y + r];
  }

  // Chebyshev distances (the half side of the largest square centred on p that stays
  // clear): to a box, to points along a path.
  const toBox = (p, b) => Math.max(b[0] - p[0], p[0] - b[2], b[1] - p[1], p[1] - b[3], 0);
  const toPoints = (p, pts) => pts.reduce((d, q) => Math.min(d, Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]))), Infinity);

  // Every pressable shape of a picture gets a square of its own: centred on an anchor (a
  // coin's or a cell's centre; for a line, the point of its path farthest from the other
  // pressable shapes and from the anchors already placed — between the lines it crosses,
  // or at its end), its side the distance to the nearest other anchor (so that no two
  // squares meet) and at most twice its distance to any other pressable shape (so that
  // none covers another), and at most HIT_CAP. The page makes a unit of the picture at
  // least TARGET_PX divided by the smallest side, so that every square is at least
  // TARGET_PX on the screen. Returns shape index → [left, top, side].
  function hitSquares(shapes, pressable) {
    const lines = pressable.filter((i) => shapes[i].form === "line");
    const solid = pressable.filter((i) => shapes[i].form !== "line");
    const geometry = new Map();
    for (const i of lines) {
      const s = shapes[i];
      const [u, v] = s.to || s.at;
      const len = Math.hypot(u - s.at[0], v - s.at[1]) + Math.abs(s.bend || 0) + 2;
      geometry.set(i, { pts: pathPoints(s, Math.ceil(len * 12)) });
    }
    for (const i of solid) geometry.set(i, { box: box(shapes[i]) });
    // (A line is drawn with a stroke: its square keeps clear of that too.)
    const clear = (p, j) => {
      const g = geometry.get(j);
      return g.box ? toBox(p, g.box) : Math.max(0, toPoints(p, g.pts) - STROKE);
    };
    const apart = (p, q) => Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]));
    // Anchors, with twice the distance to the nearest other pressable shape (a coin on a
    // cell, such as a chip on its own, shares its square: only lines count for a coin).
    const anchors = new Map();
    for (const i of solid) {
      const p = centre(shapes[i]);
      anchors.set(i, { p, room: lines.reduce((d, j) => Math.min(d, 2 * clear(p, j)), HIT_CAP) });
    }
    for (const i of lines) {
      const pts = pathPoints(shapes[i], 32).map((p, k) => ({ p, k: Math.abs(k - 16) }));
      pts.sort((a, b) => a.k - b.k);
      let best = null;
      for (const { p } of pts) {
        let room = HIT_CAP;
        for (const j of pressable) if (j !== i) room = Math.min(room, 2 * clear(p, j));
        let score = room;
        for (const a of anchors.values()) score = Math.min(score, apart(p, a.p));
        if (!best || score > best.score + 1e-9) best = { p, room, score };
      }
      anchors.set(i, { p: best.p, room: best.room });
    }
    const squares = new Map();
    for (const [i, a] of anchors) {
      let side = a.room;
      for (const [j, b] of anchors) {
        const d = apart(a.p, b.p);
        if (j !== i && d > 1e-6) side = Math.min(side, d);
      }
      squares.set(i, [a.p[0] - side / 2, a.p[1] - side / 2, side]);
    }
    return squares;
  }

  function draw(container, boards, options) {
    const onPlay = options && options.onPlay;
    let busy = false;
    let selection = null; // { c, set: Set of shape indices } while a play is being picked
    const nodes = boards.map(() => []); // nodes[c][s]: the element of shape s of board c
    const nimRows = boards.map(() => []); // nimRows[c][k]: the stones of hidden heap k
    let lastFocus = null;
    let hint = null; // { play, n }: the play of a chosen amount a hint marks, and its amount
    const sections = []; // sections[c]: board c's box

    // Clicks: a shape joins the selection; a play is made as soon as the selection is
    // its shapes and no other play extends it, or when a selected shape is clicked
    // again and the selection is a whole play.
    function activate(c, s) {
      if (busy || !onPlay) return;
      const board = boards[c];
      let set = selection && selection.c === c ? new Set(selection.set) : new Set();
      const exact = (t) => board.plays.find((p) => sameSet(p.select, t));
      if (set.has(s)) {
        const whole = exact(set);
        if (whole) return make(whole, c);
        set.delete(s);
      } else {
        set.add(s);
        if (!board.plays.some((p) => covers(p.select, set))) set = new Set([s]);
        const whole = exact(set);
        if (whole && !board.plays.some((p) => p !== whole && covers(p.select, set))) return make(whole, c);
      }
      selection = set.size ? { c, set } : null;
      const fromKeys = container.contains(document.activeElement) && document.activeElement === nodes[c][s];
      paint();
      // Pressed from the keyboard and not yet a move (a chip without its cell, a counter
      // of one heap of several): the keyboard goes on to where the play continues. (A
      // selection that is a move already — a pin — keeps the keyboard: Enter again plays.)
      if (fromKeys && selection && !exact(set)) focusOption(c);
    }

    function make(play, c) {
      selection = null;
      paint();
      if (play.amount && play.amount.max !== "1") return ask(play, c);
      onPlay(play.text);
    }

    // A play of a chosen amount: a small form under the board asks how many.
    let asking = null; // { form, play, c } while the form is open
    function closeAsk() {
      if (!asking) return;
      const { form, play, c } = asking;
      asking = null;
      for (const s of play.select) if (nodes[c][s]) nodes[c][s].classList.remove("selected");
      form.remove();
    }
    function ask(play, c) {
      closeAsk();
      const a = play.amount;
      const max = BigInt(a.max);
      const id = `amount-${c}`;
      const hinted = hint && hint.play === play ? hint.n : 1n;
      const input = el("input", { id, type: "text", inputmode: "numeric", autocomplete: "off", size: Math.min(20, a.max.length + 2), value: String(hinted) });
      const message = el("span", { class: "amount-error", role: "alert" });
      const cancel = el("button", { type: "button", class: "secondary" }, grundy.t("page-cancel"));
      const form = el("form", { class: "amount", "data-component": c },
        el("label", { for: id }, grundy.t("page-amount", { question: a.question, max: a.max })), input,
        el("button", { type: "submit" }, grundy.t("page-play")), cancel, message);
      for (const s of play.select) if (nodes[c][s]) nodes[c][s].classList.add("selected");
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        if (busy) return;
        const text = input.value.trim();
        const n = /^[0-9]+$/.test(text) ? BigInt(text) : -1n;
        if (n < 1n || n > max) {
          message.textContent = grundy.t("page-amount-error", { max: a.max });
          input.focus();
          return;
        }
        closeAsk();
        onPlay(a.template.split("{n}").join(String(BigInt(a.offset) + n)));
      });
      cancel.addEventListener("click", () => { const back = play.select[0]; closeAsk(); if (nodes[c][back]) nodes[c][back].focus(); });
      form.addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); cancel.click(); } });
      asking = { form, play, c };
      sections[c].append(form);
      input.focus();
      input.select();
    }

    // Whether a report's move is the play `p` of a chosen amount, and which amount: each
    // piece changes n times as much as the play's own changes (the move of 1).
    function amountOf(p, move) {
      if (!p.amount || p.changes.length !== move.changes.length) return null;
      let n = null;
      for (const c of p.changes) {
        const m = move.changes.find((x) => x.heap === c.heap);
        if (!m || m.parts !== undefined || BigInt(m.from) !== BigInt(c.from)) return null;
        const unit = BigInt(c.to) - BigInt(c.from);
        const d = BigInt(m.to) - BigInt(m.from);
        if (unit === 0n || d % unit !== 0n || (n !== null && n !== d / unit)) return null;
        n = d / unit;
      }
      return n !== null && n >= 1n && n <= BigInt(p.amount.max) ? n : null;
    }

    // What a click on shape s would do now: the play it completes, if one.
    function preview(c, s, on) {
      for (const n of container.querySelectorAll(".doomed")) n.classList.remove("doomed");
      if (!on || busy || !onPlay) return;
      const board = boards[c];
      let set = selection && selection.c === c ? new Set(selection.set) : new Set();
      set.add(s);
      if (!board.plays.some((p) => covers(p.select, set))) set = new Set([s]);
      const whole = board.plays.find((p) => sameSet(p.select, set));
      if (whole) for (const m of whole.marks) if (nodes[c][m]) nodes[c][m].classList.add("doomed");
    }

    // A picture's shapes in the keyboard's order only where a play starts (the first
    // shape each play names: a chip, not the cells it may go to) or, while a play is being
    // picked, where it goes on: Tab reaches the pieces first, not every cell before them.
    const leads = boards.map((b) => new Set(b.plays.map((p) => p.select[0])));
    function paint() {
      boards.forEach((board, c) => {
        const chosen = selection && selection.c === c ? selection.set : new Set();
        const options = new Set();
        if (chosen.size) {
          for (const p of board.plays) if (covers(p.select, chosen)) for (const s of p.select) options.add(s);
        }
        nodes[c].forEach((n, s) => {
          if (!n) return;
          n.classList.toggle("selected", chosen.has(s));
          n.classList.toggle("option", options.has(s) && !chosen.has(s));
          if (n.hasAttribute("aria-pressed")) n.setAttribute("aria-pressed", chosen.has(s) ? "true" : "false");
          if (n.tagName !== "BUTTON" && n.hasAttribute("tabindex")) n.setAttribute("tabindex", leads[c].has(s) || options.has(s) ? "0" : "-1");
        });
      });
    }

    // After a shape pressed from the keyboard starts a play, the keyboard goes on to where
    // the play can go (the first option).
    function focusOption(c) {
      const next = nodes[c].find((n) => n && n.classList.contains("option") && !n.disabled);
      if (next) next.focus();
    }

    // A clickable element's events: click (and Enter or Space where it is no button),
    // hover and focus preview what it would do.
    function wire(node, c, s, button) {
      node.addEventListener("click", () => activate(c, s));
      // Pressed by a pointer: focus given back after a move does not scroll a wide picture.
      node.addEventListener("pointerdown", () => { container.dataset.pointer = "1"; });
      if (!button) {
        node.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            activate(c, s);
          }
        });
      }
      node.addEventListener("mouseenter", () => preview(c, s, true));
      node.addEventListener("mouseleave", () => preview(c, s, false));
      node.addEventListener("focus", () => { lastFocus = [c, s]; preview(c, s, true); });
      node.addEventListener("blur", () => preview(c, s, false));
    }

    function rows(board, c, clickable) {
      const box = el("div", { class: "rows" });
      if (board.shapes.length === 0) {
        // Too many to draw: the sizes, compactly.
        const shown = board.items.slice(0, LISTED);
        const more = board.items.length - shown.length;
        if (board.rule) box.append(el("p", { class: "rule" }, board.rule));
        box.append(el("p", { class: "sizes" }, grundy.t("page-board-listed", { count: board.count }) + " ",
          ...shown.map((p) => el("span", { class: "size" }, p.label)), more > 0 ? el("span", { class: "hint" }, grundy.t("page-board-more", { more })) : null));
        return box;
      }
      const byItem = board.items.map(() => []);
      board.shapes.forEach((s, i) => byItem[s.at[1]] && byItem[s.at[1]].push(i));
      // In its row's order: a cut (a dashed gap that splits a row) between its counters.
      for (const list of byItem) list.sort((a, b) => board.shapes[a].at[0] - board.shapes[b].at[0]);
      // Pieces in groups (a compound's parts): each group a labelled frame, under the rule
      // that binds them.
      const groups = board.groups || [];
      const frames = groups.map((g) => el("div", { class: "part", role: "group", "aria-label": g.label }, el("p", { class: "part-label", "aria-hidden": "true" }, g.label)));
      const frameOf = new Map();
      groups.forEach((g, k) => g.items.forEach((h) => frameOf.set(h, frames[k])));
      if (board.rule) box.append(el("p", { class: "rule" }, board.rule));
      for (const f of frames) box.append(f);
      board.items.forEach((piece, h) => {
        const row = el("div", { class: "heap", "data-component": c, "data-heap": h },
          el("span", { class: "label" }, grundy.t("page-board-row", { name: piece.name, label: piece.label })));
        if (piece.units === null) row.append(el("span", { class: "token", "aria-hidden": "true" }, board.symbol));
        else if (piece.units === 0) row.append(el("span", { class: "hint" }, grundy.t("page-board-empty")));
        for (const i of byItem[h]) {
          const s = board.shapes[i];
          let node;
          if (clickable.has(i) && onPlay) {
            node = el("button", { type: "button", class: "unit " + s.kind, "data-shape": i, "aria-label": s.label, title: s.label });
            if (board.plays.some((p) => p.select.length > 1 && p.select.includes(i))) node.setAttribute("aria-pressed", "false");
            wire(node, c, i, true);
          } else {
            node = el("span", { class: "unit " + s.kind, "data-shape": i, role: "img", "aria-label": s.label });
          }
          nodes[c][i] = node;
          row.append(node);
        }
        (frameOf.get(h) || box).append(row);
      });
      return box;
    }

    function picture(board, c, clickable) {
      const [w, h] = board.size;
      const pad = 0.15;
      const squares = onPlay ? hitSquares(board.shapes, [...clickable]) : new Map();
      // The box: the picture and every pressable shape's square (a line's may reach past
      // its end).
      let [left, top, right, bottom] = [-pad, -pad, w + pad, h + pad];
      let side = Infinity;
      for (const [x, y, d] of squares.values()) {
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x + d), Math.max(bottom, y + d)];
        side = Math.min(side, d);
      }
      const [bw, bh] = [right - left, bottom - top];
      // As large as fits, but never so small that a pressable shape's square is below
      // TARGET_PX (a finger's), nor below MIN_PX a unit: a wide picture on a phone scrolls
      // in its own box rather than shrinking out of reach of a finger.
      const unit = Math.min(MAX_PX, Math.max(MIN_PX, squares.size ? (TARGET_PX + 1) / side : 0));
      const natural = Math.max(bw * scale(w, h), squares.size ? bw * unit : 0);
      const root = svg("svg", {
        class: "picture", viewBox: `${left} ${top} ${bw} ${bh}`,
        width: Math.round(natural), style: `min-width: ${Math.round(Math.min(natural, bw * unit))}px`,
        role: "group", "aria-label": grundy.t("page-board-picture-label", { nouns: board.nouns, game: board.game }),
      });

      board.shapes.forEach((s, i) => {
        const body = geometry(s);
        const parts = [];
        if (body) {
          body.setAttribute("class", "body");
          parts.push(body);
        }
        if (s.text !== undefined && s.text !== null) {
          const [x, y] = centre(s);
          parts.push(svg("text", { x, y, class: "label", "aria-hidden": "true" }, document.createTextNode(s.text)));
        }
        const active = clickable.has(i) && onPlay;
        if (active && s.form === "line" && !squares.has(i)) {
          const hit = geometry(s);
          hit.setAttribute("class", "hit");
          parts.push(hit);
        }
        const g = svg("g", { class: `shape ${s.form} ${s.kind}`, "data-shape": i }, ...parts);
        if (active) {
          g.classList.add("click");
          g.setAttribute("tabindex", "0");
          g.setAttribute("role", "button");
          g.setAttribute("aria-label", s.label);
          if (board.plays.some((p) => p.select.length > 1 && p.select.includes(i))) g.setAttribute("aria-pressed", "false");
          wire(g, c, i, false);
        } else if (s.label && s.kind !== "caption") {
          g.append(svg("title", {}, document.createTextNode(s.label)));
        }
        nodes[c][i] = g;
        root.append(g);
      });
      // Each pressable shape's square, part of the shape: a press anywhere in it is a press
      // on the shape (no other pressable shape reaches into it). Shapes on one spot (a
      // chip on its cell) share one, in the shape drawn on top: a press there is on that
      // shape, unless a play being picked goes on with one under it (the cell a chip
      // moves to).
      const spots = new Map();
      for (const [i, sq] of squares) {
        const spot = sq.map((v) => v.toFixed(4)).join(",");
        if (!spots.has(spot)) spots.set(spot, []);
        spots.get(spot).push(i);
      }
      for (const ids of spots.values()) {
        ids.sort((a, b) => b - a);
        const [x, y, d] = squares.get(ids[0]);
        const hit = svg("rect", { class: "hit-area", x, y, width: d, height: d, "data-hit": ids[0], "aria-hidden": "true" });
        const which = () => ids.find((j) => nodes[c][j] && nodes[c][j].classList.contains("option")) ?? ids[0];
        if (ids.length > 1) {
          // The press goes to the shape underneath: the top one's own handlers stand aside.
          hit.addEventListener("click", (e) => { e.stopPropagation(); activate(c, which()); });
          hit.addEventListener("mouseenter", () => { const j = which(); if (j !== ids[0]) preview(c, j, true); });
        }
        nodes[c][ids[0]].append(hit);
      }
      // A box that may scroll: the keyboard reaches it (its shapes, or the box itself).
      const wrap = el("div", { class: "picture-wrap" }, root);
      if (!onPlay || clickable.size === 0) {
        wrap.setAttribute("tabindex", "0");
        wrap.setAttribute("role", "region");
        wrap.setAttribute("aria-label", grundy.t("page-picture-of", { number: c + 1, game: board.game }));
      }
      wraps[c] = wrap;
      return scrolling(wrap);
    }

    // A picture wider than its box (a phone) says so above it, with a button each way
    // that scrolls it by most of a screen; shadows mark the sides where more is hidden.
    function scrolling(wrap) {
      const back = el("button", { type: "button", class: "scroll-by", "aria-label": grundy.t("page-board-scroll-left") }, "◀");
      const on = el("button", { type: "button", class: "scroll-by", "aria-label": grundy.t("page-board-scroll-right") }, "▶");
      const bar = el("div", { class: "scroll-bar", hidden: "" }, back, el("span", { class: "hint" }, grundy.t("page-board-scroll")), on);
      const by = (d) => wrap.scrollBy({ left: d * wrap.clientWidth * 0.8, behavior: "smooth" });
      back.addEventListener("click", () => by(-1));
      on.addEventListener("click", () => by(1));
      const update = () => {
        const wide = wrap.scrollWidth > wrap.clientWidth + 1;
        bar.hidden = !wide;
        wrap.classList.toggle("scrolls", wide);
        back.disabled = wrap.scrollLeft <= 0;
        on.disabled = wrap.scrollLeft + wrap.clientWidth >= wrap.scrollWidth - 1;
      };
      wrap.addEventListener("scroll", update, { passive: true });
      if (window.ResizeObserver) new ResizeObserver(update).observe(wrap);
      requestAnimationFrame(update);
      return el("div", { class: "picture-box" }, bar, wrap);
    }

    // The Nim a game hides: one row of stones per hidden heap.
    function nim(board, c) {
      const box = el("div", { class: "nim-view" }, el("p", { class: "nim-title" }, grundy.t("page-board-nim-title")));
      board.nim.forEach((row, k) => {
        const line = el("div", { class: "heap nim-heap" }, el("span", { class: "label" }, grundy.t("page-board-nim-heap", { number: k + 1, size: row.heap })));
        const stones = [];
        if (row.heap <= STONES) {
          for (let i = 0; i < row.heap; i++) {
            const stone = el("span", { class: "unit stone", "aria-hidden": "true" });
            stones.push(stone);
            line.append(stone);
          }
        }
        line.append(el("span", { class: "piece hint" }, row.piece));
        nimRows[c][k] = stones;
        box.append(line);
      });
      return box;
    }

    // A redraw (after a move) keeps where a wide picture was scrolled to.
    const scrolled = [...container.querySelectorAll(".picture-wrap")].map((w) => w.scrollLeft);
    const wraps = [];
    container.replaceChildren();
    boards.forEach((board, c) => {
      const clickable = new Set(board.plays.flatMap((p) => p.select));
      const box = el("section", { class: "game-board", "data-component": c, "aria-label": `${board.game}` });
      if (boards.length > 1) box.append(el("h3", { class: "component" }, grundy.t("page-board-component", { number: c + 1, game: board.game })));
      box.append(board.layout === "picture" ? picture(board, c, clickable) : rows(board, c, clickable));
      if (board.nim.length) box.append(nim(board, c));
      sections[c] = box;
      container.append(box);
    });
    wraps.forEach((w, c) => { if (w && scrolled[c]) w.scrollLeft = scrolled[c]; });
    // Escape drops a half-made selection (one handler per container: a redraw replaces it).
    paint();
    container.onkeydown = (e) => {
      container.dataset.pointer = "0";
      if (e.key === "Escape" && asking) closeAsk();
      if (e.key === "Escape" && selection) {
        selection = null;
        paint();
      }
    };

    return {
      // Marks a report's winning move (null: none) on its board and in its hidden Nim.
      highlight(move) {
        for (const n of container.querySelectorAll(".hinted, .hinted-mark")) n.classList.remove("hinted", "hinted-mark");
        hint = null;
        if (!move) return;
        const board = boards[move.component];
        if (!board) return;
        const want = key(move.changes);
        let play = board.plays.find((p) => !p.amount && key(p.changes) === want);
        if (!play) {
          play = board.plays.find((p) => amountOf(p, move) !== null);
          if (play) hint = { play, n: amountOf(play, move) };
        }
        if (play) {
          for (const m of play.marks) if (nodes[move.component][m]) nodes[move.component][m].classList.add("hinted-mark");
          for (const s of play.select) if (nodes[move.component][s]) nodes[move.component][s].classList.add("hinted");
          // In a picture wider than its box, the hinted shape is scrolled into sight.
          const wrap = wraps[move.component];
          const first = nodes[move.component][play.select[0]];
          if (wrap && first && wrap.scrollWidth > wrap.clientWidth + 1) {
            const [b, r] = [wrap.getBoundingClientRect(), first.getBoundingClientRect()];
            if (r.left < b.left || r.right > b.right) wrap.scrollLeft += r.left - b.left - (b.width - r.width) / 2;
          }
        }
        const stones = move.nim && nimRows[move.component][move.nim.heap];
        if (stones && stones.length === move.nim.from) {
          for (let i = move.nim.to; i < move.nim.from; i++) stones[i].classList.add("hinted-mark");
        }
        // The move as it is typed in the box (a play of a chosen amount: with its amount).
        if (!play || play.text.startsWith("#")) return null;
        return hint ? play.amount.template.split("{n}").join(String(BigInt(play.amount.offset) + hint.n)) : play.text;
      },
      busy(on) {
        busy = on;
        container.setAttribute("aria-busy", on ? "true" : "false");
        for (const b of container.querySelectorAll("button")) b.disabled = on;
        for (const g of container.querySelectorAll("g.click")) g.setAttribute("aria-disabled", on ? "true" : "false");
      },
      // The shape that had the keyboard, to give it back after a redraw.
      focused() { return lastFocus; },
      focus(at) {
        const [c, s] = at || [];
        const here = nodes[c] && nodes[c][s];
        const target = here && (here.tagName === "BUTTON" || here.getAttribute("tabindex") === "0")
          ? here : container.querySelector("button.unit:not([disabled]), g.click[tabindex='0']");
        // (A press by a pointer keeps the picture where it was scrolled to; the keyboard's
        // focus is scrolled into sight.)
        if (target) target.focus({ preventScroll: container.dataset.pointer === "1" });
      },
    };
  }

  return { draw };
})();
