// The boards and the Play page in Korean (or LOCALE), for looking at by eye and for the
// English they still show: start `grundy serve --port 8101`, then
//   GRUNDY_URL=http://127.0.0.1:8101 node boards-lang.mjs
// writes /tmp/shots/boards-LOCALE-WIDTH-STEP.png, plays one move with the mouse and one
// with the keyboard on each size, and prints the page's English words (data apart) and
// any script error. Exits 1 when a move was not made, English words are left or an arrow
// of the history lacks a space on either side.
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
const base = process.env.GRUNDY_URL;
const locale = process.env.LOCALE || "ko-KR";
mkdirSync("/tmp/shots", { recursive: true });
// Words that are data, not prose: game names, notation, the app's name, units.
const DATA = new Set(["grundy", "nim", "kayles", "strip", "json", "svg", "png", "csv", "api", "misère", "mis"]);
// Vietnamese writes many words in ASCII letters alone ("trong", "sau"): there, only the
// English words a board or the Play page would say count.
const ENGLISH = new Set(["the", "and", "click", "heap", "heaps", "take", "taken", "move", "your", "counter", "pin", "pins", "row", "rows", "computer", "wins", "you", "play", "hint", "undo", "new", "game", "board", "empty", "component", "hides", "type", "box", "below", "chip", "cell", "then", "notation", "history", "coach", "first", "vertex", "edge", "from", "picture", "pages", "language"]);
const english = (text) => [...new Set((text.match(/[A-Za-z]{3,}/g) || []).map((w) => w.toLowerCase()))]
  .filter((w) => !DATA.has(w) && (!locale.startsWith("vi") || ENGLISH.has(w)));
// A mouse click on the middle of a shape, scrolled into view first.
async function clickAt(locator) {
  await locator.scrollIntoViewIfNeeded();
  const b = await locator.boundingBox();
  await page_.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
}
let page_ = null;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
let failed = false;
for (const [w, h] of [[1280, 900], [375, 812]]) {
  const ctx = await browser.newContext({ locale, viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page_ = page;
  const errs = [];
  page.on("pageerror", (e) => errs.push(e.message));
  for (const [name, position] of [["rows", "kayles 3 + 4 2"], ["picture", "strip 1 4 6"]]) {
    await page.goto(base + "/play?position=" + encodeURIComponent(position));
    await page.waitForSelector(".game-board");
    await page.waitForTimeout(800);
    const shot = (step) => page.screenshot({ path: `/tmp/shots/boards-${locale}-${w}-${name}-${step}.png`, fullPage: true });
    await shot("0");
    const before = await page.locator("#history li").count();
    // A move with the mouse: the first clickable shape, by its place on the screen (a
    // picture's chip then a cell: two clicks).
    // Rows: a counter of the Nim heap (one click takes); a picture: a chip.
    const units = page.locator(name === "rows" ? '.game-board[data-component="1"] button.unit' : "g.click");
    await clickAt(units.first());
    if (name === "picture") await clickAt(page.locator("g.click.option").first());
    await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before, { timeout: 5000 }).catch(() => {});
    const afterMouse = await page.locator("#history li").count();
    await shot("1-mouse");
    // A move by keyboard: focus the first clickable shape, then Enter (Space on a picture's
    // second shape).
    // Rows: a pin of the Kayles row, Enter to pick it and Enter again to knock it down.
    await page.locator("button.unit:not([disabled]), g.click").first().focus();
    await page.keyboard.press("Enter");
    if (name === "rows") await page.keyboard.press("Enter");
    if (name === "picture") {
      await page.keyboard.press("Tab");
      await page.waitForTimeout(100);
      const focused = await page.evaluate(() => document.activeElement && document.activeElement.classList.contains("option"));
      if (!focused) await page.locator("g.click.option").first().focus();
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, afterMouse, { timeout: 5000 }).catch(() => {});
    const afterKeys = await page.locator("#history li").count();
    await shot("2-keyboard");
    // Every word shown or said (accessible names, tooltips), the menus of positions and
    // languages apart (game names in the position language, the languages' own names).
    const said = await page.evaluate(() => {
      const skip = (n) => n.closest("select, code, #history, #position");
      const labels = [...document.querySelectorAll("[aria-label], [title]")].filter((n) => !skip(n))
        .map((n) => (n.getAttribute("aria-label") || "") + " " + (n.getAttribute("title") || ""));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const p = n.parentElement;
        if (p && !skip(p) && p.closest("script, style") === null && p.getClientRects().length) texts.push(n.textContent);
      }
      return texts.join(" ") + " " + labels.join(" ");
    });
    // The history: every arrow with a space on both sides ("(heap 6 → 4) → strip 1 4").
    const history = await page.locator("#history li").allTextContents();
    const cramped = history.filter((line) => line.split("→").length !== line.split(" → ").length);
    if (cramped.length) {
      console.log(`${locale} ${w} ${name}: an arrow without spaces: ${cramped.join(" | ")}`);
      failed = true;
    }
    const left = english(said);
    console.log(`${locale} ${w} ${name}: moves ${before} → ${afterMouse} (mouse) → ${afterKeys} (keyboard); English left: ${left.join(", ") || "none"}`);
    if (afterMouse <= before || afterKeys <= afterMouse || left.length) failed = true;
  }
  console.log(`${locale} ${w} errors:`, errs.join("; ") || "none");
  if (errs.length) failed = true;
  await ctx.close();
}
await browser.close();
process.exit(failed ? 1 : 0);
