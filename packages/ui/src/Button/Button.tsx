import type { ComponentProps, MouseEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { buttonMessages } from './messages';

/**
 * Button looks (`variant`) and sizes (`size`). Each class group is set in one place only (the border in the
 * look, the height and padding in the size, the link look included), so no class overrides another.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap select-none transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'border border-transparent bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'border border-transparent bg-secondary text-secondary-foreground hover:bg-muted',
        shadow: 'border border-transparent bg-surface text-foreground shadow-card hover:shadow-popover',
        outline: 'border border-primary bg-transparent text-primary hover:bg-secondary',
        white: 'border border-border bg-surface text-foreground hover:bg-surface-raised',
        success: 'border border-transparent bg-success text-success-foreground hover:opacity-90',
        'success-new': 'border border-transparent bg-success-new text-success-new-foreground hover:opacity-90',
        // On the dark surface the black button keeps a visible edge.
        black: 'border border-transparent bg-black text-black-foreground hover:opacity-90 dark:border-border',
        // Without a border; it takes the size's height and padding like every look.
        link: 'bg-transparent text-primary underline-offset-4 hover:underline',
        loginOrRegister: 'border border-primary bg-surface text-primary hover:bg-primary hover:text-primary-foreground',
        loggedIn: 'border border-transparent bg-secondary text-foreground hover:bg-muted',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Button look names. */
export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

/** Every Button type (the kit's 11), in the order the stories and docs show them. */
export const buttonVariantNames: readonly ButtonVariant[] = [
  'primary',
  'secondary',
  'shadow',
  'outline',
  'white',
  'success',
  'success-new',
  'black',
  'link',
  'loginOrRegister',
  'loggedIn',
];

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a link) with the button's look and behaviour. */
    asChild?: boolean;
    /** Shows a spinner, sets `aria-busy` and ignores clicks until the action has finished. */
    loading?: boolean;
  };

/** The shop's button: every look of the storefront, sizes, loading and disabled states. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const t = useUiMessages(buttonMessages);
  const Component = asChild ? Slot.Root : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (no focus loss) but must not trigger the action twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-state={loading ? 'loading' : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled}
      aria-disabled={asChild && disabled ? true : undefined}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={handleClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" data-slot="button-spinner" />
              <span className="sr-only">{t('loading')}</span>
            </>
          )}
          {children}
        </>
      )}
    </Component>
  );
}
