import type { Hono } from 'hono';
import {
  createCompanyAddress,
  createCompanyCustomer,
  deleteCompanyAddress,
  deleteCompanyCustomers,
  listCompanyAddresses,
  listCompanyCustomers,
  readCompany,
  readCompanyCustomer,
  setDefaultCompanyAddress,
  updateCompanyAddress,
  updateCompanyCustomer,
  updateCustomerRoles,
} from '@ratchet/store-api-contract';
import { requestNow } from '../../platform/clock';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import { deliverOutboxSoon } from '../../platform/mail/outbox';
import * as company from './service';

/**
 * The company's side of the account area (issue 11): users, rights, the address book and the company itself.
 * The kernel checks the declared access (the route table's roles); the service scopes every id to the caller's
 * company.
 */
export function registerCompanyRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, listCompanyCustomers, ({ actor, body, context }) =>
    company.listCompanyCustomers(db, actor, present(body, 'body'), requestNow(context)),
  );

  route(app, readCompanyCustomer, ({ actor, params, context }) =>
    company.readCompanyCustomer(db, actor, present(params, 'path').id, requestNow(context)),
  );

  route(app, createCompanyCustomer, async ({ actor, body, context }) => {
    const created = await company.createCompanyCustomer(db, actor, present(body, 'body'), {
      salesChannelId: context.salesChannelId,
      languageId: context.languageId,
      configuredUrl: deps.config.storefrontUrl,
    });
    deliverOutboxSoon(db);
    return created;
  });

  route(app, updateCompanyCustomer, ({ actor, params, body }) =>
    company.updateCompanyCustomer(db, actor, present(params, 'path').id, present(body, 'body')),
  );

  route(app, deleteCompanyCustomers, async ({ actor, body }) => ({
    deleted: await company.deleteCompanyCustomers(db, actor, present(body, 'body').customerIds),
    apiAlias: 'ratchet_company_customer_delete' as const,
  }));

  route(app, updateCustomerRoles, async ({ actor, params, body }) => ({
    roles: await company.updateCustomerRoles(db, actor, present(params, 'path').id, present(body, 'body').roles),
  }));

  route(app, listCompanyAddresses, async ({ actor, params }) => ({
    addresses: await company.listCompanyAddresses(db, actor, present(params, 'path').companyId),
    apiAlias: 'ratchet_company_address_list' as const,
  }));

  route(app, createCompanyAddress, ({ actor, params, body }) =>
    company.createCompanyAddress(db, actor, present(params, 'path').companyId, present(body, 'body')),
  );

  route(app, updateCompanyAddress, ({ actor, params, body }) => {
    const path = present(params, 'path');
    return company.updateCompanyAddress(db, actor, path.companyId, path.addressId, present(body, 'body'));
  });

  route(app, setDefaultCompanyAddress, async ({ actor, params }) => {
    const path = present(params, 'path');
    return {
      addresses: await company.setDefaultCompanyAddress(db, actor, path.companyId, path.addressId),
      apiAlias: 'ratchet_company_address_list' as const,
    };
  });

  route(app, deleteCompanyAddress, async ({ actor, params, query }) => {
    const path = present(params, 'path');
    return {
      addresses: await company.deleteCompanyAddress(
        db,
        actor,
        path.companyId,
        path.addressId,
        query?.newDefaultAddressId,
      ),
      apiAlias: 'ratchet_company_address_list' as const,
    };
  });

  route(app, readCompany, ({ actor, params }) => company.readCompany(db, actor, present(params, 'path').companyId));
}
