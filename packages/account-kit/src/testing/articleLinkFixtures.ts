import type {
  ArticleLink,
  ArticleLinkImportResponse,
  ArticleLinkListResponse,
  CreateArticleLinkBody,
  UpdateArticleLinkBody,
} from '@ratchet/store-api-contract';
import { http, HttpResponse } from 'msw';
import { storeApiError } from './fixtures';

const api = 'http://store.test/store-api';

const names = [
  'Sechskantschraube M8 × 40, verzinkt',
  'Dübel Ø 10 mm',
  'Unterlegscheibe DIN 125',
  'Gewindestange M10 × 1000',
  'Winkelverbinder 90 × 90',
  'Kabelbinder 300 mm, schwarz',
  'Schlauchschelle 20–32 mm',
  'Sicherungsmutter M12',
];

/** One link as the store-API answers it. */
export function articleLink(overrides: Partial<ArticleLink> = {}): ArticleLink {
  return {
    id: 'link-1',
    productId: 'product-1',
    productNumber: 'R0000001',
    productName: names[0]!,
    customerSku: 'HM-10001',
    description: '',
    apiAlias: 'ratchet_article_link',
    ...overrides,
  };
}

/** The demo company's links (as the seed has them, fewer): HM-10001, HM-10004 … with a few descriptions. */
export function demoArticleLinks(count = 34): ArticleLink[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index * 3 + 1;
    return articleLink({
      id: `link-${n}`,
      productId: `product-${n}`,
      productNumber: `R${String(n).padStart(7, '0')}`,
      productName: names[index % names.length]!,
      customerSku: `HM-${10000 + n}`,
      description: index % 4 === 0 ? 'Lager Halle 3, Regal B' : '',
    });
  });
}

/** A list answer for one page of links. */
export function articleLinkList(
  links: ArticleLink[],
  page = 1,
  limit = 20,
  total = links.length,
): ArticleLinkListResponse {
  return {
    articleLinks: links.slice((page - 1) * limit, page * limit),
    pager: { page, limit, total, pageCount: Math.max(1, Math.ceil(total / limit)) },
    apiAlias: 'ratchet_article_link_list',
  };
}

/**
 * The preview of the Excel-written fixture of the store-API (apps/store-api/test/fixtures/articleLinks): 12 rows,
 * the first 10 shown, line 5 a duplicate customer number, line 6 an unknown product.
 */
export function importPreview(mode: 'preview' | 'commit' = 'preview'): ArticleLinkImportResponse {
  const rows: Array<[string, string, string]> = [
    ['R0000002', '00471', 'Schraube M8 für Träger'],
    ['R0000005', '00472', 'Dübel Ø 10'],
    ['R0000008', 'KD-Größe-3', 'Mutter; verzinkt'],
    ['R0000011', '00471', 'Doppelte Kundenartikelnummer'],
    ['R9999999', '00480', 'Unbekannter Artikel'],
    ['r0000014', '00481', 'Kleinbuchstaben in der Artikelnummer'],
    ['R0000017', '00482', 'Scheibe "DIN 125"'],
    ['R0000020', '00483', 'Gewindestange'],
    ['R0000023', '00484', 'Winkel'],
    ['R0000026', '00485', 'Öse'],
  ];
  const failed: Record<number, string> = {
    5: 'RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE',
    6: 'RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER',
  };
  return {
    mode,
    totalRows: 12,
    validRows: 10,
    created: 10,
    updated: 0,
    failedRows: 2,
    preview: rows.map(([productNumber, customerSku, description], index) => {
      const line = index + 2;
      return {
        line,
        productNumber,
        customerSku,
        description,
        status: failed[line] ? ('failed' as const) : ('create' as const),
        code: failed[line] ?? null,
      };
    }),
    errors: [
      { line: 5, field: 'customerSku', value: '00471', code: 'RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE' },
      { line: 6, field: 'productNumber', value: 'R9999999', code: 'RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER' },
    ],
    encoding: 'windows-1252',
    delimiter: ';',
    apiAlias: 'ratchet_article_link_import',
  };
}

/** What the handlers saw. */
export interface ArticleLinkCalls {
  queries: URLSearchParams[];
  created: CreateArticleLinkBody[];
  updated: Array<{ id: string; body: UpdateArticleLinkBody }>;
  deleted: string[];
  deletedAll: number;
  imports: Array<{ mode: string; fileName?: string; bytes: number }>;
}

export function articleLinkCalls(): ArticleLinkCalls {
  return { queries: [], created: [], updated: [], deleted: [], deletedAll: 0, imports: [] };
}

/**
 * MSW handlers of the article links (account-area.md §7): list with `search` (customer or shop number contains) and
 * paging over a kept list, create (a taken customer number: 409; the number `R9999999`: 400 wrong article number),
 * update, delete, delete all, import (`options.importAnswer`, default the fixture's preview; an answer with a code
 * answers that error), the typeahead's search suggest.
 */
export function articleLinkHandlers(
  options: {
    links?: ArticleLink[];
    calls?: ArticleLinkCalls;
    importAnswer?: ((mode: 'preview' | 'commit') => ArticleLinkImportResponse) | { status: number; code: string };
    listError?: string;
  } = {},
) {
  let links = options.links ?? demoArticleLinks();
  const calls = options.calls ?? articleLinkCalls();
  return [
    http.get(`${api}/ratchet/article-links`, ({ request }) => {
      if (options.listError) return storeApiError(500, options.listError);
      const query = new URL(request.url).searchParams;
      calls.queries.push(query);
      const term = (query.get('search') ?? '').toLowerCase();
      const found = term
        ? links.filter((link) => `${link.customerSku} ${link.productNumber}`.toLowerCase().includes(term))
        : links;
      return HttpResponse.json(
        articleLinkList(found, Number(query.get('page') ?? 1), Number(query.get('limit') ?? 20)),
      );
    }),
    http.post(`${api}/ratchet/article-links`, async ({ request }) => {
      const body = (await request.json()) as CreateArticleLinkBody;
      calls.created.push(body);
      if (body.productNumber === 'R9999999') {
        return storeApiError(400, 'RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER');
      }
      if (links.some((link) => link.customerSku.toLowerCase() === body.customerSku.toLowerCase())) {
        return storeApiError(409, 'RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE');
      }
      const created = articleLink({
        id: `link-new-${calls.created.length}`,
        productId: body.productId ?? 'product-typed',
        productNumber: body.productNumber ?? 'R0000035',
        customerSku: body.customerSku,
        description: body.description ?? '',
      });
      links = [...links, created];
      return HttpResponse.json(created);
    }),
    http.delete(`${api}/ratchet/article-links`, () => {
      calls.deletedAll += 1;
      const deleted = links.length;
      links = [];
      return HttpResponse.json({ deleted, apiAlias: 'ratchet_article_link_delete' });
    }),
    http.post(`${api}/ratchet/article-links/import`, async ({ request }) => {
      const body = (await request.json()) as { mode: 'preview' | 'commit'; fileName?: string; content: string };
      calls.imports.push({ mode: body.mode, fileName: body.fileName, bytes: atob(body.content).length });
      const answer = options.importAnswer ?? importPreview;
      if (typeof answer !== 'function') {
        return storeApiError(answer.status, answer.code);
      }
      return HttpResponse.json(answer(body.mode));
    }),
    http.put(`${api}/ratchet/article-links/:id`, async ({ params, request }) => {
      const body = (await request.json()) as UpdateArticleLinkBody;
      const id = String(params.id);
      calls.updated.push({ id, body });
      const taken = links.find(
        (link) => link.id !== id && link.customerSku.toLowerCase() === body.customerSku.toLowerCase(),
      );
      if (taken) {
        return storeApiError(409, 'RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE');
      }
      links = links.map((link) =>
        link.id === id
          ? { ...link, customerSku: body.customerSku, description: body.description ?? link.description }
          : link,
      );
      return HttpResponse.json(links.find((link) => link.id === id));
    }),
    http.delete(`${api}/ratchet/article-links/:id`, ({ params }) => {
      const id = String(params.id);
      calls.deleted.push(id);
      links = links.filter((link) => link.id !== id);
      return HttpResponse.json({ deleted: 1, apiAlias: 'ratchet_article_link_delete' });
    }),
    http.post(`${api}/search-suggest`, async ({ request }) => {
      const term = ((await request.json()) as { search: string }).search.toLowerCase();
      const elements = suggestProducts
        .filter((product) => `${product.productNumber} ${product.name}`.toLowerCase().includes(term))
        .map((product) => ({ ...product, translated: { name: product.name }, apiAlias: 'product' }));
      return HttpResponse.json({ elements, total: elements.length, apiAlias: 'product_listing' });
    }),
  ];
}

/** The products the typeahead finds (search suggest by number or name). */
const suggestProducts = [
  { id: 'product-35', productNumber: 'R0000035', name: 'Kabelkanal 40 × 60, grau' },
  { id: 'product-36', productNumber: 'R0000036', name: 'Kabelkanal 60 × 80, grau' },
  { id: 'product-37', productNumber: 'R0000037', name: 'Schutzhandschuh Größe 9' },
];
