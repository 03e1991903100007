CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "colors_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "goods_colors" (
	"goods_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	CONSTRAINT "goods_colors_goods_id_color_id_pk" PRIMARY KEY("goods_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "search_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_colors" ADD CONSTRAINT "goods_colors_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_colors" ADD CONSTRAINT "goods_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_feedbacks" ADD CONSTRAINT "search_feedbacks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_colors_color_idx" ON "goods_colors" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "search_feedbacks_keyword_goods_idx" ON "search_feedbacks" USING btree ("keyword","goods_id");--> statement-breakpoint
CREATE INDEX "search_logs_created_idx" ON "search_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_logs_keyword_idx" ON "search_logs" USING btree ("keyword");