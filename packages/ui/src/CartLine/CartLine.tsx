import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Info, X } from 'lucide-react';
import { formatIsoDate, formatPercent, parseIsoDate, type QuantityRule } from '@ratchet/store-api-contract/rules';
import { Button } from '../Button';
import { Price } from '../Price';
import { QuantityCounter } from '../QuantityCounter';
import { cn } from '../lib/cn';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { cartLineMessages } from './messages';

/**
 * The Intl formatter of delivery date ranges by locale, made once: making one costs far more than using it (issue 10:
 * the 5-line cart's hydration on Lighthouse's throttled CPU). A single day and the VAT rate use the contract's
 * formatters, which need no Intl in the shop locales. An unknown locale throws, as before.
 */
const deliveryRangeFormats = new Map<string, Intl.DateTimeFormat>();

function deliveryRangeFormat(locale: string): Intl.DateTimeFormat {
  let format = deliveryRangeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    deliveryRangeFormats.set(locale, format);
  }
  return format;
}

/**
 * A quantity change is sent once typing or clicking pauses this long (issue 10: no request per keystroke;
 * storefront.md §9 names 500 ms as the input debounce outside the header search).
 */
export const cartQuantityCommitDelay = 500;

/** Longest line remark the store-API keeps (`payload.customFields.order_detail_text`). */
export const cartLineRemarkMaxLength = 255;

/** Row layout: `density` of the line. */
export const cartLineVariants = cva(
  'grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 border-b border-border py-4 text-foreground sm:grid-cols-[5rem_1fr_auto]',
  {
    variants: {
      density: {
        comfortable: '',
        compact: 'py-2',
      },
    },
    defaultVariants: { density: 'comfortable' },
  },
);

/** What the line is doing: `idle`, `pending` (a quantity change waits or runs) or `disabled`. */
export type CartLineState = 'idle' | 'pending' | 'disabled';

export type CartLineProps = Omit<ComponentProps<'li'>, 'children'> &
  VariantProps<typeof cartLineVariants> & {
    /** Product name (the line's label). */
    name: string;
    /** The shop's product number. */
    productNumber: string;
    /** The customer's own article number (article link), when there is one. */
    customerProductNumber?: string | null | undefined;
    /** Product image (e.g. a ProductImage), shown left of the name; decorative, the name is the text. */
    image?: ReactNode;
    /** Link to the product page (already localized by the host). */
    href?: string | undefined;
    /** Renders the product link with the host's router. */
    renderLink?: RenderLink | undefined;
    /** The quantity in the cart. */
    quantity: number;
    /** The product's purchase rules (storefront.md §5). */
    quantityRule: QuantityRule;
    /**
     * Called with a new quantity once typing or clicking pauses ({@link cartQuantityCommitDelay}), never per
     * keystroke. A rejected promise shows the cart's quantity again.
     */
    onQuantityChange: (quantity: number) => Promise<unknown> | void;
    /** Removes the line; also called for a typed quantity below the minimum (storefront.md §5). */
    onRemove: () => Promise<unknown> | void;
    /** The line's remark as saved on the server; `onRemarkChange` omitted hides the field. */
    remark?: string | null | undefined;
    /** Saves a changed remark (on leaving the field or Enter); null removes it. */
    onRemarkChange?: ((remark: string | null) => Promise<unknown> | void) | undefined;
    /** Stock and delivery time (e.g. an Availability); customers only (storefront.md §6). */
    availability?: ReactNode;
    /** Expected delivery days, ISO `YYYY-MM-DD` (earliest and latest; one day when equal). */
    deliveryDate?: { earliest: string; latest: string } | null | undefined;
    /** Net price of one unit; null or undefined when the customer may not see prices. */
    unitPrice?: number | null | undefined;
    /** Net line total; null or undefined when withheld. */
    totalPrice?: number | null | undefined;
    /** VAT rate of the line in percent. */
    vatRate?: number | null | undefined;
    /** Eco notice of the product (e.g. a disposal fee or WEEE note), shown where present. */
    ecoNotice?: ReactNode;
    /** Another cart change runs: the buttons wait, typing goes on (one change state for the cart). */
    busy?: boolean | undefined;
    /** Disables every control of the line. */
    disabled?: boolean | undefined;
  };

/** A calendar day as a UTC instant (formatted with timeZone UTC, so it never shifts a day). */
function utcDay(date: string): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * One cart line (storefront.md §3 cart line, §5 counter): image, name, product number and the customer's own
 * article number, the counter (a typed value below the minimum removes the line; changes are sent once the typing
 * pauses, and the input keeps every keystroke while a change runs), remark, stock and delivery date, unit price,
 * net line total, VAT rate and eco notice.
 */
export function CartLine({
  name,
  productNumber,
  customerProductNumber,
  image,
  href,
  renderLink = defaultRenderLink,
  quantity,
  quantityRule,
  onQuantityChange,
  onRemove,
  remark,
  onRemarkChange,
  availability,
  deliveryDate,
  unitPrice,
  totalPrice,
  vatRate,
  ecoNotice,
  busy = false,
  disabled = false,
  density,
  className,
  ...props
}: CartLineProps) {
  const t = useUiMessages(cartLineMessages);
  const locale = useUiLocale();
  const remarkId = useId();

  // The counter shows what the buyer chose; the cart's quantity takes over again once nothing waits to be sent.
  const [shownQuantity, setShownQuantity] = useState(quantity);
  const waiting = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const quantityRef = useLatest(quantity);
  const onQuantityChangeRef = useLatest(onQuantityChange);
  useEffect(() => {
    if (waiting.current === null) setShownQuantity(quantity);
  }, [quantity]);

  const send = () => {
    clearTimeout(timer.current);
    const next = waiting.current;
    waiting.current = null;
    setPending(false);
    if (next === null || next === quantityRef.current) return;
    const answer = onQuantityChangeRef.current(next);
    if (answer && typeof answer.then === 'function') {
      answer.then(undefined, () => {
        if (waiting.current === null) setShownQuantity(quantityRef.current);
      });
    }
  };
  const sendRef = useLatest(send);
  // A change still waiting when the line leaves the page (navigation) is sent, not dropped.
  useEffect(() => () => sendRef.current(), [sendRef]);

  const changeQuantity = (next: number) => {
    setShownQuantity(next);
    waiting.current = next;
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => sendRef.current(), cartQuantityCommitDelay);
  };
  const removeLine = () => {
    clearTimeout(timer.current);
    waiting.current = null;
    setPending(false);
    void onRemove();
  };

  // Remark: edited locally, saved when the field is left or Enter is pressed.
  const savedRemark = remark ?? '';
  const [remarkDraft, setRemarkDraft] = useState<string | null>(null);
  const [remarkSaved, setRemarkSaved] = useState(false);
  const saveRemark = () => {
    if (remarkDraft === null || !onRemarkChange) return;
    const next = remarkDraft.trim();
    setRemarkDraft(null);
    if (next === savedRemark.trim()) return;
    const answer = onRemarkChange(next === '' ? null : next);
    if (answer && typeof answer.then === 'function') {
      answer.then(
        () => setRemarkSaved(true),
        () => setRemarkDraft(next),
      );
    } else {
      setRemarkSaved(true);
    }
  };

  const earliest = deliveryDate?.earliest;
  const latest = deliveryDate?.latest;
  const formattedDeliveryDate = useMemo(() => {
    if (!earliest || !latest) return null;
    try {
      if (earliest === latest) return formatIsoDate(earliest, locale);
      return deliveryRangeFormat(locale).formatRange(utcDay(earliest), utcDay(latest));
    } catch {
      return null;
    }
  }, [earliest, latest, locale]);
  const formattedVat = typeof vatRate === 'number' && Number.isFinite(vatRate) ? formatPercent(vatRate, locale) : null;
  const showsPrices = typeof totalPrice === 'number' && Number.isFinite(totalPrice);
  const state: CartLineState = disabled ? 'disabled' : pending ? 'pending' : 'idle';
  const nameText = <span className="font-medium">{name}</span>;

  return (
    <li data-slot="cart-line" data-state={state} className={cn(cartLineVariants({ density }), className)} {...props}>
      <div data-slot="cart-line-image" className="row-span-2 size-16 overflow-hidden rounded-md bg-muted sm:size-20">
        {image}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        {href ? renderLink({ href, className: 'hover:underline', children: nameText }) : nameText}
        <p className="text-sm text-muted-foreground">
          <span data-slot="cart-line-number">{t('productNumber', { number: productNumber })}</span>
          {customerProductNumber ? (
            <span data-slot="cart-line-customer-number">
              {' · '}
              {t('customerProductNumber', { number: customerProductNumber })}
            </span>
          ) : null}
        </p>
        {availability ? <div data-slot="cart-line-availability">{availability}</div> : null}
        {formattedDeliveryDate ? (
          <p data-slot="cart-line-delivery-date" className="text-sm">
            {t('deliveryDate', { date: formattedDeliveryDate })}
          </p>
        ) : null}
        {ecoNotice ? (
          <p data-slot="cart-line-eco-notice" className="flex items-start gap-1 text-xs text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              <span className="sr-only">{t('ecoNotice')}: </span>
              {ecoNotice}
            </span>
          </p>
        ) : null}
      </div>
      <div className="col-span-2 col-start-2 flex flex-wrap items-start justify-between gap-4 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:justify-end">
        <QuantityCounter
          label={t('quantity', { name })}
          minPurchase={quantityRule.minPurchase}
          purchaseStep={quantityRule.purchaseStep}
          maxPurchase={quantityRule.maxPurchase}
          value={shownQuantity}
          onChange={changeQuantity}
          onBelowMinimum={removeLine}
          busy={busy}
          disabled={disabled}
        />
        {showsPrices ? (
          <dl className="grid min-w-40 grid-cols-[auto_auto] gap-x-3 text-right text-sm">
            {typeof unitPrice === 'number' ? (
              <>
                <dt className="text-muted-foreground">{t('unitPrice')}</dt>
                <dd>
                  <Price amount={unitPrice} taxDisplay="net" size="sm" />
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t('lineTotal')}</dt>
            <dd data-slot="cart-line-total" className="font-semibold">
              <Price amount={totalPrice} taxDisplay="net" />
            </dd>
            {formattedVat ? (
              <dd data-slot="cart-line-vat" className="col-span-2 text-xs text-muted-foreground">
                {t('vat', { rate: formattedVat })}
              </dd>
            ) : null}
          </dl>
        ) : null}
        <Button
          variant="white"
          size="icon"
          aria-label={t('remove', { name })}
          disabled={disabled || busy}
          onClick={removeLine}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {onRemarkChange ? (
        <div data-slot="cart-line-remark" className="col-span-2 flex flex-col gap-1 sm:col-span-2 sm:col-start-2">
          <label htmlFor={remarkId} className="sr-only">
            {t('remark', { name })}
          </label>
          <input
            id={remarkId}
            type="text"
            maxLength={cartLineRemarkMaxLength}
            placeholder={t('remarkHint')}
            value={remarkDraft ?? savedRemark}
            disabled={disabled}
            onChange={(event) => {
              setRemarkSaved(false);
              setRemarkDraft(event.target.value);
            }}
            onBlur={saveRemark}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                saveRemark();
              }
            }}
            className="h-9 w-full rounded-md border border-border bg-surface px-3 text-sm outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50"
          />
          <p role="status" className="min-h-4 text-xs text-success">
            {remarkSaved ? t('remarkSaved') : ''}
          </p>
        </div>
      ) : null}
    </li>
  );
}
