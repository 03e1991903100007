-- Issue 29: a member pays the order sheet with a registered My pay method (paid switch myPay). The
-- payment keeps which method it charged; the PG's sandbox ledger keeps the billing key it was asked
-- to charge and what its page shows (issuer and masked number).
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "my_pay_method_id" integer REFERENCES "my_pay_methods"("id");--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN IF NOT EXISTS "billing_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN IF NOT EXISTS "method_detail" text;
