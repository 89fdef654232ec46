import type { NamespaceCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const comingSoonFrFR: NamespaceCatalogue<'comingSoon'> = {
  'comingSoon.title': 'Bientôt disponible',
  'comingSoon.text': 'Cette page est en construction. Revenez plus tard.',
};
