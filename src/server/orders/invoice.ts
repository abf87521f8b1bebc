/**
 * The GST tax invoice (and packing slip) of an order's placement in its
 * shop: the lines of that placement in that shop, the shop's GSTIN and
 * state, the delivery PIN code's state, and the figures of
 * src/domain/invoice.ts, which add up to what the shopper was charged.
 * HSN codes are the products' as they are now (an order keeps its price and
 * rate, not its HSN).
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { InvoiceResponse } from "../../contract/seller";
import { splitAddress } from "../../domain/address";
import { indiaDate } from "../../domain/delivery";
import { gstinState } from "../../domain/gstin";
import { stateName, stateOfPincode } from "../../domain/indianStates";
import { taxInvoice } from "../../domain/invoice";
import { rupeesInWords } from "../../domain/rupeesInWords";
import type { Db } from "../db/connection";
import { orders, products, shops } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";

/** The last 6-digit number of an address: its PIN code, or "" when it has none. */
export function pincodeOf(address: string): string {
  return address.match(/\b\d{6}\b/g)?.at(-1) ?? "";
}

/** The invoice number of a placement in a shop: the shop and the placement's first 8 characters. */
export const invoiceNumber = (shopId: string, placementId: string) =>
  `${shopId.toUpperCase()}/${placementId
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase()}`;

/** The invoice of `orderId`'s placement in `shopId` (404 for another shop's order or none; 409 when canceled). */
export async function invoiceFor(db: Db, shopId: string, orderId: string): Promise<InvoiceResponse> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.shopId, shopId)));
  if (!order) throw notFound("Order", "orderId");
  const lines = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.placementId, order.placementId),
        eq(orders.shopId, shopId),
        ne(orders.orderStatus, "CANCEL"),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderId));
  if (lines.length === 0) throw new ApiFailure(409, "This order was canceled: it has no invoice", "orderId");
  const [shop] = await db.select().from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw notFound("Shop", "shopId");
  const hsnRows = await db
    .select({ productId: products.productId, hsn: products.hsn })
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        inArray(
          products.productId,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const hsn = new Map(hsnRows.map((r) => [r.productId, r.hsn]));
  const shopState = shop.stateCode || gstinState(shop.gstin) || "";
  const pincode = pincodeOf(order.address);
  const invoice = taxInvoice({
    lines: lines.map((l) => ({
      name: l.productName,
      hsn: hsn.get(l.productId) ?? "",
      size: l.size,
      color: l.color,
      count: l.productCount,
      onePiecePrice: l.onePiecePrice,
      gst: l.gst,
    })),
    deliveryFee: lines.reduce((n, l) => n + l.deliveryFee, 0),
    couponDiscount: lines.reduce((n, l) => n + l.coupontotal, 0),
    shopState,
    deliveryState: stateOfPincode(pincode),
  });
  const { name, phone, rest } = splitAddress(order.address);
  return {
    number: invoiceNumber(shopId, order.placementId),
    date: indiaDate(order.createdAt),
    shop: {
      shopId,
      name: shop.header.shopName ?? shopId,
      phoneNumber: shop.header.phoneNumber ?? "",
      email: shop.header.email ?? "",
      gstin: shop.gstin,
      stateCode: shopState,
      stateName: stateName(shopState) ?? "",
    },
    buyer: { name, phone, address: rest.join(", "), pincode },
    paymentMethod: order.paymentMethod,
    transactionId: order.transactionId,
    paid:
      order.paymentMethod === "UPI"
        ? lines.every((l) => l.paymentReceivedAt !== null)
        : order.riderStatus === "Delivered" || order.riderStatus === "Received",
    placeOfSupply: invoice.placeOfSupply,
    placeOfSupplyName: stateName(invoice.placeOfSupply) ?? "",
    placeOfSupplyAssumed: invoice.placeOfSupplyAssumed,
    interState: invoice.interState,
    lines: invoice.lines.map((l, i) => ({
      orderId: lines[i]?.orderId ?? "",
      description: l.description,
      hsn: l.hsn,
      count: l.count,
      onePiecePrice: l.onePiecePrice,
      gst: l.gst,
      amount: l.amount,
      taxable: l.taxable,
      cgst: l.cgst,
      sgst: l.sgst,
      igst: l.igst,
    })),
    totals: invoice.totals,
    amountInWords: rupeesInWords(invoice.totals.grandTotal),
  };
}
