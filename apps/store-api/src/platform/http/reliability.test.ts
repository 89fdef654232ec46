import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, storeApiErrorResponseSchema } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

interface ErrorBody {
  errors: Array<{ status: string; code: string; detail: string; source?: { pointer: string } }>;
}

describe.each(testDatabases)(
  'reliability: bad input gets a clear 4xx with a code (issue 3 Reliability) on %s',
  (database) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 40, demo: false } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers malformed JSON with 400 FRAMEWORK__INVALID_JSON', async () => {
      const response = await server.request<ErrorBody>('PATCH', '/context', { rawBody: '{"languageId": ' });
      expect(response.status).toBe(400);
      expect(storeApiErrorResponseSchema.parse(response.json).errors[0]?.code).toBe(errorCodes.invalidJson);
    });

    it('answers a wrong type with 400 FRAMEWORK__VALIDATION_FAILED naming the field', async () => {
      const response = await server.request<ErrorBody>('PATCH', '/context', { body: { languageId: 42 } });
      expect(response.status).toBe(400);
      expect(response.json.errors[0]?.code).toBe(errorCodes.validation);
      expect(response.json.errors[0]?.source?.pointer).toBe('/languageId');
    });

    it('answers a body over 1 MB with 413 FRAMEWORK__REQUEST_BODY_TOO_LARGE', async () => {
      const huge = JSON.stringify({ languageId: 'x'.repeat(1024 * 1024 + 10) });
      const response = await server.request<ErrorBody>('PATCH', '/context', { rawBody: huge });
      expect(response.status).toBe(413);
      expect(response.json.errors[0]?.code).toBe(errorCodes.bodyTooLarge);
    });

    it('answers an unknown route with 404 FRAMEWORK__ROUTE_NOT_FOUND', async () => {
      const response = await server.get<ErrorBody>('/no-such-route/at-all');
      expect(response.status).toBe(404);
      expect(response.json.errors[0]?.code).toBe(errorCodes.routeNotFound);
    });

    it('answers a malformed context token with 400 FRAMEWORK__INVALID_CONTEXT_TOKEN', async () => {
      const response = await server.get<ErrorBody>('/context', { token: 'bad token!' });
      expect(response.status).toBe(400);
      expect(response.json.errors[0]?.code).toBe(errorCodes.invalidContextToken);
    });

    it('answers an unknown access key with 401 FRAMEWORK__INVALID_SALES_CHANNEL', async () => {
      const response = await server.get<ErrorBody>('/context', { accessKey: 'SWSCNOTAKEY' });
      expect(response.status).toBe(401);
      expect(response.json.errors[0]?.code).toBe(errorCodes.invalidAccessKey);
    });

    it('gives a new token for an unknown but well-formed token, and keeps a known one', async () => {
      const unknown = 'A'.repeat(32);
      const first = await server.get('/context', { token: unknown });
      expect(first.status).toBe(200);
      expect(first.token).not.toBe(unknown);
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const again = await server.get('/context', { token: first.token });
      expect(again.token).toBe(first.token);
    });

    it('exposes sw-context-token to browsers (CORS)', async () => {
      const response = await fetch(`${server.baseURL}/context`, {
        headers: { 'sw-access-key': server.accessKey, origin: 'http://partner.example' },
      });
      expect(response.headers.get('access-control-expose-headers')).toContain('sw-context-token');
      expect(response.headers.get('sw-context-token')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    });
  },
);
