import { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from '@ratchet/ui';
import { useAccountText } from '../i18n';
import { accountBreadcrumbs } from './breadcrumbTrail';

export type AccountBreadcrumbsProps = Omit<BreadcrumbsProps, 'items'> & {
  /** The current page's path below the domain prefix. */
  currentPath: string;
  /** The name of a create/details page (`New address`, a user's name); screens are named by the navigation. */
  pageName?: string | undefined;
  /** Puts the host's domain prefix in front of an account path (`/de-at` + `/account/…`). */
  hrefOf?: ((path: string) => string) | undefined;
};

/** Home → Account → screen → page for an account page (issue 11), in the user's language. */
export function AccountBreadcrumbs({
  currentPath,
  pageName,
  hrefOf = (path) => path,
  ...props
}: AccountBreadcrumbsProps) {
  const { t } = useAccountText('account');
  const items: BreadcrumbItem[] = accountBreadcrumbs(currentPath).map((crumb) => ({
    name:
      crumb.kind === 'account'
        ? t('account.breadcrumbs.account')
        : crumb.kind === 'screen' && crumb.screen
          ? t(`account.navigation.${crumb.screen}`)
          : (pageName ?? ''),
    href: crumb.path ? hrefOf(crumb.path) : undefined,
  }));
  return <Breadcrumbs items={items} {...props} />;
}
