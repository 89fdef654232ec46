export { AccountTextProvider, useAccountText } from './AccountTextProvider';
export type { AccountText, Translator } from './AccountTextProvider';
export { accountLocales } from './keys';
export type { AccountCatalogue, AccountLocale, AccountMessageKey, AccountNamespace, MessageValues } from './keys';
