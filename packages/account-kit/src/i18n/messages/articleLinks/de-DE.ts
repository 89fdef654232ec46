import type { AccountCatalogue } from '../../keys';

/** Die Texte der Artikelverknüpfungen, Deutsch (de-DE). */
export const articleLinksDeDE: AccountCatalogue<'articleLinks'> = {
  'articleLinks.title': 'Artikelverknüpfungen',
  'articleLinks.caption': 'Ihre Artikelnummern',
  'articleLinks.intro':
    'Ihre eigenen Artikelnummern zu unseren Artikeln: Suche, Warenkorb und Bestellungen zeigen sie an.',
  'articleLinks.search': 'Suche',
  'articleLinks.searchHelp': 'Ihre Artikelnummer, unsere Artikelnummer, Artikelname oder Beschreibung',
  'articleLinks.create': 'Neue Artikelverknüpfung',
  'articleLinks.total':
    '{total, plural, =0 {Keine Artikelverknüpfungen} one {# Artikelverknüpfung} other {# Artikelverknüpfungen}}',
  'articleLinks.column.customerSku': 'Ihre Artikelnummer',
  'articleLinks.column.productNumber': 'Unsere Artikelnummer',
  'articleLinks.column.productName': 'Artikel',
  'articleLinks.column.description': 'Beschreibung',
  'articleLinks.column.actions': 'Aktionen',
  'articleLinks.edit': 'Bearbeiten',
  'articleLinks.edit.label': 'Artikelverknüpfung {customerSku} bearbeiten',
  'articleLinks.delete': 'Löschen',
  'articleLinks.delete.label': 'Artikelverknüpfung {customerSku} löschen',
  'articleLinks.deleteTitle': 'Artikelverknüpfung {customerSku} löschen?',
  'articleLinks.deleteText': 'Ihre Artikelnummer wird zu diesem Artikel nicht mehr angezeigt.',
  'articleLinks.deleted': 'Die Artikelverknüpfung wurde gelöscht.',
  'articleLinks.deleteAll': 'Alle löschen',
  'articleLinks.deleteAllTitle':
    '{total, plural, one {# Artikelverknüpfung} other {Alle # Artikelverknüpfungen}} löschen?',
  'articleLinks.deleteAllText':
    'Alle Artikelverknüpfungen Ihres Unternehmens werden gelöscht. Das kann nicht rückgängig gemacht werden.',
  'articleLinks.deletedAll':
    '{count, plural, one {# Artikelverknüpfung wurde gelöscht.} other {# Artikelverknüpfungen wurden gelöscht.}}',
  'articleLinks.empty.title': 'Noch keine Artikelverknüpfungen',
  'articleLinks.empty.text': 'Legen Sie eine an oder importieren Sie Ihre Artikelnummern aus einer CSV-Datei.',
  'articleLinks.noMatches.title': 'Keine Artikelverknüpfungen gefunden',
  'articleLinks.noMatches.text': 'Versuchen Sie eine andere Artikelnummer oder einen anderen Namen.',
  'articleLinks.export': 'Als CSV exportieren',
  'articleLinks.template': 'Vorlage herunterladen',
  'articleLinks.form.createTitle': 'Neue Artikelverknüpfung',
  'articleLinks.form.editTitle': 'Artikelverknüpfung bearbeiten',
  'articleLinks.form.product': 'Artikel',
  'articleLinks.form.productHelp':
    'Geben Sie unsere Artikelnummer oder den Artikelnamen ein und wählen Sie den Artikel.',
  'articleLinks.form.productPlaceholder': 'Artikelnummer oder Name',
  'articleLinks.form.productRequired': 'Wählen Sie einen Artikel.',
  'articleLinks.form.searching': 'Suche läuft…',
  'articleLinks.form.noProducts': 'Kein Artikel gefunden.',
  'articleLinks.form.customerSku': 'Ihre Artikelnummer',
  'articleLinks.form.customerSkuRequired': 'Geben Sie Ihre Artikelnummer ein.',
  'articleLinks.form.description': 'Beschreibung',
  'articleLinks.form.save': 'Speichern',
  'articleLinks.form.cancel': 'Abbrechen',
  'articleLinks.form.created': 'Die Artikelverknüpfung wurde angelegt.',
  'articleLinks.form.saved': 'Die Artikelverknüpfung wurde gespeichert.',
  'articleLinks.import.title': 'Aus CSV importieren',
  'articleLinks.import.label': 'CSV-Datei mit Ihren Artikelnummern',
  'articleLinks.import.help':
    'Spalten: unsere Artikelnummer, Ihre Artikelnummer, Beschreibung (optional). Getrennt durch ; oder , — höchstens 5 MB.',
  'articleLinks.import.check': 'Datei prüfen',
  'articleLinks.import.checking': 'Die Datei wird geprüft…',
  'articleLinks.import.previewCaption': 'Die ersten {count} Zeilen von {fileName}',
  'articleLinks.import.summary':
    '{total, plural, one {# Zeile} other {# Zeilen}}: {valid} importierbar ({created} neu, {updated} geändert), {failed} mit Fehlern.',
  'articleLinks.import.column.line': 'Zeile',
  'articleLinks.import.column.status': 'Status',
  'articleLinks.import.status.create': 'Neu',
  'articleLinks.import.status.update': 'Geändert',
  'articleLinks.import.status.failed': 'Fehler',
  'articleLinks.import.errorsTitle': 'Zeilen mit Fehlern',
  'articleLinks.import.errorsMore': 'Und {count, plural, one {# weitere Zeile} other {# weitere Zeilen}} mit Fehlern.',
  'articleLinks.import.errorLine': 'Zeile {line}: {value} — {reason}',
  'articleLinks.import.confirm': '{count, plural, one {# Zeile} other {# Zeilen}} importieren',
  'articleLinks.import.importing': 'Import läuft…',
  'articleLinks.import.cancel': 'Andere Datei wählen',
  'articleLinks.import.nothingValid':
    'Keine der Zeilen kann importiert werden. Korrigieren Sie die Datei und prüfen Sie sie erneut.',
  'articleLinks.import.done':
    '{count, plural, one {# Zeile wurde importiert} other {# Zeilen wurden importiert}} ({created} neu, {updated} geändert).',
  'articleLinks.import.doneWithErrors':
    '{count, plural, one {# Zeile wurde nicht importiert} other {# Zeilen wurden nicht importiert}}: siehe Liste unten.',
  'articleLinks.import.emptyValue': '(leer)',
};
