ALTER TABLE "customers" DROP CONSTRAINT "customers_email_lower";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "linked_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "linked_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_linked_email_uq" ON "customers" USING btree ("linked_email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_linked_phone_uq" ON "customers" USING btree ("linked_phone");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_email_valid" CHECK ("customers"."linked_email" is null or ("customers"."linked_email" = lower("customers"."linked_email") and "customers"."linked_email" like '%@%' and "customers"."email" not like '%@%'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_phone_valid" CHECK ("customers"."linked_phone" is null or ("customers"."linked_phone" ~ '^\+[1-9][0-9]{6,14}$' and "customers"."email" like '%@%'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_email_lower" CHECK (("customers"."email" = lower("customers"."email") and "customers"."email" like '%@%') or "customers"."email" ~ '^\+[1-9][0-9]{6,14}$');