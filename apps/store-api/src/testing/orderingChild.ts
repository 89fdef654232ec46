// Child process of the kill -9 test (crashConsistency.test.ts): places orders in a loop until killed.
// Usage: node --conditions=@ratchet/source --import tsx orderingChild.ts <pglite-data-dir | postgres-url> <productIdA> <productIdB>
import { openDatabase } from '../platform/db/db';
import { demoIds } from '../seed/demoCustomers';
import type { RequestContext } from '../platform/http/env';
import { findOrCreateCart } from '../modules/cart/repo'; // a test helper: fills the cart below the service
import { placeOrder } from '../modules/order/service';

const [target, ...productIds] = process.argv.slice(2);
if (!target || productIds.length === 0) {
  console.error('usage: orderingChild.ts <data-dir | postgres-url> <productId>...');
  process.exit(2);
}
const db = await openDatabase(target.startsWith('postgres') ? { url: target, poolSize: 2 } : { dataDir: target });
const { rows } = await db.query<{ id: string; language_id: string }>(
  'SELECT id, language_id FROM sales_channel LIMIT 1',
);
const channel = rows[0];
if (!channel) throw new Error('no sales channel');
const context: RequestContext = {
  token: 'crash-test-token-000000',
  salesChannelId: channel.id,
  languageId: channel.language_id,
  domainId: null,
  customer: {
    id: demoIds.customers['lead.buyer'],
    companyId: demoIds.company,
    roles: ['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES'],
  },
};

for (let placed = 1; ; placed += 1) {
  await db.transaction(async (tx) => {
    const cart = await findOrCreateCart(tx, { customerId: demoIds.customers['lead.buyer'] });
    for (const [index, productId] of productIds.entries()) {
      await tx.query(
        `INSERT INTO cart_line_item (id, cart_id, product_id, quantity, position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (cart_id, product_id) DO NOTHING`,
        [productId, cart.id, productId, index + 1, index + 1],
      );
    }
  });
  await placeOrder(db, context, {
    orderReference: `CRASH-${placed}`,
    customerComment: null,
    paymentMethod: 'prepayment',
  });
  process.stdout.write(`ordered ${placed}\n`);
}
