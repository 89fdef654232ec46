export { AccountDropdown, accountLinkRoles, accountLinks } from './AccountDropdown';
export type { AccountDropdownCustomer, AccountDropdownProps } from './AccountDropdown';
export { accountDropdownMessages } from './messages';
