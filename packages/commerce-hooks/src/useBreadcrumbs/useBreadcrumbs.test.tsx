import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { category, storeApiError } from '../test/fixtures';
import { renderCommerceHook, testClient } from '../test/render';
import { apiUrl, server } from '../test/server';
import { categoryIdsFromPath, useBreadcrumbs } from './useBreadcrumbs';

const ids = ['tools', 'fasteners', 'screws'];

describe('useBreadcrumbs (storefront.md §2 breadcrumbs)', () => {
  it('starts with Home, then the categories in the order of the ids, looked up with equalsAny', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/category'), async ({ request }) => {
        bodies.push(await request.json());
        // Answered in another order than asked: the hook keeps the page's order.
        return HttpResponse.json({
          elements: [
            category('screws', 'Schrauben'),
            category('tools', 'Werkzeug'),
            category('fasteners', 'Befestigung'),
          ],
        });
      }),
    );
    const { result } = renderCommerceHook(() => useBreadcrumbs(ids));
    expect(result.current.breadcrumbs.map((crumb) => crumb.id)).toEqual(['home']);
    await waitFor(() => expect(result.current.breadcrumbs).toHaveLength(4));
    expect(result.current.breadcrumbs.map((crumb) => (crumb.kind === 'home' ? 'Home' : crumb.name))).toEqual([
      'Home',
      'Werkzeug',
      'Befestigung',
      'Schrauben',
    ]);
    expect(bodies).toEqual([{ filter: [{ type: 'equalsAny', field: 'id', value: ids }], limit: 3 }]);
  });

  it('keeps the error and shows only Home when loading fails', async () => {
    server.use(http.post(apiUrl('/category'), () => storeApiError(500, 'FRAMEWORK__INTERNAL_ERROR')));
    const { result } = renderCommerceHook(() => useBreadcrumbs(ids));
    await waitFor(() => expect(result.current.error?.code).toBe('FRAMEWORK__INTERNAL_ERROR'));
    expect(result.current.breadcrumbs).toEqual([{ kind: 'home', id: 'home', path: '/' }]);
  });

  it('shows only Home without categories and asks nothing', () => {
    const client = testClient();
    const invoke = vi.spyOn(client, 'invoke');
    const { result } = renderCommerceHook(() => useBreadcrumbs([]), { client });
    // SWR calls a fetcher while the hook mounts (useBreadcrumbs(['tools']) has called it by now): no call is none.
    expect(invoke).not.toHaveBeenCalled();
    expect(result.current.breadcrumbs.map((crumb) => crumb.kind)).toEqual(['home']);
    expect(result.current.isLoading).toBe(false);
  });

  it('reads the ids of a category path', () => {
    expect(categoryIdsFromPath('|tools|fasteners|')).toEqual(['tools', 'fasteners']);
    expect(categoryIdsFromPath(null)).toEqual([]);
  });
});
