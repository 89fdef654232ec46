import type { Database } from '../platform/db/db';
import { seedApprovalDemo } from './approvalDemo';
import { seedArticleLinksDemo } from './articleLinksDemo';
import { seedCostCenterDemo } from './costCenterDemo';
import { demoOrderIds, seedCheckoutDemo, seedDemoOrders } from './checkoutDemo';
import { seedDemoCompanyUsers } from './companyUsers';
import { demoIds, seedDemoCustomers } from './demoCustomers';
import { fixedIds } from './ids';
import { seedOrderHistoryDemo } from './orderHistoryDemo';
import { seedOrderListsDemo } from './orderListsDemo';
import { seedPostalCodes } from './postalCodes';
import { productForeignKeys, productIndexes } from './productIndexes';
import { rebuildCategoryAggregations, seedProducts } from './products';
import { seedReference } from './reference';
import { seedProductContent } from './productContent';
import { buildSuggestIndex } from '../modules/catalog';

export interface SeedOptions {
  /** Number of product rows (parents, variants and simple products). */
  products: number;
  /** Demo customers, companies, article links and customer prices. */
  demo: boolean;
  /** Storefront origin for the domain URLs (`http://127.0.0.1:3000`). */
  storefrontUrl: string;
  /** Progress messages (the CLI prints them). */
  onProgress?: (message: string) => void;
}

/** From this many products on, indexes are dropped before and rebuilt after the bulk load. */
const bulkThreshold = 20000;

/** Tables the seed owns; a re-seed empties them (CASCADE empties carts and orders that point at them). */
const seededTables = [
  'seed_run',
  'postal_code',
  'promotion',
  'suggest_prefix',
  'suggest_entry',
  'article_link',
  'customer_price',
  'category_aggregation',
  'product_cross_selling',
  'product_option',
  'product_property',
  'product_category',
  'product_translation',
  'product',
  'product_file',
  'product_content',
  'blog_post_tag',
  'blog_post_translation',
  'blog_post',
  'blog_tag',
  'cms_page_translation',
  'cms_page',
  'seo_url',
  'property_option_translation',
  'property_option',
  'property_group_translation',
  'property_group',
  'manufacturer',
  'feature_flag',
  'sales_channel_domain',
  'context',
  'sales_channel',
  'category_translation',
  'category',
  'media',
  'currency',
  'language',
  'customer_role',
  'customer',
  'company',
];

/** Whether a completed seed is recorded. */
export async function isSeeded(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_run');
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Seeds the whole catalogue in ONE transaction: a crash (kill -9) part-way leaves the database
 * as it was before, so the next start opens it, finds no `seed_run` row and seeds again.
 * Deterministic: the same options give the same data.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const progress = options.onProgress ?? (() => undefined);
  const bulk = options.products >= bulkThreshold;
  await db.transaction(async (tx) => {
    if (tx.kind === 'postgres') {
      await tx.query('SELECT pg_advisory_xact_lock(4243)');
      await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
    }
    // Index builds (above all the trigram GIN index of the names) sort in memory instead of
    // spilling: on PGlite the GIN build took 106 of 250 s of a 400,000-product seed with the default.
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    await tx.exec(`TRUNCATE ${seededTables.join(', ')} CASCADE`);
    if (bulk) for (const index of productIndexes) await tx.exec(`DROP INDEX IF EXISTS ${index.name}`);
    if (bulk)
      for (const key of productForeignKeys)
        await tx.exec(`ALTER TABLE ${key.table} DROP CONSTRAINT IF EXISTS ${key.name}`);
    progress('reference data');
    const reference = await seedReference(tx, { storefrontUrl: options.storefrontUrl });
    await seedPostalCodes(tx);
    progress(`products (${options.products})`);
    await seedProductContent(tx, reference);
    await seedProducts(tx, reference, options.products, progress);
    if (bulk) {
      for (const index of productIndexes) {
        progress(`index ${index.name}`);
        await tx.exec(index.create);
      }
      for (const key of productForeignKeys) await tx.exec(key.add);
    }
    progress('promotions and eco notices');
    await seedCheckoutDemo(tx, options.products);
    progress('category aggregations');
    await rebuildCategoryAggregations(tx);
    progress('typeahead tables');
    await buildSuggestIndex(tx, progress);
    if (options.demo) {
      progress('demo customers');
      await seedDemoCustomers(tx, { languageIds: Object.values(fixedIds.languages) });
      await seedDemoOrders(tx, [
        {
          orderId: demoOrderIds['lead.buyer'],
          customerId: demoIds.customers['lead.buyer'],
          companyId: demoIds.company,
          salesChannelId: fixedIds.salesChannel,
        },
        {
          orderId: demoOrderIds['nord.lead.buyer'],
          customerId: demoIds.customers['nord.lead.buyer'],
          companyId: demoIds.otherCompany,
          salesChannelId: fixedIds.salesChannel,
        },
      ]);
      // Issue 11: address books and 64 users per demo company (list, filters and paging are real).
      await seedDemoCompanyUsers(tx);
      // Issue 12: flows' spending as ledger rows, Nordzee's flow, demo requests and order references.
      await seedApprovalDemo(tx, fixedIds.salesChannel);
      // Issue 13: the cost centre's external contacts of both demo companies.
      await seedCostCenterDemo(tx);
      // Issue 13: the demo companies' own article numbers (Huber: every third of the first 300 products).
      await seedArticleLinksDemo(tx, options.products);
      progress('order history, invoices and offers');
      // Issue 13: two years of order history per demo company, with invoices and offers.
      await seedOrderHistoryDemo(
        tx,
        [
          { companyId: demoIds.company, leadBuyerId: demoIds.customers['lead.buyer'], series: 1 },
          { companyId: demoIds.otherCompany, leadBuyerId: demoIds.customers['nord.lead.buyer'], series: 2 },
        ],
        fixedIds.salesChannel,
        options.products,
      );
      // Issue 13: order lists per demo company (a 60-item company list among them).
      await seedOrderListsDemo(tx);
    }
    await tx.query('INSERT INTO seed_run (products, demo) VALUES ($1, $2)', [options.products, options.demo]);
  });
  progress('analyze');
  await db.exec('VACUUM ANALYZE');
}
