import type { NamespaceCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const checkoutFrFR: NamespaceCatalogue<'checkout'> = {
  'cart.title': 'Panier',
  'cart.empty': 'Votre panier est vide.',
  'cart.remove': 'Retirer {name}',
  'cart.clear': 'Vider le panier',
  'cart.quantity': 'Quantité de {name}',
  'cart.total': 'Total',
  'cart.productNumber': "Numéro d'article {number}",
};
