// Public API of the catalog module: its routes (navigation, categories, listing, search, suggest, products,
// pages, SEO URLs, media) and the catalogue context other modules (content) render with.
export { registerCatalogRoutes } from './routes';
export { registerMediaRoutes } from './routes/media';
export { catalogContext } from './service';
export { cacheIfAnonymous } from '../../platform/http/cache';
// The seed and the bench build the typeahead tables and slugs the same way the module does.
export { buildSuggestIndex } from './repo/suggestIndex';
export { slugify } from './domain/slug';
// The cart shows a line's cover the way the catalogue answers media.
export { presentMedia } from './present/media';
export type { MediaRow } from './present/media';
