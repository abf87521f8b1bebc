/**
 * The seller's notification settings (issue 36, the seller's part): GET and
 * PUT /api/seller/shops/{shopId}/notifications, for the shop's owner and
 * staff. Which events reach them on which channels, quiet hours, the
 * low-stock mark and the summary's hour, kept on the shop row
 * (`notifications`) and read with it by what writes their messages. A save
 * is audited (`notifications.update`) in its transaction.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { NotificationSettings, NotificationSettingsResponse } from "../../contract/notifications";
import { notificationProblems, notificationsOf } from "../../domain/messages/sellerNotices";
import type { Db } from "../db/connection";
import { type ShopRow, shops } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { audit } from "../staff/audit";
import { requireRole, SELLER_CALL, type Staff, type StaffEnv } from "../staff/guard";

const answer = (row: Pick<ShopRow, "notifications" | "updatedAt">): NotificationSettingsResponse => ({
  notifications: notificationsOf(row.notifications),
  updatedAt: row.updatedAt.toISOString(),
});

/** Saves a shop's notification settings (400 naming the field with a problem), audited; answers them as saved. */
export async function saveNotifications(
  db: Db,
  staff: Staff,
  settings: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  const [problem] = notificationProblems(settings);
  if (problem) throw new ApiFailure(400, problem.message, problem.field);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ notifications: shops.notifications })
      .from(shops)
      .where(eq(shops.shopId, staff.shopId))
      .for("update");
    if (!before) throw notFound("Shop", "shopId");
    const [after] = await tx
      .update(shops)
      .set({ notifications: settings })
      .where(eq(shops.shopId, staff.shopId))
      .returning({ notifications: shops.notifications, updatedAt: shops.updatedAt });
    if (!after) throw new Error("the shop row went missing under its lock");
    await audit(tx, {
      actor: staff.email,
      action: "notifications.update",
      scope: staff.scope,
      target: staff.shopId,
      before: notificationsOf(before.notifications),
      after: settings,
    });
    return answer(after);
  });
}

/** GET and PUT /shops/{shopId}/notifications; mount at /api/seller. */
export const notificationRoutes = new Hono<StaffEnv>()
  .get(
    "/shops/:shopId/notifications",
    describeCall({
      summary: "What the seller hears of, on which channels, and their quiet hours",
      answer: NotificationSettingsResponse,
      ...SELLER_CALL,
    }),
    requireRole("owner", "staff"),
    async (c) => {
      const [row] = await c.var.db
        .select({ notifications: shops.notifications, updatedAt: shops.updatedAt })
        .from(shops)
        .where(eq(shops.shopId, c.var.staff.shopId));
      if (!row) throw notFound("Shop", "shopId");
      return c.json<NotificationSettingsResponse>(answer(row));
    },
  )
  .put(
    "/shops/:shopId/notifications",
    describeCall({
      summary: "Saves what the seller hears of, on which channels, and their quiet hours",
      answer: NotificationSettingsResponse,
      ...SELLER_CALL,
      errors: [400, 401, 403, 404],
    }),
    requireRole("owner", "staff"),
    validateJson(NotificationSettings),
    async (c) =>
      c.json<NotificationSettingsResponse>(
        await saveNotifications(c.var.db, c.var.staff, c.req.valid("json")),
      ),
  );
