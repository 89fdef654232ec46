import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of QuantityCounter. */
export const quantityCounterMessages: ComponentMessages<
  'label' | 'increase' | 'decrease' | 'invalid' | 'hint' | 'hintWithoutMaximum'
> = {
  'en-GB': {
    label: 'Quantity',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    invalid: 'Invalid quantity',
    hint: 'Minimum {min}, maximum {max}, in steps of {step}',
    hintWithoutMaximum: 'Minimum {min}, in steps of {step}',
  },
  'de-DE': {
    label: 'Menge',
    increase: 'Menge erhöhen',
    decrease: 'Menge verringern',
    invalid: 'Ungültige Menge',
    hint: 'Minimum {min}, Maximum {max}, in Schritten von {step}',
    hintWithoutMaximum: 'Minimum {min}, in Schritten von {step}',
  },
  'nl-NL': {
    label: 'Aantal',
    increase: 'Aantal verhogen',
    decrease: 'Aantal verlagen',
    invalid: 'Ongeldig aantal',
    hint: 'Minimaal {min}, maximaal {max}, in stappen van {step}',
    hintWithoutMaximum: 'Minimaal {min}, in stappen van {step}',
  },
  'fr-FR': {
    label: 'Quantité',
    increase: 'Augmenter la quantité',
    decrease: 'Diminuer la quantité',
    invalid: 'Quantité invalide',
    hint: 'Minimum {min}, maximum {max}, par pas de {step}',
    hintWithoutMaximum: 'Minimum {min}, par pas de {step}',
  },
};
