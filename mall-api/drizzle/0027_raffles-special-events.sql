CREATE TABLE "raffle_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_option_id" integer NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"winner_count" integer NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"announce_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_event_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"special_event_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"benefit" text NOT NULL,
	"description" text NOT NULL,
	"how_to" text NOT NULL,
	"notes" text NOT NULL,
	"background_color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_goods_option_id_goods_options_id_fk" FOREIGN KEY ("goods_option_id") REFERENCES "public"."goods_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_entry_id_raffle_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."raffle_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_goods" ADD CONSTRAINT "special_event_goods_special_event_id_special_events_id_fk" FOREIGN KEY ("special_event_id") REFERENCES "public"."special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_goods" ADD CONSTRAINT "special_event_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_raffle_member_idx" ON "raffle_entries" USING btree ("raffle_id","member_id");--> statement-breakpoint
CREATE INDEX "raffle_entries_member_idx" ON "raffle_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_entry_idx" ON "raffle_winners" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "raffle_winners_raffle_idx" ON "raffle_winners" USING btree ("raffle_id","rank");--> statement-breakpoint
CREATE INDEX "raffles_period_idx" ON "raffles" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "special_event_goods_event_idx" ON "special_event_goods" USING btree ("special_event_id");--> statement-breakpoint
CREATE INDEX "special_events_period_idx" ON "special_events" USING btree ("start_at","end_at");