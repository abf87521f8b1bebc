/**
 * GET /api/support/orders: a support admin finds orders across shops by the
 * order number a shopper reads, a whole order id, a phone typed any usual way
 * (the address's or the customer's saved one) or an email; 20 a page,
 * newest first; anything else is refused with what to type.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SupportOrdersResponse } from "../../../src/contract/support";
import { SUPPORT_QUERY_HELP } from "../../../src/domain/orders/support";
import { driverName } from "../support";
import { call as customerCall } from "../support/shopping";
import { openSupportFixture, SUPPORT, type SupportFixture } from "./support-fixture";

let fx: SupportFixture;
let shirt: string;
let honey: string;
let kala: string;
const buyer = "finder@x.in";
beforeAll(async () => {
  fx = await openSupportFixture();
  [shirt, honey] = (await fx.place(
    [
      { shopId: "demo", productId: "printed-tshirt", productCount: 2, size: "M", color: "White" },
      { shopId: "demo", productId: "forest-honey-500g", productCount: 1 },
    ],
    buyer,
  )) as [string, string];
  [kala] = (await fx.place([{ shopId: "kala", productId: "blue-pottery-vase", productCount: 1 }], buyer)) as [
    string,
  ];
});
afterAll(() => fx.handle.close());

const search = async (q: string, page?: number) => {
  const query = new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) });
  return fx.call("GET", `/api/support/orders?${query}`, undefined, SUPPORT);
};
const found = async (q: string, page?: number) => {
  const { status, json } = await search(q, page);
  expect(status, JSON.stringify(json)).toBe(200);
  return v.parse(SupportOrdersResponse, json);
};

describe(`GET /api/support/orders (${driverName})`, () => {
  it("finds an order by the number the shopper sees, typed any case, with or without #", async () => {
    const number = shirt.slice(-6);
    for (const q of [number, number.toLowerCase(), `#${number}`, ` ${number} `]) {
      const answer = await found(q);
      expect(answer.kind).toBe("number");
      expect(answer.orders.map((o) => o.orderId)).toEqual([shirt]);
    }
    const [row] = (await found(shirt.slice(-6))).orders;
    expect(row).toEqual({
      orderId: shirt,
      placementId: expect.any(String),
      shopId: "demo",
      shopName: expect.any(String),
      email: buyer,
      phone: "+919000000001",
      productName: expect.any(String),
      productCount: 2,
      size: "M",
      color: "White",
      total: expect.any(Number),
      paymentMethod: "COD",
      paid: false,
      riderStatus: "Pending",
      stage: "Pending",
      createdAt: expect.any(String),
    });
    expect(row?.total).toBeGreaterThan(0);
    expect(row?.shopName).not.toBe("");
  });

  it("finds an order by its whole id", async () => {
    const answer = await found(kala.toLowerCase());
    expect(answer).toMatchObject({ kind: "orderId", total: 1, orders: [{ orderId: kala, shopId: "kala" }] });
  });

  it("finds a customer's orders across shops by email, newest first", async () => {
    const answer = await found(" FINDER@x.in ");
    expect(answer.kind).toBe("email");
    expect(answer.orders.map((o) => o.orderId).sort()).toEqual([shirt, honey, kala].sort());
    expect(new Set(answer.orders.map((o) => o.shopId))).toEqual(new Set(["demo", "kala"]));
    const times = answer.orders.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("finds orders by the phone in their address, typed any usual way", async () => {
    for (const q of ["9000000001", "+91 90000 00001", "+91-9000000001", "09000000001"]) {
      const answer = await found(q);
      expect(answer.kind).toBe("phone");
      expect(answer.orders.map((o) => o.orderId)).toEqual(expect.arrayContaining([shirt, honey, kala]));
    }
    expect((await found("9111111111")).orders).toEqual([]);
  });

  it("finds orders by the customer's saved phone, where the address has another", async () => {
    const saver = "saved.phone@x.in";
    const [order] = await fx.place([{ shopId: "demo", productId: "assam-tea-500g", productCount: 1 }], saver);
    const saved = await customerCall(
      fx.app,
      "/customer/updatecustomer",
      { email: saver, name: "Saved Phone", phoneNumber: "98290 11111" },
      saver,
    );
    expect(saved.status).toBe(200);
    const answer = await found("+919829011111");
    expect(answer.orders.map((o) => o.orderId)).toEqual([order]);
    // The row shows the address's phone, the one the rider calls.
    expect(answer.orders[0]?.phone).toBe("+919000000001");
  });

  it("pages by 20, newest first", async () => {
    const many = "many.orders@x.in";
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      ids.push(...(await fx.place([{ shopId: "demo", productId: "assam-tea-500g", productCount: 1 }], many)));
    }
    const first = await found(many);
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.orders).toHaveLength(20);
    const second = await found(many, 2);
    expect(second.orders.map((o) => o.orderId)).toHaveLength(1);
    const all = [...first.orders, ...second.orders].map((o) => o.orderId);
    expect(new Set(all)).toEqual(new Set(ids));
    expect((await found(many, 3)).orders).toEqual([]);
  });

  it("refuses what it can't read, saying what to type", async () => {
    for (const q of ["zz", "A2B3C4D", "12345", "asha@", "5876543210"]) {
      expect(await search(q)).toEqual({ status: 400, json: { error: SUPPORT_QUERY_HELP, field: "q" } });
    }
    const empty = await fx.call("GET", "/api/support/orders", undefined, SUPPORT);
    expect(empty).toMatchObject({ status: 400, json: { field: "q" } });
    expect(await search("   ")).toMatchObject({ status: 400, json: { field: "q" } });
    expect(await search("x".repeat(101))).toMatchObject({ status: 400, json: { field: "q" } });
    expect(await search("a\u0000b@x.in")).toMatchObject({ status: 400, json: { field: "q" } });
    for (const page of ["0", "-1", "x", "999999"]) {
      const res = await fx.call("GET", `/api/support/orders?q=${shirt}&page=${page}`, undefined, SUPPORT);
      expect(res).toMatchObject({ status: 400, json: { field: "page" } });
    }
  });
});
