import { createIntl as createFormatjsIntl, createIntlCache as createFormatjsCache } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues.server';
import type { Namespace } from '../i18n/keys';
import { storefrontLocales } from '../i18n/locale';
import { createIntl, createIntlCache, parseMessage, UnsupportedMessageError } from './intl';

type Catalogue = Record<string, string>;

/** Every @ratchet/ui component catalogue (`messages.ts` beside each component), every locale. */
const uiCatalogueModules = import.meta.glob<Record<string, Record<string, Catalogue>>>(
  '../../../../packages/ui/src/*/messages.ts',
  { eager: true },
);

/** Every namespace's catalogue in every locale (the storefront's and the account area's), then the ui's. */
const allCatalogues: { name: string; locale: string; messages: Catalogue }[] = (
  Object.keys(catalogues) as Namespace[]
).flatMap((namespace) =>
  storefrontLocales.map((locale) => ({
    name: `namespace ${namespace}`,
    locale,
    messages: catalogues[namespace][locale],
  })),
);
for (const [path, module] of Object.entries(uiCatalogueModules)) {
  for (const [exportName, byLocale] of Object.entries(module)) {
    for (const [locale, messages] of Object.entries(byLocale)) {
      allCatalogues.push({ name: `${path.replace(/.*src\//, '')} ${exportName}`, locale, messages });
    }
  }
}

/** Argument names of a message (plain, number, plural and select arguments). */
function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => match[1] ?? ''))];
}

/** Values that reach every plural branch (exact, one, few, many, other) and a text for the rest. */
function valueSets(message: string): Record<string, string | number>[] {
  const names = argumentNames(message);
  return [0, 1, 2, 3, 5, 11, 21, 999, 1000, 1234.5].map((count) =>
    Object.fromEntries(names.map((name) => [name, /\{\s*[\w.]+\s*,\s*select/.test(message) ? 'other' : count])),
  );
}

const formatjsCache = createFormatjsCache();
const ownCache = createIntlCache();

describe('the storefront build formats messages exactly like @formatjs/intl (issue 4 budget, storefront.md §1 languages)', () => {
  it('reads every namespace’s catalogues (issue 9 item 7) and the ui component catalogues of all four locales', () => {
    const locales = new Set(allCatalogues.map((catalogue) => catalogue.locale));
    expect([...locales].sort()).toEqual(['de-DE', 'en-GB', 'fr-FR', 'nl-NL']);
    const namespaced = allCatalogues.filter((catalogue) => catalogue.name.startsWith('namespace '));
    expect(namespaced.length).toBe(Object.keys(catalogues).length * 4);
    expect(namespaced.map((catalogue) => catalogue.name)).toContain('namespace account');
    expect(allCatalogues.length - namespaced.length).toBeGreaterThan(40);
  });

  it.each(allCatalogues.map((catalogue) => [`${catalogue.name} ${catalogue.locale}`, catalogue] as const))(
    '%s: every message gives the same text for counts 0, 1, 2, 3, 5, 11, 21, 999, 1000, 1234.5',
    (_name, { locale, messages }) => {
      const formatjs = createFormatjsIntl({ locale, messages, onError: () => {} }, formatjsCache);
      const own = createIntl({ locale, messages, onError: () => {} }, ownCache);
      for (const [id, message] of Object.entries(messages)) {
        for (const values of valueSets(message)) {
          expect({ id, text: own.formatMessage({ id }, values) }).toEqual({
            id,
            text: formatjs.formatMessage({ id }, values),
          });
        }
      }
    },
  );
});

describe('ICU subset of the storefront formatter', () => {
  const format = (message: string, values?: Record<string, string | number>, locale = 'en-GB') =>
    createIntl({ locale, messages: { message }, onError: () => {} }).formatMessage({ id: 'message' }, values);

  it('chooses =N before the plural category and formats # with the offset and locale', () => {
    const message = '{n, plural, offset:1 =0 {none} =1 {only you} one {you and # other} other {you and # others}}';
    expect([0, 1, 2, 1235].map((n) => format(message, { n }))).toEqual([
      'none',
      'only you',
      'you and 1 other',
      'you and 1,234 others',
    ]);
    expect(format('{n, plural, other {# Stück}}', { n: 1234 }, 'de-DE')).toBe('1.234 Stück');
  });

  it('selects by value and falls back to other', () => {
    const message = '{role, select, buyer {Buyer} other {Someone}}';
    expect([format(message, { role: 'buyer' }), format(message, { role: 'admin' })]).toEqual(['Buyer', 'Someone']);
  });

  it("keeps lone apostrophes (French n'a) and quotes syntax characters with them", () => {
    expect(format("Cette page n'a pas pu être trouvée")).toBe("Cette page n'a pas pu être trouvée");
    expect(format("'{literal}' and '''' and {n}", { n: 2 })).toBe("{literal} and '' and 2");
  });

  it('answers the message text and reports when a value is missing, as formatjs does', () => {
    const errors: string[] = [];
    const intl = createIntl({
      locale: 'en-GB',
      messages: { hello: 'Hello {name}' },
      onError: (e) => errors.push(e.message),
    });
    expect(intl.formatMessage({ id: 'hello' })).toBe('Hello {name}');
    expect(errors).toEqual(['The value "name" of message "hello" is missing']);
  });

  it('falls back to the default message, then to the id', () => {
    const intl = createIntl({ locale: 'en-GB', messages: {} });
    expect(intl.formatMessage({ id: 'a', defaultMessage: 'Default {x}' }, { x: 1 })).toBe('Default 1');
    expect(intl.formatMessage({ id: 'b' })).toBe('b');
  });

  it.each([
    '{d, date, short}',
    '{n, selectordinal, other {#th}}',
    'Hello <b>bold</b>',
    '{n, plural, one {x}}',
    'a } b',
  ])('rejects %s instead of formatting it differently', (message) => {
    expect(() => parseMessage(message)).toThrow(UnsupportedMessageError);
  });
});
