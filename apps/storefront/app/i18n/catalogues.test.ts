import { errorCodes } from '@ratchet/store-api-contract';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from './catalogues.server';
import { enGB } from './en-GB';
import { createTranslator } from './I18nProvider';
import { resolveLocale, storefrontLocales } from './locale';

describe('storefront messages (conventions.md: de-DE, nl-NL, fr-FR, en-GB; storefront.md §8)', () => {
  it.each(storefrontLocales)('%s has every key with a non-empty text', (locale) => {
    const { messages } = catalogueFor(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(enGB).sort());
    expect(Object.values(messages).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('has a general.errors.{code} text for every error code of the contract (storefront.md §8)', () => {
    const missing = Object.values(errorCodes).filter((code) => !(`general.errors.${code}` in enGB));
    expect(missing).toEqual([]);
  });

  it('maps domain locale codes to catalogues, English for unknown ones', () => {
    expect(resolveLocale('de-AT')).toBe('de-DE');
    expect(resolveLocale('nl-BE')).toBe('nl-NL');
    expect(resolveLocale('fr-fr')).toBe('fr-FR');
    expect(resolveLocale('es-ES')).toBe('en-GB');
    expect(resolveLocale(undefined)).toBe('en-GB');
  });

  it('formats plurals per locale and tells which keys exist', () => {
    const { t, has } = createTranslator('de-DE', catalogueFor('de-DE').messages);
    expect(t('header.cartCount', { count: 1 })).toBe('1 Produkt im Warenkorb');
    expect(t('header.cartCount', { count: 3 })).toBe('3 Produkte im Warenkorb');
    expect(has('general.errors.CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS')).toBe(true);
    expect(has('general.errors.NOT_A_CODE')).toBe(false);
  });

  it('shows an error code as general.errors.{code}, the general text when unknown, UNKNOWN_ERROR without a code (storefront.md §8)', () => {
    const { t, errorText, textOrFallback } = createTranslator('de-DE', catalogueFor('de-DE').messages);
    expect(errorText('FRAMEWORK__VALIDATION_FAILED')).toBe(t('general.errors.FRAMEWORK__VALIDATION_FAILED'));
    expect(errorText('NOT_A_CODE')).toBe(t('general.errorFallback'));
    expect(errorText(undefined)).toBe(errorText('UNKNOWN_ERROR'));
    expect(textOrFallback('header.cartCount', { count: 3 })).toBe('3 Produkte im Warenkorb');
    expect(textOrFallback('no.such.key')).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
  });
});
