import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderCommerceHook, testClient } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useCategoryCounters } from './useCategoryCounters';

describe('useCategoryCounters (storefront.md §2 product counts, §7 category counters)', () => {
  it('loads the counters of a category and shows available of total only when logged in and different', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/category/counters/{id}'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({
          screws: { referenceId: 'screws', total: 120, available: 80 },
          nuts: { referenceId: 'nuts', total: 30, available: 30 },
        });
      }),
    );
    const { result } = renderCommerceHook(() => useCategoryCounters('tools'));
    await waitFor(() => expect(Object.keys(result.current.counters)).toEqual(['screws', 'nuts']));
    expect(asked).toEqual(['tools']);
    expect(result.current.countFor('screws', true)).toEqual({ available: 80, total: 120 });
    expect(result.current.countFor('screws', false)).toEqual({ available: 80 });
    expect(result.current.countFor('nuts', true)).toEqual({ available: 30 });
    expect(result.current.countFor('unknown', true)).toBeUndefined();
  });

  it('asks nothing without a category id', () => {
    const client = testClient();
    const invoke = vi.spyOn(client, 'invoke');
    const { result } = renderCommerceHook(() => useCategoryCounters(undefined), { client });
    // SWR calls a fetcher while the hook mounts (with 'tools' it has been called by now): no call is none.
    expect(invoke).not.toHaveBeenCalled();
    expect(result.current.counters).toEqual({});
  });
});
