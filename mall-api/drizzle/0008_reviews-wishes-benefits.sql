CREATE TABLE "goods_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_item_id" integer,
	"option_name" text NOT NULL,
	"score" integer NOT NULL,
	"contents" text NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wish_brands" (
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_brands_member_id_brand_id_pk" PRIMARY KEY("member_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "wish_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"order_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wish_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"folder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type_label" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"apply_range_type" text NOT NULL,
	"apply_target_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maximum_discount_amount" integer,
	"min_sell_price" integer DEFAULT 0 NOT NULL,
	"usable_devices" jsonb NOT NULL,
	"code" text,
	"is_downloadable" boolean DEFAULT false NOT NULL,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"valid_days_after_issue" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_start_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "restock_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_goods_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."goods_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_brands" ADD CONSTRAINT "wish_brands_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_brands" ADD CONSTRAINT "wish_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_folders" ADD CONSTRAINT "wish_folders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_goods" ADD CONSTRAINT "wish_goods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_goods" ADD CONSTRAINT "wish_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_goods" ADD CONSTRAINT "wish_goods_folder_id_wish_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."wish_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_reviews_goods_idx" ON "goods_reviews" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_reviews_member_idx" ON "goods_reviews" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_reviews_order_item_uq" ON "goods_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "wish_folders_member_idx" ON "wish_folders" USING btree ("member_id","order_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "wish_goods_member_goods_uq" ON "wish_goods" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "wish_goods_goods_idx" ON "wish_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "wish_goods_folder_idx" ON "wish_goods" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_member_coupon_uq" ON "member_coupons" USING btree ("member_id","coupon_id");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "point_ledger_member_idx" ON "point_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "point";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "coupon_count";