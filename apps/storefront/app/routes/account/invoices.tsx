import {
  InvoiceHistoryList,
  invoiceHistoryQuery,
  invoiceHistoryRequest,
  invoiceHistoryStateFromQuery,
  useAccountText,
  type InvoiceHistoryState,
} from '@ratchet/account-kit';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageUrl } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/invoices';

/** ROLE_MANAGE_INVOICE_HISTORY from the route table; texts of the `invoices` namespace. */
export const handle = { access: { auth: true }, i18n: ['invoices'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  // The URL is the list's state (the contract's query names); a from-date after the to-date asks nothing (§5).
  const state = invoiceHistoryStateFromQuery(pageUrl(request.url).searchParams);
  const list = isValidFromTo(state.from, state.to)
    ? await storeApi.client
        .invoke('listInvoices get /ratchet/invoice/history', { query: invoiceHistoryRequest(state) })
        .catch(() => undefined)
    : undefined;
  return { list, texts: await routeTexts(request, handle) };
}

function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('invoices');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => invoiceHistoryStateFromQuery(searchParams), [searchParams]);
  const change = (next: InvoiceHistoryState) =>
    setSearchParams(invoiceHistoryQuery(next), { preventScrollReset: true, replace: next.page === state.page });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('invoices.title')}</h1>
      {/* The PDF links are the store-API's `/store-api/…` paths: the same-origin proxy streams them with the session. */}
      <InvoiceHistoryList state={state} onStateChange={change} fallbackData={loaderData.list} />
    </section>
  );
}

/** The company's invoices (account-area.md §2 invoices; issue 13): filters and page in the URL, first page SSR. */
export default function AccountInvoices(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <InvoicesPage {...props} />
    </AccountTexts>
  );
}
