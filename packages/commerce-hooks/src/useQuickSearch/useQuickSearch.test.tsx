import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useQuickSearch } from './useQuickSearch';

/** Moves the fake clock inside act (the hook's pause timer fires and its state update renders). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useQuickSearch (storefront.md §2 search, §9 debounce and limits)', () => {
  let requests: { search: string; limit: number }[];
  beforeEach(() => {
    requests = [];
    server.use(
      http.post(apiUrl('/search-suggest'), async ({ request }) => {
        const body = (await request.json()) as { search: string; limit: number };
        requests.push(body);
        const elements = Array.from({ length: body.limit }, (_, index) => ({
          id: `p${index + 1}`,
          productNumber: `${body.search}-${index + 1}`,
        }));
        return HttpResponse.json({ elements, total: 42 });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 600 ms of typing pause by default before asking for 10 results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { result } = renderCommerceHook(() => useQuickSearch());
    act(() => result.current.setQuery('M8'));
    await advance(599);
    expect(requests).toEqual([]);
    expect(result.current.isSearching).toBe(true);
    await advance(1);
    // The pause is over: the request runs on the real clock (MSW and SWR).
    vi.useRealTimers();
    await waitFor(() => expect(requests).toEqual([{ search: 'M8', limit: 10 }]));
    await waitFor(() => expect(result.current.hasSearched).toBe(true));
  });

  it('shows 5 of the 10 results and keeps all of them', async () => {
    const { result } = renderCommerceHook(() => useQuickSearch({ debounceMs: 20 }));
    act(() => result.current.setQuery('M8'));
    await waitFor(() => expect(result.current.results).toHaveLength(10));
    expect(result.current.visibleResults.map((product) => product.productNumber)).toEqual([
      'M8-1',
      'M8-2',
      'M8-3',
      'M8-4',
      'M8-5',
    ]);
    expect(result.current.total).toBe(42);
    expect(result.current.searchedTerm).toBe('M8');
  });

  it('searches once for the last text typed within the pause (500 ms variant)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { result } = renderCommerceHook(() => useQuickSearch({ debounceMs: 500 }));
    act(() => result.current.setQuery('M'));
    await advance(200);
    act(() => result.current.setQuery('M8'));
    await advance(499);
    expect(requests).toEqual([]);
    await advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(requests).toEqual([{ search: 'M8', limit: 10 }]));
  });

  it('an empty query clears the results and runs no search', async () => {
    const { result } = renderCommerceHook(() => useQuickSearch({ debounceMs: 20 }));
    act(() => result.current.setQuery('M8'));
    await waitFor(() => expect(result.current.results).toHaveLength(10));
    vi.useFakeTimers({ shouldAdvanceTime: false });
    act(() => result.current.setQuery('   '));
    expect(result.current.results).toEqual([]);
    expect(result.current.visibleResults).toEqual([]);
    expect(result.current.hasSearched).toBe(false);
    // Well past the 20 ms pause: still the one request of 'M8'.
    await advance(1000);
    expect(requests).toHaveLength(1);
  });
});
