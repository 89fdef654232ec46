import type { Hono } from 'hono';
import { downloadInvoicePdf, listInvoices } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as invoices from './service';

/** Invoices (issue 13; account-area.md §3 Invoice, §7 invoice/history): list and PDF. */
export function registerInvoiceRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, listInvoices, ({ actor, query }) => invoices.listInvoices(db, actor, present(query, 'query')));
  route(app, downloadInvoicePdf, ({ actor, params, context }) =>
    invoices.invoicePdf(db, actor, context.languageId, present(params, 'path').invoiceNumber),
  );
}
