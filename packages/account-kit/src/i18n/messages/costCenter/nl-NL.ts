import type { AccountCatalogue } from '../../keys';

/** De teksten van de kostenplaats, Nederlands (nl-NL). */
export const costCenterNlNL: AccountCatalogue<'costCenter'> = {
  'costCenter.title': 'Kostenplaats',
  'costCenter.intro':
    'De externe contacten waarop uw bestellingen geboekt kunnen worden. Het contact dat aan uw winkelwagen gekoppeld is, gaat mee met uw volgende bestelling.',
  'costCenter.caption': 'Externe contacten van uw bedrijf',
  'costCenter.search': 'Zoeken op nummer, naam of e-mail',
  'costCenter.column.identifier': 'Nummer',
  'costCenter.column.name': 'Naam',
  'costCenter.column.email': 'E-mail',
  'costCenter.column.linked': 'Winkelwagen',
  'costCenter.column.actions': 'Acties',
  'costCenter.linked': 'Gekoppeld aan de winkelwagen',
  'costCenter.notLinked': 'Niet gekoppeld',
  'costCenter.assign': 'Koppelen',
  'costCenter.assignLabel': '{name} aan de winkelwagen koppelen',
  'costCenter.dismiss': 'Ontkoppelen',
  'costCenter.dismissLabel': '{name} van de winkelwagen ontkoppelen',
  'costCenter.assigned': '{name} is nu gekoppeld aan uw winkelwagen.',
  'costCenter.dismissed': '{name} is niet meer gekoppeld aan uw winkelwagen.',
  'costCenter.readOnly':
    'U ziet de contacten; om er een aan de winkelwagen te koppelen hebt u het recht ‘Kostenplaats beheren’ nodig.',
  'costCenter.empty.title': 'Geen externe contacten',
  'costCenter.empty.text': 'Uw bedrijf heeft nog geen externe contacten.',
  'costCenter.noMatch.title': 'Geen contact gevonden',
  'costCenter.noMatch.text': 'Geen extern contact past bij ‘{term}’.',
  'costCenter.cart.title': 'Kostenplaats',
  'costCenter.cart.none': 'Aan deze bestelling is geen extern contact gekoppeld.',
  'costCenter.cart.current': 'Extern contact van deze bestelling',
  'costCenter.cart.search': 'Kies een extern contact',
  'costCenter.cart.searchHint': 'Typ een nummer, naam of e-mail.',
  'costCenter.cart.noResults': 'Geen extern contact gevonden.',
  'costCenter.cart.remove': 'Verwijderen',
  'costCenter.cart.removeLabel': '{name} van deze bestelling verwijderen',
};
