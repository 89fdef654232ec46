export { MegaMenu } from './MegaMenu';
export type { MegaMenuProps } from './MegaMenu';
export { megaMenuMessages } from './messages';
