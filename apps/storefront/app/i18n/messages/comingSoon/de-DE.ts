import type { NamespaceCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const comingSoonDeDE: NamespaceCatalogue<'comingSoon'> = {
  'comingSoon.title': 'Demnächst verfügbar',
  'comingSoon.text': 'Diese Seite entsteht gerade. Bitte schauen Sie später wieder vorbei.',
};
