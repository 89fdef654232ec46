// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VariantsTable, type VariantsTableRow } from './VariantsTable';

afterEach(cleanup);

const row = (number: string, length: string, overrides: Partial<VariantsTableRow> = {}): VariantsTableRow => ({
  id: `id-${number}`,
  productNumber: number,
  options: [{ group: 'Length', option: length }],
  available: true,
  stock: 120,
  deliveryDays: { minDays: 1, maxDays: 3 },
  unitPrice: 0.42,
  minPurchase: 10,
  purchaseSteps: 10,
  maxPurchase: null,
  ...overrides,
});
const rows = [row('R1', '20 mm'), row('R2', '30 mm'), row('R3', '40 mm', { available: false })];

// Both layouts are in the DOM (CSS shows the table from 640px, the cards below); the tests use the table's
// controls unless they are about the cards.
const table = () => within(screen.getByRole('table', { name: 'Variants' }));
const cards = () => within(screen.getByRole('list', { name: 'Variants' }));

describe('VariantsTable (issue 10: one row per variant, select rows, "add selected" as one multi-add)', () => {
  it('shows one row per variant with its option, number, availability, price and a counter', () => {
    render(<VariantsTable rows={rows} onAddSelected={() => undefined} />);
    const [header, ...body] = table().getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Length', 'Article number', 'Availability', 'Unit price', 'Quantity']);
    expect(body).toHaveLength(3);
    expect(body[0]?.textContent).toContain('20 mm');
    expect(body[0]?.textContent).toContain('120,00 pcs. in stock');
    expect(table().getByRole('spinbutton', { name: 'Quantity of R1' })).toBeInTheDocument();
    // A variant that cannot be ordered has no counter and cannot be selected.
    expect(table().queryByRole('spinbutton', { name: 'Quantity of R3' })).toBeNull();
    expect(table().getByRole('checkbox', { name: 'Select R3' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds the selected variants with their quantities in one call and clears the selection', async () => {
    const onAddSelected = vi.fn(() => Promise.resolve());
    render(<VariantsTable rows={rows} onAddSelected={onAddSelected} />);
    const add = screen.getByRole('button', { name: 'Add selected to cart' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(table().getByRole('checkbox', { name: 'Select R1' }));
    const quantity = table().getByRole('spinbutton', { name: 'Quantity of R2' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    await userEvent.tab();
    expect(screen.getByText('2 variants selected')).toBeInTheDocument();
    fireEvent.click(add);
    expect(onAddSelected).toHaveBeenCalledTimes(1);
    expect(onAddSelected).toHaveBeenCalledWith([
      { id: 'id-R1', quantity: 10 },
      { id: 'id-R2', quantity: 30 },
    ]);
    await waitFor(() => expect(screen.getByText('No variant selected')).toBeInTheDocument());
  });

  it('selects every orderable variant with the header checkbox', () => {
    render(<VariantsTable rows={rows} onAddSelected={() => undefined} />);
    fireEvent.click(table().getByRole('checkbox', { name: 'Select all variants' }));
    expect(screen.getByText('2 variants selected')).toBeInTheDocument();
    expect(table().getByRole('checkbox', { name: 'Select all variants' }).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps "add selected" disabled while a selected row has an invalid quantity (storefront.md §5)', async () => {
    render(<VariantsTable rows={rows} onAddSelected={() => undefined} />);
    fireEvent.click(table().getByRole('checkbox', { name: 'Select R1' }));
    const quantity = table().getByRole('spinbutton', { name: 'Quantity of R1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '15');
    expect(screen.getByRole('button', { name: 'Add selected to cart' }).hasAttribute('disabled')).toBe(true);
  });

  it('hides the price column for a viewer without prices, and waits while busy', () => {
    render(<VariantsTable rows={rows} onAddSelected={() => undefined} hidePrices busy />);
    expect(screen.queryByRole('columnheader', { name: 'Unit price' })).toBeNull();
    fireEvent.click(table().getByRole('checkbox', { name: 'Select R1' }));
    expect(screen.getByRole('button', { name: 'Add selected to cart' }).hasAttribute('disabled')).toBe(true);
  });

  it('passes className to the root', () => {
    const { container } = render(<VariantsTable rows={rows} onAddSelected={() => undefined} className="extra-class" />);
    expect(container.querySelector('[data-slot="variants-table"]')?.classList.contains('extra-class')).toBe(true);
  });

  it('offers the same rows as cards for phones, sharing the selection with the table', async () => {
    const onAddSelected = vi.fn(() => Promise.resolve());
    render(<VariantsTable rows={rows} onAddSelected={onAddSelected} />);
    const items = cards().getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Length: 20 mm');
    fireEvent.click(cards().getByRole('checkbox', { name: 'Select R2' }));
    expect(table().getByRole('checkbox', { name: 'Select R2' }).getAttribute('aria-checked')).toBe('true');
    expect(cards().getByRole('checkbox', { name: 'Select R3' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    expect(onAddSelected).toHaveBeenCalledWith([{ id: 'id-R2', quantity: 10 }]);
    await waitFor(() => expect(screen.getByText('No variant selected')).toBeInTheDocument());
  });
});
