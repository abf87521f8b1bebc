/**
 * A fuzzed API (issue 23): fast-check builds requests for every route of the
 * OpenAPI document (valid, boundary and hostile values: huge, empty, NUL,
 * lone surrogates, deep JSON, wrong types, other users' ids and keys) in its
 * JSON body, its path parameters and its query string (issue 35: a NUL in a
 * query string or a path was a 500), sends them with no credential, a
 * customer's token, another shop's seller key or a rider's key, and asserts
 * for each answer: no 5xx, a status the document lists (or the global 413
 * and 415), a body that matches the schema it documents for that status;
 * and, after the run, that nothing of another customer changed. Bounded in
 * count (FUZZ_RUNS a call with a body, URL_FUZZ_RUNS a call without) and time.
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
import { type Doc, type Operation, openApiDoc, type Schema } from "../support/openapi";
import { SEVA_OWNER } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

/**
 * Requests per call with a JSON body (its path and query fuzzed with it), and per call whose path
 * parameters and query string are all it takes; the whole run also stops after TIME_LIMIT_MS.
 */
const FUZZ_RUNS = 40;
const URL_FUZZ_RUNS = 25;
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
  const victimOrders = v.parse(AddOrderResponse, placed.json).orderIds;
  theirs.push(key, ...victimOrders);
  PATH_HINTS.orderId?.push(...victimOrders);
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

/**
 * Path parameter values a handler finds, by name: the demo shop (no credential of the run sells for
 * it, so its rows are checked after the run), its products and staff, the victim's orders (beforeAll).
 * A read names the shop its caller sells for (kala's key, seva's owner), so its query reaches the
 * database; a write never does, so no row the run checks is one its credentials may change.
 */
const PATH_HINTS: Record<string, string[]> = {
  shopId: ["demo"],
  productId: ["forest-honey-500g", "toor-dal-1kg"],
  orderId: ["ODNOSUCHORDER1"],
  slug: ["a-blog"],
  who: ["demo.staff@example.com"],
  id: ["1"],
  riderId: ["1"],
  franchiseId: ["1"],
  pincode: ["302001"],
  file: ["none.png"],
};

/** Query values that pass their checks, by name (the rest come from the parameter's schema). */
const QUERY_HINTS: Record<string, string[]> = {
  page: ["1", "2"],
  limit: ["10"],
  q: ["honey", "demo", "9876543210"],
  host: ["demo.localhost"],
  shopId: ["demo", "kala", "seva"],
  after: ["0"],
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

/**
 * Text percent-encoded for a URL, code point by code point; a lone surrogate as the three bytes
 * UTF-8 would give it (%ED%A0%80: no UTF-8), which the server must take as text, not decode.
 */
function encode(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

/** A value as a URL carries it: text as it is, anything else as its JSON. */
const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** Text no column can hold, more often in a URL than hostileText has it: what issue 35's 500s were. */
const unsafeText = fc.constantFrom("\u0000", "a\u0000b", "x\uD800", "\uDFFFy");

/** One path or query parameter of a call: the values that pass its checks (none known: its schema's fuzz). */
type UrlPart = { name: string; in: "path" | "query"; schema: Schema; valid: string[] };

/** The call's parameters; a read's shopId is the shop its caller sells for. */
function urlParts(path: string, method: string, op: Operation, shop: string): UrlPart[] {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m): UrlPart => {
    const name = m[1] ?? "";
    const valid = name === "shopId" && method === "get" ? [shop] : (PATH_HINTS[name] ?? [name]);
    return { name, in: "path", schema: { type: "string" }, valid };
  });
  const inQuery = (op.parameters ?? [])
    .filter((p) => p.in === "query")
    .map((p): UrlPart => {
      const schema = resolve(p.schema);
      const listed = [schema.default, ...(schema.enum ?? [])].filter((x) => typeof x === "string");
      return { name: p.name, in: "query", schema, valid: QUERY_HINTS[p.name] ?? listed };
    });
  return [...inPath, ...inQuery];
}

/** A value that passes a parameter's checks, when one is known. */
const validValue = (part: UrlPart) =>
  part.valid.length ? fc.constantFrom(...part.valid) : valueFor(part.schema).map(asText);
/** Anything, text no column can hold most often. */
const badValue = (part: UrlPart) =>
  fc.oneof(
    { weight: 2, arbitrary: unsafeText },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: valueFor(part.schema).map(asText) },
  );

/**
 * A call's URL: its path parameters filled in and its query string. Mostly every part passes but one,
 * which is anything (so the bad part reaches the code behind the others' checks); sometimes any part
 * may be bad, sometimes none is (so a body is what the call refuses or takes). A query parameter is now and then left out, and now and then one the call does not
 * take is added, its name or value hostile. A path value that is empty, . or .. is made another
 * text (those are another path, not this call).
 */
function urlFor(path: string, method: string, op: Operation, shop: string): fc.Arbitrary<string> {
  const parts = urlParts(path, method, op, shop);
  // Each part as often as the others (fast-check favours small numbers, which would be the first part).
  const oneBad = fc
    .noBias(fc.nat({ max: Math.max(0, parts.length - 1) }))
    .chain((bad) => fc.tuple(...parts.map((part, i) => (i === bad ? badValue(part) : validValue(part)))));
  const anyBad = fc.tuple(
    ...parts.map((part) =>
      fc.oneof({ weight: 3, arbitrary: validValue(part) }, { weight: 1, arbitrary: badValue(part) }),
    ),
  );
  const allValid = fc.tuple(...parts.map(validValue));
  const values = fc.oneof(
    { weight: 3, arbitrary: oneBad },
    { weight: 1, arbitrary: anyBad },
    { weight: 1, arbitrary: allValid },
  );
  const kept = fc.tuple(
    ...parts.map(() => fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false))),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.oneof(fc.constantFrom("x", "q\u0000", "\uD800"), hostileText), hostileText),
    },
  );
  return fc.tuple(values, kept, extra).map(([filled, keep, more]) => {
    let i = 0;
    const url = path.replace(/\{\w+\}/g, () => {
      const value = filled[i++] ?? "";
      return encode(["", ".", ".."].includes(value) ? `${value}x` : value);
    });
    const pairs = parts.flatMap((part, at): [string, string][] =>
      part.in === "query" && keep[at] ? [[part.name, filled[at] ?? ""]] : [],
    );
    if (more) pairs.push(more);
    const query = pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
    return query ? `${url}?${query}` : url;
  });
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
  it(`every call with a JSON body (${FUZZ_RUNS} requests each) or with path or query parameters (${URL_FUZZ_RUNS}): no 5xx, a documented status and body, nobody else's data changed`, async () => {
    const started = Date.now();
    /**
     * Who calls, and the shop a read of theirs names (the one they sell for; demo for the rest). A read
     * is most often seva's owner's, whose reads of their own shop reach its queries; a write never names
     * their shop (PATH_HINTS).
     */
    const seva = await asCustomer(SEVA_OWNER);
    const callersFor = async (method: string) =>
      fc.oneof(
        ...[
          { headers: {} },
          { headers: await asCustomer(ATTACKER) },
          { headers: { "X-Seller-Key": `${TEST_SELLER_KEY}-kala` }, shop: "kala" },
          { headers: { "X-Rider-Key": TEST_RIDER_KEY } },
          { headers: { ...(await asCustomer(ATTACKER)), ...PASSCODE } },
          { headers: { authorization: "Bearer not-a-token" } },
          // A seller, of another shop than the writes name.
          { headers: seva, shop: "seva", weight: method === "get" ? 6 : 1 },
        ].map(({ headers, shop = "demo", weight = 1 }) => ({
          weight,
          arbitrary: fc.constant<{ headers: Record<string, string>; shop: string }>({ headers, shop }),
        })),
      );
    /** How many requests went, how many carried path parameters or a query string, how many of those NUL or broken text. */
    const sent = { all: 0, url: 0, hostileUrl: 0, calls: 0 };
    const seen = new Map<string, Set<number>>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content["application/json"]?.schema;
        const takesUrl = (op.parameters ?? []).length > 0;
        if (!schema && !takesUrl) continue;
        sent.calls++;
        const body = schema ? bodyFor(schema).map((b): string | null => b) : fc.constant(null);
        await fc.assert(
          fc.asyncProperty(
            (await callersFor(method)).chain(({ headers, shop }) =>
              fc.tuple(fc.constant(headers), urlFor(path, method, op, shop)),
            ),
            body,
            async ([headers, target], json) => {
              const init: RequestInit = json === null ? { headers } : postJson(json, headers);
              const res = await app.request(target, { ...init, method: method.toUpperCase() });
              sent.all++;
              if (target !== path) {
                sent.url++;
                if (/%00|%ED%[AB]/i.test(target)) sent.hostileUrl++;
              }
              // A live stream (server-sent events) never ends: its first event is read, then it is closed.
              const live = /text\/event-stream/.test(res.headers.get("content-type") ?? "");
              const text = live ? await firstEvent(res) : await res.text();
              if (live)
                expect(text, `${target}: a stream opens with its ready event`).toMatch(/^event: ready\n/);
              const what = `${method.toUpperCase()} ${target.slice(0, 200)} ${res.status} ${(json ?? "").slice(0, 120)} → ${text.slice(0, 200)}`;
              expect(res.status < 500, what).toBe(true);
              const documented = op.responses[String(res.status)];
              expect(documented !== undefined || GLOBAL.has(res.status), `undocumented status: ${what}`).toBe(
                true,
              );
              if (!/json/.test(res.headers.get("content-type") ?? "")) {
                // A file (an image, the catalogue) where the document says the call answers one.
                const types = Object.keys(documented?.content ?? {});
                expect(
                  types.some((type) => !type.includes("json")),
                  `undocumented body: ${what}`,
                ).toBe(true);
              } else {
                const answerSchema =
                  documented?.content?.["application/json"]?.schema ?? doc.components.schemas.ApiError ?? {};
                const mismatch = matchesDoc(answerSchema, JSON.parse(text));
                expect(mismatch, `body breaks its documented schema: ${what}`).toBeNull();
              }
              seen.set(path, (seen.get(path) ?? new Set()).add(res.status));
            },
          ),
          {
            numRuns: schema ? FUZZ_RUNS : URL_FUZZ_RUNS,
            interruptAfterTimeLimit: Math.max(1, TIME_LIMIT_MS - (Date.now() - started)),
          },
        );
      }
    }
    // Every call was reached, and more than its refusals: some answers got past the checks.
    expect(seen.size).toBeGreaterThan(60);
    expect(sent.all).toBeGreaterThan(60 * 10);
    expect(sent.url).toBeGreaterThan(40 * 10);
    expect(sent.hostileUrl).toBeGreaterThan(40);
    expect([...seen.values()].some((statuses) => [...statuses].some((s) => s < 300))).toBe(true);
    expect(await victimRows()).toEqual(before);
    expect(errors).toEqual([]);
    console.info(`fuzz: ${JSON.stringify(sent)} in ${Date.now() - started} ms`);
  }, 180_000);
});

/** The first chunk of a server-sent events answer (its ready event); the stream is then closed. */
async function firstEvent(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
