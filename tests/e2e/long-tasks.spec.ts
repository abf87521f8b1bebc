/**
 * The storefront's start splits its work (issue 26, Lighthouse margin): on a
 * mid-tier phone's CPU the app's start-up code runs in short pieces, so a
 * tap is answered while the shop starts. The start used to evaluate and run
 * in one task of 80–130 ms of its own script at 4× here (over 400 ms with the
 * rest of that task on the calibrated phone); split, each piece is a few ms
 * to 60 ms there, React DOM's first run aside (SCRIPT_BOUND_MS). Measured by the browser itself: Long Animation Frames name the
 * script that ran in each long frame and for how long; the longtask entries
 * bound the whole frame.
 *
 * The phone is emulated as the Lighthouse audit emulates it
 * (scripts/audit/calibration.ts): before each page the host's benchmarkIndex
 * is measured in the page (Lighthouse's own benchmark), and Chromium's CPU
 * slowdown is set to make this host as fast as that phone. A busy machine
 * measures a lower index and gets a smaller slowdown, so the bounds below are
 * in the phone's time on a quiet machine and a loaded one alike.
 */
import { type Browser, type CDPSession, expect, type Page, test } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { cpuSlowdownFor } from "../../scripts/audit/calibration";
import { shop } from "./storefront-support";
import { allowPages } from "./support/budget";

/**
 * The longest the start-up's own script may run in one go on that phone (ms). Every piece of it is a
 * few ms to 60 ms there but one: React DOM's first run (its module's body and createRoot, in the
 * mount's task: 65-130 ms on a cold load, 12 ms once the browser has cached its compiled code), which
 * is one function and cannot be split. The start as one task was 400 ms and more.
 */
const SCRIPT_BOUND_MS = 150;
/** The longest task of any kind during the start (React's commit, the browser's layout, a screen's module). */
const TASK_BOUND_MS = 250;

// Playwright's trace recording walks the page's DOM on its main thread: it would be measured too.
test.use({ trace: "off", viewport: { width: 390, height: 844 } });

interface Frame {
  start: number;
  duration: number;
  scripts: { url: string; invoker: string; duration: number }[];
}

/** Notes every long animation frame with its scripts, and every long task, from the page's start. */
async function watchLongFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { frames: Frame[]; tasks: number[] };
    w.frames = [];
    w.tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        scripts: { sourceURL: string; invoker: string; duration: number }[];
      }[])
        w.frames.push({
          start: Math.round(e.startTime),
          duration: Math.round(e.duration),
          scripts: e.scripts.map((s) => ({
            url: s.sourceURL,
            invoker: s.invoker,
            duration: Math.round(s.duration),
          })),
        });
    }).observe({ type: "long-animation-frame", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.tasks.push(Math.round(e.duration));
    }).observe({ type: "longtask", buffered: true });
  });
}

/** Chromium's CPU slowdown that makes this host, as busy as it is now, the audit's mid-tier phone. */
async function calibrate(page: Page, cdp: CDPSession): Promise<{ index: number; slowdown: number }> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const slowdown = cpuSlowdownFor(index);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { index: Math.round(index), slowdown };
}

/** One load of `path` on the calibrated phone: whether it kept both bounds, and what it measured. */
async function measure(
  page: Page,
  cdp: CDPSession,
  path: string,
): Promise<{ kept: boolean; report: string }> {
  const { index, slowdown } = await calibrate(page, cdp);
  await page.goto(shop("demo", path));
  // The app has replaced the first paint, and its screen has drawn.
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { frames, tasks } = await page.evaluate(() => {
    const w = window as unknown as { frames: Frame[]; tasks: number[] };
    return { frames: w.frames, tasks: w.tasks };
  });
  const startUp = frames.flatMap((f) =>
    f.scripts.filter((s) => /\/_astro\/Storefront\.[\w-]+\.js$/.test(s.url)),
  );
  const longest = Math.max(0, ...startUp.map((s) => s.duration));
  const report = `${path} (host index ${index}, CPU ${slowdown}×): start-up scripts ${JSON.stringify(startUp)}; long tasks ${JSON.stringify(tasks)}`;
  console.log(report);
  return { kept: longest < SCRIPT_BOUND_MS && Math.max(0, ...tasks) < TASK_BOUND_MS, report };
}

const PATHS = ["/", "/product/toor-dal-1kg", "/cart", "/history"];

/** The pages in order in a new browser context: the first loads cold, the others with the shell's code cached. */
async function visit(browser: Browser): Promise<{ kept: boolean; report: string }[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchLongFrames(page);
  const cdp = await context.newCDPSession(page);
  // A blank page of the shop's origin to measure on: the benchmark runs before each page loads.
  await page.goto(shop("demo", "/robots.txt"));
  const results: { kept: boolean; report: string }[] = [];
  for (const path of PATHS) results.push(await measure(page, cdp, path));
  await context.close();
  return results;
}

test("on a mid-tier phone's CPU the shop's start-up runs in short pieces: no script of it over 150 ms, no task over 250 ms", async ({
  browser,
}) => {
  allowPages(PATHS.length * 2 * 3);
  // As the Lighthouse audit decides a page (scripts/audit/median.ts): each page's verdict is that of
  // most of three visits, each in a new context (so each page loads as cold or as warm as in the
  // others), the third left out when the first two agree on every page. Another process taking the
  // CPU in the middle of one load stretches its task past the bound however the phone was calibrated
  // before it; a start that really runs long does so in every visit and fails.
  const visits = [await visit(browser), await visit(browser)];
  if (PATHS.some((_, i) => visits[0]?.[i]?.kept !== visits[1]?.[i]?.kept)) visits.push(await visit(browser));
  PATHS.forEach((path, i) => {
    const tries = visits.map((v) => v[i] as { kept: boolean; report: string });
    const kept = tries.filter((t) => t.kept).length;
    expect(kept * 2, `${path}\n${tries.map((t) => t.report).join("\n")}`).toBeGreaterThan(tries.length);
  });
});
