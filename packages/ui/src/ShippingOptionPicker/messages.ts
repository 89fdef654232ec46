import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type ShippingOptionPickerKey =
  'label' | 'delivery' | 'deliveryDescription' | 'pickup' | 'pickupDescription' | 'location' | 'method';

/** Texts of the ShippingOptionPicker (account-area.md §3 shipping option: delivery or pickup). */
export const shippingOptionPickerMessages = {
  'en-GB': {
    label: 'Delivery or pickup',
    delivery: 'Delivery',
    deliveryDescription: 'We send the goods to the shipping address.',
    pickup: 'Pickup',
    pickupDescription: 'You collect the goods at one of our branches, free of charge.',
    location: 'Pickup branch',
    method: 'Shipping method',
  },
  'de-DE': {
    label: 'Lieferung oder Abholung',
    delivery: 'Lieferung',
    deliveryDescription: 'Wir senden die Ware an die Lieferadresse.',
    pickup: 'Abholung',
    pickupDescription: 'Sie holen die Ware kostenlos in einer unserer Filialen ab.',
    location: 'Abholfiliale',
    method: 'Versandart',
  },
  'nl-NL': {
    label: 'Levering of afhalen',
    delivery: 'Levering',
    deliveryDescription: 'We sturen de goederen naar het afleveradres.',
    pickup: 'Afhalen',
    pickupDescription: 'U haalt de goederen gratis af in een van onze vestigingen.',
    location: 'Afhaalvestiging',
    method: 'Verzendmethode',
  },
  'fr-FR': {
    label: 'Livraison ou retrait',
    delivery: 'Livraison',
    deliveryDescription: 'Nous envoyons la marchandise à l’adresse de livraison.',
    pickup: 'Retrait',
    pickupDescription: 'Vous retirez gratuitement la marchandise dans l’une de nos agences.',
    location: 'Agence de retrait',
    method: 'Mode d’expédition',
  },
} satisfies ComponentMessages<ShippingOptionPickerKey>;
