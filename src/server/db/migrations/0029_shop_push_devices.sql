ALTER TABLE "shops" ADD COLUMN "push_devices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "shops" SET "push_devices" = (SELECT count(*)::int FROM "push_subscriptions" s WHERE s."shop_id" = "shops"."shop_id");
