-- Issue 25: review photo bytes live in the media store (MEDIA_DIR); a row keeps only the key, type and size.
-- Rows written before keep their bytes in "data" and are still served from it.
ALTER TABLE "review_photos" ADD COLUMN IF NOT EXISTS "storage_key" text;--> statement-breakpoint
ALTER TABLE "review_photos" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_bytes_ck" CHECK ("storage_key" IS NOT NULL OR "data" IS NOT NULL);
