-- The monthly re-grade (mall-api grade-runs.ts): one row per month that ran, written in the run's own
-- transaction under an advisory lock keyed by the month, so two schedulers firing at once run it once.
CREATE TABLE grade_runs (
  month text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  members_count integer NOT NULL,
  changed_count integer NOT NULL,
  coupons_issued integer NOT NULL
);--> statement-breakpoint
-- Each member whose grade a run changed: from, to and the amount that decided it.
CREATE TABLE grade_changes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  month text NOT NULL,
  from_grade_id integer NOT NULL REFERENCES grades(id),
  to_grade_id integer NOT NULL REFERENCES grades(id),
  purchase_amount integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX grade_changes_member_month_uq ON grade_changes (member_id, month);--> statement-breakpoint
-- The coupons a grade pays every month (the run makes that month's coupon from each and gives it once).
ALTER TABLE grades ADD COLUMN monthly_coupons jsonb NOT NULL DEFAULT '[]'::jsonb;--> statement-breakpoint
-- A coupon the mall issues by rule (grade:GOLD:2026-12:0): made once, whoever asks for it first.
ALTER TABLE coupons ADD COLUMN issue_key text;--> statement-breakpoint
CREATE UNIQUE INDEX coupons_issue_key_uq ON coupons (issue_key) WHERE issue_key IS NOT NULL;--> statement-breakpoint
-- Malls seeded before: the grades' monthly coupons as their benefit lists name them.
UPDATE grades SET monthly_coupons = '[{"title":"골드 등급 5% 할인 쿠폰","discount_type":"rate","discount_value":5,"maximum_discount_amount":10000,"min_sell_price":30000}]'::jsonb WHERE code = 'GOLD' AND monthly_coupons = '[]'::jsonb;--> statement-breakpoint
UPDATE grades SET monthly_coupons = '[{"title":"VIP 등급 10% 할인 쿠폰","discount_type":"rate","discount_value":10,"maximum_discount_amount":30000,"min_sell_price":30000}]'::jsonb WHERE code = 'VIP' AND monthly_coupons = '[]'::jsonb;--> statement-breakpoint
-- Personalization (paid switch `personalization`): the member's choice to get recommendations from their own
-- activity (views, wishes, purchases), and when it was last changed.
ALTER TABLE members ADD COLUMN personalization_enabled boolean NOT NULL DEFAULT true;--> statement-breakpoint
ALTER TABLE members ADD COLUMN personalization_changed_at timestamptz;--> statement-breakpoint
-- My pay (paid switch `myPay`): cards and bank accounts a member registered with the easy-pay provider. The
-- provider keeps the card; the shop keeps its billing key (hashed would break charging: kept, never sent to
-- the browser) and what the shopper may see (issuer, masked number). Deleting ends the key at the provider.
CREATE TABLE my_pay_methods (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('card', 'account')),
  issuer_name text NOT NULL,
  masked_number text NOT NULL,
  billing_key text NOT NULL,
  registration_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);--> statement-breakpoint
CREATE INDEX my_pay_methods_member_idx ON my_pay_methods (member_id) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX my_pay_methods_registration_uq ON my_pay_methods (registration_id);--> statement-breakpoint
-- The sandbox easy-pay provider's own ledger (a real provider keeps it on its side): a registration made
-- by the shop, completed or cancelled on the provider's page, and the billing keys it issued.
CREATE TABLE sandbox_my_pay_registrations (
  registration_id text PRIMARY KEY,
  member_ref text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('card', 'account')),
  return_url text NOT NULL,
  state text NOT NULL DEFAULT 'ready' CHECK (state IN ('ready', 'registered', 'cancelled', 'revoked')),
  issuer_name text,
  masked_number text,
  billing_key text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
