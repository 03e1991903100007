CREATE TABLE "order_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"seller_message" text NOT NULL,
	"promised_ship_at" timestamp with time zone,
	"expected_ship_at" timestamp with time zone,
	"reward_point" integer DEFAULT 0 NOT NULL,
	"claim_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_complaints_order_idx" ON "order_complaints" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_complaints_pending_line_uq" ON "order_complaints" USING btree ("order_item_id","type") WHERE status = 'pending';