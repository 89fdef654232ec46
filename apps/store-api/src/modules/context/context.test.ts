import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, salesChannelContextSchema } from '@ratchet/store-api-contract';
import type { SalesChannelContext } from '@ratchet/store-api-contract';
import { fixedIds } from '../../seed/ids';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

describe.each(testDatabases)('context routes (storefront.md §3 Session context) on %s', (database) => {
  let server: TestServer;
  let maintenance: TestServer;
  beforeAll(async () => {
    [server, maintenance] = await Promise.all([
      startTestServer({ database, seed: { products: 10, demo: false } }),
      startTestServer({ database, seed: { products: 10, demo: false }, config: { maintenance: true } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), maintenance?.close()]);
  });

  it('reads the context with the navigation root, EUR and maintenance off by default (issue 3 Data)', async () => {
    const response = await server.get<SalesChannelContext>('/context');
    const context = salesChannelContextSchema.parse(response.json);
    expect(context.salesChannel.navigationCategoryId).toBe(fixedIds.rootCategories.main);
    expect(context.currency.isoCode).toBe('EUR');
    expect(context.salesChannel.maintenance).toBe(false);
    expect(context.customer).toBeNull();
    expect(context.token).toBe(response.token);
  });

  it('reports maintenance when the server is started with the maintenance flag', async () => {
    const response = await maintenance.get<SalesChannelContext>('/context');
    expect(response.json.salesChannel.maintenance).toBe(true);
  });

  it('switching the domain moves language and domain and answers the domain URL', async () => {
    const update = await server.request<{ contextToken: string; redirectUrl: string }>('PATCH', '/context', {
      body: { domainId: fixedIds.domains.nlBe },
    });
    expect(update.status).toBe(200);
    expect(update.json.redirectUrl).toBe('http://127.0.0.1:3000/nl-be');
    const context = (await server.get<SalesChannelContext>('/context')).json;
    expect(context.domainId).toBe(fixedIds.domains.nlBe);
    expect(context.languageInfo.localeCode).toBe('nl-NL');
  });

  it('refuses an unknown language with 400 naming languageId', async () => {
    const response = await server.request<{ errors: Array<{ code: string; source?: { pointer: string } }> }>(
      'PATCH',
      '/context',
      { body: { languageId: '00000001-0000-4000-8000-0000000000ff' } },
    );
    expect(response.status).toBe(400);
    expect(response.json.errors[0]?.code).toBe(errorCodes.validation);
    expect(response.json.errors[0]?.source?.pointer).toBe('/languageId');
  });

  it('a sw-language-id header switches the language for one request only', async () => {
    const token = (await server.get('/context', { token: null })).token as string;
    const french = await server.get<SalesChannelContext>('/context', {
      token,
      headers: { 'sw-language-id': fixedIds.languages['fr-FR'] },
    });
    expect(french.json.languageInfo.localeCode).toBe('fr-FR');
    const again = await server.get<SalesChannelContext>('/context', { token });
    expect(again.json.languageInfo.localeCode).toBe('de-DE');
  });
});
