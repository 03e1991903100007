-- Issue 25: a device's open (unpaid) sheets are counted at every order start; review photos get random ids.
CREATE INDEX IF NOT EXISTS "orders_open_device_idx" ON "orders" USING btree ("uid_token") WHERE status = 'ordering';--> statement-breakpoint
ALTER TABLE "review_photos" ALTER COLUMN "id" SET DEFAULT (floor(random() * 2147483646) + 1)::int;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "review_photos_id_seq";
