/** The account dropdown's lazy chunk (SiteHeader renders it for a logged-in customer only; issue 4). */
export { AccountDropdown } from '@ratchet/ui';
