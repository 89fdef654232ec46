import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Domain } from '../operations';
import type { SeoUrl } from '../operations';
import { storeApiError } from '../test/fixtures';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { languageCode, pathUnderDomain, useDomains, type LanguageSwitchResult } from './useDomains';

const austria: Domain = {
  domainId: 'd-at',
  url: 'http://store.test/at',
  origin: 'http://store.test',
  host: 'store.test',
  pathPrefix: '/at',
  currencyId: 'eur',
  snippetSetId: 'snippets-de',
  languageId: 'lang-de',
  languageName: 'Deutsch',
  languageLabel: 'Deutsch (Österreich)',
  languageLocaleCode: 'de-AT',
};
const belgiumNl: Domain = {
  domainId: 'd-nl',
  url: 'http://store.test/be-nl',
  origin: 'http://store.test',
  host: 'store.test',
  pathPrefix: '/be-nl/',
  currencyId: 'eur',
  snippetSetId: 'snippets-nl',
  languageId: 'lang-nl',
  languageName: 'Nederlands',
  languageLabel: 'Nederlands (België)',
  languageLocaleCode: 'nl-BE',
};
function seoUrl(languageId: string, foreignKey: string, seoPathInfo: string, isCanonical: boolean): SeoUrl {
  return {
    id: `${languageId}-${seoPathInfo}`,
    languageId,
    salesChannelId: 'sales-channel',
    foreignKey,
    routeName: 'frontend.navigation.page',
    pathInfo: `/navigation/${foreignKey}`,
    seoPathInfo,
    isCanonical,
    apiAlias: 'seo_url',
  };
}

const seoUrls: SeoUrl[] = [
  seoUrl('lang-de', 'cat-screws', 'werkzeug/schrauben/', true),
  seoUrl('lang-nl', 'cat-screws', 'oud/schroeven/', false),
  seoUrl('lang-nl', 'cat-screws', 'gereedschap/schroeven/', true),
  // Another language using the same path must not be taken for the current page.
  seoUrl('lang-fr', 'cat-other', 'werkzeug/schrauben/', true),
];

type Criteria = { filter: { type: string; field: string; value: unknown }[] };

describe('useDomains (storefront.md §2 language switcher, §3 domain)', () => {
  let seoRequests: { criteria: Criteria; languageHeader: string | null }[];
  beforeEach(() => {
    seoRequests = [];
    server.use(
      http.get(apiUrl('/ratchet/domains'), () => HttpResponse.json([austria, belgiumNl])),
      http.post(apiUrl('/seo-url'), async ({ request }) => {
        const criteria = (await request.json()) as Criteria;
        seoRequests.push({ criteria, languageHeader: request.headers.get('sw-language-id') });
        const elements = seoUrls.filter((entry) =>
          criteria.filter.every((filter) => entry[filter.field as keyof SeoUrl] === filter.value),
        );
        return HttpResponse.json({ elements });
      }),
    );
  });

  async function renderDomains() {
    const rendered = renderCommerceHook(() => useDomains(), { domain: austria });
    await waitFor(() => expect(rendered.result.current.domains).toHaveLength(2));
    return rendered;
  }

  it('lists the domains and shows the switcher with more than one', async () => {
    const { result } = await renderDomains();
    expect(result.current.current).toBe(austria);
    expect(result.current.showLanguageSwitcher).toBe(true);
    expect(result.current.domains.map(languageCode)).toEqual(['DE', 'NL']);
  });

  it('hides the switcher with a single domain', async () => {
    server.use(http.get(apiUrl('/ratchet/domains'), () => HttpResponse.json([austria])));
    const { result } = renderCommerceHook(() => useDomains());
    await waitFor(() => expect(result.current.domains).toHaveLength(1));
    expect(result.current.showLanguageSwitcher).toBe(false);
  });

  it('switches to the SEO URL of the same page under the other domain prefix', async () => {
    const { result } = await renderDomains();
    let target: LanguageSwitchResult | undefined;
    await act(async () => {
      target = await result.current.switchLanguage('d-nl', { path: '/werkzeug/schrauben/' });
    });
    expect(target).toEqual({ domain: belgiumNl, path: '/be-nl/gereedschap/schroeven/', exact: true });
    expect(seoRequests[0]?.criteria).toEqual({
      filter: [
        { type: 'equals', field: 'seoPathInfo', value: 'werkzeug/schrauben/' },
        { type: 'equals', field: 'languageId', value: 'lang-de' },
      ],
      limit: 1,
    });
    expect(seoRequests[1]).toEqual({
      criteria: {
        filter: [
          { type: 'equals', field: 'routeName', value: 'frontend.navigation.page' },
          { type: 'equals', field: 'foreignKey', value: 'cat-screws' },
          { type: 'equals', field: 'languageId', value: 'lang-nl' },
        ],
      },
      languageHeader: 'lang-nl',
    });
  });

  it('switches by route and id without the first lookup', async () => {
    const { result } = await renderDomains();
    let target: LanguageSwitchResult | undefined;
    await act(async () => {
      target = await result.current.switchLanguage('d-nl', {
        routeName: 'frontend.navigation.page',
        foreignKey: 'cat-screws',
      });
    });
    expect(target?.path).toBe('/be-nl/gereedschap/schroeven/');
    expect(seoRequests).toHaveLength(1);
  });

  it('lands on the other domain home when the page has no SEO URL there, or for the home page', async () => {
    const { result } = await renderDomains();
    let unknownPage: LanguageSwitchResult | undefined;
    let homePage: LanguageSwitchResult | undefined;
    await act(async () => {
      unknownPage = await result.current.switchLanguage('d-nl', { path: '/nirgendwo/' });
      homePage = await result.current.switchLanguage('d-nl', { path: '/' });
    });
    expect(unknownPage).toEqual({ domain: belgiumNl, path: '/be-nl/', exact: false });
    expect(homePage).toEqual({ domain: belgiumNl, path: '/be-nl/', exact: true });
  });

  it('keeps the error and goes to the other home when the lookup fails', async () => {
    server.use(http.post(apiUrl('/seo-url'), () => storeApiError(500, 'FRAMEWORK__INTERNAL_ERROR')));
    const { result } = await renderDomains();
    let target: LanguageSwitchResult | undefined;
    await act(async () => {
      target = await result.current.switchLanguage('d-nl', { path: '/werkzeug/schrauben/' });
    });
    expect(target?.path).toBe('/be-nl/');
    expect(result.current.error?.code).toBe('FRAMEWORK__INTERNAL_ERROR');
  });

  it('rejects an unknown domain id with a clear error', async () => {
    const { result } = await renderDomains();
    await expect(result.current.switchLanguage('d-xx', { path: '/' })).rejects.toThrow(/Unknown domain "d-xx"/);
  });

  it('joins prefix and path with one slash', () => {
    expect(pathUnderDomain({ pathPrefix: '' }, 'a/b/')).toBe('/a/b/');
    expect(pathUnderDomain({ pathPrefix: '/at/' }, '/a')).toBe('/at/a');
  });
});
