export { MobileMenu, mobileMenuBack, mobileMenuLevel, resolveMobileMenuStack } from './MobileMenu';
export type { MobileMenuLevel, MobileMenuProps } from './MobileMenu';
export { mobileMenuMessages } from './messages';
