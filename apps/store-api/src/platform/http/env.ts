import type { RoleCode } from '@ratchet/store-api-contract';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db/db';

/** The logged-in customer of a context (null when anonymous or inactive). */
export interface ContextCustomer {
  id: string;
  companyId: string;
  /** Enabled role codes (account-area.md §6). */
  roles: RoleCode[];
}

/** What `sw-context-token` stands for, resolved once per request by the context middleware. */
export interface RequestContext {
  token: string;
  salesChannelId: string;
  languageId: string;
  domainId: string | null;
  customer: ContextCustomer | null;
  /** The request's instant from the injected clock (platform/clock.ts); set by the context middleware. */
  now?: Date;
}

/** The sales channel of the request (`sw-access-key`). */
export interface SalesChannelInfo {
  id: string;
  accessKey: string;
  name: string;
  languageId: string;
  currencyId: string;
  navigationCategoryId: string;
  serviceCategoryId: string | null;
  countriesCategoryId: string | null;
  footerCategoryId: string | null;
  maintenance: boolean;
  homeCmsPageId: string | null;
}

/** Route dependencies: the database and the server settings. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The server's clock (default: the machine's); tests inject a movable one. */
  clock?: Clock;
}

/** Hono environment of the store-API app. */
export interface AppEnv {
  Variables: {
    context: RequestContext;
    salesChannel: SalesChannelInfo;
    deps: AppDeps;
  };
}
