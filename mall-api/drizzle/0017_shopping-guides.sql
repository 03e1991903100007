CREATE TABLE "card_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_name" text NOT NULL,
	"months" text NOT NULL,
	"min_amount" integer NOT NULL,
	"note" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_guides" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_benefits_period_idx" ON "card_benefits" USING btree ("starts_at","ends_at");