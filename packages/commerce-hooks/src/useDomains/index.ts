export { languageCode, pathUnderDomain, useDomains } from './useDomains';
export type { LanguageSwitchPage, LanguageSwitchResult, UseDomainsReturn } from './useDomains';
