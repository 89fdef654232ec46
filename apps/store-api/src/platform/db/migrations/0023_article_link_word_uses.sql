-- Cheaper writes of the article-link description dictionary (migration 0022; docs/benchmarks.md "Session 8"): an
-- import of 100,000 links took twice as long with it (PostgreSQL, in psql: the insert 6.2 → 12.8 s, deleting them
-- 0.1 → 4.7 s at load 11): its triggers grouped every (link, word) pair to count each word once per link, and every
-- count written went into three indexes. The dictionary now counts the uses of a word in the company's descriptions
-- (a word twice in one description counts twice: the count only chooses which part of a term narrows most, the LIKE
-- decides), grouped by word alone; its rows leave room on their pages (fillfactor 50) so a changed count is a HOT
-- update that writes no index, and one unique pattern index serves the key, the equality and the prefix lookups.
ALTER TABLE article_link_word RENAME COLUMN links TO uses;
ALTER TABLE article_link_word DROP CONSTRAINT article_link_word_pkey;
DROP INDEX article_link_word_prefix_idx;
ALTER TABLE article_link_word SET (fillfactor = 50);
TRUNCATE article_link_word;
CREATE UNIQUE INDEX article_link_word_key ON article_link_word (company_id, word text_pattern_ops);
INSERT INTO article_link_word (company_id, word, uses)
SELECT al.company_id, w.word, count(*) FROM article_link al, unnest(al.description_words) AS w(word) GROUP BY 1, 2;

CREATE OR REPLACE FUNCTION article_link_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_word AS t (company_id, word, uses)
  SELECT n.company_id, w.word, count(*) FROM words_new n, unnest(n.description_words) AS w(word)
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, word) DO UPDATE SET uses = t.uses + EXCLUDED.uses;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION article_link_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_word AS t (company_id, word, uses)
  SELECT o.company_id, w.word, -count(*) FROM words_old o, unnest(o.description_words) AS w(word)
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, word) DO UPDATE SET uses = t.uses + EXCLUDED.uses;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION article_link_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_link_word AS t (company_id, word, uses)
  SELECT company_id, word, sum(n)
    FROM (SELECT n.company_id, w.word, 1 AS n FROM words_new n, unnest(n.description_words) AS w(word)
          UNION ALL
          SELECT o.company_id, w.word, -1 FROM words_old o, unnest(o.description_words) AS w(word)) d
   GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (company_id, word) DO UPDATE SET uses = t.uses + EXCLUDED.uses;
  RETURN NULL;
END
$$;

ANALYZE article_link_word;
