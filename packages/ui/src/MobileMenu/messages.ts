import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the MobileMenu (storefront.md §2 Mobile menu). */
export const mobileMenuMessages = {
  'en-GB': {
    menu: 'Menu',
    main: 'Products',
    service: 'Service',
    countries: 'Countries',
    back: 'Back',
    showAll: 'Show all: {name}',
  },
  'de-DE': {
    menu: 'Menü',
    main: 'Produkte',
    service: 'Service',
    countries: 'Länder',
    back: 'Zurück',
    showAll: 'Alles anzeigen: {name}',
  },
  'nl-NL': {
    menu: 'Menu',
    main: 'Producten',
    service: 'Service',
    countries: 'Landen',
    back: 'Terug',
    showAll: 'Alles tonen: {name}',
  },
  'fr-FR': {
    menu: 'Menu',
    main: 'Produits',
    service: 'Service',
    countries: 'Pays',
    back: 'Retour',
    showAll: 'Tout afficher : {name}',
  },
} satisfies ComponentMessages<'menu' | 'main' | 'service' | 'countries' | 'back' | 'showAll'>;
