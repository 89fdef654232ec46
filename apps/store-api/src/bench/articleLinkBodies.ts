// The article-link list's bench requests (issue 13), shared by articleLinks.ts and profileServer.ts
// (SCENARIO=article-links, the search mix).

/** The context token of the bench company's article-link manager that articleLinks.ts writes into the bench database. */
export const articleLinkManagerToken = 'bench-article-links-manager';

/** The list page's requests: pages near and far (offset up to 99,980), and searches of each kind. */
export const articleLinkMixes = {
  pages: ['page=1', 'page=2', 'page=50', 'page=1200', 'page=2500', 'page=4999', 'page=10&limit=50', 'page=300'],
  search: [
    'search=00000042',
    'search=AL00123',
    'search=0009999',
    'search=Gr%C3%B6%C3%9Fe%2017',
    'search=pr%C3%BCfteil%2000042',
  ],
} as const;
