/**
 * The support search at 200,000 orders (20,000 shoppers across the three
 * shops, made with generate_series): by order number, whole id, the phone in
 * the address, the shopper's saved phone and email, each answered right and
 * through its index. Timings are printed for docs/performance.md; the bounds
 * are loose (a busy CI machine), the answers and the plans exact.
 */
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SupportOrdersResponse } from "../../../src/contract/support";
import { driverName } from "../support";
import { openSupportFixture, SUPPORT, type SupportFixture } from "./support-fixture";

const ORDERS = 200_000;
/** Ten orders each. */
const SHOPPERS = ORDERS / 10;
let fx: SupportFixture;

beforeAll(async () => {
  fx = await openSupportFixture();
  const { db } = fx.handle;
  // Shopper c's email is c{c}@bulk.in; the phone in their addresses 98 and c in 8 digits; their saved phone 97…
  await db.execute(sql`
    insert into customers (email, name, phone_number)
    select 'c' || c || '@bulk.in', 'Shopper ' || c, '+91 97' || lpad(c::text, 8, '0')
    from generate_series(0, ${SHOPPERS - 1}) as c`);
  // Loaded with the seller's numbers' roll-up trigger off (as bench:scale loads its orders): this file reads
  // no numbers, and the trigger would fold all 200,000 rows at the statement's end (minutes on PostgreSQL).
  await db.execute(sql`alter table orders disable trigger orders_numbers_insert`);
  await db.execute(sql`
    insert into orders (order_id, placement_id, shop_id, product_id, product_name, product_count,
      one_piece_price, product_price, gst, total_cart_value, payment_method, address, email,
      status_history, created_at, updated_at)
    select 'OD' || lpad(upper(to_hex(g)), 8, '0') || upper(substr(md5(g::text), 1, 6)),
      'PLBULK' || g,
      (array['demo', 'seva', 'kala'])[g % 3 + 1],
      'bulk-item', 'Bulk item', 1, 100, 120, 5, 100, 'COD',
      'Shopper ' || (g % ${SHOPPERS}) || ', +91-98' || lpad((g % ${SHOPPERS})::text, 8, '0')
        || ', 1 Station Road, Kota, Rajasthan - 324001, India',
      'c' || (g % ${SHOPPERS}) || '@bulk.in',
      jsonb_build_array(jsonb_build_object('status', 'Pending', 'at', '2026-01-01T00:00:00.000Z')),
      now() - make_interval(secs => g), now() - make_interval(secs => g)
    from generate_series(1, ${ORDERS}) as g`);
  await db.execute(sql`alter table orders enable trigger orders_numbers_insert`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze customers`);
  await fx.call("GET", "/api/staff/me", undefined, SUPPORT); // the token is checked once before the timings
}, 300_000);
afterAll(() => fx.handle.close());

/** The median time of `runs` searches for `q`, and the last answer. */
async function timed(q: string, runs = 5) {
  const times: number[] = [];
  let answer: SupportOrdersResponse | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { status, json } = await fx.call(
      "GET",
      `/api/support/orders?q=${encodeURIComponent(q)}`,
      undefined,
      SUPPORT,
    );
    times.push(performance.now() - started);
    expect(status, JSON.stringify(json)).toBe(200);
    answer = v.parse(SupportOrdersResponse, json);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)] ?? 0, answer: answer as SupportOrdersResponse };
}

/** The rows of raw SQL (PGlite answers `{ rows }`, postgres-js an array). */
async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await fx.handle.db.execute(query)) as unknown as
    | { rows: Record<string, unknown>[] }
    | Record<string, unknown>[];
  return Array.isArray(result) ? result : result.rows;
}

/** The plan of a query, as text. */
async function plan(query: ReturnType<typeof sql>) {
  return (await rows(sql`explain ${query}`)).map((r) => Object.values(r).join(" ")).join("\n");
}

describe(`the support search at ${ORDERS.toLocaleString("en-IN")} orders (${driverName})`, () => {
  it("finds by number, id, phone, saved phone and email, each quickly", async () => {
    const shopper = Math.floor(SHOPPERS * 0.6);
    const sample = Math.floor(ORDERS * 0.4);
    const [row] = await rows(sql`select order_id from orders where placement_id = ${`PLBULK${sample}`}`);
    const id = String(row?.order_id ?? "");
    expect(id).toMatch(/^OD/);

    const number = await timed(id.slice(-6));
    expect(number.answer.orders.map((o) => o.orderId)).toContain(id);
    const whole = await timed(id);
    expect(whole.answer).toMatchObject({ total: 1, orders: [{ orderId: id }] });
    const perShopper = ORDERS / SHOPPERS;
    const phone = await timed(`98${String(shopper).padStart(8, "0")}`);
    expect(phone.answer.total).toBe(perShopper);
    const saved = await timed(`+91 97${String(shopper).padStart(8, "0")}`);
    expect(saved.answer.total).toBe(perShopper);
    const email = await timed(`c${shopper}@bulk.in`);
    expect(email.answer.total).toBe(perShopper);
    expect(email.answer.orders.every((o) => o.email === `c${shopper}@bulk.in`)).toBe(true);
    const times = await timed(`c${shopper}@bulk.in`);
    const createdAt = times.answer.orders.map((o) => o.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const ms = {
      number: number.ms,
      orderId: whole.ms,
      phone: phone.ms,
      savedPhone: saved.ms,
      email: email.ms,
    };
    console.log(
      `support search at ${ORDERS} orders (${driverName}), median ms:`,
      JSON.stringify(ms, (_, n) => (typeof n === "number" ? Math.round(n) : n)),
    );
    for (const t of Object.values(ms)) expect(t).toBeLessThan(1000);
  });

  it("reads each kind of search through its index, never the whole table", async () => {
    const byNumber = await plan(sql`select * from orders where right(order_id, 6) = 'ABCDEF'`);
    expect(byNumber).toMatch(/orders_number_idx/);
    const byPhone = await plan(
      sql`select * from orders where substring(address from '[+]91[- ]?([6-9][0-9]{9})') = '9800012345'`,
    );
    expect(byPhone).toMatch(/orders_address_phone_idx/);
    const bySaved = await plan(
      sql`select email from customers where right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) = '9700012345'`,
    );
    expect(bySaved).toMatch(/customers_phone_idx/);
    for (const text of [byNumber, byPhone, bySaved]) expect(text).not.toMatch(/Seq Scan/);

    // What the index saves: the number search with and without it (the database's own execution time).
    const executed = async (query: ReturnType<typeof sql>) => {
      const text = await plan(sql`analyze ${query}`);
      return Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);
    };
    const number = sql`select * from orders where right(order_id, 6) = 'ABCDEF' order by created_at desc limit 20`;
    const indexed = await executed(number);
    const scanned = await fx.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = (await tx.execute(sql`explain analyze ${number}`)) as unknown as
        | { rows: Record<string, unknown>[] }
        | Record<string, unknown>[];
      const text = (Array.isArray(result) ? result : result.rows)
        .map((r) => Object.values(r).join(" "))
        .join("\n");
      return Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);
    });
    console.log(
      `support search by number at ${ORDERS} orders (${driverName}): ${indexed} ms with its index, ${scanned} ms reading the table`,
    );
    expect(indexed).toBeLessThan(scanned);
  });
});
