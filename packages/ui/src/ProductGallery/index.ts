export { ProductGallery } from './ProductGallery';
export type { ProductGalleryImage, ProductGalleryProps } from './ProductGallery';
export { productGalleryMessages } from './messages';
