import { createDecipheriv, createECDH, hkdfSync } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { encryptPayload, newVapidKeys, vapidSigner } from "./webPush";

// RFC 8291 §5 and Appendix A.
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

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

describe("encryptPayload (RFC 8291)", () => {
  it("matches the RFC's worked example byte for byte", () => {
    const body = encryptPayload(Buffer.from(RFC.plaintext), RFC.uaPublic, RFC.auth, {
      asPrivate: RFC.asPrivate,
      salt: RFC.salt,
    });
    expect(body.toString("base64url")).toBe(RFC.body);
  });

  it("with fresh keys and salt, each body differs and the browser reads it back", () => {
    const a = encryptPayload(Buffer.from("Namaste"), RFC.uaPublic, RFC.auth);
    const b = encryptPayload(Buffer.from("Namaste"), RFC.uaPublic, RFC.auth);
    expect(a.equals(b)).toBe(false);
    expect(decrypt(a, RFC.uaPrivate, RFC.auth)).toBe("Namaste");
    expect(a.readUInt32BE(16)).toBe(4096);
  });

  it("refuses keys of the wrong shape and a payload over one record", () => {
    expect(() => encryptPayload(Buffer.from("x"), RFC.auth, RFC.auth)).toThrow(/p256dh/);
    expect(() => encryptPayload(Buffer.from("x"), RFC.uaPublic, RFC.uaPrivate)).toThrow(/auth/);
    expect(() => encryptPayload(Buffer.alloc(4000), RFC.uaPublic, RFC.auth)).toThrow(/too large/);
  });
});

describe("vapidSigner (RFC 8292)", () => {
  it("signs an ES256 JWT for the push service's origin, 12 h ahead, with our key", async () => {
    const keys = newVapidKeys();
    expect(keys.publicKey).toHaveLength(87);
    expect(keys.privateKey).toHaveLength(43);
    const sign = vapidSigner({ ...keys, subject: "mailto:ops@platform.in" });
    const now = Date.UTC(2026, 10, 29, 10);
    const header = await sign("https://fcm.googleapis.com/fcm/send/abc", now);
    const [, token, k] = /^vapid t=([^,]+), k=(\S+)$/.exec(header) ?? [];
    expect(k).toBe(keys.publicKey);
    expect(decodeProtectedHeader(token ?? "")).toEqual({ typ: "JWT", alg: "ES256" });
    expect(decodeJwt(token ?? "")).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: now / 1000 + 12 * 3600,
      sub: "mailto:ops@platform.in",
    });
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
    await expect(jwtVerify(token ?? "", publicJwk, { currentDate: new Date(now) })).resolves.toBeTruthy();
  });

  it("keeps one token per push service until an hour before it ends", async () => {
    const sign = vapidSigner({ ...newVapidKeys(), subject: "mailto:ops@platform.in" });
    const now = Date.UTC(2026, 10, 29, 10);
    const first = await sign("https://a.push.example/x", now);
    expect(await sign("https://a.push.example/y", now + 60_000)).toBe(first);
    expect(await sign("https://b.push.example/x", now)).not.toBe(first);
    expect(await sign("https://a.push.example/x", now + 11 * 3_600_000)).not.toBe(first);
  });
});
