import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type TierPricesKey = 'caption' | 'quantity' | 'unitPrice' | 'range' | 'from' | 'current';

/** Texts of the TierPrices table (issue 10 product detail: price with tier prices; storefront.md §3 calculatedPrices). */
export const tierPricesMessages = {
  'en-GB': {
    caption: 'Tier prices',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    range: '{from} – {to}',
    from: 'from {from}',
    current: 'Your quantity',
  },
  'de-DE': {
    caption: 'Staffelpreise',
    quantity: 'Menge',
    unitPrice: 'Stückpreis',
    range: '{from} – {to}',
    from: 'ab {from}',
    current: 'Ihre Menge',
  },
  'nl-NL': {
    caption: 'Staffelprijzen',
    quantity: 'Aantal',
    unitPrice: 'Stukprijs',
    range: '{from} – {to}',
    from: 'vanaf {from}',
    current: 'Uw aantal',
  },
  'fr-FR': {
    caption: 'Prix dégressifs',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    range: '{from} – {to}',
    from: 'à partir de {from}',
    current: 'Votre quantité',
  },
} satisfies ComponentMessages<TierPricesKey>;
