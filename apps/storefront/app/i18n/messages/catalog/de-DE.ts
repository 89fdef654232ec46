import type { NamespaceCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const catalogDeDE: NamespaceCatalogue<'catalog'> = {
  'product.number': 'Artikelnummer {number}',
  'product.addToCart': 'In den Warenkorb',
  'product.quantity': 'Menge',
  'product.notBuyable': 'Angebot anfragen',
  'category.products': '{count, plural, one {# Produkt} other {# Produkte}}',
  'search.title': 'Suchergebnisse für „{query}“',
  'search.empty': 'Bitte geben Sie einen Suchbegriff ein.',
  'search.noResults': 'Keine Artikel passen zu „{query}“.',
  'search.noResultsHelp':
    'Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder suchen Sie nach der Artikelnummer.',
  'search.total': '{count, plural, one {# Ergebnis} other {# Ergebnisse}}',
};
