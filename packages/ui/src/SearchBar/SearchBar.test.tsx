// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { SearchBar, searchHref, type SearchBarResult } from './SearchBar';
import { placeholderLetterMs, placeholderPauseMs } from './useTypedPlaceholder';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const result = (n: number): SearchBarResult => ({
  id: `p${n}`,
  name: `Hex screw M8x${n * 10}`,
  productNumber: `HS-${n}`,
  manufacturer: 'Würth',
  availability: 'In stock',
  imageUrl: `/img/${n}.png`,
  properties: [
    { group: 'Material', option: 'Steel' },
    { group: 'Length', option: `${n * 10} mm` },
    { group: 'Head', option: 'Hex' },
    { group: 'Coating', option: 'Zinc' },
    { group: 'Thread', option: 'M8' },
  ],
});
const results = Array.from({ length: 10 }, (_, index) => result(index + 1));

describe('SearchBar', () => {
  it('types the placeholder at 150 ms per letter and pauses 1000 ms between words (storefront.md §2 Search)', () => {
    vi.useFakeTimers();
    render(<SearchBar placeholderWords={['M8', 'Nut']} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('placeholder')).toBe('Search for ');
    act(() => vi.advanceTimersByTime(placeholderLetterMs));
    expect(input.getAttribute('placeholder')).toBe('Search for M');
    act(() => vi.advanceTimersByTime(placeholderLetterMs));
    expect(input.getAttribute('placeholder')).toBe('Search for M8');
    act(() => vi.advanceTimersByTime(placeholderPauseMs - 1));
    expect(input.getAttribute('placeholder')).toBe('Search for M8');
    act(() => vi.advanceTimersByTime(1));
    expect(input.getAttribute('placeholder')).toBe('Search for ');
    // Each letter schedules the next one after rendering, so time advances letter by letter.
    for (let letter = 0; letter < 3; letter++) act(() => vi.advanceTimersByTime(placeholderLetterMs));
    expect(input.getAttribute('placeholder')).toBe('Search for Nut');
  });

  it('pauses the typed placeholder while the field is off screen, e.g. the hidden header of the other viewport (storefront.md §2 Search)', () => {
    vi.useFakeTimers();
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = window.IntersectionObserver;
    Reflect.set(
      window,
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<SearchBar placeholderWords={['M8', 'Nut']} />);
      const input = screen.getByRole('combobox', { name: 'Search' });
      act(() => vi.advanceTimersByTime(placeholderLetterMs));
      expect(input.getAttribute('placeholder')).toBe('Search for M');
      act(() => observers.forEach((report) => report([{ isIntersecting: false }])));
      // Paused: the first word stands, and no timer types on.
      expect(input.getAttribute('placeholder')).toBe('Search for M8');
      act(() => vi.advanceTimersByTime(10 * placeholderPauseMs));
      expect(input.getAttribute('placeholder')).toBe('Search for M8');
      expect(vi.getTimerCount()).toBe(0);
      act(() => observers.forEach((report) => report([{ isIntersecting: true }])));
      expect(input.getAttribute('placeholder')).toBe('Search for M');
      act(() => vi.advanceTimersByTime(placeholderLetterMs));
      expect(input.getAttribute('placeholder')).toBe('Search for M8');
    } finally {
      Reflect.set(window, 'IntersectionObserver', original);
    }
  });

  it('shows the full word when the user prefers reduced motion (storefront.md §2 Search)', () => {
    vi.useFakeTimers();
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    render(<SearchBar placeholderWords={['Washer', 'Nut']} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe('Search for Washer');
    matchMedia.mockRestore();
  });

  it('emits each change of the query for the debouncing hook and focus/blur for maximise/minimise (storefront.md §2)', async () => {
    const user = userEvent.setup();
    const onQueryChange = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(
      <div>
        <p>outside</p>
        <SearchBar onQueryChange={onQueryChange} onFocus={onFocus} onBlur={onBlur} />
      </div>,
    );
    await user.type(screen.getByRole('combobox'), 'M8');
    expect(onQueryChange.mock.calls.map(([query]) => query)).toEqual(['M', 'M8']);
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('outside'));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows results only while focused and after a search, at most 5 (storefront.md §2 Search)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SearchBar defaultQuery="M8" />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    rerender(<SearchBar defaultQuery="M8" results={results} />);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows image, name, number, manufacturer, availability and 4 properties with the named group first (storefront.md §2)', async () => {
    const user = userEvent.setup();
    render(<SearchBar defaultQuery="M8" results={[result(2)]} firstPropertyGroup="Thread" />);
    await user.click(screen.getByRole('combobox'));
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('Hex screw M8x20');
    expect(option.textContent).toContain('Item no. HS-2 · Würth');
    expect(option.textContent).toContain('In stock');
    expect(option.textContent).toContain('Thread: M8 | Material: Steel | Length: 20 mm | Head: Hex');
    expect(option.textContent).not.toContain('Coating');
    expect(option.querySelector('img')?.getAttribute('src')).toBe('/img/2.png');
  });

  it('names each option by name and number only and describes it with the rest (storefront.md §2 Search, combobox pattern)', async () => {
    const user = userEvent.setup();
    render(
      <SearchBar
        defaultQuery="M8"
        results={[{ ...result(2), articleNumber: 'HM-10002' }]}
        firstPropertyGroup="Thread"
      />,
    );
    await user.click(screen.getByRole('combobox'));
    const option = screen.getByRole('option', { name: 'Hex screw M8x20 Item no. HS-2' });
    const description = (option.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual([
      'Würth',
      'In stock',
      'Your article no. HM-10002',
      'Thread: M8 | Material: Steel | Length: 20 mm | Head: Hex',
    ]);
  });

  it("shows the customer's own article number only when the result has an article link (storefront.md §2 Search, §6)", async () => {
    const user = userEvent.setup();
    render(
      <UiLocaleProvider locale="de-DE">
        <SearchBar defaultQuery="M8" results={[{ ...result(1), articleNumber: 'HM-10001' }, result(2)]} />
      </UiLocaleProvider>,
    );
    await user.click(screen.getByRole('combobox'));
    const [linked, plain] = screen.getAllByRole('option');
    expect(linked!.textContent).toContain('Ihre Art.-Nr. HM-10001');
    expect(plain!.textContent).not.toContain('Ihre Art.-Nr.');
    expect(plain!.getAttribute('aria-describedby')).not.toContain('article');
  });

  it('marks availability as in stock, deliverable later or not available (storefront.md §2 Search availability)', async () => {
    const user = userEvent.setup();
    render(
      <SearchBar
        defaultQuery="M8"
        results={[
          { ...result(1), availability: '120 in stock' },
          { ...result(2), availability: 'Delivery in 14–28 days', availabilityState: 'delayed' },
          { ...result(3), availability: 'Not available', availabilityState: 'unavailable' },
          { ...result(4), availability: null },
        ]}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    const states = screen
      .getAllByRole('option')
      .map((option) => option.querySelector('[data-slot="search-bar-availability"]'))
      .map((element) => element && [element.getAttribute('data-availability'), element.textContent]);
    expect(states).toEqual([
      ['available', '120 in stock'],
      ['delayed', 'Delivery in 14–28 days'],
      ['unavailable', 'Not available'],
      null,
    ]);
  });

  it('shows loading and no-results texts (storefront.md §2 Search texts)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SearchBar defaultQuery="xyz" loading />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    rerender(<SearchBar defaultQuery="xyz" results={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No products found for “xyz”.');
  });

  it('links show more to /search?query=… (storefront.md §2 Search)', async () => {
    const user = userEvent.setup();
    render(<SearchBar defaultQuery="M8 nut" results={results} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('link', { name: 'Show all results' }).getAttribute('href')).toBe('/search?query=M8%20nut');
  });

  it('submit and the magnifier go to /search with the query (storefront.md §2 Search)', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBar onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox'), 'M8{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('M8', '/search?query=M8');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('moves through results with the arrow keys and chooses with Enter (combobox pattern)', async () => {
    const user = userEvent.setup();
    const onSelectResult = vi.fn();
    render(<SearchBar defaultQuery="M8" results={results} onSelectResult={onSelectResult} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[4]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onSelectResult).toHaveBeenCalledWith(results[4]);
  });

  it('builds the search URL with an encoded, trimmed query', () => {
    expect(searchHref(' a&b ')).toBe('/search?query=a%26b');
  });

  it('passes className to the root', () => {
    render(<SearchBar className="extra" />);
    const root = screen.getByRole('search');
    expect(root.classList.contains('extra')).toBe(true);
    expect(root.getAttribute('data-slot')).toBe('search-bar');
  });
});
