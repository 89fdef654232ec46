/**
 * Smoke run of the commerce-hooks client against the real store-API (in-process, PGlite, demo seed), with every
 * answer parsed by the contract. Prints each step; exits 1 on the first mismatch. Not part of `test` (it starts
 * the server and seeds a database): `pnpm --filter @ratchet/commerce-hooks smoke`.
 */
import { operations } from '@ratchet/store-api-contract';
import { startTestServer } from '../../../apps/store-api/src/testing/testServer';
import { createStoreApiClient, isStoreApiClientError } from '../src/client';

function check(label: string, condition: boolean, detail: unknown = ''): void {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${label}`, detail);
  if (!condition) process.exitCode = 1;
}

async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'no error';
  } catch (error) {
    return isStoreApiClientError(error) ? `${error.status} ${error.code}` : String(error);
  }
}

const server = await startTestServer({ database: 'pglite' });
try {
  const adopted: string[] = [];
  const client = createStoreApiClient({
    baseURL: server.baseURL,
    accessKey: server.accessKey,
    operations,
    onContextToken: (token) => adopted.push(token),
  });

  const context = await client.invoke('readContext get /context');
  check('context answers and a token is adopted', Boolean(client.getContextToken()), context.salesChannel.id);
  const domains = await client.invoke('readDomains get /ratchet/domains');
  check(
    'domains',
    domains.length > 1,
    domains.map((domain) => domain.pathPrefix),
  );

  const depths = { main: 4, service: 2, countries: 4, footer: 1 } as const;
  for (const [type, depth] of Object.entries(depths)) {
    const rootId = `${type}-navigation`;
    const tree = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: rootId, rootId },
      body: { depth, buildTree: true },
    });
    check(`${type} navigation at depth ${depth}`, tree.length > 0, tree.length);
  }
  const [firstCategory] = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
    body: { depth: 4, buildTree: true },
  });
  if (!firstCategory) throw new Error('main navigation is empty');
  const counters = await client.invoke('readCategoryCounters get /category/counters/{id}', {
    pathParams: { id: firstCategory.id },
  });
  check('category counters', counters[firstCategory.id] !== undefined, counters[firstCategory.id]);

  const suggest = await client.invoke('searchSuggest post /search-suggest', {
    body: { search: 'Schraube', limit: 10 },
  });
  check('search suggest asks for 10', suggest.elements.length === 10, suggest.total);

  check(
    'anonymous customer call',
    (await failure(client.invoke('readCustomer post /account/customer'))) === '403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
  );
  const anonymousToken = client.getContextToken();
  await client.invoke('loginCustomer post /account/login', {
    body: { username: 'lead.buyer', password: 'ratchet-demo' },
  });
  check('login adopts a new token', client.getContextToken() !== anonymousToken, adopted.length);
  const customer = await client.invoke('readCustomer post /account/customer', { body: {} });
  const rights = await client.invoke('readCustomerRoles get /ratchet/account/{id}/role', {
    pathParams: { id: customer.id },
  });
  check('customer and rights', rights.roles.length === 24, `${customer.firstName} ${customer.lastName}`);

  const product = suggest.elements[0];
  if (!product) throw new Error('no search result');
  const cart = await client.invoke('addLineItem post /checkout/cart/line-item', {
    body: {
      items: [{ id: product.id, referencedId: product.id, type: 'product', quantity: product.minPurchase ?? 1 }],
    },
  });
  check('add to cart', cart.lineItems.length === 1, cart.lineItems[0]?.payload.productNumber);
  const prices = await client.invoke('readPriceInformation post /ratchet/price-information', {
    body: {
      articles: cart.lineItems.map((line) => ({
        sku: line.payload.productNumber,
        quantity: line.quantityInformation.minPurchase,
      })),
    },
  });
  check('price information', prices.articles.length === 1, prices.articles[0]?.price);

  const own = await client.invoke('readSeoUrl post /seo-url', {
    body: {
      filter: [
        { type: 'equals', field: 'seoPathInfo', value: (firstCategory.seoUrl ?? '').replace(/^\/+/, '') },
        { type: 'equals', field: 'languageId', value: context.salesChannel.languageId },
      ],
      limit: 1,
    },
  });
  const other = domains.find((domain) => domain.languageId !== context.salesChannel.languageId);
  const entry = own.elements[0];
  if (!other || !entry) throw new Error('no second domain or no SEO URL');
  const theirs = await client.invoke('readSeoUrl post /seo-url', {
    body: {
      filter: [
        { type: 'equals', field: 'routeName', value: entry.routeName },
        { type: 'equals', field: 'foreignKey', value: entry.foreignKey },
        { type: 'equals', field: 'languageId', value: other.languageId },
      ],
    },
    headers: { 'sw-language-id': other.languageId },
  });
  check('SEO URL of the same page in the other language', theirs.elements.length > 0, theirs.elements[0]?.seoPathInfo);

  await client.invoke('logoutCustomer post /account/logout');
  check(
    'logout ends the session',
    (await failure(client.invoke('readCustomer post /account/customer'))).startsWith('403'),
  );
  check(
    'bad credentials in the error shape',
    (await failure(
      client.invoke('loginCustomer post /account/login', { body: { username: 'lead.buyer', password: 'wrong' } }),
    )) === '401 CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
  );
} finally {
  await server.close();
}
