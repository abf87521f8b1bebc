/**
 * The bad-input sweep (issue 13): a NUL character or a lone surrogate in any
 * text field of any call is refused with a 400 naming that field, never a
 * 500. Every JSON call of the OpenAPI document is tried with each of its
 * string fields poisoned in turn, carrying every credential, so the refusal
 * comes from the contract boundary rather than from a missing login.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import {
  FRANCHISE_OWNER_EMAIL,
  FRANCHISE_RIDER_PHONE,
  KIOSK_OPERATOR_PHONE,
  seedFranchise,
  seedKiosk,
} from "../../../src/server/seed";
import {
  driverName,
  errorCollector,
  openSeededApp,
  postJson,
  TEST_MASTER_EMAIL,
  TEST_RIDER_KEY,
  TEST_SELLER_KEY,
  testConfig,
} from "../support";
import { PASSCODE } from "../support/content";
import { concretePath, type Doc, openApiDoc, type Schema } from "../support/openapi";
import { DEMO_OWNER } from "../support/seller";
import { asCustomer, asPerson } from "../support/tokens";

let app: App;
let handle: DbHandle;
const { errors, log } = errorCollector();
let doc: Doc;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp(testConfig, { log }));
  await seedKiosk(handle.db);
  await seedFranchise(handle.db);
  doc = await openApiDoc(app);
});
afterAll(() => handle.close());

const BAD = { nul: "de\u0000mo", surrogate: "de\uD800mo" };

/** Every string field of a body schema, as a dotted path (arrays: their first item). */
function stringPaths(schema: Schema | undefined, path = ""): string[] {
  if (!schema) return [];
  const types = [schema.type ?? []].flat();
  if (types.includes("string")) return [path];
  if (schema.anyOf) return schema.anyOf.flatMap((s) => stringPaths(s, path)).slice(0, 1);
  if (schema.items) return stringPaths(schema.items, path ? `${path}.0` : "0");
  return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
    stringPaths(s, path ? `${path}.${key}` : key),
  );
}

/** A body with `bad` at `path` and ordinary text elsewhere. */
function bodyWith(path: string, bad: string): unknown {
  const keys = path.split(".");
  const root: Record<string, unknown> = {};
  let node: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const next = last ? bad : /^\d+$/.test(keys[i + 1] ?? "") ? [] : {};
    if (Array.isArray(node)) node.push(next);
    else node[key] = next;
    if (!last) node = next as Record<string, unknown> | unknown[];
  });
  return root;
}

const credentials = {
  // The demo shop's owner: every seller call reaches its body check (a shopper would be refused first).
  ...(await asCustomer(DEMO_OWNER)),
  "X-Seller-Key": `${TEST_SELLER_KEY}-demo`,
  "X-Rider-Key": TEST_RIDER_KEY,
  ...PASSCODE,
};
/** The platform's calls are the master admin's: signed in as them, the body is what is refused. */
const masterCredentials = { ...credentials, ...(await asCustomer(TEST_MASTER_EMAIL)) };
/** A kiosk operator's calls are theirs (the seeded operator, signed in by phone). */
const operatorCredentials = { ...credentials, ...(await asPerson(KIOSK_OPERATOR_PHONE)) };
/** A franchise owner's calls are theirs, a rider's theirs (the seeded franchise's, rider by phone). */
const franchiseCredentials = { ...credentials, ...(await asPerson(FRANCHISE_OWNER_EMAIL)) };
const riderCredentials = { ...credentials, ...(await asPerson(FRANCHISE_RIDER_PHONE)) };
const credentialsFor = (path: string) =>
  /^\/api\/kiosk\//.test(path)
    ? operatorCredentials
    : /^\/api\/franchise\//.test(path)
      ? franchiseCredentials
      : /^\/api\/rider\//.test(path)
        ? riderCredentials
        : /^\/api\/(platform|staff|franchises|support)\//.test(path)
          ? masterCredentials
          : credentials;

describe(`unsafe text is a 400 naming the field (${driverName})`, () => {
  it("every JSON call, every string field, NUL and lone surrogate", async () => {
    errors.length = 0;
    let tried = 0;
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const schema = op.requestBody?.content["application/json"]?.schema;
        return schema ? [{ path, method, schema, op }] : [];
      }),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const { path, method, schema, op } of routes) {
      const fields = stringPaths(schema);
      for (const field of fields) {
        for (const bad of Object.values(BAD)) {
          const res = await app.request(concretePath(path, op), {
            ...postJson(bodyWith(field, bad), credentialsFor(path)),
            method: method.toUpperCase(),
          });
          const json = (await res.json()) as { field?: string; error?: string };
          const what = `${method} ${path} ${field} ${JSON.stringify(bad)}: ${res.status} ${json.error}`;
          expect(res.status, what).toBe(400);
          expect(json.field, what).toBe(field);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(60);
    expect(errors).toEqual([]);
  });

  it("JSON nested deeper than 32 levels is a 400 on every JSON call, signed out or not (6,850 levels were a 500)", async () => {
    const arrays = `${"[".repeat(6850)}${"]".repeat(6850)}`;
    const objects = `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`;
    const inField = `{"email":"a@x.in","orders":${arrays}}`;
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.requestBody?.content["application/json"]) continue;
        for (const body of [arrays, objects, inField]) {
          for (const headers of [{}, credentialsFor(path)]) {
            const res = await app.request(concretePath(path, op), {
              ...postJson(body, headers),
              method: method.toUpperCase(),
            });
            const json = (await res.json()) as { field?: string; error?: string };
            const what = `${method} ${path} ${body.slice(0, 12)}: ${res.status} ${json.error}`;
            expect(res.status, what).toBeLessThan(500);
            // Signed out, a call that needs a credential says so first; with every credential, the body is refused.
            if (headers === credentialsFor(path) || res.status !== 401) {
              expect(res.status, what).toBe(400);
              expect(json, what).toMatchObject({
                error: "Invalid body: must not nest deeper than 32 levels",
                field: "body",
              });
            }
            tried++;
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(60);
    expect(errors).toEqual([]);
  });

  it.each([
    ["/api/blog/slug/a%00b", "slug"],
    ["/api/blog/a%00b", "shopId"],
    ["/api/blogs?cursor=1%00", "cursor"],
    ["/shop/download-img?url=http%3A%2F%2Flocalhost%3A4321%2Fimages%2Fa%00.png", "url"],
  ])("GET %s names %s", async (url, field) => {
    const res = await app.request(url);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field?: string }).field).toBe(field);
  });

  it("every path and query parameter of every call: a NUL is a 400 naming it; a lone surrogate's bytes no 500", async () => {
    errors.length = 0;
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const param of op.parameters ?? []) {
          // A URL carries a lone surrogate only as bytes that are not UTF-8 (%ED%A0%80): they stay that text.
          for (const [bad, encoded] of [
            ["nul", "de%00mo"],
            ["surrogate", "de%ED%A0%80mo"],
          ] as const) {
            const filled = concretePath(path).split("/");
            const at = path.split("/").indexOf(`{${param.name}}`);
            if (param.in === "path") filled[at] = encoded;
            const query = param.in === "query" ? `?${param.name}=${encoded}` : "";
            const url = `${filled.join("/")}${query}`;
            const res = await app.request(url, {
              method: method.toUpperCase(),
              headers: credentialsFor(path),
            });
            const json = (await res.json()) as { field?: string; error?: string };
            const what = `${method} ${url}: ${res.status} ${json.error}`;
            if (bad === "nul") {
              expect(res.status, what).toBe(400);
              expect(json, what).toMatchObject({
                error: `Invalid ${param.name}: must not contain a NUL character`,
                field: param.name,
              });
            } else {
              expect(res.status, what).toBeLessThan(500);
            }
            tried++;
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(errors).toEqual([]);
  });

  // Issue 35: a NUL in a query string or a path parameter reached PostgreSQL, which refused it (a 500). Refused
  // before any route now, naming the parameter, signed in as the call's own caller or not signed in at all.
  it.each([
    ["GET", "/api/platform/shops?q=a%00b", "q"],
    ["GET", "/api/staff/audit?actor=%00", "actor"],
    ["GET", "/api/kiosk/merchants?q=%00", "q"],
    ["GET", "/api/franchises?q=%00&page=1", "q"],
    ["GET", "/api/seller/shops/demo/products?q=%00", "q"],
    ["GET", "/api/seller/shops/demo/products?page=1&show=active&q=x%00", "q"],
    ["GET", "/api/seller/shops/demo/orders/%00/invoice", "orderId"],
    ["POST", "/api/rider/orders/%00/pickup", "orderId"],
    ["DELETE", "/api/seller/shops/demo/blogs/%00", "slug"],
    ["DELETE", "/api/seller/shops/demo/staff/a%00%40x.in", "who"],
    ["GET", "/api/support/orders/OD%00X", "orderId"],
    ["GET", "/api/support/orders?q=a%00b%40x.in", "q"],
    ["GET", "/api/platform/shops/de%00mo", "shopId"],
    ["GET", "/api/staff/me?anything=%00", "anything"],
    ["GET", "/api/seller/shops/demo/products?q%00=x", "query"],
    ["GET", "/api/se%00ller/me", "path"],
    ["GET", "/no-such-call/%00", "path"],
  ])("%s %s is a 400 naming %s, signed in or not", async (method, url, field) => {
    const path = url.split("?")[0] ?? "";
    for (const headers of [credentialsFor(path), {}]) {
      const res = await app.request(url, { method, headers });
      const json = (await res.json()) as { field?: string; error?: string };
      expect(res.status, `${url}: ${json.error}`).toBe(400);
      expect(json.field).toBe(field);
      expect(json.error).toMatch(/^Invalid .+: (must not contain a NUL character|has a name that .+)$/);
    }
    expect(errors).toEqual([]);
  });

  it("a NUL written as %2500 is the text %00, not a NUL: the call answers as usual", async () => {
    const res = await app.request("/api/platform/shops?q=a%2500b", { headers: masterCredentials });
    expect(res.status).toBe(200);
  });

  it("a path that is not UTF-8 (an encoded surrogate) finds nothing, and is no 500", async () => {
    const res = await app.request("/api/blog/slug/a%ED%A0%80b");
    expect(res.status).toBe(404);
  });
});
