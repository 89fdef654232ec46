-- Listing filters at scale (issue 3 Performance): one array per listable product holding its
-- categories (leaf and ancestors), property options and manufacturer, under one GIN index, so a
-- listing with several filters is a single index intersection instead of joins over every
-- product of a large category. Filled by the seed; variants keep an empty array.
ALTER TABLE product ADD COLUMN filter_keys uuid[] NOT NULL DEFAULT '{}';
CREATE INDEX product_filter_keys_idx ON product USING gin (filter_keys);
CREATE INDEX product_sales_idx ON product (sales DESC, product_number);

-- Databases seeded before this migration: fill the keys from the existing tables.
UPDATE product p SET filter_keys = k.keys
  FROM (
    SELECT x.product_id, array_agg(x.key) AS keys FROM (
      SELECT product_id, category_id AS key FROM product_category
      UNION ALL
      SELECT product_id, option_id FROM product_property
      UNION ALL
      SELECT id, manufacturer_id FROM product WHERE manufacturer_id IS NOT NULL
    ) x GROUP BY x.product_id
  ) k
 WHERE k.product_id = p.id AND p.parent_id IS NULL;
