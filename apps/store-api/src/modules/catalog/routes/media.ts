import type { Hono } from 'hono';
import { errorCodes, isUuid } from '@ratchet/store-api-contract';
import { drawMedia } from '../domain/drawings';
import { findMedia } from '../service';
import type { AppDeps, AppEnv } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';

/** Media URL of a media id on this server. */
export function mediaUrl(publicUrl: string, mediaId: string): string {
  return `${publicUrl}/media/${mediaId}.svg`;
}

/** `GET /media/{id}.svg`: the generated drawing (no external images). Immutable, cacheable. */
export function registerMediaRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isUuid(id)) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown media file.');
    const row = await findMedia(deps.db, id);
    if (!row) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown media file.');
    return c.body(drawMedia(row.kind, row.variant, row.title), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
