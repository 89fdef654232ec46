import { useCart, useSession, type Domain } from '@ratchet/commerce-hooks';
import { Badge } from '@ratchet/ui';
import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNavigation } from './MainNavigation';
import { MobileMenu } from './MobileMenu';
import { HeaderSearch } from './HeaderSearch';

/** The cart link with the count badge, shown only above 0 (storefront.md §2 header). */
function CartLink({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  const { count } = useCart();
  return (
    <Link
      to={localPath(domain, '/checkout')}
      className="relative inline-flex items-center gap-1 rounded-md px-2 py-2 hover:bg-muted"
      aria-label={count > 0 ? `${t('header.cart')}, ${t('header.cartCount', { count })}` : t('header.cart')}
      data-slot="cart-link"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className="hidden lg:inline">{t('header.cart')}</span>
      {count > 0 ? <Badge count={count} size="sm" data-testid="cart-badge" aria-hidden="true" /> : null}
    </Link>
  );
}

/** Login link when anonymous, account dropdown when logged in. */
function SessionControl({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <AccountMenu domain={domain} />;
  return (
    <Link
      to={localPath(domain, '/auth')}
      className="inline-flex items-center gap-1 rounded-md px-2 py-2 hover:bg-muted"
      data-slot="login-link"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
      <span className="sr-only lg:not-sr-only">{t('header.login')}</span>
    </Link>
  );
}

/**
 * The storefront header (storefront.md §2): desktop from 1024px with the main navigation and mega menu,
 * mobile below with the drill-down menu. Composed here until the UI shell components land in @ratchet/ui.
 */
export function SiteHeader({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface" data-slot="site-header">
      <div className="mx-auto flex max-w-boxed flex-wrap items-center gap-2 px-4 py-3 lg:flex-nowrap lg:gap-4">
        <MobileMenu domain={domain} />
        <Link to={localPath(domain, '/')} aria-label={t('app.logo')} className="shrink-0">
          <Logo />
        </Link>
        <div className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
          <HeaderSearch domain={domain} />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          <SessionControl domain={domain} />
          <CartLink domain={domain} />
        </div>
      </div>
      <MainNavigation domain={domain} />
    </header>
  );
}
