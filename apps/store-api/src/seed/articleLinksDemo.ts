/**
 * Demo data of issue 13's article links (account-area.md §3 Article link): the customers' own article numbers. Huber
 * links every third of the first 300 products (HM-10001, HM-10004 …; the typeahead and quick order find them), Nordzee
 * every fifth of the first 100 (NZ-501 …), so the list pages and another company's link exists for scope tests.
 */
import type { Database } from '../platform/db/db';
import { demoIds } from './demoCustomers';
import { sqlSeedId } from './ids';

/** The id of the demo link of product n of a company series (1: Huber, 2: Nordzee). */
export function demoArticleLinkId(series: 1 | 2, n: number): string {
  return `0a110000-0000-4000-8000-${series}${String(n).padStart(11, '0')}`;
}

/** Fixed links tests and the e2e name. */
export const demoArticleLinks = {
  /** Huber: product 1 as HM-10001. */
  huber: { id: demoArticleLinkId(1, 1), customerSku: 'HM-10001' },
  /** Nordzee: product 5 as NZ-505. */
  nordzee: { id: demoArticleLinkId(2, 5), customerSku: 'NZ-505' },
} as const;

const sqlLinkId = (series: 1 | 2) => `('0a110000-0000-4000-8000-${series}' || lpad(g.i::text, 11, '0'))::uuid`;

/** Inserts the demo companies' links (the catalogue's first `products` products must exist). */
export async function seedArticleLinksDemo(tx: Database, products: number): Promise<void> {
  await tx.query(
    `INSERT INTO article_link (id, company_id, product_id, customer_sku)
     SELECT ${sqlLinkId(1)}, $1::uuid, ${sqlSeedId('product', 'g.i')}, 'HM-' || (10000 + g.i)
       FROM generate_series(1, least(300, $3::int)) AS g(i) WHERE g.i % 3 = 1
     UNION ALL
     SELECT ${sqlLinkId(2)}, $2::uuid, ${sqlSeedId('product', 'g.i')}, 'NZ-' || (500 + g.i)
       FROM generate_series(1, least(100, $3::int)) AS g(i) WHERE g.i % 5 = 0`,
    [demoIds.company, demoIds.otherCompany, products],
  );
}
