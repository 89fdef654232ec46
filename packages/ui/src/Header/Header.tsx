import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { elementName } from '@ratchet/store-api-contract/rules';
import { Button } from '../Button';
import { CountriesSwitcher } from '../CountriesSwitcher';
import { LanguageSwitcher, type LanguageDomain } from '../LanguageSwitcher';
import { cn } from '../lib/cn';
import { useDismiss } from '../lib/useDismiss';
import {
  defaultRenderLink,
  navigationLinkTarget,
  type RenderLink,
  type ShellNavigationElement,
} from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { CartLink, HeaderLogo, inlineServiceItemCount, useHeaderScrolled } from './headerParts';
import { headerMessages } from './messages';

export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Logo look: the white logo for dark backgrounds (image from the `--logo-white-image` variable). */
  logoVariant?: 'default' | 'white' | undefined;
  /** A logo element instead of the theme's logo image. */
  logo?: ReactNode;
  /** Logo target (default '/'). */
  homeHref?: string | undefined;
  /** Service navigation (depth 2): the first 3 inline with hover submenus, the rest under 'more'. */
  serviceItems?: readonly ShellNavigationElement[] | undefined;
  /** The search box (e.g. `<SearchBar />`); focus inside it widens the search and hides the service links. */
  search?: ReactNode;
  /** Logged in: shows `account` (the account dropdown) instead of the login-or-register button. */
  loggedIn?: boolean | undefined;
  /** The account dropdown shown when logged in. */
  account?: ReactNode;
  /** The login-or-register button (opens the login dialog). */
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
  /** Countries navigation for the countries switcher. */
  countries?: readonly ShellNavigationElement[] | undefined;
  /** The main navigation bar below (e.g. `<MegaMenu />`); hidden while scrolled (its height stays in the flow). */
  mainNavigation?: ReactNode;
  /** Controlled scroll state; when omitted the header reads the window's scroll position (storefront.md §4). */
  scrolled?: boolean | undefined;
  /** Renders links with the host router. */
  renderLink?: RenderLink | undefined;
};

const serviceLinkClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-foreground hover:text-primary focus-visible:outline-2 focus-visible:outline-focus';
const submenuLinkClass =
  'block px-4 py-2 text-sm text-foreground hover:bg-secondary focus-visible:outline-2 focus-visible:outline-focus';

/**
 * Desktop header from 1024px (storefront.md §2 Header): logo, service links, search, login or account,
 * cart with badge, language and countries switchers, and the main navigation bar. Hidden below `lg`
 * by CSS, so server rendering needs no width check.
 */
export function Header({
  logoVariant = 'default',
  logo,
  homeHref = '/',
  serviceItems = [],
  search,
  loggedIn = false,
  account,
  onLoginClick,
  cartCount = 0,
  cartHref = '/checkout',
  domains = [],
  currentDomainId = '',
  onSelectDomain,
  countries = [],
  mainNavigation,
  scrolled: scrolledProp,
  renderLink = defaultRenderLink,
  className,
  ...props
}: HeaderProps) {
  const t = useUiMessages(headerMessages);
  const windowScrolled = useHeaderScrolled(scrolledProp === undefined);
  const scrolled = scrolledProp ?? windowScrolled;
  const [searchFocused, setSearchFocused] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreRef = useRef<HTMLLIElement>(null);
  useDismiss(moreRef, moreOpen, () => setMoreOpen(false));
  const compact = scrolled || searchFocused;
  const inline = serviceItems.slice(0, inlineServiceItemCount);
  const more = serviceItems.slice(inlineServiceItemCount);

  const serviceLink = (item: ShellNavigationElement, className: string) =>
    item.href ? (
      renderLink({ href: item.href, className, children: elementName(item), ...navigationLinkTarget(item) })
    ) : (
      <span className={className}>{elementName(item)}</span>
    );

  return (
    <header
      data-slot="header"
      data-state={scrolled ? 'scrolled' : 'top'}
      data-search={searchFocused ? 'focused' : 'unfocused'}
      className={cn(
        'sticky top-0 z-(--z-header) hidden w-full bg-surface shadow-header lg:block',
        // The bar's height stays in the page's flow while it is hidden (its h-11 as margin below the stuck header):
        // hiding it must not move the page up under the pointer, nor shorten a page scrolled to its end, whose
        // clamped position would read as scrolling up and bring the bar back.
        mainNavigation && scrolled && 'mb-11',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-[78px] max-w-(--container-boxed) items-center gap-4 px-4">
        <HeaderLogo renderLink={renderLink} href={homeHref} label={t('home')} variant={logoVariant} logo={logo} />
        {!compact && serviceItems.length ? (
          <nav aria-label={t('service')} data-slot="header-service">
            <ul className="flex items-center">
              {inline.map((item) => (
                <li key={item.id} className="group relative">
                  {serviceLink(item, serviceLinkClass)}
                  {item.children?.length ? (
                    <ul className="absolute top-full left-0 z-(--z-dropdown) hidden min-w-48 rounded-md border border-border bg-surface py-1 shadow-popover group-focus-within:block group-hover:block">
                      {item.children.map((child) => (
                        <li key={child.id}>{serviceLink(child, submenuLinkClass)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              {more.length ? (
                <li ref={moreRef} className="relative">
                  <button
                    type="button"
                    aria-expanded={moreOpen}
                    className={cn(serviceLinkClass, 'cursor-pointer')}
                    onClick={() => setMoreOpen((open) => !open)}
                  >
                    {t('more')}
                    <ChevronDown aria-hidden className={cn('size-4 transition-transform', moreOpen && 'rotate-180')} />
                  </button>
                  {moreOpen ? (
                    <ul className="absolute top-full left-0 z-(--z-dropdown) min-w-48 rounded-md border border-border bg-surface py-1 shadow-popover">
                      {more.map((item) => (
                        <li key={item.id} onClick={() => setMoreOpen(false)}>
                          {serviceLink(item, submenuLinkClass)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <div
          data-slot="header-search"
          className={cn('min-w-0 flex-1', compact ? 'max-w-none' : 'ml-auto max-w-md')}
          onFocusCapture={() => setSearchFocused(true)}
          onBlurCapture={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSearchFocused(false);
          }}
        >
          {search}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {loggedIn ? (
            account
          ) : (
            <Button variant="loginOrRegister" onClick={onLoginClick}>
              {t('login')}
            </Button>
          )}
          <CartLink
            renderLink={renderLink}
            href={cartHref}
            count={cartCount}
            label={cartCount > 0 ? t('cartWithCount', { count: Math.floor(cartCount) }) : t('cart')}
          />
          <LanguageSwitcher domains={domains} currentDomainId={currentDomainId} onSelect={onSelectDomain} />
          <CountriesSwitcher countries={countries} renderLink={renderLink} />
        </div>
      </div>
      {mainNavigation && !scrolled ? (
        <div
          data-slot="header-main-navigation"
          className="mx-auto h-11 max-w-(--container-boxed) border-t border-border"
        >
          {mainNavigation}
        </div>
      ) : null}
    </header>
  );
}
