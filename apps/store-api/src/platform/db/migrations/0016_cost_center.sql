-- Cost centre external contacts (issue 13; account-area.md §3 "Cost centre external contact": identifier, name,
-- e-mail, linked flag). A company keeps its contacts; a customer's cart links at most one of them (assign /
-- dismiss); placing the order copies the cart's contact into the order, so the order keeps what it was booked to
-- even when the contact changes or goes later.
CREATE TABLE external_contact (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
  identifier text NOT NULL CHECK (char_length(identifier) BETWEEN 1 AND 64),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (char_length(email) <= 254),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One identifier per company; the list reads a company's contacts by name (index order, id last for paging).
CREATE UNIQUE INDEX external_contact_identifier_idx ON external_contact (company_id, lower(identifier));
CREATE INDEX external_contact_name_idx ON external_contact (company_id, lower(name), id);

ALTER TABLE cart ADD COLUMN external_contact_id uuid REFERENCES external_contact (id) ON DELETE SET NULL;

ALTER TABLE sales_order
  ADD COLUMN external_contact_id uuid REFERENCES external_contact (id) ON DELETE SET NULL,
  ADD COLUMN external_contact_identifier text,
  ADD COLUMN external_contact_name text,
  ADD COLUMN external_contact_email text;
