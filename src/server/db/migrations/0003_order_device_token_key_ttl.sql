ALTER TABLE "orders" ADD COLUMN "device_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");