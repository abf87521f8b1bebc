/**
 * The Web Push protocol's two pieces of cryptography, on Node's own crypto
 * and jose (already the API's JWT library), no other package:
 *
 * - RFC 8291 message encryption (`aes128gcm`, RFC 8188): a fresh P-256 key
 *   pair and salt per message; ECDH with the browser's p256dh key, HKDF-SHA256
 *   keyed by its auth secret, one record (the payload, then the 0x02
 *   delimiter) sealed with AES-128-GCM; the body starts with the salt, the
 *   record size and our public key. Checked byte for byte against RFC 8291's
 *   worked example (webPush.test.ts).
 * - RFC 8292 VAPID: `Authorization: vapid t={JWT}, k={public key}`, the JWT
 *   signed ES256 by the platform's key pair, aud the push service's origin,
 *   exp 12 h ahead (a push service refuses over 24 h), sub VAPID_SUBJECT. One
 *   token per push service is kept until an hour before it ends.
 */
import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from "node:crypto";
import { SignJWT } from "jose";

const RECORD_SIZE = 4096;
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64url");
const unb64 = (text: string): Buffer => Buffer.from(text, "base64url");

/** For the tests only: a fixed sender key pair and salt (RFC 8291's example). */
export interface FixedKeys {
  asPrivate: string;
  salt: string;
}

/** The aes128gcm body carrying `plaintext` to the browser holding `p256dh` and `auth`. */
export function encryptPayload(
  plaintext: Uint8Array,
  p256dh: string,
  auth: string,
  fixed?: FixedKeys,
): Buffer {
  const uaPublic = unb64(p256dh);
  const authSecret = unb64(auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error("p256dh is not an uncompressed P-256 key");
  if (authSecret.length !== 16) throw new Error("auth is not 16 bytes");
  if (plaintext.length > RECORD_SIZE - 17 - 86) throw new Error("The push payload is too large");
  const ecdh = createECDH("prime256v1");
  if (fixed) ecdh.setPrivateKey(unb64(fixed.asPrivate));
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const salt = fixed ? unb64(fixed.salt) : randomBytes(16);
  const shared = ecdh.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.update(Buffer.from([2])), cipher.final()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, sealed, cipher.getAuthTag()]);
}

/** A new VAPID key pair, base64url: the uncompressed public point and the private scalar. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), unb64(jwk.x ?? ""), unb64(jwk.y ?? "")]);
  return { publicKey: b64(point), privateKey: jwk.d ?? "" };
}

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID's Authorization header for a push service at `endpoint`'s origin; tokens kept per origin. */
export function vapidSigner(vapid: Vapid, hours = 12) {
  const point = unb64(vapid.publicKey);
  const key = createPrivateKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: b64(point.subarray(1, 33)),
      y: b64(point.subarray(33, 65)),
      d: vapid.privateKey,
    },
  });
  const tokens = new Map<string, { token: string; until: number }>();
  return async (endpoint: string, now = Date.now()): Promise<string> => {
    const aud = new URL(endpoint).origin;
    let kept = tokens.get(aud);
    if (!kept || kept.until <= now) {
      const exp = Math.floor(now / 1000) + hours * 3600;
      const token = await new SignJWT({})
        .setProtectedHeader({ typ: "JWT", alg: "ES256" })
        .setAudience(aud)
        .setExpirationTime(exp)
        .setSubject(vapid.subject)
        .sign(key);
      kept = { token, until: now + (hours - 1) * 3_600_000 };
      tokens.set(aud, kept);
    }
    return `vapid t=${kept.token}, k=${vapid.publicKey}`;
  };
}
