// Screenshots of every page in three languages and two sizes, for looking at by eye (not a
// test): start `grundy serve --port 8099`, then
//   GRUNDY_URL=http://127.0.0.1:8099 node look.mjs      # writes /tmp/shots/LOCALE-WIDTH-PAGE.png
// and prints any script error a page raised. (Korean needs a CJK font, e.g. fonts-noto-cjk.)
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
const base = process.env.GRUNDY_URL;
mkdirSync("/tmp/shots", { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
for (const [locale, w, h] of [["ko-KR", 1280, 900], ["ru-RU", 375, 812], ["vi-VN", 1280, 900]]) {
  const ctx = await browser.newContext({ locale, viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  const errs = [];
  page.on("pageerror", (e) => errs.push(e.message));
  for (const [name, path] of [["home", "/?position=" + encodeURIComponent("strip(2,5,9)")], ["practice", "/practice"], ["play", "/play"], ["sequence", "/sequence"], ["quotient", "/quotient"]]) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${locale}-${w}-${name}.png` });
  }
  console.log(locale, "errors:", errs.join("; ") || "none");
  await ctx.close();
}
await browser.close();
