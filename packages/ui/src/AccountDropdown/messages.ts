import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the AccountDropdown (storefront.md §2 Account dropdown). */
export const accountDropdownMessages = {
  'en-GB': {
    toggle: 'My account',
    greeting: 'Hello {firstName} {lastName}',
    company: '{companyNumber} {companyName}',
    dashboard: 'Dashboard',
    orderLists: 'Order lists',
    orders: 'Orders',
    offers: 'Offers',
    logout: 'Log out',
  },
  'de-DE': {
    toggle: 'Mein Konto',
    greeting: 'Hallo {firstName} {lastName}',
    company: '{companyNumber} {companyName}',
    dashboard: 'Übersicht',
    orderLists: 'Bestelllisten',
    orders: 'Bestellungen',
    offers: 'Angebote',
    logout: 'Abmelden',
  },
  'nl-NL': {
    toggle: 'Mijn account',
    greeting: 'Hallo {firstName} {lastName}',
    company: '{companyNumber} {companyName}',
    dashboard: 'Overzicht',
    orderLists: 'Bestellijsten',
    orders: 'Bestellingen',
    offers: 'Offertes',
    logout: 'Afmelden',
  },
  'fr-FR': {
    toggle: 'Mon compte',
    greeting: 'Bonjour {firstName} {lastName}',
    company: '{companyNumber} {companyName}',
    dashboard: 'Tableau de bord',
    orderLists: 'Listes de commande',
    orders: 'Commandes',
    offers: 'Offres',
    logout: 'Se déconnecter',
  },
} satisfies ComponentMessages<
  'toggle' | 'greeting' | 'company' | 'dashboard' | 'orderLists' | 'orders' | 'offers' | 'logout'
>;
