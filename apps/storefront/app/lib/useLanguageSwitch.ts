import { useDomains } from '@ratchet/commerce-hooks';
import type { LanguageDomain } from '@ratchet/ui';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import type { loader as catchAllLoader } from '../routes/catchAll';
import { localPath, pathBelowDomain } from './domain';
import { seoIdentity } from './page';

/** What the shell's language switcher needs: the domains, the current one and the switch. */
export interface LanguageSwitch {
  /** The shop's domains (the switcher shows only with more than one). */
  domains: LanguageDomain[];
  /** Id of the current domain ('' before the domains are known). */
  currentDomainId: string;
  /** Goes to the same page under the chosen domain. */
  select: (domain: LanguageDomain) => void;
}

/**
 * The language switch (storefront.md §2 language switcher): route-table pages keep their path under the
 * other prefix; catch-all pages ask for the SEO URL of the same page (by product or category id).
 */
export function useLanguageSwitch(): LanguageSwitch {
  const { domains, current, switchLanguage, isSwitching } = useDomains();
  const location = useLocation();
  // A catch-all page's loader data says which product or category it shows (typed by the route's loader).
  const catchAll = useRouteLoaderData<typeof catchAllLoader>('routes/catchAll');
  const navigate = useNavigate();
  const select = (chosen: LanguageDomain) => {
    const target = domains.find((domain) => domain.domainId === chosen.domainId);
    if (!current || !target || target.domainId === current.domainId || isSwitching) return;
    const below = pathBelowDomain(current, location.pathname);
    if (catchAll) {
      const identity = seoIdentity(catchAll.page);
      void switchLanguage(target.domainId, identity ?? { path: below }).then((result) => navigate(result.path));
    } else {
      void navigate(`${localPath(target, below)}${location.search}`);
    }
  };
  return {
    domains: domains.map((domain) => ({
      domainId: domain.domainId,
      languageLocaleCode: domain.languageLocaleCode,
      languageName: domain.languageName ?? null,
    })),
    currentDomainId: current?.domainId ?? '',
    select,
  };
}
