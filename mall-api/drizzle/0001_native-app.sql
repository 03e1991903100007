CREATE TABLE "app_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"os" text NOT NULL,
	"app_version" text NOT NULL,
	"push_token" text,
	"member_id" integer,
	"push_agreed" boolean DEFAULT false NOT NULL,
	"push_agreed_at" timestamp with time zone,
	"night_push_agreed" boolean DEFAULT false NOT NULL,
	"night_push_agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"os" text PRIMARY KEY NOT NULL,
	"latest_version" text NOT NULL,
	"minimum_version" text NOT NULL,
	"store_url" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_access_tokens" ADD CONSTRAINT "app_access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_devices" ADD CONSTRAINT "app_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_access_tokens_hash_uq" ON "app_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "app_access_tokens_uuid_idx" ON "app_access_tokens" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "app_devices_uuid_uq" ON "app_devices" USING btree ("uuid");