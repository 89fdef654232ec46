import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium with the headless flags of machine-notes.md. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Waits until React has hydrated the page (the shell marks itself). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The ids the document holds more than once (a label or description would point at the wrong element). */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const element of document.querySelectorAll('[id]')) {
      if (seen.has(element.id)) twice.add(element.id);
      seen.add(element.id);
    }
    return [...twice];
  });
}

/**
 * Types `text` into the focused element right as the part `liveSelector` names goes live (a kept part's server markup
 * replaced by the live one), before its effects ran: the moment a buyer's next keys would be lost.
 */
export function typeWhenLive(page: Page, liveSelector: string, text: string): Promise<void> {
  return page.evaluate(
    ([selector, typed]) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        document.execCommand('insertText', false, typed);
      }).observe(document.body, { attributes: true, childList: true, subtree: true });
    },
    [liveSelector, text] as const,
  );
}
