import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** Sizes: `page` (an empty list page, default) and `compact` (inside a table body or a panel). */
export const emptyStateVariants = cva('flex flex-col items-center justify-center text-center', {
  variants: {
    size: {
      page: 'gap-3 px-6 py-12',
      compact: 'gap-2 px-4 py-6',
    },
  },
  defaultVariants: { size: 'page' },
});

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** Decorative icon above the title (e.g. a lucide icon); hidden from assistive tech. */
    icon?: ReactNode;
    /** What is empty ("No order lists yet"), already translated by the host. */
    title: ReactNode;
    /** What to do about it, already translated by the host. */
    description?: ReactNode;
    /** The way out: a Button or link ("Create order list", "Reset filters"). */
    action?: ReactNode;
    /** Heading level of the title so it fits the page outline (default 2). */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * What a list shows when it has nothing (no orders, no results for these filters): icon, title, text and an
 * action. It has no texts of its own; the host passes them from its namespace.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  size,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = headingTags[headingLevel];
  return (
    <div
      data-slot="empty-state"
      data-variant={size ?? 'page'}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      {icon && (
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </span>
      )}
      <Heading className={cn('font-semibold text-foreground', size === 'compact' ? 'text-base' : 'text-lg')}>
        {title}
      </Heading>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
