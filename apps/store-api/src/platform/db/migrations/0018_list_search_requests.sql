-- The approvals list (issue 12; account-area.md §7 POST …/order/approvals) over every status, newest first or by
-- amount: the company's requests in that order (both directions are one scan), so a page stops after its rows instead
-- of sorting all of them. With one status the approval index of 0011 (company, status, date) serves.
CREATE INDEX sales_order_request_date_idx ON sales_order (company_id, created_at, id)
  WHERE approval_status IS NOT NULL;
CREATE INDEX sales_order_request_total_idx ON sales_order (company_id, total, id)
  WHERE approval_status IS NOT NULL;
