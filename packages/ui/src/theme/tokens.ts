/**
 * Layout tokens for code (media queries in JS, virtualisation sizes, tests). The same numbers
 * live in theme.css for CSS; tokens.test.ts reads the CSS file and fails when the two disagree.
 */

/** Breakpoints in px (storefront.md §9): name → min-width. */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  wide: 1480,
  '2xl': 1536,
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/** Width of the boxed page layout in px. */
export const boxedLayoutWidth = 1440;

/** The desktop header is used from this width (px) on; below it the mobile header. */
export const desktopHeaderMinWidth = breakpoints.lg;

/** Header heights in px: desktop from 1024px, mobile up to 1023px. */
export const headerHeight = { desktop: 123, mobile: 129 } as const;

/** Stacking layers (CSS `z-(--z-…)`), lowest first. */
export const zIndex = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  header: 1200,
  overlay: 1300,
  modal: 1400,
  popover: 1500,
  toast: 1600,
  progress: 1700,
} as const;

/** Semantic colour roles available as Tailwind utilities (`bg-primary`, `text-danger`…). */
export const colorRoles = [
  'background',
  'foreground',
  'muted',
  'muted-foreground',
  'border',
  'primary',
  'primary-hover',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'success',
  'success-new',
  'success-new-foreground',
  'success-foreground',
  'warn',
  'warn-foreground',
  'danger',
  'danger-foreground',
  'focus',
  'surface',
  'surface-raised',
  'black',
  'black-foreground',
] as const;

/** Type scale steps (`text-…`). */
export const typeScale = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl'] as const;

/** Corner radii (`rounded-…`). */
export const radii = ['sm', 'md', 'lg', 'full'] as const;

/** Shadows (`shadow-…`). */
export const shadows = ['card', 'popover', 'header'] as const;

/** Media query for the given breakpoint and up, e.g. `mediaFrom('lg')` → `(min-width: 1024px)`. */
export function mediaFrom(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
