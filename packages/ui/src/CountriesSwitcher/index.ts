export { CountriesSwitcher } from './CountriesSwitcher';
export type { CountriesSwitcherProps } from './CountriesSwitcher';
export { countriesSwitcherMessages } from './messages';
