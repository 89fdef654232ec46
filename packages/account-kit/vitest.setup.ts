import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './src/testing/apiServer';

// Hook and component tests answer the store-API with MSW handlers (`apiServer.use(...)` per test); a request
// without a handler fails the test instead of reaching the network.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
