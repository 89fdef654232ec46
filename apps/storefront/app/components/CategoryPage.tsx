import type { Domain } from '@ratchet/commerce-hooks';
import { Breadcrumbs } from '@ratchet/ui';
import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';
import type { CategoryInfo, ListingFallback } from '../lib/listing.server';
import { ProductListing } from './ProductListing';

export interface CategoryPageProps {
  categoryId: string;
  name: string;
  info: CategoryInfo;
  listing: ListingFallback;
  domain: Domain;
}

/**
 * A category page (storefront.md §2 Product listing, Breadcrumbs; issue 10): breadcrumbs with Home first, the
 * category's name and description, its child categories and the product listing.
 */
export function CategoryPage({ categoryId, name, info, listing, domain }: CategoryPageProps) {
  const { t } = useI18n(['catalog']);
  return (
    <section className="flex flex-col gap-6 py-4" data-slot="category-page">
      <Breadcrumbs
        homeHref={localPath(domain, '/')}
        items={info.breadcrumbs.map((crumb) => ({
          name: crumb.name,
          href: crumb.href ? localPath(domain, crumb.href) : undefined,
        }))}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{name}</h1>
        {info.description ? (
          <p data-slot="category-description" className="max-w-3xl text-muted-foreground">
            {info.description}
          </p>
        ) : null}
      </header>
      {info.children.length > 0 ? (
        <nav aria-labelledby="category-children" className="flex flex-col gap-2">
          <h2 id="category-children" className="text-sm font-semibold text-muted-foreground">
            {t('category.subcategories')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {info.children.map((child) =>
              child.href ? (
                <li key={child.id}>
                  <Link
                    to={localPath(domain, child.href)}
                    className="inline-flex h-9 items-center rounded-full border border-border bg-surface px-4 text-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {child.name}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        key={categoryId}
        source={{ categoryId }}
        fallback={listing}
        domain={domain}
        totalText={(count) => t('category.products', { count })}
      />
    </section>
  );
}
