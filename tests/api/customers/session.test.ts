/** The cross-domain login (handoff code → shop session); phone sign-in: phone.test.ts. */
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HandoffResponse, SessionResponse } from "../../../src/contract/customer";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { handoffCodes } from "../../../src/server/db/schema";
import { DEMO_CUSTOMER_EMAIL } from "../../../src/server/seed/customer";
import { driverName, openSeededApp, postJson } from "../support";
import { call } from "../support/shopping";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

async function handoff(email: string) {
  const { status, json } = await call(app, "/customer/handoff", { email }, email);
  expect(status).toBe(200);
  return v.parse(HandoffResponse, json).response;
}
async function session(email: string, code: string) {
  const res = await app.request("/customer/session", postJson({ email, code }));
  return { status: res.status, json: (await res.json()) as unknown };
}

describe(`POST /customer/handoff and /customer/session (${driverName})`, () => {
  it("trades a fresh code for the user data and a session token that works as Bearer", async () => {
    const before = Date.now();
    const { code, expiresAt } = await handoff(DEMO_CUSTOMER_EMAIL);
    expect(code).toMatch(/^[\w-]{43}$/);
    const ttl = Date.parse(expiresAt) - before;
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(121_000);
    const stored = await handle.db.select().from(handoffCodes);
    expect(stored.map((r) => r.codeHash)).not.toContain(code); // only its hash is kept

    const { status, json } = await session(DEMO_CUSTOMER_EMAIL, code);
    expect(status).toBe(200);
    const { response, sessionToken } = v.parse(SessionResponse, json);
    expect(response.email).toBe(DEMO_CUSTOMER_EMAIL);
    expect(response.orders.length).toBe(8);
    const res = await app.request(
      "/customer/userdata",
      postJson({ email: DEMO_CUSTOMER_EMAIL }, { authorization: `Bearer ${sessionToken}` }),
    );
    expect(res.status).toBe(200);
  });

  it("401 for a reused, wrong or expired code, or a code for another email", async () => {
    const refused = {
      error: "This sign-in link has expired or was already used; sign in again",
      field: "code",
    };
    const { code } = await handoff("h@x.in");
    expect((await session("h@x.in", code)).status).toBe(200);
    expect(await session("h@x.in", code)).toEqual({ status: 401, json: refused });

    const other = await handoff("h@x.in");
    expect(await session("thief@x.in", other.code)).toEqual({ status: 401, json: refused });
    // One character changed (to a different one: the code may already end in "A").
    const wrong = `${other.code.slice(0, -1)}${other.code.endsWith("A") ? "B" : "A"}`;
    expect(await session("h@x.in", wrong)).toEqual({ status: 401, json: refused });
    await handle.db.update(handoffCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await session("h@x.in", other.code)).toEqual({ status: 401, json: refused });
  });

  it("a code can be spent only once, even by two racing requests", async () => {
    const { code } = await handoff("race@x.in");
    const results = await Promise.all(Array.from({ length: 5 }, () => session("race@x.in", code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it("handoff needs a Google sign-in for the same email; a session token is not enough", async () => {
    expect((await app.request("/customer/handoff", postJson({ email: "h@x.in" }))).status).toBe(401);
    expect((await call(app, "/customer/handoff", { email: "b@x.in" }, "h@x.in")).status).toBe(403);
    const { code } = await handoff("h@x.in");
    const { sessionToken } = v.parse(SessionResponse, (await session("h@x.in", code)).json);
    const res = await app.request(
      "/customer/handoff",
      postJson({ email: "h@x.in" }, { authorization: `Bearer ${sessionToken}` }),
    );
    expect(res.status).toBe(401);
  });

  it("400 for a bad body", async () => {
    expect(await session("not-an-email", "x".repeat(43))).toMatchObject({
      status: 400,
      json: { field: "email" },
    });
    expect(await session("h@x.in", "short")).toMatchObject({ status: 400, json: { field: "code" } });
  });
});
