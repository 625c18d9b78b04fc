// The game: heaps as stones (pins for Kayles), the player clicks, the computer answers.
// Every rule is the server's: the page only draws and sends moves in the notation.
"use strict";
(() => {
  const { api, el, components } = grundy;
  const $ = (id) => document.getElementById(id);
  const DRAW_LIMIT = 40; // heaps larger than this are shown as numbers
  let position = "";
  let over = true;
  let selected = null; // Kayles: {c, h, pin}

  const pins = (game) => game === "kayles" || game === "dawson-kayles";

  function setStatus(text, kind) {
    const s = $("status");
    s.textContent = text;
    s.className = "status " + (kind || "");
  }

  function prefix(comps, c) {
    return comps.length > 1 ? `${c + 1}: ` : "";
  }

  function draw() {
    const board = $("board");
    board.replaceChildren();
    const comps = components(position);
    let how = "Click a stone: it and every stone to its right are taken.";
    comps.forEach((comp, c) => {
      if (comps.length > 1) board.append(el("div", { class: "hint" }, `component ${c + 1}: ${comp.game}`));
      comp.heaps.forEach((size, h) => {
        const n = size.length > 3 ? Infinity : Number(size);
        const row = el("div", { class: "heap", "data-component": c, "data-heap": h },
          el("span", { class: "label" }, `${pins(comp.game) ? "row" : "heap"} ${h + 1}: ${size}`));
        if (n === 0) {
          row.append(el("span", { class: "hint" }, "(empty)"));
        } else if (n <= DRAW_LIMIT) {
          for (let i = 1; i <= n; i++) {
            if (pins(comp.game)) {
              how = "Kayles: click a pin, then click it again to knock it down, or click its neighbour to knock down both.";
              const pin = el("span", { class: "pin", "data-pin": i, title: `pin ${i}` });
              if (selected && selected.c === c && selected.h === h && selected.pin === i) pin.classList.add("selected");
              pin.addEventListener("click", () => clickPin(comps, c, h, i));
              row.append(pin);
            } else {
              const take = n - i + 1;
              const stone = el("span", { class: "stone", "data-stone": i, title: `take ${take}` });
              stone.addEventListener("mouseenter", () => row.querySelectorAll(".stone").forEach((s) => s.classList.toggle("doomed", Number(s.dataset.stone) >= i)));
              stone.addEventListener("mouseleave", () => row.querySelectorAll(".stone").forEach((s) => s.classList.remove("doomed")));
              stone.addEventListener("click", () => send(`${prefix(comps, c)}${h + 1} ${take}`));
              row.append(stone);
            }
          }
        } else {
          row.append(el("span", { class: "big-number" }, "(too many to draw: use the move box)"));
        }
        board.append(row);
      });
      if (comp.game.startsWith("moore")) how += " Moore's Nim: to take from several heaps at once, type the move (e.g. 1 2, 3 1).";
      if (!pins(comp.game) && !/^(nim|sub|bounded|allbut|moore)/.test(comp.game)) how += ` ${comp.game}: to split a heap, type H -> a b.`;
    });
    $("how").textContent = over ? "" : how;
  }

  function clickPin(comps, c, h, pin) {
    if (over) return;
    if (selected && selected.c === c && selected.h === h && Math.abs(selected.pin - pin) <= 1) {
      const a = Math.min(selected.pin, pin), b = Math.max(selected.pin, pin);
      selected = null;
      send(`${prefix(comps, c)}${h + 1} ${a === b ? a : a + "-" + b}`);
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
      const report = await api("POST", "/api/analyze", { position: $("position").value, misere: $("misere").checked, max_moves: 1 });
      position = report.position || $("position").value;
      over = false;
      if ($("computer-first").checked) {
        afterTurn(await api("POST", "/api/move", { position, misere: $("misere").checked }));
      } else {
        setStatus("Your move.");
        draw();
      }
    } catch (e) {
      over = true;
      $("error").textContent = e.message;
      draw();
    }
  }

  async function hint() {
    if (over) return;
    try {
      const r = await api("POST", "/api/analyze", { position, misere: $("misere").checked, max_moves: 3 });
      const box = $("hint-text");
      box.hidden = false;
      box.textContent = r.winning_moves.length
        ? `Hint: ${r.winning_moves[0].description}${r.winning_moves[0].after ? " (leaving " + r.winning_moves[0].after + ")" : ""} wins.`
        : r.outcome === "P"
          ? "Hint: there is no winning move here — every move loses against perfect play. Make the game last and hope for a mistake!"
          : "Hint: a winning move exists but could not be listed.";
    } catch (e) {
      $("error").textContent = e.message;
    }
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
