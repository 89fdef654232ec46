import {
  useCategoryCounters,
  useNavigation,
  useSession,
  type Domain,
  type NavigationElement,
} from '@ratchet/commerce-hooks';
import { buildMegaMenuColumns, type MegaMenuCount } from '@ratchet/store-api-contract/rules';
import { cn } from '@ratchet/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { navigationHref } from './navigationLinks';

/** 'available' or 'available of total' (storefront.md §2: the logged-in user sees both when they differ). */
export function CountLabel({ count }: { count: MegaMenuCount | undefined }) {
  const { t } = useI18n();
  if (!count) return null;
  const text =
    count.total !== undefined
      ? t('megaMenu.availableOfTotal', { available: count.available, total: count.total })
      : t('megaMenu.count', { count: count.available });
  return (
    <span className="ml-auto text-xs text-muted-foreground tabular-nums" data-slot="mega-menu-count">
      {text}
    </span>
  );
}

function MegaMenu({
  domain,
  item,
  tree,
  onClose,
}: {
  domain: Domain;
  item: NavigationElement;
  tree: NavigationElement[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { isLoggedIn } = useSession();
  const { counters } = useCategoryCounters(item.id);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subcategoryId, setSubcategoryId] = useState<string | null>(null);
  const columns = buildMegaMenuColumns(
    tree,
    { itemId: item.id, categoryId, subcategoryId },
    { loggedIn: isLoggedIn, counters },
  );
  if (columns.length === 0) return null;
  return (
    <div
      className="absolute inset-x-0 top-full z-40 border-b border-border bg-surface shadow-popover"
      data-slot="mega-menu"
      data-state="open"
    >
      <div className="mx-auto grid max-w-boxed grid-cols-3 gap-4 px-4 py-4">
        {columns.map((column, level) => (
          <ul
            key={column.parent.id}
            className="flex flex-col gap-0.5"
            aria-label={column.parent.translated?.name ?? column.parent.name ?? ''}
          >
            {column.entries.map((entry) => {
              const link = navigationHref(domain, entry.element);
              const select = () => {
                if (!entry.hasChildren) return;
                if (level === 0) {
                  setCategoryId(entry.element.id);
                  setSubcategoryId(null);
                } else if (level === 1) setSubcategoryId(entry.element.id);
              };
              const label = (
                <>
                  <span>{entry.isAllProducts ? t('megaMenu.allProducts') : entry.name}</span>
                  {entry.element.translated?.badge ? (
                    <span className="rounded bg-secondary px-1 text-xs text-secondary-foreground">
                      {String(entry.element.translated.badge)}
                    </span>
                  ) : null}
                  <CountLabel count={entry.count} />
                  {entry.hasChildren ? <span aria-hidden="true">›</span> : null}
                </>
              );
              const className = cn(
                'flex items-center gap-2 rounded px-2 py-1.5 hover:bg-muted',
                entry.isSelected && 'bg-muted',
              );
              return (
                <li
                  key={`${entry.element.id}-${entry.isAllProducts ? 'all' : 'item'}`}
                  onMouseEnter={select}
                  data-state={entry.isSelected ? 'selected' : undefined}
                >
                  {link && !link.external ? (
                    <Link to={link.href} onClick={onClose} className={className}>
                      {label}
                    </Link>
                  ) : link ? (
                    <a
                      href={link.href}
                      target={entry.element.linkNewTab ? '_blank' : undefined}
                      rel="noreferrer"
                      className={className}
                    >
                      {label}
                    </a>
                  ) : (
                    <span className={className}>{label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </div>
  );
}

/**
 * The main navigation bar with the mega menu (storefront.md §2): hovering an item with children opens three
 * columns with product counts; folders open nothing; leaving, an outside click or a route change closes it.
 */
export function MainNavigation({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  const { elements } = useNavigation('main');
  const location = useLocation();
  // The open item remembers the path it was opened on, so a route change closes the menu.
  const [opened, setOpened] = useState<{ id: string; path: string } | null>(null);
  const openId = opened?.path === location.pathname ? opened.id : null;
  const setOpenId = (id: string | null) => setOpened(id ? { id, path: location.pathname } : null);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);

  if (elements.length === 0) return null;
  const open = elements.find((element) => element.id === openId);
  return (
    <nav
      ref={navRef}
      aria-label={t('header.mainNavigation')}
      className="relative hidden border-t border-border lg:block"
      onMouseLeave={() => setOpenId(null)}
    >
      <ul className="mx-auto flex max-w-boxed gap-1 px-4">
        {elements.map((element) => {
          const link = navigationHref(domain, element);
          const name = element.translated?.name ?? element.name ?? '';
          const hasChildren = element.type !== 'folder' && (element.children?.length ?? 0) > 0;
          return (
            <li
              key={element.id}
              onMouseEnter={() => setOpenId(hasChildren ? element.id : null)}
              data-state={openId === element.id ? 'open' : 'closed'}
            >
              {link && !link.external ? (
                <Link
                  to={link.href}
                  className="block px-3 py-2 font-medium hover:text-primary"
                  aria-expanded={hasChildren ? openId === element.id : undefined}
                >
                  {name}
                </Link>
              ) : link ? (
                <a href={link.href} className="block px-3 py-2 font-medium hover:text-primary">
                  {name}
                </a>
              ) : (
                <span className="block px-3 py-2 font-medium">{name}</span>
              )}
            </li>
          );
        })}
      </ul>
      {open ? (
        <MegaMenu key={open.id} domain={domain} item={open} tree={elements} onClose={() => setOpenId(null)} />
      ) : null}
    </nav>
  );
}
