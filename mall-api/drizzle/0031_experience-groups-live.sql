CREATE TABLE "live_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_room_id" integer NOT NULL,
	"member_id" integer,
	"nickname" text NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_room_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_room_id" integer NOT NULL,
	"member_id" integer,
	"nickname" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_room_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "experience_group_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_option_id" integer NOT NULL,
	"plan" text NOT NULL,
	"selected_rank" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"benefit" text NOT NULL,
	"mission" text NOT NULL,
	"recruit_count" integer NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"announce_at" timestamp with time zone NOT NULL,
	"review_end_at" timestamp with time zone NOT NULL,
	"selected_at" timestamp with time zone,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_group_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" integer NOT NULL,
	"contents" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experience_reviews_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "video_url" text DEFAULT '/media/live/sandbox-broadcast.webm' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "experience_review_id" integer;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_live_room_id_live_rooms_id_fk" FOREIGN KEY ("live_room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_goods" ADD CONSTRAINT "live_room_goods_live_room_id_live_rooms_id_fk" FOREIGN KEY ("live_room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_goods" ADD CONSTRAINT "live_room_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_tokens" ADD CONSTRAINT "live_room_tokens_live_room_id_live_rooms_id_fk" FOREIGN KEY ("live_room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_tokens" ADD CONSTRAINT "live_room_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_group_applications" ADD CONSTRAINT "experience_group_applications_experience_group_id_experience_groups_id_fk" FOREIGN KEY ("experience_group_id") REFERENCES "public"."experience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_group_applications" ADD CONSTRAINT "experience_group_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_group_applications" ADD CONSTRAINT "experience_group_applications_goods_option_id_goods_options_id_fk" FOREIGN KEY ("goods_option_id") REFERENCES "public"."goods_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_groups" ADD CONSTRAINT "experience_groups_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_experience_group_id_experience_groups_id_fk" FOREIGN KEY ("experience_group_id") REFERENCES "public"."experience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_application_id_experience_group_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."experience_group_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_room_idx" ON "live_chat_messages" USING btree ("live_room_id","id");--> statement-breakpoint
CREATE INDEX "live_room_goods_room_idx" ON "live_room_goods" USING btree ("live_room_id");--> statement-breakpoint
CREATE INDEX "live_room_tokens_room_idx" ON "live_room_tokens" USING btree ("live_room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_group_applications_member_idx" ON "experience_group_applications" USING btree ("experience_group_id","member_id");--> statement-breakpoint
CREATE INDEX "experience_group_applications_by_member_idx" ON "experience_group_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "experience_groups_period_idx" ON "experience_groups" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "experience_reviews_group_idx" ON "experience_reviews" USING btree ("experience_group_id","created_at");--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_experience_review_id_experience_reviews_id_fk" FOREIGN KEY ("experience_review_id") REFERENCES "public"."experience_reviews"("id") ON DELETE cascade ON UPDATE no action;