/** What JavaScript a built page loads at start: its module scripts, island components and their static imports. */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageJs {
  page: string;
  files: string[];
  gzipBytes: number;
}

const SCRIPT_SRC = /<script[^>]*\bsrc="([^"]+\.js)"/g;
const ISLAND_URL = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
// A shop page's `data-screen` links name its current screen's files (src/web/screenPreloads.ts): they are
// counted with that screen's route, not as what every route loads.
const MODULEPRELOAD = /<link(?![^>]*\bdata-screen\b)[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g;
// Inline scripts the browser runs: a data block (JSON-LD, JSON) is no JavaScript.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
// What an inline script imports as it runs (the shop page's app, after the first paint: src/web/shopAppLoader.ts).
const INLINE_IMPORT = /\bimport\(\s*"(\/_astro\/[\w.-]+\.js)"\s*\)/g;
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;

function matches(text: string, re: RegExp): string[] {
  return [...text.matchAll(re)].map((m) => m[1] ?? "");
}

/** URL path of a page for a built HTML file (`about/index.html` → `/about/`). */
export function pageUrl(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  return `/${rel.replace(/index\.html$/, "").replace(/\.html$/, "")}`;
}

/** The built HTML file of a page's URL path (`/about/` → `about/index.html`, `/404` → `404.html`). */
export function htmlFileOf(clientDir: string, page: string): string {
  return path.join(clientDir, page.endsWith("/") ? `${page}index.html` : `${page}.html`);
}

/** The JS files a page loads before any user action, with their gzipped size. */
export function pageJs(clientDir: string, htmlFile: string): PageJs {
  return htmlJs(clientDir, readFileSync(htmlFile, "utf8"), pageUrl(clientDir, htmlFile));
}

/** As pageJs, for a page's HTML as served (`page` names it). */
export function htmlJs(clientDir: string, html: string, page: string): PageJs {
  const seen = new Set<string>();
  const inlineCode = matches(html, INLINE_SCRIPT).join("\n");
  const queue = [
    ...matches(html, SCRIPT_SRC),
    ...matches(html, ISLAND_URL),
    ...matches(html, MODULEPRELOAD),
    ...matches(inlineCode, INLINE_IMPORT),
  ];
  while (queue.length > 0) {
    const url = queue.pop() ?? "";
    if (seen.has(url) || /^https?:/.test(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const spec of matches(code, STATIC_IMPORT)) {
      queue.push(path.posix.resolve(path.posix.dirname(url), spec));
    }
  }
  let gzipBytes = inlineCode.trim() ? gzipSync(inlineCode).length : 0;
  for (const url of seen) gzipBytes += gzipSync(readFileSync(path.join(clientDir, url))).length;
  return { page, files: [...seen].sort(), gzipBytes };
}

/**
 * A page as a web server at `port` serves it to `host` (by default the
 * storefront shell, drawn on demand: there is no file of it in dist/client).
 */
export function fetchPage(port: number, host = "demo.localhost", pathname = "/"): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers: { host: `${host}:${port}` } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () =>
          res.statusCode === 200
            ? resolve(body)
            : reject(new Error(`${host}${pathname}: HTTP ${res.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

/** Every built page of the client output with the JS it loads. */
export function allPagesJs(clientDir: string): PageJs[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith(".html"))
    .map((f) => pageJs(clientDir, path.join(f.parentPath, f.name)))
    .sort((a, b) => a.page.localeCompare(b.page));
}

const ANY_IMPORT = /(?:import\(|from\s*)["'`]([^"'`]+\.js)["'`]/g;

/**
 * The JavaScript a lazily loaded chunk brings on top of what is already
 * loaded (`loaded`, e.g. a page's first load): the chunk, what it imports
 * statically and (unless `lazy` is false) what it imports later (its own lazy chunks), gzipped.
 */
export function chunkJs(
  clientDir: string,
  chunkUrl: string,
  loaded: ReadonlySet<string>,
  { lazy = true }: { lazy?: boolean } = {},
): PageJs {
  const seen = new Set<string>();
  const queue = [chunkUrl];
  while (queue.length > 0) {
    const url = queue.pop() ?? "";
    if (seen.has(url) || loaded.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const spec of matches(code, lazy ? ANY_IMPORT : STATIC_IMPORT))
      queue.push(path.posix.resolve(path.posix.dirname(url), spec));
  }
  let gzipBytes = 0;
  for (const url of seen) gzipBytes += gzipSync(readFileSync(path.join(clientDir, url))).length;
  return { page: chunkUrl, files: [...seen].sort(), gzipBytes };
}

/** The built chunk of a storefront screen (`Cart` → `/_astro/Cart.[hash].js`), or null when there is none. */
export function screenChunk(clientDir: string, screen: string): string | null {
  const name = readdirSync(path.join(clientDir, "_astro")).find(
    (f) => f.startsWith(`${screen}.`) && f.endsWith(".js"),
  );
  return name ? `/_astro/${name}` : null;
}

/** A built page's JavaScript with every chunk it imports later too (e.g. Swiper when a carousel nears the screen). */
export function pageJsWithLazy(clientDir: string, htmlFile: string): PageJs {
  const start = pageJs(clientDir, htmlFile);
  const seen = new Set(start.files);
  let gzipBytes = start.gzipBytes;
  for (const file of start.files) {
    const more = chunkJs(clientDir, file, new Set([...seen].filter((f) => f !== file)));
    for (const f of more.files)
      if (!seen.has(f)) {
        seen.add(f);
        gzipBytes += gzipSync(readFileSync(path.join(clientDir, f))).length;
      }
  }
  return { page: start.page, files: [...seen].sort(), gzipBytes };
}
