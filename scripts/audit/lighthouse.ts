/**
 * The Lighthouse audit shared by `npm run audit` (its own build and servers)
 * and the e2e run's audit project (the e2e build and servers): the pages and
 * their targets, one page's audit (the median of three runs, as Lighthouse
 * advises for a score that moves between runs; the third is not run when the
 * first two agree on the verdict, which it then cannot change: median.ts),
 * and the report's tables.
 *
 * Lighthouse's mobile CPU slowdown (4×) is relative to the host, so a fast
 * machine emulates a fast phone and a slow or busy one a slow phone. As
 * Lighthouse's throttling guide advises, the slowdown is calibrated from the
 * host's benchmarkIndex instead: each run's slowdown comes from the index that
 * run measured, so every machine, quiet or busy, emulates the same mid-tier
 * phone (PHONE_BENCHMARK_INDEX).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import { readSettings } from "../../src/settings";
import { findChromium } from "../lib/chromium";
import type { LocalConfig } from "../lib/config";
import { root } from "../lib/procs";
import { cpuSlowdownFor, PHONE_BENCHMARK_INDEX } from "./calibration";
import { medianDecided, medianRun } from "./median";
import { fetchPage } from "./page-js";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export interface AuditPage {
  name: string;
  url: string;
  /** The least performance score accepted (0–100). */
  performance: number;
  /**
   * A performance target the page is known not to meet yet, and the work that
   * closes the gap: a score under target is reported as this gap, not as a
   * failure (accessibility still must be 100). The target stays where it is.
   */
  knownGap?: string;
}

export interface AuditRow extends AuditPage {
  scores: { performance: number; accessibility: number };
  /** Every run's performance score, lowest first. */
  runs: number[];
  /** Each of those runs' Total Blocking Time (ms), in the same order. */
  runTbtMs: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The median run's host benchmarkIndex (its own) and the CPU slowdown it ran with. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  failures: string[];
  /** A known gap met (see AuditPage.knownGap): the score under target, and why. */
  gap?: string;
}

/** Runs per page: the median of three decides (two that agree decide it: median.ts). AUDIT_RUNS: that many, each made. */
const AUDIT_RUNS = 3;

/** How many runs a page gets, and whether each is made (AUDIT_RUNS set) or the median may be decided sooner. */
function runCount(): { total: number; every: boolean } {
  const asked = readSettings().AUDIT_RUNS;
  return asked ? { total: Math.max(1, Math.round(asked)), every: true } : { total: AUDIT_RUNS, every: false };
}

/** The shop's main screens (≥ 98) and the static platform pages (100), on the hosts shoppers use. */
export function auditPages(cfg: LocalConfig, only = readSettings().AUDIT_PAGES): AuditPage[] {
  const shop = (p: string) => `http://demo.${cfg.platformDomain}:${cfg.webPort}${p}`;
  const platform = (p: string) => `${new URL(cfg.siteUrl).origin}${p}`;
  return [
    // Every name starts with the part it belongs to: AUDIT_PAGES=shop runs these five.
    { name: "Shop home", url: shop("/"), performance: 98 },
    { name: "Shop product", url: shop("/product/toor-dal-1kg"), performance: 98 },
    { name: "Shop wishlist", url: shop("/wishlist"), performance: 98 },
    { name: "Shop bag", url: shop("/cart"), performance: 98 },
    { name: "Shop history", url: shop("/history"), performance: 98 },
    ...[
      "/",
      "/emitra",
      "/hyperlocal",
      "/marketplace",
      "/partnerprogram",
      "/contactus",
      "/rajeevika",
      "/privacy_and_policy",
      "/blogs",
      "/blog/how-sanganeri-block-prints-are-made",
      "/addBlog",
      "/Admin",
    ].map((p) => ({ name: `Platform ${p}`, url: platform(p), performance: 100 })),
  ].filter((p) => !only || p.name.toLowerCase().startsWith(only));
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * One Lighthouse run, its CPU slowdown calibrated from the benchmarkIndex the
 * same run measured: Lighthouse gathers (the page loads unthrottled, as
 * simulated throttling does), the slowdown is set from the index it measured
 * on the way, and the audits then simulate the load on that phone. Settings
 * may not change between gathering and auditing, so the gathered artifacts
 * carry the calibrated slowdown too.
 */
async function calibratedRun(url: string, chromePort: number): Promise<{ lhr: Result; cpuSlowdown: number }> {
  const flags = (cpuSlowdown: number) => ({
    port: chromePort,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility"],
    // The full page's picture is for the HTML report's element views; no score reads it (a second of each run).
    disableFullPageScreenshot: true,
    throttlingMethod: "simulate" as const,
    throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  const dir = mkdtempSync(path.join(tmpdir(), "audit-run-"));
  try {
    await lighthouse(url, { ...flags(1), gatherMode: dir });
    const file = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8")) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const cpuSlowdown = cpuSlowdownFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags(cpuSlowdown), auditMode: dir });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return { lhr: result.lhr, cpuSlowdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One page, AUDIT_RUNS times (fewer once the runs made decide the median
 * against the page's target), each run's CPU slowdown calibrated from its
 * own host benchmark; the median run (by performance) is the page's result,
 * saved as JSON in outDir.
 */
export async function auditPage(page: AuditPage, chromePort: number, outDir: string): Promise<AuditRow> {
  const url = new URL(page.url);
  // One request first, unmeasured: a server answers its first request for a page cold (modules still
  // loading, the shop's data not yet cached), which no shopper of a running server meets.
  await fetchPage(Number(url.port), url.hostname, url.pathname);
  const runs: { lhr: Result; cpuSlowdown: number }[] = [];
  const perf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const perfs = () => runs.map((r) => perf(r.lhr));
  const { total, every } = runCount();
  do runs.push(await calibratedRun(page.url, chromePort));
  while (every ? runs.length < total : !medianDecided(perfs(), page.performance, total));
  const median = runs[medianRun(perfs(), page.performance, total)] as (typeof runs)[number];
  // AUDIT_RUNS=N keeps every run's result too, for what made a run's TBT (its long-tasks audit).
  if (every)
    runs.forEach((run, i) => {
      writeFileSync(path.join(outDir, `${slugOf(page.name)}.run-${i + 1}.json`), JSON.stringify(run.lhr));
    });
  runs.sort((a, b) => perf(a.lhr) - perf(b.lhr));
  const lhr = median.lhr;
  // The median run's full Lighthouse result, for the details behind a score.
  writeFileSync(path.join(outDir, `${slugOf(page.name)}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = { performance: score("performance"), accessibility: score("accessibility") };
  const failures: string[] = [];
  let gap: string | undefined;
  if (scores.performance < page.performance) {
    const under = `performance ${scores.performance} < ${page.performance}`;
    if (page.knownGap) gap = `${under} (${page.knownGap})`;
    else failures.push(under);
  }
  if (scores.accessibility < 100) {
    const failed = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map((a) => a.id);
    failures.push(`accessibility ${scores.accessibility} < 100 (${failed.join(", ")})`);
  }
  for (const run of runs)
    if (run.lhr.runtimeError) failures.push(`runtime error: ${run.lhr.runtimeError.message}`);
  return {
    ...page,
    scores,
    runs: runs.map((r) => perf(r.lhr)),
    runTbtMs: runs.map((r) => Math.round(r.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN)),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: median.cpuSlowdown,
    failures,
    ...(gap ? { gap } : {}),
  };
}

/** The local Chromium, headless, for Lighthouse. */
/**
 * The audited browser's share of the CPU against every other process's: a phone runs the page with
 * nothing else on its CPU, and on a host busy with other work (another build, another suite) the page's
 * tasks were stretched by preemption, then multiplied by the phone's slowdown, so that a 40 ms task became a
 * blocking one (performance.md, "CPU calibration"). The browser runs in a cgroup of its own whose CPU
 * weight (cgroup v1's cpu.shares, 1024 for everything else) puts it first. A priority (nice) would not
 * do: Chromium sets each renderer's own. The benchmark that calibrates the slowdown runs in the same
 * browser with the same share, so a quiet host measures as before.
 */
export const AUDIT_CPU_SHARES = 16 * 1024;
/** The cgroup v1 cpu controller's mount, and the audit's group in it. */
export const CPU_CGROUP = "/sys/fs/cgroup/cpu";
export const AUDIT_CGROUP = path.join(CPU_CGROUP, "platform-audit");

/** This process's group in the cpu controller ("/" for the root), from /proc/self/cgroup. */
export function ownCpuCgroup(): string | undefined {
  const lines = readFileSync("/proc/self/cgroup", "utf8").split("\n");
  const line = lines.find((l) => l.split(":")[1]?.split(",").includes("cpu"));
  return line?.split(":")[2];
}

/**
 * Moves this process into the audit's cgroup (made, with its share, if need be), so that what it starts
 * runs there; answers the function that moves it back. Where the host has no writable cgroup v1 cpu
 * controller (not root, cgroup v2 only), it answers why instead.
 */
function enterAuditCgroup(): (() => void) | string {
  try {
    const own = ownCpuCgroup();
    if (own === undefined || !existsSync(path.join(CPU_CGROUP, "cpu.shares")))
      return "no cgroup v1 cpu controller";
    mkdirSync(AUDIT_CGROUP, { recursive: true });
    writeFileSync(path.join(AUDIT_CGROUP, "cpu.shares"), String(AUDIT_CPU_SHARES));
    writeFileSync(path.join(AUDIT_CGROUP, "cgroup.procs"), String(process.pid));
    return () => writeFileSync(path.join(CPU_CGROUP, own, "cgroup.procs"), String(process.pid));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/**
 * Starts the audit's Chromium in the audit's cgroup: this process joins it while it starts the browser,
 * whose every process (the zygote, each page's renderer) is then born in it, and goes back to its own.
 * Where the host does not allow it the browser shares the CPU as any process does, and says so.
 */
export async function launchAuditChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const back = enterAuditCgroup();
  if (typeof back === "string") console.warn(`The audited browser shares the CPU as any process (${back}).`);
  try {
    return await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
  } finally {
    if (typeof back === "function") back();
  }
}

/** One line of the console's progress. */
export function auditLine(row: AuditRow): string {
  const mark = row.failures.length ? "✘" : row.gap ? "△" : "✓";
  return `${mark} ${row.name.padEnd(48)} perf ${row.scores.performance} (runs ${row.runs.join("/")}, their TBT ${row.runTbtMs.join("/")} ms)  a11y ${row.scores.accessibility}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  index ${row.benchmarkIndex} → CPU ${row.cpuSlowdown}×${row.gap ? `  known gap: ${row.gap}` : ""}`;
}

/** The report as Markdown and HTML, written to outDir/report.md and report.html; returns the Markdown. */
export function writeAuditReport(rows: AuditRow[], outDir: string): string {
  const head = [
    "page",
    "performance",
    "runs (TBT)",
    "accessibility",
    "LCP",
    "TBT",
    "CLS",
    "benchmarkIndex",
    "CPU slowdown",
    "target met",
  ];
  const cells = rows.map((r) => [
    r.name,
    `${r.scores.performance} (≥ ${r.performance})`,
    r.runs.map((score, i) => `${score} (${r.runTbtMs[i] ?? "?"} ms)`).join(", "),
    `${r.scores.accessibility} (100)`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    String(r.benchmarkIndex),
    `${r.cpuSlowdown}×`,
    r.failures.length ? `no: ${r.failures.join("; ")}` : r.gap ? `known gap: ${r.gap}` : "yes",
  ]);
  const { total, every } = runCount();
  const runsMade = every
    ? `${total} runs, each made`
    : `${total} runs (the third skipped when two agree on the verdict)`;
  const title = `Lighthouse ${lighthouseVersion()} mobile (simulated throttling, CPU calibrated to a benchmarkIndex of ${PHONE_BENCHMARK_INDEX}), median of ${runsMade}, ${new Date().toISOString().slice(0, 16)} UTC`;
  const md = [
    `# ${title}`,
    "",
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...cells.map((c) => `| ${c.join(" | ")} |`),
    "",
  ].join("\n");
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const last = head.length - 1;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{padding:.4rem .8rem;border:1px solid #ccc;text-align:right}th:first-child,td:first-child{text-align:left}.no{color:#b00020;font-weight:700}</style>
</head><body><h1>${esc(title)}</h1><table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead><tbody>
${cells.map((c) => `<tr>${c.map((v, i) => `<td${i === last && v !== "yes" ? ' class="no"' : ""}>${esc(v)}</td>`).join("")}</tr>`).join("\n")}
</tbody></table></body></html>
`;
  writeFileSync(path.join(outDir, "report.md"), md);
  writeFileSync(path.join(outDir, "report.html"), html);
  return md;
}

function lighthouseVersion(): string {
  const file = path.join(root, "node_modules/lighthouse/package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
