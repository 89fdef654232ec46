-- The typeahead as one JSON value (issue 3 Performance): replaces ratchet_suggest (0005) and
-- ratchet_suggest_for_token (0006). Measured on the 2-core machine at 10 connections: reading 41
-- columns × 11 rows through node-postgres' per-column text parsers cost ~0.2 ms of the server's CPU per
-- request, one JSON value parsed natively costs a tenth of that; the nested function call of 0006
-- (context function + typeahead function, each materialising its rows) cost the database ~0.05 ms more
-- than one body.
--
-- ratchet_suggest_json(p_token, p_sales_channel, p_language, p_company, …):
--   with a token: reads the request's context (token → language, customer, company, roles; as
--   ratchet_context) and answers for its language and, when logged in, its company; NULL when the token
--   is unknown (the route then creates a context). Without a token: p_language and p_company.
-- Answer: {"context": {token, sales_channel_id, language_id, domain_id, customer_id, company_id,
--   customer_active, company_active, roles} or null, "total": hits, "rows": [product rows in rank order]},
-- a row's keys named as the product columns data/catalog/products.ts reads (no description and main
-- category: the quick search shows neither).
-- The typeahead itself is 0005's: number hits (exact product number, product-number, manufacturer-number
-- and EAN prefixes, the company's own article numbers), then name matches from suggest_prefix (one word)
-- or its candidate sets (several words, matched in the row's candidate arrays).
DROP FUNCTION IF EXISTS ratchet_suggest_for_token(text, uuid, text, text, int, text, text[], text[], text, text, int);
DROP FUNCTION IF EXISTS ratchet_suggest(uuid, text, text, int, uuid, text, text[], text[], text, text, int);

-- The candidates of a multi-word typeahead inline (product id, lower-case name and search text of each
-- rank in `ranks`, same order): the words are matched in the row's arrays instead of one index lookup
-- into suggest_entry per candidate (140–340 lookups for a word like "m8": the multi-word typeahead cost
-- the database twice a one-word one). seed/suggestIndex.ts fills them with the same function.
ALTER TABLE suggest_prefix
  ADD COLUMN candidate_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN candidate_names text[] NOT NULL DEFAULT '{}',
  ADD COLUMN candidate_texts text[] NOT NULL DEFAULT '{}';
CREATE FUNCTION ratchet_fill_suggest_candidates() RETURNS void
LANGUAGE sql
AS $$
UPDATE suggest_prefix sp
   SET candidate_ids = c.ids, candidate_names = c.names, candidate_texts = c.texts
  FROM (SELECT s.language_id, s.prefix,
               array_agg(e.product_id ORDER BY r.o) AS ids,
               array_agg(e.name ORDER BY r.o) AS names,
               array_agg(e.search_text ORDER BY r.o) AS texts
          FROM suggest_prefix s
          CROSS JOIN LATERAL unnest(s.ranks) WITH ORDINALITY AS r(rank, o)
          JOIN suggest_entry e ON e.language_id = s.language_id AND e.rank = r.rank
         GROUP BY s.language_id, s.prefix) c
 WHERE c.language_id = sp.language_id AND c.prefix = sp.prefix;
$$;
SELECT ratchet_fill_suggest_candidates();

CREATE FUNCTION ratchet_suggest_json(
  p_token text,
  p_sales_channel uuid,
  p_language uuid,
  p_company uuid,
  p_lo text,
  p_hi text,
  p_limit int,
  p_single text,
  p_patterns text[],
  p_keys text[],
  p_like text,
  p_contains text,
  p_candidates int
) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  c record;
  v_context json;
  v_language uuid := p_language;
  v_company uuid := p_company;
  v_names uuid[];
  v_name_total int := 0;
  v_ranks int[];
  v_ids uuid[];
  v_candidate_names text[];
  v_texts text[];
  v_count int;
  v_found int;
  v_numbers int;
  v_rows json;
BEGIN
  IF p_token IS NOT NULL THEN
    SELECT ctx.token, ctx.sales_channel_id, ctx.language_id, ctx.domain_id, ctx.customer_id,
           cu.company_id, cu.active AS customer_active, co.active AS company_active,
           (SELECT array_agg(r.role_code ORDER BY r.role_code) FROM customer_role r
             WHERE r.customer_id = cu.id AND r.enabled) AS roles
      INTO c
      FROM context ctx
      LEFT JOIN customer cu ON cu.id = ctx.customer_id
      LEFT JOIN company co ON co.id = cu.company_id
     WHERE ctx.token = p_token AND ctx.sales_channel_id = p_sales_channel;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    v_context := row_to_json(c);
    v_language := c.language_id;
    -- Logged in (http/context.ts): an active customer of a company that is not deactivated.
    v_company := CASE
      WHEN c.customer_id IS NOT NULL AND c.customer_active IS TRUE AND c.company_active IS NOT FALSE THEN c.company_id
    END;
  END IF;

  IF p_single IS NOT NULL THEN
    SELECT sp.product_ids, sp.total INTO v_names, v_name_total
      FROM suggest_prefix sp WHERE sp.language_id = v_language AND sp.prefix = p_single;
  ELSIF cardinality(p_keys) > 0 THEN
    -- Candidates: the typed word contained in the fewest products — its first products of every
    -- family (suggest_prefix.ranks) that contain the other words too, in rank order.
    SELECT sp.ranks, sp.candidate_ids, sp.candidate_names, sp.candidate_texts, sp.total, count(*) OVER ()::int
      INTO v_ranks, v_ids, v_candidate_names, v_texts, v_count, v_found
      FROM suggest_prefix sp WHERE sp.language_id = v_language AND sp.prefix = ANY (p_keys)
     ORDER BY sp.total, sp.prefix LIMIT 1;
    -- A word no product contains: no name matches.
    IF v_found = cardinality(p_keys) THEN
      SELECT array_agg(x.id ORDER BY (x.name LIKE p_like) DESC, (x.name LIKE p_contains) DESC, x.rank),
             count(*)::int
        INTO v_names, v_name_total
        FROM (SELECT k.id, k.name, k.rank
                FROM unnest(v_ranks, v_ids, v_candidate_names, v_texts) AS k(rank, id, name, search_text)
               WHERE k.search_text LIKE ALL (p_patterns)
               ORDER BY k.rank LIMIT p_candidates) x;
    END IF;
  END IF;
  v_names := coalesce(v_names, '{}'::uuid[]);
  v_name_total := coalesce(v_name_total, 0);

  WITH numbers AS (
    SELECT n.id, min(n.g) AS g, n.sort_key FROM (
      (SELECT p.id, 0 AS g, p.product_number AS sort_key FROM product p
        WHERE lower(p.product_number) = p_lo AND p.active LIMIT 1)
      UNION ALL
      (SELECT p.id, 1, p.product_number FROM product p
        WHERE lower(p.product_number) ~>=~ p_lo AND lower(p.product_number) ~<~ p_hi AND p.active
        ORDER BY lower(p.product_number) USING ~<~ LIMIT p_limit)
      UNION ALL
      (SELECT p.id, 2, p.product_number FROM product p
        WHERE lower(p.manufacturer_number) ~>=~ p_lo AND lower(p.manufacturer_number) ~<~ p_hi AND p.active
        ORDER BY lower(p.manufacturer_number) USING ~<~ LIMIT p_limit)
      UNION ALL
      (SELECT p.id, 2, p.product_number FROM product p
        WHERE p.ean >= p_lo AND p.ean < p_hi AND p.active ORDER BY p.ean LIMIT p_limit)
      UNION ALL
      (SELECT a.product_id, 3, a.customer_sku FROM article_link a
        WHERE v_company IS NOT NULL AND a.company_id = v_company
          AND lower(a.customer_sku) ~>=~ p_lo AND lower(a.customer_sku) ~<~ p_hi
        ORDER BY lower(a.customer_sku) USING ~<~ LIMIT p_limit)
    ) n GROUP BY n.id, n.sort_key
  ), hits AS (
    SELECT DISTINCT ON (x.id) x.id, x.g, x.o FROM (
      SELECT nb.id, nb.g, row_number() OVER (ORDER BY nb.g, nb.sort_key) AS o FROM numbers nb
      UNION ALL
      SELECT u.id, 4, u.o FROM unnest(v_names) WITH ORDINALITY AS u(id, o)
    ) x ORDER BY x.id, x.g, x.o
  ), answer AS (
    SELECT h.g AS grp, h.o AS o,
           p.id, p.parent_id, p.product_number, p.active, p.stock, p.min_purchase, p.purchase_steps,
           p.max_purchase, p.is_closeout, p.net_price, p.tax_rate, p.delivery_time_min, p.delivery_time_max,
           p.delivery_time_unit, p.restock_time_days, p.manufacturer_id, p.manufacturer_number, p.ean, p.unit,
           p.cover_media_id, p.child_count, p.rating_average, p.release_date, p.is_new,
           t.name, cp.net_price AS customer_net_price, al.customer_sku,
           (SELECT array_agg(pp.option_id) FROM product_property pp WHERE pp.product_id = p.id) AS property_ids
      FROM hits h
      JOIN product p ON p.id = h.id AND p.active
      JOIN product_translation t ON t.product_id = p.id AND t.language_id = v_language
      LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = v_company
      LEFT JOIN article_link al ON al.product_id = p.id AND al.company_id = v_company
     ORDER BY h.g, h.o
     LIMIT p_limit
  )
  SELECT (SELECT count(*) FROM numbers)::int, (SELECT json_agg(a ORDER BY a.grp, a.o) FROM answer a)
    INTO v_numbers, v_rows;

  RETURN json_build_object('context', v_context, 'total', v_numbers + v_name_total,
                           'rows', coalesce(v_rows, '[]'::json));
END
$$;
