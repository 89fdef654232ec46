/**
 * The app's stylesheet, inlined into the head of every server-rendered page: the first paint needs no second
 * request (Lighthouse mobile, issue 4; about 8 KB gzip per document, the pages are small). The CSS text is in
 * the server build only (`import.meta.env.SSR` is false in the browser build, so the import is dropped there).
 * In the browser the element is hydrated, never re-rendered with other content: Preact leaves the server's
 * `innerHTML` alone while hydrating and the empty string never changes afterwards.
 */
const css: string = import.meta.env.SSR ? (await import('../app.css?inline')).default : '';

export function InlineStylesheet() {
  return <style data-slot="app-stylesheet" dangerouslySetInnerHTML={{ __html: css }} />;
}
