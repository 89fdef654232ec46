import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  isoDateInTimeZone,
  type CartTransferResponse,
  type OfferDetail,
  type OfferHistoryResponse,
  type offerHistoryQuerySchema,
  type requestOfferBodySchema,
} from '@ratchet/store-api-contract';
import type { z } from 'zod';
import { requestNow } from '../../platform/clock';
import type { Database } from '../../platform/db/db';
import { documentTexts } from '../../platform/files/documentTexts';
import { pdfResponse, renderPdf } from '../../platform/files/pdf';
import type { ContextCustomer, RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { readCart, setLinesOffer } from '../cart';
import { findLocaleCode } from '../invoices';
import { assertDateRange, pagerOf, transferToCart } from '../orderHistory';
import { offerDocument, offerOrderable, presentOffer, presentOfferDetail } from './present';
import { findCompanyAddressLines, findOffer, findOfferLines, findOffers, insertOfferRequest } from './repo';

type OfferQuery = z.output<typeof offerHistoryQuerySchema>;
type RequestOfferBody = z.output<typeof requestOfferBodySchema>;

const showPrices = (actor: ContextCustomer) => actor.roles.includes('ROLE_VIEW_PRICES');
const today = (context: RequestContext) => isoDateInTimeZone(requestNow(context));

function offerNotFound(offerNumber: string): StoreApiHttpError {
  return new StoreApiHttpError(404, errorCodes.offerNotFound, `Offer ${offerNumber} not found.`, {
    parameters: { offerNumber },
  });
}

/** The company's offers (ROLE_MANAGE_OFFER_HISTORY sees every offer of the company). */
export async function listOffers(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  query: OfferQuery,
): Promise<OfferHistoryResponse> {
  assertDateRange(query.from, query.to);
  const { rows, total } = await findOffers(db, actor.companyId, {
    status: query.status,
    from: query.from,
    to: query.to,
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    offers: rows.map((row) => presentOffer(row, showPrices(actor), today(context))),
    pager: pagerOf(query.page, query.limit, total),
    apiAlias: 'ratchet_offer_history',
  };
}

/** One offer with its lines. */
export async function readOffer(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  offerNumber: string,
): Promise<OfferDetail> {
  const row = await findOffer(db, actor.companyId, offerNumber);
  if (!row) throw offerNotFound(offerNumber);
  const lines = await findOfferLines(db, row.id, actor.companyId);
  return presentOfferDetail(row, lines, showPrices(actor), today(context));
}

/** The offer as PDF in the reader's language. */
export async function offerPdf(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  offerNumber: string,
): Promise<Response> {
  const row = await findOffer(db, actor.companyId, offerNumber);
  if (!row) throw offerNotFound(offerNumber);
  const lines = await findOfferLines(db, row.id, actor.companyId);
  const texts = documentTexts(await findLocaleCode(db, context.languageId));
  const spec = offerDocument(row, lines, await findCompanyAddressLines(db, actor.companyId), texts);
  return pdfResponse(renderPdf(spec), `${texts.t('offer')}-${row.offer_number}.pdf`);
}

/** Request an offer for the cart's product lines with a message (account-area.md §6 ROLE_REQUEST_OFFER). */
export async function requestOffer(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  publicUrl: string,
  body: RequestOfferBody,
): Promise<OfferDetail> {
  const cart = await readCart(db, context, publicUrl);
  const lines = cart.lineItems.flatMap((item) =>
    item.type === 'product'
      ? [
          {
            productId: item.referencedId,
            productNumber: item.payload.productNumber,
            description: item.payload.customFields.order_detail_text
              ? `${item.label} – ${item.payload.customFields.order_detail_text}`
              : item.label,
            quantity: Number(item.quantity),
          },
        ]
      : [],
  );
  if (lines.length === 0) {
    throw new StoreApiHttpError(400, errorCodes.offerCartEmpty, 'The cart has no products to ask an offer for.');
  }
  const offerNumber = await db.transaction(async (tx) =>
    insertOfferRequest(tx, {
      id: randomUUID(),
      companyId: actor.companyId,
      customerId: actor.id,
      offerDate: today(context),
      clientReference: body.clientReference || null,
      message: body.message,
      localeCode: await findLocaleCode(tx, context.languageId),
      lines,
    }),
  );
  return readOffer(db, actor, context, offerNumber);
}

/**
 * A processed offer's lines into the cart; they keep the offer's unit price until its last valid day
 * (docs/decisions.md). Open or expired offers: 400 RATCHET__OFFER_NOT_ORDERABLE.
 */
export async function addOfferToCart(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  publicUrl: string,
  offerNumber: string,
): Promise<CartTransferResponse> {
  const row = await findOffer(db, actor.companyId, offerNumber);
  if (!row) throw offerNotFound(offerNumber);
  if (!offerOrderable(row, today(context))) {
    throw new StoreApiHttpError(
      400,
      errorCodes.offerNotOrderable,
      row.status === 'open' ? 'The offer has no prices yet.' : 'The offer is no longer valid.',
      { parameters: { offerNumber, status: row.status, validUntil: row.valid_until_day } },
    );
  }
  const lines = await findOfferLines(db, row.id, actor.companyId);
  const transfer = await transferToCart(
    db,
    context,
    publicUrl,
    lines.map((line) => ({
      position: line.position,
      productId: line.product_id,
      productNumber: line.product_number,
      name: line.description,
      quantity: Number(line.quantity),
    })),
  );
  if (transfer.added.length === 0) return transfer;
  await setLinesOffer(
    db,
    actor.id,
    row.id,
    transfer.added.map((line) => line.productId as string),
  );
  return { ...transfer, cart: await readCart(db, context, publicUrl) };
}
