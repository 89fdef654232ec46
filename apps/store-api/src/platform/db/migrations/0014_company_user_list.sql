-- The company user list (issue 11; account-area.md §7) in index order: one index per sortable name field with the
-- company first and the id last (both directions are one backward scan), so a page of 20 reads about 20 index
-- entries instead of sorting all of a company's users. Only users that are not deleted are listed.
DROP INDEX IF EXISTS customer_company_last_name_idx;
CREATE INDEX customer_list_last_name_idx ON customer (company_id, lower(last_name), lower(first_name), id)
  WHERE deleted_at IS NULL;
CREATE INDEX customer_list_first_name_idx ON customer (company_id, lower(first_name), id) WHERE deleted_at IS NULL;
CREATE INDEX customer_list_username_idx ON customer (company_id, lower(username), id) WHERE deleted_at IS NULL;
CREATE INDEX customer_list_email_idx ON customer (company_id, lower(email), id) WHERE deleted_at IS NULL;
