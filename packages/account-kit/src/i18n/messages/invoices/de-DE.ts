import type { AccountCatalogue } from '../../keys';

/** Die Texte der Rechnungsliste, Deutsch (de-DE). */
export const invoicesDeDE: AccountCatalogue<'invoices'> = {
  'invoices.title': 'Rechnungen',
  'invoices.caption': 'Rechnungen Ihres Unternehmens',
  'invoices.filter.from': 'Rechnungsdatum von',
  'invoices.filter.to': 'Rechnungsdatum bis',
  'invoices.filter.number': 'Rechnungsnummer',
  'invoices.filter.orderNumber': 'Bestellnummer',
  'invoices.filter.customerReference': 'Ihre Referenz',
  'invoices.filter.reset': 'Filter zurücksetzen',
  'invoices.filter.dateRangeInvalid': 'Das Von-Datum darf nicht nach dem Bis-Datum liegen.',
  'invoices.column.invoiceNumber': 'Rechnungsnummer',
  'invoices.column.invoiceDate': 'Rechnungsdatum',
  'invoices.column.dueDate': 'Fällig am',
  'invoices.column.orderNumber': 'Bestellnummer',
  'invoices.column.customerReference': 'Ihre Referenz',
  'invoices.column.shippingNote': 'Lieferschein',
  'invoices.column.total': 'Gesamtbetrag',
  'invoices.column.documents': 'Dokumente',
  'invoices.pdf': 'PDF',
  'invoices.pdf.label': 'Rechnung {invoiceNumber} als PDF herunterladen',
  'invoices.deliveryProof': 'Zustellnachweis',
  'invoices.deliveryProof.label': 'Zustellnachweis zur Rechnung {invoiceNumber} (öffnet in einem neuen Tab)',
  'invoices.none': '–',
  'invoices.empty.title': 'Keine Rechnungen',
  'invoices.empty.text': 'Keine Rechnung entspricht diesen Filtern.',
};
