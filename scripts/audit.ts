/**
 * `npm run audit`: Lighthouse (mobile, its default simulated throttling, the
 * local Chromium) over the shop's main screens and the platform pages, on
 * the production build served as in production (API on a fresh database,
 * the build made from it, the web server). Writes a readable table with each
 * page's performance and accessibility scores, LCP, TBT and CLS to
 * .data/audit/report.md and report.html (each page's full result beside them as JSON), and exits 1 when a page is under its
 * target: performance ≥ 98 on the shop screens and 100 on the static pages,
 * accessibility 100 everywhere. AUDIT_PAGES=shop or =platform runs a part.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../tests/e2e/support/chromium";
import { assertPortFree } from "../tests/e2e/support/servers";
import { localConfig, sharedEnv } from "./lib/config";
import { fetchPage } from "./lib/page-js";
import { buildFromApi, type Proc, root, startApi, startWeb, stopAll, waitForUrl } from "./lib/procs";

const outDir = path.join(root, ".data/audit");
const cfg = localConfig({ ...process.env, DATA_DIR: ".data/audit/pglite" });
const env = {
  ...sharedEnv(cfg, { ...process.env, DATA_DIR: ".data/audit/pglite" }),
  SEED_SELLER_KEY: "audit-seller-key",
};
const port = cfg.webPort;

interface Page {
  name: string;
  url: string;
  /** The least performance score accepted (0–100). */
  performance: number;
}

const shop = (p: string) => `http://demo.localhost:${port}${p}`;
const platform = (p: string) => `http://localhost:${port}${p}`;
const PAGES: Page[] = [
  { name: "Shop home", url: shop("/"), performance: 98 },
  // Every name starts with the part it belongs to: AUDIT_PAGES=shop runs these four.
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
].filter((p) => !process.env.AUDIT_PAGES || p.name.toLowerCase().startsWith(process.env.AUDIT_PAGES));

interface Row extends Page {
  scores: { performance: number; accessibility: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failures: string[];
}

async function audit(page: Page, chromePort: number): Promise<Row> {
  // One request first, unmeasured: a server answers its first request for a page cold (modules still
  // loading, the shop's data not yet cached), which no shopper of a running server meets.
  const url = new URL(page.url);
  await fetchPage(Number(url.port), url.hostname, url.pathname);
  const result = await lighthouse(page.url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
  const { lhr } = result;
  // Each page's full Lighthouse result, for the details behind a score.
  const slug = page.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  writeFileSync(path.join(outDir, `${slug}.json`), JSON.stringify(lhr));
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
  if (lhr.runtimeError) failures.push(`runtime error: ${lhr.runtimeError.message}`);
  return {
    ...page,
    scores,
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    failures,
  };
}

function tables(rows: Row[]): { md: string; html: string } {
  const head = ["page", "performance", "accessibility", "LCP", "TBT", "CLS", "target met"];
  const cells = rows.map((r) => [
    r.name,
    `${r.scores.performance} (≥ ${r.performance})`,
    `${r.scores.accessibility} (100)`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    r.failures.length ? `no: ${r.failures.join("; ")}` : "yes",
  ]);
  const title = `Lighthouse ${lighthouseVersion()} mobile (simulated throttling), ${new Date().toISOString().slice(0, 16)} UTC`;
  const md = [
    `# ${title}`,
    "",
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...cells.map((c) => `| ${c.join(" | ")} |`),
    "",
  ].join("\n");
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{padding:.4rem .8rem;border:1px solid #ccc;text-align:right}th:first-child,td:first-child{text-align:left}.no{color:#b00020;font-weight:700}</style>
</head><body><h1>${esc(title)}</h1><table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead><tbody>
${cells.map((c) => `<tr>${c.map((v, i) => `<td${i === 6 && v !== "yes" ? ' class="no"' : ""}>${esc(v)}</td>`).join("")}</tr>`).join("\n")}
</tbody></table></body></html>
`;
  return { md, html };
}

function lighthouseVersion(): string {
  const file = path.join(root, "node_modules/lighthouse/package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

const procs: Proc[] = [];
let exitCode = 0;
try {
  // Not someone else's servers (`npm start`, an e2e run): the audit measures its own.
  for (const p of [cfg.webPort, cfg.apiPort]) await assertPortFree(p);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log("▶ API on a fresh database, the production build from it, the web server…");
  const api = startApi(env, true);
  procs.push(api);
  await waitForUrl(`${cfg.apiUrl}/health`, 90_000, api);
  await buildFromApi(env, cfg.apiUrl, true);
  const web = startWeb(env, true);
  procs.push(web);
  await waitForUrl(`http://127.0.0.1:${port}/`, 60_000, web);

  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      const row = await audit(page, chrome.port);
      rows.push(row);
      const mark = row.failures.length ? "✘" : "✓";
      console.log(
        `${mark} ${page.name.padEnd(48)} perf ${row.scores.performance}  a11y ${row.scores.accessibility}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
  }
  const { md, html } = tables(rows);
  writeFileSync(path.join(outDir, "report.md"), md);
  writeFileSync(path.join(outDir, "report.html"), html);
  console.log(`\n${md}\nReport: ${path.relative(root, path.join(outDir, "report.md"))} and report.html`);
  const failed = rows.filter((r) => r.failures.length);
  if (failed.length) {
    console.error(`${failed.length} page(s) under target: ${failed.map((r) => r.name).join(", ")}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await stopAll(procs);
}
process.exit(exitCode);
