-- Article-link searches of two words that many descriptions contain (issue 13 bench line; docs/benchmarks.md
-- "Session 9: article-link searches"): `größe 17` is in 2,500 of the bench company's 100,000 descriptions, and the
-- exact number of matches the list shows read each of them from the table (one row on each of 2,500 pages: about
-- 1 µs a match, four fifths of the search). A description contains a term of two words `<a> <b>` exactly where two
-- adjacent words of it (split at single spaces, as `description_words`) are one ending with <a> and one beginning with
-- <b>; the description dictionary (migrations 0022, 0023) names those words. So every pair of adjacent words of a
-- link's description is kept here with the link's key in list order: the matches of a pair are one range of this
-- index, counted and paged without reading a link (docs/decisions.md "Article-link description pairs"). Kept by
-- statement triggers in the writing statement, whoever writes (the dictionary's reasoning); a pair twice in one
-- description is one row.
CREATE TABLE article_link_pair (
  company_id uuid NOT NULL,
  pair text NOT NULL,
  customer_sku text NOT NULL,
  product_id uuid NOT NULL,
  PRIMARY KEY (company_id, pair, customer_sku, product_id)
);

-- The pairs of the links of a transition table (the words as `description_words` splits them).
CREATE FUNCTION article_link_pairs_of(words text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT words[i] || ' ' || words[i + 1] FROM generate_series(1, cardinality(words) - 1) AS i
$$;

INSERT INTO article_link_pair (company_id, pair, customer_sku, product_id)
SELECT al.company_id, p.pair, al.customer_sku, al.product_id
  FROM article_link al, article_link_pairs_of(al.description_words) AS p(pair)
 ORDER BY 1, 2, 3, 4
ON CONFLICT DO NOTHING;

CREATE FUNCTION article_link_pairs_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_pair (company_id, pair, customer_sku, product_id)
  SELECT n.company_id, p.pair, n.customer_sku, n.product_id
    FROM pairs_new n, article_link_pairs_of(n.description_words) AS p(pair)
   ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_pairs_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_link_pair t
   USING (SELECT o.company_id, p.pair, o.customer_sku, o.product_id
            FROM pairs_old o, article_link_pairs_of(o.description_words) AS p(pair)) d
   WHERE t.company_id = d.company_id AND t.pair = d.pair AND t.customer_sku = d.customer_sku
     AND t.product_id = d.product_id;
  RETURN NULL;
END
$$;
-- An update that changes neither a link's description nor its customer article number writes nothing here; one that
-- does replaces the link's pairs (a link keeps its company and product: the key of article_link).
CREATE FUNCTION article_link_pairs_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
   WHERE n.description_words IS DISTINCT FROM o.description_words OR n.customer_sku <> o.customer_sku
   ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_pairs_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_link_pair;
  RETURN NULL;
END
$$;
CREATE TRIGGER article_link_pairs_insert AFTER INSERT ON article_link
  REFERENCING NEW TABLE AS pairs_new FOR EACH STATEMENT EXECUTE FUNCTION article_link_pairs_insert();
CREATE TRIGGER article_link_pairs_delete AFTER DELETE ON article_link
  REFERENCING OLD TABLE AS pairs_old FOR EACH STATEMENT EXECUTE FUNCTION article_link_pairs_delete();
CREATE TRIGGER article_link_pairs_update AFTER UPDATE ON article_link
  REFERENCING OLD TABLE AS pairs_old NEW TABLE AS pairs_new FOR EACH STATEMENT EXECUTE FUNCTION article_link_pairs_update();
CREATE TRIGGER article_link_pairs_truncate AFTER TRUNCATE ON article_link
  FOR EACH STATEMENT EXECUTE FUNCTION article_link_pairs_truncate();

ANALYZE article_link_pair;
