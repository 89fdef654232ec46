import { randomUUID } from 'node:crypto';
import type { Criteria, Order, OrderAddress, PaymentMethodId, ShippingMethodId } from '@ratchet/store-api-contract';
import { canSeePrices, errorCodes } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { TotalCountMode } from '../../platform/db/criteria';
import { checkLineQuantity } from '../cart';
import type { RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { calculateCustomerCart, lockCustomerCart, removeCartById } from '../cart';
import { presentOrder } from './present';
import {
  addOpenBalance,
  decrementStock,
  findDefaultAddresses,
  findOrderLines,
  insertOrder,
  insertOrderLine,
  nextOrderNumber,
  searchOrders,
  spendFlowBudget,
} from './repo';

export interface PlaceOrderInput {
  orderReference: string | null;
  customerComment: string | null;
  paymentMethod?: PaymentMethodId;
  shippingMethod?: ShippingMethodId;
}

/** Payment methods that use up the credit limit (paid later). */
const onAccount: readonly PaymentMethodId[] = ['invoice', 'direct_debit'];

/**
 * Places the order from the customer's cart in one transaction: the cart row is locked, every
 * product's stock is decremented with a conditional UPDATE (closeout: only while `stock >= quantity`,
 * so concurrent orders can never oversell it; other products may go below zero = backorder), the
 * order and its lines are written and the cart is removed. Any failure rolls everything back.
 * @returns the new order's id.
 */
export async function placeOrder(db: Database, context: RequestContext, input: PlaceOrderInput): Promise<string> {
  const customer = context.customer;
  if (!customer) throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
  return db.transaction(async (tx) => {
    const locked = await lockCustomerCart(tx, customer, context.languageId);
    if (!locked || locked.lines.length === 0) {
      throw new StoreApiHttpError(400, errorCodes.emptyCart, 'The cart is empty.');
    }
    const { cart, lines } = locked;

    const backorder = new Map<string, number>();
    // A fixed lock order (product id) keeps concurrent orders free of deadlocks.
    for (const line of [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
      const quantity = Number(line.quantity);
      const updated = await decrementStock(tx, line.product_id, quantity);
      if (!updated) {
        throw new StoreApiHttpError(400, errorCodes.outOfStock, `Product ${line.product_number} is out of stock.`, {
          parameters: { productId: line.product_id, productNumber: line.product_number },
        });
      }
      const check = checkLineQuantity(quantity, {
        minPurchase: Number(line.min_purchase),
        purchaseStep: Number(line.purchase_steps),
        maxPurchase: line.max_purchase === null ? null : Number(line.max_purchase),
        stock: Number(updated.stock_before),
        isCloseout: updated.is_closeout,
      });
      if (!check.ok) {
        const code = check.reason === 'outOfStock' ? errorCodes.outOfStock : errorCodes.invalidQuantity;
        throw new StoreApiHttpError(400, code, `Quantity ${quantity} of ${line.product_number} cannot be ordered.`, {
          parameters: { productId: line.product_id, productNumber: line.product_number },
        });
      }
      backorder.set(line.id, check.backorderQuantity);
    }

    const paymentMethod = input.paymentMethod ?? cart.payment_method;
    const shippingMethod = input.shippingMethod ?? cart.shipping_method;
    // Stock is already decremented: judge "in stock" by the backorder computed above.
    const calc = await calculateCustomerCart(
      tx,
      customer,
      { paymentMethod, shippingMethod },
      lines.map((line) => ({ ...line, stock: (backorder.get(line.id) ?? 0) > 0 ? -1 : Number(line.quantity) })),
    );
    if (calc.blocked) {
      throw new StoreApiHttpError(400, errorCodes.cartBlocked, 'The cart cannot be ordered.', {
        parameters: { errors: calc.errors.filter((error) => error.block).map((error) => error.key) },
      });
    }

    const addresses = await snapshotAddresses(tx, customer.id);
    const orderId = randomUUID();
    const orderNumber = await nextOrderNumber(tx);
    await insertOrder(tx, [
      orderId,
      orderNumber,
      customer.id,
      customer.companyId,
      context.salesChannelId,
      input.orderReference,
      input.customerComment,
      paymentMethod,
      shippingMethod,
      calc.positionTotal,
      calc.shippingCost,
      calc.additionalCost,
      calc.netTotal,
      calc.taxTotal,
      calc.total,
      JSON.stringify(calc.taxes),
      lines.length,
      JSON.stringify(addresses.list),
      addresses.billingId,
      addresses.shippingId,
    ]);
    const byId = new Map(calc.lines.map((line) => [line.id, line]));
    let position = 0;
    for (const line of lines) {
      position += 1;
      const calculated = byId.get(line.id);
      await insertOrderLine(tx, [
        randomUUID(),
        orderId,
        position,
        line.product_id,
        line.product_number,
        line.name ?? line.product_number,
        Number(line.quantity),
        calculated?.unitPrice ?? 0,
        calculated?.totalPrice ?? 0,
        Number(line.tax_rate),
        line.remark,
        backorder.get(line.id) ?? 0,
      ]);
    }
    if (onAccount.includes(paymentMethod)) {
      await addOpenBalance(tx, customer.companyId, calc.total);
    }
    await spendFlowBudget(tx, customer.id, calc.total);
    await removeCartById(tx, cart.id);
    return orderId;
  });
}

/** Copies the customer's default billing and shipping address into order addresses (new ids). */
async function snapshotAddresses(
  db: Database,
  customerId: string,
): Promise<{ list: OrderAddress[]; billingId: string | null; shippingId: string | null }> {
  const rows = await findDefaultAddresses(db, customerId);
  const list: OrderAddress[] = [];
  let billingId: string | null = null;
  let shippingId: string | null = null;
  for (const row of rows) {
    const address: OrderAddress = {
      id: randomUUID(),
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company_name,
      street: row.street,
      zipcode: row.zipcode,
      city: row.city,
      countryId: row.country_id,
      country: { id: row.country_id, iso: row.country_iso, name: row.country_name },
      apiAlias: 'order_address',
    };
    list.push(address);
    if (row.is_default_billing && billingId === null) billingId = address.id;
    if (row.is_default_shipping && shippingId === null) shippingId = address.id;
  }
  return { list, billingId, shippingId };
}

/** Reads the customer's own orders (newest first), optionally only the given ids. */
export async function readOrders(
  db: Database,
  context: RequestContext,
  options: {
    ids?: string[];
    page: number;
    limit: number;
    /** Shopware criteria filter and sort over the order entity (whitelisted fields). */
    filter?: Criteria['filter'];
    sort?: Criteria['sort'];
    totalCountMode?: TotalCountMode;
  },
): Promise<{ orders: Order[]; total: number }> {
  const customer = context.customer;
  if (!customer) return { orders: [], total: 0 };
  const { rows, total } = await searchOrders(db, customer, canSeePrices(context.customer), options);
  const lineRows = await findOrderLines(
    db,
    rows.map((row) => row.id),
  );
  const showPrices = canSeePrices(context.customer);
  const orders = rows.map((row) => presentOrder(row, lineRows, showPrices));
  return { orders, total };
}
