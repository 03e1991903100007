CREATE TABLE "captchas" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"answer_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"solved_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "failure_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "failure_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "captchas_token_uq" ON "captchas" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "captchas_expiry_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "failure_counters_last_idx" ON "failure_counters" USING btree ("last_failed_at");