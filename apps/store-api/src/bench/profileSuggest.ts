// Per-term timing of the typeahead (issue 3 Performance profiling aid): runs suggestProducts for
// each term ROUNDS times in process and prints the mean ms per term, plus the context lookup.
import { openDatabase } from '../platform/db/db';
import { catalogDictionary } from '../modules/catalog/repo/dictionary';
import { suggestProducts } from '../modules/catalog/service';
import { parseSearchTerm } from '../modules/catalog/domain/searchTerm';
import { createContext, loadContext } from '../modules/context/middleware';

const url = process.env.DATABASE_URL;
const db = await openDatabase(url ? { url } : { dataDir: process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-pglite' });
const channel = (
  await db.query<{ id: string; language_id: string }>('SELECT id, language_id FROM sales_channel LIMIT 1')
).rows[0];
if (!channel) throw new Error('not seeded');
const context = await createContext(db, {
  salesChannelId: channel.id,
  languageId: channel.language_id,
  domainId: null,
});
const dictionary = await catalogDictionary(db, channel.language_id, 'http://x');
const ctx = { db, dictionary, viewer: { customer: null }, salesChannelId: channel.id };
const terms = (
  process.env.TERMS ??
  'sechskant,schraube,R00123,edelstahl a2,zylinder,kette,handschuh,R0399,din 933,verzinkt,m8,m8 schraube,din 933 m8'
).split(',');
const rounds = Number(process.env.ROUNDS ?? 20);
let t = performance.now();
for (let i = 0; i < rounds; i++) await loadContext(db, context.token, channel.id);
console.log(`context ${((performance.now() - t) / rounds).toFixed(2)} ms`);
for (const text of terms) {
  const term = parseSearchTerm(text);
  if (!term) continue;
  t = performance.now();
  let result = await suggestProducts(ctx, term, 10);
  for (let i = 1; i < rounds; i++) result = await suggestProducts(ctx, term, 10);
  console.log(
    `${text}: ${((performance.now() - t) / rounds).toFixed(2)} ms, ${result.products.length} of ${result.total}: ${result.products
      .slice(0, 3)
      .map((p) => p.name)
      .join(' | ')}`,
  );
}
await db.close();
