import type { NamespaceCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const checkoutDeDE: NamespaceCatalogue<'checkout'> = {
  'cart.title': 'Warenkorb',
  'cart.empty': 'Ihr Warenkorb ist leer.',
  'cart.remove': '{name} entfernen',
  'cart.clear': 'Warenkorb leeren',
  'cart.quantity': 'Menge von {name}',
  'cart.total': 'Gesamtsumme',
  'cart.productNumber': 'Artikelnummer {number}',
};
