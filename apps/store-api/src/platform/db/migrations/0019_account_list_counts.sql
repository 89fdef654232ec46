-- The account area's lists at 10 connections (issues 11, 12, 13 bench lines; docs/benchmarks.md "Session 7"): the
-- pagers' exact totals came from counting every row of the company per request (20,000 orders, 100,000 article
-- links). Totals that depend only on a few key columns now come from tallies kept by triggers in the same statement
-- (and so the same transaction) as every write of the counted table — insert, update, delete and truncate, whoever
-- writes (services, imports, seeds, cascades) — so they cannot drift (docs/decisions.md "Counted list totals").
-- Totals with a date range or a search still count rows, through the indexes at the end.

-- Orders per company, customer, state, approval status, flow and order reference: the order history's total
-- (placed orders, optionally one customer's, optionally some states) and the approvals list's (the requests an
-- approver may decide, optionally some statuses) are sums over a few tally rows.
CREATE TABLE sales_order_tally (
  company_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  state text NOT NULL,
  approval_status text,
  flow_id uuid,
  order_reference_id uuid,
  orders bigint NOT NULL
);
CREATE UNIQUE INDEX sales_order_tally_key ON sales_order_tally
  (company_id, customer_id, state, approval_status, flow_id, order_reference_id) NULLS NOT DISTINCT;
INSERT INTO sales_order_tally (company_id, customer_id, state, approval_status, flow_id, order_reference_id, orders)
SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, count(*)
  FROM sales_order GROUP BY 1, 2, 3, 4, 5, 6;

-- A statement's rows grouped by key, added (new rows) or taken away (old rows); keys upserted in one order, so two
-- statements never wait on each other's tally rows crosswise; an update that changes no key writes nothing.
CREATE FUNCTION sales_order_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_tally AS t
         (company_id, customer_id, state, approval_status, flow_id, order_reference_id, orders)
  SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, count(*)
    FROM tally_new GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, customer_id, state, approval_status, flow_id, order_reference_id)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders;
  RETURN NULL;
END
$$;
CREATE FUNCTION sales_order_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_tally AS t
         (company_id, customer_id, state, approval_status, flow_id, order_reference_id, orders)
  SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, -count(*)
    FROM tally_old GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, customer_id, state, approval_status, flow_id, order_reference_id)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders;
  RETURN NULL;
END
$$;
CREATE FUNCTION sales_order_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_tally AS t
         (company_id, customer_id, state, approval_status, flow_id, order_reference_id, orders)
  SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, sum(n)
    FROM (SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, 1 AS n FROM tally_new
          UNION ALL
          SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, -1 FROM tally_old) d
   GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, customer_id, state, approval_status, flow_id, order_reference_id)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders;
  RETURN NULL;
END
$$;
CREATE FUNCTION sales_order_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_order_tally;
  RETURN NULL;
END
$$;
CREATE TRIGGER sales_order_tally_insert AFTER INSERT ON sales_order
  REFERENCING NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally_insert();
CREATE TRIGGER sales_order_tally_delete AFTER DELETE ON sales_order
  REFERENCING OLD TABLE AS tally_old FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally_delete();
CREATE TRIGGER sales_order_tally_update AFTER UPDATE ON sales_order
  REFERENCING OLD TABLE AS tally_old NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally_update();
CREATE TRIGGER sales_order_tally_truncate AFTER TRUNCATE ON sales_order
  FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally_truncate();

-- Article links per company: the list's unfiltered total (100,000 links were counted per page).
CREATE TABLE article_link_tally (
  company_id uuid PRIMARY KEY,
  links bigint NOT NULL
);
INSERT INTO article_link_tally (company_id, links) SELECT company_id, count(*) FROM article_link GROUP BY 1;
CREATE FUNCTION article_link_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_tally AS t (company_id, links)
  SELECT company_id, count(*) FROM tally_new GROUP BY 1 ORDER BY 1
  ON CONFLICT (company_id) DO UPDATE SET links = t.links + EXCLUDED.links;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_tally AS t (company_id, links)
  SELECT company_id, -count(*) FROM tally_old GROUP BY 1 ORDER BY 1
  ON CONFLICT (company_id) DO UPDATE SET links = t.links + EXCLUDED.links;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_tally AS t (company_id, links)
  SELECT company_id, sum(n)
    FROM (SELECT company_id, 1 AS n FROM tally_new UNION ALL SELECT company_id, -1 FROM tally_old) d
   GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
  ON CONFLICT (company_id) DO UPDATE SET links = t.links + EXCLUDED.links;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_link_tally;
  RETURN NULL;
END
$$;
CREATE TRIGGER article_link_tally_insert AFTER INSERT ON article_link
  REFERENCING NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION article_link_tally_insert();
CREATE TRIGGER article_link_tally_delete AFTER DELETE ON article_link
  REFERENCING OLD TABLE AS tally_old FOR EACH STATEMENT EXECUTE FUNCTION article_link_tally_delete();
CREATE TRIGGER article_link_tally_update AFTER UPDATE ON article_link
  REFERENCING OLD TABLE AS tally_old NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION article_link_tally_update();
CREATE TRIGGER article_link_tally_truncate AFTER TRUNCATE ON article_link
  FOR EACH STATEMENT EXECUTE FUNCTION article_link_tally_truncate();

-- The order history's pages, newest first, over placed orders only (the history's visibility): the page stops after
-- its rows; a date range's count reads only the range, index-only.
CREATE INDEX sales_order_history_idx ON sales_order (company_id, created_at DESC, order_number DESC)
  INCLUDE (id, state, customer_id, order_reference)
  WHERE approval_status IS NULL OR approval_status = 'approved';
-- The history's search: order number by prefix, order reference by contains (trigrams), as one bitmap.
CREATE INDEX sales_order_history_number_idx ON sales_order (company_id, lower(order_number) text_pattern_ops)
  WHERE approval_status IS NULL OR approval_status = 'approved';
CREATE INDEX sales_order_history_reference_idx ON sales_order USING gin (lower(order_reference) gin_trgm_ops)
  WHERE approval_status IS NULL OR approval_status = 'approved';
-- The article links' search by description (contains).
CREATE INDEX article_link_description_idx ON article_link USING gin (lower(description) gin_trgm_ops);
-- The approvals list: sorted by the requesters' last names, the company's users in name order and each one's
-- requests by id (an incremental sort stops after the page); a term finds order numbers by trigrams and the
-- requesters whose names match by the request index of customers, as one bitmap.
CREATE INDEX customer_company_last_name_idx ON customer (company_id, lower(last_name));
CREATE INDEX sales_order_request_customer_idx ON sales_order (customer_id, id)
  INCLUDE (company_id, flow_id, order_reference_id) WHERE approval_status IS NOT NULL;
CREATE INDEX sales_order_request_number_idx ON sales_order USING gin (order_number gin_trgm_ops)
  WHERE approval_status IS NOT NULL;
-- The approvals list newest first: 0018's date index with the columns the approver's condition reads, so a later
-- page (page 100 skips 1,980 requests) is an index-only scan.
DROP INDEX sales_order_request_date_idx;
CREATE INDEX sales_order_request_date_idx ON sales_order (company_id, created_at, id)
  INCLUDE (customer_id, flow_id, order_reference_id, approval_status)
  WHERE approval_status IS NOT NULL;
-- Statistics of the new expression indexes (and the tallies) before the first list is planned.
ANALYZE sales_order;
ANALYZE sales_order_tally;
ANALYZE article_link;
ANALYZE article_link_tally;
ANALYZE customer;
