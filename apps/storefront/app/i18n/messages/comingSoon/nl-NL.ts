import type { NamespaceCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const comingSoonNlNL: NamespaceCatalogue<'comingSoon'> = {
  'comingSoon.title': 'Binnenkort beschikbaar',
  'comingSoon.text': 'Deze pagina wordt gebouwd. Kom later terug.',
};
