import type { NamespaceCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const catalogNlNL: NamespaceCatalogue<'catalog'> = {
  'product.number': 'Artikelnummer {number}',
  'product.addToCart': 'In winkelwagen',
  'product.quantity': 'Aantal',
  'product.notBuyable': 'Offerte aanvragen',
  'category.products': '{count, plural, one {# product} other {# producten}}',
  'search.title': 'Zoekresultaten voor “{query}”',
  'search.empty': 'Voer een zoekterm in.',
  'search.noResults': 'Geen artikelen gevonden voor “{query}”.',
  'search.noResultsHelp': 'Controleer de spelling, gebruik minder woorden of zoek op artikelnummer.',
  'search.total': '{count, plural, one {# resultaat} other {# resultaten}}',
};
