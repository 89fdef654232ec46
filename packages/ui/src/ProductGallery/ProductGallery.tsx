import { lazy, Suspense, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { ProductImage, productImageProps, type ProductImageMedia } from '../ProductImage';
import { productGalleryMessages } from './messages';

/** One image of the gallery: the media answer and its alternative text. */
export interface ProductGalleryImage {
  id: string;
  media: ProductImageMedia;
  alt: string;
}

export type ProductGalleryProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The images, cover first. */
  images: readonly ProductGalleryImage[];
  /** The product's name (names the gallery and the zoom dialog). */
  name: string;
  /** The shown image (controlled). */
  index?: number | undefined;
  /** The image shown first (uncontrolled; default 0). */
  defaultIndex?: number;
  /** Called with the index of the image the user picks. */
  onIndexChange?: ((index: number) => void) | undefined;
  /** Whether the zoom dialog is open (controlled; uncontrolled by default). */
  zoomOpen?: boolean | undefined;
  /** Called when the zoom dialog opens or closes. */
  onZoomOpenChange?: ((open: boolean) => void) | undefined;
  /** `sizes` of the main image (how wide it shows per viewport). */
  sizes?: string;
};

const step = (index: number, by: number, count: number) => (index + by + count) % count;

/** The zoom dialog's module, loaded on the zoom button's first intent (pointer, focus, touch) or at its click. */
const loadLightbox = () => import('./ProductGalleryLightbox');
const ProductGalleryLightbox = lazy(() =>
  loadLightbox().then((module) => ({ default: module.ProductGalleryLightbox })),
);

/**
 * A product's images (issue 10 product detail): the main image (the page's LCP image: eager, never lazy), a row of
 * thumbnails (arrow keys, Home and End move between them; the selected one is `aria-pressed`), and a zoom dialog
 * (Dialog: focus trapped, Escape closes) with the large image, previous/next buttons and arrow keys. The dialog is a
 * module of its own (ProductGalleryLightbox), loaded when the zoom is first wanted.
 */
export function ProductGallery({
  images,
  name,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  zoomOpen: zoomOpenProp,
  onZoomOpenChange,
  sizes = '(min-width: 1024px) 40vw, 100vw',
  className,
  ...props
}: ProductGalleryProps) {
  const t = useUiMessages(productGalleryMessages);
  const [rawIndex, setIndex] = useControllableState({
    value: indexProp,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const [zoomOpen, setZoomOpen] = useControllableState({
    value: zoomOpenProp,
    defaultValue: false,
    onChange: onZoomOpenChange,
  });
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const index = count === 0 ? 0 : Math.min(Math.max(0, rawIndex), count - 1);
  const current = images[index];

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const targets: Record<string, number> = {
      ArrowRight: step(at, 1, count),
      ArrowDown: step(at, 1, count),
      ArrowLeft: step(at, -1, count),
      ArrowUp: step(at, -1, count),
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setIndex(target);
    thumbnailRefs.current[target]?.focus();
  };
  // Once wanted, the dialog stays mounted (Radix returns the focus to the zoom button when it closes).
  const [zoomWanted, setZoomWanted] = useState(false);
  if (zoomOpen && !zoomWanted) setZoomWanted(true);
  const prefetchLightbox = () => void loadLightbox();

  const mainImage = current ? productImageProps(current.media, { maxWidth: 800 }) : { src: null, width: 4, height: 3 };
  return (
    <section
      data-slot="product-gallery"
      aria-label={t('label', { name })}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="relative overflow-hidden rounded-md border border-border bg-surface">
        {current ? (
          <button
            type="button"
            data-slot="product-gallery-zoom"
            onClick={() => setZoomOpen(true)}
            onPointerEnter={prefetchLightbox}
            onTouchStart={prefetchLightbox}
            onFocus={prefetchLightbox}
            aria-label={t('zoom')}
            className="group block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ProductImage {...mainImage} alt={current.alt} sizes={sizes} priority />
            <span
              aria-hidden="true"
              className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-sm group-hover:text-primary"
            >
              <Search className="size-5" />
            </span>
          </button>
        ) : (
          <ProductImage src={null} alt="" width={4} height={3} />
        )}
      </div>
      {count > 1 ? (
        <div
          role="group"
          aria-label={t('thumbnails')}
          className="flex flex-wrap gap-2"
          data-slot="product-gallery-thumbnails"
        >
          {images.map((image, at) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbnailRefs.current[at] = element;
              }}
              type="button"
              aria-pressed={at === index}
              aria-label={t('showImage', { index: at + 1, count })}
              tabIndex={at === index ? 0 : -1}
              data-state={at === index ? 'active' : 'inactive'}
              onClick={() => setIndex(at)}
              onKeyDown={(event) => onThumbnailKeyDown(event, at)}
              className="w-16 cursor-pointer overflow-hidden rounded-sm border-2 border-border bg-surface p-0.5 hover:border-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:border-primary"
            >
              <ProductImage {...productImageProps(image.media, { maxWidth: 160 })} alt="" sizes="64px" />
            </button>
          ))}
        </div>
      ) : null}
      {current && (zoomOpen || zoomWanted) ? (
        <Suspense fallback={null}>
          <ProductGalleryLightbox
            open={zoomOpen}
            onOpenChange={setZoomOpen}
            name={name}
            current={current}
            index={index}
            count={count}
            onIndexChange={setIndex}
            texts={{
              position: t('position', { index: index + 1, count }),
              zoomTitle: t('zoomTitle', { name, index: index + 1, count }),
              previous: t('previous'),
              next: t('next'),
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
