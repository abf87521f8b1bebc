DROP INDEX "shops_id_trgm_idx";--> statement-breakpoint
DROP INDEX "shops_name_trgm_idx";--> statement-breakpoint
DROP INDEX "shops_owner_email_trgm_idx";--> statement-breakpoint
DROP INDEX "shops_owner_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(shop_id || ' ' || coalesce(header ->> 'shopName', '') || ' ' || owner_email || ' ' || owner_phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_search_trgm_idx" ON "shops" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_owner_phone_idx" ON "shops" USING btree ("owner_phone");--> statement-breakpoint
-- The list's two orders hold `search` and what a status filter reads too (INCLUDE: the schema names
-- these indexes without it, as drizzle has no word for INCLUDE), so a broad search or a status walks
-- an index alone, never the wide rows.
DROP INDEX "shops_created_idx";--> statement-breakpoint
CREATE INDEX "shops_created_idx" ON "shops" USING btree ("created_at" DESC NULLS LAST,"shop_id" DESC NULLS LAST) INCLUDE ("search","status","paid_at","trial_ends_at","renewal_due_at");--> statement-breakpoint
DROP INDEX "shops_status_created_idx";--> statement-breakpoint
CREATE INDEX "shops_status_created_idx" ON "shops" USING btree ("status","created_at" DESC NULLS LAST,"shop_id" DESC NULLS LAST) INCLUDE ("search","paid_at","trial_ends_at","renewal_due_at");
