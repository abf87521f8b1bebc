/**
 * The bag kept on the server, and "Notify me" (issue 36; src/contract/bag.ts).
 * Customer calls (mount at /customer; Bearer token, `email` the caller's key):
 * POST /bag, /bag/merge (at sign-in), /bag/save (a device's changes).
 * Public (mount at /shop): GET /bag?token= (a reminder's link), POST /notify
 * ("Notify me": a Bearer token optional; without one, an Indian mobile;
 * limited per client address).
 */
import { Hono } from "hono";
import {
  BagRequest,
  BagResponse,
  NotifyRequest,
  NotifyResponse,
  RestoreBagQuery,
  SaveBagRequest,
} from "../../contract/bag";
import { isSoldOut } from "../../domain/catalogue";
import { SIGN_IN_PHONE_FORMAT, signInPhone } from "../../domain/signInPhone";
import { findCustomerKey } from "../auth/customers";
import { bearerIdentity, type CustomerEnv, customerAuth, ownEmail, type VerifierEnv } from "../auth/guards";
import { clientKey, limited } from "../auth/request-limits";
import { ApiFailure } from "../http/failure";
import { CUSTOMER_CALL, describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import { keepBag, productsOf, readBag, restoreBag, stockOf } from "./bags";
import { addStockWaits, waitAddressees } from "./waits";

const bagCall = (summary: string) =>
  describeCall({ summary, answer: BagResponse, ...CUSTOMER_CALL, errors: [400, 401, 403, 404] });

/** Mount at /customer. */
export const bagCustomerRoutes = new Hono<CustomerEnv>()
  .post(
    "/bag",
    bagCall("The caller's bag kept at a shop"),
    customerAuth,
    validateJson(BagRequest),
    async (c) => {
      const { email, shopId } = c.req.valid("json");
      ownEmail(c, email);
      const lines = await readBag(c.var.db, email, shopId, c.var.config.siteUrl);
      return c.json<BagResponse>({ response: { shopId, lines } });
    },
  )
  .post(
    "/bag/merge",
    bagCall("Merges a device's bag into the kept one (at sign-in): the result, kept"),
    customerAuth,
    validateJson(SaveBagRequest),
    async (c) => {
      const { email, shopId, lines, language } = c.req.valid("json");
      ownEmail(c, email);
      const kept = await keepBag(
        c.var.db,
        { customerKey: email, shopId, lines, language, merge: true },
        c.var.config.siteUrl,
      );
      return c.json<BagResponse>({ response: { shopId, lines: kept } });
    },
  )
  .post(
    "/bag/save",
    bagCall("Keeps a device's bag as the caller's bag at a shop"),
    customerAuth,
    validateJson(SaveBagRequest),
    async (c) => {
      const { email, shopId, lines, language } = c.req.valid("json");
      ownEmail(c, email);
      const kept = await keepBag(
        c.var.db,
        { customerKey: email, shopId, lines, language, merge: false },
        c.var.config.siteUrl,
      );
      return c.json<BagResponse>({ response: { shopId, lines: kept } });
    },
  );

/** "Notify me" requests from one client address. */
const notifyLimit = limited<VerifierEnv>("notifyPerClient", '"Notify me" requests from this network', (c) => [
  clientKey(c),
]);

/** Mount at /shop. */
export const bagShopRoutes = new Hono<VerifierEnv>()
  .get(
    "/bag",
    describeCall({
      summary: "The bag a reminder's link restores (its signed token)",
      answer: BagResponse,
      errors: [400, 404],
      query: { token: "The token of the reminder's link" },
    }),
    validateQuery(RestoreBagQuery),
    async (c) => {
      const { token } = c.req.valid("query");
      const bag = await restoreBag(c.var.db, token, c.var.config.auth.sessionSecret, c.var.config.siteUrl);
      return c.json<BagResponse>({ response: bag });
    },
  )
  .post(
    "/notify",
    describeCall({
      summary: '"Notify me" on a sold-out product: one "back in stock" message when the seller restocks it',
      answer: NotifyResponse,
      security: ["bearer"],
      errors: [400, 401, 404, 409, 429],
    }),
    notifyLimit,
    validateJson(NotifyRequest),
    async (c) => {
      const body = c.req.valid("json");
      const identity = await bearerIdentity(c.req.header("authorization"), c.var.verifyToken);
      const customerKey = identity ? ((await findCustomerKey(c.var.db, identity)) ?? undefined) : undefined;
      let phone: string | undefined;
      if (body.phone) {
        phone = signInPhone(body.phone) ?? undefined;
        if (!phone) throw new ApiFailure(400, SIGN_IN_PHONE_FORMAT, "phone");
      }
      if (!customerKey && !phone)
        throw new ApiFailure(400, "Enter your mobile number, and we will tell you when it is back", "phone");
      const product = (await productsOf(c.var.db, body.shopId, [body.productId], c.var.config.siteUrl)).get(
        body.productId,
      );
      if (!product) throw new ApiFailure(404, "This shop has no product with that id", "productId");
      const item = { shopId: body.shopId, productId: body.productId, size: "", color: "" };
      if (body.size || body.color) {
        const stock = stockOf(product, { size: body.size, color: body.color });
        if (stock === undefined)
          throw new ApiFailure(400, `${product.productName} has no such size and colour`, "size");
        if (stock > 0)
          throw new ApiFailure(409, `${product.productName} is in stock: add it to your bag`, "size");
        Object.assign(item, { size: body.size, color: body.color });
      } else if (!isSoldOut(product)) {
        throw new ApiFailure(409, `${product.productName} is in stock: add it to your bag`, "productId");
      }
      // A phone typed by a signed-in shopper is where they asked to hear: it comes first.
      const to = phone
        ? [{ role: "shopper" as const, channel: "sms" as const, recipient: phone }]
        : await waitAddressees(c.var.db, { customerKey }, body.language);
      await addStockWaits(c.var.db, item, to, body.language, customerKey ?? "");
      return c.json<NotifyResponse>({
        response: to.map(({ channel, recipient }) => ({ channel, recipient })),
      });
    },
  );
