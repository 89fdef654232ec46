import { describe, expect, it } from 'vitest';
import {
  invoiceHistoryQuerySchema,
  offerHistoryQuerySchema,
  orderHistoryDetailQuerySchema,
  orderHistoryQuerySchema,
  orderStatuses,
  requestOfferBodySchema,
} from './schemas';

describe('order history query (account-area.md §4 status filter values, §5 from/to)', () => {
  it('has the twelve status values of §4', () => {
    expect(orderStatuses).toHaveLength(12);
  });

  it.each([
    ['one status', { status: 'blocked' }, ['blocked']],
    ['a comma list', { status: 'blocked,backorder' }, ['blocked', 'backorder']],
    ['a repeated parameter', { status: ['shipped', 'invoiced'] }, ['shipped', 'invoiced']],
    ['an empty value', { status: '' }, undefined],
  ])('reads %s', (_name, query, statuses) => {
    expect(orderHistoryQuerySchema.parse(query).status).toEqual(statuses);
  });

  it('refuses an unknown status and a date that is not ISO', () => {
    expect(orderHistoryQuerySchema.safeParse({ status: 'open,lost' }).success).toBe(false);
    expect(orderHistoryQuerySchema.safeParse({ from: '01.03.2026' }).success).toBe(false);
  });

  it('defaults to page 1 of 20, trims the search and reads onlyOwn', () => {
    expect(orderHistoryQuerySchema.parse({ search: '  PO-12 ', onlyOwn: 'true' })).toMatchObject({
      page: 1,
      limit: 20,
      search: 'PO-12',
      onlyOwn: true,
    });
    expect(orderHistoryQuerySchema.parse({}).onlyOwn).toBe(false);
    expect(orderHistoryQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('§2 detail route parts: order number with optional branch (firm) and warehouse codes of §3', () => {
    expect(orderHistoryDetailQuerySchema.parse({ orderNumber: '100245', firm: 'IMH_ANT', warehouse: '20' })).toEqual({
      orderNumber: '100245',
      firm: 'IMH_ANT',
      warehouse: '20',
    });
    expect(orderHistoryDetailQuerySchema.safeParse({ orderNumber: '100245', warehouse: '99' }).success).toBe(false);
  });
});

describe('invoice and offer queries, offer request (account-area.md §3 Invoice, Offer; §4 offer status)', () => {
  it('invoice filters: range, number, order number, customer reference', () => {
    expect(
      invoiceHistoryQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31', number: '71', customerReference: 'po' }),
    ).toMatchObject({ from: '2026-01-01', to: '2026-01-31', number: '71', customerReference: 'po', page: 1 });
  });

  it('offer status is open or processed', () => {
    expect(offerHistoryQuerySchema.parse({ status: 'processed' }).status).toBe('processed');
    expect(offerHistoryQuerySchema.safeParse({ status: 'declined' }).success).toBe(false);
  });

  it('an offer request takes a message (≤ 2000) and a client reference (≤ 30)', () => {
    expect(requestOfferBodySchema.parse({})).toEqual({ message: '' });
    expect(requestOfferBodySchema.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
    expect(requestOfferBodySchema.safeParse({ clientReference: 'x'.repeat(31) }).success).toBe(false);
  });
});
