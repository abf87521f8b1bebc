CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"discount_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"one_piece_price" numeric(10, 2) GENERATED ALWAYS AS (case when "discount_price" > 0 then "discount_price" else "price" end) STORED NOT NULL,
	"gst" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_product_id_format" CHECK ("products"."product_id" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "products_gst_rate" CHECK ("products"."gst" in (0, 5, 12, 18, 28)),
	CONSTRAINT "products_units_nonnegative" CHECK ("products"."units" >= 0),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount_price" >= 0 and "products"."discount_price" <= "products"."price")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"address_key" text NOT NULL,
	"full_address" text NOT NULL,
	"address_type" text DEFAULT 'Home' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_lower" CHECK ("customers"."email" = lower("customers"."email") and "customers"."email" like '%@%')
);
--> statement-breakpoint
CREATE TABLE "handoff_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "riders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"vehicle_type" text DEFAULT '' NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riders_key_hash_uq" UNIQUE("key_hash"),
	CONSTRAINT "riders_name_present" CHECK (length("riders"."name") > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_keys_key_hash_uq" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"email" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("email","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"placement_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"product_image" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"product_count" integer NOT NULL,
	"one_piece_price" numeric(10, 2) NOT NULL,
	"product_price" numeric(10, 2) NOT NULL,
	"gst" integer NOT NULL,
	"total_cart_value" numeric(10, 2) NOT NULL,
	"coupontotal" numeric(10, 2) DEFAULT 0 NOT NULL,
	"delivery_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"transaction_id" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"order_status" text DEFAULT 'PENDING' NOT NULL,
	"order_note" jsonb,
	"rider_status" text DEFAULT 'Pending' NOT NULL,
	"rider_accepted" boolean DEFAULT false NOT NULL,
	"rider_id" integer,
	"rider_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_by" text DEFAULT '' NOT NULL,
	"delivery_time" text DEFAULT '' NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_product_count_positive" CHECK ("orders"."product_count" > 0),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('COD', 'UPI')),
	CONSTRAINT "orders_rider_status_valid" CHECK ("orders"."rider_status" in ('Pending', 'Confirmed', 'En Route', 'In Transit', 'Delivered', 'Received'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_email_customers_email_fk" FOREIGN KEY ("email") REFERENCES "public"."customers"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_keys" ADD CONSTRAINT "seller_keys_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_email_customers_email_fk" FOREIGN KEY ("email") REFERENCES "public"."customers"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_email_customers_email_fk" FOREIGN KEY ("email") REFERENCES "public"."customers"("email") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_size_color_uq" ON "product_variants" USING btree ("product_id","size","color");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_product_uq" ON "products" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "products_shop_position_idx" ON "products" USING btree ("shop_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_email_key_uq" ON "addresses" USING btree ("email","address_key");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("email") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "handoff_codes_expires_idx" ON "handoff_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_email_created_idx" ON "orders" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_placement_idx" ON "orders" USING btree ("placement_id");