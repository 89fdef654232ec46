-- Issue 13 (first part): order history, invoices and offers (account-area.md §3 Order, Invoice, Offer; §4 status
-- values). The order's `state` carries the history status (the §4 filter values; placed orders start 'open').

ALTER TABLE sales_order
  ADD COLUMN order_type text NOT NULL DEFAULT 'webshop' CHECK (order_type IN ('webshop', 'phone', 'email', 'edi')),
  -- branch the order is booked at and the warehouse most lines ship from (account-area.md §3 codes)
  ADD COLUMN firm text NOT NULL DEFAULT 'IMH_ANT',
  ADD COLUMN warehouse text NOT NULL DEFAULT '10';

-- History list: the company's (or the customer's) placed orders, newest first, optionally by status.
CREATE INDEX sales_order_company_state_idx ON sales_order (company_id, state, created_at DESC);
CREATE INDEX sales_order_number_pattern_idx ON sales_order (order_number text_pattern_ops);

-- Fulfilment data of a line (account-area.md §3 Order lines).
ALTER TABLE sales_order_line_item
  ADD COLUMN warehouse text NOT NULL DEFAULT '10',
  ADD COLUMN delivery_date date,
  ADD COLUMN invoice_number text,
  ADD COLUMN invoice_date date,
  ADD COLUMN shipping_note_number text,
  ADD COLUMN sending_number text;

CREATE SEQUENCE invoice_number_seq START 9000001;

CREATE TABLE invoice (
  id uuid PRIMARY KEY,
  invoice_number text NOT NULL UNIQUE,
  company_id uuid NOT NULL REFERENCES company (id),
  order_id uuid NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  customer_reference text,
  net_total numeric(12, 2) NOT NULL,
  tax_total numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  taxes jsonb NOT NULL DEFAULT '[]',
  delivery_proof_link text,
  shipping_note_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_company_date_idx ON invoice (company_id, invoice_date DESC, invoice_number DESC);
CREATE INDEX invoice_order_idx ON invoice (order_id);

CREATE SEQUENCE offer_number_seq START 500001;

CREATE TABLE offer (
  id uuid PRIMARY KEY,
  offer_number text NOT NULL UNIQUE,
  company_id uuid NOT NULL REFERENCES company (id),
  customer_id uuid NOT NULL REFERENCES customer (id),
  offer_date date NOT NULL,
  client_reference text CHECK (char_length(client_reference) <= 30),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'processed')),
  message text NOT NULL DEFAULT '',
  -- last day the offered prices hold (set when processed)
  valid_until date,
  locale_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_company_date_idx ON offer (company_id, offer_date DESC, offer_number DESC);

CREATE TABLE offer_line (
  offer_id uuid NOT NULL REFERENCES offer (id) ON DELETE CASCADE,
  position int NOT NULL,
  product_id uuid,
  product_number text NOT NULL,
  description text NOT NULL,
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  delivery_date date,
  -- offered net unit price; NULL while the offer is open
  unit_price numeric(12, 2),
  tax_rate numeric(5, 2) NOT NULL,
  PRIMARY KEY (offer_id, position)
);
