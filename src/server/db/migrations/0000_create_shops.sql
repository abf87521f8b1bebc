CREATE TABLE "shops" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"shop_type" text DEFAULT 'product' NOT NULL,
	"cod" boolean DEFAULT false NOT NULL,
	"qr_code" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"default_delivery_date" integer DEFAULT 5 NOT NULL,
	"deliver_pp" numeric(10, 2) DEFAULT 20 NOT NULL,
	"device_token" text DEFAULT '' NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"footer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_shop_id_format" CHECK ("shops"."shop_id" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
	CONSTRAINT "shops_shop_type_valid" CHECK ("shops"."shop_type" in ('product', 'service')),
	CONSTRAINT "shops_default_delivery_date_nonnegative" CHECK ("shops"."default_delivery_date" >= 0),
	CONSTRAINT "shops_deliver_pp_nonnegative" CHECK ("shops"."deliver_pp" >= 0)
);
