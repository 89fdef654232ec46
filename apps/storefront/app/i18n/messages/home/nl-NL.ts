import type { NamespaceCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const homeNlNL: NamespaceCatalogue<'home'> = {
  'home.title': 'Gereedschap, bevestigingsmiddelen en benodigdheden voor uw bedrijf',
  'home.text': 'Bestel uit meer dan honderdduizend technische artikelen tegen uw bedrijfsvoorwaarden.',
};
