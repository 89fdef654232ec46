import { operations } from '@ratchet/store-api-contract';
import { accountRouteOf, accountRoutes } from '@ratchet/store-api-contract/rules';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };

function toRouteObjects(entries: Entry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true, handle: entry.file }
      : { id: entry.id, path: entry.path, handle: entry.file, children: toRouteObjects(entry.children ?? []) },
  );
}

const table = toRouteObjects(routes);
const operationPaths = Object.keys(operations).map((key) => {
  const path = key.split(' ')[2] ?? '';
  return `/store-api${path.replace(/\{[^}]+\}/g, '0191c5c4-7f4a-7000-8000-000000000001')}`;
});

describe('route table (architecture.md: the browser reaches the store-API through the same-origin /store-api proxy)', () => {
  it('sends every store-API operation of the contract to the proxy, never to a page', () => {
    const wrong = operationPaths.flatMap((path) => {
      const leaf = String(matchRoutes(table, path)?.at(-1)?.route.handle ?? 'no route');
      return leaf === 'routes/storeApiProxy.ts' ? [] : [{ path, leaf }];
    });
    expect(operationPaths.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('keeps pages under a domain prefix on their page routes', () => {
    expect(matchRoutes(table, '/de-at/account/customer')?.at(-1)?.route.handle).toBe('routes/account/users.tsx');
    expect(matchRoutes(table, '/de-at/checkout')?.at(-1)?.route.handle).toBe('routes/checkout.tsx');
  });

  it('account-area.md §2: every account page belongs to a screen of the route → role table (guards and server read it)', () => {
    const find = (entries: Entry[]): Entry | undefined =>
      entries.find((entry) => entry.path === 'account') ??
      entries.flatMap((entry) => find(entry.children ?? []) ?? [])[0];
    const account = find(routes as Entry[]);
    // The requester's own order requests open with a login alone (docs/decisions.md, approvals).
    const loginOnly = new Set(['requests', 'requests/:id']);
    const pages = (account?.children ?? []).flatMap((entry) =>
      entry.index || entry.path === undefined || entry.path === '*' || loginOnly.has(entry.path) ? [] : [entry.path],
    );
    expect(pages.length).toBeGreaterThan(20);
    const unlisted = pages.filter((path) => accountRouteOf(`/account/${path.replace(/:\w+\??/g, '1')}`) === undefined);
    expect(unlisted).toEqual([]);
    expect(accountRouteOf('/account/recover/password')).toBe('recoverPassword');
    expect(accountRoutes.recoverPassword.roles).toEqual(accountRoutes.profile.roles);
  });
});
