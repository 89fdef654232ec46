import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { pagerMessages } from './messages';
import { pageItems, resolvePagerPosition } from './pageItems';

/** Styles of one pager control; `data-state` tells current, disabled or default. */
export const pagerItemVariants = cva(
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm tabular-nums transition-colors',
  {
    variants: {
      state: {
        default: 'border-border bg-surface text-foreground hover:bg-muted',
        current: 'border-primary bg-primary font-semibold text-primary-foreground',
        disabled: 'cursor-not-allowed border-border bg-surface text-muted-foreground opacity-50',
      },
    },
    defaultVariants: { state: 'default' },
  },
);

export type PagerProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Current page, 1-based (storefront.md §2 listing pager `currentPage`). */
  currentPage: number;
  /** Page size (`currentLimit`); with `totalResults` it yields the page count when `totalPages` is missing. */
  currentLimit?: number | undefined;
  /** Number of results over all pages (`totalResults`); shown in the summary. */
  totalResults?: number | undefined;
  /** Number of pages (`totalPages`). */
  totalPages?: number | undefined;
  /** Called with the chosen page (buttons, or links clicked without modifier keys). */
  onPageChange?: ((page: number) => void) | undefined;
  /** Renders real links (SSR friendly, e.g. `(page) => \`?p=${page}\``); without it the pager uses buttons. */
  getPageHref?: ((page: number) => string) | undefined;
  /** Pages shown either side of the current one (default 1). */
  siblingCount?: number | undefined;
  /** Shows "25–48 of 120" when `totalResults` and `currentLimit` are known (default true). */
  showSummary?: boolean | undefined;
};

interface ControlProps {
  page: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
}

/**
 * Listing pager: first, previous, page numbers with ellipses, next, last (storefront.md §2, §3).
 * A `nav` landmark with a localized name; the current page has `aria-current="page"`.
 * Renders nothing when there is at most one page.
 */
export function Pager({
  currentPage: requestedPage,
  currentLimit,
  totalResults,
  totalPages: requestedTotal,
  onPageChange,
  getPageHref,
  siblingCount = 1,
  showSummary = true,
  className,
  ...props
}: PagerProps) {
  const t = useUiMessages(pagerMessages);
  const { currentPage, totalPages } = resolvePagerPosition({
    currentPage: requestedPage,
    currentLimit,
    totalResults,
    totalPages: requestedTotal,
  });
  if (totalPages <= 1) return null;

  const control = ({ page, label, disabled = false, current = false, children }: ControlProps) => {
    const state = current ? 'current' : disabled ? 'disabled' : 'default';
    const common = {
      'aria-label': label,
      'data-slot': 'pager-item',
      'data-state': state,
      className: pagerItemVariants({ state }),
    } as const;
    if (disabled) {
      // A disabled link is not focusable; a disabled button keeps its semantics.
      return getPageHref ? (
        <span role="link" aria-disabled="true" {...common}>
          {children}
        </span>
      ) : (
        <button type="button" disabled {...common}>
          {children}
        </button>
      );
    }
    if (getPageHref) {
      return (
        <a
          href={getPageHref(page)}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            if (!onPageChange || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onPageChange(page);
          }}
          {...common}
        >
          {children}
        </a>
      );
    }
    return (
      <button
        type="button"
        aria-current={current ? 'page' : undefined}
        onClick={() => {
          if (!current) onPageChange?.(page);
        }}
        {...common}
      >
        {children}
      </button>
    );
  };

  const limit = currentLimit !== undefined && Number.isFinite(currentLimit) ? Math.floor(currentLimit) : 0;
  const total = totalResults !== undefined && Number.isFinite(totalResults) ? Math.floor(totalResults) : -1;
  const summary =
    showSummary && limit > 0 && total > 0
      ? t('summary', {
          from: (currentPage - 1) * limit + 1,
          to: Math.min(currentPage * limit, total),
          total,
        })
      : null;
  const atStart = currentPage === 1;
  const atEnd = currentPage === totalPages;
  const iconClass = 'size-4';

  return (
    <nav
      aria-label={t('label')}
      data-slot="pager"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {control({
            page: 1,
            label: t('first'),
            disabled: atStart,
            children: <ChevronsLeft aria-hidden="true" className={iconClass} />,
          })}
        </li>
        <li>
          {control({
            page: currentPage - 1,
            label: t('previous'),
            disabled: atStart,
            children: <ChevronLeft aria-hidden="true" className={iconClass} />,
          })}
        </li>
        {pageItems(currentPage, totalPages, siblingCount).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} data-slot="pager-ellipsis">
              <span
                aria-hidden="true"
                className="inline-flex h-9 min-w-6 items-center justify-center text-muted-foreground"
              >
                …
              </span>
              <span className="sr-only">{t('morePages')}</span>
            </li>
          ) : (
            <li key={item.page}>
              {control({
                page: item.page,
                label: t('page', { page: item.page }),
                current: item.page === currentPage,
                children: item.page,
              })}
            </li>
          ),
        )}
        <li>
          {control({
            page: currentPage + 1,
            label: t('next'),
            disabled: atEnd,
            children: <ChevronRight aria-hidden="true" className={iconClass} />,
          })}
        </li>
        <li>
          {control({
            page: totalPages,
            label: t('last'),
            disabled: atEnd,
            children: <ChevronsRight aria-hidden="true" className={iconClass} />,
          })}
        </li>
      </ul>
      {summary ? (
        <p data-slot="pager-summary" className="text-sm text-muted-foreground tabular-nums">
          {summary}
        </p>
      ) : null}
    </nav>
  );
}
