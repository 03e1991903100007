CREATE TABLE "cody_shot_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"cody_shot_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"part" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cody_shots" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"model_name" text NOT NULL,
	"model_height" integer NOT NULL,
	"style" text NOT NULL,
	"background_color" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibit_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"background_color" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibit_category_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibit_category_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joint_purchase_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"joint_purchase_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joint_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sale_price" integer NOT NULL,
	"target_quantity" integer NOT NULL,
	"max_quantity_per_member" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_sorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcases" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort_id" integer NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_theme_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"spot_theme_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cody_shot_goods" ADD CONSTRAINT "cody_shot_goods_cody_shot_id_cody_shots_id_fk" FOREIGN KEY ("cody_shot_id") REFERENCES "public"."cody_shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cody_shot_goods" ADD CONSTRAINT "cody_shot_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibit_category_goods" ADD CONSTRAINT "exhibit_category_goods_exhibit_category_id_exhibit_categories_id_fk" FOREIGN KEY ("exhibit_category_id") REFERENCES "public"."exhibit_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibit_category_goods" ADD CONSTRAINT "exhibit_category_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_purchase_participants" ADD CONSTRAINT "joint_purchase_participants_joint_purchase_id_joint_purchases_id_fk" FOREIGN KEY ("joint_purchase_id") REFERENCES "public"."joint_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_purchase_participants" ADD CONSTRAINT "joint_purchase_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_purchases" ADD CONSTRAINT "joint_purchases_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_goods" ADD CONSTRAINT "showcase_goods_showcase_id_showcases_id_fk" FOREIGN KEY ("showcase_id") REFERENCES "public"."showcases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_goods" ADD CONSTRAINT "showcase_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_sort_id_showcase_sorts_id_fk" FOREIGN KEY ("sort_id") REFERENCES "public"."showcase_sorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_theme_goods" ADD CONSTRAINT "spot_theme_goods_spot_theme_id_spot_themes_id_fk" FOREIGN KEY ("spot_theme_id") REFERENCES "public"."spot_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_theme_goods" ADD CONSTRAINT "spot_theme_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cody_shot_goods_shot_idx" ON "cody_shot_goods" USING btree ("cody_shot_id");--> statement-breakpoint
CREATE INDEX "cody_shots_published_idx" ON "cody_shots" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "exhibit_category_goods_category_idx" ON "exhibit_category_goods" USING btree ("exhibit_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "joint_purchase_participants_member_idx" ON "joint_purchase_participants" USING btree ("joint_purchase_id","member_id");--> statement-breakpoint
CREATE INDEX "joint_purchases_period_idx" ON "joint_purchases" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "showcase_goods_showcase_idx" ON "showcase_goods" USING btree ("showcase_id");--> statement-breakpoint
CREATE INDEX "showcases_sort_idx" ON "showcases" USING btree ("sort_id","sort_order");--> statement-breakpoint
CREATE INDEX "spot_theme_goods_theme_idx" ON "spot_theme_goods" USING btree ("spot_theme_id");