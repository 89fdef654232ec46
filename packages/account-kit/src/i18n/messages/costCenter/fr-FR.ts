import type { AccountCatalogue } from '../../keys';

/** Les textes du centre de coûts, français (fr-FR). */
export const costCenterFrFR: AccountCatalogue<'costCenter'> = {
  'costCenter.title': 'Centre de coûts',
  'costCenter.intro':
    'Les contacts externes sur lesquels vos commandes peuvent être imputées. Le contact lié à votre panier accompagne votre prochaine commande.',
  'costCenter.caption': 'Contacts externes de votre entreprise',
  'costCenter.search': 'Rechercher par numéro, nom ou e-mail',
  'costCenter.column.identifier': 'Numéro',
  'costCenter.column.name': 'Nom',
  'costCenter.column.email': 'E-mail',
  'costCenter.column.linked': 'Panier',
  'costCenter.column.actions': 'Actions',
  'costCenter.linked': 'Lié au panier',
  'costCenter.notLinked': 'Non lié',
  'costCenter.assign': 'Associer',
  'costCenter.assignLabel': 'Associer {name} au panier',
  'costCenter.dismiss': 'Dissocier',
  'costCenter.dismissLabel': 'Dissocier {name} du panier',
  'costCenter.assigned': '{name} est maintenant lié à votre panier.',
  'costCenter.dismissed': "{name} n'est plus lié à votre panier.",
  'costCenter.readOnly':
    'Vous voyez les contacts ; pour en lier un au panier, il faut le droit « Gérer le centre de coûts ».',
  'costCenter.empty.title': 'Aucun contact externe',
  'costCenter.empty.text': "Votre entreprise n'a pas encore de contacts externes.",
  'costCenter.noMatch.title': 'Aucun contact trouvé',
  'costCenter.noMatch.text': 'Aucun contact externe ne correspond à « {term} ».',
  'costCenter.cart.title': 'Centre de coûts',
  'costCenter.cart.none': "Aucun contact externe n'est lié à cette commande.",
  'costCenter.cart.current': 'Contact externe de cette commande',
  'costCenter.cart.search': 'Choisir un contact externe',
  'costCenter.cart.searchHint': 'Saisissez un numéro, un nom ou un e-mail.',
  'costCenter.cart.noResults': 'Aucun contact externe trouvé.',
  'costCenter.cart.remove': 'Retirer',
  'costCenter.cart.removeLabel': 'Retirer {name} de cette commande',
};
