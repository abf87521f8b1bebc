import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { newVapidKeys, pushRequest } from "./webPush";

/** The browser's side, written from the RFC apart from the code under test. */
function decrypt(body: Buffer, uaPrivate: string, auth: string): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ua = createECDH("prime256v1");
  ua.setPrivateKey(Buffer.from(uaPrivate, "base64url"));
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(
    hkdfSync("sha256", ua.computeSecret(asPublic), Buffer.from(auth, "base64url"), info, 32),
  );
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const record = body.subarray(21 + idlen);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  expect(padded.at(-1)).toBe(2);
  return padded.subarray(0, -1).toString("utf8");
}

/** A browser's subscription keys: its P-256 pair (the private half kept to decrypt) and auth secret. */
function browserKeys() {
  const ua = createECDH("prime256v1");
  ua.generateKeys();
  return {
    p256dh: ua.getPublicKey().toString("base64url"),
    uaPrivate: ua.getPrivateKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

const VAPID = { ...newVapidKeys(), subject: "mailto:ops@platform.in" };
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc";

describe("pushRequest (RFC 8291 aes128gcm, RFC 8292 VAPID, by web-push)", () => {
  it("seals the payload for the browser's keys: the browser, decrypting by the RFC, reads it", () => {
    const b = browserKeys();
    const req = pushRequest({ endpoint: ENDPOINT, ...b }, '{"title":"New order"}', VAPID, {
      ttl: 3600,
      urgency: "high",
    });
    expect(req.endpoint).toBe(ENDPOINT);
    expect(req.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "3600", urgency: "high" });
    expect(decrypt(req.body, b.uaPrivate, b.auth)).toBe('{"title":"New order"}');
    // A fresh key pair and salt each time: the same words never seal the same.
    const again = pushRequest({ endpoint: ENDPOINT, ...b }, '{"title":"New order"}', VAPID, {
      ttl: 3600,
      urgency: "high",
    });
    expect(again.body.equals(req.body)).toBe(false);
    // Another browser's keys cannot read it.
    const other = browserKeys();
    expect(() => decrypt(req.body, other.uaPrivate, b.auth)).toThrow();
  });

  it("signs an ES256 VAPID JWT for the push service's origin, within 24 h, with our key", async () => {
    const keys = newVapidKeys();
    expect(keys.publicKey).toHaveLength(87);
    expect(keys.privateKey).toHaveLength(43);
    const before = Math.floor(Date.now() / 1000);
    const req = pushRequest(
      { endpoint: ENDPOINT, ...browserKeys() },
      "x",
      { ...keys, subject: VAPID.subject },
      {
        ttl: 60,
        urgency: "normal",
      },
    );
    const [, token, k] = /^vapid t=([^,]+), k=(\S+)$/.exec(req.headers.authorization ?? "") ?? [];
    expect(k).toBe(keys.publicKey);
    expect(decodeProtectedHeader(token ?? "")).toEqual({ typ: "JWT", alg: "ES256" });
    const claims = decodeJwt(token ?? "");
    expect(claims).toMatchObject({ aud: "https://fcm.googleapis.com", sub: "mailto:ops@platform.in" });
    expect(claims.exp).toBeGreaterThan(before);
    expect((claims.exp ?? 0) - before).toBeLessThanOrEqual(24 * 3600);
    const point = Buffer.from(keys.publicKey, "base64url");
    const publicJwk = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      "ES256",
    );
    await expect(jwtVerify(token ?? "", publicJwk)).resolves.toBeTruthy();
  });

  it("refuses keys of the wrong size", () => {
    const b = browserKeys();
    const timing = { ttl: 60, urgency: "normal" } as const;
    expect(() => pushRequest({ endpoint: ENDPOINT, ...b, p256dh: b.auth }, "x", VAPID, timing)).toThrow();
    expect(() => pushRequest({ endpoint: ENDPOINT, ...b, auth: "abc" }, "x", VAPID, timing)).toThrow();
  });
});
