// The game: each component's pieces as the server describes them (counters, pins,
// tokens), the player clicks or types, the computer answers. Every rule is the server's:
// the page only draws its boards and sends moves in the notation.
"use strict";
(() => {
  const { api, el, explanation } = grundy;
  const $ = (id) => document.getElementById(id);
  const DRAW_LIMIT = 40; // pieces larger than this are shown as numbers
  const STONE = "●"; // counters: a click takes it and every counter to its right
  const PIN = "▮"; // pins: click one, then it again or a neighbour, to knock them down
  let position = "";
  let boards = []; // the server's pieces of `position`, one board per component
  let analysis = null; // the server's analysis of `position` (for hints)
  let over = true;
  let selected = null; // a pin: {c, h, pin}

  function setStatus(text, kind) {
    const s = $("status");
    s.textContent = text;
    s.className = "status " + (kind || "");
  }

  function prefix(c) {
    return boards.length > 1 ? `${c + 1}: ` : "";
  }

  function draw() {
    const board = $("board");
    board.replaceChildren();
    const how = new Set();
    boards.forEach((comp, c) => {
      if (boards.length > 1) board.append(el("div", { class: "hint" }, `component ${c + 1}: ${comp.game}`));
      comp.items.forEach((piece, h) => {
        const n = piece.units;
        const row = el("div", { class: "heap", "data-component": c, "data-heap": h },
          el("span", { class: "label" }, `${comp.noun} ${h + 1}: ${piece.label}`));
        if (n === null) {
          row.append(el("span", { class: "token" }, comp.symbol));
          how.add("type");
        } else if (n === 0) {
          row.append(el("span", { class: "hint" }, "(empty)"));
        } else if (n > DRAW_LIMIT) {
          row.append(el("span", { class: "big-number" }, "(too many to draw: use the move box)"));
          how.add("type");
        } else {
          for (let i = 1; i <= n; i++) row.append(unit(comp.symbol, c, h, i, n, row));
          how.add(comp.symbol === STONE ? "stone" : comp.symbol === PIN ? "pin" : "type");
        }
        board.append(row);
      });
    });
    const words = {
      stone: "Click a counter: it and every counter to its right are taken.",
      pin: "Click a pin, then click it again to knock it down, or click its neighbour to knock down both.",
      type: "Type your move in the box below.",
    };
    $("how").textContent = over ? "" : [...how].map((k) => words[k]).join(" ");
  }

  // One unit of piece h of component c (n units): a counter, a pin, or a symbol to look at.
  function unit(symbol, c, h, i, n, row) {
    if (symbol === STONE) {
      const take = n - i + 1;
      const stone = el("span", { class: "stone", "data-stone": i, title: `take ${take}` });
      stone.addEventListener("mouseenter", () => row.querySelectorAll(".stone").forEach((s) => s.classList.toggle("doomed", Number(s.dataset.stone) >= i)));
      stone.addEventListener("mouseleave", () => row.querySelectorAll(".stone").forEach((s) => s.classList.remove("doomed")));
      stone.addEventListener("click", () => send(`${prefix(c)}${h + 1} ${take}`));
      return stone;
    }
    if (symbol === PIN) {
      const pin = el("span", { class: "pin", "data-pin": i, title: `pin ${i}` });
      if (selected && selected.c === c && selected.h === h && selected.pin === i) pin.classList.add("selected");
      pin.addEventListener("click", () => clickPin(c, h, i));
      return pin;
    }
    return el("span", { class: "token" }, symbol);
  }

  function clickPin(c, h, pin) {
    if (over) return;
    if (selected && selected.c === c && selected.h === h && Math.abs(selected.pin - pin) <= 1) {
      const a = Math.min(selected.pin, pin), b = Math.max(selected.pin, pin);
      selected = null;
      send(`${prefix(c)}${h + 1} ${a === b ? a : a + "-" + b}`);
      return;
    }
    selected = { c, h, pin };
    draw();
  }

  function addHistory(who, move) {
    $("history").append(el("li", { class: who }, `${who === "player" ? "You" : "Computer"}: ${move.description}  →  ${move.after}`));
  }

  function afterTurn(turn) {
    if (turn.player) addHistory("player", turn.player);
    if (turn.computer) addHistory("computer", turn.computer);
    position = turn.position;
    boards = turn.pieces;
    analysis = turn.report;
    over = turn.over;
    $("hint-text").hidden = true;
    if (turn.over) {
      const youWin = turn.winner === "player";
      setStatus(turn.winner === null ? "The game is over: no move is left." : youWin ? "You win! Well played." : "The computer wins.", youWin ? "win" : "lose");
    } else if (turn.computer) {
      setStatus(`Computer: ${turn.computer.description}. Your move.`);
    } else {
      setStatus("Your move.");
    }
    draw();
  }

  async function send(move) {
    if (over) return;
    $("error").textContent = "";
    try {
      const turn = await api("POST", "/api/play", { position, move, misere: $("misere").checked });
      $("move").value = "";
      afterTurn(turn);
    } catch (e) {
      $("error").textContent = e.message;
      selected = null;
      draw();
    }
  }

  async function newGame() {
    $("error").textContent = "";
    $("history").replaceChildren();
    $("hint-text").hidden = true;
    selected = null;
    try {
      // Check the position (and normalise its text) before play starts.
      const a = await api("POST", "/api/analyze", { position: $("position").value, misere: $("misere").checked, max_moves: 3, explain: true });
      position = a.position || $("position").value;
      boards = a.pieces;
      analysis = a;
      over = false;
      if ($("computer-first").checked) {
        afterTurn(await api("POST", "/api/move", { position, misere: $("misere").checked }));
      } else {
        setStatus("Your move.");
        draw();
      }
    } catch (e) {
      over = true;
      boards = [];
      $("error").textContent = e.message;
      draw();
    }
  }

  function hint() {
    if (over || !analysis) return;
    const box = $("hint-text");
    const first = analysis.winning_moves[0];
    const text = first
      ? `Hint: ${first.description}${first.after ? " (leaving " + first.after + ")" : ""} wins.`
      : analysis.outcome === "P"
        ? `Hint: ${analysis.summary.verdict} Make the game last and hope for a mistake!`
        : `Hint: ${analysis.summary.moves}`;
    const why = el("details", { class: "why" }, el("summary", {}, "Why?"), ...analysis.explanation.map(explanation));
    box.replaceChildren(el("p", {}, text), why);
    box.hidden = false;
  }

  $("preset").addEventListener("change", () => {
    if ($("preset").value === "") return $("position").focus();
    $("position").value = $("preset").value;
    newGame();
  });
  $("position").addEventListener("input", () => { $("preset").value = ""; });
  $("setup").addEventListener("submit", (e) => { e.preventDefault(); newGame(); });
  $("text-move").addEventListener("submit", (e) => { e.preventDefault(); send($("move").value); });
  $("hint").addEventListener("click", hint);
  $("misere").addEventListener("change", newGame);
  const params = new URLSearchParams(location.search);
  if (params.get("position")) {
    $("position").value = params.get("position");
    const known = [...$("preset").options].some((o) => o.value === $("position").value);
    $("preset").value = known ? $("position").value : "";
  }
  if (params.get("misere")) $("misere").checked = true;
  newGame();
})();
