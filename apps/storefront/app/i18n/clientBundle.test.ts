import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.server';
import { errorPageKeys, errorPageTexts } from './errorTexts.server';
import { createTranslator } from './I18nProvider';
import { errorTextsOf } from './pageTexts';
import type { Namespace } from './keys';

const assets = fileURLToPath(new URL('../../build/client/assets/', import.meta.url));
const uiSource = fileURLToPath(new URL('../../../../packages/ui/src/', import.meta.url));

/** The ui components' own catalogues (each component carries its four locales; not the storefront's). */
function uiMessages(): string {
  return readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('messages.ts'))
    .map((file) => readFileSync(`${uiSource}${file}`, 'utf8'))
    .join('\n');
}

/** Every namespace's texts in one locale: `[namespace, key, text]`. */
function textsOf(locale: 'en-GB' | 'de-DE' | 'nl-NL' | 'fr-FR') {
  return (Object.keys(catalogues) as Namespace[]).flatMap((namespace) =>
    Object.entries(catalogues[namespace][locale]).map(([key, text]) => ({ namespace, key, text })),
  );
}

function clientScripts(): string {
  if (!existsSync(assets)) throw new Error(`No client build in ${assets}: run \`react-router build\` first`);
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(`${assets}${file}`, 'utf8'))
    .join('\n');
}

describe('each page carries only its own locale’s messages (issue 4 Done means: home JS ≤ 90 KB; issue 9 item 7)', () => {
  it('issue 9 item 7: the client scripts hold no catalogue text of any namespace or locale (not even the error page’s English)', () => {
    const scripts = clientScripts();
    const ui = uiMessages();
    // Distinctive texts: not also a ui component's own text (the ui components carry their own catalogues).
    const distinctive = (['en-GB', 'de-DE', 'nl-NL', 'fr-FR'] as const)
      .flatMap(textsOf)
      .filter(({ text }) => !ui.includes(text) && text.length > 20);
    expect(distinctive.length).toBeGreaterThan(200);
    expect(new Set(distinctive.map(({ namespace }) => namespace)).size).toBeGreaterThan(5);
    expect(distinctive.filter(({ text }) => scripts.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  });

  it('a key missing from the page’s messages shows the key, never a crash (storefront.md §8)', () => {
    const { t, has } = createTranslator('de-DE', { 'home.text': 'Startseite' });
    expect(t('home.text')).toBe('Startseite');
    expect(t('header.mainNavigation')).toBe('header.mainNavigation');
    expect(has('home.text')).toBe(true);
    expect(has('error.502')).toBe(false);
  });

  it('issue 9 item 7: the root’s failure carries the error page’s English texts instead of the page script', () => {
    const thrown = errorPageTexts();
    const error = new ErrorResponseImpl(502, 'Bad Gateway', thrown);
    const texts = errorTextsOf(error);
    expect(Object.keys(texts).sort()).toEqual([...errorPageKeys].sort());
    expect(createTranslator('en-GB', texts).t('error.502')).toBe('The shop could not be reached.');
    expect(errorTextsOf(new Error('boom'))).toEqual({});
    // Every text the error page can show (ErrorPage's status texts) is among them.
    const errorPage = readFileSync(fileURLToPath(new URL('../components/ErrorPage.tsx', import.meta.url)), 'utf8');
    const named = [...errorPage.matchAll(/'((?:error|link)\.[\w.]+)'/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((key) => !Object.hasOwn(texts, key ?? ''))).toEqual([]);
  });
});
