import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './src/testing/apiServer';

// findBy*/waitFor wait up to 4 s: a lazily loaded part (the gallery's zoom dialog) arrives later on a busy CI
// machine than the library's 1 s default; an assertion that can never hold still fails, only later.
configure({ asyncUtilTimeout: 4000 });

// Hook and component tests answer the store-API with MSW handlers (`apiServer.use(...)` per test); a request
// without a handler fails the test instead of reaching the network.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
