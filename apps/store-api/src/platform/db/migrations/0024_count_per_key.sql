-- One definition of "a count per key kept by statement triggers" (review of migrations 0019, 0021, 0022, 0023): the
-- tallies and the article-link word dictionary each had four hand-written trigger functions that differed only in the
-- counter table, its key, its count column, a row filter and (the words) an unnest. create_count_per_key() now writes
-- a counter's trigger function and its four triggers from one template; the reasoning is 0019's (docs/decisions.md
-- "Counted list totals").
--
-- SELECT create_count_per_key('<counted table>', '<counter table>', '<key columns, comma-separated>', '<count column>'
--                             [, '<row filter>'[, '<key rows>']]);
--   row filter: an SQL condition on a row of the counted table (the row counts when it holds; '': every row);
--   key rows:   the select list giving the key columns, by name, from a row of the counted table ('': the key columns
--               themselves); a set-returning one (unnest) counts the row once per element.
-- Filter and key rows are SQL written by the migration that calls it, never input; table and column names are quoted
-- as identifiers. The counter needs a unique index on exactly the key columns (the upserts' conflict target). It
-- creates <counter>_count() and the triggers <counter>_insert, _delete, _update, _truncate on the counted table (or
-- replaces them: calling it again with another key or filter redefines the counter; refill it in the same migration).
--
-- A statement's rows are grouped by key: new rows add, old rows take away, in one upsert whose keys are written in key
-- order (two statements never wait on each other's counter rows crosswise); an update's keys whose sum is 0 are not
-- written (an update that changes no key writes nothing); a truncate empties the counter. The function is generated
-- rather than one function reading TG_ARGV with EXECUTE: its statements are static, so each connection plans them
-- once; planned per firing, a tally cost 0.3–0.5 ms more per write statement (docs/benchmarks.md "Session 9: counts
-- per key").
CREATE FUNCTION create_count_per_key(counted_table text, counter text, key_columns text, count_column text,
                                     row_filter text DEFAULT '', key_rows text DEFAULT '')
RETURNS void LANGUAGE plpgsql AS $generator$
DECLARE
  keys text := (SELECT string_agg(quote_ident(btrim(name)), ', ' ORDER BY position)
                  FROM unnest(string_to_array(key_columns, ',')) WITH ORDINALITY AS k(name, position));
  source text := coalesce(nullif(key_rows, ''), keys);
  filter text := CASE WHEN coalesce(row_filter, '') = '' THEN '' ELSE ' WHERE ' || row_filter END;
  new_rows text := format('SELECT %s FROM tally_new%s', source, filter);
  old_rows text := format('SELECT %s FROM tally_old%s', source, filter);
  -- The upsert with three holes: the figure per key, the rows, a HAVING.
  upsert text := format($upsert$INSERT INTO %1$I AS t (%2$s, %3$I)
        SELECT %2$s, %%s FROM (%%s) d
         GROUP BY %2$s%%s ORDER BY %2$s
        ON CONFLICT (%2$s) DO UPDATE SET %3$I = t.%3$I + EXCLUDED.%3$I$upsert$,
    counter, keys, count_column);
BEGIN
  EXECUTE format($function$
    CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        %2$s;
      ELSIF TG_OP = 'DELETE' THEN
        %3$s;
      ELSIF TG_OP = 'UPDATE' THEN
        %4$s;
      ELSE
        DELETE FROM %5$I;
      END IF;
      RETURN NULL;
    END
    $body$$function$,
    counter || '_count',
    format(upsert, 'count(*)', new_rows, ''),
    format(upsert, '-count(*)', old_rows, ''),
    format(upsert, 'sum(n)',
           format('SELECT *, 1 AS n FROM (%s) added UNION ALL SELECT *, -1 FROM (%s) removed', new_rows, old_rows),
           ' HAVING sum(n) <> 0'),
    counter);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS tally_new '
                 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', counter || '_insert', counted_table, counter || '_count');
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS tally_old '
                 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', counter || '_delete', counted_table, counter || '_count');
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS tally_old NEW TABLE AS '
                 'tally_new FOR EACH STATEMENT EXECUTE FUNCTION %I()', counter || '_update', counted_table,
                 counter || '_count');
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                 counter || '_truncate', counted_table, counter || '_count');
END
$generator$;

-- The tallies of 0019 and 0021: the same trigger names, now pointing at the generated functions.
SELECT create_count_per_key('sales_order', 'sales_order_tally',
  'company_id, customer_id, state, approval_status, flow_id, order_reference_id', 'orders');
DROP FUNCTION sales_order_tally_insert(), sales_order_tally_delete(), sales_order_tally_update(),
  sales_order_tally_truncate();

SELECT create_count_per_key('article_link', 'article_link_tally', 'company_id', 'links');
DROP FUNCTION article_link_tally_insert(), article_link_tally_delete(), article_link_tally_update(),
  article_link_tally_truncate();

SELECT create_count_per_key('customer', 'customer_tally', 'company_id, lead_buyer, active', 'users',
  'deleted_at IS NULL');
DROP FUNCTION customer_tally_insert(), customer_tally_delete(), customer_tally_update(), customer_tally_truncate();

-- The article-link word dictionary of 0022/0023 (uses of each word per company): one key row per element of a link's
-- description words. Its triggers were named article_link_words_*; they are now article_link_word_*.
DROP TRIGGER article_link_words_insert ON article_link;
DROP TRIGGER article_link_words_delete ON article_link;
DROP TRIGGER article_link_words_update ON article_link;
DROP TRIGGER article_link_words_truncate ON article_link;
DROP FUNCTION article_link_words_insert(), article_link_words_delete(), article_link_words_update(),
  article_link_words_truncate();
SELECT create_count_per_key('article_link', 'article_link_word', 'company_id, word', 'uses', '',
  'company_id, unnest(description_words) AS word');
