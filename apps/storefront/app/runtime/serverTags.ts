import { Fragment, type VNode } from 'preact';

/**
 * What the server's HTML changes in React Router's own tags (`<Scripts />`), through Preact's `options.vnode` hook in
 * entry.server.tsx:
 * - React's `suppressHydrationWarning` on its script tags is no HTML attribute: dropped.
 * - The page's scripts start loading after the first paint (`deferRouterScripts`). The page is server-rendered and
 *   readable without them, and they only hydrate it after the first paint anyway (entry.client.tsx), so the document,
 *   its stylesheet and the largest image have the line to themselves until the page is on screen. Lighthouse's
 *   simulation (Lantern) counts every request that finished before the observed largest paint as needed for it: when
 *   React Router's `<link rel="modulepreload">` tags had loaded 18–25 modules before the first frame, an account
 *   screen's simulated largest paint was 2.1–2.3 s instead of 0.9 s (docs/decisions.md "Scripts after the first
 *   paint").
 */
export function adaptRouterTag(vnode: VNode<Props>): void {
  if (vnode.type === Fragment) {
    deferRouterScripts(vnode);
    return;
  }
  if (typeof vnode.type !== 'string' || !vnode.props) return;
  if ('suppressHydrationWarning' in vnode.props) delete vnode.props.suppressHydrationWarning;
}

type Props = Record<string, unknown>;

function isVNode(node: unknown): node is VNode<Props> {
  return typeof node === 'object' && node !== null && 'type' in node && 'props' in node;
}

function flatten(children: unknown): unknown[] {
  return Array.isArray(children) ? children.flatMap(flatten) : [children];
}

function isModulePreload(node: unknown): node is VNode<Props> {
  return isVNode(node) && node.type === 'link' && node.props.rel === 'modulepreload';
}

/** The inline HTML of a script vnode, if it has one. */
function innerHtml(props: Props): string | undefined {
  const html: unknown = Reflect.get(Object(props.dangerouslySetInnerHTML), '__html');
  return typeof html === 'string' ? html : undefined;
}

/** React Router's inline `<script type="module">` that imports the route modules and then the entry. */
function routeModulesScript(nodes: unknown[]): Props | undefined {
  for (const node of nodes) {
    if (!isVNode(node)) continue;
    if (node.type === Fragment) {
      const found = routeModulesScript(flatten(node.props.children));
      if (found) return found;
    } else if (node.type === 'script' && node.props.type === 'module') {
      if (innerHtml(node.props)?.includes('__reactRouterRouteModules')) return node.props;
    }
  }
  return undefined;
}

/**
 * `<Scripts />` renders one fragment: the modulepreload links of the page's modules, then a fragment with the context
 * script and an inline module script whose static imports load the route modules before it imports the entry. Both
 * start downloads the moment the parser meets them. Here the links are dropped and the module script is rewritten
 * (`deferredModuleScript`) to wait for the first paint, then preload the same modules and import the route modules.
 * Any other shape (subresource integrity, a changed React Router) is left as it is. Called for every fragment the
 * server renders: one that holds no list of children returns at once.
 */
function deferRouterScripts(fragment: VNode<Props>): void {
  if (!Array.isArray(fragment.props.children)) return;
  const children = flatten(fragment.props.children);
  const links = children.filter(isModulePreload);
  if (links.length === 0 || links.some((link) => link.props.integrity)) return;
  const script = routeModulesScript(children);
  const source = script && innerHtml(script);
  if (!script || source === undefined) return;
  const deferred = deferredModuleScript(
    source,
    links.map((link) => String(link.props.href)),
  );
  if (deferred === undefined) return;
  script.dangerouslySetInnerHTML = { __html: deferred };
  fragment.props.children = children.filter((child) => !isModulePreload(child));
}

const staticImport = /import\s*(?:\*\s*as\s+([\w$]+)\s+from\s*)?("(?:[^"\\\n]|\\.)*")\s*;?/g;

/**
 * React Router's module script with its static imports turned into dynamic ones that start after the first paint:
 * `import * as route0 from "…"` becomes an element of one `Promise.all` (the modules load in parallel, as before),
 * the modules are preloaded at low priority (as their links did), and the rest of the script (the route module map,
 * `import(entry)`) runs unchanged once they are there. The first paint is the browser's paint timing entry, which
 * carries the time the frame was on screen (a task after the frame's animation callbacks can still come before it); a
 * browser without paint timing goes a second after its first frame, and a hidden tab, which paints no frames, at
 * once. Answers undefined when a static import would be left over.
 */
export function deferredModuleScript(source: string, preloadHrefs: readonly string[]): string | undefined {
  const imports: { binding?: string; specifier: string }[] = [];
  const rest = source.replace(staticImport, (_, binding: string | undefined, specifier: string) => {
    imports.push({ binding, specifier });
    return '';
  });
  if (imports.length === 0 || /\bimport\b(?!\s*\()/.test(rest)) return undefined;
  const bindings = imports.map(({ binding }) => binding ?? '').join(', ');
  const loads = imports.map(({ specifier }) => `import(${specifier})`).join(', ');
  return [
    'await new Promise((painted) => {',
    '  if (document.visibilityState === "hidden") return painted();',
    '  document.addEventListener("visibilitychange", painted, { once: true });',
    '  new PerformanceObserver((_, observer) => (observer.disconnect(), painted())).observe({ type: "paint", buffered: true });',
    '  requestAnimationFrame(() => setTimeout(painted, 1000));',
    '});',
    `for (const href of ${JSON.stringify(preloadHrefs)}) {`,
    '  const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href, fetchPriority: "low" });',
    '  document.head.append(link);',
    '}',
    `const [${bindings}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join('\n');
}
