/**
 * The Lighthouse audit shared by `npm run audit` (its own build and servers)
 * and the e2e run's audit project (the e2e build and servers): the pages and
 * their targets, one page's audit (the median of three runs, as Lighthouse
 * advises for a score that moves between runs), and the report's tables.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../lib/chromium";
import type { LocalConfig } from "../lib/config";
import { root } from "../lib/procs";
import { fetchPage } from "./page-js";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export interface AuditPage {
  name: string;
  url: string;
  /** The least performance score accepted (0–100). */
  performance: number;
}

export interface AuditRow extends AuditPage {
  scores: { performance: number; accessibility: number };
  /** Every run's performance score, lowest first. */
  runs: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failures: string[];
}

/** Runs per page: the median of three decides. */
const AUDIT_RUNS = 3;

/** The shop's main screens (≥ 98) and the static platform pages (100), on the hosts shoppers use. */
export function auditPages(cfg: LocalConfig, only = process.env.AUDIT_PAGES): AuditPage[] {
  const shop = (p: string) => `http://demo.${cfg.platformDomain}:${cfg.webPort}${p}`;
  const platform = (p: string) => `${new URL(cfg.siteUrl).origin}${p}`;
  return [
    // Every name starts with the part it belongs to: AUDIT_PAGES=shop runs these four.
    { name: "Shop home", url: shop("/"), performance: 98 },
    { name: "Shop product", url: shop("/product/toor-dal-1kg"), performance: 98 },
    { name: "Shop wishlist", url: shop("/wishlist"), performance: 98 },
    { name: "Shop bag", url: shop("/cart"), performance: 98 },
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

/** One page, AUDIT_RUNS times; the median run (by performance) is the page's result, saved as JSON in outDir. */
export async function auditPage(page: AuditPage, chromePort: number, outDir: string): Promise<AuditRow> {
  // One request first, unmeasured: a server answers its first request for a page cold (modules still
  // loading, the shop's data not yet cached), which no shopper of a running server meets.
  const url = new URL(page.url);
  await fetchPage(Number(url.port), url.hostname, url.pathname);
  const results: Result[] = [];
  for (let i = 0; i < AUDIT_RUNS; i++) {
    const result = await lighthouse(page.url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
    results.push(result.lhr);
  }
  const perf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  results.sort((a, b) => perf(a) - perf(b));
  const lhr = results[Math.floor(results.length / 2)] as Result;
  // The median run's full Lighthouse result, for the details behind a score.
  writeFileSync(path.join(outDir, `${slugOf(page.name)}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = { performance: score("performance"), accessibility: score("accessibility") };
  const failures: string[] = [];
  if (scores.performance < page.performance)
    failures.push(`performance ${scores.performance} < ${page.performance}`);
  if (scores.accessibility < 100) {
    const failed = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map((a) => a.id);
    failures.push(`accessibility ${scores.accessibility} < 100 (${failed.join(", ")})`);
  }
  for (const run of results)
    if (run.runtimeError) failures.push(`runtime error: ${run.runtimeError.message}`);
  return {
    ...page,
    scores,
    runs: results.map(perf),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    failures,
  };
}

/** The local Chromium, headless, for Lighthouse. */
export function launchAuditChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

/** One line of the console's progress. */
export function auditLine(row: AuditRow): string {
  const mark = row.failures.length ? "✘" : "✓";
  return `${mark} ${row.name.padEnd(48)} perf ${row.scores.performance} (runs ${row.runs.join("/")})  a11y ${row.scores.accessibility}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}`;
}

/** The report as Markdown and HTML, written to outDir/report.md and report.html; returns the Markdown. */
export function writeAuditReport(rows: AuditRow[], outDir: string): string {
  const head = ["page", "performance", "runs", "accessibility", "LCP", "TBT", "CLS", "target met"];
  const cells = rows.map((r) => [
    r.name,
    `${r.scores.performance} (≥ ${r.performance})`,
    r.runs.join(", "),
    `${r.scores.accessibility} (100)`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    r.failures.length ? `no: ${r.failures.join("; ")}` : "yes",
  ]);
  const title = `Lighthouse ${lighthouseVersion()} mobile (simulated throttling), median of ${AUDIT_RUNS} runs, ${new Date().toISOString().slice(0, 16)} UTC`;
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
