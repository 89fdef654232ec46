import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of ProductCard. */
export const productCardMessages: ComponentMessages<
  | 'productNumber'
  | 'customerSku'
  | 'new'
  | 'perPiece'
  | 'perMetre'
  | 'tierHintPiece'
  | 'tierHintMetre'
  | 'quantityOf'
  | 'addToCart'
  | 'chooseVariant'
  | 'chooseVariantCount'
  | 'requestOffer'
> = {
  'en-GB': {
    productNumber: 'Art. no. {number}',
    customerSku: 'Your art. no. {number}',
    new: 'New',
    perPiece: 'per piece',
    perMetre: 'per metre',
    tierHintPiece: 'from {quantity} pieces {price} each',
    tierHintMetre: 'from {quantity} m {price} per metre',
    quantityOf: 'Quantity of {name}',
    addToCart: 'Add to cart',
    chooseVariant: 'Choose a variant',
    chooseVariantCount: '{count, plural, one {# variant} other {Choose from # variants}}',
    requestOffer: 'Ask for an offer',
  },
  'de-DE': {
    productNumber: 'Art.-Nr. {number}',
    customerSku: 'Ihre Art.-Nr. {number}',
    new: 'Neu',
    perPiece: 'pro Stück',
    perMetre: 'pro Meter',
    tierHintPiece: 'ab {quantity} Stück je {price}',
    tierHintMetre: 'ab {quantity} m je {price} pro Meter',
    quantityOf: 'Menge von {name}',
    addToCart: 'In den Warenkorb',
    chooseVariant: 'Variante wählen',
    chooseVariantCount: '{count, plural, one {# Variante} other {Aus # Varianten wählen}}',
    requestOffer: 'Angebot anfragen',
  },
  'nl-NL': {
    productNumber: 'Art.-nr. {number}',
    customerSku: 'Uw art.-nr. {number}',
    new: 'Nieuw',
    perPiece: 'per stuk',
    perMetre: 'per meter',
    tierHintPiece: 'vanaf {quantity} stuks {price} per stuk',
    tierHintMetre: 'vanaf {quantity} m {price} per meter',
    quantityOf: 'Aantal van {name}',
    addToCart: 'In winkelwagen',
    chooseVariant: 'Variant kiezen',
    chooseVariantCount: '{count, plural, one {# variant} other {Kies uit # varianten}}',
    requestOffer: 'Offerte aanvragen',
  },
  'fr-FR': {
    productNumber: 'Réf. {number}',
    customerSku: 'Votre réf. {number}',
    new: 'Nouveau',
    perPiece: 'la pièce',
    perMetre: 'le mètre',
    tierHintPiece: 'à partir de {quantity} pièces {price} la pièce',
    tierHintMetre: 'à partir de {quantity} m {price} le mètre',
    quantityOf: 'Quantité de {name}',
    addToCart: 'Ajouter au panier',
    chooseVariant: 'Choisir une variante',
    chooseVariantCount: '{count, plural, one {# variante} other {Choisir parmi # variantes}}',
    requestOffer: 'Demander une offre',
  },
};
