import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, Product } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

describe.each(testDatabases)(
  'product images: raster thumbnails (issue 10 Product images; storefront.md §9 image formats) on %s',
  (database) => {
    let server: TestServer;
    let thumbnailDir: string;
    let cover: Media;

    beforeAll(async () => {
      thumbnailDir = await mkdtemp(path.join(tmpdir(), 'ratchet-thumbnails-test-'));
      server = await startTestServer({ database, seed: { products: 20, demo: false }, config: { thumbnailDir } });
      const products = await server.post<{ elements: Product[] }>('/product', { limit: 1 });
      const media = products.json.elements[0]?.cover?.media;
      if (!media) throw new Error('the seeded product has no cover');
      cover = media;
    });
    afterAll(async () => {
      await server?.close();
      await rm(thumbnailDir, { recursive: true, force: true });
    });

    /** A URL of the answer fetched from this test server (the answer names the configured public origin). */
    const fetchLocal = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, server.origin));

    it('answers width, height and one thumbnail per preset with an AVIF, WebP and JPEG URL each, by ascending width', () => {
      expect(cover.width).toBe(400);
      expect(cover.height).toBe(300);
      expect(cover.thumbnails.map((thumbnail) => thumbnail.preset)).toEqual([
        '160_160',
        '400_545',
        '800_800',
        '1600_1600',
      ]);
      const card = cover.thumbnails.find((thumbnail) => thumbnail.preset === '400_545');
      // Fitted into the 400×545 box with the drawing's 4:3 aspect ratio kept.
      expect(card).toMatchObject({ width: 400, height: 300 });
      expect(card?.urls.avif).toMatch(new RegExp(`/thumbnail/${cover.id}/400_545\\.avif$`));
      expect(card?.urls.webp).toMatch(/\/400_545\.webp$/);
      expect(card?.url).toBe(card?.urls.jpeg);
      expect(card?.urls.jpeg).toMatch(/\/400_545\.jpg$/);
    });

    it.each([
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpeg', 'image/jpeg', 'jpeg'],
    ] as const)(
      'serves the %s thumbnail with its content type, the answer’s pixel size and a year-long immutable cache header',
      async (format, contentType, sharpFormat) => {
        const thumbnail = cover.thumbnails.find((entry) => entry.preset === '800_800');
        if (!thumbnail) throw new Error('no 800_800 thumbnail');
        const response = await fetchLocal(thumbnail.urls[format]);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(contentType);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.format).toBe(sharpFormat);
        expect([metadata.width, metadata.height]).toEqual([thumbnail.width, thumbnail.height]);
      },
    );

    it('keeps a rendered thumbnail on disk and serves the same bytes again', async () => {
      const thumbnail = cover.thumbnails.find((entry) => entry.preset === '160_160');
      if (!thumbnail) throw new Error('no 160_160 thumbnail');
      const first = Buffer.from(await (await fetchLocal(thumbnail.urls.webp)).arrayBuffer());
      const files = await readdir(thumbnailDir);
      expect(files.filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(0);
      const second = Buffer.from(await (await fetchLocal(thumbnail.urls.webp)).arrayBuffer());
      expect(second.equals(first)).toBe(true);
      expect(await readdir(thumbnailDir)).toEqual(files);
    });

    it.each([
      ['an unknown media id', () => `/thumbnail/00000000-0000-4000-8000-000000000000/400_545.jpg`],
      ['an unknown preset', () => `/thumbnail/${cover.id}/123_456.jpg`],
      ['an unknown format', () => `/thumbnail/${cover.id}/400_545.gif`],
      ['a malformed id', () => `/thumbnail/not-a-uuid/400_545.jpg`],
    ])('answers 404 for %s', async (_case, pathOf) => {
      const response = await fetch(`${server.origin}${pathOf()}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    });

    it('gives icons and logos no thumbnails (they stay vector) and answers 404 for a thumbnail of one', async () => {
      const { rows } = await server.db.query<{ id: string }>("SELECT id FROM media WHERE kind = 'logo' LIMIT 1");
      const logoId = rows[0]?.id;
      if (!logoId) throw new Error('no logo media seeded');
      expect((await fetch(`${server.origin}/thumbnail/${logoId}/400_545.jpg`)).status).toBe(404);
      expect((await fetch(`${server.origin}/media/${logoId}.svg`)).status).toBe(200);
    });
  },
);
