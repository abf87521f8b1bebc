CREATE TABLE "franchises" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"owner_email" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"plan" text NOT NULL,
	"commission_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"suspended_at" timestamp with time zone,
	"suspended_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchises_id_format" CHECK ("franchises"."id" ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
	CONSTRAINT "franchises_name_present" CHECK (length("franchises"."name") > 0),
	CONSTRAINT "franchises_area_present" CHECK (length("franchises"."area") > 0),
	CONSTRAINT "franchises_plan_valid" CHECK ("franchises"."plan" in ('basic', 'premium')),
	CONSTRAINT "franchises_commission_range" CHECK ("franchises"."commission_percent" between 0 and 100),
	CONSTRAINT "franchises_status_valid" CHECK ("franchises"."status" in ('active', 'suspended')),
	CONSTRAINT "franchises_suspended_has_time" CHECK ("franchises"."status" <> 'suspended' or "franchises"."suspended_at" is not null),
	CONSTRAINT "franchises_owner_someone" CHECK ("franchises"."owner_email" <> '' or "franchises"."owner_phone" <> ''),
	CONSTRAINT "franchises_owner_email_lower" CHECK ("franchises"."owner_email" = lower("franchises"."owner_email")),
	CONSTRAINT "franchises_owner_phone_e164" CHECK ("franchises"."owner_phone" = '' or "franchises"."owner_phone" ~ '^\+91[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "riders" ALTER COLUMN "key_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_rider_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pickup_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "franchise_id" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Riders made before phone sign-in sign in with the Indian mobile number they were given, where it is one (the first rider of a number keeps it).
UPDATE "riders" SET "phone" = m."phone" FROM (
  SELECT DISTINCT ON (d."phone") d."id", d."phone" FROM (
    SELECT "id", '+91' || right(regexp_replace("phone_number", '[^0-9]', '', 'g'), 10) AS "phone",
      regexp_replace("phone_number", '[\s()-]', '', 'g') AS "typed"
    FROM "riders"
  ) d
  WHERE d."typed" ~ '^(\+?91|0)?[6-9][0-9]{9}$'
  ORDER BY d."phone", d."id"
) m
WHERE "riders"."id" = m."id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_rider_id_riders_id_fk" FOREIGN KEY ("cash_rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id","created_at") WHERE "orders"."rider_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_awaiting_rider_idx" ON "orders" USING btree ("created_at") WHERE "orders"."rider_status" = 'Confirmed' and "orders"."rider_id" is null and "orders"."order_status" <> 'CANCEL';--> statement-breakpoint
CREATE INDEX "riders_franchise_idx" ON "riders" USING btree ("franchise_id");--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_phone_uq" UNIQUE("phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_whole" CHECK (("orders"."cash_collected" is null) = ("orders"."cash_collected_at" is null) and ("orders"."cash_collected" is null or "orders"."cash_collected" >= 0));--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_phone_e164" CHECK ("riders"."phone" ~ '^\+91[6-9][0-9]{9}$');