import type { Hono } from 'hono';
import { errorCodes, isUuid } from '@ratchet/store-api-contract';
import { drawMedia } from '../domain/drawings';
import { thumbnailFormatOfExtension } from '../domain/thumbnails';
import { findMedia, mediaThumbnail, productFilePdf } from '../service';
import type { AppDeps, AppEnv } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';
import { rasterContentTypes, ThumbnailCache } from '../../../platform/files/thumbnails';

/** Media URL of a media id on this server. */
export function mediaUrl(publicUrl: string, mediaId: string): string {
  return `${publicUrl}/media/${mediaId}.svg`;
}

// A media file's URL names its content (id + preset + format, drawn deterministically): cache it for a year.
const immutable = 'public, max-age=31536000, immutable';

/**
 * `GET /media/{id}.svg`: the generated drawing (no external images); `GET /thumbnail/{id}/{preset}.{avif|webp|jpg}`:
 * its raster thumbnail (storefront.md §9 image formats), rendered once and then read from the disk cache. Both are
 * immutable and cacheable for a year.
 */
export function registerMediaRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const thumbnails = new ThumbnailCache(deps.config.thumbnailDir);

  app.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isUuid(id)) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown media file.');
    const row = await findMedia(deps.db, id);
    if (!row) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown media file.');
    return c.body(drawMedia(row.kind, row.variant, row.title), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': immutable,
    });
  });

  app.get('/thumbnail/:id/:file', async (c) => {
    const id = c.req.param('id');
    const match = /^(\d+_\d+)\.([a-z]+)$/.exec(c.req.param('file'));
    const format = match?.[2] ? thumbnailFormatOfExtension(match[2]) : null;
    if (!isUuid(id) || !match?.[1] || !format) {
      throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown thumbnail.');
    }
    const bytes = await mediaThumbnail(deps.db, thumbnails, id, match[1], format);
    if (!bytes) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown thumbnail.');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': rasterContentTypes[format],
      'content-length': String(bytes.byteLength),
      'cache-control': immutable,
    });
  });

  // `GET /files/{id}/{name}`: a product's download or document (issue 10 Product detail tabs), a generated PDF.
  app.get('/files/:id/:name', async (c) => {
    const id = c.req.param('id');
    const name = c.req.param('name');
    const pdf = isUuid(id) ? await productFilePdf(deps.db, id, name) : null;
    if (!pdf) throw new StoreApiHttpError(404, errorCodes.routeNotFound, 'Unknown file.');
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'public, max-age=86400',
    });
  });
}
