-- The master admin's search uses trigram indexes (pg_trgm: a trusted extension, PostgreSQL 13+; PGlite loads it in db/connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "renewal_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "owner_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "owner_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "created_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "via_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "via_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_created_idx" ON "shops" USING btree ("created_at" DESC NULLS LAST,"shop_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_id_trgm_idx" ON "shops" USING gin ("shop_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin (("header" ->> 'shopName') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_owner_email_trgm_idx" ON "shops" USING gin ("owner_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_owner_phone_trgm_idx" ON "shops" USING gin ("owner_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_via_idx" ON "shops" USING btree ("via_kind","via_id") WHERE "shops"."via_kind" <> '';--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_status_valid" CHECK ("shops"."status" in ('trial', 'active', 'suspended'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_trial_has_end" CHECK ("shops"."status" <> 'trial' or "shops"."trial_ends_at" is not null);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_suspended_has_time" CHECK ("shops"."status" <> 'suspended' or "shops"."suspended_at" is not null);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_email_lower" CHECK ("shops"."owner_email" = lower("shops"."owner_email"));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_phone_e164" CHECK ("shops"."owner_phone" = '' or "shops"."owner_phone" ~ '^\+91[6-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_via_kind_valid" CHECK ("shops"."via_kind" in ('', 'kiosk', 'franchise'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_via_whole" CHECK (("shops"."via_kind" = '') = ("shops"."via_id" = ''));--> statement-breakpoint
-- The shops made before the lifecycle were paid when made; their owner is the owner the roles table names.
UPDATE "shops" SET
  "paid_at" = "created_at",
  "renewal_due_at" = "created_at" + interval '6 months',
  "owner_email" = coalesce((SELECT r."email" FROM "staff_roles" r WHERE r."scope" = 'shop:' || "shops"."shop_id" AND r."role" = 'owner' AND r."email" IS NOT NULL ORDER BY r."created_at", r."id" LIMIT 1), ''),
  "owner_phone" = coalesce((SELECT r."phone" FROM "staff_roles" r WHERE r."scope" = 'shop:' || "shops"."shop_id" AND r."role" = 'owner' AND r."phone" IS NOT NULL ORDER BY r."created_at", r."id" LIMIT 1), '');
