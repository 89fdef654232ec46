import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousCustomer, fallbackEntries, swrKeys } from '../keys';
import type { Domain } from '../operations';
import { cartWith, leadBuyer, leadBuyerRights } from '../test/fixtures';
import { renderCommerceHook, testClient } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useCart } from '../useCart';
import { useNavigation } from '../useNavigation';
import { useSession } from '../useSession';
import { RatchetCommerceProvider, useCommerce } from './RatchetCommerceProvider';

describe('RatchetCommerceProvider (architecture.md: loader data handed to SWR as fallback)', () => {
  it('serves loader data as fallback on the first render', async () => {
    let cartReads = 0;
    server.use(
      http.get(apiUrl('/checkout/cart'), () => {
        cartReads += 1;
        return HttpResponse.json(cartWith([{ id: 'a', sku: 'A', quantity: 1 }]));
      }),
      http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
    );
    const loaderCart = cartWith([
      { id: 'a', sku: 'A', quantity: 1 },
      { id: 'b', sku: 'B', quantity: 2 },
    ]);
    const { result } = renderCommerceHook(() => useCart(), {
      fallback: fallbackEntries([[swrKeys.cart({ language: 'de-DE', customer: anonymousCustomer }), loaderCart]]),
    });
    // The first render already has the loader's cart, before any request answered.
    expect(result.current.count).toBe(2);
    await waitFor(() => expect(cartReads).toBe(1));
    await waitFor(() => expect(result.current.count).toBe(1));
  });

  it('shares client, locale and domain', () => {
    const { result, client } = renderCommerceHook(() => useCommerce(), { locale: 'nl-NL' });
    expect(result.current.client).toBe(client);
    expect(result.current.locale).toBe('nl-NL');
  });

  it('fails with a clear error outside the provider', () => {
    expect(() => renderHook(() => useCommerce())).toThrow(/inside <RatchetCommerceProvider>/);
  });
});

const domainOf = (languageId: string): Domain => ({
  domainId: `d-${languageId}`,
  url: `http://store.test/${languageId}`,
  origin: 'http://store.test',
  host: 'store.test',
  pathPrefix: `/${languageId}`,
  currencyId: 'eur',
  snippetSetId: `snippets-${languageId}`,
  languageId,
  languageName: languageId,
  languageLabel: languageId,
  languageLocaleCode: 'de-AT',
});

describe('client cache identity (issue 9 item 6: keys scoped to customer and language)', () => {
  // The storefront's configuration: loader data is trusted, no refetch of every key after hydration.
  const storefrontConfig = { revalidateIfStale: false };

  it("a login loads the customer's cart, and a logout loads the visitor's again instead of the loader's old one", async () => {
    const cartReads: string[] = [];
    let navigationReads = 0;
    server.use(
      http.post(apiUrl('/navigation/{activeId}/{rootId}'), () => {
        navigationReads += 1;
        return HttpResponse.json([]);
      }),
      http.get(apiUrl('/checkout/cart'), ({ request }) => {
        const token = request.headers.get('sw-context-token') ?? '';
        cartReads.push(token);
        if (token === 'logged-in') return HttpResponse.json(cartWith([{ id: 'c', sku: 'CUSTOMER', quantity: 1 }]));
        return HttpResponse.json(cartWith([{ id: 'v', sku: 'AFTER-LOGOUT', quantity: 1 }]));
      }),
      http.post(apiUrl('/ratchet/price-information'), () => HttpResponse.json({ articles: [] })),
      http.post(apiUrl('/account/login'), () =>
        HttpResponse.json({ contextToken: '', redirectUrl: null }, { headers: { 'sw-context-token': 'logged-in' } }),
      ),
      http.post(apiUrl('/account/logout'), () =>
        HttpResponse.json({ contextToken: '', redirectUrl: null }, { headers: { 'sw-context-token': 'visitor-2' } }),
      ),
      http.post(apiUrl('/account/customer'), ({ request }) =>
        request.headers.get('sw-context-token') === 'logged-in'
          ? HttpResponse.json(leadBuyer)
          : HttpResponse.json(
              { errors: [{ status: '403', code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', title: '', detail: '' }] },
              { status: 403 },
            ),
      ),
      http.get(apiUrl('/ratchet/account/{id}/role'), () => HttpResponse.json({ roles: leadBuyerRights })),
    );
    const visitor = { language: 'de-DE', customer: anonymousCustomer };
    const loaderCart = cartWith([{ id: 'l', sku: 'LOADER', quantity: 1 }]);
    const mainNavigation = swrKeys.navigation('de-DE', 'main', 'main-navigation', 4);
    const { result } = renderCommerceHook(
      () => ({ cart: useCart(), session: useSession(), navigation: useNavigation('main') }),
      {
        fallback: fallbackEntries([
          [swrKeys.customer('de-DE'), null],
          [swrKeys.cart(visitor), loaderCart],
          [mainNavigation, [{ id: 'c1', name: 'Schrauben', translated: { name: 'Schrauben' } }]],
        ]),
        swrConfig: storefrontConfig,
      },
    );
    expect(result.current.cart.lineItems.map((line) => line.payload?.productNumber)).toEqual(['LOADER']);

    await act(async () => {
      await result.current.session.login({ username: 'lena', password: 'secret' });
    });
    await waitFor(() =>
      expect(result.current.cart.lineItems.map((line) => line.payload?.productNumber)).toEqual(['CUSTOMER']),
    );

    await act(async () => {
      await result.current.session.logout();
    });
    await waitFor(() =>
      expect(result.current.cart.lineItems.map((line) => line.payload?.productNumber)).toEqual(['AFTER-LOGOUT']),
    );
    expect(cartReads).toEqual(['logged-in', 'visitor-2']);
    // What every customer shares (the navigation) keeps the loader's data: nothing else would load it again.
    expect(result.current.navigation.elements.map((element) => element.name)).toEqual(['Schrauben']);
    expect(navigationReads).toBe(0);
  });

  it('a language switched back reloads its navigation instead of showing what the other language cached', async () => {
    let answer = 'Schrauben';
    server.use(
      http.post(apiUrl('/navigation/{activeId}/{rootId}'), () =>
        HttpResponse.json([{ id: 'c1', name: answer, translated: { name: answer } }]),
      ),
    );
    const client = testClient();
    function Names() {
      const { elements } = useNavigation('main');
      return <p>{elements.map((element) => element.name).join(',') || 'loading'}</p>;
    }
    function Page({ languageId }: { languageId: string }): ReactNode {
      return (
        <RatchetCommerceProvider
          key={languageId}
          client={client}
          locale="de-DE"
          domain={domainOf(languageId)}
          // SWR's default cache, as in the storefront: it outlives the provider that a language switch remounts.
          // SWR de-duplicates a key's requests for 2 s; the test switches faster than a person would.
          swrConfig={{ ...storefrontConfig, dedupingInterval: 0 }}
        >
          <Names />
        </RatchetCommerceProvider>
      );
    }
    const view = render(<Page languageId="lang-de" />);
    await screen.findByText('Schrauben');
    answer = 'Schroeven';
    view.rerender(<Page languageId="lang-nl" />);
    await screen.findByText('Schroeven');
    answer = 'Schrauben (neu)';
    view.rerender(<Page languageId="lang-de" />);
    await screen.findByText('Schrauben (neu)');
  });
});
