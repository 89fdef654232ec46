import type { Hono } from 'hono';
import {
  assignExternalContact,
  dismissExternalContact,
  listExternalContacts,
  readCartExternalContact,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as costCenter from './service';

/** Cost centre (issue 13; account-area.md §7 Cost centre): external contacts, the cart's contact. */
export function registerCostCenterRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, listExternalContacts, ({ actor, query }) =>
    costCenter.listExternalContacts(db, actor, present(query, 'query')),
  );
  route(app, assignExternalContact, ({ actor, body }) =>
    costCenter.assignExternalContact(db, actor, present(body, 'body').externalContactId),
  );
  route(app, dismissExternalContact, ({ actor }) => costCenter.dismissExternalContact(db, actor));
  route(app, readCartExternalContact, ({ actor }) => costCenter.readCartExternalContact(db, actor));
}
