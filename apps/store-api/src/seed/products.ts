import { taxClasses, vatRates } from '@ratchet/store-api-contract';
import type { Database } from '../platform/db/db';
import { manufacturers } from './catalogData';
import { fixedIds, locales, sqlSeedId, tr } from './ids';
import { insertRows } from '../platform/db/insertRows';
import type { ReferenceData } from './reference';
import { productContentId } from './productContent';

/**
 * Deterministic hash of an integer SQL expression and a salt (multiplicative hashing modulo
 * a prime): the scale seed derives every product attribute from the product's number, so the
 * same N always gives the same catalogue, generated inside the database without round trips.
 */
export function sqlHash(expression: string, salt: number): string {
  return `((((${expression})::bigint + ${salt * 7919}) * 2654435761) % 2147483647)`;
}

const h = sqlHash;

/**
 * The VAT rate of a seeded product (issue 9 item 4): most carry the Austrian standard rate (the home domain),
 * every fourth product one of the other Austrian and Belgian rates of the contract's table, so gross prices
 * are exercised at 20/13/10 % and 21/12/6 %. The rate is stored per product (see docs: tax per country).
 */
const seededRates = [
  ...new Set(Object.values(vatRates).flatMap((rates) => taxClasses.map((taxClass) => rates[taxClass]))),
];
function seedTaxRate(index: string): string {
  const others = seededRates.filter((rate) => rate !== vatRates.AT.standard);
  return `CASE WHEN ${h(index, 35)} % 4 = 0 THEN (ARRAY[${others.join(', ')}]::numeric[])[1 + ${h(index, 36)} % ${others.length}] ELSE ${vatRates.AT.standard} END`;
}
const productId = (expression: string) => sqlSeedId('product', expression);

/**
 * Generates `count` products (every tenth block: positions 6 = parent, 7–9 = its variants)
 * with translations, properties, categories and cross-sellings, all with INSERT … SELECT
 * over generate_series. Runs inside the caller's transaction.
 */
export async function seedProducts(
  db: Database,
  reference: ReferenceData,
  count: number,
  progress: (message: string) => void = () => undefined,
): Promise<void> {
  const { kinds, leaves, optionIds, groupIds, manufacturerIds, productMediaIds } = reference;

  await db.exec(`
    CREATE TEMP TABLE seed_kind (kind int PRIMARY KEY, unit text, base_price numeric, leaf_count int,
      noun_de text, noun_nl text, noun_fr text, noun_en text, content_id uuid) ON COMMIT DROP;
    CREATE TEMP TABLE seed_leaf (kind int, idx int, category_id uuid, path uuid[]) ON COMMIT DROP;
    CREATE TEMP TABLE seed_slot (kind int, slot int, n int, is_variant boolean) ON COMMIT DROP;
    CREATE TEMP TABLE seed_slot_option (kind int, slot int, idx int, option_id uuid) ON COMMIT DROP;
    CREATE TEMP TABLE seed_manufacturer (idx int PRIMARY KEY, id uuid, name text, prefix text) ON COMMIT DROP;
    CREATE TEMP TABLE seed_media (kind int, idx int, media_id uuid) ON COMMIT DROP;
  `);
  await insertRows(
    db,
    'seed_kind',
    ['kind', 'unit', 'base_price', 'leaf_count', 'noun_de', 'noun_nl', 'noun_fr', 'noun_en', 'content_id'],
    kinds.map((kind, index) => [
      index,
      kind.unit,
      kind.basePrice,
      leaves.filter((leaf) => leaf.kindIndex === index).length,
      kind.noun['de-DE'],
      kind.noun['nl-NL'],
      kind.noun['fr-FR'],
      kind.noun['en-GB'],
      productContentId(index),
    ]),
  );
  const leafRows: unknown[][] = [];
  kinds.forEach((_, kindIndex) =>
    leaves
      .filter((leaf) => leaf.kindIndex === kindIndex)
      .forEach((leaf, idx) => leafRows.push([kindIndex, idx, leaf.categoryId, leaf.path])),
  );
  await insertRows(db, 'seed_leaf', ['kind', 'idx', 'category_id', 'path'], leafRows);
  const slotRows: unknown[][] = [];
  const slotOptionRows: unknown[][] = [];
  kinds.forEach((kind, kindIndex) =>
    kind.slots.forEach((slotSpec, slot) => {
      const [groupKey = '', allowed] = slotSpec.split(':');
      const all = optionIds.get(groupKey) ?? [];
      const options = allowed ? allowed.split(',').map((index) => all[Number(index)] ?? '') : all;
      if (!groupIds.has(groupKey) || options.length === 0 || options.includes('')) {
        throw new Error(`Unknown property slot ${slotSpec}`);
      }
      slotRows.push([kindIndex, slot, options.length, groupKey === kind.variantSlot]);
      options.forEach((optionId, idx) => slotOptionRows.push([kindIndex, slot, idx, optionId]));
    }),
  );
  await insertRows(db, 'seed_slot', ['kind', 'slot', 'n', 'is_variant'], slotRows);
  await insertRows(db, 'seed_slot_option', ['kind', 'slot', 'idx', 'option_id'], slotOptionRows);
  await insertRows(
    db,
    'seed_manufacturer',
    ['idx', 'id', 'name', 'prefix'],
    manufacturers.map((m, index) => [index, manufacturerIds[index], m.name, m.prefix]),
  );
  await insertRows(
    db,
    'seed_media',
    ['kind', 'idx', 'media_id'],
    productMediaIds.map((id, index) => [Math.floor(index / 4), index % 4, id]),
  );

  const kindCount = kinds.length;
  const maxSlots = Math.max(...kinds.map((kind) => kind.slots.length));
  const manufacturerCount = manufacturers.length;
  // k: the family key (a variant shares everything but its variant slot with its parent)
  await db.exec(`
    CREATE TEMP TABLE seed_product ON COMMIT DROP AS
    WITH base AS (
      SELECT g.i, g.i % 10 AS pos, CASE WHEN g.i % 10 >= 7 THEN g.i - g.i % 10 + 6 ELSE g.i END AS k
        FROM generate_series(1, ${count}) AS g(i)
    ), typed AS (
      SELECT b.*, (${h('b.k', 1)} % ${kindCount})::int AS kind FROM base b
    )
    SELECT t.*,
      CASE WHEN ${h('t.i', 20)} % 10 = 0 THEN 0
           ELSE (${h('t.i', 21)} % 400) + CASE WHEN sk.unit = 'metre' THEN 0.5 * (${h('t.i', 22)} % 2) ELSE 0 END
      END::numeric(12,2) AS stock,
      sk.unit, sk.content_id,
      CASE WHEN sk.unit = 'metre' THEN 1 WHEN ${h('t.k', 23)} % 7 = 0 THEN 10 ELSE 1 END AS min_purchase,
      CASE WHEN sk.unit = 'metre' THEN 0.5 WHEN ${h('t.k', 23)} % 7 = 0 THEN 10 ELSE 1 END AS purchase_steps,
      CASE WHEN ${h('t.k', 24)} % 5 = 0 THEN 500 END AS max_purchase,
      ${h('t.i', 25)} % 13 = 0 AS is_closeout,
      round(sk.base_price * (1 + (${h('t.i', 26)} % 900) / 100.0), 2) AS net_price,
      (${h('t.k', 3)} % ${manufacturerCount})::int AS manufacturer_idx,
      (${h('t.k', 2)} % sk.leaf_count)::int AS leaf_idx,
      (${h('t.i', 27)} % 4)::int AS media_idx,
      ${h('t.i', 28)} % 3 AS delivery_kind,
      (date '2024-06-01' + (${h('t.k', 29)} % 560)::int) AS release_date,
      '4006' || lpad(t.i::text, 9, '0') AS ean,
      'R' || lpad(t.i::text, 7, '0') AS product_number
    FROM typed t JOIN seed_kind sk ON sk.kind = t.kind;
  `);
  progress('products: property choices');
  // One column per property slot (hash joins only, no sorting), then one row per slot.
  const slotColumns = Array.from({ length: maxSlots }, (_, slot) => slot);
  await db.exec(`
    CREATE TEMP TABLE seed_po ON COMMIT DROP AS
    SELECT p.i, ${slotColumns.map((slot) => `so${slot}.option_id AS o${slot}`).join(', ')}
      FROM seed_product p
      ${slotColumns
        .map(
          (slot) => `LEFT JOIN seed_slot s${slot} ON s${slot}.kind = p.kind AND s${slot}.slot = ${slot}
      LEFT JOIN seed_slot_option so${slot} ON so${slot}.kind = p.kind AND so${slot}.slot = ${slot}
       AND so${slot}.idx = (CASE WHEN s${slot}.is_variant THEN ${h('p.i', 40)} ELSE ${h('p.k', 40)} END + ${slot * 13}) % s${slot}.n`,
        )
        .join('\n      ')};
    CREATE TEMP TABLE seed_pp ON COMMIT DROP AS
    SELECT po.i, v.slot, v.option_id FROM seed_po po
      CROSS JOIN LATERAL (VALUES ${slotColumns.map((slot) => `(${slot}, po.o${slot})`).join(', ')}) AS v(slot, option_id)
     WHERE v.option_id IS NOT NULL;
  `);
  progress('products: rows');
  await db.exec(`
    INSERT INTO product (id, parent_id, product_number, active, stock, min_purchase, purchase_steps, max_purchase,
      is_closeout, net_price, tax_rate, delivery_time_min, delivery_time_max, delivery_time_unit, restock_time_days,
      manufacturer_id, manufacturer_number, ean, unit, cover_media_id, main_category_id, child_count, rating_average,
      sales, release_date, is_new, filter_keys, content_id, price_tiers)
    SELECT ${productId('p.i')},
      CASE WHEN p.pos >= 7 THEN ${productId('p.k')} END,
      p.product_number,
      true, p.stock, p.min_purchase, p.purchase_steps, p.max_purchase, p.is_closeout, p.net_price, ${seedTaxRate('p.i')},
      CASE WHEN p.stock > 0 THEN 1 WHEN p.delivery_kind = 0 THEN 1 WHEN p.delivery_kind = 1 THEN 2 ELSE 1 END,
      CASE WHEN p.stock > 0 THEN 3 WHEN p.delivery_kind = 0 THEN 2 WHEN p.delivery_kind = 1 THEN 4 ELSE 2 END,
      CASE WHEN p.stock > 0 THEN 'day' WHEN p.delivery_kind = 2 THEN 'month' ELSE 'week' END,
      CASE WHEN ${h('p.i', 30)} % 4 = 0 THEN NULL ELSE 3 + ${h('p.i', 31)} % 19 END,
      m.id,
      m.prefix || '-' || lpad((${h('p.i', 32)} % 1000000)::text, 6, '0'),
      p.ean,
      p.unit, sm.media_id, l.category_id,
      CASE WHEN p.pos = 6 THEN 3 ELSE 0 END,
      round(((${h('p.i', 33)} % 300) / 100.0 + 2)::numeric, 2),
      (${h('p.i', 34)} % 2000)::int,
      p.release_date,
      p.release_date >= date '2025-10-01',
      CASE WHEN p.pos <= 6
        THEN l.path || array_remove(ARRAY[${slotColumns.map((slot) => `po.o${slot}`).join(', ')}]::uuid[], NULL) || ARRAY[m.id]
        ELSE '{}'::uuid[] END,
      p.content_id,
      -- Tier prices (storefront.md §3 calculatedPrices) for two families in three, by the piece only
      CASE WHEN p.unit = 'piece' AND ${h('p.k', 37)} % 3 <> 0
        THEN jsonb_build_array(jsonb_build_object('from', 10 * p.purchase_steps, 'discountPercent', 5),
                               jsonb_build_object('from', 50 * p.purchase_steps, 'discountPercent', 10),
                               jsonb_build_object('from', 250 * p.purchase_steps, 'discountPercent', 15)) END
    FROM seed_product p
    JOIN seed_po po ON po.i = p.i
    JOIN seed_manufacturer m ON m.idx = p.manufacturer_idx
    JOIN seed_media sm ON sm.kind = p.kind AND sm.idx = p.media_idx
    JOIN seed_leaf l ON l.kind = p.kind AND l.idx = p.leaf_idx;
  `);
  progress('products: properties');
  await db.exec(
    `INSERT INTO product_property (product_id, option_id) SELECT ${productId('i')}, option_id FROM seed_pp;`,
  );
  await db.exec(`INSERT INTO product_option (product_id, option_id)
    SELECT ${productId('pp.i')}, pp.option_id FROM seed_pp pp
      JOIN seed_product p ON p.i = pp.i JOIN seed_slot s ON s.kind = p.kind AND s.slot = pp.slot
     WHERE p.pos >= 7 AND s.is_variant;`);

  progress('products: names');
  // Names: noun + option names in slot order, per language; search text adds numbers and manufacturer.
  const languageColumns = ['de', 'nl', 'fr', 'en'] as const;
  await db.exec(`
    CREATE TEMP TABLE seed_option_name ON COMMIT DROP AS
    SELECT o.id AS option_id,
      ${languageColumns
        .map(
          (column, index) =>
            `(SELECT t.name FROM property_option_translation t WHERE t.property_option_id = o.id
               AND t.language_id = '${fixedIds.languages[locales[index] ?? 'en-GB']}') AS ${column}`,
        )
        .join(',\n      ')}
      FROM property_option o;
    CREATE TEMP TABLE seed_name ON COMMIT DROP AS
    SELECT po.i,
      ${languageColumns
        .map((column) => `concat_ws(' ', ${slotColumns.map((slot) => `n${slot}.${column}`).join(', ')}) AS ${column}`)
        .join(',\n      ')}
      FROM seed_po po
      ${slotColumns.map((slot) => `LEFT JOIN seed_option_name n${slot} ON n${slot}.option_id = po.o${slot}`).join('\n      ')};
  `);
  const descriptions = tr(
    'Geprüfte Industriequalität, ab Lager lieferbar.',
    'Geteste industriële kwaliteit, uit voorraad leverbaar.',
    'Qualité industrielle contrôlée, disponible sur stock.',
    'Tested industrial quality, available from stock.',
  );
  const columns = {
    'de-DE': ['noun_de', 'de'],
    'nl-NL': ['noun_nl', 'nl'],
    'fr-FR': ['noun_fr', 'fr'],
    'en-GB': ['noun_en', 'en'],
  };
  for (const locale of locales) {
    progress(`products: translation ${locale}`);
    const [noun, names] = columns[locale];
    await db.query(
      `INSERT INTO product_translation (product_id, language_id, name, description, search_text)
       SELECT ${productId('p.i')}, $1, sk.${noun} || ' ' || sn.${names}, $2,
              lower(sk.${noun} || ' ' || sn.${names} || ' ' || m.name)
         FROM seed_product p
         JOIN seed_kind sk ON sk.kind = p.kind
         JOIN seed_name sn ON sn.i = p.i
         JOIN seed_manufacturer m ON m.idx = p.manufacturer_idx`,
      [fixedIds.languages[locale], descriptions[locale]],
    );
  }

  progress('products: categories');
  // Listing membership: parents and simple products, in their leaf and every ancestor.
  await db.exec(`
    INSERT INTO product_category (category_id, product_id)
    SELECT DISTINCT c.category_id, ${productId('p.i')}
      FROM seed_product p JOIN seed_leaf l ON l.kind = p.kind AND l.idx = p.leaf_idx,
      LATERAL unnest(l.path) AS c(category_id)
     WHERE p.pos <= 6;
  `);
  // Parents: stock is the sum of their variants'.
  await db.exec(`
    UPDATE product pa SET stock = v.stock
      FROM (SELECT parent_id, sum(stock) AS stock FROM product WHERE parent_id IS NOT NULL GROUP BY parent_id) v
     WHERE pa.id = v.parent_id;
  `);
  const crossName = JSON.stringify(
    tr('Passendes Zubehör', 'Bijpassende accessoires', 'Accessoires assortis', 'Matching accessories'),
  );
  await db.query(
    `INSERT INTO product_cross_selling (id, product_id, position, name, product_ids)
     SELECT ${sqlSeedId('crossSelling', 'p.i')}, ${productId('p.i')}, 0, $1::jsonb,
            ARRAY[${productId('p.i + o.first')}, ${productId('p.i + o.first + 1')}, ${productId('p.i + o.first + 2')},
                  ${productId('p.i + o.first + 3')}]
       -- Simple products at block position 0 and the variant parents (position 6, whose cross-selling skips its
       -- own variants at 7–9 to the next block's products)
       FROM seed_product p CROSS JOIN LATERAL (SELECT CASE WHEN p.pos = 6 THEN 4 ELSE 1 END AS first) o
      WHERE p.pos IN (0, 6) AND p.i + o.first + 3 <= ${count}`,
    [crossName],
  );
}

/**
 * Rebuilds the cached per-category figures: counters (total, available), price range and the
 * option and manufacturer counts the listing answers as aggregations.
 */
export async function rebuildCategoryAggregations(db: Database): Promise<void> {
  await db.exec(`
    DELETE FROM category_aggregation;
    CREATE TEMP TABLE seed_leaf_option ON COMMIT DROP AS
      SELECT p.main_category_id AS category_id, pp.option_id, count(*)::int AS n
        FROM product p JOIN product_property pp ON pp.product_id = p.id
       WHERE p.parent_id IS NULL AND p.active
       GROUP BY 1, 2;
    CREATE TEMP TABLE seed_leaf_figures ON COMMIT DROP AS
      SELECT p.main_category_id AS category_id, p.manufacturer_id, count(*)::int AS total,
             count(*) FILTER (WHERE p.stock > 0)::int AS available, min(p.net_price) AS min_price, max(p.net_price) AS max_price
        FROM product p WHERE p.parent_id IS NULL AND p.active
       GROUP BY 1, 2;
    INSERT INTO category_aggregation (category_id, total, available, min_price, max_price, option_counts, manufacturer_counts)
    SELECT c.id,
      coalesce((SELECT sum(f.total) FROM seed_leaf_figures f JOIN category l ON l.id = f.category_id
                 WHERE l.id = c.id OR c.id = ANY (l.path)), 0),
      coalesce((SELECT sum(f.available) FROM seed_leaf_figures f JOIN category l ON l.id = f.category_id
                 WHERE l.id = c.id OR c.id = ANY (l.path)), 0),
      (SELECT min(f.min_price) FROM seed_leaf_figures f JOIN category l ON l.id = f.category_id
        WHERE l.id = c.id OR c.id = ANY (l.path)),
      (SELECT max(f.max_price) FROM seed_leaf_figures f JOIN category l ON l.id = f.category_id
        WHERE l.id = c.id OR c.id = ANY (l.path)),
      coalesce((SELECT jsonb_object_agg(x.option_id, x.n) FROM (
          SELECT o.option_id, sum(o.n)::int AS n FROM seed_leaf_option o JOIN category l ON l.id = o.category_id
           WHERE l.id = c.id OR c.id = ANY (l.path) GROUP BY o.option_id) x), '{}'::jsonb),
      coalesce((SELECT jsonb_object_agg(x.manufacturer_id, x.n) FROM (
          SELECT f.manufacturer_id, sum(f.total)::int AS n FROM seed_leaf_figures f JOIN category l ON l.id = f.category_id
           WHERE (l.id = c.id OR c.id = ANY (l.path)) AND f.manufacturer_id IS NOT NULL GROUP BY f.manufacturer_id) x), '{}'::jsonb)
    FROM category c;
  `);
}
