CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"shop_id" text DEFAULT '' NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"provider_id" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_key_uq" UNIQUE("key"),
	CONSTRAINT "outbox_messages_channel_valid" CHECK ("outbox_messages"."channel" in ('whatsapp', 'sms', 'email', 'push')),
	CONSTRAINT "outbox_messages_status_valid" CHECK ("outbox_messages"."status" in ('pending', 'sending', 'sent', 'dead', 'skipped')),
	CONSTRAINT "outbox_messages_language_valid" CHECK ("outbox_messages"."language" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_held_idx" ON "outbox_messages" USING btree ("locked_until") WHERE "outbox_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_messages_shop_idx" ON "outbox_messages" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_order_idx" ON "outbox_messages" USING btree ("order_id") WHERE "outbox_messages"."order_id" <> '';--> statement-breakpoint
CREATE INDEX "outbox_messages_dead_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" = 'dead';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_valid" CHECK ("orders"."language" in ('en', 'hi'));