import type { ArticleLink, ArticleLinkListResponse } from '@ratchet/store-api-contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Input,
  cn,
  defaultRenderLink,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useDebouncedCommit } from '../lib/useDebouncedValue';
import { ArticleLinkImport } from './ArticleLinkImport';
import { useArticleLinkActions } from './useArticleLinkActions';
import { articleLinkListQuery, useArticleLinks, type ArticleLinkListState } from './useArticleLinks';

/** Typing pause before the search goes to the URL (account-area.md §9 "search debounce 500 ms"). */
export const articleLinkSearchDebounceMs = 500;

export type ArticleLinkListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The list state as the page's URL says it (`articleLinkListStateFromQuery`). */
  state: ArticleLinkListState;
  /** Called with the next state; the host writes it to the URL and the list follows. */
  onStateChange: (state: ArticleLinkListState) => void;
  /** The storefront loader's answer for the URL it rendered. */
  fallbackData?: ArticleLinkListResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** The list's path (`/account/articlelinks`), for the pager's links and the create and edit pages. */
  listPath?: string | undefined;
  /** Where the browser reaches the store-API (the storefront's same-origin proxy), for export and template. */
  apiPath?: string | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
const secondaryLinkClass =
  'inline-flex h-10 items-center rounded-md border border-border bg-surface px-4 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The company's article links (account-area.md §2 "Article links: list, create, edit, delete, delete all, CSV import
 * and export"; issue 13): search that waits 500 ms and pages of 20, both in the URL; edit and delete per row (delete
 * after a confirmation), delete all after a confirmation naming the count, export of every link and the import
 * template as CSV for Excel, and the CSV import with its preview.
 */
export function ArticleLinkList({
  state,
  onStateChange,
  fallbackData,
  renderLink = defaultRenderLink,
  listPath = '/account/articlelinks',
  apiPath = '/store-api',
  className,
  ...props
}: ArticleLinkListProps) {
  const { t, errorText } = useAccountText('articleLinks');
  const { links, pager, isLoading, isValidating, error } = useArticleLinks(state, { fallbackData });
  const { deleteLink, deleteAllLinks, isMutating } = useArticleLinkActions();
  const [draft, setDraft] = useState(state.search);
  const [shown, setShown] = useState(state.search);
  const [confirming, setConfirming] = useState<ArticleLink | 'all' | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  // The URL changed elsewhere (back button): the field shows it.
  if (shown !== state.search) {
    setShown(state.search);
    setDraft(state.search);
  }
  useDebouncedCommit(
    draft.trim(),
    state.search,
    (search) => onStateChange({ search, page: 1 }),
    articleLinkSearchDebounceMs,
  );

  const columns: DataTableColumn<ArticleLink>[] = [
    {
      id: 'customerSku',
      header: t('articleLinks.column.customerSku'),
      value: (link) => link.customerSku,
      rowHeader: true,
    },
    { id: 'productNumber', header: t('articleLinks.column.productNumber'), value: (link) => link.productNumber },
    { id: 'productName', header: t('articleLinks.column.productName'), value: (link) => link.productName },
    { id: 'description', header: t('articleLinks.column.description'), value: (link) => link.description },
    {
      id: 'actions',
      header: t('articleLinks.column.actions'),
      cell: (link) => (
        <span className="flex gap-3">
          {renderLink({
            href: `${listPath}/details/${link.id}`,
            className: linkClass,
            'aria-label': t('articleLinks.edit.label', { customerSku: link.customerSku }),
            children: t('articleLinks.edit'),
          })}
          <button
            type="button"
            className={cn(linkClass, 'text-danger')}
            aria-label={t('articleLinks.delete.label', { customerSku: link.customerSku })}
            onClick={() => {
              setFailure('');
              setConfirming(link);
            }}
          >
            {t('articleLinks.delete')}
          </button>
        </span>
      ),
    },
  ];

  const pageHref = (page: number) => {
    const query = articleLinkListQuery({ ...state, page }).toString();
    return query ? `${listPath}?${query}` : listPath;
  };

  const confirm = async () => {
    if (confirming === null) return;
    const result = confirming === 'all' ? await deleteAllLinks() : await deleteLink(confirming.id);
    if (!result.ok) {
      setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
      throw new Error('delete refused');
    }
    setFailure('');
    setNotice(confirming === 'all' ? t('articleLinks.deletedAll', { count: result.data }) : t('articleLinks.deleted'));
    if (confirming === 'all' && (state.page !== 1 || state.search)) onStateChange({ search: '', page: 1 });
  };

  return (
    <section
      data-slot="article-link-list"
      aria-busy={isValidating}
      aria-label={t('articleLinks.title')}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <p className="text-sm text-muted-foreground">{t('articleLinks.intro')}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Input
          wrapperClassName="w-full max-w-md"
          type="search"
          label={t('articleLinks.search')}
          message={t('articleLinks.searchHelp')}
          value={draft}
          onValueChange={setDraft}
        />
        <div className="flex flex-wrap gap-2">
          {renderLink({
            href: `${listPath}/create`,
            className:
              'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-focus',
            children: t('articleLinks.create'),
          })}
          <form method="post" action={`${apiPath}/ratchet/article-links/export`}>
            <button type="submit" className={secondaryLinkClass}>
              {t('articleLinks.export')}
            </button>
          </form>
          <a href={`${apiPath}/ratchet/article-links/template`} download className={secondaryLinkClass}>
            {t('articleLinks.template')}
          </a>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">{t('articleLinks.total', { total: pager.total })}</p>
        <p role="status" className="text-success">
          {notice}
        </p>
        {pager.total > 0 && !state.search ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={isMutating}
            onClick={() => {
              setFailure('');
              setConfirming('all');
            }}
          >
            {t('articleLinks.deleteAll')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(error.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('articleLinks.caption')}
        hideCaption
        columns={columns}
        rows={links}
        getRowId={(link) => link.id}
        getRowLabel={(link) => link.customerSku}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={state.search ? t('articleLinks.noMatches.title') : t('articleLinks.empty.title')}
            description={state.search ? t('articleLinks.noMatches.text') : t('articleLinks.empty.text')}
            headingLevel={3}
          />
        }
        pagination={{
          page: pager.page,
          pageSize: pager.limit,
          totalResults: pager.total,
          onPageChange: (page) => onStateChange({ ...state, page }),
          getPageHref: pageHref,
        }}
      />
      <ArticleLinkImport />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        variant="destructive"
        title={
          confirming === 'all'
            ? t('articleLinks.deleteAllTitle', { total: pager.total })
            : t('articleLinks.deleteTitle', { customerSku: confirming?.customerSku ?? '' })
        }
        description={confirming === 'all' ? t('articleLinks.deleteAllText') : t('articleLinks.deleteText')}
        confirmLabel={confirming === 'all' ? t('articleLinks.deleteAll') : t('articleLinks.delete')}
        pending={isMutating}
        onConfirm={confirm}
      >
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
