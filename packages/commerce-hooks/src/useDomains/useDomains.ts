import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { isStoreApiClientError, StoreApiClientError, syntheticError, unknownErrorCode } from '../client';
import { swrKeys } from '../keys';
import type { Domain } from '../operations';
import type { SeoUrl } from '../operations';
import { useCommerce } from '../provider/RatchetCommerceProvider';

/** The page to find in the other language: its SEO path (below the domain prefix), or its route and id. */
export type LanguageSwitchPage = { path: string } | { routeName: string; foreignKey: string };

/** Where the language switch leads. */
export interface LanguageSwitchResult {
  /** The target domain. */
  domain: Domain;
  /** The path to go to, under the target domain's path prefix. */
  path: string;
  /** False when the same page was not found in the other language and the target is that domain's home. */
  exact: boolean;
}

/** `prefix` + `/` + `seoPath`, without doubled or missing slashes. */
export function pathUnderDomain(domain: Pick<Domain, 'pathPrefix'>, seoPath: string): string {
  const prefix = (domain.pathPrefix ?? '').replace(/\/+$/, '');
  const rest = seoPath.replace(/^\/+/, '');
  return `${prefix}/${rest}`;
}

/** The two-letter upper-case code the language switcher shows (storefront.md §2: `de-AT` → `DE`). */
export function languageCode(domain: Pick<Domain, 'languageLocaleCode'>): string {
  return domain.languageLocaleCode.slice(0, 2).toUpperCase();
}

export interface UseDomainsReturn {
  /** All domains of the sales channel. */
  domains: Domain[];
  /** The current domain (from the provider). */
  current: Domain | undefined;
  /** The language switcher appears only with more than one domain (storefront.md §2). */
  showLanguageSwitcher: boolean;
  isLoading: boolean;
  /** The error of loading the domains or of the last switch. */
  error: StoreApiClientError | undefined;
  /** True while a switch looks up the SEO URL. */
  isSwitching: boolean;
  /**
   * Finds the same page in the other domain's language through its SEO URL (storefront.md §2 language switcher).
   * Falls back to the target domain's home when the page has no SEO URL there. Rejects for an unknown domain id.
   */
  switchLanguage: (domainId: string, page: LanguageSwitchPage) => Promise<LanguageSwitchResult>;
}

const seoUrlCriteria = (filters: { field: string; value: string | boolean }[]) => ({
  filter: filters.map((filter) => ({ type: 'equals' as const, ...filter })),
});

/** The domains and the language switch. */
export function useDomains(): UseDomainsReturn {
  const { client, domain: current } = useCommerce();
  const query = useSWR<Domain[], StoreApiClientError>(swrKeys.domains(), () =>
    client.invoke('readDomains get /ratchet/domains'),
  );
  const [isSwitching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<StoreApiClientError>();
  const domains = query.data;

  const switchLanguage = useCallback(
    async (domainId: string, page: LanguageSwitchPage): Promise<LanguageSwitchResult> => {
      const target = domains?.find((candidate) => candidate.domainId === domainId);
      if (!target) throw new RangeError(`Unknown domain "${domainId}"`);
      const home: LanguageSwitchResult = { domain: target, path: pathUnderDomain(target, ''), exact: false };
      setSwitching(true);
      setSwitchError(undefined);
      try {
        let identity: { routeName: string; foreignKey: string } | undefined;
        if ('path' in page) {
          const seoPath = page.path.replace(/^\/+/, '');
          if (seoPath === '') return { ...home, exact: true };
          const own = await client.invoke('readSeoUrl post /seo-url', {
            body: {
              ...seoUrlCriteria([
                { field: 'seoPathInfo', value: seoPath },
                ...(current ? [{ field: 'languageId', value: current.languageId }] : []),
              ]),
              limit: 1,
            },
          });
          const entry = own.elements[0];
          identity = entry ? { routeName: entry.routeName, foreignKey: entry.foreignKey } : undefined;
        } else {
          identity = page;
        }
        if (!identity) return home;
        const other = await client.invoke('readSeoUrl post /seo-url', {
          body: seoUrlCriteria([
            { field: 'routeName', value: identity.routeName },
            { field: 'foreignKey', value: identity.foreignKey },
            { field: 'languageId', value: target.languageId },
          ]),
          headers: { 'sw-language-id': target.languageId },
        });
        // The canonical URL of the same route and entity in the target language (a server may ignore some filters).
        const candidates = other.elements.filter(
          (entry) =>
            entry.languageId === target.languageId &&
            entry.foreignKey === identity.foreignKey &&
            entry.routeName === identity.routeName,
        );
        const match: SeoUrl | undefined = candidates.find((entry) => entry.isCanonical) ?? candidates[0];
        return match ? { domain: target, path: pathUnderDomain(target, match.seoPathInfo), exact: true } : home;
      } catch (error) {
        // The visitor still gets to the other language: its home page. The error stays visible.
        setSwitchError(
          isStoreApiClientError(error)
            ? error
            : new StoreApiClientError(500, [syntheticError(500, unknownErrorCode, String(error))], { cause: error }),
        );
        return home;
      } finally {
        setSwitching(false);
      }
    },
    [client, domains, current],
  );

  return {
    domains: domains ?? [],
    current,
    showLanguageSwitcher: (domains?.length ?? 0) > 1,
    isLoading: query.isLoading,
    error: switchError ?? query.error,
    isSwitching,
    switchLanguage,
  };
}
