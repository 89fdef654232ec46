/**
 * `react-dom` for a host that renders @ratchet/ui with Preact (the storefront's vite.config.ts and the ui
 * package's Preact test project alias `react-dom` here): preact/compat, with a `createPortal` that lets React
 * Aria's collection components (Select, ComboBox, ListBox, Menu, Table…) build their collections, and with
 * keyboard events React Aria can copy (both below).
 *
 * Why: React Aria builds a collection by rendering the items through a portal into its own small fake DOM
 * (`Document` / `ElementNode` in react-aria's collections). Preact 11 creates every element with
 * `ownerDocument.createElementNS(…)` and unmounts with `node.remove()`, neither of which that fake DOM has,
 * so a Select threw on its first render (preactjs/preact#4539; Preact declined a fallback in #5162). Both
 * are added to the fake DOM's classes the first time a portal targets it; real DOM containers are untouched.
 *
 * Plain JavaScript because preact/compat's types (`export =`) cannot be re-exported with `export *`.
 */
import compat, { createPortal as compatCreatePortal } from 'preact/compat';
import { options } from 'preact';

export * from 'preact/compat';

/*
 * Keyboard events. React Aria's keyboard handlers (useKeyboard: a Select's trigger, type-to-select, calendar
 * grids, date segments…) receive a copy of the event made with `{ ...event }`. React's synthetic event carries
 * `key`, `target` and the modifier flags as own properties, so the copy has them; Preact hands over the
 * browser's KeyboardEvent, whose fields are getters on its prototypes, so the copy had `key` undefined and React
 * Aria threw "Cannot read properties of undefined (reading 'length')" on ArrowDown (adobe/react-spectrum#4983).
 * Each keyboard event gets the prototypes' getters as own, enumerable ones (read when copied, so `currentTarget`
 * is still the element whose handler runs), after compat's own event hook.
 */
const compatEventHook = options.event;
options.event = (event) => {
  const handedOver = compatEventHook ? compatEventHook(event) : event;
  if (globalThis.KeyboardEvent !== undefined && event instanceof globalThis.KeyboardEvent) {
    for (
      let prototype = Object.getPrototypeOf(event);
      prototype && prototype !== Object.prototype;
      prototype = Object.getPrototypeOf(prototype)
    ) {
      for (const [name, { get }] of Object.entries(Object.getOwnPropertyDescriptors(prototype))) {
        // A field the event already owns (compat's, or one a test tool defined) is copied as it is.
        if (get && !Object.prototype.hasOwnProperty.call(event, name)) {
          Object.defineProperty(event, name, { configurable: true, enumerable: true, get });
        }
      }
    }
  }
  return handedOver;
};

/** The fake DOM classes already given the two methods. */
const completed = new WeakSet();

/**
 * @param {object} container a portal target: a DOM node, or React Aria's collection document
 * @returns {void}
 */
function completeFakeDocument(container) {
  const documentClass = Object.getPrototypeOf(container);
  if (completed.has(documentClass)) return;
  completed.add(documentClass);
  // Namespaces do not exist in the fake DOM: its createElement(type) is all there is to create.
  documentClass.createElementNS = function createElementNS(_namespace, type) {
    return this.createElement(type);
  };
  // Document and ElementNode share one base class (parentNode, removeChild…); remove() belongs there.
  const nodeClass = Object.getPrototypeOf(documentClass);
  if (typeof nodeClass.remove !== 'function') {
    nodeClass.remove = function remove() {
      this.parentNode?.removeChild(this);
    };
  }
}

/**
 * preact/compat's createPortal; a container that is not a DOM node but creates elements (React Aria's
 * collection document) is completed first (see above).
 * @param {import('preact').ComponentChildren} children
 * @param {object} container
 * @returns {import('preact').VNode}
 */
export function createPortal(children, container) {
  if (
    container &&
    globalThis.Node !== undefined &&
    !(container instanceof globalThis.Node) &&
    typeof container.createElement === 'function' &&
    typeof container.createElementNS !== 'function'
  ) {
    completeFakeDocument(container);
  }
  return compatCreatePortal(children, container);
}

export default { ...compat, createPortal };
