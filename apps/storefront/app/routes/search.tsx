import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath, pageUrl } from '../lib/domain';
import { defaultListingLimit, searchTermMaxLength } from '@ratchet/store-api-contract/rules';
import { requestScope } from '../lib/requestScope.server';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/search';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['catalog'] } satisfies RouteTexts;

/** Search results (storefront.md §2 /search?query=): loaded on the server through the commerce-hooks client. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (pageUrl(request.url).searchParams.get('query') ?? '').trim().slice(0, searchTermMaxLength);
  const texts = await routeTexts(request, handle);
  if (!query) return { query, products: [], total: 0, texts };
  const { client } = await requestScope(context).storeApi();
  const answer = await client.invoke('searchPage post /search', {
    body: { search: query, limit: defaultListingLimit },
  });
  const products = answer.elements.map((product) => ({
    id: product.id,
    name: product.translated.name,
    productNumber: product.productNumber,
    seoPath: product.seoPath || null,
  }));
  return { query, products, total: answer.total, texts };
}

export default function Search({ loaderData, params }: Route.ComponentProps) {
  const { t } = useI18n(handle.i18n);
  const { query, products, total } = loaderData;
  const domain = { pathPrefix: `/${params.domain}` };
  if (!query) return <p className="py-6">{t('search.empty')}</p>;
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('search.title', { query })}</h1>
      {products.length === 0 ? (
        <div>
          <p>{t('search.noResults', { query })}</p>
          <p className="text-muted-foreground">{t('search.noResultsHelp')}</p>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground">{t('search.total', { count: total })}</p>
          <ul className="grid gap-3 md:grid-cols-3">
            {products.map((product) => (
              <li key={product.id} className="rounded-md border border-border p-3">
                <Link
                  to={localPath(domain, product.seoPath ?? `/detail/${product.id}`)}
                  className="font-medium hover:text-primary"
                >
                  {product.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t('product.number', { number: product.productNumber })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
