// Search terms of the benchmark (issue 3 Performance): at least 500 distinct, realistic terms taken
// from the seeded catalogue in the sales channel's language — name words typed to different lengths
// (the typeahead sees every prefix), phrases of two words as they occur in names ("din 933",
// "edelstahl a2", "sechskantschraube m8"), product numbers (whole and prefixes) and manufacturer
// numbers. Deterministic for a given database.
import type { Database } from '../platform/db/db';

/** A deterministic shuffle (xorshift), so every run sends the same sequence. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The benchmark's rotating terms for a language (at least `minimum`, usually 600–700). */
export async function benchTerms(db: Database, languageId: string, minimum = 500): Promise<string[]> {
  // A sample of names spread over the catalogue (every 50th product by id).
  const { rows } = await db.query<{ name: string; product_number: string; manufacturer_number: string | null }>(
    `SELECT lower(t.name) AS name, p.product_number, p.manufacturer_number
       FROM product_translation t JOIN product p ON p.id = t.product_id
      WHERE t.language_id = $1 AND p.active AND p.product_number LIKE '%0'
      ORDER BY p.product_number LIMIT 8000`,
    [languageId],
  );
  const words = new Set<string>();
  const phrases = new Set<string>();
  const numbers = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const parts = row.name.split(/\s+/).filter((word) => word !== '');
    for (const word of parts) {
      if (word.length < 3 || /^[\d.]+$/.test(word)) continue;
      for (let length = 3; length <= word.length; length++) words.add(word.slice(0, length));
    }
    const thread = parts.find((word) => /^m\d{1,2}$/.test(word));
    if (thread && parts[0]) phrases.add(`${parts[0]} ${thread}`);
    for (let i = 0; i + 1 < parts.length; i++) {
      const [a, b] = [parts[i] as string, parts[i + 1] as string];
      if (a === 'din' || a === 'iso' || a === 'en' || /^(edelstahl|stahl)$/.test(a)) phrases.add(`${a} ${b}`);
    }
    if (index % 25 === 0) {
      numbers.add(row.product_number);
      numbers.add(row.product_number.slice(0, 6));
      if (row.manufacturer_number) numbers.add(row.manufacturer_number.slice(0, 6));
    }
  }
  console.error(`[bench] term pools: ${words.size} word prefixes, ${phrases.size} phrases, ${numbers.size} numbers`);
  const terms = [
    ...shuffle([...words], 1).slice(0, 420),
    ...shuffle([...phrases], 2).slice(0, 160),
    ...shuffle([...numbers], 3).slice(0, 140),
  ];
  const distinct = shuffle([...new Set(terms)], 4);
  if (distinct.length < minimum) {
    throw new Error(`only ${distinct.length} distinct bench terms in the catalogue (want ${minimum})`);
  }
  return distinct;
}
