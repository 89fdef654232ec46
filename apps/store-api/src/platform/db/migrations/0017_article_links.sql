-- Article links (issue 13; account-area.md §3 Article link, §5, §7): the company's own article numbers get an id
-- (edit and delete address a link by it), a description and timestamps. One link per product stays the primary
-- key; a customer article number is used once per company, ignoring case (the typeahead and quick order match it
-- ignoring case), so the old search index becomes that unique index.
ALTER TABLE article_link ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE article_link ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE article_link ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE article_link ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX article_link_id_idx ON article_link (id);
DROP INDEX article_link_sku_idx;
CREATE UNIQUE INDEX article_link_sku_idx ON article_link (company_id, lower(customer_sku) text_pattern_ops);
-- The list: a company's links ordered by customer article number, a page at a time.
CREATE INDEX article_link_list_idx ON article_link (company_id, customer_sku, product_id);
