import type { AccountCatalogue } from '../../keys';

/** Nederlands (nl-BE domain, nl-NL language). */
export const accountNlNL: AccountCatalogue<'account'> = {
  'account.dashboard.title': 'Uw account',
  'account.dashboard.text': 'Welkom terug, {firstName} {lastName}.',
};
