import { describe, expect, it } from "vitest";
import {
  literal,
  type PlacementCase,
  placementScript,
  scriptShapes,
  shopperEmail,
  statementShape,
} from "./placement-sql";

const order: PlacementCase = {
  shoppers: { prefix: "shopper", domain: "example.com", count: 200 },
  addressKey: "addr-home",
  address: "Asha Verma, +91-9876501234, 12 MG Road, Jaipur - 302016, India",
  clientKey: "ip:127.0.0.1",
  shopId: "demo",
  deliveryFee: 20,
  pushDevices: 0,
  product: {
    id: 7,
    productId: "toor-dal-1kg",
    name: "Bhai's Toor Dal 1 kg",
    image: "/images/products/demo/toor-dal-1kg.svg",
    price: 200,
    onePiecePrice: 180,
    gst: 5,
  },
};
const script = placementScript(order);

describe("placementScript", () => {
  it("is one transaction of the placement's statements, in its order and its two pipelines, then the limits' count", () => {
    const lines = script.trim().split("\n");
    expect(lines[0]).toBe("\\set r random(1, 999999999999)");
    expect(lines[1]).toBe("\\set shopper random(1, 200)");
    expect(lines[2]).toMatch(/^select email, linked_email, linked_phone from customers where/);
    // BEGIN goes with the reads (postgres-js, patched, sends it with the transaction's first statements).
    expect(lines[3]).toBe("\\startpipeline");
    expect(lines[4]).toBe("BEGIN;");
    expect(lines.filter((l) => l.startsWith("\\")).slice(2)).toEqual([
      "\\startpipeline",
      "\\endpipeline",
      "\\startpipeline",
      "\\endpipeline",
    ]);
    expect(lines.at(-3)).toBe("\\endpipeline");
    expect(lines.at(-2)).toBe("END;");
    // The second pipeline ends with the placement's last writes: the replicas' cache message, the consoles'
    // ring, the order's messages (in the order the placement sends them; no push fan-out: the shop
    // has no devices).
    expect(lines.at(-6)).toBe("select pg_notify('shop_cache', E'catalogue\\x3ademo');");
    expect(lines.at(-5)).toMatch(/^select pg_notify\('console_live', E'\{"kind"\\x3a"order\.new"/);
    expect(lines.at(-4)).toMatch(
      /^insert into outbox_messages \(key, event, channel, recipient, .*\) values /,
    );
    expect(scriptShapes(script)).toEqual([
      "select customers",
      "insert customers",
      "select customers",
      "insert idempotency_keys",
      "select addresses",
      "select shops",
      "select products",
      "select product_variants",
      "select orders",
      "select attempt_failures",
      "select attempt_failures",
      "select message_choices",
      "insert orders",
      "update idempotency_keys",
      "update products",
      "delete shopper_bags",
      "insert outbox_messages",
      // After the commit, in one statement: the limits' counts.
      "insert attempt_failures",
    ]);
  });

  it("without its messages, the same transaction less its outbox writes", () => {
    const bare = scriptShapes(placementScript(order, { messages: false }));
    const full = scriptShapes(script);
    expect(full.filter((shape) => shape === "insert outbox_messages")).toHaveLength(1);
    expect(bare).toEqual(full.filter((shape) => shape !== "insert outbox_messages"));
  });

  it("a shop with subscribed devices adds the push fan-out, before the order's messages", () => {
    const pushed = scriptShapes(placementScript({ ...order, pushDevices: 2 }));
    expect(pushed.filter((shape) => shape === "insert outbox_messages")).toHaveLength(2);
    expect(placementScript({ ...order, pushDevices: 2 })).toContain(
      "from push_subscriptions s where s.scope =",
    );
    expect(script).not.toContain("push_subscriptions");
  });

  it("writes one statement a line, the values quoted, a fresh key and order id per transaction", () => {
    expect(script).toContain("'Bhai''s Toor Dal 1 kg'");
    expect(script).toContain(
      "values (E'ordersPerCustomer\\x3acustomer\\x3a' || ('shopper' || :shopper::text || '@example.com'), 1,",
    );
    expect(script).toContain(", (E'ordersPerClient\\x3aip\\x3a127.0.0.1', 1,");
    expect(script).toContain(
      "insert into customers (email) values (('shopper' || :shopper::text || '@example.com')) on conflict",
    );
    expect(script).toContain("'pgbench-' || (:client_id::text || '-' || :r::text)");
    expect(script).toContain("'PGB' || (:client_id::text || '-' || :r::text)");
    expect(script).toMatch(
      /^update products set units = units - 1, .* where id = 7 and units >= 1 returning id;$/m,
    );
    for (const line of script.trim().split("\n").slice(2)) expect(line).toMatch(/;$|^\\(start|end)pipeline$/);
  });

  it("has no colon pgbench would read as a variable but its own, in the literals neither", () => {
    const names = [...script.matchAll(/(?<!:):(\w+)/g)].map((m) => m[1]);
    expect(new Set(names)).toEqual(new Set(["client_id", "r", "shopper"]));
  });
});

describe("shopperEmail", () => {
  it("names shopper n as the script's expression does", () => {
    expect(shopperEmail(order.shoppers, 17)).toBe("shopper17@example.com");
  });
});

describe("statementShape", () => {
  it("reads drizzle's quoted SQL and the script's alike", () => {
    expect(statementShape('select "id", "email" from "addresses" where x')).toBe("select addresses");
    expect(statementShape('insert into "orders" ("order_id") values ($1)')).toBe("insert orders");
    expect(statementShape('update "products" set "units" = 1')).toBe("update products");
    expect(statementShape('delete from "idempotency_keys"')).toBe("delete idempotency_keys");
    expect(statementShape("BEGIN;")).toBeNull();
    expect(statementShape("\\set r random(1, 2)")).toBeNull();
    expect(literal("it's")).toBe("'it''s'");
    expect(literal("a:b\\c's")).toBe("E'a\\x3ab\\\\c''s'");
  });
});
