-- Search page name matches through whole words (issue 10 Benchmarks; storefront.md §2 Search, decisions "Search
-- page"): every typed word must occur in the product's search text (name and manufacturer, lower case), as a part of
-- one of its space-separated words ("schraube" finds "Sechskantschraube"). A typed word contains no space, so it
-- occurs in the text exactly when it occurs in one of the text's words: the search looks the typed word up in the
-- small dictionary of the language's words (`search_word`, a few hundred to a few thousand rows) and reads the
-- products having one of the dictionary words found through a GIN index over the words (`search_words`), instead of
-- the trigram index, whose common trigrams have long posting lists and need a recheck of every hit.
ALTER TABLE product_translation
  ADD COLUMN search_words text[] GENERATED ALWAYS AS (string_to_array(search_text, ' ')) STORED;

CREATE INDEX product_translation_words_idx ON product_translation USING gin (search_words);

-- Every word of a language's search texts (words of deleted products may stay: they find nothing).
CREATE TABLE search_word (
  language_id uuid NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (language_id, word)
);

INSERT INTO search_word (language_id, word)
SELECT DISTINCT language_id, word FROM product_translation, unnest(search_words) AS word WHERE word <> '';

-- Kept complete by statement triggers (one DISTINCT per INSERT or UPDATE statement, so a bulk load of 400,000
-- translations adds its words in one step).
CREATE FUNCTION ratchet_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (language_id, word)
  SELECT DISTINCT n.language_id, w.word FROM changed_rows n, unnest(n.search_words) AS w(word) WHERE w.word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_translation_words_insert AFTER INSERT ON product_translation
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ratchet_add_search_words();
CREATE TRIGGER product_translation_words_update AFTER UPDATE ON product_translation
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ratchet_add_search_words();
