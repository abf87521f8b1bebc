/**
 * bench:scale's data: many shops with owners, phones and statuses, their
 * catalogues and a few orders, made by set-based SQL inside PostgreSQL
 * (generate_series; nothing crosses the wire but the statements), so
 * 100,000 shops and 1,000,000 products take minutes. Deterministic: shop
 * `n` always gets the same id, name, owner and status. The demo data the
 * seed made stays as it was.
 *
 * - Shops: "{Prefix} {Trade}" at `{prefix}-{trade}-{n}` (sharma-kirana-4821,
 *   "Sharma Kirana Store"), owners at example domains with a +91 mobile, made
 *   over the last three years, 30 % through a kiosk operator and 10 % through
 *   a franchise; each with its owner role. Statuses at `now`: 70 % active,
 *   8 % renewal due, 12 % in trial, 6 % trial ended, 2 % suspended, and 2 %
 *   paid during their trial (active, or renewal due).
 * - Products: one shop in a hundred is a big one with 100 products, the
 *   others share the rest (about 9 each); one product in twenty has three
 *   sizes.
 * - Orders: one line for one product in `products / orders`, from a
 *   thousand shoppers, placed over the last year (one in twenty cancelled).
 *   They are loaded with the numbers' roll-up trigger off, then the
 *   roll-ups figured once from them (numbers_rebuild(), as the migration's
 *   backfill), as any bulk load should: a million rows through one
 *   statement's trigger would hold them all in one array.
 */
import { literal } from "./placement-sql";

export interface ScaleSize {
  shops: number;
  products: number;
  orders: number;
}

/** One statement of the seeding, with what it makes. */
export interface SeedStep {
  label: string;
  sql: string;
}

const PREFIXES = [
  "Sharma",
  "Gupta",
  "Agarwal",
  "Jain",
  "Patel",
  "Shah",
  "Verma",
  "Singh",
  "Yadav",
  "Reddy",
  "Nair",
  "Iyer",
  "Rao",
  "Khan",
  "Das",
  "Bose",
  "Mehta",
  "Joshi",
  "Kulkarni",
  "Pillai",
  "Menon",
  "Chauhan",
  "Rathore",
  "Meena",
  "Saini",
  "Bansal",
  "Goyal",
  "Mittal",
  "Kapoor",
  "Malhotra",
  "Shree Ganesh",
  "Lakshmi",
  "Balaji",
  "Sai",
  "Krishna",
  "Durga",
  "Om",
  "Jai Mata Di",
  "New India",
  "Royal",
];
/** [the name's ending, the id's]. */
const TRADES: [string, string][] = [
  ["Kirana Store", "kirana"],
  ["General Store", "general-store"],
  ["Sweets", "sweets"],
  ["Textiles", "textiles"],
  ["Medical Store", "medical"],
  ["Electronics", "electronics"],
  ["Mobiles", "mobiles"],
  ["Bakery", "bakery"],
  ["Dairy", "dairy"],
  ["Fashion", "fashion"],
  ["Footwear", "footwear"],
  ["Handicrafts", "handicrafts"],
  ["Spices", "spices"],
  ["Organics", "organics"],
  ["Stationers", "stationers"],
  ["Hardware", "hardware"],
  ["Book Depot", "books"],
  ["Jewellers", "jewellers"],
  ["Tailors", "tailors"],
  ["Fruits and Vegetables", "fruits"],
];
const FIRST_NAMES = [
  "ravi",
  "priya",
  "amit",
  "sunita",
  "rahul",
  "anita",
  "vikram",
  "pooja",
  "suresh",
  "kavita",
  "arjun",
  "neha",
  "manoj",
  "deepa",
  "rajesh",
  "meena",
  "sanjay",
  "lakshmi",
  "kiran",
  "asha",
  "mohan",
  "geeta",
  "anil",
  "rekha",
  "vijay",
  "shanti",
  "prakash",
  "usha",
  "dinesh",
  "nisha",
];
const DOMAINS = ["example.com", "example.in", "example.net"];
const TAGLINES = [
  "Quality you can trust since 1998",
  "Fresh stock every morning",
  "Delivered to your door",
  "Best prices in the market",
  "Handmade with care",
];
/** [name, id stem, category, image (the demo shop's), MRP, GST %]. */
const ITEMS: [string, string, string, string, number, number][] = [
  ["Toor Dal 1 kg", "toor-dal-1kg", "Groceries", "toor-dal-1kg", 180, 0],
  ["Basmati Rice 5 kg", "basmati-rice-5kg", "Groceries", "basmati-rice-5kg", 650, 5],
  ["Mustard Oil 1 l", "mustard-oil-1l", "Groceries", "mustard-oil-1l", 210, 5],
  ["Assam Tea 500 g", "assam-tea-500g", "Beverages", "assam-tea-500g", 260, 5],
  ["Forest Honey 500 g", "forest-honey-500g", "Groceries", "forest-honey-500g", 320, 5],
  ["Aloo Bhujia 400 g", "aloo-bhujia-400g", "Snacks", "aloo-bhujia-400g", 110, 5],
  ["Organic Jaggery 1 kg", "organic-jaggery-1kg", "Groceries", "organic-jaggery-1kg", 140, 0],
  ["Neem Soap Pack of 4", "neem-soap-pack", "Personal care", "neem-soap-pack", 160, 18],
  ["Cotton Kurta Indigo", "cotton-kurta-indigo", "Clothing", "cotton-kurta-indigo", 899, 5],
  ["Cotton Kurta Maroon", "cotton-kurta-maroon", "Clothing", "cotton-kurta-maroon", 899, 5],
  ["Handloom Dupatta", "handloom-dupatta", "Clothing", "handloom-dupatta", 549, 5],
  ["Printed T-shirt", "printed-tshirt", "Clothing", "printed-tshirt", 399, 5],
  ["Brass Diya Set", "brass-diya-set", "Home", "brass-diya-set", 450, 18],
  ["Copper Bottle 1 l", "copper-bottle-1l", "Home", "copper-bottle-1l", 750, 18],
  ["Steel Lunch Box", "steel-lunch-box", "Home", "steel-lunch-box", 499, 18],
  ["Masala Chai 250 g", "masala-chai-250g", "Beverages", "assam-tea-500g", 150, 5],
];
const CITIES = [
  "Jaipur, Rajasthan - 302016",
  "Kota, Rajasthan - 324001",
  "Indore, Madhya Pradesh - 452001",
  "Pune, Maharashtra - 411001",
  "Lucknow, Uttar Pradesh - 226001",
  "Kochi, Kerala - 682001",
];

const textArray = (items: readonly string[]) => `ARRAY[${items.map(literal).join(", ")}]::text[]`;
/** `array[1 + expr % length]`: the element an integer expression picks. */
const pick = (items: readonly string[], expr: string) =>
  `(${textArray(items)})[1 + (${expr}) % ${items.length}]`;
const pickNumber = (items: readonly number[], expr: string) =>
  `(ARRAY[${items.join(", ")}])[1 + (${expr}) % ${items.length}]`;

/** The shops whose number is a multiple of 100 are the big ones. */
const BIG_EVERY = 100;
const BIG_SIZE = 100;

/** The statements that make `size` at `now`, in order; each one set-based. */
export function scaleSeedSteps(size: ScaleSize, now: Date): SeedStep[] {
  const at = `${literal(now.toISOString())}::timestamptz`;
  const days = (expr: string) => `(${expr}) * interval '1 day'`;
  const big = Math.floor(size.shops / BIG_EVERY);
  const bigTotal = Math.min(big * BIG_SIZE, Math.floor(size.products / 2));
  const bigEach = big ? Math.floor(bigTotal / big) : 0;
  const bigProducts = big * bigEach;
  const small = size.shops - big;
  const orderEvery = Math.max(1, Math.floor(size.products / Math.max(1, size.orders)));
  const k = "(n % 100)";
  const shops = `
insert into shops (shop_id, shop_type, cod, upi_id, payee_name, state_code, default_delivery_date, deliver_pp,
  header, footer, status, trial_ends_at, paid_at, renewal_due_at, suspended_at, suspended_reason,
  owner_email, owner_phone, created_by, via_kind, via_id, created_at, updated_at)
select
  ${shopIdOf("n")},
  'product', n % 5 <> 0, 'shop' || n || '@upi', prefix || ' ' || trade, '08', 2 + n % 5, ${pickNumber([0, 20, 30, 40], "n")},
  jsonb_build_object('shopName', prefix || ' ' || trade, 'isShopNameVisible', true,
    'tagline', ${pick(TAGLINES, "n")}, 'isTaglineVisible', true, 'phoneNumber', phone),
  jsonb_build_object('copyrightMessage', '© 2026 ' || prefix || ' ' || trade || '. All rights reserved.'),
  case when ${k} between 78 and 95 or ${k} >= 98 then 'trial' when ${k} between 96 and 97 then 'suspended' else 'active' end,
  case when ${k} between 78 and 89 then ${at} + ${days("1 + n % 7")}
       when ${k} between 90 and 95 then ${at} - ${days("1 + n % 30")}
       when ${k} >= 98 then created + interval '7 days' end,
  case when ${k} between 78 and 95 then null when ${k} >= 98 then created + interval '1 day' else created end,
  case when ${k} between 70 and 77 then ${at} - ${days("1 + n % 60")}
       when ${k} between 78 and 95 then null
       else ${at} + ${days("1 + n % 180")} end,
  case when ${k} between 96 and 97 then ${at} - ${days("n % 90")} end,
  case when ${k} between 96 and 97 then ${pick(["Renewal unpaid", "Complaints from customers", "Asked to close for a while"], "n")} else '' end,
  ${pick(FIRST_NAMES, "n * 7")} || '.' || lower(${pick(PREFIXES.slice(0, 30), "n * 11")}) || n || '@' || ${pick(DOMAINS, "n")},
  phone,
  case when n % 10 < 3 then 'operator' || (n % 500) || '@example.com' else 'master@example.com' end,
  case when n % 10 < 3 then 'kiosk' when n % 10 = 3 then 'franchise' else '' end,
  case when n % 10 < 3 then 'RJ' || lpad((n % 500)::text, 4, '0') when n % 10 = 3 then 'F' || lpad((n % 40)::text, 3, '0') else '' end,
  created, created
from (
  select n,
    (${textArray(PREFIXES)})[1 + n % ${PREFIXES.length}] as prefix,
    (${textArray(TRADES.map((t) => t[0]))})[1 + (n / ${PREFIXES.length}) % ${TRADES.length}] as trade,
    '+91' || (6 + n % 4) || lpad(((n::bigint * 104729 + 1234567) % 1000000000)::text, 9, '0') as phone,
    case when (n % 100) between 78 and 95 then
      ${at} - interval '7 days' + case when (n % 100) < 90 then ${days("1 + n % 7")} else -${days("1 + n % 30")} end
      else ${at} - ${days("30 + n * 7 % 1065")} - (n % 86400) * interval '1 second' end as created
  from generate_series(1, ${size.shops}) n
) s`;
  const owners = `
insert into staff_roles (email, phone, role, scope, granted_by, created_at)
select owner_email, nullif(owner_phone, ''), 'owner', 'shop:' || shop_id, created_by, created_at
from shops where shop_id ~ '-[0-9]+$'
on conflict do nothing`;
  // Product i (1-based): the first bigProducts go 'bigEach' a shop to the big shops (n = 100, 200, …);
  // the rest go round the small shops (the other numbers), position by position.
  const products = `
insert into products (shop_id, product_id, name, description, category, images, price, discount_price, gst, units, position, created_at, updated_at)
select s.shop_id, item_id || '-' || i, item, item || ' from ' || (s.header ->> 'shopName') || '.',
  category, jsonb_build_array('/images/products/demo/' || image || '.svg'),
  price, case when i % 3 = 0 then round(price * 0.9) else 0 end, gst, i % 200, position, s.created_at, s.created_at
from (
  select i,
    case when i <= ${bigProducts} then ${BIG_EVERY} * (1 + (i - 1) / ${Math.max(1, bigEach)})
         else (i - ${bigProducts} - 1) % ${small} + ((i - ${bigProducts} - 1) % ${small}) / ${BIG_EVERY - 1} + 1 end as n,
    case when i <= ${bigProducts} then (i - 1) % ${Math.max(1, bigEach)} else (i - ${bigProducts} - 1) / ${small} end as position,
    ${pick(
      ITEMS.map((t) => t[0]),
      "i * 7",
    )} as item,
    ${pick(
      ITEMS.map((t) => t[1]),
      "i * 7",
    )} as item_id,
    ${pick(
      ITEMS.map((t) => t[2]),
      "i * 7",
    )} as category,
    ${pick(
      ITEMS.map((t) => t[3]),
      "i * 7",
    )} as image,
    ${pickNumber(
      ITEMS.map((t) => t[4]),
      "i * 7",
    )} + i % 50 as price,
    ${pickNumber(
      ITEMS.map((t) => t[5]),
      "i * 7",
    )} as gst
  from generate_series(1, ${size.products}) i
) p
join shops s on s.shop_id = ${shopIdOf("p.n")}
order by p.n, p.position`;
  const variants = `
insert into product_variants (product_id, size, color, stock, position)
select p.id, v.size, 'Indigo', 5 + p.id % 20, v.position
from products p cross join (values ('S', 0), ('M', 1), ('L', 2)) v(size, position)
where p.id % 20 = 0 and p.product_id ~ '-[0-9]+$' and p.shop_id ~ '-[0-9]+$'`;
  const customers = `
insert into customers (email, name, phone_number)
select 'shopper' || m || '@example.com', ${pick(FIRST_NAMES, "m")}, '9' || lpad((m * 7919 % 1000000000)::text, 9, '0')
from generate_series(1, 1000) m
on conflict do nothing`;
  const orders = `
insert into orders (order_id, placement_id, shop_id, product_id, product_name, product_image, product_count,
  one_piece_price, product_price, gst, total_cart_value, delivery_fee, payment_method, address, email,
  order_status, rider_status, delivery_by, status_history, created_at, updated_at)
select 'ODSCALE' || lpad(p.id::text, 9, '0'), md5(p.id::text), p.shop_id, p.product_id, p.name, p.images ->> 0,
  1 + p.id % 3, p.one_piece_price, p.price, p.gst, p.one_piece_price * (1 + p.id % 3), 20,
  case when p.id % 4 = 0 then 'UPI' else 'COD' end,
  ${pick(FIRST_NAMES, "p.id")} || ', +91-9' || lpad((p.id % 1000000000)::text, 9, '0') || ', ' || (1 + p.id % 200) || ' MG Road, ' || ${pick(CITIES, "p.id")} || ', India',
  'shopper' || (1 + (p.id / ${orderEvery}) % 1000) || '@example.com',
  case when p.id % 20 = 0 then 'CANCEL' else 'PENDING' end,
  ${pick(["Pending", "Confirmed", "En Route", "Delivered", "Received"], "p.id")},
  to_char(${at} + interval '5 days', 'YYYY-MM-DD'),
  jsonb_build_array(jsonb_build_object('status', 'Pending', 'at', ${at})),
  ${at} - ${days("p.id * 7 % 365")} - (p.id % 36000) * interval '1 second',
  ${at} - ${days("p.id * 7 % 365")}
from products p
where p.id % ${orderEvery} = 0 and p.product_id ~ '-[0-9]+$' and p.shop_id ~ '-[0-9]+$'
on conflict do nothing`;
  return [
    { label: `${size.shops.toLocaleString("en")} shops`, sql: shops },
    { label: "their owners' roles", sql: owners },
    { label: `${size.products.toLocaleString("en")} products`, sql: products },
    { label: "sizes for one product in twenty", sql: variants },
    { label: "a thousand shoppers", sql: customers },
    { label: "the roll-ups' trigger off", sql: "alter table orders disable trigger orders_numbers_insert" },
    { label: `about ${size.orders.toLocaleString("en")} orders`, sql: orders },
    { label: "the roll-ups' trigger on", sql: "alter table orders enable trigger orders_numbers_insert" },
    { label: "the numbers' roll-ups, figured once", sql: "select numbers_rebuild()" },
    {
      // As autovacuum leaves a database that has lived with its rows: statistics, and the visibility
      // map an index-only walk needs (the master admin's list reads its search text from its index).
      label: "VACUUM ANALYZE",
      sql: "vacuum analyze shops, staff_roles, products, product_variants, customers, orders, shop_days, shop_product_days, shop_buyer_days, platform_days, channel_days, commission_months, commission_shop_months",
    },
  ];
}

/** Shop `n`'s id, as SQL over an integer expression (the shops statement's rule). */
function shopIdOf(n: string): string {
  const prefix = `(${textArray(PREFIXES)})[1 + (${n}) % ${PREFIXES.length}]`;
  const trade = `(${textArray(TRADES.map((t) => t[1]))})[1 + ((${n}) / ${PREFIXES.length}) % ${TRADES.length}]`;
  return `lower(replace(${prefix}, ' ', '-')) || '-' || ${trade} || '-' || (${n})`;
}
