import { useQuickSearch } from '@ratchet/commerce-hooks';
import {
  decrementQuantity,
  effectiveMaximum,
  incrementQuantity,
  isMultiRowPaste,
  parseQuantity,
  snapQuantity,
} from '@ratchet/store-api-contract/rules';
import { Button, Spinner, cn, defaultRenderLink, type RenderLink } from '@ratchet/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { useAccountText, type AccountText } from '../i18n';
import type { QuickOrderRow, QuickOrderRowStatus } from './quickOrderState';
import { useQuickOrder, type UseQuickOrderReturn } from './useQuickOrder';

export type QuickOrderFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Called after rows went into the cart (e.g. to open the cart or show a notice). */
  onAdded?: ((count: number) => void) | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
};

/** The cart and checkout page (storefront.md §2 /checkout). */
const cartPath = '/checkout';
const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** Typing pause before the number cell's typeahead asks (storefront.md §9: 500 ms outside the header). */
export const quickOrderSuggestDebounceMs = 500;

type Field = 'number' | 'quantity';

const inputClass =
  'h-10 w-full rounded-md border bg-surface px-3 text-base text-foreground outline-none focus-visible:outline-2 focus-visible:outline-focus aria-[invalid=true]:border-danger md:placeholder:opacity-0';

/** The status text of a row (account-area.md §8 add to cart; storefront.md §5 quantity texts). */
function statusText(text: AccountText<'quickOrder'>, status: QuickOrderRowStatus, format: (value: number) => string) {
  const { t } = text;
  switch (status.kind) {
    case 'empty':
    case 'unchecked':
      return '';
    case 'resolving':
      return t('quickOrder.status.resolving');
    case 'lookupFailed':
      return t('quickOrder.status.lookupFailed');
    case 'ready':
      return t('quickOrder.status.ready');
    case 'problem': {
      const product = status.resolution?.product;
      const min = format(product?.minPurchase ?? 1);
      const step = format(product?.purchaseStep ?? 1);
      const max = product ? effectiveMaximum({ ...product, maxPurchase: product.maxPurchase }) : null;
      switch (status.problem) {
        case 'outOfStock':
          return product && product.availableStock > 0 && !status.fromCart
            ? t('quickOrder.status.outOfStockAvailable', { available: format(product.availableStock) })
            : t('quickOrder.status.outOfStock');
        case 'belowMinimum':
          return t('quickOrder.status.belowMinimum', { min });
        case 'notOnStep':
          return t('quickOrder.status.notOnStep', { min, step });
        case 'aboveMaximum':
          return t('quickOrder.status.aboveMaximum', { max: format(max ?? 0) });
        case 'notNumeric':
          return t('quickOrder.status.notNumeric');
        case 'unknownNumber':
          return t('quickOrder.status.unknownNumber');
        case 'notBuyable':
          return t('quickOrder.status.notBuyable');
        case 'general':
          return text.errorText(null);
      }
    }
  }
}

const quantityProblemKinds = new Set(['belowMinimum', 'notOnStep', 'aboveMaximum', 'notNumeric']);

/**
 * The quick order (issue 13; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM), keyboard first: a table of inputs,
 * one row per product — the product number or the buyer's own article number (with a typeahead of the quick
 * search, WAI-ARIA combobox pattern), and a quantity checked against the product's rules (storefront.md §5; arrow
 * keys step on the product's grid). Enter moves on (number → quantity → next row, a new one at the end); rows pasted
 * from Excel (number and quantity, tab or `;`) fill the grid from the row pasted into; a CSV file is read by the
 * server. Every row shows its state (account-area.md §8 texts); 'add all to cart' puts the ready rows in one
 * multi-add and names any row the cart refuses.
 */
export function QuickOrderForm(props: QuickOrderFormProps) {
  const order = useQuickOrder();
  return <QuickOrderGrid order={order} {...props} />;
}

/** The grid over a quick order's state (split from the hook so stories and tests can drive either). */
export function QuickOrderGrid({
  order,
  onAdded,
  renderLink = defaultRenderLink,
  className,
  ...props
}: QuickOrderFormProps & { order: UseQuickOrderReturn }) {
  const text = useAccountText('quickOrder');
  const { t, locale } = text;
  const format = useMemo(() => {
    const formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    return (value: number) => formatter.format(value);
  }, [locale]);
  const baseId = useId();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const pendingFocus = useRef<{ index: number; field: Field } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const search = useQuickSearch({ debounceMs: quickOrderSuggestDebounceMs, visibleCount: 8 });
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [suggestOpen, setSuggestOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);

  const { rows } = order;
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const row = rows[target.index];
    if (!row) return;
    pendingFocus.current = null;
    inputs.current.get(`${row.key}:${target.field}`)?.focus();
  }, [rows]);

  const focusField = (index: number, field: Field) => {
    const row = rows[index];
    const input = row ? inputs.current.get(`${row.key}:${field}`) : undefined;
    if (input) input.focus();
    else pendingFocus.current = { index, field };
  };

  const closeSuggestions = () => {
    setSuggestOpen(false);
    setHighlighted(-1);
    search.clear();
  };

  const suggestions = suggestOpen && search.searchedTerm !== '' ? search.visibleResults : [];
  const choose = (row: QuickOrderRow, index: number, productNumber: string) => {
    order.setNumber(row.key, productNumber);
    closeSuggestions();
    focusField(index, 'quantity');
  };

  const onNumberKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: QuickOrderRow, index: number) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setHighlighted((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setHighlighted((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Escape' && suggestOpen) {
      event.preventDefault();
      closeSuggestions();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = highlighted >= 0 ? suggestions[highlighted] : undefined;
      if (chosen) choose(row, index, chosen.productNumber);
      else {
        closeSuggestions();
        focusField(index, 'quantity');
      }
    }
  };

  const onQuantityKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: QuickOrderRow, index: number) => {
    const status = order.statusOf(row);
    const product = status.kind === 'ready' || status.kind === 'problem' ? status.resolution?.product : undefined;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (index === rows.length - 1) order.addRow();
      focusField(index + 1, 'number');
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && product) {
      event.preventDefault();
      const rule = {
        minPurchase: product.minPurchase,
        purchaseStep: product.purchaseStep,
        maxPurchase: product.maxPurchase,
      };
      const current = parseQuantity(row.quantity);
      const next =
        event.key === 'ArrowUp'
          ? incrementQuantity(Number.isFinite(current) ? current : 0, rule)
          : decrementQuantity(Number.isFinite(current) ? current : product.minPurchase, rule);
      order.setQuantity(row.key, format(next));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: QuickOrderRow) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!isMultiRowPaste(pasted)) return;
    event.preventDefault();
    closeSuggestions();
    order.pasteRows(row.key, pasted);
  };

  const attention = rows.filter(
    (row) => order.statusOf(row).kind === 'problem' || order.statusOf(row).kind === 'lookupFailed',
  ).length;
  const { addOutcome, importOutcome } = order;
  const addAll = async () => {
    await order.addAllToCart();
  };
  const lastAdded = useRef<QuickOrderFormProps['onAdded']>(onAdded);
  useEffect(() => {
    lastAdded.current = onAdded;
  });
  useEffect(() => {
    if (addOutcome && addOutcome.added > 0) lastAdded.current?.(addOutcome.added);
  }, [addOutcome]);

  return (
    <section
      data-slot="quick-order"
      data-state={order.isAdding ? 'adding' : 'idle'}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <p className="text-sm text-muted-foreground">{t('quickOrder.intro')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="white"
          size="sm"
          onClick={() => fileInput.current?.click()}
          disabled={order.isUploading}
        >
          {order.isUploading ? <Spinner size="sm" /> : null}
          {t('quickOrder.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('quickOrder.upload')}
          aria-describedby={`${baseId}-upload-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void order.uploadCsv(file);
          }}
        />
        <span id={`${baseId}-upload-hint`} className="text-sm text-muted-foreground">
          {t('quickOrder.uploadHint')}
        </span>
        <Button type="button" variant="white" size="sm" className="ms-auto" onClick={order.clear}>
          {t('quickOrder.clear')}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm empty:hidden" data-slot="quick-order-import">
        {order.isUploading ? t('quickOrder.uploading') : null}
        {!order.isUploading && importOutcome?.kind === 'pasted'
          ? t('quickOrder.pasted', { count: importOutcome.count })
          : null}
        {!order.isUploading && importOutcome?.kind === 'uploaded' ? (
          <>
            {t('quickOrder.uploaded', { count: importOutcome.count, file: importOutcome.fileName })}
            {importOutcome.omitted > 0 ? ` ${t('quickOrder.omitted', { count: importOutcome.omitted })}` : null}
          </>
        ) : null}
      </div>
      {!order.isUploading && importOutcome?.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {text.errorText(importOutcome.errors[0]?.code)}
        </p>
      ) : null}
      <table data-slot="quick-order-grid" className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">{t('quickOrder.caption')}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-border text-start text-muted-foreground">
            <th scope="col" className="w-12 px-2 py-2 text-end font-medium">
              {t('quickOrder.column.row')}
            </th>
            <th scope="col" className="w-56 px-2 py-2 text-start font-medium">
              {t('quickOrder.column.number')}
            </th>
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t('quickOrder.column.product')}
            </th>
            <th scope="col" className="w-32 px-2 py-2 text-start font-medium">
              {t('quickOrder.column.quantity')}
            </th>
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t('quickOrder.column.status')}
            </th>
            <th scope="col" className="w-12 px-2 py-2">
              <span className="sr-only">{t('quickOrder.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
          {rows.map((row, index) => {
            const position = index + 1;
            const status = order.statusOf(row);
            const product =
              status.kind === 'ready' || status.kind === 'problem' ? status.resolution?.product : undefined;
            const message = statusText(text, status, format);
            const statusId = `${baseId}-${row.key}-status`;
            const listId = `${baseId}-${row.key}-suggestions`;
            const problem = status.kind === 'problem' ? status.problem : null;
            const quantityProblem = problem !== null && quantityProblemKinds.has(problem);
            const numberProblem = (problem !== null && !quantityProblem) || status.kind === 'lookupFailed';
            const open = activeKey === row.key && suggestions.length > 0;
            const rule = product
              ? {
                  minPurchase: product.minPurchase,
                  purchaseStep: product.purchaseStep,
                  maxPurchase: product.maxPurchase,
                }
              : null;
            const maximum = rule ? effectiveMaximum(rule) : null;
            const fix =
              quantityProblem && rule && problem !== 'notNumeric'
                ? snapQuantity(parseQuantity(row.quantity), rule)
                : null;
            return (
              <tr
                key={row.key}
                data-slot="quick-order-row"
                data-state={status.kind}
                className="border-b border-border align-top max-md:grid max-md:grid-cols-[2rem_1fr_auto] max-md:gap-x-2 max-md:gap-y-2 max-md:rounded-md max-md:border max-md:p-3"
              >
                <td className="px-2 py-2 text-end tabular-nums text-muted-foreground max-md:row-span-4 max-md:p-0 max-md:pt-2">
                  {position}
                </td>
                <td className="relative px-2 py-2 max-md:col-start-2 max-md:p-0">
                  <input
                    ref={(element) => {
                      if (element) inputs.current.set(`${row.key}:number`, element);
                      else inputs.current.delete(`${row.key}:number`);
                    }}
                    type="text"
                    role="combobox"
                    aria-autocomplete="list"
                    aria-expanded={open}
                    aria-controls={open ? listId : undefined}
                    aria-activedescendant={open && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
                    aria-label={t('quickOrder.numberLabel', { row: position })}
                    aria-invalid={numberProblem || undefined}
                    aria-describedby={message ? statusId : undefined}
                    placeholder={t('quickOrder.column.number')}
                    autoComplete="off"
                    spellCheck={false}
                    className={cn(inputClass, 'border-border')}
                    value={row.number}
                    onFocus={() => {
                      if (activeKey !== row.key) closeSuggestions();
                      setActiveKey(row.key);
                    }}
                    onChange={(event) => {
                      order.setNumber(row.key, event.target.value);
                      search.setQuery(event.target.value);
                      setSuggestOpen(true);
                      setHighlighted(-1);
                    }}
                    onBlur={() => {
                      closeSuggestions();
                      void order.checkNumbers();
                    }}
                    onKeyDown={(event) => onNumberKeyDown(event, row, index)}
                    onPaste={(event) => onPaste(event, row)}
                  />
                  {open ? (
                    <ul
                      id={listId}
                      role="listbox"
                      aria-label={t('quickOrder.suggestions', { row: position })}
                      className="absolute start-2 top-full z-20 mt-1 max-h-72 w-80 max-w-[calc(100vw-2rem)] overflow-auto rounded-md border border-border bg-surface py-1 shadow-popover max-md:start-0"
                    >
                      {suggestions.map((suggestion, optionIndex) => (
                        <li
                          key={suggestion.id}
                          id={`${listId}-${optionIndex}`}
                          role="option"
                          aria-selected={optionIndex === highlighted}
                          className="flex cursor-pointer flex-col px-3 py-2 aria-selected:bg-muted hover:bg-muted"
                          // Choosing must not blur the input first (the list would close before the click).
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => choose(row, index, suggestion.productNumber)}
                        >
                          <span className="font-medium">{suggestion.translated?.name ?? suggestion.name}</span>
                          <span className="text-muted-foreground">
                            {t('quickOrder.productNumber', { number: suggestion.productNumber })}
                            {suggestion.articleLink
                              ? ` · ${t('quickOrder.ownNumber', { number: suggestion.articleLink.customerSku })}`
                              : null}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className="px-2 py-2 max-md:col-start-2 max-md:p-0" data-slot="quick-order-product">
                  {product ? (
                    <div className="flex flex-col">
                      <span className="font-medium">{product.name}</span>
                      <span className="text-muted-foreground">
                        {t('quickOrder.productNumber', { number: product.productNumber })}
                        {product.customerSku
                          ? ` · ${t('quickOrder.ownNumber', { number: product.customerSku })}`
                          : null}
                      </span>
                    </div>
                  ) : null}
                </td>
                <td className="px-2 py-2 max-md:col-start-2 max-md:p-0">
                  <input
                    ref={(element) => {
                      if (element) inputs.current.set(`${row.key}:quantity`, element);
                      else inputs.current.delete(`${row.key}:quantity`);
                    }}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('quickOrder.quantityLabel', { row: position })}
                    aria-invalid={quantityProblem || undefined}
                    aria-describedby={
                      [message ? statusId : '', rule ? `${statusId}-rule` : ''].join(' ').trim() || undefined
                    }
                    placeholder={t('quickOrder.column.quantity')}
                    className={cn(inputClass, 'border-border tabular-nums md:w-28')}
                    value={row.quantity}
                    onChange={(event) => order.setQuantity(row.key, event.target.value)}
                    onKeyDown={(event) => onQuantityKeyDown(event, row, index)}
                    onPaste={(event) => onPaste(event, row)}
                  />
                  {rule ? (
                    <span id={`${statusId}-rule`} className="mt-1 block text-xs text-muted-foreground">
                      {maximum === null
                        ? t('quickOrder.rule', { min: format(rule.minPurchase), step: format(rule.purchaseStep) })
                        : t('quickOrder.ruleWithMaximum', {
                            min: format(rule.minPurchase),
                            max: format(maximum),
                            step: format(rule.purchaseStep),
                          })}
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2 max-md:col-start-2 max-md:p-0">
                  <p
                    id={statusId}
                    data-slot="quick-order-status"
                    data-state={status.kind === 'problem' ? status.problem : status.kind}
                    className={cn(
                      'flex items-center gap-2 empty:hidden',
                      status.kind === 'problem' || status.kind === 'lookupFailed' ? 'text-danger' : '',
                      status.kind === 'ready' ? 'text-success' : '',
                    )}
                  >
                    {status.kind === 'resolving' ? <Spinner size="sm" /> : null}
                    {message}
                  </p>
                  {fix !== null ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="mt-1"
                      aria-label={t('quickOrder.useQuantityLabel', { quantity: format(fix), row: position })}
                      onClick={() => order.setQuantity(row.key, format(fix))}
                    >
                      {t('quickOrder.useQuantity', { quantity: format(fix) })}
                    </Button>
                  ) : null}
                </td>
                <td className="px-2 py-2 max-md:col-start-3 max-md:row-start-1 max-md:p-0">
                  <Button
                    type="button"
                    variant="white"
                    size="sm"
                    aria-label={t('quickOrder.remove', { row: position })}
                    onClick={() => order.removeRow(row.key)}
                  >
                    {t('quickOrder.removeShort')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="white" size="sm" onClick={order.addRow}>
          {t('quickOrder.addRow')}
        </Button>
        <p className="text-sm text-muted-foreground" data-slot="quick-order-summary">
          {t('quickOrder.summary', { ready: order.readyCount, total: order.filledCount })}
          {attention > 0 ? ` ${t('quickOrder.attention', { count: attention })}` : null}
        </p>
        <Button
          type="button"
          className="ms-auto max-md:w-full"
          disabled={order.isAdding}
          aria-describedby={`${baseId}-outcome`}
          onClick={() => void addAll()}
        >
          {order.isAdding ? <Spinner size="sm" /> : null}
          {order.isAdding ? t('quickOrder.adding') : t('quickOrder.addAll')}
        </Button>
      </div>
      <div
        id={`${baseId}-outcome`}
        role="status"
        className="flex flex-col gap-1 text-sm empty:hidden"
        data-slot="quick-order-outcome"
      >
        {addOutcome && addOutcome.added > 0 ? (
          <p>
            {t('quickOrder.added', { count: addOutcome.added })}{' '}
            {renderLink({ href: cartPath, className: linkClass, children: t('quickOrder.toCart') })}
          </p>
        ) : null}
        {addOutcome && addOutcome.notAdded > 0 ? (
          <p className="text-danger">{t('quickOrder.notAdded', { count: addOutcome.notAdded })}</p>
        ) : null}
        {order.addError ? <p className="text-danger">{text.errorText(order.addError[0]?.code)}</p> : null}
        {order.addAttempted && order.readyCount === 0 && !addOutcome && !order.addError ? (
          <p>{t('quickOrder.nothingReady')}</p>
        ) : null}
      </div>
    </section>
  );
}
