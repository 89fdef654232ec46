import { describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { seedDatabase } from '../../seed';
import { demoIds } from '../../seed/demoCustomers';
import { createCrashTarget, orderUntilKilled } from '../../testing/crashHarness';
import { prepareProduct } from '../../testing/testProducts';
import { testDatabases } from '../../testing/testServer';

const crashFlowId = '0d0000cc-0000-4000-8000-0000000000f9';

describe.each(testDatabases)('kill -9 while ordering against a flow budget on %s', (database) => {
  it('leaves budgets and orders consistent: every spend has its order and the spent sum equals the orders’ totals (issue 12 Money and concurrency)', async () => {
    const { target, open, drop } = await createCrashTarget(database, 'ratchet-budget-crash');
    try {
      const setup = await open();
      await migrate(setup);
      await seedDatabase(setup, { products: 30, demo: true, storefrontUrl: 'http://127.0.0.1:3000' });
      const normal = await prepareProduct(setup, 0, { netPrice: 10, stock: 100000 });
      // The ordering child's customer (lead.buyer) in a flow with a budget that never runs out.
      await setup.query(
        `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining, period)
         VALUES ($1, $2, 'Crash', 1000000, 1000000, 'monthly')`,
        [crashFlowId, demoIds.company],
      );
      await setup.query('INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)', [
        demoIds.customers['lead.buyer'],
        crashFlowId,
      ]);
      await setup.close();

      const placed = await orderUntilKilled(target, [normal.id], 12);
      expect(placed).toBeGreaterThanOrEqual(12);

      const db = await open();
      try {
        const { rows } = await db.query<{ spent: string; totals: string; orphans: number; unspent: number }>(
          `SELECT (SELECT coalesce(sum(amount), 0) FROM budget_spend WHERE flow_id = $1) AS spent,
                  (SELECT coalesce(sum(total), 0) FROM sales_order WHERE order_reference LIKE 'CRASH-%') AS totals,
                  (SELECT count(*)::int FROM budget_spend s WHERE s.flow_id = $1
                     AND NOT EXISTS (SELECT 1 FROM sales_order o WHERE o.id = s.order_id)) AS orphans,
                  (SELECT count(*)::int FROM sales_order o WHERE o.order_reference LIKE 'CRASH-%'
                     AND NOT EXISTS (SELECT 1 FROM budget_spend s WHERE s.order_id = o.id)) AS unspent`,
          [crashFlowId],
        );
        expect(rows[0]?.orphans).toBe(0);
        expect(rows[0]?.unspent).toBe(0);
        expect(Number(rows[0]?.spent)).toBeGreaterThan(0);
        expect(Number(rows[0]?.spent)).toBe(Number(rows[0]?.totals));
      } finally {
        await db.close();
      }
    } finally {
      await drop();
    }
  }, 180_000);
});
