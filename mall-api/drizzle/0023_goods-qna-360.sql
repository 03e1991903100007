CREATE TABLE "goods_360_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"angle" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_qnas" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"goods_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"category_id" integer,
	"title" text,
	"contents" text NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_360_images" ADD CONSTRAINT "goods_360_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_qnas" ADD CONSTRAINT "goods_qnas_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_qnas" ADD CONSTRAINT "goods_qnas_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_qnas" ADD CONSTRAINT "goods_qnas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_qnas" ADD CONSTRAINT "goods_qnas_category_id_qna_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qna_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_360_images_goods_angle_uq" ON "goods_360_images" USING btree ("goods_id","angle");--> statement-breakpoint
CREATE INDEX "goods_360_images_goods_idx" ON "goods_360_images" USING btree ("goods_id","sort_order");--> statement-breakpoint
CREATE INDEX "goods_qnas_goods_idx" ON "goods_qnas" USING btree ("goods_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "goods_qnas_member_idx" ON "goods_qnas" USING btree ("member_id","created_at");