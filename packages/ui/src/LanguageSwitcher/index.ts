export { LanguageSwitcher, languageCode } from './LanguageSwitcher';
export type { LanguageDomain, LanguageSwitcherProps } from './LanguageSwitcher';
export { languageSwitcherMessages } from './messages';
