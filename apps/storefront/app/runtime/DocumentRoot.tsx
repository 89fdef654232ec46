import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The page's `<html>` element. The server renders it; in the browser Preact hydrates into
 * `document.documentElement` (Preact 11 maps a `document` container to it), so there the element already is
 * the container and only its children (head and body) are hydrated; `lang` follows a language switch.
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  const inBrowser = typeof document !== 'undefined';
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (inBrowser) return <>{children}</>;
  return <html lang={lang}>{children}</html>;
}
