/**
 * Puts the security headers (security.ts) on an answer of the web server:
 * every answer gets the common ones; an HTML page is held until it ends, so
 * its Content-Security-Policy can name the hashes of exactly the inline
 * scripts it carries (a page is tens of kilobytes: holding it costs no
 * round trip).
 */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

type WriteHeadArgs = [number, (string | OutgoingHttpHeaders)?, OutgoingHttpHeaders?];

/** The content type a writeHead call sets, if it sets one. */
function typeIn(args: WriteHeadArgs | null): string | undefined {
  if (!args) return undefined;
  const headers = typeof args[1] === "object" ? args[1] : args[2];
  if (!headers || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === "content-type");
  return key ? String(headers[key]) : undefined;
}

/**
 * Wraps `res` (before anything is written): `common` on every answer, and on
 * HTML the CSP `policyFor(html)` returns.
 */
export function secureResponse(
  res: ServerResponse,
  common: Record<string, string>,
  policyFor: (html: string) => string,
): void {
  // Once decided, the answer goes on through the methods that were there (Node's, or compression's):
  // they call `res.writeHead` themselves for implicit headers, so they must find it again.
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const restore = () => Object.assign(res, original);
  const writeHead = (...args: WriteHeadArgs) =>
    (res.writeHead as (...a: WriteHeadArgs) => ServerResponse)(...args);
  const write = (...args: unknown[]) => (res.write as (...a: unknown[]) => boolean)(...args);
  const end = (...args: unknown[]) => (res.end as (...a: unknown[]) => ServerResponse)(...args);
  let head: WriteHeadArgs | null = null;
  let html: boolean | null = null;
  const held: Buffer[] = [];

  for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
  const decide = () => {
    if (html !== null) return;
    const type = typeIn(head) ?? String(res.getHeader("content-type") ?? "");
    html = /^text\/html\b/i.test(type);
    if (html) return;
    restore();
    if (head) writeHead(...head);
  };
  const hold = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    held.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array),
    );
  };

  res.writeHead = ((...args: WriteHeadArgs) => {
    head = args;
    return res;
  }) as ServerResponse["writeHead"];
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (!html) return write(chunk, ...rest);
    hold(chunk, rest[0]);
    const callback = rest.find((x) => typeof x === "function") as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    decide();
    if (!html) return end(...args);
    const [chunk, encoding] = args;
    hold(chunk, encoding);
    const body = Buffer.concat(held);
    res.setHeader("Content-Security-Policy", policyFor(body.toString("utf8")));
    restore();
    if (head) writeHead(...head);
    const callback = args.find((x) => typeof x === "function") as (() => void) | undefined;
    return callback ? end(body, callback) : end(body);
  }) as ServerResponse["end"];
}
