/**
 * The token of an order's public tracking link (/track/{orderId}?t=…, the
 * WhatsApp share; issue 26): an HMAC-SHA256 of the order id with
 * SESSION_SECRET (config.auth.sessionSecret, the key of the session
 * tokens), so only the link's holder can open it and order ids alone cannot
 * be tried. A changed SESSION_SECRET ends every link shared before.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Keeps these MACs apart from anything else the secret ever signs. */
const PURPOSE = "order-track:";
/** 22 base64url characters: 132 bits of the MAC. */
const TOKEN_LENGTH = 22;

/** The tracking token of `orderId`. */
export function trackToken(secret: Uint8Array, orderId: string): string {
  return createHmac("sha256", secret)
    .update(PURPOSE + orderId)
    .digest("base64url")
    .slice(0, TOKEN_LENGTH);
}

/** Whether `token` is `orderId`'s tracking token (compared in constant time). */
export function isTrackToken(secret: Uint8Array, orderId: string, token: string): boolean {
  const expected = Buffer.from(trackToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
