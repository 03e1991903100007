ALTER TABLE "claims" ADD COLUMN "exchange_reserved_ea" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "exchange_receiver_name" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "exchange_receiver_phone" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "exchange_zipcode" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "exchange_address1" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "exchange_address2" text;