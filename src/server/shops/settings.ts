/**
 * The seller's shop settings: read from and written to the shop's row (the
 * storefront's storeData reads the same columns), checked by
 * src/domain/shopSettings.ts. A save drops the shop from every replica's
 * cache (NOTIFY), so the storefront shows it on its next load.
 */
import { eq } from "drizzle-orm";
import type { ShopSettings } from "../../contract/seller";
import { savedSettings, settingsProblems } from "../../domain/shopSettings";
import type { Db } from "../db/connection";
import { type ShopRow, shops } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { audit } from "../staff/audit";
import type { Staff } from "../staff/guard";

/** A shop row as the settings form reads it. */
export function toSettings(row: ShopRow): ShopSettings {
  const h = row.header;
  return {
    shopName: h.shopName ?? "",
    tagline: h.tagline ?? "",
    isShopNameVisible: h.isShopNameVisible ?? true,
    isTaglineVisible: h.isTaglineVisible ?? true,
    logo: h.logo ?? "",
    phoneNumber: h.phoneNumber ?? "",
    email: h.email ?? "",
    whatsapp: row.whatsapp,
    shopType: row.shopType,
    cod: row.cod,
    onlinePayments: row.onlinePayments,
    upiId: row.upiId,
    payeeName: row.payeeName,
    deliverPp: row.deliverPp,
    defaultDeliveryDate: row.defaultDeliveryDate,
    gstin: row.gstin,
    stateCode: row.stateCode,
    pickupAddress: row.pickupAddress,
  };
}

/**
 * Saves a shop's settings (400 naming the first field with a problem); answers
 * the row as saved. The logo stays, is cleared, or is a photo this shop
 * uploaded (`ownPhoto`): never an arbitrary URL.
 */
export async function saveSettings(
  db: Db,
  staff: Staff,
  settings: ShopSettings,
  ownPhoto: (url: string) => boolean,
): Promise<ShopRow> {
  const [problem] = settingsProblems(settings);
  if (problem) throw new ApiFailure(400, problem.message, problem.field);
  settings = savedSettings(settings);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shops).where(eq(shops.shopId, staff.shopId)).for("update");
    if (!before) throw new ApiFailure(404, "Shop not found", "shopId");
    if (settings.logo && settings.logo !== before.header.logo && !ownPhoto(settings.logo)) {
      throw new ApiFailure(400, "Upload the logo here: it must be a photo of this shop", "logo");
    }
    const { shopName, tagline, isShopNameVisible, isTaglineVisible, logo, phoneNumber, email, ...rest } =
      settings;
    const header = {
      ...before.header,
      shopName,
      tagline,
      isShopNameVisible,
      isTaglineVisible,
      logo,
      phoneNumber,
      email,
    };
    // The shop's QR image encodes its UPI id: a new id makes it wrong, so it goes (the storefront draws
    // each order's QR from the id itself).
    const qrCode = rest.upiId === before.upiId ? before.qrCode : "";
    const [after] = await tx
      .update(shops)
      .set({ ...rest, header, qrCode })
      .where(eq(shops.shopId, staff.shopId))
      .returning();
    if (!after) throw new Error("the shop row went missing under its lock");
    await audit(tx, {
      actor: staff.email,
      action: "settings.update",
      scope: staff.scope,
      target: staff.shopId,
      before: toSettings(before),
      after: toSettings(after),
    });
    return after;
  });
}
