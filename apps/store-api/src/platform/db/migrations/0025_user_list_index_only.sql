-- The company user list at 10 connections (issue 11 bench line; docs/benchmarks.md "Session 9: user list").

-- Sorted by the remaining budget (repo.ts remainingSortedSql): a user who has not spent against their flow's term has
-- the flow's whole figure, so each flow's members are read in name order and only the first offset + limit of each can
-- reach the page — instead of joining every user to the ledger and sorting them all. The flow index gets the names
-- (it still serves every use of 0021's (company_id, flow_id) index, which it replaces).
DROP INDEX customer_list_flow_idx;
CREATE INDEX customer_list_flow_name_idx ON customer (company_id, flow_id, lower(last_name), lower(first_name), id)
  WHERE deleted_at IS NULL;

-- A later page skips over index entries (page 120 by e-mail: 2,380 of them). An expression index can serve an
-- index-only scan only when it holds the columns the expressions read, so each sort index of 0014 and 0021 carries its
-- names: the skipped entries are read from the index alone (no heap page per skipped user; the visibility map, kept by
-- autovacuum, decides per page).
DROP INDEX customer_list_last_name_idx;
CREATE INDEX customer_list_last_name_idx ON customer (company_id, lower(last_name), lower(first_name), id)
  INCLUDE (last_name, first_name) WHERE deleted_at IS NULL;
DROP INDEX customer_list_first_name_idx;
CREATE INDEX customer_list_first_name_idx ON customer (company_id, lower(first_name), id)
  INCLUDE (first_name) WHERE deleted_at IS NULL;
DROP INDEX customer_list_username_idx;
CREATE INDEX customer_list_username_idx ON customer (company_id, lower(username), id)
  INCLUDE (username) WHERE deleted_at IS NULL;
DROP INDEX customer_list_email_idx;
CREATE INDEX customer_list_email_idx ON customer (company_id, lower(email), id)
  INCLUDE (email) WHERE deleted_at IS NULL;
DROP INDEX customer_list_budget_idx;
CREATE INDEX customer_list_budget_idx ON customer (company_id, flow_budget, lower(last_name), lower(first_name), id)
  INCLUDE (last_name, first_name) WHERE deleted_at IS NULL;
DROP INDEX customer_list_budget_desc_idx;
CREATE INDEX customer_list_budget_desc_idx ON customer
  (company_id, flow_budget DESC NULLS LAST, lower(last_name), lower(first_name), id)
  INCLUDE (last_name, first_name) WHERE deleted_at IS NULL;

ANALYZE customer;
