-- Search page candidates without their product rows (issue 10 Benchmarks, session 9; decisions "Search page
-- statement"): the first page of a term in relevance order with its facets reused needs of each name candidate only
-- its name (read with it) and whether its product is active. Every translation belongs to a product (the key below:
-- the seeds and imports always wrote the product first; a deleted product takes its translations along), so a
-- candidate is left out exactly when its product is one of the inactive ones, which the partial index lists (usually
-- none or few: one index page instead of a primary-key read per candidate, ~30 % of a common term's database time).
ALTER TABLE product_translation
  ADD CONSTRAINT product_translation_product_fkey FOREIGN KEY (product_id) REFERENCES product (id) ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS product_inactive_idx ON product (id) WHERE NOT active;
