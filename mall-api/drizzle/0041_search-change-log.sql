-- The search cache's change log (mall-api search-cache.ts), replacing migration 0040's generation sequence.
-- The sequence was advanced inside the writer's transaction, before its commit: a search that read the new
-- value while the write was not yet visible kept a result that missed it (only the TTL bounded that). Here a
-- writer records its transaction id, in its own transaction: the row is visible exactly when the write is.
-- A cached answer stores the snapshot it was computed after (pg_current_snapshot) and stays valid while every
-- logged change is visible to that snapshot (pg_visible_in_snapshot): exact, whatever the commit order.
-- Two kinds: 'catalog' (what goods are, where they are listed, how they are named and priced: a cached answer
-- is never served past one) and 'counts' (stock, units sold, review and wish counts, result clicks: they move
-- with every order, review, wish and click, and an answer may lag them by the cache's TTL).
DROP TRIGGER goods_search_generation ON goods;--> statement-breakpoint
DROP TRIGGER goods_options_search_generation ON goods_options;--> statement-breakpoint
DROP TRIGGER goods_colors_search_generation ON goods_colors;--> statement-breakpoint
DROP TRIGGER colors_search_generation ON colors;--> statement-breakpoint
DROP TRIGGER brands_search_generation ON brands;--> statement-breakpoint
DROP TRIGGER categories_search_generation ON categories;--> statement-breakpoint
DROP TRIGGER sellers_search_generation ON sellers;--> statement-breakpoint
DROP TRIGGER search_feedbacks_search_generation ON search_feedbacks;--> statement-breakpoint
DROP FUNCTION search_generation_bump();--> statement-breakpoint
DROP SEQUENCE search_generation;--> statement-breakpoint
CREATE TABLE search_changes (
  xid xid8 NOT NULL,
  kind text NOT NULL CHECK (kind IN ('catalog', 'counts')),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, xid)
);--> statement-breakpoint
CREATE INDEX search_changes_at_idx ON search_changes (at);--> statement-breakpoint
-- One row per writing transaction and kind (a second statement of the transaction finds its row: no wait,
-- two transactions never share an id). The kind is the trigger's argument.
CREATE FUNCTION search_change_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (xid, kind) VALUES (pg_current_xact_id(), TG_ARGV[0]) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER goods_search_catalog AFTER INSERT OR DELETE OR TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
-- Every column but the counters (a new column belongs in one of the two lists: search-changes.pg.test.ts
-- checks that each column of goods and goods_options is in one).
CREATE TRIGGER goods_search_catalog_update AFTER UPDATE OF id, name, headline, goods_type, brand_id, seller_id,
  category_id, price, sell_price, base_discounted_price, description, image_count, is_adult, badges, icon, created_at,
  restock_notice ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER goods_search_counts_update AFTER UPDATE OF review_count, review_score_avg, wish_count, sales_count ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('counts');--> statement-breakpoint
CREATE TRIGGER goods_options_search_catalog AFTER INSERT OR DELETE OR TRUNCATE ON goods_options
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER goods_options_search_catalog_update AFTER UPDATE OF id, goods_id, name, extra_amount, sort_order ON goods_options
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER goods_options_search_counts_update AFTER UPDATE OF stock ON goods_options
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('counts');--> statement-breakpoint
CREATE TRIGGER goods_colors_search_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_colors
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER colors_search_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER brands_search_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER categories_search_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER sellers_search_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('catalog');--> statement-breakpoint
CREATE TRIGGER search_feedbacks_search_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_feedbacks
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_log('counts');
--> statement-breakpoint
-- What a cached answer computed after snapshot `s` has not seen: 'catalog' when a catalogue change committed
-- since (invisible to `s`), else 'counts' when a counts change did, else null. Changes older than the snapshot's
-- xmin are visible to it by definition: the primary key's range (kind, then xid) reads only that kind's newer ones,
-- so the many counts changes of a busy shop are not read to find a catalogue change.
CREATE FUNCTION search_changes_unseen(s pg_snapshot) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN s IS NULL THEN NULL
    WHEN EXISTS (SELECT 1 FROM search_changes c
      WHERE c.xid >= pg_snapshot_xmin(s) AND c.kind = 'catalog' AND NOT pg_visible_in_snapshot(c.xid, s)) THEN 'catalog'
    WHEN EXISTS (SELECT 1 FROM search_changes c
      WHERE c.xid >= pg_snapshot_xmin(s) AND c.kind = 'counts' AND NOT pg_visible_in_snapshot(c.xid, s)) THEN 'counts'
  END
$$;
