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
UPDATE grades SET monthly_coupons = '[{"title":"VIP 등급 10% 할인 쿠폰","discount_type":"rate","discount_value":10,"maximum_discount_amount":30000,"min_sell_price":30000}]'::jsonb WHERE code = 'VIP' AND monthly_coupons = '[]'::jsonb;
