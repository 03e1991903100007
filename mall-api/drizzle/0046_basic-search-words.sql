-- Base search words (spec "Search engine": basic_search_words {keyword, link_url}): the words the shop sets for
-- the search box, one picked at random as its placeholder; an empty search goes to its link. The link is a
-- same-site path (the storefront's own pages), in the order the shop keeps them.
CREATE TABLE basic_search_words (
  id serial PRIMARY KEY,
  keyword text NOT NULL UNIQUE CHECK (length(btrim(keyword)) BETWEEN 1 AND 50),
  link_url text NOT NULL CHECK (link_url ~ '^/[^/]'),
  sort_order integer NOT NULL
);
--> statement-breakpoint
-- A goods section filled by the ranking instead of its own goods list: best_period names the /best ranking
-- (units sold in the period, counted from the order lines when the page is asked for) it shows. The main page's
-- "지금 가장 인기 있는 상품 · 실시간 판매량 기준" was a fixed list of goods ids that contradicted /best.
ALTER TABLE lego_sections ADD COLUMN best_period text
  CHECK (best_period IS NULL OR (best_period IN ('daily', 'weekly', 'monthly') AND kind IN ('goods_carousel', 'goods_grid')));--> statement-breakpoint
UPDATE lego_sections SET best_period = 'weekly'
  WHERE kind = 'goods_carousel' AND title = '지금 가장 인기 있는 상품' AND best_period IS NULL;--> statement-breakpoint
DELETE FROM lego_section_goods WHERE section_id IN (SELECT id FROM lego_sections WHERE best_period IS NOT NULL);
