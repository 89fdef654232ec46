import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** Skeleton styles: `shape` of the placeholder. Size it with width/height classes. */
export const skeletonVariants = cva('block animate-pulse bg-muted motion-reduce:animate-none', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-sm',
      rect: 'rounded-md',
      circle: 'rounded-full',
    },
  },
  defaultVariants: { shape: 'rect' },
});

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder block shown while content loads. It is hidden from assistive technology:
 * announce the loading state once on the surrounding region (e.g. `aria-busy` or a Spinner).
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-variant={shape ?? 'rect'}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
