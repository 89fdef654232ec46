-- Account and checkout: rate limits, password recovery, mail outbox, addresses, company limits,
-- order flows with budgets, carts and orders. (customer_price lives in 0002_catalog.sql.)
-- Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.

-- Time back-off rate limiter state (login, recovery): one row per limiter and key.
CREATE TABLE rate_limit (
  limiter text NOT NULL,
  key text NOT NULL,
  attempts int NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  PRIMARY KEY (limiter, key)
);

-- Password recovery: only the SHA-256 of the hash sent by mail is stored.
CREATE TABLE password_recovery (
  hash_sha256 text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_recovery_customer_idx ON password_recovery (customer_id);

-- Mails are written here in the request's transaction and delivered afterwards (SMTP when configured).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts int NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL;

CREATE TABLE customer_address (
  id uuid PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company_name text,
  street text NOT NULL,
  zipcode text NOT NULL,
  city text NOT NULL,
  country_id uuid NOT NULL,
  country_iso text NOT NULL,
  country_name text NOT NULL,
  is_default_billing boolean NOT NULL DEFAULT false,
  is_default_shipping boolean NOT NULL DEFAULT false
);
CREATE INDEX customer_address_customer_idx ON customer_address (customer_id);

-- Per-company checkout limits (account-area.md §9): minimum order value with an additional cost,
-- credit limit against the open balance.
CREATE TABLE company_limit (
  company_id uuid PRIMARY KEY REFERENCES company (id),
  minimum_order_value numeric(12, 2) NOT NULL DEFAULT 0,
  minimum_order_additional_cost numeric(12, 2) NOT NULL DEFAULT 0,
  credit_limit numeric(12, 2),
  open_balance numeric(12, 2) NOT NULL DEFAULT 0
);

-- Minimal order flow (approval rule) with a budget; the full flow module comes later.
CREATE TABLE order_flow (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES company (id),
  name text NOT NULL,
  budget numeric(12, 2) NOT NULL,
  budget_remaining numeric(12, 2) NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE order_flow_customer (
  customer_id uuid PRIMARY KEY REFERENCES customer (id) ON DELETE CASCADE,
  flow_id uuid NOT NULL REFERENCES order_flow (id) ON DELETE CASCADE
);
CREATE TABLE order_flow_approver (
  flow_id uuid NOT NULL REFERENCES order_flow (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  PRIMARY KEY (flow_id, customer_id)
);

-- A cart belongs either to an anonymous context (context_token) or to a customer.
CREATE TABLE cart (
  id uuid PRIMARY KEY,
  context_token text UNIQUE,
  customer_id uuid UNIQUE REFERENCES customer (id) ON DELETE CASCADE,
  payment_method text NOT NULL DEFAULT 'invoice',
  shipping_method text NOT NULL DEFAULT 'standard',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (context_token IS NOT NULL OR customer_id IS NOT NULL)
);

CREATE TABLE cart_line_item (
  id text NOT NULL,
  cart_id uuid NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  remark text,
  position int NOT NULL,
  PRIMARY KEY (cart_id, id),
  UNIQUE (cart_id, product_id)
);

CREATE SEQUENCE sales_order_number_seq START 100001;

-- "order" is a reserved word; sales_order keeps SQL free of quoting.
CREATE TABLE sales_order (
  id uuid PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  customer_id uuid NOT NULL REFERENCES customer (id),
  company_id uuid NOT NULL REFERENCES company (id),
  sales_channel_id uuid NOT NULL,
  order_reference text CHECK (char_length(order_reference) <= 30),
  customer_comment text,
  state text NOT NULL DEFAULT 'open',
  payment_method text NOT NULL,
  shipping_method text NOT NULL,
  position_total numeric(12, 2) NOT NULL,
  shipping_total numeric(12, 2) NOT NULL,
  additional_cost numeric(12, 2) NOT NULL,
  net_total numeric(12, 2) NOT NULL,
  tax_total numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  taxes jsonb NOT NULL,
  -- snapshot of the billing and shipping address at ordering time (later address edits do not change orders)
  addresses jsonb NOT NULL DEFAULT '[]',
  billing_address_id uuid,
  shipping_address_id uuid,
  line_count int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_order_customer_idx ON sales_order (customer_id, created_at DESC);
CREATE INDEX sales_order_company_idx ON sales_order (company_id, created_at DESC);

CREATE TABLE sales_order_line_item (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  position int NOT NULL,
  product_id uuid NOT NULL,
  product_number text NOT NULL,
  label text NOT NULL,
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL,
  total_price numeric(12, 2) NOT NULL,
  tax_rate numeric(5, 2) NOT NULL,
  remark text,
  -- quantity ordered beyond the stock at ordering time (never for closeout products)
  backorder_quantity numeric(12, 2) NOT NULL DEFAULT 0,
  UNIQUE (order_id, position)
);
CREATE INDEX sales_order_line_item_product_idx ON sales_order_line_item (product_id);
