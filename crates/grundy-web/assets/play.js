// The game: each component's pieces as the server describes them (counters, pins,
// tokens), the player clicks or types, the computer answers. Every rule is the server's:
// the page only draws its boards and sends moves in the notation.
"use strict";
(() => {
  const { api, el, explanation } = grundy;
  const $ = (id) => document.getElementById(id);
  const DRAW_LIMIT = 40; // pieces larger than this are shown as numbers
  let position = "";
  let boards = []; // the server's pieces of `position`, one board per component
  let analysis = null; // the server's analysis of `position` (for hints)
  let over = true;
  let selected = null; // a selected unit of a board of clicks "pins": {c, h, i}

  function setStatus(text, kind) {
    const s = $("status");
    s.textContent = text;
    s.className = "status " + (kind || "");
  }

  // Each board says how its units are clicked (`clicks`) and carries the move text of
  // each click (`moves`, `pairs`): the page sends that text as it is.
  function draw() {
    const board = $("board");
    board.replaceChildren();
    const how = new Set();
    boards.forEach((comp, c) => {
      if (boards.length > 1) board.append(el("div", { class: "hint" }, `component ${c + 1}: ${comp.game}`));
      let typed = false;
      comp.items.forEach((piece, h) => {
        const n = piece.units;
        const row = el("div", { class: "heap", "data-component": c, "data-heap": h },
          el("span", { class: "label" }, `${comp.noun} ${h + 1}: ${piece.label}`));
        if (n === null) {
          row.append(el("span", { class: "token" }, comp.symbol));
          typed = true;
        } else if (n === 0) {
          row.append(el("span", { class: "hint" }, "(empty)"));
        } else if (n > DRAW_LIMIT || (comp.clicks !== "none" && piece.moves.length < n)) {
          row.append(el("span", { class: "big-number" }, "(too many to draw: use the move box)"));
          typed = true;
        } else {
          for (let i = 0; i < n; i++) row.append(unit(comp, c, piece, h, i, row));
          if (comp.clicks === "none") typed = true;
        }
        board.append(row);
      });
      how.add(comp.how);
      if (typed && comp.clicks !== "none") how.add("Or type your move in the box below.");
    });
    $("how").textContent = over ? "" : [...how].join(" ");
  }

  // Unit i (from 0) of piece h of component c.
  function unit(comp, c, piece, h, i, row) {
    if (comp.clicks === "take-from") {
      const stone = el("button", { type: "button", class: "stone", "data-stone": i, title: piece.moves[i], "aria-label": piece.moves[i] });
      const doom = (on) => row.querySelectorAll(".stone").forEach((s) => s.classList.toggle("doomed", on && Number(s.dataset.stone) >= i));
      stone.addEventListener("mouseenter", () => doom(true));
      stone.addEventListener("mouseleave", () => doom(false));
      stone.addEventListener("focus", () => doom(true));
      stone.addEventListener("blur", () => doom(false));
      stone.addEventListener("click", () => send(piece.moves[i]));
      return stone;
    }
    if (comp.clicks === "pins") {
      const pin = el("button", { type: "button", class: "pin", "data-pin": i + 1, title: `pin ${i + 1}`, "aria-label": `pin ${i + 1}` });
      if (selected && selected.c === c && selected.h === h && selected.i === i) pin.classList.add("selected");
      pin.addEventListener("click", () => clickPin(c, piece, h, i));
      return pin;
    }
    return el("span", { class: "token" }, comp.symbol);
  }

  function clickPin(c, piece, h, i) {
    if (over) return;
    if (selected && selected.c === c && selected.h === h && Math.abs(selected.i - i) <= 1) {
      const first = Math.min(selected.i, i);
      const alone = selected.i === i;
      selected = null;
      send(alone ? piece.moves[i] : piece.pairs[first]);
      return;
    }
    selected = { c, h, i };
    draw();
    // Keep the keyboard where it was: on the selected pin.
    const again = document.querySelector(`#board .heap[data-component="${c}"][data-heap="${h}"] .pin[data-pin="${i + 1}"]`);
    if (again) again.focus();
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
