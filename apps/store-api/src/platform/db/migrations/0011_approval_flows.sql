-- Approval flows, budgets, order requests and order references (issue 12; account-area.md §3 Flow, Approval,
-- Order reference; §4; §9 periods). Amounts are numeric(12, 2) (exact); budgets are spent through a ledger so the
-- remaining budget of a period is always computed from the database's figures (never a drifting counter).
-- Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.

-- A flow's budget rule: budget per assigned user and period (the existing `budget` column), the period anchored to
-- start_date at midnight in the shop's time zone (rules/budgetPeriods.ts), approveFrom threshold.
-- `budget_remaining` of 0003 is no longer written: remaining budgets are live figures from budget_spend.
ALTER TABLE order_flow
  ADD COLUMN period text NOT NULL DEFAULT 'monthly' CHECK (period IN ('weekly', 'monthly', 'yearly', 'custom')),
  ADD COLUMN transferable boolean NOT NULL DEFAULT false,
  ADD COLUMN renewable boolean NOT NULL DEFAULT true,
  ADD COLUMN start_date date NOT NULL DEFAULT current_date,
  ADD COLUMN end_date date,
  ADD COLUMN approve_from numeric(12, 2) CHECK (approve_from >= 0),
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Vienna',
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT order_flow_budget_check CHECK (budget >= 0),
  ADD CONSTRAINT order_flow_dates_check CHECK (
    (period = 'custom' AND end_date IS NOT NULL AND end_date > start_date)
    OR (period <> 'custom' AND (end_date IS NULL OR end_date >= start_date))
  );
CREATE INDEX order_flow_company_idx ON order_flow (company_id, name);
-- order_flow_customer keeps customer_id as its primary key: a user belongs to at most one flow, so at most one
-- active flow, enforced by the database (docs/decisions.md).
CREATE INDEX order_flow_customer_flow_idx ON order_flow_customer (flow_id);
CREATE INDEX order_flow_approver_customer_idx ON order_flow_approver (customer_id);

-- Order references (account-area.md §3): name unique per company (case-insensitive), an optional budget for all
-- orders carrying it, approvers and assigned users (none assigned: every user of the company may use it).
CREATE TABLE order_reference (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  created_by uuid REFERENCES customer (id) ON DELETE SET NULL,
  budget numeric(12, 2) CHECK (budget >= 0),
  period text NOT NULL DEFAULT 'monthly' CHECK (period IN ('daily', 'weekly', 'monthly', 'yearly', 'custom')),
  transferable boolean NOT NULL DEFAULT false,
  renewable boolean NOT NULL DEFAULT true,
  start_date date NOT NULL,
  end_date date,
  time_zone text NOT NULL DEFAULT 'Europe/Vienna',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (period = 'custom' AND end_date IS NOT NULL AND end_date > start_date)
    OR (period <> 'custom' AND (end_date IS NULL OR end_date >= start_date))
  )
);
CREATE UNIQUE INDEX order_reference_name_idx ON order_reference (company_id, lower(name));
CREATE TABLE order_reference_approver (
  reference_id uuid NOT NULL REFERENCES order_reference (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  PRIMARY KEY (reference_id, customer_id)
);
CREATE TABLE order_reference_customer (
  reference_id uuid NOT NULL REFERENCES order_reference (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  PRIMARY KEY (reference_id, customer_id)
);
CREATE INDEX order_reference_customer_idx ON order_reference_customer (customer_id);

-- The order reference chosen for a cart (storefront.md §3 order-reference-id).
ALTER TABLE cart ADD COLUMN order_reference_id uuid REFERENCES order_reference (id) ON DELETE SET NULL;

-- The budget ledger: one row per placed order and budget it used (the user's flow, the order reference). Spending
-- is written in the order's transaction after locking the user's flow membership / the reference row, so
-- concurrent orders cannot overspend.
CREATE TABLE budget_spend (
  id uuid PRIMARY KEY,
  flow_id uuid REFERENCES order_flow (id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customer (id) ON DELETE CASCADE,
  order_reference_id uuid REFERENCES order_reference (id) ON DELETE CASCADE,
  -- deferred: the budget is spent (under its lock) before the order row is written in the same transaction
  order_id uuid REFERENCES sales_order (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  spent_at timestamptz NOT NULL,
  CHECK ((flow_id IS NOT NULL AND customer_id IS NOT NULL) OR order_reference_id IS NOT NULL)
);
CREATE INDEX budget_spend_flow_idx ON budget_spend (flow_id, customer_id, spent_at) WHERE flow_id IS NOT NULL;
CREATE INDEX budget_spend_reference_idx ON budget_spend (order_reference_id, spent_at)
  WHERE order_reference_id IS NOT NULL;

-- Order requests (account-area.md §4 "Request the order"): an order written with its checkout data and prices at
-- request time and approval_status 'pending' (state 'approval_pending'); approving places it (stock, budgets),
-- declining keeps the comment. A regular order has approval_status NULL.
ALTER TABLE sales_order
  ADD COLUMN approval_status text CHECK (approval_status IN ('pending', 'approved', 'declined')),
  ADD COLUMN approval_reasons text[] NOT NULL DEFAULT '{}',
  ADD COLUMN flow_id uuid REFERENCES order_flow (id) ON DELETE SET NULL,
  ADD COLUMN order_reference_id uuid REFERENCES order_reference (id) ON DELETE SET NULL,
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decided_by uuid REFERENCES customer (id) ON DELETE SET NULL,
  ADD COLUMN decision_comment text,
  ADD COLUMN approval_blocked_reason text;
-- Covering the approvals list's filters, so its count is an index-only scan (10,000 requests: ~2 ms).
CREATE INDEX sales_order_approval_idx ON sales_order (company_id, approval_status, created_at DESC)
  INCLUDE (customer_id, flow_id, order_reference_id) WHERE approval_status IS NOT NULL;
