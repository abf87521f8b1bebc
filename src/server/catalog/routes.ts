/**
 * The seller's catalogue calls, under /api/seller/shops/{shopId} (designed
 * here): GET /products (search, paging), POST /products, GET and PUT
 * /products/{productId}, POST /products/{productId}/archive and /stock.
 * Owner and staff alike; every write drops the shop's cached catalogue on
 * every replica, so the storefront shows it on its next load.
 */
import { type Context, Hono } from "hono";
import {
  ArchiveRequest,
  CatalogueImportResponse,
  PhotoResponse,
  ProductDraft,
  ProductListQuery,
  ProductListResponse,
  SellerProductResponse,
  StockEditRequest,
} from "../../contract/seller";
import { isProductId } from "../../domain/productId";
import { limitedWhenAccepted } from "../auth/request-limits";
import type { Storage } from "../files/storage";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import { requireRole, SELLER_CALL, type StaffEnv } from "../staff/guard";
import { exportCatalogue, importCatalogue } from "./csv";
import { processPhoto } from "./images";
import {
  createProduct,
  editStock,
  getSellerProduct,
  listSellerProducts,
  setArchived,
  updateProduct,
} from "./products";

type Env = CacheEnv & StaffEnv;

/** The photo upload's path (app.ts gives it the photo-sized body limit). */
export const PHOTO_ROUTE = "/shops/:shopId/photos";
export const PHOTO_PATH = /^\/api\/seller\/shops\/[^/]+\/photos$/;
/** The catalogue file's path (app.ts gives its import the file-sized body limit). */
export const CATALOGUE_PATH = /^\/api\/seller\/shops\/[^/]+\/catalogue\.csv$/;

/** The path's product id, or 404 (no product can have another shape). */
function productIdOf(c: Context<Env>): string {
  const id = c.req.param("productId") ?? "";
  if (!isProductId(id)) throw new ApiFailure(404, "This shop has no product with that id", "productId");
  return id;
}

const WRITE_ERRORS = { ...SELLER_CALL, errors: [401, 403, 404, 409] };

/** The catalogue sub-app; mount at /api/seller. `ownPhoto` says whether a URL is a photo this shop uploaded. */
export function catalogRoutes(ownPhoto: (url: string, shopId: string) => boolean, storage: Storage) {
  const answer = async (c: Context<Env>, productId: string, status: 200 | 201 = 200) => {
    const product = await getSellerProduct(c.var.db, c.var.staff.shopId, productId, c.var.config.siteUrl);
    return c.json<SellerProductResponse>({ product }, status);
  };
  const written = async (c: Context<Env>) => c.var.cache.invalidateCatalogue(c.var.staff.shopId);
  const photos = (c: Context<Env>) => (url: string) => ownPhoto(url, c.var.staff.shopId);
  return new Hono<Env>()
    .post(
      PHOTO_ROUTE,
      describeCall({
        summary:
          "A product or logo photo: field photo, JPEG/PNG/WebP up to 20 MB; stored upright, without metadata, as WebP sizes",
        answer: PhotoResponse,
        status: 201,
        multipartFile: "photo",
        ...SELLER_CALL,
        errors: [401, 403, 404, 413, 415, 422, 429, 503, 507],
      }),
      requireRole("owner", "staff"),
      // The person's and the shop's count, never the network's (shops share kiosks' and carriers'
      // addresses); only accepted photos count.
      limitedWhenAccepted<Env>((c) => [
        { name: "uploadsPerPerson", what: "uploads", keys: [c.var.actor] },
        { name: "uploadsPerShop", what: "uploads for this shop", keys: [c.var.staff.shopId] },
      ]),
      async (c) => {
        if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) {
          throw new ApiFailure(415, "Content-Type must be multipart/form-data", "body");
        }
        const form = await c.req.parseBody().catch(() => null);
        if (!form) throw new ApiFailure(400, "Invalid body: not a multipart form", "body");
        const file = form.photo;
        if (!(file instanceof File)) throw new ApiFailure(400, "Choose a photo to upload", "photo");
        const { url, width, height } = await processPhoto(
          new Uint8Array(await file.arrayBuffer()),
          storage,
          c.var.staff.shopId,
        );
        return c.json<PhotoResponse>({ url, width, height }, 201);
      },
    )
    .get(
      "/shops/:shopId/catalogue.csv",
      describeCall({
        summary: "Every product as a CSV file, with stock stamps",
        answer: "csv",
        ...SELLER_CALL,
      }),
      requireRole("owner", "staff"),
      async (c) => {
        const csv = await exportCatalogue(c.var.db, c.var.staff.shopId);
        c.header("Content-Disposition", `attachment; filename="${c.var.staff.shopId}-catalogue.csv"`);
        c.header("Cache-Control", "no-store");
        return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
      },
    )
    .post(
      "/shops/:shopId/catalogue.csv",
      describeCall({
        summary: "Imports a catalogue CSV file: every row or none (a 400 lists each row's problem)",
        answer: CatalogueImportResponse,
        csvBody: true,
        ...SELLER_CALL,
        errors: [401, 403, 404],
      }),
      requireRole("owner", "staff"),
      async (c) => {
        if (!/^text\/(csv|plain)\b/i.test(c.req.header("content-type") ?? "")) {
          throw new ApiFailure(415, "Content-Type must be text/csv", "body");
        }
        const result = await importCatalogue(c.var.db, c.var.staff, await c.req.text());
        await written(c);
        return c.json<CatalogueImportResponse>(result);
      },
    )
    .get(
      "/shops/:shopId/products",
      describeCall({
        summary: "The shop's products, newest first, a page at a time",
        answer: ProductListResponse,
        ...SELLER_CALL,
      }),
      requireRole("owner", "staff"),
      validateQuery(ProductListQuery),
      async (c) => {
        const query = c.req.valid("query");
        const list = await listSellerProducts(c.var.db, c.var.staff.shopId, query, c.var.config.siteUrl);
        return c.json<ProductListResponse>(list);
      },
    )
    .post(
      "/shops/:shopId/products",
      describeCall({ summary: "A new product", answer: SellerProductResponse, status: 201, ...SELLER_CALL }),
      requireRole("owner", "staff"),
      validateJson(ProductDraft),
      async (c) => {
        const productId = await createProduct(
          c.var.db,
          c.var.staff,
          c.req.valid("json"),
          c.var.config.siteUrl,
          photos(c),
        );
        await written(c);
        return answer(c, productId, 201);
      },
    )
    .get(
      "/shops/:shopId/products/:productId",
      describeCall({
        summary: "One product as the seller edits it",
        answer: SellerProductResponse,
        ...SELLER_CALL,
      }),
      requireRole("owner", "staff"),
      async (c) => answer(c, productIdOf(c)),
    )
    .put(
      "/shops/:shopId/products/:productId",
      describeCall({
        summary: "Saves a product (stock only against the versions seen: 409 when one moved)",
        answer: SellerProductResponse,
        ...WRITE_ERRORS,
      }),
      requireRole("owner", "staff"),
      validateJson(ProductDraft),
      async (c) => {
        const productId = productIdOf(c);
        await updateProduct(
          c.var.db,
          c.var.staff,
          productId,
          c.req.valid("json"),
          c.var.config.siteUrl,
          photos(c),
        );
        await written(c);
        return answer(c, productId);
      },
    )
    .post(
      "/shops/:shopId/products/:productId/archive",
      describeCall({
        summary: "Archives a product (it leaves the storefront) or brings it back",
        answer: SellerProductResponse,
        ...SELLER_CALL,
      }),
      requireRole("owner", "staff"),
      validateJson(ArchiveRequest),
      async (c) => {
        const productId = productIdOf(c);
        await setArchived(c.var.db, c.var.staff, productId, c.req.valid("json").archived);
        await written(c);
        return answer(c, productId);
      },
    )
    .post(
      "/shops/:shopId/products/:productId/stock",
      describeCall({
        summary: "One stock figure, against the version seen (409 with the new figure when it moved)",
        answer: SellerProductResponse,
        ...WRITE_ERRORS,
      }),
      requireRole("owner", "staff"),
      validateJson(StockEditRequest),
      async (c) => {
        const productId = productIdOf(c);
        await editStock(c.var.db, c.var.staff, productId, c.req.valid("json"));
        await written(c);
        return answer(c, productId);
      },
    );
}
