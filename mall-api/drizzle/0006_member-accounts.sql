CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"member_ids" jsonb NOT NULL,
	"channel" text,
	"recipient" text,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_policy_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"policy_code" text NOT NULL,
	"agreed" boolean NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sizes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"height_cm" integer,
	"weight_kg" integer,
	"top_size" text,
	"bottom_size" text,
	"shoe_size_mm" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason_code" text NOT NULL,
	"detail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"is_required" boolean NOT NULL,
	"for_join" boolean DEFAULT true NOT NULL,
	"version" text NOT NULL,
	"contents" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text,
	"phone" text,
	"birthdate" text,
	"gender" text,
	"ci_hash" text,
	"failure_reason" text,
	"used_by_member_id" integer,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "benefits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "text_review_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "photo_review_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthdate" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ci_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "previous_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_advice_snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_policy_agreements" ADD CONSTRAINT "member_policy_agreements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sizes" ADD CONSTRAINT "member_sizes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_uq" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_expiry_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_policy_agreements_member_idx" ON "member_policy_agreements" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_code_version_uq" ON "policies" USING btree ("code","version");--> statement-breakpoint
CREATE INDEX "policies_code_idx" ON "policies" USING btree ("code","effective_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_expiry_idx" ON "identity_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_ci_uq" ON "members" USING btree ("ci_hash") WHERE ci_hash is not null and withdrawn_at is null;