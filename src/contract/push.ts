/**
 * Web push subscriptions of the consoles (issue 36): a seller's device for a
 * shop (POST/DELETE /api/digiorder/push?shopId=), a rider's
 * (POST/DELETE /api/rider/push); the body is the browser's
 * PushSubscription.toJSON(). GET /api/push/key gives the VAPID public key the
 * browser subscribes with (null: web push is off on this server);
 * POST /api/push/renew moves a device's scopes to the subscription the browser
 * renewed.
 */
import * as v from "valibot";

const base64url = (bytes: number, what: string) =>
  v.pipe(
    v.string(),
    // Bounded before it is read: 4 characters carry 3 bytes, and up to 2 of padding.
    v.maxLength(Math.ceil((bytes * 4) / 3) + 2, `must be ${what} (${bytes} bytes), base64url`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be ${what}, base64url`),
    v.check(
      (text) =>
        Math.floor((text.replace(/=+$/, "").length * 3) / 4) === bytes &&
        text.replace(/=+$/, "").length % 4 !== 1,
      `must be ${what} (${bytes} bytes), base64url`,
    ),
  );

export const PushEndpoint = v.pipe(
  v.string(),
  v.minLength(1, "is required"),
  v.maxLength(2000, "is too long"),
);

export const PushSubscriptionBody = v.object({
  endpoint: PushEndpoint,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    p256dh: v.pipe(
      base64url(65, "the browser's P-256 public key"),
      v.startsWith("B", "must be an uncompressed P-256 key"),
    ),
    auth: base64url(16, "the browser's auth secret"),
  }),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

/**
 * A subscription the browser renewed (its worker's `pushsubscriptionchange`):
 * the old one's endpoint and auth secret (known only to the browser and this
 * server, the proof that the caller holds the device) and the new one.
 */
export const PushRenewBody = v.object({
  oldEndpoint: PushEndpoint,
  oldAuth: base64url(16, "the old subscription's auth secret"),
  subscription: PushSubscriptionBody,
});
export type PushRenewBody = v.InferOutput<typeof PushRenewBody>;

export const PushRenewed = v.object({
  /** The scopes ("shop:{shopId}", "rider:{riderId}") now on the new subscription. */
  scopes: v.array(v.string()),
});
export type PushRenewed = v.InferOutput<typeof PushRenewed>;

export const PushUnsubscribeBody = v.object({ endpoint: PushEndpoint });

export const PushSubscribed = v.object({
  /** Whether this device now gets pushes for the scope. */
  subscribed: v.boolean(),
  /** "shop:{shopId}" or "rider:{riderId}". */
  scope: v.string(),
});
export type PushSubscribed = v.InferOutput<typeof PushSubscribed>;

export const PushKey = v.object({ publicKey: v.nullable(v.string()) });
export type PushKey = v.InferOutput<typeof PushKey>;
