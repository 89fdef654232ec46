import { useEffect } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

/** embla's API (scrollPrev, scrollNext, events…). */
export type CrossSellingEmbla = NonNullable<UseEmblaCarouselType[1]>;

export interface CrossSellingEngineProps {
  /** The slider's viewport (the element embla scrolls). */
  viewport: HTMLElement;
  /** Called with embla's API once it runs, and with undefined when it stops. */
  onApi: (api: CrossSellingEmbla | undefined) => void;
}

/**
 * CrossSellingSlider's carousel engine (embla: swipe, drag, snaps), a module of its own that renders nothing: it loads
 * when the slider is first pointed at, focused or touched, not with the product page (issue 10 budget: product page JS
 * <= 110 KB gzip).
 */
export function CrossSellingEngine({ viewport, onApi }: CrossSellingEngineProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' });
  useEffect(() => {
    viewportRef(viewport);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(embla);
    return () => onApi(undefined);
  }, [embla, onApi]);
  return null;
}
