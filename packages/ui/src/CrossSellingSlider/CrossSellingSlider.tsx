import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import type { CrossSellingEmbla } from './CrossSellingEngine';
import { crossSellingSliderMessages } from './messages';

export type CrossSellingSliderProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** The slider's heading (the cross-selling's name, e.g. "Matching accessories"). */
  title: string;
  /** One slide per product (e.g. a product card); keys come from the caller. */
  items: readonly { id: string; content: ReactNode }[];
};

/** The carousel engine's module (embla), loaded when the slider is first wanted (pointer, focus, touch, a press). */
const loadEngine = () => import('./CrossSellingEngine');
const CrossSellingEngine = lazy(() => loadEngine().then((module) => ({ default: module.CrossSellingEngine })));

const arrowClass =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-40';

/**
 * A cross-selling slider (issue 10 product detail): a titled carousel of products (embla: swipe and drag), previous
 * and next buttons, and the arrow keys when the slider has focus. Slides are `aria-roledescription="slide"` with their
 * position; focus moving into a slide scrolls it into view. embla is a module of its own (CrossSellingEngine), loaded
 * when the slider is first pointed at, focused or touched (a product page's visitors mostly never use it); a previous
 * or next press before it is there scrolls once it is.
 */
export function CrossSellingSlider({ title, items, className, ...props }: CrossSellingSliderProps) {
  const t = useUiMessages(crossSellingSliderMessages);
  const headingId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CrossSellingEmbla | undefined>();
  const [engineWanted, setEngineWanted] = useState(false);
  const pending = useRef<'previous' | 'next' | null>(null);
  const wantEngine = () => setEngineWanted(true);
  useEffect(() => {
    if (!embla || !pending.current) return;
    if (pending.current === 'previous') embla.scrollPrev();
    else embla.scrollNext();
    pending.current = null;
  }, [embla]);
  const scroll = (direction: 'previous' | 'next') => {
    if (!embla) {
      pending.current = direction;
      wantEngine();
    } else if (direction === 'previous') embla.scrollPrev();
    else embla.scrollNext();
  };
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    // 'slidesInView' also fires once after the first layout, so the buttons start right without a sync call here.
    embla.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('slidesInView', sync);
    };
  }, [embla, sync]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scroll('previous');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scroll('next');
    }
  };
  if (items.length === 0) return null;
  return (
    <section
      data-slot="cross-selling-slider"
      aria-roledescription={t('carousel')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onPointerEnter={wantEngine}
      onTouchStart={wantEngine}
      onFocus={wantEngine}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrowClass}
            aria-label={t('previous')}
            disabled={!canPrevious}
            onClick={() => scroll('previous')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-label={t('next')}
            disabled={!canNext}
            onClick={() => scroll('next')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div ref={setViewport} className="overflow-hidden" data-slot="cross-selling-viewport">
        <div className="-ml-3 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideLabel', { index: index + 1, count: items.length })}
              data-slot="cross-selling-slide"
              onFocus={() => {
                if (!embla || embla.slidesInView().includes(index)) return;
                // Slides scroll in groups (snaps): go to the group that holds the focused slide.
                const snap = embla.internalEngine().slideRegistry.findIndex((group) => group.includes(index));
                if (snap >= 0) embla.scrollTo(snap);
              }}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-3 sm:basis-1/3 lg:basis-1/4"
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
      {engineWanted && viewport ? (
        <Suspense fallback={null}>
          <CrossSellingEngine viewport={viewport} onApi={setEmbla} />
        </Suspense>
      ) : null}
    </section>
  );
}
