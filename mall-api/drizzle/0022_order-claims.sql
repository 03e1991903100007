CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason_label" text NOT NULL,
	"detail_reason" text DEFAULT '' NOT NULL,
	"ea" integer NOT NULL,
	"refund_goods_amount" integer DEFAULT 0 NOT NULL,
	"refund_shipping_amount" integer DEFAULT 0 NOT NULL,
	"refund_point_amount" integer DEFAULT 0 NOT NULL,
	"refund_payment_amount" integer DEFAULT 0 NOT NULL,
	"refund_bank_code" text,
	"refund_account_number" text,
	"refund_account_holder" text,
	"exchange_option_id" integer,
	"exchange_option_name" text,
	"from_claim_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_company_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_exchange_option_id_goods_options_id_fk" FOREIGN KEY ("exchange_option_id") REFERENCES "public"."goods_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_accounts" ADD CONSTRAINT "refund_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_line_uq" ON "claims" USING btree ("order_item_id") WHERE status = 'requested';