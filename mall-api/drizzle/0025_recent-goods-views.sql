CREATE TABLE "goods_daily_views" (
	"goods_id" integer NOT NULL,
	"viewed_on" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_daily_views_goods_id_viewed_on_pk" PRIMARY KEY("goods_id","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "recent_goods_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"uid_token" text,
	"goods_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_goods_views_owner_ck" CHECK (member_id is not null or uid_token is not null)
);
--> statement-breakpoint
ALTER TABLE "goods_daily_views" ADD CONSTRAINT "goods_daily_views_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_goods_views" ADD CONSTRAINT "recent_goods_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_goods_views" ADD CONSTRAINT "recent_goods_views_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_daily_views_day_idx" ON "goods_daily_views" USING btree ("viewed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_goods_views_member_goods_uq" ON "recent_goods_views" USING btree ("member_id","goods_id") WHERE member_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_goods_views_uid_goods_uq" ON "recent_goods_views" USING btree ("uid_token","goods_id") WHERE member_id is null;--> statement-breakpoint
CREATE INDEX "recent_goods_views_member_idx" ON "recent_goods_views" USING btree ("member_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recent_goods_views_uid_idx" ON "recent_goods_views" USING btree ("uid_token","viewed_at");