// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Pager } from './Pager';
import { pageItems, resolvePagerPosition } from './pageItems';

afterEach(cleanup);

const shown = (current: number, total: number) =>
  pageItems(current, total).map((item) => (item.type === 'page' ? item.page : '…'));

describe('pageItems (storefront.md §2 listing pager)', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, '…', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, '…', 4, 5, 6, '…', 10]],
    [10, 10, [1, '…', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, '…', 10]],
    [1, 0, []],
  ])('page %s of %s shows %j', (current, total, expected) => {
    expect(shown(current, total)).toEqual(expected);
  });
});

describe('resolvePagerPosition (storefront.md §2, §3 "total pages = total divided by limit, rounded up")', () => {
  it('derives totalPages from totalResults and currentLimit when missing', () => {
    expect(resolvePagerPosition({ currentPage: 1, currentLimit: 24, totalResults: 49 })).toEqual({
      currentPage: 1,
      totalPages: 3,
    });
    expect(resolvePagerPosition({ currentPage: 1, currentLimit: 24, totalResults: 48 }).totalPages).toBe(2);
  });

  it('clamps a page outside the range and reads bad numbers safely', () => {
    expect(resolvePagerPosition({ currentPage: 9, totalPages: 4 }).currentPage).toBe(4);
    expect(resolvePagerPosition({ currentPage: -2, totalPages: 4 }).currentPage).toBe(1);
    expect(resolvePagerPosition({ currentPage: Number.NaN, totalPages: 4 }).currentPage).toBe(1);
    expect(resolvePagerPosition({ currentPage: 1, currentLimit: 0, totalResults: 10 }).totalPages).toBe(0);
  });
});

describe('Pager (storefront.md §2 "pager with currentPage, currentLimit, totalResults, totalPages")', () => {
  it('is a navigation landmark with a localized name and marks the current page', () => {
    render(<Pager currentPage={3} currentLimit={24} totalResults={240} totalPages={10} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(nav.textContent).toContain('49–72 of 240');
  });

  it('calls onPageChange with first, previous, next, last and a page number', () => {
    const onPageChange = vi.fn();
    render(<Pager currentPage={5} totalPages={10} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 10, 6]);
  });

  it('disables first and previous on the first page, next and last on the last page', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager currentPage={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
    rerender(<Pager currentPage={3} totalPages={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByRole('button', { name: 'Last page' }).hasAttribute('disabled')).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('does not report a click on the current page as a change', () => {
    const onPageChange = vi.fn();
    render(<Pager currentPage={2} totalPages={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows an ellipsis for skipped pages, named for screen readers', () => {
    render(<Pager currentPage={5} totalPages={10} />);
    expect(screen.getAllByText('More pages')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeDefined();
  });

  it('renders real links with getPageHref (SSR) and still reports plain clicks', () => {
    const onPageChange = vi.fn();
    render(<Pager currentPage={2} totalPages={4} getPageHref={(page) => `?p=${page}`} onPageChange={onPageChange} />);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('?p=3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('link', { name: 'Page 4' }), { ctrlKey: true });
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('renders disabled links without href', () => {
    render(<Pager currentPage={1} totalPages={4} getPageHref={(page) => `?p=${page}`} />);
    const first = screen.getByRole('link', { name: 'First page' });
    expect(first.getAttribute('href')).toBeNull();
    expect(first.getAttribute('aria-disabled')).toBe('true');
  });

  it('derives the page count from totalResults and currentLimit (storefront.md §3)', () => {
    render(<Pager currentPage={1} currentLimit={24} totalResults={50} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('renders nothing for a single page or no results', () => {
    const { container, rerender } = render(<Pager currentPage={1} totalPages={1} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pager currentPage={1} currentLimit={24} totalResults={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('speaks the provider locale', () => {
    render(
      <UiLocaleProvider locale="nl-NL">
        <Pager currentPage={1} currentLimit={20} totalResults={100} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginering' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toBeDefined();
    expect(screen.getByRole('navigation').textContent).toContain('1–20 van 100');
  });

  it('passes className to the root', () => {
    render(<Pager currentPage={1} totalPages={2} className="extra-class" />);
    const nav = screen.getByRole('navigation');
    expect(nav.classList.contains('extra-class')).toBe(true);
    expect(nav.getAttribute('data-slot')).toBe('pager');
  });
});
