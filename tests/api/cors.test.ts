import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/server/app";
import type { Config } from "../../src/server/config";
import type { DbHandle } from "../../src/server/db/connection";
import { isAllowedOrigin, platformDomainOf } from "../../src/server/http/cors";
import { driverName, openSeededApp, postJson, testConfig } from "./support";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

const ACAO = "access-control-allow-origin";

describe(`CORS on the app (${driverName}, development)`, () => {
  it.each(["http://demo.localhost:4321", "http://localhost:4321", "http://seva.localhost:3000"])(
    "allows %s",
    async (origin) => {
      const res = await app.request("/subdomains", { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get(ACAO)).toBe(origin);
      expect(res.headers.get("vary")).toMatch(/Origin/i);
    },
  );

  it.each([
    "https://evil.example",
    "null",
    "http://localhost.evil.example:4321",
    "https://demo.localhost:4321",
  ])("gives %s no Access-Control-Allow-Origin", async (origin) => {
    const res = await app.request("/subdomains", { headers: { origin } });
    expect(res.headers.get(ACAO)).toBeNull();
  });

  it("answers a preflight for a JSON POST from a shop host", async () => {
    const res = await app.request("/shop", {
      method: "OPTIONS",
      headers: {
        origin: "http://demo.localhost:4321",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, authorization",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get(ACAO)).toBe("http://demo.localhost:4321");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  it("lets the seller's and riders' tools send their keys", async () => {
    const res = await app.request("/api/digiorder/updatestatus", {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:4321",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-seller-key, x-rider-key",
      },
    });
    const allowed = res.headers.get("access-control-allow-headers")?.toLowerCase() ?? "";
    expect(allowed).toContain("x-seller-key");
    expect(allowed).toContain("x-rider-key");
  });

  it("keeps CORS headers on error answers, so the shop can read them", async () => {
    const origin = "http://demo.localhost:4321";
    const res = await app.request("/shop", postJson({ shopId: "nosuchshop" }, { origin }));
    expect(res.status).toBe(404);
    expect(res.headers.get(ACAO)).toBe(origin);
  });
});

describe("isAllowedOrigin in production", () => {
  const prod: Config = {
    ...testConfig,
    siteUrl: "https://platform.in",
    dev: false,
    port: 8787,
    dataDir: "/x",
  };

  it.each([
    ["https://platform.in", true],
    ["https://demo.platform.in", true],
    ["https://www.platform.in", true],
    ["http://demo.platform.in", false], // wrong scheme
    ["https://demo.platform.in:8443", false], // wrong port
    ["https://evilplatform.in", false],
    ["https://platform.in.evil.example", false],
    ["http://localhost:4321", false], // development only
    ["http://demo.localhost:4321", false],
    ["https://platform.in/path", false], // not an origin
  ])("%s → %s", (origin, allowed) => {
    expect(isAllowedOrigin(origin, prod)).toBe(allowed);
  });

  it("takes the domain from PUBLIC_PLATFORM_DOMAIN when set (three-label domains)", () => {
    const config: Config = { ...prod, siteUrl: "https://shops.gov.in", platformDomain: "shops.gov.in" };
    expect(platformDomainOf(config)).toBe("shops.gov.in");
    expect(isAllowedOrigin("https://demo.shops.gov.in", config)).toBe(true);
    expect(isAllowedOrigin("https://other.gov.in", config)).toBe(false);
  });

  it("derives the domain from the site host: last two labels, or localhost", () => {
    expect(platformDomainOf({ ...prod, siteUrl: "https://www.platform.in" })).toBe("platform.in");
    expect(platformDomainOf({ ...prod, siteUrl: "http://localhost:4321" })).toBe("localhost");
    expect(platformDomainOf({ ...prod, siteUrl: "http://127.0.0.1:4321" })).toBe("127.0.0.1");
  });

  it("lets a production build on localhost serve its *.localhost shops on the same port", () => {
    const local: Config = { ...prod, siteUrl: "http://localhost:4321" };
    expect(isAllowedOrigin("http://demo.localhost:4321", local)).toBe(true);
    expect(isAllowedOrigin("http://demo.localhost:5000", local)).toBe(false);
  });
});
