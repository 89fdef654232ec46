import { isKeyOf, useStoreApiClient } from '@ratchet/commerce-hooks';
import type {
  ArticleLink,
  ArticleLinkImportMode,
  ArticleLinkImportResponse,
  CreateArticleLinkBody,
  UpdateArticleLinkBody,
} from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** What {@link useArticleLinkActions} returns. */
export interface UseArticleLinkActionsReturn {
  createLink: (body: CreateArticleLinkBody) => Promise<ActionResult<ArticleLink>>;
  updateLink: (id: string, body: UpdateArticleLinkBody) => Promise<ActionResult<ArticleLink>>;
  deleteLink: (id: string) => Promise<ActionResult<number>>;
  deleteAllLinks: () => Promise<ActionResult<number>>;
  /** Sends a CSV file: `preview` checks it (nothing written), `commit` imports its valid rows. */
  importFile: (
    file: Blob,
    mode: ArticleLinkImportMode,
    fileName?: string,
  ) => Promise<ActionResult<ArticleLinkImportResponse>>;
  isMutating: boolean;
}

/** A file's bytes as base64 (the import's body carries the file so, account-area.md §9: at most 5 MB). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/**
 * Changes of the company's article links (account-area.md §7 Article links). Every change that writes reloads the
 * lists and links (SWR is the only store); a preview writes nothing and reloads nothing.
 */
export function useArticleLinkActions(): UseArticleLinkActionsReturn {
  const client = useStoreApiClient();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);

  const run = useCallback(
    async <Data>(call: () => Promise<Data>, reload = true): Promise<ActionResult<Data>> => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(call);
        if (result.ok && reload) {
          await mutate((key) => isKeyOf('articleLinks', key) || isKeyOf('articleLink', key));
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate],
  );

  const createLink = useCallback(
    (body: CreateArticleLinkBody) =>
      run(() => client.invoke('createArticleLink post /ratchet/article-links', { body })),
    [client, run],
  );
  const updateLink = useCallback(
    (id: string, body: UpdateArticleLinkBody) =>
      run(() => client.invoke('updateArticleLink put /ratchet/article-links/{id}', { pathParams: { id }, body })),
    [client, run],
  );
  const deleteLink = useCallback(
    (id: string) =>
      run(async () => {
        const answer = await client.invoke('deleteArticleLink delete /ratchet/article-links/{id}', {
          pathParams: { id },
        });
        return answer.deleted;
      }),
    [client, run],
  );
  const deleteAllLinks = useCallback(
    () =>
      run(async () => {
        const answer = await client.invoke('deleteAllArticleLinks delete /ratchet/article-links', {});
        return answer.deleted;
      }),
    [client, run],
  );
  const importFile = useCallback(
    (file: Blob, mode: ArticleLinkImportMode, fileName?: string) =>
      run(
        async () =>
          client.invoke('importArticleLinks post /ratchet/article-links/import', {
            body: { mode, content: await fileToBase64(file), ...(fileName ? { fileName } : {}) },
            // A commit of a full 5 MB file (about 100,000 rows) takes seconds, not the default call's budget.
            timeoutMs: 60_000,
          }),
        mode === 'commit',
      ),
    [client, run],
  );
  return { createLink, updateLink, deleteLink, deleteAllLinks, importFile, isMutating: running > 0 };
}
