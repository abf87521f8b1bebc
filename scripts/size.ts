/**
 * `npm run size`: the JavaScript a browser loads for each route at start
 * (gzipped, inline scripts included), from the production build, checked
 * against its budget; exits 1 when one is passed (`npm test` runs it after
 * the e2e step's build). A shop route counts the storefront shell as the
 * web server draws it plus the screen's chunk and what that imports at once
 * (the start-up fetches it before the first render); chunks a screen loads
 * later (the QR encoder, Firebase) are not counted here: tests/e2e/budgets.spec.ts
 * measures them and the shop home in a real browser.
 */
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startWebServer } from "../src/web/serve";
import { allPagesJs, chunkJs, fetchPage, htmlJs, type PageJs, screenChunk } from "./lib/page-js";
import { root } from "./lib/procs";

const KB = 1024;
/** Shop routes: their screen, and the most the browser may load at start. */
const SHOP_ROUTES = [
  { route: "/", screen: "Home", budget: 90 * KB },
  { route: "/product/{id}", screen: "Product", budget: 92 * KB },
  { route: "/wishlist", screen: "Wishlist", budget: 90 * KB },
  { route: "/cart", screen: "Cart", budget: 108 * KB },
  { route: "/history", screen: "History", budget: 100 * KB },
  { route: "/profile", screen: "Profile", budget: 100 * KB },
];
/** Platform pages: none unless listed (a page with no widget ships no JavaScript). */
const PLATFORM_BUDGETS: Record<string, number> = {
  "/emitra/": 4 * KB,
  "/hyperlocal/": 4 * KB,
  "/marketplace/": 1 * KB,
  "/emitra/dashboard/": 2 * KB,
  "/customerLogin/": 4 * KB,
  "/Admin/": 90 * KB,
  "/addBlog/": 90 * KB,
};

const clientDir = path.join(root, "dist/client");
if (!existsSync(clientDir)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The shell as served: from this build's web server on a free port (no API needed: the scripts are the same). */
async function shell(): Promise<PageJs> {
  process.env.API_INTERNAL_URL = "http://127.0.0.1:9"; // nothing listens: the shell goes out without data
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
  files: number;
  budget: number;
}
const rows: Row[] = [];

const first = await shell();
rows.push({
  name: "shop shell (every route)",
  bytes: first.gzipBytes,
  files: first.files.length,
  budget: 90 * KB,
});
for (const { route, screen, budget } of SHOP_ROUTES) {
  const chunk = screenChunk(clientDir, screen);
  if (!chunk) throw new Error(`No chunk for the ${screen} screen`);
  const own = chunkJs(clientDir, chunk, new Set(first.files), { lazy: false });
  rows.push({
    name: `shop ${route}`,
    bytes: first.gzipBytes + own.gzipBytes,
    files: first.files.length + own.files.length,
    budget,
  });
}
const pages = allPagesJs(clientDir).filter((p) => p.page !== "/storefront/");
for (const p of pages)
  rows.push({
    name: p.page,
    bytes: p.gzipBytes,
    files: p.files.length,
    budget: PLATFORM_BUDGETS[p.page] ?? 0,
  });

const width = Math.max(...rows.map((r) => r.name.length), 4);
console.log(`${"route".padEnd(width)}  JS gzip KB  budget KB  files`);
for (const r of rows) {
  const mark = r.bytes > r.budget ? "  ✘ over budget" : "";
  console.log(
    `${r.name.padEnd(width)}  ${kb(r.bytes).padStart(10)}  ${kb(r.budget).padStart(9)}  ${String(r.files).padStart(5)}${mark}`,
  );
}
const unique = new Set([...first.files, ...pages.flatMap((p) => p.files)]);
let total = 0;
for (const f of unique) total += gzipSync(readFileSync(path.join(clientDir, f))).length;
console.log(`${"all start-up files (unique)".padEnd(width)}  ${kb(total).padStart(10)}`);

const over = rows.filter((r) => r.bytes > r.budget);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.name).join(", ")}`);
  process.exit(1);
}
process.exit(0);
