import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the Header and MobileHeader (storefront.md §2 Header). */
export const headerMessages = {
  'en-GB': {
    home: 'Home',
    service: 'Service navigation',
    more: 'More',
    login: 'Log in or register',
    account: 'My account',
    cart: 'Cart',
    cartWithCount: 'Cart, {count, plural, one {# product} other {# products}}',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    backMenu: 'Back',
  },
  'de-DE': {
    home: 'Startseite',
    service: 'Servicenavigation',
    more: 'Mehr',
    login: 'Anmelden oder registrieren',
    account: 'Mein Konto',
    cart: 'Warenkorb',
    cartWithCount: 'Warenkorb, {count, plural, one {# Produkt} other {# Produkte}}',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    backMenu: 'Zurück',
  },
  'nl-NL': {
    home: 'Startpagina',
    service: 'Servicenavigatie',
    more: 'Meer',
    login: 'Inloggen of registreren',
    account: 'Mijn account',
    cart: 'Winkelwagen',
    cartWithCount: 'Winkelwagen, {count, plural, one {# product} other {# producten}}',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    backMenu: 'Terug',
  },
  'fr-FR': {
    home: 'Accueil',
    service: 'Navigation de service',
    more: 'Plus',
    login: 'Se connecter ou s’inscrire',
    account: 'Mon compte',
    cart: 'Panier',
    cartWithCount: 'Panier, {count, plural, one {# produit} other {# produits}}',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    backMenu: 'Retour',
  },
} satisfies ComponentMessages<
  'home' | 'service' | 'more' | 'login' | 'account' | 'cart' | 'cartWithCount' | 'openMenu' | 'closeMenu' | 'backMenu'
>;
