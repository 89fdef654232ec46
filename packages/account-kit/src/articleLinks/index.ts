// Article links (issue 13; account-area.md §2 article links, §3, §7): hooks and composed components.
export { ArticleLinkForm } from './ArticleLinkForm';
export type { ArticleLinkFormProps } from './ArticleLinkForm';
export { ArticleLinkImport } from './ArticleLinkImport';
export type { ArticleLinkImportProps } from './ArticleLinkImport';
export { ArticleLinkList, articleLinkSearchDebounceMs } from './ArticleLinkList';
export type { ArticleLinkListProps } from './ArticleLinkList';
export { fileToBase64, useArticleLinkActions } from './useArticleLinkActions';
export type { UseArticleLinkActionsReturn } from './useArticleLinkActions';
export {
  articleLinkListQuery,
  articleLinkListRequest,
  articleLinkListStateFromQuery,
  articleLinkPageSize,
  useArticleLink,
  useArticleLinks,
} from './useArticleLinks';
export type { ArticleLinkListState, UseArticleLinksReturn } from './useArticleLinks';
