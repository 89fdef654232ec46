/**
 * The product indexes of migration 0002, by name. The scale seed drops them before its bulk
 * load and recreates them afterwards (building an index once is much faster than keeping it
 * up to date row by row). Keep in step with `data/migrations/0002_catalog.sql`, `0004_listing_keys.sql` and
 * `0020_search_words.sql`.
 */
export const productIndexes: ReadonlyArray<{ name: string; create: string }> = [
  { name: 'product_number_idx', create: 'CREATE UNIQUE INDEX product_number_idx ON product (product_number)' },
  {
    name: 'product_number_pattern_idx',
    create: 'CREATE INDEX product_number_pattern_idx ON product (lower(product_number) text_pattern_ops)',
  },
  { name: 'product_parent_idx', create: 'CREATE INDEX product_parent_idx ON product (parent_id)' },
  {
    name: 'product_manufacturer_number_idx',
    create: 'CREATE INDEX product_manufacturer_number_idx ON product (lower(manufacturer_number) text_pattern_ops)',
  },
  { name: 'product_ean_idx', create: 'CREATE INDEX product_ean_idx ON product (ean)' },
  {
    name: 'product_translation_search_idx',
    create: 'CREATE INDEX product_translation_search_idx ON product_translation USING gin (search_text gin_trgm_ops)',
  },
  {
    name: 'product_translation_words_idx',
    create: 'CREATE INDEX product_translation_words_idx ON product_translation USING gin (search_words)',
  },
  {
    name: 'product_category_idx',
    create: 'CREATE UNIQUE INDEX product_category_idx ON product_category (category_id, product_id)',
  },
  {
    name: 'product_property_idx',
    create: 'CREATE UNIQUE INDEX product_property_idx ON product_property (product_id, option_id)',
  },
  {
    name: 'product_property_option_idx',
    create: 'CREATE INDEX product_property_option_idx ON product_property (option_id, product_id)',
  },
  {
    name: 'product_filter_keys_idx',
    create: 'CREATE INDEX product_filter_keys_idx ON product USING gin (filter_keys)',
  },
  { name: 'product_sales_idx', create: 'CREATE INDEX product_sales_idx ON product (sales DESC, product_number)' },
];

/**
 * The product foreign keys the scale seed drops before its bulk load and adds again afterwards (one validating join
 * instead of a key check per inserted row). Keep in step with `0027_search_active_candidates.sql`.
 */
export const productForeignKeys: ReadonlyArray<{ table: string; name: string; add: string }> = [
  {
    table: 'product_translation',
    name: 'product_translation_product_fkey',
    add: 'ALTER TABLE product_translation ADD CONSTRAINT product_translation_product_fkey FOREIGN KEY (product_id) REFERENCES product (id) ON DELETE CASCADE',
  },
];
