import { useState, type ComponentProps } from 'react';
import type { DeliveryTimeRange } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { Availability } from '../Availability';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Price } from '../Price';
import { QuantityCounter } from '../QuantityCounter';
import { variantsTableMessages } from './messages';

/** One variant of the table: what tells it apart, its number, availability, price and purchase rules. */
export interface VariantsTableRow {
  id: string;
  productNumber: string;
  /** The options that tell the variant apart, e.g. `[{ group: 'Length', option: '40 mm' }]`. */
  options: readonly { group: string; option: string }[];
  /** Whether the variant can be ordered. */
  available: boolean;
  /** Stock for customers (`null`/`undefined` for visitors, who see available / not available). */
  stock?: number | null | undefined;
  deliveryDays?: DeliveryTimeRange | null | undefined;
  unit?: string | undefined;
  /** Net unit price; `null` when the viewer sees no prices. */
  unitPrice: number | null;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase?: number | null | undefined;
}

/** One variant to add: its id and the quantity in its counter. */
export interface VariantsTableSelection {
  id: string;
  quantity: number;
}

export type VariantsTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  rows: readonly VariantsTableRow[];
  /**
   * Called once with every selected variant and its quantity (issue 10: 'add selected' is one multi-add call); the
   * selection is cleared when it resolves.
   */
  onAddSelected: (items: VariantsTableSelection[]) => void | Promise<unknown>;
  /** An add is on its way: the button waits. */
  busy?: boolean;
  /** Hides the price column (customers without ROLE_VIEW_PRICES). */
  hidePrices?: boolean;
};

type RowState = { selected: boolean; quantity: number; valid: boolean };

/**
 * The variants table of a parent product (storefront.md §2 Product detail; issue 10): one row per variant with its
 * options, number, availability, price and a quantity counter with the variant's rules; rows are selected with their
 * checkbox (changing a quantity selects the row), and 'add selected' adds them all in one call. The parent itself is
 * never a row. A variant that cannot be ordered cannot be selected.
 */
export function VariantsTable({
  rows,
  onAddSelected,
  busy = false,
  hidePrices = false,
  className,
  ...props
}: VariantsTableProps) {
  const t = useUiMessages(variantsTableMessages);
  const [states, setStates] = useState<Record<string, RowState>>({});
  const stateOf = (row: VariantsTableRow): RowState =>
    states[row.id] ?? { selected: false, quantity: row.minPurchase, valid: true };
  const update = (row: VariantsTableRow, change: Partial<RowState>) =>
    setStates((previous) => ({ ...previous, [row.id]: { ...(previous[row.id] ?? stateOf(row)), ...change } }));

  const buyable = rows.filter((row) => row.available);
  const selected = buyable.filter((row) => stateOf(row).selected);
  const invalid = selected.some((row) => !stateOf(row).valid);
  const allSelected = buyable.length > 0 && selected.length === buyable.length;
  const optionHeaders = [...new Set(rows.flatMap((row) => row.options.map((option) => option.group)))];

  const addSelected = async () => {
    await onAddSelected(selected.map((row) => ({ id: row.id, quantity: stateOf(row).quantity })));
    setStates((previous) =>
      Object.fromEntries(Object.entries(previous).map(([id, state]) => [id, { ...state, selected: false }])),
    );
  };

  return (
    <div data-slot="variants-table" className={cn('flex flex-col gap-3', className)} {...props}>
      <div
        className="overflow-x-auto rounded-md border border-border max-sm:hidden"
        role="region"
        aria-label={t('caption')}
        // Scrollable on narrow screens: focusable so the keyboard can scroll it.
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="w-10 p-2">
                <Checkbox
                  aria-label={t('selectAll')}
                  checked={allSelected ? true : selected.length > 0 ? 'indeterminate' : false}
                  disabled={buyable.length === 0}
                  onCheckedChange={(checked) => {
                    for (const row of buyable) update(row, { selected: checked === true });
                  }}
                />
              </th>
              {optionHeaders.length > 0 ? (
                optionHeaders.map((group) => (
                  <th key={group} scope="col" className="p-2 font-medium">
                    {group}
                  </th>
                ))
              ) : (
                <th scope="col" className="p-2 font-medium">
                  {t('variant')}
                </th>
              )}
              <th scope="col" className="p-2 font-medium">
                {t('number')}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t('availability')}
              </th>
              {hidePrices ? null : (
                <th scope="col" className="p-2 text-right font-medium">
                  {t('price')}
                </th>
              )}
              <th scope="col" className="p-2 font-medium">
                {t('quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const state = stateOf(row);
              return (
                <tr
                  key={row.id}
                  data-state={state.selected ? 'selected' : 'idle'}
                  data-variant-id={row.id}
                  className="border-t border-border align-middle data-[state=selected]:bg-primary/5"
                >
                  <td className="p-2">
                    <Checkbox
                      aria-label={t('selectRow', { number: row.productNumber })}
                      checked={state.selected}
                      disabled={!row.available}
                      onCheckedChange={(checked) => update(row, { selected: checked === true })}
                    />
                  </td>
                  {optionHeaders.length > 0 ? (
                    optionHeaders.map((group) => (
                      <td key={group} className="p-2 font-medium">
                        {row.options.find((option) => option.group === group)?.option ?? '–'}
                      </td>
                    ))
                  ) : (
                    <td className="p-2 font-medium">{row.productNumber}</td>
                  )}
                  <td className="p-2 whitespace-nowrap text-muted-foreground">{row.productNumber}</td>
                  <td className="p-2">
                    <Availability
                      size="sm"
                      available={row.available}
                      stock={row.stock}
                      unit={row.unit}
                      deliveryDays={row.deliveryDays}
                    />
                  </td>
                  {hidePrices ? null : (
                    <td className="p-2 text-right">
                      {row.unitPrice === null ? (
                        t('priceOnRequest')
                      ) : (
                        <Price amount={row.unitPrice} taxDisplay="net" hideTaxLabel size="sm" />
                      )}
                    </td>
                  )}
                  <td className="p-2">
                    {row.available ? (
                      <QuantityCounter
                        label={t('quantityOf', { number: row.productNumber })}
                        minPurchase={row.minPurchase}
                        purchaseStep={row.purchaseSteps}
                        maxPurchase={row.maxPurchase ?? undefined}
                        value={state.quantity}
                        onChange={(quantity) => {
                          if (quantity !== state.quantity) update(row, { quantity, selected: true });
                        }}
                        onValidityChange={(valid) => update(row, { valid })}
                        className="w-36"
                      />
                    ) : (
                      <span className="text-muted-foreground">{t('notBuyable')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Below 640px one card per variant (a table of six columns does not fit a phone); the same selection. */}
      <div className="flex flex-col gap-2 sm:hidden" data-slot="variants-table-cards">
        <Checkbox
          label={t('selectAll')}
          checked={allSelected ? true : selected.length > 0 ? 'indeterminate' : false}
          disabled={buyable.length === 0}
          onCheckedChange={(checked) => {
            for (const row of buyable) update(row, { selected: checked === true });
          }}
        />
        <ul aria-label={t('caption')} className="flex flex-col gap-2">
          {rows.map((row) => {
            const state = stateOf(row);
            return (
              <li
                key={row.id}
                data-state={state.selected ? 'selected' : 'idle'}
                data-variant-id={row.id}
                className="flex flex-col gap-2 rounded-md border border-border p-3 data-[state=selected]:border-primary data-[state=selected]:bg-primary/5"
              >
                <div className="flex items-start gap-3">
                  <Checkbox
                    aria-label={t('selectRow', { number: row.productNumber })}
                    checked={state.selected}
                    disabled={!row.available}
                    onCheckedChange={(checked) => update(row, { selected: checked === true })}
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="font-medium">
                      {row.options.length > 0
                        ? row.options.map((option) => `${option.group}: ${option.option}`).join(' · ')
                        : row.productNumber}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t('number')} {row.productNumber}
                    </p>
                    <Availability
                      size="sm"
                      available={row.available}
                      stock={row.stock}
                      unit={row.unit}
                      deliveryDays={row.deliveryDays}
                    />
                  </div>
                  {hidePrices ? null : (
                    <div className="text-right text-sm">
                      {row.unitPrice === null ? (
                        t('priceOnRequest')
                      ) : (
                        <Price amount={row.unitPrice} taxDisplay="net" hideTaxLabel size="sm" />
                      )}
                    </div>
                  )}
                </div>
                {row.available ? (
                  <QuantityCounter
                    label={t('quantityOf', { number: row.productNumber })}
                    minPurchase={row.minPurchase}
                    purchaseStep={row.purchaseSteps}
                    maxPurchase={row.maxPurchase ?? undefined}
                    value={state.quantity}
                    onChange={(quantity) => {
                      if (quantity !== state.quantity) update(row, { quantity, selected: true });
                    }}
                    onValidityChange={(valid) => update(row, { valid })}
                    className="w-40 self-end"
                  />
                ) : (
                  <p className="self-end text-sm text-muted-foreground">{t('notBuyable')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="variants-table-count">
          {t('selectedCount', { count: selected.length })}
        </p>
        <Button
          type="button"
          onClick={() => void addSelected()}
          disabled={selected.length === 0 || invalid || busy}
          aria-busy={busy || undefined}
          data-slot="variants-table-add"
        >
          {t('addSelected')}
        </Button>
      </div>
    </div>
  );
}
