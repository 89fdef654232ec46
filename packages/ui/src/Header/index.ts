export { Header } from './Header';
export type { HeaderProps } from './Header';
export { inlineServiceItemCount, isHeaderScrolled, useHeaderScrolled } from './headerParts';
export { headerMessages } from './messages';
