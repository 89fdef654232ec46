import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { FilterBar, type ActiveFilter, type FilterBarProps } from './FilterBar';
import { filterBarMessages } from './messages';

/** account-area.md §4: order status filter values (a few of them). */
const orderFilters: ActiveFilter[] = [
  { id: 'status', label: 'Status: open' },
  { id: 'from', label: 'From 01/02/2026' },
  { id: 'reference', label: 'Reference: PO-114' },
];

/** A host that holds the filters and drops them on remove / reset. */
function OrderFilters(props: Partial<FilterBarProps>) {
  const [filters, setFilters] = useState(orderFilters);
  return (
    <FilterBar
      label="Order filters"
      activeFilters={filters}
      onRemoveFilter={(id) => setFilters((current) => current.filter((filter) => filter.id !== id))}
      onResetAll={() => setFilters([])}
      {...props}
    >
      <label>
        Order number <input />
      </label>
    </FilterBar>
  );
}

describe('FilterBar', () => {
  it('issue 9 item 9: a named filter region with the controls in a row and one chip per active filter', () => {
    const { container } = render(<OrderFilters layout="inline" className="extra" />);
    const region = screen.getByRole('search', { name: 'Order filters' });
    expect(region).toHaveClass('extra');
    expect(region).toHaveAttribute('data-layout', 'inline');
    expect(region).toHaveAttribute('data-state', 'filtered');
    expect(within(region).getByRole('textbox', { name: 'Order number' })).toBeVisible();
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Status: open', 'From 01/02/2026', 'Reference: PO-114']);
    expect(container.querySelectorAll('[data-slot="filter-chip"]')).toHaveLength(3);
  });

  it('removing a chip tells the host and moves focus to the chip now in its place', async () => {
    const onRemoveFilter = vi.fn();
    function Host() {
      const [filters, setFilters] = useState(orderFilters);
      return (
        <FilterBar
          label="Order filters"
          layout="inline"
          activeFilters={filters}
          onRemoveFilter={(id) => {
            onRemoveFilter(id);
            setFilters((current) => current.filter((filter) => filter.id !== id));
          }}
        >
          <span />
        </FilterBar>
      );
    }
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter From 01/02/2026' }));
    expect(onRemoveFilter).toHaveBeenCalledWith('from');
    expect(screen.queryByText('From 01/02/2026')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Reference: PO-114' })).toHaveFocus();
  });

  it('a chip removed later (after the host’s round trip) still hands focus on', async () => {
    function SlowHost() {
      const [filters, setFilters] = useState(orderFilters.slice(0, 1));
      return (
        <FilterBar
          label="Order filters"
          layout="inline"
          activeFilters={filters}
          onRemoveFilter={() => queueMicrotask(() => setFilters([]))}
        >
          <span />
        </FilterBar>
      );
    }
    render(<SlowHost />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: open' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Order filters' })).toHaveFocus();
  });

  it('"reset all" clears every filter; without filters no chips and no reset', async () => {
    render(<OrderFilters layout="inline" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Order filters' })).toHaveAttribute('data-state', 'unfiltered');
  });

  it('on mobile the controls sit in a bottom drawer behind "Filters (n)"; chips stay visible', async () => {
    render(<OrderFilters layout="drawer" />);
    expect(screen.queryByRole('textbox', { name: 'Order number' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (3)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer).toHaveAttribute('data-side', 'bottom');
    expect(within(drawer).getByRole('textbox', { name: 'Order number' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('auto layout follows the 1024px breakpoint (storefront.md §9: desktop from 1024px)', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<OrderFilters />);
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
    expect(screen.getByRole('search', { name: 'Order filters' })).toHaveAttribute('data-layout', 'drawer');
  });

  it('localized texts (fr-FR)', () => {
    render(
      <UiLocaleProvider locale="fr-FR">
        <OrderFilters layout="drawer" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Filtres (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout réinitialiser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer le filtre Status: open' })).toBeInTheDocument();
  });
});

describe('FilterBar texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = filterBarMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(filterBarMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
