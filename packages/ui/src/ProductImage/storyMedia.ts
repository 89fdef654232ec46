import type { ProductImageMedia } from './ProductImage';

/** A drawing as a data URL (no network in stories): a product sketch of `width`×`height` labelled with its size. */
function drawing(label: string, colour: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="${width}" height="${height}">` +
    `<rect width="400" height="300" fill="#fafafa"/>` +
    `<rect x="80" y="110" width="50" height="80" rx="4" fill="${colour}" stroke="#37474f" stroke-width="3"/>` +
    `<rect x="130" y="130" width="200" height="40" fill="#eceff1" stroke="#37474f" stroke-width="3"/>` +
    `<text x="200" y="260" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#37474f">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A media answer for stories and tests, shaped like the store-API's (thumbnails 160/400/800/1600 px wide, a URL per
 * format): every thumbnail is a data-URL drawing, so stories need no server.
 */
export function storyMedia(label = 'Hex bolt M8', colour = '#f9a825'): ProductImageMedia {
  const thumbnails = [160, 400, 800, 1600].map((width) => {
    const height = (width * 3) / 4;
    const url = drawing(label, colour, width, height);
    return { width, height, url, urls: { avif: url, webp: url, jpeg: url } };
  });
  return { url: drawing(label, colour, 400, 300), width: 400, height: 300, thumbnails };
}
