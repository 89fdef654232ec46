import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, errorCodes } from '@ratchet/store-api-contract';
import { createApp } from '../../app';
import { loadConfig } from '../config';
import { demoIds } from '../../seed/demoCustomers';
import { demoAccessKey, fixedIds } from '../../seed/ids';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';
import { route } from './route';

const echoOrder = defineOperation('echoOrder post /ratchet/test/{orderId}', {
  pathParams: z.object({ orderId: z.string().regex(/^\d+$/) }),
  query: z.object({ page: z.coerce.number().int().min(1).optional() }),
  body: z.object({ quantity: z.number().positive() }),
  response: z.object({ orderId: z.string(), quantity: z.number(), page: z.number() }),
  access: { role: 'ROLE_PLACE_ORDERS' },
});
const brokenAnswer = defineOperation('brokenAnswer get /ratchet/test-broken', {
  response: z.object({ total: z.number() }),
  access: 'anonymous',
});

describe.each(testDatabases)(
  'route(): contract validation, access and roles (issue 3 What it is) on %s',
  (database) => {
    let server: TestServer;
    let app: ReturnType<typeof createApp>;
    const tokens = { placer: 'P'.repeat(32), viewer: 'V'.repeat(32) };

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 20, demo: true } });
      app = createApp({ db: server.db, config: loadConfig({ nodeEnv: 'test' }) });
      route(app, echoOrder, ({ params, query, body }) => ({
        orderId: params.orderId,
        quantity: body.quantity,
        page: query.page ?? 1,
      }));
      route(app, brokenAnswer, () => ({ total: 'many' }) as unknown as { total: number });
      for (const [token, username] of [
        [tokens.placer, 'lead.buyer'],
        [tokens.viewer, 'buyer'],
      ] as const) {
        await server.db.query(
          'INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)',
          [token, fixedIds.salesChannel, fixedIds.languages['de-DE'], demoIds.customers[username]],
        );
      }
    });
    afterAll(async () => {
      await server?.close();
    });

    const call = (path: string, body: unknown, token?: string) =>
      app.request(`/store-api${path}`, {
        method: 'POST',
        headers: {
          'sw-access-key': demoAccessKey,
          'content-type': 'application/json',
          ...(token ? { 'sw-context-token': token } : {}),
        },
        body: JSON.stringify(body),
      });

    it('answers an anonymous call of a rights-guarded route with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
      const response = await call('/ratchet/test/12', { quantity: 2 });
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].code).toBe(errorCodes.customerNotLoggedIn);
    });

    it('answers a customer without the role with 403 RATCHET__MISSING_PERMISSION (account-area.md §6)', async () => {
      const response = await call('/ratchet/test/12', { quantity: 2 }, tokens.viewer);
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].code).toBe(errorCodes.missingPermission);
    });

    it('passes typed, validated path params, query and body to the handler', async () => {
      const response = await call('/ratchet/test/12?page=3', { quantity: 2.5 }, tokens.placer);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ orderId: '12', quantity: 2.5, page: 3 });
    });

    it('names the failing path parameter and query field in source.pointer', async () => {
      const badPath = await call('/ratchet/test/abc', { quantity: 1 }, tokens.placer);
      expect(badPath.status).toBe(400);
      expect((await badPath.json()).errors[0].source.pointer).toBe('/path/orderId');
      const badQuery = await call('/ratchet/test/1?page=0', { quantity: 1 }, tokens.placer);
      expect((await badQuery.json()).errors[0].source.pointer).toBe('/query/page');
    });

    it('lists every invalid body field', async () => {
      const response = await call('/ratchet/test/1', { quantity: -1, extra: true }, tokens.placer);
      const body = await response.json();
      expect(response.status).toBe(400);
      expect(body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain('/quantity');
    });

    it('refuses an answer outside the contract outside production instead of sending it', async () => {
      const response = await app.request('/store-api/ratchet/test-broken', {
        headers: { 'sw-access-key': demoAccessKey },
      });
      expect(response.status).toBe(500);
      expect((await response.json()).errors[0].code).toBe(errorCodes.internal);
    });
  },
);
