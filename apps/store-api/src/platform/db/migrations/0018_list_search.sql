-- The company user list's term (issue 11; account-area.md §7: first name, last name, username or e-mail contains the
-- term, case-insensitively): one trigram index over the four fields of users that are not deleted, so the page's count
-- and a term found in few users no longer read every user of the company (a bitmap OR over the four columns).
CREATE INDEX customer_list_term_idx ON customer
  USING gin (first_name gin_trgm_ops, last_name gin_trgm_ops, username gin_trgm_ops, email gin_trgm_ops)
  WHERE deleted_at IS NULL;
