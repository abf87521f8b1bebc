import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostKind, platformOf } from "../../../src/domain/host";
import { loginCookieAttributes } from "../../../src/domain/loginHandoff";
import { handoffTarget, shopUrl } from "../../../src/domain/shopUrl";
import type { App } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { isAllowedOrigin } from "../../../src/server/http/cors";
import { routeRequest } from "../../../src/web/routing";
import { driverName, openSeededApp, postJson, testConfig } from "../support";

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

const prod: Config = {
  ...testConfig,
  siteUrl: "https://platform.in",
  dev: false,
  port: 8787,
  dataDir: "/x",
};

describe("isAllowedOrigin in production", () => {
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
    expect(platformOf(config.siteUrl, config.platformDomain).domain).toBe("shops.gov.in");
    expect(isAllowedOrigin("https://demo.shops.gov.in", config)).toBe(true);
    expect(isAllowedOrigin("https://other.gov.in", config)).toBe(false);
  });

  it("derives the domain from the site host (src/domain/host.ts platformOf)", () => {
    expect(platformOf("https://www.platform.in").domain).toBe("platform.in");
    expect(platformOf("http://localhost:4321").domain).toBe("localhost");
    expect(platformOf("http://127.0.0.1:4321").domain).toBe("127.0.0.1");
  });

  it("lets a production build on localhost serve its *.localhost shops on the same port", () => {
    const local: Config = { ...prod, siteUrl: "http://localhost:4321" };
    expect(isAllowedOrigin("http://demo.localhost:4321", local)).toBe(true);
    expect(isAllowedOrigin("http://demo.localhost:5000", local)).toBe(false);
  });
});

/**
 * The four callers of the platform-domain rule agree on tricky hosts: for each
 * production configuration, the web server routes the platform's own hosts to
 * the platform and a shop's URL (src/domain/host.ts shopUrl) to the shell; the
 * API's CORS lets that shop's origin in; the login handoff lands there under
 * the cookies' domain.
 */
describe("one platform domain: routing, CORS, shop links and the login handoff agree", () => {
  const cases: [string, string | undefined, string[]][] = [
    ["https://platform.in", undefined, ["platform.in", "www.platform.in:443"]],
    ["https://www.platform.in", undefined, ["www.platform.in", "platform.in"]],
    ["http://platform.localhost:4321", "platform.localhost", ["platform.localhost:4321"]],
    ["http://platform.localhost:4321", undefined, ["platform.localhost:4321"]],
    ["https://shops.example.co.in", "shops.example.co.in", ["shops.example.co.in"]],
    ["https://shops.example.co.in", undefined, ["www.shops.example.co.in"]],
    ["http://127.0.0.1:4321", undefined, ["127.0.0.1:4321"]],
  ];
  for (const [siteUrl, configured, platformHosts] of cases) {
    it(`${siteUrl} (${configured ?? "derived"})`, () => {
      const config: Config = { ...prod, siteUrl, ...(configured ? { platformDomain: configured } : {}) };
      const platform = platformOf(siteUrl, configured);
      const page = (host: string) =>
        routeRequest({ host, pathname: "/cart", method: "GET", isAsset: false }, platform.domain).kind;
      for (const host of platformHosts) expect(page(host), host).not.toBe("shell");
      if (platform.domain === "127.0.0.1") return; // an IP has no subdomains: no shop lives there
      const shop = new URL(shopUrl(platform, "demo"));
      expect(page(shop.host)).toBe("shell");
      expect(hostKind(shop.host, platform.domain)).toEqual({ kind: "shop", subdomain: "demo" });
      expect(isAllowedOrigin(shop.origin, config)).toBe(true);
      expect(isAllowedOrigin(new URL(handoffTarget(platform, "demo")).origin, config)).toBe(true);
      const cookieDomain = loginCookieAttributes(platform).domain;
      expect(shop.hostname === cookieDomain || shop.hostname.endsWith(`.${cookieDomain}`)).toBe(true);
    });
  }
});
