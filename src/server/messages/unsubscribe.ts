/**
 * An email's one-click unsubscribe (issue 36, RFC 8058): every email carries
 * `List-Unsubscribe: <{PUBLIC_API_URL}/api/messages/unsubscribe?to=…&sig=…>`
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (email.ts). The
 * link is signed (HMAC-SHA256 of the address with a key derived from
 * SESSION_SECRET), so nobody can stop another's email by guessing.
 *
 * GET shows a page with one button (a mail scanner that opens links stops
 * nothing); POST, from that button or from the mail client's one-click,
 * stops order emails to that address (choices.ts, source "link"). A bad
 * signature is 403.
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import type { Config } from "../config";
import { messageSettings } from "../config/messages";
import type { AppEnv } from "../http/context";
import { ApiFailure } from "../http/failure";
import { escapeHtml } from "../http/html";
import { describeCall } from "../http/openapi";
import { setChoice } from "./choices";

/** The signing key made once per secret: every email of a burst signs a link (measured 19 µs made each time, 3 µs kept). */
const keys = new WeakMap<Uint8Array, KeyObject>();
const signer = (secret: Uint8Array) => (to: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.concat([Buffer.from("unsubscribe:"), Buffer.from(secret)]));
    keys.set(secret, key);
  }
  return createHmac("sha256", key).update(to.toLowerCase()).digest("base64url").slice(0, 32);
};

/** The signed one-click link for `to`, or undefined when this API has no public URL. */
export function unsubscribeUrl(config: Pick<Config, "auth" | "messages">, to: string): string | undefined {
  const api = messageSettings(config).apiUrl;
  if (!api) return undefined;
  const query = new URLSearchParams({ to: to.toLowerCase(), sig: signer(config.auth.sessionSecret)(to) });
  return `${api}/api/messages/unsubscribe?${query}`;
}

/** Whether `sig` is the signature of `to`. */
export function validUnsubscribe(config: Pick<Config, "auth">, to: string, sig: string): boolean {
  const expected = Buffer.from(signer(config.auth.sessionSecret)(to));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

function signed(c: { req: { query(name: string): string | undefined }; var: AppEnv["Variables"] }): string {
  const to = (c.req.query("to") ?? "").toLowerCase();
  const sig = c.req.query("sig") ?? "";
  if (!to.includes("@") || !sig) throw new ApiFailure(400, "The link needs to and sig", "to");
  if (!validUnsubscribe(c.var.config, to, sig))
    throw new ApiFailure(403, "This unsubscribe link is not valid (changed or cut short)", "sig");
  return to;
}

/** Mount at /api/messages. */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(
    "/unsubscribe",
    describeCall({
      summary: "An email's unsubscribe link: a page with one button that stops order emails to that address",
      answer: v.string(),
      errors: [400, 403],
    }),
    (c) => {
      const to = signed(c);
      const action = `?${new URLSearchParams({ to, sig: c.req.query("sig") ?? "" })}`;
      return c.html(
        page(
          "Stop order emails",
          `<p>Stop the emails about orders to <strong>${escapeHtml(to)}</strong>? You can turn them on again in your profile.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop order emails</button></form>`,
        ),
      );
    },
  )
  .post(
    "/unsubscribe",
    describeCall({
      summary: "RFC 8058 one-click unsubscribe: stops order emails to the signed address",
      answer: v.string(),
      errors: [400, 403],
    }),
    async (c) => {
      const to = signed(c);
      await setChoice(c.var.db, [to], "email", true, "link");
      return c.html(
        page(
          "Order emails stopped",
          `<p>No more order emails will go to <strong>${escapeHtml(to)}</strong>. Turn them on again in your profile, under “Order updates”.</p>`,
        ),
      );
    },
  );
