/**
 * The built blog files (the pages and feeds the blog rebuild replaces while
 * they are served), answered from one open file descriptor. Astro's static
 * handler (`send`) looks a file up by name twice, once for its size and once
 * to read it: a file renamed over in between would go out cut to the old
 * size. Opened once, a file is read whole, old or new. nginx opens once too.
 */
import { open } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/** The platform paths whose files the blog rebuild replaces. */
const REBUILT = /^\/(blogs(\/.*)?|blog\/[^/]+\/?|sitemap-0\.xml)$/;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml",
};

/** The built file a rebuilt path is answered from, or null for another path. */
export function blogFileFor(clientDir: string, pathname: string): string | null {
  if (!REBUILT.test(pathname) || pathname.split("/").some((part) => part === ".." || part === "."))
    return null;
  const rel = path.extname(pathname) ? pathname : `${pathname.replace(/\/+$/, "")}/index.html`;
  const file = path.join(clientDir, rel);
  return file.startsWith(clientDir + path.sep) ? file : null;
}

/**
 * Answers a GET or HEAD of a rebuilt blog file, revalidated by ETag as Astro's
 * static handler does (`max-age=0`). Resolves false, having sent nothing,
 * when there is no such file (the request then goes on to Astro: an article
 * not built yet is drawn on demand).
 */
export async function serveBlogFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
): Promise<boolean> {
  const type = TYPES[path.extname(file)];
  if (!type) return false;
  const handle = await open(file, "r").catch(() => null);
  if (!handle) return false;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return false;
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      "content-type": type,
      "cache-control": "public, max-age=0",
      etag,
      "last-modified": stat.mtime.toUTCString(),
    };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    res.writeHead(200, { ...headers, "content-length": String(stat.size) });
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    await pipeline(handle.createReadStream({ start: 0, autoClose: false }), res);
    return true;
  } finally {
    await handle.close();
  }
}
