import type { NamespaceCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const checkoutNlNL: NamespaceCatalogue<'checkout'> = {
  'cart.title': 'Winkelwagen',
  'cart.empty': 'Uw winkelwagen is leeg.',
  'cart.remove': '{name} verwijderen',
  'cart.clear': 'Winkelwagen legen',
  'cart.quantity': 'Aantal van {name}',
  'cart.total': 'Totaal',
  'cart.productNumber': 'Artikelnummer {number}',
};
