-- Identity core shared by every area: companies, customers, their rights, and the
-- sales-channel contexts (sessions) that the sw-context-token points to.
-- Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.

CREATE TABLE company (
  id uuid PRIMARY KEY,
  company_number text NOT NULL UNIQUE,
  name text NOT NULL,
  vat_number text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES company (id),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  email text NOT NULL,
  salutation text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  lead_buyer boolean NOT NULL DEFAULT false,
  forced_recovery boolean NOT NULL DEFAULT false,
  oci_customer boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_company_idx ON customer (company_id);

-- One row per role code and customer (account-area.md §6); codes outside the 24 are rejected by the API.
CREATE TABLE customer_role (
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  role_code text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (customer_id, role_code)
);

-- A sales-channel context: what the random sw-context-token stands for.
CREATE TABLE context (
  token text PRIMARY KEY,
  sales_channel_id uuid NOT NULL,
  language_id uuid NOT NULL,
  domain_id uuid,
  customer_id uuid REFERENCES customer (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX context_customer_idx ON context (customer_id);
