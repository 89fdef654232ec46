import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type SliderMessageKey = 'minimum' | 'maximum' | 'range';

/**
 * Texts of the range Slider. A thumb's name is its word plus the slider's label (React Aria joins them:
 * "Minimum Budget"); `{from}`/`{to}` are formatted values.
 */
export const sliderMessages = {
  'en-GB': { minimum: 'Minimum', maximum: 'Maximum', range: '{from} – {to}' },
  'de-DE': { minimum: 'Minimum', maximum: 'Maximum', range: '{from} – {to}' },
  'nl-NL': { minimum: 'Minimum', maximum: 'Maximum', range: '{from} – {to}' },
  'fr-FR': { minimum: 'Minimum', maximum: 'Maximum', range: '{from} – {to}' },
} satisfies ComponentMessages<SliderMessageKey>;
