CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"scope" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" text NOT NULL,
	"scope" text NOT NULL,
	"granted_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_email_lower" CHECK ("staff_roles"."email" = lower("staff_roles"."email") and length("staff_roles"."email") > 2),
	CONSTRAINT "staff_roles_role_valid" CHECK ("staff_roles"."role" in ('owner', 'staff', 'master', 'support', 'operator', 'franchise', 'rider')),
	CONSTRAINT "staff_roles_scope_format" CHECK ("staff_roles"."scope" ~ '^(platform|(shop|franchise):[a-z0-9-]+)$')
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_gst_rate";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_received_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "state_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_keys" ADD COLUMN "created_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_keys" ADD COLUMN "hint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_scope_at_idx" ON "audit_log" USING btree ("scope","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_email_scope_uq" ON "staff_roles" USING btree ("email","scope");--> statement-breakpoint
CREATE INDEX "staff_roles_scope_idx" ON "staff_roles" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id","name");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst" in (0, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
