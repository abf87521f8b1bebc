/** `npm run size`: the JavaScript each built page loads at start (gzipped KB), from dist/client. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { allPagesJs, chunkJs, screenChunk } from "./lib/page-js";
import { root } from "./lib/procs";

const clientDir = path.join(root, "dist/client");
if (!existsSync(clientDir)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pages = allPagesJs(clientDir);
const width = Math.max(...pages.map((p) => p.page.length), 4);
console.log(`${"page".padEnd(width)}  JS gzip KB  files`);
for (const p of pages)
  console.log(`${p.page.padEnd(width)}  ${kb(p.gzipBytes).padStart(10)}  ${p.files.length}`);
const unique = new Map<string, number>();
for (const p of pages) for (const f of p.files) unique.set(f, 0);
let total = 0;
for (const f of unique.keys()) total += gzipSync(readFileSync(path.join(clientDir, f))).length;
console.log(`${"total (unique files)".padEnd(width)}  ${kb(total).padStart(10)}  ${unique.size}`);

// Storefront screens load as their own chunks on top of the first load: what each adds, its lazy chunks included.
const shell = pages.find((p) => p.page === "/storefront/");
if (shell) {
  const loaded = new Set(shell.files);
  console.log(`\n${"storefront screen (on top of the first load)".padEnd(width)}  JS gzip KB  files`);
  for (const screen of ["Home", "Product", "Wishlist", "Cart", "History", "Profile"]) {
    const chunk = screenChunk(clientDir, screen);
    if (!chunk) continue;
    const js = chunkJs(clientDir, chunk, loaded);
    console.log(`${screen.padEnd(width)}  ${kb(js.gzipBytes).padStart(10)}  ${js.files.length}`);
  }
}
