/**
 * The seller's console calls (/Admin, src/contract/seller.ts), one typed
 * function each, over the seller's client (Bearer: the seller's own
 * Firebase ID token). No key is ever stored: a new integration key is
 * answered once and shown once.
 */
import type * as v from "valibot";
import { Gstr1Response } from "../contract/billing";
import { type ShopBlogRequest, ShopBlogResponse } from "../contract/blog";
import { type NotificationSettings, NotificationSettingsResponse } from "../contract/notifications";
import {
  CatalogueImportResponse,
  CreateKeyResponse,
  DashboardResponse,
  InviteStaffResponse,
  InvoiceResponse,
  PhotoResponse,
  type ProductDraft,
  ProductListResponse,
  SellerKeysResponse,
  SellerMeResponse,
  SellerProductResponse,
  ShopRidersResponse,
  type ShopSettings,
  ShopSettingsResponse,
  StaffListResponse,
  type StockEditRequest,
} from "../contract/seller";
import { staffHttp } from "./staffHttp";

const shop = (shopId: string) => `api/seller/shops/${encodeURIComponent(shopId)}`;
const product = (shopId: string, productId: string) =>
  `${shop(shopId)}/products/${encodeURIComponent(productId)}`;
/** Writes are never repeated by the client: a retried POST could make a second product or key. */
const once = { retry: 0 } as const;

/** GET /api/seller/me: the signed-in person and the shops they work in. */
export const sellerMe = () => staffHttp.get("api/seller/me").json(SellerMeResponse);

/** GET …/staff: the shop's people. */
export const listStaff = (shopId: string) => staffHttp.get(`${shop(shopId)}/staff`).json(StaffListResponse);

/** POST …/staff: the owner adds a person by the email they sign in with. */
export const addStaff = (shopId: string, person: { email?: string; phone?: string }) =>
  staffHttp.post(`${shop(shopId)}/staff`, { json: person, ...once }).json(InviteStaffResponse);

/** DELETE …/staff/{email or phone}: the owner removes a staff member; answers the people left. */
export const removeStaff = (shopId: string, who: string) =>
  staffHttp.delete(`${shop(shopId)}/staff/${encodeURIComponent(who)}`, once).json(StaffListResponse);

/** GET …/keys: the shop's integration keys (never the keys themselves). */
export const listKeys = (shopId: string) => staffHttp.get(`${shop(shopId)}/keys`).json(SellerKeysResponse);

/** POST …/keys: a new integration key, answered this once. */
export const createKey = (shopId: string, label: string) =>
  staffHttp.post(`${shop(shopId)}/keys`, { json: { label }, ...once }).json(CreateKeyResponse);

/** DELETE …/keys/{id}: revokes a key; answers the keys left. */
export const revokeKey = (shopId: string, id: number) =>
  staffHttp.delete(`${shop(shopId)}/keys/${id}`, once).json(SellerKeysResponse);

/** GET …/settings. */
export const getSettings = (shopId: string) =>
  staffHttp.get(`${shop(shopId)}/settings`).json(ShopSettingsResponse);

/** PUT …/settings: answers the settings as saved. */
export const saveSettings = (shopId: string, settings: ShopSettings) =>
  staffHttp.put(`${shop(shopId)}/settings`, { json: settings, ...once }).json(ShopSettingsResponse);

/** Which products the list shows. */
export type ProductShow = "active" | "archived" | "low";

/** GET …/products: a page of the shop's products, newest first. */
export const listProducts = (shopId: string, query: { q: string; page: number; show: ProductShow }) =>
  staffHttp
    .get(`${shop(shopId)}/products`, {
      searchParams: { q: query.q, page: String(query.page), show: query.show },
    })
    .json(ProductListResponse);

/** POST …/products: a new product. */
export const createProduct = (shopId: string, draft: ProductDraft) =>
  staffHttp.post(`${shop(shopId)}/products`, { json: draft, ...once }).json(SellerProductResponse);

/** GET …/products/{productId}. */
export const getProduct = (shopId: string, productId: string) =>
  staffHttp.get(product(shopId, productId)).json(SellerProductResponse);

/** PUT …/products/{productId}: saves a product (409 when a stock figure moved since it was read). */
export const updateProduct = (shopId: string, productId: string, draft: ProductDraft) =>
  staffHttp.put(product(shopId, productId), { json: draft, ...once }).json(SellerProductResponse);

/** POST …/products/{productId}/archive: archives a product or brings it back. */
export const archiveProduct = (shopId: string, productId: string, archived: boolean) =>
  staffHttp
    .post(`${product(shopId, productId)}/archive`, { json: { archived }, ...once })
    .json(SellerProductResponse);

/** POST …/products/{productId}/stock: one stock figure against the version seen (409 with the new figure). */
export const editStock = (shopId: string, productId: string, edit: StockEditRequest) =>
  staffHttp.post(`${product(shopId, productId)}/stock`, { json: edit, ...once }).json(SellerProductResponse);

/** POST …/photos (multipart field `photo`): stores a product or logo photo; answers its URL. */
export const uploadPhoto = (shopId: string, photo: File) => {
  const body = new FormData();
  body.append("photo", photo);
  return staffHttp.post(`${shop(shopId)}/photos`, { body, ...once, timeout: 60_000 }).json(PhotoResponse);
};

/** GET …/dashboard: today's orders and sales, and what needs the seller. */
export const getDashboard = (shopId: string) =>
  staffHttp.get(`${shop(shopId)}/dashboard`).json(DashboardResponse);

/** GET …/riders: the riders the seller may pick for an order. */
export const shopRiders = (shopId: string) =>
  staffHttp.get(`${shop(shopId)}/riders`).json(ShopRidersResponse);

/** GET …/orders/{orderId}/invoice: the tax invoice and packing slip of the order's placement. */
export const getInvoice = (shopId: string, orderId: string) =>
  staffHttp.get(`${shop(shopId)}/orders/${encodeURIComponent(orderId)}/invoice`).json(InvoiceResponse);

/** GET …/gstr1?month=: the month's GSTR-1 of the shop's invoices and credit notes, by section. */
export const getGstr1 = (shopId: string, month: string) =>
  staffHttp.get(`${shop(shopId)}/gstr1`, { searchParams: { month } }).json(Gstr1Response);

/** GET …/gstr1/{section}.csv?month=: one section as the GST offline tool's CSV (fetched: the token is needed). */
export const getGstr1File = (shopId: string, month: string, section: string) =>
  staffHttp.get(`${shop(shopId)}/gstr1/${section}.csv`, { searchParams: { month }, timeout: 60_000 }).blob();

/** GET …/catalogue.csv: every product as a CSV file (the Bearer token is needed, so it is fetched, not linked). */
export const exportCatalogue = (shopId: string) =>
  staffHttp.get(`${shop(shopId)}/catalogue.csv`, { timeout: 60_000 }).blob();

/** POST …/catalogue.csv: imports a CSV file, every row or none (a 400 lists each row's problem). */
export const importCatalogue = (shopId: string, file: Blob) =>
  staffHttp
    .post(`${shop(shopId)}/catalogue.csv`, {
      body: file,
      headers: { "content-type": "text/csv" },
      ...once,
      timeout: 60_000,
    })
    .json(CatalogueImportResponse);

/** A blog as the owner writes it: AddBlogRequest's fields without the shop (the path names it). */
export type ShopBlog = v.InferInput<typeof ShopBlogRequest>;

/** POST …/blogs: the owner publishes a blog of the shop. */
export const publishBlog = (shopId: string, blog: ShopBlog) =>
  staffHttp.post(`${shop(shopId)}/blogs`, { json: blog, ...once }).json(ShopBlogResponse);

/** PUT …/blogs/{slug}: the owner edits a blog (its address stays). */
export const editBlog = (shopId: string, slug: string, blog: ShopBlog) =>
  staffHttp
    .put(`${shop(shopId)}/blogs/${encodeURIComponent(slug)}`, { json: blog, ...once })
    .json(ShopBlogResponse);

/** DELETE …/blogs/{slug}: the owner removes a blog. */
export const removeBlog = (shopId: string, slug: string) =>
  staffHttp.delete(`${shop(shopId)}/blogs/${encodeURIComponent(slug)}`, once).json(ShopBlogResponse);

/** GET …/notifications: what the seller hears of, on which channels, and their quiet hours (issue 36). */
export const getNotifications = (shopId: string) =>
  staffHttp.get(`${shop(shopId)}/notifications`).json(NotificationSettingsResponse);

/** PUT …/notifications: answers the settings as saved. */
export const saveNotifications = (shopId: string, settings: NotificationSettings) =>
  staffHttp
    .put(`${shop(shopId)}/notifications`, { json: settings, ...once })
    .json(NotificationSettingsResponse);
