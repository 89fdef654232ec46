-- Catalogue, navigation, CMS, blog, sales channel and search tables (PLATFORM+CATALOGUE).
-- Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.
-- Large indexes on product tables are created by the seed after bulk loading (see seed/indexes.ts).

CREATE TABLE language (
  id uuid PRIMARY KEY,
  locale_code text NOT NULL UNIQUE,
  name text NOT NULL,
  label text NOT NULL
);

CREATE TABLE currency (
  id uuid PRIMARY KEY,
  iso_code text NOT NULL UNIQUE,
  symbol text NOT NULL,
  decimal_precision int NOT NULL DEFAULT 2
);

CREATE TABLE media (
  id uuid PRIMARY KEY,
  -- 'product' | 'icon' | 'banner' | 'logo' | 'blog': the server draws the SVG from kind + variant
  kind text NOT NULL,
  variant int NOT NULL,
  title text NOT NULL,
  alt text
);

CREATE TABLE category (
  id uuid PRIMARY KEY,
  parent_id uuid REFERENCES category (id),
  -- ids of the ancestors, root first (without the category itself)
  path uuid[] NOT NULL DEFAULT '{}',
  level int NOT NULL,
  position int NOT NULL DEFAULT 0,
  -- 'page' | 'folder' | 'link'
  type text NOT NULL DEFAULT 'page',
  active boolean NOT NULL DEFAULT true,
  visible boolean NOT NULL DEFAULT true,
  -- for type 'link': 'external' | 'internal'
  link_type text,
  external_link text,
  internal_link text,
  link_new_tab boolean NOT NULL DEFAULT false,
  icon_media_id uuid REFERENCES media (id),
  cms_page_id uuid,
  product_assignment boolean NOT NULL DEFAULT true
);
CREATE INDEX category_parent_idx ON category (parent_id, position);
CREATE INDEX category_path_idx ON category USING gin (path);

CREATE TABLE category_translation (
  category_id uuid NOT NULL REFERENCES category (id) ON DELETE CASCADE,
  language_id uuid NOT NULL REFERENCES language (id),
  name text NOT NULL,
  description text,
  badge text,
  -- banner 1 and 2: { title, subtitle, url, mediaId } each (storefront.md §2 mega menu)
  custom_fields jsonb NOT NULL DEFAULT '{}',
  meta_title text,
  meta_description text,
  PRIMARY KEY (category_id, language_id)
);

CREATE TABLE sales_channel (
  id uuid PRIMARY KEY,
  access_key text NOT NULL UNIQUE,
  name text NOT NULL,
  navigation_category_id uuid NOT NULL REFERENCES category (id),
  service_category_id uuid REFERENCES category (id),
  countries_category_id uuid REFERENCES category (id),
  footer_category_id uuid REFERENCES category (id),
  language_id uuid NOT NULL REFERENCES language (id),
  currency_id uuid NOT NULL REFERENCES currency (id),
  maintenance boolean NOT NULL DEFAULT false,
  home_cms_page_id uuid
);

CREATE TABLE sales_channel_domain (
  id uuid PRIMARY KEY,
  sales_channel_id uuid NOT NULL REFERENCES sales_channel (id),
  url text NOT NULL UNIQUE,
  path_prefix text NOT NULL,
  language_id uuid NOT NULL REFERENCES language (id),
  currency_id uuid NOT NULL REFERENCES currency (id),
  snippet_set_id uuid NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE feature_flag (
  name text PRIMARY KEY,
  enabled boolean NOT NULL
);

CREATE TABLE manufacturer (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  link text,
  media_id uuid REFERENCES media (id)
);

CREATE TABLE property_group (
  id uuid PRIMARY KEY,
  -- stable technical key: 'thread', 'length', 'material', 'strength', 'coating', 'standard', 'colour', …
  key text NOT NULL UNIQUE,
  position int NOT NULL DEFAULT 0,
  display_type text NOT NULL DEFAULT 'text',
  sorting_type text NOT NULL DEFAULT 'alphanumeric',
  filterable boolean NOT NULL DEFAULT true,
  visible_on_product_detail_page boolean NOT NULL DEFAULT true,
  visible_in_search_results boolean NOT NULL DEFAULT true,
  visible_on_product_listing_page boolean NOT NULL DEFAULT true
);

CREATE TABLE property_group_translation (
  property_group_id uuid NOT NULL REFERENCES property_group (id) ON DELETE CASCADE,
  language_id uuid NOT NULL REFERENCES language (id),
  name text NOT NULL,
  PRIMARY KEY (property_group_id, language_id)
);

CREATE TABLE property_option (
  id uuid PRIMARY KEY,
  group_id uuid NOT NULL REFERENCES property_group (id),
  position int NOT NULL DEFAULT 0,
  color_hex_code text
);
CREATE INDEX property_option_group_idx ON property_option (group_id);

CREATE TABLE property_option_translation (
  property_option_id uuid NOT NULL REFERENCES property_option (id) ON DELETE CASCADE,
  language_id uuid NOT NULL REFERENCES language (id),
  name text NOT NULL,
  PRIMARY KEY (property_option_id, language_id)
);

CREATE TABLE product (
  id uuid PRIMARY KEY,
  parent_id uuid,
  product_number text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  stock numeric(12, 2) NOT NULL DEFAULT 0,
  min_purchase numeric(12, 2) NOT NULL DEFAULT 1,
  purchase_steps numeric(12, 2) NOT NULL DEFAULT 1,
  max_purchase numeric(12, 2),
  is_closeout boolean NOT NULL DEFAULT false,
  net_price numeric(12, 2) NOT NULL,
  tax_rate numeric(5, 2) NOT NULL DEFAULT 20,
  delivery_time_min int NOT NULL DEFAULT 1,
  delivery_time_max int NOT NULL DEFAULT 3,
  delivery_time_unit text NOT NULL DEFAULT 'day',
  restock_time_days int,
  manufacturer_id uuid,
  manufacturer_number text,
  ean text,
  -- 'piece' | 'metre' | 'pack': unit of measure
  unit text NOT NULL DEFAULT 'piece',
  cover_media_id uuid,
  main_category_id uuid,
  child_count int NOT NULL DEFAULT 0,
  rating_average numeric(3, 2),
  sales int NOT NULL DEFAULT 0,
  release_date date,
  is_new boolean NOT NULL DEFAULT false
);

CREATE TABLE product_translation (
  product_id uuid NOT NULL,
  language_id uuid NOT NULL,
  name text NOT NULL,
  description text,
  -- name and manufacturer in one lower-case text for typeahead (numbers are searched by b-tree prefix)
  search_text text NOT NULL,
  PRIMARY KEY (product_id, language_id)
);

-- Every category a product belongs to, including all ancestors of its leaf category.
CREATE TABLE product_category (
  category_id uuid NOT NULL,
  product_id uuid NOT NULL
);

-- Properties (filterable and informational) and, for variants, the options that tell them apart.
CREATE TABLE product_property (
  product_id uuid NOT NULL,
  option_id uuid NOT NULL
);

CREATE TABLE product_option (
  product_id uuid NOT NULL,
  option_id uuid NOT NULL,
  PRIMARY KEY (product_id, option_id)
);

CREATE TABLE product_cross_selling (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL,
  position int NOT NULL DEFAULT 0,
  -- names per locale code { "de-DE": …, "en-GB": … }
  name jsonb NOT NULL,
  product_ids uuid[] NOT NULL
);
CREATE INDEX product_cross_selling_product_idx ON product_cross_selling (product_id);

-- Cached per category (listing aggregations): options and manufacturers present in the subtree,
-- with product counts, and the price range. Rebuilt by the seed after loading products.
CREATE TABLE category_aggregation (
  category_id uuid PRIMARY KEY,
  total int NOT NULL,
  available int NOT NULL,
  min_price numeric(12, 2),
  max_price numeric(12, 2),
  option_counts jsonb NOT NULL DEFAULT '{}',
  manufacturer_counts jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE seo_url (
  id uuid PRIMARY KEY,
  sales_channel_id uuid NOT NULL,
  language_id uuid NOT NULL,
  foreign_key uuid NOT NULL,
  -- 'frontend.navigation.page' | 'frontend.landing.page'; product URLs follow a rule (see seed/seoUrls.ts)
  route_name text NOT NULL,
  path_info text NOT NULL,
  seo_path_info text NOT NULL,
  is_canonical boolean NOT NULL DEFAULT true,
  UNIQUE (language_id, seo_path_info)
);
CREATE INDEX seo_url_foreign_key_idx ON seo_url (foreign_key, language_id);

CREATE TABLE cms_page (
  id uuid PRIMARY KEY,
  -- 'page' | 'landingpage' | 'product_list' | 'product_detail' | 'footer'
  type text NOT NULL,
  key text NOT NULL UNIQUE
);

CREATE TABLE cms_page_translation (
  cms_page_id uuid NOT NULL REFERENCES cms_page (id) ON DELETE CASCADE,
  language_id uuid NOT NULL REFERENCES language (id),
  name text NOT NULL,
  -- [{ type, sizingMode, blocks: [{ type, slots: [{ type, slot, config/data }] }] }]
  sections jsonb NOT NULL,
  meta_title text,
  meta_description text,
  PRIMARY KEY (cms_page_id, language_id)
);

CREATE TABLE blog_tag (
  id uuid PRIMARY KEY,
  -- names per locale code
  name jsonb NOT NULL
);

CREATE TABLE blog_post (
  id uuid PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  published_at timestamptz NOT NULL,
  media_id uuid REFERENCES media (id),
  author text NOT NULL,
  -- categories of the post, each { id, name per locale }
  categories jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE blog_post_translation (
  blog_post_id uuid NOT NULL REFERENCES blog_post (id) ON DELETE CASCADE,
  language_id uuid NOT NULL REFERENCES language (id),
  title text NOT NULL,
  teaser text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (blog_post_id, language_id)
);

CREATE TABLE blog_post_tag (
  blog_post_id uuid NOT NULL REFERENCES blog_post (id) ON DELETE CASCADE,
  blog_tag_id uuid NOT NULL REFERENCES blog_tag (id),
  PRIMARY KEY (blog_post_id, blog_tag_id)
);

-- The customer's own article numbers (storefront.md §2 search, §3 articleLink.customerSku).
CREATE TABLE article_link (
  company_id uuid NOT NULL REFERENCES company (id),
  product_id uuid NOT NULL,
  customer_sku text NOT NULL,
  PRIMARY KEY (company_id, product_id)
);
CREATE INDEX article_link_sku_idx ON article_link (company_id, lower(customer_sku) text_pattern_ops);

-- Customer-specific net prices; when a row exists for the customer's company it replaces product.net_price.
CREATE TABLE customer_price (
  company_id uuid NOT NULL,
  product_id uuid NOT NULL,
  net_price numeric(12, 2) NOT NULL,
  PRIMARY KEY (company_id, product_id)
);

-- Seed bookkeeping: a row per completed seed, written in the seed's own transaction.
CREATE TABLE seed_run (
  id serial PRIMARY KEY,
  products int NOT NULL,
  demo boolean NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);

-- Product indexes. The scale seed drops and recreates exactly these around its bulk load
-- (keep seed/productIndexes.ts in step with this list).
CREATE UNIQUE INDEX product_number_idx ON product (product_number);
CREATE INDEX product_number_pattern_idx ON product (lower(product_number) text_pattern_ops);
CREATE INDEX product_parent_idx ON product (parent_id);
CREATE INDEX product_manufacturer_number_idx ON product (lower(manufacturer_number) text_pattern_ops);
CREATE INDEX product_ean_idx ON product (ean);
CREATE INDEX product_translation_search_idx ON product_translation USING gin (search_text gin_trgm_ops);
CREATE UNIQUE INDEX product_category_idx ON product_category (category_id, product_id);
CREATE UNIQUE INDEX product_property_idx ON product_property (product_id, option_id);
CREATE INDEX product_property_option_idx ON product_property (option_id, product_id);
