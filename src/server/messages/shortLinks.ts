/**
 * SMS short links (issue 36; the rules in domain/messages/shortLink.ts): the
 * worker gives an SMS `{PUBLIC_SITE_URL}/m/{code}` for a link longer than a
 * DLT variable holds, the row written before the send (a link that works by
 * the time the SMS arrives). GET /api/links/{code} is what the platform's
 * /m/{code} page asks before it redirects.
 */
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { codeOf, looksLikeShortCode, shortLinkUrl } from "../../domain/messages/shortLink";
import type { Db } from "../db/connection";
import { shortLinks } from "../db/schema";
import type { AppEnv } from "../http/context";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";

/** A different code after a clash (another link already has this one): at most this many tries. */
const TRIES = 8;

/** The code `url` tries on attempt `attempt` (0 first; another after a clash). */
const codeFor = (url: string, attempt = 0) =>
  codeOf(
    createHash("sha256")
      .update(attempt ? `${url}#${attempt}` : url)
      .digest(),
  );

/**
 * The short links of many links at once (a worker's batch of SMS): their rows
 * written in one statement, those already there read in one more; a link whose
 * code another link holds takes shortLinkFor's next tries. Link → short link.
 */
export async function shortLinksFor(db: Db, siteUrl: string, urls: string[]): Promise<Map<string, string>> {
  const codes = new Map([...new Set(urls)].map((url) => [url, codeFor(url)]));
  const out = new Map<string, string>();
  if (codes.size === 0) return out;
  const made = await db
    .insert(shortLinks)
    .values([...codes].map(([url, code]) => ({ code, url })))
    .onConflictDoNothing({ target: shortLinks.code })
    .returning({ code: shortLinks.code, url: shortLinks.url });
  for (const row of made) out.set(row.url, shortLinkUrl(siteUrl, row.code));
  const left = [...codes].filter(([url]) => !out.has(url));
  if (left.length === 0) return out;
  const held = await db
    .select({ code: shortLinks.code, url: shortLinks.url })
    .from(shortLinks)
    .where(
      inArray(
        shortLinks.code,
        left.map(([, code]) => code),
      ),
    );
  const urlOf = new Map(held.map((row) => [row.code, row.url]));
  for (const [url, code] of left)
    out.set(
      url,
      urlOf.get(code) === url ? shortLinkUrl(siteUrl, code) : await shortLinkFor(db, siteUrl, url),
    );
  return out;
}

/** The short link for `url` on the site at `siteUrl`: its row written now, or the one written before. */
export async function shortLinkFor(db: Db, siteUrl: string, url: string): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const code = codeFor(url, attempt);
    const [made] = await db
      .insert(shortLinks)
      .values({ code, url })
      .onConflictDoNothing({ target: shortLinks.code })
      .returning({ code: shortLinks.code });
    if (made) return shortLinkUrl(siteUrl, code);
    const [held] = await db.select({ url: shortLinks.url }).from(shortLinks).where(eq(shortLinks.code, code));
    if (held?.url === url) return shortLinkUrl(siteUrl, code);
  }
  throw new Error(`No free short code for ${url} after ${TRIES} tries`);
}

const LinkResponse = v.object({ url: v.string() });

/** Mount at /api/links. */
export const shortLinkRoutes = new Hono<AppEnv>().get(
  "/:code",
  describeCall({
    summary: "Where an SMS's short link (/m/{code} on the platform) goes: { url }",
    answer: LinkResponse,
    errors: [400, 404],
  }),
  async (c) => {
    const code = c.req.param("code");
    if (!looksLikeShortCode(code))
      throw new ApiFailure(400, "A short link's code is 6 letters and digits", "code");
    const [row] = await c.var.db
      .select({ url: shortLinks.url })
      .from(shortLinks)
      .where(eq(shortLinks.code, code));
    if (!row) throw new ApiFailure(404, "There is no such short link");
    c.header("Cache-Control", "public, max-age=86400, immutable");
    return c.json<v.InferOutput<typeof LinkResponse>>({ url: row.url });
  },
);
