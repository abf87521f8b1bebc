/**
 * The stub push service's side of Web Push (scripts/stubs/messages.ts), as a
 * browser and a push service do it, apart from the API's code
 * (src/server/messages/webPush.ts) so that one checks the other:
 *
 * - `mintSubscription`: a subscription as a browser makes one (its P-256 key
 *   pair and 16-byte auth secret; the endpoint at this stub).
 * - `decryptPush`: RFC 8291's aes128gcm body read with the subscription's
 *   private key and auth secret.
 * - `checkVapid`: RFC 8292's Authorization header: `vapid t={JWT}, k={key}`,
 *   the JWT ES256-signed by that key, aud this origin, exp in the future and
 *   within 24 h, a sub.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { decodeJwt, importJWK, jwtVerify } from "jose";

export interface MintedSubscription {
  id: string;
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function mintSubscription(origin: string): MintedSubscription {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const id = randomUUID().replace(/-/g, "");
  const auth = randomBytes(16);
  return {
    id,
    privateKey: ecdh.getPrivateKey(),
    publicKey: ecdh.getPublicKey(),
    auth,
    json: {
      endpoint: `${origin}/_push/${id}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

/** The plaintext of an aes128gcm push body (one record); throws when it does not decrypt. */
export function decryptPush(body: Buffer, sub: Pick<MintedSubscription, "privateKey" | "auth">): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ua = createECDH("prime256v1");
  ua.setPrivateKey(sub.privateKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ua.computeSecret(asPublic), sub.auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const record = body.subarray(21 + idlen);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with 0x02 after its padding (zeros).
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error("No record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

type Check = { ok: true } | { ok: false; status: 400 | 401 | 403; error: string };

/** Checks a push's VAPID Authorization header as a push service at `origin` does. */
export async function checkVapid(header: string, origin: string, now = Date.now()): Promise<Check> {
  const found = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header.trim());
  if (!found) return { ok: false, status: 401, error: "Authorization must be vapid t=…, k=…" };
  const [, token = "", k = ""] = found;
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { ok: false, status: 401, error: "k is not a P-256 key" };
  try {
    const key = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      "ES256",
    );
    await jwtVerify(token, key, { audience: origin, algorithms: ["ES256"], currentDate: new Date(now) });
  } catch (error) {
    return { ok: false, status: 403, error: `VAPID JWT refused: ${(error as Error).message}` };
  }
  const claims = decodeJwt(token);
  if (typeof claims.exp !== "number" || claims.exp * 1000 - now > 24 * 3_600_000)
    return { ok: false, status: 403, error: "VAPID JWT exp must be within 24 hours" };
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub))
    return { ok: false, status: 403, error: "VAPID JWT sub must be a mailto: or https: address" };
  return { ok: true };
}
