import {
  useCart,
  useCategoryCounters,
  useFeatureFlags,
  useNavigation,
  useRights,
  useSession,
  type Domain,
} from '@ratchet/commerce-hooks';
import { Header, MegaMenu, MobileHeader, mobileMenuBack, mobileMenuLevel, type RenderLink } from '@ratchet/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localPath } from '../lib/domain';
import { bannerImageUrls, toShellNavigation } from '../lib/navigation';
import { useI18n } from '../i18n/I18nProvider';
import { useLanguageSwitch } from '../lib/useLanguageSwitch';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { useShellRenderLink } from './shellLink';
import { HydrateLater } from '../runtime/HydrateLater';

/*
 * The login and forgot-password dialogs (with Radix Dialog, focus trap and scroll lock) are not visible at
 * load: they load on intent, when the pointer or focus enters the header, or at the latest on the click that
 * opens them (issue 4: the home page's JavaScript budget). The module cache loads the chunk once.
 */
const loadHeaderLogin = () => import('./HeaderLogin');
const HeaderLogin = lazy(() => loadHeaderLogin().then((module) => ({ default: module.HeaderLogin })));

/*
 * The mobile menu (an overlay below the mobile header, so no layout shift) is not visible at load either: it
 * loads on the same intent, at the latest when the menu button opens it; the button's state comes from the
 * stack helpers, which are not part of the chunk.
 */
const loadMobileMenu = () => import('./SiteMobileMenu');
/* The account dropdown only exists for a logged-in customer: its chunk loads with the first one. */
const loadAccountDropdown = () => import('./SiteAccountDropdown');
const AccountDropdown = lazy(() => loadAccountDropdown().then((module) => ({ default: module.AccountDropdown })));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** The account dropdown (storefront.md §2): greeting, company line, gated links, logout. */
function HeaderAccount({ domain, renderLink }: { domain: Domain; renderLink: RenderLink }) {
  const navigate = useNavigate();
  const session = useSession();
  const { can } = useRights();
  const { isEnabled } = useFeatureFlags();
  const customer = session.customer;
  if (!customer) return null;
  return (
    <Suspense fallback={null}>
      <AccountDropdown
        customer={{
          firstName: customer.firstName,
          lastName: customer.lastName,
          company: customer.company
            ? { number: customer.company.companyNumber ?? null, name: customer.company.name ?? null }
            : null,
        }}
        can={can}
        orderHistoryEnabled={isEnabled('orderHistory')}
        offerHistoryEnabled={isEnabled('offerHistory')}
        loggingOut={session.isLoggingOut}
        onLogout={() => {
          void session.logout().then(({ redirectTo }) => navigate(localPath(domain, redirectTo)));
        }}
        renderLink={renderLink}
      />
    </Suspense>
  );
}

/** The mobile menu's open state and stack; a route change closes it and forgets the stack (storefront.md §2). */
function useMobileMenuState() {
  const location = useLocation();
  const [menu, setMenu] = useState<{ path: string; stack: readonly string[] } | null>(null);
  const open = menu?.path === location.pathname;
  const stack = open ? menu.stack : [];
  useEffect(() => {
    if (!open) return;
    // Body scrolling is locked while the menu is open (storefront.md §2 mobile menu).
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
  return {
    open,
    stack,
    setOpen: (next: boolean) => setMenu(next ? { path: location.pathname, stack: [] } : null),
    setStack: (next: readonly string[]) => setMenu((current) => (current ? { ...current, stack: next } : current)),
  };
}

/**
 * The storefront header (storefront.md §2), composed from @ratchet/ui's shell: the desktop Header with
 * the MegaMenu from 1024px, the MobileHeader with the MobileMenu below (switched by CSS).
 */
export function SiteHeader({ domain }: { domain: Domain }) {
  const location = useLocation();
  const { t } = useI18n();
  const renderLink = useShellRenderLink(domain);
  const { isLoggedIn } = useSession();
  const { count } = useCart();
  const language = useLanguageSwitch();
  const mainElements = useNavigation('main').elements;
  const serviceElements = useNavigation('service').elements;
  const countryElements = useNavigation('countries').elements;
  const main = useMemo(() => toShellNavigation(mainElements), [mainElements]);
  const bannerImageUrl = useMemo(() => bannerImageUrls(mainElements), [mainElements]);
  const service = useMemo(() => toShellNavigation(serviceElements), [serviceElements]);
  const countries = useMemo(() => toShellNavigation(countryElements), [countryElements]);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const { counters } = useCategoryCounters(openItemId);
  const menu = useMobileMenuState();
  const level = mobileMenuLevel(menu.open, menu.stack);
  const [loginOpen, setLoginOpen] = useState(false);
  // The dialogs mount (and their chunk loads) on the first request to log in, then stay mounted.
  const [loginWanted, setLoginWanted] = useState(false);
  const login = () => {
    setLoginWanted(true);
    setLoginOpen(true);
  };
  const preload = () => {
    void (isLoggedIn ? loadAccountDropdown() : loadHeaderLogin());
    void loadMobileMenu();
  };
  const shared = {
    // The logo is the home link's only content, so it carries the link's name.
    logo: <Logo label={t('app.logo')} />,
    loggedIn: isLoggedIn,
    onLoginClick: login,
    cartCount: count,
    domains: language.domains,
    currentDomainId: language.currentDomainId,
    onSelectDomain: language.select,
    renderLink,
  };
  return (
    // `contents`: the wrapper only listens for intent; the sticky headers keep their own boxes.
    <div className="contents" onPointerOver={preload} onFocus={preload} onTouchStart={preload}>
      <HydrateLater>
        <Header
          {...shared}
          serviceItems={service}
          countries={countries}
          search={<HeaderSearch domain={domain} />}
          account={<HeaderAccount domain={domain} renderLink={renderLink} />}
          mainNavigation={
            main.length ? (
              <MegaMenu
                items={main}
                counters={counters}
                bannerImageUrl={bannerImageUrl}
                loggedIn={isLoggedIn}
                pathname={location.pathname}
                onOpenItemChange={setOpenItemId}
                renderLink={renderLink}
              />
            ) : null
          }
        />
      </HydrateLater>
      <HydrateLater>
        <MobileHeader
          {...shared}
          account={<HeaderAccount domain={domain} renderLink={renderLink} />}
          menuLevel={level}
          onMenuButtonClick={() => {
            if (!menu.open) return menu.setOpen(true);
            const back = mobileMenuBack(menu.stack);
            if (back === null) menu.setOpen(false);
            else menu.setStack(back);
          }}
          search={<HeaderSearch domain={domain} />}
        />
      </HydrateLater>
      <Suspense fallback={null}>
        {isLoggedIn || !loginWanted ? null : (
          <HeaderLogin domain={domain} open={loginOpen} onOpenChange={setLoginOpen} renderLink={renderLink} />
        )}
      </Suspense>
      {menu.open ? (
        <Suspense fallback={null}>
          <MobileMenu
            className="lg:hidden"
            open
            onOpenChange={menu.setOpen}
            stack={menu.stack}
            onStackChange={menu.setStack}
            main={main}
            service={service}
            countries={countries}
            renderLink={renderLink}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
