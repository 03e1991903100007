CREATE TABLE "giveaway_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"giveaway_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"condition_label" text NOT NULL,
	"image_url" text NOT NULL,
	"min_purchase_amount" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giveaway_goods" ADD CONSTRAINT "giveaway_goods_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_goods" ADD CONSTRAINT "giveaway_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_goods_giveaway_goods_uq" ON "giveaway_goods" USING btree ("giveaway_id","goods_id");--> statement-breakpoint
CREATE INDEX "giveaway_goods_goods_idx" ON "giveaway_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "giveaways_period_idx" ON "giveaways" USING btree ("start_at","end_at");