CREATE TABLE "qna_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "qna_categories_kind_name_uq" ON "qna_categories" USING btree ("kind","name");