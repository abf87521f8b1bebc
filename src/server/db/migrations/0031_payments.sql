CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"gateway" text DEFAULT 'razorpay' NOT NULL,
	"gateway_order_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"placement_id" text DEFAULT '' NOT NULL,
	"shop_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_gateway_order_uq" UNIQUE("gateway_order_id"),
	CONSTRAINT "checkouts_status_valid" CHECK ("checkouts"."status" in ('open', 'placed', 'refunded', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text DEFAULT 'razorpay' NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"receipt" text NOT NULL,
	"checkout_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"shop_id" text DEFAULT '' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"refund_id" text DEFAULT '' NOT NULL,
	"arn" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "gateway_refunds_receipt_uq" UNIQUE("receipt"),
	CONSTRAINT "gateway_refunds_status_valid" CHECK ("gateway_refunds"."status" in ('pending', 'sending', 'sent', 'processed', 'failed', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "online_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_client_key_uq" ON "checkouts" USING btree ("email","client_key");--> statement-breakpoint
CREATE INDEX "checkouts_placement_idx" ON "checkouts" USING btree ("placement_id");--> statement-breakpoint
CREATE INDEX "gateway_refunds_due_idx" ON "gateway_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "gateway_refunds_order_idx" ON "gateway_refunds" USING btree ("order_id");