export { Badge, badgeVariants, defaultBadgeMax, normaliseBadgeCount } from './Badge';
export type { BadgeProps } from './Badge';
export { badgeMessages } from './messages';
