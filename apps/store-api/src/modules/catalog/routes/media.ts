import type { Hono } from 'hono';
import { errorCodes } from '@ratchet/store-api-contract';
import { drawMedia } from '../domain/drawings';
import type { AppDeps, AppEnv } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Media URL of a media id on this server. */
export function mediaUrl(publicUrl: string, mediaId: string): string {
  return `${publicUrl}/media/${mediaId}.svg`;
}

/** `GET /media/{id}.svg`: the generated drawing (no external images). Immutable, cacheable. */
export function registerMediaRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!uuidPattern.test(id)) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown media file.');
    const { rows } = await deps.db.query<{ kind: string; variant: number; title: string }>(
      'SELECT kind, variant, title FROM media WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown media file.');
    return c.body(drawMedia(row.kind, row.variant, row.title), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
