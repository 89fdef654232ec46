import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** Raster formats the store-API serves thumbnails in (storefront.md §9 image formats), best first. */
export const productImageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ProductImageFormat = (typeof productImageFormats)[number];

/** One thumbnail of an image: its URL and its pixel width (becomes a `url 400w` srcset candidate). */
export interface ProductImageSource {
  url: string;
  width: number;
}

const mimeTypes: Record<ProductImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** ProductImage styles: `fit` of the picture in its box (products are drawn on white, so `contain` by default). */
export const productImageVariants = cva('block h-auto w-full bg-surface', {
  variants: {
    fit: {
      contain: 'object-contain',
      cover: 'object-cover',
    },
  },
  defaultVariants: { fit: 'contain' },
});

export type ProductImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading' | 'children'
> &
  VariantProps<typeof productImageVariants> & {
    /** The fallback image URL (JPEG); `null` shows an empty placeholder of the same size. */
    src: string | null | undefined;
    /** Alternative text; pass `''` when the product's name is already next to the image. */
    alt: string;
    /** Intrinsic width in pixels: always set with `height` so the page does not shift while the image loads (CLS). */
    width: number;
    /** Intrinsic height in pixels. */
    height: number;
    /** Thumbnails per format; AVIF and WebP become `<source>` elements, JPEG the `<img>`'s own srcset. */
    sources?: Partial<Record<ProductImageFormat, readonly ProductImageSource[]>> | undefined;
    /** The `sizes` attribute: how wide the image is shown per viewport, e.g. `(min-width: 1024px) 25vw, 50vw`. */
    sizes?: string | undefined;
    /**
     * The page's LCP image: loaded eagerly with high fetch priority. Every other image is lazy-loaded
     * (issue 10 Product images: "lazy-load below the fold; the LCP image is not lazy").
     */
    priority?: boolean | undefined;
  };

/** Builds a `srcset` value from thumbnails, widest last; empty when none has a usable width. */
export function productImageSrcSet(sources: readonly ProductImageSource[] | undefined): string {
  return [...(sources ?? [])]
    .filter((source) => Number.isFinite(source.width) && source.width > 0 && source.url)
    .sort((a, b) => a.width - b.width)
    .map((source) => `${source.url} ${Math.round(source.width)}w`)
    .join(', ');
}

/**
 * The fields of a store-API media answer the picture needs (structurally the contract's `Media`, so the component
 * stays free of the API): the original, its intrinsic size and its raster thumbnails with a URL per format.
 */
export interface ProductImageMedia {
  url: string;
  width: number;
  height: number;
  thumbnails: readonly {
    width: number;
    height: number;
    url: string;
    urls: Readonly<Record<ProductImageFormat, string>>;
  }[];
}

/**
 * `src`, `width`, `height` and `sources` of a media answer: one srcset candidate per thumbnail and format, limited
 * to thumbnails up to `maxWidth` pixels wide (a card need not offer the zoom size; the smallest one is kept if none
 * fits); the JPEG `src` is the widest candidate. A media without thumbnails (vector drawing) uses its original.
 */
export function productImageProps(
  media: ProductImageMedia | null | undefined,
  { maxWidth = Number.POSITIVE_INFINITY }: { maxWidth?: number } = {},
): Pick<ProductImageProps, 'src' | 'width' | 'height' | 'sources'> {
  if (!media) return { src: null, width: 1, height: 1 };
  const sorted = [...media.thumbnails].sort((a, b) => a.width - b.width);
  const fitting = sorted.filter((thumbnail) => thumbnail.width <= maxWidth);
  const chosen = fitting.length > 0 ? fitting : sorted.slice(0, 1);
  const widest = chosen.at(-1);
  if (!widest) return { src: media.url, width: media.width, height: media.height };
  const sourcesOf = (format: ProductImageFormat) =>
    chosen.map((thumbnail) => ({ url: thumbnail.urls[format], width: thumbnail.width }));
  return {
    src: widest.url,
    width: widest.width,
    height: widest.height,
    sources: { avif: sourcesOf('avif'), webp: sourcesOf('webp'), jpeg: sourcesOf('jpeg') },
  };
}

/**
 * A product picture (issue 10 Product images): `<picture>` with AVIF and WebP sources and a JPEG fallback, each with
 * a `srcset` from the answer's thumbnails and the given `sizes`; width and height are always set so nothing shifts,
 * and it is lazy unless it is the LCP image. Without a URL it keeps its box as a neutral placeholder.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sources,
  sizes,
  priority = false,
  fit,
  className,
  ...props
}: ProductImageProps) {
  if (!src) {
    return (
      <span
        data-slot="product-image"
        data-state="placeholder"
        aria-hidden="true"
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn('block w-full rounded-sm bg-muted', className)}
      />
    );
  }
  return (
    <picture data-slot="product-image" data-state={priority ? 'priority' : 'lazy'} className="contents">
      {productImageFormats
        .filter((format) => format !== 'jpeg')
        .map((format) => {
          const srcSet = productImageSrcSet(sources?.[format]);
          return srcSet ? <source key={format} type={mimeTypes[format]} srcSet={srcSet} sizes={sizes} /> : null;
        })}
      <img
        src={src}
        srcSet={productImageSrcSet(sources?.jpeg) || undefined}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn(productImageVariants({ fit }), className)}
        {...props}
      />
    </picture>
  );
}
