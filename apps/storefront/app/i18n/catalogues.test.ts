import type { Translator } from '@ratchet/account-kit';
import { errorCodes } from '@ratchet/store-api-contract';
import { describe, expect, it } from 'vitest';
import {
  catalogues,
  namespaceMessages,
  pageMessages,
  routeNamespaces,
  shellCatalogueFor,
  withEnglishFallback,
} from './catalogues.server';
import { createTranslator } from './I18nProvider';
import type { Namespace } from './keys';
import { resolveLocale, storefrontLocales } from './locale';
import { pageTextsOf } from './pageTexts';

const namespaces = Object.keys(catalogues) as Namespace[];
const englishKeys = (namespace: Namespace): string[] => Object.keys(catalogues[namespace]['en-GB']);

describe('catalogues per namespace and locale (issue 9 item 7; conventions.md: de-DE, nl-NL, fr-FR, en-GB)', () => {
  it('issue 9 item 7: has the storefront’s and the account area’s namespaces, shell among them', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['shell', 'home', 'catalog', 'checkout', 'auth', 'comingSoon', 'account']),
    );
  });

  it.each(namespaces.flatMap((namespace) => storefrontLocales.map((locale) => [namespace, locale] as const)))(
    'issue 9 item 7: %s in %s has exactly the en-GB keys, each with a text (parity)',
    (namespace, locale) => {
      const catalogue: Record<string, string> = catalogues[namespace][locale];
      expect(Object.keys(catalogue).sort()).toEqual(englishKeys(namespace).sort());
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    },
  );

  it('issue 9 item 7: every key belongs to one namespace only (a page merges its namespaces into one key space)', () => {
    const owners = new Map<string, Namespace[]>();
    for (const namespace of namespaces) {
      for (const key of englishKeys(namespace)) owners.set(key, [...(owners.get(key) ?? []), namespace]);
    }
    expect([...owners].filter(([, owning]) => owning.length > 1)).toEqual([]);
  });

  it('has a general.errors.{code} text for every error code of the contract in the shell (storefront.md §8)', () => {
    const shell = englishKeys('shell');
    expect(Object.values(errorCodes).filter((code) => !shell.includes(`general.errors.${code}`))).toEqual([]);
  });

  it('maps domain locale codes to catalogues, English for unknown ones', () => {
    expect(resolveLocale('de-AT')).toBe('de-DE');
    expect(resolveLocale('nl-BE')).toBe('nl-NL');
    expect(resolveLocale('fr-fr')).toBe('fr-FR');
    expect(resolveLocale('es-ES')).toBe('en-GB');
    expect(resolveLocale(undefined)).toBe('en-GB');
    expect(shellCatalogueFor('de-AT').locale).toBe('de-DE');
  });
});

describe('namespace resolution (issue 9 item 7: a page carries only its locale’s namespaces)', () => {
  it('issue 9 item 7: a route loads its declared namespaces once each, never the shell the root sends', () => {
    expect(routeNamespaces(['catalog', 'checkout', 'catalog', 'shell'])).toEqual(['catalog', 'checkout']);
    expect(routeNamespaces(undefined)).toEqual([]);
  });

  it('issue 9 item 7: the root sends the shell only, in the domain’s locale', () => {
    const { messages } = shellCatalogueFor('de-AT');
    expect(Object.keys(messages).sort()).toEqual(englishKeys('shell').sort());
    expect(messages['header.mainNavigation']).toBe('Hauptnavigation');
  });

  it('issue 9 item 7: a route’s texts hold its namespaces’ keys in its locale and nothing of other namespaces', () => {
    const texts = pageMessages('nl-NL', ['catalog', 'account']);
    expect(Object.keys(texts).sort()).toEqual([...englishKeys('catalog'), ...englishKeys('account')].sort());
    expect(texts['product.addToCart']).toBe(catalogues.catalog['nl-NL']['product.addToCart']);
    expect(texts['account.dashboard.title']).toBe(catalogues.account['nl-NL']['account.dashboard.title']);
    expect(pageMessages('nl-NL', [])).toEqual({});
  });

  it('issue 9 item 7: the server fills a key a locale lacks with the English text of the same namespace', () => {
    const { 'cart.clear': _missing, ...german } = catalogues.checkout['de-DE'];
    const merged = withEnglishFallback(catalogues.checkout['en-GB'], german);
    expect(merged['cart.clear']).toBe('Empty the cart');
    expect(merged['cart.title']).toBe('Warenkorb');
    expect(namespaceMessages('de-DE', 'checkout')).toEqual(catalogues.checkout['de-DE']);
  });

  it('issue 9 item 7: the page’s messages are the shell plus every matched route’s texts; other loader data is ignored', () => {
    const shell = { 'general.error': 'Fehler' };
    const home = { 'home.title': 'Startseite' };
    const matches = [
      { loaderData: { locale: 'de-DE', messages: shell } },
      { loaderData: { fallback: {} } },
      { loaderData: null },
      { loaderData: { texts: null } },
      { loaderData: { texts: home } },
    ];
    const page = pageTextsOf(shell, matches);
    expect(page).toEqual({ 'general.error': 'Fehler', 'home.title': 'Startseite' });
    expect(pageTextsOf(shell, [{ loaderData: { texts: { 'home.title': 'Home' } } }, ...matches])).toEqual(page);
    expect(pageTextsOf(shell, [{ loaderData: null }])).toEqual(shell);
  });
});

describe('the translator over a page’s namespaces (storefront.md §8)', () => {
  const german = createTranslator('de-DE', {
    ...shellCatalogueFor('de-DE').messages,
    ...pageMessages('de-DE', ['checkout']),
  });

  it('formats plurals per locale and tells which keys the page has', () => {
    expect(german.t('header.cartCount', { count: 1 })).toBe('1 Produkt im Warenkorb');
    expect(german.t('header.cartCount', { count: 3 })).toBe('3 Produkte im Warenkorb');
    expect(german.t('cart.title')).toBe('Warenkorb');
    expect(german.has('general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS')).toBe(true);
    expect(german.has('general.errors.NOT_A_CODE')).toBe(false);
    expect(german.has('home.title')).toBe(false);
  });

  it('shows an error code as general.errors.{code}, the general text when unknown, UNKNOWN_ERROR without a code (storefront.md §8)', () => {
    const { t, errorText, textOrFallback } = german;
    expect(errorText('FRAMEWORK__VALIDATION_FAILED')).toBe(t('general.errors.FRAMEWORK__VALIDATION_FAILED'));
    expect(errorText('NOT_A_CODE')).toBe(t('general.errorFallback'));
    expect(errorText(undefined)).toBe(errorText('UNKNOWN_ERROR'));
    expect(textOrFallback('header.cartCount', { count: 3 })).toBe('3 Produkte im Warenkorb');
    expect(textOrFallback('no.such.key')).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
  });

  it('issue 9 item 7: the page translator is the Translator account-kit components ask (AccountTexts)', () => {
    const translator: Translator = createTranslator('fr-FR', pageMessages('fr-FR', ['account']));
    const text = catalogues.account['fr-FR']['account.dashboard.text'];
    expect(translator.locale).toBe('fr-FR');
    expect(translator.t('account.dashboard.text', { firstName: 'Anne', lastName: 'Dubois' })).toBe(
      text.replace('{firstName}', 'Anne').replace('{lastName}', 'Dubois'),
    );
  });
});
