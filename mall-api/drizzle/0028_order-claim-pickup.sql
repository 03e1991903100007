ALTER TABLE "claims" ADD COLUMN "shipping_fee_payer" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "return_shipping_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pickup_name" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pickup_phone" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pickup_zipcode" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pickup_address1" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pickup_address2" text;