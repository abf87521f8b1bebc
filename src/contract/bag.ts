/**
 * The bag kept on the server, and "Notify me" (issue 36; valibot, shared by
 * the API server and the storefront).
 *
 * Customer calls (Bearer token; `email` must be the caller's key, else 403):
 * POST /customer/bag: the caller's bag at `shopId`;
 * POST /customer/bag/merge: the device's lines merged into it (at sign-in,
 *   src/domain/bagSync.ts), the result kept and answered;
 * POST /customer/bag/save: the device's lines become the kept bag.
 * Public: GET /shop/bag?token= the bag a reminder's link restores;
 * POST /shop/notify: "Notify me" on a sold-out product (a Bearer token is
 *   optional: signed in, the shopper's own contacts; else `phone`).
 * A line is only what names it and its count; the answers carry each line's
 * product as the catalogue has it now (never the price a device sent).
 */
import * as v from "valibot";
import { MAX_BAG_LINES, MAX_LINE_COUNT } from "../domain/bagSync";
import { Product as DomainProduct } from "../domain/shapes";
import { ShopId } from "./common";
import { CustomerKey } from "./customerKey";

/**
 * A product as the API returns it: contract/product.ts's Product, made here
 * from the same parts so the storefront's bag sync does not load the
 * catalogue listing's contract.
 */
const Product = v.object({ ...DomainProduct.entries, shopId: ShopId });

const Part = (max: number) => v.pipe(v.string(), v.maxLength(max, "is too long"));
const ProductId = v.pipe(v.string(), v.minLength(1, "is required"), v.maxLength(64, "is too long"));
const Language = v.optional(v.picklist(["en", "hi"], "must be en or hi"), "en");

export const SavedBagLine = v.object({
  productId: ProductId,
  size: v.optional(Part(100), ""),
  color: v.optional(Part(100), ""),
  count: v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(1, "must be at least 1"),
    v.maxValue(MAX_LINE_COUNT, `must be at most ${MAX_LINE_COUNT}`),
  ),
});
export type SavedBagLine = v.InferOutput<typeof SavedBagLine>;

export const BagRequest = v.object({ email: CustomerKey, shopId: ShopId });

export const SaveBagRequest = v.object({
  email: CustomerKey,
  shopId: ShopId,
  lines: v.pipe(v.array(SavedBagLine), v.maxLength(MAX_BAG_LINES, `may hold at most ${MAX_BAG_LINES} lines`)),
  /** The storefront's language: the reminder's. */
  language: Language,
});
export type SaveBagRequest = v.InferOutput<typeof SaveBagRequest>;

/** A kept line with its product as the catalogue has it now. */
export const BagLine = v.object({
  product: Product,
  size: v.string(),
  color: v.string(),
  count: v.number(),
});
export type BagLine = v.InferOutput<typeof BagLine>;

export const Bag = v.object({ shopId: v.string(), lines: v.array(BagLine) });
export type Bag = v.InferOutput<typeof Bag>;
export const BagResponse = v.object({ response: Bag });
export type BagResponse = v.InferOutput<typeof BagResponse>;

/** GET /shop/bag?token=: the token of a reminder's link. */
export const RestoreBagQuery = v.object({
  token: v.pipe(v.string(), v.regex(/^\d{1,18}\.[\w-]{22}$/, "is not a bag link")),
});

/** POST /shop/notify. */
export const NotifyRequest = v.object({
  shopId: ShopId,
  productId: ProductId,
  size: v.optional(Part(100), ""),
  color: v.optional(Part(100), ""),
  /** An Indian mobile; needed when not signed in. */
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, "is too long"))),
  language: Language,
});
export type NotifyRequest = v.InferOutput<typeof NotifyRequest>;

/** Where the "back in stock" message will go: the channels and their contacts. */
export const NotifyResponse = v.object({
  response: v.array(v.object({ channel: v.picklist(["whatsapp", "sms", "email"]), recipient: v.string() })),
});
export type NotifyResponse = v.InferOutput<typeof NotifyResponse>;
