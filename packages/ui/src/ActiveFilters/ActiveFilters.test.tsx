import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { ActiveFilters, type ActiveFilter } from './ActiveFilters';
import { activeFiltersMessages } from './messages';

/** storefront.md §2 listing filters: two property options, a manufacturer and a price range. */
const listingFilters: ActiveFilter[] = [
  { id: 'property:steel', label: 'Material: Steel' },
  { id: 'property:m8', label: 'Thread: M8' },
  { id: 'manufacturer:acme', label: 'Manufacturer: Acme' },
  { id: 'price', label: 'Price: €5,00 – €20,00' },
];

function Host({ onRemove = () => undefined, onReset }: { onRemove?: (id: string) => void; onReset?: () => void }) {
  const [filters, setFilters] = useState(listingFilters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Results
      </h2>
      <ActiveFilters
        className="extra"
        filters={filters}
        emptyFocusRef={headingRef}
        onRemoveFilter={(id) => {
          onRemove(id);
          setFilters((current) => current.filter((filter) => filter.id !== id));
        }}
        onResetAll={() => {
          onReset?.();
          setFilters([]);
        }}
      />
    </>
  );
}

describe('ActiveFilters (issue 10: active filters as removable chips with "reset all")', () => {
  it('lists one chip per filter in a named list; className reaches the root', () => {
    const { container } = render(<Host />);
    expect(container.querySelector('[data-slot="active-filters"]')).toHaveClass('extra');
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(listingFilters.map((filter) => filter.label));
  });

  it('removing a chip tells the host and moves focus to the chip now in its place', async () => {
    const onRemove = vi.fn();
    render(<Host onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Thread: M8' }));
    expect(onRemove).toHaveBeenCalledWith('property:m8');
    expect(screen.getByRole('button', { name: 'Remove filter Manufacturer: Acme' })).toHaveFocus();
  });

  it('removing the last chip moves focus to the last remaining one', async () => {
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Price: €5,00 – €20,00' }));
    expect(screen.getByRole('button', { name: 'Remove filter Manufacturer: Acme' })).toHaveFocus();
  });

  it('"reset all" removes every chip and focus goes to the given element', async () => {
    const onReset = vi.fn();
    render(<Host onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('renders nothing without filters, and no "reset all" without a handler', () => {
    const { container, rerender } = render(<ActiveFilters filters={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ActiveFilters filters={listingFilters.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
  });

  it('localized texts (de-DE)', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <Host />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('list', { name: 'Aktive Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle zurücksetzen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter Material: Steel entfernen' })).toBeInTheDocument();
  });
});

describe('ActiveFilters texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = activeFiltersMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(activeFiltersMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
