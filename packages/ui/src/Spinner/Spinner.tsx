import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { spinnerMessages } from './messages';

/** Spinner styles: `size` of the ring, `tone` its colour role. */
export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-2',
        lg: 'size-10 border-4',
      },
      tone: {
        primary: 'text-primary',
        muted: 'text-muted-foreground',
        inverted: 'text-primary-foreground',
      },
    },
    defaultVariants: { size: 'md', tone: 'primary' },
  },
);

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Text for screen readers; defaults to the localized "Loading". */
    label?: string | undefined;
  };

/** An indeterminate loading indicator announced as a status ("Loading"). */
export function Spinner({ className, size, tone, label, ...props }: SpinnerProps) {
  const t = useUiMessages(spinnerMessages);
  const text = label ?? t('loading');
  return (
    <span
      role="status"
      aria-label={text}
      data-slot="spinner"
      data-variant={tone ?? 'primary'}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size, tone })} />
    </span>
  );
}
