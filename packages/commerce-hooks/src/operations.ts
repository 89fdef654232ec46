/**
 * The operations the client is typed with: the contract's landed operation maps, plus the operations still
 * pending in `pendingContract.ts`. Once the contract exports its merged `operations` map, this becomes
 * `OperationTypesOf<typeof operations>`.
 */
import type {
  accountOperations,
  Cart,
  CartLineItem,
  checkoutOperations,
  contextOperations,
  Customer,
  Domain,
  FeatureFlags,
  SalesChannelContext,
  systemOperations,
} from '@ratchet/store-api-contract';
import type { OperationTypesOf } from './client/types';
import type { PendingOperations } from './pendingContract';

/** Operations the contract defines today (account, checkout, context, system). */
export type ContractOperations = OperationTypesOf<
  typeof accountOperations & typeof checkoutOperations & typeof contextOperations & typeof systemOperations
>;

/** Every operation the hooks call, keyed like the Shopware store-API client (`"readCart get /checkout/cart"`). */
export type StoreApiOperations = ContractOperations & PendingOperations;

/** The session context (storefront.md §3). */
export type SessionContext = SalesChannelContext;
export type { Cart, CartLineItem, Customer, Domain, FeatureFlags };
