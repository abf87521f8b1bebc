/**
 * Web push subscriptions (issue 36, src/contract/push.ts): a seller's device
 * for a shop, POST/DELETE /api/digiorder/push?shopId= (the same callers as the
 * shop's live stream: a signed-in seller of the shop, or its seller key); a
 * rider's device, POST/DELETE /api/rider/push (a rider signed in by phone,
 * as their live stream); GET /api/push/key, the VAPID public key (public).
 * The endpoint must be https (or the local stub push service's http origin,
 * PUSH_HTTP_ORIGINS); a device subscribed again is updated, not doubled.
 * Each change is audited in its transaction (the endpoint's origin only: the
 * whole endpoint is the device's address). Web push off here: 503.
 *
 * POST /api/push/renew: the browser renewed a subscription (the staff
 * worker's `pushsubscriptionchange`, where no one is signed in): the old
 * endpoint with its auth secret, 16 random bytes only that browser and this
 * server hold, proves the device; each of its scopes moves to the new
 * subscription (the row and its id kept), audited as the person who
 * subscribed it. A wrong secret and an unknown endpoint get the same 404.
 */
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import {
  PushKey,
  PushRenewBody,
  PushRenewed,
  PushSubscribed,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from "../../contract/push";
import { riderArea } from "../../domain/franchise";
import { endpointProblem } from "../../domain/messages/push";
import { type Caller, type CallerEnv, callerAuth } from "../auth/guards";
import type { Config } from "../config";
import { messageSettings } from "../config/messages";
import type { Db } from "../db/connection";
import { pushSubscriptions, riders } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { sameSecret } from "../http/sameSecret";
import { validateJson, validateQuery } from "../http/validate";
import { recountShopDevices } from "../messages/pushMessages";
import { audit } from "../staff/audit";
import { STAFF_CALL, sellerRoles } from "../staff/guard";
import { actorOf as personActor } from "../staff/roles";
import { type RiderEnv, requireRider } from "./riderRoutes";

const ShopQuery = v.object({ shopId: ShopId });
export const PUSH_OFF = "Notifications to devices are not set up on this server (no VAPID keys)";

type Owner = { scope: string; shopId: string | null; riderId: number | null; auditScope: string };

function checkPushable(config: Config, endpoint: string): void {
  const settings = messageSettings(config);
  if (!settings.push) throw new ApiFailure(503, PUSH_OFF);
  const problem = endpointProblem(endpoint, settings.pushHttpOrigins);
  if (problem) throw new ApiFailure(400, `Invalid endpoint: ${problem}`, "endpoint");
}

/** Keeps the device's subscription for `owner` (updated when it is there already), audited. */
export async function subscribe(db: Db, owner: Owner, body: PushSubscriptionBody, actor: string) {
  await db.transaction(async (tx) => {
    const values = {
      scope: owner.scope,
      shopId: owner.shopId,
      riderId: owner.riderId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      subscribedBy: actor,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [pushSubscriptions.endpoint, pushSubscriptions.scope],
        set: { p256dh: values.p256dh, auth: values.auth, subscribedBy: actor },
      })
      .returning({ id: pushSubscriptions.id });
    await recountShopDevices(tx as Db, owner.shopId);
    await audit(tx as Db, {
      actor,
      action: "push.subscribe",
      scope: owner.auditScope,
      target: owner.scope,
      after: { subscription: row?.id, origin: new URL(body.endpoint).origin },
    });
  });
}

/** Removes the device's subscription for `owner`; audited when there was one. */
export async function unsubscribe(db: Db, owner: Owner, endpoint: string, actor: string) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.scope, owner.scope)))
      .returning({ id: pushSubscriptions.id });
    if (gone.length) await recountShopDevices(tx as Db, owner.shopId);
    if (gone.length)
      await audit(tx as Db, {
        actor,
        action: "push.unsubscribe",
        scope: owner.auditScope,
        target: owner.scope,
        before: { subscription: gone[0]?.id },
      });
  });
}

/** A base64url secret as written without its padding (the browser may give it either way). */
const unpadded = (text: string) => text.replace(/=+$/, "");

export const NOT_RENEWED =
  "No device has this subscription (it was renewed or removed already): turn notifications on again on the console";

/** Moves each scope of the old subscription (proved by its auth secret) to the renewed one; the scopes moved. */
export async function renew(db: Db, config: Config, body: PushRenewBody): Promise<string[]> {
  checkPushable(config, body.subscription.endpoint);
  const next = body.subscription;
  return db.transaction(async (tx) => {
    const rows = (
      await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, body.oldEndpoint))
        .orderBy(pushSubscriptions.id)
        .for("update")
    ).filter((row) => sameSecret(unpadded(body.oldAuth), unpadded(row.auth)));
    if (!rows.length) throw new ApiFailure(404, NOT_RENEWED, "oldEndpoint");
    const keys = { p256dh: next.keys.p256dh, auth: next.keys.auth };
    for (const row of rows) {
      // The console may have given the new subscription for this scope already: that row stays, this one goes.
      const [there] = await tx
        .update(pushSubscriptions)
        .set(keys)
        .where(
          and(
            eq(pushSubscriptions.endpoint, next.endpoint),
            eq(pushSubscriptions.scope, row.scope),
            ne(pushSubscriptions.id, row.id),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      if (there) {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        await recountShopDevices(tx as Db, row.shopId);
      } else
        await tx
          .update(pushSubscriptions)
          .set({ endpoint: next.endpoint, ...keys })
          .where(eq(pushSubscriptions.id, row.id));
      let auditScope = row.scope;
      if (row.riderId !== null) {
        const [rider] = await tx
          .select({ franchiseId: riders.franchiseId })
          .from(riders)
          .where(eq(riders.id, row.riderId));
        auditScope = riderArea(rider?.franchiseId ?? null);
      }
      await audit(tx as Db, {
        actor: row.subscribedBy,
        action: "push.renew",
        scope: auditScope,
        target: row.scope,
        before: { subscription: row.id, origin: new URL(row.endpoint).origin },
        after: { subscription: there?.id ?? row.id, origin: new URL(next.endpoint).origin },
      });
    }
    return rows.map((row) => row.scope);
  });
}

/** The seller's actor: the signed-in person, else the integration key. */
const sellerActor = (caller: Caller) =>
  caller.customer?.kind === "firebase" && personActor(caller.customer)
    ? personActor(caller.customer)
    : "seller key";

function shopOwner(caller: Caller, shopId: string): Owner {
  if (!caller.sellerShops?.has(shopId)) throw new ApiFailure(403, "You don't sell for this shop", "shopId");
  return { scope: `shop:${shopId}`, shopId, riderId: null, auditScope: `shop:${shopId}` };
}

const SUBSCRIBE = "Gets web push on this device: ";
const UNSUBSCRIBE = "Stops web push on this device: ";

/** GET /key and POST /renew (public: the device proves itself); mount at /api/push. */
export const pushKeyRoutes = new Hono<CallerEnv>()
  .get(
    "/key",
    describeCall({
      summary: "The VAPID public key browsers subscribe with (null: web push is off)",
      answer: PushKey,
    }),
    (c) => c.json<PushKey>({ publicKey: messageSettings(c.var.config).push?.publicKey ?? null }),
  )
  .post(
    "/renew",
    describeCall({
      summary:
        "Moves a device's pushes to the subscription its browser renewed, proved by the old one's auth secret",
      answer: PushRenewed,
      errors: [400, 404, 503],
    }),
    validateJson(PushRenewBody),
    async (c) => c.json<PushRenewed>({ scopes: await renew(c.var.db, c.var.config, c.req.valid("json")) }),
  );

/** A shop's seller devices; mount at /api/digiorder. */
export const sellerPushRoutes = new Hono<CallerEnv>()
  .post(
    "/push",
    describeCall({
      summary: `${SUBSCRIBE}the shop's new orders`,
      answer: PushSubscribed,
      security: ["bearer", "sellerKey"],
      errors: [400, 401, 403, 503],
    }),
    callerAuth,
    sellerRoles,
    validateQuery(ShopQuery),
    validateJson(PushSubscriptionBody),
    async (c) => {
      const owner = shopOwner(c.var.caller, c.req.valid("query").shopId);
      const body = c.req.valid("json");
      checkPushable(c.var.config, body.endpoint);
      await subscribe(c.var.db, owner, body, sellerActor(c.var.caller));
      return c.json<PushSubscribed>({ subscribed: true, scope: owner.scope });
    },
  )
  .delete(
    "/push",
    describeCall({
      summary: `${UNSUBSCRIBE}the shop's new orders`,
      answer: PushSubscribed,
      security: ["bearer", "sellerKey"],
      errors: [400, 401, 403],
    }),
    callerAuth,
    sellerRoles,
    validateQuery(ShopQuery),
    validateJson(PushUnsubscribeBody),
    async (c) => {
      const owner = shopOwner(c.var.caller, c.req.valid("query").shopId);
      await unsubscribe(c.var.db, owner, c.req.valid("json").endpoint, sellerActor(c.var.caller));
      return c.json<PushSubscribed>({ subscribed: false, scope: owner.scope });
    },
  );

/** A rider's devices (signed in by phone); mount at /api/rider. */
export const riderPushRoutes = new Hono<RiderEnv>()
  .post(
    "/push",
    describeCall({
      summary: `${SUBSCRIBE}the orders given to the rider`,
      answer: PushSubscribed,
      ...STAFF_CALL,
      errors: [400, 401, 403, 503],
    }),
    requireRider,
    validateJson(PushSubscriptionBody),
    async (c) => {
      const { rider } = c.var;
      const owner = {
        scope: `rider:${rider.id}`,
        shopId: null,
        riderId: rider.id,
        auditScope: riderArea(rider.franchiseId),
      };
      const body = c.req.valid("json");
      checkPushable(c.var.config, body.endpoint);
      await subscribe(c.var.db, owner, body, c.var.actor);
      return c.json<PushSubscribed>({ subscribed: true, scope: owner.scope });
    },
  )
  .delete(
    "/push",
    describeCall({
      summary: `${UNSUBSCRIBE}the orders given to the rider`,
      answer: PushSubscribed,
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    requireRider,
    validateJson(PushUnsubscribeBody),
    async (c) => {
      const { rider } = c.var;
      const owner = {
        scope: `rider:${rider.id}`,
        shopId: null,
        riderId: rider.id,
        auditScope: riderArea(rider.franchiseId),
      };
      await unsubscribe(c.var.db, owner, c.req.valid("json").endpoint, c.var.actor);
      return c.json<PushSubscribed>({ subscribed: false, scope: owner.scope });
    },
  );
