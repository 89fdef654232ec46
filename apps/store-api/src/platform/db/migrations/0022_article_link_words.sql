-- Article-link searches of several words (issue 13 bench line; docs/benchmarks.md "Session 8"): a description search
-- `lower(description) LIKE '%<term>%'` went through the description's trigram index, whose trigrams of a word found
-- in nearly every description ("prüfteil", "größe") have posting lists as long as the company's links (44 ms for
-- "prüfteil 00042" with 100 matches). A term with spaces occurs in a description only where its first word ends a
-- word of the description, each inner word is a whole word of it and its last word begins one (words split at
-- single spaces, as `string_to_array` splits). So the search asks a small per-company dictionary of description
-- words, with the number of links having each, for the words that fit each part of the term, takes the part that
-- fits the fewest links, and reads those links through a GIN index over the descriptions' words; the LIKE still
-- decides, so the matches are the same (docs/decisions.md "Article-link description words"). A term without a space
-- keeps the trigram index (a part of one word needs it).
ALTER TABLE article_link
  ADD COLUMN description_words text[] GENERATED ALWAYS AS (string_to_array(lower(description), ' ')) STORED;

CREATE INDEX article_link_words_idx ON article_link USING gin (description_words);

-- Every word of a company's descriptions (the empty word too: two spaces in a row make one) with the number of links
-- whose description has it, kept by statement triggers in the writing statement, whoever writes (the tallies'
-- reasoning, migration 0019); words no link has any more stay with 0 (they find nothing). Prefix and suffix lookups
-- by the two pattern indexes.
CREATE TABLE article_link_word (
  company_id uuid NOT NULL,
  word text NOT NULL,
  links bigint NOT NULL,
  PRIMARY KEY (company_id, word)
);
CREATE INDEX article_link_word_prefix_idx ON article_link_word (company_id, word text_pattern_ops);
CREATE INDEX article_link_word_suffix_idx ON article_link_word (company_id, reverse(word) text_pattern_ops);

INSERT INTO article_link_word (company_id, word, links)
SELECT company_id, word, count(*)
  FROM (SELECT DISTINCT al.company_id, al.product_id, w.word
          FROM article_link al, unnest(al.description_words) AS w(word)) d
 GROUP BY 1, 2;

-- A statement's links counted per company and word (each word once per link), added or taken away; keys upserted in
-- one order, so two statements never wait on each other's rows crosswise; an update that changes no description
-- writes nothing.
CREATE FUNCTION article_link_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_word AS t (company_id, word, links)
  SELECT company_id, word, count(*)
    FROM (SELECT DISTINCT n.company_id, n.product_id, w.word FROM words_new n, unnest(n.description_words) AS w(word)) d
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, word) DO UPDATE SET links = t.links + EXCLUDED.links;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_word AS t (company_id, word, links)
  SELECT company_id, word, -count(*)
    FROM (SELECT DISTINCT o.company_id, o.product_id, w.word FROM words_old o, unnest(o.description_words) AS w(word)) d
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, word) DO UPDATE SET links = t.links + EXCLUDED.links;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_word AS t (company_id, word, links)
  SELECT company_id, word, sum(n)
    FROM (SELECT DISTINCT n.company_id, n.product_id, w.word, 1 AS n
            FROM words_new n, unnest(n.description_words) AS w(word)
          UNION ALL
          SELECT DISTINCT o.company_id, o.product_id, w.word, -1
            FROM words_old o, unnest(o.description_words) AS w(word)) d
   GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (company_id, word) DO UPDATE SET links = t.links + EXCLUDED.links;
  RETURN NULL;
END
$$;
CREATE FUNCTION article_link_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_link_word;
  RETURN NULL;
END
$$;
CREATE TRIGGER article_link_words_insert AFTER INSERT ON article_link
  REFERENCING NEW TABLE AS words_new FOR EACH STATEMENT EXECUTE FUNCTION article_link_words_insert();
CREATE TRIGGER article_link_words_delete AFTER DELETE ON article_link
  REFERENCING OLD TABLE AS words_old FOR EACH STATEMENT EXECUTE FUNCTION article_link_words_delete();
CREATE TRIGGER article_link_words_update AFTER UPDATE ON article_link
  REFERENCING OLD TABLE AS words_old NEW TABLE AS words_new FOR EACH STATEMENT EXECUTE FUNCTION article_link_words_update();
CREATE TRIGGER article_link_words_truncate AFTER TRUNCATE ON article_link
  FOR EACH STATEMENT EXECUTE FUNCTION article_link_words_truncate();

ANALYZE article_link;
ANALYZE article_link_word;
