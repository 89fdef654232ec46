-- Typeahead at scale (issue 3 Performance, storefront.md §2 Search quick search). The seed fills
-- the tables (seed/suggestIndex.ts) inside its transaction; data/catalog/suggest.ts calls
-- ratchet_suggest(), whose statements are planned once per connection (PL/pgSQL plan cache).
--
-- Name-match rank of a product in one language: shorter names first, then the lower-case name,
-- then the product id (seeded ids follow the product numbers).
--
-- suggest_entry: every active product per language in that rank order (rank 1, 2, …). A
-- multi-word typeahead reads it in rank order and stops at its candidate cap.
CREATE TABLE suggest_entry (
  language_id uuid NOT NULL,
  rank int NOT NULL,
  product_id uuid NOT NULL,
  -- lower(name)
  name text NOT NULL,
  -- product_translation.search_text (name and manufacturer, lower case)
  search_text text NOT NULL,
  PRIMARY KEY (language_id, rank)
);

-- suggest_prefix: for every part of a search word (3 characters and longer, and thread sizes like
-- m8), the best products of a one-word typeahead in order — names starting with it, then names
-- containing it, then manufacturer matches; each by rank —, how many products contain it, and the
-- ranks of the first 20 products of every product family (first name word) containing it, in rank
-- order: the candidates of a multi-word term.
CREATE TABLE suggest_prefix (
  language_id uuid NOT NULL,
  prefix text NOT NULL,
  total int NOT NULL,
  product_ids uuid[] NOT NULL,
  ranks int[] NOT NULL,
  PRIMARY KEY (language_id, prefix)
);

-- One typeahead answer: number hits (exact product number, product-number, manufacturer-number
-- and EAN prefixes, the company's own article numbers), then name matches, as product rows.
--   p_lo / p_hi: the lower-case term and the term followed by U+10FFFF (a prefix range in byte order)
--   p_single: a one-word term (key into suggest_prefix), or NULL
--   p_patterns: '%word%' per typed word of a multi-word term; p_keys: its name words (suggest_prefix)
--   p_like / p_contains: 'term%' and '%term%' (escaped) for the multi-word boosts
CREATE FUNCTION ratchet_suggest(
  p_language uuid,
  p_lo text,
  p_hi text,
  p_limit int,
  p_company uuid,
  p_single text,
  p_patterns text[],
  p_keys text[],
  p_like text,
  p_contains text,
  p_candidates int
) RETURNS TABLE (
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
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_names uuid[];
  v_name_total int := 0;
  v_ranks int[];
  v_count int;
  v_found int;
BEGIN
  IF p_single IS NOT NULL THEN
    SELECT sp.product_ids, sp.total INTO v_names, v_name_total
      FROM suggest_prefix sp WHERE sp.language_id = p_language AND sp.prefix = p_single;
  ELSIF cardinality(p_keys) > 0 THEN
    -- Candidates: the typed word contained in the fewest products — its first products of every
    -- family (suggest_prefix.ranks) that contain the other words too, in rank order.
    SELECT sp.ranks, sp.total, count(*) OVER ()::int INTO v_ranks, v_count, v_found
      FROM suggest_prefix sp WHERE sp.language_id = p_language AND sp.prefix = ANY (p_keys)
     ORDER BY sp.total, sp.prefix LIMIT 1;
    -- A word no product contains: no name matches.
    IF v_found = cardinality(p_keys) THEN
      SELECT array_agg(c.product_id ORDER BY (c.name LIKE p_like) DESC, (c.name LIKE p_contains) DESC, c.rank),
             count(*)::int
        INTO v_names, v_name_total
        FROM (SELECT e.product_id, e.name, e.rank
                FROM unnest(v_ranks) AS r(rank)
                JOIN suggest_entry e ON e.language_id = p_language AND e.rank = r.rank
               WHERE e.search_text LIKE ALL (p_patterns)
               ORDER BY e.rank LIMIT p_candidates) c;
    END IF;
  END IF;
  v_names := coalesce(v_names, '{}'::uuid[]);
  v_name_total := coalesce(v_name_total, 0);
  RETURN QUERY
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
        WHERE p_company IS NOT NULL AND a.company_id = p_company
          AND lower(a.customer_sku) ~>=~ p_lo AND lower(a.customer_sku) ~<~ p_hi
        ORDER BY lower(a.customer_sku) USING ~<~ LIMIT p_limit)
    ) n GROUP BY n.id, n.sort_key
  ), hits AS (
    SELECT DISTINCT ON (x.id) x.id, x.g, x.o FROM (
      SELECT nb.id, nb.g, row_number() OVER (ORDER BY nb.g, nb.sort_key) AS o FROM numbers nb
      UNION ALL
      SELECT u.id, 4, u.o FROM unnest(v_names) WITH ORDINALITY AS u(id, o)
    ) x ORDER BY x.id, x.g, x.o
  )
  SELECT h.g, (SELECT count(*) FROM numbers)::int + v_name_total,
         p.id, p.parent_id, p.product_number, p.active, p.stock, p.min_purchase, p.purchase_steps,
         p.max_purchase, p.is_closeout, p.net_price, p.tax_rate, p.delivery_time_min, p.delivery_time_max,
         p.delivery_time_unit, p.restock_time_days, p.manufacturer_id, p.manufacturer_number, p.ean, p.unit,
         p.cover_media_id, p.main_category_id, p.child_count, p.rating_average, p.release_date, p.is_new,
         t.name, t.description, cp.net_price, al.customer_sku,
         (SELECT array_agg(pp.option_id) FROM product_property pp WHERE pp.product_id = p.id)
    FROM hits h
    JOIN product p ON p.id = h.id AND p.active
    JOIN product_translation t ON t.product_id = p.id AND t.language_id = p_language
    LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = p_company
    LEFT JOIN article_link al ON al.product_id = p.id AND al.company_id = p_company
   ORDER BY h.g, h.o
   LIMIT p_limit;
END
$$;

-- The context of a request (http/context.ts, every store-API request): the token's row with its
-- customer and enabled roles. A function, so the plan is made once per connection, not per request.
CREATE FUNCTION ratchet_context(p_token text, p_sales_channel uuid) RETURNS TABLE (
  token text,
  sales_channel_id uuid,
  language_id uuid,
  domain_id uuid,
  customer_id uuid,
  company_id uuid,
  customer_active boolean,
  company_active boolean,
  roles text[]
)
LANGUAGE plpgsql STABLE
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT ctx.token, ctx.sales_channel_id, ctx.language_id, ctx.domain_id, ctx.customer_id,
         cu.company_id, cu.active, co.active,
         (SELECT array_agg(r.role_code ORDER BY r.role_code) FROM customer_role r
           WHERE r.customer_id = cu.id AND r.enabled)
    FROM context ctx
    LEFT JOIN customer cu ON cu.id = ctx.customer_id
    LEFT JOIN company co ON co.id = cu.company_id
   WHERE ctx.token = p_token AND ctx.sales_channel_id = p_sales_channel;
END
$$;
