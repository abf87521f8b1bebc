/**
 * The browsers that asked for web push (issue 36): a seller's device for a
 * shop (its new orders), a rider's device (an order given to them). A row is
 * the browser's PushSubscription (its push service's endpoint, the p256dh
 * and auth keys of RFC 8291's encryption) for one scope: "shop:{shopId}" or
 * "rider:{riderId}"; the same browser may hold one per shop it sells for.
 * Who subscribed it is kept (the signed-in person, or "seller key"). A push
 * service that answers 404 or 410 for the endpoint has dropped it: the row is
 * deleted (src/server/messages/push.ts), as is a shop's with the shop.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./shops";
import { riders } from "./staff";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "shop:{shopId}" or "rider:{riderId}": whose events reach it. */
    scope: text("scope").notNull(),
    shopId: text("shop_id").references(() => shops.shopId, { onDelete: "cascade" }),
    riderId: integer("rider_id").references(() => riders.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key (65 bytes, base64url) and auth secret (16 bytes, base64url). */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** Who subscribed it: an email or phone, or "seller key". */
    subscribedBy: text("subscribed_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_scope_uq").on(t.endpoint, t.scope),
    // A placement's fan-out reads a scope's devices (pushMessages.ts): an index probe, not a scan of every device.
    index("push_subscriptions_scope_idx").on(t.scope),
    index("push_subscriptions_shop_idx").on(t.shopId),
    index("push_subscriptions_rider_idx").on(t.riderId),
    check(
      "push_subscriptions_scope_valid",
      sql`(${t.shopId} is not null and ${t.riderId} is null and ${t.scope} = 'shop:' || ${t.shopId})
        or (${t.riderId} is not null and ${t.shopId} is null and ${t.scope} = 'rider:' || ${t.riderId})`,
    ),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
