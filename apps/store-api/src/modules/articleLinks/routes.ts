import type { Hono } from 'hono';
import {
  articleLinkCsvMaxBytes,
  createArticleLink,
  deleteAllArticleLinks,
  deleteArticleLink,
  exportArticleLinks,
  importArticleLinks,
  listArticleLinks,
  readArticleLink,
  readArticleLinkInfo,
  readArticleLinkTemplate,
  updateArticleLink,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as articleLinks from './service';

/**
 * The import's HTTP bound: a 5 MB file (account-area.md §9) as base64 in JSON is at most 6.7 MB; 7 MB leaves room
 * for the rest of the body. A larger body is refused (413) before it is read; a file over 5 MB inside the bound
 * answers 413 RATCHET__CSV_FILE_TOO_LARGE.
 */
const importBodyLimit = Math.ceil(articleLinkCsvMaxBytes / 3) * 4 + 512 * 1024;

/** Article links (issue 13; account-area.md §3 Article link, §7 "Article links"). */
export function registerArticleLinkRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, listArticleLinks, ({ actor, query, context }) =>
    articleLinks.listArticleLinks(db, actor, context.languageId, present(query, 'query')),
  );
  route(app, createArticleLink, ({ actor, body, context }) =>
    articleLinks.createArticleLink(db, actor, context.languageId, present(body, 'body')),
  );
  route(app, deleteAllArticleLinks, ({ actor }) => articleLinks.deleteAllArticleLinks(db, actor));
  route(
    app,
    importArticleLinks,
    ({ actor, body }) => articleLinks.importArticleLinks(db, actor, present(body, 'body')),
    {
      bodyLimit: importBodyLimit,
    },
  );
  route(app, exportArticleLinks, ({ actor, body, context }) =>
    articleLinks.exportArticleLinks(db, actor, context.languageId, body?.search),
  );
  route(app, readArticleLinkTemplate, ({ context }) => articleLinks.articleLinkTemplate(db, context.languageId));
  route(app, readArticleLinkInfo, ({ actor, body, context }) =>
    articleLinks.articleLinkInfo(db, actor, context.languageId, present(body, 'body').productIds),
  );
  route(app, readArticleLink, ({ actor, params, context }) =>
    articleLinks.readArticleLink(db, actor, context.languageId, present(params, 'path').id),
  );
  route(app, updateArticleLink, ({ actor, params, body, context }) =>
    articleLinks.updateArticleLink(db, actor, context.languageId, present(params, 'path').id, present(body, 'body')),
  );
  route(app, deleteArticleLink, ({ actor, params }) =>
    articleLinks.deleteArticleLink(db, actor, present(params, 'path').id),
  );
}
