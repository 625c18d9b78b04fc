// What a teacher (1280×900, projected) and a student (375×812 phone) see first on the Play
// page, for looking at by eye (not a test): start `grundy serve --port 8099`, then
//   GRUNDY_URL=http://127.0.0.1:8099 node look-first.mjs [POSITION …]
// writes /tmp/shots/first-POSITION-WIDTH-SCHEME.png: the screen as the page opens (not
// the whole page), light and dark, and after a move the coach calls a mistake; prints
// where the board and the coach's words are on the screen. LANG=ko (ru, vi) for another
// language; ASSETS=../crates/grundy-web/assets serves the scripts and style from disk.
import { chromium } from "playwright-core";
import { mkdirSync, readFileSync } from "node:fs";
const base = process.env.GRUNDY_URL;
const dir = process.env.SHOTS || "/tmp/shots";
const lang = process.env.LANG_PAGE || "en";
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
let positions = process.argv.slice(2);
if (!positions.length) {
  const page = await browser.newPage();
  await page.goto(base + "/play");
  positions = await page.$$eval("#preset option", (os) => os.map((o) => o.value).filter((v) => v && !v.includes("edges.txt")));
  await page.close();
}
const slug = (p) => p.replace(/[^A-Za-z0-9]+/g, "_").slice(0, 40);
async function context(w, h, scheme) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, hasTouch: w < 500, isMobile: w < 500, locale: lang });
  if (process.env.ASSETS) {
    await ctx.route(/\/[a-z]+\.(js|css)(\?.*)?$/, (route) => {
      const name = new URL(route.request().url()).pathname.split("/").pop();
      const type = name.endsWith(".css") ? "text/css" : "text/javascript";
      try { route.fulfill({ body: readFileSync(`${process.env.ASSETS}/${name}`), contentType: type }); } catch { route.continue(); }
    });
  }
  return ctx;
}
const where = (page) => page.evaluate(() => {
  const r = (sel) => { const e = document.querySelector(sel); if (!e || e.hidden) return null; const b = e.getBoundingClientRect(); return `${Math.round(b.top)}..${Math.round(b.bottom)}`; };
  return `board ${r("#board")}, coach ${r("#coach-text")}, sideways ${document.documentElement.scrollWidth > innerWidth + 1}`;
});
for (const position of positions) {
  for (const [w, h, scheme] of [[375, 812, "light"], [1280, 900, "dark"], [375, 812, "dark"], [1280, 900, "light"]]) {
    const ctx = await context(w, h, scheme);
    const page = await ctx.newPage();
    const errs = [];
    page.on("pageerror", (e) => errs.push(e.message));
    await page.goto(base + "/play?lang=" + lang + "&position=" + encodeURIComponent(position));
    await page.waitForSelector(".game-board", { timeout: 8000 }).catch(() => errs.push("no board"));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/first-${lang}-${slug(position)}-${w}-${scheme}.png` });
    console.log(`${position} ${w} ${scheme}: ${await where(page)} ${errs.join("; ")}`);
    // A mistake the coach calls (MISTAKE: the move, typed), and the screen after it.
    if (process.env.MISTAKE) {
      await page.fill("#move", process.env.MISTAKE);
      await page.press("#move", "Enter");
      await page.waitForFunction(() => !document.querySelector("#coach-text").hidden, null, { timeout: 8000 }).catch(() => errs.push("no coach"));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/first-${lang}-${slug(position)}-${w}-${scheme}-coach.png` });
      console.log(`  after ${process.env.MISTAKE}: ${await where(page)} ${errs.join("; ")}`);
    }
    await ctx.close();
  }
}
await browser.close();
