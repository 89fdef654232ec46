import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of the MegaMenu (storefront.md §2 Navigation and mega menu). */
export const megaMenuMessages = {
  'en-GB': {
    navigation: 'Main navigation',
    allProducts: 'All products',
    count: '{available}',
    countOf: '{available} of {total}',
    countLabel: '{count} products',
    categories: 'Categories of {name}',
  },
  'de-DE': {
    navigation: 'Hauptnavigation',
    allProducts: 'Alle Produkte',
    count: '{available}',
    countOf: '{available} von {total}',
    countLabel: '{count} Produkte',
    categories: 'Kategorien von {name}',
  },
  'nl-NL': {
    navigation: 'Hoofdnavigatie',
    allProducts: 'Alle producten',
    count: '{available}',
    countOf: '{available} van {total}',
    countLabel: '{count} producten',
    categories: 'Categorieën van {name}',
  },
  'fr-FR': {
    navigation: 'Navigation principale',
    allProducts: 'Tous les produits',
    count: '{available}',
    countOf: '{available} sur {total}',
    countLabel: '{count} produits',
    categories: 'Catégories de {name}',
  },
} satisfies ComponentMessages<'navigation' | 'allProducts' | 'count' | 'countOf' | 'countLabel' | 'categories'>;
