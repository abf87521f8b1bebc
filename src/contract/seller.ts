/**
 * The seller's console calls (/Admin), under /api/seller: who is signed in
 * and which shops they work in, the shop's people and integration keys, its
 * settings, its catalogue and its dashboard. Every call carries the seller's
 * own Bearer token (Google or phone sign-in); the server decides from its
 * roles table which shops that person may act for.
 */
import * as v from "valibot";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";
import { SHOP_ROLES } from "../domain/staffRoles";
import { Email, ShopId, Text } from "./common";
import { ShopType } from "./shop";
import { StaffPhone } from "./staff";

/** A role in a shop: the owner manages people, keys and blogs; staff run the catalogue and orders. */
export const ShopRole = v.picklist(SHOP_ROLES);
export type ShopRole = v.InferOutput<typeof ShopRole>;

/** A shop the signed-in person works in. */
export const SellerShop = v.object({ shopId: ShopId, role: ShopRole, shopName: v.string() });
export type SellerShop = v.InferOutput<typeof SellerShop>;

/** GET /api/seller/me: the signed-in person and their shops (none: not a seller). */
export const SellerMeResponse = v.object({ email: v.string(), shops: v.array(SellerShop) });
export type SellerMeResponse = v.InferOutput<typeof SellerMeResponse>;

/** One person of a shop. */
export const StaffMember = v.object({
  /** The Google email they sign in with, "" for none. */
  email: v.string(),
  /** The phone number they sign in with (+91 and ten digits), "" for none. */
  phone: v.string(),
  role: ShopRole,
  grantedBy: v.string(),
  createdAt: v.string(),
});
export type StaffMember = v.InferOutput<typeof StaffMember>;

/** GET …/staff. */
export const StaffListResponse = v.object({ staff: v.array(StaffMember) });
export type StaffListResponse = v.InferOutput<typeof StaffListResponse>;

/** POST …/staff: the owner adds a person by the email they sign in with. */
/** POST …/staff: the person by the Google email and/or the phone number they sign in with. */
export const InviteStaffRequest = v.pipe(
  v.object({
    email: v.optional(
      v.pipe(v.string(), v.trim(), v.union([v.literal(""), Email], "must be an email address")),
    ),
    phone: v.optional(
      v.pipe(v.string(), v.trim(), v.union([v.literal(""), StaffPhone], SIGN_IN_PHONE_FORMAT)),
    ),
  }),
  v.forward(
    v.check((p) => Boolean(p.email || p.phone), "Give their email or their phone number"),
    ["email"],
  ),
);
export const InviteStaffResponse = v.object({ member: StaffMember });

/** DELETE …/staff/{email or phone} answers the list left. */

/** An integration key as listed: never the key itself. */
export const SellerKeyInfo = v.object({
  id: v.number(),
  label: v.string(),
  hint: v.string(),
  createdBy: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type SellerKeyInfo = v.InferOutput<typeof SellerKeyInfo>;

/** GET …/keys. */
export const SellerKeysResponse = v.object({ keys: v.array(SellerKeyInfo) });
export type SellerKeysResponse = v.InferOutput<typeof SellerKeysResponse>;

/** POST …/keys: a new key, answered once. */
export const CreateKeyRequest = v.object({
  label: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(60, "is too long")),
});
export const CreateKeyResponse = v.object({ key: v.string(), info: SellerKeyInfo });
export type CreateKeyResponse = v.InferOutput<typeof CreateKeyResponse>;

/** Whole rupees or paise: 0 to 10,00,000. */
const Rupees = v.pipe(v.number(), v.finite(), v.minValue(0, "can't be negative"), v.maxValue(1_000_000));

/**
 * A shop's settings as the console edits them (the storefront's storeData
 * reads the same columns). Shapes are checked here; the GSTIN's and UPI id's
 * rules (src/domain/gstin.ts, vpa.ts) run on the server and in the form.
 */
export const ShopSettings = v.object({
  shopName: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(60, "is too long")),
  tagline: v.pipe(v.string(), v.trim(), v.maxLength(120, "is too long")),
  isShopNameVisible: v.boolean(),
  isTaglineVisible: v.boolean(),
  logo: Text(500),
  phoneNumber: v.pipe(v.string(), v.trim(), v.maxLength(20, "is too long")),
  email: v.union([v.literal(""), Email]),
  whatsapp: v.pipe(v.string(), v.trim(), v.maxLength(20, "is too long")),
  shopType: ShopType,
  cod: v.boolean(),
  /** Online payments through the platform's gateway (UPI, cards, netbanking), where the platform has one. */
  onlinePayments: v.optional(v.boolean(), false),
  upiId: v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long")),
  payeeName: v.pipe(v.string(), v.trim(), v.maxLength(60, "is too long")),
  deliverPp: Rupees,
  defaultDeliveryDate: v.pipe(v.number(), v.integer("must be whole days"), v.minValue(0), v.maxValue(60)),
  gstin: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(15, "has 15 characters")),
  stateCode: v.pipe(v.string(), v.trim(), v.maxLength(2, "is a 2-digit state code")),
  /** Where riders pick the shop's orders up (their list shows it with a map link); "" for none given. */
  pickupAddress: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, "is too long")), ""),
});
export type ShopSettings = v.InferOutput<typeof ShopSettings>;

/** GET/PUT …/settings answer. */
export const ShopSettingsResponse = v.object({
  settings: ShopSettings,
  updatedAt: v.string(),
  /** Whether the platform has a payment gateway, so the shop may turn online payments on. */
  onlinePaymentsOffered: v.optional(v.boolean(), false),
});
export type ShopSettingsResponse = v.InferOutput<typeof ShopSettingsResponse>;

const Count = v.pipe(v.number(), v.integer("must be a whole number"), v.minValue(0, "can't be negative"));

/** One size/colour of a product with its stock, and the stock's version as last read (absent when new). */
export const VariantStock = v.object({
  size: v.pipe(v.string(), v.trim(), v.maxLength(30, "is too long")),
  color: v.pipe(v.string(), v.trim(), v.maxLength(30, "is too long")),
  stock: v.pipe(Count, v.maxValue(100_000)),
  stockVersion: v.optional(v.pipe(v.number(), v.integer())),
});
export type VariantStock = v.InferOutput<typeof VariantStock>;

/**
 * A product as the seller writes it (create and edit). `sellingPrice` 0 means
 * no discount; either `units` (plain) or `variants` (size → colour) hold the
 * stock. The cross-field rules (price ≤ MRP, rates in force, duplicate
 * variants) are src/domain/productDraft.ts, run by the server and the form.
 */
export const ProductDraft = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(120, "is too long")),
  description: v.pipe(v.string(), v.trim(), v.maxLength(2000, "is too long")),
  category: v.pipe(v.string(), v.trim(), v.maxLength(60, "is too long")),
  images: v.pipe(v.array(Text(500)), v.maxLength(6, "are at most 6")),
  mrp: Rupees,
  sellingPrice: Rupees,
  gst: v.pipe(v.number(), v.integer()),
  hsn: v.pipe(v.string(), v.trim(), v.maxLength(8, "is at most 8 digits")),
  units: v.optional(v.pipe(Count, v.maxValue(100_000))),
  /** The units' version as last read (edits only). */
  stockVersion: v.optional(v.pipe(v.number(), v.integer())),
  variants: v.optional(v.pipe(v.array(VariantStock), v.maxLength(100, "are at most 100")), []),
  /** A colour's photo: colour name → one of `images` (src/domain/colorPhotos.ts). Absent: none. */
  colorImages: v.optional(v.record(v.pipe(v.string(), v.maxLength(30, "is too long")), Text(500)), {}),
});
export type ProductDraft = v.InferOutput<typeof ProductDraft>;

/** A product as the console reads it. */
export const SellerProduct = v.object({
  productId: v.string(),
  name: v.string(),
  description: v.string(),
  category: v.string(),
  images: v.array(v.string()),
  mrp: v.number(),
  sellingPrice: v.number(),
  gst: v.number(),
  hsn: v.string(),
  units: v.number(),
  stockVersion: v.number(),
  variants: v.array(
    v.object({ size: v.string(), color: v.string(), stock: v.number(), stockVersion: v.number() }),
  ),
  /** A colour's photo: colour name → one of `images` (as sent here). */
  colorImages: v.optional(v.record(v.string(), v.string()), {}),
  archived: v.boolean(),
  updatedAt: v.string(),
});
export type SellerProduct = v.InferOutput<typeof SellerProduct>;

/** POST …/products, GET/PUT …/products/{productId}, POST …/archive answer. */
export const SellerProductResponse = v.object({ product: SellerProduct });
export type SellerProductResponse = v.InferOutput<typeof SellerProductResponse>;

/** Products per page of the console's list. */
export const PRODUCT_PAGE_SIZE = 25;

/** GET …/products query: text search, 1-based page, which products. */
export const ProductListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long")), ""),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "must be a page number"), v.transform(Number)),
    "1",
  ),
  show: v.optional(v.picklist(["active", "archived", "low"]), "active"),
});

/** GET …/products answer. */
export const ProductListResponse = v.object({
  products: v.array(SellerProduct),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type ProductListResponse = v.InferOutput<typeof ProductListResponse>;

/** POST …/products/{productId}/stock: one stock figure (a variant's when size or colour is given). */
export const StockEditRequest = v.object({
  size: v.optional(v.pipe(v.string(), v.maxLength(30, "is too long")), ""),
  color: v.optional(v.pipe(v.string(), v.maxLength(30, "is too long")), ""),
  stock: v.pipe(Count, v.maxValue(100_000)),
  stockVersion: v.pipe(v.number(), v.integer()),
});
export type StockEditRequest = v.InferOutput<typeof StockEditRequest>;

/** POST …/products/{productId}/archive. */
export const ArchiveRequest = v.object({ archived: v.boolean() });

/** GET …/dashboard: today (India time) and what needs the seller. */
export const DashboardResponse = v.object({
  todayOrders: v.number(),
  todaySales: v.number(),
  waitingConfirmation: v.number(),
  unpaidUpi: v.number(),
  lowStock: v.array(v.object({ productId: v.string(), name: v.string(), stock: v.number() })),
  /** The products it lists (not archived), and whether anyone ever ordered: a new shop's first steps. */
  products: v.number(),
  everOrdered: v.boolean(),
});
export type DashboardResponse = v.InferOutput<typeof DashboardResponse>;

/** POST …/photos (multipart field `photo`): the stored photo's largest size; its smaller sizes sit beside it. */
export const PhotoResponse = v.object({ url: v.string(), width: v.number(), height: v.number() });
export type PhotoResponse = v.InferOutput<typeof PhotoResponse>;

/** POST …/catalogue.csv (a text/csv body): what the import did; a file with problems is a 400 listing each. */
export const CatalogueImportResponse = v.object({
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
});
export type CatalogueImportResponse = v.InferOutput<typeof CatalogueImportResponse>;

/** Largest catalogue file accepted (bytes): 5,000 products of long descriptions. */
export const MAX_CATALOGUE_BYTES = 4 * 1024 * 1024;

/** The GST tax invoice and packing slip of an order's placement in the shop (contract/billing.ts). */
export { InvoiceResponse } from "./billing";

/** GET …/riders: the riders a seller may pick (the platform's, and those the shop named before), once each. */
export const ShopRidersResponse = v.object({
  riders: v.array(v.object({ name: v.string(), phoneNumber: v.string(), vehicleType: v.string() })),
});
export type ShopRidersResponse = v.InferOutput<typeof ShopRidersResponse>;
