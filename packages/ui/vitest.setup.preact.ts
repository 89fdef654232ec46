import { Component as CompatComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { Component as PreactComponent } from 'preact';
import { createRoot as compatCreateRoot } from 'preact/compat/client';

/*
 * The Preact project only means something while `react` and `react-dom/client` really are compat: a broken alias
 * would silently run every test under React 19 a second time. Fail the whole project instead.
 */
if (CompatComponent !== PreactComponent || createRoot !== compatCreateRoot) {
  throw new Error('ui (preact): react / react-dom/client do not resolve to preact/compat (see vitest.preact.ts)');
}
