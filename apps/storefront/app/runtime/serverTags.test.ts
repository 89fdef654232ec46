import { h, options } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptRouterTag } from './serverTags';

describe("the server's HTML of React Router's tags (issue 10 and quality bar: first paint not held by scripts)", () => {
  const previous = options.vnode;
  beforeAll(() => {
    options.vnode = (vnode) => {
      adaptRouterTag(vnode);
      previous?.(vnode);
    };
  });
  afterAll(() => {
    options.vnode = previous;
  });

  it('preloads the page scripts at low fetch priority, other links and scripts unchanged', () => {
    const html = renderToString(
      h('div', null, [
        h('link', { rel: 'modulepreload', href: '/assets/entry.client.js', crossOrigin: 'anonymous' }),
        h('link', { rel: 'preload', as: 'image', href: '/media/cover.webp' }),
        h('link', { rel: 'icon', href: '/favicon.svg' }),
        h('script', { type: 'module', async: true }),
      ]),
    );
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/entry.client.js" crossorigin="anonymous" fetchpriority="low"/>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/media/cover.webp"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html.match(/fetchpriority/g)).toHaveLength(1);
  });

  it("drops React's suppressHydrationWarning, which is no HTML attribute", () => {
    const html = renderToString(h('script', { suppressHydrationWarning: true, type: 'module' } as never));
    expect(html).toBe('<script type="module"></script>');
  });
});
