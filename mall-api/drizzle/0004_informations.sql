CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"tracking_url_template" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"detail_reason_required" boolean DEFAULT false NOT NULL,
	"fault" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reasons_type_code_uq" ON "reasons" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "reasons_type_idx" ON "reasons" USING btree ("type","sort_order");