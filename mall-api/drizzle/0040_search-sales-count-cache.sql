-- The name's bigrams stored (goods.name_bigrams): the GIN match's re-check reads them instead of computing them per row.
DROP INDEX "goods_name_bigram_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_bigrams" text[] GENERATED ALWAYS AS (goods_name_bigrams(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_name_bigram_idx" ON "goods" USING gin ("name_bigrams") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_options" ADD COLUMN "fit_size" text GENERATED ALWAYS AS (case when name ~ '^사이즈 [A-Z]{1,4}$' then substr(name, 5) end) STORED;--> statement-breakpoint
ALTER TABLE "goods_options" ADD COLUMN "shoe_size" text GENERATED ALWAYS AS (case when name ~ '^사이즈 [0-9]{3}$' then substr(name, 5) end) STORED;--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales_count" DESC NULLS LAST,"wish_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods"."sales_count" > 0;--> statement-breakpoint
CREATE INDEX "goods_popularity_idx" ON "goods" USING btree (("sales_count" * 10 + "wish_count" * 2 + "review_count") desc,"id" desc);--> statement-breakpoint
CREATE INDEX "goods_options_fit_size_idx" ON "goods_options" USING btree ("goods_id","fit_size") WHERE "goods_options"."fit_size" is not null;--> statement-breakpoint
CREATE INDEX "goods_options_shoe_size_idx" ON "goods_options" USING btree ("goods_id","shoe_size") WHERE "goods_options"."shoe_size" is not null;--> statement-breakpoint
-- goods.sales_count: units of the goods' order lines in PURCHASED_STATUSES (shared-contracts order/status.ts,
-- ADR 0012: paid and not taken back). Statement triggers on order_items keep it in the writer's
-- transaction, whoever writes the lines (checkout, claims, seeds): the change of each statement is summed per
-- goods and applied with the goods rows locked in id order (two payments never deadlock on the counters).
CREATE FUNCTION goods_sales_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purchased constant text[] := ARRAY['paid', 'preparing', 'shipping', 'delivered', 'confirmed', 'cancel_requested',
    'return_requested', 'exchange_requested', 'exchange_shipping', 'exchanged'];
  ids int[];
  units int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(goods_id ORDER BY goods_id), array_agg(n ORDER BY goods_id) INTO ids, units
      FROM (SELECT goods_id, sum(ea)::int AS n FROM new_lines WHERE status = ANY (purchased) GROUP BY goods_id) d WHERE n <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(goods_id ORDER BY goods_id), array_agg(-n ORDER BY goods_id) INTO ids, units
      FROM (SELECT goods_id, sum(ea)::int AS n FROM old_lines WHERE status = ANY (purchased) GROUP BY goods_id) d WHERE n <> 0;
  ELSE
    SELECT array_agg(goods_id ORDER BY goods_id), array_agg(n ORDER BY goods_id) INTO ids, units
      FROM (
        SELECT goods_id, sum(n)::int AS n FROM (
          SELECT goods_id, ea AS n FROM new_lines WHERE status = ANY (purchased)
          UNION ALL SELECT goods_id, -ea FROM old_lines WHERE status = ANY (purchased)
        ) x GROUP BY goods_id
      ) d WHERE n <> 0;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM goods WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  UPDATE goods SET sales_count = goods.sales_count + d.n FROM unnest(ids, units) AS d(id, n) WHERE goods.id = d.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION goods_sales_count_apply();--> statement-breakpoint
CREATE TRIGGER order_items_sales_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION goods_sales_count_apply();--> statement-breakpoint
CREATE TRIGGER order_items_sales_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION goods_sales_count_apply();--> statement-breakpoint
UPDATE goods SET sales_count = s.n FROM (
  SELECT goods_id, sum(ea)::int AS n FROM order_items
  WHERE status IN ('paid', 'preparing', 'shipping', 'delivered', 'confirmed', 'cancel_requested', 'return_requested',
    'exchange_requested', 'exchange_shipping', 'exchanged')
  GROUP BY goods_id
) s WHERE goods.id = s.goods_id;--> statement-breakpoint
-- The search cache's generation (mall-api search-cache.ts): every statement that changes what a search
-- answers (goods and their counters, options and stock, colours, brands, categories, sellers, result clicks)
-- takes the next value; a cached answer of an older generation is not served. A sequence never blocks:
-- concurrent writers do not queue on it.
CREATE SEQUENCE search_generation;--> statement-breakpoint
CREATE FUNCTION search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_generation');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER goods_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER goods_options_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_options
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER goods_colors_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_colors
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER colors_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER brands_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER categories_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER sellers_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER search_feedbacks_search_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_feedbacks
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
