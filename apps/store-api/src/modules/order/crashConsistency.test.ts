import { describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { seedDatabase } from '../../seed';
import { createCrashTarget, orderUntilKilled } from '../../testing/crashHarness';
import { prepareProduct } from '../../testing/testProducts';
import { testDatabases } from '../../testing/testServer';

describe.each(testDatabases)('kill -9 while ordering on %s', (database) => {
  it('leaves a database that starts and is consistent: every order has its lines, stock matches the lines (issue 3)', async () => {
    const { target, open, drop } = await createCrashTarget(database, 'ratchet-crash');
    try {
      const setup = await open();
      await migrate(setup);
      await seedDatabase(setup, { products: 30, demo: true, storefrontUrl: 'http://127.0.0.1:3000' });
      const normal = await prepareProduct(setup, 0, { netPrice: 10, stock: 100000 });
      const closeout = await prepareProduct(setup, 1, { netPrice: 20, stock: 100000, isCloseout: true });
      await setup.close();

      const placed = await orderUntilKilled(target, [normal.id, closeout.id], 15);
      expect(placed).toBeGreaterThanOrEqual(15);

      const db = await open();
      try {
        expect(await migrate(db)).toEqual([]);
        const { rows: orders } = await db.query<{ n: number; broken: number }>(
          `SELECT count(*)::int AS n,
                  count(*) FILTER (WHERE line_count <> (SELECT count(*) FROM sales_order_line_item l WHERE l.order_id = o.id))::int AS broken
             FROM sales_order o`,
        );
        expect(orders[0]?.broken).toBe(0);
        expect(orders[0]?.n).toBeGreaterThanOrEqual(placed);
        const { rows: stock } = await db.query<{ id: string; stock: number; sold: number }>(
          // the child's orders only (the demo seed places orders of its own, without touching stock)
          `SELECT p.id, p.stock,
                  coalesce((SELECT sum(l.quantity) FROM sales_order_line_item l JOIN sales_order o ON o.id = l.order_id
                             WHERE l.product_id = p.id AND o.order_reference LIKE 'CRASH-%'), 0) AS sold
             FROM product p WHERE p.id = ANY($1::uuid[]) ORDER BY p.id`,
          [[normal.id, closeout.id]],
        );
        for (const row of stock) expect(Number(row.stock) + Number(row.sold)).toBe(100000);
        const sold = new Map(stock.map((row) => [row.id, Number(row.sold)]));
        // each order holds 1 of the normal product and 2 of the closeout product
        expect(sold.get(closeout.id)).toBe(2 * (sold.get(normal.id) ?? 0));
      } finally {
        await db.close();
      }
    } finally {
      await drop();
    }
  }, 180_000);
});
