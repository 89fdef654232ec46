-- Product detail of issue 10 (storefront.md §2 Product detail, §3 Product): the content of the detail page's tabs and
-- gallery, shared by a product family, its files, and tier prices.
-- Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.

-- Detail content shared by the products of one family (a datasheet serves every size of a bolt): gallery images after
-- the cover, texts per locale code ({"de-DE": "…"}, en-GB as fallback; paragraphs separated by a blank line), and
-- specification tables as [{"label": {"de-DE": "…"}, "value": "…"}].
CREATE TABLE product_content (
  id uuid PRIMARY KEY,
  media_ids uuid[] NOT NULL DEFAULT '{}',
  applications jsonb,
  instructions jsonb,
  specifications jsonb NOT NULL DEFAULT '[]',
  manufacturer_specifications jsonb NOT NULL DEFAULT '[]'
);

-- Files of a content: downloads (datasheets, CAD drawings) and documents (certificates, safety data sheets); the
-- server renders each as a small PDF under /files/{id}/{file_name}. Titles per locale code.
CREATE TABLE product_file (
  id uuid PRIMARY KEY,
  content_id uuid NOT NULL REFERENCES product_content (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('download', 'document')),
  position int NOT NULL,
  title jsonb NOT NULL,
  file_name text NOT NULL
);
CREATE INDEX product_file_content ON product_file (content_id, kind, position);

ALTER TABLE product ADD COLUMN content_id uuid;
-- Quantity discounts on the product's effective net price (list or customer price), ascending by quantity:
-- [{"from": 10, "discountPercent": 5}, {"from": 50, "discountPercent": 10}]; null = one price for every quantity.
ALTER TABLE product ADD COLUMN price_tiers jsonb;
