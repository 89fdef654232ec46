-- Search page name candidates reused while nothing they depend on changed (issue 10 Benchmarks, session 10;
-- decisions "Search page statement"): a term's name candidates (the first rows of the language whose search text has
-- every word, in physical order) and which of them are active depend only on `product_translation` and on
-- `product.active`. Every statement that may change either raises this counter in its own transaction, so a server
-- that read the counter together with the candidates (one statement, one snapshot) can reuse them exactly as long as
-- the committed counter is unchanged; a rolled-back change rolls its raise back too. Statement triggers: a bulk load
-- raises it once per statement. Changes of other product columns (stock, prices, numbers) do not raise it: the
-- search reads those per request.
CREATE TABLE search_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);

INSERT INTO search_generation (id, value) VALUES (true, 1);

CREATE FUNCTION ratchet_raise_search_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_generation SET value = value + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_translation_search_generation
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translation
  FOR EACH STATEMENT EXECUTE FUNCTION ratchet_raise_search_generation();
CREATE TRIGGER product_search_generation
  AFTER UPDATE OF active OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION ratchet_raise_search_generation();
