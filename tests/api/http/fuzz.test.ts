/**
 * A fuzzed API (issue 23): fast-check builds requests for every route of the
 * OpenAPI document (valid, boundary and hostile values: huge, empty, NUL,
 * lone surrogates, deep JSON, wrong types, other users' ids and keys), sends
 * them with no credential, a customer's token, another shop's seller key or
 * a rider's key, and asserts for each answer: no 5xx, a status the document
 * lists (or the global 413 and 415), a body that matches the schema it
 * documents for that status; and, after the run, that nothing of another
 * customer changed. Bounded in count (FUZZ_RUNS a route) and time.
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { addresses, customers, orders, products, shops, staffRoles } from "../../../src/server/db/schema";
import {
  driverName,
  errorCollector,
  openSeededApp,
  postJson,
  TEST_RIDER_KEY,
  TEST_SELLER_KEY,
  testConfig,
} from "../support";
import { PASSCODE } from "../support/content";
import { concretePath, type Doc, openApiDoc, type Schema } from "../support/openapi";
import { SEVA_OWNER } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

/** Requests per route; the whole run also stops after TIME_LIMIT_MS. */
const FUZZ_RUNS = 60;
const TIME_LIMIT_MS = 60_000;
const VICTIM = "victim@x.in";
const ATTACKER = "fuzzer@x.in";

let app: App;
let handle: DbHandle;
let doc: Doc;
const { errors, log } = errorCollector();
/** Values that belong to someone else: the victim's email, order ids and address key, other shops. */
const theirs: string[] = [VICTIM, "demo.customer@example.com", "addr-home", "demo", "kala", "seva"];
let victimRows: () => Promise<unknown>;
let before: unknown;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp(testConfig, { log }));
  doc = await openApiDoc(app);
  const key = await savedAddress(app, VICTIM, "Victim Person");
  const placed = await placeOrder(
    app,
    orderBody(VICTIM, key, [{ shopId: "demo", productId: "forest-honey-500g", productCount: 1 }]),
  );
  theirs.push(key, ...v.parse(AddOrderResponse, placed.json).orderIds);
  HINTS.addressKey?.push(await savedAddress(app, ATTACKER, "Fuzz Tester"));
  victimRows = async () => ({
    customer: await handle.db.select().from(customers).where(eq(customers.email, VICTIM)),
    addresses: await handle.db.select().from(addresses).where(eq(addresses.email, VICTIM)),
    orders: await handle.db.select().from(orders).where(eq(orders.email, VICTIM)),
    // The shop the seller paths name: no credential the fuzz holds sells for it.
    shop: await handle.db.select().from(shops).where(eq(shops.shopId, "demo")),
    products: await handle.db.select().from(products).where(eq(products.shopId, "demo")).orderBy(products.id),
    // Everyone's roles but a franchise a caller signed up for themselves (theirs to make).
    people: await handle.db
      .select()
      .from(staffRoles)
      .where(sql`not (${staffRoles.role} = 'franchise' and ${staffRoles.grantedBy} = ${staffRoles.email})`)
      .orderBy(staffRoles.id),
  });
  before = await victimRows();
});
afterAll(() => handle.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? (doc.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

/** Values that pass a field's checks, by field name (an own address key is added in beforeAll). */
const HINTS: Record<string, unknown[]> = {
  email: [ATTACKER],
  shopId: ["demo", "kala", "seva"],
  productId: ["forest-honey-500g", "toor-dal-1kg"],
  productCount: [1, 2],
  paymentMethod: ["COD", "UPI"],
  addressKey: [],
  idempotencyKey: ["fuzz-key-0001", "fuzz-key-0002"],
  name: ["Fuzz Tester"],
  fullName: ["Fuzz Tester"],
  address: ["12 Test Street"],
  pincode: ["302001"],
  phoneNumber: ["9829012345", "+919829012345"],
  otp: ["123456"],
  passcode: ["wrong-passcode"],
};

/** Strings no field should be hurt by. */
const hostileText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\uD800b",
  "\uDFFF",
  "x".repeat(70_000),
  "'; drop table orders; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "😀".repeat(50),
  "१२३४५६",
);

/** A value for a schema: often valid-looking, sometimes at its bounds, sometimes hostile or of the wrong type. */
function valueFor(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const wrongType = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth)));
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrongType);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileText, wrongType);
  const types = [schema.type ?? []].flat();
  if (types.includes("string")) {
    const bounds = [
      schema.minLength ?? 0,
      schema.maxLength,
      schema.maxLength === undefined ? undefined : schema.maxLength + 1,
    ]
      .filter((n): n is number => n !== undefined)
      .map((n) => "a".repeat(n));
    return fc.oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 3, arbitrary: fc.constantFrom(...theirs, ...bounds) },
      { weight: 2, arbitrary: hostileText },
      { weight: 1, arbitrary: wrongType },
    );
  }
  if (types.includes("number") || types.includes("integer")) {
    return fc.oneof(
      fc.integer({ min: -5, max: 5 }),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -1e308, 0.5, 1e-9),
      fc.double({ noNaN: true }),
      hostileText,
      wrongType,
    );
  }
  if (types.includes("boolean")) return fc.oneof(fc.boolean(), wrongType, hostileText);
  if (types.includes("array")) {
    if (depth > 4) return fc.constant([]);
    return fc.oneof(
      fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 }),
      wrongType,
      hostileText,
    );
  }
  if (types.includes("object") || schema.properties) {
    if (depth > 4) return fc.constant({});
    const props = Object.entries(schema.properties ?? {});
    // Often a field gets a value that passes (the fuzzer's own email, a real shop and product), so calls
    // get past their checks too; the rest of the time anything.
    const field = (k: string, s: Schema) =>
      HINTS[k]
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HINTS[k]) }, valueFor(s, depth + 1))
        : valueFor(s, depth + 1);
    const fields = Object.fromEntries(props.map(([k, s]) => [k, field(k, s)]));
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(fields, { requiredKeys: (schema.required ?? []).filter((k) => k in fields) }),
      },
      { weight: 3, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  return fc.oneof(fc.string({ maxLength: 10 }), wrongType);
}

/** A whole body: the schema's, or JSON that is not what any call takes. */
function bodyFor(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(schema).map((value) => JSON.stringify(value) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${"[".repeat(5000)}${"]".repeat(5000)}`,
        `${'{"a":'.repeat(40)}1${"}".repeat(40)}`,
        "{not json",
        "",
        "null",
        '"text"',
        "[1,2,3]",
      ),
    },
  );
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
/** The document's schema for a status, compiled once. */
const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
function matchesDoc(schema: Schema, body: unknown): string | null {
  const withComponents = { ...schema, components: doc.components } as object;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...withComponents, $id: `s${validators.size}` });
    validators.set(schema, validate);
  }
  return validate(body) ? null : ajv.errorsText(validate.errors);
}

/** Statuses every call may answer, listed once in docs/api.md rather than on each call. */
const GLOBAL = new Set([413, 415]);

describe(`the API, fuzzed from its OpenAPI document (${driverName})`, () => {
  it(`every JSON call, ${FUZZ_RUNS} requests each: no 5xx, a documented status and body, nobody else's data changed`, async () => {
    const started = Date.now();
    const credentials = fc.constantFrom<Record<string, string>>(
      {},
      await asCustomer(ATTACKER),
      { "X-Seller-Key": `${TEST_SELLER_KEY}-kala` },
      { "X-Rider-Key": TEST_RIDER_KEY },
      { ...(await asCustomer(ATTACKER)), ...PASSCODE },
      { authorization: "Bearer not-a-token" },
      await asCustomer(SEVA_OWNER), // a seller, of another shop than the paths name
    );
    let sent = 0;
    const seen = new Map<string, Set<number>>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content["application/json"]?.schema;
        if (!schema) continue;
        await fc.assert(
          fc.asyncProperty(bodyFor(schema), credentials, async (body, headers) => {
            const res = await app.request(concretePath(path), {
              ...postJson(body, headers),
              method: method.toUpperCase(),
            });
            sent++;
            const text = await res.text();
            const what = `${method.toUpperCase()} ${path} ${res.status} ${body.slice(0, 120)} → ${text.slice(0, 200)}`;
            expect(res.status < 500, what).toBe(true);
            const documented = op.responses[String(res.status)];
            expect(documented !== undefined || GLOBAL.has(res.status), `undocumented status: ${what}`).toBe(
              true,
            );
            const answerSchema =
              documented?.content?.["application/json"]?.schema ?? doc.components.schemas.ApiError ?? {};
            const mismatch = matchesDoc(answerSchema, JSON.parse(text));
            expect(mismatch, `body breaks its documented schema: ${what}`).toBeNull();
            seen.set(path, (seen.get(path) ?? new Set()).add(res.status));
          }),
          {
            numRuns: FUZZ_RUNS,
            interruptAfterTimeLimit: Math.max(1, TIME_LIMIT_MS - (Date.now() - started)),
          },
        );
      }
    }
    // Every JSON call was reached, and more than its refusals: some answers got past the checks.
    expect(seen.size).toBeGreaterThan(20);
    expect(sent).toBeGreaterThan(20 * 10);
    expect([...seen.values()].some((statuses) => [...statuses].some((s) => s < 300))).toBe(true);
    expect(await victimRows()).toEqual(before);
    expect(errors).toEqual([]);
  }, 180_000);
});
