/** The API's security headers on every kind of answer: data, errors, a refused body, a file. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, postJson, testConfig } from "../support";

let app: App;
let handle: DbHandle;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

const expectSecure = (res: Response, what: string) => {
  expect(res.headers.get("content-security-policy"), what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  // Covers are shown on the shops' pages, another origin.
  expect(res.headers.get("cross-origin-resource-policy"), what).toBe("cross-origin");
};

describe(`security headers on every API answer (${driverName})`, () => {
  it.each([
    ["a read", () => app.request("/subdomains")],
    ["a read with a body", () => app.request("/shop", postJson({ shopId: "demo" }))],
    ["a 400", () => app.request("/shop", postJson({ shopId: "NOT A SHOP" }))],
    ["a 401", () => app.request("/customer/getcustomer", postJson({ email: "a@x.in" }))],
    ["a 404", () => app.request("/no/such/call")],
    ["a 413", () => app.request("/shop", postJson({ shopId: "demo", pad: "x".repeat(100_000) }))],
    ["the OpenAPI document", () => app.request("/openapi.json")],
    [
      "a CORS preflight",
      () =>
        app.request("/shop", {
          method: "OPTIONS",
          headers: { origin: "http://demo.platform.localhost:4321", "access-control-request-method": "POST" },
        }),
    ],
  ])("%s", async (what, send) => {
    const res = await send();
    expectSecure(res, `${what} (${res.status})`);
    expect(res.headers.get("strict-transport-security"), what).toBeNull();
  });

  it("HSTS on an https site", async () => {
    const https = await openSeededApp({ ...testConfig, siteUrl: "https://platform.in" });
    try {
      const res = await https.app.request("/subdomains");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await https.handle.close();
    }
  });
});
