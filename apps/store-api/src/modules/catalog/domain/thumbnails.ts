import type { ThumbnailFormat } from '@ratchet/store-api-contract';

/** A thumbnail preset: the box (`{width}_{height}`) an image is fitted into, aspect ratio kept, never enlarged past it. */
export interface ThumbnailPreset {
  name: string;
  boxWidth: number;
  boxHeight: number;
}

/**
 * The presets the pages need (storefront.md §9 image formats, "presets such as 400_545"):
 * - `160_160` gallery thumbnails, cart and search lines;
 * - `400_545` product cards (Shopware's listing preset);
 * - `800_800` the detail page's main image (and cards at 2×);
 * - `1600_1600` zoom/lightbox and the main image at 2×.
 */
export const thumbnailPresets: readonly ThumbnailPreset[] = [
  { name: '160_160', boxWidth: 160, boxHeight: 160 },
  { name: '400_545', boxWidth: 400, boxHeight: 545 },
  { name: '800_800', boxWidth: 800, boxHeight: 800 },
  { name: '1600_1600', boxWidth: 1600, boxHeight: 1600 },
];

/** The preset of a name (`400_545`), or null for an unknown one. */
export function thumbnailPreset(name: string): ThumbnailPreset | null {
  return thumbnailPresets.find((preset) => preset.name === name) ?? null;
}

/** Intrinsic size (CSS pixels) of a generated drawing by media kind: its SVG's viewBox (see drawings.ts). */
export function drawingSize(kind: string): { width: number; height: number } {
  if (kind === 'icon') return { width: 24, height: 24 };
  if (kind === 'banner' || kind === 'blog') return { width: 800, height: 300 };
  if (kind === 'logo') return { width: 160, height: 40 };
  return { width: 400, height: 300 };
}

/** Icons and logos stay vector (tiny, crisp at every size); every other kind gets raster thumbnails. */
export function hasThumbnails(kind: string): boolean {
  return kind !== 'icon' && kind !== 'logo';
}

/**
 * The pixel size of an image of `width`×`height` fitted into a preset's box with its aspect ratio kept
 * (a vector original is scaled up or down to touch the box).
 */
export function fitIntoBox(
  size: { width: number; height: number },
  preset: ThumbnailPreset,
): { width: number; height: number } {
  const scale = Math.min(preset.boxWidth / size.width, preset.boxHeight / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** File extension of a thumbnail format in its URL (`jpeg` is served as `.jpg`). */
export function thumbnailExtension(format: ThumbnailFormat): string {
  return format === 'jpeg' ? 'jpg' : format;
}

/** The format of a thumbnail file extension (`jpg`/`jpeg`, `webp`, `avif`), or null. */
export function thumbnailFormatOfExtension(extension: string): ThumbnailFormat | null {
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'webp' || extension === 'avif') return extension;
  return null;
}

/** Path of a thumbnail on this server: `/thumbnail/{mediaId}/{preset}.{ext}`. */
export function thumbnailPath(mediaId: string, presetName: string, format: ThumbnailFormat): string {
  return `/thumbnail/${mediaId}/${presetName}.${thumbnailExtension(format)}`;
}
