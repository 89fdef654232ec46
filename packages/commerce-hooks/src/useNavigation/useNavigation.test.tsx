import { categorySchema } from '@ratchet/store-api-contract';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NavigationType } from '../keys';
import { category, storeApiError } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useNavigation } from './useNavigation';

describe('useNavigation (storefront.md §2 navigation, §9 navigation depths)', () => {
  let requests: { activeId: string; rootId: string; body: unknown }[];
  beforeEach(() => {
    requests = [];
    server.use(
      http.post(apiUrl('/navigation/{activeId}/{rootId}'), async ({ params, request }) => {
        requests.push({ activeId: String(params.activeId), rootId: String(params.rootId), body: await request.json() });
        return HttpResponse.json([category(`${String(params.rootId)}-first`, 'Erstes')]);
      }),
    );
  });

  it.each([
    ['main', 4],
    ['service', 2],
    ['countries', 4],
    ['footer', 1],
  ] as [NavigationType, number][])('asks the %s navigation at depth %i as a tree', async (type, depth) => {
    const { result } = renderCommerceHook(() => useNavigation(type));
    await waitFor(() => expect(result.current.elements).toHaveLength(1));
    expect(requests).toEqual([
      { activeId: `${type}-navigation`, rootId: `${type}-navigation`, body: { depth, buildTree: true } },
    ]);
    expect(result.current.depth).toBe(depth);
    expect(result.current.elements[0]?.id).toBe(`${type}-navigation-first`);
  });

  it('passes the active category id', async () => {
    const { result } = renderCommerceHook(() => useNavigation('main', { activeId: 'cat-42' }));
    await waitFor(() => expect(result.current.elements).toHaveLength(1));
    expect(requests[0]).toMatchObject({ activeId: 'cat-42', rootId: 'main-navigation' });
  });

  it('keeps the error and answers no elements on failure', async () => {
    server.use(
      http.post(apiUrl('/navigation/{activeId}/{rootId}'), () => storeApiError(500, 'FRAMEWORK__INTERNAL_ERROR')),
    );
    const { result } = renderCommerceHook(() => useNavigation('service'));
    await waitFor(() => expect(result.current.error?.code).toBe('FRAMEWORK__INTERNAL_ERROR'));
    expect(result.current.elements).toEqual([]);
  });

  it('test categories match the contract (so the hook is tested against real shapes)', () => {
    expect(
      categorySchema.safeParse(category('tools', 'Werkzeug', { children: [category('screws', 'Schrauben')] })).success,
    ).toBe(true);
  });

  it('rejects an unknown navigation type with a clear error', () => {
    expect(() => renderCommerceHook(() => useNavigation('sidebar' as NavigationType))).toThrow(
      /Unknown navigation type "sidebar"/,
    );
  });
});
