import { setupServer } from 'msw/node';

/** The test API origin; every test client talks to `${apiBase}`. */
export const apiOrigin = 'http://store.test';
export const apiBase = `${apiOrigin}/store-api`;
export const accessKey = 'SWSCTESTACCESSKEY';

/** One MSW server for all tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();

/** `${apiBase}${path}` with `{param}` turned into MSW's `:param`. */
export function apiUrl(path: string): string {
  return `${apiBase}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
