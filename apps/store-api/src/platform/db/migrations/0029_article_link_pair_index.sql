-- The article-link pair index without a uniqueness check (migrations 0026, 0028; docs/benchmarks.md "Session 9:
-- article-link searches"): an import that follows a delete of the company's links inserted each pair row next to its
-- dead predecessor, and the primary key's uniqueness check read that dead row from the table for every insert — the
-- 100,000-link import took 18.5 s against 10–14 s without the pair triggers (load 13); with a plain index, 12.0
-- against 10.4. The triggers write no duplicates (each link's pairs once, a link's rows replaced whole).
-- The update trigger now compares whole rows (a link whose company, product, number or words changed: its old rows
-- go, its new ones come), so no column an update may change leaves rows behind.
ALTER TABLE article_link_pair DROP CONSTRAINT article_link_pair_pkey;
CREATE INDEX article_link_pair_key ON article_link_pair (company_id, pair, customer_sku, product_id);

CREATE OR REPLACE FUNCTION article_link_pairs_update() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM article_link_pair t
   USING (SELECT o.company_id, p.pair, o.customer_sku, o.product_id
            FROM (SELECT company_id, product_id, customer_sku, description_words FROM pairs_old
                  EXCEPT ALL
                  SELECT company_id, product_id, customer_sku, description_words FROM pairs_new) o,
                 article_link_pairs_of(o.description_words) AS p(pair)) d
   WHERE t.company_id = d.company_id AND t.pair = d.pair AND t.customer_sku = d.customer_sku
     AND t.product_id = d.product_id;
  INSERT INTO article_link_pair (company_id, pair, customer_sku, product_id)
  SELECT n.company_id, p.pair, n.customer_sku, n.product_id
    FROM (SELECT company_id, product_id, customer_sku, description_words FROM pairs_new
          EXCEPT ALL
          SELECT company_id, product_id, customer_sku, description_words FROM pairs_old) n,
         article_link_pairs_of(n.description_words) AS p(pair);
  RETURN NULL;
END
$$;

ANALYZE article_link_pair;
