import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { DisclosureDropdown, type DisclosureOpenProps } from '../lib/DisclosureDropdown';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { languageSwitcherMessages } from './messages';

/** The part of a domain (storefront.md §3) the switcher needs. */
export interface LanguageDomain {
  domainId: string;
  /** Locale code such as 'de-AT' or 'nl-BE'; its language part is shown as a two-letter code. */
  languageLocaleCode: string;
  /** Full language name, used as the accessible description. */
  languageName?: string | null;
}

export type LanguageSwitcherProps = Omit<ComponentProps<'div'>, 'onSelect'> &
  DisclosureOpenProps & {
    /** The shop's domains; the switcher renders nothing with one or none (storefront.md §2). */
    domains: readonly LanguageDomain[];
    /** Id of the current domain (highlighted, `aria-current`). */
    currentDomainId: string;
    /** Called with the chosen domain; the host looks up the SEO URL of the same page in that language. */
    onSelect?: ((domain: LanguageDomain) => void) | undefined;
  };

/** The two-letter upper-case language code of a locale code ('nl-BE' → 'NL'); '??' for an empty code. */
export function languageCode(localeCode: string): string {
  const language = localeCode.trim().split(/[-_]/)[0] ?? '';
  return language.length >= 2 ? language.slice(0, 2).toUpperCase() : '??';
}

/** Language switcher (storefront.md §2 Language switcher): only with more than one domain. */
export function LanguageSwitcher({ domains, currentDomainId, onSelect, ...props }: LanguageSwitcherProps) {
  const t = useUiMessages(languageSwitcherMessages);
  if (domains.length <= 1) return null;
  const current = domains.find((domain) => domain.domainId === currentDomainId) ?? domains[0]!;
  const currentCode = languageCode(current.languageLocaleCode);
  return (
    <DisclosureDropdown
      data-slot="language-switcher"
      trigger={currentCode}
      triggerLabel={t('label', { current: currentCode })}
      triggerClassName="inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-2 text-sm font-semibold text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus"
      {...props}
    >
      {({ panelId, close }) => (
        <ul
          id={panelId}
          aria-label={t('list')}
          className="absolute right-0 z-(--z-dropdown) mt-1 min-w-20 rounded-md border border-border bg-surface py-1 shadow-popover"
        >
          {domains.map((domain) => {
            const isCurrent = domain.domainId === current.domainId;
            return (
              <li key={domain.domainId}>
                <button
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  title={domain.languageName ?? undefined}
                  data-state={isCurrent ? 'active' : 'inactive'}
                  onClick={() => {
                    close();
                    if (!isCurrent) onSelect?.(domain);
                  }}
                  className={cn(
                    'block w-full cursor-pointer px-4 py-2 text-left text-sm hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus',
                    isCurrent && 'font-bold text-primary',
                  )}
                >
                  {languageCode(domain.languageLocaleCode)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </DisclosureDropdown>
  );
}
