-- Companies and their users (issue 11; account-area.md §2 Registration, §3, §6, §7): registration data of
-- companies and users, the double opt-in, the company address book with exactly one default, and the
-- postal-code table of the city search. Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.

-- Company data of the registration (account-area.md §3 Company, Registration fields); the billing address.
ALTER TABLE company
  ADD COLUMN existing_company_number text,
  ADD COLUMN is_new boolean,
  ADD COLUMN email_for_invoice text,
  ADD COLUMN branch text,
  ADD COLUMN industry text,
  ADD COLUMN phone text,
  ADD COLUMN street text,
  ADD COLUMN house_number text,
  ADD COLUMN box text,
  ADD COLUMN zipcode text,
  ADD COLUMN city text,
  ADD COLUMN additional text,
  ADD COLUMN country text;
-- VAT numbers are stored in their compact form (ATU13585627): one company per VAT number.
CREATE UNIQUE INDEX company_vat_number_idx ON company (vat_number) WHERE vat_number IS NOT NULL;

-- Personal data of users (account-area.md §3 Registration fields); the language of their mails; a user who
-- registered for an existing company waits for a lead buyer; deleted users keep their orders (soft delete).
ALTER TABLE customer
  ADD COLUMN phone text,
  ADD COLUMN mobile text,
  ADD COLUMN fax text,
  ADD COLUMN customer_function text,
  ADD COLUMN locale_code text,
  ADD COLUMN awaiting_activation boolean NOT NULL DEFAULT false,
  ADD COLUMN deleted_at timestamptz;
-- The user list (account-area.md §7) reads one company's users; names sort case-insensitively.
CREATE INDEX customer_company_last_name_idx ON customer (company_id, lower(last_name), id) WHERE deleted_at IS NULL;
-- Usernames are the login: a new one is compared case-insensitively with every existing one.
CREATE INDEX customer_username_lower_idx ON customer (lower(username));

-- Double opt-in of a company registration: only the SHA-256 of the mailed hash is stored.
CREATE TABLE registration_confirmation (
  hash_sha256 text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_confirmation_customer_idx ON registration_confirmation (customer_id);

-- The company address book (account-area.md §3 Address: exactly one address is the default).
CREATE TABLE company_address (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text,
  street text NOT NULL,
  house_number text NOT NULL,
  box text,
  zipcode text NOT NULL,
  city text NOT NULL,
  additional text,
  country text NOT NULL CHECK (country IN ('AT', 'BE')),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_address_company_idx ON company_address (company_id);
-- At most one default per company, whatever the requests do at the same time.
CREATE UNIQUE INDEX company_address_one_default_idx ON company_address (company_id) WHERE is_default;

-- At least one default while a company has addresses: checked at commit, so a transaction may move the default
-- from one address to another in two statements.
CREATE FUNCTION ratchet_company_address_has_default() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    v_company := OLD.company_id;
  ELSE
    v_company := NEW.company_id;
  END IF;
  IF EXISTS (SELECT 1 FROM company_address WHERE company_id = v_company)
     AND NOT EXISTS (SELECT 1 FROM company_address WHERE company_id = v_company AND is_default) THEN
    RAISE EXCEPTION 'company % has addresses but no default address', v_company USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER company_address_has_default
  AFTER INSERT OR UPDATE OR DELETE ON company_address
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ratchet_company_address_has_default();

-- Postal codes and their places for the registration's city search (Austria and Belgium).
CREATE TABLE postal_code (
  country text NOT NULL,
  zipcode text NOT NULL,
  city text NOT NULL,
  PRIMARY KEY (country, zipcode, city)
);
