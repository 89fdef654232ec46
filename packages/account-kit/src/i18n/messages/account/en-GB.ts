/** The account area's common texts, English (en-GB): the source of the keys and the fallback of every other locale. */
export const accountEnGB = {
  'account.dashboard.title': 'Your account',
  'account.dashboard.text': 'Welcome back, {firstName} {lastName}.',
} as const;
