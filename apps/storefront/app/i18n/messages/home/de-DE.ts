import type { NamespaceCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const homeDeDE: NamespaceCatalogue<'home'> = {
  'home.title': 'Werkzeug, Befestigungstechnik und Betriebsbedarf für Ihr Unternehmen',
  'home.text': 'Bestellen Sie aus über hunderttausend technischen Artikeln zu Ihren Firmenkonditionen.',
};
