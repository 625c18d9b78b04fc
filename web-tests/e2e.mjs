// End-to-end tests of `grundy serve` in headless Chromium (Debian's `chromium`, driven by
// playwright-core). Run by crates/grundy-web/tests/e2e.rs, which starts the server:
//   GRUNDY_URL=http://127.0.0.1:PORT node e2e.mjs [--screenshots DIR]
// Prints "N passed, N failed" and exits non-zero on any failure.
import { chromium } from "playwright-core";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
context.setDefaultTimeout(20000);

let passed = 0, failed = 0;
async function test(name, body) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await body(page);
    if (errors.length) throw new Error("errors in the page: " + errors.join("; "));
    passed++;
    console.log(`ok - ${name}`);
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

await context.close();
rmSync(profile, { recursive: true, force: true });
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
