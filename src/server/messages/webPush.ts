/**
 * The Web Push protocol's cryptography, by the `web-push` package (the
 * library most Node push senders use, by the Web Push libraries' authors):
 *
 * - RFC 8291 message encryption (`aes128gcm`, RFC 8188): a fresh P-256 key
 *   pair and salt per message, sealed to the browser's p256dh key and auth
 *   secret;
 * - RFC 8292 VAPID: `Authorization: vapid t={JWT}, k={public key}`, the JWT
 *   signed ES256 by the platform's key pair, aud the push service's origin,
 *   exp 12 h ahead (a push service refuses over 24 h), sub VAPID_SUBJECT.
 *
 * `pushRequest` answers what to POST (the headers and the sealed body); the
 * adapter (push.ts) sends it with the providers' connections (channel.ts).
 */
import webpush from "web-push";

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A new VAPID key pair, base64url: the uncompressed public point and the private scalar. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The POST that carries `payload` to the browser holding `keys` at
 * `endpoint`: sealed with aes128gcm, its VAPID header, TTL and Urgency.
 * Throws on keys of the wrong size (the subscription was checked when made).
 */
export function pushRequest(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapid: Vapid,
  timing: { ttl: number; urgency: "very-low" | "low" | "normal" | "high" },
): PushRequest {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: timing.ttl,
      urgency: timing.urgency,
      contentEncoding: "aes128gcm",
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  return { endpoint: details.endpoint, headers, body: details.body as Buffer };
}
