import { randomUUID } from 'node:crypto';
import type { Criteria, Order, OrderAddress, PaymentMethodId, ShippingMethodId } from '@ratchet/store-api-contract';
import { canSeePrices, errorCodes } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { AddressRow as CustomerAddressRow } from '../auth';
import { SqlParams, compileFilters, compileSort, orderEntity, runCriteriaQuery } from '../../platform/db/criteria';
import type { TotalCountMode } from '../../platform/db/criteria';
import { checkLineQuantity } from '../cart';
import type { RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { calculateLines, findCart, loadCartLines, loadCartSettings } from '../cart';

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
    const cart = await findCart(tx, { customerId: customer.id }, true);
    const lines = cart ? await loadCartLines(tx, cart.id, context.languageId, customer.companyId) : [];
    if (!cart || lines.length === 0) throw new StoreApiHttpError(400, errorCodes.emptyCart, 'The cart is empty.');

    const backorder = new Map<string, number>();
    // A fixed lock order (product id) keeps concurrent orders free of deadlocks.
    for (const line of [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
      const quantity = Number(line.quantity);
      const { rows } = await tx.query<{ stock_before: number; is_closeout: boolean }>(
        `UPDATE product SET stock = stock - $2
          WHERE id = $1 AND active AND (NOT is_closeout OR stock >= $2)
          RETURNING stock + $2 AS stock_before, is_closeout`,
        [line.product_id, quantity],
      );
      const updated = rows[0];
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
    const settings = await loadCartSettings(tx, context, { paymentMethod, shippingMethod });
    // Stock is already decremented: judge "in stock" by the backorder computed above.
    const calc = calculateLines(
      lines.map((line) => ({ ...line, stock: (backorder.get(line.id) ?? 0) > 0 ? -1 : Number(line.quantity) })),
      settings,
    );
    if (calc.blocked) {
      throw new StoreApiHttpError(400, errorCodes.cartBlocked, 'The cart cannot be ordered.', {
        parameters: { errors: calc.errors.filter((error) => error.block).map((error) => error.key) },
      });
    }

    const addresses = await snapshotAddresses(tx, customer.id);
    const orderId = randomUUID();
    const { rows: numberRows } = await tx.query<{ n: number }>("SELECT nextval('sales_order_number_seq') AS n");
    const orderNumber = String(numberRows[0]?.n ?? Date.now());
    await tx.query(
      `INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, order_reference,
         customer_comment, payment_method, shipping_method, position_total, shipping_total, additional_cost,
         net_total, tax_total, total, taxes, line_count, addresses, billing_address_id, shipping_address_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
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
      ],
    );
    const byId = new Map(calc.lines.map((line) => [line.id, line]));
    let position = 0;
    for (const line of lines) {
      position += 1;
      const calculated = byId.get(line.id);
      await tx.query(
        `INSERT INTO sales_order_line_item (id, order_id, position, product_id, product_number, label, quantity,
           unit_price, total_price, tax_rate, remark, backorder_quantity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
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
        ],
      );
    }
    if (onAccount.includes(paymentMethod)) {
      await tx.query('UPDATE company_limit SET open_balance = open_balance + $2 WHERE company_id = $1', [
        customer.companyId,
        calc.total,
      ]);
    }
    await tx.query(
      `UPDATE order_flow SET budget_remaining = budget_remaining - $2
        WHERE id = (SELECT flow_id FROM order_flow_customer WHERE customer_id = $1)`,
      [customer.id, calc.total],
    );
    await tx.query('DELETE FROM cart WHERE id = $1', [cart.id]);
    return orderId;
  });
}

type AddressRow = Omit<CustomerAddressRow, 'customer_id'>;

/** Copies the customer's default billing and shipping address into order addresses (new ids). */
async function snapshotAddresses(
  db: Database,
  customerId: string,
): Promise<{ list: OrderAddress[]; billingId: string | null; shippingId: string | null }> {
  const { rows } = await db.query<AddressRow>(
    `SELECT * FROM customer_address WHERE customer_id = $1 AND (is_default_billing OR is_default_shipping) ORDER BY id`,
    [customerId],
  );
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

interface OrderRow {
  id: string;
  order_number: string;
  order_reference: string | null;
  customer_comment: string | null;
  customer_id: string;
  state: string;
  payment_method: string;
  shipping_method: string;
  position_total: number;
  shipping_total: number;
  additional_cost: number;
  net_total: number;
  total: number;
  taxes: { taxRate: number; price: number; tax: number }[] | string;
  addresses: OrderAddress[] | string;
  billing_address_id: string | null;
  shipping_address_id: string | null;
  created_at: Date | string;
}

interface OrderLineRow {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  product_number: string;
  label: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  remark: string | null;
  backorder_quantity: number;
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
  const entity = orderEntity(canSeePrices(context.customer));
  const params = new SqlParams([customer.id]);
  const conditions = ['o.customer_id = $1', compileFilters(entity, options.filter, params)];
  if (options.ids) conditions.push(`o.id = ANY (${params.add(options.ids, 'uuid[]')})`);
  const orderBy = compileSort(entity, options.sort, params, ['o.created_at DESC', 'o.order_number DESC'], 'o.id');
  const { rows, total } = await runCriteriaQuery<OrderRow>(
    db,
    { select: 'o.*', from: 'sales_order o', where: conditions.join(' AND '), orderBy, params },
    {
      page: options.page,
      limit: options.limit,
      offset: (options.page - 1) * options.limit,
      totalCountMode: options.totalCountMode ?? 'exact',
    },
  );
  const orderIds = rows.map((row) => row.id);
  const { rows: lineRows } =
    orderIds.length === 0
      ? { rows: [] as OrderLineRow[] }
      : await db.query<OrderLineRow>(
          'SELECT * FROM sales_order_line_item WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position',
          [orderIds],
        );
  const showPrices = canSeePrices(context.customer);
  const orders = rows.map((row): Order => {
    const taxes = (typeof row.taxes === 'string' ? JSON.parse(row.taxes) : row.taxes) as {
      taxRate: number;
      price: number;
      tax: number;
    }[];
    return {
      id: row.id,
      orderNumber: row.order_number,
      orderDateTime: new Date(row.created_at).toISOString(),
      orderReference: row.order_reference,
      customerComment: row.customer_comment,
      customerId: row.customer_id,
      amountTotal: showPrices ? Number(row.total) : null,
      amountNet: showPrices ? Number(row.net_total) : null,
      shippingTotal: showPrices ? Number(row.shipping_total) : null,
      additionalCost: showPrices ? Number(row.additional_cost) : null,
      price: showPrices
        ? {
            netPrice: Number(row.net_total),
            totalPrice: Number(row.total),
            positionPrice: Number(row.position_total),
            calculatedTaxes: taxes.map((tax) => ({ ...tax, apiAlias: 'cart_tax_calculated' as const })),
            taxStatus: 'net',
          }
        : null,
      lineItems: lineRows
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          id: line.id,
          position: line.position,
          productId: line.product_id,
          referencedId: line.product_id,
          type: 'product' as const,
          label: line.label,
          quantity: Number(line.quantity),
          unitPrice: showPrices ? Number(line.unit_price) : null,
          totalPrice: showPrices ? Number(line.total_price) : null,
          payload: { productNumber: line.product_number, customFields: { order_detail_text: line.remark } },
          backorder: Number(line.backorder_quantity) > 0,
          backorderQuantity: Number(line.backorder_quantity),
          apiAlias: 'order_line_item' as const,
        })),
      addresses: (typeof row.addresses === 'string' ? JSON.parse(row.addresses) : row.addresses) as OrderAddress[],
      billingAddressId: row.billing_address_id,
      deliveries: [
        {
          shippingOrderAddressId: row.shipping_address_id,
          shippingMethod: { id: row.shipping_method, name: row.shipping_method },
          shippingCosts: showPrices ? { totalPrice: Number(row.shipping_total) } : null,
        },
      ],
      transactions: [
        {
          paymentMethod: { id: row.payment_method, name: row.payment_method },
          amount: showPrices ? { totalPrice: Number(row.total) } : null,
        },
      ],
      stateMachineState: { technicalName: row.state },
      apiAlias: 'order',
    };
  });
  return { orders, total };
}
