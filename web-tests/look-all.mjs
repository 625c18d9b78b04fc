// Every game of the registry on the Play page, for looking at by eye and for a first
// check by hand (not a test): start `grundy serve --port 8099`, then
//   GRUNDY_URL=http://127.0.0.1:8099 node look-all.mjs "3 4 5" "kayles 4 3" …
// (no position: every preset of the Play page). ASSETS=../crates/grundy-web/assets serves
// the scripts and the style sheet from that folder instead of the binary's copies (to try
// a change to them without building the server again).
// writes /tmp/shots/all-NAME-WIDTH-SCHEME.png (1280×900 and 375×812, light and dark) and
// tries one move on each board by mouse (1280), by touch (375) and by keyboard (1280),
// printing for each position how many moves each way made and any script error.
import { chromium } from "playwright-core";
import { mkdirSync, readFileSync } from "node:fs";
const base = process.env.GRUNDY_URL;
let positions = process.argv.slice(2);
mkdirSync("/tmp/shots", { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
if (!positions.length) {
  const page = await browser.newPage();
  await page.goto(base + "/play");
  positions = await page.$$eval("#preset option", (os) => os.map((o) => o.value).filter((v) => v));
  await page.close();
}
async function local(ctx) {
  if (!process.env.ASSETS) return;
  await ctx.route(/\/[a-z]+\.(js|css)(\?.*)?$/, (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop();
    const type = name.endsWith(".css") ? "text/css" : "text/javascript";
    try { route.fulfill({ body: readFileSync(`${process.env.ASSETS}/${name}`), contentType: type }); } catch { route.continue(); }
  });
}
const slug = (p) => p.replace(/[^A-Za-z0-9]+/g, "_").slice(0, 40);
const moves = (page) => page.locator("#history li").count();
// One move through the board: a clickable shape (an option of a pending selection first),
// up to four times, then the "how many?" form if one opened.
async function playOne(page, how) {
  const before = await moves(page);
  for (let i = 0; i < 4; i++) {
    const form = page.locator("form.amount button[type=submit]");
    if (await form.count()) { await form.first().click(); break; }
    const option = page.locator("g.click.option, button.unit.option");
    const target = (await option.count()) ? option.first() : page.locator("button.unit:not([disabled]), g.click").first();
    if (!(await target.count())) return "nothing to click";
    if (how === "keyboard") { await target.focus(); await page.keyboard.press("Enter"); }
    else {
      await target.scrollIntoViewIfNeeded();
      const b = await target.boundingBox();
      if (!b) return "no box";
      if (how === "touch") await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      else await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    }
    await page.waitForTimeout(250);
    if ((await moves(page)) > before) break;
  }
  await page.waitForFunction((n) => document.querySelectorAll("#history li").length > n, before, { timeout: 30000 }).catch(() => {});
  return (await moves(page)) - before;
}
for (const position of positions) {
  const out = [];
  for (const [w, h, scheme] of [[1280, 900, "light"], [375, 812, "dark"], [1280, 900, "dark"], [375, 812, "light"]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, hasTouch: w < 500, isMobile: w < 500 });
    await local(ctx);
    const page = await ctx.newPage();
    const errs = [];
    page.on("pageerror", (e) => errs.push(e.message));
    await page.goto(base + "/play?position=" + encodeURIComponent(position));
    // (ready when the page says whose move it is: a loaded machine may take seconds)
    await page.waitForFunction(() => /move|win|no move/i.test(document.querySelector("#status").textContent), null, { timeout: 60000 }).catch(() => errs.push("no board"));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/all-${slug(position)}-${w}-${scheme}.png`, fullPage: true });
    if (scheme === "light") {
      const how = w < 500 ? "touch" : "mouse";
      out.push(`${how} ${await playOne(page, how).catch((e) => "failed: " + e.message.split("\n")[0])}`);
      await page.screenshot({ path: `/tmp/shots/all-${slug(position)}-${w}-${scheme}-after.png`, fullPage: true });
      if (w > 500) {
        await page.goto(base + "/play?position=" + encodeURIComponent(position));
        await page.waitForFunction(() => /move|win|no move/i.test(document.querySelector("#status").textContent), null, { timeout: 60000 }).catch(() => {});
        await page.waitForTimeout(300);
        out.push(`keyboard ${await playOne(page, "keyboard").catch((e) => "failed: " + e.message.split("\n")[0])}`);
      }
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    if (overflow) out.push(`overflow at ${w}`);
    if (errs.length) out.push(`errors at ${w} ${scheme}: ${errs.join("; ")}`);
    await ctx.close();
  }
  console.log(`${position}: ${out.join(", ")}`);
}
await browser.close();
