/**
 * Server entry. The storefront build renders with Preact (vite.config.ts, docs/decisions.md), so the page is
 * rendered by preact-render-to-string: `renderToStringAsync` waits for every suspended part and answers one
 * complete document. (Its streaming renderer moves late parts with a custom element that cannot reach
 * React Router's data scripts at the end of `<body>`; loaders here resolve before rendering anyway, so
 * streaming would not send anything earlier.)
 */
import type { ReactElement } from 'react';
import { ServerRouter, type EntryContext } from 'react-router';
import { renderToStringAsync } from 'preact-render-to-string';
import { options, type VNode } from 'preact';
import { adaptRouterTag } from './runtime/serverTags';

// Class error boundaries (getDerivedStateFromError/componentDidCatch) also catch while rendering on the
// server, as in the browser: a failing part of a page renders its route's error boundary, not a bare 500.
(options as { errorBoundaries?: boolean }).errorBoundaries = true;

// React Router's own tags as the page needs them (runtime/serverTags.ts: no `suppressHydrationWarning` attribute,
// scripts loaded after the first paint).
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  adaptRouterTag(vnode);
  previousVnodeHook?.(vnode);
};

/** How long a render may wait for suspended parts before the request fails. */
export const streamTimeout = 5_000;

function renderDocument(element: ReactElement): Promise<string> {
  // The element is a Preact vnode at run time (react is aliased to preact/compat); only its static type differs.
  const rendering = Promise.resolve(renderToStringAsync(element as unknown as VNode));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Rendering took longer than ${streamTimeout} ms`)), streamTimeout);
  });
  return Promise.race([rendering, timeout]).finally(() => clearTimeout(timer));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const html = await renderDocument(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}
