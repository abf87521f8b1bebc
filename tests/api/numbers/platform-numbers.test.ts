/**
 * The master admin's figures (issue 37, part 4): GET /api/platform/numbers
 * (GMV and orders beside the previous period's, shops by channel) and its
 * CSV; GET /api/platform/commissions?month= (what each kiosk operator and
 * franchise is owed) and each one's statement, JSON and CSV: a franchise's
 * percent of its shops' sales less what was taken back, a kiosk operator's
 * commission less the fees they hold in cash. Master admins only.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CommissionsResponse,
  PlatformNumbersResponse,
  StatementResponse,
} from "../../../src/contract/numbers";
import { parseCsv } from "../../../src/domain/csv";
import { indiaDay } from "../../../src/domain/numbers";
import { KIOSK_ID, KIOSK_OPERATOR_PHONE, SUPPORT_EMAIL, seedKiosk } from "../../../src/server/seed";
import { MASTER_ONLY } from "../../../src/server/staff/guard";
import { type FranchiseFixture, openFranchiseFixture } from "../onboarding/franchise-fixture";
import { driverName, TEST_MASTER_EMAIL } from "../support";
import { DEMO_OWNER } from "../support/seller";
import { asPerson } from "../support/tokens";

let f: FranchiseFixture;
const OWNER = "numbers.franchise@example.com";
const SHOP_OWNER = "numbers.shop@example.com";
const today = indiaDay(new Date());
const month = today.slice(0, 7);
let franchiseId = "";
let before: PlatformNumbersResponse;

const get = (path: string, as: string | null = TEST_MASTER_EMAIL) => f.call("GET", path, undefined, as);

beforeAll(async () => {
  f = await openFranchiseFixture();
  await seedKiosk(f.handle.db);
  before = v.parse(
    PlatformNumbersResponse,
    (await get(`/api/platform/numbers?from=${today}&to=${today}`)).json,
  );
  // A franchise at 5 %: its shop sells two lines (2 × 250 each), then one is cancelled.
  franchiseId = await f.signUp(OWNER, "Numbers Franchise");
  expect((await f.call("PUT", "/api/franchise/commission", { commissionPercent: 5 }, OWNER)).status).toBe(
    200,
  );
  await f.addShop(OWNER, "numbers-sweets", SHOP_OWNER);
  await f.confirmedOrder("numbers-sweets", SHOP_OWNER, "numbers.buyer@x.in");
  const gone = await f.confirmedOrder("numbers-sweets", SHOP_OWNER, "numbers.buyer@x.in");
  expect((await f.call("POST", "/api/digiorder/cancelorder", { orderId: gone }, SHOP_OWNER)).status).toBe(
    200,
  );
  // A kiosk merchant in its trial pays the fee in cash to the operator: 2000 commission, 3000 held.
  const paid = await f.call(
    "POST",
    "/api/kiosk/merchants/joshi-tailors/payment",
    { method: "cash", amount: 3000 },
    KIOSK_OPERATOR_PHONE,
  );
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
});
afterAll(() => f.handle.close());

describe(`the platform's figures (${driverName})`, () => {
  it("GMV and orders by day beside the previous period's, and shops by channel", async () => {
    const { status, json } = await get(`/api/platform/numbers?from=${today}&to=${today}`);
    expect(status).toBe(200);
    const n = v.parse(PlatformNumbersResponse, json);
    expect(n.series).toHaveLength(1);
    expect(n.totals.orders - before.totals.orders).toBe(2);
    expect(n.totals.sales - before.totals.sales).toBeCloseTo(500, 2);
    expect(n.totals.cancelledSales - before.totals.cancelledSales).toBeCloseTo(500, 2);
    const channel = (r: PlatformNumbersResponse, c: string) => r.channels.find((x) => x.channel === c);
    expect(n.channels.map((c) => c.channel)).toEqual(["direct", "kiosk", "franchise"]);
    expect((channel(n, "franchise")?.shops ?? 0) - (channel(before, "franchise")?.shops ?? 0)).toBe(1);
    expect((channel(n, "franchise")?.opened ?? 0) - (channel(before, "franchise")?.opened ?? 0)).toBe(1);
    expect((channel(n, "franchise")?.sales ?? 0) - (channel(before, "franchise")?.sales ?? 0)).toBeCloseTo(
      500,
      2,
    );
    expect(channel(n, "kiosk")?.shops).toBeGreaterThanOrEqual(3);
    expect(channel(n, "direct")?.shops).toBeGreaterThanOrEqual(3);
  });

  it("as CSV, named for its range", async () => {
    const res = await f.app.request(`/api/platform/numbers.csv?from=${today}&to=${today}&grain=month`, {
      headers: await asPerson(TEST_MASTER_EMAIL),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="platform-numbers-${today}-to-${today}-by-month.csv"`,
    );
    const { records } = parseCsv(await res.text());
    expect(records).toHaveLength(3);
    expect(records[2]?.[0]).toBe("Total");
  });

  it("owes a franchise its percent of the month's sales less what was taken back", async () => {
    const { status, json } = await get(`/api/platform/commissions?month=${month}`);
    expect(status).toBe(200);
    const c = v.parse(CommissionsResponse, json);
    const mine = c.parties.find((p) => p.kind === "franchise" && p.id === franchiseId);
    expect(mine).toMatchObject({
      name: "Numbers Franchise",
      percent: 5,
      sales: 1000,
      takenBack: 500,
      commission: 25,
      cash: 0,
      owed: 25,
    });
    const statement = v.parse(
      StatementResponse,
      (await get(`/api/platform/commissions/franchise/${franchiseId}/statement?month=${month}`)).json,
    );
    expect(statement.party).toEqual(mine);
    expect(statement.rows).toEqual([
      {
        shopId: "numbers-sweets",
        shopName: "Shop numbers-sweets",
        payments: 0,
        sales: 1000,
        takenBack: 500,
        commission: 25,
        cash: 0,
      },
    ]);
  });

  it("owes a kiosk operator their commission less the fees they hold in cash", async () => {
    const c = v.parse(CommissionsResponse, (await get(`/api/platform/commissions?month=${month}`)).json);
    const kiosk = c.parties.find((p) => p.kind === "kiosk" && p.id === KIOSK_ID);
    expect(kiosk).toMatchObject({
      name: "Ramesh Sharma",
      percent: null,
      payments: 1,
      sales: 3000,
      commission: 2000,
      cash: 3000,
      owed: -1000,
    });
    expect(c.parties[0]?.kind).toBe("kiosk");
    expect(c.totals.owed).toBeCloseTo(
      c.parties.reduce((n, p) => n + p.owed, 0),
      2,
    );
    const res = await f.app.request(
      `/api/platform/commissions/kiosk/${KIOSK_ID}/statement.csv?month=${month}`,
      {
        headers: await asPerson(TEST_MASTER_EMAIL),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="kiosk-${KIOSK_ID}-${month}-statement.csv"`,
    );
    const { records } = parseCsv(await res.text());
    expect(records[0]?.[0]).toBe("Shop");
    expect(records.find((r) => r[0] === "joshi-tailors")?.slice(2)).toEqual([
      "1",
      "3000.00",
      "3000.00",
      "2000.00",
      "-1000.00",
    ]);
    expect(records.at(-1)?.[0]).toBe("Total");
  });

  it("a month with nothing booked is an empty statement; a party the platform has not is 404", async () => {
    const empty = v.parse(
      StatementResponse,
      (await get(`/api/platform/commissions/franchise/${franchiseId}/statement?month=2019-01`)).json,
    );
    expect(empty.rows).toEqual([]);
    expect(empty.party).toMatchObject({ sales: 0, commission: 0, owed: 0, percent: 5 });
    expect(
      (await get(`/api/platform/commissions/franchise/no-such-franchise/statement?month=${month}`)).status,
    ).toBe(404);
    expect(
      (await get(`/api/platform/commissions/agent/${franchiseId}/statement?month=${month}`)).status,
    ).toBe(404);
  });

  it("refuses a bad month or range (400) and anyone but a master admin (403), or nobody signed in (401)", async () => {
    for (const bad of ["month=2026-13", "month=26-11", ""]) {
      const res = await get(`/api/platform/commissions?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json.field).toBe("month");
    }
    expect((await get("/api/platform/numbers?from=2026-11-30&to=2026-11-01")).json.error).toBe(
      "Invalid to: to must be on or after from",
    );
    for (const who of [SUPPORT_EMAIL, DEMO_OWNER, OWNER, KIOSK_OPERATOR_PHONE]) {
      for (const path of [
        `/api/platform/numbers?from=${today}&to=${today}`,
        `/api/platform/commissions?month=${month}`,
        `/api/platform/commissions/franchise/${franchiseId}/statement?month=${month}`,
      ]) {
        const res = await get(path, who);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(res.json.error).toBe(MASTER_ONLY);
      }
    }
    expect((await get(`/api/platform/commissions?month=${month}`, null)).status).toBe(401);
    expect((await get(`/api/platform/numbers.csv?from=${today}&to=${today}`, null)).status).toBe(401);
  });
});
