export { AccountTextProvider, accountLocales, useAccountText } from './i18n';
export type {
  AccountCatalogue,
  AccountLocale,
  AccountMessageKey,
  AccountNamespace,
  AccountText,
  MessageValues,
  Translator,
} from './i18n';
