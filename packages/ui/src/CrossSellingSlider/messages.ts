import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type CrossSellingSliderKey = 'carousel' | 'slide' | 'slideLabel' | 'previous' | 'next';

/** Texts of the CrossSellingSlider (issue 10 product detail: cross-selling sliders). */
export const crossSellingSliderMessages = {
  'en-GB': {
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: '{index} of {count}',
    previous: 'Previous products',
    next: 'Next products',
  },
  'de-DE': {
    carousel: 'Karussell',
    slide: 'Folie',
    slideLabel: '{index} von {count}',
    previous: 'Vorherige Produkte',
    next: 'Weitere Produkte',
  },
  'nl-NL': {
    carousel: 'carrousel',
    slide: 'dia',
    slideLabel: '{index} van {count}',
    previous: 'Vorige producten',
    next: 'Volgende producten',
  },
  'fr-FR': {
    carousel: 'carrousel',
    slide: 'diapositive',
    slideLabel: '{index} sur {count}',
    previous: 'Produits précédents',
    next: 'Produits suivants',
  },
} satisfies ComponentMessages<CrossSellingSliderKey>;
