import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { ListingToolbar, type ListingToolbarProps } from './ListingToolbar';
import { listingToolbarMessages } from './messages';

const sortings = [
  { key: 'topseller', label: 'Topseller' },
  { key: 'price-asc', label: 'Price ascending' },
];

function renderToolbar(props: Partial<ListingToolbarProps> = {}) {
  return render(<ListingToolbar total={114} sortings={sortings} order="topseller" limit={24} {...props} />);
}

describe('ListingToolbar (storefront.md §2 pager and sorting; issue 10)', () => {
  it('announces the total as a status; className reaches the root', () => {
    const { container } = renderToolbar({ className: 'extra' });
    expect(container.querySelector('[data-slot="listing-toolbar"]')).toHaveClass('extra');
    expect(screen.getByRole('status')).toHaveTextContent('114 products');
  });

  it('offers the page sizes 24, 48 and 96 (storefront.md §9 default 24)', async () => {
    const onLimitChange = vi.fn();
    renderToolbar({ onLimitChange });
    const perPage = screen.getByRole('combobox', { name: 'Per page' });
    expect(perPage).toHaveValue('24');
    expect([...(perPage as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['24', '48', '96']);
    await userEvent.selectOptions(perPage, '48');
    expect(onLimitChange).toHaveBeenCalledWith(48);
  });

  it('changes the order through the sort select', async () => {
    const onOrderChange = vi.fn();
    renderToolbar({ onOrderChange });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, lowest first');
    expect(onOrderChange).toHaveBeenCalledWith('price-asc');
  });

  it("takes the host's wording of the total", () => {
    renderToolbar({ totalText: '114 results' });
    expect(screen.getByRole('status')).toHaveTextContent('114 results');
  });

  it('without sortings there is no sort select; the start slot comes first', () => {
    renderToolbar({ sortings: [], start: <button type="button">Filters</button> });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')[0]).toHaveTextContent('Filters');
  });

  it('one product is singular; localized texts (de-DE)', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <ListingToolbar total={1} sortings={sortings} order="topseller" limit={24} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 Artikel');
    expect(screen.getByRole('combobox', { name: 'Pro Seite' })).toBeInTheDocument();
  });
});

describe('ListingToolbar texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = listingToolbarMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(listingToolbarMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
