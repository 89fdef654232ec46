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
  'search.metaTitle': 'Suchergebnisse für „{query}“ | Ratchet',
  'search.metaTitleEmpty': 'Suche | Ratchet',
  'search.metaDescription':
    '{count, plural, =0 {Keine Artikel} one {# Artikel} other {# Artikel}} für „{query}“ bei Ratchet, technischer und industrieller Bedarf.',
  'search.noResults': 'Keine Artikel passen zu „{query}“.',
  'search.noResultsHelp':
    'Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder suchen Sie nach der Artikelnummer.',
  'search.total': '{count, plural, one {# Ergebnis} other {# Ergebnisse}}',
  'category.subcategories': 'Unterkategorien',
  'listing.products': 'Produkte',
  'listing.filterProperty': '{group}: {option}',
  'listing.filterManufacturer': 'Hersteller: {name}',
  'listing.filterPriceRange': 'Preis: {min} – {max}',
  'listing.filterPriceFrom': 'Preis: ab {min}',
  'listing.filterPriceTo': 'Preis: bis {max}',
  'listing.empty': 'Keine Produkte passen zu diesen Filtern.',
  'listing.emptyHelp': 'Entfernen Sie einen Filter oder setzen Sie alle zurück, um mehr Produkte zu sehen.',
  'listing.resetFilters': 'Alle Filter zurücksetzen',
  'listing.loadFailed': 'Die Produkte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'search.noResultsTitle': 'Keine Treffer für „{query}“',
  'search.tipsTitle': 'Suchtipps',
  'search.tipSpelling': 'Prüfen Sie die Schreibweise Ihres Suchbegriffs.',
  'search.tipFewerWords':
    'Verwenden Sie weniger oder allgemeinere Wörter, z. B. „Schraube“ statt „Sechskantschraube verzinkt“.',
  'search.tipNumber': 'Suchen Sie nach Artikelnummer, Herstellernummer oder EAN.',
  'search.tipThread': 'Suchen Sie Gewinde nach ihrer Größe, z. B. „M8“.',
  'search.browseCategories': 'Oder stöbern Sie in unseren Kategorien:',
  'search.contact': 'Artikel nicht gefunden? Unser Kundenservice hilft:',
};
