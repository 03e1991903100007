-- Guest access (ADR 0014): a guest session opens the order it logged in with; the orderer's other
-- guest orders only once a code sent to that order's phone came back to this session.
ALTER TABLE "guest_sessions" ADD COLUMN "phone_code_hash" text;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "phone_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "phone_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- A delivery-delay reward is taken back when its line is cancelled (issue 25 item 18): what the member
-- already spent comes off that cancel's refund, recorded here so later refunds never pay it out again.
ALTER TABLE "claims" ADD COLUMN "reward_withheld_amount" integer DEFAULT 0 NOT NULL;
