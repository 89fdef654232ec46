import { AccountBreadcrumbs, AccountNavigation } from '@ratchet/account-kit';
import { useRights, type Domain } from '@ratchet/commerce-hooks';
import type { BreadcrumbLinkProps } from '@ratchet/ui';
import { Link, Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { useShellRenderLink } from '../../components/shellLink';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { localPath, pathBelowDomain } from '../../lib/domain';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import { requestScope } from '../../lib/requestScope.server';
import type { loader as domainLoader } from '../domain';
import type { Route } from './+types/layout';

/**
 * Every /account page needs a login (storefront.md §4); each child guards its own roles from `accountRoutes`. The
 * frame's texts (navigation, breadcrumbs) are account-kit's `account` namespace.
 */
export const handle = { access: { auth: true }, i18n: ['account'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRoute({ request, context }, handle);
  const scope = requestScope(context);
  const [rights, flags] = await Promise.all([scope.rights(), scope.featureFlags()]);
  return {
    rights,
    flags: {
      orderHistory: flags?.orderHistory === true,
      invoiceHistory: flags?.invoiceHistory === true,
      offerHistory: flags?.offerHistory === true,
    },
    texts: await routeTexts(request, handle),
  };
}

/** The name a child page gives its last crumb (`breadcrumb` in its loader data: a user's name, "New address"). */
function usePageName(): string | undefined {
  const matches = useMatches();
  const data = matches.at(-1)?.loaderData;
  return typeof data === 'object' && data !== null && 'breadcrumb' in data && typeof data.breadcrumb === 'string'
    ? data.breadcrumb
    : undefined;
}

function AccountFrame({ domain, loaderData }: { domain: Domain; loaderData: Route.ComponentProps['loaderData'] }) {
  const location = useLocation();
  const renderLink = useShellRenderLink(domain);
  const session = useRights();
  const pageName = usePageName();
  // The session's rights once the browser has them (a change of rights shows at once), the loader's before.
  const rights = session.rights.length ? session.rights : loaderData.rights;
  const currentPath = pathBelowDomain(domain, location.pathname);
  return (
    <div data-slot="account-layout" className="grid gap-6 py-6 lg:grid-cols-[16rem_1fr]">
      <AccountBreadcrumbs
        className="lg:col-span-2"
        currentPath={currentPath}
        pageName={pageName}
        homeHref={localPath(domain, '/')}
        hrefOf={(path) => localPath(domain, path)}
        renderLink={({ href, ...props }: BreadcrumbLinkProps) => <Link to={href} {...props} />}
      />
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <AccountNavigation rights={rights} flags={loaderData.flags} currentPath={currentPath} renderLink={renderLink} />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

/** The account area's frame (issue 11): breadcrumbs, the side navigation by rights (a toggle below 1024 px), the page. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof domainLoader>('routes/domain');
  if (!layout) return <Outlet />;
  return (
    <AccountTexts>
      <AccountFrame domain={layout.domain} loaderData={loaderData} />
    </AccountTexts>
  );
}
