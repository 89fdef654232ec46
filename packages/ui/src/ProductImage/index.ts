export {
  ProductImage,
  productImageFormats,
  productImageProps,
  productImageSrcSet,
  productImageVariants,
} from './ProductImage';
export type { ProductImageFormat, ProductImageMedia, ProductImageProps, ProductImageSource } from './ProductImage';
