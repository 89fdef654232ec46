import type { NamespaceCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const homeFrFR: NamespaceCatalogue<'home'> = {
  'home.title': 'Outillage, fixations et fournitures pour votre entreprise',
  'home.text': 'Commandez parmi plus de cent mille articles techniques à vos conditions professionnelles.',
};
