import { useNavigation, type Domain, type NavigationElement } from '@ratchet/commerce-hooks';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { navigationHref } from './navigationLinks';

/**
 * The mobile menu (storefront.md §2, §4): a full-screen drill-down over the main, service and countries
 * navigation; a stack of visited parents, back at sub level, close at top level, body scroll locked while open.
 */
export function MobileMenu({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  const main = useNavigation('main').elements;
  const service = useNavigation('service').elements;
  const countries = useNavigation('countries').elements;
  const location = useLocation();
  // The menu remembers the path it was opened on: a route change closes it and forgets the stack.
  const [menu, setMenu] = useState<{ path: string; stack: NavigationElement[] } | null>(null);
  const open = menu?.path === location.pathname;
  const stack = open ? menu.stack : [];
  const setOpen = (next: boolean) => setMenu(next ? { path: location.pathname, stack: [] } : null);
  const setStack = (update: (previous: NavigationElement[]) => NavigationElement[]) =>
    setMenu((current) => (current ? { ...current, stack: update(current.stack) } : current));
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const parent = stack.at(-1);
  const items = parent ? (parent.children ?? []) : [...main, ...service, ...countries];
  const state = !open ? 'closed' : parent ? 'sub' : 'top';
  const toggle = () => {
    if (!open) setOpen(true);
    else if (parent) setStack((previous) => previous.slice(0, -1));
    else setOpen(false);
  };
  const label =
    state === 'closed' ? t('header.menu.open') : state === 'sub' ? t('header.menu.back') : t('header.menu.close');

  return (
    <div className="lg:hidden" data-slot="mobile-menu" data-state={state}>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-label={label}
        className="relative z-50 rounded-md p-2 hover:bg-muted"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {state === 'closed' ? (
            <path d="M4 6h16M4 12h16M4 18h16" />
          ) : state === 'sub' ? (
            <path d="m15 18-6-6 6-6" />
          ) : (
            <path d="M6 6l12 12M18 6 6 18" />
          )}
        </svg>
      </button>
      {open ? (
        <nav
          aria-label={t('header.mainNavigation')}
          className="fixed inset-0 top-0 z-40 overflow-auto bg-surface px-4 pt-16"
        >
          {parent ? <p className="px-2 py-2 font-semibold">{parent.translated?.name ?? parent.name}</p> : null}
          <ul className="flex flex-col">
            {items.map((element) => {
              const name = element.translated?.name ?? element.name ?? '';
              const hasChildren = (element.children?.length ?? 0) > 0;
              const link = navigationHref(domain, element);
              return (
                <li key={element.id} className="border-b border-border">
                  {hasChildren ? (
                    <button
                      type="button"
                      className="flex w-full items-center justify-between px-2 py-3 text-left"
                      onClick={() => setStack((previous) => [...previous, element])}
                    >
                      <span>{name}</span>
                      <span aria-hidden="true">›</span>
                    </button>
                  ) : link && !link.external ? (
                    <Link to={link.href} className="block px-2 py-3" onClick={() => setOpen(false)}>
                      {name}
                    </Link>
                  ) : link ? (
                    <a href={link.href} className="block px-2 py-3">
                      {name}
                    </a>
                  ) : (
                    <span className="block px-2 py-3">{name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
