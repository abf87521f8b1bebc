CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"shop_id" text,
	"rider_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"subscribed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_scope_valid" CHECK (("push_subscriptions"."shop_id" is not null and "push_subscriptions"."rider_id" is null and "push_subscriptions"."scope" = 'shop:' || "push_subscriptions"."shop_id")
        or ("push_subscriptions"."rider_id" is not null and "push_subscriptions"."shop_id" is null and "push_subscriptions"."scope" = 'rider:' || "push_subscriptions"."rider_id"))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_shop_id_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_scope_uq" ON "push_subscriptions" USING btree ("endpoint","scope");--> statement-breakpoint
CREATE INDEX "push_subscriptions_shop_idx" ON "push_subscriptions" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_rider_idx" ON "push_subscriptions" USING btree ("rider_id");