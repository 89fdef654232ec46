import type { AccountFeatureFlags, AccountRouteName, RightEntry } from '@ratchet/store-api-contract/rules';
import { cn, defaultRenderLink, type RenderLink, type ShellLinkProps } from '@ratchet/ui';
import { useId, useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { accountNavigationItems, currentAccountNavigationItem } from './navigationItems';

export type AccountNavigationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The customer's rights entries (`useRights().rights`); a screen shows only when the guard would open it. */
  rights: readonly RightEntry[];
  /** The shop's feature flags the route table asks for (orders need `orderHistory`). */
  flags?: AccountFeatureFlags | undefined;
  /** The current page's path below the domain prefix (`/account/addressbook/create`); its screen is marked. */
  currentPath: string;
  /** Renders links with the host router (paths below the domain, as the route table writes them). */
  renderLink?: RenderLink | undefined;
};

const linkClass =
  'flex items-center rounded-md px-3 py-2 text-sm text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus data-[state=current]:bg-secondary data-[state=current]:font-semibold';

/**
 * The account area's side navigation (issue 11): the screens the customer's rights allow, the current one marked
 * with `aria-current="page"`. From 1024 px it is a column beside the page; below, one button opens and closes it
 * (named by the current screen), so a phone shows the page first.
 */
export function AccountNavigation({
  rights,
  flags,
  currentPath,
  renderLink = defaultRenderLink,
  className,
  ...props
}: AccountNavigationProps) {
  const { t } = useAccountText('account');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const items = accountNavigationItems(rights, flags);
  const current = currentAccountNavigationItem(currentPath);
  const label = (name: AccountRouteName) => t(`account.navigation.${name}`);
  return (
    <nav
      data-slot="account-navigation"
      data-state={open ? 'open' : 'closed'}
      aria-label={t('account.navigation.label')}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center justify-between rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus lg:hidden"
      >
        <span>{current ? `${t('account.navigation.toggle')}: ${label(current)}` : t('account.navigation.toggle')}</span>
        <span aria-hidden className={cn('text-xs transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </button>
      <ul id={listId} className={cn('flex-col gap-1 lg:flex', open ? 'flex' : 'hidden')}>
        {items.map((item) => {
          const isCurrent = item.name === current;
          const link: ShellLinkProps = {
            href: item.path,
            className: linkClass,
            ...{ 'data-state': isCurrent ? 'current' : 'idle' },
            'aria-current': isCurrent ? 'page' : undefined,
            onClick: () => setOpen(false),
            children: label(item.name),
          };
          return <li key={item.name}>{renderLink(link)}</li>;
        })}
      </ul>
    </nav>
  );
}
