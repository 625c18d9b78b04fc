// The screenshots of docs/ (calculator.png, play.png, sequence.png), taken from the
// current pages in headless Chromium at 1280×900, light theme, English. Starts its own
// `grundy serve` on a free port (and stops it):
//   node screenshots.mjs [DIR]        # DIR: where to write them (default ../docs)
// GRUNDY_BIN names the binary (default ../target/release/grundy, then `grundy` on the
// PATH); CHROMIUM the browser (default /usr/bin/chromium). Build first:
// `cargo build --release -p grundy-cli`.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

const here = new URL(".", import.meta.url).pathname;
const out = resolve(process.argv[2] || join(here, "../docs"));
mkdirSync(out, { recursive: true });
const local = join(here, "../target/release/grundy");
const bin = process.env.GRUNDY_BIN || (existsSync(local) ? local : "grundy");

// The server, on a port of its own choosing: its first line says where.
const server = spawn(bin, ["serve", "--port", "0", "--lang", "en"], { stdio: ["ignore", "pipe", "pipe"] });
const base = await new Promise((ok, fail) => {
  let seen = "";
  const look = (chunk) => {
    seen += chunk;
    const m = seen.match(/http:\/\/[0-9.]+:\d+/);
    if (m) ok(m[0]);
  };
  server.stdout.on("data", look);
  server.stderr.on("data", look);
  server.on("exit", (code) => fail(new Error(`${bin} serve ended (${code}): ${seen}`)));
  setTimeout(() => fail(new Error(`${bin} serve said no address in 20 s: ${seen}`)), 20000);
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light", locale: "en-US" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const enc = encodeURIComponent;

  // The calculator: a Nim position, its winning moves and the column table.
  await page.goto(base + "/?position=" + enc("7 5 3 6"));
  await page.locator("#moves li.move").first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, "calculator.png") });

  // Play: Kayles beside a Nim heap, the hint marked on the board with the text to type.
  await page.goto(base + "/play?position=" + enc("kayles 4 7 + 2"));
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  await page.click("#hint");
  await page.locator("#hint-text code").waitFor();
  await page.evaluate(() => window.scrollTo(0, document.querySelector("main h2").getBoundingClientRect().top + window.scrollY - 16));
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, "play.png") });

  // Sequences: Kayles' nim-sequence with its proved period.
  await page.goto(base + "/sequence?game=kayles&upto=300&period=1");
  await page.waitForFunction(() => document.querySelector("#summary").textContent.includes("proved"));
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, "sequence.png") });

  if (errors.length) throw new Error("errors in the pages: " + errors.join("; "));
  console.log(`wrote calculator.png, play.png, sequence.png to ${out}`);
} finally {
  await browser.close();
  server.kill();
}
