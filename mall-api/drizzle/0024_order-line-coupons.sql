ALTER TABLE "order_items" ADD COLUMN "member_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_discount_amount" integer DEFAULT 0 NOT NULL;