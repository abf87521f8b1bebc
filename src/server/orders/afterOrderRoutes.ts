/**
 * After the order's calls (issue 26; designed here). The shopper's, under
 * /customer (Bearer; the body's email must be their own): POST /cancelorder,
 * POST /returnphoto (multipart), POST /returnorder, POST /invoice. The
 * seller's, under /api/digiorder: POST /returndecision.
 */
import { Hono } from "hono";
import type * as v from "valibot";
import {
  CustomerCancelRequest,
  CustomerInvoiceRequest,
  OrderCardResponse,
  ReturnDecisionRequest,
  ReturnOrderRequest,
  ReturnPhotoResponse,
} from "../../contract/afterOrder";
import { UpdateStatusResponse } from "../../contract/orderDetail";
import { InvoiceResponse } from "../../contract/seller";
import { type CustomerEnv, callerAuth, customerAuth, ownEmail } from "../auth/guards";
import { limitedWhenAccepted } from "../auth/request-limits";
import { processPhoto } from "../catalog/images";
import type { Storage } from "../files/storage";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import { sellerRoles } from "../staff/guard";
import { customerCancel, customerInvoice, decideReturn, requestReturn, returnableOrder } from "./afterOrder";
import { toOrderCard, toOrderDetail } from "./queries";

/** Folder of the shoppers' return photos in the storage: returns/{shopId}/… */
export const RETURNS_FOLDER = "returns";
/** The return photo's path (app.ts gives it the photo-sized body limit). */
export const RETURN_PHOTO_PATH = "/customer/returnphoto";

const SHOPPER = { security: ["bearer" as const], errors: [401, 403, 404, 409] };

/** The shopper's calls; mount at /customer. */
export function afterOrderRoutes(storage: Storage) {
  const ownPhoto = (url: string, shopId: string) =>
    storage.pathOf(url)?.startsWith(`${RETURNS_FOLDER}/${shopId}/`) ?? false;
  return new Hono<CacheEnv>()
    .post(
      "/cancelorder",
      describeCall({
        summary: "The shopper cancels their order before it leaves the shop; its stock goes back",
        answer: OrderCardResponse,
        ...SHOPPER,
      }),
      customerAuth,
      validateJson(CustomerCancelRequest),
      async (c) => {
        const { email, orderId, reason } = c.req.valid("json");
        ownEmail(c, email);
        const order = await customerCancel(c.var.db, email, orderId, reason);
        // The stock the shop shows has changed.
        await c.var.cache.invalidateCatalogue(order.shopId);
        return c.json<OrderCardResponse>({ response: toOrderCard(order, c.var.config) });
      },
    )
    .post(
      "/returnphoto",
      describeCall({
        summary:
          "A photo for a return (multipart photo, email and orderId): JPEG/PNG/WebP up to 20 MB, stored upright without metadata",
        answer: ReturnPhotoResponse,
        status: 201,
        multipartFile: "photo",
        security: ["bearer"],
        errors: [401, 403, 404, 409, 413, 415, 422, 429, 503, 507],
      }),
      customerAuth,
      async (c, next) => {
        if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? ""))
          throw new ApiFailure(415, "Content-Type must be multipart/form-data", "body");
        await next();
      },
      // The shopper's own count, never the network's; only accepted photos count.
      limitedWhenAccepted<CustomerEnv>((c) => [
        { name: "uploadsPerPerson", what: "uploads", keys: [c.var.customer.key] },
      ]),
      async (c) => {
        const form = await c.req.parseBody().catch(() => null);
        if (!form) throw new ApiFailure(400, "Invalid body: not a multipart form", "body");
        const { email, orderId } = form;
        if (typeof email !== "string" || email === "" || email.length > 254)
          throw new ApiFailure(400, "Invalid email: is required", "email");
        ownEmail(c, email.trim().toLowerCase());
        if (typeof orderId !== "string" || orderId === "" || orderId.length > 100)
          throw new ApiFailure(400, "Invalid orderId: is required", "orderId");
        const file = form.photo;
        if (!(file instanceof File)) throw new ApiFailure(400, "Choose a photo to upload", "photo");
        // Only for the shopper's own order, open for a return: nobody else stores photos here.
        const order = await returnableOrder(c.var.db, email.trim().toLowerCase(), orderId);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const { url } = await processPhoto(bytes, storage, order.shopId, RETURNS_FOLDER);
        return c.json<ReturnPhotoResponse>({ url }, 201);
      },
    )
    .post(
      "/returnorder",
      describeCall({
        summary: "The shopper asks for a return within 45 days of delivery (reason, optional photo)",
        answer: OrderCardResponse,
        ...SHOPPER,
      }),
      customerAuth,
      validateJson(ReturnOrderRequest),
      async (c) => {
        const { email, ...input } = c.req.valid("json");
        ownEmail(c, email);
        const order = await requestReturn(c.var.db, email, input, ownPhoto);
        return c.json<OrderCardResponse>({ response: toOrderCard(order, c.var.config) });
      },
    )
    .post(
      "/invoice",
      describeCall({
        summary: "The GST tax invoice of the shopper's own order (the invoice its seller prints)",
        answer: InvoiceResponse,
        ...SHOPPER,
      }),
      customerAuth,
      validateJson(CustomerInvoiceRequest),
      async (c) => {
        const { email, orderId } = c.req.valid("json");
        ownEmail(c, email);
        return c.json<InvoiceResponse>(await customerInvoice(c.var.db, email, orderId));
      },
    );
}

/** The seller's decision on a return; mount at /api/digiorder. */
export const returnDecisionRoutes = new Hono<CacheEnv>().post(
  "/returndecision",
  describeCall({
    summary: "The seller accepts or refuses a return (a refusal says why)",
    answer: UpdateStatusResponse,
    security: ["bearer", "sellerKey"],
    errors: [401, 403, 404, 409],
  }),
  callerAuth,
  sellerRoles,
  validateJson(ReturnDecisionRequest),
  async (c) => {
    const { caller } = c.var;
    if (!caller.sellerShops?.size) throw new ApiFailure(403, "Only the shop's seller does this");
    const actor = caller.customer?.email ?? "seller key";
    const order = await decideReturn(c.var.db, caller.sellerShops, c.req.valid("json"), actor);
    return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
  },
);
