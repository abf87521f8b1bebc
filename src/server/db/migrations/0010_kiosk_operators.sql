CREATE TABLE "kiosk_merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kiosk_merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"kiosk_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"enrolled_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_merchants_owner_name_present" CHECK (length("kiosk_merchants"."owner_name") > 0)
);
--> statement-breakpoint
CREATE TABLE "kiosk_operators" (
	"kiosk_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"sso_id" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"commission_rupees" integer DEFAULT 2000 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_operators_kiosk_id_format" CHECK ("kiosk_operators"."kiosk_id" ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
	CONSTRAINT "kiosk_operators_name_present" CHECK (length("kiosk_operators"."name") > 0),
	CONSTRAINT "kiosk_operators_phone_e164" CHECK ("kiosk_operators"."phone" ~ '^\+91[6-9][0-9]{9}$'),
	CONSTRAINT "kiosk_operators_email_lower" CHECK ("kiosk_operators"."email" = lower("kiosk_operators"."email")),
	CONSTRAINT "kiosk_operators_commission_range" CHECK ("kiosk_operators"."commission_rupees" between 0 and 3000)
);
--> statement-breakpoint
CREATE TABLE "kiosk_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kiosk_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kiosk_id" text NOT NULL,
	"kind" text NOT NULL,
	"renewal_no" integer DEFAULT 0 NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"utr" text DEFAULT '' NOT NULL,
	"reference" text NOT NULL,
	"commission" numeric(10, 2) NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text NOT NULL,
	CONSTRAINT "kiosk_payments_kind_valid" CHECK ("kiosk_payments"."kind" in ('fee', 'renewal')),
	CONSTRAINT "kiosk_payments_period" CHECK (("kiosk_payments"."kind" = 'fee') = ("kiosk_payments"."renewal_no" = 0) and "kiosk_payments"."renewal_no" >= 0),
	CONSTRAINT "kiosk_payments_method_valid" CHECK ("kiosk_payments"."method" in ('upi', 'cash')),
	CONSTRAINT "kiosk_payments_utr" CHECK (("kiosk_payments"."method" = 'upi' and "kiosk_payments"."utr" ~ '^[0-9]{12}$') or ("kiosk_payments"."method" = 'cash' and "kiosk_payments"."utr" = '')),
	CONSTRAINT "kiosk_payments_amount_positive" CHECK ("kiosk_payments"."amount" > 0),
	CONSTRAINT "kiosk_payments_commission_range" CHECK ("kiosk_payments"."commission" >= 0 and "kiosk_payments"."commission" <= "kiosk_payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "kiosk_merchants" ADD CONSTRAINT "kiosk_merchants_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_merchants" ADD CONSTRAINT "kiosk_merchants_kiosk_id_kiosk_operators_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk_operators"("kiosk_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_payments" ADD CONSTRAINT "kiosk_payments_merchant_id_kiosk_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."kiosk_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_payments" ADD CONSTRAINT "kiosk_payments_kiosk_id_kiosk_operators_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk_operators"("kiosk_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_merchants_shop_uq" ON "kiosk_merchants" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "kiosk_merchants_kiosk_created_idx" ON "kiosk_merchants" USING btree ("kiosk_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_operators_phone_uq" ON "kiosk_operators" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_payments_period_uq" ON "kiosk_payments" USING btree ("merchant_id","renewal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_payments_utr_uq" ON "kiosk_payments" USING btree ("utr") WHERE "kiosk_payments"."utr" <> '';--> statement-breakpoint
CREATE INDEX "kiosk_payments_kiosk_idx" ON "kiosk_payments" USING btree ("kiosk_id","paid_at");