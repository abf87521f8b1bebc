ALTER TABLE "orders" ADD COLUMN "payment_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The orders placed while their idempotency keys are still kept (IDEMPOTENCY_TTL_HOURS) get their reference now.
UPDATE "orders" SET "payment_reference" = k."key" FROM "idempotency_keys" k WHERE k."email" = "orders"."email" AND k."response" -> 'orderIds' @> jsonb_build_array("orders"."order_id");
