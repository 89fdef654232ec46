/**
 * The browser session of an e2e file: the stack (the shared demo stack of sharedStack.ts, or a private one a file
 * starts itself), one Chromium for the whole file, and the steps every test repeats — a browser context signed in as
 * a customer through the storefront's `sw-context-token` cookie, a page of it opened on a storefront path and
 * hydrated, a user of the demo company with the rights a test needs.
 *
 *     const session = browserSession();
 *     const context = await session.signedIn('lead.buyer', desktop);
 *     const page = await session.open(context, '/account/orders');
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { demoIds, type DemoUsername } from '@ratchet/store-api/src/seed/demoCustomers';
import { hydrated, launchBrowser } from './browser';
import { demoStack, type SharedStack } from './sharedStack';
import type { Stack } from './stack';

/** The desktop every e2e file checks. */
export const desktop = { width: 1280, height: 900 } as const;
/** The 375 px phone of the issues' "desktop and 375 px". */
export const phone = { width: 375, height: 812 } as const;

/**
 * Desktop and 375 px, named for test titles (`$name`); `key` tells the data a file makes per viewport apart (users,
 * names), so the two runs of a test share nothing.
 */
export const viewports = [
  { name: 'desktop', key: 'd', ...desktop },
  { name: '375 px', key: 'm', ...phone },
] as const;

/**
 * Desktop and a 375 × 800 phone named 'mobile 375px', as `{ name, viewport }`: the viewports of the shell, product,
 * checkout and approval files, whose test titles name them so.
 */
export const desktopAndMobile = [
  { name: 'desktop', viewport: desktop },
  { name: 'mobile 375px', viewport: { width: 375, height: 800 } },
] as const;

/** `viewports` as `[name, viewport]` rows, for `it.each` titles that name the viewport with `%s`. */
export const viewportRows = viewports.map((viewport) => [viewport.name, viewport] as const);

export interface Viewport {
  width: number;
  height: number;
}

/** Who a context is signed in as: a demo user, a customer by id, or a context token made beforehand. */
export type Customer = DemoUsername | { customerId: string } | { token: string };

/** The sales-channel domains of the demo seed (the storefront path's first segment). */
export type Domain = 'de-at' | 'nl-be' | 'fr-be';

export interface BrowserSession<S extends Stack | SharedStack> {
  /** The file's stack; there from the file's `beforeAll` on. */
  readonly stack: S;
  /** The file's Chromium; there from the file's `beforeAll` on. */
  readonly browser: Browser;
  /**
   * One anonymous browser context of `viewport` shared by the tests of the calling `describe` block (made in its
   * `beforeAll`, closed in its `afterAll`); the answer reads it: `session.open(context(), '')`.
   */
  contextForBlock(viewport: Viewport): () => BrowserContext;
  /** A new browser context of `viewport` whose storefront cookie signs it in as `customer` (its own cart). */
  signedIn(customer: Customer, viewport: Viewport, options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * Opens `path` below the domain (`''` for its home, `/account/orders`, …; default domain de-at) in a new page of
   * the context, or in the given page, and waits until React has hydrated it.
   */
  open(target: BrowserContext | Page, path: string, options?: { domain?: Domain }): Promise<Page>;
  /**
   * Adds a user of the demo company with `roles` (enabled) unless the id exists: users a file owns, so no other
   * file's carts or lists change. The e-mail is `<username>@demo.invalid`, the password unusable (sign in with
   * `signedIn({ customerId: id }, …)`).
   */
  ensureCompanyUser(
    id: string,
    username: string,
    roles: readonly string[],
    name: { firstName: string; lastName?: string },
  ): Promise<void>;
}

/**
 * Registers the file's `beforeAll` (stack, then Chromium) and `afterAll` (both closed; the shared stack's close
 * leaves it to the global teardown) and answers the session. Without `start` the file runs on the shared demo stack;
 * a file that needs a stack of its own (another seed size, a changed clock it cannot put back) passes `startStack`.
 * A `beforeAll` the file registers after this call sees the stack and the browser.
 */
export function browserSession(): BrowserSession<SharedStack>;
export function browserSession<S extends Stack>(start: () => Promise<S>): BrowserSession<S>;
export function browserSession(start?: () => Promise<Stack>): BrowserSession<Stack | SharedStack> {
  let stack: Stack | SharedStack | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    stack = start ? await start() : demoStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  const started = () => {
    if (!stack || !browser) throw new Error('The browser session starts in beforeAll: use it in hooks and tests.');
    return { stack, browser };
  };

  return {
    get stack() {
      return started().stack;
    },
    get browser() {
      return started().browser;
    },

    contextForBlock({ width, height }) {
      let context: BrowserContext | undefined;
      beforeAll(async () => {
        context = await started().browser.newContext({ viewport: { width, height } });
      });
      afterAll(async () => {
        await context?.close();
      });
      return () => {
        if (!context) throw new Error("The block's context is made in its beforeAll: use it in tests.");
        return context;
      };
    },

    async signedIn(customer, { width, height }, options = {}) {
      const { stack, browser } = started();
      const context = await browser.newContext({ ...options, viewport: { width, height } });
      const token =
        typeof customer === 'string'
          ? await stack.storeApi.contextFor(customer)
          : 'token' in customer
            ? customer.token
            : await stack.storeApi.contextForCustomer(customer.customerId);
      await context.addCookies([{ name: 'sw-context-token', value: token, url: stack.storefrontUrl }]);
      return context;
    },

    async open(target, path, { domain = 'de-at' } = {}) {
      const { stack } = started();
      const page = 'newPage' in target ? await target.newPage() : target;
      await page.goto(`${stack.storefrontUrl}/${domain}${path}`);
      await hydrated(page);
      return page;
    },

    async ensureCompanyUser(id, username, roles, { firstName, lastName = username }) {
      const { db } = started().stack.storeApi;
      await db.query(
        `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
         VALUES ($1, $2, $3, 'x', $3 || '@demo.invalid', $4, $5) ON CONFLICT (id) DO NOTHING`,
        [id, demoIds.company, username, firstName, lastName],
      );
      await db.query(
        `INSERT INTO customer_role (customer_id, role_code, enabled) SELECT $1, unnest($2::text[]), true
         ON CONFLICT DO NOTHING`,
        [id, roles],
      );
    },
  };
}
