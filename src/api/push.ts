/**
 * The staff app's web push calls (issue 36, src/contract/push.ts): the VAPID
 * key to subscribe with, and a device subscribed or not for a shop's new
 * orders (a seller) or for the orders given to the rider signed in.
 */
import { PushKey, PushSubscribed } from "../contract/push";
import { staffHttp } from "./staffHttp";

/** Whose events a device gets: a shop's (its sellers), or the rider's own. */
export type PushTarget = { kind: "shop"; shopId: string } | { kind: "rider" };

const pathOf = (target: PushTarget) => (target.kind === "shop" ? "api/digiorder/push" : "api/rider/push");
const searchOf = (target: PushTarget) => (target.kind === "shop" ? { shopId: target.shopId } : {});

/** The VAPID public key, or null when this server sends no pushes. */
export const pushKey = async (): Promise<string | null> =>
  (await staffHttp.get("api/push/key").json(PushKey)).publicKey;

export const subscribeDevice = (target: PushTarget, subscription: PushSubscriptionJSON) =>
  staffHttp
    .post(pathOf(target), { searchParams: searchOf(target), json: subscription, retry: 0 })
    .json(PushSubscribed);

export const unsubscribeDevice = (target: PushTarget, endpoint: string) =>
  staffHttp
    .delete(pathOf(target), { searchParams: searchOf(target), json: { endpoint }, retry: 0 })
    .json(PushSubscribed);
