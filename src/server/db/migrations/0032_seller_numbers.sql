CREATE TABLE "channel_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_days_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
CREATE TABLE "commission_months" (
	"kind" text NOT NULL,
	"party_id" text NOT NULL,
	"month" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"taken_back" numeric(14, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cash" numeric(14, 2) DEFAULT 0 NOT NULL,
	"percent" numeric(5, 2),
	CONSTRAINT "commission_months_pk" PRIMARY KEY("kind","party_id","month")
);
--> statement-breakpoint
CREATE TABLE "commission_shop_months" (
	"kind" text NOT NULL,
	"party_id" text NOT NULL,
	"month" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"taken_back" numeric(14, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cash" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shop_id" text NOT NULL,
	CONSTRAINT "commission_shop_months_pk" PRIMARY KEY("kind","party_id","month","shop_id")
);
--> statement-breakpoint
CREATE TABLE "platform_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"billed_orders" integer DEFAULT 0 NOT NULL,
	"cod_orders" integer DEFAULT 0 NOT NULL,
	"upi_orders" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cod_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"upi_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cancelled_lines" integer DEFAULT 0 NOT NULL,
	"cancelled_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"returned_lines" integer DEFAULT 0 NOT NULL,
	"returned_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_days_pk" PRIMARY KEY("day","channel","slot")
);
--> statement-breakpoint
CREATE TABLE "shop_buyer_days" (
	"shop_id" text NOT NULL,
	"email" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_buyer_days_pk" PRIMARY KEY("shop_id","email","day")
);
--> statement-breakpoint
CREATE TABLE "shop_days" (
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"billed_orders" integer DEFAULT 0 NOT NULL,
	"cod_orders" integer DEFAULT 0 NOT NULL,
	"upi_orders" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cod_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"upi_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cancelled_lines" integer DEFAULT 0 NOT NULL,
	"cancelled_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"returned_lines" integer DEFAULT 0 NOT NULL,
	"returned_sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_days_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_product_days" (
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_product_days_pk" PRIMARY KEY("shop_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"counter" text NOT NULL,
	"day" date NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_pk" PRIMARY KEY("counter","day")
);
--> statement-breakpoint
CREATE INDEX "commission_months_month_idx" ON "commission_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "shop_buyer_days_day_idx" ON "shop_buyer_days" USING btree ("shop_id","day","email");--> statement-breakpoint
-- Written by hand from here (issue 37, part 4): the roll-ups above are kept by PostgreSQL itself, by
-- triggers on orders, shops and kiosk_payments, whoever writes (src/server/db/schema/numbers.ts). The rules
-- are src/domain/numbers.ts' and platformFigures.ts'; tests/api/numbers/rollups.test.ts holds the two
-- together. A statement's triggers take away what its rows were and add what they are, in its transaction.
-- India's date of an instant.
CREATE FUNCTION "numbers_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date
$$;--> statement-breakpoint
-- The channel a shop came through (src/domain/platformFigures.ts channelOf).
CREATE FUNCTION "numbers_channel"(via_kind text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE via_kind WHEN 'kiosk' THEN 'kiosk' WHEN 'franchise' THEN 'franchise' ELSE 'direct' END
$$;--> statement-breakpoint
-- One of 16 slots by the shop's id (platform_days): any slot is right, it only spreads the row locks.
CREATE FUNCTION "numbers_slot"(shop_id text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (hashtext(shop_id) & 15)::smallint
$$;--> statement-breakpoint
-- An order line as the numbers read it: its India day and its state (src/domain/numbers.ts lineState).
CREATE TYPE "numbers_line" AS (
  order_id text,
  placement_id text,
  shop_id text,
  product_id text,
  product_name text,
  email text,
  payment_method text,
  day date,
  pieces integer,
  amount numeric,
  state text
);--> statement-breakpoint
CREATE FUNCTION "numbers_line_of"(o "orders") RETURNS "numbers_line" LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(o.order_id, o.placement_id, o.shop_id, o.product_id, o.product_name, o.email, o.payment_method,
    numbers_day(o.created_at), o.product_count, o.total_cart_value,
    CASE WHEN o.order_status = 'CANCEL' THEN 'cancelled'
         WHEN o.return_request ->> 'status' = 'accepted' THEN 'returned'
         ELSE 'sold' END)::numbers_line
$$;--> statement-breakpoint
-- Takes `olds` (the lines as they were) out of every roll-up and puts `news` (as they are) in. An order
-- (a placement's lines at one shop) is figured from all its lines, before and after; a franchise's
-- commission is booked on `booked`'s month (a placement's own day when null), at the percent of the month
-- the line was sold in.
CREATE FUNCTION "numbers_apply"(olds numbers_line[], news numbers_line[], booked date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS (
    SELECT -1 AS sign, l.* FROM unnest(olds) l
    UNION ALL
    SELECT 1, l.* FROM unnest(news) l
  ),
  touched AS (SELECT DISTINCT shop_id, placement_id FROM lines),
  lines_now AS (
    SELECT x.* FROM touched t
    JOIN orders o ON o.placement_id = t.placement_id AND o.shop_id = t.shop_id
    CROSS JOIN LATERAL numbers_line_of(o) x
  ),
  lines_before AS (
    SELECT n.* FROM lines_now n WHERE NOT EXISTS (SELECT 1 FROM unnest(news) x WHERE x.order_id = n.order_id)
    UNION ALL
    SELECT * FROM unnest(olds)
  ),
  placed AS (
    SELECT 1 AS sign, shop_id, min(day) AS day, bool_or(state = 'sold') AS billed,
      (array_agg(payment_method ORDER BY order_id))[1] AS method, (array_agg(email ORDER BY order_id))[1] AS email
    FROM lines_now GROUP BY shop_id, placement_id
    UNION ALL
    SELECT -1, shop_id, min(day), bool_or(state = 'sold'),
      (array_agg(payment_method ORDER BY order_id))[1], (array_agg(email ORDER BY order_id))[1]
    FROM lines_before GROUP BY shop_id, placement_id
  ),
  figures AS (
    SELECT shop_id, day, 0 AS orders, 0 AS billed_orders, 0 AS cod_orders, 0 AS upi_orders, sign AS lines,
      sign * CASE WHEN state = 'sold' THEN amount ELSE 0 END AS sales,
      sign * CASE WHEN state = 'sold' AND payment_method = 'COD' THEN amount ELSE 0 END AS cod_sales,
      sign * CASE WHEN state = 'sold' AND payment_method = 'UPI' THEN amount ELSE 0 END AS upi_sales,
      sign * (state = 'cancelled')::int AS cancelled_lines,
      sign * CASE WHEN state = 'cancelled' THEN amount ELSE 0 END AS cancelled_sales,
      sign * (state = 'returned')::int AS returned_lines,
      sign * CASE WHEN state = 'returned' THEN amount ELSE 0 END AS returned_sales
    FROM lines
    UNION ALL
    SELECT shop_id, day, sign, sign * billed::int, sign * (method = 'COD')::int, sign * (method = 'UPI')::int,
      0, 0, 0, 0, 0, 0, 0, 0
    FROM placed
  ),
  shop_delta AS (
    SELECT shop_id, day, sum(orders)::int AS orders, sum(billed_orders)::int AS billed_orders,
      sum(cod_orders)::int AS cod_orders, sum(upi_orders)::int AS upi_orders, sum(lines)::int AS lines,
      sum(sales) AS sales, sum(cod_sales) AS cod_sales, sum(upi_sales) AS upi_sales,
      sum(cancelled_lines)::int AS cancelled_lines, sum(cancelled_sales) AS cancelled_sales,
      sum(returned_lines)::int AS returned_lines, sum(returned_sales) AS returned_sales
    FROM figures GROUP BY shop_id, day
  ),
  shop_rows AS (
    INSERT INTO shop_days AS d (shop_id, day, orders, billed_orders, cod_orders, upi_orders, lines, sales,
      cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
    SELECT * FROM shop_delta
    ON CONFLICT (shop_id, day) DO UPDATE SET
      orders = d.orders + excluded.orders, billed_orders = d.billed_orders + excluded.billed_orders,
      cod_orders = d.cod_orders + excluded.cod_orders, upi_orders = d.upi_orders + excluded.upi_orders,
      lines = d.lines + excluded.lines, sales = d.sales + excluded.sales,
      cod_sales = d.cod_sales + excluded.cod_sales, upi_sales = d.upi_sales + excluded.upi_sales,
      cancelled_lines = d.cancelled_lines + excluded.cancelled_lines,
      cancelled_sales = d.cancelled_sales + excluded.cancelled_sales,
      returned_lines = d.returned_lines + excluded.returned_lines,
      returned_sales = d.returned_sales + excluded.returned_sales
  ),
  platform_rows AS (
    INSERT INTO platform_days AS p (day, channel, slot, orders, billed_orders, cod_orders, upi_orders, lines,
      sales, cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
    SELECT d.day, numbers_channel(s.via_kind), numbers_slot(d.shop_id), sum(d.orders), sum(d.billed_orders),
      sum(d.cod_orders), sum(d.upi_orders), sum(d.lines), sum(d.sales), sum(d.cod_sales), sum(d.upi_sales),
      sum(d.cancelled_lines), sum(d.cancelled_sales), sum(d.returned_lines), sum(d.returned_sales)
    FROM shop_delta d JOIN shops s ON s.shop_id = d.shop_id
    GROUP BY 1, 2, 3
    ON CONFLICT (day, channel, slot) DO UPDATE SET
      orders = p.orders + excluded.orders, billed_orders = p.billed_orders + excluded.billed_orders,
      cod_orders = p.cod_orders + excluded.cod_orders, upi_orders = p.upi_orders + excluded.upi_orders,
      lines = p.lines + excluded.lines, sales = p.sales + excluded.sales,
      cod_sales = p.cod_sales + excluded.cod_sales, upi_sales = p.upi_sales + excluded.upi_sales,
      cancelled_lines = p.cancelled_lines + excluded.cancelled_lines,
      cancelled_sales = p.cancelled_sales + excluded.cancelled_sales,
      returned_lines = p.returned_lines + excluded.returned_lines,
      returned_sales = p.returned_sales + excluded.returned_sales
  ),
  product_rows AS (
    INSERT INTO shop_product_days AS pd (shop_id, day, product_id, product_name, lines, units, sales)
    SELECT shop_id, day, product_id, (array_agg(product_name ORDER BY sign DESC))[1], sum(sign),
      sum(sign * CASE WHEN state = 'sold' THEN pieces ELSE 0 END),
      sum(sign * CASE WHEN state = 'sold' THEN amount ELSE 0 END)
    FROM lines GROUP BY shop_id, day, product_id
    HAVING sum(sign) <> 0 OR sum(sign * CASE WHEN state = 'sold' THEN amount ELSE 0 END) <> 0
      OR sum(sign * CASE WHEN state = 'sold' THEN pieces ELSE 0 END) <> 0
    ON CONFLICT (shop_id, day, product_id) DO UPDATE SET
      product_name = excluded.product_name, lines = pd.lines + excluded.lines,
      units = pd.units + excluded.units, sales = pd.sales + excluded.sales
  ),
  buyer_rows AS (
    INSERT INTO shop_buyer_days AS b (shop_id, email, day, orders)
    SELECT shop_id, email, day, sum(sign) FROM placed GROUP BY shop_id, email, day HAVING sum(sign) <> 0
    ON CONFLICT (shop_id, email, day) DO UPDATE SET orders = b.orders + excluded.orders
  ),
  -- A franchise's commission, line by line: what each line's sales moved, on the month it is booked.
  franchise_lines AS (
    SELECT s.via_id AS party_id, l.shop_id, date_trunc('month', min(l.day))::date AS sold_in,
      date_trunc('month', coalesce(booked, min(l.day)))::date AS month,
      sum(l.sign * CASE WHEN l.state = 'sold' THEN l.amount ELSE 0 END) AS delta
    FROM lines l JOIN shops s ON s.shop_id = l.shop_id AND s.via_kind = 'franchise'
    GROUP BY s.via_id, l.shop_id, l.order_id
    HAVING sum(l.sign * CASE WHEN l.state = 'sold' THEN l.amount ELSE 0 END) <> 0
  ),
  rated AS (
    SELECT fl.party_id, fl.shop_id, fl.month, fl.delta, coalesce(f.commission_percent, 0) AS percent_now,
      round(fl.delta * coalesce(cm.percent, f.commission_percent, 0) / 100, 2) AS commission
    FROM franchise_lines fl
    LEFT JOIN franchises f ON f.id = fl.party_id
    LEFT JOIN commission_months cm ON cm.kind = 'franchise' AND cm.party_id = fl.party_id AND cm.month = fl.sold_in
  ),
  commission_shop_rows AS (
    INSERT INTO commission_shop_months AS c (kind, party_id, month, shop_id, sales, taken_back, commission)
    SELECT 'franchise', party_id, month, shop_id, sum(greatest(delta, 0)), sum(greatest(-delta, 0)), sum(commission)
    FROM rated GROUP BY party_id, month, shop_id
    ON CONFLICT (kind, party_id, month, shop_id) DO UPDATE SET
      sales = c.sales + excluded.sales, taken_back = c.taken_back + excluded.taken_back,
      commission = c.commission + excluded.commission
  )
  INSERT INTO commission_months AS c (kind, party_id, month, percent, sales, taken_back, commission)
  SELECT 'franchise', party_id, month, max(percent_now), sum(greatest(delta, 0)), sum(greatest(-delta, 0)),
    sum(commission)
  FROM rated GROUP BY party_id, month
  ON CONFLICT (kind, party_id, month) DO UPDATE SET
    sales = c.sales + excluded.sales, taken_back = c.taken_back + excluded.taken_back,
    commission = c.commission + excluded.commission;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "numbers_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM numbers_apply('{}', ARRAY(SELECT numbers_line_of(n) FROM new_rows n), NULL);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only the lines whose numbers changed (a status, a return, the payment method…): a rider's step or a note
-- costs the join of the statement's own rows and nothing more.
CREATE FUNCTION "numbers_orders_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  olds numbers_line[];
  news numbers_line[];
BEGIN
  SELECT array_agg(c.was_line), array_agg(c.new_line) INTO olds, news
  FROM (
    SELECT numbers_line_of(o) AS was_line, numbers_line_of(n) AS new_line
    FROM old_rows o JOIN new_rows n ON n.order_id = o.order_id
  ) c
  WHERE c.was_line IS DISTINCT FROM c.new_line;
  IF olds IS NOT NULL THEN
    PERFORM numbers_apply(olds, news, numbers_day(now()));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "numbers_orders_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM numbers_apply(ARRAY(SELECT numbers_line_of(o) FROM old_rows o), '{}', numbers_day(now()));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Shops by channel: opened on their India day; a shop deleted takes its count and its visits with it.
CREATE FUNCTION "numbers_shops_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_days AS c (day, channel, opened)
    SELECT numbers_day(created_at), numbers_channel(via_kind), count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET opened = c.opened + excluded.opened;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO channel_days AS c (day, channel, opened)
    SELECT numbers_day(created_at), numbers_channel(via_kind), -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET opened = c.opened + excluded.opened;
    DELETE FROM visit_days WHERE counter IN (SELECT 'shop:' || shop_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "numbers_shops_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_days AS c (day, channel, opened)
  SELECT day, channel, sum(n) FROM (
    SELECT numbers_day(o.created_at) AS day, numbers_channel(o.via_kind) AS channel, -1 AS n
    FROM old_rows o JOIN new_rows s ON s.shop_id = o.shop_id
    WHERE (o.created_at, o.via_kind) IS DISTINCT FROM (s.created_at, s.via_kind)
    UNION ALL
    SELECT numbers_day(s.created_at), numbers_channel(s.via_kind), 1
    FROM old_rows o JOIN new_rows s ON s.shop_id = o.shop_id
    WHERE (o.created_at, o.via_kind) IS DISTINCT FROM (s.created_at, s.via_kind)
  ) moved
  GROUP BY day, channel HAVING sum(n) <> 0
  ON CONFLICT (day, channel) DO UPDATE SET opened = c.opened + excluded.opened;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A kiosk operator's month: each fee or renewal on its India month, its commission as kept on it, and the
-- fee as cash the operator holds when they took it in cash.
CREATE FUNCTION "numbers_kiosk_book"(p "kiosk_payments", sign integer) RETURNS void LANGUAGE sql AS $$
  WITH booking AS (
    SELECT p.kiosk_id AS party_id, date_trunc('month', numbers_day(p.paid_at))::date AS month, m.shop_id,
      sign AS payments, sign * p.amount AS sales, sign * p.commission AS commission,
      CASE WHEN p.method = 'cash' THEN sign * p.amount ELSE 0 END AS cash
    FROM kiosk_merchants m WHERE m.id = p.merchant_id
  ),
  shop_rows AS (
    INSERT INTO commission_shop_months AS c (kind, party_id, month, shop_id, payments, sales, commission, cash)
    SELECT 'kiosk', party_id, month, shop_id, payments, sales, commission, cash FROM booking
    ON CONFLICT (kind, party_id, month, shop_id) DO UPDATE SET
      payments = c.payments + excluded.payments, sales = c.sales + excluded.sales,
      commission = c.commission + excluded.commission, cash = c.cash + excluded.cash
  )
  INSERT INTO commission_months AS c (kind, party_id, month, payments, sales, commission, cash)
  SELECT 'kiosk', party_id, month, payments, sales, commission, cash FROM booking
  ON CONFLICT (kind, party_id, month) DO UPDATE SET
    payments = c.payments + excluded.payments, sales = c.sales + excluded.sales,
    commission = c.commission + excluded.commission, cash = c.cash + excluded.cash
$$;--> statement-breakpoint
CREATE FUNCTION "numbers_kiosk_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM numbers_kiosk_book(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM numbers_kiosk_book(NEW, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every roll-up figured again from the orders, shops and payments (this migration's backfill; after a bulk
-- load made with the triggers off). A franchise's history is booked net, on each line's month, at its
-- percent now. Visits have no history but their own table, which it leaves as it is.
CREATE FUNCTION "numbers_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_days;
  DELETE FROM shop_product_days;
  DELETE FROM shop_buyer_days;
  DELETE FROM platform_days;
  DELETE FROM channel_days;
  DELETE FROM commission_months;
  DELETE FROM commission_shop_months;
  INSERT INTO shop_days (shop_id, day, orders, billed_orders, cod_orders, upi_orders, lines, sales, cod_sales,
    upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
  WITH l AS (SELECT x.* FROM orders o CROSS JOIN LATERAL numbers_line_of(o) x),
  placed AS (
    SELECT shop_id, min(day) AS day, bool_or(state = 'sold') AS billed,
      (array_agg(payment_method ORDER BY order_id))[1] AS method
    FROM l GROUP BY shop_id, placement_id
  ),
  figures AS (
    SELECT shop_id, day, 0 AS orders, 0 AS billed_orders, 0 AS cod_orders, 0 AS upi_orders, 1 AS lines,
      CASE WHEN state = 'sold' THEN amount ELSE 0 END AS sales,
      CASE WHEN state = 'sold' AND payment_method = 'COD' THEN amount ELSE 0 END AS cod_sales,
      CASE WHEN state = 'sold' AND payment_method = 'UPI' THEN amount ELSE 0 END AS upi_sales,
      (state = 'cancelled')::int AS cancelled_lines,
      CASE WHEN state = 'cancelled' THEN amount ELSE 0 END AS cancelled_sales,
      (state = 'returned')::int AS returned_lines,
      CASE WHEN state = 'returned' THEN amount ELSE 0 END AS returned_sales
    FROM l
    UNION ALL
    SELECT shop_id, day, 1, billed::int, (method = 'COD')::int, (method = 'UPI')::int, 0, 0, 0, 0, 0, 0, 0, 0
    FROM placed
  )
  SELECT shop_id, day, sum(orders), sum(billed_orders), sum(cod_orders), sum(upi_orders), sum(lines), sum(sales),
    sum(cod_sales), sum(upi_sales), sum(cancelled_lines), sum(cancelled_sales), sum(returned_lines),
    sum(returned_sales)
  FROM figures GROUP BY shop_id, day;
  INSERT INTO platform_days (day, channel, slot, orders, billed_orders, cod_orders, upi_orders, lines, sales,
    cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
  SELECT d.day, numbers_channel(s.via_kind), numbers_slot(d.shop_id), sum(d.orders), sum(d.billed_orders),
    sum(d.cod_orders), sum(d.upi_orders), sum(d.lines), sum(d.sales), sum(d.cod_sales), sum(d.upi_sales),
    sum(d.cancelled_lines), sum(d.cancelled_sales), sum(d.returned_lines), sum(d.returned_sales)
  FROM shop_days d JOIN shops s ON s.shop_id = d.shop_id
  GROUP BY 1, 2, 3;
  INSERT INTO shop_product_days (shop_id, day, product_id, product_name, lines, units, sales)
  SELECT x.shop_id, x.day, x.product_id, (array_agg(x.product_name ORDER BY o.created_at DESC, x.order_id DESC))[1],
    count(*), sum(CASE WHEN x.state = 'sold' THEN x.pieces ELSE 0 END),
    sum(CASE WHEN x.state = 'sold' THEN x.amount ELSE 0 END)
  FROM orders o CROSS JOIN LATERAL numbers_line_of(o) x
  GROUP BY x.shop_id, x.day, x.product_id;
  INSERT INTO shop_buyer_days (shop_id, email, day, orders)
  SELECT shop_id, email, day, count(*) FROM (
    SELECT x.shop_id, min(x.day) AS day, (array_agg(x.email ORDER BY x.order_id))[1] AS email
    FROM orders o CROSS JOIN LATERAL numbers_line_of(o) x
    GROUP BY x.shop_id, x.placement_id
  ) placed
  GROUP BY shop_id, email, day;
  INSERT INTO channel_days (day, channel, opened)
  SELECT numbers_day(created_at), numbers_channel(via_kind), count(*) FROM shops GROUP BY 1, 2;
  INSERT INTO commission_shop_months (kind, party_id, month, shop_id, sales, commission)
  SELECT 'franchise', s.via_id, date_trunc('month', x.day)::date, x.shop_id, sum(x.amount),
    sum(round(x.amount * coalesce(f.commission_percent, 0) / 100, 2))
  FROM orders o CROSS JOIN LATERAL numbers_line_of(o) x
  JOIN shops s ON s.shop_id = x.shop_id AND s.via_kind = 'franchise'
  LEFT JOIN franchises f ON f.id = s.via_id
  WHERE x.state = 'sold'
  GROUP BY s.via_id, 3, x.shop_id;
  INSERT INTO commission_shop_months (kind, party_id, month, shop_id, payments, sales, commission, cash)
  SELECT 'kiosk', p.kiosk_id, date_trunc('month', numbers_day(p.paid_at))::date, m.shop_id, count(*),
    sum(p.amount), sum(p.commission), sum(CASE WHEN p.method = 'cash' THEN p.amount ELSE 0 END)
  FROM kiosk_payments p JOIN kiosk_merchants m ON m.id = p.merchant_id
  GROUP BY p.kiosk_id, 3, m.shop_id;
  INSERT INTO commission_months (kind, party_id, month, percent, payments, sales, taken_back, commission, cash)
  SELECT c.kind, c.party_id, c.month, CASE WHEN c.kind = 'franchise' THEN coalesce(max(f.commission_percent), 0) END,
    sum(c.payments), sum(c.sales), sum(c.taken_back), sum(c.commission), sum(c.cash)
  FROM commission_shop_months c LEFT JOIN franchises f ON c.kind = 'franchise' AND f.id = c.party_id
  GROUP BY c.kind, c.party_id, c.month;
END;
$$;--> statement-breakpoint
SELECT numbers_rebuild();--> statement-breakpoint
CREATE TRIGGER "orders_numbers_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "numbers_orders_inserted"();--> statement-breakpoint
CREATE TRIGGER "orders_numbers_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "numbers_orders_updated"();--> statement-breakpoint
CREATE TRIGGER "orders_numbers_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "numbers_orders_deleted"();--> statement-breakpoint
CREATE TRIGGER "shops_numbers_insert" AFTER INSERT ON "shops" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "numbers_shops_changed"();--> statement-breakpoint
CREATE TRIGGER "shops_numbers_delete" AFTER DELETE ON "shops" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "numbers_shops_changed"();--> statement-breakpoint
CREATE TRIGGER "shops_numbers_update" AFTER UPDATE ON "shops" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "numbers_shops_updated"();--> statement-breakpoint
CREATE TRIGGER "kiosk_payments_numbers" AFTER INSERT OR UPDATE OR DELETE ON "kiosk_payments"
  FOR EACH ROW EXECUTE FUNCTION "numbers_kiosk_paid"();
