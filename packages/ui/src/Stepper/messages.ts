import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of Stepper: read after a finished step's label; `goToStep` names the button back to it. */
export const stepperMessages: ComponentMessages<'completed' | 'goToStep'> = {
  'en-GB': { completed: 'completed', goToStep: 'Back to {step}' },
  'de-DE': { completed: 'abgeschlossen', goToStep: 'Zurück zu {step}' },
  'nl-NL': { completed: 'voltooid', goToStep: 'Terug naar {step}' },
  'fr-FR': { completed: 'terminé', goToStep: 'Retour à {step}' },
};
