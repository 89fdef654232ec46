/**
 * The server's declarations read the account route → role table (`rules/accountRoutes.ts`, issue 11: one table
 * for the storefront's guards, the account navigation and the server): an operation behind an account screen
 * declares `screenAccess('<screen>')`, plus any role the operation needs beyond the screen's.
 */
import type { OperationAccess } from './operation';
import { accountRoutes, type AccountRouteName } from './rules/accountRoutes';
import type { RoleCode } from './rules/roles';

/** The access of an operation behind account screen `screen`: its roles (and `extra`), or a login alone. */
export function screenAccess(screen: AccountRouteName, ...extra: RoleCode[]): OperationAccess {
  const roles: RoleCode[] = [...accountRoutes[screen].roles];
  for (const role of extra) if (!roles.includes(role)) roles.push(role);
  const [first, ...rest] = roles;
  if (first === undefined) return 'customer';
  return rest.length === 0 ? { role: first } : { roles: [first, ...rest] };
}
