ALTER TABLE "checkouts" ADD COLUMN "upi_payments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "upi_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "upi_checked_at" timestamp with time zone;