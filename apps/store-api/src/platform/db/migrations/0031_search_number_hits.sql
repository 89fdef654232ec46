-- The search page's number hits with the search generation (issue 10 Benchmarks, session 10; decisions "Search page
-- name candidates reused while unchanged"): the statement of the storefront's search pages (relevance order, no
-- filter), read on every such request. As a prepared statement with `LIKE $1` it was planned anew on every execution
-- (a generic plan cannot use the prefix indexes for a LIKE parameter; 0.17–0.28 ms planning against ~0.1 ms
-- execution). Here the prefix is a range (`p_hi` is `p_lo` followed by U+10FFFF, as in the typeahead, 0005/0007), which
-- a generic plan serves from the same indexes, and the function keeps its generic plan for the connection: 0.26 →
-- 0.10 ms backend CPU a call. Same hits in the same order as the LIKE statement (`searchProductIds` keeps that one):
-- exact product number, product numbers, then manufacturer numbers and EANs starting with the term, at most `p_limit`,
-- as text ids with the generation of the same snapshot.
CREATE FUNCTION ratchet_search_number_hits(p_lo text, p_hi text, p_limit int, p_term text)
  RETURNS TABLE (generation text, ids text[])
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY SELECT (SELECT g.value::text FROM search_generation g), ARRAY(SELECT h.id FROM (
    SELECT p.id, p.product_number, 0 AS rank FROM product p WHERE p.product_number = upper(p_term) AND p.active
    UNION ALL
    SELECT p.id, p.product_number, 1 FROM product p
     WHERE lower(p.product_number) ~>=~ p_lo AND lower(p.product_number) ~<~ p_hi AND p.active
    UNION ALL
    SELECT p.id, p.product_number, 2 FROM product p
     WHERE lower(p.manufacturer_number) ~>=~ p_lo AND lower(p.manufacturer_number) ~<~ p_hi AND p.active
    UNION ALL
    SELECT p.id, p.product_number, 2 FROM product p WHERE p.ean >= p_lo AND p.ean < p_hi AND p.active
  ) h ORDER BY h.rank, h.product_number LIMIT p_limit)::text[];
END;
$$;
