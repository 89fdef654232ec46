import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { FilterDrawer, FilterPanel, type FilterPanelProps } from './FilterPanel';
import { listingFilterGroups, listingManufacturers } from './fixtures';
import { filterPanelMessages } from './messages';

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  return render(
    <FilterPanel
      groups={listingFilterGroups}
      manufacturers={listingManufacturers}
      price={{ min: 0.12, max: 48.7, value: [null, null] }}
      {...props}
    />,
  );
}

describe('FilterPanel (storefront.md §2 listing filters; issue 10)', () => {
  // The price slider is a lazy chunk in the shop; here its module is loaded once up front, so the tests wait for
  // rendering only, not for a module import on a busy machine.
  beforeAll(async () => {
    await import('../Slider');
  });

  it('shows the groups in the given (position) order, then manufacturer and price; className reaches the root', () => {
    const { container } = renderPanel({ className: 'extra' });
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(panel).toHaveClass('extra');
    const legends = [...container.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['Thread', 'Material', 'Colour', 'Head type', 'Manufacturer', 'Price']);
  });

  it('text lists: one checkbox per option with its count; chosen options are ticked', () => {
    renderPanel();
    const thread = screen.getByRole('group', { name: 'Thread' });
    expect(within(thread).getByRole('checkbox', { name: 'M8 (42)' })).toBeChecked();
    expect(within(thread).getByRole('checkbox', { name: 'M6 (31)' })).not.toBeChecked();
    // Shopware's `select` display type is a text list too.
    expect(within(screen.getByRole('group', { name: 'Material' })).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('an option without products under the other filters is disabled, unless it is chosen', () => {
    renderPanel();
    expect(screen.getByRole('checkbox', { name: 'Brass (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Steel (30)' })).toBeEnabled();
  });

  it('colour swatches take the colorHexCode; media options show their image', () => {
    const { container } = renderPanel();
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(within(colour).getByRole('checkbox', { name: 'Red (5)' })).toBeChecked();
    const swatches = container.querySelectorAll<HTMLElement>('[data-slot="filter-swatch"]');
    expect(swatches[1]?.style.backgroundColor).toMatch(/rgb\(21, 101, 192\)|#1565c0/i);
    const head = screen.getByRole('group', { name: 'Head type' });
    expect(head.querySelectorAll('img')).toHaveLength(2);
    expect(within(head).getByRole('checkbox', { name: 'Pan head (6)' })).toBeInTheDocument();
  });

  it('ticking an option or a manufacturer tells the host', async () => {
    const onToggleOption = vi.fn();
    const onToggleManufacturer = vi.fn();
    renderPanel({ onToggleOption, onToggleManufacturer });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Steel (30)' }));
    expect(onToggleOption).toHaveBeenCalledWith('material', 'steel');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue (8)' }));
    expect(onToggleOption).toHaveBeenLastCalledWith('colour', 'blue');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Würth (40)' }));
    expect(onToggleManufacturer).toHaveBeenCalledWith('wuerth');
  });

  it('long lists show the first options and "Show all (n)"; chosen options always show', async () => {
    renderPanel({ visibleOptionCount: 3 });
    const thread = screen.getByRole('group', { name: 'Thread' });
    expect(
      within(thread)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked') ?? ''),
    ).toHaveLength(4);
    expect(within(thread).getByRole('checkbox', { name: 'M8 (42)' })).toBeInTheDocument();
    await userEvent.click(within(thread).getByRole('button', { name: 'Show all (10)' }));
    expect(within(thread).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(thread).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the price range runs over the listing’s whole euros; a committed end at a bound is open (null)', async () => {
    const onPriceChange = vi.fn();
    renderPanel({ onPriceChange });
    // The slider (React Aria) loads when the price group is first opened.
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Price', { selector: 'summary span' }));
    const lower = await screen.findByRole('slider', { name: 'Minimum Price (net)' }, { timeout: 5000 });
    expect(lower).toHaveAttribute('min', '0');
    expect(screen.getByRole('slider', { name: 'Maximum Price (net)' })).toHaveAttribute('max', '49');
    lower.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onPriceChange).toHaveBeenLastCalledWith(1, null);
  });

  it('a chosen price range starts open with its slider', async () => {
    renderPanel({ price: { min: 0.12, max: 48.7, value: [5, 20] } });
    expect(await screen.findByRole('slider', { name: 'Minimum Price (net)' }, { timeout: 5000 })).toHaveValue('5');
    expect(screen.getByRole('slider', { name: 'Maximum Price (net)' })).toHaveValue('20');
  });

  it('no price filter without a price range (a viewer without ROLE_VIEW_PRICES, issue 10) or with one price only', () => {
    const { rerender } = renderPanel({ price: null });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    rerender(<FilterPanel groups={[]} price={{ min: 5, max: 5, value: [null, null] }} />);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('groups are disclosures (<details>): the first ones and every group with a choice start open', async () => {
    const { container } = renderPanel({ defaultOpenCount: 1 });
    const sections = container.querySelectorAll('details');
    expect(sections[0]).toHaveAttribute('open');
    expect(sections[1]).not.toHaveAttribute('open');
    // A group with a chosen option starts open.
    expect(sections[2]).toHaveAttribute('open');
  });

  it('localized texts (de-DE)', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <FilterPanel groups={listingFilterGroups} manufacturers={listingManufacturers} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('group', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hersteller' })).toBeInTheDocument();
  });
});

describe('FilterDrawer (issue 10: on mobile a filter drawer)', () => {
  function Host() {
    const [groups, setGroups] = useState(listingFilterGroups.slice(0, 1));
    return (
      <FilterDrawer activeCount={1} resultCount={42}>
        <FilterPanel groups={groups} onToggleOption={() => setGroups((current) => current.slice())} />
      </FilterDrawer>
    );
  }

  it('"Filters (n)" opens a bottom drawer with the panel; "Show n results" closes it', async () => {
    render(<Host />);
    expect(screen.queryByRole('group', { name: 'Thread' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer).toHaveAttribute('data-side', 'bottom');
    expect(within(drawer).getByRole('group', { name: 'Thread' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 42 results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
  });
});

describe('FilterPanel texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = filterPanelMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(filterPanelMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
