import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../../../src/server/app";
import { loadConfig } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openTestDb, testConfig } from "../support";

let handle: DbHandle;
let app: App;
type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { name?: string }> };
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  operationId: string;
};
let doc: Doc;

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, config: { ...loadConfig({}), ...testConfig } });
  const res = await app.request("/openapi.json");
  expect(res.status).toBe(200);
  doc = JSON.parse(await res.text()) as Doc;
});
afterAll(() => handle.close());

/** Every route the app registers, as OpenAPI paths ("/counter/:name" stands for each counter). */
function registeredPaths(): string[] {
  const paths = app.routes
    .filter((r) => ["GET", "POST", "PUT", "DELETE"].includes(r.method))
    .flatMap((r) => {
      const path = r.path.replace(/\/$/, "") || "/";
      if (path === "/counter/:name") return ["get /counter/emitraCounter", "get /counter/marketplaceCounter"];
      if (path === "/uploads/*") return ["get /uploads/blogs/{file}"];
      return [`${r.method.toLowerCase()} ${path.replace(/:(\w+)/g, "{$1}")}`];
    });
  return [...new Set(paths)].sort();
}

describe(`GET /openapi.json (${driverName})`, () => {
  it("is an OpenAPI 3.1 document with the API's server", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "http://localhost:8787" }]);
  });

  it("documents every route the app serves", () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)),
    );
    const missing = registeredPaths().filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it("lists every call of the spec and of the contract", () => {
    const expected = [
      "get /health",
      "get /ready",
      "get /metrics",
      "get /subdomains",
      "post /shop",
      "get /shop/by-host",
      "post /shop/product",
      "post /shop/products",
      "get /shop/download-img",
      "post /customer/getcustomer",
      "post /customer/userdata",
      "post /customer/updatecustomer",
      "post /customer/updateaddress",
      "post /customer/addaddress",
      "post /customer/deleteaddress",
      "get /pincode/{pincode}",
      "post /customer/verifyotpnew",
      "post /customer/handoff",
      "post /customer/session",
      "post /customer/link",
      "post /customer/addorder",
      "post /api/digiorder/shopdigiorder",
      "post /api/digiorder/updatestatus",
      "post /api/digiorder/confirmreceipt",
      "post /api/digiorder/shoporders",
      "post /api/digiorder/riderorders",
      "post /api/digiorder/ordernote",
      "post /api/digiorder/assignrider",
      "post /api/digiorder/cancelorder",
      "post /api/digiorder/paymentreceived",
      "post /api/digiorder/switchtocod",
      "post /api/digiorder/refunded",
      "post /customer/cancelorder",
      "post /customer/returnphoto",
      "post /customer/returnorder",
      "post /customer/invoice",
      "post /api/digiorder/returndecision",
      "get /api/digiorder/track/{orderId}",
      "get /api/staff/me",
      "post /api/staff/signout",
      "get /api/staff/audit",
      "get /api/staff/support-admins",
      "post /api/staff/support-admins",
      "delete /api/staff/support-admins/{who}",
      "get /api/platform/shops",
      "post /api/platform/shops",
      "get /api/platform/subdomain-check",
      "get /api/platform/shops/{shopId}",
      "post /api/platform/shops/{shopId}/suspend",
      "post /api/platform/shops/{shopId}/resume",
      "post /api/platform/shops/{shopId}/transfer",
      "get /api/platform/kiosks",
      "post /api/platform/kiosks",
      "get /api/kiosk/me",
      "get /api/kiosk/merchants",
      "post /api/kiosk/merchants",
      "get /api/kiosk/merchants/{shopId}/payment-link",
      "post /api/kiosk/merchants/{shopId}/payment",
      "post /api/franchise/signup",
      "get /api/franchise",
      "post /api/franchise/shops",
      "put /api/franchise/commission",
      "get /api/franchise/riders",
      "post /api/franchise/riders",
      "put /api/franchise/riders/{riderId}",
      "delete /api/franchise/riders/{riderId}",
      "get /api/franchises",
      "post /api/franchises/{franchiseId}/suspend",
      "post /api/franchises/{franchiseId}/resume",
      "get /api/rider/orders",
      "post /api/rider/orders/{orderId}/accept",
      "post /api/rider/orders/{orderId}/pickup",
      "post /api/rider/orders/{orderId}/deliver",
      "get /api/support/orders",
      "get /api/support/orders/{orderId}",
      "post /api/support/orders/{orderId}/cancel",
      "post /api/support/orders/{orderId}/rider",
      "post /api/support/orders/{orderId}/refunded",
      "get /api/seller/me",
      "get /api/seller/shops/{shopId}/staff",
      "post /api/seller/shops/{shopId}/staff",
      "delete /api/seller/shops/{shopId}/staff/{who}",
      "get /api/seller/shops/{shopId}/keys",
      "post /api/seller/shops/{shopId}/keys",
      "delete /api/seller/shops/{shopId}/keys/{id}",
      "get /api/seller/shops/{shopId}/settings",
      "put /api/seller/shops/{shopId}/settings",
      "get /api/seller/shops/{shopId}/notifications",
      "put /api/seller/shops/{shopId}/notifications",
      "post /api/seller/shops/{shopId}/photos",
      "get /api/seller/shops/{shopId}/products",
      "post /api/seller/shops/{shopId}/products",
      "get /api/seller/shops/{shopId}/products/{productId}",
      "put /api/seller/shops/{shopId}/products/{productId}",
      "post /api/seller/shops/{shopId}/products/{productId}/archive",
      "post /api/seller/shops/{shopId}/products/{productId}/stock",
      "get /api/seller/shops/{shopId}/dashboard",
      "get /api/seller/shops/{shopId}/orders/{orderId}/invoice",
      "get /api/seller/shops/{shopId}/gstr1",
      "get /api/seller/shops/{shopId}/gstr1/{file}",
      // Issue 37: a UPI statement matched to the shop's orders, then the ticked ones marked paid.
      "post /api/seller/shops/{shopId}/upi-statement",
      "post /api/seller/shops/{shopId}/upi-statement/confirm",
      "get /api/seller/shops/{shopId}/riders",
      "get /api/seller/shops/{shopId}/catalogue.csv",
      "post /api/seller/shops/{shopId}/catalogue.csv",
      "get /counter/emitraCounter",
      "get /counter/marketplaceCounter",
      "post /api/blog/addblog",
      "post /api/blog/passcode/check",
      "post /api/blog/upload",
      "get /api/blog/titlesandimages",
      "get /api/blog/{shopId}",
      "get /api/blog/slug/{slug}",
      "get /api/blogs",
      "get /api/blogs/events",
      "post /api/seller/shops/{shopId}/blogs",
      "put /api/seller/shops/{shopId}/blogs/{slug}",
      "delete /api/seller/shops/{shopId}/blogs/{slug}",
      "get /uploads/blogs/{file}",
      "get /api/platform/messages",
      "post /api/platform/messages/{id}/retry",
      "post /customer/messagechoices",
      "post /customer/updatemessagechoices",
      "get /api/webhooks/whatsapp",
      "post /api/webhooks/whatsapp",
      "post /api/webhooks/sms/reports",
      "post /api/webhooks/sms/replies",
      "post /api/webhooks/email/bounces",
      "get /api/links/{code}",
      "get /api/messages/unsubscribe",
      "post /api/messages/unsubscribe",
      "get /api/digiorder/live",
      "get /api/rider/live",
      // Issue 36: the bag kept on the server, a reminder's link, "Notify me".
      "post /customer/bag",
      "post /customer/bag/merge",
      "post /customer/bag/save",
      "get /shop/bag",
      "post /shop/notify",
      "get /api/push/key",
      "post /api/push/renew",
      "post /api/digiorder/push",
      "delete /api/digiorder/push",
      "post /api/rider/push",
      "delete /api/rider/push",
      // Issue 37: paying online through the gateway.
      "post /customer/checkouts",
      "get /customer/checkouts/{id}",
      "post /customer/checkouts/{id}/upi-intent",
      "post /api/payments/razorpay/callback",
      "post /api/webhooks/razorpay",
      "get /api/platform/refunds",
      "post /api/platform/refunds/{id}/retry",
      "post /api/kiosk/merchants/{shopId}/payment-checkout",
      "get /api/kiosk/merchants/{shopId}/payment-checkout/{id}",
      "get /api/payments/pay/{id}",
      "get /api/payments/receipt/{id}",
      // Issue 37, part 4: the seller's numbers, a shop's visits, the platform's figures and statements.
      "get /api/seller/shops/{shopId}/numbers",
      "get /api/seller/shops/{shopId}/numbers.csv",
      "post /counter/shops/{shopId}",
      "get /counter/shops/{shopId}/visit.gif",
      "get /api/platform/numbers",
      "get /api/platform/numbers.csv",
      "get /api/platform/commissions",
      "get /api/platform/commissions/{kind}/{id}/statement",
      "get /api/platform/commissions/{kind}/{id}/statement.csv",
      "get /openapi.json",
    ];
    for (const call of expected) {
      const [method = "", path = ""] = call.split(" ");
      expect(doc.paths[path]?.[method], call).toBeDefined();
    }
    // Nothing else is documented (was: the hand-kept list of calls had exactly these).
    expect(Object.values(doc.paths).flatMap((ops) => Object.keys(ops))).toHaveLength(expected.length);
  });

  it("takes request and answer schemas from the contract", () => {
    const addBlog = doc.paths["/api/blog/addblog"]?.post;
    const body = addBlog?.requestBody?.content["application/json"]?.schema;
    expect(body).toMatchObject({
      type: "object",
      required: ["title", "description", "content", "tags", "coverImage"],
    });
    expect(body?.properties).toMatchObject({ title: { type: "string", minLength: 1, maxLength: 200 } });
    expect(addBlog?.responses["201"]?.content?.["application/json"]?.schema).toMatchObject({
      type: "object",
    });
    expect(addBlog?.responses["401"]?.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/ApiError",
    });
    const counter =
      doc.paths["/counter/emitraCounter"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(counter).toEqual({ type: "integer", minimum: 0 });
    expect(doc.paths["/api/blog/upload"]?.post?.requestBody?.content).toHaveProperty("multipart/form-data");
    expect(doc.paths["/api/blog/slug/{slug}"]?.get?.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "path" }),
    ]);
  });

  it("declares the five security schemes and who needs which", () => {
    const schemes = doc.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual([
      "bearer",
      "blogPasscode",
      "metricsToken",
      "riderKey",
      "sellerKey",
    ]);
    expect(schemes.metricsToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/metrics"]?.get?.security).toEqual([{ metricsToken: [] }]);
    expect(schemes.blogPasscode?.name).toBe("X-Blog-Passcode");
    expect(schemes.sellerKey?.name).toBe("X-Seller-Key");
    expect(schemes.riderKey?.name).toBe("X-Rider-Key");
    expect(doc.paths["/api/blog/addblog"]?.post?.security).toEqual([{ blogPasscode: [] }]);
    expect(doc.paths["/customer/addorder"]?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/api/digiorder/updatestatus"]?.post?.security).toEqual([
      { bearer: [] },
      { sellerKey: [] },
      { riderKey: [] },
    ]);
    expect(doc.paths["/api/blog/titlesandimages"]?.get?.security).toBeUndefined();
  });

  it("gives every operation a unique operationId and resolvable $refs", () => {
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const name = /#\/components\/schemas\/(\w+)/.exec(ref)?.[1] ?? "";
      expect(doc.components.schemas, ref).toHaveProperty(name);
    }
  });
});
