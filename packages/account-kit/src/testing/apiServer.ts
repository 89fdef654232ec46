import { setupServer } from 'msw/node';

/** The test API origin; every test client talks to `${apiBase}`. */
export const apiOrigin = 'http://store.test';
export const apiBase = `${apiOrigin}/store-api`;
export const accessKey = 'SWSCTESTACCESSKEY';

/** One MSW server for all account-kit tests; each test adds its handlers with `apiServer.use(...)`. */
export const apiServer = setupServer();
