import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type AvailabilityKey =
  | 'available'
  | 'unavailable'
  | 'inStock'
  | 'outOfStock'
  | 'deliveryDays'
  | 'deliveryRange'
  | 'restock'
  | 'unitPiece'
  | 'unitMetre';

/** Texts of the Availability (storefront.md §2 listing/detail, §6 stock and delivery time for customers). */
export const availabilityMessages = {
  'en-GB': {
    available: 'Available',
    unavailable: 'Not available',
    inStock: '{stock} {unit} in stock',
    outOfStock: 'Not in stock',
    deliveryDays: '{days, plural, one {Delivery in # day} other {Delivery in # days}}',
    deliveryRange: 'Delivery in {min}–{max} days',
    restock: '{days, plural, one {Back in stock in # day} other {Back in stock in # days}}',
    unitPiece: 'pcs.',
    unitMetre: 'm',
  },
  'de-DE': {
    available: 'Verfügbar',
    unavailable: 'Nicht verfügbar',
    inStock: '{stock} {unit} auf Lager',
    outOfStock: 'Nicht auf Lager',
    deliveryDays: '{days, plural, one {Lieferzeit # Tag} other {Lieferzeit # Tage}}',
    deliveryRange: 'Lieferzeit {min}–{max} Tage',
    restock: '{days, plural, one {Wieder lieferbar in # Tag} other {Wieder lieferbar in # Tagen}}',
    unitPiece: 'Stk.',
    unitMetre: 'm',
  },
  'nl-NL': {
    available: 'Beschikbaar',
    unavailable: 'Niet beschikbaar',
    inStock: '{stock} {unit} op voorraad',
    outOfStock: 'Niet op voorraad',
    deliveryDays: '{days, plural, one {Levering in # dag} other {Levering in # dagen}}',
    deliveryRange: 'Levering in {min}–{max} dagen',
    restock: '{days, plural, one {Weer op voorraad over # dag} other {Weer op voorraad over # dagen}}',
    unitPiece: 'st.',
    unitMetre: 'm',
  },
  'fr-FR': {
    available: 'Disponible',
    unavailable: 'Non disponible',
    inStock: '{stock} {unit} en stock',
    outOfStock: 'Pas en stock',
    deliveryDays: '{days, plural, one {Livraison en # jour} other {Livraison en # jours}}',
    deliveryRange: 'Livraison en {min} à {max} jours',
    restock: '{days, plural, one {De retour en stock dans # jour} other {De retour en stock dans # jours}}',
    unitPiece: 'pcs',
    unitMetre: 'm',
  },
} satisfies ComponentMessages<AvailabilityKey>;
