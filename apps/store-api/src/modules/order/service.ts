import { randomUUID } from 'node:crypto';
import type {
  CompanyAddress,
  Criteria,
  OneTimeAddress,
  Order,
  OrderAddress,
  PaymentMethodId,
  PickupLocationCode,
  ShippingMethodId,
} from '@ratchet/store-api-contract';
import { canSeePrices, errorCodes, euroToCents } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { TotalCountMode } from '../../platform/db/criteria';
import { enqueueMail } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/templates';
import { checkLineQuantity, customerCartId, promotionName } from '../cart';
import { approvalReasonsOf, cartOrderReferenceId, spendBudgets } from '../budgets';
import { companyAddress } from '../company';
import { cartContactForOrder } from '../costCenter';
import { deliveryCountries, shippingOptionOf } from './domain';
import type { RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { calculateCustomerCart, lockCustomerCart, removeCartById } from '../cart';
import { confirmationValues, presentOrder } from './present';
import {
  addOpenBalance,
  claimIdempotencyKey,
  decrementStock,
  decrementStocks,
  findCompanyAddress,
  findDefaultAddresses,
  findOrderIdByKey,
  findOrderMailRecipient,
  findScopedOrder,
  findOrderLines,
  insertOrder,
  insertOrderLines,
  lockRequestedOrder,
  markRequestDecided,
  nextOrderNumber,
  searchOrders,
  setOrderApprovalData,
  setOrderExternalContact,
  type AddressRow,
} from './repo';

export interface PlaceOrderInput {
  orderReference: string | null;
  customerComment: string | null;
  fileNumber?: string | null;
  paymentMethod?: PaymentMethodId;
  shippingMethod?: ShippingMethodId;
  /** Branch code; required when the shipping method is pickup (checked by the route). */
  pickupLocation?: PickupLocationCode | null;
  /** ISO date, already checked against the date rules. */
  desiredDeliveryDate?: string | null;
  billingAddressId?: string;
  shippingAddressId?: string;
  shippingAddress?: OneTimeAddress;
  /** Idempotency key; without one the cart's id is the key (every request for the same cart places it once). */
  idempotencyKey?: string;
  /** The request's instant (injected clock): the budget period the order counts in (issue 12). */
  now?: Date;
}

/**
 * Takes the lines' quantities off the stock (lines in product-id order): one locking read and one UPDATE for the
 * whole cart ({@link decrementStocks}); a product on two lines (not made by the cart, which merges them) one by one.
 * Answers the products whose stock was taken.
 */
async function takeStock(
  tx: Database,
  lines: ReadonlyArray<{ product_id: string; quantity: number | string }>,
): Promise<Map<string, { stock_before: number; is_closeout: boolean }>> {
  const distinct = new Set(lines.map((line) => line.product_id)).size === lines.length;
  if (distinct) {
    return decrementStocks(
      tx,
      lines.map((line) => ({ productId: line.product_id, quantity: Number(line.quantity) })),
    );
  }
  const taken = new Map<string, { stock_before: number; is_closeout: boolean }>();
  for (const line of lines) {
    const updated = await decrementStock(tx, line.product_id, Number(line.quantity));
    if (!updated) break;
    taken.set(line.product_id, updated);
  }
  return taken;
}

/**
 * `place`: the order is placed (stock taken, budgets spent). `request` (issue 12, account-area.md §4 "Request the
 * order"): the order is written with its checkout data and prices as an approval request (no stock taken, no
 * budget spent, budgets checked), the cart is emptied; an approver places it later ({@link placeRequestedOrder}).
 */
export type PlaceOrderMode = 'place' | 'request';

/** Payment methods that use up the credit limit (paid later). */
const onAccount: readonly PaymentMethodId[] = ['invoice', 'direct_debit'];

/**
 * Places the order from the customer's cart in one transaction. First the idempotency key is claimed: a repeat
 * (double click, retried POST, a second tab on the same cart) waits for the first and answers its order. Then the
 * cart row is locked, every product's stock is decremented with a conditional UPDATE (closeout: only while
 * `stock >= quantity`, so concurrent orders can never oversell it; other products may go below zero = backorder),
 * the order with its product and promotion lines is written, the confirmation mail goes to the outbox and the
 * cart is removed. Any failure rolls everything back, the key included.
 * @returns the order's id and whether it was placed now (false: the key's earlier order).
 */
export async function placeOrder(
  db: Database,
  context: RequestContext,
  input: PlaceOrderInput,
  mode: PlaceOrderMode = 'place',
): Promise<{ orderId: string; placed: boolean }> {
  const customer = context.customer;
  if (!customer) throw new StoreApiHttpError(403, errorCodes.customerNotLoggedIn, 'Customer is not logged in.');
  // The request's instant (injected clock) decides the budget period (issue 12).
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const orderId = randomUUID();
    const key = input.idempotencyKey ?? (await customerCartId(tx, customer.id));
    if (key !== null && !(await claimIdempotencyKey(tx, customer.id, key, orderId))) {
      const earlier = await findOrderIdByKey(tx, customer.id, key);
      if (earlier) return { orderId: earlier, placed: false };
    }
    const locked = await lockCustomerCart(tx, customer, context.languageId);
    if (!locked || locked.lines.length === 0) {
      throw new StoreApiHttpError(400, errorCodes.emptyCart, 'The cart is empty.');
    }
    const { cart, lines, promotions } = locked;

    const backorder = new Map<string, number>();
    // A fixed lock order (product id) keeps concurrent orders free of deadlocks.
    const sorted = [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1));
    // A request takes no stock: it is checked (closeouts) and taken when an approver places the order.
    const taken = mode === 'place' ? await takeStock(tx, sorted) : null;
    for (const line of sorted) {
      const quantity = Number(line.quantity);
      const updated = taken
        ? taken.get(line.product_id)
        : { stock_before: Number(line.stock), is_closeout: line.is_closeout };
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
      promotions,
      now,
    );
    if (calc.blocked) {
      throw new StoreApiHttpError(400, errorCodes.cartBlocked, 'The cart cannot be ordered.', {
        parameters: { errors: calc.errors.filter((error) => error.block).map((error) => error.key) },
      });
    }

    // Budgets and approval (issue 12): the live figures of the user's flow and the cart's order reference, checked
    // here without locks (approveFrom, an early budget block, the reference's name) and spent at the end under their
    // row locks (a request only checks them): orders on one shared reference queue only for the last statements.
    const totalCents = euroToCents(calc.total);
    const referenceId = await cartOrderReferenceId(tx, customer.id);
    const budgets = await spendBudgets(tx, { customer, referenceId, orderId, totalCents, now, dryRun: true });
    // An order at or above the flow's approveFrom is requested instead (the spending above then rolls back).
    const reasons = approvalReasonsOf(customer, budgets.flow, totalCents);
    if (mode === 'place' && reasons.length > 0) {
      throw new StoreApiHttpError(403, errorCodes.orderApprovalRequired, 'This order needs an approver: request it.', {
        parameters: { reasons },
      });
    }
    if (budgets.blocked.length > 0) {
      throw new StoreApiHttpError(400, errorCodes.cartBlocked, 'The budget cannot cover the order.', {
        parameters: { errors: budgets.blocked },
      });
    }
    const orderReference = input.orderReference ?? budgets.referenceName;

    const addresses = await orderAddresses(tx, customer, input);
    const recipient = await findOrderMailRecipient(tx, customer.id, context.languageId);
    const orderNumber = await nextOrderNumber(tx);
    const shippingOption = shippingOptionOf(shippingMethod);
    await insertOrder(tx, [
      orderId,
      orderNumber,
      customer.id,
      customer.companyId,
      context.salesChannelId,
      orderReference,
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
      lines.length + calc.promotions.length,
      JSON.stringify(addresses.list),
      addresses.billingId,
      addresses.shippingId,
      input.fileNumber ?? null,
      shippingOption,
      shippingOption === 'pickup' ? (input.pickupLocation ?? null) : null,
      input.desiredDeliveryDate ?? null,
      calc.discountTotal,
      recipient?.locale_code ?? null,
    ]);
    const byId = new Map(calc.lines.map((line) => [line.id, line]));
    const lineRows: unknown[][] = [];
    let position = 0;
    for (const line of lines) {
      position += 1;
      const calculated = byId.get(line.id);
      lineRows.push([
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
        'product',
        line.product_id,
      ]);
    }
    const promotionRows = new Map(promotions.map((row) => [row.line_id, row]));
    for (const promotion of calc.promotions) {
      position += 1;
      const row = promotionRows.get(promotion.id);
      const largestShare = [...promotion.taxes].sort((a, b) => a.price - b.price)[0];
      lineRows.push([
        randomUUID(),
        orderId,
        position,
        null,
        promotion.code,
        row ? promotionName(row.names, recipient?.locale_code ?? null, row.code) : promotion.code,
        1,
        promotion.totalPrice,
        promotion.totalPrice,
        largestShare?.taxRate ?? 0,
        null,
        0,
        'promotion',
        promotion.code,
      ]);
    }
    await insertOrderLines(tx, lineRows);
    await setOrderApprovalData(tx, orderId, {
      approvalStatus: mode === 'request' ? 'pending' : null,
      reasons: mode === 'request' ? reasons : [],
      flowId: budgets.flowId,
      referenceId: budgets.referenceId,
      createdAt: now,
    });
    // The cart's cost centre external contact goes with the order (issue 13; a request keeps it for its approver).
    const externalContact = await cartContactForOrder(tx, customer.id);
    if (externalContact) await setOrderExternalContact(tx, orderId, externalContact);
    if (mode === 'place' && onAccount.includes(paymentMethod)) {
      await addOpenBalance(tx, customer.companyId, calc.total);
    }
    if (recipient && mode === 'place') {
      const mail = renderMail(
        'order-confirmation',
        recipient.locale_code,
        confirmationValues({
          recipient,
          orderNumber,
          orderReference,
          lines,
          calc,
          showPrices: canSeePrices(customer),
          shippingMethod,
          pickupLocation: input.pickupLocation ?? null,
          desiredDeliveryDate: input.desiredDeliveryDate ?? null,
        }),
      );
      await enqueueMail(tx, {
        kind: 'order-confirmation',
        recipient: recipient.email,
        subject: mail.subject,
        bodyText: mail.bodyText,
      });
    }
    // The cart goes before the budgets are spent, so the shared flow and reference locks wait for no other statement.
    await removeCartById(tx, cart.id);
    if (mode === 'place') {
      // Spent last (locks held only until the commit); another order may have spent in between: checked again.
      const spent = await spendBudgets(tx, { customer, referenceId, orderId, totalCents, now });
      if (spent.blocked.length > 0) {
        throw new StoreApiHttpError(400, errorCodes.cartBlocked, 'The budget cannot cover the order.', {
          parameters: { errors: spent.blocked },
        });
      }
      if (spent.flowId !== budgets.flowId || spent.referenceId !== budgets.referenceId) {
        await setOrderApprovalData(tx, orderId, {
          approvalStatus: null,
          reasons: [],
          flowId: spent.flowId,
          referenceId: spent.referenceId,
          createdAt: now,
        });
      }
    }
    return { orderId, placed: true };
  });
}

/**
 * The billing and shipping address copied into the order: the named addresses of the company (404 for others),
 * a one-time shipping address, else the customer's defaults.
 */
async function orderAddresses(
  db: Database,
  customer: { id: string; companyId: string },
  input: PlaceOrderInput,
): Promise<{ list: OrderAddress[]; billingId: string | null; shippingId: string | null }> {
  const defaults = await findDefaultAddresses(db, customer.id);
  const named = async (id: string | undefined, pointer: string): Promise<OrderAddress | undefined> => {
    if (id === undefined) return undefined;
    // The company's address book (issue 11), then the addresses of the company's customers (their defaults).
    const booked = await companyAddress(db, customer.companyId, id);
    if (booked) return bookAddress(booked);
    const row = await findCompanyAddress(db, customer.companyId, id);
    if (!row) {
      throw new StoreApiHttpError(404, errorCodes.addressNotFound, 'Address not found.', { parameters: { id } }, [
        {
          status: '404',
          code: errorCodes.addressNotFound,
          title: 'Not Found',
          detail: 'Address not found.',
          source: { pointer },
        },
      ]);
    }
    return snapshotAddress(row);
  };
  const defaultBilling = defaults.find((row) => row.is_default_billing) ?? null;
  const defaultShipping = defaults.find((row) => row.is_default_shipping) ?? defaultBilling;
  const billing =
    (await named(input.billingAddressId, '/billingAddressId')) ??
    (defaultBilling ? snapshotAddress(defaultBilling) : null);
  let shipping: OrderAddress | null;
  if (input.shippingAddress) shipping = oneTimeAddress(input.shippingAddress);
  else if (input.shippingAddressId !== undefined) {
    shipping =
      input.shippingAddressId === input.billingAddressId
        ? billing
        : ((await named(input.shippingAddressId, '/shippingAddressId')) ?? null);
  } else if (input.billingAddressId === undefined && defaultShipping?.id === defaultBilling?.id) shipping = billing;
  else shipping = defaultShipping ? snapshotAddress(defaultShipping) : billing;
  const list: OrderAddress[] = [];
  if (billing) list.push(billing);
  if (shipping && shipping !== billing) list.push(shipping);
  return { list, billingId: billing?.id ?? null, shippingId: shipping?.id ?? null };
}

/** One address row copied into the order (new id). */
function snapshotAddress(row: AddressRow): OrderAddress {
  return {
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
}

/** An address of the company's address book (issue 11) copied into the order (new id). */
function bookAddress(address: CompanyAddress): OrderAddress {
  const country = deliveryCountries[address.country];
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  return {
    id: randomUUID(),
    firstName: '',
    lastName: address.name,
    company: address.additional,
    street: address.box ? `${street} ${address.box}` : street,
    zipcode: address.zipcode,
    city: address.city,
    countryId: country.id,
    country: { id: country.id, iso: address.country, name: country.name },
    apiAlias: 'order_address',
  };
}

/** A one-time shipping address as an order address. */
function oneTimeAddress(address: OneTimeAddress): OrderAddress {
  const country = deliveryCountries[address.countryIso];
  return {
    id: randomUUID(),
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? null,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    countryId: country.id,
    country: { id: country.id, iso: address.countryIso, name: country.name },
    apiAlias: 'order_address',
  };
}

/** One order of the caller's company by id or number (own orders; all with ROLE_MANAGE_COMPANY_ORDER_HISTORY). */
export async function readOrderById(db: Database, context: RequestContext, idOrNumber: string): Promise<Order> {
  const customer = context.customer;
  const row = customer
    ? await findScopedOrder(db, customer, idOrNumber, customer.roles.includes('ROLE_MANAGE_COMPANY_ORDER_HISTORY'))
    : null;
  if (!row) throw new StoreApiHttpError(404, errorCodes.orderNotFound, 'Order not found.');
  return presentOrder(row, await findOrderLines(db, [row.id]), canSeePrices(customer));
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

/** What approving a request did: placed, or refused with the code (the request stays as it was). */
export type RequestedOrderOutcome =
  { placed: true; customerId: string } | { placed: false; code: string; message: string; decided: boolean };

/**
 * Places a requested order on approval (issue 12, account-area.md §4): in one transaction the request row is locked
 * (a second approver waits, then finds it decided), stock is taken as for a placed order and the budgets of the
 * requester's flow and the order reference are checked again and spent at this moment (`now`); any refusal rolls
 * all of it back and is answered with its code, the request staying pending.
 */
export async function placeRequestedOrder(
  db: Database,
  approver: { id: string; companyId: string },
  orderId: string,
  now: Date,
  /** Runs in the same transaction once the order is placed (the requester's mail). */
  onPlaced?: (tx: Database) => Promise<void>,
): Promise<RequestedOrderOutcome> {
  try {
    return await db.transaction(async (tx): Promise<RequestedOrderOutcome> => {
      const row = await lockRequestedOrder(tx, approver.companyId, orderId);
      if (!row || row.approval_status === null) {
        return {
          placed: false,
          code: errorCodes.approvalNotFound,
          message: 'Order request not found.',
          decided: false,
        };
      }
      if (row.approval_status !== 'pending') {
        return {
          placed: false,
          code: errorCodes.approvalAlreadyDecided,
          message: `The request was already ${row.approval_status}.`,
          decided: true,
        };
      }
      const lines = (await findOrderLines(tx, [orderId]))
        .filter((line) => line.line_type === 'product' && line.product_id !== null)
        .sort((a, b) => ((a.product_id ?? '') < (b.product_id ?? '') ? -1 : 1));
      const taken = await takeStock(
        tx,
        lines.map((line) => ({ product_id: line.product_id ?? '', quantity: line.quantity })),
      );
      for (const line of lines) {
        if (!taken.has(line.product_id ?? '')) {
          throw new StoreApiHttpError(400, errorCodes.outOfStock, `Product ${line.product_number} is out of stock.`);
        }
      }
      const spent = await spendBudgets(tx, {
        customer: { id: row.customer_id, companyId: row.company_id },
        referenceId: row.order_reference_id,
        orderId,
        totalCents: euroToCents(Number(row.total)),
        now,
      });
      if (spent.blocked.length > 0) {
        throw new StoreApiHttpError(
          400,
          spent.blocked[0] ?? errorCodes.cartBlocked,
          'The budget cannot cover the order.',
        );
      }
      if (onAccount.includes(row.payment_method as PaymentMethodId)) {
        await addOpenBalance(tx, row.company_id, Number(row.total));
      }
      await markRequestDecided(tx, orderId, {
        status: 'approved',
        decidedBy: approver.id,
        decidedAt: now,
        comment: null,
      });
      await onPlaced?.(tx);
      return { placed: true, customerId: row.customer_id };
    });
  } catch (error) {
    if (error instanceof StoreApiHttpError) {
      return { placed: false, code: error.code, message: error.detail, decided: false };
    }
    throw error;
  }
}
