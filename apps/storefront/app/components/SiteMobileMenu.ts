/** The mobile menu's lazy chunk (SiteHeader loads it on intent or when the menu opens; issue 4). */
export { MobileMenu } from '@ratchet/ui';
