CREATE TABLE "sandbox_oauth_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"code_hash" text NOT NULL,
	"access_token_hash" text,
	"profile" jsonb NOT NULL,
	"exchanged_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_oauth_grants_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "sandbox_oauth_grants_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"platform" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"email" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_authentications" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"platform" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_user_id" text,
	"name" text,
	"email" text,
	"phone" text,
	"failure_reason" text,
	"used_by_member_id" integer,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_authentications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_oauth_grants_expiry_idx" ON "sandbox_oauth_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_uq" ON "social_accounts" USING btree ("platform","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_member_platform_uq" ON "social_accounts" USING btree ("member_id","platform");--> statement-breakpoint
CREATE INDEX "social_authentications_expiry_idx" ON "social_authentications" USING btree ("expires_at");