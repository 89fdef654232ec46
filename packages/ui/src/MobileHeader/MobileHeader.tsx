import { useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronLeft, Menu, UserRound, X } from 'lucide-react';
import { LanguageSwitcher, type LanguageDomain } from '../LanguageSwitcher';
import type { MobileMenuLevel } from '../MobileMenu/menuStack';
import { CartLink, HeaderLogo } from '../Header/headerParts';
import { headerMessages } from '../Header/messages';
import { cn } from '../lib/cn';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';

export type MobileHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Logo look: the white logo for dark backgrounds. */
  logoVariant?: 'default' | 'white' | undefined;
  /** A logo element instead of the theme's logo image. */
  logo?: ReactNode;
  /** Logo target (default '/'). */
  homeHref?: string | undefined;
  /** Logged in: the account icon links to the dashboard; otherwise it opens the login dialog. */
  loggedIn?: boolean | undefined;
  /** Account icon target when logged in (default '/account/dashboard'). */
  accountHref?: string | undefined;
  /**
   * Logged in: an account control shown instead of the account icon link (e.g. an `AccountDropdown`,
   * so greeting, gated links and logout stay reachable below 1024px).
   */
  account?: ReactNode;
  /** The login icon was pressed (logged out). */
  onLoginClick?: (() => void) | undefined;
  /** Products in the cart; the badge shows only above 0. */
  cartCount?: number | undefined;
  /** Cart link target (default '/checkout'). */
  cartHref?: string | undefined;
  /** Domains for the language switcher (shown only with more than one). */
  domains?: readonly LanguageDomain[] | undefined;
  /** Current domain id. */
  currentDomainId?: string | undefined;
  /** A language was chosen. */
  onSelectDomain?: ((domain: LanguageDomain) => void) | undefined;
  /** The mobile menu's level: hamburger when closed, close at the top level, back at a sub level. */
  menuLevel?: MobileMenuLevel | undefined;
  /** The menu button was pressed (open, close or one step back, by `menuLevel`). */
  onMenuButtonClick?: (() => void) | undefined;
  /** The search box; it maximises while focused and minimises on blur. */
  search?: ReactNode;
  /** Renders links with the host router. */
  renderLink?: RenderLink | undefined;
};

const iconButtonClass =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus';

/**
 * Mobile header up to 1023px (storefront.md §2 Header): logo, login or account icon, cart with badge,
 * language switcher, menu button (hamburger, close, back) and a search that maximises on focus.
 * Hidden from `lg` by CSS.
 */
export function MobileHeader({
  logoVariant = 'default',
  logo,
  homeHref = '/',
  loggedIn = false,
  accountHref = '/account/dashboard',
  account,
  onLoginClick,
  cartCount = 0,
  cartHref = '/checkout',
  domains = [],
  currentDomainId = '',
  onSelectDomain,
  menuLevel = 'closed',
  onMenuButtonClick,
  search,
  renderLink = defaultRenderLink,
  className,
  ...props
}: MobileHeaderProps) {
  const t = useUiMessages(headerMessages);
  const [searchFocused, setSearchFocused] = useState(false);
  const MenuIcon = menuLevel === 'closed' ? Menu : menuLevel === 'top' ? X : ChevronLeft;
  const menuLabel = menuLevel === 'closed' ? t('openMenu') : menuLevel === 'top' ? t('closeMenu') : t('backMenu');
  return (
    <header
      data-slot="mobile-header"
      data-menu={menuLevel}
      data-search={searchFocused ? 'maximised' : 'minimised'}
      className={cn(
        'sticky top-0 z-(--z-header) h-(--height-header-mobile) w-full bg-surface shadow-header lg:hidden',
        className,
      )}
      {...props}
    >
      <div className="flex h-16 items-center gap-1 px-2">
        <button
          type="button"
          aria-label={menuLabel}
          aria-expanded={menuLevel !== 'closed'}
          data-state={menuLevel}
          className={iconButtonClass}
          onClick={onMenuButtonClick}
        >
          <MenuIcon aria-hidden className="size-6" />
        </button>
        <HeaderLogo
          renderLink={renderLink}
          href={homeHref}
          label={t('home')}
          variant={logoVariant}
          logo={logo}
          className="mr-auto"
        />
        <LanguageSwitcher domains={domains} currentDomainId={currentDomainId} onSelect={onSelectDomain} />
        {loggedIn && account ? (
          account
        ) : loggedIn ? (
          renderLink({
            href: accountHref,
            'aria-label': t('account'),
            className: iconButtonClass,
            children: <UserRound aria-hidden className="size-6" />,
          })
        ) : (
          <button type="button" aria-label={t('login')} className={iconButtonClass} onClick={onLoginClick}>
            <UserRound aria-hidden className="size-6" />
          </button>
        )}
        <CartLink
          renderLink={renderLink}
          href={cartHref}
          count={cartCount}
          label={cartCount > 0 ? t('cartWithCount', { count: Math.floor(cartCount) }) : t('cart')}
        />
      </div>
      <div
        data-slot="mobile-header-search"
        className={cn('px-3 pb-3', searchFocused && 'fixed inset-x-0 top-0 z-(--z-modal) h-dvh bg-surface pt-3')}
        onFocusCapture={() => setSearchFocused(true)}
        onBlurCapture={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSearchFocused(false);
        }}
      >
        {search}
      </div>
    </header>
  );
}
