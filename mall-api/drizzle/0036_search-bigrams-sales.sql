-- Every two letters of the lower-cased text: a name containing a word contains all its bigrams, so the
-- search finds two-letter Korean words (코트, 셔츠; no trigram) through this index before its ilike.
CREATE OR REPLACE FUNCTION goods_name_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l, i, 2)), '{}') FROM (SELECT lower(t) AS l) s, generate_series(1, char_length(l) - 1) i
$$;--> statement-breakpoint
CREATE INDEX "goods_name_bigram_idx" ON "goods" USING gin (goods_name_bigrams("name")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_items_goods_idx" ON "order_items" USING btree ("goods_id","status");