import { useLayoutEffect, useRef } from 'react';
import {
  I18nProvider,
  Label,
  Slider as AriaSlider,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { sliderMessages } from './messages';

/** Track styles: `size` of track and thumbs. */
export const sliderVariants = cva('relative w-full touch-none select-none data-[disabled]:opacity-50', {
  variants: {
    size: {
      sm: 'h-4 [&_[data-slot=slider-track]]:h-1 [&_[data-slot=slider-thumb]]:size-4',
      md: 'h-5 [&_[data-slot=slider-track]]:h-1.5 [&_[data-slot=slider-thumb]]:size-5',
    },
  },
  defaultVariants: { size: 'md' },
});

/** A range: the lower and the upper value. */
export type SliderRange = [number, number];

/** The customer list's budget filter range (account-area.md §5, §9 "budget slider 0 to 10000"). */
export const budgetSliderDefaults = { min: 0, max: 10000, step: 100 } as const;

export type SliderProps = Omit<
  AriaSliderProps<number[]>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onChangeEnd'
  | 'minValue'
  | 'maxValue'
  | 'step'
  | 'isDisabled'
  | 'children'
  | 'className'
  | 'style'
  | 'formatOptions'
  | 'orientation'
> &
  VariantProps<typeof sliderVariants> & {
    /** Visible label of the range (e.g. "Budget"); names both thumbs ("Minimum Budget"). */
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
    /** Class names for the root. */
    className?: string | undefined;
  };

/**
 * A range slider with two thumbs (React Aria, WAI-ARIA slider pattern: arrow keys move one step, Page
 * Up/Down ten, Home/End to the ends the other thumb leaves), its values shown beside the label and
 * announced as euro amounts through the shop's price format (e.g. the customer list's budget filter
 * 0–10,000 €). Controlled with `value` or uncontrolled.
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
  const [range, setRange] = useControllableState<SliderRange>({
    value: valueProp,
    defaultValue: defaultValue ?? [min, max],
    onChange: onValueChange,
  });
  const gap = minStepsBetweenThumbs * step;
  /** Keeps the thumbs `gap` apart: the thumb that moved stops short of the other one. */
  const keepApart = (next: readonly number[], previous: SliderRange): SliderRange => {
    const lower = next[0] ?? min;
    const upper = next[1] ?? max;
    if (upper - lower >= gap) return [lower, upper];
    return lower !== previous[0] ? [upper - gap, upper] : [lower, lower + gap];
  };
  const texts = range.map((value) => formatValue(value, locale));

  return (
    // React Aria formats and reads keys in its own locale: give it the shop's.
    <I18nProvider locale={locale}>
      <AriaSlider<number[]>
        data-slot="slider"
        data-variant={size ?? 'md'}
        data-state={disabled ? 'disabled' : 'enabled'}
        value={range}
        onChange={(next) => setRange(keepApart(next, range))}
        onChangeEnd={(next) => onValueCommit?.(keepApart(next, range))}
        minValue={min}
        maxValue={max}
        step={step}
        isDisabled={disabled}
        formatOptions={{ style: 'currency', currency: 'EUR' }}
        className={cn('flex flex-col gap-2 text-sm text-foreground', className)}
        {...props}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Label className="font-medium">{label}</Label>
          {/* Visible values only: each thumb announces its own value through aria-valuetext. */}
          <span aria-hidden="true" data-slot="slider-output" className="text-muted-foreground tabular-nums">
            {t('range', { from: texts[0] ?? '', to: texts[1] ?? '' })}
          </span>
        </div>
        <SliderTrack className={sliderVariants({ size })}>
          {({ state }) => (
            <>
              <span
                data-slot="slider-track"
                className="absolute inset-x-0 top-1/2 -translate-y-1/2 rounded-full bg-muted"
              />
              <span
                data-slot="slider-range"
                className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary"
                style={{
                  left: `${state.getThumbPercent(0) * 100}%`,
                  right: `${(1 - state.getThumbPercent(1)) * 100}%`,
                }}
              />
              {[0, 1].map((index) => (
                <RangeThumb
                  key={index}
                  index={index}
                  label={t(index === 0 ? 'minimum' : 'maximum')}
                  valueText={texts[index] ?? ''}
                  name={names?.[index]}
                />
              ))}
            </>
          )}
        </SliderTrack>
      </AriaSlider>
    </I18nProvider>
  );
}

/** One thumb; its range input announces `valueText` (the shop's price format, not React Aria's own). */
function RangeThumb({
  index,
  label,
  valueText,
  name,
}: {
  index: number;
  label: string;
  valueText: string;
  name: string | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // React Aria writes its Intl currency text (en-GB "€2,500.00"); the shop shows "€2.500,00" in every
  // locale (storefront.md §9), so the announced text is set again after each render.
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('aria-valuetext', valueText);
  });
  return (
    <SliderThumb
      index={index}
      aria-label={label}
      name={name}
      inputRef={inputRef}
      data-slot="slider-thumb"
      className="top-1/2 cursor-grab rounded-full border-2 border-primary bg-surface shadow-card data-[disabled]:cursor-not-allowed data-[dragging]:cursor-grabbing data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus"
    />
  );
}
