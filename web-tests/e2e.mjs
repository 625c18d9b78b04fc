// End-to-end tests of `grundy serve` in headless Chromium (Debian's `chromium`, driven by
// playwright-core). Run by crates/grundy-web/tests/e2e.rs, which starts the server:
//   GRUNDY_URL=http://127.0.0.1:PORT [GRUNDY_E2E_ONLY=words] [GRUNDY_E2E_SHARD=i/n] node e2e.mjs [--screenshots DIR]
// Prints "N passed, N failed" and exits non-zero on any failure. With GRUNDY_E2E_SHARD=i/n
// (0 ≤ i < n) this process runs its share of the tests: every n-th test from the i-th, and
// of the tests over every game of the registry, every n-th game (e2e.rs runs n processes at
// once, each with its own server and browser profile).
import { chromium } from "playwright-core";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const base = process.env.GRUNDY_URL;
if (!base) {
  console.error("GRUNDY_URL is not set");
  process.exit(2);
}
const shotsAt = process.argv.indexOf("--screenshots");
const shots = shotsAt > 0 ? process.argv[shotsAt + 1] : null;
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";

const profile = mkdtempSync(join(tmpdir(), "grundy-e2e-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  viewport: { width: 1280, height: 900 },
  bypassCSP: true, // axe-core is injected as a script
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
// Every wait is for a condition, never for a fixed time that a loaded machine may need
// more of: the generous limit only ends a wait for something that is not coming
// (GRUNDY_E2E_WAIT_MS, default 2 minutes).
const WAIT = Number(process.env.GRUNDY_E2E_WAIT_MS) || 120000;
// A background job of a million values takes seconds on an idle machine, minutes on a
// loaded one (and holds the client's one job until it ends).
const LONG_JOB = 5 * WAIT;
context.setDefaultTimeout(WAIT);
context.setDefaultNavigationTimeout(WAIT);

let passed = 0, failed = 0;
const only = process.env.GRUNDY_E2E_ONLY; // run only the tests whose name holds this
const shardText = process.env.GRUNDY_E2E_SHARD || "0/1";
const [shard, shards] = shardText.split("/").map(Number);
if (!(Number.isInteger(shard) && Number.isInteger(shards) && shard >= 0 && shard < shards)) {
  console.error(`GRUNDY_E2E_SHARD must be i/n with 0 <= i < n, not ${shardText}`);
  process.exit(2);
}
let ordinal = 0; // the tests declared so far: test k is shard k mod n's
// This shard's share of a list (of games): every n-th item from the i-th.
const share = (list) => list.filter((_, i) => i % shards === shard);
// A test; `split`: it runs in every shard, over its share of a list (`share`).
async function test(name, body, { split = false } = {}) {
  if (only && !name.includes(only)) return;
  if (!split && ordinal++ % shards !== shard) return;
  const start = Date.now();
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await body(page);
    if (errors.length) throw new Error("errors in the page: " + errors.join("; "));
    passed++;
    console.log(`ok - ${name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    console.log(`FAILED - ${name}: ${e.stack || e}`);
  } finally {
    await page.close();
  }
}
function check(cond, what) {
  if (!cond) throw new Error("check failed: " + what);
}
async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, name), fullPage: false });
}
const enc = encodeURIComponent;
async function yourMove(page) {
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
}
// axe-core's accessibility rules on the page as it is now: no violation.
async function axe(page, what) {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`));
  check(found.length === 0, `${what}: axe finds ${found.join("; ")}`);
}
// No element reaches past the viewport's right edge (but inside a box that scrolls).
async function fits(page, what) {
  const width = page.viewportSize().width;
  const over = await page.evaluate((w) => {
    const scrolls = (e) => {
      for (let p = e.parentElement; p; p = p.parentElement) if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.right > w + 0.5 && !scrolls(e); })
      .slice(0, 5).map((e) => `${e.tagName}.${e.getAttribute("class")} (${Math.round(e.getBoundingClientRect().right)})`);
  }, width);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  check(over.length === 0 && scroll <= width, `${what}: wider than ${width} px: ${scroll}; ${over.join(", ")}`);
}

await test("calculator: a typed position shows its winning move and the column table", async (page) => {
  await page.goto(base + "/");
  await page.fill("#position", "3 4 5");
  await page.click("#analyze");
  await page.locator("#moves li.move").first().waitFor();
  const moves = await page.locator("#moves li.move").allTextContents();
  check(moves.length === 1 && moves[0].includes("take 2 from heap 1 (3 → 1)"), "the winning move, got " + JSON.stringify(moves));
  check((await page.textContent("#outcome")).includes("N-position"), "outcome N");
  const table = page.locator("#reasoning table.explain-table").first();
  check(await table.locator("tbody tr").count() === 5, "3 heaps + the ones + the nim-sum rows in the table");
  check(await table.locator("tbody tr.strong").count() === 1, "one heap carries the top bit");
  check((await page.textContent("#reasoning")).includes("heap 1: 3 ⊕ 2 = 1 < 3, so take 2"), "the winning move is explained");
  await page.fill("#position", "1 2 3");
  await page.click("#analyze");
  await page.waitForFunction(() => document.querySelector("#outcome").textContent.includes("P-position"));
  await page.fill("#position", "kayles 4 7 + 2");
  await page.click("#analyze");
  await page.waitForFunction(() => document.querySelector("#moves").textContent.includes("component"));
  await page.fill("#position", "3 -4");
  await page.click("#analyze");
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("column 3"));
  await page.fill("#position", "7 5 3 6");
  await page.click("#analyze");
  await page.locator("#moves li.move").first().waitFor();
  await shot(page, "calculator.png");
});

await test("calculator: a hidden game is explained, not shown as data", async (page) => {
  await page.goto(base + "/?position=" + encodeURIComponent("strip 5 10 14 16 22"));
  await page.locator("#moves li.move").first().waitFor();
  const steps = page.locator("#reasoning section.step");
  check(await steps.count() === 2, "the reduction and the Nim table");
  check((await steps.nth(0).locator("h3").textContent()) === "strip is Nim in disguise", "the reduction's title");
  const rows = await steps.nth(0).locator("tbody tr").allTextContents();
  check(rows.length === 5 && rows[2].includes("chip on cell 14") && rows[2].includes("14"), "a row per chip: " + JSON.stringify(rows));
  check((await steps.nth(1).textContent()).includes("The nim-sum is 7"), "the nim-sum");
  check(await page.locator("#reasoning pre").count() === 0, "no raw JSON");
  check((await page.textContent("#moves-heading")) === "Winning moves (3)", "the moves' heading");
  await page.fill("#position", "wythoff 4 5");
  await page.click("#analyze");
  await page.waitForFunction(() => document.querySelector("#reasoning").textContent.includes("is not a P-position"));
  check(await page.locator("#reasoning pre").count() === 0, "Wythoff: no raw JSON");
});

await test("calculator: misère 1 1 1 — the heading and the reasoning agree", async (page) => {
  await page.goto(base + "/?position=" + encodeURIComponent("1 1 1") + "&misere=1");
  await page.waitForFunction(() => document.querySelector("#outcome").textContent.includes("P-position"));
  check(await page.isChecked("#misere"), "misère is on");
  const outcome = await page.textContent("#outcome");
  check(outcome.includes("the player to move loses") && outcome.includes("misère"), "the heading: " + outcome);
  const why = await page.textContent("#reasoning");
  check(!why.includes("the player to move wins"), "no step says the player to move wins: " + why);
  check(why.includes("Misère Nim (Bouton)") && why.includes("the player to move loses"), "Bouton's rule decides: " + why);
  check((await page.textContent("#moves-heading")).includes("Every move loses"), "no winning move");
});

await test("calculator: heaps built by clicking", async (page) => {
  await page.goto(base + "/");
  await page.click("#builder-box summary");
  await page.click("#add-heap");
  await page.waitForFunction(() => document.querySelector("#position").value === "3 4 5 1");
  await page.locator("#builder .heap").nth(0).locator(".stone").nth(0).click(); // keep 0
  await page.waitForFunction(() => document.querySelector("#position").value === "0 4 5 1");
  await page.waitForFunction(() => document.querySelector("#outcome").textContent.includes("P-position"));
});

await test("play: a whole Nim game, won by the computer", async (page) => {
  await page.goto(base + "/play?position=" + encodeURIComponent("2 5 7"));
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  for (let turn = 0; turn < 40; turn++) {
    if ((await page.textContent("#status")).includes("wins")) break;
    const before = await page.locator("#history li").count();
    // Take one stone from the first heap that has any: the slowest way to lose.
    const heap = page.locator("#board .heap").filter({ has: page.locator(".stone") }).first();
    await heap.locator(".stone").last().click();
    await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
    if (turn === 1) await shot(page, "play.png");
  }
  const status = await page.textContent("#status");
  check(status.includes("The computer wins"), "the computer wins, got " + status);
  check(await page.locator("#board .stone").count() === 0, "no stone left");
  const history = await page.locator("#history li").allTextContents();
  check(history.at(-1).startsWith("Computer"), "the computer made the last move");
});

await test("play: Kayles pins, a hint, an illegal typed move", async (page) => {
  await page.goto(base + "/play?position=" + encodeURIComponent("kayles 4 7"));
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  check(await page.locator("#board .pin").count() === 11, "11 pins");
  await page.click("#hint");
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.startsWith("Hint"));
  const pins = page.locator("#board .heap").nth(1).locator(".pin");
  await pins.nth(2).click();
  await pins.nth(3).click(); // knock down pins 3 and 4 of row 2
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  const first = await page.locator("#history li").first().textContent();
  check(first.includes("You"), "the player's move is listed: " + first);
  await page.fill("#move", "9 1");
  await page.click("#play-move");
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("no heap 9"));
  check(await page.locator("#history li").count() === 2, "an illegal move changes nothing");
});

await test("play by keyboard, on a phone: a sum of Nim and Kayles", async (page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/play?position=" + encodeURIComponent("nim 3 + kayles 4"));
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  const how = await page.textContent("#how");
  check(how.includes("Click a counter") && how.includes("Click a pin"), "both boards say how: " + how);
  // Counter 2 of the heap of 3, by keyboard: it and counter 3 go (the move "1: 1 2").
  await page.locator("#board .heap").nth(0).locator(".stone").nth(1).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll("#history li").length >= 1);
  const mine = await page.locator("#history li").first().textContent();
  check(mine.includes("take 2") && mine.includes("nim 1 + kayles"), "the keyed move: " + mine);
  if (!(await page.textContent("#status")).includes("wins")) {
    // Two neighbouring pins by keyboard: Enter on one, Tab to the next, Enter.
    const before = await page.locator("#history li").count();
    const pins = page.locator("#board .heap").nth(1).locator(".pin");
    if (await pins.count() >= 2) {
      await pins.nth(0).focus();
      await page.keyboard.press("Enter");
      check(await page.locator("#board .pin.selected").count() === 1, "one pin selected");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
      const text = (await page.locator("#history li").nth(before).textContent());
      check(text.includes("You"), "the pins move is listed: " + text);
    }
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  check(width <= 375, "nothing wider than the phone: " + width);
  await shot(page, "play-phone.png");
});

await test("play: the coach says when a move throws the win away, and why the computer replied", async (page) => {
  await page.goto(base + "/play?position=" + enc("3 4 5"));
  await yourMove(page);
  check(await page.isChecked("#coach"), "the coach is on by default");
  await page.fill("#move", "1 1");
  await page.click("#play-move");
  await page.waitForFunction(() => !document.querySelector("#coach-text").hidden);
  const words = await page.textContent("#coach-text");
  check(words.includes("threw the win away") && words.includes("binary 011"), "the coach's verdict: " + words);
  check(words.includes("take 2 from heap 1"), "the winning move there was: " + words);
  await page.click("#computer-why summary");
  const why = await page.textContent("#computer-why");
  check(why.includes("Why the computer played"), "the computer's reason: " + why);
  await axe(page, "play, the coach's words");
  await shot(page, "coach.png");
  // Undone, then a good move: one line.
  await page.click("#undo");
  await page.fill("#move", "1 2");
  await page.click("#play-move");
  await page.waitForFunction(() => document.querySelector("#coach-text").textContent.includes("kept the win"));
  // The switch off: no coach.
  await page.click("#undo");
  await page.uncheck("#coach");
  await page.fill("#move", "1 1");
  await page.click("#play-move");
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  check(await page.isHidden("#coach-text"), "no coach when switched off");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.check("#coach");
  await page.click("#undo");
  await page.fill("#move", "1 1");
  await page.click("#play-move");
  await page.waitForFunction(() => !document.querySelector("#coach-text").hidden);
  await fits(page, "play, the coach on a phone");
  await shot(page, "coach-phone.png");
});

await test("practice: exercises from a seed, answered with P, a typed move and a click, with a score", async (page) => {
  await page.goto(base + "/practice");
  check((await page.locator("#game option").count()) > 3, "the server offers the games");
  check((await page.locator("#level option").count()) === 5, "five levels");
  await page.fill("#seed", "2026");
  await page.click("#start");
  await page.waitForFunction(() => document.querySelector("#question").textContent.startsWith("1. 3 1 2"));
  await page.click("#answer-p");
  await page.waitForFunction(() => document.querySelector("#score").textContent === "Score: 1 of 1");
  check((await page.textContent("#feedback")).includes("Right"), "P is right for 3 1 2");
  await page.click("#next");
  await page.waitForFunction(() => document.querySelector("#question").textContent.startsWith("2. 2 5"));
  await page.fill("#answer", "2 1");
  await page.click("#submit-answer");
  await page.waitForFunction(() => document.querySelector("#score").textContent === "Score: 1 of 2");
  const feedback = await page.textContent("#feedback");
  check(feedback.includes("Not quite") && feedback.includes("take 3 from heap 2"), "a wrong move explained: " + feedback);
  await axe(page, "practice, the feedback");
  await shot(page, "practice.png");
  await page.click("#next");
  await page.waitForFunction(() => document.querySelector("#question").textContent.startsWith("3. 4 4 3"));
  // The first counter of heap 3: the whole heap goes (4 4 0, nim-sum 0).
  await page.locator("#board .heap").nth(2).locator(".stone").nth(0).click();
  await page.waitForFunction(() => document.querySelector("#score").textContent === "Score: 2 of 3");
  check((await page.textContent("#feedback")).includes("Right"), "the clicked winning move");
  check(await page.isVisible("#next"), "the next exercise is offered");
  await page.setViewportSize({ width: 375, height: 812 });
  await fits(page, "practice on a phone");
  await shot(page, "practice-phone.png");
});

await test("calculator: an answer is shown only under its own position (a stale one is dropped)", async (page) => {
  await page.goto(base + "/?position=1");
  await page.waitForFunction(() => document.querySelector("#outcome").textContent.includes("N-position"));
  let held = null;
  let asked = 0;
  await page.route("**/api/analyze", async (route) => {
    asked++;
    const body = route.request().postDataJSON();
    if (!held && (body.position.startsWith("strip") || body.position === "4 4")) { held = route; return; }
    await route.continue();
  });
  // Misère on the strip: its answer is held back (as a search of a second would be) …
  await page.fill("#position", "strip 5 10 14 16 22");
  await page.check("#misere");
  await page.waitForFunction(() => document.querySelector("#result").getAttribute("aria-busy") === "true");
  check((await page.textContent("#busy")).includes("Analysing"), "the page says it is busy");
  // … while 1 2 3 is asked at once, and answered first.
  await page.fill("#position", "1 2 3");
  await page.click("#analyze");
  await page.waitForFunction(() => location.search.includes("position=1+2+3") && document.querySelector("#outcome").textContent.includes("P-position"));
  await held.continue().catch(() => {}); // the strip's answer, too late: the page aborted it
  await page.waitForTimeout(300);
  check((await page.textContent("#outcome")).includes("P-position"), "still the answer of 1 2 3");
  check(await page.locator("#board svg.picture").count() === 0, "no strip drawn under 1 2 3");
  check(new URL(page.url()).searchParams.get("position") === "1 2 3", "the URL is 1 2 3's");
  check(await page.getAttribute("#result", "aria-busy") === "false", "not busy any more");
  await axe(page, "the calculator after a stale answer was dropped");
  // The same question twice while it runs is asked once.
  held = null;
  asked = 0;
  await page.uncheck("#misere");
  await page.waitForFunction(() => document.querySelector("#result").getAttribute("aria-busy") === "false");
  asked = 0;
  await page.fill("#position", "4 4");
  await page.click("#analyze");
  await page.click("#analyze");
  // (the first request reaches the route however slowly the page runs; a second would
  // have been sent with it)
  for (const end = Date.now() + WAIT; (asked === 0 || !held) && Date.now() < end;) await page.waitForTimeout(50);
  await page.waitForTimeout(200);
  check(asked === 1, "one request for two clicks, got " + asked);
  await held.continue();
  await page.waitForFunction(() => location.search.includes("position=4+4"));
});

await test("play: a double click on a stone plays one move; the board is busy while it is on its way", async (page) => {
  let plays = 0;
  page.on("request", (r) => { if (r.url().endsWith("/api/play")) plays++; });
  await page.goto(base + "/play?position=" + enc("5 6 7 9"));
  await yourMove(page);
  await page.locator("#board .stone").first().dblclick();
  await page.waitForFunction(() => document.querySelectorAll("#history li").length >= 2);
  await page.waitForTimeout(300);
  check(plays === 1, "one move sent, got " + plays);
  check(await page.locator("#history li.player").count() === 1, "one move listed");
  // While a move is held back: the board says so and takes no other.
  let held = null;
  await page.route("**/api/play", (route) => { held = route; });
  await page.locator("#board .stone").first().click();
  await page.waitForFunction(() => document.querySelector("#board").getAttribute("aria-busy") === "true");
  check(await page.locator("#board .stone").first().isDisabled(), "stones are disabled");
  check(await page.isDisabled("#play-move"), "the Play button is disabled");
  await held.continue();
  await page.waitForFunction(() => document.querySelector("#board").getAttribute("aria-busy") === "false");
  check(plays === 2, "the held move, once: " + plays);
});

await test("play: every game drawn as itself and a move made on it by clicking", async (page) => {
  await page.goto(base + "/play");
  const presets = await page.$$eval("#preset option", (os) => os.map((o) => o.value).filter((v) => v));
  check(presets.length >= 25, "a preset per game and the worked examples: " + presets.length);
  const picks = new Map();
  for (const text of presets) {
    const answer = await (await page.request.post(base + "/api/analyze", { data: { position: text, explain: true } })).json();
    let pick = null; // the play with the most clicks
    answer.pieces.forEach((b, c) => b.plays.forEach((p) => { if (!pick || p.select.length > pick.play.select.length) pick = { c, play: p, board: b }; }));
    check(pick, text + ": a move can be made by clicking");
    picks.set(text, pick);
  }
  const pictured = presets.filter((text) => picks.get(text).board.layout === "picture");
  check(pictured.length >= 14, "the hidden games, Wythoff and the graph games are pictures: " + pictured.join(", "));
  for (const text of share(presets)) {
    const pick = picks.get(text);
    await page.goto(base + "/play?position=" + enc(text));
    await yourMove(page);
    const board = page.locator(`#board section[data-component="${pick.c}"]`);
    await axe(page, text);
    if (pick.board.layout === "picture") {
      check(await board.locator("svg.picture").count() === 1, text + ": a picture");
    } else {
      // (a compound's rows are in the frames of its parts)
      check(await board.locator(".rows .heap").count() === pick.board.items.length, text + ": a row per piece");
    }
    // (force: a line's box has no height or width, but its stroke takes the click)
    for (const s of pick.play.select) await board.locator(`[data-shape="${s}"]`).click({ force: true });
    await page.waitForFunction(() => document.querySelector("#history li.player"));
    const mine = await page.locator("#history li.player").first().textContent();
    check(mine.startsWith("You:"), `${text}: the move is listed: ${mine}`);
    check((await page.textContent("#error")) === "", `${text}: no error`);
  }
}, { split: true });

await test("play: Wythoff's large heaps and Poker Nim's bank, by mouse and keyboard; graph(FILE) says why it is refused", async (page) => {
  // Heaps too large to draw: bars; "both" asks how many to take from both heaps.
  await page.goto(base + "/play?position=" + enc("wythoff 57 1000"));
  await yourMove(page);
  const both = page.locator('#board g.click[aria-label^="both heaps"]');
  await both.click();
  await page.locator("#board form.amount input").waitFor();
  await page.fill("#board form.amount input", "58");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#board .amount-error").textContent.includes("from 1 to 57"));
  await page.fill("#board form.amount input", "5");
  await axe(page, "the amount form");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check((await page.textContent("#history li.player")).includes("take 5 from both heaps"), "the diagonal move: " + await page.textContent("#history li.player"));
  // The same by keyboard only: Tab to a bar, Enter, type, Enter.
  await page.goto(base + "/play?position=" + enc("wythoff 57 1000"));
  await yourMove(page);
  let onBar = false;
  for (let i = 0; i < 40 && !onBar; i++) {
    await page.keyboard.press("Tab");
    onBar = await page.evaluate(() => (document.activeElement.getAttribute("aria-label") || "").startsWith("heap 2"));
  }
  check(onBar, "the bar of heap 2 is reached with Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.type("3");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check((await page.textContent("#history li.player")).includes("1000 → 997"), "3 from heap 2: " + await page.textContent("#history li.player"));
  // Heaps of 21 to 40: three rows of counters; a counter of "both" takes from both.
  await page.goto(base + "/play?position=" + enc("wythoff 25 30"));
  await yourMove(page);
  await page.locator('#board g.click[aria-label="both heaps, counter 23 of 25"]').click();
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check((await page.textContent("#history li.player")).includes("take 3 from both heaps"), "3 from both: " + await page.textContent("#history li.player"));
  // Poker Nim: the banks drawn; a chip of the bank, then the + after heap 1, adds.
  await page.goto(base + "/play?position=" + enc("poker(3,2,2) 1 2"));
  await yourMove(page);
  check(await page.locator("#board g.chip").count() === 5, "3 + 2 chips in the banks");
  check((await page.textContent("#board svg")).includes("additions left: 2"), "the additions left");
  await page.locator('#board g.click[aria-label="the bank of the player to move, counter 2 of 3"]').click();
  await page.locator('#board g.click[aria-label="add to heap 1"]').click();
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check((await page.textContent("#history li.player")).includes("add 2 from the bank to heap 1"), "the addition: " + await page.textContent("#history li.player"));
  await axe(page, "Poker Nim");
  // graph(FILE): the server reads no files, and the page says so.
  await page.goto(base + "/?position=" + enc("graph(edges.txt) 0 3"));
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("reading files is not available"));
  check((await page.textContent("#error")).includes("command-line tool"), "why graph(FILE) is refused");
  await page.goto(base + "/play?position=" + enc("graph(edges.txt) 0 3"));
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("reading files is not available"));
});

await test("calculator: the picture, the Nim it hides, and the winning move marked in both", async (page) => {
  await page.goto(base + "/?position=" + enc("strip 5 10 14 16 22"));
  await page.locator("#moves li.move").first().waitFor();
  check(await page.locator("#board svg.picture").count() === 1, "the strip is drawn");
  check(!(await page.locator("#board .nim-view").isVisible()), "the Nim is hidden");
  await page.check("#show-nim");
  check(await page.locator("#board .nim-view").isVisible(), "shown");
  check(await page.locator("#board .nim-view .nim-heap").count() === 5, "five heaps");
  // The first winning move, chip 5 → 2: the chip and the cell marked, heap 5 → 2 too.
  check(await page.locator("#board svg .hinted").count() >= 1, "the move is marked on the strip");
  check(await page.locator("#board .nim-view .stone.hinted-mark").count() === 3, "3 stones of heap 5");
  await page.locator("#moves li.move").nth(1).hover(); // 14 → 9
  check(await page.locator("#board .nim-view .stone.hinted-mark").count() === 5, "5 stones of heap 14");
  await axe(page, "calculator with a picture");
});

await test("play: keyboard only, a Nim game to its end; Undo; the game in the URL", async (page) => {
  await page.goto(base + "/play?position=" + enc("2 3"));
  await yourMove(page);
  for (let turn = 0; turn < 10 && !(await page.textContent("#status")).match(/wins|over/); turn++) {
    let onStone = false;
    for (let i = 0; i < 40 && !onStone; i++) {
      await page.keyboard.press("Tab");
      onStone = await page.evaluate(() => document.activeElement.matches("#board button.stone"));
    }
    check(onStone, "a stone is reached with Tab");
    const before = await page.locator("#history li").count();
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before);
  }
  check((await page.textContent("#status")).match(/wins/), "the game ends: " + await page.textContent("#status"));
  await axe(page, "play, a keyboard game at its end");
  // A picture's shapes too: Tab to an edge, Space cuts it.
  await page.goto(base + "/play?position=" + enc("hackenbush(0-1 1-2 2-0 2-3)"));
  await yourMove(page);
  let onEdge = false;
  for (let i = 0; i < 40 && !onEdge; i++) {
    await page.keyboard.press("Tab");
    onEdge = await page.evaluate(() => document.activeElement.matches("#board g.click.edge"));
  }
  check(onEdge, "an edge is reached with Tab");
  await page.keyboard.press("Space");
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check((await page.textContent("#history li.player")).includes("cut edge"), "the edge is cut");
  // Undo, by mouse, and a shared link that resumes the game.
  await page.goto(base + "/play?position=" + enc("3 4 5"));
  await yourMove(page);
  await page.locator("#board .heap").nth(0).locator(".stone").nth(0).click(); // take all 3
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  check(new URL(page.url()).searchParams.getAll("move").length === 1, "the move is in the URL");
  const link = page.url();
  await page.click("#undo");
  check(await page.locator("#history li").count() === 0, "undone");
  check(await page.locator("#board .stone").count() === 12, "3 + 4 + 5 stones again");
  check(new URL(page.url()).searchParams.getAll("move").length === 0, "and out of the URL");
  await page.goto(link);
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  check((await page.locator("#history li").first().textContent()).includes("take 3 from heap 1"), "the game resumes");
});

// After a press: the move it sent (if any) answered — the board no longer busy, however
// long the server takes — and the page redrawn (two frames).
async function settled(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.querySelector("#board").getAttribute("aria-busy") !== "true");
}
// One move by pressing the board only: the first shape that can be pressed (an option
// of a half-made play first), up to four presses, and the "how many?" form's button.
async function pressOne(page) {
  const before = await page.locator("#history li").count();
  for (let i = 0; i < 5 && (await page.locator("#history li").count()) === before; i++) {
    // A move on its way: the board is redrawn when it is made, not pressed meanwhile.
    await page.waitForFunction(() => document.querySelector("#board").getAttribute("aria-busy") !== "true");
    if ((await page.locator("#history li").count()) !== before) break;
    const form = page.locator("form.amount button[type=submit]");
    const option = page.locator("#board g.click.option, #board button.unit.option");
    const target = (await form.count()) ? form.first()
      : (await option.count()) ? option.first()
        : page.locator("#board button.unit:not([disabled]), #board g.click").first();
    if (!(await target.count())) return false;
    let b;
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 3000 });
      b = await target.boundingBox();
    } catch (e) {
      continue; // redrawn under the finger: look again
    }
    if (!b) continue;
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    await settled(page);
  }
  return (await page.locator("#history li").count()) > before;
}
// One move by keyboard only: Tab until the keyboard is on the board (a move keeps it
// there), then Enter until the move is made (a play of two shapes goes on to the second
// by itself; a "how many?" form takes Enter too).
async function keysOne(page) {
  const before = await page.locator("#history li").count();
  const onBoard = () => page.evaluate(() => !!document.activeElement && !!document.activeElement.closest("#board"));
  for (let i = 0; i < 80 && !(await onBoard()); i++) await page.keyboard.press("Tab");
  if (!(await onBoard())) return false;
  for (let i = 0; i < 5 && (await page.locator("#history li").count()) === before; i++) {
    await page.keyboard.press("Enter");
    await settled(page);
  }
  return (await page.locator("#history li").count()) > before;
}
const over = (page) => page.evaluate(() => /\b(win|lose)\b/.test(document.querySelector("#status").className) || document.querySelector("#status").textContent.includes("no move"));

await test("play: a whole game of every game of the registry by pressing the board only (375 px) and by keyboard only (1280 px)", async (page) => {
  await page.goto(base + "/play");
  const presets = await page.$$eval("#preset option", (os) => os.map((o) => o.value).filter((v) => v && !v.includes("edges.txt")));
  // One position a game: the registry's example (the first preset of each name).
  const seen = new Set();
  const games = presets.filter((p) => {
    const name = p.split(/[ (]/)[0];
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  check(games.length >= 25, "a position of every game: " + games.length);
  for (const [how, width, height, one] of [["pressing", 375, 812, pressOne], ["keys", 1280, 900, keysOne]]) {
    await page.setViewportSize({ width, height });
    for (const text of share(games)) {
      await page.goto(base + "/play?position=" + enc(text));
      await yourMove(page);
      let moves = 0;
      while (!(await over(page)) && moves < 40) {
        check(await one(page), `${text} (${how}, ${width} px): move ${moves + 1} could not be made (${await page.textContent("#error")})`);
        moves++;
      }
      check(await over(page), `${text} (${how}): the game ended within 40 moves`);
      if (how === "keys") check(await page.evaluate(() => document.activeElement && document.activeElement.id === "new-game"), `${text}: after the last move the keyboard is on New game`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}, { split: true });

await test("phone: 375 px wide, no page scrolls sideways; axe finds nothing", async (page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/?position=" + enc("strip 5 10 14 16 22"));
  await page.locator("#moves li.move").first().waitFor();
  await page.check("#show-nim");
  await fits(page, "calculator");
  await axe(page, "calculator on a phone");
  await page.goto(base + "/?position=" + enc("123456789 987654321 55555 + kayles 30 + wythoff 4 5"));
  await page.locator("#reasoning .step").first().waitFor();
  await fits(page, "calculator, a long table");
  await page.goto(base + "/play?position=" + enc("chocolate 4 5 3 6"));
  await yourMove(page);
  await fits(page, "play");
  await axe(page, "play on a phone");
  await page.goto(base + "/play?position=" + enc("kayles 12 9 + 3 5"));
  await yourMove(page);
  await fits(page, "play, rows");
  await page.goto(base + "/sequence?game=kayles&upto=300");
  await page.waitForFunction(() => document.querySelector("#summary").textContent.includes("proved"));
  await fits(page, "sequence");
  const label = await page.evaluate(() => document.querySelector("#chart text").getBoundingClientRect().height);
  check(label >= 10, "the chart's axis labels are readable: " + label + " px");
  await axe(page, "sequence on a phone");
});

await test("play: the notation line is the game on the board's, with moves of its position that type as they say, after every move", async (page) => {
  await page.goto(base + "/play?position=" + enc("grundy-game 9"));
  await yourMove(page);
  let line = await page.textContent("#notation");
  check(line.includes("H -> a b") && !line.includes("H a-b") && !line.includes("T V"), "Grundy's game: only its split: " + line);
  // The example typed in the box is a move: played, it is in the history, and the line
  // gives moves of the position after the turn.
  const example = await page.textContent("#notation code.typed");
  check(/^1 -> \d+ \d+$/.test(example), "a split of heap 1 to type: " + example);
  await page.fill("#move", example);
  await page.click("#play-move");
  await page.waitForFunction(() => document.querySelectorAll("#history li").length >= 2 || document.querySelector("#status").className.includes("win"));
  check(!(await page.textContent("#error")), "the example was a legal move: " + await page.textContent("#error"));
  if (!(await over(page))) {
    const now = await page.$$eval("#notation code.typed", (cs) => cs.map((c) => c.textContent));
    const position = new URLSearchParams(await page.evaluate(() => location.search));
    check(now.length >= 1 && now.every((t) => /^\d+ -> \d+ \d+$/.test(t)), "the next moves as typed: " + now.join(" | "));
    check(now.some((t) => t !== example), "moves of the position now: " + now.join(" | ") + " after " + position);
  }
  // Kayles: its pins, not Nim's forms; a sum: the component prefix.
  await page.goto(base + "/play?position=" + enc("kayles 7 + 3"));
  await yourMove(page);
  line = await page.textContent("#notation");
  check(line.includes("H a-b") && line.includes("C: …") && (await page.$$eval("#notation code.typed", (cs) => cs.every((c) => /^[12]: /.test(c.textContent)))), "a sum's line: " + line);
  // Cram: its own notation, by example.
  await page.goto(base + "/play?position=" + enc("cram(...|...)"));
  await yourMove(page);
  line = await page.textContent("#notation");
  check(!line.includes("H N") && /[a-c][1-2]/.test(await page.textContent("#notation code.typed")), "Cram by its squares: " + line);
  // In Korean: the words of the line and of the moves.
  try {
    await page.evaluate(() => localStorage.setItem("grundy-lang", "ko"));
    await page.goto(base + "/play?position=" + enc("officers 8"));
    await page.waitForFunction(() => document.documentElement.lang === "ko" && document.querySelector("#notation code.typed"));
    line = await page.textContent("#notation");
    check(/[\uac00-\ud7a3]/.test(line) && line.includes("H -> a b") && !/ take | heap /.test(line), "the line in Korean: " + line);
    // Korean lines break between words, not inside one.
    check(await page.evaluate(() => getComputedStyle(document.querySelector("#notation")).wordBreak) === "keep-all", "Korean words kept whole");
  } finally {
    await page.evaluate(() => localStorage.removeItem("grundy-lang"));
  }
});

await test("the header's keyboard order is the order it is read in (the language menu included), on a phone and a projector, in every language", async (page) => {
  try {
    for (const [width, height] of [[375, 812], [1280, 900]]) {
      await page.setViewportSize({ width, height });
      for (const lang of ["en", "ko", "ru", "vi"]) {
        await page.goto(base + "/play");
        await page.evaluate((l) => localStorage.setItem("grundy-lang", l), lang);
        await page.reload();
        await page.locator("#lang").waitFor();
        // Tab from the top of the page through the header.
        await page.evaluate(() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); });
        const tabbed = [];
        for (let i = 0; i < 20; i++) {
          await page.keyboard.press("Tab");
          const at = await page.evaluate(() => {
            const e = document.activeElement;
            return e && e.closest("header") ? (e.id || e.textContent.trim()) : null;
          });
          if (at === null) break;
          tabbed.push(at);
        }
        // The same elements as the eye reads them: line by line (a line: boxes whose
        // middles lie within each other's height), left to right.
        const read = await page.evaluate(() => {
          const boxes = [...document.querySelectorAll("header a, header select, header button")]
            .map((e) => ({ name: e.id || e.textContent.trim(), r: e.getBoundingClientRect() }));
          boxes.sort((a, b) => {
            const sameLine = Math.abs((a.r.top + a.r.bottom) / 2 - (b.r.top + b.r.bottom) / 2) < Math.min(a.r.height, b.r.height) / 2;
            return sameLine ? a.r.left - b.r.left : a.r.top - b.r.top;
          });
          return boxes.map((b) => b.name);
        });
        check(tabbed.includes("lang"), `${lang}, ${width} px: Tab reaches the language menu: ${tabbed.join(", ")}`);
        check(JSON.stringify(tabbed) === JSON.stringify(read), `${lang}, ${width} px: Tab goes ${tabbed.join(", ")}; the eye reads ${read.join(", ")}`);
        check(await page.evaluate(() => document.documentElement.scrollWidth) <= width, `${lang}, ${width} px: the header fits`);
      }
    }
  } finally {
    // (the other tests read the page in English)
    await page.evaluate(() => localStorage.removeItem("grundy-lang"));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

await test("phone: every pressable shape of every preset is a finger's target, 44 × 44 px all its own", async (page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/play");
  const presets = await page.$$eval("#preset option", (os) => os.map((o) => o.value).filter((v) => v && !v.includes("edges.txt")));
  const small = [];
  let measured = 0;
  for (const text of presets) {
    await page.goto(base + "/play?position=" + enc(text));
    await yourMove(page);
    // Each target (a button of a row, a picture's square): its box at least 44 × 44, and
    // a press anywhere in the 44 × 44 square around its centre presses it (nothing else
    // is on top there).
    const found = await page.evaluate((size) => {
      const out = { count: 0, small: [] };
      for (const t of document.querySelectorAll("#board button.unit:not([disabled]), #board rect.hit-area")) {
        const shape = t.matches("rect") ? t.closest("svg").querySelector(`g[data-shape="${t.dataset.hit}"]`) : t;
        const name = shape.getAttribute("aria-label");
        t.scrollIntoView({ block: "center", inline: "center" });
        const r = t.getBoundingClientRect();
        out.count++;
        if (r.width < size - 0.5 || r.height < size - 0.5) {
          out.small.push(`${name}: ${r.width.toFixed(1)} × ${r.height.toFixed(1)} px`);
          continue;
        }
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        const half = size / 2 - 1;
        const other = [];
        for (const dx of [-half, 0, half]) {
          for (const dy of [-half, 0, half]) {
            const hit = document.elementFromPoint(x + dx, y + dy);
            if (!hit || !(hit === t || t.contains(hit))) other.push(hit ? hit.getAttribute("data-hit") || hit.getAttribute("aria-label") || hit.tagName : "nothing");
          }
        }
        if (other.length) out.small.push(`${name}: a press near its edge reaches ${other.join(", ")}`);
      }
      return out;
    }, 44);
    // (The page shows a wide picture's scroll bar at the next frame after its layout, or
    // when the box is resized: on a loaded machine that is after the check above. Wait
    // for it a while, then check.)
    const unbarred = () => [...document.querySelectorAll("#board .picture-wrap")]
      .filter((w) => w.scrollWidth > w.clientWidth + 1 && w.parentElement.querySelector(".scroll-bar").hidden).length;
    await page.waitForFunction(`(${unbarred})() === 0`, null, { timeout: 10000 }).catch(() => {});
    const hidden = await page.evaluate(unbarred);
    check(hidden === 0, `${text}: a picture wider than the phone without its scroll bar`);
    measured += found.count;
    for (const m of found.small) small.push(`${text}: ${m}`);
    check(found.count > 0, `${text}: something to press`);
  }
  check(small.length === 0, `targets under 44 px on a phone (${small.length} of ${measured}):\n` + small.slice(0, 30).join("\n"));
  check(measured > 400, "targets measured: " + measured);
});

await test("phone: every preset's board starts on the first screen; after a coached mistake the coach's words and the board are on one screen (375 × 812 and 1280 × 900)", async (page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/play");
  const presets = await page.$$eval("#preset option", (os) => os.map((o) => o.value).filter((v) => v && !v.includes("edges.txt")));
  const low = [];
  for (const text of presets) {
    await page.goto(base + "/play?position=" + enc(text));
    await yourMove(page);
    // Unscrolled, the board's top in the upper half of the phone's screen.
    const at = await page.evaluate(() => ({ top: document.querySelector("#board").getBoundingClientRect().top, scrolled: window.scrollY }));
    if (at.scrolled !== 0 || at.top > 812 / 2) low.push(`${text}: its top at ${Math.round(at.top)} px, scrolled ${at.scrolled}`);
  }
  check(low.length === 0, "boards below the first half of the screen:\n" + low.join("\n"));
  // Practice: the first exercise's board on the first screen too (the words on the set
  // under it).
  await page.goto(base + "/practice");
  await page.fill("#seed", "2026");
  await page.click("#start");
  await page.waitForFunction(() => document.querySelector("#question").textContent.startsWith("1."));
  const practice = await page.evaluate(() => document.querySelector("#exercise .board").getBoundingClientRect().top);
  check(practice <= 812 - 120, "practice: the exercise's board starts at " + Math.round(practice) + " px");
  for (const [width, height] of [[375, 812], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    await page.goto(base + "/play?position=" + enc("3 4 5"));
    await yourMove(page);
    // A mistake pressed on the board: heap 1 taken whole (0 4 5, nim-sum 1).
    await page.locator("#board .heap").nth(0).locator("button.stone").first().click();
    await page.waitForFunction(() => !document.querySelector("#coach-text").hidden && document.querySelectorAll("#history li").length === 2);
    await page.waitForTimeout(200);
    const at = await page.evaluate(() => ({
      board: document.querySelector("#board").getBoundingClientRect().toJSON(),
      coach: document.querySelector("#coach-text").getBoundingClientRect().toJSON(),
      words: document.querySelector("#coach-text").textContent,
    }));
    check(at.words.includes("threw the win away"), "the coach's verdict: " + at.words);
    check(at.board.top >= 0 && at.board.bottom <= height, `${width} px: the whole board in sight: ${JSON.stringify(at.board)}`);
    check(at.coach.top + 100 <= height, `${width} px: the coach's first lines in sight: its top at ${at.coach.top} of ${height}`);
    check(await page.evaluate(() => !!document.activeElement.closest("#board")), `${width} px: the focus stays on the board after the move`);
  }
});

await test("play: Cram's covered squares look unlike its blocked ones and its empty ones, light and dark", async (page) => {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(base + "/play?position=" + enc("cram(....|.#..|....)"));
    await yourMove(page);
    await page.locator('#board g.click[aria-label="square a1 (empty)"]').click();
    await page.locator('#board g.click[aria-label="square a2 (empty)"]').click();
    await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
    check(new URL(page.url()).searchParams.get("move") === "a1-a2", "the move pressed: " + page.url());
    // The player's domino and the computer's: four squares covered, one blocked.
    check(await page.locator("#board g.covered").count() === 4, scheme + ": four covered squares");
    check(await page.locator("#board g.blocked").count() === 1, scheme + ": one blocked square");
    check((await page.locator("#board g.covered title").first().textContent()).includes("covered by a domino"), scheme + ": a covered square's name");
    check((await page.textContent("#board g.blocked")).includes("✕"), scheme + ": the blocked square crossed out");
    const fills = await page.evaluate(() => {
      const fill = (sel) => getComputedStyle(document.querySelector(`#board g.${sel} .body`)).fill;
      return { covered: fill("covered"), blocked: fill("blocked"), empty: fill("cell"), paper: getComputedStyle(document.body).backgroundColor };
    });
    const all = new Set(Object.values(fills));
    check(all.size === 4, `${scheme}: covered, blocked, empty and the page each their own colour: ${JSON.stringify(fills)}`);
    check((await page.textContent("#how")).includes("covered square is filled in"), scheme + ": the words under the board say which is which");
  }
  await page.emulateMedia({ colorScheme: "light" });
});

await test("play: Kayles written as a formula split on its board by mouse and by keys, the hint's text to type; mem's board shows its last take", async (page) => {
  const kayles = "rule(n -> [[a, n - k - a] for k in 1..=min(2, n) for a in 0..=(n - k) / 2]) 7";
  await page.goto(base + "/play?position=" + enc(kayles));
  await yourMove(page);
  await page.click("#hint");
  await page.locator("#hint-text code").waitFor();
  check((await page.textContent("#hint-text code")) === "1 -> 3 3", "the hint's move as typed: " + await page.textContent("#hint-text"));
  check(await page.locator("#board .hinted").count() === 1, "the hint marks the middle counter");
  check((await page.getAttribute("#move", "placeholder")).includes("->"), "the move box shows a split as typed: " + await page.getAttribute("#move", "placeholder"));
  // The middle counter: pressed once it is chosen (two counters side by side start with
  // it too), pressed again it is the move — the heap splits into 3 and 3.
  const middle = page.locator('#board g.click[aria-label="heap 1, counter 4 of 7"]');
  await middle.click();
  await page.waitForFunction(() => document.querySelector('#board g.click[aria-label="heap 1, counter 4 of 7"]').getAttribute("aria-pressed") === "true");
  await middle.click();
  await page.waitForFunction(() => document.querySelector("#history li.player") || document.querySelector("#error").textContent);
  check(await page.textContent("#error") === "", "no error: " + await page.textContent("#error"));
  const mine = await page.locator("#history li.player").first().textContent();
  check(mine.includes("replace heap 1 (7) by 3 and 3"), "the split pressed: " + mine);
  // By keys: Enter on the first counter of the board, and again.
  await page.goto(base + "/play?position=" + enc(kayles));
  await yourMove(page);
  await page.locator("#board g.click").first().focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  await page.waitForFunction(() => document.querySelector("#board").getAttribute("aria-busy") === "false");
  check(await page.evaluate(() => !!document.activeElement.closest("#board")), "the keyboard stays on the board");
  // mem 12 2: the heap, the last take beside it, only the takes of 2 or more pressed.
  await page.goto(base + "/play?position=" + enc("mem 12 2"));
  await yourMove(page);
  check((await page.textContent("#board .heap .label")).includes("12 (last take: 2)"), "the last take beside the heap: " + await page.textContent("#board .heap .label"));
  check(await page.locator("#board button.stone").count() === 11, "a take of 2 to 12 pressed, not of 1");
  check((await page.textContent("#how")).includes("The last take was 2"), "what the last take allows: " + await page.textContent("#how"));
  await page.click("#hint");
  await page.locator("#hint-text code").waitFor();
  check((await page.textContent("#hint-text code")) === "1 7", "mem's hint as typed: " + await page.textContent("#hint-text"));
});

await test("play: a conjunctive and a selective compound drawn as their parts, in frames under their rule; the hint marked and pressed", async (page) => {
  for (const [text, parts, rule] of [["conjunctive(3 1, kayles 4, 2)", 3, "every part"], ["selective(2 1, kayles 3)", 2, "any number of parts"]]) {
    await page.goto(base + "/play?position=" + enc(text));
    await yourMove(page);
    check(await page.locator("#board .part").count() === parts, `${text}: a frame per part`);
    const labels = await page.locator("#board .part-label").allTextContents();
    check(labels[1] === "part 2: kayles " + text.match(/kayles (\d)/)[1], `${text}: the frames say their parts: ${labels}`);
    check((await page.textContent("#board .rule")).includes(rule), `${text}: the rule is said`);
    check(await page.locator("#board .part .heap").count() === await page.locator("#board .heap").count(), `${text}: every row in a frame`);
    // The hint: its move marked on the board, every part it moves (a pin knocked out of
    // the middle of the Kayles row too), and made by pressing what it marks.
    await page.click("#hint");
    const hinted = page.locator("#board .unit.hinted");
    check(await hinted.count() >= parts - 1, `${text}: the hint's move is marked: ${await hinted.count()}`);
    const words = await page.textContent("#hint-text");
    check(words.includes("knock down pin 2"), `${text}: the hint is the split: ${words}`);
    const n = await hinted.count();
    for (let i = 0; i < n; i++) await hinted.nth(i).click();
    if ((await page.locator("#history li.player").count()) === 0) {
      await page.waitForTimeout(300);
      if ((await page.locator("#history li.player").count()) === 0) await hinted.first().click();
    }
    await page.waitForFunction(() => document.querySelector("#history li.player"));
    const mine = await page.textContent("#history li.player");
    check(mine.includes("knock down pin 2"), `${text}: the marked move was made by pressing: ${mine}`);
    await axe(page, text);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/play?position=" + enc("conjunctive(3 1, kayles 4, 2)"));
  await yourMove(page);
  await fits(page, "a compound on a phone");
  await page.setViewportSize({ width: 1280, height: 900 });
});

await test("play: in a compound every heap game is pressed anywhere in its rows (the leftmost pin, a cut of Grundy's game) and its moves are typed in the parts' own notation", async (page) => {
  // The leftmost pin of a Kayles row in a compound knocks it out (pressed twice: a
  // second pin beside it would extend the move).
  await page.goto(base + "/play?position=" + enc("selective(kayles 4, 1)"));
  await yourMove(page);
  const pin = page.locator('#board .part').first().locator("button.unit").first();
  await pin.click();
  await page.waitForTimeout(200);
  if ((await page.locator("#history li.player").count()) === 0) await pin.click();
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check(/knock down 1 pin at an end of row 1 \(4 pins\)/.test(await page.textContent("#history li.player")), "the leftmost pin was knocked out: " + await page.textContent("#history li.player"));
  // Grundy's game splits a heap where it stands: a dashed gap between two counters.
  await page.goto(base + "/play?position=" + enc("selective(grundy-game 5, 1)"));
  await yourMove(page);
  const cuts = page.locator("#board button.unit.split");
  check(await cuts.count() === 4, "a cut between every two counters of the heap of 5: " + await cuts.count());
  await cuts.first().click();
  await page.waitForTimeout(200);
  if ((await page.locator("#history li.player").count()) === 0) await cuts.first().click();
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check(/1 and 4|4 and 1/.test(await page.textContent("#history li.player")), "the heap was split into 1 and 4: " + await page.textContent("#history li.player"));
  // Every play carries its move in the parts' own notation, never a number `#k`; the
  // hint gives the text to type, and a pin knocked out of the middle is typed so.
  for (const text of ["conjunctive(kayles 4, 2)", "selective(dawson-chess 5, kayles 3)", "ordinal(2 1, treblecross 5)", "selective(3 + kayles 2, lasker 3)"]) {
    const boards = await page.evaluate(async (position) => (await (await fetch("/api/analyze", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ position, explain: true }) })).json()).pieces, text);
    const numbered = boards.flatMap((b) => b.plays).filter((p) => p.text.startsWith("#")).map((p) => p.text);
    check(numbered.length === 0, `${text}: plays numbered instead of typed: ${numbered.slice(0, 5)}`);
    check(boards[0].plays.every((p) => /^\d+: /.test(p.text)), `${text}: every play names its part: ${boards[0].plays.slice(0, 3).map((p) => p.text)}`);
  }
  await page.goto(base + "/play?position=" + enc("conjunctive(kayles 4, 2)"));
  await yourMove(page);
  await page.click("#hint");
  const typed = await page.textContent("#hint-text code");
  check(/^1: 1 \d+(-\d+)?; 2: 1 \d$/.test(typed), "the hint is the text to type, part by part: " + typed);
  await page.fill("#move", "1: 1 2; 2: 1 2");
  await page.click("#text-move button[type=submit]");
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  check((await page.textContent("#history li.player")).includes("knock down pin 2"), "a typed split of the middle: " + await page.textContent("#history li.player"));
});

await test("phone: a picture wider than the screen says so, scrolls by its buttons, and is played at its far end", async (page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/play?position=" + enc("strip 5 10 14 16 22"));
  await yourMove(page);
  await fits(page, "a wide picture on a phone");
  const bar = page.locator("#board .scroll-bar");
  await bar.waitFor();
  check(await bar.isVisible(), "the scroll bar is shown");
  const wrap = page.locator("#board .picture-wrap");
  const [back, on] = [bar.locator("button").first(), bar.locator("button").last()];
  check(await back.isDisabled(), "at the start, ◀ is disabled");
  await on.click();
  await page.waitForFunction(() => document.querySelector("#board .picture-wrap").scrollLeft > 100);
  check(!(await back.isDisabled()), "after ▶, ◀ is enabled");
  // The chip on the last cell, then a cell to move it to: pressed after scrolling.
  const chips = page.locator("#board g.click.chip");
  const last = chips.last();
  await last.scrollIntoViewIfNeeded();
  const b = await last.boundingBox();
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  const option = page.locator("#board g.click.option").last();
  await option.scrollIntoViewIfNeeded();
  const o = await option.boundingBox();
  await page.mouse.click(o.x + o.width / 2, o.y + o.height / 2);
  await page.waitForFunction(() => document.querySelector("#history li.player"));
  // After the move the picture stays where it was scrolled to.
  await yourMove(page);
  const after = await wrap.evaluate((w) => [w.scrollLeft, w.scrollWidth - w.clientWidth]);
  check(after[0] > 0 || after[1] < 20, "the picture keeps its scroll after a move: " + after);
  await axe(page, "a wide picture on a phone");
  await page.setViewportSize({ width: 1280, height: 900 });
});

await test("play: without the coach, the computer's move still says why, in the reader's language", async (page) => {
  await page.goto(base + "/play?position=" + enc("3 4 6"));
  await yourMove(page);
  await page.uncheck("#coach");
  await page.fill("#move", "1 1");
  await page.click("#play-move");
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  check(await page.isHidden("#coach-text"), "no coach");
  check(await page.isVisible("#computer-reason"), "the computer's reason is offered");
  await page.click("#computer-reason summary");
  const why = await page.textContent("#computer-reason");
  check(why.includes("The computer played") && /moves?\b/.test(why), "the reason: " + why);
  await axe(page, "play, the computer's reason");
  // With the coach, its fuller words instead (one reason, not two).
  await page.click("#undo");
  await page.check("#coach");
  await page.fill("#move", "1 1");
  await page.click("#play-move");
  await page.waitForFunction(() => !document.querySelector("#coach-text").hidden);
  check(await page.isHidden("#computer-reason"), "the coach's reason replaces the short one");
  // In Russian.
  await page.evaluate(() => localStorage.setItem("grundy-lang", "ru"));
  try {
    await page.goto(base + "/play?position=" + enc("3 4 6"));
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await page.waitForFunction(() => document.querySelector("#status").textContent.length > 0);
    await page.uncheck("#coach");
    await page.fill("#move", "1 1");
    await page.click("#play-move");
    await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
    await page.click("#computer-reason summary");
    const ru = await page.textContent("#computer-reason");
    check(ru.includes("Почему компьютер так сходил?") && ru.includes("Компьютер сделал ход") && !/\b(move|winning|game)\b/.test(ru), "in Russian: " + ru);
  } finally {
    await page.evaluate(() => localStorage.removeItem("grundy-lang"));
  }
});

await test("calculator: 1,000 heaps make a page of reasonable length; the analysis as JSON; dark theme", async (page) => {
  const heaps = Array.from({ length: 1000 }, (_, i) => (i * 37) % 1000 + 1).join(" ");
  await page.goto(base + "/?position=" + enc(heaps));
  await page.locator("#moves li.move").first().waitFor();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  check(height < 8000, "the page is " + height + " px long");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  const saved = JSON.parse(Buffer.concat(chunks).toString());
  check(saved.analysis.outcome === "N" && saved.position.split(" ").length === 1000, "the analysis is saved");
  await page.emulateMedia({ colorScheme: "dark" });
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  check(bg === "rgb(16, 21, 31)", "dark: " + bg);
  await page.goto(base + "/play?position=" + enc("hackenbush(0-1 1-2 2-0 2-3)"));
  await yourMove(page);
  await axe(page, "play, dark");
  await page.emulateMedia({ colorScheme: "light" });
});

await test("sequence: the chart of Kayles with its proved period", async (page) => {
  await page.goto(base + "/sequence?game=kayles&upto=300");
  await page.waitForFunction(() => document.querySelector("#summary").textContent.includes("proved by the"));
  const summary = await page.textContent("#summary");
  check(summary.includes("Period 12 from n = 71"), "Kayles has period 12 from 71: " + summary);
  check(await page.locator("#chart circle").count() > 100, "points drawn");
  check(await page.locator("#chart .shade-period").count() === 1, "the period is shaded");
  const details = await page.textContent("#details");
  check(details.includes("Rare values: 0, 3, 5, 6.") && details.includes("The largest value is 8."), "frequencies and rare values shown: " + details);
  check(summary.includes("before N = 300"), "why the run stopped at 255: " + summary);
  // The values in rows of the period (12): column k holds G(12·row + k).
  check(await page.locator("#values tr").first().locator("th").count() === 13, "n and 12 columns");
  const row = await page.locator("#values tr").nth(8).locator("td").allTextContents();
  check(row[0] === "84" && row.length === 13, "the row of n = 84: " + JSON.stringify(row));
  // The state is in the URL.
  check(page.url().includes("game=kayles") && page.url().includes("upto=300") && page.url().includes("period=1"), page.url());
  // The exports, from what the page has.
  const saved = async (button) => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
    return [download.suggestedFilename(), readFileSync(await download.path(), "utf8")];
  };
  const [csvName, csv] = await saved("#export-csv");
  check(csvName === "kayles-255.csv" && csv.startsWith("n,g\n0,0\n1,1\n2,2\n3,3\n4,1\n"), csvName + ": " + csv.slice(0, 40));
  check(csv.trim().split("\n").length === 257, "256 rows and the header");
  const [, json] = await saved("#export-json");
  const report = JSON.parse(json);
  check(report.period.period === 12 && report.values.length === 256, "the JSON is the report");
  const [, picture] = await saved("#export-svg");
  check(picture.startsWith("<svg") && picture.includes("circle") && picture.includes("kayles (0.77)"), picture.slice(0, 80));
  await shot(page, "sequence.png");
});

await test("sequence on a phone: nothing wider than the screen", async (page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + "/sequence?game=grundy-game&upto=3000&period=1");
  await page.waitForFunction(() => document.querySelector("#details").textContent.includes("Rare positions"));
  for (const path of ["/sequence?game=grundy-game&upto=3000&period=1", "/", "/play"]) {
    if (path !== "/sequence?game=grundy-game&upto=3000&period=1") await page.goto(base + path);
    await page.waitForTimeout(300);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    check(width <= 375, `${path}: nothing wider than the phone: ${width}`);
  }
});

await test("sequence: a long run shows progress and can be cancelled", async (page) => {
  await page.goto(base + "/sequence?game=kayles&upto=50");
  await page.waitForFunction(() => document.querySelector("#summary").textContent.includes("kayles"));
  await page.fill("#upto", "5000000");
  await page.uncheck("#period");
  await page.click("#compute");
  await page.waitForFunction(() => /running: [0-9,]+ of/.test(document.querySelector("#progress-text").textContent));
  await page.click("#cancel");
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("Cancelled"));
  check(!(await page.isDisabled("#compute")), "compute is enabled again");
  check(await page.isHidden("#progress-box"), "no running progress left after Cancel");
});

await test("sequence: an error goes when the input is corrected; the job's status in the reader's language", async (page) => {
  await page.goto(base + "/sequence?game=kayles&upto=50");
  await page.waitForFunction(() => document.querySelector("#summary").textContent.includes("kayles"));
  await page.fill("#game", "kayls");
  await page.click("#compute");
  await page.waitForFunction(() => document.querySelector("#error").textContent.length > 0);
  await page.fill("#game", "kayles");
  check((await page.textContent("#error")) === "", "the error went with the correction: " + await page.textContent("#error"));
  // A value the browser blocks (N above its maximum) leaves no error of an earlier run.
  await page.fill("#game", "kayls");
  await page.click("#compute");
  await page.waitForFunction(() => document.querySelector("#error").textContent.length > 0);
  await page.fill("#upto", "99999999");
  await page.click("#compute");
  check((await page.textContent("#error")) === "", "no stale error after a blocked value");
  // The status words in Korean, Russian and Vietnamese.
  for (const [lang, running, cancelled] of [["ko", "실행 중", "취소됨"], ["ru", "выполняется", "отменено"], ["vi", "đang chạy", "đã hủy"]]) {
    await page.evaluate((l) => localStorage.setItem("grundy-lang", l), lang);
    try {
      await page.goto(base + "/sequence?game=kayles&upto=5000000&period=0");
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      // (A job cancelled a moment ago may still be stopping: the form waits for it.)
      await page.waitForFunction(() => !document.querySelector("#compute").disabled && document.querySelector("#cancel").hidden);
      await page.click("#compute");
      await page.waitForFunction((w) => document.querySelector("#progress-text").textContent.includes(w), running);
      check(!(await page.textContent("#progress-text")).includes("running"), `${lang}: no English status`);
      await page.click("#cancel");
      await page.locator("#jobs li").filter({ hasText: cancelled }).first().waitFor();
      check(!(await page.textContent("#jobs")).includes("cancelled"), `${lang}: the job list says it in ${lang}`);
    } finally {
      await page.evaluate(() => localStorage.removeItem("grundy-lang"));
    }
  }
});

await test("sequence: a long job's chart is the server's pixel columns, not its values", async (page) => {
  const sizes = [];
  page.on("response", async (r) => {
    if (r.url().includes("/api/sequence/jobs/") && r.request().method() === "GET" && !r.url().includes("result=false")) {
      try { sizes.push([r.url(), (await r.body()).length]); } catch (e) { /* gone */ }
    }
  });
  await page.goto(base + "/sequence?game=kayles&upto=1000000&period=0");
  await page.waitForFunction(() => document.querySelector("#notice").textContent.includes("press Compute"));
  await page.click("#compute");
  await page.waitForFunction(() => document.querySelector("#summary").textContent.includes("1000000"), null, { timeout: LONG_JOB });
  await page.waitForTimeout(200);
  check(sizes.length === 1 && sizes[0][0].includes("values=") && sizes[0][1] < 300000, "the report came with its first values only: " + JSON.stringify(sizes));
  check(await page.locator("#chart path.common").count() === 1 && await page.locator("#chart path.rare").count() === 1, "common and rare values drawn apart");
  const note = await page.textContent("#values-note");
  check(note.includes("of 1000001 values are listed"), "the table says how many values there are: " + note);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-csv")]);
  const csv = readFileSync(await download.path(), "utf8");
  check(csv.split("\n").length === 1000003, "the CSV export has every value");
});

await test("sequence: a link to a long run fills the form and waits for a click", async (page) => {
  const started = [];
  page.on("request", (r) => { if (r.method() === "POST" && r.url().includes("/api/sequence")) started.push(r.url()); });
  await page.goto(base + "/sequence?game=officers&upto=16000000&period=0");
  await page.waitForFunction(() => document.querySelector("#notice").textContent.includes("press Compute"));
  check(await page.inputValue("#game") === "officers", "the game from the link");
  check(await page.inputValue("#upto") === "16000000", "N from the link");
  check(!(await page.isChecked("#period")), "the period search off, as the link says");
  await page.waitForTimeout(500);
  check(started.length === 0, "nothing started: " + started.join(", "));
  check(await page.isHidden("#progress-box"), "no progress shown");
});

await test("sequence: a reload lists the running job with Cancel; leaving the page ends its job", async (page) => {
  await page.goto(base + "/sequence?game=officers&upto=16000000&period=0");
  await page.waitForFunction(() => document.querySelector("#notice").textContent.includes("press Compute"));
  await page.click("#compute");
  await page.waitForFunction(() => /running: [0-9,]+ of/.test(document.querySelector("#progress-text").textContent));
  const jobIds = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("grundy.sequence.jobs")).map((j) => j.id));
  const [id] = await jobIds();
  await page.reload();
  const row = page.locator(`#jobs li[data-id="${id}"]`);
  await row.filter({ hasText: "running" }).waitFor();
  await page.waitForFunction(() => /running: [0-9,]+ of/.test(document.querySelector("#progress-text").textContent));
  check(!(await page.isHidden("#cancel")), "the watched job can be cancelled from the form too");
  await row.locator("button.cancel").click();
  await page.waitForFunction(() => document.querySelector("#error").textContent.includes("Cancelled"));
  await row.filter({ hasText: "cancelled" }).waitFor();
  check(!(await page.isDisabled("#compute")), "compute is enabled again");
  await axe(page, "sequence, the job list after a cancel");
  // A second run, then the page goes elsewhere: the server stops the job (abandoned).
  await page.click("#compute");
  // Wait for the new job's id (the progress line may still show the cancelled run's text).
  await page.waitForFunction((first) => (JSON.parse(sessionStorage.getItem("grundy.sequence.jobs")) || []).some((j) => j.id !== first), id);
  const second = (await jobIds()).find((j) => j !== id);
  check(second !== undefined, "the second job is listed");
  await page.goto(base + "/");
  // A poll would keep the job alive: look only after the leave grace (3 s).
  await page.waitForTimeout(3500);
  const status = await page.evaluate(async (path) => {
    for (let i = 0; i < 30; i++) {
      const view = await (await fetch(path)).json();
      if (view.status !== "running") return view.status;
      await new Promise((r) => setTimeout(r, 100));
    }
    return "still running";
  }, `/api/sequence/jobs/${second}?result=false`);
  check(status === "abandoned", "the job of the page that left is abandoned: " + status);
});

await test("languages: the menu switches the page's labels and the answers, and is remembered", async (page) => {
  try {
    await page.goto(base + "/");
    await page.locator("#lang").waitFor();
    check((await page.textContent("nav")).includes("Calculator"), "English first (the browser asks for English)");
    await Promise.all([page.waitForNavigation(), page.selectOption("#lang", "ko")]);
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    check((await page.textContent("#analyze")) === "분석", "the button's label from the catalogue");
    await page.fill("#position", "3 4 5");
    await page.click("#analyze");
    await page.locator("#moves li.move").first().waitFor();
    check((await page.textContent("#outcome")).includes("N-국면"), "the verdict in Korean");
    check((await page.textContent("#moves")).includes("무더기 1에서 2개 가져가기 (3 → 1)"), "the move in Korean");
    check((await page.textContent("#reasoning")).includes("님 합"), "the reasoning in Korean");
    // Remembered on every page.
    await page.goto(base + "/play");
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    check((await page.textContent("#new-game")) === "새 게임", "the play page in Korean");
    // The script's own words too: the status line, the hint, the history, the placeholder.
    await page.waitForFunction(() => document.querySelector("#status").textContent === "당신 차례입니다.");
    // The move box gives a move of the game on the board as its example, in Korean words.
    check((await page.getAttribute("#move", "placeholder")).startsWith("예: "), "the move box's placeholder in Korean");
    await page.click("#hint");
    await page.waitForFunction(() => document.querySelector("#hint-text").textContent.startsWith("힌트:"));
    check((await page.textContent("#hint-text summary")) === "왜요?", "the hint's Why in Korean");
    await page.fill("#move", "1 2");
    await page.click("#play-move");
    await page.waitForFunction(() => document.querySelector("#history li.player") !== null);
    check((await page.textContent("#history li.player")).startsWith("당신:"), "the history in Korean");
    check((await page.textContent("#history li.computer")).startsWith("컴퓨터:"), "the computer's move in Korean");
    // The practice page: its labels, its score line and its buttons.
    await page.goto(base + "/practice");
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    check((await page.textContent("h2")) === "연습: 필승 수를 찾아보세요", "the practice heading in Korean");
    check((await page.textContent("#submit-answer")) === "확인", "the check button in Korean");
    await page.locator("#question").waitFor();
    await page.click("#answer-p");
    await page.waitForFunction(() => document.querySelector("#score").textContent.startsWith("점수:"));
    check(["다음 문제", "새 문제"].includes(await page.textContent("#next")), "the next button in Korean");
    await Promise.all([page.waitForNavigation(), page.selectOption("#lang", "ru")]);
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    check((await page.textContent("nav")).includes("Калькулятор"), "the menu switches to Russian");
    // The calculator's builder and its folded moves, in Russian.
    await page.goto(base + "/?position=" + encodeURIComponent("3 4 5"));
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await page.locator("#moves li.move").first().waitFor();
    await page.click("#builder-box summary");
    await page.waitForFunction(() => document.querySelector("#builder .label") !== null);
    check((await page.textContent("#builder .label")) === "куча 1: 3", "the builder's label in Russian");
    check((await page.getAttribute("#builder button.secondary:last-child", "aria-label")) === "убрать кучу 1", "the builder's button in Russian");
    check((await page.getAttribute("optgroup", "label")) === "Каждая игра", "the presets' group in Russian");
    await page.goto(base + "/sequence");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await page.fill("#game", "kayles");
    await page.fill("#upto", "300");
    await page.click("#compute");
    await page.waitForFunction(() => document.querySelector("#values-note").textContent.includes("Редкие значения отмечены."));
    await page.goto(base + "/sequence?game=kayles&upto=5000000");
    await page.waitForFunction(() => document.querySelector("#notice").textContent.includes("фоновое задание"));
    // Vietnamese: the play page's end of game.
    await page.evaluate(() => localStorage.setItem("grundy-lang", "vi"));
    await page.goto(base + "/play?position=1");
    await page.waitForFunction(() => document.documentElement.lang === "vi");
    await page.waitForFunction(() => document.querySelector("#status").textContent === "Đến lượt bạn.");
    await page.fill("#move", "1 1");
    await page.click("#play-move");
    await page.waitForFunction(() => document.querySelector("#status").textContent === "Bạn thắng! Chơi hay lắm.");
    await page.evaluate(() => localStorage.setItem("grundy-lang", "ru"));
    await page.goto(base + "/quotient");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await axe(page, "the quotient page in Russian");
  } finally {
    // The profile is shared by the tests: leave it in English.
    await page.evaluate(() => localStorage.removeItem("grundy-lang"));
  }
});

await test("play: the history puts a space on both sides of every arrow, in every language", async (page) => {
  await page.goto(base + "/play"); // the site's storage, for the language
  try {
    for (const lang of ["en", "ko", "ru", "vi"]) {
      await page.evaluate((l) => localStorage.setItem("grundy-lang", l), lang);
      // A strip of chips: the move's words end "(… 6 → 4)" and the position after it follows.
      await page.goto(base + "/play?position=" + encodeURIComponent("strip 1 4 6"));
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.waitForSelector(".game-board");
      await page.fill("#move", "3 2"); // take 2 from heap 3: the chip on cell 6 to cell 4
      await page.click("#play-move");
      await page.waitForFunction(() => document.querySelectorAll("#history li").length >= 2);
      const lines = await page.locator("#history li").allTextContents();
      for (const line of lines) {
        const arrows = line.split("→").length - 1;
        const spaced = line.split(" → ").length - 1;
        check(arrows >= 1 && arrows === spaced, `${lang}: every arrow between spaces: ${JSON.stringify(line)}`);
      }
    }
  } finally {
    await page.evaluate(() => localStorage.removeItem("grundy-lang"));
  }
});

await context.close();
rmSync(profile, { recursive: true, force: true });
console.log(`e2e (shard ${shard}/${shards}): ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
