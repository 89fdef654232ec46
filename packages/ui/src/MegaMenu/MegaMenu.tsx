import { Fragment, useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { cva } from 'class-variance-authority';
import {
  buildMegaMenuColumns,
  completeBanners,
  elementName,
  isFolder,
  type CategoryCounter,
  type MegaMenuEntry,
  type MegaMenuSelection,
} from '@ratchet/store-api-contract/rules';
import { Badge } from '../Badge';
import { cn } from '../lib/cn';
import { useDismiss } from '../lib/useDismiss';
import {
  defaultRenderLink,
  navigationLinkTarget,
  type RenderLink,
  type ShellNavigationElement,
} from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { megaMenuMessages } from './messages';

/**
 * A main navigation item in the bar: `kind` action (opens a panel or links) or static (a folder without link),
 * `open` while its panel shows. Open and closed colours exclude each other, so no class overrides another.
 */
export const megaMenuItemVariants = cva(
  'inline-flex h-11 items-center gap-1 border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-focus',
  {
    variants: {
      kind: {
        action: 'cursor-pointer hover:border-primary hover:text-primary',
        static: 'cursor-default hover:border-transparent hover:text-foreground',
      },
      open: { true: 'border-primary text-primary', false: 'border-transparent text-foreground' },
    },
    defaultVariants: { kind: 'action', open: false },
  },
);

export type MegaMenuProps = ComponentProps<'nav'> & {
  /** The main navigation tree (storefront.md §2; loaded at depth 4). */
  items: readonly ShellNavigationElement[];
  /** Category counters by category id (total and available). */
  counters?: Readonly<Record<string, CategoryCounter>> | null | undefined;
  /** Logged-in users see 'available of total' when the two differ. */
  loggedIn?: boolean | undefined;
  /** The current route path; a change closes the menu and resets selections (storefront.md §2). */
  pathname?: string | undefined;
  /** Renders links with the host router. */
  renderLink?: RenderLink | undefined;
  /** Builds a banner's image URL from its media id (banners without a URL show text only). */
  bannerImageUrl?: ((mediaId: string) => string) | undefined;
  /**
   * Called with the id of the main item whose menu opened, and with null when it closes — the host
   * loads that item's category counters (storefront.md §7) only when its menu is shown.
   */
  onOpenItemChange?: ((itemId: string | null) => void) | undefined;
};

const linkClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus data-[state=selected]:bg-secondary data-[state=selected]:font-semibold';

/**
 * Main navigation bar with the mega menu (storefront.md §2 Navigation and mega menu): hovering an item
 * with children opens three columns and up to two banners; folder items open nothing.
 */
export function MegaMenu({
  items,
  counters,
  loggedIn = false,
  pathname,
  renderLink = defaultRenderLink,
  bannerImageUrl,
  onOpenItemChange,
  className,
  onMouseLeave,
  ...props
}: MegaMenuProps) {
  const t = useUiMessages(megaMenuMessages);
  const [selection, setSelection] = useState<MegaMenuSelection | null>(null);
  const [lastPathname, setLastPathname] = useState(pathname);
  const rootRef = useRef<HTMLElement>(null);
  const panelId = useId();
  // A route change closes the menu and resets the selections (derived during render, no effect).
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setSelection(null);
  }
  const close = () => setSelection(null);
  useDismiss(rootRef, selection !== null, close);

  const columns = selection ? buildMegaMenuColumns(items, selection, { loggedIn, counters: counters ?? null }) : [];
  const openItem = columns.length ? items.find((item) => item.id === selection?.itemId) : undefined;
  const openItemId = openItem?.id ?? null;
  const reportedOpenItem = useRef<string | null>(null);
  useEffect(() => {
    if (reportedOpenItem.current === openItemId) return;
    reportedOpenItem.current = openItemId;
    onOpenItemChange?.(openItemId);
  }, [openItemId, onOpenItemChange]);
  const banners = openItem ? completeBanners(openItem, bannerImageUrl ? { mediaUrl: bannerImageUrl } : {}) : [];

  const opens = (item: ShellNavigationElement) => !isFolder(item) && (item.children?.length ?? 0) > 0;
  const open = (item: ShellNavigationElement) => setSelection(opens(item) ? { itemId: item.id } : null);

  const select = (level: number, entry: MegaMenuEntry<ShellNavigationElement>) => {
    if (!selection || entry.isAllProducts) return;
    const next =
      level === 0
        ? { itemId: selection.itemId, categoryId: entry.element.id }
        : level === 1
          ? { ...selection, subcategoryId: entry.element.id }
          : selection;
    // Column entries select on mouseover, which repeats while the pointer crosses the entry's children.
    if (next.categoryId === selection.categoryId && next.subcategoryId === selection.subcategoryId) return;
    setSelection(next);
  };

  const countText = (entry: MegaMenuEntry) =>
    entry.count
      ? entry.count.total !== undefined
        ? t('countOf', { available: entry.count.available, total: entry.count.total })
        : t('count', { available: entry.count.available })
      : null;

  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>, item: ShellNavigationElement) => {
    if (event.key === 'ArrowDown' && opens(item)) {
      event.preventDefault();
      open(item);
      requestAnimationFrame(() =>
        rootRef.current
          ?.querySelector<HTMLElement>(`#${CSS.escape(panelId)} a, #${CSS.escape(panelId)} button`)
          ?.focus(),
      );
    }
  };

  return (
    <nav
      ref={rootRef}
      aria-label={t('navigation')}
      data-slot="mega-menu"
      data-state={columns.length ? 'open' : 'closed'}
      className={cn('relative bg-surface', className)}
      onMouseLeave={(event) => {
        // Moving between the bar and the panel stays inside; only leaving the whole area closes.
        const next = event.relatedTarget;
        if (!(next instanceof Node && rootRef.current?.contains(next))) close();
        onMouseLeave?.(event);
      }}
      {...props}
    >
      <ul className="flex items-center gap-1 px-4">
        {items.map((item) => {
          const isOpen = openItem?.id === item.id;
          const itemClass = megaMenuItemVariants({ kind: 'action', open: isOpen });
          return (
            <li key={item.id} onMouseEnter={() => open(item)}>
              {opens(item) ? (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  // Click and Enter open (a hover has usually opened it already); Escape and leaving close.
                  aria-controls={isOpen ? panelId : undefined}
                  className={itemClass}
                  onClick={() => open(item)}
                  onKeyDown={(event) => onItemKeyDown(event, item)}
                >
                  {elementName(item)}
                  <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
                </button>
              ) : item.href && !isFolder(item) ? (
                renderLink({
                  href: item.href,
                  className: itemClass,
                  onClick: close,
                  children: elementName(item),
                  ...navigationLinkTarget(item),
                })
              ) : (
                <span className={megaMenuItemVariants({ kind: 'static', open: isOpen })}>{elementName(item)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {openItem ? (
        <div
          id={panelId}
          data-slot="mega-menu-panel"
          className="absolute inset-x-0 top-full z-(--z-dropdown) flex gap-6 border-t border-border bg-surface p-6 shadow-popover"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {columns.map((column, level) => (
            <ul
              key={column.parent.id}
              aria-label={t('categories', { name: elementName(column.parent) })}
              className="flex w-56 shrink-0 flex-col gap-0.5"
            >
              {column.entries.map((entry) => {
                const element = entry.element;
                const count = countText(entry);
                const content = (
                  <>
                    {element.iconUrl ? (
                      <img src={element.iconUrl} alt="" className="size-5 shrink-0 object-contain" />
                    ) : null}
                    <span className="min-w-0 flex-1 truncate">
                      {entry.isAllProducts ? t('allProducts') : entry.name}
                    </span>
                    {element.badge && !entry.isAllProducts ? (
                      <Badge size="sm" variant="success">
                        {element.badge}
                      </Badge>
                    ) : null}
                    {count ? (
                      <span className="text-xs text-muted-foreground tabular-nums">
                        <span aria-hidden>{count}</span>
                        <span className="sr-only">{t('countLabel', { count })}</span>
                      </span>
                    ) : null}
                    {entry.hasChildren ? <ChevronRight aria-hidden className="size-4 shrink-0" /> : null}
                  </>
                );
                const state = entry.isSelected ? 'selected' : undefined;
                return (
                  <li
                    key={`${entry.isAllProducts ? 'all-' : ''}${element.id}`}
                    // mouseover, not mouseenter: React derives onMouseEnter from mouseover, Preact (the
                    // storefront's renderer) listens to the native mouseenter; mouseover is the same event in both.
                    onMouseOver={() => select(level, entry)}
                  >
                    {element.href && !entry.isFolder ? (
                      renderLink({
                        href: element.href,
                        className: linkClass,
                        'data-state': state,
                        onFocus: () => select(level, entry),
                        onClick: close,
                        children: content,
                        ...navigationLinkTarget(element),
                      } as Parameters<RenderLink>[0])
                    ) : (
                      <button
                        type="button"
                        className={cn(linkClass, 'cursor-pointer')}
                        data-state={state}
                        aria-expanded={entry.hasChildren ? entry.isSelected : undefined}
                        onFocus={() => select(level, entry)}
                        onClick={() => select(level, entry)}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          ))}
          {banners.length ? (
            <div className="ml-auto flex gap-4">
              {banners.map((banner) => (
                <Fragment key={banner.slot}>
                  {renderLink({
                    href: banner.link,
                    onClick: close,
                    className:
                      'flex w-44 flex-col overflow-hidden rounded-md border border-border hover:shadow-card focus-visible:outline-2 focus-visible:outline-focus',
                    children: (
                      <>
                        {banner.image ? <img src={banner.image} alt="" className="h-24 w-full object-cover" /> : null}
                        <span className="p-3">
                          <span className="block font-semibold">{banner.title}</span>
                          <span className="block text-sm text-muted-foreground">{banner.subtitle}</span>
                        </span>
                      </>
                    ),
                  })}
                </Fragment>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
