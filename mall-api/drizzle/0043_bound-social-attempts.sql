-- A social login attempt is bound to the browser that started it (the hash of an httpOnly cookie
-- nonce, checked on the platform's callback) and carries its PKCE verifier; the sandbox platform
-- keeps the challenge a code was issued for.
ALTER TABLE "social_authentications" ADD COLUMN "browser_nonce_hash" text;--> statement-breakpoint
ALTER TABLE "social_authentications" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "sandbox_oauth_grants" ADD COLUMN "code_challenge" text;
