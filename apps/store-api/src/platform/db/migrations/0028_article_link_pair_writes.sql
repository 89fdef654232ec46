-- Cheaper writes of the article-link pair index (migration 0026; docs/benchmarks.md "Session 9: article-link
-- searches"): with `generate_series` the planner expected 1,000 pairs a link (3 in the bench), so a trigger statement
-- of 20,000 links was costed at millions of rows and JIT-compiled with inlining and optimisation (0.8 s of the 1.2 s
-- the pairs took), and its ON CONFLICT wrote each row twice to the WAL. The pairs now come from two slices of the
-- words (an estimate of 10), each link's once (DISTINCT on its own few pairs), so the triggers insert plainly: no two
-- rows of one statement share a key (a link is one company and product) and the update trigger deletes a changed
-- link's rows before it inserts them anew. The trigger functions run without JIT (their statements are simple scans
-- of the transition tables; compiling them costs more than it saves).
CREATE OR REPLACE FUNCTION article_link_pairs_of(words text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w.a || ' ' || w.b FROM unnest(words[1:cardinality(words) - 1], words[2:]) AS w(a, b)
$$;

CREATE OR REPLACE FUNCTION article_link_pairs_insert() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO article_link_pair (company_id, pair, customer_sku, product_id)
  SELECT n.company_id, p.pair, n.customer_sku, n.product_id
    FROM pairs_new n, article_link_pairs_of(n.description_words) AS p(pair);
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION article_link_pairs_delete() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM article_link_pair t
   USING (SELECT o.company_id, p.pair, o.customer_sku, o.product_id
            FROM pairs_old o, article_link_pairs_of(o.description_words) AS p(pair)) d
   WHERE t.company_id = d.company_id AND t.pair = d.pair AND t.customer_sku = d.customer_sku
     AND t.product_id = d.product_id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION article_link_pairs_update() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM article_link_pair t
   USING (SELECT o.company_id, p.pair, o.customer_sku, o.product_id
            FROM pairs_old o JOIN pairs_new n ON n.company_id = o.company_id AND n.product_id = o.product_id
                 CROSS JOIN article_link_pairs_of(o.description_words) AS p(pair)
           WHERE n.description_words IS DISTINCT FROM o.description_words OR n.customer_sku <> o.customer_sku) d
   WHERE t.company_id = d.company_id AND t.pair = d.pair AND t.customer_sku = d.customer_sku
     AND t.product_id = d.product_id;
  INSERT INTO article_link_pair (company_id, pair, customer_sku, product_id)
  SELECT n.company_id, p.pair, n.customer_sku, n.product_id
    FROM pairs_new n JOIN pairs_old o ON o.company_id = n.company_id AND o.product_id = n.product_id
         CROSS JOIN article_link_pairs_of(n.description_words) AS p(pair)
   WHERE n.description_words IS DISTINCT FROM o.description_words OR n.customer_sku <> o.customer_sku;
  RETURN NULL;
END
$$;
