-- The typeahead in one database round trip (issue 3 Performance): the request's context (token →
-- language, customer, company, roles; as ratchet_context) and the typeahead rows (as ratchet_suggest)
-- from one call. http/context.ts leaves the context of a search-suggest request with a token to the
-- route, which calls this; no row at all means the token is unknown (the route then creates a context).
-- Row 1 is the context (product columns NULL), the product rows follow in rank order (context NULL).
CREATE FUNCTION ratchet_suggest_for_token(
  p_token text,
  p_sales_channel uuid,
  p_lo text,
  p_hi text,
  p_limit int,
  p_single text,
  p_patterns text[],
  p_keys text[],
  p_like text,
  p_contains text,
  p_candidates int
) RETURNS TABLE (
  token text,
  sales_channel_id uuid,
  language_id uuid,
  domain_id uuid,
  customer_id uuid,
  company_id uuid,
  customer_active boolean,
  company_active boolean,
  roles text[],
  grp int,
  hits_total int,
  id uuid,
  parent_id uuid,
  product_number text,
  active boolean,
  stock numeric,
  min_purchase numeric,
  purchase_steps numeric,
  max_purchase numeric,
  is_closeout boolean,
  net_price numeric,
  tax_rate numeric,
  delivery_time_min int,
  delivery_time_max int,
  delivery_time_unit text,
  restock_time_days int,
  manufacturer_id uuid,
  manufacturer_number text,
  ean text,
  unit text,
  cover_media_id uuid,
  main_category_id uuid,
  child_count int,
  rating_average numeric,
  release_date date,
  is_new boolean,
  name text,
  description text,
  customer_net_price numeric,
  customer_sku text,
  property_ids uuid[]
)
LANGUAGE plpgsql STABLE
AS $$
#variable_conflict use_column
DECLARE
  c record;
  v_company uuid;
BEGIN
  SELECT * INTO c FROM ratchet_context(p_token, p_sales_channel);
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- Logged in (http/context.ts): an active customer of a company that is not deactivated.
  IF c.customer_id IS NOT NULL AND c.customer_active IS TRUE AND c.company_active IS NOT FALSE THEN
    v_company := c.company_id;
  END IF;
  RETURN QUERY SELECT c.token, c.sales_channel_id, c.language_id, c.domain_id, c.customer_id, c.company_id,
    c.customer_active, c.company_active, c.roles,
    NULL::int, NULL::int, NULL::uuid, NULL::uuid, NULL::text, NULL::boolean, NULL::numeric, NULL::numeric,
    NULL::numeric, NULL::numeric, NULL::boolean, NULL::numeric, NULL::numeric, NULL::int, NULL::int, NULL::text,
    NULL::int, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::uuid, NULL::uuid, NULL::int, NULL::numeric,
    NULL::date, NULL::boolean, NULL::text, NULL::text, NULL::numeric, NULL::text, NULL::uuid[];
  RETURN QUERY SELECT NULL::text, NULL::uuid, NULL::uuid, NULL::uuid, NULL::uuid, NULL::uuid, NULL::boolean,
    NULL::boolean, NULL::text[], s.*
    FROM ratchet_suggest(c.language_id, p_lo, p_hi, p_limit, v_company, p_single, p_patterns, p_keys, p_like,
                         p_contains, p_candidates) s;
END
$$;
