import { useNavigation, type NavigationElement } from '@ratchet/commerce-hooks';
import { Link, useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { navigationHref } from '../lib/navigation';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { loader as domainLoader } from './domain';
import type { Route } from './+types/home';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['home'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/** Home (storefront.md §2 route `/`): the shop's promise and the main categories. */
export default function Home() {
  const { t } = useI18n(handle.i18n);
  const layout = useRouteLoaderData<typeof domainLoader>('routes/domain');
  const { elements } = useNavigation('main');
  if (!layout) return null;
  const categories = elements.filter((element: NavigationElement) => element.type !== 'folder');
  return (
    <>
      <section className="flex flex-col gap-2 py-6">
        <h1 className="text-3xl font-semibold">{t('home.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('home.text')}</p>
      </section>
      {categories.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('header.mainNavigation')}>
          {categories.map((category) => {
            const link = navigationHref(layout.domain, category);
            return (
              <li key={category.id}>
                {link ? (
                  <Link
                    to={link.href}
                    className="block rounded-md border border-border p-4 font-medium hover:border-primary"
                  >
                    {category.translated?.name ?? category.name}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
