CREATE TABLE "staff_sign_outs" (
	"principal" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_roles" DROP CONSTRAINT "staff_roles_scope_format";--> statement-breakpoint
ALTER TABLE "staff_roles" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_phone_scope_uq" ON "staff_roles" USING btree ("phone","scope");--> statement-breakpoint
CREATE INDEX "staff_roles_phone_idx" ON "staff_roles" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_someone" CHECK ("staff_roles"."email" is not null or "staff_roles"."phone" is not null);--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_phone_e164" CHECK ("staff_roles"."phone" ~ '^\+91[6-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_scope_format" CHECK ("staff_roles"."scope" ~ '^(platform|(shop|franchise|kiosk):[a-z0-9-]+)$');