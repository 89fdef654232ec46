import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';

/** The raster formats thumbnails are encoded in, with their content type. */
export const rasterContentTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export type RasterFormat = keyof typeof rasterContentTypes;

/** What to rasterise: an SVG document drawn into a `width`×`height` image of `format`. */
export interface RasterRequest {
  svg: string;
  /** Intrinsic width of the SVG (its viewBox), to render it at the density the target size needs. */
  svgWidth: number;
  width: number;
  height: number;
  format: RasterFormat;
}

// Encoder settings: AVIF at low effort (its encoder is slow on two cores), WebP/JPEG at common web qualities.
// Transparent drawings are flattened on white (JPEG has no alpha; the shop's product images sit on white).
const encoders: Record<RasterFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

/** Rasterises an SVG into one thumbnail (sharp/librsvg): vector drawn at the target's density, never upscaled blurry. */
export async function rasterise({ svg, svgWidth, width, height, format }: RasterRequest): Promise<Buffer> {
  const density = Math.max(1, Math.min(2400, Math.ceil((72 * width) / Math.max(1, svgWidth))));
  const image = sharp(Buffer.from(svg), { density })
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' });
  return encoders[format](image).toBuffer();
}

/**
 * A disk cache of rendered thumbnails. Files are named by a hash of what was rendered (the SVG itself, size and
 * format), so a changed drawing never serves a stale file and the cache needs no invalidation; concurrent requests
 * for the same thumbnail render it once. Writes go through a temporary file and a rename, so a reader never sees a
 * half-written image.
 */
export class ThumbnailCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  private ready: Promise<unknown> | null = null;

  constructor(
    /** Directory of the cached files (created on first use). */
    readonly directory: string,
    private readonly render: (request: RasterRequest) => Promise<Buffer> = rasterise,
  ) {}

  /** The file name of a request in the cache. */
  static keyOf(request: RasterRequest): string {
    const hash = createHash('sha256')
      .update(`${request.width}x${request.height}|${request.svgWidth}|${request.format}|`)
      .update(request.svg)
      .digest('hex')
      .slice(0, 32);
    return `${hash}.${request.format}`;
  }

  /** The thumbnail's bytes: from disk when rendered before, else rendered, stored and returned. */
  async get(request: RasterRequest): Promise<Buffer> {
    const key = ThumbnailCache.keyOf(request);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const work = this.load(key, request).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async load(key: string, request: RasterRequest): Promise<Buffer> {
    const file = path.join(this.directory, key);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const bytes = await this.render(request);
    this.ready ??= mkdir(this.directory, { recursive: true });
    await this.ready;
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return bytes;
  }
}
