import type { AccountCatalogue } from '../../keys';

/** Deutsch (Österreich: de-AT domain, de-DE language). */
export const accountDeDE: AccountCatalogue<'account'> = {
  'account.dashboard.title': 'Ihr Konto',
  'account.dashboard.text': 'Willkommen zurück, {firstName} {lastName}.',
};
