CREATE TABLE "shopper_bags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopper_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_key" text NOT NULL,
	"shop_id" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_bags_language_valid" CHECK ("shopper_bags"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "stock_waits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_waits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"customer_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_waits_channel_valid" CHECK ("stock_waits"."channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "stock_waits_language_valid" CHECK ("stock_waits"."language" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "shopper_bags" ADD CONSTRAINT "shopper_bags_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_waits" ADD CONSTRAINT "stock_waits_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_bags_customer_shop_uq" ON "shopper_bags" USING btree ("customer_key","shop_id");--> statement-breakpoint
CREATE INDEX "shopper_bags_unreminded_idx" ON "shopper_bags" USING btree ("changed_at") WHERE "shopper_bags"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_waits_waiting_uq" ON "stock_waits" USING btree ("shop_id","product_id","size","color","channel","recipient") WHERE "stock_waits"."notified_at" is null;