/**
 * Web push to the consoles (issue 36): the Web Push protocol (RFC 8030) with
 * VAPID (RFC 8292) and aes128gcm encryption (RFC 8291), sealed and signed by
 * the web-push package (webPush.ts), sent on the providers' connections. A push
 * message's recipient is a subscription's id (db/schema/push.ts): the adapter
 * reads its endpoint and keys, encrypts the small payload (title, line, link,
 * tag: domain/messages/push.ts) and POSTs it to the browser's push service
 * with TTL (what is left of the message's hour) and Urgency.
 *
 * The push service's answer: 201 (or another 2xx) sent, its Location the
 * provider's id; 404 or 410 the subscription is gone (the browser dropped it,
 * or the user revoked the permission): its row is deleted and the message
 * dead; 429 and 5xx tried again later (Retry-After honoured); 413 (too big),
 * 400, 401, 403 (a key the subscription was not made with) and the rest dead.
 * A message past its TTL, or whose subscription was since removed, is dead
 * without a send.
 */
import { eq } from "drizzle-orm";
import { pushPayload, pushTiming } from "../../domain/messages/push";
import type { MessageSettings } from "../config/messages";
import type { Db } from "../db/connection";
import { pushSubscriptions } from "../db/schema";
import {
  type ChannelAdapter,
  networkFailure,
  type OutgoingMessage,
  postOnce,
  retryAfterMs,
  type SendResult,
} from "./channel";
import { recountShopDevices } from "./pushMessages";
import { pushRequest } from "./webPush";

type PushSettings = NonNullable<MessageSettings["push"]>;

/** Reads a push service's answer into a send result (`gone`: the subscription is to be removed). */
export function pushResult(
  status: number,
  location: string | null,
  retryAfter: string | null,
  text: string,
): SendResult & { gone?: true } {
  if (status >= 200 && status < 300) return { ok: true, providerId: location || `push ${status}` };
  const error = `Push service ${status}${text ? `: ${text.slice(0, 200)}` : ""}`;
  if (status === 404 || status === 410)
    return { ok: false, permanent: true, gone: true, error: `${error} (the subscription expired: removed)` };
  if (status === 429 || status >= 500) {
    const pause = retryAfterMs(retryAfter);
    return { ok: false, permanent: false, error, ...(pause !== undefined ? { retryAfterMs: pause } : {}) };
  }
  return { ok: false, permanent: true, error };
}

export function pushAdapter(settings: PushSettings, db: Db, timeoutMs = 10_000): ChannelAdapter {
  return {
    name: "push",
    async send(message: OutgoingMessage): Promise<SendResult> {
      const id = Number(message.recipient);
      const [subscription] = Number.isInteger(id)
        ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1)
        : [];
      if (!subscription)
        return { ok: false, permanent: true, error: "The device's push subscription was removed" };
      const now = message.now ?? new Date();
      const timing = pushTiming(message.template, message.createdAt ?? now, now);
      const payload =
        message.params && pushPayload(message.template, message.language, message.params, message.key);
      if (!payload) return { ok: false, permanent: true, error: `${message.template} is not a push message` };
      if (!timing) return { ok: false, permanent: true, error: "Too old to push: its time to live is over" };
      try {
        const sealed = pushRequest(subscription, JSON.stringify(payload), settings, timing);
        const answer = await postOnce(
          sealed.endpoint,
          sealed.body,
          { ...sealed.headers, "content-type": "application/octet-stream" },
          timeoutMs,
        );
        const { gone, ...result } = pushResult(
          answer.status,
          answer.header("location"),
          answer.header("retry-after"),
          answer.status >= 200 && answer.status < 300 ? "" : answer.text,
        );
        if (gone)
          await db.transaction(async (tx) => {
            await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
            await recountShopDevices(tx as Db, subscription.shopId);
          });
        return result as SendResult;
      } catch (error) {
        return networkFailure(error);
      }
    },
  };
}
