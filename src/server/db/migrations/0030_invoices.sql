CREATE TABLE "credit_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"invoice_id" bigint NOT NULL,
	"number" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"order_ids" text[] NOT NULL,
	"body" jsonb NOT NULL,
	"grand_total" numeric(10, 2) NOT NULL,
	"taxable" numeric(10, 2) NOT NULL,
	"cgst" numeric(10, 2) NOT NULL,
	"sgst" numeric(10, 2) NOT NULL,
	"igst" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"shop_id" text NOT NULL,
	"series" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_series_shop_id_series_fiscal_year_pk" PRIMARY KEY("shop_id","series","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"placement_id" text NOT NULL,
	"number" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"place_of_supply" text NOT NULL,
	"inter_state" boolean NOT NULL,
	"order_ids" text[] NOT NULL,
	"body" jsonb NOT NULL,
	"grand_total" numeric(10, 2) NOT NULL,
	"taxable" numeric(10, 2) NOT NULL,
	"cgst" numeric(10, 2) NOT NULL,
	"sgst" numeric(10, 2) NOT NULL,
	"igst" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_shop_number_uq" ON "credit_notes" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_shop_issued_idx" ON "credit_notes" USING btree ("shop_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_number_uq" ON "invoices" USING btree ("shop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_placement_uq" ON "invoices" USING btree ("shop_id","placement_id");--> statement-breakpoint
CREATE INDEX "invoices_shop_issued_idx" ON "invoices" USING btree ("shop_id","issued_at");