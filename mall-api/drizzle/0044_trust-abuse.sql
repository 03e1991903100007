-- Issue 25 items 6 and 15.
-- The login captcha is drawn as strokes now (no character in its markup): the e2e suite and a person trying
-- the demo read its answer from the sandbox, outside production only; production never fills this column.
ALTER TABLE "captchas" ADD COLUMN "sandbox_answer" text;--> statement-breakpoint
-- One vote per visitor (member, else client address, hashed) per keyword per hot-search window: a search
-- counts towards 인기 검색어 only when this row is new or its last counted vote is older than the window.
CREATE TABLE "search_votes" (
	"keyword" text NOT NULL,
	"voter" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_votes_keyword_voter_pk" PRIMARY KEY("keyword","voter")
);--> statement-breakpoint
CREATE INDEX "search_votes_voted_idx" ON "search_votes" USING btree ("voted_at");
