/**
 * `react` for the Preact test project (vitest.preact.ts): preact/compat plus React 19's `act`, which tests
 * import from 'react' and compat does not export. Test-only; the storefront's own shim is
 * apps/storefront/app/runtime/react.js. Plain JavaScript because compat's types (`export =`) cannot be
 * re-exported with `export *`.
 */
import compat from 'preact/compat';
import { act } from 'preact/test-utils';

export * from 'preact/compat';
export { act };

export default { ...compat, act };
