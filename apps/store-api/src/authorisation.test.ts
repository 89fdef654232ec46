import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, errorCodes, operations, requiredRoles, requiresCustomer } from '@ratchet/store-api-contract';
import type { OperationDefinition, RoleCode } from '@ratchet/store-api-contract';
import { roleCodes } from '@ratchet/store-api-contract';
import { createApp } from './app';
import { loadConfig } from './platform/config';
import { registeredOperations } from './platform/http/route';
import { prepareProduct } from './testing/testProducts';
import { demoOrderReferenceIds, demoOtherFlowId, demoRequestIds } from './seed/approvalDemo';
import { demoAddressIds } from './seed/companyUsers';
import { demoOrderIds } from './seed/checkoutDemo';
import { historyOrderId, seedInvoiceNumber, seedOfferNumber } from './seed/orderHistoryDemo';
import { seedId } from './seed/ids';
import { demoOrderListIds } from './seed/orderListsDemo';
import { demoArticleLinks } from './seed/articleLinksDemo';
import { demoIds } from './seed/demoCustomers';
import { demoExternalContacts } from './seed/costCenterDemo';
import { startTestServer, testDatabases } from './testing/testServer';
import type { TestServer } from './testing/testServer';

/*
 * Authorisation by declaration (issue 9 item 3), driven by the contract: every operation in `operations`
 * is served (or listed below as not served), customer and role operations refuse a request without a
 * session, role operations refuse a customer without the role, and operations that address a
 * company-owned record by an id in the path do not reach another company's record.
 */

// A new operation without `access` does not compile (defineOperation requires it): this line would stop
// being an error — and fail the typecheck — if the declaration became optional.
// @ts-expect-error access is required
defineOperation('probeWithoutAccess get /ratchet/probe', { response: z.object({}) });

const allOperations = Object.values(operations) as OperationDefinition[];

/** Operations of the contract the server does not answer (none today; each entry says why). */
const notServed: Record<string, string> = {};

/**
 * Roles a handler checks itself instead of the declaration, with why: createOrder answers the storefront's
 * own refusal text (storefront.md §8; docs/decisions.md "createOrder checks ROLE_PLACE_ORDERS itself").
 */
const handlerCheckedRoles: Record<string, { role: RoleCode; body?: unknown }> = {
  [operations['createOrder post /checkout/order'].key]: { role: 'ROLE_PLACE_ORDERS', body: {} },
};

/**
 * Customer operations that need a login but no right, each with why (issue 11: a B2B route added without a declared
 * right fails the test below until it declares one or is listed here with a reason).
 */
const loginOnly: Record<string, string> = {
  [operations['logoutCustomer post /account/logout'].key]: 'anyone logged in may log out',
  [operations['readCustomer post /account/customer'].key]: 'the own customer (login state, storefront.md §4)',
  [operations['readCustomerRoles get /ratchet/account/{id}/role'].key]:
    'the own rights for every user (guards, navigation); a colleague’s need ROLE_MANAGE_CONTACTS (checked by the handler)',
  [operations['createOrder post /checkout/order'].key]:
    'ROLE_PLACE_ORDERS checked by the handler (handlerCheckedRoles)',
  [operations['readOrder post /order'].key]: 'the own orders (checkout success, order history lists its own filter)',
  [operations['readOrderDetail get /ratchet/order/{orderId}'].key]:
    'the own order (checkout success page); the company’s with ROLE_MANAGE_COMPANY_ORDER_HISTORY (handler)',
  [operations['readCompany get /ratchet/companies/{companyId}'].key]: 'dashboard: every user sees their company',
  [operations['readProfile get /ratchet/account/profile'].key]: 'dashboard: every user sees their contact data',
  [operations['listOwnOrderRequests get /ratchet/order-flow/pending'].key]: 'the own order requests (requester view)',
  [operations['readApproval get /ratchet/order/approvals/{id}'].key]:
    'approvers of the request (checked per request) and its requester; 404 for anyone else',
  [operations['requestOrder post /ratchet/checkout/order-request'].key]:
    'who may not place an order requests it (account-area.md §4)',
  [operations['searchOrderReferences get /ratchet/order-reference/search/{term}'].key]:
    'checkout reference field: the usable references of the caller',
  [operations['assignCartOrderReference put /ratchet/order-reference/cart/{id}'].key]:
    'the own cart; the reference must be assigned to the caller',
  [operations['removeCartOrderReference delete /ratchet/order-reference/cart'].key]: 'the own cart',
};

/**
 * Anonymous operations under the B2B prefix `/ratchet/`, each with why (a B2B route must declare a right or be listed
 * here or in {@link loginOnly}).
 */
const publicB2b: Record<string, string> = {
  [operations['readBlogDetail get /ratchet/blog/{slug}'].key]: 'public content',
  [operations['readProductVariants post /ratchet/variants'].key]: 'public catalogue',
  [operations['readPriceInformation post /ratchet/price-information'].key]:
    'public catalogue (prices by visibility rule)',
  [operations['readArticleInformation post /ratchet/article/information'].key]:
    'public catalogue (stock by visibility rule)',
  [operations['resolvePage post /ratchet/page'].key]: 'public pages',
  [operations['readFooterCms get /ratchet/cms/footer'].key]: 'public content',
  [operations['readFeatureFlags get /ratchet/feature-flags'].key]: 'the storefront reads them before any login',
  [operations['readDomains get /ratchet/domains'].key]: 'the storefront reads them before any login',
  [operations['registerCompany post /ratchet/register/company'].key]: 'registration (rate-limited)',
  [operations['checkCompanyExists get /ratchet/register/company/exists'].key]: 'registration (rate-limited)',
  [operations['registerCompanyCustomer post /ratchet/register/company/customer'].key]: 'registration (rate-limited)',
  [operations['confirmRegistration post /ratchet/register/confirm'].key]: 'the double opt-in link',
  [operations['searchCities get /ratchet/register/cities/search'].key]: 'registration form',
};

/** The number of seeded history order `index` of a company (order numbers come from a sequence). */
async function historyOrderNumber(server: TestServer, companyId: string, index: number): Promise<string> {
  const { rows } = await server.db.query<{ order_number: string }>(
    'SELECT order_number FROM sales_order WHERE id = $1',
    [historyOrderId(companyId, index)],
  );
  return rows[0]?.order_number ?? 'missing';
}

/**
 * Customer operations that address a company record by its number in the query or the body (issue 13: order
 * history detail and reorder, offer detail; the cost centre's contact assignment by id in the body): another company's
 * number or id answers exactly as an unknown one.
 */
const companyScopedByNumber: Record<
  string,
  {
    in: 'query' | 'body';
    param: string;
    code: string;
    own: (server: TestServer) => Promise<string>;
    other: (server: TestServer) => Promise<string>;
  }
> = {
  [operations['readOrderHistoryDetail get /ratchet/order/history/detail'].key]: {
    in: 'query',
    param: 'orderNumber',
    code: errorCodes.orderNotFound,
    own: (server) => historyOrderNumber(server, demoIds.company, 27),
    other: (server) => historyOrderNumber(server, demoIds.otherCompany, 27),
  },
  [operations['readNativeOrderHistoryDetail get /ratchet/sw/order/history/detail'].key]: {
    in: 'query',
    param: 'orderNumber',
    code: errorCodes.orderNotFound,
    own: (server) => historyOrderNumber(server, demoIds.company, 27),
    other: (server) => historyOrderNumber(server, demoIds.otherCompany, 27),
  },
  [operations['reorderOrder post /ratchet/order/history/reorder'].key]: {
    in: 'body',
    param: 'orderNumber',
    code: errorCodes.orderNotFound,
    own: (server) => historyOrderNumber(server, demoIds.company, 27),
    other: (server) => historyOrderNumber(server, demoIds.otherCompany, 27),
  },
  [operations['readOfferDetail get /ratchet/offer/history/detail'].key]: {
    in: 'query',
    param: 'offerNumber',
    code: errorCodes.offerNotFound,
    own: async () => seedOfferNumber(1, 5),
    other: async () => seedOfferNumber(2, 5),
  },
  // Issue 13 cost centre: a contact of another company is as unknown as a made-up one.
  [operations['assignExternalContact post /ratchet/cost-center/external-contact-assign'].key]: {
    in: 'body',
    param: 'externalContactId',
    code: errorCodes.externalContactNotFound,
    own: async () => demoExternalContacts.huber.id,
    other: async () => demoExternalContacts.nordzee.id,
  },
};

/** The required keys of a zod object schema (a list filter's optional number does not address a record). */
function requiredKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ? Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success) : [];
}

/**
 * Customer operations that address a company-owned record by an id in the path: what another company's id
 * answers. Every customer/role operation with a path parameter must be listed here (the test fails otherwise).
 * Another company's id answers exactly as an unknown id: 404 with the entity's not-found code.
 */
const companyScoped: Record<
  string,
  {
    param: string;
    status: 404;
    code: string;
    /** The caller's own record (default: the lead buyer's customer id) and another company's (default: nord.buyer). */
    own?: string;
    other?: string;
    /** Values of the operation's other path parameters, and the body to send. */
    fixed?: Record<string, string>;
    body?: unknown;
  }
> = {
  // Issue 13: another company's document answers like an unknown number.
  [operations['downloadOfferPdf get /ratchet/offer/{offerNumber}/pdf'].key]: {
    param: 'offerNumber',
    status: 404,
    code: errorCodes.offerNotFound,
    own: seedOfferNumber(1, 5),
    other: seedOfferNumber(2, 5),
  },
  // Issue 13: another company's document answers like an unknown number.
  [operations['addOfferToCart post /ratchet/offer/{offerNumber}/cart'].key]: {
    param: 'offerNumber',
    status: 404,
    code: errorCodes.offerNotFound,
    own: seedOfferNumber(1, 5),
    other: seedOfferNumber(2, 5),
  },
  // Issue 13: another company's document answers like an unknown number.
  [operations['downloadInvoicePdf get /ratchet/invoice/{invoiceNumber}/pdf'].key]: {
    param: 'invoiceNumber',
    status: 404,
    code: errorCodes.invoiceNotFound,
    own: seedInvoiceNumber(1, 27),
    other: seedInvoiceNumber(2, 27),
  },
  [operations['readCustomerRoles get /ratchet/account/{id}/role'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.customerNotFound,
  },
  [operations['readOrderDetail get /ratchet/order/{orderId}'].key]: {
    param: 'orderId',
    status: 404,
    code: errorCodes.orderNotFound,
    own: demoOrderIds['lead.buyer'],
    other: demoOrderIds['nord.lead.buyer'],
  },
  [operations['updateCustomerRoles put /ratchet/account/{id}/role'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.customerNotFound,
    own: demoIds.customers.buyer,
    body: { roles: [{ code: 'ROLE_VIEW_PRICES', enabled: true }] },
  },
  [operations['readCompanyCustomer get /ratchet/companies/customers/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.customerNotFound,
  },
  [operations['updateCompanyCustomer patch /ratchet/companies/customers/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.customerNotFound,
    own: demoIds.customers.buyer,
  },
  [operations['readCompany get /ratchet/companies/{companyId}'].key]: {
    param: 'companyId',
    status: 404,
    code: errorCodes.companyNotFound,
    own: demoIds.company,
    other: demoIds.otherCompany,
  },
  [operations['listCompanyAddresses get /ratchet/companies/{companyId}/address'].key]: {
    param: 'companyId',
    status: 404,
    code: errorCodes.companyNotFound,
    own: demoIds.company,
    other: demoIds.otherCompany,
  },
  [operations['createCompanyAddress post /ratchet/companies/{companyId}/address'].key]: {
    param: 'companyId',
    status: 404,
    code: errorCodes.companyNotFound,
    own: demoIds.company,
    other: demoIds.otherCompany,
    body: { name: 'Lager', street: 'Weg', houseNumber: '1', zipcode: '4020', city: 'Linz', country: 'AT' },
  },
  // The address calls are checked on the address id here (own company id fixed); their company id is checked below.
  [operations['updateCompanyAddress put /ratchet/companies/{companyId}/address/{addressId}'].key]: {
    param: 'addressId',
    status: 404,
    code: errorCodes.addressNotFound,
    own: demoAddressIds.huberWels,
    other: demoAddressIds.nordzeeGent,
    fixed: { companyId: demoIds.company },
    body: { name: 'Lager Wels', street: 'Logistikweg', houseNumber: '3', zipcode: '4600', city: 'Wels', country: 'AT' },
  },
  [operations['setDefaultCompanyAddress post /ratchet/companies/{companyId}/address/{addressId}/default'].key]: {
    param: 'addressId',
    status: 404,
    code: errorCodes.addressNotFound,
    own: demoAddressIds.huberLinz,
    other: demoAddressIds.nordzeeGent,
    fixed: { companyId: demoIds.company },
  },
  [operations['deleteCompanyAddress delete /ratchet/companies/{companyId}/address/{addressId}'].key]: {
    param: 'addressId',
    status: 404,
    code: errorCodes.addressNotFound,
    own: demoAddressIds.huberGraz,
    other: demoAddressIds.nordzeeGent,
    fixed: { companyId: demoIds.company },
  },
  // Issue 12: flows, requests and order references of another company answer like unknown ids.
  [operations['readOrderFlow get /ratchet/order-flow/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderFlowNotFound,
    own: demoIds.flow,
    other: demoOtherFlowId,
  },
  [operations['updateOrderFlow put /ratchet/order-flow/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderFlowNotFound,
    own: demoIds.flow,
    other: demoOtherFlowId,
    body: {
      name: 'Einkauf Werkstatt',
      budget: 5000,
      period: 'monthly',
      approverIds: [demoIds.customers.approver, demoIds.customers['lead.buyer']],
      customerIds: [demoIds.customers.buyer],
    },
  },
  [operations['setOrderFlowStatus patch /ratchet/order-flow/{id}/status'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderFlowNotFound,
    own: demoIds.flow,
    other: demoOtherFlowId,
    body: { active: true },
  },
  [operations['readApproval get /ratchet/order/approvals/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.approvalNotFound,
    own: demoRequestIds.huber,
    other: demoRequestIds.nordzee,
  },
  [operations['readOrderReference get /ratchet/order-reference/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderReferenceNotFound,
    own: demoOrderReferenceIds.huber,
    other: demoOrderReferenceIds.nordzee,
  },
  [operations['updateOrderReference put /ratchet/order-reference/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderReferenceNotFound,
    own: demoOrderReferenceIds.huber,
    other: demoOrderReferenceIds.nordzee,
    body: { name: 'WERKSTATT-2026', period: 'monthly', budget: 2000 },
  },
  [operations['assignCartOrderReference put /ratchet/order-reference/cart/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderReferenceNotFound,
    own: demoOrderReferenceIds.huber,
    other: demoOrderReferenceIds.nordzee,
  },
  // Issue 13: another company's order list answers like an unknown one (a colleague's private list as well:
  // modules/orderLists/orderLists.test.ts).
  [operations['readOrderList get /ratchet/order/list/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderListNotFound,
    own: demoOrderListIds.huberCompany,
    other: demoOrderListIds.nordzeeCompany,
  },
  [operations['updateOrderList patch /ratchet/order/list/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderListNotFound,
    own: demoOrderListIds.huberCompany,
    other: demoOrderListIds.nordzeeCompany,
  },
  [operations['addOrderListItems post /ratchet/order/list/{id}/items'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderListNotFound,
    own: demoOrderListIds.huberLeadPrivate,
    other: demoOrderListIds.nordzeeCompany,
    // R0000003: a simple product sold per piece from 1 in every seed size.
    body: { items: [{ productId: seedId('product', 3), quantity: 1 }] },
  },
  [operations['removeOrderListItems delete /ratchet/order/list/{id}/items'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderListNotFound,
    own: demoOrderListIds.huberLeadPrivate,
    other: demoOrderListIds.nordzeeCompany,
    body: { ids: ['0191c2d4-0000-7000-8000-00000000dead'] },
  },
  [operations['deleteOrderList delete /ratchet/order/list/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderListNotFound,
    own: demoOrderListIds.huberSpare,
    other: demoOrderListIds.nordzeeCompany,
  },
  // Issue 13: another company's article link answers like an unknown one (the own link keeps its number on update).
  [operations['readArticleLink get /ratchet/article-links/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.articleLinkNotFound,
    own: demoArticleLinks.huber.id,
    other: demoArticleLinks.nordzee.id,
  },
  [operations['updateArticleLink put /ratchet/article-links/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.articleLinkNotFound,
    own: demoArticleLinks.huber.id,
    other: demoArticleLinks.nordzee.id,
    body: { customerSku: demoArticleLinks.huber.customerSku },
  },
  [operations['deleteArticleLink delete /ratchet/article-links/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.articleLinkNotFound,
    own: demoArticleLinks.huber.id,
    other: demoArticleLinks.nordzee.id,
  },
  // Last: deleting the own record.
  [operations['deleteOrderReference delete /ratchet/order-reference/{id}'].key]: {
    param: 'id',
    status: 404,
    code: errorCodes.orderReferenceNotFound,
    own: demoOrderReferenceIds.spare,
    other: demoOrderReferenceIds.nordzee,
  },
};

/** Customer operations whose path parameter is no record id, each with why (so not in the company-scope table). */
const notIdParameters: Record<string, string> = {
  [operations['searchOrderReferences get /ratchet/order-reference/search/{term}'].key]:
    'a search text: other companies’ references are never found (modules/approval/approval.test.ts)',
};

/** Operations without a declared right that are neither listed as login-only nor as public B2B (issue 11). */
function undeclaredB2b(candidates: readonly OperationDefinition[]): string[] {
  return candidates
    .filter((operation) => requiredRoles(operation.access).length === 0)
    .filter((operation) =>
      operation.access === 'anonymous'
        ? operation.path.startsWith('/ratchet/') && !publicB2b[operation.key]
        : !loginOnly[operation.key],
    )
    .map((operation) => operation.key);
}

const otherCompanyCustomer = demoIds.customers['nord.buyer'];
const unknownId = '0191c2d4-0000-7000-8000-00000000dead';

function pathParamNames(operation: OperationDefinition): string[] {
  return [...operation.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] ?? '');
}

/** The operation's path with every parameter filled (`/ratchet/account/{id}/role` → `/ratchet/account/<id>/role`). */
function pathOf(operation: OperationDefinition, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => values[name] ?? unknownId);
}

const served = allOperations.filter((operation) => !notServed[operation.key]);
const customerOperations = served.filter((operation) => requiresCustomer(operation.access));
const roleOperations = served.filter((operation) => requiredRoles(operation.access).length > 0);

describe('contract access declarations (issue 9 item 3)', () => {
  it('every operation declares a valid access', () => {
    for (const operation of allOperations) {
      const access = operation.access;
      const valid =
        access === 'anonymous' ||
        access === 'customer' ||
        (typeof access === 'object' && requiredRoles(access).length > 0);
      expect({ key: operation.key, valid }).toEqual({ key: operation.key, valid: true });
    }
  });

  it('issue 11: every B2B operation declares a right, or is listed as login-only or public with a reason', () => {
    expect(undeclaredB2b(allOperations)).toEqual([]);
    // The lists hold only real operations of the kind they name.
    for (const key of Object.keys(loginOnly))
      expect(operations[key as keyof typeof operations].access).toBe('customer');
    for (const key of Object.keys(publicB2b))
      expect(operations[key as keyof typeof operations].access).toBe('anonymous');
  });

  it('issue 11: the check fails for a B2B route added without a declared right (made-up operations)', () => {
    const probes = [
      defineOperation('probeLogin get /ratchet/probe', { response: z.object({}), access: 'customer' }),
      defineOperation('probePublic get /ratchet/probe/public', { response: z.object({}), access: 'anonymous' }),
      defineOperation('probeRight get /ratchet/probe/right', {
        response: z.object({}),
        access: { role: 'ROLE_MANAGE_CONTACTS' },
      }),
    ];
    expect(undeclaredB2b(probes)).toEqual(['probeLogin get /ratchet/probe', 'probePublic get /ratchet/probe/public']);
  });

  it('every customer operation with an id in its path is in the company-scope table', () => {
    const withIds = customerOperations.filter(
      (operation) => pathParamNames(operation).length > 0 && !notIdParameters[operation.key],
    );
    expect(withIds.length).toBeGreaterThan(0);
    expect(withIds.map((operation) => operation.key).filter((key) => !(key in companyScoped))).toEqual([]);
  });

  it('issue 13: every customer operation addressing an order, offer, invoice or external contact outside its path is in the by-number table', () => {
    const byNumber = customerOperations.filter(
      (operation) =>
        pathParamNames(operation).length === 0 &&
        [...requiredKeys(operation.query), ...requiredKeys(operation.body)].some((key) =>
          ['orderNumber', 'offerNumber', 'invoiceNumber', 'externalContactId'].includes(key),
        ),
    );
    expect(byNumber.map((operation) => operation.key).sort()).toEqual(Object.keys(companyScopedByNumber).sort());
  });

  it('every operation has a registered server route or sits in the not-served list', () => {
    const app = createApp({ db: undefined as never, config: loadConfig({ nodeEnv: 'test' }) });
    const served = registeredOperations(app);
    const missing = allOperations
      .map((operation) => operation.key)
      .filter((key) => !served.has(key) && !notServed[key]);
    expect(missing).toEqual([]);
    // The not-served list holds only real operations that are indeed not served.
    for (const key of Object.keys(notServed)) expect({ key, served: served.has(key) }).toEqual({ key, served: false });
  });
});

describe.each(testDatabases)('authorisation by declaration on every operation (issue 9 item 3) on %s', (database) => {
  let server: TestServer;
  let viewer: string;
  let leadBuyer: string;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 20, demo: true } });
    // A user of the demo company without any right (the viewer holds the own-account rights the profile needs).
    const withoutRights = '0d0000aa-0000-4000-8000-0000000000ff';
    await server.db.query(
      `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
       VALUES ($1, $2, 'no.rights', 'x', 'no.rights@demo.invalid', 'No', 'Rights')`,
      [withoutRights, demoIds.company],
    );
    viewer = await server.contextForCustomer(withoutRights);
    leadBuyer = await server.contextFor('lead.buyer');
  });
  afterAll(() => server?.close());

  it.each(customerOperations.map((operation) => [operation.key, operation] as const))(
    '%s without a session answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN (storefront.md §7)',
    async (_key, operation) => {
      const response = await server.request<{ errors: Array<{ code: string }> }>(
        operation.method.toUpperCase(),
        pathOf(operation),
        { token: null, ...(operation.method === 'get' ? {} : { body: {} }) },
      );
      expect(response.status).toBe(403);
      expect(response.json.errors[0]?.code).toBe(errorCodes.customerNotLoggedIn);
    },
  );

  it('role checks exist (declared or, with a reason, in the handler), so the next test checks something', () => {
    expect(roleOperations.length + Object.keys(handlerCheckedRoles).length).toBeGreaterThan(0);
  });

  it.each([
    ...roleOperations.map((operation) => [operation.key, operation, requiredRoles(operation.access), {}] as const),
    ...Object.entries(handlerCheckedRoles).map(
      ([key, check]) => [key, operations[key as keyof typeof operations], [check.role], check.body] as const,
    ),
  ])(
    '%s answers 403 RATCHET__MISSING_PERMISSION with the role to a customer lacking it (a user without rights)',
    async (_key, operation, roles, body) => {
      const response = await server.request<{
        errors: Array<{ code: string; meta?: { parameters?: { roles?: string[] } } }>;
      }>(operation.method.toUpperCase(), pathOf(operation), {
        token: viewer,
        ...(operation.method === 'get' ? {} : { body }),
      });
      expect(response.status).toBe(403);
      expect(response.json.errors[0]?.code).toBe(errorCodes.missingPermission);
      expect(response.json.errors[0]?.meta?.parameters?.roles).toEqual([...roles]);
    },
  );

  it.each(Object.entries(companyScoped))(
    '%s with another company’s id answers like an unknown id (architecture.md Rights)',
    async (key, scope) => {
      const operation = operations[key as keyof typeof operations] as OperationDefinition;
      const ask = (id: string) =>
        server.request<{ errors: Array<{ code: string }> }>(
          operation.method.toUpperCase(),
          pathOf(operation, { ...scope.fixed, [scope.param]: id }),
          { token: leadBuyer, ...(operation.method === 'get' ? {} : { body: scope.body ?? {} }) },
        );
      const other = await ask(scope.other ?? otherCompanyCustomer);
      const unknown = await ask(unknownId);
      expect([other.status, other.json.errors[0]?.code]).toEqual([scope.status, scope.code]);
      expect([unknown.status, unknown.json.errors[0]?.code]).toEqual([scope.status, scope.code]);
      // The own record of the same operation is answered (the refusal is about the company, not the route).
      const own = await ask(scope.own ?? demoIds.customers['lead.buyer']);
      expect(own.status).toBe(200);
    },
  );

  it.each(Object.entries(companyScopedByNumber))(
    '%s with another company’s number answers like an unknown number (issue 13; architecture.md Rights)',
    async (key, scope) => {
      const operation = operations[key as keyof typeof operations] as OperationDefinition;
      const ask = (value: string) =>
        server.request<{ errors: Array<{ code: string }> }>(
          operation.method.toUpperCase(),
          scope.in === 'query' ? `${pathOf(operation)}?${scope.param}=${encodeURIComponent(value)}` : pathOf(operation),
          { token: leadBuyer, ...(scope.in === 'body' ? { body: { [scope.param]: value } } : {}) },
        );
      const other = await ask(await scope.other(server));
      const unknown = await ask('999999999');
      expect([other.status, other.json.errors[0]?.code]).toEqual([404, scope.code]);
      expect([unknown.status, unknown.json.errors[0]?.code]).toEqual([404, scope.code]);
      const own = await ask(await scope.own(server));
      expect(own.status).toBe(200);
    },
  );

  it.each(
    served
      .filter((operation) => pathParamNames(operation).includes('companyId'))
      .map((operation) => [operation.key, operation] as const),
  )(
    '%s with another company’s companyId answers 404 like an unknown company (account-area.md §7 Addresses)',
    async (_key, operation) => {
      const ask = (companyId: string) =>
        server.request<{ errors: Array<{ code: string }> }>(
          operation.method.toUpperCase(),
          pathOf(operation, { companyId, addressId: demoAddressIds.huberLinz }),
          {
            token: leadBuyer,
            ...(operation.method === 'get' ? {} : { body: companyScoped[operation.key]?.body ?? {} }),
          },
        );
      for (const companyId of [demoIds.otherCompany, unknownId]) {
        const answer = await ask(companyId);
        expect([answer.status, answer.json.errors[0]?.code]).toEqual([404, errorCodes.companyNotFound]);
      }
    },
  );

  describe('rights matrix: every B2B route × every one of the 24 codes (issue 11; account-area.md §6)', () => {
    /** Users of the demo company holding exactly one code, and users holding every code but one. */
    const only = new Map<RoleCode, string>();
    const allBut = new Map<RoleCode, string>();

    beforeAll(async () => {
      let number = 0;
      for (const code of roleCodes) {
        for (const [kind, target] of [
          ['only', only],
          ['allbut', allBut],
        ] as const) {
          number += 1;
          const id = `0d0000aa-0000-4000-8000-${number.toString(16).padStart(12, '0')}`;
          await server.db.query(
            `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
             VALUES ($1, $2, $3, 'x', 'matrix@demo.invalid', 'Matrix', $3)`,
            [id, demoIds.company, `matrix.${kind}.${code.toLowerCase()}`],
          );
          await server.db.query(
            `INSERT INTO customer_role (customer_id, role_code, enabled)
             SELECT $1, c, (c = $2) = ($3 = 'only') FROM unnest($4::text[]) AS c`,
            [id, code, kind, [...roleCodes]],
          );
          target.set(code, await server.contextForCustomer(id));
        }
      }
    });

    /**
     * The B2B routes: every customer operation (declared roles, handler-checked ones and login-only ones) but logout,
     * which would end the matrix users' sessions.
     */
    const matrixOperations = customerOperations
      .filter((operation) => operation.key !== operations['logoutCustomer post /account/logout'].key)
      .map((operation) => {
        const roles = [
          ...requiredRoles(operation.access),
          ...(handlerCheckedRoles[operation.key] ? [handlerCheckedRoles[operation.key]!.role] : []),
        ];
        return [operation.key, operation, roles] as const;
      });

    it.each(matrixOperations)(
      '%s: with the right not 403, without it 403 RATCHET__MISSING_PERMISSION, for each of the 24 codes',
      async (key, operation, roles) => {
        const ask = (token: string) =>
          server.request<{ errors?: Array<{ code: string }> }>(operation.method.toUpperCase(), pathOf(operation), {
            token,
            ...(operation.method === 'get' ? {} : { body: handlerCheckedRoles[key]?.body ?? {} }),
          });
        const wrong: string[] = [];
        for (const code of roleCodes) {
          // Holding only `code`: allowed exactly when the route needs nothing beyond it.
          const withOnly = await ask(only.get(code) ?? '');
          const onlyAllowed = roles.every((role) => role === code);
          if ((withOnly.status === 403) === onlyAllowed) wrong.push(`only ${code}: ${withOnly.status}`);
          if (withOnly.status === 403 && withOnly.json.errors?.[0]?.code !== errorCodes.missingPermission) {
            wrong.push(`only ${code}: ${withOnly.json.errors?.[0]?.code}`);
          }
          // Holding every code but `code`: refused exactly when the route needs `code`.
          const withoutIt = await ask(allBut.get(code) ?? '');
          if ((withoutIt.status === 403) !== roles.includes(code)) wrong.push(`all but ${code}: ${withoutIt.status}`);
        }
        expect(wrong).toEqual([]);
      },
    );
  });

  it('readOrder never returns another company’s order, even asked by id (architecture.md Rights)', async () => {
    const nord = await server.contextFor('nord.lead.buyer');
    const product = await prepareProduct(server.db, 0, { netPrice: 10, stock: 100 });
    const added = await server.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] },
      { token: nord },
    );
    expect(added.status).toBe(200);
    // Nordzee is near its credit limit (README demo users): prepayment does not use it.
    const placed = await server.post<{ id: string }>(
      '/checkout/order',
      { paymentMethodId: 'prepayment' },
      { token: nord },
    );
    expect(placed.status).toBe(200);
    const asOwner = await server.post<{ orders: { elements: Array<{ id: string }> } }>(
      '/order',
      { ids: [placed.json.id] },
      { token: nord },
    );
    expect(asOwner.json.orders.elements.map((order) => order.id)).toEqual([placed.json.id]);
    const asOther = await server.post<{ orders: { elements: unknown[]; total: number } }>(
      '/order',
      { ids: [placed.json.id] },
      { token: leadBuyer },
    );
    expect(asOther.status).toBe(200);
    expect(asOther.json.orders.elements).toEqual([]);
    expect(asOther.json.orders.total).toBe(0);
  });
});
