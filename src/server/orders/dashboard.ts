/**
 * The seller's dashboard card, GET /api/seller/shops/{shopId}/dashboard:
 * today's orders and sales (the India day), placements waiting for
 * confirmation, UPI payments to check, and products low on stock.
 */
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  ne,
  or,
  sql,
  sum,
} from "drizzle-orm";
import { Hono } from "hono";
import { Gstr1Query, Gstr1Response } from "../../contract/billing";
import { DashboardResponse, InvoiceResponse, ShopRidersResponse } from "../../contract/seller";
import { GSTR1_SECTIONS, gstr1Csv } from "../../domain/gstr1";
import { signInPhone } from "../../domain/signInPhone";
import { LOW_STOCK_AT } from "../../domain/stockEdit";
import { productStock } from "../catalog/products";
import { kioskSettings } from "../config/kiosk";
import type { Db } from "../db/connection";
import { orders, products, riders, shops } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateQuery } from "../http/validate";
import { requireRole, SELLER_CALL, type StaffEnv } from "../staff/guard";
import { shopGstr1 } from "./gstr1";
import { invoiceFor } from "./invoice";

/** India is UTC+5:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The instant the India day of `now` began. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - INDIA_OFFSET_MS);
}

/** How many of a shop's newest orders with a rider are read for the riders it named before. */
const RIDER_HISTORY = 500;

/**
 * The riders a shop's seller may pick: the riders of the shop's franchise
 * (if it runs under one), then the platform's, then the ones the shop named
 * on its orders, newest first (never a removed rider nor another
 * franchise's), each phone number once.
 */
export async function ridersFor(db: Db, shopId: string): Promise<ShopRidersResponse["riders"]> {
  const [shop] = await db
    .select({ viaKind: shops.viaKind, viaId: shops.viaId })
    .from(shops)
    .where(eq(shops.shopId, shopId));
  const franchiseId = shop?.viaKind === "franchise" ? shop.viaId : null;
  const [accounts, named] = await Promise.all([
    db
      .select({ name: riders.name, phoneNumber: riders.phoneNumber, vehicleType: riders.vehicleType })
      .from(riders)
      .where(
        and(
          eq(riders.active, true),
          franchiseId
            ? or(isNull(riders.franchiseId), eq(riders.franchiseId, franchiseId))
            : isNull(riders.franchiseId),
        ),
      )
      .orderBy(sql`${riders.franchiseId} is null`, asc(riders.name)),
    db
      .select({ riderDetails: orders.riderDetails })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), sql`${orders.riderDetails} <> '[]'::jsonb`))
      .orderBy(desc(orders.updatedAt))
      .limit(RIDER_HISTORY),
  ]);
  const typed = named.flatMap((r) => r.riderDetails);
  // A named rider who has an account here but is not offered above: removed, or another franchise's.
  const phones = typed.map((r) => signInPhone(r.phoneNumber)).filter((p): p is string => p !== null);
  const accountPhones = phones.length
    ? await db
        .select({ phone: riders.phone })
        .from(riders)
        .where(inArray(riders.phone, [...new Set(phones)]))
    : [];
  const key = (phoneNumber: string, name: string) =>
    phoneNumber.replace(/\D/g, "").slice(-10) || name.toLowerCase();
  const blocked = new Set(accountPhones.map((r) => key(r.phone ?? "", "")));
  for (const r of accounts) blocked.delete(key(r.phoneNumber, r.name));
  const seen = new Set<string>();
  return [...accounts, ...typed].filter((r) => {
    const k = key(r.phoneNumber, r.name);
    if (seen.has(k) || blocked.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** How many low-stock products the card lists. */
const LOW_STOCK_LISTED = 10;

/** The card's figures for a shop at `now`. */
export async function dashboard(db: Db, shopId: string, now = new Date()): Promise<DashboardResponse> {
  const live = and(eq(orders.shopId, shopId), ne(orders.orderStatus, "CANCEL"));
  const stock = productStock;
  const [[today], [waiting], [unpaid], low, [listed], [ordered]] = await Promise.all([
    db
      .select({ placements: countDistinct(orders.placementId), sales: sum(orders.totalCartValue) })
      .from(orders)
      .where(and(live, gte(orders.createdAt, startOfIndiaDay(now)))),
    db
      .select({ n: countDistinct(orders.placementId) })
      .from(orders)
      .where(and(live, eq(orders.riderStatus, "Pending"))),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(live, eq(orders.paymentMethod, "UPI"), isNull(orders.paymentReceivedAt))),
    db
      .select({ productId: products.productId, name: products.name, stock })
      .from(products)
      .where(and(eq(products.shopId, shopId), isNull(products.archivedAt), sql`${stock} <= ${LOW_STOCK_AT}`))
      .orderBy(asc(stock), asc(products.name))
      .limit(LOW_STOCK_LISTED),
    // For a new shop's first steps: whether it lists a product, and whether it was ever ordered from.
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.shopId, shopId), isNull(products.archivedAt))),
    db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.shopId, shopId)).limit(1),
  ]);
  return {
    todayOrders: today?.placements ?? 0,
    todaySales: Number(today?.sales ?? 0),
    waitingConfirmation: waiting?.n ?? 0,
    unpaidUpi: unpaid?.n ?? 0,
    lowStock: low.map((p) => ({ ...p, stock: Number(p.stock) })),
    products: Number(listed?.n ?? 0),
    everOrdered: ordered !== undefined,
  };
}

/** The dashboard and invoice calls; mount at /api/seller. */
export const dashboardRoutes = new Hono<StaffEnv>()
  .get(
    "/shops/:shopId/dashboard",
    describeCall({
      summary: "Today's orders and sales, what waits, what runs low",
      answer: DashboardResponse,
      ...SELLER_CALL,
    }),
    requireRole("owner", "staff"),
    async (c) => c.json<DashboardResponse>(await dashboard(c.var.db, c.var.staff.shopId)),
  )
  .get(
    "/shops/:shopId/riders",
    describeCall({
      summary: "The riders the seller may pick for an order",
      answer: ShopRidersResponse,
      ...SELLER_CALL,
    }),
    requireRole("owner", "staff"),
    async (c) => c.json<ShopRidersResponse>({ riders: await ridersFor(c.var.db, c.var.staff.shopId) }),
  )
  .get(
    "/shops/:shopId/orders/:orderId/invoice",
    describeCall({
      summary: "The GST tax invoice and packing slip of the order's placement in the shop",
      answer: InvoiceResponse,
      ...SELLER_CALL,
      errors: [401, 403, 404, 409],
    }),
    requireRole("owner", "staff"),
    async (c) =>
      c.json<InvoiceResponse>(await invoiceFor(c.var.db, c.var.staff.shopId, c.req.param("orderId") ?? "")),
  )
  .get(
    "/shops/:shopId/gstr1",
    describeCall({
      summary: "The month's GSTR-1 of the shop's invoices and credit notes, by section",
      answer: Gstr1Response,
      ...SELLER_CALL,
      errors: [400, 401, 403, 404],
    }),
    requireRole("owner", "staff"),
    validateQuery(Gstr1Query),
    async (c) =>
      c.json<Gstr1Response>(
        await shopGstr1(
          c.var.db,
          c.var.staff.shopId,
          c.req.valid("query").month,
          kioskSettings(c.var.config).platformGstin ?? "",
        ),
      ),
  )
  .get(
    "/shops/:shopId/gstr1/:file",
    describeCall({
      summary: "One GSTR-1 section of the month as the GST offline tool's CSV (b2cl, b2cs, cdnur, hsn, docs)",
      answer: "csv",
      ...SELLER_CALL,
      errors: [400, 401, 403, 404],
    }),
    requireRole("owner", "staff"),
    validateQuery(Gstr1Query),
    async (c) => {
      const file = c.req.param("file") ?? "";
      const section = GSTR1_SECTIONS.find((s) => file === `${s}.csv`);
      if (!section)
        throw new ApiFailure(
          404,
          `No such section: ask for one of ${GSTR1_SECTIONS.map((s) => `${s}.csv`).join(", ")}`,
          "file",
        );
      const { month } = c.req.valid("query");
      const report = await shopGstr1(
        c.var.db,
        c.var.staff.shopId,
        month,
        kioskSettings(c.var.config).platformGstin ?? "",
      );
      c.header(
        "Content-Disposition",
        `attachment; filename="${c.var.staff.shopId}-gstr1-${month}-${section}.csv"`,
      );
      c.header("Cache-Control", "no-store");
      return c.body(gstr1Csv(section, report.sections[section].rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
      });
    },
  );
