import { Fragment, h, options } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptRouterTag, deferredModuleScript } from './serverTags';

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

  // React Router 8.4's <Scripts /> markup (components.js), with route module splitting: one route in two chunks.
  const routerModuleScript = [
    ';',
    'import * as route0 from "/assets/root-a1.js";',
    'import * as route1_clientLoader from "/assets/account-b2-clientLoader.js";',
    'import * as route1_main from "/assets/account-b2.js";',
    'const route1 = {...route1_clientLoader,...route1_main};',
    '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-c3.js"}};',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/account":route1};',
    '',
    'import("/assets/entry.client-c3.js");',
  ].join('\n');
  const routerScripts = () =>
    h(Fragment, null, [
      h('link', { rel: 'modulepreload', href: '/assets/entry.client-c3.js' }),
      [
        h('link', { rel: 'modulepreload', href: '/assets/root-a1.js' }),
        h('link', { rel: 'modulepreload', href: '/assets/chunk-d4.js' }),
      ],
      h(Fragment, null, [
        h('script', { dangerouslySetInnerHTML: { __html: 'window.__reactRouterContext = {};' } }),
        h('script', { type: 'module', async: true, dangerouslySetInnerHTML: { __html: routerModuleScript } }),
      ]),
    ]);

  it('sends no script download ahead of the first paint: no modulepreload link, no static import', () => {
    const html = renderToString(h('body', null, [h('main', null, 'Orders'), routerScripts()]));
    expect(html).not.toContain('<link');
    expect(html).not.toMatch(/import\s*(\*|")/);
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).toMatch(/^<body><main>Orders<\/main><script>.*<\/script><script type="module" async>/s);
  });

  /** Runs a rewritten script as the browser would, with the browser's calls recorded and its events in the test's hand. */
  function runInBrowser(script: string, visibilityState: 'visible' | 'hidden') {
    const calls: string[] = [];
    const browser = {
      paint: () => {},
      frame: () => {},
      timer: () => {},
      window: {} as Record<string, unknown>,
      modules: {} as Record<string, object>,
    };
    const document = {
      visibilityState,
      addEventListener: (type: string) => calls.push(`listens to ${type}`),
      createElement: () => ({}),
      head: {
        append: (link: { href: string; rel: string; fetchPriority: string }) =>
          calls.push(`${link.rel} ${link.href} ${link.fetchPriority}`),
      },
    };
    class PerformanceObserver {
      constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        calls.push(`observes ${options.type}${options.buffered ? ', buffered' : ''}`);
        browser.paint = () => this.callback({}, this);
      }
      disconnect() {
        calls.push('stops observing');
      }
    }
    const run = new Function(
      'document',
      'window',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      '__import',
      `return (async () => {\n${script.replaceAll('import(', '__import(')}\n})();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      document,
      browser.window,
      PerformanceObserver,
      (callback: () => void) => (browser.frame = callback),
      (callback: () => void, delay: number) => {
        calls.push(`timer ${delay} ms`);
        browser.timer = callback;
      },
      (specifier: string) => {
        calls.push(`import ${specifier}`);
        return Promise.resolve((browser.modules[specifier] = { specifier }));
      },
    );
    return { calls, browser, done };
  }

  const deferredScript = () =>
    deferredModuleScript(routerModuleScript, ['/assets/entry.client-c3.js', '/assets/root-a1.js']) ?? '';
  const loads = [
    'modulepreload /assets/entry.client-c3.js low',
    'modulepreload /assets/root-a1.js low',
    'import /assets/root-a1.js',
    'import /assets/account-b2-clientLoader.js',
    'import /assets/account-b2.js',
    'import /assets/entry.client-c3.js',
  ];

  it('loads the same modules once the first paint is on screen, then runs the rest of the script unchanged', async () => {
    const { calls, browser, done } = runInBrowser(deferredScript(), 'visible');
    const waiting = ['listens to visibilitychange', 'observes paint, buffered'];
    expect(calls).toEqual(waiting);
    // The frame's animation callbacks come before the frame is on screen: nothing loads yet.
    browser.frame();
    await Promise.resolve();
    expect(calls).toEqual([...waiting, 'timer 1000 ms']);
    browser.paint();
    await done;
    expect(calls).toEqual([...waiting, 'timer 1000 ms', 'stops observing', ...loads]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: browser.modules['/assets/root-a1.js'],
      'routes/account': { specifier: '/assets/account-b2.js' },
    });
    expect(browser.window.__reactRouterManifest).toEqual({ entry: { module: '/assets/entry.client-c3.js' } });
  });

  it('loads a second after the first frame in a browser without paint timing, and at once in a hidden tab', async () => {
    const visible = runInBrowser(deferredScript(), 'visible');
    visible.browser.frame();
    visible.browser.timer();
    await visible.done;
    expect(visible.calls.slice(-loads.length)).toEqual(loads);
    const hidden = runInBrowser(deferredScript(), 'hidden');
    await hidden.done;
    expect(hidden.calls).toEqual(loads);
  });

  it('leaves a script it does not know as it is', () => {
    expect(deferredModuleScript('import { a } from "/x.js"; a();', [])).toBeUndefined();
    expect(deferredModuleScript('window.x = 1;', [])).toBeUndefined();
    const withIntegrity = renderToString(
      h(Fragment, null, [
        h('link', { rel: 'modulepreload', href: '/assets/root-a1.js', integrity: 'sha384-x' }),
        h('script', { type: 'module', dangerouslySetInnerHTML: { __html: routerModuleScript } }),
      ]),
    );
    expect(withIntegrity).toContain('<link rel="modulepreload" href="/assets/root-a1.js" integrity="sha384-x"/>');
    expect(withIntegrity).toContain('import * as route0 from "/assets/root-a1.js";');
  });

  it("drops React's suppressHydrationWarning, which is no HTML attribute", () => {
    const html = renderToString(h('script', { suppressHydrationWarning: true, type: 'module' } as never));
    expect(html).toBe('<script type="module"></script>');
  });
});
