// @ratchet/ui: tokens and presentational components. No data fetching here.
// Add each component's named exports below (one line per folder); keep the list sorted by folder.
export { cn } from './lib/cn';
export { useControllableState } from './lib/useControllableState';
export { UiLocaleProvider, useUiLocale, useUiMessages, uiLocales, fallbackLocale } from './i18n/UiLocaleProvider';
export type { UiLocale, ComponentMessages } from './i18n/UiLocaleProvider';
