/**
 * Demo order lists (issue 13 "Order lists"; account-area.md §3 Order list): per demo company a company list and
 * private lists, among them Huber's 60-item "Werkstatt Grundausstattung" (the e2e test puts it into the cart in one
 * step). Items are buyable simple products at a quantity on their grid (minimum + 0–2 steps, within the maximum).
 */
import type { Database } from '../platform/db/db';
import { demoIds } from './demoCustomers';

/** Fixed ids of the demo order lists. */
export const demoOrderListIds = {
  /** Huber, company list by `lead.buyer`: 'Werkstatt Grundausstattung', 60 items (fewer when fewer products). */
  huberCompany: '0e000000-0000-4000-8000-0000000005a1',
  /** Huber, `lead.buyer`'s private list 'Schrauben und Dübel', 6 items. */
  huberLeadPrivate: '0e000000-0000-4000-8000-0000000005a2',
  /** Huber, `buyer`'s private list 'Bernds Nachbestellung', 3 items. */
  huberBuyerPrivate: '0e000000-0000-4000-8000-0000000005a3',
  /** Huber, company list 'Alte Liste' by `lead.buyer`, 2 items (free to delete in tests). */
  huberSpare: '0e000000-0000-4000-8000-0000000005a4',
  /** Nordzee, company list by `nord.lead.buyer`: 'Standaardbestelling', 12 items. */
  nordzeeCompany: '0e000000-0000-4000-8000-0000000005b1',
  /** Nordzee, `nord.buyer`'s private list 'Mijn lijst', 4 items. */
  nordzeeBuyerPrivate: '0e000000-0000-4000-8000-0000000005b2',
} as const;

/** Size of the long demo list. */
export const demoLongListItems = 60;

interface DemoList {
  id: string;
  companyId: string;
  createdBy: string;
  name: string;
  privacy: 'user' | 'company';
  /** Offset into the buyable products (by number) and how many items. */
  offset: number;
  items: number;
  /** Days ago it was created. */
  age: number;
}

const lists: readonly DemoList[] = [
  {
    id: demoOrderListIds.huberCompany,
    companyId: demoIds.company,
    createdBy: demoIds.customers['lead.buyer'],
    name: 'Werkstatt Grundausstattung',
    privacy: 'company',
    offset: 0,
    items: demoLongListItems,
    age: 40,
  },
  {
    id: demoOrderListIds.huberLeadPrivate,
    companyId: demoIds.company,
    createdBy: demoIds.customers['lead.buyer'],
    name: 'Schrauben und Dübel',
    privacy: 'user',
    offset: 3,
    items: 6,
    age: 12,
  },
  {
    id: demoOrderListIds.huberBuyerPrivate,
    companyId: demoIds.company,
    createdBy: demoIds.customers.buyer,
    name: 'Bernds Nachbestellung',
    privacy: 'user',
    offset: 7,
    items: 3,
    age: 5,
  },
  {
    id: demoOrderListIds.huberSpare,
    companyId: demoIds.company,
    createdBy: demoIds.customers['lead.buyer'],
    name: 'Alte Liste',
    privacy: 'company',
    offset: 10,
    items: 2,
    age: 300,
  },
  {
    id: demoOrderListIds.nordzeeCompany,
    companyId: demoIds.otherCompany,
    createdBy: demoIds.customers['nord.lead.buyer'],
    name: 'Standaardbestelling',
    privacy: 'company',
    offset: 1,
    items: 12,
    age: 20,
  },
  {
    id: demoOrderListIds.nordzeeBuyerPrivate,
    companyId: demoIds.otherCompany,
    createdBy: demoIds.customers['nord.buyer'],
    name: 'Mijn lijst',
    privacy: 'user',
    offset: 5,
    items: 4,
    age: 3,
  },
];

/** Writes the demo lists (after the demo customers and the products). */
export async function seedOrderListsDemo(db: Database): Promise<void> {
  for (const list of lists) {
    await db.query(
      `INSERT INTO order_list (id, company_id, created_by, name, privacy, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))`,
      [list.id, list.companyId, list.createdBy, list.name, list.privacy, list.age],
    );
    // Deterministic item ids: a hash of the list id and the position.
    await db.query(
      `INSERT INTO order_list_item (id, list_id, product_id, quantity, position, added_at)
       SELECT md5($1::text || ':' || b.n)::uuid, $1::uuid, b.id,
              CASE WHEN b.max_purchase IS NULL OR b.min_purchase + (b.n % 3) * b.purchase_steps <= b.max_purchase
                   THEN b.min_purchase + (b.n % 3) * b.purchase_steps ELSE b.min_purchase END,
              b.n, now() - make_interval(days => $4)
         FROM (SELECT p.id, p.min_purchase, p.purchase_steps, p.max_purchase,
                      row_number() OVER (ORDER BY p.product_number) AS n
                 FROM product p
                WHERE p.active AND p.child_count = 0 AND NOT p.is_closeout
                ORDER BY p.product_number OFFSET $2 LIMIT $3) b`,
      [list.id, list.offset, list.items, list.age],
    );
  }
}
