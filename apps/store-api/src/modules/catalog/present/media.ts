import type { Media, MediaThumbnail, ThumbnailFormat } from '@ratchet/store-api-contract';
import { drawingSize, fitIntoBox, hasThumbnails, thumbnailPath, thumbnailPresets } from '../domain/thumbnails';

/** A media row as the dictionary keeps it. */
export interface MediaRow {
  id: string;
  kind: string;
  title: string;
  alt: string | null;
}

/**
 * The contract's Media of a media row: the original SVG, its intrinsic size, and one raster thumbnail per preset
 * (by ascending width) with a URL per format (storefront.md §9 image formats), so pages reserve the image's space
 * (no layout shift) and pick a size with `srcset`.
 */
export function presentMedia(row: MediaRow, publicUrl: string): Media {
  const size = drawingSize(row.kind);
  const thumbnails: MediaThumbnail[] = hasThumbnails(row.kind)
    ? thumbnailPresets
        .map((preset) => {
          const fitted = fitIntoBox(size, preset);
          const url = (format: ThumbnailFormat) => `${publicUrl}${thumbnailPath(row.id, preset.name, format)}`;
          const urls = { avif: url('avif'), webp: url('webp'), jpeg: url('jpeg') };
          return {
            preset: preset.name,
            width: fitted.width,
            height: fitted.height,
            url: urls.jpeg,
            urls,
            apiAlias: 'media_thumbnail' as const,
          };
        })
        .sort((a, b) => a.width - b.width)
    : [];
  return {
    id: row.id,
    url: `${publicUrl}/media/${row.id}.svg`,
    alt: row.alt,
    title: row.title,
    mimeType: 'image/svg+xml',
    fileExtension: 'svg',
    width: size.width,
    height: size.height,
    thumbnails,
    apiAlias: 'media',
  };
}
