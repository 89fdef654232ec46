import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type OrderSummaryKey =
  | 'title'
  | 'orderNumber'
  | 'lines'
  | 'product'
  | 'quantity'
  | 'unitPrice'
  | 'total'
  | 'productNumber'
  | 'remark'
  | 'billingAddress'
  | 'shippingAddress'
  | 'pickupAt'
  | 'shippingMethod'
  | 'paymentMethod'
  | 'deliveryDate'
  | 'orderReference'
  | 'fileNumber'
  | 'comment'
  | 'details';

/** Texts of the OrderSummary (storefront.md §3 Order; account-area.md §2 /checkout/success). */
export const orderSummaryMessages = {
  'en-GB': {
    title: 'Order summary',
    orderNumber: 'Order number',
    lines: 'Items',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price (excl. VAT)',
    total: 'Total (excl. VAT)',
    productNumber: 'Art. no. {number}',
    remark: 'Remark: {remark}',
    billingAddress: 'Billing address',
    shippingAddress: 'Shipping address',
    pickupAt: 'Pickup at',
    shippingMethod: 'Shipping method',
    paymentMethod: 'Payment method',
    deliveryDate: 'Desired delivery date',
    orderReference: 'Order reference',
    fileNumber: 'File number',
    comment: 'Comment',
    details: 'Order details',
  },
  'de-DE': {
    title: 'Bestellübersicht',
    orderNumber: 'Bestellnummer',
    lines: 'Artikel',
    product: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'Stückpreis (zzgl. MwSt.)',
    total: 'Summe (zzgl. MwSt.)',
    productNumber: 'Art.-Nr. {number}',
    remark: 'Bemerkung: {remark}',
    billingAddress: 'Rechnungsadresse',
    shippingAddress: 'Lieferadresse',
    pickupAt: 'Abholung in',
    shippingMethod: 'Versandart',
    paymentMethod: 'Zahlungsart',
    deliveryDate: 'Wunschliefertermin',
    orderReference: 'Bestellreferenz',
    fileNumber: 'Aktenzeichen',
    comment: 'Kommentar',
    details: 'Bestelldaten',
  },
  'nl-NL': {
    title: 'Besteloverzicht',
    orderNumber: 'Bestelnummer',
    lines: 'Artikelen',
    product: 'Artikel',
    quantity: 'Aantal',
    unitPrice: 'Stukprijs (excl. btw)',
    total: 'Totaal (excl. btw)',
    productNumber: 'Art.nr. {number}',
    remark: 'Opmerking: {remark}',
    billingAddress: 'Factuuradres',
    shippingAddress: 'Afleveradres',
    pickupAt: 'Afhalen in',
    shippingMethod: 'Verzendmethode',
    paymentMethod: 'Betaalmethode',
    deliveryDate: 'Gewenste leverdatum',
    orderReference: 'Bestelreferentie',
    fileNumber: 'Dossiernummer',
    comment: 'Opmerking',
    details: 'Bestelgegevens',
  },
  'fr-FR': {
    title: 'Récapitulatif de la commande',
    orderNumber: 'Numéro de commande',
    lines: 'Articles',
    product: 'Article',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire (HT)',
    total: 'Total (HT)',
    productNumber: 'Réf. {number}',
    remark: 'Remarque : {remark}',
    billingAddress: 'Adresse de facturation',
    shippingAddress: 'Adresse de livraison',
    pickupAt: 'Retrait à',
    shippingMethod: 'Mode d’expédition',
    paymentMethod: 'Mode de paiement',
    deliveryDate: 'Date de livraison souhaitée',
    orderReference: 'Référence de commande',
    fileNumber: 'Numéro de dossier',
    comment: 'Commentaire',
    details: 'Données de commande',
  },
} satisfies ComponentMessages<OrderSummaryKey>;
