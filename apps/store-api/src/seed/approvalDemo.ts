/**
 * Demo data of issue 12 (approval flows, requests, order references), written after the demo customers and the
 * generated company users: the flows' spending so far as ledger rows (so the live remaining budgets equal the
 * figures the user list showed before: buyer 5,000 € with 3,200 € left), the Belgian company's flows in Brussels
 * time, a flow for Nordzee, one pending request per demo company and order references.
 */
import type { Database } from '../platform/db/db';
import { demoIds } from './demoCustomers';

/** Fixed ids of the demo order references. */
export const demoOrderReferenceIds = {
  /** Huber: 'WERKSTATT-2026', monthly budget 2,000 €, approver `approver`, every user may use it. */
  huber: '0e000000-0000-4000-8000-0000000003a1',
  /** Huber: 'LAGER-ALT', no budget (free to delete in tests). */
  spare: '0e000000-0000-4000-8000-0000000003a2',
  /** Nordzee: 'NZ-ONDERHOUD', weekly budget 500 €. */
  nordzee: '0e000000-0000-4000-8000-0000000003b1',
} as const;

/** Fixed ids of the demo order requests (pending). */
export const demoRequestIds = {
  /** Requested by `buyer` under "Einkauf Werkstatt" (approver: `approver`). */
  huber: '0e000000-0000-4000-8000-0000000004a1',
  /** Requested by `nord.buyer` under "Inkoop Onderhoud" (approver: `nord.lead.buyer`). */
  nordzee: '0e000000-0000-4000-8000-0000000004b1',
} as const;

/** The second demo company's flow (tests of company scoping). */
export const demoOtherFlowId = '0d000000-0000-4000-8000-0000000000f2';

/** Writes the demo data of issue 12 (see the module comment). */
export async function seedApprovalDemo(db: Database, salesChannelId: string): Promise<void> {
  await db.query(
    `UPDATE order_flow SET time_zone = 'Europe/Brussels'
      WHERE company_id IN (SELECT id FROM company WHERE country = 'BE')`,
  );
  await db.query(
    `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining, period, time_zone)
     VALUES ($1, $2, 'Inkoop Onderhoud', 1500, 1500, 'monthly', 'Europe/Brussels')`,
    [demoOtherFlowId, demoIds.otherCompany],
  );
  await db.query('INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)', [
    demoIds.customers['nord.buyer'],
    demoOtherFlowId,
  ]);
  await db.query('INSERT INTO order_flow_approver (flow_id, customer_id) VALUES ($1, $2)', [
    demoOtherFlowId,
    demoIds.customers['nord.lead.buyer'],
  ]);
  // The lead buyer approves the buyer's flow as well (besides `approver`).
  await db.query('INSERT INTO order_flow_approver (flow_id, customer_id) VALUES ($1, $2)', [
    demoIds.flow,
    demoIds.customers['lead.buyer'],
  ]);
  // Spending so far: what each member's flow had used (the seeds' budget − remaining), as one ledger row each.
  await db.query(
    `INSERT INTO budget_spend (id, flow_id, customer_id, amount, spent_at)
     SELECT gen_random_uuid(), f.id, fc.customer_id, f.budget - f.budget_remaining, now()
       FROM order_flow f JOIN order_flow_customer fc ON fc.flow_id = f.id
      WHERE f.budget > f.budget_remaining`,
  );

  await db.query(
    `INSERT INTO order_reference (id, company_id, name, created_by, budget, period, start_date, time_zone) VALUES
       ($1, $4, 'WERKSTATT-2026', $6, 2000, 'monthly', current_date, 'Europe/Vienna'),
       ($2, $4, 'LAGER-ALT', $6, NULL, 'monthly', current_date, 'Europe/Vienna'),
       ($3, $5, 'NZ-ONDERHOUD', $7, 500, 'weekly', current_date, 'Europe/Brussels')`,
    [
      demoOrderReferenceIds.huber,
      demoOrderReferenceIds.spare,
      demoOrderReferenceIds.nordzee,
      demoIds.company,
      demoIds.otherCompany,
      demoIds.customers['lead.buyer'],
      demoIds.customers['nord.lead.buyer'],
    ],
  );
  await db.query('INSERT INTO order_reference_approver (reference_id, customer_id) VALUES ($1, $2)', [
    demoOrderReferenceIds.huber,
    demoIds.customers.approver,
  ]);

  // One pending request per demo company: two of the first product at its list price (no products: none).
  for (const request of [
    { id: demoRequestIds.huber, customerId: demoIds.customers.buyer, companyId: demoIds.company, flowId: demoIds.flow },
    {
      id: demoRequestIds.nordzee,
      customerId: demoIds.customers['nord.buyer'],
      companyId: demoIds.otherCompany,
      flowId: demoOtherFlowId,
    },
  ]) {
    await db.query(
      `WITH p AS (
         SELECT p.id, p.product_number, p.tax_rate, p.net_price AS unit, round(p.net_price * 2, 2) AS goods,
                coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id
                           ORDER BY t.language_id LIMIT 1), p.product_number) AS name
           FROM product p WHERE p.parent_id IS NULL AND p.active ORDER BY p.product_number LIMIT 1
       ), o AS (
         INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, payment_method,
           shipping_method, position_total, shipping_total, additional_cost, net_total, tax_total, total, taxes,
           line_count, created_at, state, approval_status, approval_reasons, flow_id)
         SELECT $1, nextval('sales_order_number_seq')::text, $2, $3, $4, 'invoice', 'standard', p.goods, 9.90, 0,
                p.goods + 9.90, round((p.goods + 9.90) * p.tax_rate / 100, 2),
                p.goods + 9.90 + round((p.goods + 9.90) * p.tax_rate / 100, 2),
                jsonb_build_array(jsonb_build_object('taxRate', p.tax_rate, 'price', p.goods + 9.90,
                  'tax', round((p.goods + 9.90) * p.tax_rate / 100, 2))),
                1, now() - interval '1 day', 'approval_pending', 'pending', '{missingPermission}', $5
           FROM p
         RETURNING id
       )
       INSERT INTO sales_order_line_item (id, order_id, position, product_id, product_number, label, quantity,
         unit_price, total_price, tax_rate, referenced_id)
       SELECT gen_random_uuid(), o.id, 1, p.id, p.product_number, p.name, 2, p.unit, p.goods, p.tax_rate, p.id::text
         FROM o, p`,
      [request.id, request.customerId, request.companyId, salesChannelId, request.flowId],
    );
  }
}
