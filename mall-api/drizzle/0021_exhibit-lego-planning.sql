CREATE TABLE "lego_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "lego_pages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lego_section_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lego_section_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lego_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"banner_position" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"host_name" text NOT NULL,
	"goods_id" integer NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning_event_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"planning_event_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_planning_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"planning_event_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_attacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"sale_price" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lego_section_brands" ADD CONSTRAINT "lego_section_brands_section_id_lego_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."lego_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lego_section_brands" ADD CONSTRAINT "lego_section_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lego_section_goods" ADD CONSTRAINT "lego_section_goods_section_id_lego_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."lego_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lego_section_goods" ADD CONSTRAINT "lego_section_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lego_sections" ADD CONSTRAINT "lego_sections_page_id_lego_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."lego_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_event_goods" ADD CONSTRAINT "planning_event_goods_planning_event_id_planning_events_id_fk" FOREIGN KEY ("planning_event_id") REFERENCES "public"."planning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_event_goods" ADD CONSTRAINT "planning_event_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_planning_views" ADD CONSTRAINT "recent_planning_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_planning_views" ADD CONSTRAINT "recent_planning_views_planning_event_id_planning_events_id_fk" FOREIGN KEY ("planning_event_id") REFERENCES "public"."planning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_attacks" ADD CONSTRAINT "time_attacks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lego_section_brands_section_idx" ON "lego_section_brands" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "lego_section_goods_section_idx" ON "lego_section_goods" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "lego_sections_page_idx" ON "lego_sections" USING btree ("page_id","sort_order");--> statement-breakpoint
CREATE INDEX "live_rooms_period_idx" ON "live_rooms" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "planning_event_goods_event_idx" ON "planning_event_goods" USING btree ("planning_event_id");--> statement-breakpoint
CREATE INDEX "planning_events_period_idx" ON "planning_events" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_planning_views_member_event_idx" ON "recent_planning_views" USING btree ("member_id","planning_event_id");--> statement-breakpoint
CREATE INDEX "recent_planning_views_member_idx" ON "recent_planning_views" USING btree ("member_id","viewed_at");--> statement-breakpoint
CREATE INDEX "time_attacks_goods_idx" ON "time_attacks" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "time_attacks_period_idx" ON "time_attacks" USING btree ("start_at","end_at");