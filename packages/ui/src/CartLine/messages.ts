import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type CartLineKey =
  | 'quantity'
  | 'remove'
  | 'productNumber'
  | 'customerProductNumber'
  | 'unitPrice'
  | 'lineTotal'
  | 'vat'
  | 'remark'
  | 'remarkHint'
  | 'remarkSaved'
  | 'deliveryDate'
  | 'ecoNotice';

/** Texts of the CartLine (storefront.md §3 cart line: quantity, remark, stock, delivery date, net total, VAT). */
export const cartLineMessages = {
  'en-GB': {
    quantity: 'Quantity of {name}',
    remove: 'Remove {name}',
    productNumber: 'Art. no. {number}',
    customerProductNumber: 'Your art. no. {number}',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    vat: 'VAT {rate}',
    remark: 'Remark on {name}',
    remarkHint: 'Printed on the order line, e.g. a cost centre or where it goes',
    remarkSaved: 'Remark saved',
    deliveryDate: 'Expected delivery {date}',
    ecoNotice: 'Eco notice',
  },
  'de-DE': {
    quantity: 'Menge von {name}',
    remove: '{name} entfernen',
    productNumber: 'Art.-Nr. {number}',
    customerProductNumber: 'Ihre Art.-Nr. {number}',
    unitPrice: 'Stückpreis',
    lineTotal: 'Summe',
    vat: 'MwSt. {rate}',
    remark: 'Bemerkung zu {name}',
    remarkHint: 'Steht auf der Bestellposition, z. B. Kostenstelle oder Verwendungsort',
    remarkSaved: 'Bemerkung gespeichert',
    deliveryDate: 'Voraussichtliche Lieferung {date}',
    ecoNotice: 'Umwelthinweis',
  },
  'nl-NL': {
    quantity: 'Aantal van {name}',
    remove: '{name} verwijderen',
    productNumber: 'Art.nr. {number}',
    customerProductNumber: 'Uw art.nr. {number}',
    unitPrice: 'Stukprijs',
    lineTotal: 'Totaal',
    vat: 'Btw {rate}',
    remark: 'Opmerking bij {name}',
    remarkHint: 'Staat op de orderregel, bijv. kostenplaats of bestemming',
    remarkSaved: 'Opmerking opgeslagen',
    deliveryDate: 'Verwachte levering {date}',
    ecoNotice: 'Milieu-informatie',
  },
  'fr-FR': {
    quantity: 'Quantité de {name}',
    remove: 'Retirer {name}',
    productNumber: 'Réf. {number}',
    customerProductNumber: 'Votre réf. {number}',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    vat: 'TVA {rate}',
    remark: 'Remarque sur {name}',
    remarkHint: 'Figure sur la ligne de commande, p. ex. centre de coûts ou lieu d’utilisation',
    remarkSaved: 'Remarque enregistrée',
    deliveryDate: 'Livraison prévue {date}',
    ecoNotice: 'Information environnementale',
  },
} satisfies ComponentMessages<CartLineKey>;
