import { useId, type ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { sliderMessages } from './messages';

/** Track styles: `size` of track and thumbs. */
export const sliderVariants = cva(
  'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
  {
    variants: {
      size: {
        sm: 'h-4 [&_[data-slot=slider-track]]:h-1 [&_[data-slot=slider-thumb]]:size-4',
        md: 'h-5 [&_[data-slot=slider-track]]:h-1.5 [&_[data-slot=slider-thumb]]:size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** A range: the lower and the upper value. */
export type SliderRange = [number, number];

/** The customer list's budget filter range (account-area.md §5, §9 "budget slider 0 to 10000"). */
export const budgetSliderDefaults = { min: 0, max: 10000, step: 100 } as const;

export type SliderProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir' | 'children'> &
  VariantProps<typeof sliderVariants> & {
    /** Visible label of the range (e.g. "Budget"); names both thumbs ("Budget, minimum"). */
    label: string;
    /** Lowest value (default 0). */
    min?: number | undefined;
    /** Highest value (default 10000). */
    max?: number | undefined;
    /** Step of arrow keys and dragging (default 100); Page Up/Down move ten steps. */
    step?: number | undefined;
    /** The range (controlled). */
    value?: SliderRange | undefined;
    /** The range at start (uncontrolled); defaults to `[min, max]`. */
    defaultValue?: SliderRange | undefined;
    /** Called on every move. */
    onValueChange?: ((value: SliderRange) => void) | undefined;
    /** Called once a drag or key press ends: the moment to update the URL or fetch. */
    onValueCommit?: ((value: SliderRange) => void) | undefined;
    /** Steps the thumbs keep apart (default 0: they may meet). */
    minStepsBetweenThumbs?: number | undefined;
    /** Formats the shown and announced values; defaults to euro in the shop locale (storefront.md §9). */
    formatValue?: ((value: number, locale: string) => string) | undefined;
    /** Whether the slider is disabled. */
    disabled?: boolean | undefined;
    /** Form field names of the lower and upper value (e.g. `['budgetMin', 'budgetMax']`, account-area.md §7). */
    names?: [string, string] | undefined;
  };

/**
 * A range slider with two thumbs (Radix, WAI-ARIA slider pattern: arrow keys move one step, Page Up/Down
 * ten, Home/End to the ends), its values shown above and announced as euro amounts through the shop's
 * price format (e.g. the customer list's budget filter 0–10,000 €). Controlled with `value` or uncontrolled.
 */
export function Slider({
  label,
  min = budgetSliderDefaults.min,
  max = budgetSliderDefaults.max,
  step = budgetSliderDefaults.step,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  minStepsBetweenThumbs = 0,
  formatValue = formatPrice,
  disabled = false,
  names,
  size,
  className,
  ...props
}: SliderProps) {
  const t = useUiMessages(sliderMessages);
  const locale = useUiLocale();
  const labelId = useId();
  const [range, setRange] = useControllableState<SliderRange>({
    value: valueProp,
    defaultValue: defaultValue ?? [min, max],
    onChange: onValueChange,
  });
  const [from, to] = range.map((value) => formatValue(value, locale));
  const thumbLabels = [t('minimum', { label }), t('maximum', { label })];

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="slider"
      data-variant={size ?? 'md'}
      data-state={disabled ? 'disabled' : 'enabled'}
      className={cn('flex flex-col gap-2 text-sm text-foreground', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        {/* Visible values only: each thumb announces its own value through aria-valuetext. */}
        <span aria-hidden="true" data-slot="slider-output" className="text-muted-foreground tabular-nums">
          {t('range', { from: from ?? '', to: to ?? '' })}
        </span>
      </div>
      <SliderPrimitive.Root
        min={min}
        max={max}
        step={step}
        value={range}
        onValueChange={(next) => setRange([next[0] ?? min, next[1] ?? max])}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        disabled={disabled}
        className={sliderVariants({ size })}
        onKeyDown={(event) => {
          // WAI-ARIA slider: Home and End move the focused thumb to its own ends. Radix would move the
          // first thumb to min on Home and the last to max on End, whichever thumb has focus.
          if (disabled || (event.key !== 'Home' && event.key !== 'End')) return;
          const thumbs = [...event.currentTarget.querySelectorAll('[role="slider"]')];
          const index = thumbs.indexOf(event.target as Element);
          if (index < 0) return;
          event.preventDefault();
          const gap = minStepsBetweenThumbs * step;
          const next: SliderRange =
            index === 0
              ? [event.key === 'Home' ? min : range[1] - gap, range[1]]
              : [range[0], event.key === 'Home' ? range[0] + gap : max];
          setRange(next);
          onValueCommit?.(next);
        }}
      >
        <SliderPrimitive.Track data-slot="slider-track" className="relative grow overflow-hidden rounded-full bg-muted">
          <SliderPrimitive.Range className="absolute h-full bg-primary" />
        </SliderPrimitive.Track>
        {thumbLabels.map((thumbLabel, index) => (
          <SliderPrimitive.Thumb
            key={thumbLabel}
            data-slot="slider-thumb"
            aria-label={thumbLabel}
            aria-valuetext={index === 0 ? from : to}
            name={names?.[index]}
            className="block cursor-grab rounded-full border-2 border-primary bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[disabled]:cursor-not-allowed"
          />
        ))}
      </SliderPrimitive.Root>
    </div>
  );
}
