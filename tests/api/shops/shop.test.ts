import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../src/contract/common";
import { ShopResponse } from "../../../src/contract/shop";
import { SubdomainsResponse } from "../../../src/contract/subdomains";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, postJson } from "../support";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

async function postShop(body: unknown, headers?: Record<string, string>) {
  const res = await app.request("/shop", postJson(body, headers));
  return { res, json: (await res.json()) as unknown };
}

describe(`shop calls (${driverName})`, () => {
  it("GET /health answers ok", async () => {
    const res = await app.request("/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("GET /subdomains lists every seeded shop, sorted", async () => {
    const res = await app.request("/subdomains");
    expect(res.status).toBe(200);
    const body = v.parse(SubdomainsResponse, await res.json());
    expect(body.response).toEqual([{ subdomain: "demo" }, { subdomain: "kala" }, { subdomain: "seva" }]);
  });

  it("POST /shop demo returns the full storeData", async () => {
    const { res, json } = await postShop({ shopId: "demo" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const { response: store } = v.parse(ShopResponse, json);
    expect(store).toMatchObject({
      shopId: "demo",
      shopType: "product",
      cod: true,
      deliverPp: 20,
      defaultDeliveryDate: 5,
      upiId: "demo@upi",
      QRCode: "http://localhost:4321/images/shops/demo/upi-qr.svg",
      deviceToken: "",
    });
    expect(store.settings.header).toEqual({
      phoneNumber: "+919876543210",
      email: "hello@demo-kirana.example",
      logo: "http://localhost:4321/images/shops/demo/logo.webp",
      shopName: "Demo Kirana Store",
      isShopNameVisible: true,
      tagline: "Fresh groceries and daily needs, delivered to your door",
      isTaglineVisible: true,
    });
    expect(store.settings.footer.instgramUrl).toBe("www.instagram.com/demokirana");
    expect(store.settings.footer.copyrightMessage).toContain("Demo Kirana Store");
    // The wire shape is exactly the contract's: no extra keys, nothing left to defaults.
    expect(json).toEqual({ response: store });
  });

  it("POST /shop seva is a service shop without cash on delivery", async () => {
    const { res, json } = await postShop({ shopId: "seva" });
    expect(res.status).toBe(200);
    const { response: store } = v.parse(ShopResponse, json);
    expect(store.shopType).toBe("service");
    expect(store.cod).toBe(false);
    expect(store.QRCode).toBe("http://localhost:4321/images/shops/seva/upi-qr.svg");
  });

  it("POST /shop accepts a shop id in any case and with spaces around it", async () => {
    const { res, json } = await postShop({ shopId: " KALA " });
    expect(res.status).toBe(200);
    expect(v.parse(ShopResponse, json).response.settings.header.isTaglineVisible).toBe(false);
  });

  it("POST /shop for an unknown shop is 404 naming shopId", async () => {
    const { res, json } = await postShop({ shopId: "nosuchshop" });
    expect(res.status).toBe(404);
    expect(json).toEqual({ error: "Shop not found", field: "shopId" });
  });

  it("POST /shop without shopId is 400 naming the field and why", async () => {
    const { res, json } = await postShop({});
    expect(res.status).toBe(400);
    const error = v.parse(ApiError, json);
    expect(error.field).toBe("shopId");
    expect(error.error).toBe("Invalid shopId: is required");
  });

  it.each([
    ["bad characters", { shopId: "demo/../x" }, "must be one host label"],
    ["an empty string", { shopId: "" }, "must be one host label"],
    ["a number", { shopId: 42 }, "must be of type string"],
  ])("POST /shop with %s as shopId is 400", async (_, body, why) => {
    const { res, json } = await postShop(body);
    expect(res.status).toBe(400);
    const error = v.parse(ApiError, json);
    expect(error.field).toBe("shopId");
    expect(error.error).toContain(why);
  });

  it("POST /shop with a JSON body that is not an object is 400 naming the body", async () => {
    const { res, json } = await postShop("[1,2]");
    expect(res.status).toBe(400);
    expect(v.parse(ApiError, json).field).toBe("body");
  });

  it("POST /shop with malformed JSON is 400", async () => {
    const { res, json } = await postShop("{shopId: demo");
    expect(res.status).toBe(400);
    expect(v.parse(ApiError, json).error).toMatch(/JSON/);
  });

  it("POST /shop with a non-JSON content type is 415", async () => {
    const res = await app.request("/shop", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ shopId: "demo" }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "Content-Type must be application/json", field: "body" });
  });

  it("a body over 64 KB is 413, streamed or with a Content-Length", async () => {
    const big = JSON.stringify({ shopId: "demo", pad: "x".repeat(70_000) });
    const streamed = await postShop(big);
    expect(streamed.res.status).toBe(413);
    expect(v.parse(ApiError, streamed.json).error).toBe("Request body too large");
    const declared = await postShop(big, { "content-length": String(Buffer.byteLength(big)) });
    expect(declared.res.status).toBe(413);
  });

  it("an unknown route is 404 JSON", async () => {
    for (const [method, path] of [
      ["GET", "/nope"],
      ["GET", "/shop"],
      ["POST", "/subdomains"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  });
});
