export { MobileMenu } from './MobileMenu';
export { mobileMenuBack, mobileMenuLevel, resolveMobileMenuStack } from './menuStack';
export type { MobileMenuLevel } from './menuStack';
export type { MobileMenuProps } from './MobileMenu';
export { mobileMenuMessages } from './messages';
