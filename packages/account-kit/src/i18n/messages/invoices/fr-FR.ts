import type { AccountCatalogue } from '../../keys';

/** Les textes de la liste des factures, français (fr-FR). */
export const invoicesFrFR: AccountCatalogue<'invoices'> = {
  'invoices.title': 'Factures',
  'invoices.caption': 'Les factures de votre entreprise',
  'invoices.filter.from': 'Date de facture du',
  'invoices.filter.to': 'Date de facture au',
  'invoices.filter.number': 'Numéro de facture',
  'invoices.filter.orderNumber': 'Numéro de commande',
  'invoices.filter.customerReference': 'Votre référence',
  'invoices.filter.reset': 'Réinitialiser les filtres',
  'invoices.filter.dateRangeInvalid': 'La date de début ne doit pas être postérieure à la date de fin.',
  'invoices.column.invoiceNumber': 'Numéro de facture',
  'invoices.column.invoiceDate': 'Date de facture',
  'invoices.column.dueDate': 'Échéance',
  'invoices.column.orderNumber': 'Numéro de commande',
  'invoices.column.customerReference': 'Votre référence',
  'invoices.column.shippingNote': 'Bon de livraison',
  'invoices.column.total': 'Total',
  'invoices.column.documents': 'Documents',
  'invoices.pdf': 'PDF',
  'invoices.pdf.label': 'Télécharger la facture {invoiceNumber} en PDF',
  'invoices.deliveryProof': 'Preuve de livraison',
  'invoices.deliveryProof.label': 'Preuve de livraison de la facture {invoiceNumber} (s’ouvre dans un nouvel onglet)',
  'invoices.none': '–',
  'invoices.empty.title': 'Aucune facture',
  'invoices.empty.text': 'Aucune facture ne correspond à ces filtres.',
};
