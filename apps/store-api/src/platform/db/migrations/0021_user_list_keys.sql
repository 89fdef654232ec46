-- The company user list at 10 connections (issue 11 bench line; docs/benchmarks.md "Session 8"): sorted or filtered
-- by budget, every user of the company was joined to their approval flow (the budget lives on order_flow, membership
-- in order_flow_customer) and sorted for a page of 20; a term read every user because the planner's estimate of four
-- ILIKEs chose a scan over 0018's trigram index.

-- The user's approval flow and its budget (order_flow_customer.flow_id and order_flow.budget; NULL without a flow) as
-- the user's own columns, kept by statement triggers in the same statement (and transaction) as every write of a
-- membership or a flow's budget — whoever writes (services, seeds, cascades) — so they cannot drift
-- (docs/decisions.md "User list sort keys"). order_flow_customer stays the membership every other module reads.
ALTER TABLE customer ADD COLUMN flow_id uuid, ADD COLUMN flow_budget numeric(12,2);
UPDATE customer cu SET flow_id = fc.flow_id, flow_budget = f.budget
  FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id
 WHERE fc.customer_id = cu.id;

-- Memberships written: the users named by the statement's rows (new, old, or both) get their flow and its budget
-- again (NULL when they no longer have a flow); users whose columns are already right are not written.
CREATE FUNCTION customer_flow_members_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer cu SET flow_id = f.id, flow_budget = f.budget
    FROM member_new n JOIN order_flow f ON f.id = n.flow_id
   WHERE cu.id = n.customer_id AND (cu.flow_id, cu.flow_budget) IS DISTINCT FROM (f.id, f.budget);
  RETURN NULL;
END
$$;
CREATE FUNCTION customer_flow_members_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer cu SET flow_id = f.id, flow_budget = f.budget
    FROM member_old o
    LEFT JOIN order_flow_customer fc ON fc.customer_id = o.customer_id
    LEFT JOIN order_flow f ON f.id = fc.flow_id
   WHERE cu.id = o.customer_id AND (cu.flow_id, cu.flow_budget) IS DISTINCT FROM (f.id, f.budget);
  RETURN NULL;
END
$$;
CREATE FUNCTION customer_flow_members_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer cu SET flow_id = f.id, flow_budget = f.budget
    FROM (SELECT customer_id FROM member_new UNION SELECT customer_id FROM member_old) t
    LEFT JOIN order_flow_customer fc ON fc.customer_id = t.customer_id
    LEFT JOIN order_flow f ON f.id = fc.flow_id
   WHERE cu.id = t.customer_id AND (cu.flow_id, cu.flow_budget) IS DISTINCT FROM (f.id, f.budget);
  RETURN NULL;
END
$$;
CREATE FUNCTION customer_flow_members_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer SET flow_id = NULL, flow_budget = NULL WHERE flow_id IS NOT NULL OR flow_budget IS NOT NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER customer_flow_insert AFTER INSERT ON order_flow_customer
  REFERENCING NEW TABLE AS member_new FOR EACH STATEMENT EXECUTE FUNCTION customer_flow_members_inserted();
CREATE TRIGGER customer_flow_delete AFTER DELETE ON order_flow_customer
  REFERENCING OLD TABLE AS member_old FOR EACH STATEMENT EXECUTE FUNCTION customer_flow_members_deleted();
CREATE TRIGGER customer_flow_update AFTER UPDATE ON order_flow_customer
  REFERENCING OLD TABLE AS member_old NEW TABLE AS member_new
  FOR EACH STATEMENT EXECUTE FUNCTION customer_flow_members_updated();
CREATE TRIGGER customer_flow_truncate AFTER TRUNCATE ON order_flow_customer
  FOR EACH STATEMENT EXECUTE FUNCTION customer_flow_members_truncated();

-- A flow's budget changed: its members get the new figure (a flow deleted cascades to its memberships above).
CREATE FUNCTION customer_flow_budget_flows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer cu SET flow_budget = n.budget
    FROM flow_new n
    JOIN flow_old o ON o.id = n.id AND o.budget IS DISTINCT FROM n.budget
    JOIN order_flow_customer fc ON fc.flow_id = n.id
   WHERE cu.id = fc.customer_id AND cu.flow_budget IS DISTINCT FROM n.budget;
  RETURN NULL;
END
$$;
CREATE TRIGGER customer_flow_budget_flow_update AFTER UPDATE ON order_flow
  REFERENCING OLD TABLE AS flow_old NEW TABLE AS flow_new
  FOR EACH STATEMENT EXECUTE FUNCTION customer_flow_budget_flows_updated();

-- Sorted by budget (empty budgets last, then last name, first name, id — repo.ts userListOrder): one index per
-- direction, since the names stay ascending under a descending budget; a page of 20 reads about 20 entries (page 40
-- skips 780) instead of joining and sorting every user. A budget range is a range of the ascending index.
CREATE INDEX customer_list_budget_idx ON customer (company_id, flow_budget, lower(last_name), lower(first_name), id)
  WHERE deleted_at IS NULL;
CREATE INDEX customer_list_budget_desc_idx ON customer
  (company_id, flow_budget DESC NULLS LAST, lower(last_name), lower(first_name), id)
  WHERE deleted_at IS NULL;
-- A remaining-budget range: the members of the flows whose whole budget is in the range (they spent nothing) and the
-- users with spending are the only candidates, found by flow and by id instead of joining every user to the ledger.
CREATE INDEX customer_list_flow_idx ON customer (company_id, flow_id) WHERE deleted_at IS NULL;

-- The term (first name, last name, username or e-mail contains it, case-insensitively): one trigram index over the
-- four fields lower-cased and joined by a unit separator. The list asks `lower(<the four joined>) LIKE lower(term)`
-- besides the four ILIKEs (which ILIKE is, in a multibyte database: both sides lower-cased): a user the ILIKEs find
-- always matches it, and the ILIKEs still decide, so the matches are the same; its one bitmap is estimated from this
-- expression's own statistics, so a term found in few users reads only them.
CREATE INDEX customer_list_search_idx ON customer
  USING gin ((lower(first_name || chr(31) || last_name || chr(31) || username || chr(31) || email)) gin_trgm_ops)
  WHERE deleted_at IS NULL;

-- Users per company, lead-buyer flag and status (users not deleted): the list's total without a term or other filters
-- is a sum over at most four rows instead of a count of every user (0019's tallies, the same statement triggers).
CREATE TABLE customer_tally (
  company_id uuid NOT NULL,
  lead_buyer boolean NOT NULL,
  active boolean NOT NULL,
  users bigint NOT NULL,
  PRIMARY KEY (company_id, lead_buyer, active)
);
INSERT INTO customer_tally (company_id, lead_buyer, active, users)
SELECT company_id, lead_buyer, active, count(*) FROM customer WHERE deleted_at IS NULL GROUP BY 1, 2, 3;
CREATE FUNCTION customer_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_tally AS t (company_id, lead_buyer, active, users)
  SELECT company_id, lead_buyer, active, count(*) FROM tally_new WHERE deleted_at IS NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (company_id, lead_buyer, active) DO UPDATE SET users = t.users + EXCLUDED.users;
  RETURN NULL;
END
$$;
CREATE FUNCTION customer_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_tally AS t (company_id, lead_buyer, active, users)
  SELECT company_id, lead_buyer, active, -count(*) FROM tally_old WHERE deleted_at IS NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (company_id, lead_buyer, active) DO UPDATE SET users = t.users + EXCLUDED.users;
  RETURN NULL;
END
$$;
CREATE FUNCTION customer_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_tally AS t (company_id, lead_buyer, active, users)
  SELECT company_id, lead_buyer, active, sum(n)
    FROM (SELECT company_id, lead_buyer, active, 1 AS n FROM tally_new WHERE deleted_at IS NULL
          UNION ALL
          SELECT company_id, lead_buyer, active, -1 FROM tally_old WHERE deleted_at IS NULL) d
   GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (company_id, lead_buyer, active) DO UPDATE SET users = t.users + EXCLUDED.users;
  RETURN NULL;
END
$$;
CREATE FUNCTION customer_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_tally;
  RETURN NULL;
END
$$;
CREATE TRIGGER customer_tally_insert AFTER INSERT ON customer
  REFERENCING NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_insert();
CREATE TRIGGER customer_tally_delete AFTER DELETE ON customer
  REFERENCING OLD TABLE AS tally_old FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_delete();
CREATE TRIGGER customer_tally_update AFTER UPDATE ON customer
  REFERENCING OLD TABLE AS tally_old NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_update();
CREATE TRIGGER customer_tally_truncate AFTER TRUNCATE ON customer
  FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_truncate();

ANALYZE customer;
ANALYZE customer_tally;
