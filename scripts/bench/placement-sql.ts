/**
 * Order placement's own SQL transaction as a pgbench script: the statements
 * POST /customer/addorder runs for a one-line cash-on-delivery order (the
 * customer the sign-in is, the transaction, then the two request-limit
 * counts it makes after the commit)
 * (src/server/orders/placement.ts with the route's guard), in the same
 * order, on the same rows, with the values written in. bench:prod runs it
 * against its cluster beside the HTTP load, so the orders a second through
 * nginx can be read against what the database alone does with the same
 * transaction on the same machine at the same moment. Each transaction is a
 * shopper's picked at random, with a fresh idempotency key and order id from
 * pgbench's client id and a random number. tests/api/bench/placement-sql.test.ts checks the statements still
 * match what the placement runs (the tables, the verbs, the order).
 */
import type { MessageParams } from "../../src/domain/messages/templates";

/**
 * Who orders: shoppers `{prefix}{n}@{domain}`, n from 1 to `count`, one
 * picked at random for each transaction, as bench:prod's HTTP load does.
 */
export interface Shoppers {
  prefix: string;
  domain: string;
  count: number;
}

/** The email of shopper `n`. */
export const shopperEmail = (s: Shoppers, n: number) => `${s.prefix}${n}@${s.domain}`;

/** What one order is for: a shopper, their saved address, and one plain product of a shop. */
export interface PlacementCase {
  shoppers: Shoppers;
  addressKey: string;
  /** The address as the order row keeps it (the saved address's full text). */
  address: string;
  /** The request's client key as the limits count it (`ip:127.0.0.1` behind nginx). */
  clientKey: string;
  shopId: string;
  deliveryFee: number;
  /** The shop's subscribed devices (shops.push_devices): with none, the placement writes no push fan-out. */
  pushDevices: number;
  product: {
    /** The row id, as the stock update names it. */
    id: number;
    productId: string;
    name: string;
    image: string;
    price: number;
    onePiecePrice: number;
    gst: number;
  };
}

/**
 * A string as an SQL literal. pgbench reads `:name` anywhere in a statement
 * as its variable, inside quotes too, so a text with a colon is written as
 * an escape string with the colon as `\x3a`.
 */
export function literal(text: string): string {
  const quoted = text.replace(/'/g, "''");
  if (!/[:\\]/.test(text)) return `'${quoted}'`;
  return `E'${quoted.replace(/\\/g, "\\\\").replace(/:/g, "\\x3a")}'`;
}

/** The window the request limits count in (config/limits.ts's defaults: an hour). */
const LIMIT_WINDOW = "interval '1 hour'";

/** One request-limit check of the key (an SQL expression): request-limits.ts checkRequest, rate-limit.ts retryAfter. */
function checkStatement(key: string): string {
  return `select * from attempt_failures where key = ${key} and reset_at > now();`;
}

/** The request-limit counts of the keys (SQL expressions), one statement: request-limits.ts recordRequest, rate-limit.ts countAll. */
function countStatement(keys: string[]): string {
  const ended = "attempt_failures.reset_at <= now()";
  return (
    `insert into attempt_failures (key, failures, reset_at) values ${keys.map((key) => `(${key}, 1, now() + ${LIMIT_WINDOW})`).join(", ")} ` +
    `on conflict (key) do update set failures = case when ${ended} then 1 else attempt_failures.failures + 1 end, ` +
    `reset_at = case when ${ended} then excluded.reset_at else attempt_failures.reset_at end;`
  );
}

/** A placement message's variables, as the outbox keeps them (templates.ts MessageParams). */
export const SAMPLE_MESSAGE_PARAMS = {
  shop: "Demo Kirana Store",
  order: "PGB000",
  items: "Toor Dal 1 kg",
  total: "₹180",
  payment: "cash on delivery",
  link: "",
  date: "Thu, 3 Dec 2026",
  rider: "",
  riderPhone: "",
  reason: "",
} satisfies MessageParams;
const MESSAGE_PARAMS = JSON.stringify(SAMPLE_MESSAGE_PARAMS);
/**
 * When pgbench's messages are due: a day on, so the replicas' workers beside it do not send them.
 * pgbench measures what the database alone does with the placement's transaction (its writes,
 * the same rows and indexes as a placement's, which are due at once); sending its 1,600 messages
 * a second on the same cores would drag the reference down (measured, 2026-11-30: with them sent,
 * the orders' ratio to it read 0.47; held, 0.35) and the messages' cost up. The sending is measured
 * where it belongs: in the orders through nginx (each sends its own) and in bench:messages.
 */
const HELD = "now() + interval '1 day'";

/**
 * The pgbench script (one transaction a run) for `c`; run with `-M prepared`, as the API's driver
 * prepares. `messages: false` leaves out its
 * outbox writes (the seller's devices' pushes, the order's messages): the
 * same placement as it cost before issue 36, for the price of its messages.
 */
export function placementScript(c: PlacementCase, { messages = true } = {}): string {
  const email = `(${literal(c.shoppers.prefix)} || :shopper::text || ${literal(`@${c.shoppers.domain}`)})`;
  const shop = literal(c.shopId);
  const p = c.product;
  // Unique per transaction: pgbench's client, and a random number.
  const unique = "(:client_id::text || '-' || :r::text)";
  const key = `'pgbench-' || ${unique}`;
  const total = p.onePiecePrice;
  const response = JSON.stringify({
    response: true,
    orderIds: ["ODPGBENCH000000"],
    totals: {
      totalMrp: total,
      gst: 0,
      deliveryFee: c.deliveryFee,
      couponDiscount: 0,
      payable: total + c.deliveryFee,
    },
  });
  const history = JSON.stringify([{ status: "Pending", at: "2026-01-01T00:00:00.000Z" }]);
  return [
    "\\set r random(1, 999999999999)",
    `\\set shopper random(1, ${c.shoppers.count})`,
    // The route's sign-in: which customer the Google email is (auth/customers.ts), before the transaction.
    `select email, linked_email, linked_phone from customers where (email = ${email} or linked_email = ${email});`,
    // Two pipelines (what the placement sends together: BEGIN and its reads, then its writes),
    // then the commit. postgres-js sends a plain BEGIN with what follows it (patches/postgres+3.4.9.patch).
    "\\startpipeline",
    "BEGIN;",
    `insert into customers (email) values (${email}) on conflict (email) do nothing;`,
    // The customer's linked email and WhatsApp consent, for the order's messages (messages/orderMessages.ts).
    `select linked_email, whatsapp_opt_in_at from customers where email = ${email};`,
    `insert into idempotency_keys (email, key, request_hash) values (${email}, ${key}, ${literal("0".repeat(64))}) on conflict do nothing returning key;`,
    `select * from addresses where email = ${email} and address_key = ${literal(c.addressKey)} limit 1;`,
    `select * from shops where shop_id in (${shop});`,
    `select * from products where shop_id in (${shop}) and product_id in (${literal(p.productId)});`,
    `select * from product_variants where product_id in (select id from products where shop_id in (${shop}) and product_id in (${literal(p.productId)})) order by position asc, id asc;`,
    // The route's guard, sent with the reads: the cap on COD orders waiting for the shop, then the
    // two request limits, read (counted after the commit, below).
    `select count(*), min(created_at) from orders where email = ${email} and shop_id = ${shop} and payment_method = 'COD' and rider_status = 'Pending' and order_status <> 'CANCEL' and created_at > now() - interval '48 hours';`,
    checkStatement(`${literal("ordersPerCustomer:customer:")} || ${email}`),
    checkStatement(literal(`ordersPerClient:${c.clientKey}`)),
    // The channels the shopper stopped, at their key, their addresses' phones, their linked email
    // (messages/choices.ts customerStops).
    `select recipient, channel from message_choices where stopped = true and (recipient = ${email} or recipient in (select '+91' || substring(full_address from '\\+91[- ]?([6-9][0-9]{9})') from addresses where email = ${email}) or recipient in (select linked_email from customers where email = ${email}));`,
    "\\endpipeline",
    "\\startpipeline",
    "insert into orders (order_id, placement_id, shop_id, product_id, product_name, product_image, size, color, " +
      "product_count, one_piece_price, product_price, gst, total_cart_value, coupontotal, delivery_fee, payment_method, " +
      "transaction_id, address, email, delivery_by, status_history, device_token, created_at, updated_at) values (" +
      [
        `'PGB' || ${unique}`,
        unique,
        shop,
        literal(p.productId),
        literal(p.name),
        literal(p.image),
        "''",
        "''",
        "1",
        String(p.onePiecePrice),
        String(p.price),
        String(p.gst),
        String(total),
        "0",
        String(c.deliveryFee),
        "'COD'",
        "''",
        literal(c.address),
        email,
        "to_char(now() + interval '5 days', 'YYYY-MM-DD')",
        `${literal(history)}::jsonb`,
        "''",
        "now()",
        "now()",
      ].join(", ") +
      ");",
    `update idempotency_keys set response = ${literal(response)}::jsonb where email = ${email} and key = ${key};`,
    `update products set units = units - 1, stock_version = stock_version + 1, updated_at = now() where id = ${p.id} and units >= 1 returning id;`,
    // The bag kept for the shop, ordered now (bags/bags.ts clearBags).
    `delete from shopper_bags where customer_key = ${email} and shop_id in (${shop});`,
    // The other API replicas' cache message, sent in the transaction (shops/shared-cache.ts publishIn).
    `select pg_notify('shop_cache', ${literal(`catalogue:${c.shopId}`)});`,
    // The shop's open consoles ring on the commit (messages/live.ts).
    `select pg_notify('console_live', ${literal(JSON.stringify({ kind: "order.new", shopId: c.shopId, orderId: "PGB", count: 1 }))});`,
    ...(messages
      ? [
          // The seller's devices' web pushes, one row per subscribed device (messages/pushMessages.ts),
          // where the shop has any.
          ...(c.pushDevices > 0
            ? [
                `insert into outbox_messages (key, event, channel, recipient, shop_id, order_id, template, language, params, next_attempt_at) select 'order.placed-' || ${unique} || '-push:' || s.id, 'order.placed', 'push', s.id::text, ${shop}, 'PGB' || ${unique}, 'new_order', 'en', ${literal(MESSAGE_PARAMS)}::jsonb, ${HELD} from push_subscriptions s where s.scope = 'shop:' || ${shop} and (exists (select 1 from staff_roles r where r.scope = s.scope and (r.email = s.subscribed_by or r.phone = s.subscribed_by)) or (s.subscribed_by = 'seller key' and exists (select 1 from seller_keys k where k.shop_id = s.shop_id)) or exists (select 1 from riders d where d.id = s.rider_id and d.active)) on conflict (key) do nothing;`,
              ]
            : []),
          // The order's messages, written in its transaction (messages/outbox.ts): the shopper's SMS and email,
          // the seller's WhatsApp and email.
          "insert into outbox_messages (key, event, channel, recipient, shop_id, order_id, template, language, params, next_attempt_at) values " +
            [
              ["shopper-sms", "sms", "'+919000000001'", "order_placed"],
              ["shopper-email", "email", email, "order_placed"],
              ["seller-whatsapp", "whatsapp", "'+919876500001'", "new_order"],
              ["seller-email", "email", "'demo.seller@example.com'", "new_order"],
            ]
              .map(
                ([who, channel, recipient, template]) =>
                  `('order.placed-' || ${unique} || '-${who}', 'order.placed', '${channel}', ${recipient}, ${shop}, 'PGB' || ${unique}, '${template}', 'en', ${literal(MESSAGE_PARAMS)}::jsonb, ${HELD})`,
              )
              .join(", ") +
            " on conflict (key) do nothing;",
        ]
      : []),
    "\\endpipeline",
    "END;",
    // The route counts the placed order against both limits once it committed, in one statement.
    countStatement([
      `${literal("ordersPerCustomer:customer:")} || ${email}`,
      literal(`ordersPerClient:${c.clientKey}`),
    ]),
    "",
  ].join("\n");
}

/**
 * A statement's shape: its verb and its table ("insert orders", "select
 * shops"), for comparing the script with the SQL the placement runs; null
 * for what is neither (BEGIN, END, a pgbench meta-command).
 */
export function statementShape(sql: string): string | null {
  const text = sql.trim().replace(/"/g, "").toLowerCase();
  const insert = /^insert into (\w+)/.exec(text);
  if (insert) return `insert ${insert[1]}`;
  const update = /^update (\w+)/.exec(text);
  if (update) return `update ${update[1]}`;
  const del = /^delete from (\w+)/.exec(text);
  if (del) return `delete ${del[1]}`;
  const select = /^select .*? from (\w+)/.exec(text);
  if (select) return `select ${select[1]}`;
  return null;
}

/** The shapes of a script's statements, in order. */
export function scriptShapes(script: string): string[] {
  return script
    .split("\n")
    .map(statementShape)
    .filter((s): s is string => s !== null);
}
