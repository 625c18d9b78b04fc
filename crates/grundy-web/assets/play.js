// The game: each component's board as the server draws it, the player clicks or types,
// the computer answers. Every rule is the server's: the page only draws its boards and
// sends the move text they carry. The game lives in the URL (start, misère, who starts,
// the player's moves), so a reload or a shared link resumes it; Undo goes back to the
// position before the player's last move.
"use strict";
(() => {
  const { el, explanation, latest, t } = grundy;
  const $ = (id) => document.getElementById(id);
  let start = ""; // the starting position, as the server wrote it
  let position = "";
  let boards = []; // the server's boards of `position`, one per component
  let analysis = null; // the server's analysis of `position` (for hints)
  let typing = null; // how a move of `position` is typed: the notation's forms, examples
  let over = true;
  let moves = []; // the player's moves so far, as sent
  let past = []; // before each of the player's moves: what to go back to on Undo
  let view = null;
  let busy = false;

  const request = latest((on) => {
    busy = on;
    $("board").setAttribute("aria-busy", on ? "true" : "false");
    $("play-move").disabled = on || over;
    $("hint").disabled = on || over;
    $("undo").disabled = on || past.length === 0;
    if (view) view.busy(on);
  });

  function setStatus(text, kind) {
    const s = $("status");
    s.textContent = text;
    s.className = "status " + (kind || "");
  }

  function draw(keepFocus) {
    const at = keepFocus && view ? view.focused() : null;
    view = grundy.boards.draw($("board"), boards, over ? {} : { onPlay: send });
    $("show-nim").parentElement.hidden = !boards.some((b) => b.nim.length);
    const how = new Set(boards.map((b) => b.how));
    // A board without plays already says to type; where every board can be pressed,
    // typing is the other way.
    if (boards.every((b) => b.plays.length > 0)) how.add(t("page-type-move"));
    $("how").textContent = over ? "" : [...how].join(" ");
    $("undo").disabled = busy || past.length === 0;
    // The example in the move box: a move of this game, as it is typed.
    const example = typing && typing.examples[0];
    $("move").placeholder = example ? t("page-move-example", { move: example.text }) : t("page-move-placeholder");
    showTyping();
    // After the game: no hint, no move to type (Undo and New game stay).
    $("hint").disabled = busy || over;
    $("play-move").disabled = busy || over;
    $("move").disabled = over;
    // The keyboard stays on the board after a move; after the last, it goes to New game.
    if (keepFocus) {
      if (over) $("new-game").focus();
      else view.focus(at);
    }
  }

  // How to type a move in the game on the board: the forms of the notation it reads, and
  // moves of this position as typed, with what they do (the server's, for the position).
  function showTyping() {
    const line = $("notation");
    const examples = typing && !over ? typing.examples : [];
    const forms = typing && !over ? typing.forms : [];
    line.hidden = forms.length === 0 && examples.length === 0;
    // (a line of the forms, a line of the examples)
    const parts = [];
    if (forms.length) {
      const words = [t("page-notation"), " "];
      forms.forEach((f, i) => words.push(i ? " · " : "", el("code", {}, f.form), " ", f.meaning));
      parts.push(el("span", { class: "notation-line" }, ...words));
    }
    if (examples.length) {
      const words = [t("page-notation-examples"), " "];
      examples.forEach((e, i) => words.push(i ? " · " : "", el("code", { class: "typed" }, e.text), ` (${e.description})`));
      parts.push(el("span", { class: "notation-line" }, ...words));
    }
    line.replaceChildren(...parts);
  }

  // The game in the URL: a reload or a shared link replays it.
  function remember() {
    const params = new URLSearchParams({ position: start });
    if ($("misere").checked) params.set("misere", "1");
    if ($("computer-first").checked) params.set("first", "1");
    for (const m of moves) params.append("move", m);
    history.replaceState(null, "", "?" + params);
  }

  function addHistory(who, move) {
    $("history").append(el("li", { class: who }, t(who === "player" ? "page-you" : "page-computer", { move: move.description }),
      grundy.shortened(move.after, 120)));
  }

  // The coach's word on the player's move (and, on request, the computer's reason):
  // the server's verdict and explanations, laid out.
  function showCoach(turn) {
    const box = $("coach-text");
    const reason = $("computer-reason");
    // Without the coach (or its word on this turn), the computer's move still says why,
    // in a line: the reason the server gives with every reply.
    const coached = $("coach").checked && turn.coach;
    const short = !(coached && turn.computer && turn.computer.why) && turn.computer && turn.computer.reason;
    reason.hidden = !short;
    if (short) {
      reason.open = false;
      reason.querySelector("p").textContent = t("page-computer-reason", { move: turn.computer.description, reason: turn.computer.reason });
    }
    if (!coached) {
      box.hidden = true;
      return;
    }
    const c = turn.coach;
    const parts = [];
    if (c.verdict === "kept") parts.push(el("p", { class: "verdict kept" }, c.line));
    else parts.push(grundy.explanation(c.explanation));
    if (turn.computer && turn.computer.why) {
      parts.push(el("details", { class: "why", id: "computer-why" }, el("summary", {}, t("page-why-computer")),
        grundy.explanation(turn.computer.why)));
    }
    box.className = "coach explain " + c.verdict;
    box.replaceChildren(...parts);
    box.hidden = false;
  }

  // After the coach's word on a move, the board and the coach's first lines on one
  // screen (a phone's, a projector's): the page scrolls as little as that takes — the
  // coach's words first where the board is too tall for both.
  function showTogether() {
    const box = $("coach-text");
    if (box.hidden) return;
    const board = $("board").getBoundingClientRect();
    const words = box.getBoundingClientRect();
    const need = Math.min(words.height, 160);
    const least = words.top + need - window.innerHeight; // scrolled at least this far down
    const most = board.top - 8; // and at most this far, the board's top in sight
    const by = least > most ? least : least > 0 ? least : most < 0 ? most : 0;
    if (by) window.scrollBy(0, by);
  }

  function afterTurn(turn) {
    showCoach(turn);
    if (turn.player) addHistory("player", turn.player);
    if (turn.computer) addHistory("computer", turn.computer);
    position = turn.position;
    boards = turn.pieces;
    typing = turn.typing;
    analysis = turn.report;
    over = turn.over;
    $("hint-text").hidden = true;
    if (turn.over) {
      const youWin = turn.winner === "player";
      setStatus(t(turn.winner === null ? "page-over-no-move" : youWin ? "page-you-win" : "page-computer-wins"), youWin ? "win" : "lose");
    } else if (turn.computer) {
      setStatus(t("page-computer-moved", { move: turn.computer.description }));
    } else {
      setStatus(t("page-your-move"));
    }
  }

  // The player's move `text`; true when it was played. While a move is on its way the
  // board takes no other.
  async function send(text) {
    if (over || busy) return false;
    $("error").textContent = "";
    const keepFocus = $("board").contains(document.activeElement);
    const before = { position, boards, typing, analysis, items: $("history").children.length };
    const answer = await request.run("move " + text, "POST", "/api/play", { position, move: text, misere: $("misere").checked, coach: $("coach").checked });
    if (answer.stale) return false;
    if (answer.error) {
      $("error").textContent = answer.error.message;
      draw(keepFocus);
      return false;
    }
    past.push(before);
    moves.push(text);
    $("move").value = "";
    afterTurn(answer.data);
    remember();
    draw(keepFocus);
    showTogether();
    return true;
  }

  function undo() {
    if (busy || past.length === 0) return;
    const back = past.pop();
    moves.pop();
    ({ position, boards, typing, analysis } = back);
    over = false;
    const items = $("history");
    while (items.children.length > back.items) items.lastChild.remove();
    $("error").textContent = "";
    $("hint-text").hidden = true;
    $("coach-text").hidden = true;
    $("computer-reason").hidden = true;
    setStatus(t("page-your-move-again"));
    remember();
    draw(true);
  }

  // A new game from the position box; `replay`: the player's moves to make at once (a
  // game resumed from the URL).
  async function newGame(replay) {
    request.abort();
    $("error").textContent = "";
    $("history").replaceChildren();
    $("hint-text").hidden = true;
    $("coach-text").hidden = true;
    $("computer-reason").hidden = true;
    moves = [];
    past = [];
    over = true;
    const misere = $("misere").checked;
    // Check the position (and normalise its text) before play starts.
    const a = await request.run("new", "POST", "/api/analyze", { position: $("position").value, misere, max_moves: 3, explain: true });
    if (a.stale) return;
    if (a.error) {
      boards = [];
      typing = null;
      $("error").textContent = a.error.message;
      setStatus("");
      draw(false);
      return;
    }
    start = position = a.data.position || $("position").value;
    boards = a.data.pieces;
    typing = a.data.typing;
    analysis = a.data;
    over = false;
    setStatus(t("page-your-move"));
    if ($("computer-first").checked) {
      const t = await request.run("first", "POST", "/api/move", { position, misere });
      if (t.stale) return;
      if (t.error) {
        $("error").textContent = t.error.message;
      } else {
        afterTurn(t.data);
      }
    }
    remember();
    draw(false);
    for (const m of replay || []) {
      if (!(await send(m))) break;
    }
  }

  function hint() {
    if (over || !analysis || busy) return;
    const box = $("hint-text");
    const first = analysis.winning_moves[0];
    const text = first
      ? t("page-hint-wins", { move: first.description })
      : analysis.outcome === "P"
        ? t("page-hint-lost", { verdict: analysis.summary.verdict })
        : t("page-hint-moves", { moves: analysis.summary.moves });
    const why = el("details", { class: "why" }, el("summary", {}, t("page-why-question")), ...analysis.explanation.map(explanation));
    const typed = view ? view.highlight(first || null) : null;
    const line = el("p", {}, text);
    if (typed) line.append(" ", t("page-hint-type"), " ", el("code", {}, typed));
    box.replaceChildren(line, why);
    box.hidden = false;
  }

  const showNim = () => $("board").classList.toggle("show-nim", $("show-nim").checked);
  $("show-nim").addEventListener("change", showNim);
  $("preset").addEventListener("change", () => {
    if ($("preset").value === "") return $("position").focus();
    $("position").value = $("preset").value;
    newGame();
  });
  $("position").addEventListener("input", () => { $("preset").value = ""; });
  $("setup").addEventListener("submit", (e) => { e.preventDefault(); newGame(); });
  $("text-move").addEventListener("submit", (e) => {
    e.preventDefault();
    if ($("move").value.trim()) send($("move").value);
  });
  $("hint").addEventListener("click", hint);
  $("coach").addEventListener("change", () => { if (!$("coach").checked) $("coach-text").hidden = true; });
  $("undo").addEventListener("click", undo);
  // A rule changed mid-game: a new game, and the page says so.
  const restart = async () => {
    const midGame = moves.length > 0;
    await newGame();
    if (midGame && !over && !$("error").textContent) setStatus(t("page-restarted-rule"));
  };
  $("misere").addEventListener("change", restart);
  $("computer-first").addEventListener("change", restart);
  const params = new URLSearchParams(location.search);
  if (params.get("position")) {
    $("position").value = params.get("position");
    const known = [...$("preset").options].some((o) => o.value === $("position").value);
    $("preset").value = known ? $("position").value : "";
  }
  if (params.get("misere")) $("misere").checked = true;
  if (params.get("first")) $("computer-first").checked = true;
  showNim();
  grundy.ready.then(() => newGame(params.getAll("move")));
})();
