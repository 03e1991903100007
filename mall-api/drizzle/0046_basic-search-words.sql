-- Base search words (spec "Search engine": basic_search_words {keyword, link_url}): the words the shop sets for
-- the search box, one picked at random as its placeholder; an empty search goes to its link. The link is a
-- same-site path (the storefront's own pages), in the order the shop keeps them.
CREATE TABLE basic_search_words (
  id serial PRIMARY KEY,
  keyword text NOT NULL UNIQUE CHECK (length(btrim(keyword)) BETWEEN 1 AND 50),
  link_url text NOT NULL CHECK (link_url ~ '^/[^/]'),
  sort_order integer NOT NULL
);
