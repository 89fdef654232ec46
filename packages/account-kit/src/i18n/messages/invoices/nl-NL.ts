import type { AccountCatalogue } from '../../keys';

/** De teksten van de factuurlijst, Nederlands (nl-NL). */
export const invoicesNlNL: AccountCatalogue<'invoices'> = {
  'invoices.title': 'Facturen',
  'invoices.caption': 'Facturen van uw bedrijf',
  'invoices.filter.from': 'Factuurdatum van',
  'invoices.filter.to': 'Factuurdatum tot',
  'invoices.filter.number': 'Factuurnummer',
  'invoices.filter.orderNumber': 'Bestelnummer',
  'invoices.filter.customerReference': 'Uw referentie',
  'invoices.filter.reset': 'Filters wissen',
  'invoices.filter.dateRangeInvalid': 'De van-datum mag niet later zijn dan de tot-datum.',
  'invoices.column.invoiceNumber': 'Factuurnummer',
  'invoices.column.invoiceDate': 'Factuurdatum',
  'invoices.column.dueDate': 'Vervaldatum',
  'invoices.column.orderNumber': 'Bestelnummer',
  'invoices.column.customerReference': 'Uw referentie',
  'invoices.column.shippingNote': 'Pakbon',
  'invoices.column.total': 'Totaal',
  'invoices.column.documents': 'Documenten',
  'invoices.pdf': 'PDF',
  'invoices.pdf.label': 'Factuur {invoiceNumber} downloaden als pdf',
  'invoices.deliveryProof': 'Afleverbewijs',
  'invoices.deliveryProof.label': 'Afleverbewijs van factuur {invoiceNumber} (opent in een nieuw tabblad)',
  'invoices.none': '–',
  'invoices.empty.title': 'Geen facturen',
  'invoices.empty.text': 'Geen factuur voldoet aan deze filters.',
};
