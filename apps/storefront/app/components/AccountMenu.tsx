import { useFeatureFlags, useRights, useSession, type Domain } from '@ratchet/commerce-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/en-GB';
import { localPath } from '../lib/domain';
import type { RoleCode } from '@ratchet/store-api-contract/rules';

interface AccountLink {
  path: string;
  label: MessageKey;
  role?: RoleCode;
  flag?: string;
}

/** The dropdown's links and what gates them (storefront.md §2 account dropdown). */
export const accountLinks: readonly AccountLink[] = [
  { path: '/account/dashboard', label: 'account.dashboard' },
  { path: '/account/orderlist', label: 'account.orderLists', role: 'ROLE_MANAGE_ORDER_LISTS' },
  { path: '/account/orders', label: 'account.orders', role: 'ROLE_MANAGE_ORDER_HISTORY', flag: 'orderHistory' },
  { path: '/account/offers', label: 'account.offers', role: 'ROLE_MANAGE_OFFER_HISTORY' },
];

/** The account dropdown: greeting, company line, gated links and logout; closes on outside click, link or logout. */
export function AccountMenu({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const { can } = useRights();
  const { isEnabled } = useFeatureFlags();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const customer = session.customer;
  if (!customer) return null;
  const greeting = t('account.greeting', { firstName: customer.firstName, lastName: customer.lastName });
  const visible = accountLinks.filter((link) => (!link.role || can(link.role)) && (!link.flag || isEnabled(link.flag)));

  const logout = async () => {
    setOpen(false);
    const { redirectTo } = await session.logout();
    void navigate(localPath(domain, redirectTo));
  };

  return (
    <div ref={rootRef} className="relative" data-slot="account-menu" data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 hover:bg-muted"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="sr-only lg:not-sr-only">{t('header.account')}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-1 max-h-[25rem] w-72 overflow-auto rounded-md border border-border bg-surface p-3 shadow-popover"
        >
          <p className="font-semibold">{greeting}</p>
          {customer.company ? (
            <p className="text-sm text-muted-foreground">
              {t('account.company', {
                companyNumber: customer.company.companyNumber ?? '',
                companyName: customer.company.name ?? '',
              })}
            </p>
          ) : null}
          <ul className="mt-2 flex flex-col" aria-label={t('header.account')}>
            {visible.map((link) => (
              <li key={link.path}>
                <Link
                  to={localPath(domain, link.path)}
                  onClick={() => setOpen(false)}
                  className="block rounded px-2 py-1.5 hover:bg-muted"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => void logout()}
                disabled={session.isLoggingOut}
                className="w-full rounded px-2 py-1.5 text-left hover:bg-muted"
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
