import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { SortSelect } from './SortSelect';
import { sortSelectMessages } from './messages';

/** The sortings a category listing offers (the store-API's `availableSortings`, English labels). */
const sortings = [
  { key: 'topseller', label: 'Topseller' },
  { key: 'name-asc', label: 'Name A-Z' },
  { key: 'price-asc', label: 'Price ascending' },
  { key: 'price-desc', label: 'Price descending' },
  { key: 'rating', label: 'Customer rating' },
];

describe('SortSelect (storefront.md §2 listing sortings; issue 10)', () => {
  it('is a labelled native select; className reaches the root', () => {
    const { container } = render(<SortSelect sortings={sortings} value="topseller" className="extra" />);
    expect(container.querySelector('[data-slot="listing-select"]')).toHaveClass('extra');
    expect(screen.getByRole('combobox', { name: 'Sort by' }).tagName).toBe('SELECT');
  });

  it('names each known sort key in the shop language and keeps the server label of an unknown one', () => {
    render(<SortSelect sortings={sortings} value="topseller" />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('topseller');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Best sellers',
      'Name A–Z',
      'Price, lowest first',
      'Price, highest first',
      'Customer rating',
    ]);
  });

  it('tells the host the chosen key; choosing the current one again changes nothing', async () => {
    const onChange = vi.fn();
    render(<SortSelect sortings={sortings} value="topseller" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Price, lowest first');
    expect(onChange).toHaveBeenCalledWith('price-asc');
    await userEvent.selectOptions(select, 'Best sellers');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('localized texts (nl-NL)', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <SortSelect sortings={sortings} value="price-desc" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveDisplayValue('Prijs aflopend');
  });
});

describe('SortSelect texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = sortSelectMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(sortSelectMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
