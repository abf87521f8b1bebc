CREATE INDEX "customers_phone_idx" ON "customers" USING btree (right(regexp_replace("phone_number", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree (right("order_id", 6));--> statement-breakpoint
CREATE INDEX "orders_address_phone_idx" ON "orders" USING btree (substring("address" from '[+]91[- ]?([6-9][0-9]{9})'));--> statement-breakpoint
CREATE INDEX "audit_log_scope_target_idx" ON "audit_log" USING btree ("scope","target");