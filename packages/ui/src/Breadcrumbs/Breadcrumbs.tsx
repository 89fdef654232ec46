import type { ComponentProps, ReactNode } from 'react';
import { ChevronRight, House } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { breadcrumbsMessages } from './messages';

/** One crumb after Home: a category of the page, in order (storefront.md §2 Breadcrumbs). */
export interface BreadcrumbItem {
  /** Name shown (the category's translated name). */
  name: string;
  /** Link target; the current page may omit it. */
  href?: string | undefined;
}

/** What a custom link renderer receives; spread it onto the host router's Link (`to={href}`). */
export interface BreadcrumbLinkProps {
  /** Link target. */
  href: string;
  /** Styling for the link. */
  className: string;
  /** "page" on the last crumb. */
  'aria-current'?: 'page' | undefined;
  /** Crumb content (name, with the Home icon on the first crumb). */
  children: ReactNode;
}

export type BreadcrumbsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The page's categories in order; Home is always added in front of them. */
  items: readonly BreadcrumbItem[];
  /** Target of the Home crumb (default "/", storefront.md §2 routes). */
  homeHref?: string | undefined;
  /**
   * Renders a link with the host router, e.g. `(props) => <Link to={props.href} {...props} />`.
   * Defaults to a plain `<a>`, which works in server rendering too.
   */
  renderLink?: ((props: BreadcrumbLinkProps) => ReactNode) | undefined;
};

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';
const currentClass = 'inline-flex items-center gap-1 font-medium text-foreground';

/**
 * Breadcrumb trail: Home first, then the page's categories (storefront.md §2 Breadcrumbs);
 * the last crumb is the current page (`aria-current="page"`). When the categories fail to
 * load, pass no items and only Home remains.
 */
export function Breadcrumbs({ items, homeHref = '/', renderLink, className, ...props }: BreadcrumbsProps) {
  const t = useUiMessages(breadcrumbsMessages);
  const crumbs: BreadcrumbItem[] = [{ name: t('home'), href: homeHref }, ...items.filter((item) => item?.name)];
  const link = renderLink ?? ((linkProps: BreadcrumbLinkProps) => <a {...linkProps} />);
  return (
    <nav aria-label={t('label')} data-slot="breadcrumbs" className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => {
          const isHome = index === 0;
          const isCurrent = index === crumbs.length - 1;
          const content = (
            <>
              {isHome ? <House aria-hidden="true" className="size-4" /> : null}
              <span>{crumb.name}</span>
            </>
          );
          return (
            <li key={`${index}-${crumb.name}`} data-slot="breadcrumb-item" className="inline-flex items-center gap-1.5">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" /> : null}
              {crumb.href ? (
                link({
                  href: crumb.href,
                  className: isCurrent ? currentClass : linkClass,
                  'aria-current': isCurrent ? 'page' : undefined,
                  children: content,
                })
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined} className={currentClass}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
