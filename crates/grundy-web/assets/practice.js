// Practice: exercises from the server, one at a time, each answer (a move, clicked or
// typed, or "P") checked and explained by the server; the score is kept here. The page
// knows no game: the games and levels offered, the positions, their boards, the
// questions and every word of the feedback come from the server.
"use strict";
(() => {
  const { el, explanation, latest, t } = grundy;
  const $ = (id) => document.getElementById(id);
  let exercises = [];
  let at = 0;
  let right = 0;
  let answered = 0;
  let done = false; // the current exercise has been answered
  let view = null;

  const request = latest((on) => {
    $("submit-answer").disabled = on;
    $("answer-p").disabled = on;
    $("start").disabled = on;
    $("board").setAttribute("aria-busy", on ? "true" : "false");
    if (view) view.busy(on);
  });

  function score() {
    $("score").textContent = answered ? t("page-score", { right, answered }) : "";
  }

  function show() {
    const e = exercises[at];
    done = false;
    $("exercise").hidden = false;
    $("feedback").hidden = true;
    $("next").hidden = true;
    $("answer").value = "";
    $("question").textContent = `${e.question} (${at + 1}/${exercises.length})`;
    view = grundy.boards.draw($("board"), e.pieces, { onPlay: answer });
    $("how").textContent = [...new Set(e.pieces.map((b) => b.how))].join(" ");
  }

  // The learner's answer `text`: checked by the server; true when it was taken.
  async function answer(text) {
    if (done) return false;
    const e = exercises[at];
    $("error").textContent = "";
    const a = await request.run("check", "POST", "/api/exercise/check", { position: e.position, misere: e.misere, answer: text });
    if (a.stale) return false;
    if (a.error) {
      $("error").textContent = a.error.message;
      return false;
    }
    done = true;
    answered++;
    if (a.data.correct) right++;
    score();
    const box = $("feedback");
    box.className = "feedback explain " + (a.data.correct ? "right" : "wrong");
    box.replaceChildren(explanation(a.data.explanation));
    box.hidden = false;
    view = grundy.boards.draw($("board"), e.pieces, {});
    $("next").hidden = false;
    $("next").textContent = t(at + 1 < exercises.length ? "page-next-exercise" : "page-new-exercises");
    $("next").focus();
    return true;
  }

  async function start() {
    request.abort();
    $("error").textContent = "";
    const seed = $("seed").value.trim();
    const body = { game: $("game").value, level: Number($("level").value), misere: $("misere").checked, count: 5 };
    if (seed !== "") body.seed = Number(seed);
    const a = await request.run("start", "POST", "/api/exercise", body);
    if (a.stale) return;
    if (a.error) {
      $("error").textContent = a.error.message;
      return;
    }
    exercises = a.data.exercises;
    at = 0;
    right = 0;
    answered = 0;
    score();
    // The catalogue writes notation between backticks: shown as code, not as backticks.
    $("instructions").replaceChildren(...`${a.data.title}. ${a.data.instructions}`.split("`")
      .map((part, i) => (i % 2 ? el("code", {}, part) : part)));
    // A level that is misère whatever the box says (level 3) ticks the box, so the page
    // says which convention the exercises are in.
    $("misere").checked = exercises.length > 0 && exercises.every((e) => e.misere);
    $("seed-line").textContent = a.data.seed_line;
    show();
  }

  $("setup").addEventListener("submit", (e) => { e.preventDefault(); start(); });
  $("answer-form").addEventListener("submit", (e) => {
    e.preventDefault();
    if ($("answer").value.trim()) answer($("answer").value);
  });
  $("answer-p").addEventListener("click", () => answer("P"));
  $("next").addEventListener("click", () => {
    if (at + 1 < exercises.length) {
      at++;
      show();
    } else {
      start();
    }
  });
  grundy.ready.then(start);
})();
