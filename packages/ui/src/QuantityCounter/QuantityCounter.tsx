import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Minus, Plus } from 'lucide-react';
import {
  decrementQuantity,
  effectiveMaximum,
  incrementQuantity,
  initialQuantity,
  parseQuantity,
  removesCartLine,
  snapQuantity,
  validateQuantity,
  type QuantityRule,
} from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { quantityCounterMessages } from './messages';

/** Holding plus or minus repeats after this delay (storefront.md §9: counter repeat 300ms start)… */
export const counterRepeatDelay = 300;
/** …then every this many milliseconds (storefront.md §9: 50ms interval). */
export const counterRepeatInterval = 50;

/** Frame of the counter per status (storefront.md §5: success, error or default). */
export const quantityCounterVariants = cva(
  'inline-flex h-10 self-start items-stretch overflow-hidden rounded-md border bg-surface text-foreground has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-focus',
  {
    variants: {
      status: {
        default: 'border-border',
        success: 'border-success',
        error: 'border-danger',
      },
      disabled: { true: 'opacity-50', false: '' },
    },
    defaultVariants: { status: 'default', disabled: false },
  },
);

/** Counter status. */
export type QuantityCounterStatus = NonNullable<VariantProps<typeof quantityCounterVariants>['status']>;

export type QuantityCounterProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> &
  QuantityRule & {
    /** The quantity (controlled). Always a valid quantity: typed invalid values are not reported here. */
    value?: number;
    /** Start quantity when uncontrolled; raised to minPurchase at mount. */
    defaultValue?: number;
    /** Called with every new valid quantity (also when the mount raises it to the minimum). */
    onChange?: (quantity: number) => void;
    /** Called when the typed text becomes valid or invalid, e.g. to disable add to cart. */
    onValidityChange?: (valid: boolean) => void;
    /** Frame colour; an invalid typed value always shows as error. */
    status?: QuantityCounterStatus;
    /** Disables typing and both buttons. */
    disabled?: boolean;
    /**
     * A change is on its way (e.g. another cart line's): plus and minus wait, but the input stays editable so no
     * keystroke is lost (issue 10 cart). Marks the counter `aria-busy`.
     */
    busy?: boolean;
    /** Accessible name of the input; defaults to the localized "Quantity". */
    label?: string;
    /** Form field name of the input. */
    name?: string;
    /**
     * Called instead of snapping up when a typed value below the minimum is committed (blur or Enter): in the
     * cart such a value removes the line (storefront.md §5). Without it the value snaps to the minimum.
     */
    onBelowMinimum?: (quantity: number) => void;
  };

type StepDirection = 'up' | 'down';

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The UI locales' decimal separators, as Intl writes them (no grouping here: useGrouping false). */
const decimalSeparators: Partial<Record<string, string>> = { 'de-DE': ',', 'nl-NL': ',', 'fr-FR': ',', 'en-GB': '.' };

/**
 * The counter's number format (two decimals at most, no grouping). Quantities of up to two decimals in the UI
 * locales are written without Intl ("2,5"; the rules compute in hundredths, so such a value prints as its digits),
 * so a listing's counters make no Intl.NumberFormat while the page hydrates (the first one of a page loads the
 * locale's number data: 70–250 ms on Lighthouse's throttled mobile CPU, issue 10; the search page's 0,25 steps made
 * two); another locale or more decimals make it on first use.
 */
function quantityFormat(locale: string): { format: (value: number) => string } {
  let intl: Intl.NumberFormat | undefined;
  const separator = decimalSeparators[locale];
  return {
    format: (value) =>
      separator && value >= 0 && value < 1e13 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
        ? String(Math.round(value * 100) / 100).replace('.', separator)
        : (intl ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false })).format(value),
  };
}

/**
 * Quantity input with minus and plus buttons following the product's purchase rules
 * (storefront.md §5): valid values are minPurchase + k·purchaseStep up to maxPurchase.
 */
export function QuantityCounter({
  minPurchase,
  purchaseStep,
  maxPurchase,
  value: valueProp,
  defaultValue,
  onChange,
  onValidityChange,
  status = 'default',
  disabled = false,
  busy = false,
  label,
  name,
  onBelowMinimum,
  className,
  ...props
}: QuantityCounterProps) {
  const t = useUiMessages(quantityCounterMessages);
  const locale = useUiLocale();
  const ruleIsUsable = isPositive(minPurchase) && isPositive(purchaseStep);
  const rule = useMemo<QuantityRule>(
    () =>
      // A broken product record must not break the page: fall back to "from 1 in steps of 1".
      ruleIsUsable
        ? { minPurchase, purchaseStep, maxPurchase: isPositive(maxPurchase) ? maxPurchase : null }
        : { minPurchase: 1, purchaseStep: 1, maxPurchase: null },
    [ruleIsUsable, minPurchase, purchaseStep, maxPurchase],
  );
  useEffect(() => {
    if (!ruleIsUsable) {
      console.error(
        `QuantityCounter: minPurchase and purchaseStep must be positive numbers (got ${minPurchase} and ${purchaseStep}); using 1 and 1.`,
      );
    }
  }, [ruleIsUsable, minPurchase, purchaseStep]);
  const minimum = initialQuantity(undefined, rule);
  const maximum = effectiveMaximum(rule);

  const [value, setValue] = useControllableState<number>({
    value: valueProp,
    defaultValue: initialQuantity(defaultValue, rule),
    onChange,
  });
  // Text being typed; null while the input shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);

  const format = useMemo(() => quantityFormat(locale), [locale]);
  const shown = draft ?? format.format(value);
  const typed = draft === null ? value : parseQuantity(draft);
  const valid = validateQuantity(typed, rule).valid;

  // At mount (and when a controlled value drops below the minimum) raise it to the minimum.
  useEffect(() => {
    const raised = initialQuantity(value, rule);
    if (raised !== value) setValue(raised);
  }, [value, rule, setValue]);

  const onValidityChangeRef = useRef(onValidityChange);
  useEffect(() => {
    onValidityChangeRef.current = onValidityChange;
  });
  const reportedValidity = useRef<boolean | null>(null);
  useEffect(() => {
    if (reportedValidity.current === valid) return;
    // The first report only matters when the counter starts invalid.
    if (reportedValidity.current !== null || !valid) onValidityChangeRef.current?.(valid);
    reportedValidity.current = valid;
  }, [valid]);

  // Timers and handlers read the latest value and draft, not the ones of their render.
  const valueRef = useRef(value);
  const draftRef = useRef(draft);
  useLayoutEffect(() => {
    valueRef.current = value;
    draftRef.current = draft;
  }, [value, draft]);

  /** One step; returns false when the value cannot move further. */
  const step = (direction: StepDirection): boolean => {
    const base = draftRef.current === null ? valueRef.current : parseQuantity(draftRef.current);
    const next = direction === 'up' ? incrementQuantity(base, rule) : decrementQuantity(base, rule);
    draftRef.current = null;
    setDraft(null);
    if (next === valueRef.current) return false;
    valueRef.current = next;
    setValue(next);
    return true;
  };

  const repeatTimer = useRef<{ timeout?: ReturnType<typeof setTimeout>; interval?: ReturnType<typeof setInterval> }>(
    {},
  );
  const pressedWithPointer = useRef(false);
  const stopRepeat = () => {
    clearTimeout(repeatTimer.current.timeout);
    clearInterval(repeatTimer.current.interval);
    repeatTimer.current = {};
  };
  useEffect(
    () => () => {
      clearTimeout(repeatTimer.current.timeout);
      clearInterval(repeatTimer.current.interval);
    },
    [],
  );

  const startRepeat = (direction: StepDirection, event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || disabled || busy) return;
    pressedWithPointer.current = true;
    stopRepeat();
    if (!step(direction)) return;
    repeatTimer.current.timeout = setTimeout(() => {
      repeatTimer.current.interval = setInterval(() => {
        if (!step(direction)) stopRepeat();
      }, counterRepeatInterval);
    }, counterRepeatDelay);
  };
  // Keyboard activation (Enter/Space) arrives as a click without a pointer press.
  const clickStep = (direction: StepDirection) => {
    if (pressedWithPointer.current) {
      pressedWithPointer.current = false;
      return;
    }
    step(direction);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const parsed = parseQuantity(text);
    if (validateQuantity(parsed, rule).valid) {
      valueRef.current = parsed;
      setValue(parsed);
    }
    setDraft(text);
  };
  const handleBlur = () => {
    if (draft === null) return;
    const typedQuantity = parseQuantity(draft);
    setDraft(null);
    if (onBelowMinimum && Number.isFinite(typedQuantity) && removesCartLine(typedQuantity, rule)) {
      onBelowMinimum(typedQuantity);
      return;
    }
    const snapped = snapQuantity(typedQuantity, rule);
    setValue(snapped);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 'up' : 'down');
    } else if (event.key === 'Enter') {
      handleBlur();
    }
  };

  const inputId = useId();
  const messageId = useId();
  const shownStatus: QuantityCounterStatus = valid ? status : 'error';
  const hint =
    maximum === null
      ? t('hintWithoutMaximum', { min: format.format(minimum), step: format.format(rule.purchaseStep) })
      : t('hint', { min: format.format(minimum), max: format.format(maximum), step: format.format(rule.purchaseStep) });
  const buttonClass =
    'inline-flex w-10 cursor-pointer items-center justify-center text-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-4';

  return (
    <div
      data-slot="quantity-counter"
      data-state={valid ? 'valid' : 'invalid'}
      data-status={shownStatus}
      data-disabled={disabled ? '' : undefined}
      aria-busy={busy || undefined}
      className={cn('inline-flex flex-col gap-1', className)}
      {...props}
    >
      <div className={quantityCounterVariants({ status: shownStatus, disabled })}>
        <button
          type="button"
          className={cn(buttonClass, 'border-r border-border')}
          aria-label={t('decrease')}
          aria-controls={inputId}
          disabled={disabled || busy || (valid && value <= minimum)}
          onPointerDown={(event) => startRepeat('down', event)}
          onPointerUp={stopRepeat}
          onPointerLeave={stopRepeat}
          onPointerCancel={stopRepeat}
          onClick={() => clickStep('down')}
        >
          <Minus aria-hidden="true" />
        </button>
        <input
          id={inputId}
          name={name}
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          className="w-16 bg-transparent text-center text-base tabular-nums outline-none disabled:cursor-not-allowed"
          aria-label={label ?? t('label')}
          aria-valuemin={minimum}
          aria-valuemax={maximum ?? undefined}
          aria-valuenow={Number.isFinite(typed) ? typed : undefined}
          aria-valuetext={shown}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : messageId}
          disabled={disabled}
          value={shown}
          onChange={handleInput}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
        />
        <button
          type="button"
          className={cn(buttonClass, 'border-l border-border')}
          aria-label={t('increase')}
          aria-controls={inputId}
          disabled={disabled || busy || (valid && maximum !== null && value >= maximum)}
          onPointerDown={(event) => startRepeat('up', event)}
          onPointerUp={stopRepeat}
          onPointerLeave={stopRepeat}
          onPointerCancel={stopRepeat}
          onClick={() => clickStep('up')}
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
      {!valid && (
        <p id={messageId} data-slot="quantity-counter-message" className="text-sm text-danger">
          {t('invalid')}. {hint}
        </p>
      )}
    </div>
  );
}
