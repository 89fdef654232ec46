/**
 * Browser entry. In the storefront build `react-dom/client` is Preact's compat layer (vite.config.ts), so the
 * page hydrates with the same renderer that produced the server HTML.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { render } from 'preact';
import { preloadHydrationView } from './components/pageViews';
import { hydrateInParts } from './runtime/HydrateLater';

/**
 * HydratedRouter suspends (throws a promise) until the loader data streamed into the page is decoded. React
 * retries a suspended root by itself; Preact would resume it at the wrong DOM node. So a first render into a
 * detached element starts the decoding, and the document is hydrated once the data is there, in one pass.
 */
async function decodeRouterData(): Promise<void> {
  const detached = document.createElement('div');
  try {
    render(createElement(HydratedRouter) as never, detached);
    // Not suspended (the data was already decoded): drop the detached tree, the document hydrates next.
    render(null, detached);
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

/**
 * Ends the current task and waits until the browser has painted a frame, so evaluating the modules and hydrating are
 * two shorter main-thread tasks and the server's markup is on screen before hydrating holds the main thread (issue
 * 10: the cart's first paint came after its hydration, 1.3 s into the load; a listing's LCP image waited for it too).
 * A hidden tab paints no frames: the timeout hydrates it all the same.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // The frame is painted after the animation frame callback; the task it starts comes after the paint.
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });
}

await decodeRouterData();
// The catch-all page's view (category or product) is a chunk of its own: there before hydrating, so nothing suspends.
await preloadHydrationView();
await afterNextPaint();
hydrateInParts(() => hydrateRoot(document, <HydratedRouter />));
