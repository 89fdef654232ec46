import type { AccountCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const accountFrFR: AccountCatalogue<'account'> = {
  'account.dashboard.title': 'Votre compte',
  'account.dashboard.text': 'Bon retour, {firstName} {lastName}.',
};
