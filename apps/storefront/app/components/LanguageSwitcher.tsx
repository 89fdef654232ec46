import { languageCode, useDomains } from '@ratchet/commerce-hooks';
import { cn } from '@ratchet/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath, pathBelowDomain } from '../lib/domain';
import { seoIdentity } from '../lib/page';

/**
 * The language switcher (storefront.md §2): only with more than one domain; two-letter codes, the current one
 * highlighted. Route-table pages keep their path under the other prefix; catch-all pages ask for the SEO URL
 * of the same page in the other language.
 */
export function LanguageSwitcher() {
  const { t } = useI18n();
  const { domains, current, showLanguageSwitcher, switchLanguage, isSwitching } = useDomains();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!showLanguageSwitcher || !current) return null;
  const catchAll = matches.find((match) => match.id === 'routes/catchAll');

  const choose = async (domainId: string) => {
    setOpen(false);
    const target = domains.find((domain) => domain.domainId === domainId);
    if (!target || target.domainId === current.domainId) return;
    const below = pathBelowDomain(current, location.pathname);
    if (catchAll) {
      const loaderData = catchAll.loaderData as { page?: Parameters<typeof seoIdentity>[0] } | undefined;
      const identity = loaderData?.page ? seoIdentity(loaderData.page) : null;
      const result = await switchLanguage(domainId, identity ?? { path: below });
      void navigate(result.path);
    } else {
      void navigate(`${localPath(target, below)}${location.search}`);
    }
  };

  return (
    <div ref={rootRef} className="relative" data-slot="language-switcher" data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('header.language')}: ${languageCode(current)}`}
        onClick={() => setOpen((value) => !value)}
        disabled={isSwitching}
        className="rounded-md px-2 py-2 font-medium hover:bg-muted"
      >
        {languageCode(current)}
      </button>
      {open ? (
        <ul
          id={listId}
          className="absolute right-0 z-50 mt-1 rounded-md border border-border bg-surface p-1 shadow-popover"
        >
          {domains.map((domain) => {
            const isCurrent = domain.domainId === current.domainId;
            return (
              <li key={domain.domainId}>
                <button
                  type="button"
                  lang={domain.languageLocaleCode}
                  aria-current={isCurrent ? 'true' : undefined}
                  title={domain.languageName ?? languageCode(domain)}
                  data-state={isCurrent ? 'active' : 'inactive'}
                  onClick={() => void choose(domain.domainId)}
                  className={cn(
                    'w-full rounded px-3 py-1.5 text-left',
                    isCurrent ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )}
                >
                  {languageCode(domain)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
