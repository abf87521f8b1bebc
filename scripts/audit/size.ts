/**
 * `npm run size`: the JavaScript a browser loads for each route (gzipped,
 * inline scripts included), from the production build, checked against its
 * budget in scripts/audit/budgets.ts; exits 1 when one is passed (`npm test`
 * runs it after the e2e step's build). A shop route counts the storefront
 * shell as the web server draws it plus the screen's chunk and what that
 * imports at once (the start-up fetches it before the first render): that is
 * "start"; "all" adds the chunks the page fetches later (the bag's QR
 * encoder, a carousel's Swiper), for the routes whose budget names it.
 * tests/e2e/budgets.spec.ts checks the same table and the shop home in a
 * real browser.
 */
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { setProcessVars } from "../../src/settings";
import { startWebServer } from "../../src/web/serve";
import { root } from "../lib/procs";
import { type Budget, KB, platformBudget, SHELL_BUDGET, SHOP_BUDGETS } from "./budgets";
import {
  allPagesJs,
  chunkJs,
  fetchPage,
  htmlFileOf,
  htmlJs,
  type PageJs,
  pageJsWithLazy,
  screenChunk,
} from "./page-js";

const clientDir = path.join(root, "dist/client");
if (!existsSync(clientDir)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The shell as served: from this build's web server on a free port (no API needed: the scripts are the same). */
async function shell(): Promise<PageJs> {
  setProcessVars({ API_INTERNAL_URL: "http://127.0.0.1:9" }); // nothing listens: the shell goes out without data
  const server = await startWebServer({ port: 0, host: "127.0.0.1" });
  try {
    const { port } = server.address() as AddressInfo;
    return htmlJs(clientDir, await fetchPage(port), "/storefront/");
  } finally {
    server.close();
  }
}

interface Row {
  name: string;
  bytes: number;
  /** With the lazy chunks, where the budget counts them. */
  all?: number | undefined;
  files: number;
  budget: Budget;
}
const rows: Row[] = [];

const first = await shell();
rows.push({
  name: "shop shell (every route)",
  bytes: first.gzipBytes,
  files: first.files.length,
  budget: SHELL_BUDGET,
});
for (const { route, screen, budget } of SHOP_BUDGETS) {
  const chunk = screenChunk(clientDir, screen);
  if (!chunk) throw new Error(`No chunk for the ${screen} screen`);
  const own = chunkJs(clientDir, chunk, new Set(first.files), { lazy: false });
  const withLazy = chunkJs(clientDir, chunk, new Set(first.files));
  rows.push({
    name: `shop ${route}`,
    bytes: first.gzipBytes + own.gzipBytes,
    all: budget.all === undefined ? undefined : first.gzipBytes + withLazy.gzipBytes,
    files: first.files.length + own.files.length,
    budget,
  });
}
const pages = allPagesJs(clientDir).filter((p) => p.page !== "/storefront/");
for (const p of pages) {
  const budget = platformBudget(p.page);
  const all = budget.all === undefined ? undefined : pageJsWithLazy(clientDir, htmlFileOf(clientDir, p.page));
  rows.push({ name: p.page, bytes: p.gzipBytes, all: all?.gzipBytes, files: p.files.length, budget });
}

const overBudget = (r: Row) =>
  r.bytes > r.budget.start * KB || (r.all ?? 0) > (r.budget.all ?? Infinity) * KB;
const width = Math.max(...rows.map((r) => r.name.length), 4);
console.log(`${"route".padEnd(width)}  start KB  budget  all KB  budget  files`);
for (const r of rows) {
  const mark = overBudget(r) ? "  ✘ over budget" : "";
  const all = r.all === undefined ? "" : kb(r.all);
  const allBudget = r.budget.all === undefined ? "" : String(r.budget.all);
  console.log(
    `${r.name.padEnd(width)}  ${kb(r.bytes).padStart(8)}  ${String(r.budget.start).padStart(6)}  ${all.padStart(6)}  ${allBudget.padStart(6)}  ${String(r.files).padStart(5)}${mark}`,
  );
}
const unique = new Set([...first.files, ...pages.flatMap((p) => p.files)]);
let total = 0;
for (const f of unique) total += gzipSync(readFileSync(path.join(clientDir, f))).length;
console.log(`${"all start-up files (unique)".padEnd(width)}  ${kb(total).padStart(10)}`);

const over = rows.filter(overBudget);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.name).join(", ")}`);
  process.exit(1);
}
process.exit(0);
