CREATE TABLE "commission_months_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"party_id" text NOT NULL,
	"month" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"taken_back" numeric(14, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cash" numeric(14, 2) DEFAULT 0 NOT NULL,
	"percent" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "commission_shop_months_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"party_id" text NOT NULL,
	"month" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL,
	"taken_back" numeric(14, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cash" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shop_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_days_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
	"returned_sales" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_days_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
	"returned_sales" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_days_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commission_months_pending_party_idx" ON "commission_months_pending" USING btree ("kind","party_id","month");--> statement-breakpoint
CREATE INDEX "orders_waiting_cod_idx" ON "orders" USING btree ("email","shop_id","created_at") WHERE "orders"."payment_method" = 'COD' and "orders"."rider_status" = 'Pending' and "orders"."order_status" <> 'CANCEL';--> statement-breakpoint
-- The roll-ups a shop's every checkout would touch are added to their pending twins instead (no row two
-- checkouts both update), and folded in by numbers_fold() (src/server/db/schema/numbers.ts).
CREATE OR REPLACE FUNCTION "numbers_apply"(olds numbers_line[], news numbers_line[], booked date) RETURNS void
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
    -- NOT IN over the new lines' ids: one hashed look-up a line (a NOT EXISTS over unnest was planned as
    -- a nested loop, quadratic in a statement's rows).
    SELECT n.* FROM lines_now n WHERE n.order_id NOT IN (SELECT x.order_id FROM unnest(news) x)
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
    INSERT INTO shop_days_pending (shop_id, day, orders, billed_orders, cod_orders, upi_orders, lines, sales,
      cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
    SELECT * FROM shop_delta
  ),
  platform_rows AS (
    INSERT INTO platform_days_pending (day, channel, slot, orders, billed_orders, cod_orders, upi_orders, lines,
      sales, cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
    SELECT d.day, numbers_channel(s.via_kind), numbers_slot(d.shop_id), sum(d.orders), sum(d.billed_orders),
      sum(d.cod_orders), sum(d.upi_orders), sum(d.lines), sum(d.sales), sum(d.cod_sales), sum(d.upi_sales),
      sum(d.cancelled_lines), sum(d.cancelled_sales), sum(d.returned_lines), sum(d.returned_sales)
    FROM shop_delta d JOIN shops s ON s.shop_id = d.shop_id
    GROUP BY 1, 2, 3
  ),
  product_rows AS (
    INSERT INTO shop_product_days_pending (shop_id, day, product_id, product_name, lines, units, sales)
    SELECT shop_id, day, product_id, (array_agg(product_name ORDER BY sign DESC))[1], sum(sign),
      sum(sign * CASE WHEN state = 'sold' THEN pieces ELSE 0 END),
      sum(sign * CASE WHEN state = 'sold' THEN amount ELSE 0 END)
    FROM lines GROUP BY shop_id, day, product_id
    HAVING sum(sign) <> 0 OR sum(sign * CASE WHEN state = 'sold' THEN amount ELSE 0 END) <> 0
      OR sum(sign * CASE WHEN state = 'sold' THEN pieces ELSE 0 END) <> 0
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
      round(fl.delta * coalesce(cm.percent, (
        -- A month not folded yet: the percent its first booking took.
        SELECT p.percent FROM commission_months_pending p
        WHERE p.kind = 'franchise' AND p.party_id = fl.party_id AND p.month = fl.sold_in AND p.percent IS NOT NULL
        ORDER BY p.id LIMIT 1
      ), f.commission_percent, 0) / 100, 2) AS commission
    FROM franchise_lines fl
    LEFT JOIN franchises f ON f.id = fl.party_id
    LEFT JOIN commission_months cm ON cm.kind = 'franchise' AND cm.party_id = fl.party_id AND cm.month = fl.sold_in
  ),
  commission_shop_rows AS (
    INSERT INTO commission_shop_months_pending (kind, party_id, month, shop_id, sales, taken_back, commission)
    SELECT 'franchise', party_id, month, shop_id, sum(greatest(delta, 0)), sum(greatest(-delta, 0)), sum(commission)
    FROM rated GROUP BY party_id, month, shop_id
  )
  INSERT INTO commission_months_pending (kind, party_id, month, percent, sales, taken_back, commission)
  SELECT 'franchise', party_id, month, max(percent_now), sum(greatest(delta, 0)), sum(greatest(-delta, 0)),
    sum(commission)
  FROM rated GROUP BY party_id, month;
END;
$$;--> statement-breakpoint
-- Adds what the triggers left pending (numbers_apply) into the roll-ups, in one transaction; the first to
-- come folds and the others wait for it (`wait`), or leave it to it and return false (the API's tick).
CREATE FUNCTION "numbers_fold"(wait boolean DEFAULT true) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('numbers_fold'));
  ELSIF NOT pg_try_advisory_xact_lock(hashtext('numbers_fold')) THEN
    RETURN false;
  END IF;
  WITH d AS (DELETE FROM shop_days_pending RETURNING *)
  INSERT INTO shop_days AS t (shop_id, day, orders, billed_orders, cod_orders, upi_orders, lines, sales, cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
  SELECT shop_id, day, sum(orders)::int, sum(billed_orders)::int, sum(cod_orders)::int, sum(upi_orders)::int, sum(lines)::int, sum(sales), sum(cod_sales), sum(upi_sales), sum(cancelled_lines)::int, sum(cancelled_sales), sum(returned_lines)::int, sum(returned_sales)
  FROM d GROUP BY shop_id, day ORDER BY shop_id, day
  ON CONFLICT (shop_id, day) DO UPDATE SET
    orders = t.orders + excluded.orders, billed_orders = t.billed_orders + excluded.billed_orders, cod_orders = t.cod_orders + excluded.cod_orders, upi_orders = t.upi_orders + excluded.upi_orders, lines = t.lines + excluded.lines, sales = t.sales + excluded.sales, cod_sales = t.cod_sales + excluded.cod_sales, upi_sales = t.upi_sales + excluded.upi_sales, cancelled_lines = t.cancelled_lines + excluded.cancelled_lines, cancelled_sales = t.cancelled_sales + excluded.cancelled_sales, returned_lines = t.returned_lines + excluded.returned_lines, returned_sales = t.returned_sales + excluded.returned_sales;
  WITH d AS (DELETE FROM platform_days_pending RETURNING *)
  INSERT INTO platform_days AS t (day, channel, slot, orders, billed_orders, cod_orders, upi_orders, lines, sales, cod_sales, upi_sales, cancelled_lines, cancelled_sales, returned_lines, returned_sales)
  SELECT day, channel, slot, sum(orders)::int, sum(billed_orders)::int, sum(cod_orders)::int, sum(upi_orders)::int, sum(lines)::int, sum(sales), sum(cod_sales), sum(upi_sales), sum(cancelled_lines)::int, sum(cancelled_sales), sum(returned_lines)::int, sum(returned_sales)
  FROM d GROUP BY day, channel, slot ORDER BY day, channel, slot
  ON CONFLICT (day, channel, slot) DO UPDATE SET
    orders = t.orders + excluded.orders, billed_orders = t.billed_orders + excluded.billed_orders, cod_orders = t.cod_orders + excluded.cod_orders, upi_orders = t.upi_orders + excluded.upi_orders, lines = t.lines + excluded.lines, sales = t.sales + excluded.sales, cod_sales = t.cod_sales + excluded.cod_sales, upi_sales = t.upi_sales + excluded.upi_sales, cancelled_lines = t.cancelled_lines + excluded.cancelled_lines, cancelled_sales = t.cancelled_sales + excluded.cancelled_sales, returned_lines = t.returned_lines + excluded.returned_lines, returned_sales = t.returned_sales + excluded.returned_sales;
  WITH d AS (DELETE FROM shop_product_days_pending RETURNING *)
  INSERT INTO shop_product_days AS t (shop_id, day, product_id, product_name, lines, units, sales)
  SELECT shop_id, day, product_id, (array_agg(product_name ORDER BY id DESC))[1], sum(lines)::int, sum(units)::int, sum(sales)
  FROM d GROUP BY shop_id, day, product_id ORDER BY shop_id, day, product_id
  ON CONFLICT (shop_id, day, product_id) DO UPDATE SET
    product_name = excluded.product_name, lines = t.lines + excluded.lines, units = t.units + excluded.units, sales = t.sales + excluded.sales;
  WITH d AS (DELETE FROM commission_shop_months_pending RETURNING *)
  INSERT INTO commission_shop_months AS t (kind, party_id, month, shop_id, sales, taken_back, commission)
  SELECT kind, party_id, month, shop_id, sum(sales), sum(taken_back), sum(commission)
  FROM d GROUP BY kind, party_id, month, shop_id ORDER BY kind, party_id, month, shop_id
  ON CONFLICT (kind, party_id, month, shop_id) DO UPDATE SET
    sales = t.sales + excluded.sales, taken_back = t.taken_back + excluded.taken_back, commission = t.commission + excluded.commission;
  WITH d AS (DELETE FROM commission_months_pending RETURNING *)
  INSERT INTO commission_months AS t (kind, party_id, month, percent, sales, taken_back, commission)
  SELECT kind, party_id, month, (array_agg(percent ORDER BY id))[1], sum(sales), sum(taken_back), sum(commission)
  FROM d GROUP BY kind, party_id, month ORDER BY kind, party_id, month
  ON CONFLICT (kind, party_id, month) DO UPDATE SET
    sales = t.sales + excluded.sales, taken_back = t.taken_back + excluded.taken_back, commission = t.commission + excluded.commission;
  RETURN true;
END;
$$;--> statement-breakpoint
-- The rebuild (0032's, now numbers_rebuild_rollups) with what is pending cleared first, under the fold's lock.
ALTER FUNCTION "numbers_rebuild"() RENAME TO "numbers_rebuild_rollups";--> statement-breakpoint
CREATE FUNCTION "numbers_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No fold meanwhile; what was pending is figured again with the rest.
  PERFORM pg_advisory_xact_lock(hashtext('numbers_fold'));
  DELETE FROM shop_days_pending;
  DELETE FROM shop_product_days_pending;
  DELETE FROM platform_days_pending;
  DELETE FROM commission_months_pending;
  DELETE FROM commission_shop_months_pending;
  PERFORM numbers_rebuild_rollups();
END;
$$;--> statement-breakpoint
