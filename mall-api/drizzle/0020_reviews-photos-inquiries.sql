CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"review_id" integer,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_qnas" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"order_id" integer,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD COLUMN "reward_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_goods_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."goods_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_qnas" ADD CONSTRAINT "member_qnas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_qnas" ADD CONSTRAINT "member_qnas_category_id_qna_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qna_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_qnas" ADD CONSTRAINT "member_qnas_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_member_idx" ON "review_photos" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "member_qnas_member_idx" ON "member_qnas" USING btree ("member_id","created_at");