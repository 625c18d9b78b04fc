import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const base = process.env.GRUNDY_URL;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
for (const position of process.argv.slice(2)) {
  for (const [w, h] of [[1280, 900], [375, 812]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 500, isMobile: w < 500 });
    await ctx.route(/\/[a-z]+\.(js|css)(\?.*)?$/, (route) => {
      const name = new URL(route.request().url()).pathname.split("/").pop();
      try { route.fulfill({ body: readFileSync(`../crates/grundy-web/assets/${name}`), contentType: name.endsWith(".css") ? "text/css" : "text/javascript" }); } catch { route.continue(); }
    });
    const page = await ctx.newPage();
    const errs = [];
    page.on("pageerror", (e) => errs.push(e.message));
    await page.goto(base + "/play?position=" + encodeURIComponent(position));
    await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
    await page.click("#hint");
    await page.waitForTimeout(300);
    const hint = await page.textContent("#hint-text p");
    const typed = await page.locator("#hint-text code").count() ? await page.textContent("#hint-text code") : null;
    const hinted = await page.locator("#board .hinted").count();
    const how = await page.textContent("#how");
    const label = await page.locator("#board .label").allTextContents();
    // the typed hint plays
    let played = "";
    if (typed) {
      await page.fill("#move", typed);
      await page.press("#move", "Enter");
      await page.waitForFunction(() => document.querySelectorAll("#history li").length > 0, null, { timeout: 5000 }).catch(() => {});
      played = (await page.locator("#history li").allTextContents()).join(" | ");
    }
    // keyboard: Tab to the board, Enter on the first pressable shape (twice if it only selects)
    const before = await page.locator("#history li").count();
    if (w > 500 && !(await page.evaluate(() => document.querySelector("#status").className.includes("win") || document.querySelector("#status").className.includes("lose")))) {
      await page.locator("#board button.unit:not([disabled]), #board g.click[tabindex='0']").first().focus();
      for (let i = 0; i < 3 && (await page.locator("#history li").count()) === before; i++) { await page.keyboard.press("Enter"); await page.waitForTimeout(500); }
    } else if (w < 500) {
      const t = page.locator("#board button.unit:not([disabled]), #board g.click").first();
      for (let i = 0; i < 3 && (await page.locator("#history li").count()) === before; i++) {
        const b = await t.boundingBox(); if (!b) break;
        await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2); await page.waitForTimeout(500);
      }
    }
    const after = await page.locator("#history li").count();
    const focus = await page.evaluate(() => { const a = document.activeElement; return a ? a.tagName + (a.id ? "#" + a.id : "") + (a.getAttribute("aria-label") ? " " + a.getAttribute("aria-label") : "") : null; });
    console.log(`${position} @${w}: labels ${JSON.stringify(label)}; how: ${how}\n  hint: ${hint} [${typed}] marked ${hinted}; typed → ${played}\n  ${w > 500 ? "keys" : "tap"}: ${after - before} moves; focus ${focus} ${errs.join("; ")}`);
    await ctx.close();
  }
}
await browser.close();
