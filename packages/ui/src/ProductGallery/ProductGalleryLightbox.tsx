import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../Dialog';
import { ProductImage, productImageProps } from '../ProductImage';
import type { ProductGalleryImage } from './ProductGallery';

export interface ProductGalleryLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product's name (the dialog's title). */
  name: string;
  /** The shown image and its position. */
  current: ProductGalleryImage;
  index: number;
  count: number;
  /** Called with the index of the image to show (previous, next, arrow keys). */
  onIndexChange: (index: number) => void;
  /**
   * The dialog's texts, from the gallery's messages: the gallery translates them, so the messages stay in the product
   * page's chunk instead of a chunk of their own shared with this one (issue 10 product page budget).
   */
  texts: { position: string; zoomTitle: string; previous: string; next: string };
}

const step = (index: number, by: number, count: number) => (index + by + count) % count;

/**
 * ProductGallery's zoom dialog, a module of its own: the Dialog (Radix Dialog, focus trap, scroll lock) loads when the
 * zoom is first wanted, not with every product page (issue 10 budget: product page JS <= 110 KB gzip).
 */
export function ProductGalleryLightbox({
  open,
  onOpenChange,
  name,
  current,
  index,
  count,
  onIndexChange,
  texts,
}: ProductGalleryLightboxProps) {
  const onZoomKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') onIndexChange(step(index, 1, count));
    else if (event.key === 'ArrowLeft') onIndexChange(step(index, -1, count));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl" onKeyDown={onZoomKeyDown} data-slot="product-gallery-lightbox">
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription>{texts.position}</DialogDescription>
        <ProductImage
          {...productImageProps(current.media)}
          alt={texts.zoomTitle}
          sizes="(min-width: 1024px) 64rem, 100vw"
          priority
        />
        {count > 1 ? (
          <div className="flex justify-between gap-2">
            <button
              type="button"
              onClick={() => onIndexChange(step(index, -1, count))}
              className="inline-flex cursor-pointer items-center gap-1 rounded-md border border-border px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              {texts.previous}
            </button>
            <button
              type="button"
              onClick={() => onIndexChange(step(index, 1, count))}
              className="inline-flex cursor-pointer items-center gap-1 rounded-md border border-border px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {texts.next}
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
