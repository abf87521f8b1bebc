/**
 * `npm run audit`: Lighthouse (mobile, its default simulated throttling, the
 * local Chromium) over the shop's main screens and the platform pages, on
 * the production build served as in production (API on a fresh database,
 * the build made from it, the web server). Each page runs three times and
 * the median counts (scripts/audit/lighthouse.ts). Writes a readable table with each
 * page's performance and accessibility scores, LCP, TBT and CLS to
 * .data/audit/report.md and report.html (each page's median result beside
 * them as JSON), and exits 1 when a page is under its target: performance
 * ≥ 98 on the shop screens and 100 on the static pages, accessibility 100
 * everywhere. AUDIT_PAGES=shop or =platform runs a part. `npm test` runs the
 * same audit in its e2e step, on the e2e build (tests/e2e/audit.spec.ts).
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { processVars } from "../../src/settings";
import { localConfig, sharedEnv } from "../lib/config";
import {
  assertPortFree,
  buildFromApi,
  type Proc,
  QUIET,
  root,
  startApi,
  startWeb,
  stopAll,
  waitForUrl,
} from "../lib/procs";
import {
  type AuditRow,
  auditLine,
  auditPage,
  auditPages,
  launchAuditChrome,
  writeAuditReport,
} from "./lighthouse";

const outDir = path.join(root, ".data/audit");
const vars = { ...processVars(), DATA_DIR: ".data/audit/pglite" };
const cfg = localConfig(vars);
const env = {
  ...sharedEnv(cfg, vars),
  SEED_SELLER_KEY: "audit-seller-key",
};

const procs: Proc[] = [];
let exitCode = 0;
try {
  // Not someone else's servers (`npm start`, an e2e run): the audit measures its own.
  for (const p of [cfg.webPort, cfg.apiPort]) await assertPortFree(p);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log("▶ API on a fresh database, the production build from it, the web server…");
  const api = startApi(env, QUIET);
  procs.push(api);
  await waitForUrl(`${cfg.apiUrl}/health`, 90_000, api);
  await buildFromApi(env, cfg.apiUrl, true);
  const web = startWeb(env, QUIET);
  procs.push(web);
  await waitForUrl(`http://127.0.0.1:${cfg.webPort}/`, 60_000, web);

  const chrome = await launchAuditChrome();
  const rows: AuditRow[] = [];
  try {
    for (const page of auditPages(cfg)) {
      const row = await auditPage(page, chrome.port, outDir);
      rows.push(row);
      console.log(auditLine(row));
    }
  } finally {
    chrome.kill();
  }
  const md = writeAuditReport(rows, outDir);
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
