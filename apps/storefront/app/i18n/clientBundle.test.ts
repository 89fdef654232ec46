import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deDE } from './de-DE';
import { enGB } from './en-GB';
import { enGBFallback } from './fallback';
import { createTranslator } from './I18nProvider';

const assets = fileURLToPath(new URL('../../build/client/assets/', import.meta.url));
const uiSource = fileURLToPath(new URL('../../../../packages/ui/src/', import.meta.url));

/** The ui components' own catalogues (each component carries its four locales; not the storefront's). */
function uiMessages(): string {
  return readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('messages.ts'))
    .map((file) => readFileSync(`${uiSource}${file}`, 'utf8'))
    .join('\n');
}

function clientScripts(): string {
  if (!existsSync(assets)) throw new Error(`No client build in ${assets}: run \`react-router build\` first`);
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(`${assets}${file}`, 'utf8'))
    .join('\n');
}

describe('each page carries only its own locale’s messages (issue 4 Done means: home JS ≤ 90 KB)', () => {
  it('the client scripts hold no English catalogue text beyond the error page’s fallback', () => {
    const scripts = clientScripts();
    const ui = uiMessages();
    const fallbackTexts = new Set<string>(Object.values(enGBFallback));
    // Distinctive English texts: not the error page's fallback, not also a ui component's text, not German too.
    const english = Object.entries(enGB).filter(
      ([key, text]) =>
        !fallbackTexts.has(text) && !ui.includes(text) && text.length > 20 && deDE[key as keyof typeof deDE] !== text,
    );
    expect(english.length).toBeGreaterThan(50);
    expect(english.filter(([, text]) => scripts.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  });

  it('a key missing from the page’s catalogue shows the English error text or the key, never a crash (storefront.md §8)', () => {
    const { t, has } = createTranslator('de-DE', { 'home.text': 'Startseite' });
    expect(t('home.text')).toBe('Startseite');
    expect(t('error.502')).toBe(enGB['error.502']);
    expect(t('header.mainNavigation')).toBe('header.mainNavigation');
    expect(has('error.502')).toBe(true);
    expect(has('header.mainNavigation')).toBe(false);
  });
});
