import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { badgeMessages } from './messages';

/** Badge styles: `variant` is the colour role, `size` the height. */
export const badgeVariants = cva(
  'inline-flex items-center justify-center gap-1 rounded-full border font-medium whitespace-nowrap tabular-nums',
  {
    variants: {
      variant: {
        primary: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        // Dark text on the warn fill misses 4.5:1 (4.44), so warn is a tinted outline.
        warn: 'border-warn bg-warn/10 text-foreground',
        danger: 'border-transparent bg-danger text-danger-foreground',
        outline: 'border-border bg-surface text-foreground',
      },
      size: {
        sm: 'h-5 min-w-5 px-1.5 text-xs',
        md: 'h-6 min-w-6 px-2 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Largest count shown as a number by default; above it the badge shows "99+". */
export const defaultBadgeMax = 99;

export type BadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof badgeVariants> & {
    /**
     * A count to show (e.g. cart products). Shown as "{max}+" above `max`; negative or
     * non-numeric counts show as 0. Hiding the badge at 0 is the caller's choice.
     */
    count?: number | undefined;
    /** Largest count shown as a number (default 99). */
    max?: number | undefined;
    /** Text content when no `count` is given (e.g. a mega-menu badge text "New"). */
    children?: React.ReactNode;
  };

/** Normalises a count for display: whole, not negative, 0 for anything not a number. */
export function normaliseBadgeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** A small label or count badge (storefront.md §2 header cart badge, mega-menu badge text). */
export function Badge({ className, variant, size, count, max = defaultBadgeMax, children, ...props }: BadgeProps) {
  const t = useUiMessages(badgeMessages);
  let content: React.ReactNode = children;
  let overflow = false;
  if (count !== undefined) {
    const shown = normaliseBadgeCount(count);
    const limit = normaliseBadgeCount(max) || defaultBadgeMax;
    overflow = shown > limit;
    content = overflow ? t('overflow', { max: limit }) : String(shown);
  }
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'primary'}
      data-state={overflow ? 'overflow' : undefined}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    >
      {content}
    </span>
  );
}
