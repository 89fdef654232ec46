import type { ComponentProps } from 'react';
import { UserRound } from 'lucide-react';
import { accountRoutes, type RoleCode } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { DisclosureDropdown, type DisclosureOpenProps } from '../lib/DisclosureDropdown';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { accountDropdownMessages } from './messages';

/** The customer fields the dropdown shows (storefront.md §3 Customer). */
export interface AccountDropdownCustomer {
  firstName: string;
  lastName: string;
  company?: { number?: string | null; name?: string | null } | null;
}

/** Link targets of the dropdown (storefront.md §2 Account dropdown), from the contract's account route table. */
export const accountLinks = {
  dashboard: accountRoutes.dashboard.path,
  orderLists: accountRoutes.orderLists.path,
  orders: accountRoutes.orders.path,
  offers: accountRoutes.offers.path,
} as const;

/**
 * Which link needs which rights (storefront.md §2 Account dropdown): the roles the route guards ask for, from the
 * contract's route → role table, so a link shows exactly when its page opens.
 */
export const accountLinkRoles = {
  orderLists: accountRoutes.orderLists.roles,
  orders: accountRoutes.orders.roles,
  offers: accountRoutes.offers.roles,
} as const satisfies Record<string, readonly RoleCode[]>;

export type AccountDropdownProps = ComponentProps<'div'> &
  DisclosureOpenProps & {
    /** The logged-in customer. */
    customer: AccountDropdownCustomer;
    /** Whether the customer has a right (e.g. `useRights().can`); missing means no gated links. */
    can?: ((role: RoleCode) => boolean) | undefined;
    /** The order-history feature flag; the orders link needs it as well as the right. */
    orderHistoryEnabled?: boolean | undefined;
    /** The offer-history feature flag (storefront.md §6); the offers link needs it as well as the right (default on). */
    offerHistoryEnabled?: boolean | undefined;
    /** Called on logout (the dropdown closes first). */
    onLogout?: (() => void) | undefined;
    /** True while logout runs (the button shows busy). */
    loggingOut?: boolean | undefined;
    /** Renders links with the host router. */
    renderLink?: RenderLink | undefined;
  };

const itemClass =
  'flex w-full cursor-pointer items-center px-4 py-2 text-left text-sm text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus';

/** Account dropdown for logged-in customers (storefront.md §2 Account dropdown). */
export function AccountDropdown({
  customer,
  can,
  orderHistoryEnabled = false,
  offerHistoryEnabled = true,
  onLogout,
  loggingOut = false,
  renderLink = defaultRenderLink,
  ...props
}: AccountDropdownProps) {
  const t = useUiMessages(accountDropdownMessages);
  const has = (roles: readonly RoleCode[]) => roles.every((role) => can?.(role) ?? false);
  const links: { key: keyof typeof accountLinks; href: string }[] = [
    { key: 'dashboard', href: accountLinks.dashboard },
  ];
  if (has(accountLinkRoles.orderLists)) links.push({ key: 'orderLists', href: accountLinks.orderLists });
  if (has(accountLinkRoles.orders) && orderHistoryEnabled) links.push({ key: 'orders', href: accountLinks.orders });
  if (has(accountLinkRoles.offers) && offerHistoryEnabled) links.push({ key: 'offers', href: accountLinks.offers });
  const companyLine = [customer.company?.number, customer.company?.name].filter(Boolean).length
    ? t('company', { companyNumber: customer.company?.number ?? '', companyName: customer.company?.name ?? '' }).trim()
    : '';
  return (
    <DisclosureDropdown
      data-slot="account-dropdown"
      trigger={
        <>
          <UserRound aria-hidden className="size-4" />
          {t('toggle')}
        </>
      }
      triggerClassName="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-secondary px-3 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus"
      {...props}
    >
      {({ panelId, close }) => (
        <div
          id={panelId}
          className="absolute right-0 z-(--z-dropdown) mt-1 max-h-(--spacing-account-dropdown) w-72 overflow-y-auto rounded-md border border-border bg-surface py-2 shadow-popover"
        >
          <div className="border-b border-border px-4 pb-2">
            <p className="font-semibold">
              {t('greeting', { firstName: customer.firstName, lastName: customer.lastName })}
            </p>
            {companyLine ? <p className="text-sm text-muted-foreground">{companyLine}</p> : null}
          </div>
          <nav aria-label={t('toggle')}>
            <ul className="py-1">
              {links.map((link) => (
                <li key={link.key}>
                  {renderLink({
                    href: link.href,
                    className: itemClass,
                    onClick: close,
                    children: t(link.key),
                  })}
                </li>
              ))}
              <li>
                <button
                  type="button"
                  aria-busy={loggingOut || undefined}
                  disabled={loggingOut}
                  className={cn(itemClass, 'disabled:cursor-progress disabled:opacity-60')}
                  onClick={() => {
                    close();
                    onLogout?.();
                  }}
                >
                  {t('logout')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </DisclosureDropdown>
  );
}
