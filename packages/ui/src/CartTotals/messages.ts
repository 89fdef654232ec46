import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type CartTotalsKey =
  | 'title'
  | 'subtotal'
  | 'shipping'
  | 'shippingFree'
  | 'freeShippingMissing'
  | 'freeShippingReached'
  | 'minimumOrderSurcharge'
  | 'minimumOrderHint'
  | 'netTotal'
  | 'vat'
  | 'grossTotal';

/** Texts of the CartTotals (storefront.md §3 cart; issue 10: each amount labelled net or gross). */
export const cartTotalsMessages = {
  'en-GB': {
    title: 'Order total',
    subtotal: 'Subtotal (excl. VAT)',
    shipping: 'Shipping (excl. VAT)',
    shippingFree: 'Free',
    freeShippingMissing: 'Add {missing} more (excl. VAT) for free shipping from {limit}.',
    freeShippingReached: 'Free shipping: your order is above {limit} (excl. VAT).',
    minimumOrderSurcharge: 'Minimum order surcharge (excl. VAT)',
    minimumOrderHint: 'Below the minimum order value of {minimum} (excl. VAT) we add {cost}.',
    netTotal: 'Total (excl. VAT)',
    vat: 'VAT {rate}',
    grossTotal: 'Total (incl. VAT)',
  },
  'de-DE': {
    title: 'Bestellsumme',
    subtotal: 'Zwischensumme (zzgl. MwSt.)',
    shipping: 'Versandkosten (zzgl. MwSt.)',
    shippingFree: 'Kostenlos',
    freeShippingMissing: 'Noch {missing} (netto) bis zum kostenlosen Versand ab {limit}.',
    freeShippingReached: 'Kostenloser Versand: Ihre Bestellung liegt über {limit} (netto).',
    minimumOrderSurcharge: 'Mindermengenzuschlag (zzgl. MwSt.)',
    minimumOrderHint: 'Unter dem Mindestbestellwert von {minimum} (netto) berechnen wir {cost}.',
    netTotal: 'Summe (zzgl. MwSt.)',
    vat: 'MwSt. {rate}',
    grossTotal: 'Gesamtsumme (inkl. MwSt.)',
  },
  'nl-NL': {
    title: 'Ordertotaal',
    subtotal: 'Subtotaal (excl. btw)',
    shipping: 'Verzendkosten (excl. btw)',
    shippingFree: 'Gratis',
    freeShippingMissing: 'Nog {missing} (excl. btw) tot gratis verzending vanaf {limit}.',
    freeShippingReached: 'Gratis verzending: uw bestelling ligt boven {limit} (excl. btw).',
    minimumOrderSurcharge: 'Toeslag minimale orderwaarde (excl. btw)',
    minimumOrderHint: 'Onder de minimale orderwaarde van {minimum} (excl. btw) rekenen we {cost}.',
    netTotal: 'Totaal (excl. btw)',
    vat: 'Btw {rate}',
    grossTotal: 'Totaal (incl. btw)',
  },
  'fr-FR': {
    title: 'Total de la commande',
    subtotal: 'Sous-total (HT)',
    shipping: 'Frais de port (HT)',
    shippingFree: 'Gratuit',
    freeShippingMissing: 'Encore {missing} (HT) pour la livraison gratuite dès {limit}.',
    freeShippingReached: 'Livraison gratuite : votre commande dépasse {limit} (HT).',
    minimumOrderSurcharge: 'Supplément minimum de commande (HT)',
    minimumOrderHint: 'En dessous du minimum de commande de {minimum} (HT), nous facturons {cost}.',
    netTotal: 'Total (HT)',
    vat: 'TVA {rate}',
    grossTotal: 'Total (TTC)',
  },
} satisfies ComponentMessages<CartTotalsKey>;
