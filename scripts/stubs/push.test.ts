import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { newVapidKeys, pushRequest } from "../../src/server/messages/webPush";
import { checkVapid, decryptPush, mintSubscription } from "./push";

const ORIGIN = "http://127.0.0.1:8025";
const keys = newVapidKeys();
const SUBJECT = "mailto:ops@platform.in";

/** The VAPID header our sender (web-push) makes for a push to `endpoint`. */
const headerFor = (endpoint: string, k = keys, subject = SUBJECT) => {
  const sub = mintSubscription(ORIGIN);
  return (
    pushRequest({ endpoint, ...sub.json.keys }, "x", { ...k, subject }, { ttl: 60, urgency: "normal" })
      .headers.authorization ?? ""
  );
};

/** A VAPID header signed by hand with claims no sender should make (web-push refuses to). */
async function forgedHeader(claims: { aud: string; exp: number; sub?: string }): Promise<string> {
  const point = Buffer.from(keys.publicKey, "base64url");
  const { createPrivateKey } = await import("node:crypto");
  const key = createPrivateKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
      d: keys.privateKey,
    },
  });
  const token = await new SignJWT(claims.sub ? { sub: claims.sub } : {})
    .setProtectedHeader({ typ: "JWT", alg: "ES256" })
    .setAudience(claims.aud)
    .setExpirationTime(claims.exp)
    .sign(key);
  return `vapid t=${token}, k=${keys.publicKey}`;
}

describe("the stub push service's checks", () => {
  it("takes a VAPID header signed for its origin, within 24 h", async () => {
    expect(await checkVapid(headerFor(`${ORIGIN}/_push/1`), ORIGIN)).toEqual({ ok: true });
  });

  it("refuses another audience, an exp past 24 h, no sub, another key and a malformed header", async () => {
    expect(await checkVapid(headerFor("https://fcm.googleapis.com/x"), ORIGIN)).toMatchObject({
      status: 403,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(
      await checkVapid(await forgedHeader({ aud: ORIGIN, exp: now + 25 * 3600, sub: SUBJECT }), ORIGIN),
    ).toMatchObject({ status: 403, error: "VAPID JWT exp must be within 24 hours" });
    expect(await checkVapid(await forgedHeader({ aud: ORIGIN, exp: now + 3600 }), ORIGIN)).toMatchObject({
      status: 403,
    });
    const other = newVapidKeys();
    const forged = headerFor(`${ORIGIN}/_push/1`).replace(keys.publicKey, other.publicKey);
    expect(await checkVapid(forged, ORIGIN)).toMatchObject({ status: 403 });
    expect(await checkVapid("Bearer abc", ORIGIN)).toMatchObject({ status: 401 });
    expect(await checkVapid("", ORIGIN)).toMatchObject({ status: 401 });
  });

  it("decrypts what is pushed to a subscription it minted, and nothing sealed for other keys", () => {
    const sub = mintSubscription(ORIGIN);
    expect(sub.json.endpoint).toBe(`${ORIGIN}/_push/${sub.id}`);
    const { body } = pushRequest(
      { endpoint: sub.json.endpoint, ...sub.json.keys },
      '{"title":"New order"}',
      { ...keys, subject: SUBJECT },
      { ttl: 60, urgency: "high" },
    );
    expect(decryptPush(body, sub)).toBe('{"title":"New order"}');
    const stranger = mintSubscription(ORIGIN);
    expect(() => decryptPush(body, stranger)).toThrow();
  });
});
