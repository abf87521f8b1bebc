/**
 * The storefront's start splits its work (issue 26, Lighthouse margin): under
 * a phone-like CPU (Chromium's own throttling, 4×, through CDP) the app's
 * start-up code runs in short pieces, so a tap is answered while the shop
 * starts. The start used to evaluate and run in one task of 80–130 ms
 * of its own script at 4× here (100–150 ms with the rest of that task), and
 * a busy machine doubles that; split, each piece is a few ms, and stays under
 * 50 ms on a busy 2-core machine too. Measured by the browser itself: Long
 * Animation Frames name the script that ran in each long frame and for how
 * long; the longtask entries bound the whole frame.
 */
import { expect, type Page, test } from "@playwright/test";
import { shop } from "./storefront-support";
import { allowPages } from "./support/budget";

/** Chromium's CPU slowdown for the run: about Lighthouse's mobile 4×. */
const CPU_SLOWDOWN = 4;
/** The longest the start-up's own script may run in one go under that slowdown (ms). */
const SCRIPT_BOUND_MS = 100;
/**
 * The longest task of any kind during the start (React's commit, the browser's layout, a screen's
 * module): 250 ms at 4× is about 60 ms of this CPU unthrottled, doubled by a busy machine.
 */
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

test("under a 4× slower CPU the shop's start-up runs in short pieces: no script of it over 100 ms, no task over 250 ms", async ({
  page,
  context,
}) => {
  // The bag and the history still have one long piece (their screen's module and the start's last part
  // together, 130-170 ms at 4× here): not yet bounded here (docs/performance.md).
  const paths = ["/", "/product/toor-dal-1kg"];
  allowPages(paths.length * 2);
  await watchLongFrames(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  for (const path of paths) {
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
    const report = `${path}: start-up scripts ${JSON.stringify(startUp)}; long tasks ${JSON.stringify(tasks)}`;
    console.log(report);
    expect(longest, report).toBeLessThan(SCRIPT_BOUND_MS);
    expect(Math.max(0, ...tasks), report).toBeLessThan(TASK_BOUND_MS);
  }
});
