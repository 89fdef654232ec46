import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type SliderMessageKey = 'minimum' | 'maximum' | 'range';

/** Texts of the range Slider; `{label}` is the slider's label, `{from}`/`{to}` formatted values. */
export const sliderMessages = {
  'en-GB': { minimum: '{label}, minimum', maximum: '{label}, maximum', range: '{from} – {to}' },
  'de-DE': { minimum: '{label}, Minimum', maximum: '{label}, Maximum', range: '{from} – {to}' },
  'nl-NL': { minimum: '{label}, minimum', maximum: '{label}, maximum', range: '{from} – {to}' },
  'fr-FR': { minimum: '{label}, minimum', maximum: '{label}, maximum', range: '{from} – {to}' },
} satisfies ComponentMessages<SliderMessageKey>;
