CREATE TABLE "receive_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"zipcode" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "road_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"zipcode" text NOT NULL,
	"road_address" text NOT NULL,
	"jibun_address" text NOT NULL,
	"building_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pg_transactions" (
	"tid" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"installment_months" integer DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"state" text NOT NULL,
	"decline_code" text,
	"vbank_name" text,
	"vbank_account" text,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zipcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receive_addresses" ADD CONSTRAINT "receive_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receive_addresses_member_idx" ON "receive_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "road_addresses_road_trgm_idx" ON "road_addresses" USING gin ("road_address" gin_trgm_ops);