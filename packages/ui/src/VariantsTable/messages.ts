import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type VariantsTableKey =
  | 'caption'
  | 'select'
  | 'selectAll'
  | 'selectRow'
  | 'variant'
  | 'number'
  | 'availability'
  | 'price'
  | 'quantity'
  | 'quantityOf'
  | 'addSelected'
  | 'selectedCount'
  | 'noneSelected'
  | 'notBuyable'
  | 'priceOnRequest';

/** Texts of the VariantsTable (issue 10 product detail: variants table with one multi-add). */
export const variantsTableMessages = {
  'en-GB': {
    caption: 'Variants',
    select: 'Select',
    selectAll: 'Select all variants',
    selectRow: 'Select {number}',
    variant: 'Variant',
    number: 'Article number',
    availability: 'Availability',
    price: 'Unit price',
    quantity: 'Quantity',
    quantityOf: 'Quantity of {number}',
    addSelected: 'Add selected to cart',
    selectedCount: '{count, plural, =0 {No variant selected} one {# variant selected} other {# variants selected}}',
    noneSelected: 'Select the variants to add.',
    notBuyable: 'Not orderable',
    priceOnRequest: 'On request',
  },
  'de-DE': {
    caption: 'Varianten',
    select: 'Auswahl',
    selectAll: 'Alle Varianten auswählen',
    selectRow: '{number} auswählen',
    variant: 'Variante',
    number: 'Artikelnummer',
    availability: 'Verfügbarkeit',
    price: 'Stückpreis',
    quantity: 'Menge',
    quantityOf: 'Menge von {number}',
    addSelected: 'Auswahl in den Warenkorb',
    selectedCount:
      '{count, plural, =0 {Keine Variante ausgewählt} one {# Variante ausgewählt} other {# Varianten ausgewählt}}',
    noneSelected: 'Wählen Sie die Varianten aus, die Sie bestellen möchten.',
    notBuyable: 'Nicht bestellbar',
    priceOnRequest: 'Auf Anfrage',
  },
  'nl-NL': {
    caption: 'Varianten',
    select: 'Selectie',
    selectAll: 'Alle varianten selecteren',
    selectRow: '{number} selecteren',
    variant: 'Variant',
    number: 'Artikelnummer',
    availability: 'Beschikbaarheid',
    price: 'Stukprijs',
    quantity: 'Aantal',
    quantityOf: 'Aantal van {number}',
    addSelected: 'Selectie in winkelwagen',
    selectedCount:
      '{count, plural, =0 {Geen variant geselecteerd} one {# variant geselecteerd} other {# varianten geselecteerd}}',
    noneSelected: 'Selecteer de varianten die u wilt bestellen.',
    notBuyable: 'Niet bestelbaar',
    priceOnRequest: 'Op aanvraag',
  },
  'fr-FR': {
    caption: 'Variantes',
    select: 'Sélection',
    selectAll: 'Sélectionner toutes les variantes',
    selectRow: 'Sélectionner {number}',
    variant: 'Variante',
    number: "Numéro d'article",
    availability: 'Disponibilité',
    price: 'Prix unitaire',
    quantity: 'Quantité',
    quantityOf: 'Quantité de {number}',
    addSelected: 'Ajouter la sélection au panier',
    selectedCount:
      '{count, plural, =0 {Aucune variante sélectionnée} one {# variante sélectionnée} other {# variantes sélectionnées}}',
    noneSelected: 'Sélectionnez les variantes à commander.',
    notBuyable: 'Non commandable',
    priceOnRequest: 'Sur demande',
  },
} satisfies ComponentMessages<VariantsTableKey>;
