import {
  paymentMethodIds,
  pickupLocationCodes,
  shippingMethodIds,
  type PaymentMethodId,
  type PickupLocationCode,
  type ShippingMethodId,
} from '@ratchet/store-api-contract';

/**
 * Shipping and payment methods of the shop (storefront.md §6 feature flags shipping-method and payment-method
 * select; account-area.md §3 shipping option and branch codes). The spec names no method names or branch towns:
 * they are ours (docs/decisions.md). Pure module.
 */

type Language = 'de' | 'nl' | 'fr' | 'en';
type Texts = Record<Language, string>;

const language = (locale: string | null): Language => {
  const prefix = locale?.slice(0, 2);
  return prefix === 'de' || prefix === 'nl' || prefix === 'fr' ? prefix : 'en';
};

const shippingNames: Record<ShippingMethodId, Texts> = {
  standard: { de: 'Standardversand', nl: 'Standaardverzending', fr: 'Livraison standard', en: 'Standard delivery' },
  express: { de: 'Expressversand', nl: 'Expresslevering', fr: 'Livraison express', en: 'Express delivery' },
  pickup: {
    de: 'Abholung in der Filiale',
    nl: 'Afhalen in het filiaal',
    fr: 'Retrait en agence',
    en: 'Pickup at a branch',
  },
};

const shippingDescriptions: Record<ShippingMethodId, Texts> = {
  standard: {
    de: 'Zustellung per Spedition oder Paketdienst.',
    nl: 'Levering per expediteur of pakketdienst.',
    fr: 'Livraison par transporteur ou service colis.',
    en: 'Delivered by carrier or parcel service.',
  },
  express: {
    de: 'Zustellung am nächsten Werktag, nur wenn alle Artikel lagernd sind.',
    nl: 'Levering de volgende werkdag, alleen als alle artikelen op voorraad zijn.',
    fr: 'Livraison le jour ouvrable suivant, seulement si tous les articles sont en stock.',
    en: 'Delivered the next working day, only when every item is in stock.',
  },
  pickup: {
    de: 'Kostenlos in einer unserer Filialen abholen.',
    nl: 'Gratis afhalen in een van onze filialen.',
    fr: 'Retrait gratuit dans une de nos agences.',
    en: 'Pick up free of charge at one of our branches.',
  },
};

/** Delivery time of a method itself, in working days. */
export const shippingMethodDeliveryDays: Record<ShippingMethodId, { min: number; max: number }> = {
  standard: { min: 2, max: 3 },
  express: { min: 1, max: 1 },
  pickup: { min: 1, max: 2 },
};

const paymentNames: Record<PaymentMethodId, Texts> = {
  invoice: { de: 'Rechnung', nl: 'Factuur', fr: 'Facture', en: 'Invoice' },
  direct_debit: { de: 'Lastschrift', nl: 'Domiciliëring', fr: 'Domiciliation', en: 'Direct debit' },
  prepayment: { de: 'Vorkasse', nl: 'Vooruitbetaling', fr: 'Paiement anticipé', en: 'Payment in advance' },
  credit_card: { de: 'Kreditkarte', nl: 'Kredietkaart', fr: 'Carte de crédit', en: 'Credit card' },
};

/** The branch towns of the pickup codes (account-area.md §3 lists the codes only). */
export const pickupLocationNames: Record<PickupLocationCode, string> = {
  IMH_ANT: 'Antwerpen',
  IMH_HAS: 'Hasselt',
  IMI_IZE: 'Izegem',
  IML_LIE: 'Liège',
  IML_WAL: 'Waremme',
  IMM_MEL: 'Melle',
  VDB_IND: 'Industriepark',
};

/** A shipping method's texts in the locale's language. */
export function shippingMethodTexts(
  id: ShippingMethodId,
  locale: string | null,
): { name: string; description: string } {
  const lang = language(locale);
  return { name: shippingNames[id][lang], description: shippingDescriptions[id][lang] };
}

/** A payment method's name in the locale's language. */
export function paymentMethodName(id: PaymentMethodId, locale: string | null): string {
  return paymentNames[id][language(locale)];
}

/** The pickup branches in code order. */
export const pickupLocations = pickupLocationCodes.map((code) => ({ code, name: pickupLocationNames[code] }));

export { paymentMethodIds, shippingMethodIds };
