/**
 * Issue 37: a shop that keeps its own UPI id matches its bank's or UPI app's
 * statement to its orders (POST /api/seller/shops/{shopId}/upi-statement:
 * proposes, changes nothing) and marks the ticked ones paid (…/confirm:
 * each audited, the statement's UTR kept where the order had none; a
 * placement paid already is skipped and said). One seeded app for the file.
 */
import { and, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { UpiConfirmResponse, UpiStatementResponse } from "../../../src/contract/upiStatement";
import { indiaDate } from "../../../src/domain/delivery";
import { MAX_STATEMENT_BYTES } from "../../../src/domain/upiStatementFile";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, orders } from "../../../src/server/db/schema";
import { SUPPORT_EMAIL } from "../../../src/server/seed";
import { driverName, openSeededApp, TEST_SELLER_KEY } from "../support";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asPerson } from "../support/tokens";

const BUYER = "upi.statement.buyer@x.in";
const BASE = "/api/seller/shops/demo/upi-statement";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
let address: string;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
  address = await savedAddress(app, BUYER, "Asha Verma");
});
afterAll(() => handle.close());

let keys = 0;
/** A UPI placement at demo: its reference, order ids and what it owes (the bill's payable). */
async function upiOrder(
  lines: { productId: string; productCount: number }[],
  extra: { transactionId?: string; couponCode?: string; paymentMethod?: "UPI" | "COD" } = {},
) {
  const reference = `PLTEST${String(++keys).padStart(8, "0")}`;
  const placed = await placeOrder(
    app,
    orderBody(
      BUYER,
      address,
      lines.map((l) => ({ shopId: "demo", ...l })),
      { paymentMethod: "UPI", idempotencyKey: reference, ...extra },
    ),
  );
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  const { orderIds, totals } = v.parse(AddOrderResponse, placed.json);
  const [row] = await handle.db
    .select()
    .from(orders)
    .where(eq(orders.orderId, orderIds[0] ?? ""));
  return { reference, orderIds, due: totals.payable, placementId: row?.placementId ?? "" };
}

/** Today's date as an Indian statement writes it: dd/mm/yyyy. */
const today = () => indiaDate(new Date()).split("-").reverse().join("/");
/** An amount as HDFC writes it, quoted: "1,250.00". */
const money = (n: number) => `"${n.toLocaleString("en-IN", { minimumFractionDigits: 2 })}"`;

/** An HDFC-like statement: a preamble, then the rows [narration, ref, withdrawal, deposit]. */
function statement(rows: [narration: string, ref: string, debit: number, credit: number][]): string {
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Statement From : 01/11/2026  To : 30/11/2026,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    "********,********,********,********,********,********,********",
    ...rows.map(
      ([narration, ref, debit, credit]) =>
        `${today()},${narration},${ref},${today()},${debit ? money(debit) : ""},${credit ? money(credit) : ""},"10,000.00"`,
    ),
  ].join("\n");
}

/** POSTs a statement as text/csv (or `type`) as `as`. */
async function upload(body: BodyInit, as: string | null = DEMO_OWNER, type = "text/csv", shopId = "demo") {
  const headers: Record<string, string> = { "content-type": type, ...(as ? await asPerson(as) : {}) };
  const res = await app.request(`/api/seller/shops/${shopId}/upi-statement`, {
    method: "POST",
    headers,
    body,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const proposed = (json: unknown) => v.parse(UpiStatementResponse, json);
const confirm = (matches: { placementId: string; utr?: string }[], as: string | null = DEMO_OWNER) =>
  call("POST", `${BASE}/confirm`, { matches }, as);

const paidAudits = async (orderIds: string[]) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "order.paid"), inArray(auditLog.target, orderIds)));

describe(`POST ${BASE} and /confirm (${driverName})`, () => {
  it("proposes matches by UTR, by reference and by amount only, changing nothing; confirmed, they are paid and audited", async () => {
    const byUtr = await upiOrder([{ productId: "organic-jaggery-1kg", productCount: 2 }], {
      transactionId: "631512345678",
    });
    const byRef = await upiOrder([{ productId: "assam-tea-500g", productCount: 1 }]);
    const byAmount = await upiOrder(
      [
        { productId: "organic-jaggery-1kg", productCount: 1 },
        { productId: "assam-tea-500g", productCount: 2 },
      ],
      { couponCode: "gotan50" },
    );
    const left = await upiOrder([{ productId: "assam-tea-500g", productCount: 3 }]);
    expect(new Set([byUtr.due, byRef.due, byAmount.due, left.due]).size).toBe(4);

    const csv = statement([
      [`UPI-ASHA VERMA-ASHA@OKICICI-ICIC0001234-631512345678-PAYMENT`, "0000631512345678", 0, byUtr.due],
      [
        `UPI-ASHA VERMA-ASHA@OKICICI-ICIC0001234-631512349999-ORDER ${byRef.reference}`,
        "0000631512349999",
        0,
        byRef.due,
      ],
      ["UPI-RAVI-RAVI@YBL-YESB0YBLUPI-631600001111-UPI", "0000631600001111", 0, byAmount.due],
      ["NEFT CR-SBIN0001234-MEENA DAIRY", "SBIN326307123456", 0, 25_000],
      ["POS 416021XXXXXX4411 RELIANCE", "0000000000418233", 1180, 0],
    ]);
    const answer = await upload(csv);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const body = proposed(answer.json);
    expect(body.statement).toMatchObject({ transactions: 5, credits: 4, unreadableRows: [] });
    expect(body.matches.map((m) => [m.placementId, m.strength, m.credit.reference])).toEqual([
      [byUtr.placementId, "utr", "631512345678"],
      [byRef.placementId, "reference", "631512349999"],
      [byAmount.placementId, "amount only", "631600001111"],
    ]);
    expect(body.matches[1]).toMatchObject({
      orderRef: [...byRef.orderIds].sort()[0]?.slice(-6),
      paymentReference: byRef.reference,
      due: byRef.due,
      shopperUtr: "",
    });
    expect(body.unmatched).toEqual([
      {
        credit: expect.objectContaining({ amount: 25_000 }),
        reason: expect.stringMatching(/^No order waiting/),
      },
    ]);
    expect(body.waiting.map((p) => p.placementId)).toEqual([left.placementId]);
    // Nothing changed: every order still waits, and nothing was audited.
    const ids = [...byUtr.orderIds, ...byRef.orderIds, ...byAmount.orderIds];
    const rows = await handle.db.select().from(orders).where(inArray(orders.orderId, ids));
    expect(rows.every((r) => r.paymentReceivedAt === null)).toBe(true);
    expect(await paidAudits(ids)).toEqual([]);

    const done = await confirm(
      body.matches.map((m) => ({ placementId: m.placementId, utr: m.credit.reference })),
    );
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(v.parse(UpiConfirmResponse, done.json).results.map((r) => r.outcome)).toEqual([
      "paid",
      "paid",
      "paid",
    ]);
    const after = await handle.db.select().from(orders).where(inArray(orders.orderId, ids));
    expect(after.every((r) => r.paymentReceivedAt !== null && r.paymentReceivedBy === DEMO_OWNER)).toBe(true);
    // The statement's UTR where the order had none; the shopper's own kept.
    const utrOf = (id: string) => after.find((r) => r.orderId === id)?.transactionId;
    expect(utrOf(byUtr.orderIds[0] ?? "")).toBe("631512345678");
    expect(utrOf(byRef.orderIds[0] ?? "")).toBe("631512349999");
    expect(byAmount.orderIds.map(utrOf)).toEqual(["631600001111", "631600001111"]);
    const audited = await paidAudits(ids);
    expect(audited).toHaveLength(3);
    expect(audited.find((a) => byRef.orderIds.includes(a.target))).toMatchObject({
      actor: DEMO_OWNER,
      scope: "shop:demo",
      after: expect.objectContaining({
        via: "upi-statement",
        statementUtr: "631512349999",
        utr: "631512349999",
      }),
    });

    // Again: skipped and said, nothing written; the statement again names them paid already.
    const again = await confirm(
      body.matches.map((m) => ({ placementId: m.placementId, utr: m.credit.reference })),
    );
    expect(v.parse(UpiConfirmResponse, again.json).results).toEqual(
      body.matches.map((m) =>
        expect.objectContaining({
          placementId: m.placementId,
          outcome: "already paid",
          message: `Order #${m.orderRef} was marked paid already`,
        }),
      ),
    );
    expect(await paidAudits(ids)).toHaveLength(3);
    const reread = proposed((await upload(csv)).json);
    expect(reread.matches).toEqual([]);
    expect(reread.unmatched.map((u) => u.reason)).toEqual([
      ...body.matches.map((m) => `Order #${m.orderRef} is marked paid already`),
      expect.stringMatching(/^No order waiting/),
    ]);
  });

  it("takes the file as a multipart form too, and lets the shop's staff use it", async () => {
    const order = await upiOrder([{ productId: "organic-jaggery-1kg", productCount: 3 }]);
    const form = new FormData();
    const text = statement([[`UPI/631700000001/Order ${order.reference}/asha`, "-", 0, order.due]]);
    form.set("file", new File([text], "statement.csv", { type: "application/vnd.ms-excel" }));
    const res = await app.request(BASE, { method: "POST", body: form, headers: await asPerson(DEMO_STAFF) });
    expect(res.status).toBe(200);
    const body = proposed(await res.json());
    expect(body.matches.map((m) => [m.placementId, m.strength, m.credit.reference])).toEqual([
      [order.placementId, "reference", "631700000001"],
    ]);
    const done = await confirm([{ placementId: order.placementId, utr: "631700000001" }], DEMO_STAFF);
    expect(v.parse(UpiConfirmResponse, done.json).results[0]?.outcome).toBe("paid");
  });

  it("lists two placements of the same amount with no reference for a person, never guessing", async () => {
    const one = await upiOrder([{ productId: "assam-tea-500g", productCount: 4 }]);
    const two = await upiOrder([{ productId: "assam-tea-500g", productCount: 4 }]);
    const body = proposed((await upload(statement([["UPI-SOMEONE-631800000001-UPI", "", 0, one.due]]))).json);
    expect(body.matches).toEqual([]);
    expect(body.unmatched[0]?.reason).toMatch(/^2 orders wait for ₹/);
    expect(body.waiting.map((p) => p.placementId)).toEqual(
      expect.arrayContaining([one.placementId, two.placementId]),
    );
  });

  it("refuses in /confirm what it may not mark: another shop's or unknown placement, cash on delivery, a UTR used, twice asked", async () => {
    const a = await upiOrder([{ productId: "organic-jaggery-1kg", productCount: 5 }]);
    const b = await upiOrder([{ productId: "organic-jaggery-1kg", productCount: 6 }]);
    const c = await upiOrder([{ productId: "organic-jaggery-1kg", productCount: 7 }]);
    const cod = await upiOrder([{ productId: "assam-tea-500g", productCount: 5 }], { paymentMethod: "COD" });
    const [seva] = await handle.db.select().from(orders).where(eq(orders.shopId, "seva")).limit(1);
    const answer = await confirm([
      { placementId: a.placementId, utr: "631900000001" },
      { placementId: b.placementId, utr: "631900000001" },
      { placementId: a.placementId, utr: "" },
      { placementId: seva?.placementId ?? "" },
      { placementId: "no-such-placement" },
      { placementId: cod.placementId },
    ]);
    expect(answer.status).toBe(200);
    const results = v.parse(UpiConfirmResponse, answer.json).results;
    expect(results.map((r) => [r.outcome, r.message])).toEqual([
      ["paid", expect.stringMatching(/is marked paid$/)],
      ["refused", expect.stringMatching(/^UTR 631900000001 is ticked for order #\w{6} too/)],
      ["refused", "Asked twice: marked once"],
      ["refused", "No order of this shop has that placement"],
      ["refused", "No order of this shop has that placement"],
      ["refused", "This is a cash-on-delivery order: it is paid at the door"],
    ]);
    // The UTR that paid a, in a later call for c: refused too; c still waits.
    const later = await confirm([{ placementId: c.placementId, utr: "631900000001" }]);
    expect(v.parse(UpiConfirmResponse, later.json).results[0]).toMatchObject({
      outcome: "refused",
      message: `UTR 631900000001 already paid order #${results[0]?.orderRef}`,
    });
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, c.orderIds[0] ?? ""));
    expect(row?.paymentReceivedAt).toBeNull();
  });

  it("400 for a confirmation that is no list of matches, or a UTR that is not 12 digits", async () => {
    expect((await call("POST", `${BASE}/confirm`, { matches: [] })).status).toBe(400);
    expect((await call("POST", `${BASE}/confirm`, {})).status).toBe(400);
    const bad = await confirm([{ placementId: "x", utr: "12345" }]);
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([
      { field: "matches.0.utr", message: "must be the credit's 12-digit UTR" },
    ]);
  });
});

describe(`a file that is no statement, and callers who may not (${driverName})`, () => {
  it("415 for a body that is not CSV; 422 naming a PDF or a file with no credit column; 413 over 1 MB", async () => {
    const json = await upload(JSON.stringify({ a: 1 }), DEMO_OWNER, "application/json");
    expect(json.status).toBe(415);
    expect(json.json.error).toMatch(/^Send the statement as a CSV file/);
    const pdf = await upload("%PDF-1.7\n1 0 obj", DEMO_OWNER);
    expect(pdf).toMatchObject({
      status: 422,
      json: { error: expect.stringMatching(/^This file is a PDF, not a CSV/), field: "file" },
    });
    const catalogue = await upload("name,price\nrice,250\n");
    expect(catalogue).toMatchObject({
      status: 422,
      json: { error: expect.stringMatching(/^No credit column found: /) },
    });
    const empty = await upload("");
    expect(empty).toMatchObject({ status: 422, json: { error: expect.stringMatching(/empty/) } });
    const big = await upload(`Date,Narration,Credit\n${"x".repeat(MAX_STATEMENT_BYTES)}`);
    expect(big).toMatchObject({
      status: 413,
      json: { error: expect.stringMatching(/^The statement is over 1 MB/) },
    });
    const huge = await upload("x".repeat(MAX_STATEMENT_BYTES + 100 * 1024));
    expect(huge.status).toBe(413);
    const noFile = new FormData();
    noFile.set("other", "x");
    const res = await app.request(BASE, {
      method: "POST",
      body: noFile,
      headers: await asPerson(DEMO_OWNER),
    });
    expect(res.status).toBe(400);
  });

  it("401 with no credentials or a seller key; 403 another shop's owner, support, a customer; 404 an unknown shop", async () => {
    const csv = statement([["UPI", "", 0, 10]]);
    expect((await upload(csv, null)).status).toBe(401);
    const keyed = await app.request(BASE, {
      method: "POST",
      headers: { "content-type": "text/csv", "x-seller-key": `${TEST_SELLER_KEY}-demo` },
      body: csv,
    });
    expect(keyed.status).toBe(401);
    for (const who of [SEVA_OWNER, SUPPORT_EMAIL, BUYER]) {
      expect((await upload(csv, who)).status, who).toBe(403);
      expect((await confirm([{ placementId: "x" }], who)).status, who).toBe(403);
    }
    expect((await confirm([{ placementId: "x" }], null)).status).toBe(401);
    expect((await upload(csv, DEMO_OWNER, "text/csv", "nosuchshop")).status).toBe(404);
  });
});
