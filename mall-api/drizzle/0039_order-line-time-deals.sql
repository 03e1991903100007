ALTER TABLE "order_items" ADD COLUMN "time_attack_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "time_deal_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "time_deal_sale_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "time_deal_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "time_deal_ended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_time_attack_id_time_attacks_id_fk" FOREIGN KEY ("time_attack_id") REFERENCES "public"."time_attacks"("id") ON DELETE set null ON UPDATE no action;