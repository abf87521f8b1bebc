CREATE TABLE "message_choices" (
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"stopped" boolean NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_choices_pk" PRIMARY KEY("recipient","channel"),
	CONSTRAINT "message_choices_channel_valid" CHECK ("message_choices"."channel" in ('whatsapp', 'sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "message_events" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"code" integer,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_events_kind_valid" CHECK ("message_events"."kind" in ('status', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "message_events_message_idx" ON "message_events" USING btree ("message_id") WHERE "message_events"."message_id" <> '';--> statement-breakpoint
CREATE INDEX "message_events_key_idx" ON "message_events" USING btree ("key") WHERE "message_events"."key" <> '';--> statement-breakpoint
CREATE INDEX "message_events_phone_idx" ON "message_events" USING btree ("phone","received_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_idx" ON "outbox_messages" USING btree ("provider_id") WHERE "outbox_messages"."provider_id" <> '';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_delivery_valid" CHECK ("outbox_messages"."delivery" in ('', 'sent', 'delivered', 'read', 'failed'));