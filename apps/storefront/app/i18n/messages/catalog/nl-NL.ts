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
  'search.metaTitle': 'Zoekresultaten voor “{query}” | Ratchet',
  'search.metaTitleEmpty': 'Zoeken | Ratchet',
  'search.metaDescription':
    '{count, plural, =0 {Geen artikelen} one {# artikel} other {# artikelen}} voor “{query}” bij Ratchet, technische en industriële benodigdheden.',
  'search.noResults': 'Geen artikelen gevonden voor “{query}”.',
  'search.noResultsHelp': 'Controleer de spelling, gebruik minder woorden of zoek op artikelnummer.',
  'search.total': '{count, plural, one {# resultaat} other {# resultaten}}',
  'category.subcategories': 'Subcategorieën',
  'listing.products': 'Producten',
  'listing.filterProperty': '{group}: {option}',
  'listing.filterManufacturer': 'Fabrikant: {name}',
  'listing.filterPriceRange': 'Prijs: {min} – {max}',
  'listing.filterPriceFrom': 'Prijs: vanaf {min}',
  'listing.filterPriceTo': 'Prijs: tot {max}',
  'listing.empty': 'Geen producten voldoen aan deze filters.',
  'listing.emptyHelp': 'Verwijder een filter of wis ze allemaal om meer producten te zien.',
  'listing.resetFilters': 'Alle filters wissen',
  'listing.loadFailed': 'De producten konden niet worden geladen. Probeer het opnieuw.',
  'search.noResultsTitle': 'Niets gevonden voor ‘{query}’',
  'search.tipsTitle': 'Zoektips',
  'search.tipSpelling': 'Controleer de spelling van uw zoekterm.',
  'search.tipFewerWords':
    'Gebruik minder of algemenere woorden, bijv. ‘schroef’ in plaats van ‘zeskantschroef verzinkt’.',
  'search.tipNumber': 'Zoek op artikelnummer, fabrikantnummer of EAN.',
  'search.tipThread': 'Zoek schroefdraad op maat, bijv. ‘M8’.',
  'search.browseCategories': 'Of blader door onze categorieën:',
  'search.contact': 'Artikel niet gevonden? Onze klantenservice helpt u:',
};
